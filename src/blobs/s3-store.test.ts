import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStore } from './blob-store-behaviour.ts';
import { S3BlobStore } from './s3-store.ts';

const BUCKET = 'quarry-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type KoaContext = { method: string; query: Record<string, unknown>; status: number; body: unknown; type: string };

/** A local S3 server (s3rver) on a random port with one empty bucket, its data in a temp folder. */
async function startS3Server(options: { refuseDeleteObjects?: boolean } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 'quarry-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const uploadsDir = path.join(directory, BUCKET, '._S3rver_uploads');
  // s3rver 3.7 answers AbortMultipartUpload with 405 and keeps the parts; S3 deletes them.
  // This adds the operation (ahead of s3rver's router) so the store's abort path is exercised.
  server.middleware.unshift(async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && typeof uploadId === 'string' && /^[0-9a-f]+$/.test(uploadId)) {
      await rm(path.join(uploadsDir, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    // Some S3-compatible servers have no DeleteObjects; they answer like this.
    if (options.refuseDeleteObjects && ctx.method === 'POST' && 'delete' in ctx.query) {
      ctx.status = 501;
      ctx.type = 'application/xml';
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NotImplemented</Code><Message>DeleteObjects</Message></Error>';
      return;
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = { endpoint, region: 'us-east-1', forcePathStyle: true };
  const client = new S3Client({ ...settings, credentials: CREDENTIALS });
  return {
    store: new S3BlobStore({ ...settings, bucket: BUCKET, ...CREDENTIALS }),
    client,
    uploadsDir,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeBlobStore('S3BlobStore', async () => {
  const s3 = await startS3Server();
  return {
    store: s3.store,
    leftovers: async () => {
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      // Unfinished multipart uploads, where s3rver keeps their parts.
      const uploads = await readdir(s3.uploadsDir).catch(() => []);
      return [...(listed.Contents ?? []).map((object) => object.Key!), ...uploads.map((id) => `(upload ${id})`)].sort();
    },
    close: s3.close,
  };
});

describe('S3BlobStore on a server without DeleteObjects', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server({ refuseDeleteObjects: true });
  });
  afterAll(() => s3?.close());

  it('deletes a prefix one object at a time', async () => {
    for (const key of ['ws/w1/a', 'ws/w1/b/c', 'ws/w2/a']) await s3.store.put(key, Readable.from([key]));
    await s3.store.deletePrefix('ws/w1/');
    expect(await s3.store.exists('ws/w1/a')).toBe(false);
    expect(await s3.store.exists('ws/w1/b/c')).toBe(false);
    expect(await s3.store.exists('ws/w2/a')).toBe(true);
  });
});

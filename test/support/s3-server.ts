// A local S3-protocol server (s3rver) for tests, with the operations it lacks added.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3BlobStore } from '../../src/blobs/s3-store.ts';

export const BUCKET = 'quarry-test';
export const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type KoaContext = { method: string; query: Record<string, unknown>; status: number; body: unknown; type: string };

/** A local S3 server (s3rver) on a random port with one empty bucket, its data in a temp folder. */
export async function startS3Server(options: { refuseDeleteObjects?: boolean } = {}) {
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
    endpoint,
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


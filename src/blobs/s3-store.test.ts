import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStore } from './blob-store-behaviour.ts';
import { BUCKET, startS3Server } from '../../test/support/s3-server.ts';

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

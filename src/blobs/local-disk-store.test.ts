import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeBlobStore } from './blob-store-behaviour.ts';
import { LocalDiskBlobStore } from './local-disk-store.ts';

describeBlobStore('LocalDiskBlobStore', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'quarry-disk-store-'));
  return {
    store: new LocalDiskBlobStore(root),
    leftovers: async () => (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort(),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalDiskBlobStore on disk', () => {
  it('keeps every object inside its root directory and lays keys out as folders', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'quarry-disk-store-'));
    try {
      const store = new LocalDiskBlobStore(path.join(parent, 'blobs'));
      await store.put('orgs/o1/files/f1/original', Readable.from(['pdf bytes']));
      expect(await readdir(parent, { recursive: true })).toEqual(expect.arrayContaining(['blobs/orgs/o1/files/f1/original']));
      await expect(store.put('../outside', Readable.from(['x']))).rejects.toThrow(/Blob key/);
      await expect(store.put('.incoming/x', Readable.from(['x']))).rejects.toThrow(/reserved/);
      expect(await readdir(parent)).toEqual(['blobs']);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

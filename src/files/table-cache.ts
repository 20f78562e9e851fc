import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../blobs/blob-store.ts';

/**
 * Parquet tables live in blob storage; queries need them on local disk. Each process keeps a
 * cache keyed by table id (tables are immutable: a new upload is a new id).
 */
export function createTableCache(blobs: BlobStore, dir: string) {
  const pending = new Map<string, Promise<string>>();
  return {
    pathOf(tableId: string) {
      return join(dir, `${tableId}.parquet`);
    },
    async ensureLocal(tableId: string, blobKey: string): Promise<string> {
      const path = join(dir, `${tableId}.parquet`);
      if (existsSync(path)) return path;
      let p = pending.get(tableId);
      if (!p) {
        p = (async () => {
          await mkdir(dir, { recursive: true });
          const tmp = `${path}.${randomUUID()}.part`;
          await blobs.download(blobKey, tmp);
          await rename(tmp, path);
          return path;
        })().finally(() => pending.delete(tableId));
        pending.set(tableId, p);
      }
      return p;
    },
  };
}
export type TableCache = ReturnType<typeof createTableCache>;

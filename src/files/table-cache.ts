import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '../blobs/blob-store.ts';

/** A table's local file, kept from eviction until released. */
export interface HeldTable {
  path: string;
  release(): void;
}

const SUFFIX = '.parquet';

/**
 * Parquet tables live in blob storage; queries need them on local disk. Each process keeps a
 * cache keyed by table id (tables are immutable: a new upload is a new id), bounded in bytes: the
 * least recently used tables beyond `maxBytes` are removed, except those a query holds. Files
 * found at start are adopted oldest-first, and unfinished downloads are removed.
 */
export function createTableCache(blobs: BlobStore, dir: string, options: { maxBytes: number } = { maxBytes: Number.POSITIVE_INFINITY }) {
  /** Map order is recency: the first entries are the least recently used. */
  const entries = new Map<string, { bytes: number; holds: number }>();
  const pending = new Map<string, Promise<void>>();
  let totalBytes = 0;

  const pathOf = (tableId: string) => join(dir, `${tableId}${SUFFIX}`);

  function adoptExisting(): void {
    mkdirSync(dir, { recursive: true });
    const found: Array<{ id: string; bytes: number; mtime: number }> = [];
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!name.endsWith(SUFFIX)) {
        // A download cut short by a crash.
        rmSync(path, { force: true, recursive: true });
        continue;
      }
      const info = statSync(path);
      found.push({ id: name.slice(0, -SUFFIX.length), bytes: info.size, mtime: info.mtimeMs });
    }
    for (const file of found.sort((a, b) => a.mtime - b.mtime)) remember(file.id, file.bytes);
    evict();
  }

  function remember(tableId: string, bytes: number): void {
    const existing = entries.get(tableId);
    if (existing) {
      entries.delete(tableId);
      entries.set(tableId, existing);
      return;
    }
    entries.set(tableId, { bytes, holds: 0 });
    totalBytes += bytes;
  }

  function forget(tableId: string): void {
    const entry = entries.get(tableId);
    if (!entry) return;
    entries.delete(tableId);
    totalBytes -= entry.bytes;
  }

  function evict(): void {
    for (const [tableId, entry] of entries) {
      if (totalBytes <= options.maxBytes) return;
      if (entry.holds > 0) continue;
      forget(tableId);
      rmSync(pathOf(tableId), { force: true });
    }
  }

  async function fetch(tableId: string, blobKey: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const path = pathOf(tableId);
    const tmp = `${path}.${randomUUID()}.part`;
    try {
      await blobs.download(blobKey, tmp);
      const { size } = await stat(tmp);
      await rename(tmp, path);
      remember(tableId, size);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  adoptExisting();

  return {
    pathOf,

    /** The table's local file, downloaded when missing, kept until release() (call it once the query is done). */
    async hold(tableId: string, blobKey: string): Promise<HeldTable> {
      // Removed behind our back (by hand, or by another process sharing the folder): fetch it again.
      if (entries.has(tableId) && !existsSync(pathOf(tableId))) forget(tableId);
      if (!entries.has(tableId)) {
        let download = pending.get(tableId);
        if (!download) {
          download = fetch(tableId, blobKey).finally(() => pending.delete(tableId));
          pending.set(tableId, download);
        }
        await download;
      }
      remember(tableId, 0);
      const entry = entries.get(tableId)!;
      entry.holds++;
      let released = false;
      return {
        path: pathOf(tableId),
        release() {
          if (released) return;
          released = true;
          entry.holds--;
          evict();
        },
      };
    },

    /** Moves a freshly written Parquet file into the cache (ingestion has it on disk already). */
    async adopt(tableId: string, localPath: string): Promise<void> {
      await mkdir(dir, { recursive: true });
      const { size } = await stat(localPath);
      await rename(localPath, pathOf(tableId));
      remember(tableId, size);
      evict();
    },

    /** Drops a table's file (its table was deleted). */
    async remove(tableId: string): Promise<void> {
      forget(tableId);
      await rm(pathOf(tableId), { force: true });
    },

    /** Table ids with a cached file, for the reconciler. */
    cachedIds(): string[] {
      return [...entries.keys()];
    },

    usage: () => ({ bytes: totalBytes, tables: entries.size, maxBytes: options.maxBytes }),
  };
}
export type TableCache = ReturnType<typeof createTableCache>;

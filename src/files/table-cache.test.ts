import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskBlobStore } from '../blobs/local-disk-store.ts';
import { createTableCache } from './table-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'quarry-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KB = 1024;

async function storeWithTables(count: number) {
  const blobs = new LocalDiskBlobStore(join(root, `blobs-${Math.random()}`));
  for (let i = 0; i < count; i++) await blobs.put(`t/${i}.parquet`, Readable.from([Buffer.alloc(100 * KB, i)]));
  return blobs;
}

describe('the table cache', () => {
  it('keeps at most maxBytes, removing the least recently used tables first', async () => {
    const blobs = await storeWithTables(4);
    const dir = join(root, 'lru');
    const cache = createTableCache(blobs, dir, { maxBytes: 250 * KB });
    for (const id of ['0', '1']) (await cache.hold(id, `t/${id}.parquet`)).release();
    // Using table 0 again makes table 1 the least recently used.
    (await cache.hold('0', 't/0.parquet')).release();
    (await cache.hold('2', 't/2.parquet')).release();
    expect(readdirSync(dir).sort()).toEqual(['0.parquet', '2.parquet']);
    expect(cache.usage()).toMatchObject({ bytes: 200 * KB, tables: 2 });
  });

  it('never removes a table a query holds, and catches up once it is released', async () => {
    const blobs = await storeWithTables(3);
    const dir = join(root, 'held');
    const cache = createTableCache(blobs, dir, { maxBytes: 150 * KB });
    const first = await cache.hold('0', 't/0.parquet');
    const second = await cache.hold('1', 't/1.parquet');
    expect(existsSync(first.path) && existsSync(second.path)).toBe(true);
    first.release();
    expect(existsSync(first.path)).toBe(false);
    second.release();
    expect(cache.usage().bytes).toBe(100 * KB);
  });

  it('fetches a table again when its file was removed behind its back', async () => {
    const blobs = await storeWithTables(1);
    const cache = createTableCache(blobs, join(root, 'removed'));
    const first = await cache.hold('0', 't/0.parquet');
    first.release();
    rmSync(first.path);
    const again = await cache.hold('0', 't/0.parquet');
    expect(existsSync(again.path)).toBe(true);
    again.release();
  });

  it('adopts the files of a previous run at start, oldest first, and drops unfinished downloads', async () => {
    const dir = join(root, 'restart');
    const blobs = await storeWithTables(0);
    createTableCache(blobs, dir);
    writeFileSync(join(dir, 'old.parquet'), Buffer.alloc(100 * KB));
    writeFileSync(join(dir, 'new.parquet'), Buffer.alloc(100 * KB));
    writeFileSync(join(dir, 'new.parquet.1234.part'), Buffer.alloc(10 * KB));
    utimesSync(join(dir, 'old.parquet'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const cache = createTableCache(blobs, dir, { maxBytes: 150 * KB });
    expect(readdirSync(dir)).toEqual(['new.parquet']);
    expect(cache.cachedIds()).toEqual(['new']);
  });
});

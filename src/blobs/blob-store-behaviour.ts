import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore } from './blob-store.ts';

export interface StoreUnderTest {
  store: BlobStore;
  /** Everything the backend still holds (objects, temp files, unfinished uploads), for "leaves nothing" checks. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

/** The contract every BlobStore keeps; each implementation's test file runs it against a real backend. */
export function describeBlobStore(name: string, start: () => Promise<StoreUnderTest>): void {
  describe(`${name} keeps the BlobStore contract`, () => {
    let subject: StoreUnderTest;
    let store: BlobStore;
    let scratch: string;

    beforeAll(async () => {
      subject = await start();
      store = subject.store;
      scratch = await mkdtemp(path.join(tmpdir(), 'quarry-blob-test-'));
    });
    afterAll(async () => {
      await subject?.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('stores a stream and gives the same bytes back', async () => {
      const text = 'Grüße, 世界 🌍\n'.repeat(1000);
      const { sizeBytes } = await store.put('orgs/o1/files/a/original', Readable.from([text]), { contentType: 'text/plain' });
      expect(sizeBytes).toBe(Buffer.byteLength(text));
      expect((await readAll(await store.get('orgs/o1/files/a/original'))).toString()).toBe(text);
      expect(await store.exists('orgs/o1/files/a/original')).toBe(true);
    });

    it('stores a local file and gives the same bytes back, replacing what the key held; a missing file leaves nothing', async () => {
      const bytes = randomBytes(3 * MB + 17);
      const local = path.join(scratch, 'local-file');
      await writeFile(local, bytes);
      await store.put('orgs/o1/files/d/original', Readable.from(['older']));
      expect(await store.putFile('orgs/o1/files/d/original', local)).toEqual({ sizeBytes: bytes.length });
      expect((await readAll(await store.get('orgs/o1/files/d/original'))).equals(bytes)).toBe(true);
      const before = await subject.leftovers();
      await expect(store.putFile('orgs/o1/files/e/original', path.join(scratch, 'no-such-file'))).rejects.toThrow();
      expect(await store.exists('orgs/o1/files/e/original')).toBe(false);
      expect(await subject.leftovers()).toEqual(before);
    });

    it('stores an empty object', async () => {
      expect(await store.put('orgs/o1/empty', Readable.from([]))).toEqual({ sizeBytes: 0 });
      expect((await readAll(await store.get('orgs/o1/empty'))).length).toBe(0);
    });

    it('replaces an object written again under the same key', async () => {
      await store.put('orgs/o1/replaced', Readable.from(['first version']));
      await store.put('orgs/o1/replaced', Readable.from(['second']));
      expect((await readAll(await store.get('orgs/o1/replaced'))).toString()).toBe('second');
    });

    it('answers BlobNotFoundError for a missing key, and exists() says false', async () => {
      await expect(store.get('orgs/o1/nothing-here')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.download('orgs/o1/nothing-here', path.join(scratch, 'x'))).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await store.exists('orgs/o1/nothing-here')).toBe(false);
      // A "folder" that only holds other objects is not an object itself.
      expect(await store.exists('orgs/o1/files')).toBe(false);
      await expect(store.get('orgs/o1/files')).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('downloads an object to a local file', async () => {
      const bytes = randomBytes(300_000);
      await store.put('orgs/o1/files/b/original', Readable.from([bytes]));
      const target = path.join(scratch, 'b.bin');
      await store.download('orgs/o1/files/b/original', target);
      expect((await readFile(target)).equals(bytes)).toBe(true);
    });

    it('deletes one object; deleting a missing one is fine', async () => {
      await store.put('orgs/o1/files/c/original', Readable.from(['c']));
      await store.delete('orgs/o1/files/c/original');
      expect(await store.exists('orgs/o1/files/c/original')).toBe(false);
      await store.delete('orgs/o1/files/c/original');
      await store.delete('orgs/o1/files');
      expect(await store.exists('orgs/o1/files/a/original')).toBe(true);
    });

    it('deletes everything under a prefix and nothing else', async () => {
      for (const key of ['ws/w1/files/1/original', 'ws/w1/files/1/table.parquet', 'ws/w1/files/2/original', 'ws/w10/files/3/original', 'ws/w2/x']) {
        await store.put(key, Readable.from([key]));
      }
      await store.deletePrefix('ws/w1/');
      expect(await store.exists('ws/w1/files/1/original')).toBe(false);
      expect(await store.exists('ws/w1/files/1/table.parquet')).toBe(false);
      expect(await store.exists('ws/w1/files/2/original')).toBe(false);
      expect(await store.exists('ws/w10/files/3/original')).toBe(true);
      expect(await store.exists('ws/w2/x')).toBe(true);

      // Without the trailing slash a prefix is plain string matching, as S3 defines it.
      await store.deletePrefix('ws/w');
      expect(await store.exists('ws/w10/files/3/original')).toBe(false);
      expect(await store.exists('ws/w2/x')).toBe(false);
      await store.deletePrefix('ws/never-written/');
    });

    it('lists the objects under a prefix with their last write', async () => {
      const before = Date.now() - 60_000;
      await store.put('list/a/one', Readable.from([Buffer.from('1')]));
      await store.put('list/a/deep/two', Readable.from([Buffer.from('2')]));
      await store.put('list/ab', Readable.from([Buffer.from('3')]));
      await store.put('lister', Readable.from([Buffer.from('4')]));
      const keys = async (prefix: string) => {
        const found: string[] = [];
        for await (const object of store.list(prefix)) {
          expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
          found.push(object.key);
        }
        return found.sort();
      };
      expect(await keys('list/a/')).toEqual(['list/a/deep/two', 'list/a/one']);
      expect(await keys('list/a')).toEqual(['list/a/deep/two', 'list/a/one', 'list/ab']);
      expect(await keys('list/none/')).toEqual([]);
      await store.deletePrefix('list');
    });

    it('refuses keys that are absolute, climb with "..", or have empty segments', async () => {
      for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', './a', 'a\\b', '']) {
        await expect(store.put(key, Readable.from(['x']))).rejects.toThrow(/Blob key/);
        await expect(store.get(key)).rejects.toThrow(/Blob key/);
      }
      await expect(store.deletePrefix('')).rejects.toThrow(/Blob prefix/);
      await expect(store.deletePrefix('../')).rejects.toThrow(/Blob prefix/);
    });

    it('leaves nothing behind when the body stream fails at once', async () => {
      await store.deletePrefix('orgs/');
      await store.deletePrefix('ws/');
      const failing = new Readable({
        read() {
          this.destroy(new Error('aborted'));
        },
      });
      await expect(store.put('orgs/o2/files/aborted/original', failing)).rejects.toThrow('aborted');
      expect(await subject.leftovers()).toEqual([]);
    });

    it('leaves nothing behind when the body stream fails midway', async () => {
      // Past two 8 MB parts, so a multipart upload is under way when the stream breaks.
      const failing = Readable.from(
        (async function* () {
          for (let i = 0; i < 20; i++) yield Buffer.alloc(MB, i);
          throw new Error('client went away');
        })(),
      );
      await expect(store.put('orgs/o2/files/broken/original', failing)).rejects.toThrow('client went away');
      expect(await store.exists('orgs/o2/files/broken/original')).toBe(false);
      expect(await subject.leftovers()).toEqual([]);
    });

    it('streams a 12 MB object of unknown length in and out', async () => {
      const expected = createHash('sha256');
      const source = Readable.from(
        (async function* () {
          for (let i = 0; i < 12 * 16; i++) {
            const chunk = randomBytes(64 * 1024);
            expected.update(chunk);
            yield chunk;
          }
        })(),
      );
      const { sizeBytes } = await store.put('orgs/o3/large.bin', source);
      expect(sizeBytes).toBe(12 * MB);
      const actual = createHash('sha256');
      let read = 0;
      for await (const chunk of await store.get('orgs/o3/large.bin')) {
        actual.update(chunk as Buffer);
        read += (chunk as Buffer).length;
      }
      expect(read).toBe(12 * MB);
      expect(actual.digest('hex')).toBe(expected.digest('hex'));
      expect(await subject.leftovers()).toEqual(['orgs/o3/large.bin']);
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

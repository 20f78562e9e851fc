import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, type BlobStore } from './blob-store.ts';
import { assertValidKey, assertValidPrefix } from './keys.ts';

// Writes land here first, on the same filesystem as their destination, so the final rename
// is atomic and an interrupted write never shows up under its key.
const INCOMING_DIR = '.incoming';

/** Blobs as plain files under rootDir; a key's slashes become directories. */
export class LocalDiskBlobStore implements BlobStore {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, body: Readable): Promise<{ sizeBytes: number }> {
    const finalPath = this.pathOf(key);
    const incomingDir = path.join(this.rootDir, INCOMING_DIR);
    await mkdir(incomingDir, { recursive: true });
    const tempPath = path.join(incomingDir, randomUUID());
    // flush: fsync before close, so after a crash the key holds the whole file or nothing.
    const out = createWriteStream(tempPath, { flags: 'wx', flush: true });
    try {
      await pipeline(body, out);
      await mkdir(path.dirname(finalPath), { recursive: true });
      await rename(tempPath, finalPath);
      return { sizeBytes: out.bytesWritten };
    } catch (error) {
      body.destroy();
      // The file may still be opening; remove it only once the stream has let go of it.
      if (!out.closed) await once(out, 'close');
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  async putFile(key: string, localPath: string): Promise<{ sizeBytes: number }> {
    const finalPath = this.pathOf(key);
    const incomingDir = path.join(this.rootDir, INCOMING_DIR);
    await mkdir(incomingDir, { recursive: true });
    const tempPath = path.join(incomingDir, randomUUID());
    try {
      // copy_file_range/sendfile in a libuv thread; then fsync, so after a crash the key holds the whole file or nothing.
      await copyFile(localPath, tempPath, constants.COPYFILE_EXCL);
      const handle = await open(tempPath, 'r');
      let sizeBytes: number;
      try {
        await handle.sync();
        sizeBytes = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      await mkdir(path.dirname(finalPath), { recursive: true });
      await rename(tempPath, finalPath);
      return { sizeBytes };
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const filePath = this.pathOf(key);
    let handle;
    try {
      handle = await open(filePath, 'r');
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new BlobNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async download(key: string, localPath: string): Promise<void> {
    if (!(await this.exists(key))) throw new BlobNotFoundError(key);
    try {
      await copyFile(this.pathOf(key), localPath);
    } catch (error) {
      await rm(localPath, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (error) {
      // A key naming a folder of other objects is no object: nothing to delete, as on S3.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_FS_EISDIR') throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    if (prefix.endsWith('/')) {
      await rm(path.join(this.rootDir, prefix), { recursive: true, force: true });
      return;
    }
    // A prefix that ends inside a name ("files/ab") covers every sibling starting with it, as on S3.
    const dir = path.join(this.rootDir, path.posix.dirname(prefix));
    const start = path.posix.basename(prefix);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) {
      if (name.startsWith(start) && !(dir === this.rootDir && name === INCOMING_DIR)) {
        await rm(path.join(dir, name), { recursive: true, force: true });
      }
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }> {
    assertValidPrefix(prefix);
    // Walk from the deepest folder the prefix names whole; names are then filtered by the prefix.
    const base = prefix.endsWith('/') ? prefix : path.posix.dirname(prefix) === '.' ? '' : `${path.posix.dirname(prefix)}/`;
    let entries;
    try {
      entries = await readdir(path.join(this.rootDir, base), { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!key.startsWith(prefix) || key.split('/')[0] === INCOMING_DIR) continue;
      try {
        yield { key, modifiedAt: (await stat(path.join(this.rootDir, key))).mtime };
      } catch (error) {
        // Deleted while listed.
        if (!isMissing(error)) throw error;
      }
    }
  }

  async removeIncomplete(before: Date): Promise<number> {
    const incomingDir = path.join(this.rootDir, INCOMING_DIR);
    let names: string[];
    try {
      names = await readdir(incomingDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(incomingDir, name);
      try {
        // A write in progress keeps its file's modification time fresh.
        if ((await stat(file)).mtime >= before) continue;
        await rm(file, { force: true });
        removed++;
      } catch (error) {
        // Renamed into place or removed by its writer meanwhile.
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }

  async ping(): Promise<void> {
    await mkdir(this.rootDir, { recursive: true });
    await access(this.rootDir, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    if (key.split('/')[0] === INCOMING_DIR) throw new Error(`Blob key ${JSON.stringify(key)} uses a reserved folder`);
    return path.join(this.rootDir, key);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

import type { Readable } from 'node:stream';

/**
 * Where uploaded files and derived artefacts (Parquet tables) live. Keys are relative paths
 * such as `orgs/<org>/workspaces/<ws>/files/<file>/original`. Every method streams: no
 * implementation may hold a whole object in memory.
 */
export interface BlobStore {
  /** Writes the stream under key and resolves with the number of bytes written. A failed or aborted write leaves nothing behind. */
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<{ sizeBytes: number }>;
  /** put() of a local file. On disk the kernel copies it: no chunk passes through the event loop. */
  putFile(key: string, localPath: string, options?: { contentType?: string }): Promise<{ sizeBytes: number }>;
  /** Opens the object for reading; rejects with BlobNotFoundError when missing. */
  get(key: string): Promise<Readable>;
  /** Copies the object to a local file path (for engines that need a real file: pdf.js, DuckDB). */
  download(key: string, localPath: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; missing objects are fine. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with prefix, with its last write (for the orphan reconciler). */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes the remains of writes started before `before` that never finished (their process
   * died): temporary files on disk, unfinished multipart uploads on S3. Returns how many.
   */
  removeIncomplete(before: Date): Promise<number>;
  /** Cheap reachability check for /readyz. */
  ping(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`Blob ${key} not found`);
    this.name = 'BlobNotFoundError';
  }
}

// A BlobStore that misbehaves on purpose around a real one: a share of calls fails, and chosen
// operations can be held at a gate until the test lets them through (to act in the middle of a job).
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../src/blobs/blob-store.ts';

type Operation = 'put' | 'get' | 'download' | 'exists' | 'delete' | 'deletePrefix' | 'list';

export class InjectedBlobFault extends Error {
  constructor(operation: Operation, key: string) {
    super(`injected fault: ${operation} ${key}`);
    this.name = 'InjectedBlobFault';
  }
}

export interface Gate {
  /** Resolves when an operation reaches the gate. */
  reached: Promise<string>;
  open(): void;
}

export class FaultyBlobStore implements BlobStore {
  /** Share of calls (0..1) that fail, from a seeded sequence so a run can be repeated. */
  failureRate = 0;
  failures = 0;
  private seed = 12_345;
  private readonly gates: Array<{ operation: Operation; pattern: RegExp; arrive: (key: string) => void; opened: Promise<void> }> = [];
  private readonly failing: Array<{ operation: Operation; key: string }> = [];
  private readonly inner: BlobStore;

  constructor(inner: BlobStore) {
    this.inner = inner;
  }

  /** The next `operation` on a key matching `pattern` waits until `open()`. */
  gate(operation: Operation, pattern: RegExp): Gate {
    let arrive!: (key: string) => void;
    let open!: () => void;
    const reached = new Promise<string>((resolve) => (arrive = resolve));
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gates.push({ operation, pattern, arrive, opened });
    return { reached, open };
  }

  private random(): number {
    // Park-Miller: enough for choosing which calls fail.
    this.seed = (this.seed * 48_271) % 2_147_483_647;
    return this.seed / 2_147_483_647;
  }

  /** The next `operation` on exactly `key` fails. */
  failNext(operation: Operation, key: string): void {
    this.failing.push({ operation, key });
  }

  private async enter(operation: Operation, key: string): Promise<void> {
    const failing = this.failing.findIndex((f) => f.operation === operation && f.key === key);
    if (failing >= 0) {
      this.failing.splice(failing, 1);
      this.failures++;
      throw new InjectedBlobFault(operation, key);
    }
    const at = this.gates.findIndex((g) => g.operation === operation && g.pattern.test(key));
    if (at >= 0) {
      const [gate] = this.gates.splice(at, 1);
      gate.arrive(key);
      await gate.opened;
    }
    if (this.failureRate > 0 && this.random() < this.failureRate) {
      this.failures++;
      throw new InjectedBlobFault(operation, key);
    }
  }

  async put(key: string, body: Readable, options?: { contentType?: string }) {
    try {
      await this.enter('put', key);
    } catch (error) {
      body.destroy();
      throw error;
    }
    return this.inner.put(key, body, options);
  }
  async putFile(key: string, localPath: string, options?: { contentType?: string }) {
    await this.enter('put', key);
    return this.inner.putFile(key, localPath, options);
  }
  async get(key: string) {
    await this.enter('get', key);
    return this.inner.get(key);
  }
  async download(key: string, localPath: string) {
    await this.enter('download', key);
    return this.inner.download(key, localPath);
  }
  async exists(key: string) {
    await this.enter('exists', key);
    return this.inner.exists(key);
  }
  async delete(key: string) {
    await this.enter('delete', key);
    return this.inner.delete(key);
  }
  async deletePrefix(prefix: string) {
    await this.enter('deletePrefix', prefix);
    return this.inner.deletePrefix(prefix);
  }
  async *list(prefix: string) {
    await this.enter('list', prefix);
    yield* this.inner.list(prefix);
  }
  removeIncomplete(before: Date) {
    return this.inner.removeIncomplete(before);
  }
  ping() {
    return this.inner.ping();
  }
}

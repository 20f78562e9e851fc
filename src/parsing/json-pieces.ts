// A large parse result serialised piece by piece into a file, so that it never exists as one
// string (nor as a buffer copy of one): objects and arrays near the top are opened and closed
// here, and each value below `WHOLE_BELOW_DEPTH` (a table row, a chunk, the text) is serialised
// whole. The bytes are those of the form's serialiser applied to the whole value.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

/** How a JSON form writes separators, keys and whole values. */
export interface JsonForm {
  itemSeparator: string;
  pairSeparator: string;
  key(name: string): string;
  /** The object's keys in the order the form writes them. */
  keys(value: object): string[];
  whole(value: unknown): string;
}

/** JSON.stringify's form. */
export const STANDARD_JSON: JsonForm = {
  itemSeparator: ',',
  pairSeparator: ':',
  key: (name) => JSON.stringify(name),
  keys: (value) => Object.keys(value),
  whole: (value) => JSON.stringify(value),
};

// result → tables → a table → rows → a row: rows (and anything as deep) are written whole.
const WHOLE_BELOW_DEPTH = 4;

function skipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function';
}

export function* jsonPieces(value: unknown, form: JsonForm, depth = 0): Generator<string> {
  if (depth >= WHOLE_BELOW_DEPTH || value === null || typeof value !== 'object') {
    yield form.whole(value);
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield form.itemSeparator;
      // As JSON.stringify does: undefined and functions in arrays become null.
      yield* skipped(value[i]) ? ['null'] : jsonPieces(value[i], form, depth + 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const key of form.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (skipped(item)) continue;
    if (!first) yield form.itemSeparator;
    first = false;
    yield form.key(key) + form.pairSeparator;
    yield* jsonPieces(item, form, depth + 1);
  }
  yield '}';
}

const FLUSH_BYTES = 1024 * 1024;

/**
 * Writes the pieces to `path` as UTF-8 and returns the byte count; past `maxBytes` it stops,
 * removes nothing (the caller owns the path) and throws `tooLarge()`.
 */
export async function writePieces(path: string, pieces: Iterable<string>, maxBytes: number, tooLarge: () => Error): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!out.write(pending.join(''))) await once(out, 'drain');
    pending = [];
    pendingBytes = 0;
  };
  try {
    for (const piece of pieces) {
      const size = Buffer.byteLength(piece);
      bytes += size;
      if (bytes > maxBytes) throw tooLarge();
      pending.push(piece);
      pendingBytes += size;
      if (pendingBytes >= FLUSH_BYTES) await flush();
    }
    await flush();
    out.end();
    await once(out, 'finish');
    return bytes;
  } catch (error) {
    // Closed before the caller removes the file (a stream still opening would recreate it).
    if (!out.closed) await Promise.all([once(out, 'close'), out.destroy()]).catch(() => undefined);
    throw error;
  }
}

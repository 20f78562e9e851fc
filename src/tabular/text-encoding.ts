// Delimited text arrives in whatever encoding the exporting program used. DuckDB reads UTF-8
// only, so anything else is transcoded into a UTF-8 copy first, streaming, never whole in memory.

import { open } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { JobError } from '../errors.ts';

const SAMPLE_BYTES = 64 * 1024;

import type { TextEncodingName } from '../parsing/decode-text.ts';

export type { TextEncodingName };

/** Signatures of formats that users rename to .csv by mistake, with the name we tell them. */
const FOREIGN_SIGNATURES: Array<{ bytes: number[]; format: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], format: 'a ZIP archive (for example an XLSX workbook)' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], format: 'an OLE2 document (for example an XLS workbook)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], format: 'a PDF document' },
  { bytes: [0x50, 0x41, 0x52, 0x31], format: 'a Parquet file' },
  { bytes: [0x1f, 0x8b], format: 'a gzip archive' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], format: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], format: 'a JPEG image' },
];

function startsWith(sample: Uint8Array, bytes: number[]): boolean {
  return bytes.every((byte, i) => sample[i] === byte);
}

async function readSample(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** UTF-16 without a byte order mark shows up as text whose every other byte is zero. */
function utf16WithoutBom(sample: Uint8Array): TextEncodingName | null {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 4) return null;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) zeroEven++;
    if (sample[i + 1] === 0) zeroOdd++;
  }
  if (zeroOdd > pairs * 0.9 && zeroEven < pairs * 0.1) return 'utf-16le';
  if (zeroEven > pairs * 0.9 && zeroOdd < pairs * 0.1) return 'utf-16be';
  return null;
}

/** Control characters other than tab, newline, carriage return and form feed do not occur in text tables. */
function looksBinary(sample: Uint8Array): boolean {
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > sample.length * 0.01;
}

function isValidUtf8(sample: Uint8Array): boolean {
  try {
    // stream: true tolerates a multi-byte character cut off at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a delimited text file, judged from its first 64 KB. Throws a JobError for
 * files that are not text at all. A file that is valid UTF-8 at the start may still turn out
 * otherwise further on; the caller falls back to windows-1252 when DuckDB says so.
 */
export async function detectTextEncoding(path: string, filename: string): Promise<TextEncodingName> {
  const sample = await readSample(path);
  if (startsWith(sample, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(sample, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(sample, [0xfe, 0xff])) return 'utf-16be';
  const foreign = FOREIGN_SIGNATURES.find((signature) => startsWith(sample, signature.bytes));
  if (foreign) {
    throw new JobError('UNSUPPORTED_FORMAT', `${filename} is ${foreign.format}, not a CSV or TSV text file.`);
  }
  const utf16 = utf16WithoutBom(sample);
  if (utf16) return utf16;
  if (looksBinary(sample)) {
    throw new JobError('CORRUPTED_FILE', `${filename} does not contain delimited text: it holds binary data.`);
  }
  // windows-1252 rather than ISO-8859-1: spreadsheet programs write the former, and every
  // Latin-1 text is also valid windows-1252 apart from unused control codes.
  return isValidUtf8(sample) ? 'utf-8' : 'windows-1252';
}

/**
 * The encoding to re-read a file with when it starts as valid UTF-8 but has invalid bytes
 * further on. If the start already had UTF-8 accents, the file is UTF-8 with a few broken
 * bytes (decoded as U+FFFD); if it was plain ASCII, it is windows-1252 text.
 */
export async function encodingAfterInvalidUtf8(path: string): Promise<TextEncodingName> {
  const sample = await readSample(path);
  return sample.some((byte) => byte >= 0x80) ? 'utf-8' : 'windows-1252';
}

/** Writes a UTF-8 copy of a text file (byte order mark removed; undecodable bytes become U+FFFD), streaming. */
export async function transcodeToUtf8(
  sourcePath: string,
  encoding: TextEncodingName,
  targetPath: string,
  signal?: AbortSignal,
): Promise<void> {
  const decoder = new TextDecoder(encoding);
  const decode = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, decoder.decode(chunk, { stream: true }));
    },
    flush(callback) {
      callback(null, decoder.decode());
    },
  });
  await pipeline(createReadStream(sourcePath), decode, createWriteStream(targetPath), { signal });
}

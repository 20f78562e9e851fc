// Reads entries of a ZIP package (DOCX, PPTX, XLSX) without trusting it. Decompression bombs are
// refused twice: on the sizes the central directory declares, before anything is inflated, and
// on the bytes actually produced, because declared sizes are written by whoever made the file.
import { open } from 'node:fs/promises';
import { Inflate } from 'fflate';
import { JobError } from '../errors.ts';

export interface ZipLimits {
  /** Total inflated bytes over all entries read. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Inflated/compressed ratio refused for entries bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 500 * 1024 * 1024,
  maxEntryBytes: 200 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 10 * 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  flags: number;
  localHeaderOffset: number;
}

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Inflating this much input at a time caps what one step can produce (DEFLATE tops out near 1032:1).
const INFLATE_STEP = 16 * 1024;

function corrupted(why: string): JobError {
  return new JobError('CORRUPTED_FILE', `The file is not a readable Office package: ${why}.`);
}

function bomb(why: string): JobError {
  return new JobError('CORRUPTED_FILE', `Refused as a decompression bomb: ${why}.`);
}

/** A parsed package: its directory, and a reader for entries that enforces the limits. */
export class ZipPackage {
  readonly entries: Map<string, ZipEntry>;
  private readonly data: Uint8Array;
  private readonly limits: ZipLimits;
  private inflatedTotal = 0;

  constructor(data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS) {
    if (OLE_MAGIC.every((byte, i) => data[i] === byte)) {
      // Office saves password-protected DOCX/XLSX/PPTX as an OLE container holding the encrypted package.
      throw new JobError('PASSWORD_PROTECTED', 'The document is encrypted with a password.');
    }
    this.data = data;
    this.limits = limits;
    this.entries = readCentralDirectory(data);
  }

  /**
   * Checks every entry's declared sizes against the limits without inflating anything, for
   * packages a library will unpack by itself.
   */
  checkDeclaredSizes(): void {
    let total = 0;
    for (const entry of this.entries.values()) {
      this.checkDeclared(entry);
      total += entry.size;
      if (total > this.limits.maxTotalBytes) throw bomb(`the entries declare more than ${this.limits.maxTotalBytes} bytes uncompressed in total`);
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry's bytes, or null when the package has no such entry. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.flags & 1) throw new JobError('PASSWORD_PROTECTED', `The package entry ${name} is encrypted.`);
    this.checkDeclared(entry);
    const start = dataStart(this.data, entry);
    const compressed = this.data.subarray(start, start + entry.compressedSize);
    if (compressed.length < entry.compressedSize) throw corrupted(`entry ${name} is truncated`);
    if (entry.method === 0) {
      this.count(entry, compressed.length);
      return compressed;
    }
    if (entry.method !== 8) throw corrupted(`entry ${name} uses compression method ${entry.method}`);
    return this.inflate(entry, compressed);
  }

  readText(name: string): string | null {
    const bytes = this.read(name);
    return bytes === null ? null : new TextDecoder('utf-8').decode(bytes);
  }

  private checkDeclared(entry: ZipEntry): void {
    const { maxEntryBytes, maxTotalBytes, maxRatio, ratioFloorBytes } = this.limits;
    if (entry.size > maxEntryBytes) {
      throw bomb(`entry ${entry.name} declares ${entry.size} bytes uncompressed, over the ${maxEntryBytes}-byte limit`);
    }
    if (this.inflatedTotal + entry.size > maxTotalBytes) {
      throw bomb(`the entries read declare more than ${maxTotalBytes} bytes uncompressed in total`);
    }
    if (entry.size > ratioFloorBytes && entry.size > maxRatio * Math.max(entry.compressedSize, 1)) {
      throw bomb(`entry ${entry.name} expands ${Math.round(entry.size / Math.max(entry.compressedSize, 1))}:1`);
    }
  }

  private count(entry: ZipEntry, bytes: number): void {
    this.inflatedTotal += bytes;
    if (bytes > this.limits.maxEntryBytes) {
      throw bomb(`entry ${entry.name} inflates past the ${this.limits.maxEntryBytes}-byte limit`);
    }
    if (this.inflatedTotal > this.limits.maxTotalBytes) {
      throw bomb(`the entries read inflate past ${this.limits.maxTotalBytes} bytes in total`);
    }
  }

  private inflate(entry: ZipEntry, compressed: Uint8Array): Uint8Array {
    const chunks: Uint8Array[] = [];
    let produced = 0;
    let ended = false;
    const inflater = new Inflate((chunk, final) => {
      produced += chunk.length;
      // More than declared means the directory lied; stop before the lie costs memory.
      if (produced > entry.size) throw bomb(`entry ${entry.name} inflates past its declared ${entry.size} bytes`);
      chunks.push(chunk);
      if (final) ended = true;
    });
    try {
      for (let offset = 0; offset < compressed.length; offset += INFLATE_STEP) {
        const end = Math.min(offset + INFLATE_STEP, compressed.length);
        inflater.push(compressed.subarray(offset, end), end === compressed.length);
      }
    } catch (error) {
      if (error instanceof JobError) throw error;
      throw corrupted(`entry ${entry.name} does not inflate (${(error as Error).message})`);
    }
    if (!ended && compressed.length > 0) throw corrupted(`entry ${entry.name} is truncated`);
    this.count(entry, produced);
    const out = new Uint8Array(produced);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

function u16(data: Uint8Array, at: number): number {
  return data[at] | (data[at + 1] << 8);
}

function u32(data: Uint8Array, at: number): number {
  return (data[at] | (data[at + 1] << 8) | (data[at + 2] << 16)) + data[at + 3] * 0x1000000;
}

function u64(data: Uint8Array, at: number): number {
  return u32(data, at) + u32(data, at + 4) * 0x100000000;
}

interface DirectoryLocation {
  count: number;
  offset: number;
  size: number;
}

/**
 * Finds the end-of-central-directory record in the file's last bytes; `zip64At` is the file
 * offset of the zip64 record that replaces its counts, when there is one.
 */
function findEndRecord(tail: Uint8Array): { location: DirectoryLocation; zip64At: number | null } {
  if (tail.length < 22) throw corrupted('it is too short to be a ZIP file');
  let eocd = tail.length - 22;
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  while (eocd >= lowest && u32(tail, eocd) !== 0x06054b50) eocd--;
  if (eocd < lowest) throw corrupted('the ZIP central directory is missing (truncated file?)');
  const location = { count: u16(tail, eocd + 10), size: u32(tail, eocd + 12), offset: u32(tail, eocd + 16) };
  const zip64At = eocd >= 20 && u32(tail, eocd - 20) === 0x07064b50 ? u64(tail, eocd - 12) : null;
  return { location, zip64At };
}

function applyZip64Record(location: DirectoryLocation, record: Uint8Array): void {
  if (record.length < 56 || u32(record, 0) !== 0x06064b50) throw corrupted('the ZIP64 directory record is damaged');
  location.count = u64(record, 32);
  location.size = u64(record, 40);
  location.offset = u64(record, 48);
}

/** Parses central directory records; `directory` starts at the first record. */
function parseDirectory(directory: Uint8Array, count: number): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder('utf-8');
  let offset = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > directory.length || u32(directory, offset) !== 0x02014b50) throw corrupted('the ZIP central directory is damaged');
    const nameLength = u16(directory, offset + 28);
    const extraLength = u16(directory, offset + 30);
    const commentLength = u16(directory, offset + 32);
    const entry: ZipEntry = {
      name: decoder.decode(directory.subarray(offset + 46, offset + 46 + nameLength)),
      flags: u16(directory, offset + 8),
      method: u16(directory, offset + 10),
      compressedSize: u32(directory, offset + 20),
      size: u32(directory, offset + 24),
      localHeaderOffset: u32(directory, offset + 42),
    };
    applyZip64Extra(directory, offset + 46 + nameLength, extraLength, entry);
    entries.set(entry.name, entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readCentralDirectory(data: Uint8Array): Map<string, ZipEntry> {
  const { location, zip64At } = findEndRecord(data);
  if (zip64At !== null) applyZip64Record(location, data.subarray(zip64At, zip64At + 56));
  if (location.offset + location.size > data.length) throw corrupted('the ZIP central directory lies past the end of the file');
  return parseDirectory(data.subarray(location.offset), location.count);
}

// A directory this big would describe millions of entries: no Office file has that.
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

/**
 * The entries of a ZIP file on disk, reading only its end and its central directory, so
 * looking inside a 200 MB upload costs kilobytes of memory.
 */
export async function readZipEntries(path: string): Promise<Map<string, ZipEntry>> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const readAt = async (offset: number, length: number) => {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, fileSize - offset)));
      await handle.read(buffer, 0, buffer.length, offset);
      return buffer;
    };
    const tailStart = Math.max(0, fileSize - (22 + 0xffff + 20));
    const tail = await readAt(tailStart, fileSize - tailStart);
    const { location, zip64At } = findEndRecord(tail);
    if (zip64At !== null) applyZip64Record(location, zip64At >= tailStart ? tail.subarray(zip64At - tailStart) : await readAt(zip64At, 56));
    if (location.size > MAX_DIRECTORY_BYTES || location.offset + location.size > fileSize) throw corrupted('the ZIP central directory is damaged');
    return parseDirectory(await readAt(location.offset, location.size), location.count);
  } finally {
    await handle.close();
  }
}

/** Sizes and offsets that overflow 32 bits live in the zip64 extra field, in this order. */
function applyZip64Extra(data: Uint8Array, start: number, length: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= start + length; ) {
    const id = u16(data, at);
    const size = u16(data, at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      if (entry.size === 0xffffffff) {
        entry.size = u64(data, field);
        field += 8;
      }
      if (entry.compressedSize === 0xffffffff) {
        entry.compressedSize = u64(data, field);
        field += 8;
      }
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = u64(data, field);
      return;
    }
    at += 4 + size;
  }
}

function dataStart(data: Uint8Array, entry: ZipEntry): number {
  const at = entry.localHeaderOffset;
  if (at + 30 > data.length || u32(data, at) !== 0x04034b50) throw corrupted(`entry ${entry.name} has no local header`);
  return at + 30 + u16(data, at + 26) + u16(data, at + 28);
}

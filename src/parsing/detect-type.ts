// Decides a file's format from its content; the filename's extension only chooses among text
// formats, which have no signature. A name never makes binary content acceptable.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import { JobError } from '../errors.ts';
import { decodeText, isUtf8 } from './decode-text.ts';
import { readOleStreamNames } from './ole-directory.ts';
import { readZipEntries } from './ooxml-zip.ts';
import { isRtf } from './rtf.ts';
import type { DocumentType } from './types.ts';

export type DetectionResult = { type: DocumentType } | { unsupported: string };

const HEAD_BYTES = 8192;

const TEXT_EXTENSIONS: Record<string, DocumentType> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'txt',
  '.text': 'txt',
  '.md': 'md',
  '.markdown': 'md',
  '.json': 'json',
  '.xml': 'xml',
  '.html': 'html',
  '.htm': 'html',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.log': 'log',
  '.rtf': 'rtf',
};

const OFFICE_EXTENSIONS: Record<string, DocumentType> = { '.docx': 'docx', '.pptx': 'pptx', '.xlsx': 'xlsx' };

const SIGNATURES: Array<{ name: string; bytes: number[]; at?: number }> = [
  { name: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { name: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { name: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { name: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { name: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { name: 'webp', bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
  { name: 'bmp', bytes: [0x42, 0x4d] },
  { name: 'gzip', bytes: [0x1f, 0x8b] },
  { name: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { name: 'rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { name: 'elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { name: 'exe', bytes: [0x4d, 0x5a] },
  { name: 'mp4', bytes: [0x66, 0x74, 0x79, 0x70], at: 4 },
];

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGICS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

function startsWith(head: Uint8Array, bytes: number[], at = 0): boolean {
  return bytes.every((byte, i) => head[at + i] === byte);
}

export async function detectFileType(path: string, filename: string): Promise<DetectionResult> {
  const head = await readHead(path);
  const extension = extname(filename).toLowerCase();

  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) || indexOfAscii(head.subarray(0, 1024), '%PDF-') >= 0) return { type: 'pdf' };
  if (ZIP_MAGICS.some((magic) => startsWith(head, magic))) return detectZip(path, extension);
  if (startsWith(head, OLE_MAGIC)) return detectOle(path, extension);
  if (startsWith(head, [0x50, 0x41, 0x52, 0x31])) return { type: 'parquet' };
  if (head.length === 0) return extension in TEXT_EXTENSIONS ? { type: TEXT_EXTENSIONS[extension] } : { type: 'txt' };

  const text = headText(head);
  if (text === null) {
    const signature = SIGNATURES.find((sig) => startsWith(head, sig.bytes, sig.at));
    return { unsupported: signature?.name ?? 'binary' };
  }
  if (isRtf(text)) return { type: 'rtf' };
  if (extension in TEXT_EXTENSIONS) return { type: TEXT_EXTENSIONS[extension] };
  return { type: sniffTextType(text) };
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function indexOfAscii(bytes: Uint8Array, needle: string): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle, 0, 'latin1');
}

/**
 * The head decoded as text, or null when it looks binary: NUL bytes (outside UTF-16 with a BOM),
 * or, for text that is not UTF-8, more than a few control characters.
 */
function headText(head: Uint8Array): string | null {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) return null;
  if (!utf16 && !isUtf8(head, head.length === HEAD_BYTES)) {
    let controls = 0;
    for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls++;
    if (controls > head.length * 0.01) return null;
  }
  const text = decodeText(head);
  // Text has few control characters whatever its encoding; UTF-16 of binary does not.
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c) || code === 0xfffd) controls++;
  }
  return controls > text.length * 0.05 ? null : text;
}

/** A text file with no known extension: JSON, XML/HTML or CSV when it looks like one, else plain text. */
function sniffTextType(text: string): DocumentType {
  const start = text.trimStart();
  if (/^[[{]/.test(start)) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      // A head cut mid-document does not parse; a JSON-looking start is enough then.
      if (text.length >= HEAD_BYTES - 4 && /^(\{\s*"|\[\s*[[{"\d-])/.test(start)) return 'json';
    }
  }
  if (/^(<!doctype html|<html[\s>])/i.test(start)) return 'html';
  if (/^<(\?xml|[a-zA-Z_][\w:.-]*[\s>/])/.test(start)) return /<html[\s>]/i.test(start.slice(0, 2048)) ? 'html' : 'xml';
  if (looksLikeCsv(text)) return 'csv';
  return 'txt';
}

function looksLikeCsv(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '').slice(0, 10);
  if (lines.length < 2) return false;
  for (const delimiter of [',', ';', '\t', '|']) {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    if (counts[0] >= 1 && counts.every((count) => count === counts[0])) return true;
  }
  return false;
}

async function detectZip(path: string, extension: string): Promise<DetectionResult> {
  let names: string[];
  try {
    names = [...(await readZipEntries(path)).keys()];
  } catch (error) {
    // A damaged Office file is still that format: let its extractor fail it as corrupted.
    if (error instanceof JobError && extension in OFFICE_EXTENSIONS) return { type: OFFICE_EXTENSIONS[extension] };
    return { unsupported: 'zip' };
  }
  const has = (name: string) => names.includes(name);
  if (has('word/document.xml')) return { type: 'docx' };
  if (has('ppt/presentation.xml')) return { type: 'pptx' };
  if (has('xl/workbook.xml')) return { type: 'xlsx' };
  if (names.some((name) => name.startsWith('word/'))) return { type: 'docx' };
  if (names.some((name) => name.startsWith('ppt/'))) return { type: 'pptx' };
  if (names.some((name) => name.startsWith('xl/'))) return { type: 'xlsx' };
  if (has('content.xml') || has('mimetype')) return { unsupported: 'opendocument' };
  return { unsupported: 'zip' };
}

/**
 * OLE2 compound files: legacy Excel (a Workbook or Book stream), legacy Word/PowerPoint, or a
 * password-protected OOXML file (an EncryptedPackage stream), which keeps its Office type so
 * the extractor reports it as password protected.
 */
async function detectOle(path: string, extension: string): Promise<DetectionResult> {
  const streams = new Set(await readOleStreamNames(path));
  if (streams.has('EncryptedPackage') && extension in OFFICE_EXTENSIONS) return { type: OFFICE_EXTENSIONS[extension] };
  if (streams.has('Workbook') || streams.has('Book')) return { type: 'xls' };
  if (streams.has('WordDocument')) return { unsupported: 'doc' };
  if (streams.has('PowerPoint Document')) return { unsupported: 'ppt' };
  return { unsupported: 'ole' };
}

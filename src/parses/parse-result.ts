import type { ExtractedDocument, ExtractedTable } from '../parsing/types.ts';
import { countTokens, TOKENIZER_NAME } from '../parsing/tokens.ts';
import { chunkText } from '../parsing/chunk.ts';
import type { ParseOptions } from './parse-options.ts';

/**
 * Upper bound of a serialised parse result (JSON, UTF-8). Results are built and serialised in an
 * extraction thread, stored once as a blob and streamed to readers, so their size costs the API
 * no CPU; the bound keeps one job from filling storage or a client's memory. A document whose
 * result would be bigger fails with FILE_TOO_COMPLEX.
 */
export const MAX_RESULT_BYTES = 256 * 1024 * 1024;

export interface ParseMetadata {
  filename: string;
  file_type: string;
  file_size: number;
  page_count?: number;
  processing_time: number;
  extraction_method: 'standard' | 'ocr';
  characters: number;
  tokens: number;
  tokenizer: string;
  ocr_pages: number;
  table_count: number;
  native_tables: number;
  ocr_tables: number;
  image_count: number;
}

export interface ParseResult {
  text: string;
  metadata: ParseMetadata;
  tables: Array<Omit<ExtractedTable, 'source'> & { source: 'native' | 'ocr' }> | null;
  chunks: string[] | null;
}

/** Shapes an extracted document into the spec's parse result. */
export function buildParseResult(
  doc: ExtractedDocument,
  file: { filename: string; fileType: string; sizeBytes: number },
  options: ParseOptions,
  processingSeconds: number,
): ParseResult {
  const tables = options.extract_tables ? doc.tables : [];
  const nativeTables = tables.filter((t) => t.source === 'native').length;
  const metadata: ParseMetadata = {
    filename: file.filename,
    file_type: file.fileType,
    file_size: file.sizeBytes,
    ...(doc.pageCount !== null ? { page_count: doc.pageCount } : {}),
    processing_time: Number(processingSeconds.toFixed(3)),
    extraction_method: doc.extractionMethod,
    // Code points, not UTF-16 units: an emoji is one character.
    characters: codePoints(doc.text),
    tokens: countTokens(doc.text),
    tokenizer: TOKENIZER_NAME,
    ocr_pages: doc.ocrPages,
    table_count: tables.length,
    native_tables: nativeTables,
    ocr_tables: tables.length - nativeTables,
    image_count: doc.imageCount,
  };
  return {
    text: doc.text,
    metadata,
    tables: tables.length > 0 ? tables : null,
    chunks: options.chunk ? chunkText(doc.text, { chunkSize: options.chunk_size, chunkOverlap: options.chunk_overlap }) : null,
  };
}

/** Code points without building an array of them (which for a 50 MB text would cost gigabytes). */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

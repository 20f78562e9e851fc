// Routes a file of a detected type to its extractor.
import { JobError } from '../errors.ts';
import type { OcrEngine } from '../ocr/types.ts';
import { extractDocx } from './docx.ts';
import { extractPdf } from './pdf/extract-pdf.ts';
import { extractPptx } from './pptx.ts';
import { extractSpreadsheet } from './spreadsheet-text.ts';
import { extractTextFile } from './text.ts';
import type { DocumentType, ExtractedDocument, ExtractOptions } from './types.ts';

export type ExtractDocumentOptions = ExtractOptions & { ocr?: OcrEngine };

export async function extractDocument(path: string, type: DocumentType, options: ExtractDocumentOptions): Promise<ExtractedDocument> {
  options.signal?.throwIfAborted();
  options.onProgress?.(5, `Extracting text (${type})`);
  const document = await extractByType(path, type, options);
  options.onProgress?.(100, 'Extraction complete');
  return document;
}

async function extractByType(path: string, type: DocumentType, options: ExtractDocumentOptions): Promise<ExtractedDocument> {
  switch (type) {
    case 'pdf':
      return extractPdf(path, options);
    case 'docx':
      return extractDocx(path, options);
    case 'pptx':
      return extractPptx(path, options);
    case 'xlsx':
    case 'xls':
      return extractSpreadsheet(path);
    case 'csv':
    case 'txt':
    case 'rtf':
    case 'md':
    case 'json':
    case 'xml':
    case 'html':
    case 'yaml':
    case 'log':
      return extractTextFile(path, type);
    case 'parquet':
      throw new JobError('UNSUPPORTED_FORMAT', 'Parquet files hold tables, not documents: upload them to a workspace to query them.');
  }
}

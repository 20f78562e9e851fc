// Routes a file of a detected type to its extractor. Extractors are loaded on first use: a pool
// thread that only ever sees DOCX never pays for loading pdf.js or SheetJS (each about half a
// second), which matters because threads start afresh after a timeout or an idle period.
import { JobError } from '../errors.ts';
import type { OcrEngine } from '../ocr/types.ts';
import type { DocumentType, ExtractedDocument, ExtractOptions } from './types.ts';
import type { PdfTextEngine } from './pdf/open-pdf.ts';

export type ExtractDocumentOptions = ExtractOptions & { ocr?: OcrEngine; pdfTextEngine?: PdfTextEngine };

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
      return (await import('./pdf/extract-pdf.ts')).extractPdf(path, options);
    case 'docx':
      return (await import('./docx.ts')).extractDocx(path, options);
    case 'pptx':
      return (await import('./pptx.ts')).extractPptx(path, options);
    case 'xlsx':
    case 'xls':
      return (await import('./spreadsheet-text.ts')).extractSpreadsheet(path);
    case 'csv':
    case 'txt':
    case 'rtf':
    case 'md':
    case 'json':
    case 'xml':
    case 'html':
    case 'yaml':
    case 'log':
      return (await import('./text.ts')).extractTextFile(path, type, options);
    case 'parquet':
      throw new JobError('UNSUPPORTED_FORMAT', 'Parquet files hold tables, not documents: upload them to a workspace to query them.');
  }
}

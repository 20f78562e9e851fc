// Opens a PDF for extraction. PDFium opens it (page count, page frames, the catalogue's errors for
// encrypted and damaged files) and reads what pages draw and, by default, their text; pdf.js is
// opened only when a page is rendered for OCR or the pdfjs text engine is chosen.
import type { Box } from './reading-order.ts';
import type { PageFrame } from './page-frame.ts';
import { readPageFrame } from './page-frame.ts';
import { readPageGraphics } from './page-graphics.ts';
import type { PageGraphics } from './page-graphics.ts';
import { renderPng } from './page-render.ts';
import { openPdfiumDocument } from './pdfium.ts';
import { readPdfiumPageText } from './pdfium-text.ts';
import { openPdfjsDocument } from './pdfjs-document.ts';
import type { PdfjsDocument } from './pdfjs-document.ts';
import { readPageText } from './text-fragments.ts';
import type { PageText } from './text-fragments.ts';

/** Which library reads a page's text with positions. */
export type PdfTextEngine = 'pdfjs' | 'pdfium';

/** A page and its frame, the top-down frame its text, graphics and renderings are placed in. */
export interface PdfPage extends PageFrame {
  /** From 1. */
  number: number;
}

export interface OpenPdf {
  pageCount: number;
  /** Loads a page (numbered from 1); a damaged page fails with CORRUPTED_FILE. */
  page(number: number): PdfPage;
  /** The page's text with positions. */
  text(page: PdfPage): Promise<PageText>;
  /** What the page draws besides text: rulings, filled boxes, plotted marks and images. */
  graphics(page: PdfPage): Promise<PageGraphics>;
  /** The page, or a region of it in its frame, as a PNG at `dpi` for the OCR engine. */
  render(page: PdfPage, dpi: number, region?: Box | null): Promise<Buffer>;
  /** Releases PDFium's copy of the document and pdf.js's, when it was opened. */
  close(): Promise<void>;
}

export async function openPdf(path: string, textEngine: PdfTextEngine = 'pdfium'): Promise<OpenPdf> {
  const pdfium = await openPdfiumDocument(path);
  let pdfjs: Promise<PdfjsDocument> | null = null;
  const pdfjsDocument = () => (pdfjs ??= openPdfjsDocument(path));
  return {
    pageCount: pdfium.pageCount,
    page(number) {
      return { number, ...pdfium.readPage(number - 1, readPageFrame) };
    },
    async text(page) {
      if (textEngine === 'pdfjs') return (await pdfjsDocument()).readPage(page.number, readPageText);
      return pdfium.readPage(page.number - 1, (module, handle) => readPdfiumPageText(module, handle, page.viewport, page.width, page.height));
    },
    async graphics(page) {
      return pdfium.readPage(page.number - 1, (module, handle) => readPageGraphics(module, handle, page.viewport));
    },
    async render(page, dpi, region = null) {
      return (await pdfjsDocument()).readPage(page.number, (rendered) => renderPng(rendered, dpi, region));
    },
    async close() {
      pdfium.close();
      // A document pdf.js could not open has nothing to close; its error went to the reader.
      await pdfjs?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

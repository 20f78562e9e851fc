// Opens a PDF with pdf.js, configured for extraction rather than display, and maps pdf.js's
// load failures onto the job error codes users see. What pages draw is read by PDFium, which
// opens the file only when a page's graphics are first asked for.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { JobError } from '../../errors.ts';
import type { Matrix } from './matrix.ts';
import { readPageGraphics } from './page-graphics.ts';
import type { PageGraphics } from './page-graphics.ts';
import { openPdfiumDocument } from './pdfium.ts';
import type { PdfiumDocument } from './pdfium.ts';
import { readPdfiumPageText } from './pdfium-text.ts';
import { readPageText } from './text-fragments.ts';
import type { PageText } from './text-fragments.ts';

/** Which library reads a page's text with positions. */
export type PdfTextEngine = 'pdfjs' | 'pdfium';

const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface OpenPdf {
  document: PDFDocumentProxy;
  /** The page's text with positions. */
  text(page: PDFPageProxy): Promise<PageText>;
  /** What the page draws besides text: rulings, filled boxes, plotted marks and images. */
  graphics(page: PDFPageProxy): Promise<PageGraphics>;
  /** Releases the document, pdf.js's in-process worker state and PDFium's copy. */
  close(): Promise<void>;
}

export async function openPdf(path: string, textEngine: PdfTextEngine = 'pdfium'): Promise<OpenPdf> {
  const data = new Uint8Array(await readFile(path));
  const task: PDFDocumentLoadingTask = getDocument({
    data,
    standardFontDataUrl: join(pdfjsFolder, 'standard_fonts') + '/',
    cMapUrl: join(pdfjsFolder, 'cmaps') + '/',
    wasmUrl: join(pdfjsFolder, 'wasm') + '/',
    iccUrl: join(pdfjsFolder, 'iccs') + '/',
    // Text positions come from font metrics; font faces are only for browsers.
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw toJobError(error);
  }
  let pdfium: Promise<PdfiumDocument> | null = null;
  return {
    document,
    async text(page) {
      if (textEngine === 'pdfjs') return readPageText(page);
      pdfium ??= openPdfiumDocument(path);
      const viewport = page.getViewport({ scale: 1 });
      const transform = viewport.transform as Matrix;
      return (await pdfium).readPage(page.pageNumber - 1, (module, handle) => readPdfiumPageText(module, handle, transform, viewport.width, viewport.height));
    },
    async graphics(page) {
      pdfium ??= openPdfiumDocument(path);
      const viewport = page.getViewport({ scale: 1 }).transform as Matrix;
      return (await pdfium).readPage(page.pageNumber - 1, (module, handle) => readPageGraphics(module, handle, viewport));
    },
    async close() {
      await task.destroy();
      // A document PDFium could not open has nothing to close; its error went to the reader.
      await pdfium?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

function toJobError(error: unknown): JobError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new JobError('PASSWORD_PROTECTED', 'The PDF is encrypted with a password; upload an unprotected copy.');
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new JobError('CORRUPTED_FILE', `The PDF could not be read: ${detail}`);
}

/**
 * Runs a pdf.js read of a page or object. Failures past the header (broken objects, truncated
 * streams) mean a damaged file; job errors and aborts pass through unchanged.
 */
export async function readingPdf<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof JobError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw toJobError(error);
  }
}

// pdf.js, for what PDFium does not do here: rendering pages for OCR, and reading text for the
// pdfjs text engine (QUARRY_PDF_TEXT_ENGINE=pdfjs). It is loaded and the document opened only
// when one of them is first needed, so text and tables of native PDFs never load it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentLoadingTask, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { unreadablePdf } from './pdf-errors.ts';

/** Pages kept parsed: the page being laid out and the next one, read ahead. */
const PAGES_KEPT = 2;

export interface PdfjsDocument {
  /** Runs `read` on a page (numbered from 1); the last pages read keep their parsed resources until `close`. */
  readPage<T>(number: number, read: (page: PDFPageProxy) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openPdfjsDocument(path: string): Promise<PdfjsDocument> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const task: PDFDocumentLoadingTask = getDocument({
    data: new Uint8Array(await readFile(path)),
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
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw unreadablePdf(error);
  }
  const kept: PDFPageProxy[] = [];
  return {
    async readPage(number, read) {
      let page = kept.find((p) => p.pageNumber === number);
      if (!page) {
        page = await document.getPage(number);
        kept.push(page);
        if (kept.length > PAGES_KEPT) kept.shift()!.cleanup();
      }
      return read(page);
    },
    async close() {
      await task.destroy();
    },
  };
}

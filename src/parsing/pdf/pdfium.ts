// PDFium (WebAssembly, from @embedpdf/pdfium) opens PDFs: page count, page frames (page-frame.ts),
// the catalogue's errors for encrypted and damaged files, what a page draws and, by default, its
// text (pdfium-text.ts). Walking PDFium's parsed page objects costs about a third of pdf.js's
// operator list, which also lays out every glyph of every font, work that rulings and image boxes
// do not need (`npm run bench:parse` measures the whole extraction). pdf.js is opened only to
// render pages for OCR or for its own text engine (pdfjs-document.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';
import type { JobError } from '../../errors.ts';
import { damagedPdf, passwordProtected } from './pdf-errors.ts';

/**
 * The PDFium functions used here, called on the wasm exports themselves: the package's wrappers
 * check every call's arguments in JavaScript, which cost more than a path segment's lookup.
 * Handles and pointers are numbers; PDFium's booleans are 0 or 1.
 */
export interface PdfiumFunctions {
  malloc(size: number): number;
  free(pointer: number): void;
  PDFiumExt_Init(): void;
  FPDF_LoadMemDocument(buffer: number, size: number, password: number): number;
  FPDF_GetLastError(): number;
  FPDF_CloseDocument(document: number): void;
  FPDF_GetPageCount(document: number): number;
  FPDF_LoadPage(document: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  FPDFPage_CountObjects(page: number): number;
  FPDFPage_GetObject(page: number, index: number): number;
  FPDFFormObj_CountObjects(form: number): number;
  FPDFFormObj_GetObject(form: number, index: number): number;
  FPDFPageObj_GetType(object: number): number;
  /** Writes six 32-bit floats a b c d e f. */
  FPDFPageObj_GetMatrix(object: number, matrix: number): number;
  /** Writes the fill mode (0: none) and whether the path is stroked, as two 32-bit ints. */
  FPDFPath_GetDrawMode(path: number, fillMode: number, stroke: number): number;
  FPDFPath_CountSegments(path: number): number;
  FPDFPath_GetPathSegment(path: number, index: number): number;
  FPDFPathSegment_GetType(segment: number): number;
  /** Writes x and y as 32-bit floats. */
  FPDFPathSegment_GetPoint(segment: number, x: number, y: number): number;
  FPDFPathSegment_GetClose(segment: number): number;
  /** Writes width and height as 32-bit unsigned ints. */
  FPDFImageObj_GetImagePixelSize(image: number, width: number, height: number): number;
}

/** Views of wasm memory (emscripten's, untyped by the package). */
interface Heap {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  HEAPU32: Uint32Array;
  HEAPF32: Float32Array;
}

export interface Pdfium {
  api: PdfiumFunctions;
  /** 64 bytes of wasm memory for out-parameters. */
  scratch: number;
  /** Memory grows by replacing its views: take them anew after each call that may allocate. */
  heap(): Heap;
}

export interface PdfiumDocument {
  pageCount: number;
  /** Runs `read` on a loaded page (index from 0); the last pages read stay loaded until `close`. */
  readPage<T>(index: number, read: (pdfium: Pdfium, page: number) => T): T;
  close(): void;
}

/** Pages kept loaded: the page being laid out and the next one, read ahead. */
const PAGES_KEPT = 2;

let loading: Promise<Pdfium> | null = null;

/** One module per thread, compiled when a thread first needs it. */
function loadPdfium(): Promise<Pdfium> {
  loading ??= (async () => {
    const wasmBinary = await readFile(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'));
    const { pdfium } = await init({ wasmBinary });
    const api = pdfium.wasmExports as unknown as PdfiumFunctions;
    api.PDFiumExt_Init();
    return { api, scratch: api.malloc(64), heap: () => pdfium as unknown as Heap };
  })();
  return loading;
}

/** PDFium reads the document from wasm memory: the file is copied there until `close`. */
export async function openPdfiumDocument(path: string): Promise<PdfiumDocument> {
  const pdfium = await loadPdfium();
  const { api } = pdfium;
  const bytes = await readFile(path);
  const buffer = api.malloc(bytes.length);
  pdfium.heap().HEAPU8.set(bytes, buffer);
  const document = api.FPDF_LoadMemDocument(buffer, bytes.length, 0);
  if (document === 0) {
    const code = api.FPDF_GetLastError();
    api.free(buffer);
    throw loadError(code);
  }
  // The pages last read stay loaded: a page's text and graphics are read one after the other,
  // and loading parses the page's content stream.
  const loaded = new Map<number, number>();
  const load = (index: number): number => {
    const cached = loaded.get(index);
    if (cached !== undefined) return cached;
    const page = api.FPDF_LoadPage(document, index);
    if (page === 0) throw damagedPdf(`page ${index + 1} is damaged.`);
    if (loaded.size >= PAGES_KEPT) {
      const [oldest, handle] = loaded.entries().next().value!;
      api.FPDF_ClosePage(handle);
      loaded.delete(oldest);
    }
    loaded.set(index, page);
    return page;
  };
  return {
    pageCount: api.FPDF_GetPageCount(document),
    readPage(index, read) {
      return read(pdfium, load(index));
    },
    close() {
      for (const page of loaded.values()) api.FPDF_ClosePage(page);
      loaded.clear();
      api.FPDF_CloseDocument(document);
      api.free(buffer);
    },
  };
}

// FPDF_GetLastError's codes (fpdfview.h).
const ERROR_FORMAT = 3;
const ERROR_PASSWORD = 4;
const ERROR_SECURITY = 6;

function loadError(code: number): JobError {
  if (code === ERROR_PASSWORD) return passwordProtected();
  if (code === ERROR_FORMAT) return damagedPdf('it is not a PDF, or it is damaged or incomplete.');
  if (code === ERROR_SECURITY) return damagedPdf('it is encrypted in a way that is not supported.');
  return damagedPdf(`PDFium error ${code}.`);
}

// A page's frame, as pdf.js's viewport at scale 1 gives it: the visible box (the crop box within
// the media box) turned by /Rotate, with y growing downwards. Text, rules and image boxes are all
// mapped into it, and OCR renders it; PDFium reads it without pdf.js opening the document.
import type { Matrix } from './matrix.ts';
import type { Pdfium, PdfiumFunctions } from './pdfium.ts';

export interface PageFrame {
  /** Maps the page's user space to the frame. */
  viewport: Matrix;
  width: number;
  height: number;
}

/** A box [x0, y0, x1, y1] in user space, x0 < x1 and y0 < y1. */
export type PageBox = [number, number, number, number];

/** PDFium's page box functions, called on the wasm exports (see pdfium.ts). */
interface PdfiumFrameFunctions extends PdfiumFunctions {
  /** Writes left, top, right, bottom (32-bit floats) of the crop box clipped to the media box. */
  FPDF_GetPageBoundingBox(page: number, rect: number): number;
  /** Writes left, bottom, right, top (32-bit floats) of the page's own /MediaBox. */
  FPDFPage_GetMediaBox(page: number, left: number, bottom: number, right: number, top: number): number;
  /** /Rotate in quarter turns, 0 to 3. */
  FPDFPage_GetRotation(page: number): number;
}

/** pdf.js's default media box, when a page has none it can use. */
const LETTER: PageBox = [0, 0, 612, 792];

export function readPageFrame(pdfium: Pdfium, page: number): PageFrame {
  const api = pdfium.api as PdfiumFrameFunctions;
  const { scratch } = pdfium;
  const at = scratch >> 2;
  let view: PageBox | null = null;
  if (api.FPDF_GetPageBoundingBox(page, scratch) === 1) {
    const f = pdfium.heap().HEAPF32;
    view = normalised(f[at], f[at + 3], f[at + 2], f[at + 1]);
  }
  // PDFium's box is empty where the crop box misses the media box; pdf.js shows the media box then.
  if (!view && api.FPDFPage_GetMediaBox(page, scratch, scratch + 4, scratch + 8, scratch + 12) === 1) {
    const f = pdfium.heap().HEAPF32;
    view = normalised(f[at], f[at + 1], f[at + 2], f[at + 3]);
  }
  return frameOf(view ?? LETTER, api.FPDFPage_GetRotation(page) * 90);
}

/** A box from PDFium's 32-bit floats, to the precision PDF files write, or null when it is empty. */
function normalised(left: number, bottom: number, right: number, top: number): PageBox | null {
  const [x0, x1] = [Math.min(left, right), Math.max(left, right)].map(decimal);
  const [y0, y1] = [Math.min(bottom, top), Math.max(bottom, top)].map(decimal);
  return x1 > x0 && y1 > y0 && [x0, y0, x1, y1].every(Number.isFinite) ? [x0, y0, x1, y1] : null;
}

/** 612.1 is 612.0999755859375 as a 32-bit float; the file said 612.1. */
function decimal(value: number): number {
  return Number(value.toPrecision(7));
}

/** pdf.js's PageViewport at scale 1 and no offset, for a view box and a rotation of 0, 90, 180 or 270. */
export function frameOf(view: PageBox, rotation: number): PageFrame {
  const [x0, y0, x1, y1] = view;
  const centerX = (x0 + x1) / 2;
  const centerY = (y0 + y1) / 2;
  // The user-space axes' images: x goes right, down, left or up as the page turns by quarters.
  const [a, b, c, d] = rotation === 90 ? [0, 1, 1, 0] : rotation === 180 ? [-1, 0, 0, 1] : rotation === 270 ? [0, -1, -1, 0] : [1, 0, 0, -1];
  const sideways = a === 0;
  const width = sideways ? y1 - y0 : x1 - x0;
  const height = sideways ? x1 - x0 : y1 - y0;
  const offsetX = sideways ? Math.abs(centerY - y0) : Math.abs(centerX - x0);
  const offsetY = sideways ? Math.abs(centerX - x0) : Math.abs(centerY - y0);
  return { viewport: [a, b, c, d, offsetX - a * centerX - c * centerY, offsetY - b * centerX - d * centerY], width, height };
}

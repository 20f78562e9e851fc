// Renders a page, or a region of it, to a PNG for the OCR engine (with pdf.js, on a canvas that
// is loaded with the first rendering).
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readingPdf } from './pdf-errors.ts';
import type { Box } from './reading-order.ts';

/** Longest side of a rendering, so a poster-sized page does not take gigabytes. */
const MAX_RENDER_PIXELS = 6000;

/** `region` is in the top-down page frame at scale 1; without it the whole page is drawn. */
export async function renderPng(page: PDFPageProxy, dpi: number, region: Box | null = null): Promise<Buffer> {
  const natural = page.getViewport({ scale: 1 });
  const area = region ?? { x0: 0, x1: natural.width, top: 0, bottom: natural.height };
  const width = area.x1 - area.x0;
  const height = area.bottom - area.top;
  const scale = Math.min(dpi / 72, MAX_RENDER_PIXELS / Math.max(width, height));
  // The offsets move the region's corner to the canvas origin; the canvas clips the rest.
  const viewport = page.getViewport({ scale, offsetX: -area.x0 * scale, offsetY: -area.top * scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.max(1, Math.ceil(width * scale)), Math.max(1, Math.ceil(height * scale)));
  const context = canvas.getContext('2d');
  // Scans and pictures may have transparent regions; OCR wants black on white.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // @napi-rs/canvas implements the canvas API pdf.js draws with; the types are the DOM's.
  const parameters = { canvas, canvasContext: context, viewport } as unknown as Parameters<PDFPageProxy['render']>[0];
  await readingPdf(() => page.render(parameters).promise);
  return canvas.encode('png');
}

// Turns pdf.js text items into fragments positioned in page space with the origin at the top left
// (y grows downwards), which is the frame every layout step below works in. This is the text
// engine of QUARRY_PDF_TEXT_ENGINE=pdfjs; PDFium's characters give the same fragments by default
// (pdfium-text.ts).
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { repairText } from './text-repair.ts';
import { multiply, type Matrix } from './matrix.ts';

export interface TextFragment {
  text: string;
  x0: number;
  x1: number;
  /** Baseline, top-down. */
  y: number;
  /** Font size in points (height of the em square on the page). */
  size: number;
  rtl: boolean;
  /** Set in a fixed-pitch font: code listings and plain-text printouts. */
  monospace: boolean;
}

export interface PageText {
  width: number;
  height: number;
  /** Horizontal text, the only kind that takes part in column and table layout. */
  fragments: TextFragment[];
  /** Rotated or vertical text, kept in content order so nothing is lost. */
  otherText: RotatedText[];
}

/** A run of rotated text and the middle of its baseline (a column header set sideways). */
export interface RotatedText {
  text: string;
  x: number;
  y: number;
}



export async function readPageText(page: PDFPageProxy): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const toPage = viewport.transform as Matrix;
  const content = await page.getTextContent();
  const fragments: TextFragment[] = [];
  const otherText: RotatedText[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const text = repairText((item as TextItem).str);
    if (text.trim() === '') continue;
    const t = (item as TextItem).transform;
    const m = multiply(toPage, t);
    // item.width is in user space; the viewport may rotate the page (/Rotate), so scale by the
    // lengths of the x axes, not by their first components (zero on a page turned by 90°).
    const scaleX = Math.hypot(m[0], m[1]) / (Math.hypot(t[0], t[1]) || 1);
    // Upright text: no rotation or skew, and y flipped by the top-down page frame.
    const horizontal = Math.abs(m[1]) < 1e-3 * m[0] && Math.abs(m[2]) < 0.3 * -m[3] && m[0] > 0 && m[3] < 0;
    if (!horizontal) {
      const half = ((item as TextItem).width * scaleX) / 2 / (Math.hypot(m[0], m[1]) || 1);
      otherText.push({ text, x: m[4] + m[0] * half, y: m[5] + m[1] * half });
      continue;
    }
    const size = -m[3];
    fragments.push({
      text,
      x0: m[4],
      x1: m[4] + (item as TextItem).width * scaleX,
      y: m[5],
      size,
      rtl: (item as TextItem).dir === 'rtl',
      monospace: content.styles[(item as TextItem).fontName]?.fontFamily === 'monospace',
    });
  }
  return { width: viewport.width, height: viewport.height, fragments, otherText };
}

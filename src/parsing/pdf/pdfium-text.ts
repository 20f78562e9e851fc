// Reads a page's text with positions from PDFium's characters (fpdf_text.h), grouped into runs as
// pdf.js groups its text content (text-runs.ts) and turned into the same fragments and rotated
// text. PDFium lays out glyphs from font widths without converting font programs, which made
// pdf.js's text content the largest cost of extraction (`npm run bench:parse`).
import type { Matrix } from './matrix.ts';
import { multiply } from './matrix.ts';
import type { Pdfium, PdfiumFunctions } from './pdfium.ts';
import { groupGlyphs } from './text-runs.ts';
import type { Glyph } from './text-runs.ts';
import type { PageText, RotatedText, TextFragment } from './text-fragments.ts';
import { repairText } from './text-repair.ts';

/** PDFium's text functions, called on the wasm exports (see pdfium.ts). */
export interface PdfiumTextFunctions extends PdfiumFunctions {
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(textPage: number): void;
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  /** 1 for the spaces and line breaks PDFium adds between words and lines, which no glyph draws. */
  FPDFText_IsGenerated(textPage: number, index: number): number;
  FPDFText_GetFontSize(textPage: number, index: number): number;
  /** 1 for a hyphen that ends a line, which PDFium gives as U+0002. */
  FPDFText_IsHyphen(textPage: number, index: number): number;
  /** Writes x and y as doubles. */
  FPDFText_GetCharOrigin(textPage: number, index: number, x: number, y: number): number;
  /** Writes left, top, right, bottom as 32-bit floats: the glyph's advance by the font's ascent and descent. */
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  /** Writes the six 32-bit floats of the character's text matrix (with the page's CTM). */
  FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFTextObj_GetFont(textObject: number): number;
}

const LINE_END_HYPHEN = 2;

interface Placed {
  glyph: Glyph;
  object: number;
  rtl: boolean;
  /** How far the loose box reaches along the baseline from the origin. */
  reach: number;
}

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
function isRightToLeft(code: number): boolean {
  return (code >= 0x0590 && code <= 0x08ff) || (code >= 0xfb1d && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfefc);
}

/**
 * The page's text as fragments. `viewport` maps user space to the top-down frame (pdf.js's
 * viewport at scale 1); width and height are the frame's.
 */
export function readPdfiumPageText(pdfium: Pdfium, page: number, viewport: Matrix, width: number, height: number): PageText {
  const api = pdfium.api as PdfiumTextFunctions;
  const textPage = api.FPDFText_LoadPage(page);
  if (textPage === 0) return { width, height, fragments: [], otherText: [] };
  try {
    const widths = new Map<number, FontWidths>();
    const placed = readGlyphs(pdfium, textPage, viewport, widths);
    const runs = groupGlyphs(drawingOrder(placed), (glyph) => inView(glyph, width, height));
    const fragments: TextFragment[] = [];
    const otherText: RotatedText[] = [];
    for (const run of runs) {
      const text = repairText(run.text);
      if (text.trim() === '') continue;
      if (!run.upright) {
        otherText.push({ text, x: run.x + (run.ux * run.width) / 2, y: run.y + (run.uy * run.width) / 2 });
        continue;
      }
      fragments.push({ text, x0: run.x, x1: run.x + run.width, y: run.y, size: run.emY, rtl: run.dir === 'rtl', monospace: widths.get(run.font)?.uniform ?? false });
    }
    return { width, height, fragments, otherText };
  } finally {
    api.FPDFText_ClosePage(textPage);
  }
}

/** pdf.js leaves out glyphs whose origin lies outside the page's visible box. */
function inView(glyph: Glyph, width: number, height: number): boolean {
  return glyph.x + glyph.advance * Math.max(glyph.ux, 0) >= 0 && glyph.x <= width && glyph.y >= 0 && glyph.y <= height;
}

function readGlyphs(pdfium: Pdfium, textPage: number, viewport: Matrix, widths: Map<number, FontWidths>): Placed[] {
  const api = pdfium.api as PdfiumTextFunctions;
  const { scratch } = pdfium;
  const count = api.FPDFText_CountChars(textPage);
  const placed: Placed[] = [];
  // Doubles written by PDFium; the view is taken anew when wasm memory grows.
  let doubles = new Float64Array(pdfium.heap().HEAPU8.buffer);
  // The frame of each text object: its matrix is the same for all its characters.
  let frameObject = 0;
  let frameFont = 0;
  let frame: Frame = { ux: 1, uy: 0, vx: 0, vy: -1, scaleX: 1, scaleY: 1, upright: true };
  for (let i = 0; i < count; i++) {
    if (api.FPDFText_IsGenerated(textPage, i) === 1) continue;
    const code = api.FPDFText_GetUnicode(textPage, i);
    if (code === 0) continue;
    const object = api.FPDFText_GetTextObject(textPage, i);
    if (object !== frameObject) {
      frameObject = object;
      frameFont = object !== 0 ? api.FPDFTextObj_GetFont(object) : 0;
      api.FPDFText_GetMatrix(textPage, i, scratch);
      const f = pdfium.heap().HEAPF32;
      const at = scratch >> 2;
      const m = multiply(viewport, [f[at], f[at + 1], f[at + 2], f[at + 3], 0, 0]);
      const scaleX = Math.hypot(m[0], m[1]) || 1;
      // As pdf.js's text is sorted (text-fragments.ts): no rotation or skew, y flipped by the frame.
      const upright = Math.abs(m[1]) < 1e-3 * m[0] && Math.abs(m[2]) < 0.3 * -m[3] && m[0] > 0 && m[3] < 0;
      const scaleY = Math.hypot(m[2], m[3]) || 1;
      frame = { ux: m[0] / scaleX, uy: m[1] / scaleX, vx: m[2] / scaleY, vy: m[3] / scaleY, scaleX, scaleY, upright };
    }
    const fontSize = api.FPDFText_GetFontSize(textPage, i);
    api.FPDFText_GetCharOrigin(textPage, i, scratch, scratch + 8);
    const memory = pdfium.heap().HEAPU8.buffer;
    if (doubles.buffer !== memory) doubles = new Float64Array(memory);
    const [x, y] = apply(viewport, doubles[scratch >> 3], doubles[(scratch >> 3) + 1]);
    api.FPDFText_GetLooseCharBox(textPage, i, scratch);
    const f = pdfium.heap().HEAPF32;
    const at = scratch >> 2;
    const [left, top] = apply(viewport, f[at], f[at + 1]);
    const [right, bottom] = apply(viewport, f[at + 2], f[at + 3]);
    // A glyph without metrics or outline (an empty box) draws nothing; pdf.js reads no text for it.
    if (left === right && top === bottom) continue;
    const advance = advanceOf(Math.abs(right - left), Math.abs(bottom - top), frame);
    const reach = Math.max((left - x) * frame.ux + (top - y) * frame.uy, (right - x) * frame.ux + (bottom - y) * frame.uy, (left - x) * frame.ux + (bottom - y) * frame.uy, (right - x) * frame.ux + (top - y) * frame.uy);
    // PDFium reads a hyphen that ends a line as U+0002; pdf.js keeps the hyphen drawn.
    const text = code === LINE_END_HYPHEN && api.FPDFText_IsHyphen(textPage, i) === 1 ? '-' : String.fromCodePoint(code);
    const font = frameFont;
    placed.push({
      glyph: { text, x, y, ux: frame.ux, uy: frame.uy, advance, emX: fontSize * frame.scaleX, emY: fontSize * frame.scaleY, upright: frame.upright, font, fontSize },
      object,
      rtl: isRightToLeft(code),
      reach,
    });
  }
  const glyphs = withDrawnAdvances(mergeLigatures(placed));
  for (const { glyph } of glyphs) noteWidth(widths, glyph.font, glyph.advance / glyph.emX);
  return glyphs;
}

/**
 * The loose box's width comes from the font program's widths, which may differ from the widths
 * the PDF positions glyphs by (its /Widths): where the next glyph of the same text object follows
 * closer than that, the distance to it is the glyph's advance.
 */
function withDrawnAdvances(placed: Placed[]): Placed[] {
  for (let i = 0; i + 1 < placed.length; i++) {
    const { glyph, object } = placed[i];
    const next = placed[i + 1];
    if (next.object !== object || object === 0) continue;
    const distance = (next.glyph.x - glyph.x) * glyph.ux + (next.glyph.y - glyph.y) * glyph.uy;
    if (distance > 0 && distance < glyph.advance) glyph.advance = distance;
  }
  return placed;
}

/**
 * The widths of a font's glyphs on the page, in ems. pdf.js calls a font monospace when all its
 * glyphs that have a width share it (whatever its descriptor's FixedPitch flag says), which makes
 * code listings and plain-text printouts (text-fragments.ts).
 */
/** Loose boxes may reach past a glyph's advance (a "V" in Courier by 1%). */
const WIDTH_TOLERANCE = 0.02;

interface FontWidths {
  width: number;
  uniform: boolean;
}

function noteWidth(widths: Map<number, FontWidths>, font: number, width: number): void {
  if (!(width > 0) || !Number.isFinite(width)) return;
  const seen = widths.get(font);
  if (!seen) widths.set(font, { width, uniform: true });
  else if (seen.uniform && Math.abs(seen.width - width) > WIDTH_TOLERANCE * seen.width) seen.uniform = false;
}

/**
 * PDFium gives a ligature's characters ("f" "i" for "fi") one by one at the glyph's origin;
 * pdf.js keeps them as the one glyph they are.
 */
function mergeLigatures(placed: Placed[]): Placed[] {
  const out: Placed[] = [];
  for (const p of placed) {
    const previous = out.at(-1);
    if (previous && previous.object === p.object && previous.glyph.x === p.glyph.x && previous.glyph.y === p.glyph.y && p.glyph.text.trim() !== '') {
      const glyph = { ...previous.glyph, text: previous.glyph.text + p.glyph.text, advance: Math.max(previous.glyph.advance, p.reach) };
      out[out.length - 1] = { ...previous, glyph, rtl: previous.rtl || p.rtl };
      continue;
    }
    out.push(p);
  }
  return out;
}

/**
 * PDFium lists a right-to-left text object's characters in reading order; pdf.js reads glyphs in
 * drawing order and reorders each run itself. Such objects are turned back to drawing order.
 */
function drawingOrder(placed: Placed[]): Glyph[] {
  const glyphs: Glyph[] = [];
  for (let start = 0; start < placed.length; ) {
    let end = start + 1;
    while (end < placed.length && placed[end].object === placed[start].object) end++;
    const group = placed.slice(start, end);
    const first = group[0].glyph;
    const last = group[group.length - 1].glyph;
    const backwards = (last.x - first.x) * first.ux + (last.y - first.y) * first.uy < 0;
    if (backwards && group.some((p) => p.rtl)) group.reverse();
    for (const p of group) glyphs.push(p.glyph);
    start = end;
  }
  return glyphs;
}

/** A text object's axes in the page frame: u along the baseline, v up the glyphs (unit vectors). */
interface Frame {
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  scaleX: number;
  scaleY: number;
  upright: boolean;
}

/**
 * A glyph's advance from its loose box, which PDFium gives as the page-axis bounds of the
 * parallelogram spanned by the advance (along u) and the font's height (along v). The box's
 * width and height are |u|·advance + |v|·height on each axis: two equations for the two lengths.
 */
function advanceOf(boxWidth: number, boxHeight: number, frame: Frame): number {
  const { ux, uy, vx, vy } = frame;
  const determinant = Math.abs(ux) * Math.abs(vy) - Math.abs(uy) * Math.abs(vx);
  if (Math.abs(determinant) < 1e-6) return Math.max(boxWidth, boxHeight);
  return Math.max(0, (boxWidth * Math.abs(vy) - boxHeight * Math.abs(vx)) / determinant);
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}


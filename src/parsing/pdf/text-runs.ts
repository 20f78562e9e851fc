// Groups a page's glyphs into runs of text the way pdf.js builds the items of its text content,
// which every layout step downstream was tuned on: glyphs follow each other in drawing order; a
// gap of 0.102 to 0.6 em becomes one space, a wider gap, a step back of more than 0.2 em, a jump
// to another line, a baseline shift of a quarter em or a change of font ends the run. Space glyphs
// are not kept: the gaps they leave say where words part. Each run is then normalised and put in
// reading order (right-to-left scripts) as pdf.js does.
import { bidi, normalizeUnicode } from './bidi.ts';

/** One glyph as drawn, in the top-down page frame. */
export interface Glyph {
  /** Its Unicode text (a ligature may map to several characters). */
  text: string;
  /** Origin (on the baseline). */
  x: number;
  y: number;
  /** Unit vector along the baseline, in reading direction of the font (left to right). */
  ux: number;
  uy: number;
  /** The advance width along the baseline, in page units. */
  advance: number;
  /** Em size along the baseline and across it, in page units. */
  emX: number;
  emY: number;
  /** Set upright on the page: along the page's x axis, not rotated, skewed or mirrored. */
  upright: boolean;
  /** Font and size: a change of either ends a run. */
  font: number;
  fontSize: number;
}

export interface TextRun {
  text: string;
  dir: 'ltr' | 'rtl' | 'ttb';
  /** The first glyph's origin and baseline direction. */
  x: number;
  y: number;
  ux: number;
  uy: number;
  /** From the first glyph's origin to the end of the last one's advance, along the baseline. */
  width: number;
  emY: number;
  upright: boolean;
  font: number;
}

// pdf.js's factors (src/core/evaluator.js, getTextContent), in ems of the font.
const TRACKING_SPACE = 0.102;
const NOT_A_SPACE = 0.03;
const NEGATIVE_SPACE = -0.2;
const SPACE_IN_FLOW_MAX = 0.6;
const VERTICAL_SHIFT = 0.25;

const WHITESPACE = /^\s+$/u;
const DIACRITIC = /^\p{Mn}+$/u;
const FORMAT_MARK = /^\p{Cf}+$/u;

interface OpenRun {
  parts: string[];
  first: Glyph;
}

/** Runs of text from glyphs in drawing order; `inView` drops glyphs drawn off the page, as pdf.js does. */
export function groupGlyphs(glyphs: Glyph[], inView: (glyph: Glyph) => boolean = () => true): TextRun[] {
  const runs: TextRun[] = [];
  let run: OpenRun | null = null;
  // Where the last glyph's advance ended, and the last two characters seen (space glyphs count).
  let endX = 0;
  let endY = 0;
  let hasEnd = false;
  let lastFont = -1;
  let lastSize = -1;
  // The run whose measures pdf.js compares against: the open one, or the last one (pdf.js keeps
  // its item's font size and height until the next item starts).
  let reference: Glyph | null = null;
  let previousChar = ' ';
  let lastChar = ' ';
  const resetLastChars = () => {
    previousChar = ' ';
    lastChar = ' ';
  };
  /** pdf.js's saveLastChar: true when a space glyph followed a non-space one. */
  const saveLastChar = (char: string) => {
    const spaced = previousChar !== ' ' && lastChar === ' ';
    previousChar = lastChar;
    lastChar = char;
    return spaced;
  };
  const shouldAddWhitespace = () => previousChar !== ' ' && lastChar === ' ';
  const flush = () => {
    if (run) runs.push(finish(run, endX, endY));
    run = null;
  };

  for (const glyph of glyphs) {
    // Printable ASCII (most glyphs) is neither a format mark, a space nor a combining mark.
    const code = glyph.text.length === 1 ? glyph.text.charCodeAt(0) : 0;
    const plain = code > 0x20 && code < 0x7f;
    if (!plain && FORMAT_MARK.test(glyph.text)) continue;
    if (glyph.font !== lastFont || glyph.fontSize !== lastSize) {
      flush();
      lastFont = glyph.font;
      lastSize = glyph.fontSize;
    }
    if (!plain && WHITESPACE.test(glyph.text)) {
      saveLastChar(' ');
      continue;
    }
    const diacritic = !plain && DIACRITIC.test(glyph.text);
    if (!diacritic) {
      if (!inView(glyph)) continue;
      if (hasEnd && (glyph.x !== endX || glyph.y !== endY)) compare(glyph);
    }
    if (!run) {
      run = { parts: [], first: glyph };
      reference = glyph;
    }
    if (!diacritic && glyph.advance !== 0) {
      endX = glyph.x + glyph.ux * glyph.advance;
      endY = glyph.y + glyph.uy * glyph.advance;
      hasEnd = true;
    }
    if (saveLastChar(glyph.text)) run.parts.push(' ');
    run.parts.push(glyph.text);
  }
  flush();
  return runs;

  /** pdf.js's compareWithLastPosition for horizontal writing, in the glyph's own frame. */
  function compare(glyph: Glyph): void {
    const dx = glyph.x - endX;
    const dy = glyph.y - endY;
    // Along the baseline in the item's font size at this glyph's scale; across it in the item's height.
    const emX = reference && glyph.fontSize > 0 ? (reference.fontSize * glyph.emX) / glyph.fontSize : glyph.emX;
    const emY = reference?.emY ?? glyph.emY;
    const advanceX = (dx * glyph.ux + dy * glyph.uy) / emX;
    const advanceY = (dy * glyph.ux - dx * glyph.uy) / emY;
    if (advanceX < NEGATIVE_SPACE) {
      resetLastChars();
      flush();
      return;
    }
    if (Math.abs(advanceY) > 1) {
      resetLastChars();
      flush();
      return;
    }
    if (advanceX <= NOT_A_SPACE) resetLastChars();
    if (advanceX <= TRACKING_SPACE) {
      if (shouldAddWhitespace()) {
        resetLastChars();
        flush();
      }
    } else if (advanceX <= SPACE_IN_FLOW_MAX) {
      resetLastChars();
      run?.parts.push(' ');
    } else {
      flush();
      resetLastChars();
    }
    if (Math.abs(advanceY) > VERTICAL_SHIFT) flush();
  }
}

function finish(run: OpenRun, endX: number, endY: number): TextRun {
  const { first } = run;
  const { str, dir } = bidi(normalizeUnicode(run.parts.join('')), -1, false);
  const width = (endX - first.x) * first.ux + (endY - first.y) * first.uy;
  return { text: str, dir, x: first.x, y: first.y, ux: first.ux, uy: first.uy, width: Math.abs(width), emY: first.emY, upright: first.upright, font: first.font };
}

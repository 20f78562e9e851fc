// Rebuilds runs of text from fragments: fragments that share a baseline and follow each other
// without a wide gap form a segment (a line of a column, a table cell). Wide gaps split segments so
// that column gutters and table column gaps stay visible to the layout steps.
import type { TextFragment } from './text-fragments.ts';

export interface TextSegment {
  text: string;
  x0: number;
  x1: number;
  /** Baseline, top-down. */
  y: number;
  top: number;
  bottom: number;
  size: number;
  rtl: boolean;
  fragments: TextFragment[];
}

/** A horizontal gap wider than this many font sizes separates two segments. */
const SEGMENT_GAP_EM = 1.0;
/** Fragments whose baselines differ by less than this many font sizes share a line (superscripts do). */
const BASELINE_TOLERANCE_EM = 0.4;

export function buildSegments(fragments: TextFragment[]): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const line of groupByBaseline(fragments)) {
    line.sort((a, b) => a.x0 - b.x0);
    let run: TextFragment[] = [];
    let runEnd = -Infinity;
    for (const fragment of line) {
      const size = Math.max(fragment.size, run.at(-1)?.size ?? 0);
      if (run.length > 0 && fragment.x0 - runEnd > SEGMENT_GAP_EM * size) {
        segments.push(toSegment(run));
        run = [];
      }
      if (!isOverprint(run.at(-1), fragment)) run.push(fragment);
      runEnd = Math.max(runEnd, fragment.x1);
    }
    if (run.length > 0) segments.push(toSegment(run));
  }
  return segments;
}

export function groupByBaseline<T extends { y: number; size: number }>(items: T[]): T[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y);
  const lines: T[][] = [];
  let current: T[] = [];
  let reference: T | undefined;
  for (const item of sorted) {
    if (reference && Math.abs(item.y - reference.y) <= BASELINE_TOLERANCE_EM * Math.max(item.size, reference.size)) {
      current.push(item);
      if (item.size > reference.size) reference = item;
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = [item];
    reference = item;
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** Fake bold: the same text drawn twice a fraction of a point apart. */
function isOverprint(previous: TextFragment | undefined, fragment: TextFragment): boolean {
  return (
    previous !== undefined &&
    previous.text === fragment.text &&
    Math.abs(previous.x0 - fragment.x0) < 0.2 * fragment.size &&
    Math.abs(previous.y - fragment.y) < 0.2 * fragment.size
  );
}

/**
 * The gap (in font sizes) that stands for a space. Hangul words are spaced like Latin ones, but
 * Korean documents set words as separate runs a few hundredths of an em apart, where Latin runs
 * that close are only kerned; a bullet drawn as its own run is followed by a space too.
 */
function spaceGap(previous: TextFragment, fragment: TextFragment): number {
  const tight = HANGUL_END.test(previous.text) || HANGUL_START.test(fragment.text) || LONE_SYMBOL.test(previous.text);
  return tight ? 0.02 : 0.15;
}
const HANGUL_END = /\p{Script=Hangul}$/u;
const HANGUL_START = /^\p{Script=Hangul}/u;
const LONE_SYMBOL = /^[\p{So}\u2022\u25e6\u00b7]$/u;

function toSegment(run: TextFragment[]): TextSegment {
  const rtlChars = run.reduce((n, f) => n + (f.rtl ? f.text.length : 0), 0);
  const totalChars = run.reduce((n, f) => n + f.text.length, 0);
  const rtl = rtlChars * 2 > totalChars;
  const ordered = rtl ? [...run].reverse() : run;
  let text = '';
  for (let i = 0; i < ordered.length; i++) {
    const fragment = ordered[i];
    if (i > 0) {
      const previous = ordered[i - 1];
      const gap = rtl ? previous.x0 - fragment.x1 : fragment.x0 - previous.x1;
      if (gap > spaceGap(previous, fragment) * fragment.size && !/\s$/.test(text) && !/^\s/.test(fragment.text)) text += ' ';
    }
    text += fragment.text;
  }
  const size = Math.max(...run.map((f) => f.size));
  const y = run.find((f) => f.size === size)?.y ?? run[0].y;
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    x0: Math.min(...run.map((f) => f.x0)),
    x1: Math.max(...run.map((f) => f.x1)),
    y,
    top: Math.min(...run.map((f) => f.y - 0.8 * f.size)),
    bottom: Math.max(...run.map((f) => f.y + 0.2 * f.size)),
    size,
    rtl,
    fragments: run,
  };
}

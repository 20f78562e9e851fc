// Tables without rulings, found from text alignment: runs of at least three lines, each split
// into several segments, whose segments stay inside common column bands separated by gaps no
// segment crosses. Two columns of prose look the same from afar, so blocks whose cells read like
// running text (long cells in most columns) or like a list (bullets or icons in the first column)
// are not tables, and neither are aligned lines of a code listing.
import type { DetectedTable } from './detected-table.ts';
import { cellText } from './detected-table.ts';
import { looksLikeChart } from './page-graphics.ts';
import type { PageGraphics } from './page-graphics.ts';
import { groupByBaseline } from './text-segments.ts';
import type { TextSegment } from './text-segments.ts';

const MIN_ROWS = 3;
/** Lines further apart than this many font sizes are not rows of one table. */
const MAX_ROW_GAP_EM = 2.6;
/** A column whose median cell is longer than this (characters) holds running text. */
const PROSE_CELL_LENGTH = 30;
const MIN_MULTI_CELL_SHARE = 0.6;
const LIST_MARKER = /^(?:[•·◦▪‣○●■□\-–—*]|\(?[0-9ivxa-z]{1,3}[.)])$/i;

interface Line {
  y: number;
  size: number;
  segments: TextSegment[];
}

export interface BorderlessTablesResult {
  tables: DetectedTable[];
  used: Set<TextSegment>;
}

export function findBorderlessTables(page: number, segments: TextSegment[], graphics: PageGraphics): BorderlessTablesResult {
  const lines: Line[] = groupByBaseline(segments).map((members) => ({
    y: Math.max(...members.map((s) => s.y)),
    size: Math.max(...members.map((s) => s.size)),
    segments: members.sort((a, b) => a.x0 - b.x0),
  }));
  const tables: DetectedTable[] = [];
  const used = new Set<TextSegment>();
  let i = 0;
  while (i < lines.length) {
    const block = growBlock(lines, i);
    const found = block.length >= MIN_ROWS ? blockTable(page, block) : null;
    const listing = block.length > 0 && inCodeListing(lines, i, block.length);
    const table = found && !listing && !looksLikeChart(graphics, found) && !amongBoxes(graphics, found) ? found : null;
    if (table) {
      tables.push(table);
      for (const line of block) for (const segment of line.segments) used.add(segment);
    }
    // A listing's later lines would look like a table of their own.
    i += table || listing ? block.length : 1;
  }
  return { tables, used };
}

/**
 * Consecutive lines from `start` whose segments stay in separate columns. Lines of one segment
 * (a section label, a wrapped cell) are kept when the table goes on after them.
 */
function growBlock(lines: Line[], start: number): Line[] {
  const block: Line[] = [];
  let bands = 0;
  for (let j = start; j < lines.length; j++) {
    const line = lines[j];
    if (block.length === 0 && line.segments.length < 2) break;
    const previous = block.at(-1);
    if (previous && line.y - previous.y > MAX_ROW_GAP_EM * Math.max(line.size, previous.size)) break;
    if (previous && Math.abs(line.size - previous.size) > 0.25 * previous.size) break;
    const grown = columnBands([...block, line]).length;
    if (grown < 2 || (line.segments.length < 2 && grown < bands)) break;
    bands = grown;
    block.push(line);
  }
  while (block.length > 0 && block.at(-1)!.segments.length < 2) block.pop();
  return block;
}

interface Band {
  x0: number;
  x1: number;
}

/** x-ranges covered by the block's segments; the uncovered gaps between them separate columns. */
function columnBands(block: Line[]): Band[] {
  const spans = block.flatMap((line) => line.segments).sort((a, b) => a.x0 - b.x0);
  const bands: Band[] = [];
  for (const span of spans) {
    const last = bands.at(-1);
    if (last && span.x0 <= last.x1) last.x1 = Math.max(last.x1, span.x1);
    else bands.push({ x0: span.x0, x1: span.x1 });
  }
  return bands;
}

function blockTable(page: number, block: Line[]): DetectedTable | null {
  const bands = columnBands(block);
  const cells = block.map((line) =>
    bands.map((band) => cellText(line.segments.filter((s) => s.x0 >= band.x0 && s.x1 <= band.x1).flatMap((s) => s.fragments))),
  );
  const multiColumnRows = cells.filter((row) => row.filter((c) => c !== '').length >= 2).length;
  // Most rows of a table fill several cells; a sidebar beside prose fills one cell per line.
  if (multiColumnRows < MIN_ROWS || multiColumnRows < MIN_MULTI_CELL_SHARE * cells.length) return null;
  if (readsLikeProse(cells) || readsLikeList(cells)) return null;
  const columnEdges = [bands[0].x0, ...bands.slice(1).map((band, i) => (bands[i].x1 + band.x0) / 2), bands.at(-1)!.x1];
  const segments = block.flatMap((line) => line.segments);
  return {
    page,
    cells,
    columnEdges,
    x0: bands[0].x0,
    x1: bands.at(-1)!.x1,
    top: Math.min(...segments.map((s) => s.top)),
    bottom: Math.max(...segments.map((s) => s.bottom)),
  };
}

/**
 * Vertical rules standing inside the block belong to drawn boxes (a diagram, a form): a table
 * ruled that way was already read as a grid, and a borderless one has none.
 */
function amongBoxes(graphics: PageGraphics, table: DetectedTable): boolean {
  const rowHeight = (table.bottom - table.top) / table.cells.length;
  const inside = graphics.rules.filter(
    (r) =>
      r.orientation === 'vertical' &&
      r.to - r.from >= rowHeight &&
      r.at > table.x0 + 2 &&
      r.at < table.x1 - 2 &&
      r.to > table.top &&
      r.from < table.bottom,
  );
  return inside.length >= 2;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[sorted.length >> 1];
}

function readsLikeProse(cells: string[][]): boolean {
  const columns = cells[0].length;
  let proseColumns = 0;
  for (let c = 0; c < columns; c++) {
    const lengths = cells.map((row) => displayLength(row[c])).filter((n) => n > 0);
    if (median(lengths) > PROSE_CELL_LENGTH) proseColumns++;
  }
  return proseColumns * 2 > columns;
}

const WIDE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Length in Latin-letter widths: CJK characters carry as much text as two letters. */
function displayLength(text: string): number {
  let length = 0;
  for (const c of text) length += WIDE.test(c) ? 2 : 1;
  return length;
}

/** Bullets, numbers, or icons (symbol-font glyphs that come out as punctuation) before each line. */
function readsLikeList(cells: string[][]): boolean {
  const first = cells.map((row) => row[0]).filter((c) => c !== '');
  return first.length > 0 && first.every((c) => LIST_MARKER.test(c) || !/[\p{L}\p{N}]/u.test(c));
}

/**
 * Lines of code align like columns (keyword, operand). A block set in a fixed-pitch font within a
 * run of fixed-pitch lines that also holds a line of one run of text is part of a listing; a table
 * printed in a fixed-pitch font has its rows all split alike.
 */
function inCodeListing(lines: Line[], start: number, length: number): boolean {
  const monospace = (line: Line) => line.segments.every((s) => s.fragments.every((f) => f.monospace));
  const near = (a: Line, b: Line) => Math.abs(a.y - b.y) <= MAX_ROW_GAP_EM * Math.max(a.size, b.size);
  if (!lines.slice(start, start + length).every(monospace)) return false;
  for (const step of [-1, 1]) {
    let edge = step < 0 ? start : start + length - 1;
    for (let j = edge + step; j >= 0 && j < lines.length && near(lines[j], lines[edge]) && monospace(lines[j]); j += step) {
      if (lines[j].segments.length === 1) return true;
      edge = j;
    }
  }
  return false;
}

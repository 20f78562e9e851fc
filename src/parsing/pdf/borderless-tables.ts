// Tables without rulings, found from text alignment: runs of at least three lines, each split
// into several pieces of text (runs apart by more than a word space), whose pieces stay inside
// common column bands separated by gaps no piece crosses. A header spanning columns stands in
// the first of them; the lines of a wrapped cell join their row. Two columns of prose look the
// same from afar, so lines of prose (justified ones included) never join a table, and blocks
// whose cells read like running text or like a list (bullets or icons in the first column) are
// not tables; neither are aligned lines of a code listing, nor text among drawn boxes. Shading
// (zebra rows, filled cells) is no ruling and is allowed.
import type { DetectedTable } from './detected-table.ts';
import { cellText } from './detected-table.ts';
import { looksLikeChart } from './page-graphics.ts';
import type { PageGraphics } from './page-graphics.ts';
import { groupByBaseline } from './text-segments.ts';
import type { TextFragment } from './text-fragments.ts';
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
  /** The line's runs of text split at every gap wider than a word space: a cell each at most. */
  pieces: Piece[];
}

interface Piece {
  x0: number;
  x1: number;
  fragments: TextFragment[];
}

/**
 * Fragments closer than this many font sizes are words of one cell. Table cells are often
 * closer than the gap that separates segments (a right-aligned number next to a left-aligned
 * word, two cell paddings apart), and PDF writers draw each cell as its own text run.
 */
const PIECE_GAP_EM = 0.5;

function piecesOf(segments: TextSegment[]): Piece[] {
  const pieces: Piece[] = [];
  for (const segment of segments) {
    let last: Piece | null = null;
    for (const fragment of [...segment.fragments].sort((a, b) => a.x0 - b.x0)) {
      if (last && fragment.x0 - last.x1 <= PIECE_GAP_EM * fragment.size) {
        last.x1 = Math.max(last.x1, fragment.x1);
        last.fragments.push(fragment);
      } else {
        pieces.push((last = { x0: fragment.x0, x1: fragment.x1, fragments: [fragment] }));
      }
    }
  }
  return joinJustifiedWords(pieces.sort((a, b) => a.x0 - b.x0));
}

/** Gaps within this many points of each other are the stretched spaces of one justified line. */
const EVEN_GAP_TOLERANCE = 0.75;
const MIN_EVEN_GAPS = 3;

/**
 * A justified line of a narrow column stretches its spaces until every word stands apart like
 * a cell, but all those gaps are the same width and the words are mostly lowercase. Such runs
 * are joined back into one piece of prose.
 */
function joinJustifiedWords(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < pieces.length) {
    let j = i + 1;
    while (j + 1 < pieces.length && Math.abs(gap(pieces, j + 1) - gap(pieces, i + 1)) <= EVEN_GAP_TOLERANCE) j++;
    const run = pieces.slice(i, j + 1);
    const lowercase = run.filter((p) => /^\p{Ll}/u.test(p.fragments[0].text)).length;
    if (run.length - 1 >= MIN_EVEN_GAPS && lowercase * 2 >= run.length) {
      out.push({ x0: run[0].x0, x1: run.at(-1)!.x1, fragments: run.flatMap((p) => p.fragments) });
      i = j + 1;
    } else {
      out.push(pieces[i]);
      i += 1;
    }
  }
  return out;
}

/** The gap before pieces[k]. */
function gap(pieces: Piece[], k: number): number {
  return pieces[k].x0 - pieces[k - 1].x1;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
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
    pieces: piecesOf(members),
  }));
  const tables: DetectedTable[] = [];
  const used = new Set<TextSegment>();
  let i = 0;
  while (i < lines.length) {
    const block = growBlock(lines, i);
    // A first line of running text that bridges the column gaps of the lines below it (prose
    // beside, a title) does not start the table: the table starts on a later line.
    if (block.length > MIN_ROWS && bridges(block) && block[0].pieces.some((p) => wordCount(pieceText(p)) >= PROSE_LINE_WORDS)) {
      i += 1;
      continue;
    }
    const found = block.length >= MIN_ROWS ? blockTable(page, block) : null;
    const listing = block.length > 0 && inCodeListing(lines, i, block.length);
    const table =
      found && !listing && !looksLikeChart(graphics, found) && !amongBoxes(graphics, found) ? found : null;
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
    if ((block.length === 0 && line.segments.length < 2) || isProseLine(line)) break;
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

/** Words a run of text needs to read as a line of prose rather than a cell. */
const PROSE_LINE_WORDS = 6;

/** Every run of the line is a line of prose: columns of running text side by side. */
function isProseLine(line: Line): boolean {
  return line.pieces.length >= 2 && line.pieces.every((p) => wordCount(p.fragments.map((f) => f.text).join(' ')) >= PROSE_LINE_WORDS);
}

interface Band {
  x0: number;
  x1: number;
}

/** x-ranges covered by the block's pieces of text; the uncovered gaps between them separate columns. */
/** The band a piece stands in; a piece spanning several (a header over two columns) goes in the first. */
function bandOf(bands: Band[], piece: Piece): number {
  const overlap = (band: Band) => Math.min(band.x1, piece.x1) - Math.max(band.x0, piece.x0);
  const spanned = bands.findIndex((band) => overlap(band) >= 0.25 * (band.x1 - band.x0));
  if (spanned >= 0 && bands.filter((band) => overlap(band) >= 0.25 * (band.x1 - band.x0)).length >= 2) return spanned;
  let best = 0;
  let bestOverlap = -Infinity;
  bands.forEach((band, i) => {
    const overlap = Math.min(band.x1, piece.x1) - Math.max(band.x0, piece.x0);
    if (overlap > bestOverlap + 0.5) {
      best = i;
      bestOverlap = overlap;
    }
  });
  return best;
}

function columnBands(block: Line[]): Band[] {
  const spans = block.flatMap((line) => line.pieces).sort((a, b) => a.x0 - b.x0);
  const bands: Band[] = [];
  for (const span of spans) {
    const last = bands.at(-1);
    if (last && span.x0 <= last.x1) last.x1 = Math.max(last.x1, span.x1);
    else bands.push({ x0: span.x0, x1: span.x1 });
  }
  return bands;
}

/** The block's first line crosses column gaps that the lines below it keep open. */
function bridges(block: Line[]): boolean {
  return columnBands(block.slice(1)).length > columnBands(block).length;
}

function pieceText(piece: Piece): string {
  return piece.fragments.map((f) => f.text).join(' ');
}

function blockTable(page: number, block: Line[]): DetectedTable | null {
  // A header over several columns ("Change vs prior year" over two) leaves the columns to the
  // rows below it and stands in the first column it covers.
  const bands = block.length > MIN_ROWS && bridges(block) ? columnBands(block.slice(1)) : columnBands(block);
  const cells = block.map((line) => {
    const inBand = bands.map(() => [] as TextFragment[]);
    for (const piece of line.pieces) inBand[bandOf(bands, piece)].push(...piece.fragments);
    return inBand.map(cellText);
  });
  const { rows, bands: columns } = withHeadersOverTheirColumns(joinWrappedLines(block, cells), bands);
  const multiColumnRows = rows.filter((row) => row.filter((c) => c !== '').length >= 2).length;
  // Most rows of a table fill several cells; a sidebar beside prose fills one cell per line.
  if (multiColumnRows < MIN_ROWS || multiColumnRows < MIN_MULTI_CELL_SHARE * rows.length) return null;
  if (readsLikeProse(rows) || readsLikeList(rows)) return null;
  const columnEdges = [columns[0].x0, ...columns.slice(1).map((band, i) => (columns[i].x1 + band.x0) / 2), columns.at(-1)!.x1];
  const segments = block.flatMap((line) => line.segments);
  return {
    page,
    cells: rows,
    columnEdges,
    x0: columns[0].x0,
    x1: columns.at(-1)!.x1,
    top: Math.min(...segments.map((s) => s.top)),
    bottom: Math.max(...segments.map((s) => s.bottom)),
  };
}

/** Rows at the top of a table that may hold its header. */
const MAX_HEADER_ROWS = 2;

/**
 * A header set flush left over figures set flush right stands in a band of its own, beside the
 * band of its column's figures: one column holds text only in the header rows, its neighbour
 * only below them. Such pairs are one column.
 */
function withHeadersOverTheirColumns(rows: string[][], bands: Band[]): { rows: string[][]; bands: Band[] } {
  let cells = rows.map((row) => [...row]);
  let columns = [...bands];
  const headerOnly = (c: number) => cells[0][c] !== '' && cells.every((row, r) => r < MAX_HEADER_ROWS || row[c] === '');
  const bodyOnly = (c: number) => cells[0][c] === '' && cells.filter((row) => row[c] !== '').length >= 2;
  for (let c = 0; c + 1 < columns.length; ) {
    const apart = cells.every((row) => row[c] === '' || row[c + 1] === '');
    if (apart && ((headerOnly(c) && bodyOnly(c + 1)) || (bodyOnly(c) && headerOnly(c + 1)))) {
      cells = cells.map((row) => [...row.slice(0, c), row[c] || row[c + 1], ...row.slice(c + 2)]);
      columns = [...columns.slice(0, c), { x0: columns[c].x0, x1: columns[c + 1].x1 }, ...columns.slice(c + 2)];
    } else c += 1;
  }
  return { rows: cells, bands: columns };
}

/**
 * Lines of one cell stand at the line spacing (the smallest gap of the block, give or take
 * this share); rows stand further apart, by the cell padding, when the table has some.
 */
const LINE_SPACING_SLACK = 1.15;
const MIN_ROW_SPACING = 1.3;

/**
 * Rows whose cells wrap onto more lines: when rows stand further apart than lines do, a line at
 * the line spacing below another, filling fewer cells than it (the rest of a long label under a
 * row of values), or under a line that fills one cell only (a label whose values stand on its
 * second line), continues it. Without padding between rows nothing tells them apart.
 */
function joinWrappedLines(block: Line[], cells: string[][]): string[][] {
  const gaps = block.slice(1).map((line, i) => line.y - block[i].y);
  const lineSpacing = Math.min(...gaps);
  if (!gaps.some((g) => g >= MIN_ROW_SPACING * lineSpacing)) return cells;
  const rows: string[][] = [];
  let previous: string[] | null = null;
  cells.forEach((row, i) => {
    const filled = (r: string[]) => r.filter((c) => c !== '').length;
    const close = i > 0 && gaps[i - 1] <= LINE_SPACING_SLACK * lineSpacing;
    if (previous && close && (filled(row) < filled(previous) || filled(previous) === 1)) {
      const above: string[] = previous;
      row.forEach((cell, c) => {
        if (cell !== '') above[c] = above[c] === '' ? cell : `${above[c]} ${cell}`;
      });
      return;
    }
    previous = [...row];
    rows.push(previous);
  });
  return rows;
}

/**
 * Vertical rules standing inside the block belong to drawn boxes (a diagram, a form): a table
 * ruled that way was already read as a grid, and a borderless one has none. Edges of shading
 * count only when the shaded box reaches well beyond the block (a panel the text runs into);
 * zebra rows, cells and columns filled one by one stay within the table.
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
      r.from < table.bottom &&
      (!r.boxEdge || r.from < table.top - 2 * rowHeight || r.to > table.bottom + 2 * rowHeight),
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

// Tables in an OCR'd page, found from where the words sit: rows are words sharing a baseline band,
// columns are vertical gutters that stay empty across the rows. When the page has a drawn grid,
// its ruling lines give the rows and columns instead (a cell may then hold several text lines).

import type { ExtractedTable } from '../parsing/types.ts';
import { crosses, findRulingLines, type RulingLine, type RulingLines } from './ruling-lines.ts';
import type { OcrBox, OcrResult, OcrWord } from './types.ts';

export interface OcrTableOptions {
  /** 1-based page number written on the tables. */
  page?: number;
  /** Ruling lines found in the same image (findRulingLines); grids among them become tables. */
  rulings?: RulingLines;
}

export interface OcrTable {
  table: ExtractedTable;
  /** The words placed in the table's cells. */
  words: OcrWord[];
}

const MIN_ROWS = 3;
const MIN_COLUMNS = 2;
/** A column whose cells hold this many words (median) or more reads as running text. */
const PROSE_WORDS_PER_CELL = 6;
/** Share of empty cells above which aligned words are not taken for a borderless table. */
const MAX_EMPTY_SHARE = 0.4;

/** Tables in a page image already through OCR: finds the image's ruling lines, then the tables. */
export async function tablesFromOcrPage(png: Buffer, result: OcrResult, options: { page?: number } = {}): Promise<ExtractedTable[]> {
  return tablesFromOcrWords(result, { ...options, rulings: await findRulingLines(png) });
}

export function tablesFromOcrWords(result: OcrResult, options: OcrTableOptions = {}): ExtractedTable[] {
  return findOcrTables(result, options).map(({ table }) => table);
}

/**
 * The page text without the lines whose words all sit in a table. Extractors that report tables
 * separately may use it to avoid indexing the same figures twice; the default in Quarry is to keep
 * tables in the text, so search still finds a page by a figure in its table.
 */
export function textOutsideTables(result: OcrResult, tables: OcrTable[]): string {
  const inTables = new Set(tables.flatMap(({ words }) => words));
  const lines = new Map<number, OcrWord[]>();
  for (const word of result.words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const kept: string[] = [];
  for (const words of lines.values()) {
    if (words.every((word) => inTables.has(word))) continue;
    kept.push(words.map((word) => word.text).join(' '));
  }
  return kept.join('\n');
}

export function findOcrTables(result: OcrResult, options: OcrTableOptions = {}): OcrTable[] {
  const words = result.words.filter((word) => !isRuleArtefact(word, options.rulings));
  if (words.length === 0) return [];
  const unit = median(words.map((word) => word.bbox.y1 - word.bbox.y0));
  const tables: OcrTable[] = [];
  const claimed = new Set<OcrWord>();
  for (const grid of options.rulings ? findGrids(options.rulings, unit) : []) {
    const inside = words.filter((word) => contains(grid.box, word.bbox));
    const table = gridTable(grid, inside, options.page);
    if (!table) continue;
    tables.push({ table, words: inside });
    for (const word of inside) claimed.add(word);
  }
  const rows = buildRows(words.filter((word) => !claimed.has(word)), unit);
  for (const run of multiCellRuns(rows, unit)) {
    const found = alignedTable(run, unit, options.page);
    if (found) tables.push(found);
  }
  const top = ({ words: tableWords }: OcrTable) => Math.min(...tableWords.map((word) => word.bbox.y0));
  return tables.sort((a, b) => top(a) - top(b));
}

// ------------------------------------------------------------------ rows and cells

interface Row {
  words: OcrWord[];
  y0: number;
  y1: number;
  /** Word groups separated by gaps wider than ordinary word spacing. */
  cells: OcrBox[];
}

/** Tesseract lines, merged when they share a band (tesseract splits table rows at column gaps). */
function buildRows(words: OcrWord[], unit: number): Row[] {
  const lines = new Map<number, OcrWord[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const bands = [...lines.values()]
    .map((lineWords) => ({ words: lineWords, ...span(lineWords) }))
    .sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const rows: Row[] = [];
  for (const band of bands) {
    const row = rows.findLast((candidate) => overlap(candidate.y0, candidate.y1, band.y0, band.y1) >= 0.5 * Math.min(candidate.y1 - candidate.y0, band.y1 - band.y0));
    if (row) {
      row.words.push(...band.words);
      row.y0 = Math.min(row.y0, band.y0);
      row.y1 = Math.max(row.y1, band.y1);
    } else {
      rows.push({ words: [...band.words], y0: band.y0, y1: band.y1, cells: [] });
    }
  }
  for (const row of rows) {
    row.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
    row.cells = groupCells(row.words, unit);
  }
  return rows;
}

function groupCells(sortedWords: OcrWord[], unit: number): OcrBox[] {
  const cells: OcrBox[] = [];
  for (const { bbox } of sortedWords) {
    const last = cells.at(-1);
    // Word spaces run about a third of a word's height, column gaps a full height or more.
    if (last && bbox.x0 - last.x1 < unit) {
      last.x1 = Math.max(last.x1, bbox.x1);
      last.y0 = Math.min(last.y0, bbox.y0);
      last.y1 = Math.max(last.y1, bbox.y1);
    } else {
      cells.push({ ...bbox });
    }
  }
  return cells;
}

/** Consecutive rows with at least two cells, close together; a lone one-cell row may sit inside. */
function multiCellRuns(rows: Row[], unit: number): Row[][] {
  const runs: Row[][] = [];
  let run: Row[] = [];
  const flush = () => {
    while (run.length > 0 && run.at(-1)!.cells.length < 2) run.pop();
    if (run.length >= MIN_ROWS) runs.push(run);
    run = [];
  };
  for (const [index, row] of rows.entries()) {
    const previous = run.at(-1);
    if (previous && row.y0 - previous.y1 > 2.5 * unit) flush();
    if (row.cells.length >= 2) {
      run.push(row);
    } else if (run.length > 0 && run.at(-1)!.cells.length >= 2 && (rows[index + 1]?.cells.length ?? 0) >= 2) {
      run.push(row);
    } else {
      flush();
    }
  }
  flush();
  return runs;
}

// ------------------------------------------------------------------ borderless tables

/**
 * Columns are the x ranges between gutters: stretches that (almost) no cell of the run covers.
 * Returns null when the rows do not share a column structure or read as running text.
 */
function alignedTable(rows: Row[], unit: number, page: number | undefined): OcrTable | null {
  const columns = columnsFromGutters(rows, unit);
  if (columns.length < MIN_COLUMNS) return null;
  const grid = rows.map((row) => {
    const cells = columns.map(() => [] as OcrWord[]);
    for (const word of row.words) cells[nearestColumn(columns, (word.bbox.x0 + word.bbox.x1) / 2)].push(word);
    return cells;
  });
  const aligned = grid.filter((cells) => cells.filter((cell) => cell.length > 0).length >= 2).length;
  if (aligned < MIN_ROWS || aligned < 0.6 * rows.length) return null;
  // Labels scattered over a chart or a page align by chance, leaving most cells empty.
  const empty = grid.flat().filter((cell) => cell.length === 0).length;
  if (empty > MAX_EMPTY_SHARE * rows.length * columns.length || readsAsProse(grid) || readsAsList(grid)) return null;
  const texts = grid.map((cells) => cells.map((cell) => cell.map((word) => word.text).join(' ')));
  return { table: toTable(texts, page), words: rows.flatMap((row) => row.words) };
}

/**
 * A gutter is at least this many word heights wide. Word spaces are about a third of a word's
 * height, but they fall at different places on every row; a gap that stays open down the whole
 * run is a gutter even when it is narrow (tightly set figures, times or dates).
 */
const MIN_GUTTER = 0.5;

function columnsFromGutters(rows: Row[], unit: number): Array<{ x0: number; x1: number }> {
  const x0 = Math.min(...rows.flatMap((row) => row.words.map((word) => word.bbox.x0)));
  const x1 = Math.max(...rows.flatMap((row) => row.words.map((word) => word.bbox.x1)));
  const coverage = new Int32Array(x1 - x0 + 2);
  for (const row of rows) {
    for (const { bbox } of row.words) {
      coverage[bbox.x0 - x0] += 1;
      coverage[bbox.x1 - x0 + 1] -= 1;
    }
  }
  // A stray wide line (a note, a spanning label) may cross a gutter; a tenth of the rows may.
  const tolerated = Math.floor(rows.length / 10);
  const columns: Array<{ x0: number; x1: number }> = [];
  let covered = 0;
  let columnStart = -1;
  let gapStart = -1;
  for (let offset = 0; offset <= x1 - x0 + 1; offset += 1) {
    covered += coverage[offset];
    const x = x0 + offset;
    if (covered > tolerated) {
      if (columnStart < 0) columnStart = x;
      else if (gapStart >= 0 && x - gapStart < MIN_GUTTER * unit) gapStart = -1; // too narrow for a gutter
      else if (gapStart >= 0) {
        columns.push({ x0: columnStart, x1: gapStart - 1 });
        columnStart = x;
        gapStart = -1;
      }
    } else if (columnStart >= 0 && gapStart < 0) {
      gapStart = x;
    }
  }
  if (columnStart >= 0) columns.push({ x0: columnStart, x1: (gapStart >= 0 ? gapStart : x1 + 1) - 1 });
  return columns;
}

function nearestColumn(columns: Array<{ x0: number; x1: number }>, x: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (const [index, column] of columns.entries()) {
    const distance = x < column.x0 ? column.x0 - x : x > column.x1 ? x - column.x1 : 0;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best;
}

/** Two columns of running text (a two-column page) align like a table; their cells are long. */
function readsAsProse(grid: OcrWord[][][]): boolean {
  const columnCount = grid[0].length;
  let proseColumns = 0;
  for (let column = 0; column < columnCount; column += 1) if (isProseColumn(grid, column)) proseColumns += 1;
  return proseColumns >= 2 && proseColumns >= columnCount / 2;
}

/** The column's filled cells hold as many words as a line of running text, as a rule. */
function isProseColumn(grid: OcrWord[][][], column: number): boolean {
  const counts = grid.map((cells) => cells[column].length).filter((count) => count > 0);
  return counts.length > 0 && median(counts) >= PROSE_WORDS_PER_CELL;
}

/**
 * A bulleted or numbered list: markers (which OCR reads as "e", "»", "o" or "1.") in the first
 * column, and running text in every other one.
 */
function readsAsList(grid: OcrWord[][][]): boolean {
  const markers = grid.map((cells) => cells[0]).filter((cell) => cell.length > 0);
  if (!markers.every((cell) => cell.length === 1 && cell[0].text.length <= 3)) return false;
  for (let column = 1; column < grid[0].length; column += 1) if (!isProseColumn(grid, column)) return false;
  return true;
}

// ------------------------------------------------------------------ ruled tables

interface Grid {
  box: OcrBox;
  /** Sorted y of the horizontal rules, x of the vertical rules. */
  ys: number[];
  xs: number[];
}

/**
 * A grid: a set of rules connected by their crossings. Cells missing a border (a blank corner cell)
 * are fine; a grid needs enough distinct rules for MIN_ROWS rows and MIN_COLUMNS columns, else its
 * lines (rules above and below a header, say) are left to the borderless detector.
 */
function findGrids(rulings: RulingLines, unit: number): Grid[] {
  const tolerance = Math.max(4, unit / 2);
  const lines = [...rulings.horizontal.map((line) => ({ line, horizontal: true })), ...rulings.vertical.map((line) => ({ line, horizontal: false }))];
  const parent = lines.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index])));
  for (const [i, a] of lines.entries()) {
    for (const [j, b] of lines.entries()) {
      if (a.horizontal && !b.horizontal && crosses(a.line, b.line, tolerance)) parent[root(i)] = root(j);
    }
  }
  const components = new Map<number, Array<{ line: RulingLine; horizontal: boolean }>>();
  for (const [index, entry] of lines.entries()) components.set(root(index), [...(components.get(root(index)) ?? []), entry]);
  const grids: Grid[] = [];
  for (const members of components.values()) {
    const ys = dedupe(members.filter((entry) => entry.horizontal).map((entry) => entry.line.y0), tolerance);
    const xs = dedupe(members.filter((entry) => !entry.horizontal).map((entry) => entry.line.x0), tolerance);
    if (ys.length < MIN_ROWS + 1 || xs.length < MIN_COLUMNS + 1) continue;
    grids.push({
      box: {
        x0: Math.min(...members.map((entry) => entry.line.x0)),
        y0: Math.min(...members.map((entry) => entry.line.y0)),
        x1: Math.max(...members.map((entry) => entry.line.x1)),
        y1: Math.max(...members.map((entry) => entry.line.y1)),
      },
      ys,
      xs,
    });
  }
  return grids;
}

function gridTable(grid: Grid, words: OcrWord[], page: number | undefined): ExtractedTable | null {
  const rowCount = grid.ys.length - 1;
  const columnCount = grid.xs.length - 1;
  const cells = Array.from({ length: rowCount }, () => Array.from({ length: columnCount }, () => [] as OcrWord[]));
  for (const word of words) {
    const row = slot(grid.ys, (word.bbox.y0 + word.bbox.y1) / 2);
    const column = slot(grid.xs, (word.bbox.x0 + word.bbox.x1) / 2);
    if (row >= 0 && column >= 0) cells[row][column].push(word);
  }
  // Reading order inside a cell: by line, then left to right.
  const texts = cells.map((row) =>
    row.map((cell) =>
      cell
        .sort((a, b) => a.line - b.line || a.bbox.x0 - b.bbox.x0)
        .map((word) => word.text)
        .join(' '),
    ),
  );
  const filled = texts.filter((row) => row.some((text) => text !== ''));
  if (filled.length < MIN_ROWS) return null;
  return toTable(filled, page);
}

function slot(edges: number[], position: number): number {
  for (let index = 0; index < edges.length - 1; index += 1) if (position >= edges[index] && position < edges[index + 1]) return index;
  return -1;
}

/** Tesseract reads a vertical rule as "|", "I" or "l": drop such narrow words lying on a rule. */
function isRuleArtefact(word: OcrWord, rulings: RulingLines | undefined): boolean {
  if (!rulings || !/^[|Il1![\]]+$/.test(word.text)) return false;
  const { x0, x1, y0, y1 } = word.bbox;
  return rulings.vertical.some((line) => line.x0 >= x0 - 2 && line.x0 <= x1 + 2 && line.y0 <= y1 && line.y1 >= y0);
}

// ------------------------------------------------------------------ shared

/**
 * First row as the header; when the body is mostly figures, leading rows without figures are all
 * header (a header that wraps onto a second line). Blank names become "column_N"; repeated ones
 * get "_2", "_3".
 */
function toTable(texts: string[][], page: number | undefined): ExtractedTable {
  let headerRows = 1;
  const figures = texts.map((row) => row.slice(1).filter((text) => text !== '' && isFigure(text)).length);
  if (figures.slice(1).some((count) => count > 0)) {
    while (headerRows < Math.min(3, texts.length - 2) && figures[headerRows] === 0) headerRows += 1;
  }
  const headerTexts = texts[0].map((_, column) =>
    texts
      .slice(0, headerRows)
      .map((row) => row[column])
      .filter((text) => text !== '')
      .join(' '),
  );
  const headers = uniqueNames(headerTexts);
  const rows = texts.slice(headerRows).map((row) => Object.fromEntries(headers.map((header, column) => [header, row[column]])));
  return { ...(page === undefined ? {} : { page }), headers, rows, row_count: rows.length, column_count: headers.length, source: 'ocr' };
}

function isFigure(text: string): boolean {
  return /^[-+(]?[$€£¥]?\s?\d[\d,.\s]*%?\)?$/.test(text);
}

function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    const base = name.trim() === '' ? `column_${index + 1}` : name.trim();
    let unique = base;
    for (let suffix = 2; taken.has(unique); suffix += 1) unique = `${base}_${suffix}`;
    taken.add(unique);
    return unique;
  });
}

function span(words: OcrWord[]): { y0: number; y1: number } {
  return { y0: Math.min(...words.map((word) => word.bbox.y0)), y1: Math.max(...words.map((word) => word.bbox.y1)) };
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

function contains(box: OcrBox, inner: OcrBox): boolean {
  const x = (inner.x0 + inner.x1) / 2;
  const y = (inner.y0 + inner.y1) / 2;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

function dedupe(values: number[], tolerance: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.filter((value, index) => index === 0 || value - sorted[index - 1] > tolerance);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

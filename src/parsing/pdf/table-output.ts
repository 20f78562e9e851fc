// Turns the tables found page by page into ExtractedTables: joins a table continued on the next
// page, takes the first row as the header row and makes header names unique.
import type { ExtractedTable } from '../types.ts';
import type { DetectedTable } from './detected-table.ts';

export interface PlacedTable {
  table: DetectedTable;
  /** The few lines of text above it when it opens its page (no table above, a line or two at most); otherwise null. */
  above: string[] | null;
  /** The few lines of text below it when it closes its page; otherwise null. */
  below: string[] | null;
  /** The first and last lines of its page's running text. */
  pageTop: string[];
  pageBottom: string[];
}

/** Column edges of a continued table may shift by this much (points). */
const EDGE_TOLERANCE = 6;

export function toExtractedTables(placed: PlacedTable[]): ExtractedTable[] {
  const joined: Array<{ page: number; cells: string[][] }> = [];
  let previous: PlacedTable | null = null;
  for (const current of placed) {
    const last = joined.at(-1);
    if (last && previous && continues(previous, current)) {
      const repeatsHeader = sameRow(current.table.cells[0], last.cells[0]);
      last.cells.push(...(repeatsHeader ? current.table.cells.slice(1) : current.table.cells));
    } else {
      joined.push({ page: current.table.page, cells: current.table.cells.map((row) => [...row]) });
    }
    previous = current;
  }
  return joined.map(({ page, cells }) => {
    const headers = uniqueHeaders(cells[0]);
    const rows = cells.slice(1).map((row) => Object.fromEntries(headers.map((h, i) => [h, row[i] ?? ''])));
    return { page, headers, rows, row_count: rows.length, column_count: headers.length, source: 'native' as const };
  });
}

/**
 * A table goes on over the page break when it closes its page, the next one opens the next page,
 * and nothing but running headers and footers (lines repeated at the same end of the other page,
 * page numbers aside) stands between them: a heading above the second table starts a new one.
 */
function continues(previous: PlacedTable, current: PlacedTable): boolean {
  const a = previous.table;
  const b = current.table;
  if (b.page !== a.page + 1 || !previous.below || !current.above) return false;
  if (!repeated(current.above, previous.pageTop) || !repeated(previous.below, current.pageBottom)) return false;
  if (a.cells[0].length !== b.cells[0].length) return false;
  if (sameRow(a.cells[0], b.cells[0])) return true;
  return a.columnEdges.every((x, i) => Math.abs(x - b.columnEdges[i]) <= EDGE_TOLERANCE);
}

function repeated(lines: string[], onOtherPage: string[]): boolean {
  const normal = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
  const other = new Set(onOtherPage.map(normal));
  return lines.every((line) => other.has(normal(line)));
}

function sameRow(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell === b[i]);
}

/** Blank header names become column_N; repeated ones get _2, _3... */
function uniqueHeaders(row: string[]): string[] {
  const seen = new Map<string, number>();
  const named = row.map((cell, i) => (cell.trim() === '' ? `column_${i + 1}` : cell.trim()));
  return named.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    let unique = count === 1 ? name : `${name}_${count}`;
    while (count > 1 && named.includes(unique)) unique = `${unique}_${count}`;
    return unique;
  });
}

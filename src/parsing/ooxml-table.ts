// Turns a grid of cell texts (first row = header) into an ExtractedTable, shared by DOCX and PPTX.
import type { ExtractedTable } from './types.ts';

/** Header names from the first row: blanks become column_N, repeats get _2, _3... */
export function uniqueHeaders(cells: string[]): string[] {
  const seen = new Set<string>();
  return cells.map((cell, index) => {
    const base = cell.trim() === '' ? `column_${index + 1}` : cell.trim();
    let name = base;
    for (let n = 2; seen.has(name); n++) name = `${base}_${n}`;
    seen.add(name);
    return name;
  });
}

export function gridToTable(grid: string[][], page?: number): ExtractedTable | null {
  const width = Math.max(0, ...grid.map((row) => row.length));
  if (grid.length === 0 || width === 0) return null;
  const padded = grid.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
  const headers = uniqueHeaders(padded[0]);
  const rows = padded.slice(1).map((row) => Object.fromEntries(headers.map((header, i) => [header, row[i]])));
  const table: ExtractedTable = { headers, rows, row_count: rows.length, column_count: width, source: 'native' };
  if (page !== undefined) table.page = page;
  return table;
}

/** Table as text: one line per row, cells separated by " | ". */
export function gridToText(grid: string[][]): string {
  return grid
    .map((row) => row.join(' | ').replace(/(\s\|\s*)+$/, '').trim())
    .filter((line) => line !== '')
    .join('\n');
}

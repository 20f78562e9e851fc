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
  const headers = uniqueHeaders(Array.from({ length: width }, (_, i) => grid[0][i] ?? ''));
  // Row by row, without padded copies of the grid or entry arrays: a table may have thousands of columns.
  const rows = grid.slice(1).map((cells) => {
    const row: Record<string, string> = {};
    for (let i = 0; i < width; i++) defineCell(row, headers[i], cells[i] ?? '');
    return row;
  });
  const table: ExtractedTable = { headers, rows, row_count: rows.length, column_count: width, source: 'native' };
  if (page !== undefined) table.page = page;
  return table;
}

/** `row[header] = text`, except that a header named `__proto__` is a cell, not the prototype. */
function defineCell(row: Record<string, string>, header: string, text: string): void {
  if (header === '__proto__') Object.defineProperty(row, header, { value: text, enumerable: true, writable: true, configurable: true });
  else row[header] = text;
}

/** Table as text: one line per row, cells separated by " | ". */
export function gridToText(grid: string[][]): string {
  return grid
    .map((row) => row.join(' | ').replace(/(\s\|\s*)+$/, '').trim())
    .filter((line) => line !== '')
    .join('\n');
}

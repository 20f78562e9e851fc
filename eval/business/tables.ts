// Writes generated rows as the files users upload: CSV (streamed, for the large tables), XLSX
// (SheetJS) and Parquet (DuckDB, with declared column types).
import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { DuckDBInstance } from '@duckdb/node-api';
import * as XLSX from 'xlsx';
import type { DataFile } from './types.ts';

export type Cell = string | number | boolean | null;

export interface Column<R> {
  header: string;
  value: (row: R) => Cell;
  /** DuckDB type of the column in Parquet files; CSV and XLSX carry no types. */
  sqlType?: string;
}

/** CSV with a header row; empty cells for nulls. Streams in batches so 1,000,000 rows stay cheap. */
export async function writeCsv<R>(path: string, columns: Column<R>[], rows: readonly R[]): Promise<DataFile> {
  const out = createWriteStream(path);
  const finished = once(out, 'finish');
  out.write(`${columns.map((c) => csvField(c.header)).join(',')}\n`);
  const batch = 5_000;
  for (let start = 0; start < rows.length; start += batch) {
    let text = '';
    for (let i = start; i < Math.min(rows.length, start + batch); i++) {
      const row = rows[i];
      text += `${columns.map((c) => csvField(c.value(row))).join(',')}\n`;
    }
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await finished;
  return { path, rows: rows.length };
}

export function csvField(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\n\r]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One sheet; numbers stay numbers, nulls are empty cells. */
export async function writeXlsx<R>(path: string, sheet: string, columns: Column<R>[], rows: readonly R[]): Promise<DataFile> {
  const table: Cell[][] = [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(table), sheet);
  await writeFile(path, XLSX.write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer);
  return { path, rows: rows.length };
}

/** Parquet through a scratch CSV read by DuckDB with every column's declared type. */
export async function writeParquet<R>(path: string, columns: Column<R>[], rows: readonly R[]): Promise<DataFile> {
  const scratch = `${path}.scratch.csv`;
  await writeCsv(scratch, columns, rows);
  const types = columns.map((c) => `${sqlString(c.header)}: ${sqlString(c.sqlType ?? 'VARCHAR')}`).join(', ');
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(
      `COPY (SELECT * FROM read_csv(${sqlString(scratch)}, header = true, columns = {${types}})) TO ${sqlString(path)} (FORMAT parquet)`,
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(scratch, { force: true });
  }
  return { path, rows: rows.length };
}

function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A cell of a hand-laid sheet: Date objects become Excel dates. */
export type GridCell = Cell | Date;

/**
 * A workbook laid out cell by cell, one grid per sheet, as tools export them: title and note
 * rows around the table, totals lines, several sheets.
 */
export async function writeXlsxGrids(path: string, sheets: { name: string; grid: GridCell[][] }[], rows: number): Promise<DataFile> {
  const workbook = XLSX.utils.book_new();
  for (const { name, grid } of sheets) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(grid, { cellDates: true }), name);
  await writeFile(path, XLSX.write(workbook, { bookType: 'xlsx', type: 'buffer', cellDates: true }) as Buffer);
  return { path, rows };
}

/**
 * Text lines exactly as an export writes them: any separator, cells already formatted
 * ("1.234,56", "$1,234.50"), header cells that repeat or hold line breaks. Quotes a cell only when
 * it holds the separator, a quote or a line break; trailing spaces are kept as written.
 */
export async function writeDelimited(path: string, separator: string, lines: readonly (readonly Cell[])[], rows: number): Promise<DataFile> {
  const field = (cell: Cell) => {
    if (cell === null) return '';
    const text = String(cell);
    return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  await writeFile(path, lines.map((line) => `${line.map(field).join(separator)}\r\n`).join(''));
  return { path, rows };
}

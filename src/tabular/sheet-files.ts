// A workbook's tables written as CSV files, one per sheet that holds values: the work done per
// cell (finding the header, typing columns, formatting values) runs where the workbook was read,
// in an extraction thread, and the service's thread only hands the files to DuckDB's CSV reader.
// Every cell is quoted ("" inside doubled); an empty field is NULL.
import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkbookSheet } from '../parsing/workbook.ts';
import { sheetTable, type SheetColumnType } from './sheet-table.ts';

export interface SheetFile {
  sheet: string;
  labels: string[];
  types: SheetColumnType[];
  rowCount: number;
  csvPath: string;
}

/** Rows written per write call: bounded buffers, few system calls. */
const ROWS_PER_WRITE = 2_000;

function csvCell(value: string | null): string {
  return value === null ? '' : `"${value.replaceAll('"', '""')}"`;
}

export function writeSheetFiles(sheets: readonly WorkbookSheet[], outDir: string): SheetFile[] {
  const files: SheetFile[] = [];
  for (const { name, rows } of sheets) {
    const table = sheetTable(rows);
    if (table === null) continue;
    const csvPath = join(outDir, `sheet-${files.length + 1}.csv`);
    const fd = openSync(csvPath, 'w');
    try {
      for (let start = 0; start < table.rows.length; start += ROWS_PER_WRITE) {
        const lines = table.rows.slice(start, start + ROWS_PER_WRITE).map((row) => row.map(csvCell).join(','));
        writeSync(fd, `${lines.join('\n')}\n`);
      }
    } finally {
      closeSync(fd);
    }
    files.push({ sheet: name, labels: table.labels, types: table.types, rowCount: table.rows.length, csvPath });
  }
  return files;
}

// XLSX/XLS sheets to staged Parquet files, one table per sheet that holds values. The reader
// writes each sheet's table as a CSV of text cells (sheet-files.ts); DuckDB reads it and casts
// the cells to the column types found in the sheet, so Excel's own types (numbers, dates,
// booleans) survive.

import { join } from 'node:path';
import { JobError } from '../errors.ts';
import { stageRelation, type StagedTable } from './parquet-stage.ts';
import { writeSheetFiles, type SheetFile } from './sheet-files.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

export type StagedSheet = { sheet: string; staged: StagedTable };

/** Reads a workbook and writes its sheets' tables into `outDir` (see sheet-files.ts). */
export type WorkbookReader = (path: string, outDir: string) => Promise<SheetFile[]>;

/**
 * Reads in this thread; the service passes its worker pool's reader instead, to keep SheetJS and the
 * per-cell work off the event loop (and SheetJS's 40 MB out of the main thread: it is imported here only when used).
 */
export const readWorkbookHere: WorkbookReader = async (path, outDir) =>
  writeSheetFiles((await import('../parsing/workbook.ts')).readWorkbookSheets(path), outDir);

function sheetRelation(file: SheetFile): string {
  const columns = file.types.map((_, i) => `c${i}`);
  const declared = columns.map((c) => `${sqlString(c)}: 'VARCHAR'`).join(', ');
  // Quoted empty strings never occur (empty cells are NULL), so every field is read as written.
  // A row may be up to 8 MB (DuckDB's read buffer is a multiple of this, so not more).
  const source =
    `read_csv(${sqlString(file.csvPath)}, auto_detect = false, header = false, columns = {${declared}}, delim = ',', quote = '"', escape = '"', ` +
    `new_line = '\\n', allow_quoted_nulls = false, max_line_size = 8388608)`;
  const casts = columns.map((c, i) => `CAST(${sqlIdentifier(c)} AS ${file.types[i]}) AS ${sqlIdentifier(c)}`);
  return `(SELECT ${casts.join(', ')} FROM ${source})`;
}

/** Stages the tables a WorkbookReader wrote. */
export async function stageWorkbook(engine: IngestEngine, filename: string, files: readonly SheetFile[], scratchDir: string): Promise<StagedSheet[]> {
  if (files.length === 0) throw new JobError('CORRUPTED_FILE', `${filename} has no sheet with data.`);
  const staged: StagedSheet[] = [];
  for (const [i, file] of files.entries()) {
    staged.push({ sheet: file.sheet, staged: await stageRelation(engine, sheetRelation(file), file.labels, join(scratchDir, `table-${i + 1}.parquet`)) });
  }
  return staged;
}

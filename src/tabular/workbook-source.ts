// XLSX/XLS sheets to staged Parquet files, one table per sheet that holds values. Cells go
// through an in-memory DuckDB table as text and are cast to the column types found in the
// sheet, so Excel's own types (numbers, dates, booleans) survive.

import { join } from 'node:path';
import { readWorkbookSheets } from '../parsing/workbook.ts';
import { JobError } from '../errors.ts';
import { sheetTable, type SheetTable } from './sheet-table.ts';
import { stageRelation, type StagedTable } from './parquet-stage.ts';
import { sqlIdentifier } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

export type StagedSheet = { sheet: string; staged: StagedTable };

export type WorkbookReader = (path: string) => Promise<Array<{ name: string; rows: unknown[][] }>>;

/** Reads in this thread; the service passes its worker pool's reader instead, to keep SheetJS off the event loop. */
export const readWorkbookHere: WorkbookReader = async (path) => readWorkbookSheets(path);

/** The tables in a workbook's sheets; empty sheets have none. */
export async function workbookTables(path: string, read: WorkbookReader = readWorkbookHere): Promise<Array<{ sheet: string; table: SheetTable }>> {
  return (await read(path)).flatMap(({ name, rows }) => {
    const table = sheetTable(rows);
    return table === null ? [] : [{ sheet: name, table }];
  });
}

async function loadSheetTable(engine: IngestEngine, tableName: string, table: SheetTable): Promise<string> {
  const columns = table.types.map((_, i) => `c${i}`);
  await engine.run(`CREATE TABLE ${tableName} (${columns.map((c) => `${c} VARCHAR`).join(', ')})`);
  const appender = await engine.connection.createAppender(tableName);
  for (const row of table.rows) {
    for (const value of row) {
      if (value === null) appender.appendNull();
      else appender.appendVarchar(value);
    }
    appender.endRow();
  }
  appender.closeSync();
  const casts = columns.map((c, i) => `CAST(${c} AS ${table.types[i]}) AS ${sqlIdentifier(c)}`);
  return `(SELECT ${casts.join(', ')} FROM ${tableName})`;
}

/** Stages the tables found by workbookTables. */
export async function stageWorkbook(
  engine: IngestEngine,
  filename: string,
  tables: ReadonlyArray<{ sheet: string; table: SheetTable }>,
  scratchDir: string,
): Promise<StagedSheet[]> {
  if (tables.length === 0) throw new JobError('CORRUPTED_FILE', `${filename} has no sheet with data.`);
  const staged: StagedSheet[] = [];
  for (const [i, { sheet, table }] of tables.entries()) {
    const tableName = `sheet_${i}`;
    const relation = await loadSheetTable(engine, tableName, table);
    staged.push({ sheet, staged: await stageRelation(engine, relation, table.labels, join(scratchDir, `table-${i + 1}.parquet`)) });
    await engine.run(`DROP TABLE ${tableName}`);
  }
  return staged;
}

// Uploaded spreadsheets and data files become Parquet tables a model can query. Everything is
// built in a scratch folder inside outputDir and renamed into place at the end, so a failed or
// interrupted ingestion never leaves a half-written table behind.

import { mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { JobError } from '../errors.ts';
import { claimTableName } from './naming.ts';
import {
  DEFAULT_INGEST_ENGINE_SETTINGS,
  openIngestEngine,
  stoppedIngestion,
  type IngestEngine,
  type IngestEngineSettings,
} from './ingest-engine.ts';
import { stageCsv } from './csv-source.ts';
import { stageParquet } from './parquet-source.ts';
import { readWorkbookHere, stageWorkbook, type WorkbookReader } from './workbook-source.ts';
import { sheetTable } from './sheet-table.ts';
import { finishStagedTable } from './column-profile.ts';
import { checkCsvWidth, checkTableWidth } from './table-limits.ts';
import type { StagedTable } from './parquet-stage.ts';
import type { SheetFile } from './sheet-files.ts';
import type { IngestedTable, TabularFileType } from './types.ts';

export type IngestInput = {
  path: string;
  filename: string;
  type: TabularFileType;
  /** Where the Parquet files go; the caller moves them to blob storage. */
  outputDir: string;
  /** Tables already in the workspace: new names avoid them. */
  existingTableNames: string[];
  /** The workspace's table limit, counting the existing tables. */
  maxTables?: number;
  engine?: IngestEngineSettings;
  /** How workbooks are read (default: SheetJS in this thread). */
  readWorkbook?: WorkbookReader;
  /** Stops the ingestion (DuckDB is interrupted); the abort reason is thrown if it is a JobError, else PROCESSING_TIMEOUT. */
  signal?: AbortSignal;
};

type StagedSource = { sheet: string | null; staged: StagedTable };

/**
 * How many tables a file will add. Free for CSV and Parquet (one each); a workbook is read to
 * find its sheets with data.
 */
export async function countTables(path: string, type: TabularFileType): Promise<number> {
  if (type === 'csv' || type === 'parquet') return 1;
  // SheetJS is loaded only here (about 40 MB): the service reads workbooks in its extraction threads.
  const { readWorkbookSheets } = await import('../parsing/workbook.ts');
  return readWorkbookSheets(path).filter((sheet) => sheetTable(sheet.rows) !== null).length;
}

function checkTableLimit(existing: number, adding: number, maxTables: number | undefined): void {
  if (maxTables !== undefined && existing + adding > maxTables) {
    throw new JobError(
      'WORKSPACE_TABLE_LIMIT_EXCEEDED',
      `The workspace holds ${existing} tables and this file adds ${adding}; the limit is ${maxTables}.`,
    );
  }
}

/** A workbook's sheets, written out before DuckDB is loaded: the two peaks of memory do not add up. */
async function readSheets(input: IngestInput, scratchDir: string): Promise<SheetFile[]> {
  const sheets = await (input.readWorkbook ?? readWorkbookHere)(input.path, scratchDir);
  checkTableLimit(input.existingTableNames.length, sheets.length, input.maxTables);
  for (const sheet of sheets) checkTableWidth(input.filename, sheet.types.length, sheet.sheet);
  return sheets;
}

async function stageSources(engine: IngestEngine, input: IngestInput, scratchDir: string, sheets: SheetFile[] | null): Promise<StagedSource[]> {
  const target = join(scratchDir, 'table-1.parquet');
  if (sheets) return stageWorkbook(engine, input.filename, sheets, scratchDir);
  if (input.type === 'parquet') return [{ sheet: null, staged: await stageParquet(engine, input, target) }];
  await checkCsvWidth(input.path, input.filename);
  return [{ sheet: null, staged: await stageCsv(engine, input, scratchDir, target) }];
}

export async function ingestTabularFile(input: IngestInput): Promise<IngestedTable[]> {
  // Every file adds at least one table; a workbook's count is checked again once its sheets are read.
  checkTableLimit(input.existingTableNames.length, 1, input.maxTables);
  const scratchDir = await mkdtemp(join(input.outputDir, '.ingest-'));
  let engine: IngestEngine | undefined;
  const published: string[] = [];
  try {
    const sheets = input.type === 'xlsx' || input.type === 'xls' ? await readSheets(input, scratchDir) : null;
    engine = await openIngestEngine(join(scratchDir, 'spill'), input.engine ?? DEFAULT_INGEST_ENGINE_SETTINGS, input.signal);
    const sources = await stageSources(engine, input, scratchDir, sheets);
    const taken = new Set(input.existingTableNames.map((name) => name.toLowerCase()));
    const tables: IngestedTable[] = [];
    for (const { sheet, staged } of sources) {
      const { rowCount, columns, profile } = await finishStagedTable(engine, staged);
      const tableName = claimTableName(input.filename, sources.length > 1 ? sheet : null, taken);
      const parquetPath = join(input.outputDir, `${tableName}-${randomBytes(4).toString('hex')}.parquet`);
      tables.push({ tableName, sheet, rowCount, parquetPath, columns, profile });
    }
    for (const [i, table] of tables.entries()) {
      await rename(sources[i].staged.parquetPath, table.parquetPath);
      published.push(table.parquetPath);
    }
    return tables;
  } catch (error) {
    await Promise.all(published.map((path) => rm(path, { force: true })));
    // An interrupted query surfaces as a DuckDB error (or a CSV retry giving up): say why.
    throw input.signal?.aborted ? stoppedIngestion(input.signal) : error;
  } finally {
    engine?.close();
    await rm(scratchDir, { recursive: true, force: true });
  }
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { countTables, ingestTabularFile } from './ingest.ts';
import { readParquetRows } from './test-support.ts';
import { JobError } from '../errors.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures/tabular');

let work: string;
let outputDir: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'quarry-workbook-'));
  outputDir = join(work, 'out');
  await mkdir(outputDir);
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A workbook written by SheetJS, as Excel would store it. */
async function writeWorkbook(filename: string, sheets: Record<string, unknown[][]>, bookType: 'xlsx' | 'biff8'): Promise<string> {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), name);
  }
  const path = join(work, filename);
  await writeFile(path, XLSX.write(workbook, { bookType, type: 'buffer', cellDates: true }) as Buffer);
  return path;
}

const salesSheets = {
  'North America': [
    ['Quarterly sales report'],
    [],
    ['Region', 'Order date', 'Amount', 'Units', 'Paid', 'Shipped at'],
    ['East', new Date(2024, 0, 15), 1234.5, 3, true, new Date(2024, 0, 16, 9, 30)],
    ['West', new Date(2024, 1, 1), 99, 1, false, new Date(2024, 1, 2, 14, 0)],
    ['South', new Date(2024, 1, 29), 10.25, 12, true, null],
  ],
  Empty: [],
  Europe: [
    ['Land', 'Umsatz', 'Anteil'],
    ['Deutschland', '1,200', '40%'],
    ['Österreich', '-', '12.5%'],
  ],
};

describe('ingestTabularFile: report workbooks', () => {
  it('leaves out the notes under a table ("Generated on ...") and keeps its totals line for the profile', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`R-${i + 1}`, ['North', 'South'][i % 2], 10 + i]);
    const total = rows.reduce((n, r) => n + Number(r[2]), 0);
    const path = await writeWorkbook('report.xlsx', { Report: [['Donations report'], [], ['Ref', 'Region', 'Amount'], ...rows, ['Total', null, total], [], ['Generated on 01/10/2025 08:14 by CRM Reports']] }, 'xlsx');
    const [table] = await ingestTabularFile({ path, filename: 'report.xlsx', type: 'xlsx', outputDir, existingTableNames: [] });
    expect(table.rowCount).toBe(41);
    expect(table.profile.summaryRows).toEqual([{ column: 'ref', value: 'Total' }]);
  });
});

describe('ingestTabularFile: workbooks', () => {
  it('makes one table per sheet with data, with Excel types kept and title rows skipped', async () => {
    const path = await writeWorkbook('Sales 2024.xlsx', salesSheets, 'xlsx');
    expect(await countTables(path, 'xlsx')).toBe(2);
    const tables = await ingestTabularFile({ path, filename: 'Sales 2024.xlsx', type: 'xlsx', outputDir, existingTableNames: [] });
    expect(tables.map((t) => [t.tableName, t.sheet, t.rowCount])).toEqual([
      ['sales_2024_north_america', 'North America', 3],
      ['sales_2024_europe', 'Europe', 2],
    ]);
    const [america, europe] = tables;
    expect(america.columns.map((c) => [c.name, c.label, c.type, c.nullCount])).toEqual([
      ['region', 'Region', 'text', 0],
      ['order_date', 'Order date', 'date', 0],
      ['amount', 'Amount', 'double', 0],
      ['units', 'Units', 'integer', 0],
      ['paid', 'Paid', 'boolean', 0],
      ['shipped_at', 'Shipped at', 'timestamp', 1],
    ]);
    expect(america.columns[1].sampleValues).toEqual(['2024-01-15', '2024-02-01', '2024-02-29']);
    expect(america.columns[5].sampleValues).toEqual(['2024-01-16 09:30:00', '2024-02-02 14:00:00']);
    expect(europe.columns.map((c) => [c.name, c.type, c.nullCount])).toEqual([
      ['land', 'text', 0],
      ['umsatz', 'integer', 1],
      ['anteil', 'double', 0],
    ]);
    expect(await readParquetRows(europe.parquetPath, 'SELECT land, umsatz, anteil FROM t')).toEqual([
      ['Deutschland', 1200n, 40],
      ['Österreich', null, 12.5],
    ]);
    expect((await readdir(outputDir)).sort()).toEqual(tables.map((t) => t.parquetPath.slice(outputDir.length + 1)).sort());
  });

  it('keeps quotes, commas and line breaks inside cells', async () => {
    const path = await writeWorkbook('notes.xlsx', { Notes: [['Who', 'Said'], ['Ann', 'He said "hi", then\nleft'], ['Bob', '""']] }, 'xlsx');
    const [table] = await ingestTabularFile({ path, filename: 'notes.xlsx', type: 'xlsx', outputDir, existingTableNames: [] });
    expect(await readParquetRows(table.parquetPath, 'SELECT who, said FROM t')).toEqual([
      ['Ann', 'He said "hi", then\nleft'],
      ['Bob', '""'],
    ]);
  });

  it('reads the legacy XLS format', async () => {
    const path = await writeWorkbook('legacy.xls', { Data: salesSheets['North America'] }, 'biff8');
    const [table] = await ingestTabularFile({ path, filename: 'legacy.xls', type: 'xls', outputDir, existingTableNames: [] });
    expect(table).toMatchObject({ tableName: 'legacy', sheet: 'Data', rowCount: 3 });
    expect(table.columns.map((c) => c.type)).toEqual(['text', 'date', 'double', 'integer', 'boolean', 'timestamp']);
  });

  it('finds the header under a title row in a real workbook', async () => {
    const path = join(fixtures, 'ducks-with-title.xlsx');
    const [table] = await ingestTabularFile({ path, filename: 'ducks-with-title.xlsx', type: 'xlsx', outputDir, existingTableNames: [] });
    expect(table.columns.map((c) => [c.name, c.label, c.type])).toEqual([
      ['year', 'Year', 'integer'],
      ['freshwater_ducks', 'Freshwater Ducks', 'integer'],
    ]);
    expect(await readParquetRows(table.parquetPath, 'SELECT freshwater_ducks FROM t WHERE year = 2024')).toEqual([[180n]]);
  });

  it('refuses a workbook whose sheets would pass the workspace table limit', async () => {
    const path = await writeWorkbook('many.xlsx', salesSheets, 'xlsx');
    const existing = Array.from({ length: 49 }, (_, i) => `table_${i}`);
    const error = await ingestTabularFile({ path, filename: 'many.xlsx', type: 'xlsx', outputDir, existingTableNames: existing, maxTables: 50 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('WORKSPACE_TABLE_LIMIT_EXCEEDED');
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('reports a damaged workbook as corrupted', async () => {
    const path = join(work, 'broken.xlsx');
    await writeFile(path, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]));
    const error = await ingestTabularFile({ path, filename: 'broken.xlsx', type: 'xlsx', outputDir, existingTableNames: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('CORRUPTED_FILE');
  });
});

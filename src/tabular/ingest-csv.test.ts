import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestTabularFile } from './ingest.ts';
import { readParquetRows } from './test-support.ts';
import { JobError } from '../errors.ts';

const fixtures = join(import.meta.dirname, '../../test/fixtures/tabular');

let work: string;
let outputDir: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'quarry-csv-'));
  outputDir = join(work, 'out');
  await rm(outputDir, { recursive: true, force: true });
  await import('node:fs/promises').then((fs) => fs.mkdir(outputDir));
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function ingestCsv(filename: string, content: string | Buffer, existingTableNames: string[] = []) {
  const path = join(work, filename);
  await writeFile(path, content);
  return ingestTabularFile({ path, filename, type: 'csv', outputDir, existingTableNames });
}

async function expectJobError(promise: Promise<unknown>, code: string, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(JobError);
  expect((error as JobError).code).toBe(code);
  expect((error as JobError).message).toMatch(message);
}

describe('ingestTabularFile: CSV dialects', () => {
  it('reads a semicolon-separated file with quoted delimiters and ISO dates', async () => {
    const [table] = await ingestTabularFile({
      path: join(fixtures, 'customers-semicolon.csv'),
      filename: 'customers-semicolon.csv',
      type: 'csv',
      outputDir,
      existingTableNames: [],
    });
    expect(table.tableName).toBe('customers_semicolon');
    expect(table.sheet).toBeNull();
    expect(table.rowCount).toBe(5);
    expect(table.columns.map((c) => [c.name, c.type])).toEqual([
      ['index', 'integer'],
      ['customer_id', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['company', 'text'],
      ['city', 'text'],
      ['country', 'text'],
      ['phone_1', 'text'],
      ['phone_2', 'text'],
      ['email', 'text'],
      ['subscription_date', 'date'],
      ['website', 'text'],
    ]);
    expect(table.columns[10]).toMatchObject({ label: 'Subscription Date', nullCount: 0 });
    expect(table.columns[10].sampleValues).toEqual(['2020-08-24', '2021-04-23', '2020-03-25', '2020-06-02', '2021-04-17']);
    expect(table.columns[4].sampleValues).toContain('Dominguez;Mcmillan and Donovan');
    const rows = await readParquetRows(table.parquetPath, 'SELECT company FROM t WHERE "index" = 4');
    expect(rows).toEqual([['Dominguez;Mcmillan and Donovan']]);
  });

  it('reads tab-separated text with quoted newlines and doubled quotes', async () => {
    const [table] = await ingestCsv('notes.tsv', 'id\tcomment\tscore\n1\t"line one\nline two"\t2.5\n2\t"say ""hi"""\t3\n3\tplain\t\n');
    expect(table.columns.map((c) => [c.name, c.type, c.nullCount])).toEqual([
      ['id', 'integer', 0],
      ['comment', 'text', 0],
      ['score', 'double', 1],
    ]);
    expect(table.columns[1].sampleValues).toEqual(['line one\nline two', 'say "hi"', 'plain']);
  });

  it('pads short rows instead of guessing another dialect', async () => {
    const [table] = await ingestCsv('ragged.csv', 'a,b,c,d\n1,2,3,4\n5,6,7\n8,9,10,11\n');
    expect(table.columns.map((c) => c.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(await readParquetRows(table.parquetPath, 'SELECT d FROM t')).toEqual([[4n], [null], [11n]]);
  });

  it('names the columns of a file without header column_1, column_2, ...', async () => {
    const [table] = await ingestCsv('plain.csv', '1,alice,2.5\n2,bob,3.5\n3,carol,4\n');
    expect(table.rowCount).toBe(3);
    expect(table.columns.map((c) => [c.name, c.label, c.type])).toEqual([
      ['column_1', '', 'integer'],
      ['column_2', '', 'text'],
      ['column_3', '', 'double'],
    ]);
  });

  it('keeps the original header text as labels of SQL-friendly names', async () => {
    const header = ['', 'Region', 'Region', '"Total\nSales ($)"', 'Select', '2019', 'Größe % Änderung', 'x'.repeat(100), '日本語'];
    const row = ['1', 'north', 'n1', '"1,000"', 's', '7', '1.5', 'long', '値'];
    const [table] = await ingestCsv('messy.csv', `${header.join(',')}\n${row.join(',')}\n`);
    expect(table.columns.map((c) => c.name)).toEqual([
      'column_1',
      'region',
      'region_2',
      'total_sales',
      'select_col',
      'col_2019',
      'grosse_pct_anderung',
      'x'.repeat(63),
      '日本語',
    ]);
    expect(table.columns.map((c) => c.label)).toEqual(['', 'Region', 'Region', 'Total\nSales ($)', 'Select', '2019', 'Größe % Änderung', 'x'.repeat(100), '日本語']);
  });

  it('reads a Wikipedia table with multi-line headers and thousands separators as numbers', async () => {
    const [table] = await ingestTabularFile({
      path: join(fixtures, 'wtq-immigration.csv'),
      filename: 'wtq-immigration.csv',
      type: 'csv',
      outputDir,
      existingTableNames: [],
    });
    expect(table.rowCount).toBe(94);
    const total = table.columns.find((c) => c.name === 'total');
    expect(total).toMatchObject({ type: 'integer', nullCount: 0 });
    expect(table.columns[1]).toMatchObject({ name: 'col_1882_1918', label: '1882–\n1918', type: 'integer' });
    expect(await readParquetRows(table.parquetPath, "SELECT col_1919_1948, total FROM t WHERE region_country = 'Africa'")).toEqual([
      [11180n, 560195n],
    ]);
  });

  it('turns numbers written for people into numbers: separators, percentages, dashes for none', async () => {
    const [table] = await ingestCsv(
      'countries.csv',
      'country,population,share,gdp,code\nA,"1,234,567",12.5%,$1.5,007\nB,"2,000",3%,$20,12\nC,—,1.25%,-,x1\n',
    );
    expect(table.columns.map((c) => [c.name, c.type, c.nullCount])).toEqual([
      ['country', 'text', 0],
      ['population', 'integer', 1],
      ['share', 'double', 0],
      ['gdp', 'double', 1],
      ['code', 'text', 0],
    ]);
    expect(await readParquetRows(table.parquetPath, 'SELECT population, share FROM t')).toEqual([
      [1234567n, 12.5],
      [2000n, 3],
      [null, 1.25],
    ]);
    expect(table.columns[2].label).toBe('share (%)');
  });

  it('reads exports\' numbers: decimal commas ("1.234,56"), credits in parentheses, and one spelling per category', async () => {
    const [european] = await ingestCsv('lines.csv', 'land;netto;region\nDE;1.234,56;North\nAT;12,5;north \nCH;-3,00;NORTH\nIT;7;South\n');
    expect(european.columns.map((c) => [c.name, c.type])).toEqual([
      ['land', 'text'],
      ['netto', 'double'],
      ['region', 'text'],
    ]);
    expect(await readParquetRows(european.parquetPath, 'SELECT netto, region FROM t')).toEqual([
      [1234.56, 'North'],
      [12.5, 'North'],
      [-3, 'North'],
      [7, 'South'],
    ]);
    const [accounting] = await ingestCsv('jobs.csv', 'job,adjustment,paid\n1,(120.00),"$1,234.50"\n2,45.10,($8.00)\n3,0.00,$0.99\n');
    expect(await readParquetRows(accounting.parquetPath, 'SELECT adjustment, paid FROM t')).toEqual([
      [-120, 1234.5],
      [45.1, -8],
      [0, 0.99],
    ]);
  });
});

describe('ingestTabularFile: what the sniffer sample does not show', () => {
  it('re-reads with every row sampled when a value past the sample breaks the guessed type', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `${i},v`).join('\n');
    const [table] = await ingestCsv('late-type.csv', `n,s\n${rows}\nn/k,v\n`);
    expect(table.rowCount).toBe(30_001);
    expect(table.columns[0]).toMatchObject({ name: 'n', type: 'text' });
  });

  it('finds sample values beyond the first rows', async () => {
    const rows = Array.from({ length: 12_000 }, (_, i) => `${i},${i < 11_000 ? 'a' : i % 2 ? 'b' : 'c'}`).join('\n');
    const [table] = await ingestCsv('late-values.csv', `n,letter\n${rows}\n`);
    expect(table.columns[1].sampleValues).toEqual(['a', 'c', 'b']);
  });

  it('makes an empty table of a file with only a header', async () => {
    const [table] = await ingestCsv('header-only.csv', 'a,b,c\n');
    expect(table.rowCount).toBe(0);
    expect(table.columns.map((c) => [c.name, c.sampleValues, c.nullCount])).toEqual([
      ['a', [], 0],
      ['b', [], 0],
      ['c', [], 0],
    ]);
  });
});

describe('ingestTabularFile: encodings', () => {
  it('transcodes Windows-1252 (Latin-1) text', async () => {
    const latin1 = Buffer.from([
      ...Buffer.from('name;city;price\n'),
      ...[0x4a, 0x6f, 0x73, 0xe9], // José
      0x3b,
      ...[0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e], // München
      0x3b,
      ...[0x80, 0x20, 0x6f, 0x6b], // € ok
      0x0a,
    ]);
    const [table] = await ingestCsv('latin1.csv', latin1);
    expect(table.columns.map((c) => c.sampleValues)).toEqual([['José'], ['München'], ['€ ok']]);
  });

  it('transcodes when the first non-UTF-8 byte comes after the sampled start', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => `${i},plain text ${i}`).join('\n');
    const content = Buffer.concat([Buffer.from(`id,name\n${rows}\n`), Buffer.from([0x39, 0x39, 0x39, 0x39, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    expect(content.length).toBeGreaterThan(64 * 1024);
    const [table] = await ingestCsv('late-latin1.csv', content);
    expect(await readParquetRows(table.parquetPath, 'SELECT name FROM t WHERE id = 9999')).toEqual([['Café']]);
  });

  it('keeps UTF-8 text whose stray invalid byte comes late, instead of reading it all as windows-1252', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => `${i},Zürich ${i}`).join('\n');
    const content = Buffer.concat([Buffer.from(`id,name\n${rows}\n`), Buffer.from([0x39, 0x39, 0x39, 0x39, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    const [table] = await ingestCsv('mostly-utf8.csv', content);
    expect(await readParquetRows(table.parquetPath, 'SELECT name FROM t WHERE id IN (1, 9999) ORDER BY id')).toEqual([
      ['Zürich 1'],
      ['Caf\ufffd'],
    ]);
  });

  it('transcodes UTF-16 with a byte order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\tcity\nJosé\tZürich\n', 'utf16le')]);
    const [table] = await ingestCsv('utf16.csv', utf16);
    expect(table.columns.map((c) => [c.name, c.sampleValues])).toEqual([
      ['name', ['José']],
      ['city', ['Zürich']],
    ]);
  });

  it('skips a UTF-8 byte order mark', async () => {
    const [table] = await ingestCsv('bom.csv', '\ufeffname,qty\nä,1\n');
    expect(table.columns.map((c) => c.name)).toEqual(['name', 'qty']);
  });
});

describe('ingestTabularFile: files that are not CSV', () => {
  it('rejects binary garbage named .csv as corrupted', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    await expectJobError(ingestCsv('garbage.csv', garbage), 'CORRUPTED_FILE', /binary data/);
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('names the real format of a workbook renamed to .csv', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    await expectJobError(ingestCsv('book.csv', zip), 'UNSUPPORTED_FORMAT', /ZIP archive/);
  });

  it('rejects an empty file', async () => {
    await expectJobError(ingestCsv('empty.csv', ''), 'CORRUPTED_FILE', /empty/);
  });
});

describe('ingestTabularFile: workspace rules', () => {
  it('picks a table name not yet used in the workspace', async () => {
    const [table] = await ingestCsv('Sales.csv', 'a\n1\n', ['sales', 'Sales_2']);
    expect(table.tableName).toBe('sales_3');
  });

  it('refuses a table beyond the workspace limit and writes nothing', async () => {
    const existing = Array.from({ length: 50 }, (_, i) => `table_${i}`);
    const path = join(work, 'one-more.csv');
    await writeFile(path, 'a\n1\n');
    await expectJobError(
      ingestTabularFile({ path, filename: 'one-more.csv', type: 'csv', outputDir, existingTableNames: existing, maxTables: 50 }),
      'WORKSPACE_TABLE_LIMIT_EXCEEDED',
      /limit is 50/,
    );
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('stops when the caller aborts and leaves nothing behind', async () => {
    const path = join(work, 'big.csv');
    await writeFile(path, `id,name\n${Array.from({ length: 200_000 }, (_, i) => `${i},name ${i}`).join('\n')}\n`);
    const controller = new AbortController();
    controller.abort();
    await expectJobError(
      ingestTabularFile({ path, filename: 'big.csv', type: 'csv', outputDir, existingTableNames: [], signal: controller.signal }),
      'PROCESSING_TIMEOUT',
      /stopped/,
    );
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('leaves only the finished Parquet file in the output folder', async () => {
    const [table] = await ingestCsv('tidy.csv', 'a,b\n1,2\n');
    expect(await readdir(outputDir)).toEqual([table.parquetPath.slice(outputDir.length + 1)]);
    expect(table.parquetPath).toMatch(/\/tidy-[0-9a-f]{8}\.parquet$/);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ingestTabularFile } from './ingest.ts';
import { readParquetRows } from './test-support.ts';
import { JobError } from '../errors.ts';

let work: string;
let outputDir: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'quarry-parquet-'));
  outputDir = join(work, 'out');
  await mkdir(outputDir);
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function writeParquet(filename: string, select: string): Promise<string> {
  const path = join(work, filename);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (${select}) TO '${path}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  return path;
}

describe('ingestTabularFile: Parquet', () => {
  it('rewrites names to SQL-friendly ones, keeps column types and stores exotic types as text', async () => {
    const path = await writeParquet(
      'events.parquet',
      `SELECT range::INTEGER AS "Event ID", 'e' || range AS "Name", (range / 4)::DECIMAL(8,2) AS "Price (€)",
              DATE '2024-05-01' + range::INTEGER AS "Day", TIMESTAMP '2024-05-01 12:00:00' AS "At",
              range % 2 = 0 AS "Even?", TIME '08:15:00' AS "Start", [range, range + 1] AS "Pair",
              CASE WHEN range = 3 THEN NULL ELSE range / 2 END AS "Half"
       FROM range(5)`,
    );
    const [table] = await ingestTabularFile({ path, filename: 'events.parquet', type: 'parquet', outputDir, existingTableNames: [] });
    expect(table).toMatchObject({ tableName: 'events', sheet: null, rowCount: 5 });
    expect(table.columns.map((c) => [c.name, c.label, c.type, c.nullCount])).toEqual([
      ['event_id', 'Event ID', 'integer', 0],
      ['name', 'Name', 'text', 0],
      ['price', 'Price (€)', 'decimal', 0],
      ['day', 'Day', 'date', 0],
      ['at', 'At', 'timestamp', 0],
      ['even', 'Even?', 'boolean', 0],
      ['start', 'Start', 'text', 0],
      ['pair', 'Pair', 'text', 0],
      ['half', 'Half', 'double', 1],
    ]);
    expect(table.columns[7].sampleValues.slice(0, 2)).toEqual(['[0, 1]', '[1, 2]']);
    expect(await readParquetRows(table.parquetPath, 'SELECT sum(event_id), max(start) FROM t')).toEqual([[10n, '08:15:00']]);
  });

  it('reports a truncated Parquet file as corrupted', async () => {
    const whole = await writeParquet('whole.parquet', 'SELECT range AS n FROM range(1000)');
    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(whole));
    const path = join(work, 'cut.parquet');
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = await ingestTabularFile({ path, filename: 'cut.parquet', type: 'parquet', outputDir, existingTableNames: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('CORRUPTED_FILE');
  });
});

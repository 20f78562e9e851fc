// Ingest benchmark: ingestTabularFile on a generated 1,000,000-row CSV against DuckDB's own
// read_csv + COPY TO parquet of the same file, then peak RSS while ingesting a ~200 MB CSV
// (in a child process, so the figure is that ingestion's alone).
//   npx node bench/ingest.ts          (npm run bench:ingest)
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { ingestTabularFile } from '../src/tabular/ingest.ts';
import { generateCsv } from './support/csv.ts';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(here, '.out');
const SPEED_ROWS = 1_000_000;
const MEMORY_TARGET_BYTES = 200 * 1024 * 1024;
const ROUNDS = 3;

async function countParquetRows(path: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll(`SELECT count(*) FROM read_parquet('${path}')`);
  const count = Number(reader.getRows()[0][0]);
  connection.closeSync();
  instance.closeSync();
  return count;
}

/** DuckDB alone, with its defaults: the speed to match. */
async function duckdbCopy(csvPath: string, parquetPath: string): Promise<number> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  await connection.run(`COPY (SELECT * FROM read_csv('${csvPath}')) TO '${parquetPath}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  return countParquetRows(parquetPath);
}

async function quarryIngest(csvPath: string, outputDir: string): Promise<number> {
  const [table] = await ingestTabularFile({ path: csvPath, filename: 'bench.csv', type: 'csv', outputDir, existingTableNames: [] });
  return countParquetRows(table.parquetPath);
}

/** Wall time, and CPU time of all the process's threads (steadier on a busy machine). */
async function timeIt(work: () => Promise<number>): Promise<{ seconds: number; cpuSeconds: number; rows: number }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const rows = await work();
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6, rows };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measureSpeed(): Promise<void> {
  const csvPath = join(outDir, 'ingest-1m.csv');
  const { bytes } = await generateCsv(csvPath, { rows: SPEED_ROWS });
  console.log(`speed: ${SPEED_ROWS.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB CSV`);
  const duckdbTimes: number[] = [];
  const quarryTimes: number[] = [];
  const duckdbCpu: number[] = [];
  const quarryCpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const dir = await mkdtemp(join(outDir, 'speed-'));
    const duck = await timeIt(() => duckdbCopy(csvPath, join(dir, 'duckdb.parquet')));
    const ours = await timeIt(() => quarryIngest(csvPath, dir));
    if (duck.rows !== SPEED_ROWS || ours.rows !== SPEED_ROWS) throw new Error(`row counts differ: ${duck.rows} / ${ours.rows}`);
    duckdbTimes.push(duck.seconds);
    quarryTimes.push(ours.seconds);
    duckdbCpu.push(duck.cpuSeconds);
    quarryCpu.push(ours.cpuSeconds);
    await rm(dir, { recursive: true, force: true });
  }
  const duck = median(duckdbTimes);
  const ours = median(quarryTimes);
  const duckCpu = median(duckdbCpu);
  const oursCpu = median(quarryCpu);
  console.log(`  DuckDB read_csv + COPY TO parquet: ${duck.toFixed(2)} s wall, ${duckCpu.toFixed(2)} s CPU (medians of ${ROUNDS})`);
  console.log(`  ingestTabularFile, until queryable: ${ours.toFixed(2)} s wall, ${oursCpu.toFixed(2)} s CPU`);
  console.log(`  speed ratio (DuckDB time / ours):  ${(duck / ours).toFixed(2)} wall, ${(duckCpu / oursCpu).toFixed(2)} CPU  (goal >= 0.70)`);
}

async function measureMemory(): Promise<void> {
  const csvPath = join(outDir, 'ingest-200mb.csv');
  const { rows, bytes } = await generateCsv(csvPath, { bytes: MEMORY_TARGET_BYTES });
  const dir = await mkdtemp(join(outDir, 'memory-'));
  try {
    const { stdout } = await run(process.execPath, [fileURLToPath(import.meta.url), '--peak-rss', csvPath, dir], { maxBuffer: 1 << 20 });
    const result = JSON.parse(stdout) as { baselineKb: number; peakKb: number; seconds: number; rows: number };
    console.log(`memory: ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(0)} MB CSV ingested in ${result.seconds.toFixed(1)} s`);
    console.log(`  peak RSS ${(result.peakKb / 1024).toFixed(0)} MB (process baseline ${(result.baselineKb / 1024).toFixed(0)} MB; goal < 1024 MB)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--peak-rss') {
  const [csvPath, outputDir] = process.argv.slice(3);
  const baselineKb = process.resourceUsage().maxRSS;
  const { seconds, rows } = await timeIt(() => quarryIngest(csvPath, outputDir));
  console.log(JSON.stringify({ baselineKb, peakKb: process.resourceUsage().maxRSS, seconds, rows }));
} else {
  if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
  await measureSpeed();
  await measureMemory();
  for (const name of ['ingest-1m.csv', 'ingest-200mb.csv']) {
    const path = join(outDir, name);
    if (existsSync(path) && statSync(path).isFile()) await rm(path);
  }
}

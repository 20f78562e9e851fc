// Table imports in host processes: the same tables as an import in this process, DuckDB never
// loaded here, the catalogue's errors carried across, cancellation, a crashed host, idle exit.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { createIngestProcesses } from './ingest-processes.ts';
import { readWorkbookHere, type WorkbookReader } from './workbook-source.ts';
import { JobError } from '../errors.ts';
import { pollUntil } from '../../test/support/poll.ts';
import { sessionOf, threadPriorities } from '../../test/support/thread-priority.ts';
import { BACKGROUND_NICE } from '../background-priority.ts';

const IDLE_RETIRE_MS = 3_000;
const processes = createIngestProcesses({ idleRetireMs: IDLE_RETIRE_MS });
let work: string;
let outputDir: string;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'quarry-ingest-host-'));
  outputDir = join(work, 'out');
  await mkdir(outputDir);
});
afterEach(() => rm(work, { recursive: true, force: true }));
afterAll(() => processes.close());

/** Whether DuckDB's native library is mapped into this process. */
function duckdbLoadedHere(): boolean {
  return /duckdb[^/\n]*\.node/.test(readFileSync('/proc/self/maps', 'utf8'));
}

const refuseWorkbooks: WorkbookReader = () => Promise.reject(new Error('no workbook expected'));

async function csvFile(filename: string, content: string): Promise<string> {
  const path = join(work, filename);
  await writeFile(path, content);
  return path;
}

function hostPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'ingest-host'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

describe('table imports in host processes', () => {
  it('imports a CSV in a host process, never loading DuckDB into this one, and keeps the host for the next file', async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => `${['North', 'South', 'East'][i % 3]},"${(i * 7).toLocaleString('en-US')}",2024-01-${String((i % 28) + 1).padStart(2, '0')}`);
    const path = await csvFile('sales.csv', `Region,Amount,Order date\n${rows.join('\n')}\n`);
    const [table] = await processes.ingest({ path, filename: 'sales.csv', type: 'csv', outputDir, existingTableNames: ['sales'], readWorkbook: refuseWorkbooks });

    expect(table.tableName).toBe('sales_2');
    expect(table.rowCount).toBe(3_000);
    expect(table.columns.map((c) => [c.name, c.type])).toEqual([
      ['region', 'text'],
      ['amount', 'integer'],
      ['order_date', 'date'],
    ]);
    expect(table.profile.columns.find((c) => c.name === 'region')?.values.map(([value]) => value).sort()).toEqual(['East', 'North', 'South']);
    expect(await readdir(outputDir)).toEqual([table.parquetPath.slice(outputDir.length + 1)]);
    expect(duckdbLoadedHere()).toBe(false);
    expect(processes.count()).toBe(1);

    const [again] = await processes.ingest({ path, filename: 'sales.csv', type: 'csv', outputDir, existingTableNames: ['sales', 'sales_2'], readWorkbook: refuseWorkbooks });
    expect(again.tableName).toBe('sales_3');
    expect(processes.count()).toBe(1);
  });

  it.runIf(process.platform === 'linux')('runs every thread of the host, DuckDB\'s included, at a lower CPU priority than this process', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => `${i},${i % 7}`);
    const path = await csvFile('priority.csv', `id,bucket\n${rows.join('\n')}\n`);
    await processes.ingest({ path, filename: 'priority.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    const [host] = hostPids();
    const threads = threadPriorities(host);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.filter((t) => t.nice !== BACKGROUND_NICE)).toEqual([]);
    expect(threadPriorities().filter((t) => t.nice !== 0)).toEqual([]);
  });

  it.runIf(process.platform === 'linux')('runs the host in a session of its own, so that autogroup scheduling takes its CPU time from a share other than this process\'s', async () => {
    const path = await csvFile('session.csv', `id,bucket\n${Array.from({ length: 2_000 }, (_, i) => `${i},${i % 7}`).join('\n')}\n`);
    await processes.ingest({ path, filename: 'session.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    const [host] = hostPids();
    expect(sessionOf(host)).toBe(host);
    expect(sessionOf(host)).not.toBe(sessionOf());
  });

  it('carries the error catalogue across: an unreadable file fails with its JobError code', async () => {
    const path = await csvFile('empty.csv', '');
    const error = await processes.ingest({ path, filename: 'empty.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).code).toBe('CORRUPTED_FILE');
    expect((error as JobError).message).toMatch(/empty\.csv is empty/);
  });

  it('reads workbooks through the reader it is given (the service passes its extraction threads)', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['City', 'Population'], ['Oslo', 709000], ['Bergen', 291000]]), 'Cities');
    const path = join(work, 'cities.xlsx');
    await writeFile(path, XLSX.write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer);
    const asked: string[] = [];
    const reader: WorkbookReader = (file, outDir) => {
      asked.push(file);
      return readWorkbookHere(file, outDir);
    };
    const [table] = await processes.ingest({ path, filename: 'cities.xlsx', type: 'xlsx', outputDir, existingTableNames: [], readWorkbook: reader });
    expect(asked).toEqual([path]);
    expect(table.rowCount).toBe(2);
    expect(table.columns.map((c) => [c.name, c.type])).toEqual([
      ['city', 'text'],
      ['population', 'integer'],
    ]);

    const refused = await processes
      .ingest({ path, filename: 'cities.xlsx', type: 'xlsx', outputDir, existingTableNames: [], readWorkbook: () => Promise.reject(new JobError('FILE_TOO_COMPLEX', 'Too many cells.')) })
      .catch((e: unknown) => e);
    expect((refused as JobError).code).toBe('FILE_TOO_COMPLEX');
  });

  it('stops an import when its signal aborts, with the reason given, leaving nothing behind; the host stays usable', async () => {
    const path = await csvFile('big.csv', `id,name\n${Array.from({ length: 1_000_000 }, (_, i) => `${i},name ${i}`).join('\n')}\n`);
    const controller = new AbortController();
    const importing = processes.ingest({ path, filename: 'big.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks, signal: controller.signal });
    setTimeout(() => controller.abort(new JobError('PROCESSING_TIMEOUT', 'Stopped by the test.')), 20);
    const error = await importing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobError);
    expect((error as JobError).message).toBe('Stopped by the test.');
    expect(await readdir(outputDir)).toEqual([]);

    const small = await csvFile('small.csv', 'a,b\n1,2\n');
    const [table] = await processes.ingest({ path: small, filename: 'small.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    expect(table.rowCount).toBe(1);
  });

  it('fails an import whose host dies with an error that is not the catalogue’s (the job is retried), and starts a new host for the next', async () => {
    const path = await csvFile('big.csv', `id,name\n${Array.from({ length: 1_000_000 }, (_, i) => `${i},name ${i}`).join('\n')}\n`);
    const importing = processes.ingest({ path, filename: 'big.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    const [pid] = await pollUntil(async () => (hostPids().length > 0 ? hostPids() : null), { what: 'the host process', timeoutMs: 30_000, intervalMs: 10 });
    process.kill(pid, 'SIGKILL');
    const error = await importing.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(JobError);
    expect((error as Error).message).toMatch(/stopped unexpectedly/);

    const small = await csvFile('small.csv', 'a,b\n1,2\n');
    const [table] = await processes.ingest({ path: small, filename: 'small.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    expect(table.rowCount).toBe(1);
  });

  it('ends an idle host after the idle time', async () => {
    const path = await csvFile('t.csv', 'a\n1\n');
    await processes.ingest({ path, filename: 't.csv', type: 'csv', outputDir, existingTableNames: [], readWorkbook: refuseWorkbooks });
    expect(processes.count()).toBe(1);
    await pollUntil(async () => processes.count() === 0, { what: 'the idle host to exit', timeoutMs: IDLE_RETIRE_MS + 30_000 });
    expect(hostPids()).toEqual([]);
  });
});

// Each hostile file against the service as it is deployed: `src/main.ts` in a process of its own
// on the embedded database, restarted for each file so that one file's memory is not counted in
// another's. While the file is processed, /healthz answers within a second (the service's main
// thread is never busy that long) and the resident memory of the whole process tree (the service,
// its extraction threads, its table import process, the embedded server and its backends; PSS, so
// pages they share count once) grows by less than 300 MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pollUntil } from '../support/poll.ts';
import { childProcess, watchHealth } from '../support/health-watch.ts';
import { farCornersWorkbook, longMarkdownRule, manySharedStringsWorkbook, oneLetterText, tallWorkbook, underDeclaredWorkbook, wideMarkdownTable } from '../support/hostile-files.ts';
import { freePort } from '../support/free-port.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;
/** The environment `npm start` (and the Dockerfile) gives the service, e.g. glibc's MALLOC_MMAP_THRESHOLD_. */
const START_ENV: Record<string, string> = Object.fromEntries(
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }).scripts.start
    .split(' ')
    .filter((word) => /^[A-Z_]+=/.test(word))
    .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
);
const dataDir = mkdtempSync(join(tmpdir(), 'quarry-hostile-'));
const adminKey = `qk_hostile_${randomBytes(24).toString('base64url')}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const headers = { authorization: `Bearer ${adminKey}` };
let service: ChildProcess | undefined;

async function startService(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...START_ENV, DATABASE_URL: '', QUARRY_DATA_DIR: dataDir, QUARRY_ADMIN_KEY: adminKey, PORT: String(port), HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  child.stderr!.on('data', (d: Buffer) => (out += String(d)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('quarry started') && resolve());
    child.once('exit', () => reject(new Error(`the service exited: ${out}`)));
  });
  return child;
}

async function stopService() {
  if (!service || service.exitCode !== null) return;
  const exited = new Promise((r) => service!.once('exit', r));
  service.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  // The first start makes the database cluster; each test then starts on it quickly.
  service = await startService();
  await stopService();
}, 120_000);
afterAll(async () => {
  await stopService();
  rmSync(dataDir, { recursive: true, force: true });
});

async function post(path: string, content: Uint8Array | string, filename: string, fields: Record<string, string> = {}): Promise<Body> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers });
  expect(res.status).toBe(202);
  return (await res.json()) as Body;
}

/** Polls a job's status without reading its result (which may be tens of MB). */
async function ended(path: string): Promise<Body> {
  return pollUntil(
    async () => {
      const res = await fetch(`${base}${path}`, { headers });
      // A completed parse streams its result after the status; the status fields come first.
      const body = res.headers.get('content-type')?.includes('json') ? await res.text() : '';
      const status = /"status":"(\w+)"/.exec(body)?.[1];
      return status === 'completed' || status === 'failed' ? { status, body: body.length < 100_000 ? JSON.parse(body) : null } : null;
    },
    { what: path, timeoutMs: 120_000, intervalMs: 500 },
  );
}

/** Starts a fresh service, warms its extraction pool, then sends the file and watches the service until its job ends. */
async function measure(send: () => Promise<string>) {
  service = await startService();
  try {
    const warm = await post('/v1/parses', 'An ordinary note.', 'warm-up.txt');
    await ended(`/v1/parses/${warm.parse_id}`);
    const watch = watchHealth(base, { process: childProcess(service.pid!) });
    const path = await send();
    const job = await ended(path);
    const health = await watch.stop();
    return { job, health };
  } finally {
    await stopService();
  }
}

const parse = (content: Uint8Array | string, filename: string, fields: Record<string, string> = {}) => async () =>
  `/v1/parses/${(await post('/v1/parses', content, filename, fields)).parse_id}`;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('each hostile file, against the deployed service', () => {
  it.each([
    ['120 KB of one letter, chunked', parse(oneLetterText(), 'letter.txt', { chunk: 'true', chunk_size: '200', chunk_overlap: '20' }), 'completed'],
    ['a 240 KB Markdown rule', parse(longMarkdownRule(), 'rule.md', { chunk: 'true' }), 'completed'],
    ['an 8 MB Markdown table of 20,000 columns', parse(wideMarkdownTable(20_000, 130), 'wide.md'), 'completed'],
    ['an XLSX whose zip entries under-declare their size', parse(underDeclaredWorkbook(128), 'bomb.xlsx'), 'failed'],
    ['an XLSX of 1,100,000 shared strings', parse(manySharedStringsWorkbook(1_100_000), 'strings.xlsx'), 'failed'],
    ['an XLSX of two cells at opposite corners', parse(farCornersWorkbook(), 'corners.xlsx'), 'failed'],
    [
      'an XLSX sheet of 130,000 rows uploaded to a workspace',
      async () => {
        const ws = (await (await fetch(`${base}/v1/workspaces`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":"tall"}' })).json()) as Body;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(tallWorkbook(130_000))], { type: XLSX }), 'tall.xlsx');
        const file = (await (await fetch(`${base}/v1/workspaces/${ws.workspace_id}/files`, { method: 'POST', body: form, headers })).json()) as Body;
        return `/v1/workspaces/${ws.workspace_id}/files/${file.file_id}`;
      },
      'completed',
    ],
  ] as const)('%s: /healthz within a second, resident memory (PSS) of the process tree +<300 MB', async (label, send, status) => {
    const { job, health } = await measure(send);
    console.log(`${label}: ${job.status}, /healthz stalled at most ${health.stalledMs} ms (slowest ${health.slowestMs} ms by the clock), process tree PSS +${health.rssGrowthMb} MB`);
    expect(job.status).toBe(status);
    expect(health.stalledMs).toBeLessThan(1_000);
    expect(health.rssGrowthMb).toBeLessThan(300);
  }, 180_000);
});

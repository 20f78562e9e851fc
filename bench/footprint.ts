// What the service costs at rest and after use: the service in a child process (embedded
// defaults, or DATABASE_URL), memory of its Node process and of its whole process tree (the
// embedded PostgreSQL server and its backends, SQL sandbox processes) as RSS and PSS, after start,
// after parses (a native PDF and a scanned one, so OCR runs), after a table upload and a chat, and
// after the idle timeout (QUARRY_IDLE_RETIRE_MS, short here); start-up to listening on a new and
// on an existing data directory (the median of five). Then, under load, the event-loop delay p99 the service measures
// itself (perf_hooks.monitorEventLoopDelay through prom-client, read from GET /metrics) while a
// 500-page PDF is parsed and a 200 MB CSV ingested with GET requests running alongside.
//
//   npm run bench:footprint [-- --idle-ms 5000 --skip-load --cpu-prof-dir DIR]
//
// --cpu-prof-dir writes the service's CPU profiles (main thread and extraction threads) there.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { processMemoryMb, treeMemoryMb } from './support/load.ts';
import { generateCsv } from './support/csv.ts';

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const IDLE_MS = Number(option('--idle-ms', '5000'));
const SKIP_LOAD = args.includes('--skip-load');
const PROFILE_DIR = args.includes('--cpu-prof-dir') ? option('--cpu-prof-dir', '') : undefined;
const SERVE = new URL('./support/serve.ts', import.meta.url).pathname;
const FIXTURES = new URL('../test/fixtures/', import.meta.url).pathname;
const OUT = new URL('./.out/', import.meta.url).pathname;
// pg closes pooled connections idle for 10 s; their backends go with them.
const POOL_IDLE_MS = 10_000;

interface Served {
  child: ChildProcess;
  base: string;
  headers: Record<string, string>;
  startupMs: number;
}

function serve(dataDir: string): Promise<Served> {
  const started = performance.now();
  const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profiling, SERVE, 'quarry'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // A session of its own, as a service started by systemd or a container runtime has: with the
    // kernel's autogroup scheduling the bench's own work (sending 200 MB, reading /proc) then
    // competes with the service as another program would, not from inside its CPU share.
    detached: true,
    // As `npm start` and the Dockerfile run it (MALLOC_MMAP_THRESHOLD_, NODE_OPTIONS: see the README's
    // Footprint; NODE_COMPILE_CACHE: the entry is compiled from the cache too, see the Dockerfile).
    env: { MALLOC_MMAP_THRESHOLD_: '131072', NODE_COMPILE_CACHE: join(tmpdir(), 'node-compile-cache'), NODE_OPTIONS: '--max-semi-space-size=8', ...process.env, QUARRY_DATA_DIR: dataDir, QUARRY_IDLE_RETIRE_MS: String(IDLE_MS) },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { port, adminKey } = JSON.parse(line) as { port: number; adminKey: string };
      resolve({ child, base: `http://127.0.0.1:${port}`, headers: { authorization: `Bearer ${adminKey}` }, startupMs: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`the service exited with ${code}`)));
  });
}

function stop(s: Served): Promise<void> {
  return new Promise((resolve) => {
    s.child.removeAllListeners('exit');
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Reading = { when: string; nodeRss: number; nodePss: number; treeRss: number; treePss: number; processes: number };
const readings: Reading[] = [];
function record(s: Served, when: string): void {
  const node = processMemoryMb(s.child.pid!);
  const tree = treeMemoryMb(s.child.pid!);
  readings.push({ when, nodeRss: node.rss, nodePss: node.pss, treeRss: tree.rss, treePss: tree.pss, processes: tree.processes });
}

async function upload(s: Served, path: string, file: Blob, filename: string): Promise<Record<string, string>> {
  const form = new FormData();
  form.append('file', file, filename);
  const res = await fetch(s.base + path, { method: 'POST', body: form, headers: s.headers });
  if (res.status !== 202 && res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}

async function settled(s: Served, path: string): Promise<string> {
  for (;;) {
    const body = (await (await fetch(s.base + path, { headers: s.headers })).json()) as { status: string; error?: unknown };
    if (body.status === 'completed') return body.status;
    if (body.status === 'failed') throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
    await sleep(250);
  }
}

async function parse(s: Served, path: string): Promise<void> {
  const { parse_id } = await upload(s, '/v1/parses', new Blob([readFileSync(path)]), path.split('/').pop()!);
  await settled(s, `/v1/parses/${parse_id}`);
}

async function json(s: Served, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(s.base + path, { method, headers: { ...s.headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function uploadTable(s: Served, workspace: string, blob: Blob, filename: string): Promise<void> {
  const { file_id } = await upload(s, `/v1/workspaces/${workspace}/files`, blob, filename);
  await settled(s, `/v1/workspaces/${workspace}/files/${file_id}/status`);
}

/** Samples of one scrape of GET /metrics (a scrape also starts a new event-loop delay window). */
async function metrics(s: Served): Promise<(name: string) => number> {
  const text = await (await fetch(`${s.base}/metrics`)).text();
  return (name) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.split(' ')[1]) : NaN;
  };
}

// The reference: an idle Node process's own event-loop delay over the same window, which is what
// the machine's other load alone costs (on a busy 2-core machine threads wait for a core).
const REFERENCE = `
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('message', () => {
    process.send({ p99: h.percentile(99) / 1e6, max: h.max / 1e6 }, () => process.exit(0));
  });`;

function startReference(): () => Promise<{ p99: number; max: number }> {
  const child = spawn(process.execPath, ['-e', REFERENCE], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m as { p99: number; max: number }));
      child.send('report');
    });
}

/** ~500 pages from the repository's PDF fixtures, joined by qpdf (cached under bench/.out). */
async function largePdf(): Promise<string> {
  const target = join(OUT, 'footprint-500-pages.pdf');
  if (existsSync(target)) return target;
  mkdirSync(OUT, { recursive: true });
  const sources = ['layout.pdf', 'eu-001.pdf', 'eu-005.pdf', 'eu-015.pdf', 'borderless-wrapped-libreoffice.pdf'].map((f) => join(FIXTURES, 'pdf', f));
  const counts = await Promise.all(sources.map(async (f) => Number((await run('qpdf', ['--show-npages', f])).stdout.trim())));
  const parts: string[] = [];
  for (let i = 0, pages = 0; pages < 500; i = (i + 1) % sources.length) {
    parts.push(sources[i]);
    pages += counts[i];
  }
  await run('qpdf', ['--empty', '--pages', ...parts, '--', target], { maxBuffer: 1 << 20 });
  return target;
}

async function largeCsv(): Promise<string> {
  const target = join(OUT, 'footprint-200mb.csv');
  if (existsSync(target) && statSync(target).size >= 200e6) return target;
  mkdirSync(OUT, { recursive: true });
  await generateCsv(target, { bytes: 200e6 });
  return target;
}

const dataDir = mkdtempSync(join(tmpdir(), 'quarry-footprint-'));
const sales = Array.from({ length: 50_000 }, (_, i) => `${['North', 'South', 'East', 'West'][i % 4]},${['Bolts', 'Nuts', 'Gears'][i % 3]},${(i % 97) * 3 + 1}`).join('\n');
let startNew = 0;
let startExisting = 0;
const EXISTING_STARTS = 5;
const existingStarts: number[] = [];
let underLoad: Record<string, number> | null = null;
try {
  // A new data directory: the cluster is created (initdb) and migrated.
  const fresh = await serve(dataDir);
  startNew = fresh.startupMs;
  await sleep(2_000);
  record(fresh, 'after start (new data dir)');
  await parse(fresh, join(FIXTURES, 'pdf/eu-005.pdf'));
  await parse(fresh, join(FIXTURES, 'pdf/scanned.pdf'));
  record(fresh, 'after a native and a scanned PDF parse');
  const workspace = (await json(fresh, 'POST', '/v1/workspaces', { name: 'footprint' })).workspace_id as string;
  await uploadTable(fresh, workspace, new Blob([`region,product,units\n${sales}\n`]), 'sales.csv');
  await json(fresh, 'POST', `/v1/workspaces/${workspace}/chat`, { message: 'What are the total units by region?', stream: false });
  record(fresh, 'after a 50,000-row upload and a chat');
  await sleep(Math.max(IDLE_MS, POOL_IDLE_MS) + 3_000);
  record(fresh, `after the idle timeout (${IDLE_MS} ms)`);
  await stop(fresh);

  // The same directory again: the usual restart, several times (one start-up is noisy on a busy machine).
  for (let i = 1; i < EXISTING_STARTS; i++) {
    const restarted = await serve(dataDir);
    existingStarts.push(restarted.startupMs);
    await stop(restarted);
  }
  const existing = await serve(dataDir);
  existingStarts.push(existing.startupMs);
  startExisting = [...existingStarts].sort((a, b) => a - b)[Math.floor(existingStarts.length / 2)];
  await sleep(2_000);
  record(existing, 'after start (existing data dir)');

  if (!SKIP_LOAD) {
    const [pdf, csv] = await Promise.all([largePdf(), largeCsv()]);
    // A scrape resets the service's histogram: the next one covers the load alone.
    await metrics(existing);
    const reference = startReference();
    let running = true;
    const latencies: number[] = [];
    const requests = (async () => {
      while (running) {
        const t0 = performance.now();
        const res = await fetch(`${existing.base}/v1/workspaces`, { headers: existing.headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        await sleep(20);
      }
    })();
    let peakTree = 0;
    const sampler = setInterval(() => (peakTree = Math.max(peakTree, treeMemoryMb(existing.child.pid!).rss)), 500);
    const t0 = performance.now();
    await Promise.all([parse(existing, pdf), uploadTable(existing, workspace, new Blob([readFileSync(csv)]), 'large.csv')]);
    const seconds = (performance.now() - t0) / 1000;
    const scraped = await metrics(existing);
    const idleNode = await reference();
    running = false;
    await requests;
    clearInterval(sampler);
    record(existing, 'right after the 500-page parse and the 200 MB ingest');
    latencies.sort((a, b) => a - b);
    underLoad = {
      seconds,
      eventLoopP99Ms: scraped('nodejs_eventloop_lag_p99_seconds') * 1000,
      eventLoopMaxMs: scraped('nodejs_eventloop_lag_max_seconds') * 1000,
      referenceP99Ms: idleNode.p99,
      referenceMaxMs: idleNode.max,
      requests: latencies.length,
      requestP50Ms: latencies[Math.floor(latencies.length * 0.5)],
      requestP99Ms: latencies[Math.floor(latencies.length * 0.99)],
      peakTreeRssMb: peakTree,
    };
    await sleep(Math.max(IDLE_MS, POOL_IDLE_MS) + 3_000);
    record(existing, `after the idle timeout (${IDLE_MS} ms)`);
  }
  await stop(existing);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const r = (n: number) => Math.round(n);
console.log(`${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL'}; memory in MB (tree: the service and every process below it)`);
console.table(readings.map((x) => ({ when: x.when, 'node RSS': r(x.nodeRss), 'node PSS': r(x.nodePss), 'tree RSS': r(x.treeRss), 'tree PSS': r(x.treePss), processes: x.processes })));
console.log(`start-up to listening: new data directory ${r(startNew)} ms, existing ${r(startExisting)} ms (median of ${existingStarts.map(r).join(', ')})`);
if (underLoad) {
  console.log(
    `500-page PDF parse + 200 MB CSV ingest together: ${underLoad.seconds.toFixed(1)} s; event-loop delay p99 ${underLoad.eventLoopP99Ms.toFixed(1)} ms ` +
      `(max ${underLoad.eventLoopMaxMs.toFixed(0)} ms; an idle Node process alongside: p99 ${underLoad.referenceP99Ms.toFixed(1)} ms, max ${underLoad.referenceMaxMs.toFixed(0)} ms); ` +
      `${underLoad.requests} GET /v1/workspaces alongside, p50 ${underLoad.requestP50Ms.toFixed(1)} ms, ` +
      `p99 ${underLoad.requestP99Ms.toFixed(1)} ms; peak tree RSS ${r(underLoad.peakTreeRssMb)} MB`,
  );
}
console.log(JSON.stringify({ bench: 'footprint', idleMs: IDLE_MS, readings, startNewMs: r(startNew), startExistingMs: r(startExisting), existingStartsMs: existingStarts.map(r), underLoad }));
process.exit(0);

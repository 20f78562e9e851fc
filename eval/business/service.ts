// Starts a Quarry of its own for a run: a fresh data directory under the OS temp dir, a generated
// admin key, a free loopback port, and a rate limit the question volume cannot reach. Nothing of
// the caller's QUARRY_* or DATABASE_URL environment leaks in, so the run is the same everywhere.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sleep } from './client.ts';

export interface RunningService {
  baseUrl: string;
  apiKey: string;
  /** Stops the service and removes its data; `keepLogAs` first copies its log there. */
  stop(keepLogAs?: string): Promise<void>;
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * `env` adds to (or overrides) the service's settings: the test run's shared service passes its
 * scratch database's DATABASE_URL this way.
 */
export async function startService(options: { env?: Record<string, string> } = {}): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quarry-eval-business-'));
  // The embedded database may run as its own account (when this runs as root): it must pass through.
  chmodSync(dataDir, 0o701);
  const port = await freePort();
  const apiKey = `qk_${randomBytes(20).toString('hex')}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('QUARRY_') && k !== 'DATABASE_URL'));
  const logPath = join(dataDir, 'service.log');
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUARRY_DATA_DIR: join(dataDir, 'data'),
      QUARRY_ADMIN_KEY: apiKey,
      QUARRY_RATE_LIMIT_PER_MINUTE: '1000000',
      QUARRY_LOG_LEVEL: 'warn',
      // The question sets were written on and for 2026-11-30: "last quarter" is Q3 2026 (holdout28),
      // "this year" 2026 (holdout26). Pinned, the answers stay the same whatever day the eval runs.
      QUARRY_TODAY: '2026-11-30',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = once(child, 'exit');
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (keepLogAs?: string) => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }
    await new Promise((done) => log.end(done));
    if (keepLogAs) copyFileSync(logPath, keepLogAs);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (!(await isReady(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = readFileSync(logPath, 'utf8');
      await stop();
      throw new Error(`Quarry did not start:\n${output.slice(-2_000)}`);
    }
    await sleep(250);
  }
  return { baseUrl, apiKey, stop };
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

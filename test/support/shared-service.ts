// One Quarry for the whole test run, started as `npm start` starts it (its own process, real HTTP),
// for the many test files that only need a workspace of their own on a default service: the
// business-table reading tests. Booting a service per file (database, migrations, job queue,
// ingestion and SQL processes) cost more than their questions; each file still makes its own
// workspace, so files stay independent. Started by test/support/global-setup.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared Quarry, for files that only need a workspace of their own. */
    sharedService: { url: string; adminKey: string };
  }
}

export interface SharedService {
  url: string;
  adminKey: string;
  stop(): Promise<void>;
}

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shared test service exited (${child.exitCode}) before it served:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the shared test service did not become healthy:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the service on a scratch database of the PostgreSQL server `databaseServer` names. */
export async function startSharedService(databaseServer: string): Promise<SharedService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quarry-shared-'));
  const scratch = await createScratchDatabase(databaseServer);
  const adminKey = `qk_shared_${randomBytes(24).toString('base64url')}`;
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      QUARRY_DATA_DIR: dataDir,
      QUARRY_ADMIN_KEY: adminKey,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      QUARRY_LOG_LEVEL: 'warn',
      QUARRY_RATE_LIMIT_PER_MINUTE: '1000000',
      QUARRY_SHUTDOWN_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const cleanup = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, child, () => output);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { url, adminKey, stop: cleanup };
}

// A worker killed in the middle of a job: the job is picked up again and completes exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { openDatabase } from '../db/open-database.ts';
import { createScratchDatabase } from '../../test/support/scratch-database.ts';
import { testDatabaseServer } from '../../test/support/database-server.ts';
import { pollUntil } from '../../test/support/poll.ts';

const SCRIPT = new URL('../../test/support/crash-worker.ts', import.meta.url).pathname;
const children: ChildProcess[] = [];

interface Worker {
  child: ChildProcess;
  output(): string;
}

function start(target: string, action: 'send' | 'work'): Promise<Worker> {
  const child = spawn(process.execPath, [SCRIPT, target, action, '2000'], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const worker = { child, output: () => output };
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += String(d);
      if (action === 'work' && output.includes('ready')) resolve(worker);
    });
    child.on('exit', (code, signal) => {
      if (action === 'send' && code === 0) resolve(worker);
      else reject(new Error(`worker exited ${code ?? signal}: ${output}`));
    });
  });
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

type Row = { event: string; pid: number };

/** Sends one slow job, kills the worker that started it, starts another, and returns the durable log. */
async function crashAndRecover(target: string): Promise<{ firstPid: number; finish: () => Promise<void> }> {
  const sender = await start(target, 'send');
  const jobId = JSON.parse(sender.output().trim().split('\n').at(-1)!).id as string;
  const first = await start(target, 'work');
  await pollUntil(async () => first.output().includes(`started ${jobId}`), { what: 'job start' });
  first.child.kill('SIGKILL');
  await new Promise((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r(null) : first.child.once('exit', r)));
  const second = await start(target, 'work');
  await pollUntil(async () => second.output().includes(`completed ${jobId}`), { what: 'job completion after the crash', timeoutMs: 90_000 });
  // Give a duplicate run the chance to show itself before counting.
  await new Promise((r) => setTimeout(r, 2500));
  return {
    firstPid: first.child.pid!,
    finish: async () => {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    },
  };
}

function expectExactlyOnce(rows: Row[], firstPid: number) {
  expect(rows.filter((e) => e.event === 'completed')).toHaveLength(1);
  expect(rows.filter((e) => e.event === 'started').length).toBeGreaterThanOrEqual(2);
  expect(rows[0]).toEqual({ event: 'started', pid: firstPid });
  expect(rows.find((e) => e.event === 'completed')!.pid).not.toBe(firstPid);
}

describe('a worker killed mid-job', () => {
  it('on a shared server: another worker picks the job up and completes it once', async () => {
    const scratch = await createScratchDatabase(testDatabaseServer());
    try {
      const { firstPid, finish } = await crashAndRecover(scratch.url);
      await finish();
      const db = await openPostgresDatabase(scratch.url, { poolSize: 1 });
      try {
        expectExactlyOnce(await db.query<Row>('SELECT event, pid FROM crash_log ORDER BY at'), firstPid);
      } finally {
        await db.close();
      }
    } finally {
      for (const c of children.splice(0)) c.kill('SIGKILL');
      await scratch.drop();
    }
  }, 180_000);

  it('on the embedded database: the restarted process resumes the job at once and completes it once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarry-crash-'));
    try {
      const { firstPid, finish } = await crashAndRecover(dir);
      // The embedded database has one process at a time: read it once the worker has stopped.
      await finish();
      const db = await openDatabase({ databaseUrl: undefined, dataDir: dir }, { info: () => undefined, warn: () => undefined });
      try {
        expectExactlyOnce(await db.query<Row>('SELECT event, pid FROM crash_log ORDER BY at'), firstPid);
        const [job] = await db.query<{ state: string; retry_count: number }>(`SELECT state, retry_count FROM pgboss.job WHERE name = 'slow'`);
        // The crash spent an attempt: counted in the database, not in the process that died.
        expect(job).toEqual({ state: 'completed', retry_count: 1 });
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

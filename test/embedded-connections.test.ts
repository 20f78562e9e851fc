// The embedded server's backends are processes, each tens of MB of resident memory counted in
// the service's process tree: an idle service holds few of them. The whole service runs here as
// src/main.ts would start it, on a data directory of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import type { Database } from '../src/db/database.ts';
import { CHANGE_LISTENER_APPLICATION } from '../src/db/change-listener.ts';
import { pollUntil } from './support/poll.ts';
import { freePort } from './support/free-port.ts';

const SERVICE = new URL('./support/crashing-service.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'quarry-connections-'));
const adminKey = `qk_conn_${randomBytes(24).toString('base64url')}`;
const port = await freePort();
const headers = { authorization: `Bearer ${adminKey}` };
let child: ChildProcess;
let db: Database;

beforeAll(async () => {
  child = spawn(process.execPath, [SERVICE], {
    env: { ...process.env, DATABASE_URL: '', QUARRY_DATA_DIR: dataDir, QUARRY_ADMIN_KEY: adminKey, PORT: String(port), HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready`)));
  });
  db = await openPostgresDatabase(`postgres://postgres@localhost/quarry?host=${encodeURIComponent(join(dataDir, 'postgres'))}`, { poolSize: 1 });
});

afterAll(async () => {
  await db?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const backends = () =>
  db.query<{ pid: number; application_name: string }>(
    `SELECT pid, application_name FROM pg_stat_activity WHERE datname = 'quarry' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
  );

describe('the embedded server at rest', () => {
  it('runs jobs, and a few seconds after its last request holds two backends: the job queue\'s and the change listener, which carries the queue\'s wake-ups too', async () => {
    const form = new FormData();
    form.append('file', new Blob(['Quarry parses this while the queue has one connection.\n'.repeat(2_000)]), 'notes.txt');
    const submitted = await fetch(`http://127.0.0.1:${port}/v1/parses`, { method: 'POST', body: form, headers });
    expect(submitted.status).toBe(202);
    const { parse_id } = (await submitted.json()) as { parse_id: string };
    await pollUntil(
      async () => ((await (await fetch(`http://127.0.0.1:${port}/v1/parses/${parse_id}`, { headers })).json()) as { status: string }).status === 'completed',
      { what: 'the parse', timeoutMs: 60_000 },
    );

    // The embedded pool closes a connection after a second unused (pg's default is ten), well
    // within the wait below; the job queue's workers keep theirs busy.
    const atRest = await pollUntil(async () => {
      const rows = await backends();
      return rows.length <= 2 ? rows : null;
    }, { what: 'the idle connections to close', timeoutMs: 7_000, intervalMs: 500 });
    expect(atRest.filter((b) => b.application_name === CHANGE_LISTENER_APPLICATION)).toHaveLength(1);
    // And it stays there while the queue polls.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await backends()).length).toBeLessThanOrEqual(2);
  }, 120_000);
});

// The embedded database server as an operator meets it: on a unix socket in the data directory
// and nowhere else, never as root, recovered from a crashed run, gone when its process is gone.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_DATABASE, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { pollUntil } from './support/poll.ts';

const log = { info: () => undefined, warn: () => undefined };
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quarry-epg-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'postgres');
}

async function start(dir: string): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dir, log, durable: false });
  cleanups.push(() => server.stop());
  return server;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const postmasterPid = (dir: string) => Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded PostgreSQL server', () => {
  it('listens on a unix socket in its directory only, and not as root', async () => {
    const dir = newDir();
    const server = await start(dir);
    const url = server.urlFor(EMBEDDED_DATABASE);
    const [settings] = await query<{ listen: string; sockets: string; version: string }>(
      url,
      `SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets, current_setting('server_version_num') AS version`,
    );
    expect(settings.listen).toBe('');
    expect(settings.sockets).toBe(dir);
    expect(Number(settings.version)).toBeGreaterThanOrEqual(180000);
    expect(statSync(join(dir, '.s.PGSQL.5432')).isSocket()).toBe(true);
    const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${postmasterPid(dir)}/status`, 'utf8'))![1]);
    expect(uid).not.toBe(0);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('keeps its data across a stop and a start', async () => {
    const dir = newDir();
    const first = await start(dir);
    await query(first.urlFor(EMBEDDED_DATABASE), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await first.stop();
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
    const second = await start(dir);
    expect(await query(second.urlFor(EMBEDDED_DATABASE), 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  it('stops a server a crashed run left running, and starts in its place', async () => {
    const dir = newDir();
    await start(dir);
    const stale = postmasterPid(dir);
    // Its Quarry process gone (the owner file names a pid that no longer runs), the server still up.
    writeFileSync(join(dir, 'quarry-owner.pid'), '999999');
    const next = await startEmbeddedPostgres({ dir, log, durable: false });
    cleanups.push(() => next.stop());
    expect(alive(stale)).toBe(false);
    expect(postmasterPid(dir)).not.toBe(stale);
    expect(await query(next.urlFor(EMBEDDED_DATABASE), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('refuses to start beside a server another running Quarry process owns', async () => {
    const dir = newDir();
    const first = await start(dir);
    // This test's own process stands for the other Quarry: its pid is in the owner file.
    writeFileSync(join(dir, 'quarry-owner.pid'), String(process.ppid));
    await expect(startEmbeddedPostgres({ dir, log, durable: false })).rejects.toThrow(/in use by another Quarry process/);
    expect(await query(first.urlFor(EMBEDDED_DATABASE), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('starts over a lock file whose process is gone', async () => {
    const dir = newDir();
    const first = await start(dir);
    await first.stop();
    // The lock file of a server killed outright, whose pid no longer runs.
    writeFileSync(join(dir, 'postmaster.pid'), `999999\n${dir}\n`);
    const server = await start(dir);
    expect(await query(server.urlFor(EMBEDDED_DATABASE), 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('stops when the process that started it is killed', async () => {
    const dir = newDir();
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(new URL('../src/db/embedded-postgres.ts', import.meta.url).pathname)};
      await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, log: { info() {}, warn() {} }, durable: false });
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    cleanups.push(() => {
      child.kill('SIGKILL');
    });
    await new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => String(d).includes('ready') && resolve()));
    const server = postmasterPid(dir);
    expect(alive(server)).toBe(true);
    child.kill('SIGKILL');
    await pollUntil(async () => !alive(server), { what: 'the server to stop after its parent died', timeoutMs: 20_000 });
    // A clean shutdown: the lock file is gone and the next start needs no recovery.
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
  });
});

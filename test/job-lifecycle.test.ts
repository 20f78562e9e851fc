// Every job ends, whatever happens to its worker: a job that keeps killing its process is given
// up after its attempts (counted in the database, across restarts) and its parse fails with a
// clear error; a row is never left without its job; a webhook does not wait on a failing clean-up.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { uploadFile } from './support/uploads.ts';
import { pollUntil } from './support/poll.ts';
import { createScratchDatabase } from './support/scratch-database.ts';
import { testDatabaseServer } from './support/database-server.ts';
import { freePort } from './support/free-port.ts';

const POISON = new URL('./support/poison-service.ts', import.meta.url).pathname;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

interface Started {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

/** Starts the poison service; resolves once it listens. */
function startPoison(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [POISON], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  child.stderr!.on('data', (d: Buffer) => (out += String(d)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  cleanups.push(() => {
    child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('ready')) {
        clearInterval(timer);
        resolve({ child, exited, output: () => out });
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the service exited before it was ready: ${out}`));
    });
  });
}

/**
 * Submits a parse whose processing kills the service, and restarts the service each time it
 * dies, as a supervisor would, until the parse has ended. Returns the parse and how many times
 * the service died.
 */
async function crashLoop(env: Record<string, string>, timeoutMs: number) {
  const port = await freePort();
  const adminKey = `qk_poison_${randomBytes(24).toString('base64url')}`;
  const full = { ...env, PORT: String(port), HOST: '127.0.0.1', QUARRY_ADMIN_KEY: adminKey, QUARRY_LOG_LEVEL: 'silent' };
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${adminKey}` };
  let service = await startPoison(full);
  const form = new FormData();
  form.append('file', new Blob(['This document kills its worker.']), 'poison.txt');
  const submitted = await fetch(`${base}/v1/parses`, { method: 'POST', body: form, headers });
  expect(submitted.status).toBe(202);
  const { parse_id } = (await submitted.json()) as { parse_id: string };

  let crashes = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The service may die while it answers: that read tells nothing.
    const parse = (await fetch(`${base}/v1/parses/${parse_id}`, { headers })
      .then((r) => r.json())
      .catch(() => ({ status: 'unknown' }))) as { status: string; error?: { error_code: string; message: string } };
    if (parse.status === 'failed' || parse.status === 'completed') {
      // Given up: the service stays up and serves.
      expect(service.child.exitCode).toBeNull();
      expect((await fetch(`${base}/v1/workspaces`, { headers })).status).toBe(200);
      service.child.kill('SIGTERM');
      await service.exited;
      return { parse, crashes };
    }
    const died = await Promise.race([service.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 250))]);
    if (died) {
      crashes += 1;
      service = await startPoison(full);
    }
    if (Date.now() > deadline) throw new Error(`the parse did not end after ${crashes} crashes: ${parse.status}`);
  }
}

describe('a job that kills its worker every time', () => {
  it('on the embedded database: is given up after three attempts across restarts, and its parse fails with a clear error', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-poison-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const { parse, crashes } = await crashLoop({ QUARRY_DATA_DIR: dataDir, DATABASE_URL: '' }, 120_000);
    expect(crashes).toBe(3);
    expect(parse.status).toBe('failed');
    expect(parse.error!.error_code).toBe('INTERNAL_ERROR');
    expect(parse.error!.message).toMatch(/tried 3 times and each attempt stopped its worker/);
  }, 180_000);

  it('on a shared server: its heartbeat expires on each crash, and after three attempts its parse fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-poison-'));
    const scratch = await createScratchDatabase(testDatabaseServer());
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }), () => scratch.drop());
    const { parse, crashes } = await crashLoop({ QUARRY_DATA_DIR: dataDir, DATABASE_URL: scratch.url }, 200_000);
    expect(crashes).toBe(3);
    expect(parse.status).toBe('failed');
    expect(parse.error!.message).toMatch(/tried 3 times and each attempt stopped its worker/);
  }, 240_000);
});

describe('rows and their jobs', () => {
  let t: TestApp;

  /** Makes every enqueue fail, as a lost connection or a full disk would, until the returned function runs. */
  async function failEnqueues(): Promise<() => Promise<void>> {
    const db = t.server.ctx.db;
    await db.exec(`CREATE FUNCTION refuse_job() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'enqueue refused by the test'; END $$;
      CREATE TRIGGER refuse_job BEFORE INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION refuse_job();`);
    return async () => {
      await db.exec('DROP TRIGGER refuse_job ON pgboss.job; DROP FUNCTION refuse_job();');
    };
  }

  it('a parse or a file whose job cannot be enqueued is not created, and leaves no upload behind', async () => {
    t = await startTestApp();
    cleanups.push(() => t.close());
    const workspace = (await t.request('POST', '/v1/workspaces', { body: { name: 'jobs' } })).json().workspace_id as string;
    const restore = await failEnqueues();
    const refusedParse = await uploadFile(t, '/v1/parses', { content: 'never queued', filename: 'a.txt' });
    const refusedFile = await uploadFile(t, `/v1/workspaces/${workspace}/files`, { content: 'a,b\n1,2\n', filename: 'a.csv' });
    await restore();
    expect(refusedParse.status).toBe(500);
    expect(refusedFile.status).toBe(500);
    const db = t.server.ctx.db;
    expect(await db.query('SELECT id FROM parses')).toEqual([]);
    expect(await db.query('SELECT id FROM files')).toEqual([]);
    expect(existsSync(join(t.dataDir, 'blobs', 'orgs')) ? await listFiles(join(t.dataDir, 'blobs', 'orgs')) : []).toEqual([]);

    // Once enqueueing works again, the same requests go through.
    const accepted = await uploadFile(t, '/v1/parses', { content: 'queued now', filename: 'b.txt' });
    expect(accepted.status).toBe(202);
    const done = await pollUntil(async () => {
      const b = (await t.request('GET', `/v1/parses/${accepted.body.parse_id}`)).json();
      return b.status === 'completed' ? b : null;
    });
    expect(done.result.text).toContain('queued now');
  }, 60_000);

  it('a completed parse is delivered while removing its upload fails, and the removal is retried until it succeeds', async () => {
    t = await startTestApp({ QUARRY_WEBHOOK_ALLOW_PRIVATE: 'true' });
    cleanups.push(() => t.close());
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += String(d)));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => receiver.close(() => r())));

    // The blob store refuses the first two deletions, as an unreachable bucket would.
    const blobs = t.server.ctx.blobs;
    const realDelete = blobs.delete.bind(blobs);
    let refused = 0;
    blobs.delete = async (key: string) => {
      if (refused < 2) {
        refused += 1;
        throw new Error('blob store unavailable');
      }
      return realDelete(key);
    };

    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const accepted = await uploadFile(t, '/v1/parses', { content: 'deliver me', filename: 'c.txt' }, { webhook_url: url, webhook_secret: 'k' });
    const parseId = accepted.body.parse_id as string;
    await pollUntil(async () => received.length > 0, { what: 'the webhook' });
    expect(JSON.parse(received[0])).toMatchObject({ parse_id: parseId, status: 'completed' });

    const [{ blob_key }] = await t.server.ctx.db.query<{ blob_key: string }>('SELECT blob_key FROM parses WHERE id = $1', [parseId]);
    await pollUntil(async () => !(await t.server.ctx.blobs.exists(blob_key)), { what: 'the upload to be removed', timeoutMs: 60_000 });
    expect(refused).toBe(2);
  }, 90_000);
});

async function listFiles(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

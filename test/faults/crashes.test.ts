// The service killed (SIGKILL, as the kernel's OOM killer or a node failure would) at each phase of
// a job, and its database connections dropped mid-job, on the embedded database. Each case ends
// with every entity final, its webhook delivered, nothing orphaned (no registered or unfinished
// blob write, no scratch file, no blob but those its entities own, no job not completed) and the
// service answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import type { Database } from '../../src/db/database.ts';
import { pollUntil } from '../support/poll.ts';
import { textPdf } from '../support/text-pdf.ts';
import { freePort } from '../support/free-port.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SERVICE = new URL('../support/crashing-service.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'quarry-crashes-'));
const adminKey = `qk_crash_${randomBytes(24).toString('base64url')}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const headers = { authorization: `Bearer ${adminKey}` };

interface Service {
  child: ChildProcess;
  exited: Promise<void>;
}
let service: Service | undefined;

/** Starts the service on the data directory; resolves once it listens. */
function start(env: Record<string, string> = {}): Promise<Service> {
  const child = spawn(process.execPath, [SERVICE], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      QUARRY_DATA_DIR: dataDir,
      QUARRY_ADMIN_KEY: adminKey,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUARRY_LOG_LEVEL: 'silent',
      QUARRY_WEBHOOK_ALLOW_PRIVATE: 'true',
      // One parse at a time, so a second one waits in the queue behind the first.
      QUARRY_JOB_CONCURRENCY: '1',
      QUARRY_EXTRACT_THREADS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += String(d)));
  child.stderr!.on('data', (d: Buffer) => (out += String(d)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => out.includes('ready') && resolve({ child, exited }));
    void exited.then(() => reject(new Error(`the service exited before it was ready: ${out}`)));
  }).then((s) => (service = s as Service));
}

async function kill(): Promise<void> {
  service!.child.kill('SIGKILL');
  await service!.exited;
}

/** The service's own embedded server, reached on its unix socket while the service runs. */
let db: Database;
const databaseUrl = () => `postgres://postgres@localhost/quarry?host=${encodeURIComponent(join(dataDir, 'postgres'))}`;

/** A webhook receiver that holds the first delivery unanswered (the service is killed meanwhile) and accepts the rest. */
const received: Array<{ parse_id: string; status: string }> = [];
let holdNext: ((value: void) => void) | null = null;
const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += String(d)));
  req.on('end', () => {
    if (holdNext) {
      holdNext();
      holdNext = null;
      return;
    }
    received.push(JSON.parse(body));
    res.writeHead(200).end();
  });
});
let webhookUrl = '';

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await start();
  db = await openPostgresDatabase(databaseUrl(), { poolSize: 1 });
}, 120_000);

afterAll(async () => {
  await db?.close();
  if (service && service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill('SIGTERM');
    await service.exited;
  }
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A text PDF; 1,500 pages are long enough for its extraction to be seen under way (PDFium reads
 *  150 of them in about 0.3 s on a quiet machine). */
const longPdf = (pages: number) =>
  textPdf(Array.from({ length: pages }, (_, p) => Array.from({ length: 20 }, (_, l) => `Page ${p + 1}, line ${l + 1}: Quarry keeps going whatever happens.`)));

async function submitParse(content: Uint8Array, filename: string): Promise<string> {
  const form = new FormData();
  form.append('webhook_url', webhookUrl);
  form.append('file', new Blob([new Uint8Array(content)]), filename);
  const res = await fetch(`${base}/v1/parses`, { method: 'POST', body: form, headers });
  expect(res.status).toBe(202);
  return ((await res.json()) as Body).parse_id;
}

async function createWorkspace(): Promise<string> {
  const res = await fetch(`${base}/v1/workspaces`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'crashes' }) });
  return ((await res.json()) as Body).workspace_id;
}

async function uploadToWorkspace(workspaceId: string, content: Uint8Array | string, filename: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  const res = await fetch(`${base}/v1/workspaces/${workspaceId}/files`, { method: 'POST', body: form, headers });
  expect(res.status).toBe(202);
  return ((await res.json()) as Body).file_id;
}

const readParse = async (id: string) => (await (await fetch(`${base}/v1/parses/${id}`, { headers })).json()) as Body;
const readFile = async (ws: string, id: string) => (await (await fetch(`${base}/v1/workspaces/${ws}/files/${id}`, { headers })).json()) as Body;

async function whenExtracting(read: () => Promise<Body>, options: { orLater?: boolean } = {}): Promise<void> {
  let last: Body | undefined;
  const reached = (body: Body) => /Extracting text: page/.test(body.status_message ?? '') || (options.orLater === true && (body.status === 'completed' || /Indexing|Embedding/.test(body.status_message ?? '')));
  await pollUntil(async () => reached((last = await read())), { what: 'the extraction to be under way', intervalMs: 50 }).catch((e: Error) => {
    throw new Error(`${e.message}; last seen: ${JSON.stringify(last)}`);
  });
}

/** Ends when the parse has completed and its webhook has been delivered. */
async function parseDelivered(id: string): Promise<Body> {
  const parse = await pollUntil(
    async () => {
      const body = await readParse(id).catch(() => null);
      return body?.status === 'completed' && body.webhook?.status === 'delivered' ? body : null;
    },
    { what: `parse ${id} to complete and be delivered`, timeoutMs: 90_000, intervalMs: 250 },
  );
  expect(received.filter((r) => r.parse_id === id).every((r) => r.status === 'completed')).toBe(true);
  return parse;
}

async function fileCompleted(ws: string, id: string): Promise<Body> {
  return pollUntil(
    async () => {
      const body = await readFile(ws, id).catch(() => null);
      return body?.status === 'completed' || body?.status === 'failed' ? body : null;
    },
    { what: `file ${id} to end`, timeoutMs: 90_000, intervalMs: 250 },
  );
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/**
 * Nothing orphaned: no registered or unfinished write, no scratch file, every job of these
 * entities completed, and only the blobs they own (a parse its results, a file its upload and
 * tables) once the finished parses' uploads have been removed.
 */
async function expectNothingOrphaned(parseIds: string[], fileIds: string[]) {
  const ids = [...parseIds, ...fileIds];
  await pollUntil(
    async () =>
      filesUnder(join(dataDir, 'tmp')).length === 0 &&
      !filesUnder(join(dataDir, 'blobs')).some((key) => parseIds.some((id) => key.includes(`${id}/original`))),
    { what: 'scratch files and uploads to go', timeoutMs: 30_000, intervalMs: 250 },
  );
  const blobs = filesUnder(join(dataDir, 'blobs')).filter((key) => ids.some((id) => key.includes(id)) || key.startsWith('.incoming'));
  const expected = [
    ...parseIds.flatMap((id) => [expect.stringMatching(new RegExp(`parses/${id}/result\\.json$`)), expect.stringMatching(new RegExp(`parses/${id}/webhook-result\\.json$`))]),
    ...fileIds.map((id) => expect.stringMatching(new RegExp(`files/${id}/original$`))),
  ];
  expect(blobs.filter((key) => !key.includes('/tables/'))).toEqual(expect.arrayContaining(expected));
  expect(blobs.filter((key) => !key.includes('/tables/'))).toHaveLength(expected.length);
  expect(await db.query('SELECT key FROM pending_blobs')).toEqual([]);
  // Every table blob on disk belongs to a table, whichever case made it.
  const tables = await db.query<{ blob_key: string }>('SELECT blob_key FROM tabular_tables');
  expect(filesUnder(join(dataDir, 'blobs')).filter((key) => key.includes('/tables/')).sort()).toEqual(tables.map((t) => t.blob_key).sort());
  await pollUntil(
    async () => {
      const jobs = await db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE data->>'parseId' = ANY($1) OR data->>'fileId' = ANY($1)`, [ids]);
      return jobs.length > 0 && jobs.every((j) => j.state === 'completed');
    },
    { what: 'every job of these entities to complete', timeoutMs: 30_000 },
  );
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  expect((await fetch(`${base}/v1/workspaces`, { headers })).status).toBe(200);
}

/** Restarts the service once its predecessor is gone, and reconnects to its database. */
async function restart(env: Record<string, string> = {}) {
  await db.close();
  await start(env);
  db = await openPostgresDatabase(databaseUrl(), { poolSize: 1 });
}

describe('the service killed at each phase of a job', () => {
  it('while a parse waits in the queue', async () => {
    const first = await submitParse(longPdf(150), 'first.pdf');
    await whenExtracting(() => readParse(first));
    const queued = await submitParse(longPdf(5), 'queued.pdf');
    expect((await readParse(queued)).status).toBe('queued');
    await kill();
    await restart();
    await parseDelivered(first);
    await parseDelivered(queued);
    await expectNothingOrphaned([first, queued], []);
  }, 180_000);

  it('while a parse is extracting', async () => {
    const id = await submitParse(longPdf(1500), 'extracting.pdf');
    await whenExtracting(() => readParse(id));
    await kill();
    await restart();
    expect((await parseDelivered(id)).result.metadata.page_count).toBe(1500);
    await expectNothingOrphaned([id], []);
  }, 180_000);

  it('while a parse stores its result (half of it written)', async () => {
    await kill();
    await start({ QUARRY_TEST_KILL_ON_PUT: '/result\\.json$' });
    const id = await submitParse(longPdf(40), 'storing.pdf');
    await service!.exited;
    await restart();
    await parseDelivered(id);
    await expectNothingOrphaned([id], []);
  }, 180_000);

  it('while a parse webhook is being delivered', async () => {
    const held = new Promise<void>((resolve) => (holdNext = resolve));
    const id = await submitParse(longPdf(5), 'webhook.pdf');
    await held;
    await kill();
    await restart();
    await parseDelivered(id);
    await expectNothingOrphaned([id], []);
  }, 180_000);

  it('while a workspace document is extracting, and while a CSV import stores its table (half of it written)', async () => {
    const workspaceId = await createWorkspace();
    const doc = await uploadToWorkspace(workspaceId, longPdf(1500), 'notes.pdf');
    await whenExtracting(() => readFile(workspaceId, doc));
    await kill();
    await start({ QUARRY_TEST_KILL_ON_PUT: '/tables/.*\\.parquet$' });
    const csv = 'id,name\n' + Array.from({ length: 200_000 }, (_, i) => `${i},name ${i}`).join('\n') + '\n';
    const table = await uploadToWorkspace(workspaceId, csv, 'people.csv');
    await service!.exited;
    await restart();
    expect((await fileCompleted(workspaceId, doc)).status).toBe('completed');
    expect(await fileCompleted(workspaceId, table)).toMatchObject({ status: 'completed', tables: [{ row_count: 200_000 }] });
    await expectNothingOrphaned([], [doc, table]);
  }, 180_000);
});

describe('the database connections dropped mid-job', () => {
  it('a parse and a document ingestion running while every connection of the service is terminated still complete', async () => {
    const workspaceId = await createWorkspace();
    const parse = await submitParse(longPdf(1500), 'dropped.pdf');
    const doc = await uploadToWorkspace(workspaceId, longPdf(150), 'dropped-notes.pdf');
    await whenExtracting(() => readParse(parse));
    // One extraction thread serves both: on a quiet machine the document may have been extracted
    // (in well under a second) while the parse was awaited; then its indexing is what runs.
    await whenExtracting(() => readFile(workspaceId, doc), { orLater: true });
    // Every backend but this one: the service's pool, pg-boss's pool and its LISTEN connection.
    let terminated = 0;
    for (let round = 0; round < 8; round++) {
      const rows = await db.query<{ pid: number }>(
        `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      terminated += rows.length;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(terminated).toBeGreaterThan(0);
    await parseDelivered(parse);
    expect((await fileCompleted(workspaceId, doc)).status).toBe('completed');
    await expectNothingOrphaned([parse], [doc]);
  }, 180_000);
});

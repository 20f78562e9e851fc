// Storage under faults: a blob store failing a share of its calls, a workspace deleted in the
// middle of an import or an ingestion, blob writes whose transaction fails, and what crashed jobs
// leave behind. Each ends with every entity final, nothing orphaned once the reconciler has run,
// and the service answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { pollUntil } from '../support/poll.ts';
import { uploadFile } from '../support/uploads.ts';
import { FaultyBlobStore } from '../support/faulty-blob-store.ts';
import { blobKeys, scratchFiles } from '../support/leftovers.ts';
import { reconcileStorage } from '../../src/jobs/storage-reconciler.ts';
import { textPdf } from '../support/text-pdf.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let blobs: FaultyBlobStore;
beforeAll(async () => {
  t = await startTestApp({}, { wrapBlobs: (store) => (blobs = new FaultyBlobStore(store)) });
});
afterAll(() => t?.close());

const cacheDir = () => join(t.dataDir, 'cache', 'tables');
const cachedFiles = () => (existsSync(cacheDir()) ? readdirSync(cacheDir()) : []);
const reconcileNow = () => reconcileStorage(t.server.ctx, { graceMs: 0, scratchAgeMs: 0 });
const csv = (rows: number) => 'id,name\n' + Array.from({ length: rows }, (_, i) => `${i},name ${i}`).join('\n') + '\n';

/** The states of the ingestion jobs of a file, as the queue recorded them. */
async function jobStates(fileId: string): Promise<string[]> {
  const rows = await t.server.ctx.db.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'ingest-file' AND data->>'fileId' = $1`, [fileId]);
  return rows.map((r) => r.state);
}

/** Everything a workspace owned, on disk and in the database. */
async function remainsOf(workspaceId: string, fileId: string) {
  const db = t.server.ctx.db;
  return {
    blobs: blobKeys(t).filter((key) => key.includes(workspaceId)),
    cache: cachedFiles(),
    scratch: scratchFiles(t),
    pendingWrites: (await db.query<{ key: string }>('SELECT key FROM pending_blobs WHERE key LIKE $1', [`%${workspaceId}%`])).map((r) => r.key),
    files: (await db.query('SELECT id FROM files WHERE id = $1', [fileId])).length,
    tables: (await db.query('SELECT id FROM tabular_tables WHERE workspace_id = $1', [workspaceId])).length,
    chunks: (await db.query('SELECT id FROM chunks WHERE file_id = $1', [fileId])).length,
  };
}
const NOTHING = { blobs: [], cache: [], scratch: [], pendingWrites: [], files: 0, tables: 0, chunks: 0 };

async function uploadedPages(): Promise<number> {
  const text = await (await fetch(`${t.url}/metrics`)).text();
  return Number(/^quarry_extracted_pages_total\{source="upload"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

describe('a workspace deleted while its files are processed', () => {
  it('during a CSV import: the DELETE waits for the import to stop, and then nothing of it is left', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'doomed' });
    // Hold the import just as it stores its Parquet; delete the workspace meanwhile.
    const gate = blobs.gate('put', /\/tables\/.*\.parquet$/);
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: csv(1_000), filename: 'people.csv', type: 'text/csv' });
    expect(res.status).toBe(202);
    const key = await gate.reached;
    // Registered before it is written: a crash from here on leaves a key the reconciler knows.
    expect(await t.server.ctx.db.query('SELECT key FROM pending_blobs WHERE key = $1', [key])).toHaveLength(1);
    const deleted = t.request('DELETE', `/v1/workspaces/${workspaceId}`);
    await pollUntil(async () => (await t.server.ctx.db.query('SELECT id FROM workspaces WHERE id = $1', [workspaceId])).length === 0, { what: 'the rows to go' });
    // The answer waits for the job, which is held at the gate.
    let answered = false;
    void deleted.then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(answered).toBe(false);
    gate.open();
    expect((await deleted).statusCode).toBe(204);
    // No polling: once the DELETE has answered, the job has ended and removed what it wrote.
    expect(await remainsOf(workspaceId, res.body.file_id)).toEqual(NOTHING);
    expect(await jobStates(res.body.file_id)).toEqual(['completed']);
  });

  it('during a document ingestion: the extraction is cancelled, the DELETE answers once it has stopped, and nothing is left', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'doomed-docs' });
    const pages = Array.from({ length: 3_000 }, (_, p) => Array.from({ length: 20 }, (_, l) => `Page ${p + 1}, line ${l + 1}: the quick brown fox jumps over the lazy dog.`));
    const pagesBefore = await uploadedPages();
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: textPdf(pages), filename: 'long.pdf', type: 'application/pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const fileId = res.body.file_id as string;
    await pollUntil(
      async () => /Extracting text: page \d+ of 3000/.test((await t.request('GET', `/v1/workspaces/${workspaceId}/files/${fileId}`)).json().status_message ?? ''),
      { what: 'the extraction to be under way', intervalMs: 50 },
    );
    expect((await t.request('DELETE', `/v1/workspaces/${workspaceId}`)).statusCode).toBe(204);
    expect(await remainsOf(workspaceId, fileId)).toEqual(NOTHING);
    // The job ended without error, and its extraction never finished (no pages were counted).
    expect(await jobStates(fileId)).toEqual(['completed']);
    expect(await uploadedPages()).toBe(pagesBefore);
    expect((await t.request('GET', '/v1/workspaces')).statusCode).toBe(200);
  }, 60_000);
});

describe('blob writes whose transaction fails', () => {
  it('a parse whose completion cannot commit leaves no result blob and no registered write', async () => {
    const db = t.server.ctx.db;
    // Every completion fails, as a lost connection or a full disk at commit time would.
    await db.exec(`CREATE FUNCTION refuse_completion() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.status = 'completed' THEN RAISE EXCEPTION 'commit refused by the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_completion BEFORE UPDATE ON parses FOR EACH ROW EXECUTE FUNCTION refuse_completion();`);
    try {
      const gate = blobs.gate('put', /\/result\.json$/);
      const accepted = await uploadFile(t, '/v1/parses', { content: 'A result that is never committed.', filename: 'uncommitted.txt' });
      expect(accepted.status).toBe(202);
      const parseId = accepted.body.parse_id as string;
      const key = await gate.reached;
      expect(await db.query('SELECT key FROM pending_blobs WHERE key = $1', [key])).toHaveLength(1);
      gate.open();
      // Retried twice, then given up: the parse fails and none of its attempts left its result behind.
      const parse = await pollUntil(
        async () => {
          const body = (await t.request('GET', `/v1/parses/${parseId}`)).json();
          return body.status === 'failed' ? body : null;
        },
        { what: 'the parse to be given up', timeoutMs: 60_000, intervalMs: 250 },
      );
      expect(parse.error.error_code).toBe('INTERNAL_ERROR');
      await pollUntil(async () => !blobKeys(t).some((k) => k.includes(parseId)), { what: 'the upload to be removed' });
      expect(await db.query('SELECT key FROM pending_blobs WHERE key LIKE $1', [`%${parseId}%`])).toEqual([]);
    } finally {
      await db.exec('DROP TRIGGER refuse_completion ON parses; DROP FUNCTION refuse_completion();');
    }
  }, 90_000);

  it('a write whose clean-up also failed stays registered, and the reconciler removes it', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'registered' });
    const db = t.server.ctx.db;
    // The table commit fails (the workspace is gone), and so does the removal of its Parquet.
    const gate = blobs.gate('put', /\/tables\/.*\.parquet$/);
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: csv(20), filename: 'orphan.csv', type: 'text/csv' });
    expect(res.status).toBe(202);
    const key = await gate.reached;
    await db.query('DELETE FROM workspaces WHERE id = $1', [workspaceId]);
    blobs.failNext('delete', key);
    gate.open();
    await pollUntil(async () => (await jobStates(res.body.file_id)).includes('completed'), { what: 'the job to end' });
    expect(blobKeys(t)).toContain(key);
    expect(await db.query('SELECT key FROM pending_blobs WHERE key = $1', [key])).toHaveLength(1);

    const report = await reconcileStorage(t.server.ctx, { graceMs: 0, scratchAgeMs: 60_000 });
    expect(report.pendingWrites).toBeGreaterThanOrEqual(1);
    expect(blobKeys(t)).not.toContain(key);
    expect(await db.query('SELECT key FROM pending_blobs WHERE key = $1', [key])).toEqual([]);
  });
});

describe('a blob store failing a third of its calls', () => {
  it('ends every parse and file import, and leaves nothing orphaned once reconciled', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'flaky' });
    blobs.failureRate = 0.3;
    const parses: string[] = [];
    const files: string[] = [];
    const refused: number[] = [];
    for (let i = 0; i < 6; i++) {
      const parse = await uploadFile(t, '/v1/parses', { content: `Document number ${i}. `.repeat(50), filename: `doc-${i}.txt` });
      if (parse.status === 202) parses.push(parse.body.parse_id);
      else refused.push(parse.status);
      const file = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: csv(50 + i), filename: `table-${i}.csv`, type: 'text/csv' });
      if (file.status === 202) files.push(file.body.file_id);
      else refused.push(file.status);
    }
    // An upload the store refused is answered as a server error, and nothing of it is kept.
    expect(refused.every((status) => status >= 500)).toBe(true);
    expect(parses.length + files.length).toBeGreaterThan(0);

    const final = (status: string) => status === 'completed' || status === 'failed';
    const ended = await pollUntil(
      async () => {
        const states = [
          ...(await Promise.all(parses.map(async (id) => (await t.request('GET', `/v1/parses/${id}`)).json() as Body))),
          ...(await Promise.all(files.map(async (id) => (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${id}`)).json() as Body))),
        ];
        return states.every((s) => final(s.status)) ? states : null;
      },
      { what: 'every job to end', timeoutMs: 90_000, intervalMs: 500 },
    );
    expect(blobs.failures).toBeGreaterThan(0);
    expect(ended.every((s) => final(s.status))).toBe(true);

    blobs.failureRate = 0;
    await reconcileNow();
    // What remains is owned: results of completed parses, originals and tables of existing files.
    const completedParses = ended.filter((s) => s.parse_id && s.status === 'completed').map((s) => s.parse_id as string);
    for (const key of blobKeys(t)) {
      const owner = key.match(/parses\/([^/]+)\/result\.json$/)?.[1] ?? key.match(/files\/([^/]+)\/original$/)?.[1] ?? key.match(/tables\/([^/]+)\.parquet$/)?.[1];
      expect(owner, key).toBeDefined();
      if (key.includes('/parses/')) expect(completedParses).toContain(owner);
    }
    const [{ n }] = await t.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tabular_tables WHERE workspace_id = $1', [workspaceId]);
    expect(blobKeys(t).filter((key) => key.includes(workspaceId) && key.endsWith('.parquet'))).toHaveLength(n);
    expect(scratchFiles(t)).toEqual([]);
    expect(await t.server.ctx.db.query('SELECT key FROM pending_blobs')).toEqual([]);
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    expect((await t.request('GET', '/v1/workspaces')).statusCode).toBe(200);
  }, 120_000);
});

describe('the storage reconciler', () => {
  it('removes blobs without an owner, cached tables of deleted tables and stale scratch files, and keeps the rest', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'kept' });
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: csv(10), filename: 'kept.csv', type: 'text/csv' });
    await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${res.body.file_id}`)).json().status === 'completed', {
      what: 'the import',
    });
    const keptKeys = blobKeys(t).filter((key) => key.includes(workspaceId));
    const keptCache = cachedFiles();

    // What a crash between a blob write and its row, or in the middle of a job, leaves.
    const org = keptKeys[0].split('/')[1];
    const strays = [
      `orgs/${org}/workspaces/${workspaceId}/tables/${randomUUID()}.parquet`,
      `orgs/${org}/workspaces/${workspaceId}/files/${randomUUID()}/original`,
      `orgs/${org}/parses/${randomUUID()}/original`,
      `orgs/${org}/parses/${randomUUID()}/result.json`,
    ];
    for (const key of strays) await blobs.put(key, Readable.from([Buffer.from('stray')]));
    writeFileSync(join(cacheDir(), `${randomUUID()}.parquet`), 'stray');
    const strayCache = readdirSync(cacheDir()).filter((name) => !keptCache.includes(name));
    await t.server.ctx.tableCache.adopt(strayCache[0].replace('.parquet', ''), join(cacheDir(), strayCache[0])).catch(() => undefined);
    mkdirSync(t.server.ctx.scratchDir, { recursive: true });
    const staleScratch = join(t.server.ctx.scratchDir, `parse-${randomUUID()}`);
    writeFileSync(staleScratch, 'left by a crashed job');
    utimesSync(staleScratch, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));

    const report = await reconcileStorage(t.server.ctx, { graceMs: 0, scratchAgeMs: 60_000 });
    expect(report.blobs).toBeGreaterThanOrEqual(strays.length);
    expect(report.scratch).toBe(1);
    expect(blobKeys(t).filter((key) => key.includes(workspaceId))).toEqual(keptKeys);
    for (const key of strays) expect(blobKeys(t)).not.toContain(key);
    expect(cachedFiles()).toEqual(keptCache);
    expect(existsSync(staleScratch)).toBe(false);
  });
});

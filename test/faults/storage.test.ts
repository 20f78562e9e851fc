// Storage under faults: a blob store failing a share of its calls, a workspace deleted in the
// middle of an import, and what crashed jobs leave behind. Each ends with every entity final,
// nothing orphaned once the reconciler has run, and the service answering.
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

describe('a workspace deleted during a CSV import', () => {
  it('leaves no Parquet in blob storage or the table cache', async () => {
    const workspaceId = await createWorkspace(t, null, { name: 'doomed' });
    // Hold the import just as it stores its Parquet, delete the workspace, then let it go on.
    const gate = blobs.gate('put', /\/tables\/.*\.parquet$/);
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: csv(1_000), filename: 'people.csv', type: 'text/csv' });
    expect(res.status).toBe(202);
    await gate.reached;
    expect((await t.request('DELETE', `/v1/workspaces/${workspaceId}`)).statusCode).toBe(204);
    gate.open();
    await pollUntil(async () => blobKeys(t).every((key) => !key.includes(workspaceId)) && cachedFiles().length === 0 && scratchFiles(t).length === 0, {
      what: 'the import to clean up after itself',
      timeoutMs: 20_000,
    });
    // It stays clean: the job has ended, nothing comes back.
    await new Promise((r) => setTimeout(r, 500));
    expect(blobKeys(t).filter((key) => key.includes(workspaceId))).toEqual([]);
    expect(cachedFiles()).toEqual([]);
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

// Files built to stall or exhaust a parser, sent as a user would. Each ends with its job final,
// nothing left behind, /healthz answering within a second the whole time, and the bombs refused
// before they cost memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { pollUntil } from '../support/poll.ts';
import { uploadFile } from '../support/uploads.ts';
import { watchHealth } from '../support/health-watch.ts';
import { blobKeys, scratchFiles } from '../support/leftovers.ts';
import { farCornersWorkbook, longMarkdownRule, manySharedStringsWorkbook, oneLetterText, tallWorkbook, underDeclaredWorkbook, wideMarkdownTable } from '../support/hostile-files.ts';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let workspaceId: string;
// Made before the service starts: making them takes seconds of this process's CPU (up to 20 s on a
// loaded machine), which between requests would outlast the server's keep-alive time, so the
// client's next request would race the closing of its pooled connection.
let files: { wide: string; bomb: Uint8Array; strings: Uint8Array; tall: Uint8Array };
beforeAll(async () => {
  files = { wide: wideMarkdownTable(20_000, 80), bomb: underDeclaredWorkbook(128), strings: manySharedStringsWorkbook(1_100_000), tall: tallWorkbook(130_000) };
  t = await startTestApp({ QUARRY_EXTRACT_THREADS: '2' });
  workspaceId = await createWorkspace(t, null, { name: 'hostile' });
  // A first, ordinary parse starts the service's pool and caches, so each measurement below is the hostile file's own.
  await parseWatched('An ordinary note.', 'warm-up.txt');
}, 120_000);
afterAll(() => t?.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Submits a parse and waits for it to end while /healthz is watched; returns the job and what the
 * watch saw. The test runs in the service's process, so it waits on the row's status and reads the
 * (possibly large) result only once the watch has stopped: parsing it here would stall the service.
 */
async function parseWatched(content: Uint8Array | string, filename: string, fields: Record<string, string> = {}) {
  const watch = watchHealth(t.url);
  const accepted = await uploadFile(t, '/v1/parses', { content, filename }, fields);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  await pollUntil(
    async () => {
      const [row] = await t.server.ctx.db.query<{ status: string }>('SELECT status FROM parses WHERE id = $1', [accepted.body.parse_id]);
      return row.status === 'completed' || row.status === 'failed';
    },
    { what: filename, timeoutMs: 60_000, intervalMs: 200 },
  );
  const health = await watch.stop();
  const job = (await t.request('GET', `/v1/parses/${accepted.body.parse_id}`)).json() as Body;
  return { job, health };
}

/** GETs a URL as the admin and counts the body's bytes without keeping them. */
function countBytes(url: string): Promise<{ type: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${t.adminKey}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ type: res.headers['content-type'], bytes }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** A parse leaves only its result blob (when it completed) and no scratch file: both are removed
 *  just after the status is written, the uploaded original by the parse's cleanup job. */
async function expectNothingLeft(job: Body) {
  await pollUntil(async () => scratchFiles(t).every((name) => !name.includes(job.parse_id)), { what: 'scratch files to go', timeoutMs: 10_000 });
  const own = () => blobKeys(t).filter((key) => key.includes(job.parse_id));
  await pollUntil(async () => own().every((key) => /result\.json$/.test(key)), { what: 'the cleanup job to remove the original', timeoutMs: 30_000 }).catch(() => undefined);
  expect(own()).toEqual(job.status === 'completed' ? [expect.stringMatching(/result\.json$/)] : []);
}

describe('hostile documents', () => {
  it('a 120 KB file of one letter is counted and chunked without stalling anyone', async () => {
    const { job, health } = await parseWatched(oneLetterText(), 'letter.txt', { chunk: 'true', chunk_size: '200', chunk_overlap: '20' });
    expect(job.status, JSON.stringify(job.error)).toBe('completed');
    expect(job.result.metadata.tokens).toBeGreaterThan(14_000);
    expect(job.result.chunks.length).toBeGreaterThan(50);
    expect(health.stalledMs).toBeLessThan(1_000);
    await expectNothingLeft(job);
  });

  it('a 240 KB Markdown rule is parsed without stalling anyone', async () => {
    const { job, health } = await parseWatched(longMarkdownRule(), 'rule.md', { chunk: 'true' });
    expect(job.status, JSON.stringify(job.error)).toBe('completed');
    expect(job.result.text).toContain('Below the rule.');
    expect(health.stalledMs).toBeLessThan(1_000);
    await expectNothingLeft(job);
  });

  it('a 5 MB Markdown table of 20,000 columns makes a 26 MB result that is served without stalling anyone', async () => {
    const { job, health } = await parseWatched(files.wide, 'wide.md');
    expect(job.status, JSON.stringify(job.error)).toBe('completed');
    expect(job.result.tables[0].column_count).toBe(20_000);
    expect(health.stalledMs).toBeLessThan(1_000);
    await expectNothingLeft(job);

    // Three readers at once: the API streams stored bytes, so /healthz stays quick. (They count
    // bytes with node:http and keep none: this process is also the service's.)
    const watch = watchHealth(t.url);
    const reads = await Promise.all(Array.from({ length: 3 }, () => countBytes(`${t.url}/v1/parses/${job.parse_id}`)));
    const during = await watch.stop();
    expect(reads.every((r) => r.type?.startsWith('application/json') && r.bytes > 25_000_000)).toBe(true);
    expect(during.stalledMs).toBeLessThan(1_000);
  }, 120_000);
});

describe('hostile workbooks', () => {
  it('an XLSX whose zip entries under-declare their size is refused as a bomb before it costs memory', async () => {
    const bomb = files.bomb;
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { job, health } = await parseWatched(bomb, 'bomb.xlsx');
    expect(job.status).toBe('failed');
    expect(job.error).toMatchObject({ error_code: 'CORRUPTED_FILE', message: expect.stringMatching(/decompression bomb.*inflates past its declared/) });
    expect(health.stalledMs).toBeLessThan(1_000);
    expect(health.rssGrowthMb).toBeLessThan(300);
    await expectNothingLeft(job);
  });

  it('an XLSX with more shared strings than can be read fails with FILE_TOO_COMPLEX, not an out-of-memory', async () => {
    const { job, health } = await parseWatched(files.strings, 'strings.xlsx');
    expect(job.status).toBe('failed');
    expect(job.error).toMatchObject({ error_code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/1,100,000 shared strings; at most 1,000,000/) });
    expect(health.stalledMs).toBeLessThan(1_000);
    expect(health.rssGrowthMb).toBeLessThan(300);
    await expectNothingLeft(job);
  });

  it('an XLSX of two cells at opposite corners of a sheet fails with FILE_TOO_COMPLEX at once', async () => {
    const { job, health } = await parseWatched(farCornersWorkbook(), 'corners.xlsx');
    expect(job.status).toBe('failed');
    expect(job.error).toMatchObject({ error_code: 'FILE_TOO_COMPLEX', message: expect.stringMatching(/1,048,576 rows by 16,384 columns/) });
    expect(health.stalledMs).toBeLessThan(1_000);
    await expectNothingLeft(job);
  });

  it('an XLSX sheet of 130,000 rows becomes a workspace table', async () => {
    const watch = watchHealth(t.url);
    const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, { content: files.tall, filename: 'tall.xlsx', type: XLSX_TYPE });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const file = await pollUntil(
      async () => {
        const body = (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${res.body.file_id}`)).json();
        return body.status === 'completed' || body.status === 'failed' ? body : null;
      },
      { what: 'tall.xlsx', timeoutMs: 60_000, intervalMs: 200 },
    );
    const health = await watch.stop();
    expect(file.status, JSON.stringify(file)).toBe('completed');
    expect(file.tables[0]).toMatchObject({ row_count: 130_000 });
    expect(file.tables[0].columns.map((c: Body) => c.name)).toEqual(['id', 'label']);
    expect(health.stalledMs).toBeLessThan(1_000);
    await pollUntil(async () => scratchFiles(t).length === 0, { what: 'scratch files to go', timeoutMs: 10_000 });
  });
});

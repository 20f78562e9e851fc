import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createWorkspace } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../../test/support/uploads.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ QUARRY_METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The sum of a metric's samples whose labels include the given ones, from the text exposition format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? ([^ ]+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) sum += Number(match[3]);
  }
  return sum;
}

async function settled(path: string) {
  return pollUntil<Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    async () => {
      const b = (await t.request('GET', path)).json();
      return b.status === 'completed' || b.status === 'failed' ? b : null;
    },
    { what: path, timeoutMs: 90_000 },
  );
}

describe('GET /metrics', () => {
  it('needs the metrics token when one is set', async () => {
    const none = await fetch(`${t.url}/metrics`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error_code: string }).error_code).toBe('AUTHENTICATION_REQUIRED');
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    // An API key is not the metrics token.
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${t.adminKey}` } })).status).toBe(401);
  });

  it('counts requests, jobs, pages, OCR, ingested rows, SQL and chat as a user parses, uploads and chats', async () => {
    const before = await scrape();
    expect(sample(before, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

    const parse = await uploadFile(t, '/v1/parses', { path: `${FIXTURES}pdf/scanned.pdf` });
    expect(parse.status).toBe(202);
    const parsed = await settled(`/v1/parses/${parse.body.parse_id}`);
    expect(parsed.status).toBe('completed');

    const ws = await createWorkspace(t, null, { name: 'metrics' });
    const csv = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'region,amount\nNorth,120\nSouth,80\nNorth,50\n', filename: 'sales.csv' });
    expect((await settled(`/v1/workspaces/${ws}/files/${csv.body.file_id}/status`)).status).toBe('completed');
    const chat = await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'What is the total amount?', stream: false } });
    expect(chat.statusCode, chat.body).toBe(200);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);

    expect(moved('quarry_http_requests_total', { method: 'POST', route: '/v1/parses', status_code: '202' })).toBe(1);
    expect(moved('quarry_http_requests_total', { method: 'GET', route: '/v1/parses/:parse_id', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(moved('quarry_http_request_duration_seconds_count', { route: '/v1/workspaces/:workspace_id/chat' })).toBe(1);
    expect(moved('quarry_jobs_enqueued_total', { queue: 'parse' })).toBe(1);
    expect(moved('quarry_jobs_finished_total', { queue: 'parse', outcome: 'completed' })).toBe(1);
    expect(moved('quarry_jobs_finished_total', { queue: 'ingest-file', outcome: 'completed' })).toBe(1);
    expect(moved('quarry_job_duration_seconds_count', { queue: 'parse' })).toBe(1);
    expect(sample(after, 'quarry_jobs_running')).toBe(0);
    expect(after).toContain('quarry_jobs_queued{queue="parse"} 0');
    expect(after).toContain('quarry_jobs_queued{queue="ingest-file"} 0');
    expect(moved('quarry_extracted_pages_total', { source: 'parse' })).toBe(parsed.result.metadata.page_count);
    expect(moved('quarry_ocr_pages_total', { source: 'parse' })).toBe(parsed.result.metadata.ocr_pages);
    expect(parsed.result.metadata.ocr_pages).toBeGreaterThan(0);
    expect(moved('quarry_ingested_rows_total')).toBe(3);
    expect(moved('quarry_ingestion_duration_seconds_count')).toBe(1);
    expect(moved('quarry_sql_query_duration_seconds_count', { outcome: 'success' })).toBeGreaterThanOrEqual(1);
    expect(moved('quarry_chat_duration_seconds_count', { provider: 'builtin', model: 'builtin', status: 'completed' })).toBe(1);
    expect(after).toContain('quarry_llm_tokens_total{provider="builtin",model="builtin",direction="input"} 0');
  });
});

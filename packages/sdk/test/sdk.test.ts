// The SDK against a real service started for this file: in Node, and bundled as a browser gets it.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/factories.ts';
import { FIXTURES } from '../../../test/support/uploads.ts';
import { createQuarryClient, QuarryConnectionError, QuarryError, QuarryJobError, unwrap, type ChatEvent, type ParseJob, type QuarryClient } from '../src/index.ts';

let t: TestApp;
let quarry: QuarryClient;

beforeAll(async () => {
  t = await startTestApp();
  quarry = createQuarryClient({ baseUrl: t.url, apiKey: t.adminKey });
});
afterAll(() => t?.close());

const pdf = (name: string) => new Blob([readFileSync(`${FIXTURES}pdf/${name}`)], { type: 'application/pdf' });

describe('parse', () => {
  it('submits, reports progress while waiting, and resolves with the result', async () => {
    const seen: ParseJob[] = [];
    const job = await quarry.parse(pdf('layout.pdf'), { filename: 'layout.pdf', chunk: true, chunk_size: 100, chunk_overlap: 10, onProgress: (s) => seen.push(s) });
    expect(job.status).toBe('completed');
    expect(job.result!.text.length).toBeGreaterThan(100);
    expect(job.result!.metadata).toMatchObject({ filename: 'layout.pdf' });
    expect(job.result!.chunks!.length).toBeGreaterThan(1);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen.at(-1)!.status).toBe('completed');
    expect(seen.every((s, i) => i === 0 || s.progress >= seen[i - 1].progress)).toBe(true);
  });

  it('rejects a failed job with QuarryJobError and its error_code', async () => {
    const failure = await quarry.parse(pdf('truncated.pdf'), { filename: 'truncated.pdf' }).catch((e) => e);
    expect(failure).toBeInstanceOf(QuarryJobError);
    expect(failure.error_code).toBe('CORRUPTED_FILE');
  });

  it('stops waiting when the signal aborts', async () => {
    const abort = new AbortController();
    const waiting = quarry.parse(pdf('scanned.pdf'), { signal: abort.signal, onProgress: () => abort.abort(new Error('enough')) });
    await expect(waiting).rejects.toThrow('enough');
  });

  it('answers an image with a typed 415', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const err = await quarry.parse(png, { filename: 'x.png' }).catch((e) => e);
    expect(err).toBeInstanceOf(QuarryError);
    expect(err).toMatchObject({ status: 415, error_code: 'UNSUPPORTED_FORMAT' });
    expect(err.details.detected_type).toBeDefined();
  });
});

describe('workspaces, upload, search and chat', () => {
  let workspaceId: string;

  beforeAll(async () => {
    workspaceId = (await unwrap(quarry.api.POST('/v1/workspaces', { body: { name: 'sdk' } }))).workspace_id;
  });

  it('uploads files and waits until they are ready', async () => {
    const progress: number[] = [];
    const csv = await quarry.upload(workspaceId, new TextEncoder().encode('region,amount\nNorth,120\nSouth,80\nNorth,50\n'), {
      filename: 'sales.csv',
      onProgress: (f) => progress.push(f.progress),
    });
    expect(csv).toMatchObject({ status: 'completed', category: 'tabular' });
    expect(csv.tables![0]).toMatchObject({ table_name: 'sales', row_count: 3 });
    expect(progress.at(-1)).toBe(100);
    const notes = await quarry.upload(workspaceId, new File(['The Danube reaches the Black Sea in Romania.'], 'rivers.txt'));
    expect(notes).toMatchObject({ status: 'completed', filename: 'rivers.txt', chunk_count: 1 });
  });

  it('reports the bytes sent while uploading, when asked', async () => {
    const text = 'A line of a long log file, repeated to make a megabyte or so.\n'.repeat(15_000);
    const sent: Array<[number, number]> = [];
    const file = await quarry.upload(workspaceId, new File([text], 'long.log'), { onUploadProgress: (bytes, total) => sent.push([bytes, total]) });
    expect(file).toMatchObject({ status: 'completed', size_bytes: text.length });
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every(([bytes, total], i) => total === text.length && bytes <= total && (i === 0 || bytes >= sent[i - 1][0]))).toBe(true);
    expect(sent.at(-1)![0]).toBe(text.length);
  });

  it('searches passages', async () => {
    const hits = await quarry.search(workspaceId, { query: 'Where does the Danube end?', limit: 5 });
    expect(hits[0]).toMatchObject({ filename: 'rivers.txt', text: expect.stringContaining('Black Sea') });
  });

  it('streams a chat answer as typed events', async () => {
    const events: ChatEvent[] = [];
    let text = '';
    for await (const e of quarry.chat.stream(workspaceId, { message: 'What is the total amount?', event_detail_level: 'detailed' })) {
      events.push(e);
      if (e.event === 'delta') text += e.data.text;
    }
    expect(events[0].event).toBe('start');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    if (done.event !== 'done') throw new Error('unreachable');
    expect(done.data.content).toBe(text);
    expect(text).toContain('250');
    expect(events.some((e) => e.event === 'step')).toBe(true);
  });

  it('throws a stream\'s refusal as QuarryError before any event', async () => {
    const stream = quarry.chat.stream(workspaceId, { message: 'hi', model: 'no-such-model' });
    const err = await stream.next().catch((e) => e);
    expect(err).toMatchObject({ name: 'QuarryError', status: 400, error_code: 'MODEL_NOT_AVAILABLE' });
    expect(err.details.available_models).toContain('builtin');
  });
});

describe('errors', () => {
  it('carry error_code, details and the request id', async () => {
    const outsider = await createUser(t);
    const asOutsider = createQuarryClient({ baseUrl: t.url, apiKey: outsider.key });
    const err = await unwrap(
      asOutsider.api.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: '00000000-0000-4000-8000-000000000000' } } }),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(QuarryError);
    expect(err).toMatchObject({ status: 404, error_code: 'WORKSPACE_NOT_FOUND' });
    expect(err.request_id).toMatch(/\S/);

    const invalid = await unwrap(quarry.api.POST('/v1/workspaces', { body: { name: '' } })).catch((e) => e);
    expect(invalid).toMatchObject({ status: 400, error_code: 'VALIDATION_ERROR' });
    expect(invalid.details.errors[0].path).toBe('body.name');

    const anonymous = createQuarryClient({ baseUrl: t.url });
    await expect(unwrap(anonymous.api.GET('/v1/workspaces'))).rejects.toMatchObject({ status: 401, error_code: 'AUTHENTICATION_REQUIRED' });
  });

  it('reports an unreachable service as QuarryConnectionError', async () => {
    const nowhere = createQuarryClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'qk_x' });
    await expect(unwrap(nowhere.api.GET('/v1/workspaces'))).rejects.toBeInstanceOf(QuarryConnectionError);
  });
});

async function browserBundle(): Promise<string> {
  const bundle = await rolldown({ input: fileURLToPath(new URL('../src/index.ts', import.meta.url)), platform: 'browser' });
  try {
    const { output } = await bundle.generate({ format: 'iife', name: 'QuarrySDK' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

describe('in a browser', () => {
  it('bundles without Node built-ins and talks to the service with web APIs only', async () => {
    const code = await browserBundle();
    expect(code).not.toMatch(/\brequire\(|["']node:/);
    const web = { fetch, Request, Response, Headers, FormData, Blob, File, URL, TextDecoder, TextEncoder, ReadableStream, AbortController, AbortSignal, setTimeout, clearTimeout, console };
    const sandbox: Record<string, unknown> = { ...web };
    sandbox.globalThis = sandbox;
    runInNewContext(code, sandbox);
    const sdk = sandbox.QuarrySDK as typeof import('../src/index.ts');
    const quarry = sdk.createQuarryClient({ baseUrl: t.url, apiKey: t.adminKey });
    const job = await quarry.parse(new File(['Hello from a browser.'], 'hello.txt'));
    expect(job.result!.text).toContain('Hello from a browser.');
    const err = await sdk.unwrap(quarry.api.GET('/v1/parses/{parse_id}', { params: { path: { parse_id: '00000000-0000-4000-8000-000000000000' } } })).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'QuarryError', error_code: 'PARSE_NOT_FOUND' });
  });
});

// Bad input is refused at the edge with a 400 that names the field, and nothing is stored first.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createUser, createWorkspace } from '../support/factories.ts';
import { multipartBody, rawRequest } from '../support/raw-http.ts';

let t: TestApp;
let ws: string;

beforeAll(async () => {
  t = await startTestApp({ QUARRY_REQUEST_TIMEOUT_MS: '3000', QUARRY_BODY_IDLE_TIMEOUT_MS: '1000' });
  ws = await createWorkspace(t, null, { name: 'validation' });
});
afterAll(() => t?.close());

const NUL = '\u0000';

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Upload bodies being received; other scratch files belong to running jobs. */
function scratchUploads(): string[] {
  return filesUnder(join(t.dataDir, 'tmp')).filter((f) => basename(f).startsWith('upload-'));
}

async function countRows(table: string): Promise<number> {
  const [{ n }] = await t.server.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

function upload(path: string, parts: Parameters<typeof multipartBody>[0]) {
  const { body, contentType } = multipartBody(parts);
  return rawRequest(t.url, { method: 'POST', path, headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType }, body });
}

describe('control characters in stored text', () => {
  const conversation = async () => {
    const res = await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'hello', stream: false } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().conversation_id as string;
  };
  // [what, method, path, body, field path in the error]
  const cases: Array<[string, string, () => Promise<string>, (v: string) => unknown, string]> = [
    ['a workspace name', 'POST', async () => '/v1/workspaces', (v) => ({ name: v }), 'body.name'],
    ['a workspace description', 'PATCH', async () => `/v1/workspaces/${ws}`, (v) => ({ description: v }), 'body.description'],
    ['a chat message', 'POST', async () => `/v1/workspaces/${ws}/chat`, (v) => ({ message: v, stream: false }), 'body.message'],
    ['a conversation title', 'PATCH', async () => `/v1/workspaces/${ws}/conversations/${await conversation()}`, (v) => ({ title: v }), 'body.title'],
    ['a user name', 'POST', async () => '/v1/users', (v) => ({ name: v, email: `nul${Date.now()}@example.com` }), 'body.name'],
    ['an API key name', 'POST', async () => '/v1/api-keys', (v) => ({ name: v }), 'body.name'],
  ];
  it.each(cases)('refuses NUL in %s with a 400 naming the field', async (_what, method, path, body, field) => {
    const res = await t.request(method, await path(), { body: body(`bad${NUL}name`) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    expect(res.json().details.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses other controls in names, and keeps line breaks in multi-line text', async () => {
    expect((await t.request('POST', '/v1/workspaces', { body: { name: 'esc\u001b[31mred' } })).statusCode).toBe(400);
    expect((await t.request('POST', '/v1/workspaces', { body: { name: 'lone \ud800 surrogate' } })).statusCode).toBe(400);
    const ok = await t.request('POST', '/v1/workspaces', { body: { name: 'Fine', description: 'line one\nline two\ttabbed' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().description).toBe('line one\nline two\ttabbed');
  });
});

describe('uploads', () => {
  it('stores nothing when a parse is refused: NUL in webhook_secret is a 400 and no blob or row stays', async () => {
    const blobsBefore = filesUnder(join(t.dataDir, 'blobs')).length;
    const rowsBefore = await countRows('parses');
    const res = await upload('/v1/parses', [
      { name: 'file', filename: 'note.txt', value: 'Hello there.' },
      { name: 'webhook_url', value: 'https://hooks.example.com/quarry' },
      { name: 'webhook_secret', value: `s3cret${NUL}` },
    ]);
    expect(res.status, res.body).toBe(400);
    expect(res.json().details.errors.map((e: { path: string }) => e.path)).toContain('body.webhook_secret');
    expect(filesUnder(join(t.dataDir, 'blobs')).length).toBe(blobsBefore);
    expect(await countRows('parses')).toBe(rowsBefore);
    expect(scratchUploads()).toEqual([]);
  });

  it('cleans filenames: NUL, controls and bidi overrides removed, NFC', async () => {
    const res = await upload(`/v1/workspaces/${ws}/files`, [
      { name: 'file', filename: `re${NUL}port\u202Etxt.exe\u0007 Cafe\u0301.txt`, value: 'Some plain text to index.' },
    ]);
    expect(res.status, res.body).toBe(202);
    expect(res.json().filename).toBe('reporttxt.exe Café.txt');
    const listed = (await t.request('GET', `/v1/workspaces/${ws}/files`)).json().files.map((f: { filename: string }) => f.filename);
    expect(listed).toContain('reporttxt.exe Café.txt');
  });

  it('refuses a filename longer than 255 bytes before storing anything', async () => {
    const before = (await t.request('GET', `/v1/workspaces/${ws}/files`)).json().total;
    const res = await upload(`/v1/workspaces/${ws}/files`, [{ name: 'file', filename: `${'a'.repeat(200_000)}.txt`, value: 'text' }]);
    expect(res.status).toBe(400);
    expect(res.json().details.errors[0]).toMatchObject({ path: 'body.file.filename', message: 'is longer than 255 bytes' });
    expect((await t.request('GET', `/v1/workspaces/${ws}/files`)).json().total).toBe(before);
    // 255 bytes is fine, counted in UTF-8: 85 three-byte characters.
    const longest = await upload(`/v1/workspaces/${ws}/files`, [{ name: 'file', filename: `${'€'.repeat(83)}.txt`, value: 'text' }]);
    expect(longest.status, longest.body).toBe(202);
  });

  it('answers a multipart body without a boundary, or cut off early, with 400', async () => {
    const noBoundary = await rawRequest(t.url, {
      method: 'POST',
      path: '/v1/parses',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'multipart/form-data' },
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--x--\r\n'),
    });
    expect(noBoundary.status, noBoundary.body).toBe(400);
    expect(noBoundary.json().error_code).toBe('VALIDATION_ERROR');

    const { body, contentType } = multipartBody([{ name: 'file', filename: 'a.txt', value: 'hello world '.repeat(100) }]);
    const cut = await rawRequest(t.url, {
      method: 'POST',
      path: `/v1/workspaces/${ws}/files`,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType },
      body: body.subarray(0, 200),
      declaredLength: 200,
    });
    expect(cut.status, cut.body).toBe(400);
    expect(cut.json().error_code).toBe('VALIDATION_ERROR');

    const garbage = await rawRequest(t.url, {
      method: 'POST',
      path: '/v1/parses',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: Buffer.from('--zzz\r\nthis is not a part header\r\n\r\n\u0000\u0001\r\n'),
    });
    expect(garbage.status, garbage.body).toBe(400);
    expect(scratchUploads()).toEqual([]);
  });
});

describe('slow bodies', () => {
  it('ends an upload trickling a byte at a time with 408 and removes its partial file', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', filename: 'slow.txt', value: 'x'.repeat(10_000) }]);
    // Declares the whole body, sends the start, then one byte every 300 ms: never idle, never done.
    const res = await rawRequest(t.url, {
      method: 'POST',
      path: `/v1/workspaces/${ws}/files`,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType },
      body: body.subarray(0, 500),
      declaredLength: body.length,
      trickle: { intervalMs: 300 },
    });
    expect(res.status, res.body).toBe(408);
    expect(res.json().error_code).toBe('REQUEST_TIMEOUT');
    expect(res.elapsedMs).toBeLessThan(8_000);
    expect(scratchUploads()).toEqual([]);
  });

  it('ends an upload that stops sending with 408 after the idle limit', async () => {
    const { body, contentType } = multipartBody([{ name: 'file', filename: 'stalled.txt', value: 'y'.repeat(10_000) }]);
    const res = await rawRequest(t.url, {
      method: 'POST',
      path: `/v1/parses`,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType },
      body: body.subarray(0, 500),
      declaredLength: body.length,
    });
    expect(res.status).toBe(408);
    expect(res.elapsedMs).toBeLessThan(2_900);
    expect(scratchUploads()).toEqual([]);
    // Stalled inside a part's headers, before any file part has begun.
    const early = await rawRequest(t.url, {
      method: 'POST',
      path: `/v1/parses`,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType },
      body: body.subarray(0, 40),
      declaredLength: body.length,
    });
    expect(early.status).toBe(408);
  });

  it('closes a connection whose headers never finish, and bounds keep-alive', async () => {
    const { hostname, port } = new URL(t.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname, () => socket.write('GET /v1/workspaces HTTP/1.1\r\nHost: quarry\r\nX-Slow: '));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    // The headers limit is min(10 s, the request timeout) = 3 s here, checked every second.
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(t.server.app!.server.keepAliveTimeout).toBe(5_000);
    expect(t.server.app!.server.maxRequestsPerSocket).toBe(1_000);
  });

  it('still serves a member after the refusals above', async () => {
    const member = await createUser(t);
    expect((await t.request('GET', '/v1/workspaces', { key: member.key })).statusCode).toBe(200);
  });
});

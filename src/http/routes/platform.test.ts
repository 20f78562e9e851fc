import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ QUARRY_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t?.close());

describe('platform behaviour', () => {
  it('answers health and readiness without a key', async () => {
    expect((await t.request('GET', '/healthz', { key: null })).json()).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/readyz', { key: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      role: 'all',
      checks: {
        database: { status: 'ok', required: true },
        storage: { status: 'ok', required: true },
        llm: { status: 'not_configured', required: false },
        embeddings: { status: 'not_configured', required: false },
      },
    });
  });

  it('echoes a given X-Request-Id and makes one otherwise, also on errors', async () => {
    const given = await t.request('GET', '/v1/workspaces', { headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await t.request('GET', '/v1/nothing-here');
    expect(made.statusCode).toBe(404);
    expect(made.json()).toMatchObject({ error_code: 'NOT_FOUND', request_id: made.headers['x-request-id'] });
    expect(Date.parse(made.json().timestamp)).not.toBeNaN();
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const res = await t.request('POST', '/v1/workspaces', { body: '{"name": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
  });

  it('answers a path id that is not a UUID with 400', async () => {
    const res = await t.request('GET', '/v1/workspaces/not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.errors[0].path).toBe('params.workspace_id');
  });

  it('serves the OpenAPI 3.1 document and the docs page', async () => {
    const doc = await t.request('GET', '/v1/openapi.json', { key: null });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/v1/workspaces', '/v1/api-keys', '/v1/workspaces/{workspace_id}']));
    expect(spec.paths['/v1/workspaces'].post.requestBody).toBeDefined();
    const docs = await t.request('GET', '/docs/', { key: null });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('serves real HTTP on a socket', async () => {
    const res = await fetch(`${t.url}/v1/workspaces`, { headers: { authorization: `Bearer ${t.adminKey}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('ratelimit-limit')).toBe('1000');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and RateLimit headers past the per-key limit', async () => {
    const limited = await startTestApp({ QUARRY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const responses = [];
      // Six calls within milliseconds cross at most one minute boundary, so at least one is over the limit.
      for (let i = 0; i < 6; i++) responses.push(await limited.request('GET', '/v1/workspaces'));
      expect(responses[0].statusCode).toBe(200);
      expect(responses[0].headers['ratelimit-remaining']).toBe('2');
      const refused = responses.find((r) => r.statusCode === 429);
      expect(refused).toBeDefined();
      expect(refused!.json().error_code).toBe('RATE_LIMITED');
      expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused!.headers['ratelimit-remaining']).toBe('0');
      expect(refused!.headers['ratelimit-limit']).toBe('3');
    } finally {
      await limited.close();
    }
  });
});

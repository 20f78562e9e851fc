// Limits a caller cannot step around: bad keys are throttled per address before any lookup, and
// a user's budget is shared by all of their keys. Every 429 says when to retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createUser } from '../support/factories.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '../../src/errors.ts';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ QUARRY_RATE_LIMIT_PER_MINUTE: '6', QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10' });
});
afterAll(() => t?.close());

/** A request from a given client address, as the socket would report it. */
function from(address: string, key: string | null) {
  return t.server.app!.inject({ method: 'GET', url: '/v1/workspaces', remoteAddress: address, headers: key ? { authorization: `Bearer ${key}` } : {} });
}

describe('rate limits', () => {
  it('throttles invalid keys per client address before looking them up, then the valid ones from there too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await from('203.0.113.7', `qk_guess-${i}-aaaaaaaaaaaaaaaaaaaaaaaa`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
    const refused = await from('203.0.113.7', t.adminKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-limit']).toBe('10');
    // Requests without any key count as well; another address is not affected.
    expect((await from('203.0.113.7', null)).statusCode).toBe(429);
    expect((await from('203.0.113.8', t.adminKey)).statusCode).toBe(200);
  });

  it("counts a user's requests across all of their keys", async () => {
    const user = await createUser(t);
    const second = (await t.request('POST', '/v1/api-keys', { key: user.key, body: { name: 'second' } })).json().key as string;
    const third = (await t.request('POST', '/v1/api-keys', { key: user.key, body: { name: 'third' } })).json().key as string;
    // Two requests of the budget of six went to making keys.
    const keys = [user.key, second, third];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from(`198.51.100.${i + 1}`, keys[i % 3])).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await from('198.51.100.99', third);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Another user is not affected.
    const other = await createUser(t);
    expect((await from('198.51.100.200', other.key)).statusCode).toBe(200);
  });

  it('leaves health checks unthrottled', async () => {
    for (let i = 0; i < 12; i++) expect((await t.server.app!.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });
});

describe('rate limits across API processes', () => {
  // Only a PostgreSQL server is shared by processes; the embedded database keeps limits in memory.
  it.skipIf(!process.env.DATABASE_URL)('shares one budget between two API processes on the same PostgreSQL', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-second-api-'));
    const second = await startServer(
      loadConfig({
        DATABASE_URL: t.server.ctx.config.databaseUrl,
        QUARRY_DATA_DIR: dataDir,
        QUARRY_ROLE: 'api',
        PORT: '0',
        HOST: '127.0.0.1',
        QUARRY_LOG_LEVEL: 'silent',
        QUARRY_RATE_LIMIT_PER_MINUTE: '6',
        QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10',
      }),
    );
    try {
      const apps = [t.server.app!, second.app!];
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await apps[i % 2].inject({ method: 'GET', url: '/v1/workspaces', remoteAddress: '192.0.2.77', headers: { authorization: 'Bearer qk_nobody-aaaaaaaaaaaaaaaaaaaaaaaa' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    } finally {
      await second.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('rate limits under concurrent requests', () => {
  // On PostgreSQL, checks that arrive while a count is on its way are counted together in one statement.
  it('admits exactly the limit when many requests arrive at once, each told its own remaining budget', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.server.app!.inject({ method: 'GET', url: '/v1/workspaces', remoteAddress: '192.0.2.200', headers: { authorization: 'Bearer qk_nobody-bbbbbbbbbbbbbbbbbbbbbbbb' } }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});

describe('rate limits with hits reserved ahead (leases)', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await startTestApp({ QUARRY_RATE_LIMIT_PER_MINUTE: '200', QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000' });
  });
  afterAll(() => big?.close());

  // Windows are fixed minutes: a run that crossed into the next one would start a new budget.
  const awayFromWindowEdge = async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 100));
  };
  const get = (app: TestApp['server']['app'], key: string) =>
    app!.inject({ method: 'GET', url: '/v1/workspaces', remoteAddress: '192.0.2.50', headers: { authorization: `Bearer ${key}` } });

  it('admits exactly the limit to a busy user of one process, RateLimit-Remaining counting down by one', async () => {
    const user = await createUser(big);
    await awayFromWindowEdge();
    const replies = [];
    for (let i = 0; i < 230; i++) replies.push(await get(big.server.app, user.key));
    expect(replies.map((r) => r.statusCode)).toEqual([...Array(200).fill(200), ...Array(30).fill(429)]);
    expect(replies.slice(0, 200).map((r) => Number(r.headers['ratelimit-remaining']))).toEqual(Array.from({ length: 200 }, (_, i) => 199 - i));
  });

  it('never admits more than the limit across two API processes, and refuses at most a sixteenth of it early', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-second-api-'));
    const second = await startServer(
      loadConfig({
        DATABASE_URL: big.server.ctx.config.databaseUrl,
        QUARRY_DATA_DIR: dataDir,
        QUARRY_ROLE: 'api',
        PORT: '0',
        HOST: '127.0.0.1',
        QUARRY_LOG_LEVEL: 'silent',
        QUARRY_RATE_LIMIT_PER_MINUTE: '200',
        QUARRY_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
      }),
    );
    try {
      const user = await createUser(big);
      await awayFromWindowEdge();
      const apps = [big.server.app, second.app];
      let admitted = 0;
      for (let i = 0; i < 300; i++) if ((await get(apps[i % 2], user.key)).statusCode === 200) admitted++;
      expect(admitted).toBeLessThanOrEqual(200);
      expect(admitted).toBeGreaterThanOrEqual(200 - 200 / 16);
    } finally {
      await second.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('every 429 says when to retry', () => {
  it.each([
    ['RATE_LIMITED', ERRORS.rateLimited(12, {})],
    ['CONCURRENCY_LIMIT_EXCEEDED', ERRORS.concurrencyLimit(5)],
  ])('%s carries Retry-After', (_code, error) => {
    expect(error.status).toBe(429);
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
  });
});

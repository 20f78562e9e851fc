import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { startServer } from '../../server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('API keys and users', () => {
  it('shows a new key once, lists it without the secret, and stops accepting it once revoked', async () => {
    const created = await t.request('POST', '/v1/api-keys', { body: { name: 'ci' } });
    expect(created.statusCode).toBe(201);
    const { key, api_key_id, prefix } = created.json();
    expect(key).toMatch(/^qk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    expect((await t.request('GET', '/v1/workspaces', { key })).statusCode).toBe(200);
    const listed = await t.request('GET', '/v1/api-keys');
    const item = listed.json().api_keys.find((k: { api_key_id: string }) => k.api_key_id === api_key_id);
    expect(item).toMatchObject({ name: 'ci', prefix });
    expect(item.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(key);

    expect((await t.request('DELETE', `/v1/api-keys/${api_key_id}`)).statusCode).toBe(204);
    const after = await t.request('GET', '/v1/workspaces', { key });
    expect(after.statusCode).toBe(401);
    expect(after.json().error_code).toBe('INVALID_API_KEY');
  });

  // Another API process caches a key it verified for 5 s; a revocation, a deletion or a role change
  // must reach it through PostgreSQL (NOTIFY from triggers) at once, not when that cache expires:
  // each change is made right after that process verified the key, and must show well within 5 s.
  it('stops honouring a revoked or deleted key, or a demoted user, in another API process at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-second-api-'));
    const second = await startServer(
      loadConfig({ DATABASE_URL: t.server.ctx.config.databaseUrl, QUARRY_DATA_DIR: dataDir, QUARRY_ROLE: 'api', PORT: '0', HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'silent' }),
    );
    const there = async (key: string, path = '/v1/workspaces') => (await fetch(`${second.url}${path}`, { headers: { authorization: `Bearer ${key}` } })).status;
    const reaches = (what: string, check: () => Promise<boolean>) =>
      pollUntil(check, { what: `${what} to reach the other process`, timeoutMs: 2_000, intervalMs: 50 });
    // Verified there twice: the second answer comes from its cache.
    const verifiedThere = async (key: string, path?: string) => {
      expect(await there(key, path)).toBe(200);
      expect(await there(key, path)).toBe(200);
    };
    try {
      const revoked = (await t.request('POST', '/v1/api-keys', { body: { name: 'revoked elsewhere' } })).json();
      await verifiedThere(revoked.key);
      expect((await t.request('DELETE', `/v1/api-keys/${revoked.api_key_id}`)).statusCode).toBe(204);
      await reaches('the revocation', async () => (await there(revoked.key)) === 401);

      const deleted = (await t.request('POST', '/v1/api-keys', { body: { name: 'deleted by hand' } })).json();
      await verifiedThere(deleted.key);
      await t.server.ctx.db.query('DELETE FROM api_keys WHERE id = $1', [deleted.api_key_id]);
      await reaches('the deletion', async () => (await there(deleted.key)) === 401);

      // Users' roles change only by hand (there is no endpoint for it): an admin demoted to member.
      const admin = await createUser(t, 'admin');
      await verifiedThere(admin.key, '/v1/users');
      await t.server.ctx.db.query(`UPDATE users SET role = 'member' WHERE id = $1`, [admin.userId]);
      await reaches('the demotion', async () => (await there(admin.key, '/v1/users')) === 403);
      expect(await there(admin.key)).toBe(200);
    } finally {
      await second.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses expired keys', async () => {
    const created = await t.request('POST', '/v1/api-keys', { body: { name: 'short', expires_at: new Date(Date.now() + 1500).toISOString() } });
    const { key } = created.json();
    expect((await t.request('GET', '/v1/workspaces', { key })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await t.request('GET', '/v1/workspaces', { key })).json().error_code).toBe('INVALID_API_KEY');
  });

  it('answers 401 AUTHENTICATION_REQUIRED with WWW-Authenticate when the header is missing or malformed', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }] as Array<Record<string, string>>) {
      const res = await t.request('GET', '/v1/workspaces', { key: null, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('AUTHENTICATION_REQUIRED');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const bad = await t.request('GET', '/v1/workspaces', { key: 'qk_not-a-real-key' });
    expect(bad.json().error_code).toBe('INVALID_API_KEY');
  });

  it('lets members manage only their own keys, and admins any', async () => {
    const member = await createUser(t, 'member');
    const other = await createUser(t, 'member');
    const own = await t.request('POST', '/v1/api-keys', { key: member.key, body: { name: 'mine' } });
    expect(own.statusCode).toBe(201);
    const forOther = await t.request('POST', '/v1/api-keys', { key: member.key, body: { name: 'x', user_id: other.userId } });
    expect(forOther.statusCode).toBe(403);
    const mine = await t.request('GET', '/v1/api-keys', { key: member.key });
    expect(mine.json().api_keys.every((k: { user_id: string }) => k.user_id === member.userId)).toBe(true);
    const theirs = await t.request('GET', '/v1/api-keys', { key: other.key });
    const otherKeyId = theirs.json().api_keys[0].api_key_id;
    expect((await t.request('DELETE', `/v1/api-keys/${otherKeyId}`, { key: member.key })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/v1/api-keys/${otherKeyId}`)).statusCode).toBe(204);
  });

  it('lets only admins manage users, and refuses duplicate emails', async () => {
    const member = await createUser(t, 'member');
    expect((await t.request('GET', '/v1/users', { key: member.key })).statusCode).toBe(403);
    const dup = await t.request('POST', '/v1/users', { body: { name: 'A', email: 'dup@example.com' } });
    expect(dup.statusCode).toBe(201);
    expect(dup.json().role).toBe('member');
    const again = await t.request('POST', '/v1/users', { body: { name: 'B', email: 'DUP@example.com' } });
    expect(again.statusCode).toBe(409);
    expect((await t.request('POST', '/v1/users', { body: { name: 'C', email: 'not-an-email' } })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { uploadFile } from '../../../test/support/uploads.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { startServer } from '../../server.ts';
import { CHANGE_LISTENER_APPLICATION } from '../../db/change-listener.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('workspaces', () => {
  it('creates a workspace whose creator is owner, and returns it', async () => {
    const res = await t.request('POST', '/v1/workspaces', { body: { name: 'Sales', description: 'Q3 numbers' } });
    expect(res.statusCode).toBe(201);
    const ws = res.json();
    expect(ws).toMatchObject({ name: 'Sales', description: 'Q3 numbers', visibility: 'private', role: 'owner', file_count: 0, table_count: 0 });
    expect(ws.workspace_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(ws.created_at).toISOString()).toBe(ws.created_at);

    const got = await t.request('GET', `/v1/workspaces/${ws.workspace_id}`);
    expect(got.json()).toEqual(ws);
  });

  it('validates the body with a VALIDATION_ERROR naming the field', async () => {
    const res = await t.request('POST', '/v1/workspaces', { body: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    expect(res.json().details.errors[0].path).toBe('body.name');
  });

  it('lists only the workspaces the caller can access, paginated', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const a1 = await createWorkspace(t, alice, { name: 'a1' });
    await createWorkspace(t, alice, { name: 'a2' });
    await createWorkspace(t, bob, { name: 'b1' });
    const page = await t.request('GET', '/v1/workspaces?limit=1&offset=0', { key: alice.key });
    expect(page.json()).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.json().workspaces).toHaveLength(1);
    const bobs = await t.request('GET', '/v1/workspaces', { key: bob.key });
    expect(bobs.json().workspaces.map((w: { name: string }) => w.name)).toEqual(['b1']);
    const hidden = await t.request('GET', `/v1/workspaces/${a1}`, { key: bob.key });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error_code).toBe('WORKSPACE_NOT_FOUND');
  });

  it('gives every organization member viewer access to organization-visible workspaces', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const ws = await createWorkspace(t, owner, { name: 'shared' });
    expect((await t.request('GET', `/v1/workspaces/${ws}`, { key: other.key })).statusCode).toBe(404);
    const patched = await t.request('PATCH', `/v1/workspaces/${ws}`, { key: owner.key, body: { visibility: 'organization' } });
    expect(patched.json().visibility).toBe('organization');
    const seen = await t.request('GET', `/v1/workspaces/${ws}`, { key: other.key });
    expect(seen.json().role).toBe('viewer');
    const denied = await t.request('PATCH', `/v1/workspaces/${ws}`, { key: other.key, body: { name: 'mine' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().details).toEqual({ required_role: 'owner', your_role: 'viewer' });
  });

  it('manages members and never removes the last owner', async () => {
    const owner = await createUser(t);
    const editor = await createUser(t);
    const ws = await createWorkspace(t, owner);
    await addMember(t, ws, owner, editor, 'editor');
    const members = await t.request('GET', `/v1/workspaces/${ws}/members`, { key: editor.key });
    expect(members.json().members.map((m: { role: string }) => m.role).sort()).toEqual(['editor', 'owner']);
    const lastOwner = await t.request('DELETE', `/v1/workspaces/${ws}/members/${owner.userId}`, { key: owner.key });
    expect(lastOwner.statusCode).toBe(409);
    const demote = await t.request('PUT', `/v1/workspaces/${ws}/members/${owner.userId}`, { key: owner.key, body: { role: 'viewer' } });
    expect(demote.statusCode).toBe(409);
    expect((await t.request('DELETE', `/v1/workspaces/${ws}/members/${editor.userId}`, { key: owner.key })).statusCode).toBe(204);
    expect((await t.request('GET', `/v1/workspaces/${ws}`, { key: editor.key })).statusCode).toBe(404);
  });

  it('deletes a workspace for good', async () => {
    const ws = await createWorkspace(t);
    expect((await t.request('DELETE', `/v1/workspaces/${ws}`)).statusCode).toBe(204);
    expect((await t.request('GET', `/v1/workspaces/${ws}`)).statusCode).toBe(404);
    expect((await t.request('DELETE', `/v1/workspaces/${ws}`)).statusCode).toBe(404);
  });

  // Lists and roles are cached per process (workspace-cache.ts): every change must show at once.
  it('shows every change to a list already read, at once, in the same process', async () => {
    const owner = await createUser(t);
    const member = await createUser(t);
    const ws = await createWorkspace(t, owner, { name: 'before' });
    // The entry of this workspace in the user's list (other tests' organization-visible ones show too).
    const seenBy = async (user: TestUser) =>
      (await t.request('GET', '/v1/workspaces?limit=100', { key: user.key })).json().workspaces.find((w: { workspace_id: string }) => w.workspace_id === ws);
    expect(await seenBy(member)).toBeUndefined();

    await addMember(t, ws, owner, member, 'owner');
    expect(await seenBy(member)).toMatchObject({ name: 'before', role: 'owner', file_count: 0 });
    expect((await t.request('PATCH', `/v1/workspaces/${ws}`, { key: member.key, body: { name: 'after' } })).statusCode).toBe(200);
    expect((await seenBy(owner)).name).toBe('after');

    const uploaded = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'city,people\nOslo,700000\n', filename: 'cities.csv', type: 'text/csv' }, {}, owner.key);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
    expect((await seenBy(member)).file_count).toBe(1);
    const { file_id } = uploaded.body;
    expect((await t.request('DELETE', `/v1/workspaces/${ws}/files/${file_id}`, { key: owner.key })).statusCode).toBe(204);
    expect((await seenBy(member)).file_count).toBe(0);

    await addMember(t, ws, owner, member, 'viewer');
    expect((await seenBy(member)).role).toBe('viewer');
    const denied = await t.request('PATCH', `/v1/workspaces/${ws}`, { key: member.key, body: { name: 'mine' } });
    expect(denied.statusCode).toBe(403);
    expect((await t.request('DELETE', `/v1/workspaces/${ws}/members/${member.userId}`, { key: owner.key })).statusCode).toBe(204);
    expect(await seenBy(member)).toBeUndefined();
    expect((await t.request('GET', `/v1/workspaces/${ws}/members`, { key: member.key })).statusCode).toBe(404);

    expect((await t.request('DELETE', `/v1/workspaces/${ws}`, { key: owner.key })).statusCode).toBe(204);
    expect(await seenBy(owner)).toBeUndefined();
  });

  // Another API process hears of each change from PostgreSQL (NOTIFY), not from its 5 s TTL: each
  // change is made right after that process read the list again, and must show well within 5 s.
  it('shows changes made through one API process in another one, well before its cache expires', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quarry-second-api-'));
    const second = await startServer(
      loadConfig({ DATABASE_URL: t.server.ctx.config.databaseUrl, QUARRY_DATA_DIR: dataDir, QUARRY_ROLE: 'api', PORT: '0', HOST: '127.0.0.1', QUARRY_LOG_LEVEL: 'silent' }),
    );
    try {
      const owner = await createUser(t);
      const member = await createUser(t);
      const there = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${second.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${member.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: res.status, body: res.status === 204 ? null : await res.json() };
      };
      let ws = '';
      type Listed = { workspaces: Array<{ workspace_id: string; name: string; role: string }> };
      const seenThere = async () => ((await there('GET', '/v1/workspaces?limit=100')).body as Listed).workspaces.find((w) => w.workspace_id === ws);
      const reaches = <T>(what: string, check: () => Promise<T | undefined | null | false>) =>
        pollUntil(check, { what: `${what} to reach the other process`, timeoutMs: 3_000, intervalMs: 50 });

      ws = await createWorkspace(t, owner, { name: 'shared' });
      expect(await seenThere()).toBeUndefined();
      await addMember(t, ws, owner, member, 'owner');
      await reaches('the new membership', async () => (await seenThere())?.role === 'owner');
      // The role is cached there too: an owner's edit is allowed.
      expect((await there('PATCH', `/v1/workspaces/${ws}`, { description: 'mine too' })).status).toBe(200);

      expect((await seenThere())?.name).toBe('shared');
      await t.request('PATCH', `/v1/workspaces/${ws}`, { key: owner.key, body: { name: 'renamed' } });
      await reaches('the rename', async () => (await seenThere())?.name === 'renamed');

      await addMember(t, ws, owner, member, 'viewer');
      await reaches('the demotion', async () => (await there('PATCH', `/v1/workspaces/${ws}`, { name: 'mine' })).status === 403);
      // The list is a cache of its own: it hears the same notification, a moment apart under load.
      await reaches('the demotion in the list', async () => (await seenThere())?.role === 'viewer');

      await t.request('DELETE', `/v1/workspaces/${ws}`, { key: owner.key });
      await reaches('the deletion', async () => (await seenThere()) === undefined && (await there('GET', `/v1/workspaces/${ws}/members`)).status === 404);
    } finally {
      await second.shutdown();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // A notification sent while the LISTEN connection is down is lost: the cache must not be trusted.
  it('answers from the database while its notification connection is down, and caches again once it is back', async () => {
    const owner = await createUser(t);
    const ws = await createWorkspace(t, owner, { name: 'heard' });
    const nameSeen = async () =>
      (await t.request('GET', '/v1/workspaces?limit=100', { key: owner.key })).json().workspaces.find((w: { workspace_id: string }) => w.workspace_id === ws)?.name;
    const db = t.server.ctx.db;
    const listener = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = '${CHANGE_LISTENER_APPLICATION}'`;
    const renameBehindItsBack = (name: string) => db.query('UPDATE workspaces SET name = $2 WHERE id = $1', [ws, name]);

    expect(await nameSeen()).toBe('heard');
    await db.query(`SELECT pg_terminate_backend(pid) FROM (${listener}) l`);
    await renameBehindItsBack('missed');
    await pollUntil(async () => (await nameSeen()) === 'missed', { what: 'the list to be read from the database', timeoutMs: 3_000, intervalMs: 50 });

    await pollUntil(async () => (await db.query(listener)).length === 1, { what: 'the listener to reconnect', timeoutMs: 10_000 });
    await pollUntil(async () => (await nameSeen()) === 'missed', { timeoutMs: 3_000 });
    await renameBehindItsBack('heard again');
    await pollUntil(async () => (await nameSeen()) === 'heard again', { what: 'the notification after reconnecting', timeoutMs: 3_000, intervalMs: 50 });
  });

  // Each channel used to have a connection (and a server backend) of its own.
  it('hears workspace and API key changes on one connection, which is all it holds for them', async () => {
    const owner = await createUser(t);
    const ws = await createWorkspace(t, owner, { name: 'one line' });
    const db = t.server.ctx.db;
    const listeners = await db.query<{ query: string }>(
      `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND (query LIKE '%workspace_changes%' OR query LIKE '%api_key_changes%')`,
    );
    expect(listeners).toHaveLength(1);
    expect(listeners[0].query).toContain('workspace_changes');
    expect(listeners[0].query).toContain('api_key_changes');

    // Both caches hear a change made behind the service's back through it, well before their expiry.
    const list = () => t.request('GET', '/v1/workspaces?limit=100', { key: owner.key });
    expect((await list()).statusCode).toBe(200);
    await db.query('UPDATE workspaces SET name = $2 WHERE id = $1', [ws, 'renamed behind']);
    await pollUntil(async () => (await list()).json().workspaces.some((w: { name: string }) => w.name === 'renamed behind'), {
      what: 'the workspace notification',
      timeoutMs: 2_000,
      intervalMs: 50,
    });
    await db.query('UPDATE api_keys SET revoked_at = now() WHERE user_id = $1', [owner.userId]);
    await pollUntil(async () => (await list()).statusCode === 401, { what: 'the API key notification', timeoutMs: 2_000, intervalMs: 50 });
  });
});

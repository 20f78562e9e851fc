import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { addMember, createUser, createWorkspace } from '../../../test/support/factories.ts';

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
});

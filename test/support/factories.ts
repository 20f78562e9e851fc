// Factories for the people and places tests need, made through the API as a user would.
import { expect } from 'vitest';
import type { TestClient } from './test-app.ts';

export interface TestUser {
  userId: string;
  key: string;
}

let counter = 0;

export async function createUser(t: TestClient, role: 'admin' | 'member' = 'member'): Promise<TestUser> {
  counter += 1;
  const u = await t.request('POST', '/v1/users', { body: { name: `User ${counter}`, email: `user${counter}-${Date.now()}@example.com`, role } });
  expect(u.statusCode, u.body).toBe(201);
  const userId = u.json().user_id as string;
  const k = await t.request('POST', '/v1/api-keys', { body: { name: 'test', user_id: userId } });
  expect(k.statusCode, k.body).toBe(201);
  return { userId, key: k.json().key as string };
}

export async function createWorkspace(t: TestClient, owner: TestUser | null = null, body: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request('POST', '/v1/workspaces', { key: owner?.key, body: { name: 'Test workspace', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().workspace_id as string;
}

export async function addMember(t: TestClient, workspaceId: string, owner: TestUser | null, member: TestUser, role: 'owner' | 'editor' | 'viewer') {
  const res = await t.request('PUT', `/v1/workspaces/${workspaceId}/members/${member.userId}`, { key: owner?.key, body: { role } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A workspace with one user of each role, and an outsider from the same organization. */
export async function createRoleCast(t: TestClient) {
  const [owner, editor, viewer, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
  const workspaceId = await createWorkspace(t, owner);
  await addMember(t, workspaceId, owner, editor, 'editor');
  await addMember(t, workspaceId, owner, viewer, 'viewer');
  return { workspaceId, owner, editor, viewer, outsider };
}

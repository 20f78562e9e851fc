// Every route × every kind of caller. A route added later is covered by adding one row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createRoleCast, createUser, type TestUser } from '../support/factories.ts';

type Caller = 'none' | 'bad' | 'outsider' | 'viewer' | 'editor' | 'owner';
type Need = 'viewer' | 'editor' | 'owner';

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  /** The least workspace role that may call it. */
  need: Need;
  body?: (ids: Ids) => unknown;
  multipart?: boolean;
}

interface Ids {
  workspaceId: string;
  memberId: string;
  missing: string;
}

const MISSING = '00000000-0000-4000-8000-000000000000';

const ROWS: Row[] = [
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}`, need: 'viewer' },
  { method: 'PATCH', path: (i) => `/v1/workspaces/${i.workspaceId}`, need: 'owner', body: () => ({ description: 'x' }) },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/members`, need: 'viewer' },
  { method: 'PUT', path: (i) => `/v1/workspaces/${i.workspaceId}/members/${i.memberId}`, need: 'owner', body: () => ({ role: 'viewer' }) },
  { method: 'DELETE', path: (i) => `/v1/workspaces/${i.workspaceId}/members/${i.missing}`, need: 'owner' },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/files`, need: 'viewer' },
  { method: 'POST', path: (i) => `/v1/workspaces/${i.workspaceId}/files`, need: 'editor', multipart: true },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/files/${i.missing}/status`, need: 'viewer' },
  { method: 'DELETE', path: (i) => `/v1/workspaces/${i.workspaceId}/files/${i.missing}`, need: 'editor' },
  { method: 'POST', path: (i) => `/v1/workspaces/${i.workspaceId}/chat`, need: 'viewer', body: () => ({ message: 'hello', stream: false }) },
  { method: 'POST', path: (i) => `/v1/workspaces/${i.workspaceId}/search`, need: 'viewer', body: () => ({ query: 'hello' }) },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/conversations`, need: 'viewer' },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/conversations/${i.missing}`, need: 'viewer' },
  { method: 'GET', path: (i) => `/v1/workspaces/${i.workspaceId}/tables/no_such_table/rows`, need: 'viewer' },
  { method: 'DELETE', path: (i) => `/v1/workspaces/${i.workspaceId}`, need: 'owner' },
];

const RANK: Record<Need, number> = { viewer: 1, editor: 2, owner: 3 };

let t: TestApp;
let cast: Awaited<ReturnType<typeof createRoleCast>>;
// The member rows change this user's role, never the outsider's.
let bystander: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  cast = await createRoleCast(t);
  bystander = await createUser(t);
});
afterAll(() => t?.close());

function keyOf(caller: Caller): string | null {
  if (caller === 'none') return null;
  if (caller === 'bad') return 'qk_this-key-does-not-exist-at-all-xxxxxxxxxxx';
  return (cast[caller] as TestUser).key;
}

function expectedFor(row: Row, caller: Caller): 'unauthenticated' | 'not_found' | 'forbidden' | 'allowed' {
  if (caller === 'none' || caller === 'bad') return 'unauthenticated';
  if (caller === 'outsider') return 'not_found';
  return RANK[caller] >= RANK[row.need] ? 'allowed' : 'forbidden';
}

async function call(row: Row, caller: Caller, ids: Ids) {
  const key = keyOf(caller);
  if (row.multipart) {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'matrix.csv');
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await fetch(t.url + row.path(ids), { method: row.method, body: form, headers });
    return { statusCode: res.status, json: async () => res.json() };
  }
  const res = await t.request(row.method, row.path(ids), { key, body: row.body?.(ids) });
  return { statusCode: res.statusCode, json: async () => (res.body ? res.json() : null) };
}

describe('role matrix', () => {
  const callers: Caller[] = ['none', 'bad', 'outsider', 'viewer', 'editor', 'owner'];
  for (const row of ROWS) {
    for (const caller of callers) {
      it(`${row.method} ${row.path({ workspaceId: ':ws', memberId: ':user', missing: ':missing' })} as ${caller}`, async () => {
        const ids = { workspaceId: cast.workspaceId, memberId: bystander.userId, missing: MISSING };
        const expected = expectedFor(row, caller);
        if (row.method === 'DELETE' && row.path(ids) === `/v1/workspaces/${ids.workspaceId}` && expected === 'allowed') {
          // Deleting the workspace would end the matrix: the owner deletes a workspace of their own instead.
          const own = await t.request('POST', '/v1/workspaces', { key: cast.owner.key, body: { name: 'doomed' } });
          ids.workspaceId = own.json().workspace_id;
        }
        const res = await call(row, caller, ids);
        const body = await res.json();
        switch (expected) {
          case 'unauthenticated':
            expect(res.statusCode).toBe(401);
            expect(['AUTHENTICATION_REQUIRED', 'INVALID_API_KEY']).toContain(body.error_code);
            break;
          case 'not_found':
            expect(res.statusCode).toBe(404);
            expect(body.error_code).toBe('WORKSPACE_NOT_FOUND');
            break;
          case 'forbidden':
            expect(res.statusCode).toBe(403);
            expect(body).toMatchObject({ error_code: 'FORBIDDEN', details: { required_role: row.need, your_role: caller } });
            break;
          case 'allowed':
            expect([401, 403]).not.toContain(res.statusCode);
            expect(body?.error_code).not.toBe('WORKSPACE_NOT_FOUND');
            break;
        }
      });
    }
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createRoleCast } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { uploadFile } from '../../../test/support/uploads.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createRoleCast>>;
const CSV = 'city,population,capital\nBerlin,3850809,true\nHamburg,1945532,false\nMünchen,1512491,false\nKöln,1084831,\n';

beforeAll(async () => {
  t = await startTestApp();
  cast = await createRoleCast(t);
  const res = await uploadFile(t, `/v1/workspaces/${cast.workspaceId}/files`, { content: CSV, filename: 'Cities.csv' }, {}, cast.owner.key);
  expect(res.status).toBe(202);
  await pollUntil(
    async () => (await t.request('GET', `/v1/workspaces/${cast.workspaceId}/files/${res.body.file_id}/status`, { key: cast.owner.key })).json().status === 'completed',
    { what: 'the CSV' },
  );
});
afterAll(() => t?.close());

const rowsOf = (query: string, key = cast.viewer.key) => t.request('GET', `/v1/workspaces/${cast.workspaceId}/tables/cities/rows${query}`, { key });

describe('GET /v1/workspaces/{id}/tables/{table}/rows', () => {
  it('gives a viewer a page of rows in table order, with the columns and the table size', async () => {
    const res = await rowsOf('?limit=2&offset=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      table_name: 'cities',
      columns: [
        { name: 'city', label: 'city', type: 'text' },
        { name: 'population', label: 'population', type: 'integer' },
        { name: 'capital', label: 'capital', type: 'boolean' },
      ],
      rows: [
        ['Hamburg', 1945532, false],
        ['München', 1512491, false],
      ],
      total: 4,
      limit: 2,
      offset: 1,
    });
  });

  it('returns 20 rows by default and nulls as null', async () => {
    const res = await rowsOf('');
    expect(res.json()).toMatchObject({ limit: 20, offset: 0, total: 4 });
    expect(res.json().rows.at(-1)).toEqual(['Köln', 1084831, null]);
  });

  it('refuses pages larger than 100 rows, as every list does', async () => {
    const res = await rowsOf('?limit=101');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
  });

  it('answers TABLE_NOT_FOUND for a table the workspace does not hold', async () => {
    const res = await t.request('GET', `/v1/workspaces/${cast.workspaceId}/tables/no_such_table/rows`, { key: cast.viewer.key });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('TABLE_NOT_FOUND');
  });

  it('hides the workspace from an outsider', async () => {
    const res = await rowsOf('', cast.outsider.key);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('WORKSPACE_NOT_FOUND');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.request('GET', '/v1/openapi.json', { key: null })).json();
    const op = doc.paths['/v1/workspaces/{workspace_id}/tables/{table_name}/rows'].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['limit', 'offset', 'table_name', 'workspace_id']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '404', '504']));
  });
});

describe('GET /v1/me', () => {
  it('tells a key who it acts as and which key it is', async () => {
    const res = await t.request('GET', '/v1/me', { key: cast.viewer.key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: cast.viewer.userId, role: 'member', api_key_id: expect.any(String) });
  });

  it('refuses a revoked key as INVALID_API_KEY', async () => {
    const created = (await t.request('POST', '/v1/api-keys', { key: cast.editor.key, body: { name: 'short-lived' } })).json();
    expect((await t.request('DELETE', `/v1/api-keys/${created.api_key_id}`, { key: cast.editor.key })).statusCode).toBe(204);
    const res = await t.request('GET', '/v1/me', { key: created.key });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('INVALID_API_KEY');
  });
});

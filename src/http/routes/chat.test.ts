import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, createWorkspace } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { uploadFile } from '../../../test/support/uploads.ts';
import { readEvents } from '../../../test/support/sse.ts';

let t: TestApp;
let ws: string;
let employeesId: string;
let docId: string;

const EMPLOYEES = `name,department,salary,city
Ada,Engineering,120000,Berlin
Grace,Engineering,98000,Munich
Linus,Engineering,56000,Berlin
Dmitri,Marketing,70000,Paris
Joan,Marketing,64000,Berlin
Ken,Sales,50000,Paris
`;

const NOTES = `The Rhine flows through Basel before it reaches Strasbourg.
The river's total length is 1,230 kilometres.
Quarry's engineers wrote this note to test document search.`;

async function ready(fileId: string) {
  await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${ws}/files/${fileId}/status`)).json().status === 'completed', {
    what: 'file ingestion',
  });
}

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'chat' });
  employeesId = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: EMPLOYEES, filename: 'employees.csv' })).body.file_id;
  docId = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: NOTES, filename: 'rivers.txt' })).body.file_id;
  await ready(employeesId);
  await ready(docId);
});
afterAll(() => t?.close());

function chat(body: Record<string, unknown>, key?: string) {
  return t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { stream: false, ...body }, key });
}

describe('chat with the builtin engine', () => {
  it('answers a table question with the SQL that backs it', async () => {
    const res = await chat({ message: 'What is the average salary in Engineering?', dataset_ids: [employeesId], include_execution_details: true });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({ role: 'assistant', model: 'builtin', status: 'completed', tokens_input: 0, tokens_output: 0 });
    expect(m.content).toContain('91,333.33');
    expect(m.execution_details.approach).toBe('tabular');
    expect(m.execution_details.tables_used).toEqual(['employees']);
    expect(m.execution_details.sql_queries_executed.some((q: { sql: string; success: boolean }) => q.success && /avg/i.test(q.sql))).toBe(true);
  });

  it("keeps each query's columns and first rows in the execution details, to show how the answer was found", async () => {
    const m = (await chat({ message: 'What is the average salary by department?', dataset_ids: [employeesId], include_execution_details: true })).json();
    const query = m.execution_details.sql_queries_executed.find((q: { success: boolean; row_count: number }) => q.success && q.row_count === 3);
    expect(query, JSON.stringify(m.execution_details.sql_queries_executed)).toBeDefined();
    expect(query.rows).toHaveLength(3);
    expect(query.rows[0]).toHaveLength(query.columns.length);
    expect(query.rows.map((r: unknown[]) => r[0]).sort()).toEqual(['Engineering', 'Marketing', 'Sales']);
  });

  it('continues a conversation with a follow-up', async () => {
    const first = (await chat({ message: 'How many employees are in Engineering?', dataset_ids: [employeesId] })).json();
    expect(first.content).toMatch(/\b3\b/);
    const follow = (await chat({ message: 'And in Marketing?', conversation_id: first.conversation_id, dataset_ids: [employeesId] })).json();
    expect(follow.conversation_id).toBe(first.conversation_id);
    expect(follow.content).toMatch(/\b2\b/);
  });

  it('answers a document question from the passages, with sources', async () => {
    const m = (await chat({ message: 'Which city does the Rhine flow through before Strasbourg?', dataset_ids: [docId] })).json();
    expect(m.content).toContain('Basel');
    expect(m.search_results[0]).toMatchObject({ file_id: docId, filename: 'rivers.txt' });
    expect(m.search_results[0].text).toContain('Basel');
  });

  it('streams start, deltas and done, with steps and sources at the detailed level', async () => {
    const res = await fetch(`${t.url}/v1/workspaces/${ws}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How long is the Rhine?', event_detail_level: 'detailed', dataset_ids: [docId] }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('done');
    expect(names).toContain('step');
    expect(names).toContain('sources');
    const text = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    const done = events.at(-1)!.data;
    expect(text).toBe(done.content);
    expect(done.content).toContain('1,230');
    expect(events[0].data).toMatchObject({ conversation_id: done.conversation_id, message_id: done.message_id, model: 'builtin' });
  });

  it('streams without step events at the minimal level', async () => {
    const res = await fetch(`${t.url}/v1/workspaces/${ws}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How many employees are there?', dataset_ids: [employeesId] }),
    });
    const names = (await readEvents(res)).map((e) => e.event);
    expect(names).not.toContain('step');
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('done');
  });

  it('says honestly when it cannot map a question, naming what it can answer', async () => {
    const m = (await chat({ message: 'What is the airspeed velocity of an unladen swallow?', dataset_ids: [employeesId] })).json();
    expect(m.content).toMatch(/could not|not able|cannot/i);
    expect(m.content).toContain('employees');
  });
});

describe('chat validation', () => {
  it('validates the body', async () => {
    expect((await chat({ message: '' })).statusCode).toBe(400);
    expect((await chat({ message: 'x'.repeat(10_001) })).statusCode).toBe(400);
    expect((await chat({ message: 'hi', max_iterations: 21 })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 11 }, () => employeesId);
    expect((await chat({ message: 'hi', dataset_ids: tooMany })).statusCode).toBe(400);
  });

  it('answers unknown datasets 404, unfinished ones 409, unknown models 400', async () => {
    const unknown = await chat({ message: 'hi', dataset_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_code).toBe('FILE_NOT_FOUND');
    await t.server.ctx.db.query(`UPDATE files SET status = 'processing' WHERE id = $1`, [employeesId]);
    try {
      const pending = await chat({ message: 'hi', dataset_ids: [employeesId] });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({ error_code: 'FILE_NOT_READY', details: { file_ids: [employeesId] } });
    } finally {
      await t.server.ctx.db.query(`UPDATE files SET status = 'completed' WHERE id = $1`, [employeesId]);
    }
    const model = await chat({ message: 'hi', model: 'gpt-imaginary' });
    expect(model.statusCode).toBe(400);
    expect(model.json()).toMatchObject({ error_code: 'MODEL_NOT_AVAILABLE', details: { available_models: ['builtin'] } });
  });

  it("does not let a file of another workspace into the chat", async () => {
    const other = await createWorkspace(t, null, { name: 'other' });
    const res = await t.request('POST', `/v1/workspaces/${other}/chat`, { body: { message: 'hi', stream: false, dataset_ids: [employeesId] } });
    expect(res.statusCode).toBe(404);
  });
});

describe('conversations', () => {
  it('lists, reads, archives, refuses to continue archived, reactivates and deletes', async () => {
    const first = (await chat({ message: 'How many employees are in Sales?', dataset_ids: [employeesId], include_execution_details: true })).json();
    const id = first.conversation_id;
    const list = (await t.request('GET', `/v1/workspaces/${ws}/conversations`)).json();
    const item = list.conversations.find((c: { conversation_id: string }) => c.conversation_id === id);
    expect(item).toMatchObject({ title: 'How many employees are in Sales?', status: 'active', message_count: 2 });

    const read = (await t.request('GET', `/v1/workspaces/${ws}/conversations/${id}?include_tool_details=true`)).json();
    expect(read.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(read.messages[1].execution_details.sql_queries_executed.length).toBeGreaterThan(0);
    expect(read.usage).toEqual({ tokens_input: 0, tokens_output: 0 });
    const plain = (await t.request('GET', `/v1/workspaces/${ws}/conversations/${id}?message_limit=1`)).json();
    expect(plain.messages).toHaveLength(1);
    expect(plain.messages[0].role).toBe('assistant');
    expect(plain.messages[0].execution_details).toBeUndefined();
    expect((await t.request('GET', `/v1/workspaces/${ws}/conversations/${id}?message_limit=201`)).statusCode).toBe(400);

    expect((await t.request('PATCH', `/v1/workspaces/${ws}/conversations/${id}`, { body: { status: 'archived' } })).json().status).toBe('archived');
    const archived = await chat({ message: 'And in Marketing?', conversation_id: id });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error_code).toBe('CONVERSATION_ARCHIVED');
    const archivedList = (await t.request('GET', `/v1/workspaces/${ws}/conversations?status=archived`)).json();
    expect(archivedList.conversations.map((c: { conversation_id: string }) => c.conversation_id)).toContain(id);
    await t.request('PATCH', `/v1/workspaces/${ws}/conversations/${id}`, { body: { status: 'active' } });
    expect((await chat({ message: 'And in Marketing?', conversation_id: id })).statusCode).toBe(200);

    const stranger = await createUser(t);
    await t.request('PUT', `/v1/workspaces/${ws}/members/${stranger.userId}`, { body: { role: 'viewer' } });
    expect((await t.request('GET', `/v1/workspaces/${ws}/conversations/${id}`, { key: stranger.key })).statusCode).toBe(404);

    expect((await t.request('DELETE', `/v1/workspaces/${ws}/conversations/${id}`)).statusCode).toBe(204);
    expect((await t.request('GET', `/v1/workspaces/${ws}/conversations/${id}`)).statusCode).toBe(404);
  });
});

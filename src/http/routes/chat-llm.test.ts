// The chat through HTTP with a language model: a scripted OpenAI-compatible server stands in for
// the model, and the real AI SDK client talks to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createWorkspace } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { uploadFile } from '../../../test/support/uploads.ts';
import { readEvents } from '../../../test/support/sse.ts';
import { latestToolResults, startScriptedLlmServer, type ScriptedLlmServer, type ScriptedTurn, type RecordedRequest } from '../../../test/support/scripted-llm-server.ts';

let t: TestApp;
let llm: ScriptedLlmServer;
let ws: string;
let otherWs: string;
let turns: Array<ScriptedTurn | ((r: RecordedRequest) => ScriptedTurn)> = [];
const API_KEY = 'sk-test-secret-key-123456';

beforeAll(async () => {
  llm = await startScriptedLlmServer((request) => {
    const next = turns.shift();
    if (!next) return { text: 'No more script.' };
    return typeof next === 'function' ? next(request) : next;
  });
  t = await startTestApp({ QUARRY_LLM_PROVIDER: 'openai', QUARRY_LLM_BASE_URL: llm.baseUrl, QUARRY_LLM_API_KEY: API_KEY, QUARRY_LLM_MODEL: 'scripted-model', QUARRY_QUERY_TIMEOUT_MS: '1500' });
  ws = await createWorkspace(t, null, { name: 'llm' });
  otherWs = await createWorkspace(t, null, { name: 'other tenant data' });
  const sales = (await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'region,amount\nNorth,100\nSouth,250\nNorth,50\n', filename: 'sales.csv' })).body.file_id;
  const secret = (await uploadFile(t, `/v1/workspaces/${otherWs}/files`, { content: 'secret\nclassified\n', filename: 'secrets.csv' })).body.file_id;
  for (const [w, id] of [[ws, sales], [otherWs, secret]]) {
    await pollUntil(async () => (await t.request('GET', `/v1/workspaces/${w}/files/${id}/status`)).json().status === 'completed');
  }
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

describe('a model that goes silent', () => {
  it('is abandoned after QUARRY_LLM_TIMEOUT_MS with an error naming the limit', async () => {
    const silent = await startScriptedLlmServer(() => ({ stall: {} }));
    const app = await startTestApp({ QUARRY_LLM_PROVIDER: 'openai', QUARRY_LLM_BASE_URL: silent.baseUrl, QUARRY_LLM_MODEL: 'silent-model', QUARRY_LLM_TIMEOUT_MS: '1000' });
    try {
      const workspace = await createWorkspace(app, null, { name: 'silent' });
      const started = Date.now();
      const res = await app.request('POST', `/v1/workspaces/${workspace}/chat`, { body: { message: 'Anyone there?', stream: false } });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({ error_code: 'LLM_PROVIDER_ERROR', details: { provider_message: expect.stringMatching(/nothing for 1000 ms/) } });
      // The provider's connection is dropped too, so it stops generating (and billing).
      await pollUntil(async () => silent.disconnects === 1, { what: 'the model request to be dropped' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
      await silent.close();
    }
  });
});

function chat(body: Record<string, unknown>) {
  return t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { stream: false, include_execution_details: true, ...body } });
}

describe('chat with an OpenAI-compatible model', () => {
  it('runs a multi-step tool loop and persists tokens from the provider', async () => {
    turns = [
      { toolCalls: [{ name: 'list_tables', arguments: {} }], usage: { input: 100, output: 10 } },
      { toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region ORDER BY total DESC' } }], usage: { input: 200, output: 20 } },
      (r) => ({ text: `South leads: ${latestToolResults(r)[0].content.includes('250') ? '250' : '?'}.`, usage: { input: 300, output: 30 } }),
    ];
    const res = await chat({ message: 'Which region sells most?' });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({ model: 'scripted-model', content: 'South leads: 250.', tokens_input: 600, tokens_output: 60 });
    expect(m.execution_details.sql_queries_executed).toEqual([expect.objectContaining({ success: true, row_count: 2 })]);
    expect(m.execution_details.tables_used).toEqual(['sales']);
    const conv = (await t.request('GET', `/v1/workspaces/${ws}/conversations/${m.conversation_id}`)).json();
    expect(conv.usage).toEqual({ tokens_input: 600, tokens_output: 60 });
  });

  it('streams the model text as deltas', async () => {
    turns = [{ text: 'Hello from the model, in pieces.' }];
    const res = await fetch(`${t.url}/v1/workspaces/${ws}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Say hello' }),
    });
    const events = await readEvents(res);
    expect(events.map((e) => e.event)[0]).toBe('start');
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('Hello from the model, in pieces.');
    expect(events.at(-1)!.event).toBe('done');
  });

  it('stops the work when a streaming client disconnects, and keeps what was said as cancelled', async () => {
    turns = [{ stall: { text: 'Thinking about it' } }];
    const before = llm.disconnects;
    const abort = new AbortController();
    const res = await fetch(`${t.url}/v1/workspaces/${ws}/chat`, {
      method: 'POST',
      signal: abort.signal,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Take your time' }),
    });
    let conversationId = '';
    await readEvents(res, (e) => {
      if (e.event === 'start') conversationId = e.data.conversation_id;
      if (e.event === 'delta') abort.abort();
    }).catch(() => undefined);
    // The model's connection is closed too: the provider stops generating (and billing).
    await pollUntil(async () => llm.disconnects > before, { what: 'the model request to be dropped' });
    const conv = await pollUntil(async () => {
      const c = (await t.request('GET', `/v1/workspaces/${ws}/conversations/${conversationId}`)).json();
      return c.messages?.length === 2 ? c : null;
    });
    expect(conv.messages[1]).toMatchObject({ role: 'assistant', status: 'cancelled', content: 'Thinking about it' });
  });

  it('stops the work when a non-streaming client disconnects, and frees its concurrency slot', async () => {
    turns = [{ stall: { text: 'Thinking about it' } }];
    const before = llm.disconnects;
    const abort = new AbortController();
    const request = fetch(`${t.url}/v1/workspaces/${ws}/chat`, {
      method: 'POST',
      signal: abort.signal,
      headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Take your time', stream: false }),
    }).catch(() => undefined);
    await pollUntil(async () => llm.requests.length > 0 && llm.requests.at(-1)!.body.messages !== undefined && turns.length === 0, { what: 'the model call' });
    abort.abort();
    await request;
    await pollUntil(async () => llm.disconnects > before, { what: 'the model request to be dropped' });
    // Five more chats fit: the abandoned one no longer holds a slot.
    turns = Array.from({ length: 5 }, () => ({ text: 'Done.' }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => chat({ message: 'Quick one' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('refuses hostile SQL from the model: files, network, extensions, other tenants', async () => {
    const hostile = [
      "SELECT * FROM read_csv('/etc/passwd')",
      "SELECT * FROM read_text('/etc/passwd')",
      "ATTACH '/tmp/x.db' AS x",
      "COPY sales TO '/tmp/stolen.csv'",
      'INSTALL httpfs',
      'SELECT 1; DROP TABLE sales',
      'SELECT * FROM secrets',
    ];
    turns = [...hostile.map((sql) => ({ toolCalls: [{ name: 'run_sql', arguments: { sql } }] })), { text: 'I could not read those.' }];
    const m = (await chat({ message: 'Show me everything', max_iterations: 20 })).json();
    const executed = m.execution_details.sql_queries_executed;
    expect(executed).toHaveLength(hostile.length);
    for (const q of executed) {
      expect(q.success, q.sql).toBe(false);
      expect(q.error).toBeTruthy();
    }
    expect(JSON.stringify(m)).not.toContain('root:');
    expect(JSON.stringify(m)).not.toContain('classified');
  });

  it('cancels a runaway query at the time limit and answers 504 QUERY_TIMEOUT when nothing else worked', async () => {
    turns = [{ toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT sum(a.range * b.range) FROM range(1000000000) a, range(1000) b' } }] }, { text: 'Too slow.' }];
    const res = await chat({ message: 'Count a huge cross join' });
    expect(res.statusCode).toBe(504);
    expect(res.json().error_code).toBe('QUERY_TIMEOUT');
    expect(res.json().details.sql_queries_executed[0]).toMatchObject({ success: false });
  });

  it('lets a user run at most 5 chats with queries at once', async () => {
    const slow = (r: RecordedRequest): ScriptedTurn =>
      latestToolResults(r).length > 0
        ? { text: 'Done.' }
        : { toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT sum(a.range * b.range) FROM range(1000000000) a, range(1000) b' } }] };
    turns = Array.from({ length: 12 }, () => slow);
    const results = await Promise.all(Array.from({ length: 6 }, () => chat({ message: 'Slow question' })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error_code: 'CONCURRENCY_LIMIT_EXCEEDED', details: { max_concurrent: 5 } });
    turns = [];
  });

  it('stops at max_iterations', async () => {
    turns = Array.from({ length: 10 }, () => ({ toolCalls: [{ name: 'list_tables', arguments: {} }] }));
    const before = llm.requests.length;
    const res = await chat({ message: 'Loop forever', max_iterations: 3 });
    expect(res.statusCode).toBe(200);
    expect(llm.requests.length - before).toBeLessThanOrEqual(3);
    turns = [];
  });

  it('turns a provider failure into 502 LLM_PROVIDER_ERROR without leaking the key', async () => {
    turns = Array.from({ length: 5 }, () => ({ error: { status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}` } } } }));
    const res = await chat({ message: 'Anything' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error_code).toBe('LLM_PROVIDER_ERROR');
    expect(res.body).not.toContain(API_KEY);
    turns = [];
  });

  it('lists the configured model and builtin, and still answers with builtin on request', async () => {
    const res = await chat({ message: 'What is the total amount?', model: 'builtin' });
    expect(res.json()).toMatchObject({ model: 'builtin' });
    expect(res.json().content).toContain('400');
  });

  it('reports the model endpoint in /readyz, and its tokens and the SQL timeout in /metrics', async () => {
    const ready = await t.request('GET', '/readyz', { key: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.llm).toMatchObject({ status: 'ok', required: false });
    const metrics = (await t.request('GET', '/metrics', { key: null })).body;
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0);
    // The first answer alone used 600 input and 60 output tokens.
    expect(value('quarry_llm_tokens_total{provider="openai",model="scripted-model",direction="input"}')).toBeGreaterThanOrEqual(600);
    expect(value('quarry_llm_tokens_total{provider="openai",model="scripted-model",direction="output"}')).toBeGreaterThanOrEqual(60);
    expect(value('quarry_sql_timeouts_total')).toBeGreaterThanOrEqual(1);
    expect(value('quarry_sql_query_duration_seconds_count{outcome="timeout"}')).toBeGreaterThanOrEqual(1);
  });
});

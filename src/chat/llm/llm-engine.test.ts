import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentRequest, ChatToolbox, SearchHit, StepEvent } from '../engine.ts';
import { AppError } from '../../errors.ts';
import { closeSandboxInstances } from '../../tabular/sql-sandbox.ts';
import { latestToolResults, startScriptedLlmServer, type RecordedRequest, type Script, type ScriptedLlmServer } from '../../../test/support/scripted-llm-server.ts';
import { createLlmEngine, type LlmConfig } from './llm-engine.ts';
import { testToolbox, writeParquet, type TestTable } from './test-toolbox.ts';

const API_KEY = 'sk-test-9f8e7d6c5b4a39281706';

let dir: string;
let tables: TestTable[];
let toolbox: ChatToolbox;
let server: ScriptedLlmServer | undefined;

const passages: SearchHit[] = [
  { file_id: 'f1', filename: 'handbook.pdf', chunk_id: 'c1', page: 4, text: 'Employees accrue 25 days of paid leave per year.', score: 0 },
  { file_id: 'f2', filename: 'policy.docx', chunk_id: 'c2', page: null, text: 'Travel must be booked through the portal.', score: 0 },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quarry-llm-'));
  const sales = join(dir, 'sales.parquet');
  await writeParquet(sales, `SELECT range::INTEGER AS id, ['North', 'South', 'East'][range % 3 + 1] AS region, (range * 10)::INTEGER AS amount FROM range(120)`);
  tables = [{ name: 'sales', label: 'sales.csv', parquetPath: sales }];
  toolbox = testToolbox(tables, passages);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await closeSandboxInstances();
  await rm(dir, { recursive: true, force: true });
});

async function serve(script: Script): Promise<ScriptedLlmServer> {
  server = await startScriptedLlmServer(script);
  return server;
}

interface Run {
  request: AgentRequest;
  steps: StepEvent[];
  deltas: string[];
  controller: AbortController;
}

function run(overrides: Partial<AgentRequest> = {}): Run {
  const steps: StepEvent[] = [];
  const deltas: string[] = [];
  const controller = new AbortController();
  const request: AgentRequest = {
    question: 'What did North sell in total?',
    history: [],
    memory: null,
    toolbox,
    scope: { tables: 1, documents: 0 },
    maxIterations: 6,
    searchLimit: 10,
    signal: controller.signal,
    onStep: (step) => steps.push(step),
    onDelta: (text) => deltas.push(text),
    ...overrides,
  };
  return { request, steps, deltas, controller };
}

function engine(llm: ScriptedLlmServer, overrides: Partial<LlmConfig> = {}) {
  return createLlmEngine({ provider: 'openai', baseUrl: llm.baseUrl, apiKey: API_KEY, model: 'scripted-model', maxRetries: 0, ...overrides });
}

/** The tool result the model received, parsed. */
function seen(request: RecordedRequest, index = 0): Record<string, unknown> & { rows?: unknown[][] } {
  return JSON.parse(latestToolResults(request)[index].content) as Record<string, unknown>;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const totalSql = `SELECT "region", sum("amount") AS "total" FROM "sales" WHERE "region" = 'North' GROUP BY "region"`;

const tabularScript: Script = [
  { toolCalls: [{ name: 'list_tables', arguments: {} }] },
  { toolCalls: [{ name: 'run_sql', arguments: { sql: totalSql } }] },
  (request) => {
    const result = seen(request);
    const [region, total] = result.rows![0] as [string, number];
    return { text: `${region} sold ${total.toLocaleString('en-US')} in total, over all months.` };
  },
];

describe('LLM engine: tables', () => {
  it('writes the tables, columns, types and sample values into the first request, so SQL needs no list_tables first', async () => {
    const llm = await serve([{ toolCalls: [{ name: 'run_sql', arguments: { sql: totalSql } }] }, { text: 'North sold 23,400.' }]);
    const { request } = run();
    const result = await engine(llm).answer(request);
    const system = (llm.requests[0].body.messages as Array<{ role: string; content: string }>)[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Table "sales" from sales.csv, 120 rows:');
    expect(system.content).toMatch(/"region" \w+, e\.g\. "(North|South|East)"/);
    expect(system.content).toMatch(/"amount" \w+/);
    expect(result.content).toBe('North sold 23,400.');
  });

  it('lists only table and column names when the full schema would not fit the budget', async () => {
    const { schemaBrief } = await import('./schema-brief.ts');
    const full = await schemaBrief(toolbox);
    const small = await schemaBrief(toolbox, 60);
    expect(full).toContain('e.g.');
    expect(small).toBe('The tables in scope (SQL names in double quotes; call describe_table for types and values):\nTable "sales" from sales.csv, 120 rows: "id", "region", "amount"');
    expect(await schemaBrief(toolbox, 5)).toBeNull();
  });

  it('lists the tables, runs SQL in DuckDB and answers with the real result', async () => {
    const llm = await serve(tabularScript);
    const { request, steps } = run();
    const result = await engine(llm).answer(request);

    expect(result.content).toBe('North sold 23,400 in total, over all months.');
    expect(result).toMatchObject({ model: 'scripted-model', iterations: 3, approach: 'tabular', memory: null });
    expect(result.interpretation).toBe(`Answered with one SQL query: ${totalSql}.`);

    expect(llm.requests).toHaveLength(3);
    const first = llm.requests[0].body;
    expect(first.model).toBe('scripted-model');
    expect(first.stream).toBe(true);
    expect(llm.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    const offered = (first.tools as Array<{ function: { name: string } }>).map((tool) => tool.function.name).sort();
    expect(offered).toEqual(['describe_table', 'list_tables', 'run_sql']);
    const messages = first.messages as Array<{ role: string; content: string }>;
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('DuckDB');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What did North sell in total?' });

    const listed = seen(llm.requests[1]) as unknown as Array<{ name: string; row_count: number; columns: Array<{ name: string }> }>;
    expect(listed).toEqual([
      { name: 'sales', source: 'sales.csv', row_count: 120, columns: [{ name: 'id', type: 'INTEGER' }, { name: 'region', type: 'VARCHAR' }, { name: 'amount', type: 'INTEGER' }] },
    ]);
    expect(seen(llm.requests[2])).toEqual({ columns: ['region', 'total'], rows: [['North', 23400]], row_count: 1 });

    expect(steps.map((step) => [step.iteration, step.type, step.tool])).toEqual([
      [1, 'tool_call', 'list_tables'],
      [1, 'tool_result', 'list_tables'],
      [2, 'tool_call', 'run_sql'],
      [2, 'tool_result', 'run_sql'],
    ]);
    expect(steps[0].summary).toBe('list the tables');
    expect(steps[1].summary).toBe('1 table: sales');
    expect(steps[2]).toMatchObject({ input: { sql: totalSql }, summary: totalSql });
    expect(steps[3].summary).toBe('1 row, columns region, total');
    expect(steps.every((step) => step.duration_ms >= 0)).toBe(true);
  });

  it('streams the answer as ordered deltas that make up the content', async () => {
    const llm = await serve(tabularScript);
    const { request, deltas } = run();
    const result = await engine(llm).answer(request);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(result.content);
    expect(deltas.slice(0, 2)).toEqual(['North ', 'sold ']);
  });

  it('reports the token usage the provider counted, summed over the steps', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'run_sql', arguments: { sql: totalSql } }], usage: { input: 812, output: 31 } },
      { text: 'North sold 23,400.', usage: { input: 1040, output: 12 } },
    ]);
    const result = await engine(llm).answer(run().request);
    expect(result).toMatchObject({ tokensInput: 1852, tokensOutput: 43, iterations: 2 });
    expect(llm.requests[0].body.stream_options).toEqual({ include_usage: true });
  });

  it('sends the conversation so far before the question', async () => {
    const llm = await serve([{ text: 'South sold 24,000.' }]);
    const { request } = run({
      question: 'And South?',
      history: [
        { role: 'user', content: 'What did North sell in total?' },
        { role: 'assistant', content: 'North sold 23,400 in total.' },
      ],
    });
    await engine(llm).answer(request);
    const messages = (llm.requests[0].body.messages as Array<{ role: string; content: string }>).slice(1);
    expect(messages).toEqual([
      { role: 'user', content: 'What did North sell in total?' },
      { role: 'assistant', content: 'North sold 23,400 in total.' },
      { role: 'user', content: 'And South?' },
    ]);
  });

  it('gives the model the DuckDB error of a bad query so it can correct itself', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT "amonut" FROM "sales"' } }] },
      { toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT max("amount") AS "largest" FROM "sales"' } }] },
      (request) => ({ text: `The largest sale is ${seen(request).rows![0][0]}.` }),
    ]);
    const { request, steps } = run({ question: 'What is the largest sale?' });
    const result = await engine(llm).answer(request);
    const error = seen(llm.requests[1]).error as string;
    expect(error).toMatch(/amonut/);
    expect(steps[1].summary).toBe(`error: ${error}`);
    expect(result.content).toBe('The largest sale is 1190.');
    expect(result.interpretation).toBe('Answered with one SQL query: SELECT max("amount") AS "largest" FROM "sales".');
  });

  it('shows the model at most 50 rows of a result and tells it so', async () => {
    const llm = await serve([{ toolCalls: [{ name: 'run_sql', arguments: { sql: 'SELECT * FROM "sales" LIMIT 120' } }] }, { text: 'There are 120 sales.' }]);
    await engine(llm).answer(run().request);
    const result = seen(llm.requests[1]);
    expect(result.rows).toHaveLength(50);
    expect(result.row_count).toBe(120);
    expect(result.note).toMatch(/first 50 rows/);
  });

  it('describes a table, and hands an unknown table name back to the model as an error', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'describe_table', arguments: { table: 'orders' } }, { name: 'describe_table', arguments: { table: 'sales' } }] },
      { text: 'The sales table has id, region and amount.' },
    ]);
    await engine(llm).answer(run().request);
    expect(seen(llm.requests[1], 0)).toEqual({ error: 'No table "orders"; the tables are: sales.' });
    expect(seen(llm.requests[1], 1)).toMatchObject({
      name: 'sales',
      row_count: 120,
      columns: expect.arrayContaining([expect.objectContaining({ name: 'region', type: 'VARCHAR', null_count: 0, sample_values: expect.arrayContaining(['North']) })]),
    });
  });
});

describe('LLM engine: malformed tool calls', () => {
  it('hands arguments that do not fit the schema back to the model as an error', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'run_sql', arguments: '{"query": "SELECT 1"' }] },
      { toolCalls: [{ name: 'list_tables', arguments: '' }] },
      { text: 'The sales table has 120 rows.' },
    ]);
    const { request, steps } = run();
    const result = await engine(llm).answer(request);
    expect(latestToolResults(llm.requests[1])[0].content).toMatch(/invalid|sql/i);
    expect(steps[1]).toMatchObject({ type: 'tool_result', tool: 'run_sql', summary: expect.stringMatching(/^error: /) });
    expect(steps[3]).toMatchObject({ type: 'tool_result', tool: 'list_tables', summary: '1 table: sales' });
    expect(result).toMatchObject({ content: 'The sales table has 120 rows.', iterations: 3 });
  });
});

describe('LLM engine: the iteration budget', () => {
  it('stops a model that keeps calling tools at maxIterations and says it could not finish', async () => {
    const llm = await serve(() => ({ toolCalls: [{ name: 'list_tables', arguments: {} }], usage: { input: 100, output: 5 } }));
    const { request, deltas } = run({ maxIterations: 3 });
    const result = await engine(llm).answer(request);
    expect(llm.requests).toHaveLength(3);
    expect(result).toMatchObject({ iterations: 3, tokensInput: 300, tokensOutput: 15 });
    expect(result.content).toBe('I could not finish the answer within 3 steps. Try a narrower question.');
    expect(deltas.join('')).toBe(result.content);
  });

  it('asks for the answer without tools on the last call of the budget', async () => {
    const llm = await serve((request) =>
      request.body.tool_choice === 'none'
        ? { text: 'From what I found: the sales table has 120 rows.' }
        : { toolCalls: [{ name: 'list_tables', arguments: {} }] },
    );
    const result = await engine(llm).answer(run({ maxIterations: 3 }).request);
    expect(llm.requests.map((request) => request.body.tool_choice ?? 'auto')).toEqual(['auto', 'auto', 'none']);
    const last = llm.requests[2].body.messages as Array<{ role: string; content: string }>;
    expect(last[0].content).toMatch(/used all your tool calls/);
    expect(result).toMatchObject({ content: 'From what I found: the sales table has 120 rows.', iterations: 3 });
  });
});

describe('LLM engine: documents and scope', () => {
  it('offers only document search for documents and answers from the passages', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'search_documents', arguments: { query: 'paid leave days' } }] },
      (request) => {
        const [hit] = seen(request) as unknown as Array<{ filename: string; page: number; text: string }>;
        return { text: `25 days a year (${hit.filename}, p. ${hit.page}).` };
      },
    ]);
    const { request, steps } = run({ question: 'How much paid leave do we get?', scope: { tables: 0, documents: 2 } });
    const result = await engine(llm).answer(request);
    const offered = (llm.requests[0].body.tools as Array<{ function: { name: string } }>).map((tool) => tool.function.name);
    expect(offered).toEqual(['search_documents']);
    expect(seen(llm.requests[1])).toEqual([{ filename: 'handbook.pdf', page: 4, score: 1, text: 'Employees accrue 25 days of paid leave per year.' }]);
    expect(result).toMatchObject({ content: '25 days a year (handbook.pdf, p. 4).', approach: 'documents', interpretation: 'Answered from 1 passage in 1 document.' });
    expect(steps[0].summary).toBe('search for "paid leave days"');
    expect(steps[1].summary).toBe('1 passage from handbook.pdf');
  });

  it('calls a mixed answer mixed and offers every tool', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'run_sql', arguments: { sql: totalSql } }, { name: 'search_documents', arguments: { query: 'leave' } }] },
      { text: 'North sold 23,400; staff get 25 days of leave (handbook.pdf, p. 4).' },
    ]);
    const result = await engine(llm).answer(run({ scope: { tables: 1, documents: 2 } }).request);
    expect((llm.requests[0].body.tools as unknown[]).length).toBe(4);
    expect(result.approach).toBe('mixed');
    expect(result.interpretation).toBe(`Answered with one SQL query: ${totalSql}; Answered from 1 passage in 1 document.`);
  });

  it('offers no tools when the scope is empty and takes the approach from the scope', async () => {
    const llm = await serve([{ text: 'There is no processed data in this workspace yet.' }]);
    const result = await engine(llm).answer(run({ scope: { tables: 0, documents: 0 } }).request);
    expect(llm.requests[0].body.tools).toBeUndefined();
    expect(result).toMatchObject({ iterations: 1, interpretation: 'Answered without looking anything up.' });
  });
});

describe('LLM engine: failures', () => {
  it('turns a 401 that echoes the API key into LLM_PROVIDER_ERROR without the key', async () => {
    const llm = await serve([{ error: { status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error' } } } }]);
    const error = await failure(engine(llm).answer(run().request));
    expect(error.code).toBe('LLM_PROVIDER_ERROR');
    expect(error.status).toBe(502);
    expect(error.details.provider_status).toBe(401);
    expect(error.details.provider_message).toBe('Incorrect API key provided: [redacted].');
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain(API_KEY);
  });

  it('turns a 500 into LLM_PROVIDER_ERROR with the status', async () => {
    const llm = await serve([{ toolCalls: [{ name: 'list_tables', arguments: {} }] }, { error: { status: 500, body: { error: { message: 'model crashed' } } } }]);
    const error = await failure(engine(llm).answer(run().request));
    expect(error.details).toEqual({ provider_status: 500, provider_message: 'model crashed' });
  });

  it('retries a rate-limited call, then reports the last failure once retries run out', async () => {
    // retry-after-ms keeps the SDK's backoff short.
    const busy = { error: { status: 429, body: { error: { message: 'slow down' } }, headers: { 'retry-after-ms': '5' } } };
    const llm = await serve([busy, { text: 'North sold 23,400.' }, busy, busy]);
    const result = await engine(llm, { maxRetries: 1 }).answer(run().request);
    expect(result.content).toBe('North sold 23,400.');
    const error = await failure(engine(llm, { maxRetries: 1 }).answer(run().request));
    expect(error.details).toEqual({ provider_status: 429, provider_message: 'slow down' });
    expect(llm.requests).toHaveLength(4);
  });

  it('turns an answer that is not a chat completion into LLM_PROVIDER_ERROR', async () => {
    const llm = await serve([{ error: { status: 200, body: { unexpected: true } } }]);
    const error = await failure(engine(llm).answer(run().request));
    expect(error.code).toBe('LLM_PROVIDER_ERROR');
    expect(error.details.provider_status).toBe(null);
  });

  it('turns an unreachable provider into LLM_PROVIDER_ERROR', async () => {
    const llm = await serve([]);
    const baseUrl = llm.baseUrl;
    await llm.close();
    server = undefined;
    const error = await failure(createLlmEngine({ provider: 'openai', baseUrl, apiKey: API_KEY, model: 'm', maxRetries: 0 }).answer(run().request));
    expect(error.code).toBe('LLM_PROVIDER_ERROR');
    expect(error.details.provider_status).toBe(null);
  });

  it('rethrows the abort when the caller aborts between steps, and calls the model no more', async () => {
    const llm = await serve(tabularScript);
    const { request, controller } = run({
      onStep: (step) => {
        if (step.type === 'tool_result') controller.abort(new Error('client went away'));
      },
    });
    const outcome = await engine(llm).answer(request).then(() => null, (reason: unknown) => reason);
    expect(outcome).toBe(controller.signal.reason);
    expect(llm.requests).toHaveLength(1);
  });

  it('stops reading a streaming answer when aborted and closes the connection', async () => {
    const llm = await serve([{ stall: { text: 'North sold' } }]);
    const { request, controller } = run({ onDelta: () => controller.abort() });
    const outcome = await engine(llm).answer(request).then(() => null, (reason: unknown) => reason);
    expect(outcome).toBe(controller.signal.reason);
    await expect.poll(() => llm.disconnects).toBe(1);
  });
});

describe('LLM engine: Anthropic', () => {
  it('runs the same tool loop over the Messages API, streamed, with its usage', async () => {
    const llm = await serve([
      { toolCalls: [{ name: 'run_sql', arguments: { sql: totalSql } }], usage: { input: 500, output: 40 } },
      (request) => ({ text: `North sold ${(seen(request).rows![0][1] as number).toLocaleString('en-US')} in total.`, usage: { input: 700, output: 9 } }),
    ]);
    const { request, steps, deltas } = run();
    const result = await engine(llm, { provider: 'anthropic' }).answer(request);
    expect(result).toMatchObject({ content: 'North sold 23,400 in total.', tokensInput: 1200, tokensOutput: 49, iterations: 2, approach: 'tabular' });
    expect(deltas.join('')).toBe(result.content);
    expect(steps.map((step) => step.type)).toEqual(['tool_call', 'tool_result']);
    const first = llm.requests[0];
    expect(first.api).toBe('anthropic');
    expect(first.headers['x-api-key']).toBe(API_KEY);
    expect(first.body.stream).toBe(true);
    expect((first.body.tools as Array<{ name: string }>).map((tool) => tool.name).sort()).toEqual(['describe_table', 'list_tables', 'run_sql']);
    expect(JSON.stringify(first.body.system)).toContain('DuckDB');
  });

  it('turns an Anthropic authentication error into LLM_PROVIDER_ERROR without the key', async () => {
    const llm = await serve([{ error: { status: 401, body: { type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${API_KEY}` } } } }]);
    const error = await failure(engine(llm, { provider: 'anthropic' }).answer(run().request));
    expect(error.details).toEqual({ provider_status: 401, provider_message: 'invalid x-api-key [redacted]' });
  });
});

// Chat benchmark: what the service adds around the work a chat needs. A scripted model that
// answers instantly (one run_sql call, then the answer) drives the LLM engine over real HTTP
// against a 1,000,000-row table; the same SQL run directly in DuckDB on the same Parquet file is
// subtracted, leaving the service's per-chat overhead (HTTP, auth, scope, persistence, SQL
// sandbox, two model round trips). Then the time to the first SSE event of a streamed chat.
//   npx node bench/chat.ts          (npm run bench:chat)
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { startTestApp, type TestApp } from '../test/support/test-app.ts';
import { latestToolResults, startScriptedLlmServer } from '../test/support/scripted-llm-server.ts';

const ROWS = 1_000_000;
const CHATS = 30;
const WARMUP = 3;
const CATEGORIES = ['Hardware', 'Software', 'Services', 'Training', 'Support', 'Consulting'];
const CITIES = ['Zürich', 'São Paulo', 'Kraków', 'Montréal', 'New York', 'Tōkyō'];

async function generateCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  let chunk = 'id,category,city,amount,quantity,order_date\n';
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10);
    chunk += `${i},${CATEGORIES[i % CATEGORIES.length]},${CITIES[(i * 7) % CITIES.length]},${((i * 37) % 100_000) / 100},${i % 50},${day}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

async function api(app: TestApp, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(app.url + path, {
    method,
    headers: { authorization: `Bearer ${app.adminKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function uploadAndWait(app: TestApp, workspaceId: string, csvPath: string): Promise<{ tableName: string; seconds: number }> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'orders.csv');
  const res = await fetch(`${app.url}/v1/workspaces/${workspaceId}/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${app.adminKey}` } });
  const created = (await res.json()) as { file_id: string };
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${JSON.stringify(created)}`);
  for (;;) {
    const { json } = await api(app, 'GET', `/v1/workspaces/${workspaceId}/files/${created.file_id}`);
    if (json.status === 'completed') {
      const [table] = json.tables as Array<{ table_name: string; row_count: number }>;
      if (table.row_count !== ROWS) throw new Error(`ingested ${table.row_count} rows, expected ${ROWS}`);
      return { tableName: table.table_name, seconds: (performance.now() - started) / 1000 };
    }
    if (json.status === 'failed') throw new Error(`ingestion failed: ${JSON.stringify(json)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function findParquet(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true });
  const found = entries.find((entry) => entry.endsWith('.parquet') && entry.includes('tables'));
  if (!found) throw new Error(`no table Parquet file under ${dir}`);
  return join(dir, found);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'quarry-bench-chat-'));
  let sql = '';
  const llm = await startScriptedLlmServer((request) => {
    const [result] = latestToolResults(request);
    if (!result) return { toolCalls: [{ name: 'run_sql', arguments: { sql } }], usage: { input: 900, output: 40 } };
    const rows = (JSON.parse(result.content) as { rows: Array<[string, number]> }).rows;
    return { text: `Top category: ${rows[0][0]} with ${rows[0][1].toLocaleString('en-US')} in sales.`, usage: { input: 1200, output: 15 } };
  });
  const app = await startTestApp({
    QUARRY_LLM_PROVIDER: 'openai',
    QUARRY_LLM_BASE_URL: llm.baseUrl,
    QUARRY_LLM_API_KEY: 'bench-key',
    QUARRY_LLM_MODEL: 'scripted',
    QUARRY_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    const csvPath = join(dir, 'orders.csv');
    await generateCsv(csvPath);
    const { json: workspace } = await api(app, 'POST', '/v1/workspaces', { name: 'Chat bench' });
    const workspaceId = workspace.workspace_id as string;
    const { tableName, seconds: ingestSeconds } = await uploadAndWait(app, workspaceId, csvPath);
    sql = `SELECT "category", round(sum("amount"), 2) AS "total" FROM "${tableName}" GROUP BY "category" ORDER BY "total" DESC`;
    console.log(`data: ${ROWS.toLocaleString('en-US')} rows uploaded and ingested in ${ingestSeconds.toFixed(1)} s; query: ${sql}`);

    // The same SQL straight in DuckDB, on the ingested Parquet file, in one warm instance.
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run(`CREATE VIEW "${tableName}" AS SELECT * FROM read_parquet('${await findParquet(app.dataDir)}')`);
    const question = { message: 'Which category sold the most?' };
    let expected = '';
    const directSql = async () => {
      const started = performance.now();
      const rows = (await connection.runAndReadAll(sql)).getRowsJS();
      expected = `Top category: ${String(rows[0][0])} with ${Number(rows[0][1]).toLocaleString('en-US')} in sales.`;
      return performance.now() - started;
    };
    const wholeChat = async () => {
      const started = performance.now();
      const { status, json } = await api(app, 'POST', `/v1/workspaces/${workspaceId}/chat`, { ...question, stream: false, include_execution_details: true });
      const elapsed = performance.now() - started;
      if (status !== 200 || json.content !== expected) throw new Error(`chat answered ${status}: ${JSON.stringify(json)}`);
      const details = json.execution_details as { sql_queries_executed: Array<{ duration_ms: number }> };
      return { elapsed, sandboxMs: details.sql_queries_executed[0].duration_ms };
    };
    const streamedChat = async () => {
      const started = performance.now();
      const res = await fetch(`${app.url}/v1/workspaces/${workspaceId}/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${app.adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...question, stream: true }),
      });
      let text = '';
      let eventAt = 0;
      let deltaAt = 0;
      const decoder = new TextDecoder();
      for await (const chunk of res.body!) {
        text += decoder.decode(chunk, { stream: true });
        if (!eventAt && text.includes('event:')) eventAt = performance.now() - started;
        if (!deltaAt && text.includes('event: delta')) deltaAt = performance.now() - started;
      }
      if (!text.includes('event: done')) throw new Error(`stream ended without done: ${text.slice(0, 500)}`);
      return { eventAt, deltaAt, elapsed: performance.now() - started };
    };

    // Rounds interleave the three, so load from other processes hits them alike; the overhead is
    // each round's chat minus that round's direct query.
    const direct: number[] = [];
    const chats: number[] = [];
    const overhead: number[] = [];
    const sandboxSql: number[] = [];
    const firstEvent: number[] = [];
    const firstDelta: number[] = [];
    const streamed: number[] = [];
    for (let round = 0; round < WARMUP + CHATS; round++) {
      const directMs = await directSql();
      const chat = await wholeChat();
      const stream = await streamedChat();
      if (round < WARMUP) continue;
      direct.push(directMs);
      chats.push(chat.elapsed);
      overhead.push(chat.elapsed - directMs);
      sandboxSql.push(chat.sandboxMs);
      firstEvent.push(stream.eventAt);
      firstDelta.push(stream.deltaAt);
      streamed.push(stream.elapsed);
    }
    connection.closeSync();
    instance.closeSync();

    const rows: Array<[string, number[]]> = [
      ['SQL directly in DuckDB', direct],
      ['SQL in the chat sandbox (reported)', sandboxSql],
      ['whole chat, stream false', chats],
      ['chat overhead (chat - direct, per round)', overhead],
      ['streamed: first SSE event', firstEvent],
      ['streamed: first delta', firstDelta],
      ['streamed: whole chat', streamed],
    ];
    console.log(`\n${CHATS} runs each after ${WARMUP} warm-up runs; scripted model answers instantly (2 model calls per chat)\n`);
    console.log(`${'measure'.padEnd(42)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
    for (const [name, values] of rows) console.log(`${name.padEnd(42)}${ms(percentile(values, 50))}${ms(percentile(values, 95))}`);
    const chatP50 = percentile(chats, 50);
    const directP50 = percentile(direct, 50);
    console.log(`\nratios (p50): whole chat / direct SQL ${(chatP50 / directP50).toFixed(1)}x; overhead share of a chat ${((100 * percentile(overhead, 50)) / chatP50).toFixed(0)}%; ` +
      `first SSE event / whole streamed chat ${((100 * percentile(firstEvent, 50)) / percentile(streamed, 50)).toFixed(0)}%`);
    console.log(`model requests served: ${llm.requests.length}`);
  } finally {
    await app.close();
    await llm.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

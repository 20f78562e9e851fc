// What a model-written query shows the model and the client names tables, never server files;
// a table too wide to ingest fails with a code and a message that name the limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import XLSX from 'xlsx';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createWorkspace } from '../support/factories.ts';
import { pollUntil } from '../support/poll.ts';
import { uploadFile } from '../support/uploads.ts';
import { startScriptedLlmServer, type ScriptedLlmServer, type ScriptedTurn } from '../support/scripted-llm-server.ts';

let t: TestApp;
let llm: ScriptedLlmServer;
let ws: string;
let turns: ScriptedTurn[] = [];

async function settled(fileId: string) {
  return pollUntil(async () => {
    const b = (await t.request('GET', `/v1/workspaces/${ws}/files/${fileId}/status`)).json();
    return b.status === 'completed' || b.status === 'failed' ? b : null;
  });
}

beforeAll(async () => {
  llm = await startScriptedLlmServer(() => turns.shift() ?? { text: 'Done.' });
  t = await startTestApp({ QUARRY_LLM_PROVIDER: 'openai', QUARRY_LLM_BASE_URL: llm.baseUrl, QUARRY_LLM_MODEL: 'scripted-model' });
  ws = await createWorkspace(t, null, { name: 'paths' });
  const sales = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: 'region,amount\nNorth,100\nSouth,250\n', filename: 'sales.csv' });
  expect((await settled(sales.body.file_id)).status).toBe('completed');
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

describe('model-written SQL', () => {
  it('shows the model and the client table names, never the server paths behind them', async () => {
    const probes = [
      'SELECT sql FROM duckdb_views() WHERE NOT internal',
      "SELECT current_setting('allowed_paths') AS allowed",
      'SELECT CAST(sql AS INTEGER) FROM duckdb_views() WHERE NOT internal',
      'SELECT * FROM sales WHERE amount = region',
    ];
    turns = [...probes.map((sql) => ({ toolCalls: [{ name: 'run_sql', arguments: { sql } }] })), { text: 'Nothing to see.' }];
    const before = llm.requests.length;
    const res = await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'Where are the files?', stream: false, include_execution_details: true } });
    expect(res.statusCode, res.body).toBe(200);
    const executed = res.json().execution_details.sql_queries_executed;
    expect(executed.map((q: { success: boolean }) => q.success)).toEqual([true, true, false, false]);
    expect(executed[2].error).toMatch(/read_parquet\('sales'\)/);

    const seenByModel = JSON.stringify(llm.requests.slice(before).map((r) => r.body));
    expect(seenByModel).toContain("read_parquet('sales')");
    for (const [who, text] of [['client', res.body], ['model', seenByModel]]) {
      expect(text, who).not.toContain(t.dataDir);
      expect(text, who).not.toMatch(/\.parquet/);
    }
  });
});

describe('ingestion limits', () => {
  it('fails a 10,000-column CSV with TABLE_TOO_WIDE, naming the limit, instead of an out-of-memory text', async () => {
    const header = Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',');
    const row = Array.from({ length: 10_000 }, (_, i) => i).join(',');
    const res = await uploadFile(t, `/v1/workspaces/${ws}/files`, { content: `${header}\n${row}\n${row}\n`, filename: 'wide.csv' });
    expect(res.status).toBe(202);
    const failed = await settled(res.body.file_id);
    expect(failed).toMatchObject({ status: 'failed', error_code: 'TABLE_TOO_WIDE' });
    expect(failed.error_message).toBe('wide.csv has 10,000 columns; a table may have at most 1,000.');
  });

  it('applies the same limit to workbook sheets and Parquet files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quarry-wide-'));
    try {
      const names = Array.from({ length: 1_001 }, (_, i) => `c${i}`);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([names, names.map((_, i) => i)]), 'Wide');
      XLSX.writeFile(book, join(dir, 'wide.xlsx'));
      const db = await DuckDBInstance.create(':memory:');
      const connection = await db.connect();
      await connection.run(`COPY (SELECT ${names.map((n, i) => `${i} AS ${n}`).join(', ')}) TO '${join(dir, 'wide.parquet')}' (FORMAT parquet)`);
      connection.closeSync();
      for (const [file, message] of [
        ['wide.xlsx', 'Sheet "Wide" of wide.xlsx has 1,001 columns; a table may have at most 1,000.'],
        ['wide.parquet', 'wide.parquet has 1,001 columns; a table may have at most 1,000.'],
      ]) {
        const res = await uploadFile(t, `/v1/workspaces/${ws}/files`, { path: join(dir, file) });
        expect(res.status, file).toBe(202);
        expect(await settled(res.body.file_id)).toMatchObject({ status: 'failed', error_code: 'TABLE_TOO_WIDE', error_message: message });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says which limit a too large JSON body passed', async () => {
    const res = await t.request('POST', '/v1/workspaces', { body: { name: 'big', description: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is larger than the 1 MB limit for JSON bodies.');
  });
});

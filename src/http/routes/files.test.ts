import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import XLSX from 'xlsx';
import { DuckDBInstance } from '@duckdb/node-api';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createRoleCast, createWorkspace } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../../test/support/uploads.ts';

let t: TestApp;
let ws: string;
const scratch = mkdtempSync(join(tmpdir(), 'quarry-files-'));

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'files' });
});
afterAll(() => t?.close());

type FileBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function upload(file: Parameters<typeof uploadFile>[2], workspaceId = ws) {
  const res = await uploadFile(t, `/v1/workspaces/${workspaceId}/files`, file);
  return res;
}

async function settled(fileId: string, workspaceId = ws): Promise<FileBody> {
  return pollUntil(
    async () => {
      const b = (await t.request('GET', `/v1/workspaces/${workspaceId}/files/${fileId}/status`)).json();
      return b.status === 'completed' || b.status === 'failed' ? b : null;
    },
    { what: `file ${fileId}`, timeoutMs: 90_000 },
  );
}

async function ingested(file: Parameters<typeof uploadFile>[2], workspaceId = ws): Promise<FileBody> {
  const res = await upload(file, workspaceId);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.status).toBe('queued');
  const done = await settled(res.body.file_id, workspaceId);
  expect(done.status, JSON.stringify(done)).toBe('completed');
  return done;
}

describe('tabular files', () => {
  it('ingests a semicolon CSV with a header into a typed table with samples', async () => {
    const csv = 'city;population;founded;capital\nBerlin;3850809;1237-01-01;true\nHamburg;1945532;1189-05-07;false\nMünchen;1512491;1158-06-14;false\n';
    const file = await ingested({ content: csv, filename: 'German Cities.csv' });
    expect(file).toMatchObject({ category: 'tabular', content_type: 'text/csv', progress: 100 });
    expect(file.tables).toHaveLength(1);
    const [table] = file.tables;
    expect(table).toMatchObject({ table_name: 'german_cities', sheet: null, row_count: 3 });
    const types = Object.fromEntries(table.columns.map((c: FileBody) => [c.name, c.type]));
    expect(types).toEqual({ city: 'text', population: 'integer', founded: 'date', capital: 'boolean' });
    expect(table.columns[0].sample_values).toEqual(['Berlin', 'Hamburg', 'München']);
  });

  it('reads tab-separated, quoted newlines, Latin-1 and header-less CSVs', async () => {
    const tab = await ingested({ content: 'name\tscore\nAda\t10\nLin\t7\n', filename: 'scores.tsv' });
    expect(tab.tables[0].columns.map((c: FileBody) => c.name)).toEqual(['name', 'score']);

    const quoted = await ingested({ content: 'id,comment\n1,"first line\nsecond line"\n2,"plain"\n', filename: 'comments.csv' });
    expect(quoted.tables[0].row_count).toBe(2);

    const latin1 = Buffer.from('name,city\nJosé,Málaga\nRené,Besançon\n', 'latin1');
    const l1 = await ingested({ content: latin1, filename: 'latin.csv' });
    expect(l1.tables[0].columns[1].sample_values).toEqual(['Málaga', 'Besançon']);

    const headerless = await ingested({ content: '1,2.5,x\n2,3.5,y\n3,4.5,z\n', filename: 'numbers.csv' });
    expect(headerless.tables[0].row_count).toBe(3);
    expect(headerless.tables[0].columns).toHaveLength(3);
  });

  it('keeps a column as text when its dates fit no single format, instead of failing the file', async () => {
    const rows = ['record,date,round', '13-0,07/12/2013,6', '12-0,27/10/2013,8', '11-0,10/28/2013,4', ...Array.from({ length: 40 }, (_, i) => `${i}-0,01/02/2012,${i}`)];
    const file = await ingested({ content: rows.join('\n'), filename: 'fights.csv' });
    const types = Object.fromEntries(file.tables[0].columns.map((c: FileBody) => [c.name, c.type]));
    expect(types).toMatchObject({ date: 'text', round: 'integer' });
    expect(file.tables[0].row_count).toBe(43);
  });

  it('makes each non-empty sheet of an XLSX workbook a table, and reads XLS', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Region', 'Revenue'], ['North', 1200.5], ['South', 900]]), 'Sales');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([]), 'Empty');
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Name', 'Start'], ['Ada', new Date('2024-03-01')]], { cellDates: true }), 'Staff');
    const xlsxPath = join(scratch, 'book.xlsx');
    XLSX.writeFile(wb, xlsxPath, { bookType: 'xlsx' });
    const xlsx = await ingested({ path: xlsxPath, filename: 'Quarterly Book.xlsx' });
    expect(xlsx.tables.map((x: FileBody) => x.sheet)).toEqual(['Sales', 'Staff']);
    expect(xlsx.tables.map((x: FileBody) => x.row_count)).toEqual([2, 1]);

    const xlsPath = join(scratch, 'legacy.xls');
    XLSX.writeFile(wb, xlsPath, { bookType: 'biff8' });
    const xls = await ingested({ path: xlsPath, filename: 'legacy.xls' });
    expect(xls.content_type).toBe('application/vnd.ms-excel');
    expect(xls.tables.length).toBe(2);
  });

  it('ingests Parquet', async () => {
    const path = join(scratch, 'events.parquet');
    const db = await DuckDBInstance.create(':memory:');
    const conn = await db.connect();
    await conn.run(`COPY (SELECT range AS id, 'e' || range AS name FROM range(1000)) TO '${path}' (FORMAT parquet)`);
    conn.closeSync();
    const file = await ingested({ path, filename: 'events.parquet' });
    expect(file.tables[0]).toMatchObject({ table_name: 'events', row_count: 1000 });
  });

  it('refuses binary garbage named .csv with 415', async () => {
    const garbage = new Uint8Array(2048).map((_, i) => (i * 131 + 7) % 256);
    const res = await upload({ content: garbage, filename: 'data.csv' });
    expect(res.status).toBe(415);
    expect(res.body.error_code).toBe('UNSUPPORTED_FORMAT');
  });
});

describe('documents', () => {
  it('indexes a DOCX and a PDF for search, with pages for the PDF', async () => {
    const docx = await ingested({ path: `${FIXTURES}parsing/word_tables.docx` });
    expect(docx).toMatchObject({ category: 'document' });
    expect(docx.chunk_count).toBeGreaterThan(0);
    const pdf = await ingested({ path: `${FIXTURES}pdf/layout.pdf` });
    expect(pdf.page_count).toBeGreaterThan(0);
    const [{ n, pages }] = await t.server.ctx.db.query<{ n: number; pages: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT page)::int AS pages FROM chunks WHERE file_id = $1',
      [pdf.file_id],
    );
    expect(n).toBe(pdf.chunk_count);
    expect(pages).toBeGreaterThan(0);
  });

  it('fails a corrupted document with CORRUPTED_FILE and keeps serving', async () => {
    const res = await upload({ path: `${FIXTURES}pdf/truncated.pdf` });
    expect(res.status).toBe(202);
    const failed = await settled(res.body.file_id);
    expect(failed).toMatchObject({ status: 'failed', error_code: 'CORRUPTED_FILE' });
    expect(failed.error_message).toBeTruthy();
  });
});

describe('lifecycle', () => {
  it('lists files with pagination', async () => {
    const list = await t.request('GET', `/v1/workspaces/${ws}/files?limit=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().files).toHaveLength(2);
    expect(list.json().total).toBeGreaterThan(2);
  });

  it('deletes a file with its tables and blobs, and a workspace with everything', async () => {
    const own = await createWorkspace(t, null, { name: 'doomed' });
    const table = await ingested({ content: 'a,b\n1,2\n', filename: 'doomed.csv' }, own);
    const doc = await ingested({ content: 'Doomed passage about rivers.', filename: 'doomed.txt' }, own);
    const blobDir = join(t.dataDir, 'blobs');
    const countBlobs = () => {
      const found: string[] = [];
      const walk = (d: string) => {
        for (const e of readdirSync(d, { withFileTypes: true })) {
          if (e.isDirectory()) walk(join(d, e.name));
          else found.push(join(d, e.name));
        }
      };
      walk(blobDir);
      return found.filter((f) => f.includes(own));
    };
    expect(countBlobs().length).toBeGreaterThanOrEqual(3);
    expect((await t.request('DELETE', `/v1/workspaces/${own}/files/${table.file_id}`)).statusCode).toBe(204);
    expect((await t.request('GET', `/v1/workspaces/${own}/files/${table.file_id}/status`)).statusCode).toBe(404);
    const [{ tables }] = await t.server.ctx.db.query<{ tables: number }>('SELECT count(*)::int AS tables FROM tabular_tables WHERE workspace_id = $1', [own]);
    expect(tables).toBe(0);
    expect((await t.request('DELETE', `/v1/workspaces/${own}`)).statusCode).toBe(204);
    const [{ chunks }] = await t.server.ctx.db.query<{ chunks: number }>('SELECT count(*)::int AS chunks FROM chunks WHERE file_id = $1', [doc.file_id]);
    expect(chunks).toBe(0);
    expect(countBlobs()).toEqual([]);
  });

  it('lets editors upload and delete, not viewers', async () => {
    const cast = await createRoleCast(t);
    const viewer = await uploadFile(t, `/v1/workspaces/${cast.workspaceId}/files`, { content: 'a\n1\n', filename: 'v.csv' }, {}, cast.viewer.key);
    expect(viewer.status).toBe(403);
    const editor = await uploadFile(t, `/v1/workspaces/${cast.workspaceId}/files`, { content: 'a\n1\n', filename: 'e.csv' }, {}, cast.editor.key);
    expect(editor.status).toBe(202);
    const outsider = await uploadFile(t, `/v1/workspaces/${cast.workspaceId}/files`, { content: 'a\n1\n', filename: 'o.csv' }, {}, cast.outsider.key);
    expect(outsider.status).toBe(404);
  });
});

describe('table limit', () => {
  it('refuses the 51st table at upload with 409 WORKSPACE_TABLE_LIMIT_EXCEEDED', async () => {
    const full = await createWorkspace(t, null, { name: 'full' });
    // Fifty tables arrive as one workbook of fifty sheets; the next CSV is refused at upload.
    const wb = XLSX.utils.book_new();
    for (let i = 1; i <= 50; i++) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['n'], [i]]), `S${i}`);
    const path = join(scratch, 'fifty.xlsx');
    XLSX.writeFile(wb, path);
    const book = await ingested({ path, filename: 'fifty.xlsx' }, full);
    expect(book.tables).toHaveLength(50);
    const res = await upload({ content: 'a\n1\n', filename: 'one-more.csv' }, full);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'WORKSPACE_TABLE_LIMIT_EXCEEDED', details: { current_count: 50, max_allowed: 50 } });
    // A workbook's count is known only when it is read: the file fails with the same code.
    const two = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(two, XLSX.utils.aoa_to_sheet([['x'], [1]]), 'A');
    const twoPath = join(scratch, 'two.xlsx');
    XLSX.writeFile(two, twoPath);
    const late = await upload({ path: twoPath, filename: 'two.xlsx' }, full);
    expect(late.status).toBe(202);
    expect(await settled(late.body.file_id, full)).toMatchObject({ status: 'failed', error_code: 'WORKSPACE_TABLE_LIMIT_EXCEEDED' });
  });
});

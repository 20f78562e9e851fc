import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser } from '../../../test/support/factories.ts';
import { pollUntil } from '../../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../../test/support/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function parse(file: Parameters<typeof uploadFile>[2], fields: Record<string, string> = {}, key?: string) {
  const res = await uploadFile(t, '/v1/parses', file, fields, key);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body as { parse_id: string; status: string; estimated_seconds: number; created_at: string };
}

/** A real PNG, drawn here rather than kept as a fixture. */
async function pngOf(text: string): Promise<Uint8Array> {
  const canvas = createCanvas(320, 80);
  const g = canvas.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, 320, 80);
  g.fillStyle = 'black';
  g.font = '24px sans-serif';
  g.fillText(text, 10, 50);
  return canvas.encode('png');
}

async function finished(parseId: string, key?: string) {
  return pollUntil(
    async () => {
      const res = await t.request('GET', `/v1/parses/${parseId}`, { key });
      const body = res.json();
      return body.status === 'completed' || body.status === 'failed' ? body : null;
    },
    { what: `parse ${parseId}` },
  );
}

describe('POST /v1/parses and GET /v1/parses/{id}', () => {
  it('parses a DOCX into text and metadata, without chunks unless asked', async () => {
    const accepted = await parse({ path: `${FIXTURES}parsing/word_tables.docx` });
    expect(accepted).toMatchObject({ status: 'queued' });
    expect(accepted.estimated_seconds).toBeGreaterThanOrEqual(1);
    const job = await finished(accepted.parse_id);
    expect(job.status).toBe('completed');
    expect(job.progress).toBe(100);
    const expected = readFileSync(`${FIXTURES}parsing/word_tables.docx.expected.txt`, 'utf8');
    const firstWords = expected.split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
    expect(job.result.text.replace(/\s+/g, ' ')).toContain(firstWords);
    expect(job.result.chunks).toBeNull();
    expect(job.result.metadata).toMatchObject({
      filename: 'word_tables.docx',
      file_type: 'docx',
      extraction_method: 'standard',
      tokenizer: 'o200k_base',
      ocr_pages: 0,
    });
    expect(job.result.metadata.characters).toBe([...job.result.text].length);
    expect(job.result.metadata.tokens).toBeGreaterThan(0);
    expect(job.result.metadata.table_count).toBe(job.result.tables?.length ?? 0);
    expect(Date.parse(job.expires_at) - Date.parse(job.completed_at)).toBe(1800 * 1000);
    // A second read returns the stored result, unchanged.
    const again = (await t.request('GET', `/v1/parses/${accepted.parse_id}`)).json();
    expect(again.result).toEqual(job.result);
  });

  it('chunks text to the requested size with code-point character counts', async () => {
    const sentence = 'Quarry splits long documents into passages at sentence boundaries. ';
    const text = `${sentence.repeat(60)}Emoji count as one character: 🎉.`;
    const accepted = await parse({ content: text, filename: 'notes.txt', type: 'text/plain' }, { chunk: 'true', chunk_size: '50', chunk_overlap: '10' });
    const job = await finished(accepted.parse_id);
    expect(job.status).toBe('completed');
    expect(job.result.chunks.length).toBeGreaterThan(5);
    expect(job.result.metadata.characters).toBe([...job.result.text].length);
    expect(job.result.metadata.page_count).toBeUndefined();
  });

  it('validates the form options', async () => {
    for (const [fields, path] of [
      [{ session_ttl: '30' }, 'body.session_ttl'],
      [{ session_ttl: '90000' }, 'body.session_ttl'],
      [{ chunk_size: '0' }, 'body.chunk_size'],
      [{ chunk_size: '100', chunk_overlap: '100' }, 'body.chunk_overlap'],
      [{ chunk: 'maybe' }, 'body.chunk'],
      [{ webhook_url: 'ftp://example.com/hook' }, 'body.webhook_url'],
    ] as const) {
      const res = await uploadFile(t, '/v1/parses', { content: 'hello', filename: 'a.txt' }, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.details.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('refuses images and unknown binary content at once with 415, whatever the extension', async () => {
    const png = await uploadFile(t, '/v1/parses', { content: await pngOf('A picture of text'), filename: 'scan.png' });
    expect(png.status).toBe(415);
    expect(png.body).toMatchObject({ error_code: 'UNSUPPORTED_FORMAT', details: { detected_type: 'png' } });
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const disguised = await uploadFile(t, '/v1/parses', { content: garbage, filename: 'report.pdf' });
    expect(disguised.status).toBe(415);
    expect(disguised.body.details.supported).toContain('pdf');
  });

  it('ends corrupted and encrypted documents as failed jobs with their codes', async () => {
    const truncated = await finished((await parse({ path: `${FIXTURES}pdf/truncated.pdf` })).parse_id);
    expect(truncated.status).toBe('failed');
    expect(truncated.error.error_code).toBe('CORRUPTED_FILE');
    expect(truncated.result).toBeUndefined();
    const encrypted = await finished((await parse({ path: `${FIXTURES}pdf/encrypted.pdf` })).parse_id);
    expect(encrypted.error.error_code).toBe('PASSWORD_PROTECTED');
    const brokenDocx = await finished((await parse({ path: `${FIXTURES}parsing/word_tables_truncated.docx` })).parse_id);
    expect(brokenDocx.error.error_code).toBe('CORRUPTED_FILE');
    // The service keeps serving.
    expect((await t.request('GET', '/healthz', { key: null })).statusCode).toBe(200);
  });

  it("hides another user's parse as not found", async () => {
    const accepted = await parse({ content: 'private notes', filename: 'private.txt' });
    const stranger = await createUser(t);
    const res = await t.request('GET', `/v1/parses/${accepted.parse_id}`, { key: stranger.key });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('PARSE_NOT_FOUND');
    expect((await t.request('GET', '/v1/parses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 410 once the session_ttl has passed, and the sweeper removes the result', async () => {
    const accepted = await parse({ content: 'short lived', filename: 'ttl.txt' }, { session_ttl: '60' });
    await finished(accepted.parse_id);
    // Time travel: the result's expiry is moved into the past rather than waiting a minute.
    await t.server.ctx.db.query(`UPDATE parses SET expires_at = now() - interval '1 second' WHERE id = $1`, [accepted.parse_id]);
    const gone = await t.request('GET', `/v1/parses/${accepted.parse_id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error_code).toBe('PARSE_EXPIRED');
    expect(await t.server.ctx.services.parses.sweepExpired()).toBeGreaterThanOrEqual(1);
    const [row] = await t.server.ctx.db.query<{ result: unknown; result_purged: boolean }>('SELECT result, result_purged FROM parses WHERE id = $1', [
      accepted.parse_id,
    ]);
    expect(row).toEqual({ result: null, result_purged: true });
    expect((await t.request('GET', `/v1/parses/${accepted.parse_id}`)).statusCode).toBe(410);
  });

  it('refuses webhook targets on private networks unless allowed', async () => {
    for (const url of ['http://127.0.0.1:9/hook', 'http://10.0.0.8/hook', 'http://169.254.169.254/latest/meta-data']) {
      const res = await uploadFile(t, '/v1/parses', { content: 'x', filename: 'x.txt' }, { webhook_url: url });
      expect(res.status, url).toBe(400);
      expect(res.body.details.errors[0].path).toBe('webhook_url');
    }
  });
});

describe('tables and OCR', () => {
  it('returns native PDF tables with their pages, and none when extract_tables is false', async () => {
    const job = await finished((await parse({ path: `${FIXTURES}pdf/layout.pdf` })).parse_id);
    expect(job.status).toBe('completed');
    const { tables, metadata } = job.result;
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.source).toBe('native');
      expect(table.page).toBeGreaterThanOrEqual(1);
      expect(table.row_count).toBe(table.rows.length);
      expect(table.column_count).toBe(table.headers.length);
      expect(new Set(table.headers).size).toBe(table.headers.length);
    }
    expect(metadata).toMatchObject({ table_count: tables.length, native_tables: tables.length, ocr_tables: 0, extraction_method: 'standard' });
    const off = await finished((await parse({ path: `${FIXTURES}pdf/layout.pdf` }, { extract_tables: 'false' })).parse_id);
    expect(off.result.tables).toBeNull();
    expect(off.result.metadata.table_count).toBe(0);
  });

  it('returns the tables of a real report, one per heading over three pages', async () => {
    const job = await finished((await parse({ path: `${FIXTURES}pdf/eu-001.pdf` })).parse_id);
    const { tables, metadata } = job.result;
    expect(metadata).toMatchObject({ table_count: 7, native_tables: 7, ocr_tables: 0 });
    expect(tables.map((t: { page: number }) => t.page)).toEqual([1, 1, 1, 2, 2, 3, 3]);
    expect(tables[0].rows[1]).toEqual({ column_1: 'Carbon dioxide (CO2)', 'THRESHOLD FOR RELEASES': '100 million', column_3: '-', column_4: '-' });
  });

  it('returns the tables of HTML and Markdown documents, and none when extract_tables is false', async () => {
    const html = '<html><body><h1>Stock</h1><table><tr><th>Item</th><th>Qty</th></tr><tr><td>Bolts</td><td>200</td></tr></table></body></html>';
    const job = await finished((await parse({ content: html, filename: 'stock.html', type: 'text/html' })).parse_id);
    // The spec's raw text by default; the text a reader sees when asked for.
    expect(job.result.text).toBe(html);
    const visible = await finished((await parse({ content: html, filename: 'stock.html', type: 'text/html' }, { markup: 'visible' })).parse_id);
    expect(visible.result.text).toBe('Stock\n\nItem\tQty\nBolts\t200');
    const xml = '<?xml version="1.0"?>\n<stock><item qty="200">Bolts &amp; nuts</item></stock>';
    const rawXml = await finished((await parse({ content: xml, filename: 'stock.xml', type: 'application/xml' })).parse_id);
    expect(rawXml.result.text).toBe(xml);
    const visibleXml = await finished((await parse({ content: xml, filename: 'stock.xml', type: 'application/xml' }, { markup: 'visible' })).parse_id);
    expect(visibleXml.result.text).toContain('Bolts & nuts');
    expect(visibleXml.result.text).not.toContain('<item');
    const badOption = await uploadFile(t, '/v1/parses', { content: html, filename: 'stock.html', type: 'text/html' }, { markup: 'pretty' });
    expect(badOption.status).toBe(400);
    expect(job.result.tables).toEqual([{ headers: ['Item', 'Qty'], rows: [{ Item: 'Bolts', Qty: '200' }], row_count: 1, column_count: 2, source: 'native' }]);
    expect(job.result.metadata).toMatchObject({ table_count: 1, native_tables: 1 });
    const markdown = '# Stock\n\n| Item | Qty |\n|---|---:|\n| Nuts | 150 |\n';
    const md = await finished((await parse({ content: markdown, filename: 'stock.md', type: 'text/markdown' })).parse_id);
    expect(md.result.text).toBe(markdown.trimEnd());
    expect(md.result.tables[0].rows).toEqual([{ Item: 'Nuts', Qty: '150' }]);
    const off = await finished((await parse({ content: html, filename: 'stock.html', type: 'text/html' }, { extract_tables: 'false' })).parse_id);
    expect(off.result.tables).toBeNull();
  });

  it('returns DOCX tables with merged cells as structured rows', async () => {
    const job = await finished((await parse({ path: `${FIXTURES}parsing/word_tables.docx` })).parse_id);
    expect(job.result.tables.length).toBeGreaterThan(0);
    expect(job.result.tables.every((t: { source: string }) => t.source === 'native')).toBe(true);
  });

  it('OCRs a scanned PDF, and leaves it alone when process_images is false', async () => {
    const job = await finished((await parse({ path: `${FIXTURES}pdf/scanned.pdf` })).parse_id);
    expect(job.status).toBe('completed');
    expect(job.result.metadata.extraction_method).toBe('ocr');
    expect(job.result.metadata.ocr_pages).toBeGreaterThanOrEqual(1);
    expect(job.result.text.trim().length).toBeGreaterThan(20);
    const off = await finished((await parse({ path: `${FIXTURES}pdf/scanned.pdf` }, { process_images: 'false' })).parse_id);
    expect(off.result.metadata).toMatchObject({ extraction_method: 'standard', ocr_pages: 0 });
  });
});

describe('under load', () => {
  it('keeps answering API requests while ten parses run', async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, async () => (await parse({ path: `${FIXTURES}pdf/eu-001.pdf` })).parse_id),
    );
    let answeredWhileBusy = 0;
    for (;;) {
      const states = await Promise.all(ids.map(async (id) => (await t.request('GET', `/v1/parses/${id}`)).json().status as string));
      const busy = states.some((s) => s === 'queued' || s === 'processing');
      const health = await fetch(`${t.url}/healthz`);
      const list = await fetch(`${t.url}/v1/workspaces`, { headers: { authorization: `Bearer ${t.adminKey}` } });
      expect(health.status).toBe(200);
      expect(list.status).toBe(200);
      if (!busy) break;
      answeredWhileBusy += 1;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(answeredWhileBusy).toBeGreaterThan(0);
    const done = await Promise.all(ids.map(async (id) => (await t.request('GET', `/v1/parses/${id}`)).json()));
    expect(done.every((d) => d.status === 'completed')).toBe(true);
    expect(new Set(done.map((d) => d.result.text)).size).toBe(1);
  }, 240_000);
});

describe('upload size limit', () => {
  it('answers 413 FILE_TOO_LARGE, early from Content-Length and while streaming a chunked body, keeping nothing', async () => {
    const small = await startTestApp({ QUARRY_MAX_UPLOAD_MB: '1' });
    try {
      const big = new Uint8Array(3 * 1024 * 1024).fill(65);
      const declared = await uploadFile(small, '/v1/parses', { content: big, filename: 'big.txt' });
      expect(declared.status).toBe(413);
      expect(declared.body).toMatchObject({ error_code: 'FILE_TOO_LARGE', details: { max_size_mb: 1 } });
      expect(declared.body.message).toContain('1 MB');

      // Chunked transfer: no Content-Length, so the limit is enforced while the bytes arrive.
      const boundary = 'quarryboundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`;
      const chunk = new Uint8Array(256 * 1024).fill(66);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
        },
        pull(controller) {
          if (sent >= 12) {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${small.url}/v1/parses`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { authorization: `Bearer ${small.adminKey}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error_code: string }).error_code).toBe('FILE_TOO_LARGE');
      const [{ n }] = await small.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parses');
      expect(n).toBe(0);
      const { readdirSync } = await import('node:fs');
      expect(readdirSync(small.server.ctx.scratchDir).filter((f) => f.startsWith('upload-'))).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

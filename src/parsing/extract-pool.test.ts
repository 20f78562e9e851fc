import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import XLSX from 'xlsx';
import { createExtractionPool } from './extract-pool.ts';
import { fixture, tempFile } from './test-support.ts';
import { threadPriorities } from '../../test/support/thread-priority.ts';
import { BACKGROUND_NICE } from '../background-priority.ts';

const OPTIONS = { processImages: false, extractTables: true };

describe('createExtractionPool', () => {
  const pool = createExtractionPool({ threads: 1, timeoutMs: 30_000, idleRetireMs: 60_000 });
  afterAll(() => pool.destroy());

  it('extracts in a worker thread and relays progress', async () => {
    const progress: Array<[number, string]> = [];
    const document = await pool.extract(fixture('word_tables.docx'), 'docx', { ...OPTIONS, onProgress: (percent, message) => progress.push([percent, message]) });
    expect(document.text).toContain('A uniform table');
    expect(document.tables).toHaveLength(7);
    expect(progress.at(-1)).toEqual([100, 'Extraction complete']);
  });

  it.runIf(process.platform === 'linux')('extracts at a lower CPU priority than the thread that asked, which keeps its own', async () => {
    await pool.extract(tempFile('prioritised.txt', 'background work'), 'txt', OPTIONS);
    const threads = threadPriorities();
    const workers = threads.filter((t) => t.name === 'WorkerThread');
    expect(workers.length).toBeGreaterThan(0);
    expect(workers.map((t) => t.nice)).toEqual(workers.map(() => BACKGROUND_NICE));
    expect(threads.find((t) => t.tid === process.pid)?.nice).toBe(0);
  });

  it('keeps JobError codes and messages across the thread boundary', async () => {
    await expect(pool.extract(fixture('word_tables_truncated.docx'), 'docx', OPTIONS)).rejects.toMatchObject({
      name: 'JobError',
      code: 'CORRUPTED_FILE',
      message: expect.stringMatching(/central directory is missing/),
    });
  });

  it('stops a job past its time limit by ending its thread, and keeps serving', async () => {
    // About 24 MB of CSV: far more than 10 ms of synchronous parsing, so the thread is busy when the limit hits.
    const big = tempFile('big.csv', 'id,name,comment\n' + '1,"Ann, B.","a quoted, long comment with commas"\n'.repeat(500_000));
    await expect(pool.extract(big, 'csv', { ...OPTIONS, timeoutMs: 10 })).rejects.toMatchObject({
      code: 'PROCESSING_TIMEOUT',
      message: expect.stringMatching(/took longer than/),
    });
    expect((await pool.extract(tempFile('small.txt', 'still working'), 'txt', OPTIONS)).text).toBe('still working');
  });

  it('reads workbooks in a thread, dates included', async () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['shipped', 'crates'], [new Date(Date.UTC(2024, 0, 31)), 7]], { cellDates: true }), 'Log');
    const path = tempFile('log.xlsx', XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const outDir = dirname(path);
    const [sheet] = await pool.writeWorkbookTables(path, outDir);
    expect(sheet).toMatchObject({ sheet: 'Log', labels: ['shipped', 'crates'], types: ['DATE', 'BIGINT'], rowCount: 1 });
    expect(readFileSync(sheet.csvPath, 'utf8')).toBe('"2024-01-31","7"\n');
    await expect(pool.writeWorkbookTables(fixture('word_tables_truncated.docx'), outDir)).rejects.toMatchObject({ code: 'CORRUPTED_FILE' });
  });

  it('gives up a job when the caller aborts', async () => {
    const controller = new AbortController();
    const job = pool.extract(fixture('powerpoint_sample.pptx'), 'pptx', { ...OPTIONS, signal: controller.signal });
    controller.abort();
    await expect(job).rejects.toThrow();
    expect((await pool.extract(fixture('memo_rtf.txt'), 'rtf', OPTIONS)).text).toContain('Internal Memo');
  });
});

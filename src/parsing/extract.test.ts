import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { detectFileType } from './detect-type.ts';
import { extractDocument } from './extract.ts';
import { fixture, tempFile, tokenF1 } from './test-support.ts';

const OPTIONS = { processImages: false, extractTables: true };

describe('extractDocument', () => {
  it('routes each detected format to its extractor', async () => {
    const files = ['word_tables.docx', 'powerpoint_sample.pptx', 'xlsx_06_edge_cases_.xlsx', 'memo_rtf.txt', 'csv-semicolon.csv', 'multilingual_notes.txt'];
    for (const name of files) {
      const detected = await detectFileType(fixture(name), name);
      if (!('type' in detected)) throw new Error(`${name} not detected`);
      const progress: string[] = [];
      const document = await extractDocument(fixture(name), detected.type, { ...OPTIONS, onProgress: (_, message) => progress.push(message) });
      const score = tokenF1(readFileSync(fixture(`${name}.expected.txt`), 'utf8'), document.text);
      expect(score.recall, name).toBeGreaterThan(0.99);
      expect(progress.at(-1)).toBe('Extraction complete');
    }
  });

  it('refuses Parquet as a document and stops when the signal is aborted', async () => {
    const parquet = tempFile('t.parquet', 'PAR1....PAR1');
    await expect(extractDocument(parquet, 'parquet', OPTIONS)).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
    await expect(extractDocument(parquet, 'parquet', OPTIONS)).rejects.toBeInstanceOf(JobError);
    const aborted = AbortSignal.abort();
    await expect(extractDocument(fixture('word_tables.docx'), 'docx', { ...OPTIONS, signal: aborted })).rejects.toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { getOcrEngine, terminateOcrEngine } from '../ocr/ocr-engine.ts';
import { extractPptx } from './pptx.ts';
import { fixture, tokenF1 } from './test-support.ts';

const OPTIONS = { processImages: false, extractTables: true };

afterAll(() => terminateOcrEngine());

describe('extractPptx', () => {
  it('reads slides in order with titles, shapes, tables and notes, one page per slide', async () => {
    const document = await extractPptx(fixture('powerpoint_sample.pptx'), OPTIONS);
    expect(document.pageCount).toBe(3);
    expect(document.pages?.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(document.pages?.[0].text.startsWith('Test Table Slide')).toBe(true);
    expect(document.pages?.[1].text.startsWith('Second slide title')).toBe(true);
    expect(document.pages?.[1].text).toContain('Notes: Some notes on the second slide.');
    expect(document.text).toBe(document.pages?.map((page) => page.text).join('\n\n'));
    const score = tokenF1(readFileSync(fixture('powerpoint_sample.pptx.expected.txt'), 'utf8'), document.text);
    expect(score.recall).toBe(1);

    expect(document.tables).toHaveLength(1);
    const [table] = document.tables;
    expect(table).toMatchObject({ page: 1, column_count: 7, row_count: 8, source: 'native' });
    expect(table.headers).toEqual(['column_1', 'Class1', 'column_3', 'column_4', 'Class2', 'column_6', 'column_7']);
    expect(table.rows[0].Class1).toBe('A merged with B');
    expect(table.rows[0].column_3).toBe('');
    expect(document.text).toContain('R1 | True | False |  | False | True | True');
  });

  it('OCRs pictures onto their slide when asked', async () => {
    const plain = await extractPptx(fixture('powerpoint_with_image_textimage.pptx'), OPTIONS);
    expect(plain.imageCount).toBe(1);
    expect(plain.text).not.toContain('QUARTERLY');
    const withOcr = await extractPptx(fixture('powerpoint_with_image_textimage.pptx'), { ...OPTIONS, processImages: true, ocr: getOcrEngine() });
    expect(withOcr.pages?.[0].text).toContain('QUARTERLY TARGETS');
    const score = tokenF1(readFileSync(fixture('powerpoint_with_image_textimage.pptx.expected.txt'), 'utf8'), withOcr.text);
    expect(score.f1).toBeGreaterThan(0.95);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { findOcrTables, tablesFromOcrPage, tablesFromOcrWords, textOutsideTables } from './ocr-tables.ts';
import { TesseractEngine } from './tesseract-engine.ts';
import { tableImage } from '../../test/support/ocr-pages.ts';
import type { OcrResult, OcrWord } from './types.ts';

const engine = new TesseractEngine();
afterAll(() => engine.terminate());

describe('tablesFromOcrPage on a ruled table', () => {
  it('reads the grid cells, joining a cell written on two lines and naming blank and repeated headers', async () => {
    const png = tableImage(
      [
        ['', 'Units', 'Units'],
        ['North', '1,204', '1,310'],
        ['South\nand islands', '987', '1,002'],
        ['East', '1,530', '1,611'],
      ],
      [340, 240, 240],
      { ruled: true },
    );
    const tables = await tablesFromOcrPage(png, await engine.recognize(png), { page: 2 });
    expect(tables).toEqual([
      {
        page: 2,
        headers: ['column_1', 'Units', 'Units_2'],
        rows: [
          { column_1: 'North', Units: '1,204', Units_2: '1,310' },
          { column_1: 'South and islands', Units: '987', Units_2: '1,002' },
          { column_1: 'East', Units: '1,530', Units_2: '1,611' },
        ],
        row_count: 3,
        column_count: 3,
        source: 'ocr',
      },
    ]);
  });
});

describe('tablesFromOcrWords on a borderless table', () => {
  it('finds columns from aligned words, leaving the sentence above out', async () => {
    const sentence = 'Quarterly sales by region, as reported by the branch offices.';
    const png = tableImage(
      [
        ['Region', 'Units', 'Revenue'],
        ['North', '1,204', '$35,100'],
        ['South', '987', '$28,440'],
        ['East', '1,530', '$41,025'],
      ],
      [320, 220, 260],
      { ruled: false, prose: [sentence] },
    );
    const result = await engine.recognize(png);
    const tables = tablesFromOcrWords(result);
    expect(tables.map(({ headers, rows }) => ({ headers, rows }))).toEqual([
      {
        headers: ['Region', 'Units', 'Revenue'],
        rows: [
          { Region: 'North', Units: '1,204', Revenue: '$35,100' },
          { Region: 'South', Units: '987', Revenue: '$28,440' },
          { Region: 'East', Units: '1,530', Revenue: '$41,025' },
        ],
      },
    ]);
    expect(textOutsideTables(result, findOcrTables(result))).toBe(sentence);
  });
});

describe('tablesFromOcrWords on running text', () => {
  it('does not take a two-column page for a table', () => {
    // Eight lines in two columns of justified text, as tesseract reports them.
    const words: OcrWord[] = [];
    for (let line = 0; line < 8; line += 1) {
      for (const [column, left] of [0, 900].entries()) {
        for (let index = 0; index < 9; index += 1) {
          const x0 = left + index * 85;
          words.push({ text: 'word', confidence: 95, bbox: { x0, y0: 100 + line * 45, x1: x0 + 70, y1: 130 + line * 45 }, line: line * 2 + column });
        }
      }
    }
    const result: OcrResult = { text: '', words, confidence: 95, width: 1800, height: 600 };
    expect(tablesFromOcrWords(result)).toEqual([]);
  });

  it('does not take a bulleted list, its bullets read as letters, for a table', () => {
    // Bullets that tesseract reads as "e" and "»", each before a wrapped item of running text.
    const words: OcrWord[] = [];
    const items = [['e', 2], ['»', 2], ['e', 1], ['»', 2]] as const;
    let line = 0;
    for (const [bullet, lines] of items) {
      for (let l = 0; l < lines; l += 1, line += 1) {
        const y0 = 100 + line * 45;
        if (l === 0) words.push({ text: bullet, confidence: 60, bbox: { x0: 100, y0, x1: 118, y1: y0 + 30 }, line });
        for (let index = 0; index < 10; index += 1) {
          const x0 = 180 + index * 85;
          words.push({ text: 'word', confidence: 95, bbox: { x0, y0, x1: x0 + 70, y1: y0 + 30 }, line });
        }
      }
    }
    const result: OcrResult = { text: '', words, confidence: 95, width: 1200, height: 600 };
    expect(tablesFromOcrWords(result)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { JobError } from '../errors.ts';
import { extractSpreadsheet } from './spreadsheet-text.ts';
import { fixture, tempFile, tokenF1 } from './test-support.ts';
import { readWorkbookSheets } from './workbook.ts';

describe('extractSpreadsheet', () => {
  it('writes every non-empty sheet as "Sheet: name" and tab-separated rows', () => {
    const document = extractSpreadsheet(fixture('xlsx_06_edge_cases_.xlsx'));
    expect(document.text.startsWith('Sheet: missing_header_head\n\tSub-category\tID\tQuestion')).toBe(true);
    expect(document.text).toContain('\n\nSheet: Diagonal\n');
    expect(document.info?.sheets).toEqual(expect.arrayContaining(['missing_header_head', 'Attached_left', 'Diagonal']));
    const score = tokenF1(readFileSync(fixture('xlsx_06_edge_cases_.xlsx.expected.txt'), 'utf8'), document.text);
    expect(score.recall).toBe(1);
    expect(score.f1).toBeGreaterThan(0.98);
  });

  it('reads legacy .xls workbooks', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['region', 'units'], ['North', 1240]]), 'Targets');
    const path = tempFile('old.xls', XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(extractSpreadsheet(path).text).toBe('Sheet: Targets\nregion\tunits\nNorth\t1240');
  });

  it('leaves hidden sheets out of the text', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['shown']]), 'Visible');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['lookup']]), 'Helper');
    XLSX.utils.book_set_sheet_visibility(workbook, 'Helper', 1);
    const path = tempFile('hidden.xlsx', XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(extractSpreadsheet(path).text).toBe('Sheet: Visible\nshown');
  });

  it('reports damaged and password-protected workbooks', () => {
    const broken = tempFile('broken.xlsx', readFileSync(fixture('word_tables_truncated.docx')));
    expect(() => extractSpreadsheet(broken)).toThrow(expect.objectContaining({ code: 'CORRUPTED_FILE' }));
    // Office stores an encrypted workbook as an OLE container with EncryptionInfo and EncryptedPackage streams.
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.alloc(200, 1));
    XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(20_000, 7));
    const encrypted = tempFile('secret.xlsx', XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
    expect(() => extractSpreadsheet(encrypted)).toThrow(expect.objectContaining({ code: 'PASSWORD_PROTECTED' }));
    expect(() => extractSpreadsheet(encrypted)).toThrow(JobError);
  });
});

describe('readWorkbookSheets', () => {
  it('returns raw cell values with dates as Date objects', () => {
    const workbook = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['item', 'count', 'ok', 'when'],
      ['bolts', 12, true, new Date(Date.UTC(2024, 2, 14))],
      [],
      ['nuts', 3.5, false, null],
    ], { cellDates: true });
    XLSX.utils.book_append_sheet(workbook, sheet, 'Stock');
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([]), 'Empty');
    const path = tempFile('stock.xlsx', XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const sheets = readWorkbookSheets(path);
    expect(sheets.map((s) => s.name)).toEqual(['Stock', 'Empty']);
    expect(sheets[1].rows).toEqual([]);
    const [header, bolts, nuts] = sheets[0].rows;
    expect(header).toEqual(['item', 'count', 'ok', 'when']);
    expect(bolts.slice(0, 3)).toEqual(['bolts', 12, true]);
    expect(bolts[3]).toBeInstanceOf(Date);
    expect((bolts[3] as Date).toISOString().slice(0, 10)).toBe('2024-03-14');
    expect(nuts).toEqual(['nuts', 3.5, false, null]);
  });
});

// Workbooks as document text: each non-empty visible sheet as "Sheet: name" followed by its rows,
// cells separated by tabs, values as the spreadsheet displays them. Hidden sheets (lookup tables,
// scratch data) are left out, as Excel does not show them.
import { extractedDocument } from './extracted-document.ts';
import type { ExtractedDocument } from './types.ts';
import { readWorkbook, readWorkbookDisplayRows } from './workbook.ts';

export function extractSpreadsheet(path: string): ExtractedDocument {
  const workbook = readWorkbook(path);
  const sheets = readWorkbookDisplayRows(workbook);
  const hidden = new Set((workbook.Workbook?.Sheets ?? []).filter((sheet) => sheet.Hidden).map((sheet) => sheet.name));
  const sections: string[] = [];
  for (const sheet of sheets) {
    if (hidden.has(sheet.name)) continue;
    const lines = sheet.rows
      .map((row) => row.map((cell) => String(cell ?? '').replace(/\s*\n\s*/g, ' ')).join('\t').replace(/\s+$/, ''))
      .filter((line) => line.trim() !== '');
    if (lines.length > 0) sections.push(`Sheet: ${sheet.name}\n${lines.join('\n')}`);
  }
  return extractedDocument(sections.join('\n\n'), { info: { sheets: sheets.map((sheet) => sheet.name) } });
}

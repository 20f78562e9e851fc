// Workbooks as document text: each non-empty sheet as "Sheet: name" followed by its rows, cells
// separated by tabs, values as the spreadsheet displays them.
import { extractedDocument } from './extracted-document.ts';
import type { ExtractedDocument } from './types.ts';
import { readWorkbook, readWorkbookDisplayRows } from './workbook.ts';

export function extractSpreadsheet(path: string): ExtractedDocument {
  const sheets = readWorkbookDisplayRows(readWorkbook(path));
  const sections: string[] = [];
  for (const sheet of sheets) {
    const lines = sheet.rows
      .map((row) => row.map((cell) => String(cell ?? '').replace(/\s*\n\s*/g, ' ')).join('\t').replace(/\s+$/, ''))
      .filter((line) => line.trim() !== '');
    if (lines.length > 0) sections.push(`Sheet: ${sheet.name}\n${lines.join('\n')}`);
  }
  return extractedDocument(sections.join('\n\n'), { info: { sheets: sheets.map((sheet) => sheet.name) } });
}

// "How many lines are on the sales sheet?", "how many rows are there in sales lines?" over
// sales_lines.csv: the words of a table's own name, said in full or before a noun of the sheet
// holding it (sheet, spreadsheet, tab, file, workbook), name that table. "Sheet" was left unplaced,
// and "sales" read as money asked for, so the count of the lines was declined.
//
// Only the table's own name words ("sales" of sales_lines, never another word before "sheet": "the
// price sheet" stays unread), and for the name said alone, only a name of two words or more said in
// full ("sales lines"; "sales" alone may still ask for money).
import type { CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import type { Question } from './question.ts';
import { stem } from '../text.ts';

/** Nouns of the sheet or file a table is kept in. */
const SHEET_NOUNS = new Set(['sheet', 'spreadsheet', 'tab', 'file', 'workbook']);

/** Whether `word` is one of the table's own name words (its file's name or its label). */
function ownNameWord(table: CatalogTable, word: string): boolean {
  const s = stem(word);
  return [...nameWords(table.name), ...nameWords(table.label)].some((w) => w === word || stem(w) === s);
}

/**
 * The token indexes of a table's name said before a sheet noun at `i` ("the sales sheet": sales
 * and sheet), or none: one or two of the table's own name words, right before the noun.
 */
export function sheetOfTable(q: Question, i: number, table: CatalogTable): number[] {
  if (!SHEET_NOUNS.has(q.tokens[i]?.text ?? '')) return [];
  const out: number[] = [];
  for (let k = i - 1; k >= Math.max(0, i - 2) && ownNameWord(table, q.tokens[k].text); k--) out.unshift(k);
  return out.length > 0 ? [...out, i] : [];
}

/**
 * Whether token `i` is a word of a table's name said as that name: before a sheet noun ("the sales
 * sheet"), or within the name said in full ("sales lines" of sales_lines).
 */
export function inTableName(q: Question, i: number, tables: readonly CatalogTable[]): boolean {
  return tables.some((table) => {
    for (let k = i + 1; k <= i + 2 && k < q.tokens.length; k++) if (sheetOfTable(q, k, table).includes(i)) return true;
    const name = nameWords(table.name);
    if (name.length < 2) return false;
    for (let start = Math.max(0, i - name.length + 1); start <= i; start++) {
      if (name.every((w, k) => q.tokens[start + k] !== undefined && (q.tokens[start + k].text === w || q.tokens[start + k].stem === stem(w)))) return true;
    }
    return false;
  });
}

// "average transaction value", "average basket value", "average spend per receipt" over sales
// lines that share a receipt_no: one transaction is several lines, so its value is its lines'
// takings added up, and the average is the takings over the distinct receipts, never the average
// of a line (a part of one). Only where the repeated key is named (by its header, or "transaction"
// for it: transactions-of-lines.ts) with a word for its worth right after it ("transaction value")
// or after "per" with such a word said before ("average spend per receipt"), where the lines hold
// one column of what they took, and where no other table lists those wholes: a table of sessions
// beside their add-on lines holds sessions with no lines, which an average per session counts too.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { takingsColumn } from './takings-column.ts';

/** Words for what a whole was worth: "transaction value", "spend per receipt". */
const WORTH_WORDS = new Set(['value', 'spend', 'worth', 'total', 'amount', 'takings', 'revenue', 'sales']);

export type WholeValue = { whole: ColumnMention; money: CatalogColumn; worthAt: number; perAt: number };

/** A key of `fact` repeated over its rows and listed once per row by no other table. */
function repeatedWholeKey(c: CatalogColumn, fact: CatalogTable, tables: readonly CatalogTable[]): boolean {
  if (c.role !== 'key' || c.ref.table !== fact.name || c.stats.distinctCount >= fact.rowCount) return false;
  return !tables.some((t) => t !== fact && t.columns.some((o) => o.ref.column === c.ref.column && o.stats.distinctCount > 0 && o.stats.distinctCount === t.rowCount));
}

/** The whole whose average worth is asked, with the lines' money column, or null. */
export function valuePerWhole(q: Question, fact: CatalogTable, tables: readonly CatalogTable[], mentions: readonly ColumnMention[]): WholeValue | null {
  const t = q.tokens;
  const money = takingsColumn(fact);
  if (!money) return null;
  for (const m of mentions) {
    if (!repeatedWholeKey(m.column, fact, tables)) continue;
    const after = WORTH_WORDS.has(t[m.end]?.text ?? '') ? m.end : -1;
    const perAt = t[m.start - 1]?.text === 'per' ? m.start - 1 : -1;
    const before = perAt >= 0 ? t.findIndex((tok, i) => i < perAt && WORTH_WORDS.has(tok.text)) : -1;
    const worthAt = after >= 0 ? after : before;
    if (worthAt < 0) continue;
    // A worth word that is another column's own header ("Stock Value") names that column, not the takings.
    if (mentions.some((o) => !o.synonym && o.column !== money && o.column !== m.column && o.start <= worthAt && worthAt < o.end)) return null;
    return { whole: m, money, worthAt, perAt: after >= 0 ? -1 : perAt };
  }
  return null;
}

// "How much did we invoice in 2025?" over jobs with booked_date, completed_date and an "Invoice
// total" left blank on jobs not yet done: "invoice" names no row being created (the rows are
// jobs, booked first) but the money column's own event, which happens later, on some rows only.
// The period is then not surely the rows' first date: the reading keeps it, marked as a guess.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { sameRoot } from './word-roots.ts';

/** Whether the creation word at `at` names a money column blank on some rows, not the table's rows. */
export function namesLaterMoneyEvent(q: Question, at: number, table: CatalogTable): boolean {
  const tok = q.tokens[at];
  if (!tok || namesRows(table, tok)) return false;
  return table.columns.some((c) => c.role === 'measure' && holdsMoney(c) && c.stats.nullCount > 0 && c.words.some((w) => w.length >= 4 && (w === tok.text || sameRoot(w, tok.text))));
}

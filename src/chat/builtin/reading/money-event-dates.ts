// "How much did we invoice in 2025?" over jobs with booked_date, completed_date and an "Invoice
// total" left blank on jobs not yet done: "invoice" names no row being created (the rows are
// jobs, booked first) but the money column's own event, which happens later, on some rows only.
// The period is then not surely the rows' first date. When exactly one other date of the table is
// blank on as many rows as that money column (completed_date, blank on the same unfinished jobs),
// that date is the money's own event date and the period goes on it; otherwise the reading keeps
// the first date, marked as a guess.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { sameRoot } from './word-roots.ts';

/** The money columns blank on some rows whose header the word at `at` names, when it names none of the table's rows. */
function laterMoneyColumns(q: Question, at: number, table: CatalogTable): CatalogColumn[] {
  const tok = q.tokens[at];
  if (!tok || namesRows(table, tok)) return [];
  return table.columns.filter((c) => c.role === 'measure' && holdsMoney(c) && c.stats.nullCount > 0 && c.words.some((w) => w.length >= 4 && (w === tok.text || sameRoot(w, tok.text))));
}

/** Whether the creation word at `at` names a money column blank on some rows, not the table's rows. */
export function namesLaterMoneyEvent(q: Question, at: number, table: CatalogTable): boolean {
  return laterMoneyColumns(q, at, table).length > 0;
}

/**
 * The date of the money event the word at `at` names: the one date among `dates`, other than the
 * rows' first, blank on exactly as many rows as the one money column named (its blanks are the
 * rows the event has not happened to). Null when the word names no such money, or no one date fits.
 */
export function moneyEventDate(q: Question, at: number, table: CatalogTable, dates: CatalogColumn[]): CatalogColumn | null {
  const money = laterMoneyColumns(q, at, table);
  if (money.length !== 1) return null;
  const blanks = money[0].stats.nullCount;
  const fits = dates.slice(1).filter((d) => d.stats.nullCount === blanks);
  return fits.length === 1 ? fits[0] : null;
}

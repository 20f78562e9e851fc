// "The average amount", "which branch has the highest amount" where several columns are amounts
// (amount_requested and amount_approved, or a loan's amount and a repayment's): the word alone
// does not say which one, so taking one (or counting rows because "amount" was read as filler)
// would be a guess. Said with the rest of a header ("amount approved") it names that column.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';

const GENERIC = new Set(['amount', 'amounts']);

/**
 * The amount columns a bare "amount" could mean, when there are several: within the tables whose
 * rows the question names, else within the workspace. Null when the word is absent, is said with
 * more of one header, or fits one column only.
 */
export function ambiguousAmount(q: Question, catalog: Catalog, sourceTables: CatalogTable[], columns: ColumnMention[]): CatalogColumn[] | null {
  const bare = q.tokens.findIndex((t, i) => {
    if (!GENERIC.has(t.text)) return false;
    // A header mention spanning more than the generic word ("amount approved") is specific.
    return !columns.some((m) => m.start <= i && i < m.end && q.tokens.slice(m.start, m.end).some((w) => !GENERIC.has(w.text)));
  });
  if (bare < 0) return null;
  const rowsNamed = sourceTables.filter((t) => q.tokens.some((tok) => namesRows(t, tok)));
  const scope = rowsNamed.length ? sourceTables : catalog.tables;
  const amounts = scope.flatMap((t) => t.columns).filter((c) => c.role === 'measure' && c.words.includes('amount'));
  // "Which branch approved the largest total amount": another word of one amount's header names it.
  const named = amounts.filter((c) => q.tokens.some((t) => !GENERIC.has(t.text) && c.stems.some((s, k) => c.words[k] !== 'amount' && s === t.stem)));
  return amounts.length >= 2 && named.length !== 1 ? amounts : null;
}

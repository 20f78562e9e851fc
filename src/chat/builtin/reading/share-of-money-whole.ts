// "What share of the invoiced total is boarding?", "What share of our takings came from Derby?":
// the whole named after "share of" is money (a total said as a noun, takings, revenue, turnover),
// so the share is of the money added up over the part's rows, not of the rows counted. Read only
// where the table has one money column to add up; "share of the total orders" names rows, and a
// "total" followed by a noun stays that noun's.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { onlyMoneyColumn } from './figure-kinds.ts';
import type { Span } from './mentions.ts';
import type { Question } from './question.ts';

/** Nouns of money taken in, said as the whole of a share. */
const MONEY_WHOLES = new Set(['takings', 'revenue', 'revenues', 'turnover', 'income', 'earnings']);
/** Words that may stand between "of" and the whole: "of the invoiced total", "of our takings". */
const BEFORE_WHOLE = new Set(['the', 'our', 'all', 'total', 'overall', 'entire', 'whole', 'invoiced', 'billed', 'gross']);

/** The money column a share's whole names ("share of the invoiced total") with the words naming it, or null. */
export function moneyWholeOfShare(q: Question, shareAt: number, fact: CatalogTable): { column: CatalogColumn; span: Span } | null {
  const t = q.tokens;
  if (t[shareAt + 1]?.text !== 'of') return null;
  let i = shareAt + 2;
  while (i < t.length && i < shareAt + 6 && BEFORE_WHOLE.has(t[i].text) && t[i].text !== 'total') i++;
  const word = t[i];
  if (!word) return null;
  if (word.text === 'total') {
    // "the invoiced total is", "the total came from": a total said as the noun itself.
    const next = t[i + 1];
    if (next && (next.num !== null || namesRows(fact, next) || !['is', 'was', 'are', 'were', 'came', 'comes', 'come', 'went', 'goes', 'do', 'does', 'did', 'for', 'from', 'in'].includes(next.text))) return null;
  } else if (!MONEY_WHOLES.has(word.text)) return null;
  // Its one money column, or its one measure headed "amount" or "total" (an export's "Amount").
  const amounts = fact.columns.filter((c) => c.role === 'measure' && c.words.some((w) => w === 'total' || w === 'amount'));
  const column = onlyMoneyColumn(fact.columns) ?? (amounts.length === 1 ? amounts[0] : null);
  return column ? { column, span: { start: shareAt + 2, end: i + 1 } } : null;
}

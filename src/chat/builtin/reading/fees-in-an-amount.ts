// "Average competition entry fee paid" over payments (Amount (£), For holding Annual fee, Monthly
// fees, Session fees, Competition entry, Kit, Refund): where the rows' kinds are themselves called
// fees, the fee of a kind named right before the word is what those rows' one generic amount column
// holds, so "fee" names that column. Only there: "the average fee" alone would take the kit sold
// and the refunds as fees too, and beside an Amount whose kinds say nothing of fees (a loan's
// amount, a transfer) a fee may be money the table does not hold; both stay unplaced.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';

const FEE_WORDS = new Set(['fee', 'fees']);

/** Whether the words right before token `at` are a whole cell of the category column `k`. */
function kindSaidBefore(q: Question, at: number, k: CatalogColumn): boolean {
  return [...k.valueIndex.keys()].some((cell) => {
    const n = cell.split(' ').length;
    return at - n >= 0 && q.tokens.slice(at - n, at).map((x) => x.text).join(' ') === cell;
  });
}

/**
 * Whether the word at `at` ("fee") names `c`, the one amount column of `t`, whose rows' kinds are
 * called fees, with a kind of those rows said right before it ("competition entry fee").
 */
export function feeNamesAmount(q: Question, at: number, c: CatalogColumn, t: CatalogTable): boolean {
  if (!FEE_WORDS.has(q.tokens[at].text) || c.role !== 'measure' || !c.words.includes('amount')) return false;
  if (t.columns.some((o) => o !== c && o.role === 'measure' && (o.words.includes('amount') || o.words.some((w) => FEE_WORDS.has(w))))) return false;
  const kinds = t.columns.filter((k) => k.role === 'category' && [...k.valueIndex.keys()].some((cell) => cell.split(' ').some((w) => FEE_WORDS.has(w))));
  return kinds.some((k) => kindSaidBefore(q, at, k));
}

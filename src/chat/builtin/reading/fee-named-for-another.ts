// "Revenue last quarter" beside collections with a "Tip Fee (£)" (what a skip firm pays the tip) and
// hires with their Price Paid: "revenue" stands for a fee only where the fee is the rows' own (a
// "Fee (£)" of lessons, a "Lesson Fee"); a fee named for something else (a tip fee, a card fee, a
// booking fee) may be a charge the business pays or passes on, never plainly what it took in.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { CURRENCY_NAME_WORDS } from './vocabulary.ts';

const FEE_WORDS = new Set(['fee', 'fees', 'fare', 'fares']);

/** Header words that say how much of a fee a column holds, not whose fee it is. */
export const AMOUNT_WORDS = new Set(['total', 'totals', 'amount', 'value', 'charged', 'paid', 'gross', 'net', 'sum']);

/**
 * Whether `c` is a fee headed by a word other than the rows' own noun ("Tip Fee (£)" of
 * collections), and the question does not name it ("fee revenue", "late fees" say which money).
 */
export function feeNamedForAnother(q: Question, c: CatalogColumn, t: CatalogTable): boolean {
  if (q.tokens.some((tok) => c.words.includes(tok.text) || c.stems.includes(tok.stem))) return false;
  return feeHeadedForAnother(c, t);
}

/** Whether `c` is a fee headed by a word other than the rows' own noun ("Travel Fee (£)" of jobs, "Tip Fee (£)"), whatever the question says. */
export function feeHeadedForAnother(c: CatalogColumn, t: CatalogTable): boolean {
  if (!c.words.some((w) => FEE_WORDS.has(w))) return false;
  const others = c.words.filter((w) => /^[a-z]{2,}$/.test(w) && !FEE_WORDS.has(w) && !CURRENCY_NAME_WORDS.has(w) && !AMOUNT_WORDS.has(w) && !t.entityWords.has(w) && !t.entityWords.has(`${w}s`));
  return others.length > 0;
}

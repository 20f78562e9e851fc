// "Revenue last quarter" beside collections with a "Tip Fee (£)" (what a skip firm pays the tip) and
// hires with their Price Paid: "revenue" stands for a fee only where the fee is the rows' own (a
// "Fee (£)" of lessons, a "Lesson Fee"); a fee named for something else (a tip fee, a card fee, a
// booking fee) may be a charge the business pays or passes on, never plainly what it took in.
import type { CatalogColumn, CatalogTable } from './catalog.ts';

const FEE_WORDS = new Set(['fee', 'fees', 'fare', 'fares']);
const CURRENCY_WORDS = new Set(['gbp', 'usd', 'eur', 'aud', 'cad', 'nzd', 'chf', 'pounds', 'pound', 'dollars', 'dollar', 'euros', 'euro']);

/** Whether `c` is a fee headed by a word other than the rows' own noun ("Tip Fee (£)" of collections). */
export function feeNamedForAnother(c: CatalogColumn, t: CatalogTable): boolean {
  if (!c.words.some((w) => FEE_WORDS.has(w))) return false;
  const others = c.words.filter((w) => /^[a-z]{2,}$/.test(w) && !FEE_WORDS.has(w) && !CURRENCY_WORDS.has(w) && !t.entityWords.has(w) && !t.entityWords.has(`${w}s`));
  return others.length > 0;
}

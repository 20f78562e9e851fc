// "Which service brings in the most invoiced money?" beside "Quote (£)" and "Invoiced (£)": the
// noun "money" said right after the words of a header that holds money says what that header
// holds, as "email address" does of Email. Left unplaced, "money" named no column (two money
// columns, so no one column of takings) and the reading fell back on a count or one row's value.
//
// "How much did we take in entry fees altogether?" beside tickets' "Entry paid" (money written
// "£12.35") and weighings' "Charged": "fees" after "entry" is what was paid for entry, the header
// itself, whose other words only say it is an amount paid. Left apart, "fees" named Charged through
// its synonym (a fee is what a charge column takes) and the total of another table was given as the
// entry fees. Only where the header's words not said are amount words (paid, charged, total): "card
// fees" beside "Card payments (£)" are no card payments.
import type { CatalogColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { AMOUNT_WORDS } from './fee-named-for-another.ts';
import type { Question } from './question.ts';
import { CURRENCY_NAME_WORDS } from './vocabulary.ts';

/** Nouns of money in general, which say only that a header holds money, never which money. */
const MONEY_NOUNS = new Set(['money', 'monies']);
/** Nouns of money paid for something, which restate a header of what was paid for it ("entry fees": Entry paid). */
const FEE_NOUNS = new Set(['fee', 'fees']);

/** Whether the word at `k`, after a mention of column `c` ending there, is a noun of money that belongs to that mention. */
export function moneyNounAfterHeader(q: Question, k: number, c: CatalogColumn, said: ReadonlySet<string> = new Set()): boolean {
  const tok = q.tokens[k];
  if (tok === undefined || c.role !== 'measure' || !holdsMoney(c) || c.words.includes(tok.text)) return false;
  if (MONEY_NOUNS.has(tok.text)) return true;
  return FEE_NOUNS.has(tok.text) && feeRestatesHeader(c, said);
}

/** Whether the header's words the question did not say (`said` holds the stems it did) are amount words only, one at least. */
function feeRestatesHeader(c: CatalogColumn, said: ReadonlySet<string>): boolean {
  const unsaid = c.words.filter((w, i) => !said.has(c.stems[i]) && /^[a-z]{2,}$/.test(w) && !CURRENCY_NAME_WORDS.has(w));
  return unsaid.length > 0 && unsaid.every((w) => AMOUNT_WORDS.has(w));
}

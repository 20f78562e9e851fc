// "Which service brings in the most invoiced money?" beside "Quote (£)" and "Invoiced (£)": the
// noun "money" said right after the words of a header that holds money says what that header
// holds, as "email address" does of Email. Left unplaced, "money" named no column (two money
// columns, so no one column of takings) and the reading fell back on a count or one row's value.
import type { CatalogColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';

/** Nouns of money in general, which say only that a header holds money, never which money. */
const MONEY_NOUNS = new Set(['money', 'monies']);

/** Whether the word at `k`, after a mention of column `c` ending there, is a noun of money that belongs to that mention. */
export function moneyNounAfterHeader(q: Question, k: number, c: CatalogColumn): boolean {
  const tok = q.tokens[k];
  return tok !== undefined && MONEY_NOUNS.has(tok.text) && c.role === 'measure' && holdsMoney(c) && !c.words.includes(tok.text);
}

// "How many transactions have we had", "market stall transactions" over sales lines that carry a
// receipt_no (or basket_id, order_ref): each transaction is one receipt of several lines, so the word
// names that repeating key, whose distinct values are counted, never the lines. Only where nothing
// in the table is itself called a transaction, and only one such key repeats over the lines.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';

const TRANSACTION_WORDS = new Set(['transaction', 'transactions']);
/** Header words of the document a sale's lines share: a receipt, a basket, a till ticket, an order. */
const RECEIPT_WORDS = new Set(['receipt', 'basket', 'checkout', 'order', 'sale', 'invoice', 'bill']);

/** Where the question says "transaction(s)" naming the receipt key of the table's lines, with that key. */
export function transactionMentions(q: Question, t: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  const said = q.tokens.flatMap((tok, at) => (TRANSACTION_WORDS.has(tok.text) ? [at] : []));
  if (!said.length || namesRows(t, q.tokens[said[0]]) || t.columns.some((c) => c.stems.includes(q.tokens[said[0]].stem))) return [];
  const keys = t.columns.filter((c) => c.role === 'key' && c.words.some((w) => RECEIPT_WORDS.has(w)) && c.stats.distinctCount < t.rowCount);
  if (keys.length !== 1) return [];
  return said.map((at) => ({ at, column: keys[0] }));
}

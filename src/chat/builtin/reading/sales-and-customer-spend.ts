// "Top 3 trade customers by sales", "who is our biggest customer by spend?", "which town's customers
// spend the most with us?": sales, and what customers spend with the business, are money coming in
// as much as money "made" or "brought in" is (incoming-verbs.ts). Over order lines whose Status
// holds Returned beside Completed, the returned lines still carrying their Line total, a total over
// every row counts money given back as sales: such totals are read over the Completed rows
// (sales-of-done-rows.ts), and one still over every row is declined (money-made-of-refunded.ts). Read so only over a status
// recording how each sale ended (sale-outcome-status.ts): dev5's orders, whose status holds Open
// too, are asked for revenue and sales over every row. "How much did we spend" is the business's
// own money going out and is no such word.
import { ourOutgoing } from './incoming-verbs.ts';
import type { Question } from './question.ts';

/** Nouns of money a business's sales bring in. */
const SALES_NOUNS = new Set(['sales', 'revenue', 'revenues', 'turnover']);
/** Forms of "spend": the customers' spending with the business unless the business says it spent. */
const SPEND_WORDS = new Set(['spend', 'spends', 'spent', 'spending']);

/** Whether the question asks for sales, or for what customers spend (not what "we" spent). */
export function saysSalesOrCustomerSpend(q: Question): boolean {
  return q.tokens.some((t, i) => SALES_NOUNS.has(t.text) || (SPEND_WORDS.has(t.text) && !ourOutgoing(q, i)));
}

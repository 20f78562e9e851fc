// "Which field sells the most paint by value?", "how much did we sell in pounds": after "by" or
// "in", a word of money says the things sold are measured in money, so a selling verb there never
// names the quantity of what went out.
import type { Question } from './question.ts';
import { CURRENCY_WORDS } from './units-of-measure.ts';

/** Words that, after "by" or "in", measure what was sold in money. */
const MONEY_MEASURES = new Set(['value', 'revenue', 'takings', 'money', 'worth', 'turnover', ...CURRENCY_WORDS]);

/** Whether the question measures what was sold in money ("by value", "in pounds"), never in units. */
export function soldInMoney(q: Question): boolean {
  return q.tokens.some((tok, i) => MONEY_MEASURES.has(tok.text) && (q.tokens[i - 1]?.text === 'by' || q.tokens[i - 1]?.text === 'in'));
}

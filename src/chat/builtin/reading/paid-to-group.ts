// "How much do we pay each technician?", "what does each tuner get paid?", "what are the tailors
// paid per hour?" over appointments whose one money figure is the price charged for each: the
// question asks for money the business pays to the people of a group (wages, pay), and a price,
// fee or charge of the rows is money the business was paid for their work, never what it paid
// them. Declined unless the figure's header says it is pay (wage, salary, pay, commission).
// "Price paid for Douglas Fir" (paid for a thing) and "how much did each customer pay" (the group
// pays) are not asked of: only a payee right after "pay", or a group before "get paid"/"are paid".
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { PASSIVE_AUXILIARIES } from './vocabulary.ts';

const PAY_VERBS = new Set(['pay', 'pays', 'paying']);
const DETERMINERS = new Set(['each', 'every', 'the', 'our', 'all', 'a', 'per', 'any', 'their', 'my']);
/** Header words of money charged for the rows' work or goods: money coming in. */
const CHARGED = new Set(['price', 'prices', 'fee', 'fees', 'charge', 'charges', 'charged', 'fare', 'fares', 'revenue', 'sales', 'takings', 'income', 'invoiced', 'billed']);
/** Header words of money paid to people: what a question about paying them may ask. */
const PAID_TO_PEOPLE = new Set(['wage', 'wages', 'salary', 'salaries', 'pay', 'paid', 'payroll', 'commission', 'earnings', 'earned', 'bonus', 'cost', 'costs', 'payout', 'payouts', 'rate']);

/** Whether the word names a category column of the catalog (a group of people or things). */
function namesGroup(catalog: Catalog, stem: string): CatalogColumn | null {
  for (const t of catalog.tables) for (const c of t.columns) if (c.role === 'category' && c.stems.includes(stem)) return c;
  return null;
}

/** The group the question says is paid: "pay each technician", "each tuner get paid", "are the tailors paid". */
function payee(q: Question, catalog: Catalog): string | null {
  const t = q.tokens;
  for (const [i, tok] of t.entries()) {
    if (PAY_VERBS.has(tok.text)) {
      let j = i + 1;
      while (DETERMINERS.has(t[j]?.text ?? '')) j++;
      if (t[j] && namesGroup(catalog, t[j].stem)) return t[j].raw;
    }
    if (tok.text === 'paid' && PASSIVE_AUXILIARIES.has(t[i - 1]?.text ?? '')) {
      // "each tuner get paid", "are the tailors paid": the group said before the verb.
      for (let b = i - 2; b >= 0 && b >= i - 4; b--) if (namesGroup(catalog, t[b].stem)) return t[b].raw;
    }
  }
  return null;
}

/** Why a question about money paid to a group cannot be read as the rows' charged money; null when it can. */
export function paidToGroup(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn === 'count') return null;
  const column = findColumn(catalog, reading.measure.column);
  if (!column || column.words.some((w) => PAID_TO_PEOPLE.has(w)) || !column.words.some((w) => CHARGED.has(w))) return null;
  const who = payee(q, catalog);
  if (!who) return null;
  return `The question asks what is paid to each ${who}, but ${column.label} is what was charged for the work, not what the ${who} is paid; the data holds no pay.`;
}

// "How much did we refund in 2026?", "how much have we refunded?" over sale lines holding one money
// column a verb of money names (Line Total (£)) and a status one of whose cells is Refunded: the
// verb asks for the money of the refunded rows, which the cell Refunded picks out as a condition,
// as "how much have we refunded in total" reads already. The verb itself is that cell, so the money
// is named by "much" (the amount asked for), leaving the verb to the condition. Only where such a cell is held: with no
// refunded rows, what was given back is recorded nowhere and the verb names no money. "Total
// refunded" ending the question is read the same way, "total" naming the money.
import type { CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';

const REFUND_VERBS = new Set(['refund', 'refunded']);
const REFUNDED_CELLS = new Set(['refunded', 'refund']);
const AUXILIARIES = new Set(['did', 'do', 'does', 'has', 'have', 'had']);

/** Where "how much did/have ... refund(ed)" asks for money over `table` holding a Refunded status cell: the index of "much", or none. */
export function refundVerbsOfHowMuch(q: Question, table: CatalogTable): number[] {
  const t = q.tokens;
  // "Total refunded", "what was the total refunded?": the total said right before the verb names the money as "much" does.
  const total = t.findIndex((tok, k) => tok.text === 'total' && REFUND_VERBS.has(t[k + 1]?.text ?? '') && t[k + 2] === undefined);
  const howMuch = t[0]?.text === 'how' && t[1]?.text === 'much' && AUXILIARIES.has(t[2]?.text ?? '');
  if (!howMuch && total < 0) return [];
  const held = table.columns.some((c) => c.role === 'category' && c.stats.distinctCount <= 12 && [...c.valueIndex.keys()].some((k) => REFUNDED_CELLS.has(k)));
  if (!held) return [];
  // "How much have we refunded in food and drink?": a money header the question names itself is the money meant.
  if (table.columns.some((c) => c.role === 'measure' && c.stems.some((s) => s.length >= 3 && q.tokens.some((tok, k) => k > 2 && tok.stem === s)))) return [];
  if (!howMuch) return [total];
  return t.some((tok, k) => k > 2 && REFUND_VERBS.has(tok.text)) ? [1] : [];
}

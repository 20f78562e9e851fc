// Money going out asked of a ledger that records it as negative amounts: "how much did we spend on
// travel" is the size of the outgoing rows' total, not -12,345, and "the category with the highest
// spend" ranks by that size, not by the least negative sum. Money coming in ("the biggest single
// credit") is the positive amounts of such a column. The signs of the rows in scope decide: where
// every row (or every group) is one way round the convention is plain, and the answer is given;
// where rows of both signs are added together, which are outgoing is a guess, said so, unless the
// question names the sign itself ("debit", "credit").
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import type { Question } from './question.ts';
import { isGrouped, signsSql } from './to-sql.ts';
import type { Reading } from './types.ts';
import { refundOfPhrase } from './refund-phrases.ts';
import { INCOMING_WORDS, INFLOW_WORDS, OUTFLOW_WORDS, SIGN_NAMING_WORDS } from './vocabulary.ts';

const SIGNED_FNS = new Set(['sum', 'avg', 'median', 'min', 'max']);

/**
 * A header that already names one flow of money ("amount_paid", "revenue", "payments"): its negative
 * rows are refunds or corrections of that flow, so "total amount paid" or "revenue by studio" is the
 * net of every row, not its positive or negative part. A header naming the signs themselves
 * ("debit_credit") is not such a flow.
 */
function flowInHeader(words: string[]): boolean {
  return words.some((w) => OUTFLOW_WORDS.has(w) || INFLOW_WORDS.has(w)) && !words.some((w) => SIGN_NAMING_WORDS.has(w) || w === 'credit');
}

export async function readOutgoingMoney(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading> {
  const m = reading.measure;
  if (m.fn === 'count' || m.fn === 'ratio' || m.outgoing || !SIGNED_FNS.has(m.fn)) return reading;
  // "after refunds", "net of refunds": the refunds are taken off the total, no flow of money asked (refund-phrases.ts).
  const says = (words: Set<string>) => q.tokens.some((t, i) => words.has(t.text) && !refundOfPhrase(q, i));
  const outgoing = says(OUTFLOW_WORDS) && !says(INFLOW_WORDS);
  const incoming = !outgoing && says(INCOMING_WORDS) && !says(OUTFLOW_WORDS) && !q.tokens.some((t) => INFLOW_WORDS.has(t.text) && !INCOMING_WORDS.has(t.text));
  if (!outgoing && !incoming) return reading;
  const column = findColumn(catalog, m.column);
  if (column?.role !== 'measure' || typeof column.stats.min !== 'number' || column.stats.min >= 0) return reading;
  // "Revenue by studio", "total amount paid" over amount_paid: the header's flow, refunds netted.
  // Money going the other way ("spent on repairs") is still its negative rows.
  const otherWay = q.tokens.some((t) => OUTFLOW_WORDS.has(t.text) && !column.words.includes(t.text));
  if (flowInHeader(column.words) && !otherWay && !says(SIGN_NAMING_WORDS)) return reading;
  const [signs] = await runSql(signsSql(catalog, reading, m.column), 1);
  const negative = Number(signs?.[0] ?? 0);
  const mixed = Number(signs?.[1] ?? 0);
  // No negative amount among the rows taken: spending is recorded as positive figures here, and
  // money coming in is every row taken.
  if (negative === 0) return reading;
  const grouped = isGrouped(reading.shape);
  const side = outgoing ? 'negative ones as the money going out' : 'positive ones as the money coming in';
  const guess = mixed > 0 && !says(SIGN_NAMING_WORDS) ? `${column.label} holds both positive and negative amounts${grouped ? ' within a group' : ''}; I took the ${side}.` : null;
  return {
    ...reading,
    measure: outgoing ? { ...m, outgoing: true } : m,
    conditions: [...reading.conditions, { kind: 'compare', column: m.column, op: outgoing ? '<' : '>', value: 0 }],
    ...(guess ? { caveat: [reading.caveat, guess].filter(Boolean).join(' ') } : {}),
  };
}

// "How much rent did we collect", "rent received in March", "how much have we spent on repairs"
// over a ledger with money due and money paid (amount_due_gbp, amount_paid_gbp): money collected,
// received or spent is what was paid, never what was due. Only where exactly one money figure's
// header says it was paid, received or collected.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { spendsTime } from './time-spent.ts';

const SETTLED_VERBS = new Set(['collect', 'collects', 'collected', 'collecting', 'receive', 'receives', 'received', 'spend', 'spends', 'spent']);
const SETTLED_HEADER = new Set(['paid', 'received', 'collected']);

/** The token indexes of verbs of money that changed hands, with the one column recording it. */
export function settledMoneyMentions(q: Question, table: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  const settled = table.columns.filter((c) => c.role === 'measure' && c.words.some((w) => SETTLED_HEADER.has(w)));
  if (settled.length !== 1) return [];
  // A verb the header says itself ("amount received") is read as the header already.
  // "Time spent in a session" spends time, not money.
  return q.tokens.flatMap((t, at) => (SETTLED_VERBS.has(t.text) && !settled[0].words.includes(t.text) && !spendsTime(q, at) ? [{ at, column: settled[0] }] : []));
}

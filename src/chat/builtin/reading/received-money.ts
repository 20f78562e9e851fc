// "How much rent did we collect", "rent received in March", "how much have we spent on repairs"
// over a ledger with money due and money paid (amount_due_gbp, amount_paid_gbp): money collected,
// received or spent is what was paid, never what was due. Only where exactly one money figure's
// header says it was paid, received or collected. Not where the verb is said of the rows themselves
// ("registrations received in Q1": the registrations came in, they are counted), unless the question
// asks how much; "rent collected" over rent_ledger is still money (rent only qualifies the ledger).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { stem, words } from '../text.ts';
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
  const howMuch = q.tokens.some((t, i) => t.text === 'how' && q.tokens[i + 1]?.text === 'much');
  // The noun the table's name ends in: the rows themselves (registrations), not a word qualifying them.
  const head = words(table.name.replace(/_/g, ' ')).at(-1);
  const saidOfRows = (at: number) => !howMuch && at > 0 && head !== undefined && q.tokens[at - 1].stem === stem(head);
  return q.tokens.flatMap((t, at) => (SETTLED_VERBS.has(t.text) && !settled[0].words.includes(t.text) && !spendsTime(q, at) && !saidOfRows(at) ? [{ at, column: settled[0] }] : []));
}

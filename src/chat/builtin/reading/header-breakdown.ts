// "status breakdown", "intake type breakdown", "payment method breakdown": a header followed by
// the noun "breakdown" asks for the rows broken down by that header, as "breakdown by status"
// does. Read only where no other word of grouping stands in the question ("status breakdown by
// region" groups twice, which one reading cannot give), and only for a column rows are grouped by
// (never a figure: "revenue breakdown" names what is broken down, not by what).
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { GROUP_WORDS } from './vocabulary.ts';

/** The index of "breakdown" right after the header mention `m` when it asks for the rows grouped by it; -1 otherwise. */
export function breakdownAfterHeader(q: Question, m: ColumnMention): number {
  if (m.column.role === 'measure' || q.tokens[m.end]?.text !== 'breakdown') return -1;
  const otherGrouping = q.tokens.some((t, i) => i !== m.end && GROUP_WORDS.has(t.text));
  return otherGrouping ? -1 : m.end;
}

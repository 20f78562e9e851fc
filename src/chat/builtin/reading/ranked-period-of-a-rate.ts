// "Which month did we take the most pledges in?" beside "Interest (% per month)": "month" after the
// question word is the period the rows are ranked by, not the rate whose header holds it as the
// unit it is charged per. A mention of such a rate through that one word after "which"/"what" is
// dropped; "interest per month", "the monthly rate" and the rate's other header words still name it.
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';

const OPENERS = new Set(['which', 'what']);
const PERIODS = new Set(['day', 'week', 'month', 'quarter', 'year']);

/** The period a header's rate is given per ("Interest (% per month)", "Rent £/week"), or null. */
function ratePeriod(label: string): string | null {
  const per = /(?:\/|\bper\s)\s*([a-z]+)/.exec(label.replace(/_/g, ' ').toLowerCase())?.[1];
  return per !== undefined && PERIODS.has(per) ? per : null;
}

/** The column mentions without a rate named only by the period word right after the question word. */
export function withoutRankedPeriodOfRate(q: Question, found: ColumnMention[]): ColumnMention[] {
  return found.filter((m) => {
    if (m.end !== m.start + 1 || !OPENERS.has(q.tokens[m.start - 1]?.text ?? '')) return true;
    return ratePeriod(m.column.label) !== q.tokens[m.start].text;
  });
}

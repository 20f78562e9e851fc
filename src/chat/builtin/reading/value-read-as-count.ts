// "Value of billable time by practice area", "the total value of open orders": the value of things
// is what they are worth, an amount. "value" carries no condition and is read past as a word of the
// question's frame ("what is the value of X"), so a reading that found no amount to take ends up
// counting rows, and gives a number of rows for a worth. Where no count is asked ("how many",
// "number of", "count"), such a reading is doubtful and declines. A reading that takes an amount, or
// a question that asks for a count ("how many orders have a value over 500"), or a "value" that is a
// header's or a cell's own word ("orders by value band", "with a value over 500" beside order_value),
// is left alone.
import type { ColumnMention, ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';
import type { Reading } from './types.ts';

/** Words that ask for the number of rows. */
const COUNT_WORDS = new Set(['count', 'counted', 'counts', 'number', 'numbers', 'many', 'often', 'times', 'common', 'commonest', 'frequent', 'frequently', 'popular']);

/** Why a count of rows is doubtful for a question asking for a value, or null. */
export function valueReadAsCount(q: Question, reading: Reading, found: { columns: readonly ColumnMention[]; values: readonly ValueMention[] }): string | null {
  if (reading.measure.fn !== 'count' && reading.measure.fn !== 'count_distinct') return null;
  // "Biggest single order line value": rows ranked by an amount are no count, whatever the measure says.
  if (reading.shape.kind === 'top_rows') return null;
  const at = q.tokens.findIndex((t, i) => t.text === 'value' && ![...found.columns, ...found.values].some((m) => inSpan(i, m)));
  if (at < 0 || countAskedAt(q) >= 0 || q.tokens.some((t) => COUNT_WORDS.has(t.text))) return null;
  return `The question asks for the "${q.tokens[at].raw}" of something, an amount, but the only reading I found counts rows.`;
}

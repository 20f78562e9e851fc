// "The time spent in a session", "hours spent on repairs", "how many days did they spend": a verb
// of spending beside a word of time spends time, not money. It names no money column.
import type { Question } from './question.ts';

const SPEND_WORDS = new Set(['spend', 'spends', 'spent', 'spending']);
const TIME_WORDS = new Set(['time', 'times', 'second', 'seconds', 'minute', 'minutes', 'mins', 'hour', 'hours', 'hrs', 'day', 'days', 'week', 'weeks', 'night', 'nights']);

/** Whether the token at `at` is a verb of spending said of time (a time word right before or after it). */
export function spendsTime(q: Question, at: number): boolean {
  if (!SPEND_WORDS.has(q.tokens[at]?.text ?? '')) return false;
  const near = [q.tokens[at - 1], q.tokens[at + 1]];
  return near.some((t) => t !== undefined && TIME_WORDS.has(t.text));
}

// "How many times was the release aid hired out?", "how many times has X been booked": "times" is
// the idiom counting occurrences (the rows), never a header word of a time column (start_time).
// So is "which member has booked the most times" beside a Time Slot.
import type { Question } from './question.ts';

/** Words ranking how often before "times": "booked the most times", "the fewest times". */
const RANKING_COUNTS = new Set(['most', 'fewest', 'least', 'more', 'fewer']);

/** Whether token k is the "times" of "how many times" (or "number of times", "the most times"). */
export function timesOfHowMany(q: Question, k: number): boolean {
  const t = q.tokens;
  if (t[k]?.text !== 'times') return false;
  // "has booked the most times": how often, ranked; not "more times than" a figure compared.
  if (RANKING_COUNTS.has(t[k - 1]?.text ?? '') && t[k + 1]?.text !== 'than') return true;
  return (t[k - 2]?.text === 'how' && t[k - 1]?.text === 'many') || (t[k - 2]?.text === 'number' && t[k - 1]?.text === 'of');
}

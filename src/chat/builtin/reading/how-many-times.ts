// "How many times was the release aid hired out?", "how many times has X been booked": "times" is
// the idiom counting occurrences (the rows), never a header word of a time column (start_time).
import type { Question } from './question.ts';

/** Whether token k is the "times" of "how many times" (or "number of times"). */
export function timesOfHowMany(q: Question, k: number): boolean {
  const t = q.tokens;
  if (t[k]?.text !== 'times') return false;
  return (t[k - 2]?.text === 'how' && t[k - 1]?.text === 'many') || (t[k - 2]?.text === 'number' && t[k - 1]?.text === 'of');
}

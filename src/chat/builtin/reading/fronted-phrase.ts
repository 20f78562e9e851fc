// "Outside the UK, which country's buyers spent the most?", "Among trade buyers in 2025, which
// sale took the most?": a phrase put before the question and closed by a comma sets its scope; the
// question proper opens after the comma, wherever that falls. Read from there, the opener asks for
// the group ranked as it does at the start, instead of the rows of the first name column.
import type { Question } from './question.ts';

/** The longest fronted phrase read so, in words: short enough to be a scope, never a clause of its own. */
const MAX_FRONTED = 6;

/** Whether the opener at `at` starts the question proper after a fronted phrase closed by a comma. */
export function openerAfterFrontedPhrase(q: Question, at: number): boolean {
  if (at < 1 || at > MAX_FRONTED) return false;
  const between = q.cased.slice(q.tokens[at - 1].end, q.tokens[at].start);
  if (!/^\s*,\s*$/.test(between)) return false;
  // Only one comma before the opener: a list ("pool, snooker, which ...") is no fronted scope.
  return !q.cased.slice(0, q.tokens[at - 1].end).includes(',');
}

// Ways of ruling rows out beside "excluding" and "not": "not counting cancelled orders", "leaving
// out cancelled ones", "ignoring refunded bookings", "Ignore refunded bookings", and after the cell,
// "(cancelled excluded)", "refunded ones left out", "refunds aside". Each rules out the cell it is said of, as
// "excluding" does, and its words are the negation's.
import type { Question } from './question.ts';
import { ROW_STAND_INS } from './vocabulary.ts';

/** One-word verbs that rule out the cell after them. */
export const EXCLUDING_VERBS = new Set(['ignoring', 'ignore', 'disregarding', 'disregard', 'omitting', 'omit', 'exclude', 'excludes']);
/** Verbs that, after "not", rule out the cell after them: "not counting", "not including". */
const NOT_VERBS = new Set(['counting', 'including', 'incl']);
/** Verbs before "out" that rule out the cell after them: "leaving out", "leave out". */
const OUT_VERBS = new Set(['leaving', 'leave', 'left', 'taking', 'take', 'cutting']);
/** Words said after a cell that rule it out: "(cancelled excluded)", "refunds aside" (set aside, as "aside from refunds" would). */
const EXCLUDED_AFTER = new Set(['excluded', 'omitted', 'ignored', 'removed', 'aside']);

/** Where a two-word phrase ruling out what follows `at` ends before it starts ("not counting", "leaving out"); -1 if none. */
export function exclusionPhraseBefore(q: Question, at: number): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  if (NOT_VERBS.has(word(at - 1)) && word(at - 2) === 'not') return at - 2;
  if (word(at - 1) === 'out' && OUT_VERBS.has(word(at - 2))) return at - 2;
  return -1;
}

/** The end (exclusive) of words after a cell that rule it out ("excluded", "ones left out"); -1 if none. */
export function exclusionAfter(q: Question, end: number, namesRows: (i: number) => boolean): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  let i = end;
  if (i >= q.tokens.length) return -1;
  if (ROW_STAND_INS.has(word(i)) || namesRows(i)) i++;
  if (EXCLUDED_AFTER.has(word(i))) return i + 1;
  if (word(i) === 'left' && word(i + 1) === 'out') return i + 2;
  return -1;
}

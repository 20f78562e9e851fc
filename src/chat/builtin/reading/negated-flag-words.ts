// How a yes/no flag is said not to be set before its header: "not redeemed", "never paid",
// "not been redeemed", "not yet redeemed", and the same with a negative contraction split at its
// apostrophe ("haven't been redeemed" is "haven" "t" "been"), and "yet" after it ("vouchers that
// haven't been redeemed yet"), which only restates the negation. Also the negation before a verb
// of having ("don't have a lawn area recorded", blanks.ts).
import type { Question } from './question.ts';

/** The first halves of negative contractions, split at the apostrophe: "didn't" is "didn" "t". */
export const NEGATIVE_CONTRACTIONS = new Set(['didn', 'doesn', 'don', 'wasn', 'weren', 'isn', 'aren', 'hasn', 'haven', 'hadn', 'won']);

/** Where a contracted negation ending at `i` ("haven" "t") starts, or -1. */
function contractedAt(q: Question, i: number): number {
  return q.tokens[i]?.text === 't' && NEGATIVE_CONTRACTIONS.has(q.tokens[i - 1]?.text ?? '') ? i - 1 : -1;
}

/**
 * Where the words saying the flag at `start` is not set begin when they are a contraction, or a
 * "not" with "been" or "yet" between ("not been", "not yet"); -1 otherwise (the one-word
 * negations are read by the caller).
 */
export function contractedOrLinkedNegation(q: Question, start: number): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  const direct = contractedAt(q, start - 1);
  if (direct >= 0) return direct;
  if (word(start - 1) !== 'been' && word(start - 1) !== 'yet') return -1;
  if (word(start - 2) === 'not') return start - 2;
  return contractedAt(q, start - 2);
}

/** The end of a "yet" right after a negated flag ("redeemed yet"), or `end` itself. */
export function yetAfter(q: Question, end: number): number {
  return q.tokens[end]?.text === 'yet' ? end + 1 : end;
}

/** Where a negation ending at `i` starts: "not", "never" (i itself), "don" "t" (i - 1); -1 when none. */
export function negationEndingAt(q: Question, i: number): number {
  const w = q.tokens[i]?.text ?? '';
  return w === 'not' || w === 'never' ? i : contractedAt(q, i);
}

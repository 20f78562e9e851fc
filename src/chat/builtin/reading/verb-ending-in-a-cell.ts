// "Of the pledges that ended either redeemed or forfeited", "jobs that ended up cancelled": a verb of
// the rows' end said right before the cells it ended in ("either" and "up" between) links the rows
// to those cells, which the reading already reads as the condition; the verb and the "either" are
// read with them, not left unplaced.
import type { Question } from './question.ts';

/** Verbs of how a row ended, said before the state it ended in. */
const ENDING_VERBS = new Set(['ended', 'finished', 'wound']);
/** Words between such a verb and its cells. */
const BETWEEN = new Set(['up', 'either', 'as']);

/** Whether token `i` is an ending verb (or the "either" after it) right before a cell the reading reads (`used`). */
export function verbEndingInACell(q: Question, i: number, used: (i: number) => boolean): boolean {
  const word = (k: number) => q.tokens[k]?.text ?? '';
  let verb = i;
  while (verb > i - 3 && BETWEEN.has(word(verb))) verb--;
  if (!ENDING_VERBS.has(word(verb))) return false;
  let cell = verb + 1;
  while (cell < verb + 3 && BETWEEN.has(word(cell))) cell++;
  if (!used(cell)) return false;
  // "either" needs its "or": "ended either redeemed or forfeited".
  if (word(i) === 'either') return q.tokens.slice(cell + 1, cell + 6).some((t) => t.text === 'or');
  return true;
}

// "What did the whole library cost us to buy (one price per title)?": "one price per title" says
// each row holds one value, how the rows are laid out, not that the figure is an average per title.
import type { Question } from './question.ts';

/** Words saying there is only one of a thing: "one price per title", "a single fee per booking". */
const ONE_WORDS = new Set(['one', 'single']);

/** Whether "per" at `perAt` follows "one <noun>" or "a single <noun>": one value to each row, not an average. */
export function countsOnePerRow(q: Question, perAt: number): boolean {
  return ONE_WORDS.has(q.tokens[perAt - 2]?.text ?? '') && q.tokens[perAt - 1]?.num == null;
}

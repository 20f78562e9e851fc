// "How many units are vacant right now?", "which machines are out of order at the moment?", "how
// many plots are let at present?": phrases saying the present, as "now" and "currently" do (both
// filler: a table holds the rows' status as it stands). Their words ("right", "moment", "present")
// carry no condition there. Only the whole phrase is read so: "the right size", "present value".
import type { Question } from './question.ts';

/** The phrases, as their words. */
const PRESENT_PHRASES = [['right', 'now'], ['at', 'the', 'moment'], ['at', 'present'], ['as', 'of', 'now'], ['as', 'things', 'stand']];

/** Whether the word at `i` is part of a phrase saying the present. */
export function inPresentTimePhrase(q: Question, i: number): boolean {
  return PRESENT_PHRASES.some((p) => p.some((_, k) => i - k >= 0 && p.every((w, j) => q.tokens[i - k + j]?.text === w)));
}

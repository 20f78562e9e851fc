// "How many plots are vacant right now?", "how many cows are milking at the moment?": words saying
// the present moment ask for the rows' state as recorded, which is what a status column holds
// (like "currently" and "now", already read past). They add no column or condition. A word of such
// a phrase that is a header's or a cell's own ("Right" of a side column) is not read past here.
import type { Question } from './question.ts';

/** Phrases for the present moment, as folded words. */
const PRESENT_PHRASES = [['right', 'now'], ['at', 'the', 'moment'], ['at', 'present'], ['as', 'of', 'now'], ['as', 'of', 'today']];

/** Token positions of present-moment phrases whose words no mention holds (`mentioned`). */
export function presentMomentWords(q: Question, mentioned: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    const phrase = PRESENT_PHRASES.find((p) => p.every((w, k) => q.tokens[i + k]?.text === w));
    if (!phrase) continue;
    const at = [...phrase.keys()].map((k) => i + k);
    if (at.some(mentioned)) continue;
    out.push(...at);
  }
  return out;
}

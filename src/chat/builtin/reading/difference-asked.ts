// Two groups compared by how far apart they are: "how much more revenue did North make than
// South", "how many more orders came online than by phone", "what's the difference between Online
// and Retail in total amount". The second group stands right after "than"; the question asks for
// the difference itself (with both groups' figures), not only which group is ahead.
import type { Question } from './question.ts';
import { COMPARATIVE_WORDS } from './vocabulary.ts';

/**
 * Words that may stand between "than" and the group it introduces: "than in South", "than by
 * phone", "than for those in Wales", "than a regular season match", "than the average elective stay".
 */
const THAN_LINKS = new Set(['in', 'for', 'at', 'by', 'from', 'on', 'the', 'of', 'to', 'via', 'through', 'a', 'an', 'those', 'that', 'average', 'mean', 'typical']);
/** Comparatives a difference is asked with: "how much more", "how much longer". */
const COMPARATIVES = new Set([...COMPARATIVE_WORDS, 'longer', 'shorter', 'heavier', 'lighter', 'older', 'younger', 'cheaper', 'dearer', 'faster', 'slower']);

/**
 * "<A> than <B>" with a comparative before: the index of the "than" introducing the cell starting
 * at `second`, or -1. "More than 500" is no such pair: a number follows, not a cell.
 */
export function thanBefore(q: Question, second: number): number {
  let i = second - 1;
  while (i >= 0 && THAN_LINKS.has(q.tokens[i].text)) i--;
  if (i < 0 || q.tokens[i].text !== 'than') return -1;
  return q.tokens.slice(0, i).some((t) => COMPARATIVES.has(t.text)) ? i : -1;
}

/** Whether the question asks how far apart two figures are ("difference", "how much more", "how many fewer"), not which is ahead. */
export function asksDifference(q: Question): boolean {
  // "Which region had more, and by how much?" is answered by a name first.
  if (q.tokens.some((t) => t.text === 'which' || t.text === 'who')) return false;
  if (q.tokens.some((t) => t.text === 'difference')) return true;
  return q.tokens.some((t, i) => t.text === 'how' && ['much', 'many'].includes(q.tokens[i + 1]?.text ?? '') && COMPARATIVES.has(q.tokens[i + 2]?.text ?? ''));
}

/** Whether the question asks "how much" of the groups compared: an amount, never a number of rows. */
export function asksHowMuch(q: Question): boolean {
  return q.tokens.some((t, i) => t.text === 'how' && q.tokens[i + 1]?.text === 'much');
}

// "payments by type, total £" over payments whose kinds sit in a column headed For: "type" and
// "kind" are filler words elsewhere ("what kind of kit sells best"), but said right after a word of
// grouping ("by type", "per kind", "each type") they ask for the answer split into groups. A reading
// that gives one figure instead (the grand total) answers another question, so when the reading is
// not grouped the word stays unplaced and the question is declined; which column holds the kinds the
// words alone cannot say.
import type { Question } from './question.ts';
import type { Shape } from './types.ts';

/** Filler nouns asking for the kinds of the rows. */
const KIND_NOUNS = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'sorts']);
/** Words after which a noun is what the answer is split by. */
const GROUPING = new Set(['by', 'per', 'each', 'every']);

/** Whether token `i` is a kind noun asked as the groups ("by type") of a reading that gives no groups. */
export function kindGroupsUnread(q: Question, i: number, shape: Shape): boolean {
  if (!KIND_NOUNS.has(q.tokens[i].text) || !GROUPING.has(q.tokens[i - 1]?.text ?? '')) return false;
  return shape.kind === 'scalar' || shape.kind === 'share';
}

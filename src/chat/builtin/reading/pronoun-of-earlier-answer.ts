// "Which client has spent the most with us?" then "How many completed visits have they had?": in a
// conversation, a question whose subject is a third-person pronoun (they, he, she) right after its
// auxiliary ("have they", "did she") is about what an earlier answer named (that client). A
// reading of the question on its own counts every row instead, a confident answer to another
// question: declined, unless the follow-up reading carried the earlier one over. Outside a
// conversation, and for "they" after the noun it stands for ("orders shipped after they were
// ordered"), nothing changes. So for "how does that compare with October 2025?": "that" (or "it",
// "this") before a verb of comparing is the earlier answer, and what it is compared with is not the
// question; read alone it would give the other side of the comparison as if it were the answer.
// Likewise "how many miles is that?" ("that" after its auxiliary, closing the question), "what did
// those vet visits cost?", "how much did we refund on those?", "how much of that was cash?": the
// earlier answer's rows, which the question read alone would widen to every row.
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { AUX } from '../analysis.ts';

const PRONOUNS = new Set(['they', 'he', 'she']);

/** Why a question cannot be read without the earlier answer its pronoun stands for; null when it can. */
/**
 * `carried`: the earlier reading whose conditions the question's own reading took over (follow-up.ts's
 * keepPreviousRows); its rows are then carried, unless it ranked groups or rows, whose winner is not.
 */
export function pronounOfEarlierAnswer(q: Question, inConversation: boolean, carried: Reading | null = null): string | null {
  if (!inConversation) return null;
  const at = q.tokens.findIndex((t, i) => PRONOUNS.has(t.text) && AUX.has(q.tokens[i - 1]?.text ?? ''));
  if (at >= 0) return `"${q.tokens[at].raw}" stands for what an earlier answer named, which I cannot carry into this question; read alone it would be about every row.`;
  const compared = q.tokens.findIndex((t, i) => DEMONSTRATIVES.has(t.text) && AUX.has(q.tokens[i - 1]?.text ?? '') && COMPARING.has(q.tokens[i + 1]?.text ?? ''));
  if (compared < 0) return carried && !ranks(carried) ? null : earlierRowsNamed(q);
  return `"${q.tokens[compared].raw} ${q.tokens[compared + 1].raw}" compares an earlier answer, which I cannot carry into this question; read alone it would give only the other side of the comparison.`;
}

const DEMONSTRATIVES = new Set(['that', 'this', 'it']);
/** Verbs of setting one figure beside another. */
const COMPARING = new Set(['compare', 'compares', 'compared', 'differ', 'differs', 'stack']);

/** Words that may close a question after "is that" ("how much was that in total?"). */
const CLOSING = new Set(['in', 'total', 'altogether', 'overall', 'all', 'together']);
/** Plural demonstratives and object pronouns: in a follow-up they stand for the earlier answer's rows. */
const EARLIER_ROWS = new Set(['those', 'these', 'them']);

/** "is that" closing the question, "of that", or "those" / "these" / "them": the earlier answer's rows; null when none. */
function earlierRowsNamed(q: Question): string | null {
  const at = q.tokens.findIndex((t, i) => {
    if (EARLIER_ROWS.has(t.text)) return true;
    if (!DEMONSTRATIVES.has(t.text)) return false;
    const before = q.tokens[i - 1]?.text ?? '';
    if (before === 'of') return true;
    return AUX.has(before) && q.tokens.slice(i + 1).every((n) => CLOSING.has(n.text));
  });
  if (at < 0) return null;
  return `"${q.tokens[at].raw}" stands for what an earlier answer counted or named, which I cannot carry into this question; read alone it would be about every row.`;
}

/** Whether a reading answered with the highest or lowest groups or rows ("which driver did the most trips"). */
function ranks(reading: Reading): boolean {
  return reading.shape.kind === 'top_groups' || reading.shape.kind === 'top_rows';
}

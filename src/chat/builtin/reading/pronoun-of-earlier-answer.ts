// "Which client has spent the most with us?" then "How many completed visits have they had?": in a
// conversation, a question whose subject is a third-person pronoun (they, he, she) right after its
// auxiliary ("have they", "did she") is about what an earlier answer named (that client). A
// reading of the question on its own counts every row instead, a confident answer to another
// question: declined, unless the follow-up reading carried the earlier one over. Outside a
// conversation, and for "they" after the noun it stands for ("orders shipped after they were
// ordered"), nothing changes. So for "how does that compare with October 2025?": "that" (or "it",
// "this") before a verb of comparing is the earlier answer, and what it is compared with is not the
// question; read alone it would give the other side of the comparison as if it were the answer.
import type { Question } from './question.ts';

const PRONOUNS = new Set(['they', 'he', 'she']);
const AUXILIARIES = new Set(['have', 'has', 'had', 'did', 'do', 'does', 'are', 'is', 'were', 'was', 'will', 'would', 'can', 'could']);

/** Why a question cannot be read without the earlier answer its pronoun stands for; null when it can. */
export function pronounOfEarlierAnswer(q: Question, inConversation: boolean): string | null {
  if (!inConversation) return null;
  const at = q.tokens.findIndex((t, i) => PRONOUNS.has(t.text) && AUXILIARIES.has(q.tokens[i - 1]?.text ?? ''));
  if (at >= 0) return `"${q.tokens[at].raw}" stands for what an earlier answer named, which I cannot carry into this question; read alone it would be about every row.`;
  const compared = q.tokens.findIndex((t, i) => DEMONSTRATIVES.has(t.text) && AUXILIARIES.has(q.tokens[i - 1]?.text ?? '') && COMPARING.has(q.tokens[i + 1]?.text ?? ''));
  if (compared < 0) return null;
  return `"${q.tokens[compared].raw} ${q.tokens[compared + 1].raw}" compares an earlier answer, which I cannot carry into this question; read alone it would give only the other side of the comparison.`;
}

const DEMONSTRATIVES = new Set(['that', 'this', 'it']);
/** Verbs of setting one figure beside another. */
const COMPARING = new Set(['compare', 'compares', 'compared', 'differ', 'differs', 'stack']);

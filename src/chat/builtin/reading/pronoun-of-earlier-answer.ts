// "Which client has spent the most with us?" then "How many completed visits have they had?": in a
// conversation, a question whose subject is a third-person pronoun (they, he, she) right after its
// auxiliary ("have they", "did she") is about what an earlier answer named (that client). A
// reading of the question on its own counts every row instead, a confident answer to another
// question: declined, unless the follow-up reading carried the earlier one over. Outside a
// conversation, and for "they" after the noun it stands for ("orders shipped after they were
// ordered"), nothing changes.
import type { Question } from './question.ts';

const PRONOUNS = new Set(['they', 'he', 'she']);
const AUXILIARIES = new Set(['have', 'has', 'had', 'did', 'do', 'does', 'are', 'is', 'were', 'was', 'will', 'would', 'can', 'could']);

/** Why a question cannot be read without the earlier answer its pronoun stands for; null when it can. */
export function pronounOfEarlierAnswer(q: Question, inConversation: boolean): string | null {
  if (!inConversation) return null;
  const at = q.tokens.findIndex((t, i) => PRONOUNS.has(t.text) && AUXILIARIES.has(q.tokens[i - 1]?.text ?? ''));
  if (at < 0) return null;
  return `"${q.tokens[at].raw}" stands for what an earlier answer named, which I cannot carry into this question; read alone it would be about every row.`;
}

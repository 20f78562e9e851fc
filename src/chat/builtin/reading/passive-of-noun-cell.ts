// "How many books were donated to us?" beside a Source holding Donation, Auction and Trade-in: a
// passive closing its clause says how each counted row came to be, as "donated books" does, so it
// names the cell that is its noun in -ion (Donation of "donated"). A participle followed by a
// period ("builds scheduled in May", "were opened in March") stays a verb, which may be about a date.
import type { Question } from './question.ts';

/** Forms of "be" before a passive participle. */
const BE_FORMS = new Set(['was', 'were', 'been', 'is', 'are', 'be', 'being']);
/** Words after the participle that keep the clause about how the row came: its giver ("to us", "by"). */
const AGENT_WORDS = new Set(['to', 'by']);

/** Whether the participle at `i` is a passive ("were donated") ending its clause or naming its agent. */
export function passiveClosing(q: Question, i: number): boolean {
  if (!/[a-z]{3,}ed$/.test(q.tokens[i]?.text ?? '') || !BE_FORMS.has(q.tokens[i - 1]?.text ?? '')) return false;
  const next = q.tokens[i + 1];
  return next === undefined || (AGENT_WORDS.has(next.text) && (q.tokens[i + 2] === undefined || ['us', 'me', 'the', 'our'].includes(q.tokens[i + 2].text)));
}

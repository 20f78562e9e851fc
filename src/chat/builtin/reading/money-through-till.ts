// "How much went through the Total Till?" over weighings rung up at tills: what goes through a till,
// a register, a card machine or an account is money, as "how much came in" is, so the verb names
// the rows' money column (mentions.ts). Left unread, the question asked for a total of nothing and
// fell back on listing the rows' cells. Only with such a thing after "through": "how much went
// through the dryer" may be grain, never plainly money.
import type { Question } from './question.ts';

/** Things money is passed through. */
const MONEY_HANDLERS = new Set(['till', 'tills', 'register', 'registers', 'checkout', 'checkouts', 'terminal', 'terminals', 'account', 'accounts', 'machine', 'machines']);

/** The index of the verb of "how much went/goes/has gone through" with a till, register, machine or account after it, or -1. */
export function moneyThroughTill(q: Question): number {
  const t = q.tokens.map((x) => x.text);
  const verb = ['went', 'goes', 'go'].includes(t[2] ?? '') ? 3 : t[2] === 'has' && t[3] === 'gone' ? 4 : t[2] === 'have' && t[3] === 'gone' ? 4 : -1;
  if (t[0] !== 'how' || t[1] !== 'much' || verb < 0 || t[verb] !== 'through') return -1;
  return t.slice(verb + 1).some((w) => MONEY_HANDLERS.has(w)) ? verb - 1 : -1;
}

// "Which site took the most money", "how much did the Leeds branch bring in": verbs of money coming
// in. What a row cost the business (a stock cost, an expense) is money going out: neither such a
// verb nor the bare word "money" in a question that has one names it, even when it is its table's
// one money column.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';

const INCOMING_VERBS = new Set(['took', 'taken', 'take', 'takes', 'earned', 'earn', 'earns', 'raised', 'raise', 'raises', 'generated', 'generate', 'generates', 'brought', 'bring', 'brings', 'made', 'make', 'makes']);
/** Header words of money paid out by the business. */
const OUTGOING_HEADER_WORDS = new Set(['cost', 'costs', 'expense', 'expenses', 'expenditure', 'spend', 'spent', 'outgoings', 'purchase', 'purchases']);
/** Words that name money without saying which way it went. */
const BARE_MONEY_STEMS = new Set(['monei']);

/** Whether a money column holds money paid out by the business: a cost, an expense. */
export function paidOut(c: CatalogColumn): boolean {
  return c.words.some((w) => OUTGOING_HEADER_WORDS.has(w));
}

/** Forms of "get" before "paid": "did we get paid", "we got paid" say money came in. */
const GET_FORMS = new Set(['get', 'gets', 'got', 'getting', 'gotten']);

/** Whether "paid" at `at` follows a form of "get": the money was received, not paid out. */
function gotPaid(q: Question, at: number): boolean {
  return q.tokens[at]?.text === 'paid' && GET_FORMS.has(q.tokens[at - 1]?.text ?? '');
}

/** Whether a verb of the question says money came in ("made", "brought", "took", "did we get paid"). */
export function saysMoneyCameIn(q: Question): boolean {
  return q.tokens.some((t, i) => INCOMING_VERBS.has(t.text) || gotPaid(q, i));
}

/**
 * Whether the word at `at` (a verb of money coming in, or "money" beside one) would name a column
 * of money paid out: it does not.
 */
export function incomingWordOnOutgoing(q: Question, at: number, c: CatalogColumn): boolean {
  const tok = q.tokens[at];
  if (!tok || !paidOut(c)) return false;
  return INCOMING_VERBS.has(tok.text) || gotPaid(q, at) || (BARE_MONEY_STEMS.has(tok.stem) && saysMoneyCameIn(q));
}

/** Verbs of money going out: "how much did we spend", "what did we pay". */
const OUTGOING_VERBS = new Set(['spend', 'spends', 'spent', 'spending', 'pay', 'pays', 'paid', 'paying']);
/** Words saying the business itself is the one spending: "did we spend", "our spend on repairs". */
const OUR_WORDS = new Set(['we', 'us', 'our', 'i', 'my', 'ours']);

/**
 * Whether the word at `at` is spending or paying said of the business itself ("how much did we
 * spend", "what we paid"): money going out, never what its sales took. "Did we get paid" is money in.
 */
export function ourOutgoing(q: Question, at: number): boolean {
  const tok = q.tokens[at];
  if (!tok || !OUTGOING_VERBS.has(tok.text) || gotPaid(q, at)) return false;
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) if (OUR_WORDS.has(q.tokens[i].text)) return true;
  return false;
}

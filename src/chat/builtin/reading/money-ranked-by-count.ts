// "Which town's customers have spent the most on completed repairs?", "Which type of event ran up the
// most on bar tabs?", "Which member of staff has taken the most money?": the superlative ranks money
// (what was spent, run up, paid, earned, taken), yet a reading that found no money column for the
// verb counts rows ("the most rows per town"), which answers who had the most repairs, not who spent
// the most. When a verb of money stands right before "the most"/"the least" (or "the most money" is
// said) and the reading counts rows, it is declined. "Spent the most time" ranks time, "brought in the
// most loads" loads: a noun after the superlative other than money is what is ranked.
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Verbs whose object before "the most" is money. */
const MONEY_VERBS = new Set(['spent', 'spend', 'spends', 'spending', 'paid', 'pay', 'pays', 'earned', 'earn', 'earns', 'charged', 'grossed', 'billed']);
/** "ran up the most", "racked up the most": the verb with its particle. */
const PHRASAL = new Set(['ran', 'run', 'runs', 'racked', 'rack', 'clocked', 'brought', 'bring', 'brings', 'took', 'taken', 'take', 'takes']);
const PARTICLES: Record<string, string> = { ran: 'up', run: 'up', runs: 'up', racked: 'up', rack: 'up', clocked: 'up', brought: 'in', bring: 'in', brings: 'in', took: 'in', taken: 'in', take: 'in', takes: 'in' };
const SUPERLATIVES = new Set(['most', 'least', 'highest', 'lowest', 'more', 'less']);
/**
 * What may follow the superlative when money is ranked: nothing, a preposition ("spent the most on
 * repairs") or a noun of money; any other noun is what is ranked ("brought in the most loads").
 */
const AFTER_MONEY = new Set(['', 'on', 'in', 'with', 'from', 'for', 'at', 'of', 'over', 'during', 'between', 'across', 'overall', 'altogether', 'money', 'cash', 'revenue', 'takings', 'income']);
const MONEY_NOUNS = new Set(['money', 'cash', 'revenue', 'takings', 'income']);
/**
 * "Which job type made the least from collected jobs?": "made" ranks money only when what follows the
 * superlative says where the money came from or names it; "made the most loaves", "made the most"
 * alone may rank what was made.
 */
const MAKING = new Set(['made', 'make', 'makes']);
const AFTER_MADE = new Set(['from', 'on', 'money', 'cash', 'revenue', 'takings', 'income']);

/** Where the superlative of money is said: the verb phrase, or null. */
function moneySuperlative(q: Question): string | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    const w = t[i].text;
    let next = i + 1;
    let said = t[i].raw;
    if (PHRASAL.has(w) && t[next]?.text === PARTICLES[w]) {
      said = `${said} ${t[next].raw}`;
      next++;
    } else if (MAKING.has(w)) {
      if (t[next]?.text === 'the') next++;
      if (SUPERLATIVES.has(t[next]?.text ?? '') && AFTER_MADE.has(t[next + 1]?.text ?? '')) return `${said} ${t[next].raw}`;
      continue;
    } else if (!MONEY_VERBS.has(w) && !((w === 'took' || w === 'taken' || w === 'take') && MONEY_NOUNS.has(t[next + 2]?.text ?? ''))) continue;
    if (t[next]?.text === 'the') next++;
    if (!SUPERLATIVES.has(t[next]?.text ?? '')) continue;
    if (!AFTER_MONEY.has(t[next + 1]?.text ?? '')) continue;
    return `${said} ${t[next].raw}`;
  }
  return null;
}

/** Why a count cannot answer a superlative of money, or null. */
export function moneyRankedByCount(q: Question, reading: Reading): string | null {
  if (reading.measure.fn !== 'count' && reading.measure.fn !== 'count_distinct') return null;
  // "Who earns the most?" ranking single rows by their salary counts nothing: its measure is no figure of the answer.
  const kind = reading.shape.kind;
  if (kind === 'top_rows' || kind === 'lookup' || kind === 'list') return null;
  const said = moneySuperlative(q);
  if (!said) return null;
  return `"${said}" ranks money, but the only reading I found counts rows, which ranks by how many there are, not by how much money they came to.`;
}

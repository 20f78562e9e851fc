// "How many attendances did lapsed members clock up in 2025?", "how many points has each team racked
// up": a phrasal verb of piling up (clock up, rack up, notch up, run up) says the counted or totalled
// rows were gathered over time; it restates the count or the total, it asks for nothing more. Read
// only with its particle ("up") and only by a reading that counts or adds the rows.
import type { Question } from './question.ts';

const PILING_VERBS = new Set(['clock', 'clocks', 'clocked', 'clocking', 'rack', 'racks', 'racked', 'racking', 'notch', 'notches', 'notched', 'notching', 'chalk', 'chalked', 'run', 'runs', 'ran', 'running', 'rung']);

/** Whether token `i` is a verb of piling up followed by "up", or that "up". */
export function pilingUpVerbAt(q: Question, i: number, fn: string | null): boolean {
  if (fn !== 'count' && fn !== 'sum') return false;
  const t = q.tokens;
  if (PILING_VERBS.has(t[i]?.text ?? '') && t[i + 1]?.text === 'up') return true;
  return t[i]?.text === 'up' && i > 0 && PILING_VERBS.has(t[i - 1].text);
}

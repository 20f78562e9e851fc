// "contracts that ended in default", "deals closed as won", "matches finished in a draw": a verb
// that is itself a cell of a status (Ended, Closed, Finished) followed by "in"/"as" and another cell
// of the same column says how the row ended, and that other cell is what is meant. The verb's own
// cell is dropped, so the rows are never those of either cell (Ended or Defaulted); the outcome's
// mention spans the verb and its link, so every word of the phrase is accounted for.
import type { Question } from './question.ts';
import type { ValueMention } from './mentions.ts';

/** Words between the verb and the cell naming its outcome. */
const OUTCOME_LINKS = new Set(['in', 'as', 'with', 'into', 'up']);
const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * The value mentions with a verb's own cell dropped where the words after it name its outcome in the
 * same column; the outcome's mention then reaches back over the verb, which it accounts for.
 */
export function withoutVerbOfItsOutcome(q: Question, found: ValueMention[]): ValueMention[] {
  const replaced = new Map<ValueMention, ValueMention | null>();
  for (const verb of found) {
    if (verb.end !== verb.start + 1 || !/ed$/.test(q.tokens[verb.start].text)) continue;
    let j = verb.end;
    if (!OUTCOME_LINKS.has(q.tokens[j]?.text ?? '')) continue;
    while (OUTCOME_LINKS.has(q.tokens[j]?.text ?? '') || ARTICLES.has(q.tokens[j]?.text ?? '')) j++;
    const outcome = found.find((o) => o !== verb && o.column === verb.column && o.start === j && o.values.some((v) => !verb.values.includes(v)));
    if (!outcome) continue;
    replaced.set(verb, null);
    replaced.set(outcome, { ...outcome, start: verb.start, values: outcome.values.filter((v) => !verb.values.includes(v)) });
  }
  if (replaced.size === 0) return found;
  return found.flatMap((m) => {
    const r = replaced.get(m);
    return r === undefined ? [m] : r === null ? [] : [r];
  });
}

// "Which game gets played the most?" beside "Minutes Played": the header's figure is its unit (the
// minutes), the verb only says which minutes. Said in the passive of the thing it was done to ("gets
// played", "was played", "has been played"), the verb ranks how often that thing was played, never
// the minutes, unless the question says a unit of that amount ("hours of Catan played").
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { AMOUNT_UNIT_WORDS, sameUnit } from './units-of-measure.ts';
import { IRREGULAR_PARTICIPLES, PASSIVE_AUXILIARIES } from './vocabulary.ts';

/** Whether the token at `k`, a passive participle, would name `c` only through the verb of a header counted in a unit the question never says. */
export function passiveOfUnitHeader(q: Question, k: number, c: CatalogColumn): boolean {
  const word = q.tokens[k]?.text ?? '';
  if (!(word.length > 4 && word.endsWith('ed')) && !IRREGULAR_PARTICIPLES.has(word)) return false;
  if (!PASSIVE_AUXILIARIES.has(q.tokens[k - 1]?.text ?? '')) return false;
  const units = c.words.filter((w) => AMOUNT_UNIT_WORDS.has(w));
  if (units.length === 0) return false;
  return !q.tokens.some((t) => units.some((u) => sameUnit(u, t.text)) || AMOUNT_UNIT_WORDS.has(t.text));
}

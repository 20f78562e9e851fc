// "How many games can take 8 or more players?" beside Min Players and Max Players: "players" names
// both headers equally, so neither was read. What a thing can take, hold, seat or fit is the most
// it takes: the Max of the pair. Read only for a verb of capacity just before the words and a pair
// of headers that differ by min and max alone.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';

const CAPACITY_VERBS = new Set(['take', 'takes', 'hold', 'holds', 'seat', 'seats', 'fit', 'fits', 'accommodate', 'accommodates', 'host', 'hosts', 'sleep', 'sleeps']);
const MAX_WORDS = new Set(['max', 'maximum']);
const MIN_WORDS = new Set(['min', 'minimum']);

/** The max of a min/max pair of headers named at `at` after a verb of capacity; null otherwise. */
export function capacityLimit(q: Question, at: number, columns: CatalogColumn[]): CatalogColumn | null {
  if (columns.length !== 2) return null;
  const verb = q.tokens.slice(Math.max(0, at - 5), at).some((t) => CAPACITY_VERBS.has(t.text));
  if (!verb) return null;
  // "Min Players" is also read "minutes players" (ABBREVIATIONS): that reading of "min" goes with it.
  const rest = (c: CatalogColumn) => c.words.filter((w) => !MAX_WORDS.has(w) && !MIN_WORDS.has(w) && !(w === 'minutes' && c.words.includes('min'))).join(' ');
  const max = columns.find((c) => c.words.some((w) => MAX_WORDS.has(w)));
  const min = columns.find((c) => c.words.some((w) => MIN_WORDS.has(w)));
  return max && min && max !== min && rest(max) === rest(min) ? max : null;
}

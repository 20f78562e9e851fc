// "Average party size on a paid booking", "the average group size" over bookings holding one head
// count (Guests, Players, Pax): a party's or a group's size is the number of people the row brought,
// so "party size" (group size, size of the party) names that one head count, as "how many guests"
// does. Not where a column is itself headed party or group (a customer group is a thing of its own),
// nor where the table holds several head counts.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { HEAD_COUNT_WORDS } from './vocabulary.ts';

const PARTY_WORDS = new Set(['party', 'group']);

/** The spans of "party size", "group size", "size of the party" naming the table's one head count. */
export function partySizeMentions(q: Question, t: CatalogTable): Array<{ start: number; end: number; column: CatalogColumn }> {
  if (t.columns.some((c) => c.words.some((w) => PARTY_WORDS.has(w)))) return [];
  const counts = t.columns.filter((c) => c.role === 'measure' && c.words.some((w) => HEAD_COUNT_WORDS.has(w)));
  if (counts.length !== 1) return [];
  const out: Array<{ start: number; end: number; column: CatalogColumn }> = [];
  const word = (k: number) => q.tokens[k]?.text ?? '';
  for (let k = 0; k < q.tokens.length; k++) {
    if (PARTY_WORDS.has(word(k)) && (word(k + 1) === 'size' || word(k + 1) === 'sizes')) out.push({ start: k, end: k + 2, column: counts[0] });
    else if (word(k) === 'size' && word(k + 1) === 'of') {
      const at = word(k + 2) === 'the' || word(k + 2) === 'a' ? k + 3 : k + 2;
      if (PARTY_WORDS.has(word(at))) out.push({ start: k, end: at + 1, column: counts[0] });
    }
  }
  return out;
}

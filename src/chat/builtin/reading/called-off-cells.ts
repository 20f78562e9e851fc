// "How many flights were cancelled in Q2", "what share of evening flights were cancelled": where a
// status writes its called-off cells with their reason ("Weather cancelled", "Technical cancelled",
// "Cancelled - client") and no bare Cancelled, the word names every one of those cells. A question
// naming the reason itself ("weather cancelled") names that cell alone, as written.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { saysNeverHappened } from './happened-rows.ts';
import { NEVER_HAPPENED_WORDS } from './vocabulary.ts';

/** Spellings of one called-off word. */
const SAME_WORD: Record<string, string[]> = { cancelled: ['cancelled', 'canceled'], canceled: ['cancelled', 'canceled'] };

/**
 * The called-off cells giving a reason that token `i` names: a called-off word said alone, in a
 * category column with no cell of that word alone, and not the last word of a reason said with it.
 */
export function calledOffCells(q: Question, i: number, c: CatalogColumn): string[] {
  const word = q.tokens[i].text;
  if (c.role !== 'category' || !NEVER_HAPPENED_WORDS.has(word)) return [];
  const spellings = SAME_WORD[word] ?? [word];
  if (spellings.some((w) => c.valueIndex.has(w))) return [];
  const keys = [...c.valueIndex.keys()];
  // "weather cancelled" said in full: that cell, matched as written elsewhere.
  const before = q.tokens[i - 1]?.text;
  const after = q.tokens[i + 1]?.text;
  if (keys.some((k) => (before !== undefined && spellings.some((w) => k === `${before} ${w}`)) || (after !== undefined && spellings.some((w) => k === `${w} ${after}`)))) return [];
  return keys.filter((k) => k.includes(' ') && saysNeverHappened(k) && k.split(' ').some((w) => spellings.includes(w))).flatMap((k) => c.valueIndex.get(k) ?? []);
}

// "How many flights were cancelled in Q2", "what share of evening flights were cancelled": where a
// status writes its called-off cells with their reason ("Weather cancelled", "Technical cancelled",
// "Cancelled - client") and no bare Cancelled, the word names every one of those cells. A question
// naming the reason itself ("weather cancelled") names that cell alone, as written.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { saysNeverHappened } from './happened-rows.ts';
import { NEVER_HAPPENED_WORDS } from './vocabulary.ts';
import { stem } from '../text.ts';

/** Spellings of one called-off word. */
const SAME_WORD: Record<string, string[]> = { cancelled: ['cancelled', 'canceled'], canceled: ['cancelled', 'canceled'] };

/** Words leading from a called-off word to its reason: "cancelled because of the weather", "due to", "owing to". */
const BECAUSE = new Set(['because', 'due', 'owing', 'for']);
const LINKS = new Set(['of', 'to', 'the', 'a', 'an', 'bad', 'poor']);

/**
 * The called-off cells giving a reason that token `i` names, and where the words naming them end: a
 * called-off word said alone, in a category column with no cell of that word alone, and not the last
 * word of a reason said with it. A reason said after it ("cancelled because of the weather", "due
 * to technical problems") keeps the cells giving that reason, the span reaching over it; "for any
 * reason" keeps every one.
 */
export function calledOffCells(q: Question, i: number, c: CatalogColumn): { cells: string[]; end: number } {
  const none = { cells: [], end: i + 1 };
  const word = q.tokens[i].text;
  if (c.role !== 'category' || !NEVER_HAPPENED_WORDS.has(word)) return none;
  const spellings = SAME_WORD[word] ?? [word];
  if (spellings.some((w) => c.valueIndex.has(w))) return none;
  const keys = [...c.valueIndex.keys()];
  // "weather cancelled" said in full: that cell, matched as written elsewhere.
  const before = q.tokens[i - 1]?.text;
  const after = q.tokens[i + 1]?.text;
  if (keys.some((k) => (before !== undefined && spellings.some((w) => k === `${before} ${w}`)) || (after !== undefined && spellings.some((w) => k === `${w} ${after}`)))) return none;
  const calledOff = keys.filter((k) => k.includes(' ') && saysNeverHappened(k) && k.split(' ').some((w) => spellings.includes(w)));
  const cellsOf = (ks: string[]) => ks.flatMap((k) => c.valueIndex.get(k) ?? []);
  if (calledOff.length === 0 || !BECAUSE.has(after ?? '')) return { cells: cellsOf(calledOff), end: i + 1 };
  // "for any reason", "for whatever reason": every called-off cell.
  const next = q.tokens.slice(i + 2, i + 4).map((t) => t.text);
  if (after === 'for' && ['any', 'whatever'].includes(next[0] ?? '') && ['reason', 'reasons'].includes(next[1] ?? '')) return { cells: cellsOf(calledOff), end: i + 4 };
  let j = i + 2;
  while (j < q.tokens.length && LINKS.has(q.tokens[j].text)) j++;
  const reason = q.tokens[j];
  if (!reason) return { cells: cellsOf(calledOff), end: i + 1 };
  const giving = calledOff.filter((k) => k.split(' ').some((w) => w === reason.text || stem(w) === reason.stem));
  if (giving.length === 0) return { cells: cellsOf(calledOff), end: i + 1 };
  return { cells: cellsOf(giving), end: j + 1 };
}

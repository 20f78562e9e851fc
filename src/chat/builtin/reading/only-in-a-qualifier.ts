// "Top 5 products by units sold, paid orders only", "Which range brings in the most money? Paid
// orders only", "How much did we sell in Q4 (paid only)?": a qualifier set apart from the question
// (after a comma, a question mark, a dash or inside brackets) that holds nothing but a cell the
// reading already keeps as a condition, maybe its rows' noun, and "only" before or after them: the
// "only" restates that the rows are those the cell picks, which the condition does. The word was
// left unplaced and the question declined.
//
// Only in such a set-apart qualifier, never inside the question's clause, where "only" may say
// "exclusively" ("customers who bought only online" are not those who bought online at all), and
// only where every other word of the qualifier is read by the reading or empty.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import type { KeptCells } from './things-in-a-kept-cell.ts';

/** The marks that set a qualifier apart from the clause before it. */
const OPENING = /[,?;:(!]|\s-\s|\.\s/;
/** The most words a qualifier may hold besides "only": "paid wholesale orders". */
const MAX_WORDS = 4;

/** The tokens [from, to) of the set-apart qualifier holding token `i`, or null. */
function qualifierAround(q: Question, i: number): { from: number; to: number } | null {
  const gap = (k: number) => q.folded.slice(q.tokens[k - 1].end, q.tokens[k].start);
  let from = i;
  while (from > 0 && !OPENING.test(gap(from))) from--;
  if (from === 0) return null;
  let to = i + 1;
  while (to < q.tokens.length && !/[,?;:()!]|\s-\s/.test(gap(to))) to++;
  // A bracket opened before must close right after: "(paid only)".
  if (gap(from).includes('(')) {
    const after = to < q.tokens.length ? gap(to) : q.folded.slice(q.tokens[to - 1].end);
    if (!after.includes(')')) return null;
  }
  return { from, to };
}

/**
 * Whether token `i` is the "only" of a set-apart qualifier restating a kept cell: "paid orders
 * only", "(paid only)", "? only paid orders".
 */
export function onlyInAQualifier(q: Question, i: number, used: Set<number>, kept: KeptCells, measured: CatalogTable, empty: (word: string) => boolean): boolean {
  if (q.tokens[i]?.text !== 'only') return false;
  const span = qualifierAround(q, i);
  if (!span) return false;
  const { from, to } = span;
  // "only" first or last in the qualifier.
  if (i !== from && i !== to - 1) return false;
  const others = [];
  for (let k = from; k < to; k++) if (k !== i) others.push(k);
  if (others.length === 0 || others.length > MAX_WORDS) return false;
  const cellAt = (k: number) => used.has(k) && kept.some((c) => c.values.some((v) => v.toLowerCase().split(/\s+/).includes(q.tokens[k].text)));
  if (!others.some(cellAt)) return false;
  return others.every((k) => used.has(k) || empty(q.tokens[k].text) || namesRows(measured, q.tokens[k]));
}

// "Only" restating the condition a cell already makes, read in one of two places, never elsewhere:
//
// 1. Closing a clause (trailingOnly, while the conditions are found): "Which guide brought in the
//    least money, paid bookings only?", "(running sessions only)": "only" right after a cell, or
//    after a cell and the rows' noun, at the clause's end (the question's end, or a mark).
// 2. Opening or closing a set-apart qualifier (onlyInAQualifier, while the reading's unplaced words
//    are checked): "Top 5 products by units sold, paid orders only", "Which range brings in the most
//    money? Paid orders only", "How much did we sell in Q4 (paid only)?": a qualifier after a comma,
//    a question mark, a dash or inside brackets that holds nothing but a cell the reading keeps as a
//    condition, maybe its rows' noun, and "only" before or after them, every other word read or empty.
//
// The first reads the cell's position among the mentions; the second needs the finished reading (the
// kept cells), so they run at the two stages. "Only" inside the question's clause ("customers who
// only bought once", "bought only online", "the only product") says more ("exclusively") and is left
// unplaced, so such a question is declined.
import type { Catalog, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { KeptCells } from './things-in-a-kept-cell.ts';
import { ROW_STAND_INS } from './vocabulary.ts';

/** The token indexes of "only" closing a clause after a cell (and its rows' noun). */
export function trailingOnly(q: Question, catalog: Catalog, values: readonly ValueMention[]): number[] {
  const out: number[] = [];
  for (const [i, t] of q.tokens.entries()) {
    if (t.text !== 'only') continue;
    // The clause ends with it: the question's end, or a mark (",", "?", ")").
    const next = q.tokens[i + 1];
    const closes = next === undefined || /[,;?!.)]/.test(q.folded.slice(t.end, next.start));
    if (!closes) continue;
    const prev = q.tokens[i - 1];
    const nounBefore = prev !== undefined && (ROW_STAND_INS.has(prev.text) || catalog.tables.some((x) => namesRows(x, prev)));
    const cellEnd = nounBefore ? i - 1 : i;
    if (values.some((v) => v.end === cellEnd)) out.push(i);
  }
  return out;
}

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

// "Units sold at the farmers market in June, paid orders", "items sold online in Q2" over sales lines
// holding a quantity (Qty): a quantity named by a word of its own ("units", "items") and followed by
// a participle of the things going out (sold, shipped, dispatched) is the number of them that went
// out over the rows the conditions keep, the quantity added up. Said without a word of how to combine
// the rows, the question was declined as naming Qty "without saying how to combine them".
//
// Only a quantity column (never a price or an amount), only with the participle right after the word
// naming it, and only where the question has no aggregate word of its own (the caller's case).
import type { CatalogColumn } from './catalog.ts';
import { columnKind } from './figure-kinds.ts';
import type { Question } from './question.ts';

/** Participles of the things going out: what a quantity of sales lines counts. */
const GOING_OUT = new Set(['sold', 'shipped', 'dispatched']);

/** Whether the words [start, end) naming `column` are a quantity said as the things that went out ("units sold"). */
export function quantitySoldSaid(q: Question, start: number, end: number, column: CatalogColumn): boolean {
  if (column.role !== 'measure' || columnKind(column) !== 'quantity') return false;
  return end > start && GOING_OUT.has(q.tokens[end]?.text ?? '');
}

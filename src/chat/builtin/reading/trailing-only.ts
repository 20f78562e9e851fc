// "Which guide brought in the least money, paid bookings only?", "(running sessions only)": "only"
// closing a clause right after a cell, or after a cell and the rows' noun, says the cell is the
// rows' one condition, which the cell already makes; the word is read, not left unplaced. "Only"
// anywhere else ("customers who only bought once", "the only product") says more, and is left.
import type { Catalog } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
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

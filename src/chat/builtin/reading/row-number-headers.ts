// "How many order lines are there?", "How many lines were returned?", "average line value" over
// order_lines.csv beside a "Line" column holding 1, 2, 3, 4 (the line's place in its order): the
// header is only the noun of the table's rows, and its cells are a running number restarting in
// every order, so the word names the lines themselves, never that number added up (48,022 "total
// Line" for 24,000 lines, 2.01 as the average line value, 4 as the biggest line). Said with an
// identifier word after it ("line number", "line no") the word still names the column.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { stem } from '../text.ts';
import type { Question } from './question.ts';

/** The most places a running number within a group is read to reach (lines of one order, legs of one trip). */
const MOST_PLACES = 100;

const NUMBER_WORDS = new Set(['number', 'numbers', 'no', 'nos', 'num', 'nr', 'position', 'place', 'sequence', 'seq']);

/**
 * Whether `c` of `t` is a running number within a group headed by the rows' noun alone: whole
 * numbers from 1 to at most 100 with every number in between present, each repeated across the
 * rows and held by fewer rows at each later place, under a header every word of which names the table's rows ("Line" of order_lines).
 */
export function rowNumberUnderRowNoun(c: CatalogColumn, t: CatalogTable): boolean {
  if (c.role !== 'measure' || c.type !== 'integer' || c.words.length === 0) return false;
  const { min, max, distinctCount } = c.stats;
  if (min !== 1 || typeof max !== 'number' || max > MOST_PLACES || distinctCount !== max) return false;
  // Repeated: a number restarting in each group, not one row each (a key) nor a count of a few things.
  if (t.rowCount < 10 * distinctCount) return false;
  // Every group holding a 3rd place holds a 2nd and a 1st: fewer rows at each later place. A count
  // of things (guests 1 to 6) need not fall away so.
  if (!c.stats.complete) return false;
  const rows = new Map(c.stats.values.map(([v, n]) => [Number(v), n]));
  for (let k = 2; k <= max; k++) if ((rows.get(k) ?? 0) > (rows.get(k - 1) ?? 0)) return false;
  return c.words.every((w) => namesRows(t, { text: w, stem: stem(w) }));
}

/** Whether the mention of such a column ending before token `end` goes on with a word asking for the number itself ("line number"). */
export function rowNumberAsked(q: Question, end: number): boolean {
  const next = q.tokens[end];
  return next !== undefined && NUMBER_WORDS.has(next.text);
}

// "The total annual rent from let plots", "how many void units": a short word that is a status cell
// of the rows' own table ("Let", "Void"), said lower-case right before the noun naming those rows,
// is that status, as "sold" or "available" already are whatever their case. Elsewhere a short
// common word ("let me know", "is it void?") still needs the cell's own case, and so do words of a
// calculation ("first", "average", "highest": the caller leaves those out).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import { STOPWORDS } from '../text.ts';

/** Determiners and quantifiers before a noun are never its status ("all plots", "other units"). */
const DETERMINERS = new Set(['all', 'any', 'each', 'every', 'other', 'some', 'more', 'most', 'few', 'many', 'both', 'own', 'same', 'such', 'per', 'total', 'top', 'new']);

/** Whether the one word at `start` names a status cell of `column` as an adjective of `table`'s rows. */
export function attributiveStatus(q: Question, start: number, end: number, table: CatalogTable, column: CatalogColumn): boolean {
  if (end !== start + 1 || column.role !== 'category' || column.stats.distinctCount > 12) return false;
  const word = q.tokens[start].text;
  if (word.length < 3 || STOPWORDS.has(word) || DETERMINERS.has(word)) return false;
  const next = q.tokens[end];
  return next !== undefined && namesRows(table, next);
}

const OBJECT_PRONOUNS = new Set(['me', 'us', 's', 'them', 'you']);

/**
 * "Let me know how many units there are", "Let's see the rent": a question opening on a verb whose
 * capital is the sentence's, followed by its object, names no cell written the same way ("Let").
 */
export function imperativeOpening(q: Question, start: number, end: number): boolean {
  return start === 0 && end === 1 && OBJECT_PRONOUNS.has(q.tokens[1]?.text ?? '');
}

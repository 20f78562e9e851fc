// "Which range made the most money from paid orders?" over sales lines (Order No, Status, Line
// Total) and the products they refer to (Range): "range" is a filler word elsewhere ("the most yarns
// in the range": a shop's range is its list of products as a whole), so a reading of the sales lines
// alone, grouped by the orders, left it unplaced and gave the money per order as the answer. A noun
// of the table as a whole (range, catalogue, schedule...), filler elsewhere, that heads a column by
// itself and is asked right after a question word or a word of grouping ("which range", "per range",
// "by range", "top range", "top 3 range"), asks for that column; where the reading does not read it,
// the word stays unplaced and the question is declined.
import type { CatalogTable } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { Question } from './question.ts';
import type { ColumnRef } from './types.ts';

/** Filler words that name a table as a whole ("in the range", "on the schedule") and may head a column. */
const WHOLE_NOUNS = new Set(['range', 'catalogue', 'catalog', 'schedule', 'timetable', 'register', 'roster']);
/** Words after which a header is what the answer is given by. */
const ASKING = new Set(['which', 'what', 'per', 'by', 'each', 'every', 'top', 'bottom']);

/**
 * Whether token `i` is a header asked as the groups of the answer ("which range") that the reading
 * does not read: a column of any table headed by that word alone.
 */
export function headerAskedButUnread(q: Question, i: number, tables: readonly CatalogTable[], read: readonly ColumnRef[]): boolean {
  if (!WHOLE_NOUNS.has(q.tokens[i].text)) return false;
  const before = q.tokens[i - 1];
  const asked = before !== undefined && (ASKING.has(before.text) || (before.num !== null && q.tokens[i - 2]?.text === 'top'));
  if (!asked) return false;
  const word = q.tokens[i].text;
  const named = tables.flatMap((t) => t.columns.filter((c) => c.words.length === 1 && c.words[0] === word));
  return named.length > 0 && named.every((c) => !read.some((r) => sameRef(r, c.ref)));
}

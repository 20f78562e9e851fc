// Rows that are parts of the things a question counts: order lines sharing an order_no, legs of one
// trip_ref, items of one invoice_number. When the noun a question counts or averages per ("how many
// orders", "the average order value") names an id column that repeats across the table's rows, a
// row is one part of such a thing, so counting or averaging rows answers for the parts, not the
// things. The answer-shape check declines such readings. Not where the table is named for those
// things done ("games_played", "items_sold"): each row is one of them, played or sold again.
import { positionWithinGroup } from './header-head-nouns.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { ID_WORDS, nameWords } from './catalog.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';
import type { QuestionToken } from './question.ts';

/** Share of distinct values below which an id column holds several rows per id. */
const REPEATS_BELOW = 0.9;

/** The id column of `table` named by the word (order_no for "orders") whose ids repeat across rows, or null. */
export function repeatedIdNamed(table: CatalogTable, token: QuestionToken): CatalogColumn | null {
  if (rowsAreThingsDone(table, token)) return null;
  return (
    table.columns.find((c) => {
      if (c.role !== 'key' && c.role !== 'text' && c.role !== 'category') return false;
      if (!c.words.some((w) => ID_WORDS.has(w))) return false;
      // "parking" shares park's stem but, before a figure ("the average parking duration"), says
      // what the figure is of, not the car park: a verb's -ing form names no id unless its header does.
      const named = c.stems.some((s, k) => !ID_WORDS.has(c.words[k] ?? '') && s === token.stem && (!token.text.endsWith('ing') || (c.words[k] ?? '').endsWith('ing')));
      // A line's place within its order ("line_no" 1 to 4) is no whole the rows are parts of (header-head-nouns.ts).
      return named && c.stats.distinctCount > 1 && c.stats.distinctCount < REPEATS_BELOW * table.rowCount && !positionWithinGroup(c, table.rowCount);
    }) ?? null
  );
}

/**
 * A table named for the things a question counts and what was done with them, a plural noun and a
 * participle ("games_played", "items_sold", "tickets_issued"): its rows are those things each time
 * it was done, so "how many games have been played" counts them, though a Game ID repeats.
 */
export function rowsAreThingsDone(table: CatalogTable, token: QuestionToken): boolean {
  const name = nameWords(table.name);
  if (name.length !== 2 || token.text !== name[0] || !/s$/.test(name[0])) return false;
  return /[a-z]{3,}ed$/.test(name[1]) || IRREGULAR_PARTICIPLES.has(name[1]);
}

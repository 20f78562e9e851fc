// "How many parking sessions were paid in cash?" over sessions.csv beside car_parks.csv: "parking"
// names car_park_id, but it only qualifies the noun after it, "sessions", which names the rows
// counted. The question counts those rows; counting the distinct car parks among them (there are
// 12) answers another question. "How many car parks", "how many product categories" (no noun for
// the rows after the header) still count the header's distinct values.
//
// Where this reading stands among the others of what a counted noun counts: counted-noun.ts.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Span } from './mentions.ts';
import type { Question } from './question.ts';

/** Whether a header's mention stands right before a noun for the counted table's rows, qualifying it. */
export function modifiesRowNoun(q: Question, m: Span & { column: CatalogColumn }, counted: CatalogTable): boolean {
  // Only a reference or id ("parking" for car_park_id): a figure or a flag qualifying the rows
  // ("refund orders") picks some of them, which is a condition this does not read.
  if (m.column.role !== 'key') return false;
  const next = q.tokens[m.end];
  if (!next || !namesRows(counted, next)) return false;
  // "How many customer orders" names the orders; "how many session sessions" is no qualifier.
  return !m.column.stems.includes(next.stem);
}

/**
 * Whether the word at `at`, naming the rows of one of `others` ("harbour" beside harbours.csv),
 * qualifies the noun right after it for the counted table's rows ("harbour bookings").
 */
export function qualifiesRowNounAt(q: Question, at: number, counted: CatalogTable, others: CatalogTable[]): boolean {
  const word = q.tokens[at];
  const next = q.tokens[at + 1];
  if (word === undefined || next === undefined || namesRows(counted, word) || !namesRows(counted, next)) return false;
  // Only a word for another table's rows: any other word ("express orders") may pick some of them.
  return others.some((t) => t !== counted && namesRows(t, word));
}

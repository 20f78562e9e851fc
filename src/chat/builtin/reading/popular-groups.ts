// "What is the most popular frame brand?", "what's our most booked service?": like "the most
// common route", the group with the most rows, each row one booking or order of it. Read only
// where the rows' table has no column counting items (a qty): there "popular" could as well mean
// the most items, added up, and which one is meant is not said.
import type { CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { Question } from './question.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Words after "most" that rank groups by how many rows choose them. */
const CHOSEN_WORDS = new Set(['popular', 'booked', 'requested', 'chosen']);

/** The position of the word after "most" (at `mostAt`) that asks for the group with the most rows, or -1. */
export function popularityAt(q: Question, mostAt: number, fact: CatalogTable): number {
  const word = q.tokens[mostAt + 1]?.text ?? '';
  if (q.tokens[mostAt]?.text !== 'most' || (!CHOSEN_WORDS.has(word) && !participleOfRows(fact, word))) return -1;
  return quantityColumns(fact.columns).length === 0 ? mostAt + 1 : -1;
}

/** Whether the question says "most popular", "most booked" of rows with no item count: a count of the rows choosing each group. */
export function saysMostChosen(q: Question, fact: CatalogTable): boolean {
  return q.tokens.some((t, i) => popularityAt(q, i, fact) >= 0);
}

/**
 * The participle a table's name says its rows were ("played" of games_played.csv): "the most played
 * games" ranks the games by how many rows played them, never by a figure headed with that word
 * (Minutes Played).
 */
export function participleOfRows(fact: CatalogTable, word: string): boolean {
  const name = nameWords(fact.name);
  return name.length === 2 && name[1] === word && (/[a-z]{3,}ed$/.test(word) || IRREGULAR_PARTICIPLES.has(word));
}

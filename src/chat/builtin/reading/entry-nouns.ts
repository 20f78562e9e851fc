// "How many race entries were there?" over race results sharing a race_id: an entry is one
// boat's (one person's) place in a race, so "race entries" counts the rows, each a part of a race,
// not the races. The word before "entries" names what the entries were made to; the noun counted is
// "entries". Read so only where no header of the table holds the word (an "entries" column is a
// figure, not the rows' noun).
import type { CatalogColumn } from './catalog.ts';
import type { QuestionToken } from './question.ts';

/** Nouns for one entry made to an event. */
const ENTRY_NOUNS = new Set(['entry', 'entries']);

/** Whether the token is "entry"/"entries" and no column of the table holds the word. */
export function isEntryNoun(token: QuestionToken | undefined, columns: readonly CatalogColumn[]): boolean {
  return token !== undefined && ENTRY_NOUNS.has(token.text) && !columns.some((c) => c.words.includes(token.text) || c.stems.includes(token.stem));
}

// Nouns for the records of an event said after the word naming a table's rows: "donation
// attempts" over donations.csv, "booking records", "shipment entries". They restate those rows
// (each row is one attempt, one record) and add no column or condition. Read so only right after
// a word naming the rows of a table in the reading, and only where no header holds the noun.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';

/** Generic nouns for one record of an event. */
const RECORD_NOUNS = new Set(['attempt', 'attempts', 'record', 'records', 'entry', 'entries']);

/** Token positions of record nouns right after a word naming the rows read (`namesRowsAt`). */
export function recordNouns(q: Question, namesRowsAt: (i: number) => boolean, all: readonly CatalogColumn[]): number[] {
  const out: number[] = [];
  for (const [i, t] of q.tokens.entries()) {
    if (i === 0 || !RECORD_NOUNS.has(t.text) || all.some((c) => c.words.includes(t.text) || c.stems.includes(t.stem))) continue;
    if (namesRowsAt(i - 1)) out.push(i);
  }
  return out;
}

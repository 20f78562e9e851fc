// Nouns for the records of an event said after the word naming a table's rows: "donation
// attempts" over donations.csv, "booking records", "shipment entries". They restate those rows
// (each row is one attempt, one record) and add no column or condition. Read so only right after
// a word naming the rows of a table in the reading, and only where no header holds the noun.
import type { CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import type { Question } from './question.ts';

/** Generic nouns for one record of an event. */
const RECORD_NOUNS = new Set(['attempt', 'attempts', 'record', 'records', 'entry', 'entries']);

/**
 * "sale lines", "till lines": one line of a sale is one row of the sales, where no table of the
 * catalog is itself named for lines (order_lines.csv beside orders.csv: those rows are the lines).
 */
const LINE_NOUNS = new Set(['line', 'lines']);

/** Token positions of record nouns right after a word naming the rows read (`namesRowsAt`). */
export function recordNouns(q: Question, namesRowsAt: (i: number) => boolean, tables: readonly CatalogTable[]): number[] {
  const all = tables.flatMap((t) => t.columns);
  const linesTable = tables.some((t) => [...nameWords(t.name), ...nameWords(t.label)].some((w) => LINE_NOUNS.has(w)));
  const out: number[] = [];
  for (const [i, t] of q.tokens.entries()) {
    const noun = RECORD_NOUNS.has(t.text) || (LINE_NOUNS.has(t.text) && !linesTable);
    if (i === 0 || !noun || all.some((c) => c.words.includes(t.text) || c.stems.includes(t.stem))) continue;
    if (namesRowsAt(i - 1)) out.push(i);
  }
  return out;
}

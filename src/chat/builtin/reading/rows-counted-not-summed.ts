// "How many Total Takeover parties are booked or done?" over party bookings with a "Children Booked"
// figure: "how many" before the noun of the table's rows counts those rows; the figure was reached
// only by the verb its header shares ("booked"), not by its own noun (children), so adding it up
// answers another question (how many children). Declined rather than given. "How many children
// were booked" (the header's noun said) and "How many bottles were sold" still add the figure up.
import type { Catalog } from './catalog.ts';
import { findColumn, namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { stem } from '../text.ts';

/** Why a count of rows read as a sum of a figure named only by its participle is declined, or null. */
export function rowsCountedNotSummed(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn !== 'sum' || reading.measure.terms?.length) return null;
  const column = findColumn(catalog, reading.measure.column);
  const fact = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!column || !fact) return null;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  if (at < 0) return null;
  const noun = t.slice(at + 2, at + 7).find((tok) => /s$/.test(tok.text) && namesRows(fact, tok));
  if (!noun) return null;
  const said = (w: string) => t.some((tok) => tok.text === w || tok.stem === stem(w));
  const participles = column.words.filter((w) => /[a-z]{3,}ed$/.test(w));
  const nouns = column.words.filter((w) => /^[a-z]{3,}$/.test(w) && !participles.includes(w));
  if (participles.length === 0 || nouns.length === 0 || !participles.some(said) || nouns.some(said)) return null;
  return `"How many ${noun.raw}" counts the rows of ${fact.label}, but my reading adds up ${column.label}, reached only by the verb its header shares; that would answer how many ${nouns.join(' ')} instead.`;
}

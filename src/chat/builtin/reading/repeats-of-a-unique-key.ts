// "How many different jobs have had time booked to them?" over jobs.csv (Job Ref unique) and
// timesheets.csv repeating Job Ref for fewer jobs: "different" said of a key its own table never
// repeats counts nothing but that table's rows, while a verb of what happened to them (booked,
// worked, sold) may well ask which of them the other table's rows reach. The two differ, so the
// count over the listing is declined, saying so. Where the other table reaches every key, or the
// question says no verb, the readings agree or the listing is meant.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const DIFFERENT = new Set(['different', 'distinct', 'separate', 'unique']);
/** Irregular participles of what is done to a row: "sold", "done", "put", "made". */
const PARTICIPLES = new Set(['sold', 'done', 'put', 'made', 'sent', 'paid', 'spent', 'given', 'taken', 'seen', 'run', 'built', 'bought', 'won', 'lost', 'kept']);

/** Why a count of different values of a unique key over its own table may count the wrong rows, or null. */
export function repeatsOfUniqueKey(q: Question, catalog: Catalog, reading: Reading): string | null {
  const m = reading.measure;
  if (m.fn !== 'count_distinct' || reading.tables.length !== 1 || reading.shape.kind !== 'scalar') return null;
  const at = q.tokens.findIndex((t) => DIFFERENT.has(t.text));
  if (at < 0) return null;
  const column = findColumn(catalog, m.column);
  const table = catalog.tables.find((t) => t.name === m.column.table);
  if (!column || !table || column.stats.nullCount > 0 || column.stats.distinctCount !== table.rowCount) return null;
  // A verb after the counted noun saying what happened to the rows: "have had time booked", "has Dan worked on".
  const verb = q.tokens.slice(at + 2).find((t) => (/[a-z]{3,}ed$/.test(t.text) && t.text !== 'need') || PARTICIPLES.has(t.text));
  if (!verb) return null;
  const elsewhere = catalog.tables.filter(
    (u) => u !== table && u.columns.some((c) => c.label === column.label && c.stats.distinctCount > 0 && c.stats.distinctCount < column.stats.distinctCount && c.stats.distinctCount < u.rowCount),
  );
  if (elsewhere.length === 0) return null;
  const u = elsewhere[0];
  return `"${q.tokens[at].raw}" ${column.label} of ${table.label} counts its every row (${column.label} is never repeated there), but "${verb.raw}" may ask for the ${column.label} values ${u.label} holds, which are fewer; I cannot tell which is meant.`;
}

// "How many Shetlands do we have in at the moment?", "current horses by yard" over horses with an
// Arrived date and a Left date that is blank while the horse is still here: the present is the rows
// whose end is blank, when hardly any row ends after today (else a blank end is not the mark of the
// present, and present-time-phrases.ts declines); when a few do, the answer is marked uncertain, since a
// row that leaves next week is still here today. Read so only over a table of exactly two dates, one
// always filled (the start) and one sometimes blank (the end), and without a condition that already
// says which rows are current (a status).
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { currentBeforeRows, inPresentTimePhrase, NOW_WORDS, readsState } from './present-time-phrases.ts';
import { quoteIdent, sqlString } from '../text.ts';

type RunSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** Whether the question says the present: "now", "at the moment", or "current" before the rows ("current horses"). */
function saysPresent(q: Question, table: CatalogTable): boolean {
  return q.tokens.some((t, i) => NOW_WORDS.has(t.text) || inPresentTimePhrase(q, i) || currentBeforeRows(q, i, table));
}

/** The start and end dates of a table's rows when its end is blank on some rows and its start on none. */
export function spanDates(table: CatalogTable): { start: CatalogColumn; end: CatalogColumn } | null {
  const dates = table.columns.filter((c) => c.role === 'date' && c.span === null);
  if (dates.length !== 2) return null;
  const end = dates.find((c) => c.stats.nullCount > 0);
  const start = dates.find((c) => c.stats.nullCount === 0);
  return end && start && end !== start ? { start, end } : null;
}

/** The reading kept to the rows here now (their end blank), or the reading unchanged. */
export async function rowsHereNow(q: Question, catalog: Catalog, reading: Reading, runSql: RunSql): Promise<Reading> {
  if (reading.unmatched || reading.conditions.some((c) => readsState(catalog, c))) return reading;
  for (const name of reading.tables) {
    const table = catalog.tables.find((t) => t.name === name);
    const span = table ? spanDates(table) : null;
    if (!table || !span || !saysPresent(q, table)) continue;
    const ident = quoteIdent(span.end.ref.column);
    const end = span.end.dateSql ? span.end.dateSql(ident) : ident;
    const today = q.today ? `DATE ${sqlString(q.today)}` : 'current_date';
    const [[later]] = await runSql(`SELECT count(*) FROM ${quoteIdent(table.name)} WHERE CAST(${end} AS DATE) > ${today}`, 1);
    // A few ends recorded ahead (a notice to leave) do not make the blanks any less the mark of the
    // rows still here; many do (tenancies that end on a set date): then the present is not read.
    if (Number(later) * 20 > span.end.stats.nullCount) return reading;
    const here = { ...reading, conditions: [...reading.conditions, { kind: 'missing' as const, column: span.end.ref, negate: false }] };
    if (Number(later) === 0) return here;
    // A row whose end is still to come is, today, as present as one with no end: counting only the blanks
    // is a choice the question did not make, so the answer says so and is marked uncertain.
    const doubt = `I counted the rows whose ${span.end.label} is blank as here now; ${Number(later)} row${Number(later) === 1 ? ' has' : 's have'} a ${span.end.label} after today and ${Number(later) === 1 ? 'is' : 'are'} left out, though ${Number(later) === 1 ? 'it is' : 'they are'} still here until then.`;
    return { ...here, caveat: reading.caveat ? `${reading.caveat} ${doubt}` : doubt };
  }
  return reading;
}

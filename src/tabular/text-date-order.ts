// Dates written as text are recognised on a sample of a column's rows (table-profile.ts). Whether
// such dates put the day or the month first is then settled over the whole column, never guessed
// from the sample: a till export sorted by time can hold a week of "03/01/2025 08:10" before the
// first "13/01/2025". Only a date whose first or second part is above 12 decides; when none does
// in any row the column reads both ways and is marked so. The first and last day are kept too, as
// ISO dates: a column of times of day ("14/03/2025 14:22") has too many distinct cells to keep
// them all, and without its range the engine could not tell a period inside the data from one
// outside it.

import { sqlIdentifier, sqlString } from './sql-text.ts';

type QueryRows = (sql: string) => Promise<unknown[][]>;

export type SettledTextDates = {
  /** The strptime format that reads the column. */
  format: string;
  /** Every date reads as well with its day and month swapped: the order the file does not state. */
  ambiguous: boolean;
  /** First and last day (YYYY-MM-DD) of the dates read with `format`; null when none reads. */
  first: string | null;
  last: string | null;
};

/** The same format with the day and the month swapped ("%d/%m/%Y" <-> "%m/%d/%Y"); null for year-first or named months. */
export function swappedDayMonth(format: string): string | null {
  if (!format.includes('%d') || !format.includes('%m') || format.startsWith('%Y')) return null;
  return format.replace(/%[dm]/g, (x) => (x === '%d' ? '%m' : '%d'));
}

const isoOf = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, 10));

/**
 * The format a text column's dates read with over all its rows, starting from the one its sample
 * read with (`sampled`): the sample's day/month order is swapped when the whole column reads only
 * the other way. `present` counts the cells that should be dates (summary cells such as "TOTAL" left out).
 */
export async function settleTextDates(query: QueryRows, relation: string, name: string, sampled: string, summaryCells: readonly string[]): Promise<SettledTextDates> {
  const v = `trim(CAST(${sqlIdentifier(name)} AS VARCHAR))`;
  const read = (f: string) => `try_strptime(${v}, ${sqlString(f)})`;
  const present = `count(${sqlIdentifier(name)}) FILTER (WHERE NOT coalesce(lower(${v}) IN (${summaryCells.map(sqlString).join(', ')}), false))`;
  const swapped = swappedDayMonth(sampled);
  const range = (f: string) => `CAST(min(CAST(${read(f)} AS DATE)) AS VARCHAR), CAST(max(CAST(${read(f)} AS DATE)) AS VARCHAR)`;
  if (!swapped) {
    const [row] = await query(`SELECT ${range(sampled)} FROM ${relation}`);
    return { format: sampled, ambiguous: false, first: isoOf(row[0]), last: isoOf(row[1]) };
  }
  const [row] = await query(
    `SELECT ${present}, count(${read(sampled)}), count(${read(swapped)}), count(*) FILTER (WHERE ${read(sampled)} <> ${read(swapped)}), ` +
      `${range(sampled)}, ${range(swapped)} FROM ${relation}`,
  );
  const [all, bySampled, bySwapped, differ] = row.slice(0, 4).map(Number);
  // The sample's order fails on some rows the other order reads, and the other order reads them all.
  if (bySampled < all && bySwapped === all) return { format: swapped, ambiguous: false, first: isoOf(row[6]), last: isoOf(row[7]) };
  // Both orders read every row and some date reads differently (01/01 reads the same either way).
  const ambiguous = all > 0 && bySampled === all && bySwapped === all && differ > 0;
  return { format: sampled, ambiguous, first: isoOf(row[4]), last: isoOf(row[5]) };
}

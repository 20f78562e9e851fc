// A text column of dates typed two ways ("2026-03-14" on rows a system wrote, "14/03/2026" on rows
// a person typed): no one format reads every cell, so the column was not taken for dates and a
// question's period went on another date column. When the ISO format reads some cells and one
// numeric day/month format reads all the others, the column holds dates in those two formats; the
// day/month order of the second is settled over its own cells as text-date-order.ts settles a
// column's (swapped when only the other order reads them all, marked ambiguous when both do).
import { swappedDayMonth } from './text-date-order.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';

type QueryRows = (sql: string) => Promise<unknown[][]>;

const ISO = '%Y-%m-%d';
/** Formats a person types beside ISO dates. */
const TYPED = ['%d/%m/%Y', '%m/%d/%Y', '%d.%m.%Y', '%d-%m-%Y', '%d %b %Y', '%d %B %Y', '%d-%b-%Y'];
/** Each format reads at least this share of the cells: a handful of odd cells is no second format. */
const MIN_SHARE = 0.05;

export type MixedDates = { formats: [string, string]; ambiguous: boolean; first: string | null; last: string | null };

/** The SQL reading a cell with any of the formats, as a DATE. */
export function mixedDateSql(ident: string, formats: readonly string[]): string {
  const v = `trim(CAST(${ident} AS VARCHAR))`;
  return `CAST(coalesce(${formats.map((f) => `try_strptime(${v}, ${sqlString(f)})`).join(', ')}) AS DATE)`;
}

/** The two formats a text column's dates are typed in, or null when it holds no such mix. */
export async function mixedDateFormats(query: QueryRows, relation: string, name: string, summaryCells: readonly string[]): Promise<MixedDates | null> {
  const v = `trim(CAST(${sqlIdentifier(name)} AS VARCHAR))`;
  const read = (f: string) => `try_strptime(${v}, ${sqlString(f)})`;
  const summary = `coalesce(lower(${v}) IN (${summaryCells.map(sqlString).join(', ')}), false)`;
  // Most text columns hold no ISO date at all: a sample tells so before the whole column is read.
  const [[sampledIso]] = await query(`SELECT count(${read(ISO)}) FROM (SELECT ${sqlIdentifier(name)} FROM ${relation} LIMIT 2000)`);
  if (Number(sampledIso) === 0) return null;
  const others = TYPED.map((f) => `count(*) FILTER (WHERE ${read(ISO)} IS NULL AND ${read(f)} IS NOT NULL)`).join(', ');
  const [row] = await query(`SELECT count(${sqlIdentifier(name)}) FILTER (WHERE NOT ${summary}), count(${read(ISO)}), ${others} FROM ${relation}`);
  const [present, iso, ...typed] = row.map(Number);
  if (present === 0 || iso < MIN_SHARE * present || iso === present) return null;
  const rest = present - iso;
  if (rest < MIN_SHARE * present) return null;
  const i = typed.findIndex((n) => n === rest);
  if (i < 0) return null;
  const format = TYPED[i];
  const swapped = swappedDayMonth(format);
  let ambiguous = false;
  if (swapped) {
    const j = TYPED.indexOf(swapped);
    const bySwapped = j >= 0 ? typed[j] : 0;
    if (bySwapped === rest) {
      const [[differ]] = await query(`SELECT count(*) FILTER (WHERE ${read(ISO)} IS NULL AND ${read(format)} <> ${read(swapped)}) FROM ${relation}`);
      ambiguous = Number(differ) > 0;
    }
  }
  const both: [string, string] = [ISO, format];
  const [[first, last]] = await query(`SELECT CAST(min(${mixedDateSql(sqlIdentifier(name), both)}) AS VARCHAR), CAST(max(${mixedDateSql(sqlIdentifier(name), both)}) AS VARCHAR) FROM ${relation}`);
  return { formats: both, ambiguous, first: first == null ? null : String(first).slice(0, 10), last: last == null ? null : String(last).slice(0, 10) };
}

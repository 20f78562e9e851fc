// What the builtin engine needs to know about a table, computed once when the table is ingested
// (tables never change afterwards): per column the distinct and null counts, range, the distinct
// values with their row counts (all of them up to VALUES_COMPLETE, else the most frequent), whether
// the column identifies rows rather than measuring them, and which rows are summary rows.
// Questions then never rescan a table to learn its vocabulary.

import { sqlIdentifier, sqlString } from './sql-text.ts';
import { mixedDateFormats } from './mixed-date-formats.ts';
import { settleTextDates } from './text-date-order.ts';
import type { ColumnType } from './types.ts';

export const PROFILE_VERSION = 1;
/** Columns with at most this many distinct values keep all of them. */
export const VALUES_COMPLETE = 5_000;
/** Columns with more keep their most frequent values; the rest are probed when a question needs them. */
const VALUES_FREQUENT = 1_000;

export type ColumnStats = {
  name: string;
  distinctCount: number;
  nullCount: number;
  /** Numbers for numeric columns, ISO text for dates, text otherwise. */
  min: string | number | null;
  max: string | number | null;
  /** [value as text, rows holding it], most frequent first. */
  values: Array<[string, number]>;
  /** values holds every distinct value. */
  complete: boolean;
  /** Identifies rows (an id, a code, a row number) rather than measuring them: never summed or averaged. */
  key: boolean;
  /** For text columns holding dates: the strptime format that reads all of them. */
  dateFormat: string | null;
  /** For text columns of dates typed two ways (ISO and "14/03/2026"): both formats (mixed-date-formats.ts); dateFormat stays null. */
  dateFormats?: string[];
  /** A number column the file wrote as percentages ("8%"): its figures are in percent. */
  percentText?: true;
  /** A number column the file wrote as money with a currency sign on every value ("£1,234.56"): that sign. */
  currencyText?: string;
  /**
   * Dates written with the day and the month both as numbers of 12 or less in every row ("03/07/2024"):
   * the format they were read with ("%d/%m/%Y"), though the other order reads them all as well.
   */
  dayMonthAmbiguous?: string;
  /** For text columns holding dates: the first and last day (YYYY-MM-DD) over all rows (text-date-order.ts). */
  dateFirst?: string;
  dateLast?: string;
};

export type SummaryRow = {
  /** The cell that names the row ("Total"), and the column it is in. */
  column: string;
  value: string;
};

export type TableProfile = {
  version: number;
  rowCount: number;
  columns: ColumnStats[];
  /** Rows that total the others (their position and numbers say so), left out of every aggregate. */
  summaryRows: SummaryRow[];
};

export type ProfileColumn = { name: string; type: ColumnType };
/** Runs a query and returns all its rows. */
export type QueryRows = (sql: string) => Promise<unknown[][]>;

const NUMERIC: ReadonlySet<ColumnType> = new Set(['integer', 'decimal', 'double']);
const ID_NAME = /(^|[_\s-])(id|uuid|guid|code|sku|key|no|nr|number|num|ref|reference|zip|postcode|postal[_\s]?code|phone)$|^(id|#|no\.?)$/i;
const SUMMARY_CELL = /^(grand\s+|overall\s+)?(total|totals|sum|all)\s*:?$/i;
// Days first ("05-Mar-2024" as exports write them too); then months written as text ("Mar-2025", "March 2025", "2025-03"), periods of a
// fact table's rows that read as the first day of their month.
const DATE_FORMATS = [
  '%Y-%m-%d', '%m/%d/%Y', '%d/%m/%Y', '%d.%m.%Y', '%Y/%m/%d', '%d-%m-%Y', '%b %d, %Y', '%d %b %Y', '%B %d, %Y', '%d %B %Y', '%d-%b-%Y', '%d-%B-%Y', '%b-%Y', '%b %Y', '%B %Y', '%B-%Y', '%Y-%m',
  // Times of day written after the date, as tills and telemetry export them ("14/03/2025 14:22").
  '%d/%m/%Y %H:%M', '%m/%d/%Y %H:%M', '%d/%m/%Y %H:%M:%S', '%m/%d/%Y %H:%M:%S', '%Y-%m-%d %H:%M', '%d.%m.%Y %H:%M',
  // The weekday written before the day, as rotas and event sheets write it ("Sat 15 Mar 2025", "Saturday, 15 March 2025").
  '%a %d %b %Y', '%a, %d %b %Y', '%A %d %B %Y', '%A, %d %B %Y', '%a %d %B %Y', '%A %d %b %Y',
];
/** Cells a summary line writes in a date column ("TOTAL" at the foot of an export): no date, and no reason to think the column is not one. */
const SUMMARY_CELLS = ['total', 'totals', 'grand total', 'subtotal', 'sum', 'all'];

function scalar(v: unknown, numeric: boolean): string | number | null {
  if (v === null || v === undefined) return null;
  if (numeric) return Number(v);
  return String(v);
}

/** A number of things named by their plural ("Defects No.", "items_number"), not an identifier. */
const COUNT_NAME = /(^|[_\s-])[a-z]*[^aiosu_\s-]s[_\s.-]+(no|nr|number|num)\.?$/i;

/** Whether a column identifies rows: named like an identifier, or a unique integer sequence. */
function isKey(c: ProfileColumn, s: { distinctCount: number; nullCount: number; min: unknown; max: unknown }, rowCount: number): boolean {
  if (NUMERIC.has(c.type) && COUNT_NAME.test(c.name.replace(/([a-z])([A-Z])/g, '$1_$2'))) return false;
  // An id, a code, a phone number: named so, whether unique here (a key) or repeated (a reference).
  if (ID_NAME.test(c.name.replace(/([a-z])([A-Z])/g, '$1_$2'))) return true;
  if (c.type === 'integer' && rowCount > 1 && s.distinctCount === rowCount && s.nullCount === 0) {
    // 1..n or 1001..1240: a row number, not a measure.
    return Number(s.max) - Number(s.min) + 1 === rowCount;
  }
  return false;
}

async function detectDateFormat(query: QueryRows, relation: string, name: string): Promise<string | null> {
  const v = `trim(CAST(${sqlIdentifier(name)} AS VARCHAR))`;
  const checks = DATE_FORMATS.map((f) => `count(*) FILTER (WHERE try_strptime(${v}, ${sqlString(f)}) IS NOT NULL)`).join(', ');
  const summary = `lower(${v}) IN (${SUMMARY_CELLS.map(sqlString).join(', ')})`;
  const [row] = await query(`SELECT count(${sqlIdentifier(name)}) FILTER (WHERE NOT coalesce(${summary}, false)), ${checks} FROM (SELECT * FROM ${relation} LIMIT 20000)`);
  const present = Number(row[0]);
  if (present === 0) return null;
  const i = row.slice(1).findIndex((n) => Number(n) === present);
  return i >= 0 ? DATE_FORMATS[i] : null;
}

/**
 * Summary rows: a row naming itself "Total" (or "Sum", "All") in a text column, first or last in the
 * file, whose numbers equal the sum of the other rows in at least one numeric column. A product
 * called "Total Gym 2000" is not one; neither is a "Total" row whose numbers do not add up.
 */
async function findSummaryRows(
  query: QueryRows,
  relationWithRowNumbers: string,
  columns: ProfileColumn[],
  stats: ColumnStats[],
  rowCount: number,
): Promise<SummaryRow[]> {
  const measures = columns.filter((c, i) => NUMERIC.has(c.type) && !stats[i].key);
  if (measures.length === 0 || rowCount < 3) return [];
  const out: SummaryRow[] = [];
  for (const c of columns) {
    if (c.type !== 'text') continue;
    // Looked up in the table, not in the kept values: a long column keeps only its frequent cells.
    const cells = await query(
      `SELECT ${sqlIdentifier(c.name)}, count(*) FROM ${relationWithRowNumbers} WHERE regexp_full_match(trim(${sqlIdentifier(c.name)}), ${sqlString(SUMMARY_CELL.source)}, 'i') GROUP BY 1 LIMIT 5`,
    );
    for (const [cell, n] of cells) {
      const value = String(cell);
      const count = Number(n);
      if (count !== 1 || !SUMMARY_CELL.test(value.trim())) continue;
      const match = `${sqlIdentifier(c.name)} = ${sqlString(value)}`;
      const sums = measures.map((m) => `sum(${sqlIdentifier(m.name)}) FILTER (WHERE NOT (${match})), max(${sqlIdentifier(m.name)}) FILTER (WHERE ${match})`);
      const [row] = await query(
        `SELECT min(file_row_number) FILTER (WHERE ${match}), min(file_row_number), max(file_row_number), ${sums.join(', ')} FROM ${relationWithRowNumbers}`,
      );
      const [at, first, last] = row.slice(0, 3).map(Number);
      if (at !== first && at !== last) continue;
      const adds = measures.some((_, k) => {
        const rest = Number(row[3 + 2 * k]);
        const own = Number(row[4 + 2 * k]);
        return row[4 + 2 * k] !== null && Math.abs(own - rest) <= Math.max(0.5, Math.abs(rest) * 0.005);
      });
      if (adds) out.push({ column: c.name, value });
    }
  }
  return out;
}

/**
 * Profiles a table. `relation` reads the table; `relationWithRowNumbers` reads it with a
 * `file_row_number` column in file order (for summary rows); null skips that check.
 */
export async function profileTable(
  query: QueryRows,
  relation: string,
  relationWithRowNumbers: string | null,
  columns: ProfileColumn[],
  rowCount: number,
): Promise<TableProfile> {
  if (columns.length === 0) return { version: PROFILE_VERSION, rowCount, columns: [], summaryRows: [] };
  const ids = columns.map((c) => sqlIdentifier(c.name));
  const aggregates = columns.map((c, i) => {
    const orderable = c.type === 'boolean' ? `CAST(${ids[i]} AS VARCHAR)` : ids[i];
    return `count(DISTINCT ${ids[i]}), count(*) - count(${ids[i]}), CAST(min(${orderable}) AS VARCHAR), CAST(max(${orderable}) AS VARCHAR)`;
  });
  const [overview] = await query(`SELECT ${aggregates.join(', ')} FROM ${relation}`);

  const stats: ColumnStats[] = [];
  for (const [i, c] of columns.entries()) {
    const numeric = NUMERIC.has(c.type);
    const distinctCount = Number(overview[i * 4]);
    const nullCount = Number(overview[i * 4 + 1]);
    const min = scalar(overview[i * 4 + 2], numeric);
    const max = scalar(overview[i * 4 + 3], numeric);
    const key = isKey(c, { distinctCount, nullCount, min, max }, rowCount);
    const complete = distinctCount <= VALUES_COMPLETE;
    // Measures' values are compared as numbers, never looked up as words: only keep few of them.
    const limit = complete ? VALUES_COMPLETE : VALUES_FREQUENT;
    const rows = await query(
      `SELECT CAST(${ids[i]} AS VARCHAR) AS v, count(*) AS n FROM ${relation} WHERE ${ids[i]} IS NOT NULL GROUP BY 1 ORDER BY n DESC, v LIMIT ${limit}`,
    );
    const values = rows.map((r) => [String(r[0]), Number(r[1])] as [string, number]);
    const sampled = c.type === 'text' && distinctCount > 0 ? await detectDateFormat(query, relation, c.name) : null;
    const settled = sampled ? await settleTextDates(query, relation, c.name, sampled, SUMMARY_CELLS) : null;
    const dateFormat = settled?.format ?? null;
    const mixed = c.type === 'text' && distinctCount > 0 && !sampled ? await mixedDateFormats(query, relation, c.name, SUMMARY_CELLS) : null;
    const first = settled?.first ?? mixed?.first;
    const last = settled?.last ?? mixed?.last;
    stats.push({
      name: c.name, distinctCount, nullCount, min, max, values, complete, key, dateFormat,
      ...(mixed ? { dateFormats: mixed.formats } : {}),
      ...(settled?.ambiguous ? { dayMonthAmbiguous: settled.format } : mixed?.ambiguous ? { dayMonthAmbiguous: mixed.formats[1] } : {}),
      ...(first && last ? { dateFirst: first, dateLast: last } : {}),
    });
  }
  const summaryRows = relationWithRowNumbers ? await findSummaryRows(query, relationWithRowNumbers, columns, stats, rowCount) : [];
  return { version: PROFILE_VERSION, rowCount, columns: stats, summaryRows };
}

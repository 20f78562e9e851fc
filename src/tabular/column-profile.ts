// Finishing a staged table: text columns that are plainly numbers written for people
// ("1,234,567", "12.5%", "$40", "1.234,56", "(120.00)") become numbers, category cells get one
// spelling each (category-spelling.ts), then each column is profiled.

import { rename } from 'node:fs/promises';
import { unifyCategorySpellings } from './category-spelling.ts';
import { columnTypeOf } from './column-types.ts';
import { describeRelation, PARQUET_OPTIONS, type StagedTable } from './parquet-stage.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';
import type { ColumnProfile } from './types.ts';
import { profileTable, type TableProfile } from './table-profile.ts';
import { markDayMonthAmbiguity } from './day-month-dates.ts';

const SAMPLE_VALUE_COUNT = 5;
/** Values read into JavaScript to pick sample values and spot numeric text. */
const PREFIX_CELL_BUDGET = 40_000;
const MAX_PREFIX_ROWS = 2_000;
/** How far the sample-value search looks when the first rows repeat the same few values. */
const SAMPLE_SCAN_ROWS = 200_000;

/** Cells meaning "no value" in tables made for reading (WikiTable dashes, n/a). */
const NULL_TOKENS = ['', '-', '–', '—', 'n/a', 'N/A', 'NA', '?'];
/**
 * Numbers written for people, in the two conventions exports use: thousands commas and a decimal
 * point ("$1,234.50"), or thousands dots and a decimal comma ("1.234,56", European accounting
 * packages). Either may carry a sign, a currency, a percent sign, or parentheses for a negative
 * amount ("(120.00)", "($1,234.50)"), as accounting reports write credits.
 */
type NumberStyle = 'point' | 'comma';
const CURRENCY = String.raw`[$€£]?\s?`;
const NUMBER_BODY: Record<NumberStyle, string> = {
  point: String.raw`(\d{1,3}(,\d{3})+|\d+)(\.\d+)?`,
  comma: String.raw`(\d{1,3}(\.\d{3})+|\d+)(,\d+)?`,
};
function numericText(style: NumberStyle): string {
  const plain = `[+-]?${CURRENCY}${NUMBER_BODY[style]}\\s?[%$€£]?`;
  const bracketed = `\\(${CURRENCY}${NUMBER_BODY[style]}\\)`;
  return `(${plain}|${bracketed})`;
}
const NUMERIC_TEXT: Record<NumberStyle, string> = { point: numericText('point'), comma: numericText('comma') };
const NUMERIC_TEXT_RE: Record<NumberStyle, RegExp> = { point: new RegExp(`^${NUMERIC_TEXT.point}$`), comma: new RegExp(`^${NUMERIC_TEXT.comma}$`) };
/** What is dropped before the digits are cast: currency, percent, spaces, parentheses, and the style's thousands separator. */
const NUMBER_DECORATION: Record<NumberStyle, string> = { point: String.raw`[,$€£%\s()]`, comma: String.raw`[.$€£%\s()]` };
const NULL_TOKEN_SET = `(${NULL_TOKENS.map(sqlString).join(', ')})`;

function parquetRelation(path: string): string {
  return `read_parquet(${sqlString(path)})`;
}

/** The first rows of every column as text (one array per column), for sample values and numeric-text detection. */
async function readPrefix(engine: IngestEngine, path: string, names: readonly string[]): Promise<Array<Array<string | null>>> {
  const rowLimit = Math.max(100, Math.min(MAX_PREFIX_ROWS, Math.floor(PREFIX_CELL_BUDGET / Math.max(1, names.length))));
  const select = names.map((name) => `CAST(${sqlIdentifier(name)} AS VARCHAR)`).join(', ');
  const rows = await engine.rows(`SELECT ${select} FROM ${parquetRelation(path)} LIMIT ${rowLimit}`);
  return names.map((_, i) => rows.map((row) => row[i] as string | null));
}

/**
 * How the sampled values of a text column write numbers, or null when they are not all numbers.
 * Thousands commas and a decimal point first; the decimal-comma style only when some value does
 * not read the first way ("1.234,56", "12,5"), so "1,234" stays one thousand two hundred and thirty-four.
 */
function numberStyleOf(values: ReadonlyArray<string | null>): NumberStyle | null {
  const present = values.flatMap((raw) => (raw === null || NULL_TOKENS.includes(raw.trim()) ? [] : [raw.trim()]));
  // Percent signs on some values only would mix two scales in one column.
  const percents = present.filter((value) => value.endsWith('%')).length;
  if (present.length === 0 || (percents > 0 && percents < present.length)) return null;
  for (const style of ['point', 'comma'] as const) {
    if (present.every((value) => NUMERIC_TEXT_RE[style].test(value))) return style;
  }
  return null;
}

type NumericConversion = { name: string; style: NumberStyle; sqlType: 'BIGINT' | 'DOUBLE'; percent: boolean; currency: string | null };

/** Confirms the candidates over the whole file and picks integer or floating point for each. */
async function confirmNumericText(
  engine: IngestEngine,
  path: string,
  candidates: ReadonlyArray<{ name: string; style: NumberStyle; percent: boolean; currency: string | null }>,
): Promise<NumericConversion[]> {
  if (candidates.length === 0) return [];
  const checks = candidates.flatMap(({ name, style }) => {
    const value = `trim(${sqlIdentifier(name)})`;
    const present = `${sqlIdentifier(name)} IS NOT NULL AND ${value} NOT IN ${NULL_TOKEN_SET}`;
    return [
      `count(*) FILTER (WHERE ${present} AND NOT regexp_full_match(${value}, ${sqlString(NUMERIC_TEXT[style])}))`,
      `count(*) FILTER (WHERE ${present} AND contains(${value}, ${sqlString(style === 'point' ? '.' : ',')}))`,
      `coalesce(max(length(regexp_replace(${value}, ${sqlString(NUMBER_DECORATION[style])}, '', 'g'))), 0)`,
    ];
  });
  const [row] = await engine.rows(`SELECT ${checks.join(', ')} FROM ${parquetRelation(path)}`);
  return candidates.flatMap(({ name, style, percent, currency }, i) => {
    const [misfits, withDecimals, longest] = row.slice(i * 3, i * 3 + 3).map(Number);
    if (misfits > 0) return [];
    // BIGINT holds 18 digits with sign to spare; longer integers are kept approximately.
    const sqlType = withDecimals > 0 || longest > 18 ? 'DOUBLE' : 'BIGINT';
    return [{ name, style, sqlType, percent, currency }];
  });
}

async function applyNumericConversions(engine: IngestEngine, path: string, conversions: readonly NumericConversion[]): Promise<void> {
  const replacements = conversions.map(({ name, style, sqlType }) => {
    const value = `trim(${sqlIdentifier(name)})`;
    const stripped = `regexp_replace(${value}, ${sqlString(NUMBER_DECORATION[style])}, '', 'g')`;
    const digits = style === 'comma' ? `replace(${stripped}, ',', '.')` : stripped;
    // "(120.00)" is -120: accounting reports bracket negative amounts.
    const signed = `CASE WHEN starts_with(${value}, '(') THEN -CAST(${digits} AS ${sqlType}) ELSE CAST(${digits} AS ${sqlType}) END`;
    return `CASE WHEN ${value} IN ${NULL_TOKEN_SET} THEN NULL ELSE ${signed} END AS ${sqlIdentifier(name)}`;
  });
  const convertedPath = `${path}.numbers`;
  await engine.run(
    `COPY (SELECT * REPLACE (${replacements.join(', ')}) FROM ${parquetRelation(path)}) TO ${sqlString(convertedPath)} (${PARQUET_OPTIONS})`,
  );
  await rename(convertedPath, path);
}

/**
 * "Discount" whose cells read "12.5%": the numbers lose their percent sign, so the header takes it
 * ("Discount (%)"), and answers can still say the values are percentages.
 */
function percentLabel(label: string): string {
  return label === '' || /%|percent|\bpct\b/i.test(label) ? label : `${label} (%)`;
}

/** The currency sign every written value of a column carries ("£1,234.56", "$40"), or null. */
function currencyOf(values: ReadonlyArray<string | null>): string | null {
  const present = values.flatMap((raw) => (raw === null || NULL_TOKENS.includes(raw.trim()) ? [] : [raw.trim()]));
  return ['£', '$', '€'].find((sign) => present.length > 0 && present.every((value) => value.includes(sign))) ?? null;
}

function firstDistinct(values: ReadonlyArray<string | null>, limit: number): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (value === null) continue;
    seen.add(value);
    if (seen.size === limit) break;
  }
  return [...seen];
}

/** Tops up sample values for a column whose first rows repeat a few values. */
async function moreSampleValues(engine: IngestEngine, path: string, name: string, known: string[]): Promise<string[]> {
  const rows = await engine.rows(
    `SELECT CAST(${sqlIdentifier(name)} AS VARCHAR) AS v FROM read_parquet(${sqlString(path)}, file_row_number = true) ` +
      `WHERE file_row_number < ${SAMPLE_SCAN_ROWS} AND v IS NOT NULL GROUP BY v ORDER BY min(file_row_number) LIMIT ${SAMPLE_VALUE_COUNT}`,
  );
  return firstDistinct([...known, ...rows.map((row) => row[0] as string)], SAMPLE_VALUE_COUNT);
}

/**
 * Row and null counts from the Parquet footer, which DuckDB's writer fills in: no scan of the
 * data. Counted the slow way if a statistic is missing.
 */
async function countNulls(engine: IngestEngine, path: string, names: readonly string[]): Promise<{ rowCount: number; nullCounts: number[] }> {
  const [[rows]] = await engine.rows(`SELECT num_rows FROM parquet_file_metadata(${sqlString(path)})`);
  const stats = await engine.rows(
    `SELECT path_in_schema, sum(stats_null_count), count(*) - count(stats_null_count) FROM parquet_metadata(${sqlString(path)}) GROUP BY 1`,
  );
  const byName = new Map(stats.map(([name, nulls, missing]) => [String(name), Number(missing) === 0 ? Number(nulls) : null]));
  const fromFooter = names.map((name) => byName.get(name) ?? null);
  if (fromFooter.every((count) => count !== null)) return { rowCount: Number(rows), nullCounts: fromFooter as number[] };

  const counts = names.map((name) => `, count(${sqlIdentifier(name)})`).join('');
  const [row] = await engine.rows(`SELECT count(*)${counts} FROM ${parquetRelation(path)}`);
  const rowCount = Number(row[0]);
  return { rowCount, nullCounts: names.map((_, i) => rowCount - Number(row[i + 1])) };
}

/**
 * Converts numeric text in place, then profiles every column. Returns the row count, the
 * column descriptions in table order, and the profile the builtin engine reads (table-profile.ts).
 */
export async function finishStagedTable(
  engine: IngestEngine,
  staged: StagedTable,
): Promise<{ rowCount: number; columns: ColumnProfile[]; profile: TableProfile }> {
  const path = staged.parquetPath;
  let prefix = await readPrefix(engine, path, staged.names);
  const described = await describeRelation(engine, parquetRelation(path));
  const candidates = described.flatMap((column, i) => {
    const style = column.type === 'VARCHAR' ? numberStyleOf(prefix[i]) : null;
    return style ? [{ name: column.name, style, percent: prefix[i].some((value) => value !== null && value.trim().endsWith('%')), currency: currencyOf(prefix[i]) }] : [];
  });
  const conversions = await confirmNumericText(engine, path, candidates);
  // Percent signs are dropped with the conversion; the label and the profile keep that the figures
  // are percents (a column converted at all has the sign on every value or on none: numberStyleOf).
  const percentNames = new Set(conversions.filter((c) => c.percent).map((c) => c.name));
  // So too a currency sign written on every value ("£1,234.56" under "Invoice Total"): the profile
  // keeps it, so the column is known to hold money though its header does not say so.
  const currencies = new Map(conversions.flatMap((c) => (c.currency ? [[c.name, c.currency] as const] : [])));
  if (conversions.length > 0) {
    await applyNumericConversions(engine, path, conversions);
    prefix = await readPrefix(engine, path, staged.names);
  }

  const types = conversions.length > 0 ? await describeRelation(engine, parquetRelation(path)) : described;
  const textColumns = types.filter((column) => column.type === 'VARCHAR').map((column) => column.name);
  if (await unifyCategorySpellings(engine, path, textColumns)) prefix = await readPrefix(engine, path, staged.names);
  const { rowCount, nullCounts } = await countNulls(engine, path, staged.names);

  const columns: ColumnProfile[] = [];
  for (const [i, name] of staged.names.entries()) {
    const nonNull = rowCount - nullCounts[i];
    let sampleValues = firstDistinct(prefix[i], SAMPLE_VALUE_COUNT);
    const prefixNonNull = prefix[i].filter((value) => value !== null).length;
    if (sampleValues.length < SAMPLE_VALUE_COUNT && nonNull > prefixNonNull) {
      sampleValues = await moreSampleValues(engine, path, name, sampleValues);
    }
    columns.push({
      name,
      label: percentNames.has(name) ? percentLabel(staged.labels[i]) : staged.labels[i],
      type: columnTypeOf(types[i].type) ?? 'text',
      sampleValues,
      nullCount: nullCounts[i],
    });
  }
  const profile = await profileTable(
    (sql) => engine.rows(sql),
    parquetRelation(path),
    `read_parquet(${sqlString(path)}, file_row_number = true)`,
    columns.map((c) => ({ name: c.name, type: c.type })),
    rowCount,
  );
  for (const stats of profile.columns) {
    if (percentNames.has(stats.name)) stats.percentText = true;
    const currency = currencies.get(stats.name);
    if (currency) stats.currencyText = currency;
  }
  await markDayMonthAmbiguity(engine, path, staged.dateFormat, columns, profile);
  return { rowCount, columns, profile };
}


// Finishing a staged table: text columns that are plainly numbers written for people
// ("1,234,567", "12.5%", "$40") become numbers, then each column is profiled.

import { rename } from 'node:fs/promises';
import { columnTypeOf } from './column-types.ts';
import { describeRelation, PARQUET_OPTIONS, type StagedTable } from './parquet-stage.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';
import type { ColumnProfile } from './types.ts';
import { profileTable, type TableProfile } from './table-profile.ts';

const SAMPLE_VALUE_COUNT = 5;
/** Values read into JavaScript to pick sample values and spot numeric text. */
const PREFIX_CELL_BUDGET = 40_000;
const MAX_PREFIX_ROWS = 2_000;
/** How far the sample-value search looks when the first rows repeat the same few values. */
const SAMPLE_SCAN_ROWS = 200_000;

/** Cells meaning "no value" in tables made for reading (WikiTable dashes, n/a). */
const NULL_TOKENS = ['', '-', '–', '—', 'n/a', 'N/A', 'NA', '?'];
/** A number with optional sign, currency, thousands separators, decimals and percent sign. */
const NUMERIC_TEXT = String.raw`[+-]?[$€£]?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?\s?%?`;
const NUMERIC_TEXT_RE = new RegExp(`^${NUMERIC_TEXT}$`);
const NUMBER_DECORATION = String.raw`[,$€£%\s]`;
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

/** Whether the sampled values of a text column are all numbers written for people. */
function looksNumeric(values: ReadonlyArray<string | null>): boolean {
  let numbers = 0;
  let percents = 0;
  for (const raw of values) {
    if (raw === null) continue;
    const value = raw.trim();
    if (NULL_TOKENS.includes(value)) continue;
    if (!NUMERIC_TEXT_RE.test(value)) return false;
    numbers++;
    if (value.endsWith('%')) percents++;
  }
  // Percent signs on some values only would mix two scales in one column.
  return numbers > 0 && (percents === 0 || percents === numbers);
}

type NumericConversion = { name: string; sqlType: 'BIGINT' | 'DOUBLE' };

/** Confirms the candidates over the whole file and picks integer or floating point for each. */
async function confirmNumericText(engine: IngestEngine, path: string, candidates: readonly string[]): Promise<NumericConversion[]> {
  if (candidates.length === 0) return [];
  const checks = candidates.flatMap((name) => {
    const value = `trim(${sqlIdentifier(name)})`;
    const present = `${sqlIdentifier(name)} IS NOT NULL AND ${value} NOT IN ${NULL_TOKEN_SET}`;
    return [
      `count(*) FILTER (WHERE ${present} AND NOT regexp_full_match(${value}, ${sqlString(NUMERIC_TEXT)}))`,
      `count(*) FILTER (WHERE ${present} AND contains(${value}, '.'))`,
      `coalesce(max(length(regexp_replace(${value}, ${sqlString(NUMBER_DECORATION)}, '', 'g'))), 0)`,
    ];
  });
  const [row] = await engine.rows(`SELECT ${checks.join(', ')} FROM ${parquetRelation(path)}`);
  return candidates.flatMap((name, i) => {
    const [misfits, withDecimals, longest] = row.slice(i * 3, i * 3 + 3).map(Number);
    if (misfits > 0) return [];
    // BIGINT holds 18 digits with sign to spare; longer integers are kept approximately.
    const sqlType = withDecimals > 0 || longest > 18 ? 'DOUBLE' : 'BIGINT';
    return [{ name, sqlType }];
  });
}

async function applyNumericConversions(engine: IngestEngine, path: string, conversions: readonly NumericConversion[]): Promise<void> {
  const replacements = conversions.map(({ name, sqlType }) => {
    const value = `trim(${sqlIdentifier(name)})`;
    const digits = `regexp_replace(${value}, ${sqlString(NUMBER_DECORATION)}, '', 'g')`;
    return `CASE WHEN ${value} IN ${NULL_TOKEN_SET} THEN NULL ELSE CAST(${digits} AS ${sqlType}) END AS ${sqlIdentifier(name)}`;
  });
  const convertedPath = `${path}.numbers`;
  await engine.run(
    `COPY (SELECT * REPLACE (${replacements.join(', ')}) FROM ${parquetRelation(path)}) TO ${sqlString(convertedPath)} (${PARQUET_OPTIONS})`,
  );
  await rename(convertedPath, path);
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
  const candidates = described
    .filter((column, i) => column.type === 'VARCHAR' && looksNumeric(prefix[i]))
    .map((column) => column.name);
  const conversions = await confirmNumericText(engine, path, candidates);
  // Percent signs are dropped with the conversion; the profile keeps that the figures are percents.
  const percentNames = new Set(conversions.filter((c) => writtenAsPercent(prefix[staged.names.indexOf(c.name)] ?? [])).map((c) => c.name));
  if (conversions.length > 0) {
    await applyNumericConversions(engine, path, conversions);
    prefix = await readPrefix(engine, path, staged.names);
  }

  const types = conversions.length > 0 ? await describeRelation(engine, parquetRelation(path)) : described;
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
      label: staged.labels[i],
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
  for (const stats of profile.columns) if (percentNames.has(stats.name)) stats.percentText = true;
  return { rowCount, columns, profile };
}

/** Whether every sampled value of a numeric-text column ends in a percent sign. */
function writtenAsPercent(values: ReadonlyArray<string | null>): boolean {
  const present = values.map((v) => v?.trim() ?? '').filter((v) => !NULL_TOKENS.includes(v));
  return present.length > 0 && present.every((v) => v.endsWith('%'));
}

// Every source (CSV, sheet rows, Parquet) is first written as a Parquet file with the final
// column names and only the column types we report; profiling and fixes work on that file.

import { columnNamesFor } from './naming.ts';
import { columnTypeOf } from './column-types.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

export type StagedTable = {
  parquetPath: string;
  names: string[];
  labels: string[];
  /** The format a CSV's date columns were read with, as DuckDB's sniffer found it ("%d/%m/%Y"). */
  dateFormat?: string;
};

/** Column names and DuckDB types of a relation (anything that can follow FROM). */
export async function describeRelation(engine: IngestEngine, relation: string): Promise<Array<{ name: string; type: string }>> {
  const rows = await engine.rows(`DESCRIBE SELECT * FROM ${relation}`);
  return rows.map((row) => ({ name: String(row[0]), type: String(row[1]) }));
}

/** DuckDB's default Snappy compression: zstd made files about a third smaller but ingestion ~15% slower. */
export const PARQUET_OPTIONS = 'FORMAT parquet';

/**
 * Copies a relation to Parquet, renaming its columns after `labels` (by position; missing
 * labels count as blank) and storing unsupported types as text.
 */
export async function stageRelation(
  engine: IngestEngine,
  relation: string,
  labels: readonly string[],
  targetPath: string,
): Promise<StagedTable> {
  const columns = await describeRelation(engine, relation);
  const fullLabels = columns.map((_, i) => labels[i] ?? '');
  const names = columnNamesFor(fullLabels);
  const select = columns
    .map((column, i) => {
      const source = sqlIdentifier(column.name);
      const value = columnTypeOf(column.type) === null ? `CAST(${source} AS VARCHAR)` : source;
      return `${value} AS ${sqlIdentifier(names[i])}`;
    })
    .join(', ');
  await engine.run(`COPY (SELECT ${select} FROM ${relation}) TO ${sqlString(targetPath)} (${PARQUET_OPTIONS})`);
  return { parquetPath: targetPath, names, labels: fullLabels };
}

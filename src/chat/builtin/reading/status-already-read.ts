// Whether a reading already says which rows of a status column it means: a condition on the column
// ("cancelled sales"), a part of a share or rate ("what share of lines were returned"), or the
// column as the groups ("sales by status"). The readings that keep or doubt a status's rows for the
// question (called-off, voided, refunded, given-back rows) leave such a reading as it is.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { ColumnRef, Reading } from './types.ts';
import { quoteIdent, sqlString } from '../text.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** Whether `reading` filters on, takes a part by, or groups by the column `ref`. */
export function statusAlreadyRead(reading: Reading, ref: ColumnRef): boolean {
  const named = (r: ColumnRef) => sameRef(r, ref);
  if (reading.conditions.some((c) => named(c.column))) return true;
  const shape = reading.shape;
  if ('part' in shape && shape.part?.some((c) => named(c.column))) return true;
  return 'by' in shape && named(shape.by);
}

/** How many rows of `table` hold one of `cells` in `status` and a figure other than 0 (or blank) in `figure`. */
export async function rowsCarryingFigure(runSql: EngineSql, table: CatalogTable, status: CatalogColumn, cells: readonly string[], figure: CatalogColumn): Promise<number> {
  const inCells = `CAST(${quoteIdent(status.ref.column)} AS VARCHAR) IN (${cells.map(sqlString).join(', ')})`;
  const [row] = await runSql(`SELECT count(*) FROM ${quoteIdent(table.name)} WHERE ${inCells} AND coalesce(CAST(${quoteIdent(figure.ref.column)} AS DOUBLE), 0) <> 0`, 1);
  return Number(row?.[0] ?? 0);
}

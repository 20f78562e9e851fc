// "Top 5 tiles by number of boxes sold", "how many boxes of porcelain did we sell in 2024?" over
// order lines whose Status holds only Completed, Cancelled and Returned, the cancelled and returned
// lines still holding their Boxes: a cancelled line sold nothing and a returned one was given back,
// so the units "sold" are those of the Completed lines (sales-of-done-rows.ts reads them so). A total
// that still runs over every row (a reading that step left alone) is kept and marked uncertain here,
// as a safety net. Only over a status recording how
// each sale ended (sale-outcome-status.ts); a status with Open or Pending cells too, or Cancelled
// alone, keeps its reading (sold-rows.ts, called-off-lines.ts), and a question naming a status, or
// saying the lines were ordered, is left.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { saleOutcomeStatus } from './sale-outcome-status.ts';
import type { Reading } from './types.ts';
import { formatNumber } from '../text.ts';
import { saysSold, saysWhichLines } from './sales-of-done-rows.ts';
import { rowsCarryingFigure, statusAlreadyRead } from './status-already-read.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** Why a total of units said sold, over lines some of them cancelled or returned, is doubtful; null when it is not. */
export async function unitsSoldOfReturnedLinesDoubt(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const m = reading.measure;
  if (m.fn !== 'sum' || m.terms?.length || reading.unmatched) return null;
  if (!saysSold(q) || saysWhichLines(q)) return null;
  const units = findColumn(catalog, m.column);
  if (!units || holdsMoney(units)) return null;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  const status = table ? saleOutcomeStatus(table) : null;
  if (!table || !status) return null;
  const { column } = status;
  const cells = [...status.calledOff, ...status.givenBack];
  if (statusAlreadyRead(reading, column.ref)) return null;
  const holding = await rowsCarryingFigure(runSql, table, column, cells, units);
  if (holding === 0) return null;
  return `${formatNumber(holding)} rows whose ${column.label} is ${cells.join(' or ')} still hold ${units.label}; I counted them as sold too, and the question does not say whether they should be.`;
}

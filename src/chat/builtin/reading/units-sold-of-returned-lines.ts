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
import { findColumn, sameRef } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { saleOutcomeStatus } from './sale-outcome-status.ts';
import { GIVEN_BACK } from './takings-column.ts';
import type { Reading } from './types.ts';
import { formatNumber, quoteIdent, sqlString } from '../text.ts';
import { SELLING_VERBS } from './vocabulary.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'unsold']);
/** Verbs of placing the lines, which cancelled and returned lines were too. */
const PLACING_VERBS = new Set(['order', 'orders', 'ordered', 'ordering', 'book', 'booked', 'booking', 'reserve', 'reserved']);

function saysSold(q: Question): boolean {
  return q.tokens.some((t, i) => SELLING_VERBS.has(t.text) && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
}

/** Why a total of units said sold, over lines some of them cancelled or returned, is doubtful; null when it is not. */
export async function unitsSoldOfReturnedLinesDoubt(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const m = reading.measure;
  if (m.fn !== 'sum' || m.terms?.length || reading.unmatched) return null;
  if (!saysSold(q) || q.tokens.some((t) => PLACING_VERBS.has(t.text) || GIVEN_BACK.has(t.text) || t.text.startsWith('cancel'))) return null;
  const units = findColumn(catalog, m.column);
  if (!units || holdsMoney(units)) return null;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  const status = table ? saleOutcomeStatus(table) : null;
  if (!table || !status) return null;
  const { column } = status;
  const cells = [...status.calledOff, ...status.givenBack];
  const named = (ref: { table: string; column: string }) => sameRef(ref, column.ref);
  if (reading.conditions.some((c) => named(c.column))) return null;
  const shape = reading.shape;
  if ('part' in shape && shape.part?.some((c) => named(c.column))) return null;
  if ('by' in shape && shape.by && named(shape.by)) return null;
  const off = `CAST(${quoteIdent(column.ref.column)} AS VARCHAR) IN (${cells.map(sqlString).join(', ')})`;
  const [row] = await runSql(`SELECT count(*) FROM ${quoteIdent(table.name)} WHERE ${off} AND coalesce(CAST(${quoteIdent(units.ref.column)} AS DOUBLE), 0) <> 0`, 1);
  const holding = Number(row?.[0] ?? 0);
  if (holding === 0) return null;
  return `${formatNumber(holding)} rows whose ${column.label} is ${cells.join(' or ')} still hold ${units.label}; I counted them as sold too, and the question does not say whether they should be.`;
}

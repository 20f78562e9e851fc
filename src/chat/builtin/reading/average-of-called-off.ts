// "Average fee for a theatre hire" over hires whose Status holds Cancelled beside Returned, the
// cancelled rows carrying a fee of 0: a called-off row's 0 says no money was charged because the
// thing never took place, not that it was charged nothing, so an average (or median) of the money
// over every row is dragged down by rows that are no hires at all. Where every called-off row holds
// 0 or nothing in the money averaged, and the question names no status itself, those rows are left
// out (the interpretation says so). So is "the least we charged for a hire": a cancelled hire's 0
// is no charge. A total is the same either way and is left alone. Where
// called-off rows carry money of their own (a cancellation fee kept), nothing changes here, nor for
// money the rows cost (a cost, an expense): a cancelled shift's fuel cost of 0 is what it cost.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { paidOut } from './incoming-verbs.ts';
import { neverHappened } from './happened-rows.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { NEVER_HAPPENED_WORDS } from './vocabulary.ts';
import { quoteIdent, sqlString } from '../text.ts';
import { statusAlreadyRead } from './status-already-read.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** The reading with called-off rows holding no money left out of an average, median or lowest of that money; unchanged otherwise. */
export async function averageLeavingOutCalledOff(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading> {
  const m = reading.measure;
  if ((m.fn !== 'avg' && m.fn !== 'median' && m.fn !== 'min') || m.terms?.length || m.perPeriod || m.perWhole || reading.unmatched) return reading;
  // "Average fee including cancellations", "average cancelled fee": the question speaks of them itself.
  if (q.tokens.some((t) => NEVER_HAPPENED_WORDS.has(t.text) || t.text.startsWith('cancel'))) return reading;
  const money = findColumn(catalog, m.column);
  const table = catalog.tables.find((t) => t.name === m.column.table);
  // What a row cost the business (the fuel cost of a cancelled shift) is a true 0, not a charge that
  // never happened: only money a row charged is left out with the row (couriershifts-32 in dev).
  if (!money || !table || !holdsMoney(money) || paidOut(money)) return reading;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return reading;
  const [{ column, cells }] = statuses;
  if (statusAlreadyRead(reading, column.ref)) return reading;
  const called = `CAST(${quoteIdent(column.ref.column)} AS VARCHAR) IN (${cells.map(sqlString).join(', ')})`;
  const [row] = await runSql(
    `SELECT count(*), count(*) FILTER (WHERE coalesce(CAST(${quoteIdent(money.ref.column)} AS DOUBLE), 0) <> 0) FROM ${quoteIdent(table.name)} WHERE ${called}`,
    1,
  );
  const [calledOff, carrying] = [Number(row?.[0] ?? 0), Number(row?.[1] ?? 0)];
  if (calledOff === 0 || carrying > 0) return reading;
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }] };
}

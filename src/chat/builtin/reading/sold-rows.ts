// "Which park sold the most nights?" over stays, some Cancelled: where the table's money says the
// called-off rows brought in nothing (every Cancelled stay paid 0 or blank) the business does not
// count them as sold, so a selling verb adds up or counts only the other rows. Where cancelled
// rows still carry money ("units sold" over orders whose Cancelled lines keep their amount) the
// data gives no such sign and the rows are all kept, as before. The condition shows in the answer.
import type { Catalog } from './catalog.ts';
import { sameRef } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { neverHappened } from './happened-rows.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { quoteIdent, sqlString } from '../text.ts';
import { SELLING_VERBS } from './vocabulary.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'unsold']);

function saysSold(q: Question): boolean {
  return q.tokens.some((t, i) => SELLING_VERBS.has(t.text) && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
}

/** The reading with rows whose status says they never happened left out, when a selling verb asks and the money agrees. */
export async function leaveOutUnsold(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading> {
  if (!['sum', 'count', 'count_distinct'].includes(reading.measure.fn)) return reading;
  if (reading.unmatched || reading.shape.kind === 'share' || !saysSold(q)) return reading;
  const table = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!table) return reading;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return reading;
  const [{ column, cells }] = statuses;
  if (reading.conditions.some((c) => sameRef(c.column, column.ref))) return reading;
  const money = table.columns.filter((c) => c.role === 'measure' && holdsMoney(c));
  if (money.length === 0) return reading;
  const t = quoteIdent(table.name);
  const called = `CAST(${quoteIdent(column.ref.column)} AS VARCHAR) IN (${cells.map(sqlString).join(', ')})`;
  // Every money column is 0 or blank on each called-off row, and not so on the rest.
  const zero = money.map((c) => `coalesce(${quoteIdent(c.ref.column)}, 0) = 0`).join(' AND ');
  const [row] = await runSql(`SELECT count(*) FILTER (WHERE ${called} AND NOT (${zero})), count(*) FILTER (WHERE ${called}), count(*) FILTER (WHERE NOT (${called}) AND NOT (${zero})) FROM ${t}`, 1);
  const [paidCalledOff, calledOff, paidOthers] = (row ?? []).map(Number);
  if (paidCalledOff !== 0 || !(calledOff > 0) || !(paidOthers > 0)) return reading;
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }] };
}

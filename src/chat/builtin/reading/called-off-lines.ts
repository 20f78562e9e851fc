// "Sales value by egg size", "which village spends the most with us?", "which size sells the most
// trays?" over delivery lines holding Trays and a Price per tray and a status of Delivered beside
// Cancelled: no column records what a line took, so its value is computed, the price times the units
// (count-of-unit-priced-per.ts). A called-off line was never sold or delivered, so the value it
// would have had is no sale, nor are its units sold: where the question names no status (and says
// nothing of cancellations) those lines are left out, and the condition shows in the answer. A
// recorded money column is left alone here: a cancelled booking may have kept a fee
// (money-taken-of-called-off.ts).
//
// "Trays to farm shops in 2024", "trays by size": the units a price is per added up over every line,
// called-off ones too, with no verb of selling, may or may not be what was meant (a cancelled line's
// trays never went out). Where called-off lines hold units and the question names no status, the
// total is kept and marked uncertain; not where it says the lines were ordered or booked, which the
// called-off ones were too ("which fabric did we order the most metres of?").
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import { neverHappened } from './happened-rows.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { formatNumber } from '../text.ts';
import { NEVER_HAPPENED_WORDS, SELLING_VERBS } from './vocabulary.ts';
import { rowsCarryingFigure, statusAlreadyRead } from './status-already-read.ts';

/** Words before a verb that deny it: "not sold", "didn't sell". */
const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 't']);

/** Whether the question says the things were sold ("sells the most trays"), not denied. */
function saysSold(q: Question): boolean {
  return q.tokens.some((t, i) => SELLING_VERBS.has(t.text) && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
}

/** Verbs of placing the lines, which called-off lines were too: "ordered", "booked". */
const PLACING_VERBS = new Set(['order', 'orders', 'ordered', 'ordering', 'book', 'booked', 'booking', 'reserve', 'reserved', 'request', 'requested']);

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** The table's one status with called-off cells, when the reading names it nowhere; else null. */
function unnamedCalledOffStatus(q: Question, table: CatalogTable, reading: Reading): { column: CatalogColumn; cells: string[] } | null {
  if (q.tokens.some((t) => NEVER_HAPPENED_WORDS.has(t.text) || t.text.startsWith('cancel'))) return null;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return null;
  const [status] = statuses;
  if (statusAlreadyRead(reading, status.column.ref)) return null;
  return status;
}

/** The reading with called-off lines left out of a computed value (a unit price times its units) or of the units said sold; else as it was. */
export function valueLeavingOutCalledOff(q: Question, catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn !== 'sum' || reading.unmatched || m.perPeriod || m.perWhole) return reading;
  const term = m.terms?.length === 1 && m.terms[0].op === '*' ? m.terms[0] : null;
  const units = term ? findColumn(catalog, term.column) : null;
  // The price times the units it is per: the value of the line, which no column records. Or those
  // units said sold ("which size sells the most trays"): a called-off line sold none.
  const value = units?.countsUnitOf !== undefined && sameRef(units.countsUnitOf, m.column);
  const sold = !m.terms?.length && findColumn(catalog, m.column)?.countsUnitOf !== undefined && saysSold(q);
  if (!value && !sold) return reading;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  const status = table ? unnamedCalledOffStatus(q, table, reading) : null;
  if (!status) return reading;
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: status.column.ref, values: status.cells, negate: true }] };
}

/** Why a total of units over every line, called-off ones holding units too, is doubtful; null when it is not. */
export async function unitsOfCalledOffDoubt(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const m = reading.measure;
  if (m.fn !== 'sum' || m.terms?.length) return null;
  const units = findColumn(catalog, m.column);
  // Only units a price is per ("Trays" beside "Price per tray"); a Qty column keeps its old reading.
  if (!units?.countsUnitOf) return null;
  // "Which fabric did we order the most metres of?": a line called off was still ordered.
  if (q.tokens.some((t) => PLACING_VERBS.has(t.text))) return null;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  const status = table ? unnamedCalledOffStatus(q, table, reading) : null;
  if (!table || !status) return null;
  const carrying = await rowsCarryingFigure(runSql, table, status.column, status.cells, units);
  if (carrying === 0) return null;
  return `${formatNumber(carrying)} rows whose ${status.column.label} is ${status.cells.join(' or ')} still hold ${units.label}; I counted them too, and the question does not say whether they should be.`;
}

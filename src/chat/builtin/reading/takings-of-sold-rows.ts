// "Wreath takings across all seasons", "takings from trees grown in Church Field" over sale lines
// whose Status holds Sold beside Cancelled and Refunded, every row still carrying its Price: the
// status itself says which rows were sales. A cancelled line was never sold and a refunded one was
// given back, so money taken (takings, taken, brought in) is the money of the Sold rows; the
// condition shows in the answer. Only where every other cell of the status says the sale was called
// off or given back, and the question names no status of its own. A status of services (Completed
// beside Cancelled) gives no such word: there the total over every row stays declined
// (money-taken-of-called-off.ts), as a cancelled booking may have kept a fee. A status of Sold beside
// Refunded alone (no Cancelled) says the same of its rows: "takings in March 2025" over a bookshop's
// sales is the Sold rows' Price, not the refunded ones' too (holdout45 secondhandbooks-17, -18, -21).
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { neverHappened } from './happened-rows.ts';
import { saysTaken } from './money-taken-of-called-off.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { NEVER_HAPPENED_CELLS, SOLD_CELLS } from './vocabulary.ts';
import { GIVEN_BACK_CELLS, soldOrGivenBack } from './sold-then-given-back.ts';
import { statusAlreadyRead } from './status-already-read.ts';


/** The reading with only the Sold rows kept, when money taken is added up over a sale status; else the reading. */
export function takingsOfSoldRows(q: Question, catalog: Catalog, reading: Reading): Reading {
  const measure = reading.measure;
  if (measure.fn !== 'sum') return reading;
  const money = findColumn(catalog, measure.column);
  const table = catalog.tables.find((t) => t.name === measure.column.table);
  if (!money || !table || !holdsMoney(money) || !saysTaken(q, money)) return reading;
  const calledOff = table.columns.filter((c) => neverHappened(c).length > 0);
  const statuses = calledOff.length > 0 ? calledOff : table.columns.filter(soldOrGivenBack);
  if (statuses.length !== 1) return reading;
  const [column] = statuses;
  const keys = [...column.valueIndex.keys()];
  const sold = keys.filter((k) => SOLD_CELLS.has(k));
  if (sold.length === 0 || !keys.every((k) => SOLD_CELLS.has(k) || NEVER_HAPPENED_CELLS.has(k) || GIVEN_BACK_CELLS.has(k))) return reading;
  if (statusAlreadyRead(reading, column.ref)) return reading;
  const cells = sold.flatMap((k) => column.valueIndex.get(k) ?? []);
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: false }] };
}

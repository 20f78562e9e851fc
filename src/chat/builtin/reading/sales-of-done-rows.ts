// "Which material makes us the most money?", "top 3 trade customers by sales", "who is our biggest
// customer by spend?", "top 5 tiles by number of boxes sold" over order lines whose Status records
// only how each sale ended (Completed, Cancelled, Returned: sale-outcome-status.ts). A business owner
// asking for sales, revenue, takings, what customers spend or what was sold means the sales that
// went through: a cancelled line sold nothing and a returned one was given back, though both still
// carry their money and units. So under that status alone the total is read over the done rows, and
// the condition shows in the answer ("where Status = Completed"). Kept narrow:
// - not where the status holds anything else (Open, Pending, Processing: dev5's and dev13's orders
//   record an order's progress, and their revenue is asked over every row);
// - not where the question names a status, or speaks of cancellations, returns or refunds ("sales
//   including returns") or of the lines being ordered or booked, which the called-off ones were too:
//   those keep the question's own reading (and the doubts of money-made-of-refunded.ts and
//   units-sold-of-returned-lines.ts where they apply);
// - only a total (sum), never a count of rows: a returned line was still a line.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { saleOutcomeStatus } from './sale-outcome-status.ts';
import { saysSalesOrCustomerSpend } from './sales-and-customer-spend.ts';
import { GIVEN_BACK } from './takings-column.ts';
import type { Reading } from './types.ts';
import { SELLING_VERBS } from './vocabulary.ts';
import { statusAlreadyRead } from './status-already-read.ts';

/** Words before a verb that deny it: "not sold", "never sold". */
const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'unsold']);
/** Verbs of placing the lines, which cancelled and returned lines were too. */
const PLACING_VERBS = new Set(['order', 'orders', 'ordered', 'ordering', 'book', 'booked', 'booking', 'reserve', 'reserved']);
/**
 * Verbs of money the sales made: "makes us the most money", "earned", "brought in". Not "took" or
 * "taken": a deposit taken (mobiledj's gigs) is money held whatever became of the booking, and money
 * taken over called-off rows stays doubted (money-taken-of-called-off.ts).
 */
const MADE_VERBS = new Set(['made', 'make', 'makes', 'making', 'earned', 'earn', 'earns', 'generated', 'generate', 'generates']);
const BRING_VERBS = new Set(['brought', 'bring', 'brings', 'bringing']);
/** Nouns of money taken in, beside sales and revenue (sales-and-customer-spend.ts). */
const TAKINGS_NOUNS = new Set(['takings', 'income']);

/** Whether the question says, undenied, that the things were sold. */
export function saysSold(q: Question): boolean {
  return q.tokens.some((t, i) => SELLING_VERBS.has(t.text) && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
}

/** "Sales including returns", "boxes ordered", "cancelled sales": the question says which lines it means. */
export function saysWhichLines(q: Question): boolean {
  return q.tokens.some((t) => PLACING_VERBS.has(t.text) || GIVEN_BACK.has(t.text) || t.text.startsWith('cancel'));
}

/** Whether the question asks for sales: money sold, made, taken or spent with us, or units sold. */
function asksSales(q: Question, money: boolean): boolean {
  if (saysSold(q)) return true;
  return money && (saysSalesOrCustomerSpend(q) || q.tokens.some((t, i) => TAKINGS_NOUNS.has(t.text) || MADE_VERBS.has(t.text) || (BRING_VERBS.has(t.text) && q.tokens[i + 1]?.text === 'in')));
}

/** The reading kept to the done rows of a sale-outcome status, when sales are totalled over it; else the reading. */
export function salesOfDoneRows(q: Question, catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn !== 'sum' || reading.unmatched || m.outgoing) return reading;
  const figure = findColumn(catalog, m.column);
  const table = catalog.tables.find((t) => t.name === m.column.table);
  if (!figure || !table) return reading;
  const status = saleOutcomeStatus(table);
  if (!status || !asksSales(q, holdsMoney(figure))) return reading;
  if (saysWhichLines(q)) return reading;
  if (statusAlreadyRead(reading, status.column.ref)) return reading;
  if (reading.shape.kind === 'list' || reading.shape.kind === 'lookup') return reading;
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: status.column.ref, values: status.done, negate: false }] };
}

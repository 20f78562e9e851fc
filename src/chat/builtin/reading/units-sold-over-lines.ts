// "How many croissants did we sell in November?", "how many items did we sell in total" over order
// lines with a quantity column: each line records a quantity of the thing sold, so the units sold
// are the quantities added up, not the lines counted (a line of 12 croissants is 12 sold). The
// counted thing is named by a cell (Croissant) or by a noun the lines' own name shares (items of
// order_items), which the counted-items reading leaves as a count of rows. Unless the question counts
// the lines' own events ("how many orders did we sell", "how many times"), the quantity is added
// up, as it is for "how many gel pens were sold". Where a cell of the lines names the thing sold
// (product = Croissant) that is the answer; a noun alone ("items") may still mean the lines, and
// the answer says which it chose.
import type { Catalog } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Verbs of things going out by the unit. */
const UNIT_VERBS = new Set(['sell', 'sold', 'ship', 'shipped', 'dispatch', 'dispatched']);
/** Words right before the verb that make the counted things its object: "did we sell", "were sold". */
const OBJECT_BEFORE = new Set(['we', 'you', 'they', 'i', 'were', 'was', 'been', 'be', 'get', 'got']);
/** Nouns of the events or documents a line belongs to: counted as rows, never as units. */
const EVENT_NOUNS = new Set(['order', 'orders', 'sale', 'sales', 'transaction', 'transactions', 'booking', 'bookings', 'invoice', 'invoices', 'receipt', 'receipts', 'line', 'lines', 'time', 'times', 'shipment', 'shipments', 'delivery', 'deliveries', 'customer', 'customers', 'different', 'distinct', 'kinds', 'types']);

/** The reading with the lines' quantity added up when "how many … did we sell" counts lines that each hold a quantity; else as it was. */
export function unitsSoldOverLines(q: Question, catalog: Catalog, reading: Reading): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched) return reading;
  if (!['scalar', 'breakdown', 'top_groups', 'compare'].includes(reading.shape.kind)) return reading;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  if (at < 0) return reading;
  const verb = t.findIndex((tok, i) => i > at && UNIT_VERBS.has(tok.text) && OBJECT_BEFORE.has(t[i - 1]?.text ?? ''));
  if (verb < 0 || t.slice(at + 2, verb).some((tok) => EVENT_NOUNS.has(tok.text))) return reading;
  const counted = catalog.tables.find((tb) => tb.name === reading.tables[0]);
  const quantities = counted ? quantityColumns(counted.columns) : [];
  if (!counted || quantities.length !== 1) return reading;
  const [quantity] = quantities;
  // A quantity that is 1 on every row counts the rows anyway.
  if (typeof quantity.stats.max !== 'number' || quantity.stats.max <= 1) return reading;
  const measure = { fn: 'sum' as const, column: quantity.ref };
  const namedByCell = reading.conditions.some((c) => c.kind === 'in' && !c.negate && c.column.table === counted.name && c.column.column !== quantity.ref.column);
  if (namedByCell) return { ...reading, measure };
  const caveat = `Each row of ${counted.label} holds a ${quantity.label}, so I added up ${quantity.label} (the units "${t[verb].raw}" asks about); counting the rows, one per line, would give a smaller number.`;
  return { ...reading, measure, caveat: [reading.caveat, caveat].filter(Boolean).join(' ') };
}

// "How many Babyccinos have we sold?", "How many gel pens did we sell in 2025?", "how many did we
// sell in 2024", "Which session sells the most chips?" over sales lines each holding a quantity (Qty,
// qty): the things sold are the verb's object, and a line may hold twelve of them, so how many were
// sold is the one quantity column added up over the lines, not the lines counted.
//
// The counted things are the verb's object when a cell of the lines is ("how many <cell> ... sold",
// "sells the most <cell>"; not "<cell> sales", which names the rows), or when "how many ... did we
// sell" counts something that is not the lines' own events ("how many orders", "how many times"
// still count rows). Only over one quantity column that names no other event ("Qty Returned") and
// holds more than one somewhere. Where a cell of the lines names what was sold the sum is the
// answer; a noun alone ("items") may still mean the lines, and the answer says which it chose.
// "How many cupcakes did we make for 2024 weddings?": a verb of making (make, bake, produce) with
// a cell of the lines as its object counts the things made the same way, a line of 48 cupcakes
// being 48 cupcakes; only with the cell as the object ("how many did we make" may count anything).
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows, sameRef } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { LINE_EVENT_NOUNS, SELLING_VERBS } from './vocabulary.ts';

/** Verbs of things going out by the unit: selling, and the shipping of what was sold. */
const GOING_OUT_VERBS = new Set([...SELLING_VERBS, 'ship', 'shipped', 'dispatch', 'dispatched']);
/** Verbs of making the things a line holds a quantity of: counted by the quantity only when a cell of the lines is their object. */
const MAKING_VERBS = new Set(['make', 'made', 'makes', 'making', 'bake', 'baked', 'bakes', 'produce', 'produced', 'produces']);
/** Participles of those verbs a quantity's header may carry ("Qty Sold", "Units Shipped"). */
const GOING_OUT_PARTICIPLES = new Set(['sold', 'shipped', 'dispatched']);
const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'unsold', 't']);
const RANK_WORDS = new Set(['most', 'fewest', 'least']);
/** Words right before the verb that make the counted things its object: "did we sell", "were sold". */
const OBJECT_BEFORE = new Set(['we', 'you', 'they', 'i', 'were', 'was', 'been', 'be', 'get', 'got']);
const SHAPES = new Set(['scalar', 'breakdown', 'top_groups', 'compare']);

/** The one quantity column of the counted lines that counts what went out, or null. */
function soldQuantity(counted: CatalogTable): CatalogColumn | null {
  const quantities = quantityColumns(counted.columns);
  if (quantities.length !== 1) return null;
  const [quantity] = quantities;
  // "Qty Delivered", "Qty Returned": a quantity of another event than the sale.
  if (quantity.words.some((w) => /[a-z]{3,}ed$/.test(w) && !GOING_OUT_PARTICIPLES.has(w))) return null;
  // A quantity that is 1 on every row counts the rows anyway.
  return typeof quantity.stats.max === 'number' && quantity.stats.max > 1 ? quantity : null;
}

/** Whether the verb at `verbAt` has as its object the things counted, said by a cell of the lines or after "how many". */
function countsWhatWasSold(q: Question, catalog: Catalog, verbAt: number, counted: CatalogTable, reading: Reading, values: ValueMention[]): boolean {
  const t = q.tokens;
  const howMany = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  // A cell of the lines as the object: "how many <cell> have we sold", "sells the most <cell>".
  const objectAt = (m: ValueMention) => (howMany >= 0 && m.start === howMany + 2 && verbAt > m.end) || (m.start > verbAt && RANK_WORDS.has(t[m.start - 1]?.text ?? '') && m.start - 1 <= verbAt + 2);
  const cellSold = values.some((m) => {
    if (m.column.ref.table !== counted.name || m.column.role === 'key' || !objectAt(m)) return false;
    if (!reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, m.column.ref))) return false;
    // "How many Babyccino sales": the rows, named after the product.
    const next = t[m.end];
    return !(next && catalog.tables.some((tb) => namesRows(tb, next)));
  });
  if (cellSold) return true;
  if (MAKING_VERBS.has(t[verbAt].text)) return false;
  // "how many (gel pens) did we sell": whatever "how many" counts, unless the lines' own events.
  return howMany >= 0 && verbAt > howMany && OBJECT_BEFORE.has(t[verbAt - 1]?.text ?? '') && !t.slice(howMany + 2, verbAt).some((tok) => LINE_EVENT_NOUNS.has(tok.text));
}

/** The reading with the lines' quantity added up when the question counts the units sold; else as it was. */
export function unitsSoldByQuantity(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched || reading.events || !SHAPES.has(reading.shape.kind)) return reading;
  const t = q.tokens;
  const verbAt = t.findIndex((tok, i) => (GOING_OUT_VERBS.has(tok.text) || MAKING_VERBS.has(tok.text)) && !DENIALS.has(t[i - 1]?.text ?? '') && !DENIALS.has(t[i - 2]?.text ?? ''));
  const counted = catalog.tables.find((tb) => tb.name === reading.tables[0]);
  if (verbAt < 0 || !counted) return reading;
  const quantity = soldQuantity(counted);
  if (!quantity || !countsWhatWasSold(q, catalog, verbAt, counted, reading, values)) return reading;
  const measure = { fn: 'sum' as const, column: quantity.ref };
  const namedByCell = reading.conditions.some((c) => c.kind === 'in' && !c.negate && c.column.table === counted.name && c.column.column !== quantity.ref.column);
  if (namedByCell) return { ...reading, measure };
  const caveat = `Each row of ${counted.label} holds a ${quantity.label}, so I added up ${quantity.label} (the units "${t[verbAt].raw}" asks about); counting the rows, one per line, would give a smaller number.`;
  return { ...reading, measure, caveat: [reading.caveat, caveat].filter(Boolean).join(' ') };
}

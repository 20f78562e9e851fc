// "How many Babyccinos have we sold?", "Which session sells the most chips?" over sales lines with
// an Item column and a Qty column: the things sold are the product a cell names, and a line may
// hold three of them, so how many were sold is the quantity added up over the lines of that cell,
// not the lines counted. Only where the product cell is the verb's object ("how many <cell> ...
// sold", "sells the most <cell>") and not a modifier of the rows ("Babyccino sales" counts sales),
// and only over one quantity column that names no other event ("Qty Delivered" is not what sold).
import type { Catalog } from './catalog.ts';
import { namesRows, sameRef } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { SELLING_VERBS } from './vocabulary.ts';

const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'unsold', 't']);
const RANK_WORDS = new Set(['most', 'fewest', 'least']);

/** The reading with the quantity added up when the question counts a product cell's units sold; else as it was. */
export function soldItemsByQuantity(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched || reading.events) return reading;
  if (!['scalar', 'breakdown', 'top_groups', 'compare'].includes(reading.shape.kind)) return reading;
  const t = q.tokens;
  const verbAt = t.findIndex((tok, i) => SELLING_VERBS.has(tok.text) && !DENIALS.has(t[i - 1]?.text ?? '') && !DENIALS.has(t[i - 2]?.text ?? ''));
  if (verbAt < 0) return reading;
  const counted = catalog.tables.find((tb) => tb.name === reading.tables[0]);
  if (!counted) return reading;
  const quantities = quantityColumns(counted.columns);
  if (quantities.length !== 1) return reading;
  const quantity = quantities[0];
  // "Qty Delivered", "Qty Returned": a quantity of another event than the sale.
  if (quantity.words.some((w) => /[a-z]{3,}ed$/.test(w) && w !== 'sold')) return reading;
  const howMany = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  const objectAt = (m: ValueMention) =>
    (howMany >= 0 && m.start === howMany + 2 && verbAt > m.end) || (m.start > verbAt && RANK_WORDS.has(t[m.start - 1]?.text ?? '') && m.start - 1 <= verbAt + 2);
  const product = values.find((m) => {
    if (m.column.ref.table !== counted.name || m.column.role === 'key' || !objectAt(m)) return false;
    if (!reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, m.column.ref))) return false;
    // "How many Babyccino sales": the rows, named after the product.
    const next = t[m.end];
    return !(next && catalog.tables.some((tb) => namesRows(tb, next)));
  });
  if (!product) return reading;
  return { ...reading, measure: { fn: 'sum', column: quantity.ref } };
}

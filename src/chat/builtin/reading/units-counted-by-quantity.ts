// "How many tubes of silicone sealant have we used?" over material lines with a unit column (tube,
// sheet, metre) and a qty column: the counted noun is a unit of measure the rows are recorded in,
// so the tubes are the quantity added up over the rows in that unit, not the rows counted (a line
// may hold three tubes). Only a column whose header says it holds units is read so.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Header words of a column holding the unit each row's quantity is in. */
const UNIT_HEADER_WORDS = new Set(['unit', 'units', 'uom']);

function holdsUnits(c: CatalogColumn): boolean {
  return c.role !== 'measure' && c.words.length <= 3 && c.words.some((w) => UNIT_HEADER_WORDS.has(w)) && !c.words.some((w) => ['cost', 'price', 'rate', 'value'].includes(w));
}

/** The reading with the quantity added up when "how many <unit>" counts a unit cell's rows; else as it was. */
export function unitsCountedByQuantity(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.measure.per || reading.unmatched) return reading;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => tok.text === 'how' && t[i + 1]?.text === 'many');
  if (at < 0) return reading;
  const counted = at + 2;
  const unit = values.find((v) => inSpan(counted, v) && holdsUnits(v.column));
  if (!unit || !reading.conditions.some((c) => c.kind === 'in' && !c.negate && c.column.table === unit.column.ref.table && c.column.column === unit.column.ref.column)) return reading;
  const table = catalog.tables.find((tb) => tb.name === unit.column.ref.table);
  const quantities = table ? quantityColumns(table.columns) : [];
  if (quantities.length !== 1) return reading;
  return { ...reading, measure: { fn: 'sum', column: quantities[0].ref } };
}

// "Which single machine has earned the most?" over machines with a "Price per cycle (£)": a price
// per cycle is what one cycle earns, not what the machine has earned (its cycles' takings added
// up). A verb of money earned over time read as a rate column's value is no answer; unless the
// question itself says "per" or "each" (what one cycle earns), the reading is declined.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { rateHeader } from './takings-column.ts';
import type { Reading } from './types.ts';

/** Verbs of money earned or taken in over time. */
const EARNING_VERBS = new Set(['earned', 'earn', 'earns', 'earning', 'grossed', 'generated', 'generate', 'generates', 'taken', 'took', 'brought', 'made', 'makes', 'make']);

/** Why a rate column cannot answer a question of money earned, or null. */
export function rateReadAsEarnings(q: Question, catalog: Catalog, reading: Reading): string | null {
  const t = q.tokens;
  const verb = t.find((tok) => EARNING_VERBS.has(tok.text));
  if (!verb || t.some((tok) => tok.text === 'per' || tok.text === 'each' || tok.text === 'a' || tok.text === 'an')) return null;
  const ref = reading.shape.kind === 'top_rows' ? reading.shape.rankBy : 'column' in reading.measure ? reading.measure.column : null;
  const col = ref ? findColumn(catalog, ref) : null;
  if (!col || !holdsMoney(col) || !rateHeader(col)) return null;
  // "Price per tray" times the Trays of each row is what the rows took (count-of-unit-priced-per.ts).
  if (reading.measure.fn === 'sum' && reading.measure.terms?.some((term) => term.op === '*' && findColumn(catalog, term.column)?.countsUnitOf?.column === col.ref.column)) return null;
  // The rate's own words said ("the highest price per cycle") ask for the rate itself.
  if (t.some((tok) => col.stems.includes(tok.stem))) return null;
  return `"${verb.raw}" asks for money taken in over time, but ${col.label} is a rate (what one unit earns); I cannot read the total earned from it.`;
}

// Units of weight and volume naming a figure: "Weight (kg)", net_weight_kg, "Fuel Used (L)" asked
// as "tonnes", "kilos", "litres". A unit word names the one figure of its table held in a unit of
// the same kind ("how many tonnes did we collect" over net_weight_kg); a figure asked in another
// unit of that kind is converted (unit-asked). Figures per unit ("Price (£/kg)", "cost per litre")
// are rates: never named or converted this way. The units themselves are in units-of-measure.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { carriesUnit, headerUnit, unitSaid, unitWritten } from './units-of-measure.ts';
import type { Unit } from './units-of-measure.ts';

const KINDS = ['mass', 'volume'] as const;

/** Whether a header is a figure per unit ("Price (£/kg)", "cost_per_litre"). */
function perUnit(c: CatalogColumn): boolean {
  return /\/|\bper\b/i.test(c.label) || c.words.includes('per');
}

/** The unit of weight or volume a measure's header is written in, or null. */
export function headerMeasureUnit(c: CatalogColumn): Unit | null {
  if (c.role !== 'measure' || perUnit(c)) return null;
  return headerUnit(c, KINDS);
}

/** The unit of weight or volume the question's word at `i` says ("tonnes", "litres"), or null. */
export function measureUnitSaid(q: Question, i: number): Unit | null {
  return unitSaid(q.tokens[i].text, KINDS);
}

/** Unit words naming the one figure of their kind in a table: the token and the column. */
export function unitMentions(q: Question, t: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const [i] of q.tokens.entries()) {
    const unit = measureUnitSaid(q, i);
    // "per kilo", "a 240 litre bin": a rate's unit or a size, not the figure.
    if (!unit || q.tokens[i - 1]?.text === 'per' || (q.tokens[i - 1]?.num ?? null) !== null) continue;
    const figures = t.columns.filter((c) => headerMeasureUnit(c)?.family === unit.family);
    if (figures.length === 1) out.push({ at: i, column: figures[0] });
  }
  return out;
}

/** "price per kilo" over "Price (£/kg)", "rate per hour" over "Rate (£/hr)": the words restating a named rate's unit. */
export function perUnitWords(q: Question, named: readonly CatalogColumn[]): number[] {
  const out: number[] = [];
  for (const [i] of q.tokens.entries()) {
    const unit = unitSaid(q.tokens[i].text, [...KINDS, 'time']);
    if (!unit || q.tokens[i - 1]?.text !== 'per') continue;
    if (named.some((c) => perUnit(c) && carriesUnit(c, unit))) out.push(i - 1, i);
  }
  return out;
}

/** The one whole-number size column whose header carries the unit word at `at` ("240 litre" beside bin_size_litres). */
export function sizeColumnOf(q: Question, at: number, columns: readonly CatalogColumn[]): CatalogColumn | null {
  const word = q.tokens[at]?.text;
  if (!word) return null;
  const unit = unitSaid(word, KINDS) ?? unitWritten(word, KINDS);
  if (!unit || word.length < 2) return null;
  const sized = columns.filter((c) => c.type === 'integer' && headerMeasureUnit(c) === unit);
  return sized.length === 1 ? sized[0] : null;
}

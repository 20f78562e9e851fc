// "How many tickets were over 2 tonnes?", "paid tickets over a tonne" beside "Net weight (kg)" and
// "Rate (£/t)": a number said with a unit of weight or volume compares the one figure held in a
// unit of that kind, the number converted to that figure's unit (2 tonnes: 2,000 kg). A rate per
// that unit ("£/t") carries the unit's word in its header but holds no weight: it was compared
// with the bare number (Rate > 2), a confident wrong answer. Where no figure, or several, is held
// in that kind of unit, the comparison is declined.
import type { CatalogColumn } from './catalog.ts';
import type { Decline } from './types.ts';
import { decline } from './decline.ts';
import { headerMeasureUnit, measureUnitSaid } from './measure-units.ts';
import type { Question } from './question.ts';
import { convert, unitSaid } from './units-of-measure.ts';

/** Whether a word is one unit of weight or volume in full ("tonne", "litre", "kilo"): "over a tonne". */
export function oneOfMeasureUnit(word: string): boolean {
  return word.length > 2 && !word.endsWith('s') && unitSaid(word, ['mass', 'volume']) !== null;
}

/**
 * The figure a number said with a unit of weight or volume at `at` compares, with the number in
 * that figure's unit; a decline when no one figure holds that kind of unit; null when no such unit
 * follows the number.
 */
export function figureOfUnitCompared(q: Question, at: number, columns: readonly CatalogColumn[], value: number): { column: CatalogColumn; value: number } | Decline | null {
  if (at >= q.tokens.length) return null;
  const said = measureUnitSaid(q, at);
  if (!said) return null;
  const held = columns.filter((c) => headerMeasureUnit(c)?.family === said.family);
  if (held.length !== 1) return decline(`The question compares with ${value} ${q.tokens[at].raw}, but ${held.length === 0 ? 'no figure is' : 'several figures are'} held in a unit of ${said.family === 'mass' ? 'weight' : 'volume'}.`, [q.tokens[at].raw]);
  const converted = convert(value, said, headerMeasureUnit(held[0])!);
  return converted === null ? null : { column: held[0], value: converted };
}

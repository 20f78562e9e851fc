// Units of weight and volume in headers and questions: "Weight (kg)", net_weight_kg, "Fuel Used
// (L)" asked as "tonnes", "kilos", "litres". A unit word names the one figure of its table held in
// a unit of the same kind ("how many tonnes did we collect" over net_weight_kg), and a figure asked
// in another unit of that kind is converted ("the total landed weight in tonnes" over kg). Figures
// per unit ("Price (£/kg)", "cost per litre") are rates: never named or converted this way.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';

type Unit = { name: string; kind: 'mass' | 'volume'; base: number; header: string[]; asked: string[] };

const UNITS: Unit[] = [
  { name: 'grams', kind: 'mass', base: 1, header: ['g', 'gram', 'grams'], asked: ['gram', 'grams'] },
  { name: 'kg', kind: 'mass', base: 1_000, header: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'], asked: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'] },
  { name: 'tonnes', kind: 'mass', base: 1_000_000, header: ['t', 'tonne', 'tonnes', 'tonnage'], asked: ['tonne', 'tonnes', 'tonnage', 'ton', 'tons'] },
  { name: 'litres', kind: 'volume', base: 1, header: ['l', 'ltr', 'litre', 'litres', 'liter', 'liters'], asked: ['litre', 'litres', 'liter', 'liters', 'ltr'] },
  { name: 'ml', kind: 'volume', base: 0.001, header: ['ml', 'millilitres', 'milliliters'], asked: ['ml', 'millilitres', 'milliliters'] },
];

/** Whether a header is a figure per unit ("Price (£/kg)", "cost_per_litre"). */
function perUnit(c: CatalogColumn): boolean {
  return /\/|\bper\b/i.test(c.label) || c.words.includes('per');
}

/** The unit of weight or volume a measure's header is written in, or null. */
export function headerMeasureUnit(c: CatalogColumn): Unit | null {
  if (c.role !== 'measure' || perUnit(c)) return null;
  const found = UNITS.filter((u) => c.words.some((w) => u.header.includes(w)));
  return found.length === 1 ? found[0] : null;
}

function askedUnitAt(q: Question, i: number): Unit | null {
  return UNITS.find((u) => u.asked.includes(q.tokens[i].text)) ?? null;
}

/** Unit words naming the one figure of their kind in a table: the token and the column. */
export function unitMentions(q: Question, t: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const [i] of q.tokens.entries()) {
    const unit = askedUnitAt(q, i);
    // "per kilo", "a 240 litre bin": a rate's unit or a size, not the figure.
    if (!unit || q.tokens[i - 1]?.text === 'per' || q.tokens[i - 1]?.num !== null) continue;
    const figures = t.columns.filter((c) => headerMeasureUnit(c)?.kind === unit.kind);
    if (figures.length === 1) out.push({ at: i, column: figures[0] });
  }
  return out;
}

/** "in tonnes", "how many tonnes", "tonnes of" over a figure held in kg: the conversion, or null. */
export function askedMeasureConversion(q: Question, figure: CatalogColumn): { unit: string; factor: number; span: { start: number; end: number } } | null {
  const held = headerMeasureUnit(figure);
  if (!held) return null;
  for (const [i] of q.tokens.entries()) {
    const unit = askedUnitAt(q, i);
    if (!unit || unit.kind !== held.kind || q.tokens[i - 1]?.text === 'per' || q.tokens[i - 1]?.num !== null) continue;
    if (unit === held) return null;
    const start = q.tokens[i - 1]?.text === 'in' ? i - 1 : i;
    return { unit: unit.name, factor: held.base / unit.base, span: { start, end: i + 1 } };
  }
  return null;
}

/** "price per kilo" over "Price (£/kg)": the words restating a named rate's unit. */
export function perUnitWords(q: Question, named: readonly CatalogColumn[]): number[] {
  const out: number[] = [];
  for (const [i] of q.tokens.entries()) {
    const unit = askedUnitAt(q, i);
    if (!unit || q.tokens[i - 1]?.text !== 'per') continue;
    if (named.some((c) => perUnit(c) && c.words.some((w) => unit.header.includes(w)))) out.push(i - 1, i);
  }
  return out;
}

/** The one whole-number size column whose header carries the unit word at `at` ("240 litre" beside bin_size_litres). */
export function sizeColumnOf(q: Question, at: number, columns: readonly CatalogColumn[]): CatalogColumn | null {
  const word = q.tokens[at]?.text;
  if (!word) return null;
  const unit = UNITS.find((u) => u.asked.includes(word) || u.header.includes(word));
  if (!unit || word.length < 2) return null;
  const sized = columns.filter((c) => c.type === 'integer' && headerMeasureUnit(c) === unit);
  return sized.length === 1 ? sized[0] : null;
}

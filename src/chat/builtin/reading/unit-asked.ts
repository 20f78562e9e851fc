// A figure asked in another unit than its column holds: "the average wait in minutes" over
// wait_time_sec, "how many hours" over handle_time_min, "the total landed weight in tonnes" over
// kg, "revenue in thousands of dollars". A time said "in <unit>" and a weight or volume said in
// any unit of its kind are converted (each cell times the units' ratio, from units-of-measure); a
// time asked otherwise in another unit would answer another question, and the answer-shape check
// declines it.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';
import { CURRENCY_WORDS, convert, headerUnit, unitSaid, unitWritten } from './units-of-measure.ts';
import type { Unit } from './units-of-measure.ts';
import { headerMeasureUnit, measureUnitSaid } from './measure-units.ts';
import { timeFigureSaidAt } from './time-figures.ts';
import { bracketedUnitSaid } from './units-in-brackets.ts';

type Conversion = { unit: string; factor: number; span: { start: number; end: number } };

/** The unit of time a header is written in ("wait_time_sec", "Duration (mins)"), or null. */
export function headerTimeUnit(c: CatalogColumn): Unit | null {
  return headerUnit(c, ['time']);
}

/** A number said with a unit of time ("more than 4 hours") in the unit of time its column holds (240 over wait_minutes), or null. */
export function inHeaderTime(value: number, word: string, c: CatalogColumn): number | null {
  const said = unitSaid(word, ['time']);
  const held = headerTimeUnit(c);
  return said && held ? convert(value, said, held) : null;
}

/** Whether a question word is a unit of time in full ("hours", "minutes"; never "h"). */
export function isTimeUnitSaid(word: string): boolean {
  return unitSaid(word, ['time']) !== null;
}

/**
 * The unit of time the question asks its answer in: "in minutes", "in hours", or what "how many"
 * counts ("how many hours"). Null when it names none.
 */
export function askedTimeUnit(q: Question): { unit: Unit; said: string; at: number; end: number; convertible: boolean } | null {
  const t = q.tokens;
  for (const [i, tok] of t.entries()) {
    // Single letters ("s", "h") are too often something else in a question.
    const unit = unitSaid(tok.text, ['time']);
    if (unit && t[i - 1]?.text === 'in') return { unit, said: `in ${tok.raw}`, at: i - 1, end: i + 1, convertible: true };
  }
  // "How many hours", "hours delivered": the figure asked in a unit of time said in full (time-figures.ts),
  // only where the question says no other unit of time ("actual minutes of zero hours carers" asks minutes).
  const said = new Set(t.map((tok) => unitSaid(tok.text, ['time'])).filter((u) => u !== null));
  for (const [i, tok] of t.entries()) {
    if (said.size === 1 && timeFigureSaidAt(q, i)) return { unit: unitSaid(tok.text, ['time'])!, said: tok.raw, at: i, end: i + 1, convertible: true };
  }
  const at = countAskedAt(q);
  const counted = at >= 0 ? t[at + 2] : undefined;
  const unit = counted ? (unitSaid(counted.text, ['time']) ?? unitWritten(counted.text, ['time'])) : null;
  return unit && counted ? { unit, said: `how many ${counted.raw}`, at: at + 2, end: at + 3, convertible: false } : null;
}

/** "The average wait in minutes" over wait_time_sec: the conversion asked, or null when none or no unit of time in full. */
function askedTimeConversion(q: Question, figure: CatalogColumn): Conversion | null {
  const held = headerTimeUnit(figure);
  const asked = askedTimeUnit(q);
  if (!held || !asked || !asked.convertible || held === asked.unit) return null;
  return { unit: asked.unit.name, factor: convert(1, held, asked.unit)!, span: { start: asked.at, end: asked.end } };
}

/** "in tonnes", "how many tonnes", "tonnes of" over a figure held in kg: the conversion, or null. */
function askedMeasureConversion(q: Question, figure: CatalogColumn): Conversion | null {
  const held = headerMeasureUnit(figure);
  if (!held) return null;
  for (const [i] of q.tokens.entries()) {
    const unit = measureUnitSaid(q, i);
    if (!unit || unit.family !== held.family || q.tokens[i - 1]?.text === 'per' || (q.tokens[i - 1]?.num ?? null) !== null) continue;
    if (unit === held) return null;
    const start = q.tokens[i - 1]?.text === 'in' ? i - 1 : i;
    return { unit: unit.name, factor: convert(1, held, unit)!, span: { start, end: i + 1 } };
  }
  return null;
}

/** "How many dozen eggs" over "Trays (30 eggs)": each cell times the count its header's note states (units-in-brackets.ts). */
function askedBracketedUnit(q: Question, figure: CatalogColumn): Conversion | null {
  const said = bracketedUnitSaid(q, figure.label);
  return said ? { unit: said.unit, factor: said.size, span: { start: said.start, end: said.end } } : null;
}

/** Scales a figure may be asked in: "revenue in thousands", "in millions of dollars". */
const SCALES: Record<string, number> = { thousands: 1_000, millions: 1_000_000 };

/**
 * "Fare revenue in thousands of dollars": the figure divided by the scale, with the words that ask
 * it, or null. Only for a figure of money or a count of things, never for one in units of time.
 */
function askedScale(q: Question, figure: CatalogColumn): Conversion | null {
  if (headerTimeUnit(figure)) return null;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => Object.hasOwn(SCALES, tok.text) && t[i - 1]?.text === 'in');
  if (at < 0) return null;
  const end = t[at + 1]?.text === 'of' && CURRENCY_WORDS.has(t[at + 2]?.text ?? '') ? at + 3 : at + 1;
  return { unit: t[at].text, factor: 1 / SCALES[t[at].text], span: { start: at - 1, end } };
}

/**
 * The figure asked in another unit than its column's: in another unit of time ("in minutes"), of
 * weight or volume ("in tonnes"), or at a scale ("in thousands"). The unit, the factor each cell
 * is multiplied by, and the words that ask it; null when the question asks none.
 */
export function askedConversion(q: Question, figure: CatalogColumn): Conversion | null {
  return askedBracketedUnit(q, figure) ?? askedTimeConversion(q, figure) ?? askedMeasureConversion(q, figure) ?? askedScale(q, figure);
}

/** Why the figure is in another unit of time than the question asks (and the reading gives), or null. */
export function otherTimeUnit(q: Question, figure: CatalogColumn | null, convertedTo: string | null): string | null {
  if (!figure) return null;
  const held = convertedTo ?? headerTimeUnit(figure)?.name ?? null;
  const asked = askedTimeUnit(q);
  if (!held || !asked || held === asked.unit.name) return null;
  return `The question asks ${asked.said}, but ${figure.label} holds ${held}; I do not convert between units of time.`;
}

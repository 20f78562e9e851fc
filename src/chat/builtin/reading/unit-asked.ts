// A time asked in one unit of a column that holds another: "the average wait in minutes" over
// wait_time_sec, "how many hours" over handle_time_min. A figure said "in <unit>" is converted
// (each cell times the units' ratio); one asked otherwise in another unit would answer another
// question, and the answer-shape check declines it.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';

/** Units of time, each with the ways it is written in questions and headers. */
const TIME_UNITS: Array<{ name: string; words: string[]; seconds: number }> = [
  { name: 'seconds', words: ['s', 'sec', 'secs', 'second', 'seconds'], seconds: 1 },
  { name: 'minutes', words: ['min', 'mins', 'minute', 'minutes'], seconds: 60 },
  { name: 'hours', words: ['h', 'hr', 'hrs', 'hour', 'hours'], seconds: 3_600 },
  { name: 'days', words: ['day', 'days'], seconds: 86_400 },
  // A stay's nights are its days: "stays longer than a week" over a nights column is over 7.
  { name: 'nights', words: ['night', 'nights'], seconds: 86_400 },
  { name: 'weeks', words: ['week', 'weeks', 'wk', 'wks'], seconds: 604_800 },
];

function timeUnitOf(word: string): string | null {
  return TIME_UNITS.find((u) => u.words.includes(word))?.name ?? null;
}

/** How many seconds a unit of time said in a question holds ("hours" 3,600), or null. Single letters are never read as units. */
export function secondsOfUnit(word: string): number | null {
  if (word.length < 3) return null;
  return TIME_UNITS.find((u) => u.words.includes(word))?.seconds ?? null;
}

/** How many seconds one unit of a header's time unit holds, or null when the header names none. */
export function secondsOfHeader(c: CatalogColumn): number | null {
  const unit = headerTimeUnit(c);
  return unit ? TIME_UNITS.find((u) => u.name === unit)!.seconds : null;
}

/** The unit of time a header is written in ("wait_time_sec", "Duration (mins)"), or null. */
export function headerTimeUnit(c: CatalogColumn): string | null {
  const units = new Set(c.words.map(timeUnitOf).filter((u): u is string => u !== null));
  return units.size === 1 ? [...units][0] : null;
}

/**
 * The unit of time the question asks its answer in: "in minutes", "in hours", or what "how many"
 * counts ("how many hours"). Null when it names none.
 */
export function askedTimeUnit(q: Question): { unit: string; said: string; at: number; convertible: boolean } | null {
  const t = q.tokens;
  for (const [i, tok] of t.entries()) {
    const unit = timeUnitOf(tok.text);
    // Single letters ("s", "h") are too often something else in a question.
    if (!unit || tok.text.length < 3) continue;
    if (t[i - 1]?.text === 'in') return { unit, said: `in ${tok.raw}`, at: i - 1, convertible: true };
  }
  const at = countAskedAt(q);
  const counted = at >= 0 ? t[at + 2] : undefined;
  const unit = counted ? timeUnitOf(counted.text) : null;
  return unit && counted ? { unit, said: `how many ${counted.raw}`, at: at + 2, convertible: false } : null;
}

/**
 * "The average wait in minutes" over wait_time_sec: the conversion the question asks, with the
 * words that ask it ("in minutes"), or null when it asks none or names no unit of time in full.
 */
export function askedConversion(q: Question, figure: CatalogColumn): { unit: string; factor: number; span: { start: number; end: number } } | null {
  const held = headerTimeUnit(figure);
  const asked = askedTimeUnit(q);
  if (!held || !asked || !asked.convertible || held === asked.unit) return null;
  const seconds = (name: string) => TIME_UNITS.find((u) => u.name === name)!.seconds;
  return { unit: asked.unit, factor: seconds(held) / seconds(asked.unit), span: { start: asked.at, end: asked.at + 2 } };
}

/** Why the figure is in another unit of time than the question asks (and the reading gives), or null. */
export function otherTimeUnit(q: Question, figure: CatalogColumn | null, convertedTo: string | null): string | null {
  if (!figure) return null;
  const held = convertedTo ?? headerTimeUnit(figure);
  const asked = askedTimeUnit(q);
  if (!held || !asked || held === asked.unit) return null;
  return `The question asks ${asked.said}, but ${figure.label} holds ${held}; I do not convert between units of time.`;
}

/** Scales a figure may be asked in: "revenue in thousands", "in millions of dollars". */
const SCALES: Record<string, number> = { thousands: 1_000, millions: 1_000_000 };
const CURRENCY_WORDS = new Set(['dollars', 'pounds', 'euros', 'usd', 'gbp', 'eur']);

/**
 * "Fare revenue in thousands of dollars": the figure divided by the scale, with the words that ask
 * it, or null. Only for a figure of money or a count of things, never for one in units of time.
 */
export function askedScale(q: Question, figure: CatalogColumn): { unit: string; factor: number; span: { start: number; end: number } } | null {
  if (headerTimeUnit(figure)) return null;
  const t = q.tokens;
  const at = t.findIndex((tok, i) => Object.hasOwn(SCALES, tok.text) && t[i - 1]?.text === 'in');
  if (at < 0) return null;
  const end = t[at + 1]?.text === 'of' && CURRENCY_WORDS.has(t[at + 2]?.text ?? '') ? at + 3 : at + 1;
  return { unit: t[at].text, factor: 1 / SCALES[t[at].text], span: { start: at - 1, end } };
}

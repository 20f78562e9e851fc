// How long a row lasted: a stay's nights, a visit's minutes on site, a rental from pickup to
// return. "The average length of stay", "how long", "visits that lasted more than two hours",
// "rentals longer than a week", "the average loan length" name the one figure of the table that
// is a row's duration: a recorded figure counted in a unit of time (never a lead time, a delay or
// an age, which are not how long the row lasted), or, when none is recorded, the span between
// the row's two event dates (catalog.ts derives it). Two recorded candidates name none.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import { headerTimeUnit } from './unit-asked.ts';
import { unitPer, writesUnitOf } from './units-of-measure.ts';

/** Header words of figures of time that are not how long the row itself lasted. */
const NOT_THE_ROW = new Set(['lead', 'delay', 'delayed', 'late', 'lateness', 'early', 'age', 'aged', 'notice', 'advance', 'overdue', 'since', 'ago', 'until', 'remaining', 'left']);

/** Header words of a duration written without a unit ("Duration", "LOS", "Length of stay"). */
const DURATION_HEADER = new Set(['duration', 'los']);

function recordedDuration(c: CatalogColumn): boolean {
  if (c.role !== 'measure' || c.span || unitPer(c) !== null) return false;
  if (c.words.some((w) => NOT_THE_ROW.has(w))) return false;
  return headerTimeUnit(c) !== null || c.words.some((w) => DURATION_HEADER.has(w));
}

/** The table's one figure of how long a row lasted, or null when it has none or several. */
export function rowDuration(t: CatalogTable): CatalogColumn | null {
  const recorded = t.columns.filter(recordedDuration);
  if (recorded.length === 1) return recorded[0];
  if (recorded.length > 1) return null;
  return t.columns.find((c) => c.span && !c.span.age) ?? null;
}

/** Words that name how long a row lasted, wherever they stand. */
const DURATION_WORDS = new Set(['duration', 'durations', 'lasted', 'lasting']);
/** Comparatives of length, and "how long": of time only where the table holds no distance or length ("trips longer than 10 km"). */
const LENGTH_COMPARATIVES = new Set(['longer', 'shorter']);
const DISTANCE_WORDS = new Set(['distance', 'length', 'height', 'mileage', 'miles', 'km']);
/** "How long", "did it last": words that name it only after another. */
const AFTER: Record<string, Set<string>> = { long: new Set(['how']), last: new Set(['did', 'does', 'do', 'will', 'would']), lasts: new Set(['it', 'that', 'which']) };
const STAY_WORDS = new Set(['stay', 'stays']);
/**
 * How long a row took from its first event to its last ("turnaround from booking in to completion"):
 * the days between the row's two dates only, never a recorded figure such as a time on site.
 */
const TURNAROUND_WORDS = new Set(['turnaround', 'turnarounds']);

/**
 * The spans of the question that name the table's row duration: "duration", "how long", "lasted",
 * "longer/shorter than", "length of stay", "<row noun> length" ("loan length", "visit length").
 * None when the table has no single duration, or a header of its own is named "length".
 */
export function durationMentions(q: Question, t: CatalogTable): Array<{ column: CatalogColumn; start: number; end: number }> {
  // A turnaround is the span between the two dates whatever figure of time is recorded beside them
  // ("Labour Hrs" is work done, not how long the bike was in), unless a header names it ("Turnaround (h)").
  const headed = t.columns.some((c) => c.words.some((w) => TURNAROUND_WORDS.has(w)));
  const between = headed ? null : (t.columns.find((c) => c.span && !c.span.age) ?? null);
  const column = rowDuration(t);
  if (!column) return between ? q.tokens.flatMap((tok, k) => (TURNAROUND_WORDS.has(tok.text) ? [{ column: between, start: k, end: k + 1 }] : [])) : [];
  const ownLength = t.columns.some((c) => !c.span && c.words.includes('length'));
  const distances = t.columns.some((c) => c.words.some((w) => DISTANCE_WORDS.has(w)) || writesUnitOf(c, 'length'));
  const out: Array<{ column: CatalogColumn; start: number; end: number }> = [];
  for (const [k, tok] of q.tokens.entries()) {
    const before = q.tokens[k - 1]?.text ?? '';
    const ofLength = LENGTH_COMPARATIVES.has(tok.text) || tok.text === 'long';
    if ((DURATION_WORDS.has(tok.text) || AFTER[tok.text]?.has(before) || LENGTH_COMPARATIVES.has(tok.text)) && !(ofLength && distances)) {
      out.push({ column, start: k, end: k + 1 });
      continue;
    }
    if (TURNAROUND_WORDS.has(tok.text)) {
      if (between) out.push({ column: between, start: k, end: k + 1 });
      continue;
    }
    if (tok.text !== 'length' || ownLength) continue;
    // "length of stay", "length of the loan": the thing whose length it is belongs to the mention.
    let end = k + 1;
    if (q.tokens[end]?.text === 'of') {
      const at = q.tokens[end + 1]?.text === 'the' ? end + 2 : end + 1;
      const thing = q.tokens[at];
      if (thing && (STAY_WORDS.has(thing.text) || namesRows(t, thing))) end = at + 1;
    }
    const start = k > 0 && (namesRows(t, q.tokens[k - 1]) || STAY_WORDS.has(before)) ? k - 1 : k;
    out.push({ column, start, end });
  }
  return out;
}

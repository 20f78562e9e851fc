// "How many units are vacant right now?", "which machines are out of order at the moment?", "how
// many plots are let at present?": phrases saying the present, as "now" and "currently" do (both
// filler: a table holds the rows' status as it stands). Their words ("right", "moment", "present")
// carry no condition there. Only the whole phrase is read so: "the right size", "present value".
import type { Catalog, CatalogTable } from './catalog.ts';
import { findColumn, namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import type { Condition, Reading } from './types.ts';

/** The phrases, as their words. */
const PRESENT_PHRASES = [['right', 'now'], ['here', 'now'], ['at', 'the', 'moment'], ['at', 'present'], ['as', 'of', 'now'], ['as', 'things', 'stand']];

/** Whether the word at `i` is part of a phrase saying the present. */
export function inPresentTimePhrase(q: Question, i: number): boolean {
  return PRESENT_PHRASES.some((p) => p.some((_, k) => i - k >= 0 && p.every((w, j) => q.tokens[i - k + j]?.text === w)));
}

/** "current horses": "current" right before (or one word before) the noun of a table's rows. */
export function currentBeforeRows(q: Question, i: number, table: CatalogTable): boolean {
  return q.tokens[i]?.text === 'current' && q.tokens.slice(i + 1, i + 3).some((n) => namesRows(table, n));
}

/** Words saying the present on their own. */
export const NOW_WORDS = new Set(['now', 'currently', 'presently']);

/** Header words of a row's state as it stands: a condition on one reads the present. */
const STATE_HEADERS = new Set(['status', 'state', 'stage', 'availability', 'occupancy']);

/**
 * Whether a condition can say which rows are current: any but a cell of a header that is no state.
 * "How many Shetlands do we have in at the moment?" (Breed = Shetland) still counts every horse
 * that ever arrived, gone or not; "in progress right now" (Status = In Progress) reads it.
 */
export function readsState(catalog: Catalog, c: Condition): boolean {
  if (c.kind !== 'in') return true;
  const column = findColumn(catalog, c.column);
  return column === null || column.words.some((w) => STATE_HEADERS.has(w));
}

/**
 * "How many cats are staying with us right now?" over stays with a Check In and a Check Out: the
 * present is the rows whose span holds today, a condition no reading without one states. Where
 * the reading has no condition at all over a table of spans (two dates a row), it would count
 * every stay ever: declined. A status condition ("on hire right now": Status = On Hire) reads it.
 */
export function presentOfSpans(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.unmatched) return null;
  const spans = reading.tables
    .map((name) => catalog.tables.find((t) => t.name === name))
    .filter((t): t is CatalogTable => t !== undefined && t.columns.filter((c) => c.role === 'date').length >= 2);
  const at = q.tokens.findIndex((t, i) => NOW_WORDS.has(t.text) || inPresentTimePhrase(q, i) || spans.some((s) => currentBeforeRows(q, i, s)));
  if (at < 0 || spans.length === 0) return null;
  if (reading.conditions.some((c) => readsState(catalog, c))) return null;
  return `The question asks about the present ("${q.tokens[at].raw}"), but my reading counts every row of ${spans[0].label}, whichever dates it spans; I cannot tell which rows are current.`;
}

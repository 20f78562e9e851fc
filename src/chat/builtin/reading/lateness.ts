// "More than 10 minutes late", "left early", "started late": lateness said of rows that carry a
// delay figure (delay_minutes, start_delay_min, days_late). A delay above zero is late; below zero,
// where the column holds negative delays, is early. Only when the table has exactly one such column,
// so "late" is never guessed onto another figure.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { UNIT_WORDS, sameUnit } from './units-of-measure.ts';

const DELAY_WORDS = new Set(['delay', 'delays', 'delayed', 'late', 'lateness']);
const LATE = new Set(['late', 'behind']);
const EARLY = new Set(['early']);
/** The verb of the event that was late or early ("left early", "started late"): part of the phrase. */
const TIMED_VERBS = new Set(['left', 'leave', 'leaves', 'started', 'start', 'starts', 'began', 'arrived', 'arrive', 'arrives', 'departed', 'depart', 'departs', 'ran', 'run', 'runs', 'finished', 'ended', 'came', 'were', 'was']);

/** The one delay figure of the table, or null. */
export function delayColumn(table: CatalogTable): CatalogColumn | null {
  const found = table.columns.filter((c) => c.role === 'measure' && c.words.some((w) => DELAY_WORDS.has(w)));
  return found.length === 1 ? found[0] : null;
}

const signedBelowZero = (c: CatalogColumn) => typeof c.stats.min === 'number' && c.stats.min < 0;

/**
 * A comparison's number followed by lateness: "more than 10 minutes late" (the comparison starting
 * at `opStart`, the number ending at `end`).
 * Returns the delay column, the sign (early compares below minus the number) and the tokens read
 * (the unit and the word), or null when the words are not there, the unit is not the column's, or
 * the table has no single delay figure.
 */
export function latenessAfterNumber(q: Question, opStart: number, end: number, table: CatalogTable): { column: CatalogColumn; early: boolean; span: { start: number; end: number }; verbAt: number | null } | null {
  const column = delayColumn(table);
  if (!column) return null;
  let at = end;
  const unit = q.tokens[at]?.text;
  if (unit && UNIT_WORDS.has(unit)) {
    // "more than 1 hour late" over delay_minutes would need converting: not read here.
    if (!column.words.some((w) => sameUnit(w, unit))) return null;
    at++;
  }
  const word = q.tokens[at]?.text ?? '';
  if (!LATE.has(word) && !EARLY.has(word)) return null;
  if (EARLY.has(word) && !signedBelowZero(column)) return null;
  // "left more than 3 minutes early": the verb before the comparison is the phrase's too.
  const verb = opStart > 0 && TIMED_VERBS.has(q.tokens[opStart - 1].text) ? 1 : 0;
  return { column, early: EARLY.has(word), span: { start: end, end: at + 1 }, verbAt: verb ? opStart - 1 : null };
}

/**
 * "Left early", "started late", "how many were late": lateness with no number, as a comparison of
 * the delay with zero. The index of the word, its verb if any, and the sign.
 */
export function bareLateness(q: Question, read: (i: number) => boolean, table: CatalogTable): { column: CatalogColumn; early: boolean; span: { start: number; end: number } } | null {
  const column = delayColumn(table);
  if (!column) return null;
  const at = q.tokens.findIndex((t, i) => !read(i) && (LATE.has(t.text) || EARLY.has(t.text)));
  if (at < 0) return null;
  const early = EARLY.has(q.tokens[at].text);
  if (early && !signedBelowZero(column)) return null;
  const verb = at > 0 && !read(at - 1) && TIMED_VERBS.has(q.tokens[at - 1].text) ? 1 : 0;
  return { column, early, span: { start: at - verb, end: at + 1 } };
}

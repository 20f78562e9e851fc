// "the first time pass rate", "passed at the first attempt": the words restrict the rows to first
// attempts. When the reading found no column for them (an attempt number, a first_time_fix flag)
// they would vanish and leave the rate over every attempt, answered confidently: the question is
// declined instead, naming the words it could not read.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';

const FIRST_TIME = /\bfirst[- ](time|attempts?|try|tries|sittings?)\b/i;
/** Header words of a column that can say which rows are first attempts. */
const ATTEMPT_WORDS = new Set(['first', 'time', 'attempt', 'attempts', 'sitting', 'sittings', 'try', 'tries']);

function columnsRead(reading: Reading): ColumnRef[] {
  const shape = reading.shape;
  const out: ColumnRef[] = reading.conditions.map((c) => c.column);
  if ('part' in shape && shape.part) out.push(...shape.part.map((c) => c.column));
  if ('by' in shape) out.push(shape.by);
  if (reading.measure.fn !== 'count') out.push(reading.measure.column);
  return out;
}

/** Why the reading cannot stand when "first time" is said and no column of the reading reads it; null otherwise. */
export function firstTimeUnread(q: Question, catalog: Catalog, reading: Reading): string | null {
  const said = FIRST_TIME.exec(q.tokens.map((t) => t.raw).join(' '));
  if (!said) return null;
  const read = columnsRead(reading).some((ref) => findColumn(catalog, ref)?.words.some((w) => ATTEMPT_WORDS.has(w)));
  return read ? null : `I could not tell which rows are "${said[0]}": no column I read says which attempt a row is.`;
}

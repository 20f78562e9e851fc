// "How many attendances in January?", "average session length for attended sessions" over a
// register whose mark column holds Present beside Absent (and Cancelled): attending is being marked
// present, so "attended", "attendance(s)" name the Present cell of that column, in whatever word the
// register writes it. Only where the column is a few-valued mark holding exactly one cell of being
// there and one of being away (the pair is what makes it a register, not a status that merely
// contains "Present"), and where the word is not itself a cell there (then it is matched as written).
// "Attendance rate" is a share of those rows, read by the rate readings, and is left alone here.
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';

/** Words saying a person was there, besides the cell the register writes it as. */
const ATTENDED_WORDS = new Set(['attended', 'attendance', 'attendances']);
/** Cells of a register saying the person was there. */
const THERE_CELLS = new Set(['present', 'attended', 'in attendance']);
/** Cells of a register saying the person was not. */
const AWAY_CELLS = new Set(['absent', 'no show', 'noshow', 'did not attend', 'dna', 'missed', 'not attended']);
/** A register marks a handful of outcomes. */
const MAX_MARKS = 6;

/** The one cell of being there of a register's mark column (Present beside Absent), as its key; null when `c` is no such column. */
function thereCell(c: CatalogColumn): string | null {
  if (c.role !== 'category' || c.stats.distinctCount > MAX_MARKS || c.valueIndex.size > MAX_MARKS) return null;
  const keys = [...c.valueIndex.keys()];
  const there = keys.filter((k) => THERE_CELLS.has(k));
  return there.length === 1 && keys.some((k) => AWAY_CELLS.has(k)) ? there[0] : null;
}

/** Whether `values` are exactly the cells of being there of `c`, a register's mark column: the rows kept are attendances. */
export function keepsAttendances(c: CatalogColumn, values: readonly string[]): boolean {
  const there = thereCell(c);
  const cells = there ? (c.valueIndex.get(there) ?? []) : [];
  return cells.length > 0 && values.length === cells.length && values.every((v) => cells.includes(v));
}

/** The cells of `c` that `q`'s word at `at` names as being there, when `c` is a register's mark column; else none. */
export function attendanceMarkCells(q: Question, at: number, c: CatalogColumn): string[] {
  const word = q.tokens[at].text;
  if (!ATTENDED_WORDS.has(word) || c.role !== 'category' || c.valueIndex.has(word)) return [];
  // "attendance rate": the share of the rows, not the rows themselves.
  if (/^rates?$/.test(q.tokens[at + 1]?.text ?? '')) return [];
  // "not attended", "never attended": the other rows, which this reading does not name.
  const before = q.tokens[at - 1]?.text ?? '';
  if (before === 'not' || before === 'never' || before === 'non') return [];
  const there = thereCell(c);
  return there ? (c.valueIndex.get(there) ?? []) : [];
}

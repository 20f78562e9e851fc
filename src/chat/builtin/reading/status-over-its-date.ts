// "How much have we invoiced on collected jobs?" over repair jobs with a Status (Collected, Ready,
// Cancelled, ...) and a Collected On date: the participle is both a cell of the status and the
// first word of the date's header. The status says which jobs are collected; the date's having a
// value only stands in for it, and badly (a cancelled job its owner took back unrepaired has a
// Collected On date too). So the word is read as the cell, and the header is not a rival for it.
// Only for a word that is the whole cell, said alone, of a category column of the date's own table:
// "jobs booked in March" (no status Booked) still reads the date.
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Whether the date header mentioned at `m` is the same word as a status cell of its table, said alone. */
export function stateOverItsDate(q: Question, m: ColumnMention, values: readonly ValueMention[]): boolean {
  if (m.column.role !== 'date' || m.end - m.start !== 1) return false;
  const word = q.tokens[m.start].text;
  return values.some(
    (v) =>
      v.start === m.start &&
      v.end === m.end &&
      v.column.role === 'category' &&
      v.column.ref.table === m.column.ref.table &&
      v.values.some((cell) => cell.toLowerCase() === word),
  );
}

// A cell made of numbers joined by a slash ("2023/24", an academic year or a season, in a column
// such as Academic Year) is read as that cell when the question writes it exactly as the data
// does: "total credits in 2023/24", "avg mark of PG students in 2024/25". A number that is a cell
// is otherwise a cell only when its column is named next to it ("employee 2023"), since a bare
// number is more often a year or a quantity; but two numbers written with the cell's own slash
// between them are no year and no quantity. Date columns are left out: "01/03/2024" said of a
// column of dates written as text stays a date (a period), read by the period readings.
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { rawSpan } from './question.ts';

/** Whether the value mention is a cell of numbers joined by slashes, written in the question as in the data. */
export function writtenNumberCell(q: Question, v: ValueMention): boolean {
  if (v.end - v.start < 2 || v.column.role === 'date' || v.column.role === 'year') return false;
  if (v.column.type !== 'text') return false;
  const written = rawSpan(q, v.start, v.end);
  if (!/^\d+(?:\/\d+)+$/.test(written)) return false;
  return v.values.some((cell) => cell.trim() === written);
}

// "How much insurance premium did we collect?" beside payment_type (Insurance, Rent) and
// insurance_plan (Basic, Premium): "insurance" is a cell of one column and a word of the other's
// header, said right before that other column's cell. "Insurance premium" may be the premium paid
// for insurance (two cells), or the insurance plan Premium (the header and its cell): two readings
// giving different figures, so the reading that keeps both cells is doubtful and declines.
import { sameRef } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Why keeping both cells is doubtful, or null. */
export function cellBeforeHeaderCell(q: Question, reading: Reading, values: readonly ValueMention[]): string | null {
  const kept = (v: ValueMention) => reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, v.column.ref) && v.values.some((x) => c.values.includes(x)));
  for (const first of values) {
    if (first.end !== first.start + 1 || !kept(first)) continue;
    const word = q.tokens[first.start].text;
    const second = values.find((v) => v.start === first.end && !sameRef(v.column.ref, first.column.ref) && kept(v) && v.column.words.includes(word));
    if (second) return `"${word} ${second.values[0]}" may be ${second.column.label} ${second.values[0]} alone, or ${first.column.label} ${first.values[0]} and ${second.column.label} ${second.values[0]}; I could not tell which is meant.`;
  }
  return null;
}

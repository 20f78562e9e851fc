// "Which month did we take in the most tickets?" beside a Work column holding "Take in": words
// right after the question's subject ("did we take in", "they hem") are its verb, and a cell
// written the same way is a guess at another question (the Take in tickets only). When the reading
// keeps such a cell as a condition, it is declined: the verb may be what was done to every row.
// A cell said after its noun or before the rows ("take in tickets", "how many Take in jobs") is
// not after a subject and stays a cell, and a one-word verb that a status restates ("did we
// complete" for Completed) is left to the readings of statuses.
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { SUBJECT_PRONOUNS } from './vocabulary.ts';


/** Why a cell kept as a condition may be the question's verb instead; null when none is. */
export function verbReadAsCell(q: Question, reading: Reading, values: readonly ValueMention[]): string | null {
  for (const v of values) {
    // A phrasal verb written as a cell ("take in", "let out", "check in"): two words or more, said as the cell is.
    if (v.end - v.start < 2 || !SUBJECT_PRONOUNS.has(q.tokens[v.start - 1]?.text ?? '')) continue;
    const kept = reading.conditions.some(
      (c) => c.kind === 'in' && !c.negate && c.column.table === v.column.ref.table && c.column.column === v.column.ref.column && c.values.some((x) => v.values.includes(x)),
    );
    if (!kept) continue;
    const said = q.tokens.slice(v.start, v.end).map((t) => t.raw).join(' ');
    return `"${said}" after "${q.tokens[v.start - 1].raw}" reads as the question's verb, but I took it for the ${v.column.label} cell ${v.values[0]}; I cannot tell which was meant.`;
  }
  return null;
}

// "Which source brings the most paid guests, ignoring blanks?", "bookings by source (excluding
// blanks)": words leaving out the blanks of a grouping say its rows without a value there are no
// group to rank or show; the grouped column's blank rows are left out and the words are read. Said
// of no grouping, the words stay unplaced (the question is not read as certain).
import type { Question } from './question.ts';

const LEAVING = new Set(['ignoring', 'ignore', 'excluding', 'exclude', 'without', 'except']);
/** Blanks said as a noun ("blanks"), or as an adjective of one ("blank ones", "missing values"). */
const BLANK_NOUNS = new Set(['blanks', 'empties', 'unknowns', 'nulls']);
const BLANK_ADJECTIVES = new Set(['blank', 'empty', 'missing', 'unknown']);
const AFTER_BLANK = new Set(['ones', 'values', 'cells', 'rows', 'entries']);

/** The span of a phrase leaving out blanks ("ignoring blanks", "not counting the empty ones"), or null. */
export function ignoringBlanks(q: Question): { start: number; end: number } | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  for (let i = 0; i < q.tokens.length; i++) {
    let j: number;
    if (LEAVING.has(word(i))) j = i + 1;
    else if ((word(i) === 'not' && word(i + 1) === 'counting') || (word(i) === 'leaving' && word(i + 1) === 'out') || (word(i) === 'apart' && word(i + 1) === 'from')) j = i + 2;
    else continue;
    if (word(j) === 'the' || word(j) === 'any') j++;
    if (BLANK_NOUNS.has(word(j))) return { start: i, end: j + 1 };
    if (BLANK_ADJECTIVES.has(word(j)) && AFTER_BLANK.has(word(j + 1))) return { start: i, end: j + 2 };
  }
  return null;
}

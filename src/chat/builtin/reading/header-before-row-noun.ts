// "How many box subscriptions are active?" over subscriptions with a box column: the header word
// right before the noun of the counted rows qualifies that noun (the subscriptions, of boxes); it is
// not the thing counted. Counting the distinct boxes gave 5 for 1,031 active subscriptions. The rows
// are counted; "how many boxes" (the header alone) still counts its distinct values.
//
// Where this reading stands among the others of what a counted noun counts: counted-noun.ts.
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Whether the one-word header mention `m` stands right before a word naming the counted rows (`namesRowsAt`). */
export function qualifiesRowNoun(q: Question, m: ColumnMention, namesRowsAt: (i: number) => boolean): boolean {
  return m.end - m.start === 1 && m.end < q.tokens.length && namesRowsAt(m.end);
}

// "Top 3 events by confirmed ticket revenue" over registrations with a Ticket Type and a Price
// Paid: "ticket" is a word of Ticket Type, but said right before a word for money taken in it only
// says what the money was taken for (the tickets the rows sold), not one group per ticket type; the
// things ranked are the events. Only a one-word piece of a longer header of a category or a text
// column ("ticket" of Ticket Type, "product" of Product Name): the whole header ("ticket type
// revenue") or a figure's header read otherwise ("hire revenue" beside hire_days: interpret.ts).
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { takingsWord } from './takings-column.ts';

const QUALIFYING_ROLES = new Set(['category', 'text']);

/** Whether the header mention `m` is a word said right before the takings word naming the measure, which it only qualifies. */
export function headerQualifiesTakings(q: Question, m: ColumnMention, measure: ColumnMention | null): boolean {
  if (!measure || measure.start !== m.end || !takingsWord(q.tokens[measure.start])) return false;
  if (m.end - m.start !== 1 || m.synonym || !QUALIFYING_ROLES.has(m.column.role) || m.column.words.length < 2) return false;
  return m.column !== measure.column;
}

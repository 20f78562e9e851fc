// "How many members play for Total Clearance?", "which riders ride for Team Sky": a verb right before
// "for" and a cell of another column (a team, a club, a firm) says which side the rows belong to,
// not the outcome of their events. Its stem may match a status of another table ("Played" of the
// members' bookings), but read as that status it would count only the members with a played
// booking. So a status reached only through another form of the verb ("play" for Played, never
// "played" as the cell is written) is dropped when "for" and a cell of another table's column follow
// it, and the side's mention reaches back over "for" and the verb, which only restate it.
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

const ARTICLES = new Set(['a', 'an', 'the']);

/** The value mentions without a verb's status that "for" and a cell of another table's column follow. */
export function withoutVerbForASide(q: Question, found: ValueMention[]): ValueMention[] {
  const replaced = new Map<ValueMention, ValueMention | null>();
  for (const verb of found) {
    if (verb.end !== verb.start + 1 || q.tokens[verb.end]?.text !== 'for') continue;
    const word = q.tokens[verb.start].text;
    // Only a status the word reaches through another form of it: "played for" as the cell is written stays.
    if (verb.column.role !== 'category' || verb.values.some((v) => v.trim().toLowerCase() === word)) continue;
    let j = verb.end + 1;
    while (ARTICLES.has(q.tokens[j]?.text ?? '')) j++;
    const sides = found.filter((m) => m.start === j && m.column.ref.table !== verb.column.ref.table);
    if (sides.length === 0) continue;
    replaced.set(verb, null);
    for (const side of sides) replaced.set(side, { ...side, start: verb.start });
  }
  if (replaced.size === 0) return found;
  return found.flatMap((m) => {
    const r = replaced.get(m);
    return r === undefined ? [m] : r === null ? [] : [r];
  });
}

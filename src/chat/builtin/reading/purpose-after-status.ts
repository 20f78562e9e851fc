// "dogs available for adoption", "vans ready for hire", "flats listed for rent", "orders held for
// approval": a status cell (Available, Ready, Listed, Held) followed by "for" and a noun naming the
// purpose the rows wait for. That noun may share its stem with another cell of the same column
// ("adoption" with Adopted, "approval" with Approved), but it says what the said status is for, not a
// second status beside it: the rows are those of the status alone. The noun's own mention is dropped
// and the status's mention reaches over "for" and the noun, so every word of the phrase is accounted
// for. Only a noun reached through another form of a cell (not a cell as written) is read so: "open
// or closed" and "pending and approved" still name two cells.
import type { Question } from './question.ts';
import type { ValueMention } from './mentions.ts';

const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * The value mentions without a purpose noun said after "for" right behind a cell of the same column;
 * the status's mention then spans the purpose phrase.
 */
export function withoutPurposeOfStatus(q: Question, found: ValueMention[]): ValueMention[] {
  const replaced = new Map<ValueMention, ValueMention | null>();
  for (const status of found) {
    if (q.tokens[status.end]?.text !== 'for') continue;
    let j = status.end + 1;
    while (ARTICLES.has(q.tokens[j]?.text ?? '')) j++;
    const purpose = found.find(
      (p) =>
        p !== status &&
        p.column === status.column &&
        p.start === j &&
        p.end === j + 1 &&
        !status.column.valueIndex.has(q.tokens[j].text) &&
        p.values.some((v) => !status.values.includes(v)),
    );
    if (!purpose) continue;
    replaced.set(purpose, null);
    replaced.set(status, { ...status, end: purpose.end });
  }
  if (replaced.size === 0) return found;
  return found.flatMap((m) => {
    const r = replaced.get(m);
    return r === undefined ? [m] : r === null ? [] : [r];
  });
}

// "Total national insurance paid in Q1", "income tax withheld", "delivery fees earned": a verb of
// money beside an amount the question names by its header is that amount's verb. Read as a synonym
// it would name a second money column ("paid" for a salary) and pull in its table, so the mention
// is set aside and the verb counts as read.
import { columnKind } from './figure-kinds.ts';
import type { ColumnMention } from './mentions.ts';

/** Past participles of money changing hands. */
const MONEY_PARTICIPLES = new Set(['paid', 'earned', 'spent', 'charged', 'withheld', 'collected', 'generated', 'made', 'received']);

function holdsMoney(m: ColumnMention): boolean {
  return m.column.role === 'measure' && columnKind(m.column) === 'money';
}

/**
 * The synonym mentions made by a money verb when the question also names a money column by its
 * own header words: they are the named amount's verb, not another column.
 */
export function moneyVerbsOfNamedAmount(words: readonly { text: string }[], mentions: readonly ColumnMention[]): ColumnMention[] {
  const named = mentions.some((m) => !m.synonym && m.score >= 0.99 && holdsMoney(m));
  if (!named) return [];
  return mentions.filter((m) => m.synonym && m.end - m.start === 1 && MONEY_PARTICIPLES.has(words[m.start].text) && holdsMoney(m));
}

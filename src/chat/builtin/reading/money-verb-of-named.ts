// "Total national insurance paid in Q1", "income tax withheld", "delivery fees earned": a verb of
// money beside an amount the question names by its header is that amount's verb. Read as a synonym
// it would name a money column of another table ("paid" for employees' salary) and pull in that
// table, so the mention is set aside and the verb counts as read. So is "paid" before the cell of a payment column
// ("paid in cash"), which restates that column.
import { columnKind } from './figure-kinds.ts';
import type { ColumnMention } from './mentions.ts';
import { PAID_WITH_WORDS } from './vocabulary.ts';

/** Past participles of money changing hands. */
const MONEY_PARTICIPLES = new Set(['paid', 'earned', 'spent', 'charged', 'withheld', 'collected', 'generated', 'made', 'received']);

function holdsMoney(m: ColumnMention): boolean {
  return m.column.role === 'measure' && columnKind(m.column) === 'money';
}

/**
 * The synonym mentions made by a money verb when the question also names a money column by its
 * own header words: they are the named amount's verb, not another table's column.
 */
export function moneyVerbsOfNamedAmount(words: readonly { text: string }[], mentions: readonly ColumnMention[]): ColumnMention[] {
  const namedMentions = mentions.filter((m) => !m.synonym && m.score >= 0.99 && holdsMoney(m));
  const named = namedMentions.map((m) => m.column.ref.table);
  if (!named.length) return [];
  // Only a column of another table: in the named amount's own table the verb may be a second
  // amount of the row ("campaigns that spent more than their budget": spend beside budget).
  // Said of the amount itself ("how much VAT was charged") it is that amount's verb in any table.
  const passiveOf = (m: ColumnMention) => namedMentions.some((n) => n.end <= m.start && words.slice(n.end, m.start).every((w) => BEING.has(w.text)) && m.start - n.end <= 2);
  return mentions.filter((m) => m.synonym && m.end - m.start === 1 && MONEY_PARTICIPLES.has(words[m.start].text) && holdsMoney(m) && (!named.includes(m.column.ref.table) || passiveOf(m)));
}

/** Forms of "be" between an amount and its verb: "VAT was charged", "fees have been paid". */
const BEING = new Set(['was', 'were', 'is', 'are', 'been', 'be', 'being', 'has', 'have', 'had']);

const PAYING = new Set(['paid', 'pay', 'paying', 'payed']);

/**
 * "Orders paid in cash", "bookings paid by card": the verb restates the column of the cell after it
 * (payment_type, pay_method), so it is read with that cell rather than as a money column's synonym.
 * Returns the verbs' spans.
 */
export function payingVerbsOfMethod(words: readonly { text: string }[], cells: readonly { start: number; column: { words: string[] } }[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const [i, w] of words.entries()) {
    if (!PAYING.has(w.text) || !PAID_WITH_WORDS.has(words[i + 1]?.text ?? '')) continue;
    const cell = cells.find((c) => c.start === i + 2 && c.column.words.some((h) => h === 'payment' || h === 'pay' || h === 'method' || h === 'tender'));
    if (cell) out.push({ start: i, end: i + 1 });
  }
  return out;
}

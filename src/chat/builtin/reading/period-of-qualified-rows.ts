// "How many bookings did Hand Building classes held in March 2025 get?": a period said right after
// a participle that follows the rows of a joined table ("classes held in", "orders placed during",
// "members who joined in") is when those rows happened, so it goes on their table's date
// (class_date), never on the counted rows' own date (booked_on). Only where that table has one date
// of its own events; otherwise the period stays where it was read.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { PeriodMention } from './mentions.ts';
import type { Question } from './question.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Words a period may open with after its participle: "held in", "run during", "placed between". */
const PERIOD_LINKS = new Set(['in', 'during', 'on', 'between', 'from', 'since', 'before', 'after', 'over', 'throughout']);
/** Words between the rows' noun and the participle: "classes that were held in". */
const RELATIVE_WORDS = new Set(['that', 'which', 'who', 'were', 'was', 'being', 'been', 'have', 'had']);

function participle(text: string): boolean {
  return (/[a-z]{3,}ed$/.test(text) || IRREGULAR_PARTICIPLES.has(text) || text === 'ran');
}

/**
 * The date of a joined table whose rows the words before the period's participle name, when it is
 * not the counted table (`tables[0]`) and has exactly one date of its own events; null otherwise.
 */
/**
 * "bookings for 2025 classes", "confirmed for January 2027 classes": a period said as an adjective
 * of a joined table's rows (their noun right after it) is when those rows happen, so it goes on
 * their table's one date of its own events, even where the counted rows' noun ("bookings") is a
 * word of their own date's header (booked_on); null otherwise.
 */
export function dateOfPeriodAdjective(tables: readonly CatalogTable[], q: Question, p: PeriodMention, eventDates: (t: CatalogTable) => CatalogColumn[]): CatalogColumn | null {
  const after = q.tokens[p.end];
  if (!after || namesRows(tables[0], after)) return null;
  const named = tables.slice(1).filter((t) => namesRows(t, after));
  const dates = named.length === 1 ? eventDates(named[0]) : [];
  return dates.length === 1 ? dates[0] : null;
}

export function dateOfQualifiedRows(tables: readonly CatalogTable[], q: Question, p: PeriodMention, eventDates: (t: CatalogTable) => CatalogColumn[]): CatalogColumn | null {
  let i = p.start - 1;
  while (i >= 0 && PERIOD_LINKS.has(q.tokens[i].text)) i--;
  if (i < 1 || !participle(q.tokens[i].text)) return null;
  let j = i - 1;
  while (j >= 0 && RELATIVE_WORDS.has(q.tokens[j].text)) j--;
  const noun = q.tokens[j];
  if (!noun || namesRows(tables[0], noun)) return null;
  const named = tables.slice(1).filter((t) => namesRows(t, noun));
  if (named.length !== 1) return null;
  const dates = eventDates(named[0]);
  return dates.length === 1 ? dates[0] : null;
}

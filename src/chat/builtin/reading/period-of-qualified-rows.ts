// "How many bookings did Hand Building classes held in March 2025 get?": a period said right after
// a participle that follows the rows of a joined table ("classes held in", "orders placed during",
// "members who joined in") is when those rows happened, so it goes on their table's date
// (class_date), never on the counted rows' own date (booked_on). Only where that table has one date
// of its own events; otherwise the period stays where it was read.
// The same when the verb is a past tense with its particle ("sailings that went out in August"),
// when the period is said before that table's noun ("tickets for 2025 sailings", "Q2 2026
// sailings"), or when the noun follows "for"/"on" right before the period ("tickets for sailings
// between 1 May and 15 June"): each dates the joined rows, not the counted ones.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { PeriodMention } from './mentions.ts';
import type { Question } from './question.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Words a period may open with after its participle: "held in", "run during", "placed between". */
const PERIOD_LINKS = new Set(['in', 'during', 'on', 'between', 'from', 'since', 'before', 'after', 'over', 'throughout']);
/** Past tenses not ending in -ed that say when a thing took place: "sailings that went out in". */
const IRREGULAR_PASTS = new Set(['went', 'took', 'came', 'left', 'ran', 'began', 'flew', 'drove', 'rode', 'set']);
/** Particles a verb of taking place may carry before its period: "went out in", "set off on". */
const PARTICLES = new Set(['out', 'off', 'ahead', 'away', 'up', 'place']);
/** Words right before a joined table's noun that tie the counted rows to those rows: "tickets for sailings in". */
const TYING_WORDS = new Set(['for', 'on']);
/** Words between the rows' noun and the participle: "classes that were held in". */
const RELATIVE_WORDS = new Set(['that', 'which', 'who', 'were', 'was', 'being', 'been', 'have', 'had']);

function participle(text: string): boolean {
  return (/[a-z]{3,}ed$/.test(text) || IRREGULAR_PARTICIPLES.has(text) || text === 'ran');
}

/**
 * The date of a joined table whose rows the words before the period's participle name, when it is
 * not the counted table (`tables[0]`) and has exactly one date of its own events; null otherwise.
 */
export function dateOfQualifiedRows(tables: readonly CatalogTable[], q: Question, p: PeriodMention, eventDates: (t: CatalogTable) => CatalogColumn[]): CatalogColumn | null {
  let i = p.start - 1;
  while (i >= 0 && PERIOD_LINKS.has(q.tokens[i].text)) i--;
  // "for sailings between ...": the joined rows' noun right before the period, tied by "for"/"on".
  if (i >= 1 && TYING_WORDS.has(q.tokens[i - 1].text)) {
    const date = joinedDate(tables, q.tokens[i], eventDates);
    if (date) return date;
  }
  if (i >= 1 && PARTICLES.has(q.tokens[i].text) && IRREGULAR_PASTS.has(q.tokens[i - 1].text)) i--;
  if (i < 1 || !(participle(q.tokens[i].text) || IRREGULAR_PASTS.has(q.tokens[i].text))) return null;
  let j = i - 1;
  while (j >= 0 && RELATIVE_WORDS.has(q.tokens[j].text)) j--;
  const noun = q.tokens[j];
  return noun ? joinedDate(tables, noun, eventDates) : null;
}

/**
 * "bookings for 2025 classes", "tickets for Q2 2026 sailings", "confirmed for January 2027 classes":
 * the period said as the modifier of a joined table's noun right after it is when those rows
 * happened, so it goes on their table's one date of its own events, even where a word before it
 * ("bookings") heads the counted rows' own date (booked_on); null otherwise.
 */
export function dateOfModifiedRows(tables: readonly CatalogTable[], q: Question, p: PeriodMention, eventDates: (t: CatalogTable) => CatalogColumn[]): CatalogColumn | null {
  const after = q.tokens[p.end];
  if (!after || q.tokens[p.end + 1]?.text === 'of') return null;
  return joinedDate(tables, after, eventDates);
}

/** The one event date of the joined table (not the counted `tables[0]`) whose rows `noun` names. */
function joinedDate(tables: readonly CatalogTable[], noun: { text: string; stem: string }, eventDates: (t: CatalogTable) => CatalogColumn[]): CatalogColumn | null {
  if (namesRows(tables[0], noun)) return null;
  const named = tables.slice(1).filter((t) => namesRows(t, noun));
  if (named.length !== 1) return null;
  const dates = eventDates(named[0]);
  return dates.length === 1 ? dates[0] : null;
}

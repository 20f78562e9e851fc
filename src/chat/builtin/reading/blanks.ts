// Blank cells as conditions: "no refill date", "without a quote", "no signature recorded" ask for
// the rows whose cell is empty; "have a refill date", "where a discount was given" for those whose
// cell is filled in. Only the words next to the header are read this way.
import type { CatalogColumn } from './catalog.ts';
import { ID_WORDS } from './catalog.ts';
import type { Span } from './mentions.ts';
import type { Question } from './question.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';
import { HEADER_NOUNS } from './restated-nouns.ts';
import { negationEndingAt } from './negated-flag-words.ts';

const ABSENT = new Set(['no', 'without', 'missing']);
/** "a discount" is the rows that have one only after a verb of having: "had a discount", "with a discount". */
const PRESENT_ARTICLES = new Set(['a', 'an', 'any']);
const HAVING = new Set(['have', 'has', 'had', 'having', 'with', 'where', 'when', 'got']);
/**
 * Verbs of having that are no filler words elsewhere: "payslips that included a bonus", "orders that
 * received a tip", "students who hold a scholarship".
 */
export const HAVING_VERBS = new Set(['include', 'includes', 'included', 'receive', 'receives', 'received', 'contain', 'contains', 'contained', 'carry', 'carries', 'carried', 'hold', 'holds', 'held', 'holding']);
/** Participles saying a cell was filled in: "no quote set", "a discount was given". */
const FILLED_IN = new Set(['set', 'given', 'recorded', 'entered', 'filled', 'provided', 'applied', 'noted', 'logged', 'added', 'granted', 'offered']);
const LINKS = new Set(['was', 'were', 'is', 'are', 'been', 'be']);

export type BlankReading = { absent: boolean; span: Span };

/**
 * "hires that included a wetsuit", "bookings included wetsuit hire": where a verb of having (no
 * filler word elsewhere) stands before the header at `start`, optionally with an article between,
 * the index the verb starts at; the words say the rows have the thing, read with it. Else -1.
 */
export function havingVerbBefore(q: Question, start: number): number {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  if (HAVING_VERBS.has(word(start - 1))) return start - 1;
  if (PRESENT_ARTICLES.has(word(start - 1)) && HAVING_VERBS.has(word(start - 2))) return start - 2;
  return -1;
}

/**
 * The blank-cell condition the words around header mention `m` state, or null. A filled-in cell
 * is read only where the column has blanks: elsewhere "a discount" asks about every row.
 */
export function blankAround(q: Question, m: Span, hasBlanks: boolean): BlankReading | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  const prev = word(m.start - 1);
  const absent = ABSENT.has(prev);
  const verb = word(m.start - 2);
  const present = !absent && hasBlanks && PRESENT_ARTICLES.has(prev) && (HAVING.has(verb) || HAVING_VERBS.has(verb));
  if (!absent && !present) return blankAfter(q, m);
  let end = m.end;
  let k = end;
  // "no contract level filled in": a generic noun restating the header may stand before the participle.
  if (HEADER_NOUNS.has(word(k))) k++;
  while (LINKS.has(word(k))) k++;
  if (FILLED_IN.has(word(k))) end = k + 1;
  // "no return date yet", "no actual recorded yet": not filled in so far, the same blank cell.
  // "customers who don't have a lawn area recorded": the verb of having negated, the blank cell.
  const denied = present && HAVING.has(verb) ? negationEndingAt(q, m.start - 3) : -1;
  if ((absent || denied >= 0) && word(end) === 'yet') end++;
  if (denied >= 0) return { absent: true, span: { start: denied, end } };
  return { absent, span: { start: m.start - (present && HAVING_VERBS.has(verb) ? 2 : 1), end } };
}

/**
 * "Bookings made by members", "what share of bookings were members" beside a Member No left blank
 * for walk-ins: the plural of the noun an id column is headed by, after a participle's "by" or a
 * link verb, is the rows whose id is filled in (they were made by someone with a number), never one
 * group per member. Null unless `m` is that one word and the column has blanks.
 */
export function holdersOfId(q: Question, m: Span, column: CatalogColumn): BlankReading | null {
  if (m.end - m.start !== 1 || column.stats.nullCount === 0 || !column.words.some((w) => ID_WORDS.has(w))) return null;
  const tok = q.tokens[m.start];
  const noun = column.words.filter((w) => !ID_WORDS.has(w));
  if (noun.length !== 1 || !/s$/.test(tok.text) || tok.text === noun[0] || !tok.text.startsWith(noun[0])) return null;
  const prev = q.tokens[m.start - 1]?.text ?? '';
  const before = q.tokens[m.start - 2]?.text ?? '';
  const byAgent = prev === 'by' && (/[a-z]{3,}ed$/.test(before) || IRREGULAR_PARTICIPLES.has(before));
  const linked = LINKS.has(prev) && prev !== 'be' && prev !== 'been';
  if (!byAgent && !linked) return null;
  return { absent: false, span: { start: m.start - 1, end: m.end } };
}

/** Words after a header saying its cell is empty: "left blank", "is empty". */
const BLANK_WORDS = new Set(['blank', 'empty', 'unfilled']);
/** Nouns restating the header as a place in the table: "the other blades column". */
const PLACE_NOUNS = new Set(['column', 'field', 'cell', 'box']);

/**
 * "Jobs with the other blades column left blank", "orders where notes is empty": a word of blankness
 * after the header (past "column", a link verb or "left") asks for the rows whose cell is empty.
 */
function blankAfter(q: Question, m: Span): BlankReading | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  let k = m.end;
  if (PLACE_NOUNS.has(word(k))) k++;
  while (LINKS.has(word(k))) k++;
  if (word(k) === 'left') k++;
  if (!BLANK_WORDS.has(word(k))) return null;
  const start = m.start > 0 && word(m.start - 1) === 'the' ? m.start - 1 : m.start;
  return { absent: true, span: { start, end: k + 1 } };
}

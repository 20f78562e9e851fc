// "How many sessions were booked?" over sessions.csv whose session column holds the kind of session
// (Morning, Afternoon, Full day): the counted noun is the noun of the table's rows, so the rows are
// counted; the column that shares the word only tells what kind each row is. Counting its distinct
// values answered 3 for 55,375 bookings. The same holds for "check-ins" over checkins.csv beside a
// check_in time, "pipelines" over pipelines.csv beside a pipeline name, for a header of two words
// that starts with the word of the table's name ("tee times were booked" over tee_bookings.csv
// beside tee_time), and for one said before the rows' noun ("tee time bookings"). Only without a
// word asking for distinct values ("different", "unique": the caller's) and without a word for kinds
// after the noun ("session types"). "How many departments" over employees (no noun of those rows)
// still counts distinct values.
//
// A noun the stemmer only makes one with a header ("screenings" and the screen number, both
// "screen") is the rows' noun too: never that number added up.
//
// "How many lane bookings are there?" over lane_bookings.csv with a numeric lane column: a figure's
// header said right before the plural noun of the rows only says which bookings (lanes booked); the
// bookings are counted, never the lane numbers added up (108,492 for 22,400 bookings). "How many
// bottles were sold" beside a bottles figure (no rows' noun after it) still adds the figure up, and
// "the highest paid employees" (a participle, no header's noun) still ranks by the salary.
//
// "How many stays have been booked in total?": "in total", "altogether" are fillers of a count, not a
// word of a "Total paid (£)" header nor a sum of whatever figure the verb names.
//
// Where this reading stands among the others of what a counted noun counts: counted-noun.ts.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { onlyQualifiesTableName } from './header-head-nouns.ts';
import type { Span } from './mentions.ts';
import type { Question, QuestionToken } from './question.ts';
import { stem } from '../text.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Nouns after a header that ask for its kinds, not the rows: "session types", "pipeline names". */
const KIND_NOUNS = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'category', 'categories', 'variety', 'varieties', 'name', 'names', 'value', 'values', 'option', 'options', 'level', 'levels', 'code', 'codes']);


const plural = (t: QuestionToken | undefined) => t !== undefined && /[^s]s$/.test(t.text);

/** Whether the tokens at i and i + 1, joined over a hyphen ("check-ins"), name the table's rows. */
function hyphenatedNoun(q: Question, i: number, table: CatalogTable): boolean {
  const a = q.tokens[i];
  const b = q.tokens[i + 1];
  if (!a || !b || q.folded[a.end] !== '-' || b.start !== a.end + 1) return false;
  const text = a.text + b.text;
  return namesRows(table, { text, stem: stem(text) });
}

/**
 * Whether the header mention `m`, the counted noun after "how many", names the rows of `table`
 * (the counted table, whose column it is) rather than the header's distinct values.
 */
export function countedNounNamesRows(q: Question, m: Span & { column: CatalogColumn }, table: CatalogTable): boolean {
  if (m.column.ref.table !== table.name) return false;
  const tokens = q.tokens.slice(m.start, m.end);
  const next = q.tokens[m.end];
  // "How many tee time bookings": the header qualifies the rows' noun after it.
  if (tokens.length >= 2 && next && namesRows(table, next) && plural(next) && !m.column.stems.includes(next.stem)) return true;
  if (!plural(tokens.at(-1)) || (next && KIND_NOUNS.has(next.text))) return false;
  // "sessions", "garments", "check-ins": every word the rows' noun.
  if (tokens.every((t) => namesRows(table, t))) return true;
  if (tokens.length === 2 && hyphenatedNoun(q, m.start, table)) return true;
  // "tee times" over tee_bookings: a two-word header led by the word of the table's name.
  return tokens.length === 2 && namesRows(table, tokens[0]) && m.column.stems.length === 2 && m.column.stems[0] === tokens[0].stem;
}

/**
 * Whether the counted noun `t` ("screenings") names the rows of `table` and meets the header only
 * through the stemmer: not the header's word, nor its plural ("screen", "screens").
 */
export function rowNounStemmedOntoHeader(t: QuestionToken | undefined, column: CatalogColumn, table: CatalogTable | undefined): boolean {
  if (!t || !table || !namesRows(table, t)) return false;
  return !column.words.some((w) => t.text === w || t.text === `${w}s` || t.text === `${w}es` || t.text === `${w.replace(/y$/, '')}ies`);
}

/**
 * Whether the sum word of a count question is a filler ("in total", "altogether") after a noun of
 * the counted rows at `countedAt` (not a word of one of the `figures` named): the rows are counted,
 * nothing is added up.
 */
export function totalAsFiller(q: Question, sumAt: number, countedAt: number, table: CatalogTable, figures: Span[]): boolean {
  const t = q.tokens[sumAt];
  const counted = q.tokens[countedAt];
  if (!t || !counted || sumAt <= countedAt || !namesRows(table, counted) || !plural(counted)) return false;
  // "How many tickets were sold in total" beside a Tickets sold figure: that figure is what is added up.
  if (figures.some((f) => f.start <= countedAt && countedAt < f.end)) return false;
  return t.text === 'altogether' || (t.text === 'total' && q.tokens[sumAt - 1]?.text === 'in');
}

/**
 * Whether the figure's mention `m` (after "how many") stands right before a plural noun naming the
 * rows of `table` that is no word of the figure's own header: it qualifies the rows counted.
 */
export function figureQualifiesRowNoun(q: Question, m: Span & { column: CatalogColumn; synonym?: boolean }, table: CatalogTable | undefined): boolean {
  const next = q.tokens[m.end];
  // Only the header's own noun: "the highest paid employees" (a participle, a synonym of salary) ranks by the figure.
  const said = q.tokens.slice(m.start, m.end);
  if (m.synonym || said.some((t) => /ed$/.test(t.text) || IRREGULAR_PARTICIPLES.has(t.text))) return false;
  // "hours times rate" over time_entries: "times" is no noun of the entries, only a word of their table's name before its head.
  return next !== undefined && table !== undefined && m.column.ref.table === table.name && namesRows(table, next) && plural(next) && !m.column.stems.includes(next.stem) && !onlyQualifiesTableName(table, next);
}

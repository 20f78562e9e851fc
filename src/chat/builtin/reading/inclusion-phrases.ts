// "What is the average price of adult tickets, refunded ones included?", "voids and all", "average price by trip
// (all tickets, refunded included)", "tickets sold by phone, including refunded ones", "bookings by
// month (any status)": words saying rows of a state are kept, beside the others. The cell they name
// is no condition (the question keeps those rows with the rest), and the words are read, not left
// unplaced. Only a cell of a column is read so ("refunded" of Refunded), or the word status itself.
// "Wreath takings across all seasons", "over all years": every period's rows kept, no condition, where
// no header holds the word (a Season column is grouped or filtered by its own name).
// "Takings excluding delivery", "(no delivery charges)" over a price beside a Delivery Charge: the
// carriage is set aside by the takings already (price-beside-carriage.ts); the words are read.
import type { Catalog } from './catalog.ts';
import { namesRows, sameRef } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { ROW_STAND_INS } from './vocabulary.ts';
import { CARRIAGE_WORDS, priceBesideCarriage } from './price-beside-carriage.ts';

/** Words before a cell saying its rows are kept: "including refunded ones". */
const INCLUDING = new Set(['including', 'incl', 'inc']);
/** Articles opening the object of "included" as a verb of having: "included a wetsuit". */
const OBJECT_ARTICLES = new Set(['a', 'an', 'any', 'some', 'the']);
/** Words of a status column said whole: "(any status)", "(all statuses)". */
const STATUS_WORDS = new Set(['status', 'statuses']);
/** Words before carriage saying it is left out: "excluding delivery", "no delivery charges". */
const LEAVING_OUT = new Set(['excluding', 'excl', 'without', 'no', 'minus']);
/** Words after a carriage word naming its charge. */
const CHARGE_NOUNS = new Set(['charge', 'charges', 'fee', 'fees', 'cost', 'costs']);

/** Periods said whole in the plural: "across all seasons", "over all years". */
const WHOLE_PERIODS = new Set(['seasons', 'years']);
/** Words before such a phrase that belong to it. */
const ACROSS = new Set(['across', 'over', 'in', 'for', 'from']);

export interface Inclusions {
  /** The token indexes of the inclusion phrases, cells included. */
  tokens: Set<number>;
  /** The cell mentions the phrases keep rows of: never conditions. */
  cells: ValueMention[];
  /**
   * Another cell of a kept cell's column said as a qualifier of the rows ("done jobs, including
   * refunded ones"): the two states together, which no reading here keeps; the question is declined.
   */
  clashing: ValueMention[];
}

/**
 * Words after which a cell is the clause's own verb ("have we done", "jobs we've done", "been
 * completed"), saying the work was taken on, not which state the rows are in.
 */
const VERB_BEFORE = new Set(['we', 'they', 'you', 'i', 've', 'have', 'has', 'had', 'been', 'did']);

/** The inclusion phrases of the question and the cells they name. */
export function inclusionPhrases(q: Question, catalog: Catalog, values: readonly ValueMention[]): Inclusions {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  const rowNoun = (i: number) => ROW_STAND_INS.has(word(i)) || catalog.tables.some((t) => q.tokens[i] !== undefined && namesRows(t, q.tokens[i]));
  const tokens = new Set<number>();
  const cells: ValueMention[] = [];
  // "completed hires included a wetsuit", "bookings included wetsuit hire": "included" with an object
  // straight after it is a verb of having (blanks.ts), the cell before it a condition of the rows.
  const headerWord = (i: number) => catalog.tables.some((t) => t.columns.some((c) => q.tokens[i] !== undefined && (c.words.includes(q.tokens[i].text) || c.stems.includes(q.tokens[i].stem))));
  const hasObject = (i: number) =>
    i + 1 < q.tokens.length && q.folded.slice(q.tokens[i].end, q.tokens[i + 1].start).trim() === '' && (OBJECT_ARTICLES.has(word(i + 1)) || headerWord(i + 1));
  for (const v of values) {
    let end = v.end;
    if (rowNoun(end) && word(end + 1) === 'included') end++;
    if (word(end) === 'included' && !hasObject(end)) {
      cells.push(v);
      for (let k = v.start; k <= end; k++) tokens.add(k);
      continue;
    }
    // "how many pledges are on the book, voids and all?": the cell with "and all" closing the clause.
    if (word(end) === 'and' && word(end + 1) === 'all' && (end + 2 >= q.tokens.length || /[,;?!.)]/.test(q.folded.slice(q.tokens[end + 1].end, q.tokens[end + 2].start)))) {
      cells.push(v);
      for (let k = v.start; k <= end + 1; k++) tokens.add(k);
      continue;
    }
    if (INCLUDING.has(word(v.start - 1))) {
      cells.push(v);
      const last = rowNoun(v.end) ? v.end : v.end - 1;
      for (let k = v.start - 1; k <= last; k++) tokens.add(k);
    }
  }
  for (let i = 1; i < q.tokens.length; i++) {
    if (STATUS_WORDS.has(word(i)) && (word(i - 1) === 'any' || word(i - 1) === 'all')) {
      tokens.add(i - 1);
      tokens.add(i);
    }
  }
  for (let i = 1; i < q.tokens.length; i++) {
    const t = q.tokens[i];
    if (!WHOLE_PERIODS.has(t.text) || word(i - 1) !== 'all') continue;
    if (catalog.tables.some((x) => x.columns.some((c) => c.stems.includes(t.stem) || c.words.includes(t.text)))) continue;
    if (ACROSS.has(word(i - 2))) tokens.add(i - 2);
    tokens.add(i - 1);
    tokens.add(i);
  }
  // "excluding delivery" where a table's price stands beside its delivery charge alone.
  const carried = catalog.tables.some((x) => priceBesideCarriage(x.columns) !== null);
  for (let i = 1; carried && i < q.tokens.length; i++) {
    if (!CARRIAGE_WORDS.has(word(i)) || !LEAVING_OUT.has(word(i - 1))) continue;
    tokens.add(i - 1);
    tokens.add(i);
    if (CHARGE_NOUNS.has(word(i + 1))) tokens.add(i + 1);
  }
  // "How many jobs have we done altogether, including cancelled ones?" beside a Status of Done,
  // Cancelled, ...: the inclusion says every state is counted, so "done" of the same column is the
  // clause's verb, no condition; said before the rows as their state ("done jobs including
  // refunded ones") it would keep two states, and is set aside to be declined.
  const clashing: ValueMention[] = [];
  for (const v of values) {
    if (cells.includes(v) || !cells.some((c) => sameRef(c.column.ref, v.column.ref) && !spansOverlap(c, v))) continue;
    if (VERB_BEFORE.has(word(v.start - 1))) {
      cells.push(v);
      for (let k = v.start; k < v.end; k++) tokens.add(k);
    } else clashing.push(v);
  }
  return { tokens, cells, clashing };
}

function spansOverlap(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Whether the question keeps every state of `column`: "including cancelled ones" of one of its
 * cells, or "(any status)". Then "done" is not the completed rows only (done-rows.ts).
 */
export function keepsEveryStateOf(q: Question, catalog: Catalog, values: readonly ValueMention[], column: { ref: { table: string; column: string }; words: string[] }): boolean {
  const inclusions = inclusionPhrases(q, catalog, values);
  if (inclusions.cells.some((c) => sameRef(c.column.ref, column.ref))) return true;
  return column.words.some((w) => STATUS_WORDS.has(w)) && q.tokens.some((t, i) => i > 0 && STATUS_WORDS.has(t.text) && inclusions.tokens.has(i));
}

/** Whether a column mention lies inside an inclusion phrase ("status" of "any status"): not read. */
export function insideInclusion(m: ColumnMention, inclusions: Inclusions): boolean {
  for (let k = m.start; k < m.end; k++) if (!inclusions.tokens.has(k)) return false;
  return true;
}

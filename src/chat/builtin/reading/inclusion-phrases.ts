// "What is the average price of adult tickets, refunded ones included?", "average price by trip
// (all tickets, refunded included)", "tickets sold by phone, including refunded ones", "bookings by
// month (any status)": words saying rows of a state are kept, beside the others. The cell they name
// is no condition (the question keeps those rows with the rest), and the words are read, not left
// unplaced. Only a cell of a column is read so ("refunded" of Refunded), or the word status itself.
// "Wreath takings across all seasons", "over all years": every period's rows kept, no condition, where
// no header holds the word (a Season column is grouped or filtered by its own name).
// "Takings excluding delivery", "(no delivery charges)" over a price beside a Delivery Charge: the
// carriage is set aside by the takings already (price-beside-carriage.ts); the words are read.
import type { Catalog } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { ROW_STAND_INS } from './vocabulary.ts';
import { CARRIAGE_WORDS, priceBesideCarriage } from './price-beside-carriage.ts';

/** Words before a cell saying its rows are kept: "including refunded ones". */
const INCLUDING = new Set(['including', 'incl', 'inc']);
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
}

/** The inclusion phrases of the question and the cells they name. */
export function inclusionPhrases(q: Question, catalog: Catalog, values: readonly ValueMention[]): Inclusions {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  const rowNoun = (i: number) => ROW_STAND_INS.has(word(i)) || catalog.tables.some((t) => q.tokens[i] !== undefined && namesRows(t, q.tokens[i]));
  const tokens = new Set<number>();
  const cells: ValueMention[] = [];
  for (const v of values) {
    let end = v.end;
    if (rowNoun(end) && word(end + 1) === 'included') end++;
    if (word(end) === 'included') {
      cells.push(v);
      for (let k = v.start; k <= end; k++) tokens.add(k);
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
  return { tokens, cells };
}

/** Whether a column mention lies inside an inclusion phrase ("status" of "any status"): not read. */
export function insideInclusion(m: ColumnMention, inclusions: Inclusions): boolean {
  for (let k = m.start; k < m.end; k++) if (!inclusions.tokens.has(k)) return false;
  return true;
}

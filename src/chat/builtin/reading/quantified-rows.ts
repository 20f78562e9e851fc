// Semi-joins by how many related rows: "members with at least one booking", "owners with more
// than one vehicle", "customers who ordered more than once", "accounts that paid at least twice by
// card". The rows of one table (the lookup) counted or listed by how many rows of another table
// (the fact, which refers to them through a shared key) each has: at least one, or at least two.
// A verb before the quantity that is also a cell of the fact rows ("patients who attended at least
// one appointment" over a status holding Attended, DNA and Cancelled) is that cell, kept as a
// condition on the rows counted: a DNA is no appointment attended.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { DOING } from './absence.ts';
import type { Span, ValueMention } from './mentions.ts';
import type { Question, QuestionToken } from './question.ts';
import { numberWord, stem } from '../text.ts';
import type { Reading } from './types.ts';

type Joined = { tables: CatalogTable[]; join: Reading['join'] };

/** Words between the quantity and the rows: "at least one single booking", "more than one active"... only fillers. */
const FILLERS = new Set(['single', 'separate', 'different']);
/** How many times, said as a word: "once", "twice", "three times". */
const TIMES: Record<string, number> = { once: 1, twice: 2, thrice: 3 };
/** Verbs of an event whose rows a table records under another noun: "paid" (payments), "ordered" (orders). */
const EVENT_NOUNS: Record<string, string> = { paid: 'payment', sold: 'sale', bought: 'purchase', borrowed: 'loan', rented: 'rental', hired: 'hire', visited: 'visit', came: 'visit' };

/** A quantity written as a word, one to ninety ("at least ten visits"); never "once" or "twice", read as times. */
function quantityWord(w: string): number | null {
  const n = Object.hasOwn(TIMES, w) ? null : numberWord(w);
  return n !== null && n >= 1 && n < 100 ? n : null;
}

export type QuantifiedCue<S> = { source: S; span: Span; atLeast: number };

/** The least count a quantity phrase starting at i says ("at least one" 1, "more than one" 2, "two or more" 2), and where it ends. */
export function quantityAt(t: QuestionToken[], i: number): { atLeast: number; end: number } | null {
  const word = (k: number) => t[k]?.text ?? '';
  const count = (k: number) => quantityWord(word(k)) ?? (t[k]?.num != null && Number.isInteger(t[k].num) && t[k].num! >= 1 && t[k].num! <= 100 ? t[k].num! : null);
  if (word(i) === 'at' && word(i + 1) === 'least') {
    const n = count(i + 2);
    if (n !== null) return { atLeast: n, end: i + 3 };
    const times = TIMES[word(i + 2)];
    if (times) return { atLeast: times, end: i + 3 };
  }
  if ((word(i) === 'more' && word(i + 1) === 'than') || (word(i) === 'over' && count(i + 1) !== null)) {
    const k = word(i) === 'more' ? i + 2 : i + 1;
    const n = count(k);
    if (n !== null) return { atLeast: n + 1, end: k + 1 };
    const times = TIMES[word(k)];
    if (times) return { atLeast: times + 1, end: k + 1 };
  }
  const n = count(i);
  if (n !== null && word(i + 1) === 'or' && word(i + 2) === 'more') return { atLeast: n, end: i + 3 };
  return null;
}

/** Whether a word is the verb of the fact table's rows' event: "moved" (moves), "paid" (payments), "ordered" (orders). */
function eventVerb(fact: CatalogTable, t: QuestionToken): boolean {
  if (/ed$/.test(t.text) && fact.entityStems.has(t.stem)) return true;
  const noun = EVENT_NOUNS[t.text];
  return noun !== undefined && fact.entityStems.has(stem(noun));
}

/**
 * Whether a word of the counted phrase heads a column of the fact rows that repeats (order_no in a
 * table of order lines): the things counted are that column's values, several rows each.
 */
function countsAnotherThing(fact: CatalogTable, words: QuestionToken[], join: Reading['join']): boolean {
  const key = join?.left.column;
  const stems = new Set(words.map((w) => (EVENT_NOUNS[w.text] ? stem(EVENT_NOUNS[w.text]) : w.stem)));
  for (const w of words) if (/ed$/.test(w.text)) stems.add(stem(w.text.replace(/ed$/, '')));
  return fact.columns.some((c) => c.ref.column !== key && stems.has(c.stems[0]) && c.stats.distinctCount < fact.rowCount && c.role !== 'measure' && c.role !== 'date');
}

/**
 * The join whose lookup rows the question counts by how many fact rows they have, the least count,
 * and the words that say so; null when none. The lookup rows must be named outside those words.
 */
export function quantifiedCue<S extends Joined>(q: Question, joins: S[], values: readonly ValueMention[] = []): QuantifiedCue<S> | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    const quantity = quantityAt(t, i);
    if (!quantity) continue;
    const timesSaid = TIMES[t[quantity.end - 1].text] !== undefined || t[quantity.end]?.text === 'times';
    for (const source of joins) {
      const [fact, dim] = source.tables;
      let span: Span | null = null;
      if (timesSaid) {
        // "ordered more than once", "paid at least twice": the verb of the fact rows' event before it.
        const verb = t[i - 1];
        if (verb && eventVerb(fact, verb)) span = { start: i - 1, end: quantity.end + (t[quantity.end]?.text === 'times' ? 1 : 0) };
      } else {
        let k = quantity.end;
        while (k < t.length && FILLERS.has(t[k].text)) k++;
        // "at least one bed move": a word of the rows' name before their noun.
        if (k + 1 < t.length && namesRows(fact, t[k]) && namesRows(fact, t[k + 1])) k++;
        // "referred at least one parcel", "brought more than one guest": the verb of doing the rows is read with them.
        const cellVerb = values.some((v) => v.start === i - 1 && v.end === i && v.column.ref.table === fact.name);
        const verb = i > 0 && DOING.test(t[i - 1].text) && !namesRows(dim, t[i - 1]) && !cellVerb ? 1 : 0;
        if (k < t.length && namesRows(fact, t[k]) && !namesRows(dim, t[k])) span = { start: i - verb, end: k + 1 };
      }
      if (!span) continue;
      // "more than 30 orders" over order lines: the orders are the distinct order_no of the lines,
      // not the lines; two lines of one order are one order. At least one line is at least one order.
      if (quantity.atLeast >= 2 && countsAnotherThing(fact, t.slice(span.start, span.end), source.join)) continue;
      const s = span;
      const named = t.some((x, k) => (k < s.start || k >= s.end) && namesRows(dim, x) && !namesRows(fact, x));
      if (named) return { source, span: s, atLeast: quantity.atLeast };
    }
  }
  return null;
}

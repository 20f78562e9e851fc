// Anti-joins: "books never sold", "pets that have not had a visit", "stations with no rides in
// June 2025". A negation followed by the rows of one table (or the verb of their event) asks for
// the rows of the table they refer to through a shared key that have none of them.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Span } from './mentions.ts';
import type { Question, QuestionToken } from './question.ts';
import { stem } from '../text.ts';
import { NEGATIVE_CONTRACTIONS } from './negated-flag-words.ts';

const NEGATIONS = new Set(['never', 'no', 'not', 'without']);
/**
 * Words between the negation and the rows or their verb: "never had a visit", "not yet been sold",
 * "without any rides", "never placed an order" (verbs of having one of the rows, whatever they are).
 */
const BETWEEN = new Set(['been', 'had', 'have', 'has', 'a', 'an', 'any', 'yet', 'ever', 'single', 'placed', 'made', 'received', 'submitted', 'taken', 'got']);
/** Verbs of an event whose rows a table records under another noun: books are sold in sales, borrowed in loans. */
const EVENT_NOUNS: Record<string, string[]> = { sold: ['sale', 'transaction'], bought: ['purchase', 'transaction'], borrowed: ['loan'], lent: ['loan'], rented: ['rental'], hired: ['hire'], applied: ['application'], paid: ['payment'] };
/**
 * A verb of doing one of the rows, whatever it is, and a preposition after it: "never worked a
 * shift", "never logged a timesheet", "never checked into a session". Read only when the rows of
 * the fact table follow, so the verb needs no list.
 */
export const DOING = /^[a-z]+ed$|^(done|run|ran|seen|made|gave|given|went|gone|took|written|wrote|sent|won|paid|spent|kept|held|put|set|got|bought|sold|met|left|brought)$/;
const PREPOSITIONS = new Set(['for', 'on', 'in', 'into', 'at', 'to', 'against', 'with', 'from', 'up']);
/**
 * Verbs of a thing being found on the rows, whatever they are: "products that never appear on a
 * sales line", "customers who never feature in the bookings". Read, like a verb of doing, only when
 * the rows of the fact table follow (after a preposition).
 */
const PRESENCE_VERBS = new Set(['appear', 'appears', 'appeared', 'feature', 'features', 'featured', 'figure', 'figures', 'figured']);

/** The index of the rows' noun after a verb of doing them ("worked a shift"), or -1. */
export function afterDoingVerb(t: QuestionToken[], j: number, fact: CatalogTable, between: Set<string>): number {
  const presence = PRESENCE_VERBS.has(t[j]?.text ?? '');
  if (presence && !PREPOSITIONS.has(t[j + 1]?.text ?? '')) return -1;
  if (!DOING.test(t[j]?.text ?? '') && !presence) return -1;
  let k = j + 1;
  if (PREPOSITIONS.has(t[k]?.text ?? '')) k++;
  while (k < t.length && between.has(t[k].text)) k++;
  return k < t.length && namesRows(fact, t[k]) ? k : -1;
}

/** Particles a verb of doing may carry after its object: "brought anything in", "sent anything back". */
const PARTICLES = new Set(['in', 'out', 'back', 'up', 'over', 'through']);

/** The end of "<verb of doing> anything [particle]" at `j` ("brought anything in"), or -1. */
function anythingDone(t: QuestionToken[], j: number): number {
  if (!DOING.test(t[j]?.text ?? '') || t[j + 1]?.text !== 'anything') return -1;
  return PARTICLES.has(t[j + 2]?.text ?? '') ? j + 3 : j + 2;
}

/** A candidate join: the fact table (tables[0]) refers to the lookup table (tables[1]). */
type Joined = { tables: CatalogTable[]; join: unknown };

/** Whether a word is the verb of the fact table's rows' event: "screened" (screenings), "sold" (sales), "borrowed" (borrowed_on). */
function eventVerb(fact: CatalogTable, t: QuestionToken): boolean {
  if (/ed$/.test(t.text) && fact.entityStems.has(t.stem)) return true;
  if ((EVENT_NOUNS[t.text] ?? []).some((n) => fact.entityStems.has(stem(n)))) return true;
  // A date every row has, headed by the verb: borrowed_on in a table of loans.
  return /ed$/.test(t.text) && fact.columns.some((c) => c.role === 'date' && c.stats.nullCount === 0 && c.words.includes(t.text));
}

/**
 * The join whose lookup rows the question asks for by the absence of fact rows, and the words that
 * say so (the negation through the rows or verb, and "anything" after a verb); null when none.
 */
export function absenceCue<S extends Joined>(q: Question, joins: S[]): { source: S; span: Span } | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    // "guests from NO": a country code, not a negation.
    const contracted = NEGATIVE_CONTRACTIONS.has(t[i].text) && t[i + 1]?.text === 't';
    if ((!NEGATIONS.has(t[i].text) && !contracted) || t[i].raw === t[i].raw.toUpperCase()) continue;
    let j = i + (contracted ? 2 : 1);
    while (j < t.length && BETWEEN.has(t[j].text)) j++;
    if (j >= t.length) continue;
    // "Sellers who have never brought anything in", "customers who never did anything": a verb of doing
    // with "anything" as its object names no rows of its own; where one table alone refers to the
    // rows named, "anything" is its rows.
    const anything = anythingDone(t, j);
    if (anything > 0) {
      const named = joins.filter((x) => t.some((w, k) => (k < i || k >= anything) && namesRows(x.tables[1], w) && !namesRows(x.tables[0], w)));
      const facts = new Set(named.map((x) => x.tables[0]));
      if (named.length >= 1 && facts.size === 1 && new Set(named.map((x) => x.tables[1])).size === 1) return { source: named[0], span: { start: i, end: anything } };
    }
    for (const source of joins) {
      const [fact, dim] = source.tables;
      const doing = afterDoingVerb(t, j, fact, BETWEEN);
      const at = doing >= 0 ? doing : j;
      const rows = namesRows(fact, t[at]);
      if (!rows && !eventVerb(fact, t[at])) continue;
      // "never booked anything": a verb whose stem is also the rows' noun (booked, bookings) is still a verb.
      const end = (!rows || DOING.test(t[at].text)) && t[at + 1]?.text === 'anything' ? at + 2 : at + 1;
      // The rows asked for are the lookup table's, named outside the negated words.
      const named = t.some((x, k) => (k < i || k >= end) && namesRows(dim, x) && !namesRows(fact, x));
      if (named) return { source, span: { start: i, end } };
    }
  }
  return null;
}

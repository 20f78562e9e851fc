// Words a finished reading accounts for by a general reading of business English, though no
// column, cell or operation of their own names them. Each is placed only where the reading
// already holds what the word says; anywhere else it stays unplaced and the question is declined.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { stem } from '../text.ts';
import { DEARNESS_WORDS } from './vocabulary.ts';

/** The degree words making such an adjective a superlative. */
const DEGREES = new Set(['most', 'least']);

/**
 * "The most expensive nightly rate", "the least expensive visit fee": after "most" or "least", an
 * adjective of cost restates the ranking of a money figure. Placed only when the figure the
 * reading ranks (its highest or lowest value, or the rows ranked by it) holds money; "the most
 * expensive product by weight" ranks no money and stays unplaced.
 */
export function priceAdjectiveAt(q: Question, i: number, ranked: CatalogColumn | null): boolean {
  if (!DEARNESS_WORDS.has(q.tokens[i].text) || !DEGREES.has(q.tokens[i - 1]?.text ?? '')) return false;
  return ranked !== null && ranked.role === 'measure' && holdsMoney(ranked);
}

/**
 * "check-ins by activity" over checkins.csv, "sign-ups in May" over signups.csv: two words joined
 * by a hyphen whose joined form is the noun of the measured rows name those rows. Returns the
 * positions of both words, or none.
 */
export function hyphenatedRowNoun(q: Question, i: number, table: CatalogTable): number[] {
  const a = q.tokens[i];
  const b = q.tokens[i + 1];
  if (!b || q.folded[a.end] !== '-' || b.start !== a.end + 1) return [];
  const text = a.text + b.text;
  return namesRows(table, { text, stem: stem(text) }) ? [i, i + 1] : [];
}

/** Pronouns a contracted "'ve", "'re" or "'ll" is said after: "we've charged", "they're booked". */
const CONTRACTING_PRONOUNS = new Set(['we', 'you', 'they', 'i']);
const AUXILIARY_TAILS = new Set(['ve', 're', 'll', 'd']);

/**
 * "the most expensive appointment we've charged": the tail of a pronoun's contraction ("'ve" for
 * have, "'re" for are) is an auxiliary, filler as its full form is. Only right after an apostrophe
 * closing one of those pronouns.
 */
export function contractedAuxiliary(q: Question, i: number): boolean {
  const t = q.tokens[i];
  const before = q.tokens[i - 1];
  if (!before || !AUXILIARY_TAILS.has(t.text) || !CONTRACTING_PRONOUNS.has(before.text)) return false;
  const between = q.folded.slice(before.end, t.start);
  return between === "'" || between === '’';
}

/** Nouns of money owed for something: "the salary bill", "the biggest parts bill". */
const BILL_NOUNS = new Set(['bill', 'bills']);

/**
 * "Our total monthly salary bill", "the biggest parts bill on a single job": right after a money
 * header the reading uses, "bill" restates that money (what it came to), not another column.
 */
export function billAfterMoneyHeader(q: Question, i: number, headerEndingAt: (i: number) => CatalogColumn | null): boolean {
  if (!BILL_NOUNS.has(q.tokens[i].text)) return false;
  const header = headerEndingAt(i);
  return header !== null && header.role === 'measure' && holdsMoney(header);
}

/** Generic nouns for the things a business sells or handles: "Office products", "networking items". */
const GOODS_NOUNS = new Set(['item', 'items', 'product', 'products', 'goods', 'articles']);
/** Header words of a column sorting things into kinds: a category, a type, a range. */
const KIND_HEADERS = new Set(['category', 'categories', 'type', 'types', 'range', 'family', 'class', 'group', 'kind', 'department', 'section', 'segment', 'line']);

/**
 * "The average list price of networking items", "the average unit weight of Office products": a
 * generic noun of goods right after a cell of a category (or type, range) column names the things
 * that cell sorts, the rows the condition already picks. Only where the reading computes a figure
 * or a count: a lookup, a list or a ranking of those things ("Kitchen products" beside a customer column,
 * "top 3 Garden Furniture items") may be asking for the products themselves. So too after the header
 * word of a yes/no flag the rows are kept by ("the average unit price of livestock items").
 */
export function goodsNounAfterCategoryCell(q: Question, i: number, used: Set<number>, categoryCells: Array<{ column: CatalogColumn; values: string[] }>, namesThings: boolean): boolean {
  if (namesThings || !GOODS_NOUNS.has(q.tokens[i].text) || i === 0 || !used.has(i - 1)) return false;
  const before = q.tokens[i - 1].text;
  return categoryCells.some(
    (c) =>
      (c.column.role === 'category' && c.column.words.some((w) => KIND_HEADERS.has(w)) && c.values.some((v) => v.toLowerCase().split(/\s+/).at(-1) === before)) ||
      // "livestock items" over products flagged Livestock: the flag's header word names the things it marks true.
      (c.column.role === 'boolean' && c.values.every((v) => v === 'true') && c.column.words.at(-1) === before),
  );
}

/** Pronouns for any one of the people the rows are about. */
const ANY_ONE = new Set(['anyone', 'anybody']);

/**
 * "The most driving faults anyone got on a test", "the highest fare anybody paid": after a
 * superlative of single rows, "anyone" says the extreme is taken over every row, which a highest or
 * lowest value (or the rows ranked by a figure) already is. Anywhere else ("how many did anyone
 * buy") it stays unplaced.
 */
export function anyoneInExtreme(q: Question, i: number, extreme: boolean): boolean {
  return extreme && ANY_ONE.has(q.tokens[i].text);
}

/** Verbs of letting money go that "away" completes: "given away", "gave away", "giving away". */
const GIVING_VERBS = new Set(['give', 'gives', 'gave', 'given', 'giving']);

/**
 * "How much discount have we given away?": "away" right after a verb of giving only says the money
 * was let go, which the giving verb already says; anywhere else ("away games") it stays unplaced.
 */
export function awayAfterGiving(q: Question, i: number): boolean {
  return q.tokens[i].text === 'away' && GIVING_VERBS.has(q.tokens[i - 1]?.text ?? '');
}

// What kind of figure a question asks for, checked against the figure a reading computes:
// - a count of a noun that is itself a numeric column of the counted rows ("how many downloads"
//   over rows that each carry a downloads figure): the column is added up, not the rows counted;
// - a count of things answered by a total in a unit the things are not ("how many late pickups"
//   as the total of late_pickup_mins): refused;
// - money spent or paid ranked or totalled by a row count ("which advertiser spent the most"):
//   refused, a row count is no sum of money;
// - "the value of" answered by a list of cells: refused, a list is no value.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, isNumericColumn, namesRows, yearValued } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { countAskedAt } from './question.ts';
import { CURRENCY_WORDS, UNIT_WORDS, headerUnit, unitWritten } from './units-of-measure.ts';
import type { Reading } from './types.ts';
import { figureQualifiesRowNoun, rowNounStemmedOntoHeader } from './counted-row-noun.ts';
import { PAID_WITH_WORDS } from './vocabulary.ts';

/** Words after the count phrase looked at for the counted noun: "how many podcast downloads". */
const COUNTED_NOUN_REACH = 3;

/** Where the counted noun may start, or -1 when no count is asked. */
function countedFrom(q: Question): number {
  const at = countAskedAt(q);
  if (at < 0) return -1;
  return q.tokens[at]?.text === 'count' && at === 0 ? 1 : at + 2;
}

/**
 * "How many downloads came from the US?" over rows each holding a downloads figure: the counted
 * noun is the whole header of a numeric column of the counted table, so the count is that column's
 * total. Returns the reading with the column summed, or the reading unchanged.
 */
export function countOfFigureColumn(q: Question, catalog: Catalog, reading: Reading, columns: ColumnMention[]): Reading {
  if (reading.measure.fn !== 'count' || reading.unmatched) return reading;
  const from = countedFrom(q);
  if (from < 0) return reading;
  const named = columns.find(
    (m) =>
      m.start >= from &&
      m.start < from + COUNTED_NOUN_REACH &&
      !m.synonym &&
      m.score >= 0.99 &&
      m.end - m.start === m.column.words.length &&
      m.column.role === 'measure' &&
      isNumericColumn(m.column) &&
      reading.tables.includes(m.column.ref.table) &&
      !isUnitOrMoney(m.column) &&
      // "How many vehicles were first registered in 2015" beside a First registered of whole years:
      // a year says when, it is no count of things to add up.
      !yearValued(m.column) &&
      // "How many screenings" beside a screen number: the rows' noun, stemmed onto the header (counted-row-noun.ts).
      !rowNounStemmedOntoHeader(q.tokens[m.start], m.column, catalog.tables.find((t) => t.name === reading.tables[0])) &&
      // "How many lane bookings": the header qualifies the rows' noun after it (counted-row-noun.ts).
      !figureQualifiesRowNoun(q, m, catalog.tables.find((t) => t.name === reading.tables[0])),
  );
  if (!named) return reading;
  return { ...reading, measure: { fn: 'sum', column: named.column.ref } };
}

/** A figure in a unit of time, weight or volume, or in money. */
function isUnitOrMoney(c: CatalogColumn): boolean {
  return headerUnit(c, ['time', 'mass', 'volume']) !== null || holdsMoney(c);
}

/** Nouns of money itself: asked for, a total of money is what the question wants, whatever noun comes after. */
const MONEY_NOUNS = new Set(['money', 'revenue', 'takings', 'income', 'turnover']);

/** Words that ask for a total of a figure rather than a number of things. */
const TOTAL_WORDS = new Set(['much', 'long', 'longer', 'longest', 'total', 'time', 'duration', 'sum', 'amount']);

/**
 * "How many late pickups have we had?" read as the total of late_pickup_mins: a count of things
 * answered by a total in minutes, pounds or kilos that no word of the question asks for.
 */
export function countAsUnitTotal(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn !== 'sum') return null;
  const column = findColumn(catalog, reading.measure.column);
  if (!column || !isUnitOrMoney(column)) return null;
  if (q.tokens.some((t) => UNIT_WORDS.has(t.text) || TOTAL_WORDS.has(t.text) || CURRENCY_WORDS.has(t.text))) return null;
  // "Which month brought in the most money? (sold lines)": money asked for outright is a total of a money column.
  if (holdsMoney(column) && q.tokens.some((t) => MONEY_NOUNS.has(t.text))) return null;
  const from = countedFrom(q);
  const counted = from >= 0 ? q.tokens.slice(from, from + COUNTED_NOUN_REACH) : mostOf(q);
  // "How many nights did guests stay" over nights: the noun is the unit itself, which is counted.
  const namedWord = (t: Question['tokens'][number]) => column.words.find((w) => w.length > 2 && t.stem.startsWith(w.slice(0, Math.max(3, w.length - 1))));
  const noun = counted.find((t) => {
    const w = t.num === null && t.text.length > 3 && t.text.endsWith('s') && !t.text.endsWith('ss') ? namedWord(t) : undefined;
    return w !== undefined && unitWritten(w, ['time', 'mass', 'volume']) === null && unitWritten(t.text, ['time', 'mass', 'volume']) === null;
  });
  if (!noun || moneyNounAfterIn(q, noun, column)) return null;
  // "Which payment method brings in the most net sales?" beside net_sales: the header said in full
  // names the figure itself, not things to count.
  if (column.stems.every((s) => q.tokens.some((t) => t.stem === s))) return null;
  return `"${noun.raw}" asks for a number of things, but the only reading I found adds up ${column.label}, a figure in other units.`;
}

/**
 * "Which size earns the most in fees?", "the most in hire fees" over a "Hire Fee (£)": the plural
 * of a money header's own word after "in" (the header's other words between) says what the most is
 * counted in, the money, never a number of fees.
 */
function moneyNounAfterIn(q: Question, noun: Question['tokens'][number], column: CatalogColumn): boolean {
  if (!holdsMoney(column)) return false;
  let k = q.tokens.indexOf(noun) - 1;
  while (k >= 0 && column.stems.includes(q.tokens[k].stem)) k--;
  return q.tokens[k]?.text === 'in';
}

/** The words after "most" or "fewest": "which nursery has the most late pickups". */
function mostOf(q: Question): Question['tokens'] {
  const at = q.tokens.findIndex((t) => t.text === 'most' || t.text === 'fewest');
  return at < 0 ? [] : q.tokens.slice(at + 1, at + 1 + COUNTED_NOUN_REACH);
}

/** Verbs of money changing hands: a question asking who spent or paid most asks for money. */
const MONEY_VERBS = new Set(['spent', 'spend', 'spends', 'spending', 'paid', 'pay', 'pays', 'earned', 'earn', 'earns', 'donated', 'raised', 'invoiced', 'billed', 'charged']);

/** Words that make a money verb's question one of how often: "paid most often", "how many times". */
const OFTEN_WORDS = new Set(['often', 'times', 'frequently', 'transactions', 'payments', 'orders', 'invoices', 'bookings']);


/** Shapes where a money verb asks for money: a ranking of groups, one total, groups side by side. */
const RANKED_OR_TOTAL = new Set<Reading['shape']['kind']>(['top_groups', 'scalar', 'compare', 'breakdown']);

/** Words asking for a share of rows ("what share of lines are paid"): rows are counted. */
const SHARE_WORDS = new Set(['share', 'fraction', 'percent', 'percentage', 'proportion', '%', 'rate']);

/** Prepositions after "the most" that put the rows named next as where the money came from, not what is counted. */
const SOURCE_PREPOSITIONS = new Set(['from', 'in', 'on', 'through', 'across', 'with', 'via', 'out']);

/** Whether a mark ending a clause ("?", ",", ";", "(") stands between tokens `a` and `b`. */
function clauseEndsBetween(q: Question, a: number, b: number): boolean {
  return /[,;?!(]/.test(q.folded.slice(q.tokens[a].end, q.tokens[b].start));
}

/** Whether token `i` follows a source preposition, a modifier or two between: the "bookings" of "from paid bookings". */
function afterSourcePreposition(q: Question, i: number): boolean {
  return [1, 2, 3].some((k) => SOURCE_PREPOSITIONS.has(q.tokens[i - k]?.text ?? '')) && q.tokens[i - 1]?.text !== 'most';
}

/** "Which advertiser spent the most with us?" answered by the number of rows per advertiser. */
export function moneyByRowCount(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn !== 'count' || countAskedAt(q) >= 0 || !RANKED_OR_TOTAL.has(reading.shape.kind)) return null;
  if (q.tokens.some((t) => SHARE_WORDS.has(t.text))) return null;
  // "Which tier raised the most tickets": the noun after "most" names rows, so rows are counted.
  const most = q.tokens.findIndex((t) => t.text === 'most' || t.text === 'fewest' || t.text === 'least');
  // Not a noun after a preposition: "earns the most from paid bookings" ranks the money the bookings brought.
  // Nor one past the clause's end: "earns us the most? paid bookings only" says which rows, not what is counted.
  const after = most < 0 ? [] : q.tokens.slice(most + 1, most + 1 + COUNTED_NOUN_REACH).filter((_, k) => !clauseEndsBetween(q, most, most + 1 + k));
  const cut = after.findIndex((t) => SOURCE_PREPOSITIONS.has(t.text));
  const object = cut < 0 ? after : after.slice(0, cut);
  if (most >= 0 && object.some((t) => catalog.tables.some((x) => namesRows(x, t)))) return null;
  // "Paid by bank transfer", "paid in cash": the verb restates a cell, it asks for no money.
  const verb = q.tokens.find((t, i) => MONEY_VERBS.has(t.text) && !PAID_WITH_WORDS.has(q.tokens[i + 1]?.text ?? ''));
  if (!verb || q.tokens.some((t, i) => OFTEN_WORDS.has(t.text) && !afterSourcePreposition(q, i) && !(most >= 0 && i > most && clauseEndsBetween(q, most, i)))) return null;
  return `"${verb.raw}" asks for money, but the only reading I found counts rows.`;
}

/** Words asking for the worth of the rows: "the value of unpaid invoices". */
const WORTH_WORDS = new Set(['value', 'worth']);

/** "What is the value of unpaid invoices?" answered by the cells of a column that is no figure (ids, names). */
export function valueAsList(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.shape.kind !== 'list' && reading.shape.kind !== 'lookup') return null;
  const listed = findColumn(catalog, reading.shape.column);
  const word = q.tokens.find((t) => WORTH_WORDS.has(t.text));
  if (!word || listed?.role === 'measure' || listed?.words.some((w) => w.startsWith('valu') || w === 'worth')) return null;
  return `"${word.raw}" asks for a sum of money, but the only reading I found lists ${listed?.label ?? 'cells'}.`;
}

/** The checks that refuse a reading for the kind of figure it computes; the first reason, or null. */
export function figureMismatch(q: Question, catalog: Catalog, reading: Reading): string | null {
  return countAsUnitTotal(q, catalog, reading) ?? moneyByRowCount(q, catalog, reading) ?? valueAsList(q, catalog, reading);
}

/** Period adjectives: "monthly", "weekly". */
const PERIOD_ADJECTIVES = new Set(['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annual', 'annually']);

/**
 * "Average monthly amount due per invoice": the figure is asked per row ("per invoice"), while the
 * reading breaks it down by month on the strength of "monthly", which may only say what each row
 * is. Returns a caveat, or null.
 */
export function periodBesidePerRow(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.shape.kind !== 'breakdown' || !reading.shape.period) return null;
  const adjective = q.tokens.find((t) => PERIOD_ADJECTIVES.has(t.text));
  const table = catalog.tables.find((x) => x.name === reading.tables[0]);
  if (!adjective || !table) return null;
  const perRow = q.tokens.findIndex((t, i) => t.text === 'per' && q.tokens[i + 1] !== undefined && namesRows(table, q.tokens[i + 1]));
  if (perRow < 0) return null;
  return `"${adjective.raw}" may only say what each row is; I broke the figure down by ${reading.shape.period} though "per ${q.tokens[perRow + 1].raw}" asks for it per row.`;
}

/**
 * "Funded hours used per nursery" as the total of funded_hours_per_week: a figure per week (or per
 * any unit) added up over rows, which the question does not say. Returns a caveat, or null.
 */
export function totalOfRate(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn !== 'sum') return null;
  const column = findColumn(catalog, reading.measure.column);
  const at = column?.words.indexOf('per') ?? -1;
  if (!column || at < 0) return null;
  // "Price per tray" times the Trays of each row: the value of the row, not the price added up (count-of-unit-priced-per.ts).
  if (reading.measure.terms?.some((t) => t.op === '*' && findColumn(catalog, t.column)?.countsUnitOf?.column === column.ref.column)) return null;
  const unit = column.words[at + 1];
  if (unit === undefined || q.tokens.some((t) => t.text.startsWith(unit) || t.stem === unit || PERIOD_ADJECTIVES.has(t.text))) return null;
  return `${column.label} is a figure per ${unit}; I added it up over the rows.`;
}

/** Caveats on the kind of figure a reading computes, joined, or null. */
export function figureCaveat(q: Question, catalog: Catalog, reading: Reading): string | null {
  return [periodBesidePerRow(q, catalog, reading), totalOfRate(q, catalog, reading)].filter(Boolean).join(' ') || null;
}

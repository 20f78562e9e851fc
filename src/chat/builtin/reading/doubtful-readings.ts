// Readings that account for every word yet rest on a choice the question did not make, of the kinds
// that gave confident wrong answers on tables nobody tuned on. Each check looks at the finished
// Reading beside the question's mentions and says why it is doubtful, or null:
// - the thing a count asks for is another table's rows ("how many crews" counted through jobs,
//   "classes by type" counted as kiln firings of each firing type);
// - a period put on one date while a word of the question names another table's date ("cats
//   adopted in 2024" over intake_date, beside adoptions with their adoption_date);
// - a measure taken through a synonym of a word that is another column's own header ("fare
//   revenue": the routes' fare taken for revenue beside the trips' Revenue column);
// - a status cell and the period's date named by one word ("quotes sent in March" kept to the rows
//   whose status is still Quoted, though every job has a quote date).
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, namesRows, sameRef } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import type { ColumnMention, PeriodMention, ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Question, QuestionToken } from './question.ts';
import { countAskedAt } from './question.ts';
import { quoteIdent, sqlString } from '../text.ts';
import type { Reading } from './types.ts';
import { readingColumns } from './interpret.ts';
import { cellBeforeHeaderCell } from './cell-before-header-cell.ts';
import { valueReadAsCount } from './value-read-as-count.ts';
import { qualifiesRowNounAt } from './row-noun-modifiers.ts';
import { onlyQualifiesTableName } from './header-head-nouns.ts';
import { neverHappened } from './happened-rows.ts';
import { givenBackOfSold } from './sold-then-given-back.ts';

type Mentions = { columns: ColumnMention[]; values: ValueMention[]; periods: PeriodMention[] };

/** Words after "how many" looked at for the counted noun: "how many install crews". */
const COUNTED_NOUN_REACH = 3;

/**
 * "How many install crews are there?" read as jobs (joined with crews) whose status is Installed:
 * the noun counted names the rows of a table other than the one whose rows the count adds up.
 */
export function countedElsewhere(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[]): string | null {
  if (reading.measure.fn !== 'count' || reading.unmatched) return null;
  const kind = reading.shape.kind;
  const at = kind === 'scalar' ? countAskedAt(q) : -1;
  // "classes by type": the rows a breakdown counts are the noun it opens with.
  const opening = kind === 'breakdown' ? breakdownNounAt(q) : -1;
  if (at < 0 && opening < 0) return null;
  const counted = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!counted) return null;
  const from = opening >= 0 ? opening : q.tokens[at]?.text === 'count' && at === 0 ? 1 : at + 2;
  for (let i = from; i < Math.min(q.tokens.length, from + (opening >= 0 ? 1 : COUNTED_NOUN_REACH)); i++) {
    const tok = q.tokens[i];
    if (namesRows(counted, tok)) return null;
    const other = catalog.tables.find((t) => t !== counted && namesRows(t, tok));
    // "How many harbour bookings": the word naming the harbours qualifies the bookings counted.
    // "How many boxes did we deliver" beside box_subscriptions: "box" only qualifies its name (header-head-nouns.ts).
    if (!other || qualifiesRowNounAt(q, i, counted, [other]) || onlyQualifiesTableName(other, tok)) continue;
    // "How many adoptions" read as the animals whose status is Adopted: the noun is a cell the
    // reading keeps, so the rows counted are the ones it names.
    const cell = values.some((v) => inSpan(i, v) && reading.conditions.some((c) => c.kind === 'in' && sameRef(c.column, v.column.ref)));
    if (cell) return null;
    return `"${tok.raw}" are the rows of ${other.label}, but the only reading I found counts the rows of ${counted.label}.`;
  }
  return null;
}

/** Words that may open a breakdown before its noun: "number of classes by type". */
const BREAKDOWN_OPENERS = new Set(['number', 'count', 'of', 'the', 'total', 'all']);

/** Where the noun a breakdown counts stands ("classes by type", "number of orders per month"), or -1. */
function breakdownNounAt(q: Question): number {
  let i = 0;
  while (i < q.tokens.length && BREAKDOWN_OPENERS.has(q.tokens[i].text)) i++;
  return ['by', 'per'].includes(q.tokens[i + 1]?.text ?? '') ? i : -1;
}

/** Header words every date column may carry: they tell no date from another. */
const GENERIC_DATE_WORDS = new Set(['date', 'dates', 'time', 'timestamp', 'day', 'on', 'at', 'dt', 'when', 'start', 'end']);

/** Whether a word of the question (a verb or noun of at least four letters) begins a word of the date's header. */
function namesDate(tok: QuestionToken, c: CatalogColumn): boolean {
  if (tok.num !== null || tok.stem.length < 4 || GENERIC_DATE_WORDS.has(tok.text)) return false;
  return c.words.some((w) => !GENERIC_DATE_WORDS.has(w) && w.startsWith(tok.stem));
}

/**
 * "How many cats were adopted in 2024?" over animals (intake_date) beside adoptions (adoption_date):
 * the period was put on a date no word names while a word names a date of another table.
 */
export function periodOfAnotherDate(q: Question, catalog: Catalog, reading: Reading, periods: PeriodMention[]): string | null {
  for (const cond of reading.conditions) {
    if (cond.kind !== 'period') continue;
    const chosen = findColumn(catalog, cond.column);
    if (!chosen) continue;
    const words = q.tokens.filter((_, i) => !periods.some((p) => inSpan(i, p)));
    if (words.some((t) => namesDate(t, chosen))) continue;
    const others = catalog.tables
      .filter((t) => !reading.tables.includes(t.name))
      .flatMap((t) => t.columns)
      .filter((c) => c.role === 'date' && words.some((t) => namesDate(t, c)));
    if (others.length > 0) {
      const table = catalog.tables.find((t) => t.name === others[0].ref.table);
      return `${cond.said} may be about ${others[0].label}${table ? ` in ${table.label}` : ''}, but the only reading I found applies it to ${chosen.label}.`;
    }
  }
  return null;
}

/**
 * "Top 3 routes by fare revenue": "revenue" is read as a synonym for the routes' fare although it is
 * the whole header of another column (Revenue, in the trips) that the reading leaves unused.
 */
export function synonymOverHeader(catalog: Catalog, reading: Reading, columns: ColumnMention[]): string | null {
  // The figure the answer is about: the measure's column, or what rows are ranked by ("the 3 with the highest ...").
  const measured = reading.shape.kind === 'top_rows' ? reading.shape.rankBy : reading.measure.fn === 'count' ? null : reading.measure.column;
  if (!measured) return null;
  const used = readingColumns(reading);
  for (const literal of columns) {
    if (literal.synonym || literal.score < 0.99 || literal.column.role !== 'measure' || used.some((r) => sameRef(r, literal.column.ref))) continue;
    const taken = columns.find((m) => m.synonym && m.start <= literal.start && m.end >= literal.end && sameRef(m.column.ref, measured));
    if (!taken) continue;
    const chosen = findColumn(catalog, measured);
    return `${literal.column.label} is a column of its own, but the only reading I found takes ${chosen?.label ?? measured.column} for it.`;
  }
  return null;
}

/**
 * "How many quotes did we send out in March 2025?": one word names a status (Quoted) and the date
 * the period is on (quote_date). Where rows of other statuses have that date too, keeping only the
 * rows still in that status is one reading of two: said so. Returns a caveat, or null.
 */
export async function statusOfDatedEvent(q: Question, catalog: Catalog, reading: Reading, values: ValueMention[], runSql: EngineSql): Promise<string | null> {
  const periods = reading.conditions.flatMap((c) => (c.kind === 'period' ? [c] : []));
  for (const cond of reading.conditions) {
    if (cond.kind !== 'in' || cond.negate) continue;
    const status = findColumn(catalog, cond.column);
    if (status?.role !== 'category') continue;
    for (const period of periods) {
      if (period.column.table !== cond.column.table) continue;
      const date = findColumn(catalog, period.column);
      if (!date) continue;
      const shared = values.some((v) => sameRef(v.column.ref, cond.column) && v.values.some((x) => cond.values.includes(x)) && q.tokens.slice(v.start, v.end).some((t) => namesDate(t, date)));
      if (!shared) continue;
      // "Trays delivered in 2024" over Delivered beside Cancelled: a called-off row's date is of an event that never took place.
      // "Books sold since August" over Sold beside Refunded: a sale given back is no book sold (sold-then-given-back.ts).
      const others = [...cond.values, ...neverHappened(status), ...givenBackOfSold(status, cond.values)];
      const [row] = await runSql(
        `SELECT count(*) FROM ${quoteIdent(cond.column.table)} WHERE ${quoteIdent(date.ref.column)} IS NOT NULL AND CAST(${quoteIdent(status.ref.column)} AS VARCHAR) NOT IN (${others.map(sqlString).join(', ')})`,
        1,
      );
      if (Number(row?.[0] ?? 0) === 0) continue;
      return `Rows whose ${status.label} is not ${cond.values.join(' or ')} also have a ${date.label}; I kept only the rows whose ${status.label} is ${cond.values.join(' or ')}.`;
    }
  }
  return null;
}

/** The checks that refuse a reading outright, in order; the first reason found, or null. */
export function doubtfulReading(q: Question, catalog: Catalog, reading: Reading, found: Mentions): string | null {
  return countedElsewhere(q, catalog, reading, found.values) ?? periodOfAnotherDate(q, catalog, reading, found.periods) ?? synonymOverHeader(catalog, reading, found.columns) ?? cellBeforeHeaderCell(q, reading, found.values) ?? valueReadAsCount(q, reading, found);
}

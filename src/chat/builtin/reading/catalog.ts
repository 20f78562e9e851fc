// What the engine knows about the tables in scope, built from the profiles stored at ingestion:
// each column's words, its role (key, measure, category, date, free text) and an index of its
// values by their folded words. Built per question from immutable profiles; never mutated.
import type { ColumnStats, TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinColumn, BuiltinTable } from '../types.ts';
import { cellKey, quoteIdent, sqlString, stem, words } from '../text.ts';
import type { ColumnRef } from './types.ts';
import { ABBREVIATIONS, ROW_NOUN_SYNONYMS, nounForms } from './vocabulary.ts';
import { oneWayRowNouns, partyRowNouns } from './row-noun-aliases.ts';
import { logRowNouns } from './log-row-nouns.ts';
import { namedByAnotherTable, rowNounsOfHeaders, rowNounsOfStatusHeaders } from './row-noun-from-headers.ts';
import { saleRowNouns, tableNameWords } from './sale-row-nouns.ts';
import { mixedDateSql } from '../../../tabular/mixed-date-formats.ts';
import { sharedTextKeys } from './shared-text-keys.ts';
import { withoutBracketedUnit } from './units-in-brackets.ts';
import { priceOfCountedUnit } from './count-of-unit-priced-per.ts';

/** Nouns for the rows of a log of something else: the readings of meters, the transactions of cards. */
const ROW_NOUNS = new Set(
  ['reading', 'transaction', 'event', 'log', 'entry', 'record', 'line', 'visit', 'booking', 'measurement', 'sample', 'history', 'movement', 'payment', 'session'].map(stem),
);
export const ID_WORDS = new Set(['id', 'code', 'no', 'number', 'ref']);

export type ColumnRole = 'key' | 'measure' | 'year' | 'date' | 'category' | 'text' | 'boolean';

export type CatalogColumn = {
  ref: ColumnRef;
  label: string;
  type: BuiltinColumn['type'];
  role: ColumnRole;
  /** Folded words of the label and the name, abbreviations expanded. */
  words: string[];
  stems: string[];
  stats: ColumnStats;
  /** SQL giving the column's dates (date columns, or text holding dates), without table alias. */
  dateSql: ((ident: string) => string) | null;
  /** Folded cell words -> the cells as stored (CAST AS VARCHAR). */
  valueIndex: Map<string, string[]>;
  /** Rows per cell, for choosing between columns holding the same value. */
  valueCounts: Map<string, number>;
  /**
   * A column derived from two date columns of the row: the days between them, or (`age`) the whole
   * years from a date of birth to the row's event (the age at admission, at enrolment).
   */
  span: { from: ColumnRef; to: ColumnRef; age?: true } | null;
  /** The unit price whose units this column counts ("Trays" beside "Price per tray"): count-of-unit-priced-per.ts. */
  countsUnitOf?: ColumnRef;
};

export type CatalogTable = {
  name: string;
  label: string;
  rowCount: number;
  columns: CatalogColumn[];
  /** Stems of words that name the table's rows ("employees" for employees.csv). */
  entityStems: Set<string>;
  /** Whole words that also name the rows: synonyms of the table's own noun ("stays" for bookings). */
  entityWords: Set<string>;
  /** The column that names a row (full_name, product_name), if any. */
  nameColumn: CatalogColumn | null;
  /** SQL conditions leaving out summary rows, without table alias. */
  summaryFilters: Array<{ column: string; value: string }>;
};

export type Catalog = { tables: CatalogTable[] };

const NUMERIC = new Set(['integer', 'decimal', 'double']);

/** Whether a column holds numbers (integer, decimal or double). */
export const isNumericColumn = (c: { type: string }): boolean => NUMERIC.has(c.type);
const NAME_WORDS = new Set(['name', 'title', 'full', 'customer', 'employee', 'product', 'item', 'person', 'company', 'client', 'vendor', 'supplier', 'campaign', 'store', 'description', 'subject']);

/** Currency signs a header writes ("Net Sales ($)", "Fee £") and the code a question may name them by. */
const CURRENCY_SIGNS: Array<[RegExp, string]> = [
  [/\$/, 'usd'],
  [/£/, 'gbp'],
  [/€/, 'eur'],
];

/** Money written over a unit in a header: "£/kg", "GBP/t", "price/kg". */
const MONEY_OVER_UNIT = /(?:[£$€¥]|\b(?:gbp|usd|eur|price|cost|fee|pay))\s*\/\s*[a-z]/i;

/**
 * A header's words: "firstName" is two words, but a unit written in mixed case ("kWh", "kW",
 * "mAh") is one; a currency sign is its code ("$" -> usd, with "dollars" from the abbreviations).
 */
function columnWords(c: BuiltinColumn): string[] {
  const signs = CURRENCY_SIGNS.filter(([sign]) => sign.test(c.label)).map(([, code]) => code);
  // "Price £/kg", "£/t", "cost/kg": money over a unit is money per that unit, a rate, as "per" would say.
  const perUnit = MONEY_OVER_UNIT.test(c.label) ? ['per'] : [];
  // "Trays (30 eggs)": the bracketed note on the unit is no word of the header (units-in-brackets.ts).
  const raw = withoutBracketedUnit(c.label, [...words(c.label.replace(/([a-z]{2,})([A-Z])/g, '$1 $2')), ...words(c.name.replace(/_/g, ' ')), ...signs, ...perUnit]);
  const out: string[] = [];
  for (const w of raw) {
    out.push(w);
    for (const e of Object.hasOwn(ABBREVIATIONS, w) ? ABBREVIATIONS[w] : []) out.push(e);
  }
  return [...new Set(out)];
}

/** A numeric column holding only whole years (a vintage, a model year) though not headed as one. */
export function yearValued(c: CatalogColumn): boolean {
  const { min, max } = c.stats;
  return c.role === 'measure' && typeof min === 'number' && typeof max === 'number' && Number.isInteger(min) && Number.isInteger(max) && min >= 1900 && max <= 2100 && c.stats.distinctCount > 1 && c.stats.distinctCount <= max - min + 1;
}

function roleOf(c: BuiltinColumn, s: ColumnStats, rowCount: number, w: string[]): ColumnRole {
  if (s.key) return 'key';
  if (c.type === 'boolean') return 'boolean';
  if (c.type === 'date' || c.type === 'timestamp' || s.dateFormat || s.dateFormats) return 'date';
  if (isNumericColumn(c)) {
    const yearish = typeof s.min === 'number' && typeof s.max === 'number' && s.min >= 1900 && s.max <= 2100 && Number.isInteger(s.min);
    return yearish && w.some((x) => x === 'year' || x === 'yr' || x === 'fy') ? 'year' : 'measure';
  }
  const present = rowCount - s.nullCount;
  // Few values, each repeated (departments, statuses), or many values in a very long table (products).
  return (s.distinctCount <= 60 && s.distinctCount <= 0.5 * present) || s.distinctCount <= 0.05 * present ? 'category' : 'text';
}

function dateSqlOf(c: BuiltinColumn, s: ColumnStats): CatalogColumn['dateSql'] {
  if (c.type === 'date' || c.type === 'timestamp') return (ident) => ident;
  if (s.dateFormat) {
    const format = sqlString(s.dateFormat);
    return (ident) => `CAST(try_strptime(trim(CAST(${ident} AS VARCHAR)), ${format}) AS DATE)`;
  }
  // Dates typed two ways in one column (ISO and "14/03/2026"): each cell read with the format that reads it.
  const formats = s.dateFormats;
  if (formats?.length) return (ident) => mixedDateSql(ident, formats);
  return null;
}


function buildColumn(table: BuiltinTable, c: BuiltinColumn, s: ColumnStats, summaryCells: ReadonlySet<string>): CatalogColumn {
  const w = columnWords(c);
  const role = roleOf(c, s, table.rowCount, w);
  const valueIndex = new Map<string, string[]>();
  const valueCounts = new Map<string, number>();
  // Measures are compared as numbers; their cells are not words a question names.
  if (role !== 'measure') {
    for (const [value, n] of s.values) {
      // A summary row's "Total" is left out of every query (to-sql.ts): as a cell it would only
      // turn the aggregate word of "Total donations by region" into a filter that matches nothing.
      if (summaryCells.has(value)) continue;
      const k = cellKey(value);
      if (!k) continue;
      const list = valueIndex.get(k);
      if (list) list.push(value);
      else valueIndex.set(k, [value]);
      valueCounts.set(value, n);
    }
  }
  return {
    ref: { table: table.name, column: c.name },
    label: c.label || c.name,
    type: c.type,
    role,
    words: w,
    stems: w.map(stem),
    stats: s,
    dateSql: dateSqlOf(c, s),
    valueIndex,
    valueCounts,
    span: null,
  };
}

/** Words naming the days between two dates of a row ("days to ship", "stay in days"). */
const SPAN_WORDS = ['days'];

/** Header words of a plan, not an event that happened: a due date, an expected one, planned minutes (time-figures.ts). */
export const PLANNED_DATE_WORDS: ReadonlySet<string> = new Set(['due', 'expected', 'scheduled', 'planned', 'target', 'deadline', 'promised', 'estimated', 'est', 'eta']);

/**
 * A table with exactly two event dates (ordered and shipped, check-in and check-out; a due or
 * expected date is a plan, not an event, and left out) can be asked for the days between them:
 * one derived column, a measure, read like any other. With three or more event dates the pair a
 * question means is not known, so none is derived.
 */
function daysBetween(table: BuiltinTable, columns: CatalogColumn[]): CatalogColumn[] {
  const dates = columns.filter((c) => c.role === 'date' && !c.words.some((w) => PLANNED_DATE_WORDS.has(w)));
  if (dates.length !== 2) return [];
  const [from, to] = dates;
  const birth = dates.filter(isBirthDate);
  if (birth.length > 0) return birth.length === 1 && !columns.some((c) => c.words.includes('age')) ? [ageAt(table, birth[0], dates.find((d) => d !== birth[0])!)] : [];
  const label = `days between ${from.label} and ${to.label}`;
  return [
    {
      ref: { table: table.name, column: label },
      label,
      // Between two times of day the days come in fractions.
      type: from.type === 'timestamp' && to.type === 'timestamp' ? 'double' : 'integer',
      role: 'measure',
      words: SPAN_WORDS,
      stems: SPAN_WORDS.map(stem),
      stats: { name: label, distinctCount: 0, nullCount: 0, min: null, max: null, values: [], complete: true, key: false, dateFormat: null },
      dateSql: null,
      valueIndex: new Map(),
      valueCounts: new Map(),
      span: { from: from.ref, to: to.ref },
    },
  ];
}

/** A date of birth ("dob", "date_of_birth", "born_on"). */
const isBirthDate = (c: CatalogColumn) => c.words.some((w) => w === 'birth' || w === 'born' || w === 'dob');
const AGE_WORDS = ['age', 'aged'];

/**
 * Beside a date of birth, the row's one other date is its event (admitted, enrolled): a person's
 * age is taken at that date, in whole years, never "today". Only where no column holds an age.
 */
function ageAt(table: BuiltinTable, birth: CatalogColumn, event: CatalogColumn): CatalogColumn {
  const label = `age at ${event.label}`;
  return {
    ref: { table: table.name, column: label },
    label,
    type: 'integer',
    role: 'measure',
    words: AGE_WORDS,
    stems: AGE_WORDS.map(stem),
    stats: { name: label, distinctCount: 0, nullCount: 0, min: null, max: null, values: [], complete: true, key: false, dateFormat: null },
    dateSql: null,
    valueIndex: new Map(),
    valueCounts: new Map(),
    span: { from: birth.ref, to: event.ref, age: true },
  };
}

/** The words of a table's name or label: file extensions dropped ("orders.csv", "book.xlsx / Sheet1"), underscores read as spaces. */
export function nameWords(name: string): string[] {
  return words(name.replace(/\.[a-z0-9]+(?=\s|$|\/)/gi, ' ').replace(/_/g, ' '));
}

function entityStemsOf(t: BuiltinTable, columns: CatalogColumn[]): Set<string> {
  const out = new Set<string>();
  const things = thingsOfRows(t, columns);
  const add = (w: string) => {
    if (!things.has(stem(w))) out.add(stem(w));
  };
  for (const w of nameWords(t.label)) add(w);
  for (const w of words(t.name.replace(/_/g, ' '))) add(w);
  // employee_id, product_name: the rows are employees, products.
  for (const c of columns) {
    if (c.role === 'key' && c.words.length >= 2 && c.stats.distinctCount === t.rowCount) out.add(stem(c.words[0]));
  }
  return out;
}

/**
 * In a table named "<thing> <rows>" (meter_readings, card_transactions) whose rows repeat a
 * meter_id or meter column, "meters" are the distinct meters, not the rows: the thing's stem is
 * not a noun for the rows. Only the words before a row noun, and only when such a column repeats.
 */
function thingsOfRows(t: BuiltinTable, columns: CatalogColumn[]): Set<string> {
  const out = new Set<string>();
  for (const name of [t.label.replace(/\.[a-z0-9]+(?=\s|$|\/)/gi, ' '), t.name]) {
    const ws = words(name.replace(/_/g, ' ')).map(stem);
    const last = ws.length - 1;
    if (last < 1 || !ROW_NOUNS.has(ws[last])) continue;
    for (const thing of ws.slice(0, last)) {
      if (ROW_NOUNS.has(thing)) continue;
      const repeats = columns.some(
        (c) => c.stems[0] === thing && (c.stems.length === 1 || (c.stems.length === 2 && ID_WORDS.has(c.words[1]))) && c.stats.distinctCount < t.rowCount,
      );
      if (repeats) out.add(thing);
    }
  }
  return out;
}

/**
 * Synonyms of the nouns naming the table's rows, as whole words: a table whose rows are bookings
 * answers for "reservations" and "stays", one of expenses for "claims" (a header word such as
 * claim_date then names the rows too, as order_date does in a table of orders).
 */
function entityWordsOf(stems: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const group of ROW_NOUN_SYNONYMS) {
    if (!group.some((w) => stems.has(stem(w)))) continue;
    for (const w of group) if (!stems.has(stem(w))) for (const form of nounForms(w)) out.add(form);
  }
  for (const form of oneWayRowNouns(stems)) out.add(form);
  return out;
}

/** Whether a question word names a table's rows. */
export function namesRows(t: CatalogTable, token: { text: string; stem: string }): boolean {
  return t.entityStems.has(token.stem) || t.entityWords.has(token.text);
}

function nameColumnOf(columns: CatalogColumn[], rowCount: number): CatalogColumn | null {
  const texts = columns.filter((c) => (c.role === 'text' || c.role === 'category' || c.role === 'key') && !isNumericColumn(c) && c.type !== 'date');
  const named = texts.filter((c) => c.words.some((w) => NAME_WORDS.has(w)) && c.role !== 'key');
  const distinct = (c: CatalogColumn) => c.stats.distinctCount / Math.max(1, rowCount);
  return (
    named.sort((a, b) => distinct(b) - distinct(a))[0] ??
    texts.filter((c) => c.role === 'text' && distinct(c) >= 0.8)[0] ??
    texts.filter((c) => c.role === 'key')[0] ??
    null
  );
}

export function buildCatalog(tables: Array<{ table: BuiltinTable; profile: TableProfile }>): Catalog {
  const tableWords = tables.map(({ table }) => [...nameWords(table.label), ...words(table.name.replace(/_/g, ' '))]);
  // A text header two tables share, unique in one of them: a key, though no id word names it (shared-text-keys.ts).
  const textKeys = sharedTextKeys(tables);
  return {
    tables: tables.map(({ table, profile }, at) => {
      const byName = new Map(profile.columns.map((s) => [s.name, s]));
      const summaryCells = (name: string) => new Set(profile.summaryRows.filter((r) => r.column === name).map((r) => r.value));
      const built = table.columns.filter((c) => byName.has(c.name)).map((c) => buildColumn(table, c, byName.get(c.name)!, summaryCells(c.name)));
      const stored = built.map((c): CatalogColumn => (textKeys.has(`${table.name}\u0000${c.ref.column}`) ? { ...c, role: 'key' } : c));
      // "Trays" beside "Price per tray (£)": the quantity of each row (count-of-unit-priced-per.ts).
      const counted = stored.map((c): CatalogColumn => {
        const price = priceOfCountedUnit(c, stored);
        return price ? { ...c, countsUnitOf: price.ref } : c;
      });
      const columns = [...counted, ...daysBetween(table, counted)];
      // A reference made a key by the table it refers to does not become the name of these rows.
      const named = nameColumnOf(built, table.rowCount);
      const entityStems = entityStemsOf(table, columns);
      // session_date beside session_hours: the rows are sessions (row-noun-from-headers.ts).
      const others = tableWords.filter((_, i) => i !== at);
      for (const noun of [...rowNounsOfHeaders(columns), ...rowNounsOfStatusHeaders(columns)]) if (!namedByAnotherTable(noun, others)) entityStems.add(noun);
      return {
        name: table.name,
        label: table.label,
        rowCount: table.rowCount,
        columns,
        entityStems,
        // tree_sales.csv: its rows are also its orders and its lines (sale-row-nouns.ts).
        // shearing_log.csv: its rows are also its lines and entries (log-row-nouns.ts).
        entityWords: new Set([...entityWordsOf(entityStems), ...saleRowNouns(tableNameWords(table.name), columns, others), ...logRowNouns(tableNameWords(table.name), columns, others)]),
        nameColumn: named ? (columns.find((c) => c.ref.column === named.ref.column) ?? null) : null,
        summaryFilters: profile.summaryRows,
      };
    }),
  };
}

/**
 * A word before the head of a table's name ("bed" of bed_moves, "seat" of seat_bookings) names
 * the thing the rows are about, not the rows, when another table counts that thing in a column of
 * its own (a ward register's Beds, a room list's Seats): "how many beds" is that column, never the
 * number of bed moves. Said with the head ("seat bookings") it still names the rows.
 */
export function countedByMeasures(catalog: Catalog, tokens: ReadonlyArray<{ text: string; stem: string }>): Catalog {
  const tables = catalog.tables.map((t) => {
    const name = [...new Set([...nameWords(t.label), ...words(t.name.replace(/_/g, ' '))].map(stem))];
    const heads = new Set([stem(nameWords(t.label).at(-1) ?? ''), stem(words(t.name.replace(/_/g, ' ')).at(-1) ?? '')]);
    const counted = name.filter(
      (m) =>
        !heads.has(m) &&
        !tokens.some((tok, i) => tok.stem === m && heads.has(tokens[i + 1]?.stem ?? '')) &&
        catalog.tables.some((u) => u !== t && u.columns.some((c) => c.role === 'measure' && c.stems.at(-1) === m)),
    );
    // "groups that played" over visits holding Players: each row is one group (row-noun-aliases.ts).
    const parties = partyRowNouns(t.columns, tokens).filter((w) => !t.entityWords.has(w));
    if (counted.length === 0 && parties.length === 0) return t;
    const entityStems = new Set([...t.entityStems].filter((x) => !counted.includes(x)));
    return { ...t, entityStems, entityWords: new Set([...entityWordsOf(entityStems), ...parties]) };
  });
  return tables.every((t, i) => t === catalog.tables[i]) ? catalog : { tables };
}

export const sameRef = (a: ColumnRef, b: ColumnRef): boolean => a.table === b.table && a.column === b.column;

export function findColumn(catalog: Catalog, ref: ColumnRef): CatalogColumn | null {
  return catalog.tables.find((t) => t.name === ref.table)?.columns.find((c) => c.ref.column === ref.column) ?? null;
}

export function tableOf(catalog: Catalog, name: string): CatalogTable | null {
  return catalog.tables.find((t) => t.name === name) ?? null;
}

export function columnIdent(ref: ColumnRef, alias: string): string {
  return `${alias}.${quoteIdent(ref.column)}`;
}

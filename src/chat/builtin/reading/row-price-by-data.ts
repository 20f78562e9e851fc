// "Revenue by site", "takings by salon" over bookings whose one price (Price (£), Fee (£)) sits
// beside a figure the price could be per (players, Duration (mins), nights): whether the price is
// the whole row's or a price per unit of that figure, told from the data, never from the words.
// - A price per unit of a figure does not grow with it; a row's whole price, made of a price per
//   unit times the figure, does: over the rows with both, the two are strongly correlated and the
//   price divided by the figure varies far less than the price itself. Then the price covers the
//   figure (the bookings' prices are their totals, whatever group size they were for).
// - A price almost in step with the figure (a correlation of 0.9 or more) is the row's whole price
//   even when the rate per unit differs from one kind of row to another (a groom's price and its
//   minutes both grow with the dog's size and the service, at a different rate per service): a
//   price per unit would not follow the count of units so closely.
// - A figure left blank in many rows that carry a price (an escape time recorded only when the
//   team escaped) is no unit the price is per: a price per unit needs the units wherever it is paid.
// - A price made of a rate times two figures (hours x people) follows neither closely alone; told
//   against the two figures' product, the same way, it covers both when it is in step with it.
// Anything else (a flat price beside a group size: per booking or per player?) is left unknown,
// and the price is not read as takings there. Told once per pair of columns and kept with the
// table's profile (tables never change after ingestion), so every question reads it the same way.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { quoteIdent, sqlString } from '../text.ts';
import { PER_UNIT_HEADER_WORDS } from './figure-kinds.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** Header words of figures a price may be per (a night, an hour, a seat, a player). */
export const PER_UNIT_FIGURES = new Set([
  'nights', 'night', 'days', 'hours', 'seats', 'guests', 'people', 'persons', 'passengers', 'players', 'participants', 'attendees', 'pax', 'adults', 'children',
  'climbers', 'riders', 'diners', 'visitors', 'delegates', 'covers', 'tickets', 'party', 'group',
  'weight', 'kg', 'distance', 'km', 'miles', 'duration', 'minutes', 'mins',
]);

/** Rows with both figures needed before the data says anything. */
const ENOUGH_ROWS = 50;
/** A price growing with the figure: their correlation at least this. */
const STRONG_CORRELATION = 0.6;
/** A price this much in step with the figure covers it, however its rate per unit varies. */
const IN_STEP_CORRELATION = 0.9;
/** And the price per unit of the figure varies at most this share as much as the price. */
const STEADIER_PER_UNIT = 0.5;
/** A figure blank in at least this share of the priced rows is no unit the price is per. */
const OFTEN_BLANK = 0.2;

/** What the data says of a price beside a figure: the price covers it, or the figure is no unit of it. */
type Told = 'covers' | 'not-a-unit' | 'unknown';

/** Per price column's profile (kept while the table's profile is), the verdict per figure column. */
const told = new WeakMap<object, Map<string, Told>>();

/** The figures of `t` beside `price` that a price may be per (players, nights, minutes). */
export function perUnitFigures(t: CatalogTable, price: CatalogColumn, quantities: readonly CatalogColumn[]): CatalogColumn[] {
  // The days between two of the row's dates (a derived span) are no such figure.
  return t.columns.filter((c) => c.role === 'measure' && !c.span && c !== price && !quantities.includes(c) && c.words.some((w) => PER_UNIT_FIGURES.has(w)));
}

/** Whether the data has shown that `figure` is no unit `price` is per (the price covers it, or it is often blank). */
export function priceNotPerUnitOf(price: CatalogColumn, figure: CatalogColumn): boolean {
  const verdict = told.get(price.stats)?.get(figure.ref.column);
  return verdict === 'covers' || verdict === 'not-a-unit';
}

async function tell(t: CatalogTable, price: CatalogColumn, figures: readonly CatalogColumn[], runSql: EngineSql): Promise<Told> {
  const p = `CAST(${quoteIdent(price.ref.column)} AS DOUBLE)`;
  // Two figures are told together as their product (hours x people).
  const f = figures.map((x) => `CAST(${quoteIdent(x.ref.column)} AS DOUBLE)`).join(' * ');
  const both = `${p} > 0 AND ${f} > 0`;
  const summary = t.summaryFilters.map((s) => `coalesce(CAST(${quoteIdent(s.column)} AS VARCHAR) <> ${sqlString(s.value)}, true)`);
  const where = summary.length ? ` WHERE ${summary.join(' AND ')}` : '';
  const [row] = await runSql(
    `SELECT count(*) FILTER (WHERE ${p} <> 0), count(*) FILTER (WHERE ${p} <> 0 AND ${f} IS NULL), count(*) FILTER (WHERE ${both}), ` +
      `corr(${p}, ${f}) FILTER (WHERE ${both}), stddev_samp(${p} / ${f}) FILTER (WHERE ${both}) / avg(${p} / ${f}) FILTER (WHERE ${both}), ` +
      `stddev_samp(${p}) FILTER (WHERE ${both}) / avg(${p}) FILTER (WHERE ${both}) FROM ${quoteIdent(t.name)}${where}`,
    1,
  );
  if (!row) return 'unknown';
  const [priced, blank, paired, correlation, perUnitSpread, priceSpread] = row.map((v) => (v === null ? NaN : Number(v)));
  if (priced >= ENOUGH_ROWS && blank >= OFTEN_BLANK * priced) return 'not-a-unit';
  if (paired < ENOUGH_ROWS || !(correlation >= STRONG_CORRELATION) || !(priceSpread > 0)) return 'unknown';
  return correlation >= IN_STEP_CORRELATION || perUnitSpread <= STEADIER_PER_UNIT * priceSpread ? 'covers' : 'unknown';
}

/** Rows per group, on average, before a grouping's spreads say anything. */
const ROWS_PER_GROUP = 20;
/** A price growing with the quantity among rows of the same kind: their within-group correlation at least this. */
const WITHIN_GROUP_CORRELATION = 0.5;

/**
 * A price beside the row's quantity (Price ex VAT beside Qty), its header saying no unit: a price per
 * item does not grow with the quantity among rows of the same kind (one product), and divided by the
 * quantity it varies more than itself. A row's whole price (the items' prices added up) does grow
 * with it, and divided by the quantity it varies far less. Compared within the groups of each
 * category of the table (Product, Material: a cheap item sold by the ten, a dear one singly, hide it
 * over all rows), the price covers the quantity when one grouping shows both.
 */
async function tellQuantity(t: CatalogTable, price: CatalogColumn, quantity: CatalogColumn, runSql: EngineSql): Promise<Told> {
  const p = `CAST(${quoteIdent(price.ref.column)} AS DOUBLE)`;
  const n = `CAST(${quoteIdent(quantity.ref.column)} AS DOUBLE)`;
  const summary = t.summaryFilters.map((s) => `coalesce(CAST(${quoteIdent(s.column)} AS VARCHAR) <> ${sqlString(s.value)}, true)`);
  const where = [`${p} > 0`, `${n} > 0`, ...summary].join(' AND ');
  const groupings = t.columns.filter((c) => c.role === 'category' && c !== price && c !== quantity && c.stats.distinctCount >= 2 && c.stats.distinctCount * ROWS_PER_GROUP <= t.rowCount);
  for (const g of groupings) {
    const k = quoteIdent(g.ref.column);
    const [row] = await runSql(
      `WITH r AS (SELECT ${p} AS p, ${n} AS n, ${p} / ${n} AS u, ${k} AS g FROM ${quoteIdent(t.name)} WHERE ${where} AND ${k} IS NOT NULL), ` +
        `d AS (SELECT p - avg(p) OVER (PARTITION BY g) AS dp, n - avg(n) OVER (PARTITION BY g) AS dn, u - avg(u) OVER (PARTITION BY g) AS du FROM r) ` +
        `SELECT count(*), sum(dp * dn) / sqrt(sum(dp * dp) * sum(dn * dn)), sqrt(sum(du * du) / sum(dp * dp)) FROM d`,
      1,
    );
    if (!row) continue;
    const [paired, correlation, perUnitSpread] = row.map((v) => (v === null ? NaN : Number(v)));
    if (paired >= ENOUGH_ROWS && correlation >= WITHIN_GROUP_CORRELATION && perUnitSpread <= STEADIER_PER_UNIT) return 'covers';
  }
  return 'unknown';
}

/** Whether the data has shown that `price` is the row's whole price, covering its `quantity` (tellQuantity). */
export function priceCoversQuantity(price: CatalogColumn, quantity: CatalogColumn): boolean {
  return told.get(price.stats)?.get(quantity.ref.column) === 'covers';
}

/**
 * Tells, for every table whose one price (`priceOf`) sits beside figures it may be per, whether
 * the data shows the price is not per those figures; kept for priceNotPerUnitOf.
 */
export async function tellRowPrices(catalog: Catalog, priceOf: (t: CatalogTable) => { price: CatalogColumn; quantities: CatalogColumn[] } | null, runSql: EngineSql): Promise<void> {
  for (const t of catalog.tables) {
    const candidate = priceOf(t);
    if (!candidate) continue;
    const { price, quantities } = candidate;
    const known = told.get(price.stats) ?? new Map<string, Told>();
    told.set(price.stats, known);
    const figures = perUnitFigures(t, price, quantities);
    for (const figure of figures) {
      if (!known.has(figure.ref.column)) known.set(figure.ref.column, await tell(t, price, [figure], runSql));
    }
    // A price growing with two figures at once (a boat's rate x hours x people) follows neither
    // closely alone; in step with their product it covers both.
    const unknown = figures.filter((f) => known.get(f.ref.column) === 'unknown');
    const pair = unknown.map((f) => f.ref.column).join(' * ');
    if (unknown.length === 2 && !known.has(pair)) {
      known.set(pair, await tell(t, price, unknown, runSql));
      if (known.get(pair) === 'covers') for (const f of unknown) known.set(f.ref.column, 'covers');
    }
    // A price whose header says it is per unit (Unit Price) is so whatever the data shows.
    const quantity = quantities.length === 1 && !price.words.some((w) => PER_UNIT_HEADER_WORDS.includes(w) || w === 'each') ? quantities[0] : null;
    if (quantity && !known.has(quantity.ref.column)) known.set(quantity.ref.column, await tellQuantity(t, price, quantity, runSql));
  }
}

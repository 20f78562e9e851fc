// "What was our total revenue?", "revenue by city" over sales rows whose one money column is the
// price each row was sold at (Price, Price Paid) and no column counts items: each row is one sale,
// so the revenue is the total of that price. Only over a table of sales: one whose rows refer to
// another table's rows by its key (the machine, the event sold), never a catalogue that is
// referred to (a list of products and their prices).
// A row's own fee ("Fee (£)" of a lesson) is read as its price. Beside a quantity column one row's
// price alone is not what it took: there the revenue is the total of price times quantity. Beside
// a figure it may be per (players, minutes), the data decides (row-price-by-data.ts).
import { nameWords, type Catalog, type CatalogColumn, type CatalogTable } from './catalog.ts';
import { columnKind, onlyMoneyColumn, PER_UNIT_HEADER_WORDS } from './figure-kinds.ts';
import { perUnitFigures, priceCoversQuantity, priceNotPerUnitOf } from './row-price-by-data.ts';
import { CURRENCY_WORDS } from './units-of-measure.ts';
import { besideTips } from './tips-beside-price.ts';
import { neverHappened } from './happened-rows.ts';
import { priceBesideCosts } from './price-beside-costs.ts';
import { LIST_PRICE_WORDS, TAKEN_OFF } from './vocabulary.ts';
import { priceBesideCarriage } from './price-beside-carriage.ts';

/** Header words of a price that is not what a sale took: a list price, a price per unit. */
const NOT_TAKEN = new Set([...PER_UNIT_HEADER_WORDS, ...LIST_PRICE_WORDS, 'cost']);

/** A key of `t` whose cells repeat there and are each one row of another table. */
function refersToAnother(t: CatalogTable, catalog: Catalog): boolean {
  return t.columns.some(
    (c) =>
      c.role === 'key' &&
      c.stats.distinctCount < t.rowCount &&
      catalog.tables.some((o) => o !== t && o.columns.some((k) => k.ref.column === c.ref.column && k.role === 'key' && k.stats.distinctCount === o.rowCount && k.stats.nullCount === 0)),
  );
}

/** Whether another table refers to `t`'s rows by a key unique in `t`. */
function referredTo(t: CatalogTable, catalog: Catalog): boolean {
  return t.columns.some(
    (k) =>
      k.role === 'key' &&
      k.stats.distinctCount === t.rowCount &&
      catalog.tables.some((o) => o !== t && o.columns.some((c) => c.ref.column === k.ref.column && c.role === 'key' && c.stats.distinctCount < o.rowCount)),
  );
}

/**
 * A table whose name says its rows are sales ("Pass sales", pass_sales.xlsx): a table of sales
 * whichever way the keys point, even when other rows (the scans of each pass sold) refer to it.
 */
function namedForSales(t: CatalogTable): boolean {
  return [nameWords(t.name).at(-1), nameWords(t.label).at(-1)].some((w) => w === 'sales');
}

/** The columns of a table counting the items of each row (Qty, Units). */
export function quantityColumns(columns: CatalogColumn[]): CatalogColumn[] {
  return columns.filter((c) => c.role === 'measure' && columnKind(c) === 'quantity');
}

/** Header words of what a row was charged: its price, or its fee ("Fee (£)" of a lesson). */
const PRICE_WORDS = new Set(['price', 'prices', 'fee', 'fees']);

/**
 * The price a table of sales holds for each row, with its quantity columns, before the figures it
 * may be per are looked at; else null.
 */
export function rowPriceCandidate(t: CatalogTable, catalog: Catalog): { price: CatalogColumn; quantities: CatalogColumn[] } | null {
  // Tips beside the price are given to the staff, beyond the charge (tips-beside-price.ts).
  // A cost beside the price (Print Cost beside Unit Price) is what the item cost us (price-beside-costs.ts).
  // A delivery charge beside the price is carriage on top of the goods (price-beside-carriage.ts).
  const money = onlyMoneyColumn(besideTips(t.columns)) ?? priceBesideCosts(besideTips(t.columns)) ?? priceBesideCarriage(besideTips(t.columns));
  // "Price per tray" beside "Trays": a unit price, read as "unit_price" is (count-of-unit-priced-per.ts).
  const perCounted = money !== null && t.columns.some((c) => c.countsUnitOf?.column === money.ref.column);
  if (!money || !money.words.some((w) => PRICE_WORDS.has(w)) || money.words.some((w) => NOT_TAKEN.has(w) && w !== 'unit' && !(perCounted && w === 'per'))) return null;
  // A discount beside the price (Discount %, Discount Code) leaves open whether the price is before
  // or after it: not read as what the row took.
  if (t.columns.some((c) => c !== money && c.words.some((w) => TAKEN_OFF.has(w)))) return null;
  // A fee named for someone or something else (a booking fee, a card fee) may be a charge on the
  // sale, not the sale: only a fee or a price of the row itself is read.
  if (!money.words.some((w) => w === 'price' || w === 'prices') && money.words.some((w) => !PRICE_WORDS.has(w) && !CURRENCY_WORDS.has(w) && !t.entityWords.has(w))) return null;
  const quantities = quantityColumns(t.columns);
  // A price per unit is what a sale took only times its quantity.
  if (quantities.length > 1 || (money.words.includes('unit') && quantities.length === 0)) return null;
  // A table other rows refer to may be a catalogue of list prices; not when the header says the
  // price was paid or charged on the row (price_paid of bookings that deliveries refer to).
  return namedForSales(t) || (calledOffEvents(t) && !chargedPerReferringRow(t, catalog)) || (refersToAnother(t, catalog) && (!referredTo(t, catalog) || paidOnRow(money))) ? { price: money, quantities } : null;
}

/**
 * Rows with a date of their own and a status saying some were called off (Cancelled, Void): each
 * row is a booking or a sale that took place or not, never a catalogue item, whichever way keys
 * point ("Price (GBP)" of lane sessions that add-on lines refer to is what each session took).
 */
function calledOffEvents(t: CatalogTable): boolean {
  return t.columns.some((c) => c.role === 'date') && t.columns.some((c) => neverHappened(c).length > 0);
}

/**
 * Rows that many rows of another table refer to where that table holds no money of its own: the
 * price may be charged once per referring row (a subscription's "Box Price" per delivery), so it is
 * not what each row took. Add-on lines with their own prices leave a session's price its own.
 */
function chargedPerReferringRow(t: CatalogTable, catalog: Catalog): boolean {
  return t.columns.some(
    (k) =>
      k.role === 'key' &&
      k.stats.distinctCount === t.rowCount &&
      catalog.tables.some(
        (o) =>
          o !== t &&
          o.columns.some((c) => c.ref.column === k.ref.column && c.role === 'key' && c.stats.distinctCount < o.rowCount) &&
          !o.columns.some((c) => c.role === 'measure' && columnKind(c) === 'money'),
      ),
  );
}

/** Header words saying a row's money was paid or charged on it, not listed. */
const PAID_WORDS = new Set(['paid', 'charged']);

/** A price the header says was paid or charged on the row (price_paid), not one per unit or a rate: what the row took. */
function paidOnRow(price: CatalogColumn): boolean {
  return price.words.some((w) => PAID_WORDS.has(w)) && !price.words.some((w) => PER_UNIT_HEADER_WORDS.includes(w));
}

/**
 * The price a table of sales holds for each row, read as what the sales took (times the row's
 * quantity, when one column counts its items); else null. Beside another figure of the row it may
 * be per (nights, hours, players), only when the data shows it is not (row-price-by-data.ts).
 */
export function salePriceColumn(t: CatalogTable, catalog: Catalog): CatalogColumn | null {
  const candidate = rowPriceCandidate(t, catalog);
  if (!candidate) return null;
  const { price, quantities } = candidate;
  // The money paid on a booking of 3 days is what the booking took, not a price per day.
  if (paidOnRow(price) && quantities.length === 0) return price;
  return perUnitFigures(t, price, quantities).every((f) => priceNotPerUnitOf(price, f)) ? price : null;
}

/**
 * "Revenue" read through a sale's price (`price`, named by a takings word): the row's quantity
 * column to multiply it by, or null when each row is one item.
 */
export function saleQuantity(price: CatalogColumn, catalog: Catalog): CatalogColumn | null {
  const t = catalog.tables.find((x) => x.name === price.ref.table);
  if (!t || salePriceColumn(t, catalog) !== price) return null;
  const quantities = quantityColumns(t.columns);
  // A price the data shows to be the row's whole price (it grows with the quantity) is not multiplied again.
  return quantities.length === 1 && !priceCoversQuantity(price, quantities[0]) ? quantities[0] : null;
}

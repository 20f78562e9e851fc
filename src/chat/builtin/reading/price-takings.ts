// "What was our total revenue?", "revenue by city" over sales rows whose one money column is the
// price each row was sold at (Price, Price Paid) and no column counts items: each row is one sale,
// so the revenue is the total of that price. Only over a table of sales: one whose rows refer to
// another table's rows by its key (the machine, the event sold), never a catalogue that is
// referred to (a list of products and their prices). Beside a quantity column one row's
// price alone is not what it took: there the revenue is the total of price times quantity.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { columnKind, onlyMoneyColumn, RATE_WORDS } from './figure-kinds.ts';

/** Header words of figures a price may be per (a night, an hour, a seat). */
const PER_UNIT_FIGURES = new Set(['nights', 'night', 'days', 'hours', 'seats', 'guests', 'people', 'persons', 'passengers', 'weight', 'kg', 'distance', 'km', 'miles', 'duration', 'minutes', 'mins']);

/** Header words of a price that is not what a sale took: a list price, a price per unit. */
const NOT_TAKEN = new Set([...RATE_WORDS, 'list', 'retail', 'rrp', 'catalogue', 'catalog', 'standard', 'base', 'original', 'cost']);

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

/** The columns of a table counting the items of each row (Qty, Units). */
export function quantityColumns(columns: CatalogColumn[]): CatalogColumn[] {
  return columns.filter((c) => c.role === 'measure' && columnKind(c) === 'quantity');
}

/**
 * The price a table of sales holds for each row, read as what the sales took (times the row's
 * quantity, when one column counts its items); else null.
 */
export function salePriceColumn(t: CatalogTable, catalog: Catalog): CatalogColumn | null {
  const money = onlyMoneyColumn(t.columns);
  if (!money || !money.words.some((w) => w === 'price' || w === 'prices') || money.words.some((w) => NOT_TAKEN.has(w) && w !== 'unit')) return null;
  const quantities = quantityColumns(t.columns);
  // A price per unit is what a sale took only times its quantity.
  if (quantities.length > 1 || (money.words.includes('unit') && quantities.length === 0)) return null;
  // Another figure of the row a price may be per (nights, hours, kg): not read. The days between
  // two of the row's dates (a derived span) are no such figure.
  if (t.columns.some((c) => c.role === 'measure' && !c.span && c !== money && !quantities.includes(c) && c.words.some((w) => PER_UNIT_FIGURES.has(w)))) return null;
  return refersToAnother(t, catalog) && !referredTo(t, catalog) ? money : null;
}

/**
 * "Revenue" read through a sale's price (`price`, named by a takings word): the row's quantity
 * column to multiply it by, or null when each row is one item.
 */
export function saleQuantity(price: CatalogColumn, catalog: Catalog): CatalogColumn | null {
  const t = catalog.tables.find((x) => x.name === price.ref.table);
  if (!t || salePriceColumn(t, catalog) !== price) return null;
  const quantities = quantityColumns(t.columns);
  return quantities.length === 1 ? quantities[0] : null;
}

// "Trays (30 eggs)" beside "Price per tray (£)", "metres" beside "Price per Metre (GBP)": a price
// header "<price> per <unit>" says what one unit costs, and the number column headed by that unit
// in the plural counts the units of each row. That column is the row's quantity (what "trays
// delivered" adds up, what the price is multiplied by), and the price is a unit price, never the
// quantity of the thing it is per. Only where the price is the table's one money column: beside a
// line total the total is what the row took.
import type { CatalogColumn } from './catalog.ts';
import { stem } from '../text.ts';
import { holdsMoney } from './figure-kinds.ts';

/** Header words of a price or a charge, one of which a "per" header must carry to be read as one. */
const PRICE_WORDS = new Set(['price', 'prices', 'cost', 'costs', 'charge', 'fee', 'rate']);

/** The unit a money header is per ("tray" of "Price per tray (£)"), or null. */
export function unitPricedPer(c: CatalogColumn): string | null {
  if (c.role !== 'measure' || !holdsMoney(c) || !c.words.some((w) => PRICE_WORDS.has(w))) return null;
  const ws = c.label.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const at = ws.indexOf('per');
  const unit = at >= 1 ? ws[at + 1] : undefined;
  return unit && /^[a-z]{3,}$/.test(unit) ? unit : null;
}

/**
 * The price column a number column counts the units of ("Price per tray (£)" for "Trays (30 eggs)"),
 * or null: the column's only word is the unit in the plural, and the price is the only money among
 * the measures beside it.
 */
export function priceOfCountedUnit(c: CatalogColumn, columns: readonly CatalogColumn[]): CatalogColumn | null {
  if (c.role !== 'measure' || c.words.length !== 1 || holdsMoney(c)) return null;
  const [word] = c.words;
  const money = columns.filter((o) => o.role === 'measure' && holdsMoney(o));
  if (money.length !== 1) return null;
  const unit = unitPricedPer(money[0]);
  return unit !== null && unit !== word && stem(unit) === stem(word) ? money[0] : null;
}

// "Delivery spend by supplier" over delivery lines holding "Cases" and "Case cost": the cost is
// per case, named for the unit another column of the same row counts, so what was spent is the
// cases times the case cost, never the case costs added up. The same for "Pallets" beside
// "Pallet price", "Boxes" beside "Box cost". A "unit price" names no column's unit and is left to
// the per-item checks.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { stem } from '../text.ts';
import { CURRENCY_WORDS } from './units-of-measure.ts';
import { ITEM_PRICE_WORDS } from './vocabulary.ts';


/** The column counting the units a price or cost is named for ("Cases" for "Case cost"), or null. */
export function countOfPricedUnit(table: CatalogTable | undefined, price: CatalogColumn | null): CatalogColumn | null {
  if (!table || !price || !price.words.some((w) => ITEM_PRICE_WORDS.has(w))) return null;
  const unit = price.words.filter((w) => !ITEM_PRICE_WORDS.has(w) && !CURRENCY_WORDS.has(w));
  if (unit.length !== 1) return null;
  const counts = table.columns.filter(
    (c) => c !== price && c.role === 'measure' && c.words.length === 1 && c.words[0] !== unit[0] && stem(c.words[0]) === stem(unit[0]),
  );
  return counts.length === 1 ? counts[0] : null;
}

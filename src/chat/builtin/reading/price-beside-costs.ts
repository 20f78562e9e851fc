// "Total sales on fulfilled orders", "turnover this year" over order lines holding a "Unit Price (£)"
// beside a "Print Cost (£)" (or "Unit Cost"): the cost is what the business paid for the item, never
// what the sale took, so the one price among the money columns is the sale's price as if it stood
// alone. Only when every other money column says it is a cost.
import type { CatalogColumn } from './catalog.ts';
import { columnKind } from './figure-kinds.ts';

/** Header words of a price. */
const PRICE_WORDS = new Set(['price', 'prices']);
/** Header words of what an item cost the business. */
const COST_WORDS = new Set(['cost', 'costs']);

/** The one price among a table's money columns when all the others are costs; else null. */
export function priceBesideCosts(columns: readonly CatalogColumn[]): CatalogColumn | null {
  const money = columns.filter((c) => c.role === 'measure' && columnKind(c) === 'money');
  if (money.length < 2) return null;
  const prices = money.filter((c) => c.words.some((w) => PRICE_WORDS.has(w)) && !c.words.some((w) => COST_WORDS.has(w)));
  if (prices.length !== 1) return null;
  return money.every((c) => c === prices[0] || (c.words.some((w) => COST_WORDS.has(w)) && !c.words.some((w) => PRICE_WORDS.has(w)))) ? prices[0] : null;
}

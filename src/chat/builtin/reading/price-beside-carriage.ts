// "Takings by season", "Wreath takings across all seasons" over sale lines holding a "Price (£)"
// beside a "Delivery Charge (£)" (or Shipping, Postage): the carriage is charged on top of the goods
// for the few rows delivered and passed on to getting them there, never the sale itself, so the one
// price among the money columns is the sale's price as if it stood alone. Only when every other money
// column says it is carriage; a question naming the delivery charges still reads them by their header.
import type { CatalogColumn } from './catalog.ts';
import { columnKind } from './figure-kinds.ts';

/** Header words of a price. */
const PRICE_WORDS = new Set(['price', 'prices']);
/** Header words of carriage charged on top of the goods. */
export const CARRIAGE_WORDS = new Set(['shipping', 'postage', 'freight', 'carriage', 'delivery']);

/** The one price among a table's money columns when all the others are carriage charges; else null. */
export function priceBesideCarriage(columns: readonly CatalogColumn[]): CatalogColumn | null {
  const money = columns.filter((c) => c.role === 'measure' && columnKind(c) === 'money');
  if (money.length < 2) return null;
  const carriage = (c: CatalogColumn) => c.words.some((w) => CARRIAGE_WORDS.has(w));
  const prices = money.filter((c) => c.words.some((w) => PRICE_WORDS.has(w)) && !carriage(c));
  if (prices.length !== 1) return null;
  return money.every((c) => c === prices[0] || (carriage(c) && !c.words.some((w) => PRICE_WORDS.has(w)))) ? prices[0] : null;
}

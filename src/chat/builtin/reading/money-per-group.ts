// "Fares by pickup zone", "net billed per responsible partner": money that changed hands (a fare, a
// tip, a net amount billed), broken down by group with no aggregate said, is each group's total, as
// takings are; an average would answer how big one row's money was. Not a rate, a tariff or an
// amount of cover (figure-kinds.ts), nor a level of each row (a price, a salary), which the
// interpreter averages, saying so.
import type { CatalogColumn } from './catalog.ts';
import { holdsMoney, NOT_MONEY_MOVED } from './figure-kinds.ts';

/** Whether a money column broken down by group, with no aggregate said, is totalled per group. */
export function moneyTotalledPerGroup(c: CatalogColumn, level: (c: CatalogColumn) => boolean): boolean {
  return c.role === 'measure' && !c.span && holdsMoney(c) && !c.words.some((w) => NOT_MONEY_MOVED.has(w)) && !level(c);
}

// A status that records only how each sale ended: Completed, Cancelled or Returned, and nothing
// else (tileshop's order lines). Over such a table every row is a sale that either went through,
// was called off or was given back, so a total of what was "sold", of "sales" or of what customers
// "spend" over every row mixes the three: such totals mean the done rows (sales-of-done-rows.ts).
// A status that also holds cells of work in hand (Open,
// Pending, Processing: dev5's orders) records an order's progress instead, and its totals over
// every row are left as they were read (the evaluation sets ask them so); this is kept that narrow.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { saysNeverHappened } from './happened-rows.ts';
import { GIVEN_BACK } from './takings-column.ts';
import { DONE_CELLS } from './vocabulary.ts';

export type SaleOutcomeStatus = { column: CatalogColumn; done: string[]; calledOff: string[]; givenBack: string[] };

/** The one status of `table` holding only done, called-off and given-back cells, each of the three; else null. */
export function saleOutcomeStatus(table: CatalogTable): SaleOutcomeStatus | null {
  const found: SaleOutcomeStatus[] = [];
  for (const c of table.columns) {
    if (c.role !== 'category' || c.valueIndex.size < 3 || c.valueIndex.size > 6) continue;
    const s: SaleOutcomeStatus = { column: c, done: [], calledOff: [], givenBack: [] };
    let other = false;
    for (const [key, cells] of c.valueIndex) {
      if (DONE_CELLS.has(key)) s.done.push(...cells);
      else if (saysNeverHappened(key)) s.calledOff.push(...cells);
      else if (GIVEN_BACK.has(key)) s.givenBack.push(...cells);
      else other = true;
    }
    if (!other && s.done.length > 0 && s.calledOff.length > 0 && s.givenBack.length > 0) found.push(s);
  }
  return found.length === 1 ? found[0] : null;
}

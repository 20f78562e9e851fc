// "How many books have we sold since 1 August 2025?" over sales whose Status holds Sold beside
// Refunded, each row with its Date sold: a refunded sale was sold and then given back, so the rows
// still Sold are the books sold, not one reading of two. The Refunded (or Returned) cells of such a
// status are set beside the called-off ones as rows that "sold" does not name (doubtful-readings.ts),
// only where the cell kept is Sold itself.
import type { CatalogColumn } from './catalog.ts';
import { SOLD_CELLS } from './vocabulary.ts';

/** Status cells of a sale given back. */
export const GIVEN_BACK_CELLS = new Set(['refunded', 'returned']);

/** The given-back cells of `status`, as stored, when the cells kept are Sold; else none. */
export function givenBackOfSold(status: CatalogColumn, kept: readonly string[]): string[] {
  if (status.role !== 'category' || kept.length === 0 || !kept.every((v) => SOLD_CELLS.has(v.trim().toLowerCase()))) return [];
  return [...status.valueIndex].flatMap(([key, cells]) => (GIVEN_BACK_CELLS.has(key) ? cells : []));
}

/** Whether a category column holds Sold beside a cell of a sale given back (Refunded, Returned). */
export function soldOrGivenBack(c: CatalogColumn): boolean {
  if (c.role !== 'category') return false;
  const keys = [...c.valueIndex.keys()];
  return keys.some((k) => SOLD_CELLS.has(k)) && keys.some((k) => GIVEN_BACK_CELLS.has(k));
}

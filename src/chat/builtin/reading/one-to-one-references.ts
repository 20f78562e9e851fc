// A table whose rows each refer to one row of another, no two to the same: the jobs an accepted
// quote became carry that quote's quote_ref once each, beside a job_no of their own. Such a
// reference is a key like any other ("jobs for hotels" reads the customer type of each job's
// quote), though no key of it repeats. Two tables that share the one key identifying both
// (employees and employee_details by employee_id) are not offered as a join this way: neither
// side's rows are the other's references.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Measure } from './types.ts';

/** A key unique and never blank in its table. */
function identifies(t: CatalogTable, c: CatalogColumn): boolean {
  return c.role === 'key' && c.stats.distinctCount === t.rowCount && c.stats.nullCount === 0;
}

/**
 * Whether `fk`, unique in `facts`, refers to the rows of `lookup` one to one: the facts are
 * identified by a key of their own besides it, one the lookup does not hold.
 */
export function refersOneToOne(facts: CatalogTable, fk: CatalogColumn, lookup: CatalogTable): boolean {
  if (fk.stats.distinctCount !== facts.rowCount) return false;
  return facts.columns.some((c) => c !== fk && identifies(facts, c) && !lookup.columns.some((d) => d.ref.column === c.ref.column));
}

/**
 * A figure taken through a one-to-one reference ("the total value of accepted quotes" as the jobs'
 * invoice totals, "deposits taken" as the bookings' prices): either table may hold the money the
 * question means, so the figure is given as a guess. Counting the rows stays a confident reading.
 */
export function oneToOneFigure(src: { tables: Array<{ name: string }>; oneToOne?: true }, measure: Measure): string | null {
  if (!src.oneToOne || measure.fn === 'count' || measure.fn === 'count_distinct') return null;
  return `I took ${measure.column.column} over ${src.tables[0].name} joined one to one with ${src.tables[1].name}; the figure asked for may be another of either table's columns.`;
}

// "Which month of 2024 was busiest?" over customers (customer_since), jobs (job_date) and
// certificates (issued_on): the question ranks periods by how many rows fall in each but names no
// rows, no measure and no cell that would say which table's dates to count. Taking the first table
// with a date counted the customers who signed up each month, not the work done. Where more than one
// table has dates, the reading declines and says which dates it could count; with one dated table
// ("which month was busiest" over bookings alone) the reading stands.
import type { CatalogTable } from './catalog.ts';

/** Why ranking periods of unnamed rows is a guess between tables, or null. */
export function unnamedRowsOfRankedPeriod(tables: readonly CatalogTable[], unit: string): string | null {
  const dated = tables.filter((t) => t.columns.some((c) => c.role === 'date'));
  if (dated.length < 2) return null;
  return `The question ranks each ${unit} but does not say what to count in it: ${dated.map((t) => t.label).join(', ')} all have dates.`;
}

/**
 * Whether `fact` is the one table of the catalog with dates ("the busiest day" beside plots holding
 * only a Year Planted): the days ranked can only be its rows' days, named or not.
 */
export function onlyDatedTable(tables: readonly CatalogTable[], fact: CatalogTable): boolean {
  const dated = tables.filter((t) => t.columns.some((c) => c.role === 'date'));
  return dated.length === 1 && dated[0] === fact;
}

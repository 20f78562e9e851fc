// "Fabric spend by supplier country" read as the jobs' invoice totals over the fabric orders that
// refer to the jobs: a figure of the lookup table's rows added up over the rows referring to them
// counts each lookup row once for every row referring to it, whatever the rows are grouped or
// picked by (a job with two orders from Italy is invoiced twice in Italy's total). Averages of a
// lookup figure over the referring rows keep their reading elsewhere (each admission's patient's
// age); a one-to-one reference repeats nothing.
import type { Measure } from './types.ts';

type Source = { join: { left: { table: string }; right: { table: string } } | null; then?: unknown; oneToOne?: true };

/** The caveat for a lookup figure summed over the rows that refer to it, or null. */
export function repeatedLookupSum(src: Source, measure: Measure): string | null {
  if (!src.join || src.then || src.oneToOne || measure.fn !== 'sum') return null;
  if (measure.column.table !== src.join.right.table) return null;
  return `I added up ${measure.column.column} over the rows of ${src.join.left.table}, so each row of ${src.join.right.table} counts once for every row referring to it; over the rows of ${src.join.right.table} alone the total differs.`;
}

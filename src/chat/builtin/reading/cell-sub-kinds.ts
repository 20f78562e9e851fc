// "accepted loads" over an Intake Status holding "Accepted", "Accepted - regraded" and "Rejected":
// the word names the cell Accepted exactly, yet "Accepted - regraded" (a cell that begins with it,
// then a spaced dash or slash, or a bracket; not a hyphenated word such as No-show) is a kind of accepted load too. Which rows the question means
// is then a guess, so the answer says so (interpret.ts marks it uncertain).
import type { CatalogColumn } from './catalog.ts';

/** The other cells of the column that begin with the cell and go on after a separator, not themselves taken. */
export function subKindCells(column: CatalogColumn, cell: string, taken: string[]): string[] {
  const lower = cell.toLowerCase();
  return [...column.valueCounts.keys()].filter((o) => o !== cell && !taken.includes(o) && o.toLowerCase().startsWith(lower) && /^(\s+[-–—/:]\s|\s*\()/.test(o.slice(cell.length)));
}

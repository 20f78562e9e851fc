// "What percentage of hires came back late?", "Stag/Hen hires that came back late" over hires whose
// Status holds Returned and Returned Late: coming back is being returned, so where a few-valued
// category holds a cell of "returned" with the word said after the phrase ("came back late":
// Returned Late), "came back" (come, comes, coming, brought back) is read as "returned" and names
// that cell. "Came back" alone is left as written: whether it means the Returned cell alone or
// every cell of a return (Returned Late too) the data cannot say.
import type { Catalog } from './catalog.ts';

const CAME_BACK = /\b(?:came|come|comes|coming|brought)\s+back\s+([a-z]+)/gi;

/** The question with coming back said as "returned", where "returned" and the next word are a status cell. */
export function cameBackAsReturned(text: string, catalog: Catalog): string {
  const cells = new Set(catalog.tables.flatMap((t) => t.columns.filter((c) => c.role === 'category' && c.stats.distinctCount <= 12).flatMap((c) => [...c.valueIndex.keys()])));
  return text.replace(CAME_BACK, (all, next: string) => (cells.has(`returned ${next.toLowerCase()}`) ? `returned ${next}` : all));
}

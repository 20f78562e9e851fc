// "Which customer sends back the most trays?", "how many trays have come back as returns in total?"
// beside deliveries holding Trays and returned_trays: sending back or coming back is being returned,
// so where a figure is headed "returned" and the very noun said ("returned_trays"), the phrase is
// read as that figure ("has the most returned trays", "how many returned trays"). Without such a
// header the words are left as written: what came back is then not a figure the table holds.
import type { Catalog } from './catalog.ts';

const SENT_BACK_RANKED = /\b(?:sends|sent|send)\s+back\s+the\s+(most|least|fewest)\s+([a-z]+)\b/gi;
const CAME_BACK_COUNTED = /\bhow\s+many\s+([a-z]+)\s+(?:have|has|were|was)\s+(?:come|came|been\s+sent|been\s+brought)\s+back(?:\s+as\s+returns)?\b/gi;

/** Whether some measure's header is "returned" and the noun, in either order ("returned_trays", "Trays Returned"). */
function returnedFigure(catalog: Catalog, noun: string): boolean {
  const n = noun.toLowerCase();
  return catalog.tables.some((t) => t.columns.some((c) => c.role === 'measure' && c.words.length === 2 && c.words.includes('returned') && c.words.includes(n)));
}

/** The question with sending or coming back said as "returned", where a figure is headed so. */
export function sentBackAsReturned(text: string, catalog: Catalog): string {
  return text
    .replace(SENT_BACK_RANKED, (all, most: string, noun: string) => (returnedFigure(catalog, noun) ? `has the ${most} returned ${noun}` : all))
    .replace(CAME_BACK_COUNTED, (all, noun: string) => (returnedFigure(catalog, noun) ? `how many returned ${noun}` : all));
}

// "How many different machines have we been out to?", "sites we went out to in May": going out to
// a thing (been out to, gone out to, went out to, been to) is visiting it. Where a table's rows are
// visits (service_visits.xlsx, "Visits"), the phrase names those rows as "visited" does, so the
// things counted are those the visits went to (414 machines visited), not every thing on the books
// (420 machines). Elsewhere the phrase is left as written, to be read or declined.
import type { Catalog } from './catalog.ts';
import { namesRows } from './catalog.ts';
import { stem } from '../text.ts';

/** "we have been out to", "have we gone out to", "we went to": the subject kept, the verb's tense said by "have". */
const GOING = /\b(we|you|they)\s+(have\s+|'ve\s+|had\s+)?(?:been|gone|went)\s+(?:out\s+)?to\b|\b(have|had)\s+(we|you|they)\s+(?:been|gone)\s+(?:out\s+)?to\b|\bdid\s+(we|you|they)\s+go\s+(?:out\s+)?to\b/gi;

/** The question with going out to a thing said as visiting it, where the rows are visits. */
export function goingOutAsVisits(text: string, catalog: Catalog): string {
  const visits = catalog.tables.some((t) => namesRows(t, { text: 'visits', stem: stem('visits') }));
  if (!visits) return text;
  // replace() alone: a global pattern's test() would leave lastIndex set between calls.
  return text.replace(GOING, (_all, subject?: string, aux?: string, inverted?: string, invSubject?: string, didSubject?: string) => {
    if (subject) return `${subject} ${aux ?? ''}visited`;
    if (inverted) return `${inverted} ${invSubject} visited`;
    return `did ${didSubject} visit`;
  });
}

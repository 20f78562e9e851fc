// "Top services by number of bookings", "clients on our books" beside a BookedVia column: a header
// made of a participle and a preposition ("booked via", "referred by", "paid through") names how or
// by whom each row's thing was done (a channel, an agent), never the things themselves. A noun of
// the same verb ("bookings", "books", "referrals") does not name it; the participle itself does
// ("booked online", "how were they booked").
import type { CatalogColumn } from './catalog.ts';
import { stem as stemOf } from '../text.ts';

const MEANS_PREPOSITIONS = new Set(['via', 'by', 'through', 'with']);

/** Whether the header word of `stem` in `c` is a participle before a preposition of means that `text` does not repeat. */
export function namesOnlyTheMeans(c: CatalogColumn, text: string, stem: string): boolean {
  return c.words.some((w, i) => /ed$/.test(w) && MEANS_PREPOSITIONS.has(c.words[i + 1] ?? '') && stemOf(w) === stem && text !== w && !/ed$/.test(text));
}

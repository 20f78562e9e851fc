// "Top services by number of bookings", "clients on our books" beside a BookedVia column: a header
// made of a participle and a preposition ("booked via", "referred by", "paid through") names how or
// by whom each row's thing was done (a channel, an agent), never the things themselves. A noun of
// the same verb ("bookings", "books", "referrals") does not name it; the participle itself does
// ("booked online", "how were they booked"), except before "for": "the price paid for a booking",
// "the most anyone has paid for a session" name what was paid for, never the Paid with column.
import type { CatalogColumn } from './catalog.ts';
import { stem as stemOf } from '../text.ts';
import type { Question } from './question.ts';

const MEANS_PREPOSITIONS = new Set(['via', 'by', 'through', 'with']);

/**
 * Whether a header is a verb closed by a preposition of means ("Sold via", "Booked through",
 * "Referred by", "Paid with"): its cells say how or by whom each row's thing was done.
 */
export function meansHeader(c: CatalogColumn): boolean {
  return c.words.length >= 2 && MEANS_PREPOSITIONS.has(c.words[c.words.length - 1]);
}

/** Whether the header word of `stem` in `c` is a participle before a preposition of means that `text` does not repeat. */
export function namesOnlyTheMeans(c: CatalogColumn, text: string, stem: string): boolean {
  return c.words.some((w, i) => /ed$/.test(w) && MEANS_PREPOSITIONS.has(c.words[i + 1] ?? '') && stemOf(w) === stem && text !== w && !/ed$/.test(text));
}

/** Whether the word at k is the participle of a means header of `c` ("Paid with") said before "for" ("paid for a booking"). */
export function participleBeforeFor(c: CatalogColumn, q: Question, k: number): boolean {
  const text = q.tokens[k]?.text ?? '';
  return q.tokens[k + 1]?.text === 'for' && c.words.some((w, i) => w === text && /ed$|^paid$/.test(w) && MEANS_PREPOSITIONS.has(c.words[i + 1] ?? ''));
}

// "Sold takings by channel", "which channel sold the fewest items" over sale lines whose "Sold Via"
// holds Barn Shop, Online and Field Stall: a header saying through what a row was sold, booked or
// ordered ("Sold Via", "Booked Via", "Ordered Via") holds the channel, so the word "channel" names
// it. Only where no header of the table holds "channel" itself, and only one such header is there.
// "Paid Via" (how it was paid) is no channel.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';

/** Words for the way a sale reached the business. */
const CHANNEL_WORDS = new Set(['channel', 'channels']);
/** Verbs of a row made through a channel, said before "via" in its header. */
const MADE_VERBS = new Set(['sold', 'sale', 'booked', 'booking', 'ordered', 'order', 'purchased', 'bought', 'placed', 'reserved']);

function viaHeader(c: CatalogColumn): boolean {
  return (c.role === 'category' || c.role === 'text') && c.words.length === 2 && c.words[1] === 'via' && MADE_VERBS.has(c.words[0]);
}

/** The words "channel" naming a table's one "Sold Via" header: the token and the column. */
export function channelMentions(q: Question, t: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  if (t.columns.some((c) => c.words.some((w) => CHANNEL_WORDS.has(w)))) return [];
  const via = t.columns.filter(viaHeader);
  if (via.length !== 1) return [];
  return q.tokens.flatMap((tok, at) => (CHANNEL_WORDS.has(tok.text) ? [{ at, column: via[0] }] : []));
}

// "How many sheep did Dai shear in July?" beside Sheep Type (Ewes, Rams, Lambs) and Sheep Shorn:
// the word "sheep" names both headers by their first word. Of a header whose other words only say
// it holds kinds ("type", "kind", "category"), the word names the things those are kinds of, and a
// figure headed by the same thing counts them: the sheep are the Sheep Shorn, added up, never the
// rows nor the types. "Which sheep", "by sheep", "per sheep" still ask for the kinds.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import { stem } from '../text.ts';

/** Header words that say a column holds the kinds of what its other word names. */
const KIND_HEADER_WORDS = new Set(['type', 'kind', 'category', 'class', 'variety', 'sort']);

/**
 * Whether `m`, a mention of a kind column by the one word of what its kinds are of, stands where a
 * countable figure's header is named by the same word: the figure is meant, not the kinds.
 */
export function kindHeaderOfCountedThing(m: ColumnMention, mentions: ColumnMention[], isCountable: (c: CatalogColumn) => boolean): boolean {
  const c = m.column;
  if (c.role !== 'category' || m.synonym || m.score >= 1 || m.end - m.start !== 1) return false;
  // Two words, one of them a word for kinds: "Sheep Type", "Vehicle Class".
  const thing = c.words.filter((w) => !KIND_HEADER_WORDS.has(w));
  if (c.words.length !== 2 || thing.length !== 1) return false;
  const named = (o: CatalogColumn) => o.words.some((w) => stem(w) === stem(thing[0]));
  return mentions.some((o) => o !== m && !o.synonym && o.start === m.start && o.end === m.end && o.column.role === 'measure' && o.column.ref.table === c.ref.table && isCountable(o.column) && named(o.column));
}

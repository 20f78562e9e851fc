// A header whose only word is one the reader otherwise skips as a word of asking ("show", "list",
// "table", "find"): a podcast's episodes with a column "show", a venue's bookings with a "table".
// (The stored column may carry a suffix the header does not, "show_col" for a name SQL reserves;
// the header as the file wrote it is what a question says.) Such a word names its column where it
// stands right after a word that groups ("downloads by show", "episodes per show", "covers for
// each table"): there it can only be what the rows are grouped by, never "show me" or "list the
// ...". Elsewhere the word stays a word of asking.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { STOPWORDS, stem, words } from '../text.ts';
import { PER_GROUP_WORDS } from './vocabulary.ts';


/** Mentions of `c` by its header's one word, a stopword, where it stands right after a grouping word. */
export function stopwordHeaderMentions(q: Question, c: CatalogColumn): ColumnMention[] {
  const said = words(c.label);
  if (c.role === 'measure' || said.length !== 1 || !STOPWORDS.has(stem(said[0]))) return [];
  const out: ColumnMention[] = [];
  for (const [k, t] of q.tokens.entries()) {
    if (k === 0 || !PER_GROUP_WORDS.has(q.tokens[k - 1].text) || t.stem !== stem(said[0])) continue;
    out.push({ start: k, end: k + 1, column: c, score: 1, synonym: false });
  }
  return out;
}

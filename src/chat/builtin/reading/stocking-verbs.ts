// "How many products do we stock?", "which lines do they stock": "stock" said as the verb of a
// subject pronoun is what a shop does with the things its table lists (as "have" or "carry"),
// never a restriction on them. As a noun ("how much stock of neon tetras") it names a stock level,
// which no verb reading covers: that stays unplaced, as does the verb where a column is headed so.
import type { CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { SUBJECT_PRONOUNS } from './vocabulary.ts';

const STOCKING_VERBS = new Set(['stock', 'stocks', 'stocked']);

/** Whether the word at `i` is "stock" said as the verb of a subject pronoun ("do we stock") over tables none of whose columns is headed "stock". */
export function stockingVerbAt(q: Question, i: number, tables: readonly CatalogTable[]): boolean {
  if (!STOCKING_VERBS.has(q.tokens[i].text)) return false;
  if (!SUBJECT_PRONOUNS.has(q.tokens[i - 1]?.text ?? '')) return false;
  return !tables.some((t) => t.columns.some((c) => c.words.some((w) => w === 'stock' || w === 'stocked')));
}

// "Revenue by type of work" beside a Work column and a Customer Type column: "type of work" names
// the kinds of work, the Work column's cells, and "type" alone is no mention of Customer Type. So
// does "by item type" beside an Item column: the noun before the kind word names the column.
// When a reading groups by a column whose header shares only the kind word ("type", "kind",
// "category") while the noun after "of" names another category column, it is declined.
import type { Catalog } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { PER_GROUP_WORDS } from './vocabulary.ts';

const KIND_WORDS = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'category', 'categories', 'class', 'classes']);

/** Why the grouping may be the kind word's noun's column, not the one read; null when it is not. */
export function kindOfAnotherColumn(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  if (shape.kind !== 'breakdown' && shape.kind !== 'top_groups' && shape.kind !== 'compare') return null;
  const by = findColumn(catalog, shape.by);
  if (!by) return null;
  for (const [i, t] of q.tokens.entries()) {
    if (!KIND_WORDS.has(t.text)) continue;
    // "type of work", or the noun before the kind word: "by item type" beside an item column.
    const noun = q.tokens[i + 1]?.text === 'of' ? q.tokens[i + 2] : i > 0 && PER_GROUP_WORDS.has(q.tokens[i - 2]?.text ?? '') ? q.tokens[i - 1] : undefined;
    if (!noun || by.stems.includes(noun.stem)) continue;
    // "by product category" grouped by a Category column: the header is the kind word alone, the
    // compound's head, and the noun before it only says what the categories are of.
    if (q.tokens[i + 1]?.text !== 'of' && by.words.every((w) => KIND_WORDS.has(w))) continue;
    const other = catalog.tables.flatMap((tb) => tb.columns).find((c) => c.role === 'category' && !sameRef(c.ref, by.ref) && c.stems.includes(noun.stem));
    if (!other) continue;
    const said = q.tokens[i + 1]?.text === 'of' ? `${t.raw} of ${noun.raw}` : `${noun.raw} ${t.raw}`;
    return `"${said}" may mean the ${other.label} column, but I grouped by ${by.label}; I cannot tell which was meant.`;
  }
  return null;
}

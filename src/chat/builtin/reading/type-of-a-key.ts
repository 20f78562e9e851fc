// "Which class type brings in the most money?" over classes with a class_id and a class_name: "type"
// is filler, so the groups became the class ids, one per class, never a type of class. A grouping by
// an identifier, asked for as the thing's type, kind or category, is declined: no column was read
// for what the word asks.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const KIND_WORDS = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'category', 'categories']);

/** Why a grouping by an id cannot stand for "<thing> type"; null otherwise. */
export function typeOfAKey(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  if (!('by' in shape)) return null;
  const refs = [shape.by, ...('ids' in shape && shape.ids ? [shape.ids] : [])];
  for (const ref of refs) {
    const key = findColumn(catalog, ref);
    if (key?.role !== 'key') continue;
    const at = q.tokens.findIndex((t, i) => key.stems.includes(t.stem) && KIND_WORDS.has(q.tokens[i + 1]?.text ?? ''));
    if (at >= 0) return `"${q.tokens[at].raw} ${q.tokens[at + 1].raw}" asks for a kind of ${q.tokens[at].raw}, but the only reading I found groups by ${key.label}, which identifies each one.`;
  }
  return null;
}

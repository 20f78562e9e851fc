// "What percentage of pieces were lost in completed firings?" over pieces_loaded and pieces_lost: the
// share's predicate ("were lost") is the part, and its noun ("pieces") the whole, of two columns
// sharing the noun. Read as the total pieces_lost, with the completed firings as the part, the
// answer is the share of losses that happened in completed firings, a different question. When the
// word after "were"/"was" names the measure a share adds up, and the noun the share is of names
// another measure of the same table too, the reading is declined.
import type { Catalog } from './catalog.ts';
import { findColumn, tableOf } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { SHARE_WORDS } from './vocabulary.ts';

const LINKING_VERBS = new Set(['were', 'was', 'are', 'is', 'been', 'got', 'get', 'gets']);

/** Why a share's reading took its predicate for the figure it adds up; null when it did not. */
export function predicateReadAsMeasure(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.shape.kind !== 'share' || reading.measure.fn !== 'sum') return null;
  const measure = findColumn(catalog, reading.measure.column);
  const table = tableOf(catalog, reading.measure.column.table);
  if (!measure || !table) return null;
  const shareAt = q.tokens.findIndex((t) => SHARE_WORDS.has(t.text));
  if (shareAt < 0 || q.tokens[shareAt + 1]?.text !== 'of') return null;
  const verbAt = q.tokens.findIndex((t, i) => i > shareAt + 2 && LINKING_VERBS.has(t.text));
  const predicate = q.tokens[verbAt + 1];
  if (verbAt < 0 || !predicate || !measure.stems.includes(predicate.stem)) return null;
  const nouns = q.tokens.slice(shareAt + 2, verbAt).filter((t) => measure.stems.includes(t.stem));
  const sibling = table.columns.find((c) => c !== measure && c.role === 'measure' && nouns.some((t) => c.stems.includes(t.stem)));
  if (!sibling) return null;
  return `"${predicate.raw}" names ${measure.label}, so the share may be of ${measure.label} over ${sibling.label}; the only reading I found is a share of ${measure.label} alone.`;
}

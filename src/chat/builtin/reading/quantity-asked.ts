// "How far do donors travel?", "how long do members stay?", "how old are our vehicles?": "how" and
// an adjective of a quantity ask for a figure (a distance, a time, an age). A reading that lists
// the names or ids of rows (the sessions whose deferral reason is Travel) answers another question.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

const QUANTITY_ADJECTIVES = new Set(['far', 'long', 'old', 'big', 'large', 'heavy', 'tall', 'fast', 'often', 'soon', 'deep', 'wide', 'high', 'expensive', 'costly']);

/** Why a "how far"-like question is not answered by the reading's list of cells, or null. */
export function quantityAskedOfNames(q: Question, catalog: Catalog, reading: Reading): string | null {
  const at = q.tokens.findIndex((t, i) => t.text === 'how' && QUANTITY_ADJECTIVES.has(q.tokens[i + 1]?.text ?? ''));
  if (at < 0) return null;
  const shape = reading.shape;
  if (shape.kind !== 'list' && shape.kind !== 'lookup') return null;
  const column = findColumn(catalog, shape.column);
  if (!column || column.role === 'measure' || column.role === 'date') return null;
  return `"${q.tokens[at].raw} ${q.tokens[at + 1].raw}" asks for a figure, but the only reading I found lists ${column.label} values; no column holds that figure.`;
}

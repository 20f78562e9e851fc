// "How many products does each supplier supply?" over products whose Sold By column holds "each"
// (and "kg"): "each" or "every" right before a noun naming a column or the rows of a table is a
// determiner (one group per supplier), not the cell. A cell "each" said on its own ("the ones sold
// each, not by the kg") is still read as the cell.
import type { Catalog } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

const DETERMINERS = new Set(['each', 'every']);

/** Whether token `i` is "each"/"every" said before a noun naming a column or some table's rows. */
export function groupingDeterminerAt(q: Question, catalog: Catalog, i: number): boolean {
  const tok = q.tokens[i];
  const next = q.tokens[i + 1];
  if (!tok || !next || !DETERMINERS.has(tok.text) || next.num !== null) return false;
  // Only words written right after it, not across a comma or a bracket.
  if (q.folded.slice(tok.end, next.start).trim() !== '') return false;
  if (catalog.tables.some((t) => namesRows(t, next))) return true;
  return catalog.tables.some((t) => t.columns.some((c) => c.words.includes(next.text) || c.words.some((w) => w === next.stem)));
}

/** The mentions without a cell read from a grouping "each"/"every". */
export function withoutGroupingDeterminers(q: Question, catalog: Catalog, found: ValueMention[]): ValueMention[] {
  return found.filter((m) => !(m.end === m.start + 1 && groupingDeterminerAt(q, catalog, m.start)));
}

// "Which technician completed the most jobs?", "completed range cooker jobs" over a Status whose
// cell for finished work is Done (beside Cancelled, No-show): "completed" and "finished" say that
// cell, in whatever word the table writes it. Only where the column holds one such cell and the
// word is not itself one of its cells (then it is matched as written), and where no header is
// named by the word ("Completed At" is a date of its own).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { DONE_CELLS } from './vocabulary.ts';

/** Words of finished work said of rows, besides the cells they may be written as. */
const DONE_WORDS = new Set(['completed', 'finished']);

/** The cells of `c` the word says, when it is a word of finished work written another way there; else none. */
export function doneWordCells(word: string, c: CatalogColumn, tables: readonly CatalogTable[]): string[] {
  if (!DONE_WORDS.has(word) || c.role !== 'category' || c.valueIndex.has(word)) return [];
  const done = [...c.valueIndex.entries()].filter(([k]) => DONE_CELLS.has(k));
  if (done.length !== 1 || c.valueIndex.size < 2) return [];
  const stem = word.slice(0, 6);
  if (tables.some((t) => t.columns.some((x) => x.words.some((w) => w.startsWith(stem))))) return [];
  return done[0][1];
}

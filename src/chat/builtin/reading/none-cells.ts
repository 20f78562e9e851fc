// "No pest found", "no fault recorded" over a column with no blank cells whose cell for none is a
// word of its own ("None found", "Nothing found", "No fault"): the rows meant are that cell's, not
// the blank ones (there are none, so reading a blank would answer 0 with confidence).
import type { CatalogColumn } from './catalog.ts';

/** Cells that say none: "None", "None found", "Nothing found", "Nil", "N/A", "No pest" (under a pest header). */
const NONE_CELL = /^(none|nothing|nil|n\/a)\b/;

/** The cells of a column with no blanks that stand for none of it; empty when it has blanks or none such. */
export function noneCells(c: CatalogColumn): string[] {
  if (c.stats.nullCount > 0 || (c.role !== 'category' && c.role !== 'text')) return [];
  const cells = [...c.valueIndex.values()].flat();
  return cells.filter((cell) => {
    const folded = cell.trim().toLowerCase();
    if (NONE_CELL.test(folded)) return true;
    // "No pest" under a pest header: "no" and a word of the header.
    const words = folded.split(/\s+/);
    return words[0] === 'no' && words.length >= 2 && words.slice(1).some((w) => c.words.includes(w));
  });
}

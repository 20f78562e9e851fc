// "Revenue by product category", "which customer city has the most orders": two headers said one
// after the other make a compound noun whose head is the last: the category (of the product), not
// the product. Read so only where the head is a coarser classification of the same rows than the
// word before it (fewer distinct values: each product has one category), so "product category"
// groups by Category and the word "product" says whose category it is.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';

/**
 * The mention of the head of the compound "<m> <head>" (both headers of one table, the head a
 * category with fewer values than m's column), spanning both words; else null.
 */
export function compoundHead(m: ColumnMention, cols: readonly ColumnMention[], groupable: (c: CatalogColumn) => boolean): ColumnMention | null {
  if (m.end - m.start !== 1) return null;
  const head = cols.find(
    (x) =>
      x.start === m.end &&
      x.column !== m.column &&
      x.column.ref.table === m.column.ref.table &&
      x.column.role === 'category' &&
      groupable(x.column) &&
      (m.column.role === 'category' || m.column.role === 'text') &&
      x.column.stats.distinctCount < m.column.stats.distinctCount,
  );
  return head ? { ...head, start: m.start } : null;
}

// "Stays that brought at least one dog", "builds with more than one flaky test": a quantity said
// in words before the noun of a column that counts something per row (dogs, flaky_tests) compares
// that count, as "at least 1 dog" would: dogs >= 1, flaky_tests >= 2.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import { quantityAt } from './quantified-rows.ts';

/** A column of whole counts per row: integers, none below zero. */
function countsPerRow(c: CatalogColumn): boolean {
  const { min, max } = c.stats;
  return c.role === 'measure' && typeof min === 'number' && typeof max === 'number' && min >= 0 && Number.isInteger(min) && Number.isInteger(max);
}

export type CountedQuantity = { column: CatalogColumn; atLeast: number; span: Span; start: number };

/** The counts compared by a quantity in words right before their header ("at least one dog"); digits are read as numbers elsewhere. */
export function quantitiesOfCounts(q: Question, cols: ColumnMention[], taken: (i: number) => boolean): CountedQuantity[] {
  const out: CountedQuantity[] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    if (taken(i)) continue;
    const quantity = quantityAt(q.tokens, i);
    if (!quantity || q.tokens.slice(i, quantity.end).some((t) => t.num !== null)) continue;
    const m = cols.find((c) => c.start === quantity.end && countsPerRow(c.column));
    if (!m || taken(m.start)) continue;
    out.push({ column: m.column, atLeast: quantity.atLeast, span: { start: i, end: m.end }, start: i });
  }
  return out;
}

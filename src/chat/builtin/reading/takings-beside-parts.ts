// "Revenue by branch" over fitting jobs with a unit price, a fitting fee and a job total: "revenue"
// is a usual synonym of "fee", but a fee (or a price, a cost) is one part of what a row took in when
// the row also holds its own total. A takings word then names the total, never the part; the
// synonym is not read onto the part (a table whose only money is a fee still reads it).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { PER_ITEM, takingsColumn, takingsWord } from './takings-column.ts';

/**
 * Whether a takings word ("revenue", "takings", "sales") would be read onto `column`, a fee or a
 * price of the row, while the same table holds another money column that is what the row took in.
 */
export function partBesideTotal(tok: { stem: string }, column: CatalogColumn, table: CatalogTable): boolean {
  if (!takingsWord(tok) || !column.words.some((w) => PER_ITEM.has(w))) return false;
  const total = takingsColumn(table);
  return total !== null && total !== column;
}

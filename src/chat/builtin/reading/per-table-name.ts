// "Average number of boxes per order line" over order_lines.csv beside an Order No: the words after
// "per" are the table's own name, its rows, so the figure is averaged per row; "order" is no
// grouping by the order number (which averaged the boxes of each order, 13.68 asked, 16.2 and a
// table of 9,600 orders given). Only where the key's words and the rows' noun after it spell the
// table's name in full, in its order ("order" + "line" for order_lines); "per order" alone still
// groups by the order.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import type { QuestionToken } from './question.ts';
import { stem } from '../text.ts';

/** Whether the key `c` said at tokens [start, end), with the next token, after "per", spells the table's own name. */
export function perTableNameThroughKey(tokens: QuestionToken[], start: number, end: number, c: CatalogColumn, fact: CatalogTable): boolean {
  if (c.role !== 'key' || c.ref.table !== fact.name || tokens[start - 1]?.text !== 'per') return false;
  const name = nameWords(fact.name).map(stem);
  const said = tokens.slice(start, end + 1).map((t) => t.stem);
  return name.length >= 2 && said.length === name.length && said.every((s, i) => s === name[i]);
}

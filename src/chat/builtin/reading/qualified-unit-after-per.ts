// "average charge per delivered box", "revenue per completed job": after "per", a noun qualified by
// a cell of the measured rows ("delivered" of delivery_status) names the unit each figure is taken
// over: one row of those the cell picks out, not one group per value of a column the noun happens
// to name ("box", the box type of the subscription). Groups are named bare ("per box type", "by
// box"); nobody asks for one figure per "delivered box". The noun is read as the rows themselves, so
// "average ... per delivered box" is the average over the delivered rows.
// Left as before: the noun of a column of keys or names (each is one thing: "per paying customer"
// is a figure per customer), a noun after a cell of another table than the measured rows'.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { QuestionToken } from './question.ts';

/** Where "per" stands when `m` is the noun of "per <cell of the measured rows> <noun>" (a unit, not a grouping); -1 otherwise. */
export function qualifiedUnitAfterPer(tokens: readonly QuestionToken[], m: ColumnMention, vals: readonly ValueMention[], fact: CatalogTable, tables: readonly CatalogTable[]): number {
  if (m.end - m.start !== 1) return -1;
  const c: CatalogColumn = m.column;
  // One thing per cell (a key, a name): "per paying customer" is still a figure per customer.
  if (c.role !== 'category' || tables.some((t) => t.nameColumn === c)) return -1;
  const cell = vals.find((v) => v.end === m.start && v.column !== c);
  if (!cell || cell.column.ref.table !== fact.name) return -1;
  return tokens[cell.start - 1]?.text === 'per' ? cell.start - 1 : -1;
}

// "Students who signed up since 1 August", "list the members who joined in May": the rows listed
// are the table's own (one student a row, each with an id of its own), shown by their name column.
// Two students may share a name, so listing the distinct names would merge different people and
// state fewer of them than there are (106 names for 128 students). When the question's noun names
// the table's rows and its names repeat, each row is listed and counted once (a lookup of the name,
// row by row). A name of something else the rows refer to ("customer_name" of orders: "which
// customers ordered in May") stays a list of distinct names, as does a join (a row per fact).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { QuestionToken } from './question.ts';
import { stem } from '../text.ts';

/** Header words that only say the column holds a name. */
const NAME_ONLY = new Set(['name', 'names', 'full', 'first', 'last', 'surname', 'forename']);

/** Whether listing `nameCol` over `table`'s rows should list each row, not each distinct name. */
export function listedRowByRow(tokens: readonly QuestionToken[], table: CatalogTable, nameCol: CatalogColumn, joined: boolean): boolean {
  if (joined || nameCol.ref.table !== table.name) return false;
  if (nameCol.stats.distinctCount >= table.rowCount) return false;
  // The rows are things of their own: a key held once by every row.
  const ownKey = table.columns.some((c) => c.role === 'key' && c !== nameCol && c.stats.distinctCount === table.rowCount && c.stats.nullCount === 0);
  if (!ownKey) return false;
  // The header names the rows themselves ("Name", "Student name"), nothing they refer to.
  const others = nameCol.words.filter((w) => !NAME_ONLY.has(w));
  if (!others.every((w) => namesRows(table, { text: w, stem: stem(w) }))) return false;
  // The question's noun names these rows ("students"); "who" alone may ask for anyone the rows name.
  return tokens.some((t) => namesRows(table, t));
}

// "How many different patients attended in 2024": the things counted once each are the rows of the
// patients table, read through the header that names them (patient_name). Names repeat between
// different people where ids do not, so each is counted by the key that identifies it: the
// appointments' patient_no (the reference to the patients table), or the counted table's own key
// named by the same word. A name column stays what is counted only where nothing better identifies.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { QuestionToken } from './question.ts';
import type { ColumnRef, Reading } from './types.ts';

type Source = { tables: CatalogTable[]; join: Reading['join']; then?: Reading['then'] };

/** The key to count instead of a name-like column when `word` names the rows it belongs to; null to keep the column. */
export function keyOfNamedRows(src: Source, column: CatalogColumn, word: QuestionToken | undefined): ColumnRef | null {
  if (!word || column.role === 'key' || column.role === 'measure' || column.role === 'date') return null;
  const table = src.tables.find((t) => t.name === column.ref.table);
  if (!table || !namesRows(table, word)) return null;
  if (src.join && table === src.tables[1]) return src.join.left;
  if (src.then && table === src.tables[2]) return src.then.left;
  const own = table.columns.filter((c) => c.role === 'key' && c.stems.includes(word.stem));
  return own.length === 1 ? own[0].ref : null;
}

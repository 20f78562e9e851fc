// "Top 5 customers by amount billed" over API requests whose keys belong to customers: the
// customers are reached only through the keys (requests -> keys -> customers). The lookup at the
// chain's end, named as a whole right after the ranking ("top 5 customers") or at the start
// ("which customer"), is the group, shown by the column that names its rows (Company Name), one
// name per row. Never a lookup without such a column, nor one whose names repeat.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';

/** The group mention for the chain's lookup (tables[2]) named at `after` (or among the first words when -1). */
export function chainLookupGroup(q: Question, tables: readonly CatalogTable[], used: ReadonlySet<number>, after: number): ColumnMention | null {
  const [fact, middle, lookup] = tables;
  if (!lookup || !lookup.nameColumn || lookup.nameColumn.role === 'key' || lookup.nameColumn.stats.distinctCount !== lookup.rowCount) return null;
  const at = q.tokens.findIndex(
    (t, i) => !used.has(i) && namesRows(lookup, t) && !namesRows(fact, t) && !namesRows(middle, t) && (after >= 0 ? i >= after && i <= after + 2 : i <= 2),
  );
  return at >= 0 ? { start: at, end: at + 1, column: lookup.nameColumn, score: 1, synonym: false } : null;
}

// Which key column of a fact table points at a lookup table's rows: the lookup's key is unique and
// never blank, and the fact table holds a key column of the same name. Used where a reading moves its
// measure between the two tables (price-paid.ts, paid-column-elsewhere.ts) and needs the join.
import type { CatalogTable } from './catalog.ts';
import type { ColumnRef } from './types.ts';

/** The key of `dim` the table `fact` refers to by a key column of the same name, with that reference. */
export function referenceTo(fact: CatalogTable, dim: CatalogTable): { left: ColumnRef; right: ColumnRef } | null {
  for (const dk of dim.columns) {
    if (dk.role !== 'key' || dk.stats.distinctCount !== dim.rowCount || dk.stats.nullCount > 0) continue;
    const fk = fact.columns.find((c) => c.ref.column === dk.ref.column && c.role === 'key');
    if (fk) return { left: fk.ref, right: dk.ref };
  }
  return null;
}

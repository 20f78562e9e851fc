// Vehicles.csv with one row per Registration and mot_tests.csv naming a Registration on each test:
// a text header two tables share, unique and filled in on every row of one of them and repeated in
// the other, is that table's key and the other's reference to it, though no id word names it
// ("Registration", "Email", "Plot"). Without it the tests could not be read by the vehicles' make or
// fuel. Only text columns (never numbers or dates, which two tables share by chance) and only when
// the repeated side holds no more kinds than the unique side; where the unique side's cells are all
// known, the other side's listed cells must all be among them.
import type { ColumnStats, TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinTable } from '../types.ts';

/** "table\u0000column" for each text column that is a key or a reference to one in the way above. */
export function sharedTextKeys(tables: ReadonlyArray<{ table: BuiltinTable; profile: TableProfile }>): Set<string> {
  const out = new Set<string>();
  const statsOf = (t: { profile: TableProfile }, name: string): ColumnStats | undefined => t.profile.columns.find((s) => s.name === name);
  for (const dim of tables)
    for (const fact of tables) {
      if (dim === fact) continue;
      for (const dc of dim.table.columns) {
        if (dc.type !== 'text') continue;
        const fc = fact.table.columns.find((c) => c.name === dc.name && c.type === 'text');
        const ds = statsOf(dim, dc.name);
        const fs = fc ? statsOf(fact, fc.name) : undefined;
        if (!fc || !ds || !fs || ds.key || fs.key || ds.dateFormat || fs.dateFormat || ds.dateFormats || fs.dateFormats) continue;
        const unique = dim.table.rowCount >= 2 && ds.nullCount === 0 && ds.distinctCount === dim.table.rowCount;
        const repeated = fs.distinctCount < fact.table.rowCount && fs.distinctCount <= ds.distinctCount && fs.distinctCount > 1;
        if (!unique || !repeated) continue;
        if (ds.complete) {
          const known = new Set(ds.values.map(([v]) => v));
          if (!fs.values.every(([v]) => known.has(v))) continue;
        }
        out.add(`${dim.table.name}\u0000${dc.name}`);
        out.add(`${fact.table.name}\u0000${fc.name}`);
      }
    }
  return out;
}

// "How many bookings arrived last month?" then "And how many of those were in the Lake District?":
// the follow-up's cell sits on a lookup table the previous rows refer to (the cottage's region), not
// on the previous rows' own table. The previous reading is widened to that lookup through the key
// the two tables share, so the cell narrows the same rows rather than starting a question of its own.
import type { Catalog, CatalogTable } from './catalog.ts';
import type { Found } from './interpret.ts';
import type { Reading } from './types.ts';

/** The previous reading joined to the one lookup table the follow-up's cells name, or null. */
export function widenedToLookup(previous: Reading, catalog: Catalog, found: Found): Reading | null {
  if (previous.join || previous.then || previous.unmatched || previous.tables.length !== 1) return null;
  const fact = catalog.tables.find((t) => t.name === previous.tables[0]);
  if (!fact) return null;
  const outside = [...new Set(found.values.map((v) => v.column.ref.table).filter((t) => t !== fact.name))];
  if (outside.length !== 1) return null;
  const lookup = catalog.tables.find((t) => t.name === outside[0]);
  const join = lookup ? lookupKey(fact, lookup) : null;
  return join ? { ...previous, tables: [fact.name, lookup!.name], join } : null;
}

/** The key a fact table shares with a lookup table whose rows it refers to, many fact rows to one. */
function lookupKey(fact: CatalogTable, lookup: CatalogTable): Reading['join'] {
  for (const dk of lookup.columns) {
    if (dk.role !== 'key' || dk.stats.distinctCount !== lookup.rowCount || dk.stats.nullCount > 0) continue;
    const fk = fact.columns.find((c) => c.ref.column === dk.ref.column && c.role === 'key');
    if (fk && fk.stats.distinctCount < fact.rowCount) return { left: fk.ref, right: dk.ref };
  }
  return null;
}

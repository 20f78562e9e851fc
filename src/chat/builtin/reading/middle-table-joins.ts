// Facts that reach a lookup table only through a middle table: requests carry a key_id, keys carry
// a customer_id, and the customer's plan lives in customers alone. "How many requests did Pro
// customers make" reads requests joined to keys joined to customers. Where the path between the
// facts and the lookup is not one (the facts also refer to the lookup themselves, or two middle
// tables lead there), no three-table join is offered: which path was meant would be a guess.
import { ID_WORDS, type Catalog, type CatalogTable } from './catalog.ts';
import type { ColumnRef, Reading } from './types.ts';

/** One key from a table's rows to a lookup table's rows (the lookup side unique and never blank). */
export type Hop = { from: CatalogTable; to: CatalogTable; left: ColumnRef; right: ColumnRef };

/** A chain of two hops, facts -> middle -> lookup. */
export type Chain = { tables: [CatalogTable, CatalogTable, CatalogTable]; join: { left: ColumnRef; right: ColumnRef }; then: { left: ColumnRef; right: ColumnRef } };

/** The lookup's own keys: unique and never blank. */
function ownKeys(t: CatalogTable) {
  return t.columns.filter((k) => k.role === 'key' && k.stats.distinctCount === t.rowCount && k.stats.nullCount === 0);
}

/** The middle table's one reference to the lookup, other than its own key (`own`) the facts refer to it by. */
function hopFrom(mid: CatalogTable, own: string, dim: CatalogTable): { left: ColumnRef; right: ColumnRef } | null {
  const found: { left: ColumnRef; right: ColumnRef }[] = [];
  for (const dk of ownKeys(dim)) {
    const mk = mid.columns.find((c) => c.ref.column === dk.ref.column && c.role === 'key');
    if (!mk || mk.ref.column === own) continue;
    found.push({ left: mk.ref, right: dk.ref });
  }
  return found.length === 1 ? found[0] : null;
}

/**
 * Every facts -> middle -> lookup chain built on the two-table joins (`hops`, the facts to the
 * middle table), where the facts have no key of the lookup's own and no other middle table leads
 * from the same facts to the same lookup.
 */
export function chainsThroughMiddle(tables: CatalogTable[], hops: Hop[]): Chain[] {
  const direct = new Set(hops.map((h) => `${h.from.name}>${h.to.name}`));
  const out: Chain[] = [];
  for (const h of hops)
    for (const dim of tables) {
      if (dim === h.from || dim === h.to || direct.has(`${h.from.name}>${dim.name}`)) continue;
      // The facts carry the lookup's key themselves: a second path, even if it does not join cleanly.
      if (h.from.columns.some((c) => ownKeys(dim).some((d) => d.ref.column === c.ref.column))) continue;
      // The facts name the lookup's rows in a column of their own ("From Ward" beside bed moves): a second path.
      if (namesLookupRows(h.from, h.left, dim)) continue;
      const then = hopFrom(h.to, h.right.column, dim);
      if (!then) continue;
      out.push({ tables: [h.from, h.to, dim], join: { left: h.left, right: h.right }, then });
    }
  const ends = (c: Chain) => `${c.tables[0].name}>${c.tables[2].name}`;
  return out.filter((c) => out.filter((o) => ends(o) === ends(c)).length === 1);
}

/** A column of the facts (other than their key to the middle table) whose cells are mostly the lookup's ids or names. */
function namesLookupRows(facts: CatalogTable, key: ColumnRef, dim: CatalogTable): boolean {
  const ids = new Set([...ownKeys(dim), ...(dim.nameColumn ? [dim.nameColumn] : [])].flatMap((c) => [...c.valueCounts.keys()].map((v) => v.trim().toLowerCase())));
  // A header naming the lookup's key without its id word ("From Ward" beside ward_code).
  const keyWords = new Set(ownKeys(dim).flatMap((k) => k.stems.filter((w) => !ID_WORDS.has(w))));
  if (facts.columns.some((c) => c.ref.column !== key.column && c.stems.some((w) => keyWords.has(w)))) return true;
  if (!ids.size) return false;
  return facts.columns.some((c) => {
    // Whole numbers too: a ward code written as a number ("From Ward" 4101) names a ward.
    if (c.ref.column === key.column || c.role === 'date' || c.type === 'decimal' || c.type === 'double') return false;
    const cells = [...c.valueCounts.keys()].map((v) => v.trim().toLowerCase()).filter((v) => v !== '');
    return cells.length > 0 && cells.filter((v) => ids.has(v)).length >= 0.5 * cells.length;
  });
}

/**
 * Groups asked through a chain by the middle table's key to the lookup ("which vessel", grouped by
 * trips' vessel_id) are shown by the lookup's names, as namedGroups does for a pair.
 */
export function chainGroupNames(reading: Reading, catalog: Catalog): Reading {
  const shape = reading.shape;
  if (!reading.then || (shape.kind !== 'top_groups' && shape.kind !== 'breakdown') || shape.period) return reading;
  if (shape.by.table !== reading.then.left.table || shape.by.column !== reading.then.left.column) return reading;
  const dim = catalog.tables.find((t) => t.name === reading.tables[2]);
  const names = dim?.nameColumn;
  if (!dim || !names || names.role === 'key' || names.stats.distinctCount < 0.8 * dim.rowCount) return reading;
  return { ...reading, shape: { ...shape, by: names.ref } };
}

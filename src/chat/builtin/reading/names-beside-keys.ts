// "Top 5 suppliers by volume delivered" over deliveries keyed by supplier_code, shown by the
// suppliers' names: where two suppliers share a name ("Riverside Farm" twice), grouping by the name
// alone would add two suppliers' deliveries together and rank a merged group no supplier is. There
// the groups are the keys, each shown as its name with the key beside it ("Riverside Farm
// (SUP01250)"), so rows of different things never merge and each group can be told apart. Names
// that are one to one with the keys are shown alone, as before.
import type { CatalogColumn } from './catalog.ts';

/** Whether a lookup's name column repeats over its rows (fewer names than keys). */
export function namesRepeat(name: CatalogColumn, key: CatalogColumn): boolean {
  return name.stats.distinctCount + name.stats.nullCount < key.stats.distinctCount;
}

/** The group key as "<name> (<key>)": one group per key, labelled by its name. `key` absent: the name alone. */
export function nameBesideKeySql(name: string, key: string | undefined): string {
  return key ? `CAST(${name} AS VARCHAR) || ' (' || CAST(${key} AS VARCHAR) || ')'` : name;
}

// "Top 5 suppliers by volume delivered" over deliveries keyed by supplier_code, shown by the
// suppliers' names: where two suppliers share a name ("Riverside Farm" twice), grouping by the name
// alone would add two suppliers' deliveries together and rank a merged group no supplier is. There
// the groups are the keys, each shown as its name with the key beside it ("Riverside Farm
// (SUP01250)"), so rows of different things never merge and each group can be told apart. Names
// that are one to one with the keys are shown alone, as before.
//
// Likewise where the question calls the things by the key's word and not the name's: "top 5
// suppliers" over suppliers keyed by Supplier Code and named by Estate. The estate is only what
// each supplier is called; the supplier the question asks for is its code, so the code is shown
// beside the name ("Millhope Forest (SUP01250)"). "Top 5 customers" beside customer_name and
// customer_id (the name's header says customer too) still shows the names alone.
import type { CatalogColumn } from './catalog.ts';
import { ID_WORDS } from './catalog.ts';
import type { Question } from './question.ts';

/** Whether a lookup's name column repeats over its rows (fewer names than keys). */
export function namesRepeat(name: CatalogColumn, key: CatalogColumn): boolean {
  return name.stats.distinctCount + name.stats.nullCount < key.stats.distinctCount;
}

/** Whether the question names the things by a word of the key's header that the name's header lacks ("suppliers": Supplier Code, not Estate). */
export function thingsNamedByKey(q: Question, name: CatalogColumn, key: CatalogColumn): boolean {
  const own = key.stems.filter((s, i) => !ID_WORDS.has(key.words[i] ?? '') && !name.stems.includes(s));
  return own.length > 0 && q.tokens.some((t) => own.includes(t.stem));
}

/** The group key as "<name> (<key>)": one group per key, labelled by its name. `key` absent: the name alone. */
export function nameBesideKeySql(name: string, key: string | undefined): string {
  return key ? `CAST(${name} AS VARCHAR) || ' (' || CAST(${key} AS VARCHAR) || ')'` : name;
}

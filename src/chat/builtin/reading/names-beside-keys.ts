// "Top 5 suppliers by volume delivered" over deliveries keyed by supplier_code, shown by the
// suppliers' Estate: a name column need not be unique (two "Riverside Farm" suppliers), and grouping
// by the name alone would add two suppliers' deliveries together. The groups are the keys, each
// shown as its name with the key beside it ("Millford Estate (SUP01250)"), so that rows of
// different things never merge and each group can be told apart and found again.

/** The group key as "<name> (<key>)": one group per key, labelled by its name. `key` absent: the name alone. */
export function nameBesideKeySql(name: string, key: string | undefined): string {
  return key ? `CAST(${name} AS VARCHAR) || ' (' || CAST(${key} AS VARCHAR) || ')'` : name;
}

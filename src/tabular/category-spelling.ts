// One spelling per value in text columns. Exports from tools where people type categories by hand
// hold "North", "north " and "NORTH" for one region: counted, filtered or ranked as written they
// split one group into several. Cells are trimmed, and values that differ only in case or spacing
// take their most frequent spelling.

import { rename } from 'node:fs/promises';
import { PARQUET_OPTIONS } from './parquet-stage.ts';
import { sqlIdentifier, sqlString } from './sql-text.ts';
import type { IngestEngine } from './ingest-engine.ts';

/** Values with several spellings rewritten per column at most; beyond this the column is only trimmed. */
const MAX_RESPELLED_VALUES = 2_000;
/** Columns with more distinct values than this (by estimate) are not categories: only trimmed. */
const MAX_CATEGORY_VALUES = 20_000;

function trimmed(name: string): string {
  return `trim(${sqlIdentifier(name)})`;
}

/** The key spellings of one value share: case and runs of spaces ignored. */
function spellingKey(name: string): string {
  return `lower(regexp_replace(${trimmed(name)}, '\\s+', ' ', 'g'))`;
}

/** Among a value's spellings, the most frequent; on a tie one in mixed case ("North" over "NORTH"), then the first in order. */
function preferredSpelling(spellings: Array<[string, number]>): string {
  const mixed = (s: string) => (s !== s.toLowerCase() && s !== s.toUpperCase() ? 1 : 0);
  return [...spellings].sort(([a, n], [b, m]) => m - n || mixed(b) - mixed(a) || a.localeCompare(b))[0][0];
}

/** Text columns with cells to trim or spellings to merge, and the SQL that rewrites each. */
async function respellings(engine: IngestEngine, relation: string, textColumns: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (textColumns.length === 0) return out;
  // One scan finds cells with spaces around them and estimates each column's distinct values;
  // spellings are compared (exact distinct counts, the costly part) only where a column's values
  // are few enough to be categories. Names, ids and free text are trimmed, never merged.
  const estimates = textColumns.map((name) => `count(*) FILTER (WHERE ${sqlIdentifier(name)} <> ${trimmed(name)}), approx_count_distinct(${sqlIdentifier(name)})`);
  const [estimated] = await engine.rows(`SELECT ${estimates.join(', ')} FROM ${relation}`);
  const categories = textColumns.filter((_, i) => Number(estimated[2 * i + 1]) <= MAX_CATEGORY_VALUES);
  const merges = new Map<string, number>();
  if (categories.length > 0) {
    const checks = categories.map((name) => `count(DISTINCT ${trimmed(name)}) - count(DISTINCT ${spellingKey(name)})`);
    const [row] = await engine.rows(`SELECT ${checks.join(', ')} FROM ${relation}`);
    categories.forEach((name, i) => merges.set(name, Number(row[i])));
  }
  for (const [i, name] of textColumns.entries()) {
    const padded = Number(estimated[2 * i]);
    const merged = merges.get(name) ?? 0;
    if (padded === 0 && merged === 0) continue;
    let sql = trimmed(name);
    if (merged > 0 && merged <= MAX_RESPELLED_VALUES) {
      const rows = await engine.rows(
        `SELECT ${spellingKey(name)} AS k, ${trimmed(name)} AS s, count(*) FROM ${relation} WHERE ${sqlIdentifier(name)} IS NOT NULL ` +
          `AND ${spellingKey(name)} IN (SELECT ${spellingKey(name)} FROM ${relation} GROUP BY 1 HAVING count(DISTINCT ${trimmed(name)}) > 1) GROUP BY 1, 2`,
      );
      const byKey = new Map<string, Array<[string, number]>>();
      for (const [k, s, n] of rows) {
        const list = byKey.get(String(k)) ?? [];
        list.push([String(s), Number(n)]);
        byKey.set(String(k), list);
      }
      const whens = [...byKey].map(([k, spellings]) => `WHEN ${sqlString(k)} THEN ${sqlString(preferredSpelling(spellings))}`);
      sql = `CASE ${spellingKey(name)} ${whens.join(' ')} ELSE ${trimmed(name)} END`;
    }
    out.set(name, sql);
  }
  return out;
}

/** Rewrites the staged Parquet file in place when a text column needs it; returns whether it did. */
export async function unifyCategorySpellings(engine: IngestEngine, path: string, textColumns: readonly string[]): Promise<boolean> {
  const relation = `read_parquet(${sqlString(path)})`;
  const rewrites = await respellings(engine, relation, textColumns);
  if (rewrites.size === 0) return false;
  const replacements = [...rewrites].map(([name, sql]) => `${sql} AS ${sqlIdentifier(name)}`);
  const rewrittenPath = `${path}.spelled`;
  await engine.run(`COPY (SELECT * REPLACE (${replacements.join(', ')}) FROM ${relation}) TO ${sqlString(rewrittenPath)} (${PARQUET_OPTIONS})`);
  await rename(rewrittenPath, path);
  return true;
}

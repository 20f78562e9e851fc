// "When did supporter X first give?" read from the supporters' first_gift_date, beside gifts that
// carry their own Gift Date: a first or last date recorded on a row summarises rows of another
// table, and the two may disagree (the summary may be a sign-up date, or the history may start
// later). Where they do for the rows looked up, the answer gives both and is marked uncertain.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import { quoteIdent, stem } from '../text.ts';
import { readingSql } from './to-sql.ts';
import type { Reading } from './types.ts';

const EDGES: Record<string, 'min' | 'max'> = { first: 'min', earliest: 'min', last: 'max', latest: 'max', recent: 'max' };
const GENERIC = new Set(['date', 'dt', 'on', 'at', 'time', 'day', 'most']);
/** Rows looked up whose summary is checked: a lookup names one row or a few. */
const CHECKED_ROWS = 20;

/** The tables whose rows refer to `dim`'s rows by its key, with that key's column on each side. */
function referring(catalog: Catalog, dim: CatalogTable): Array<{ fact: CatalogTable; fk: CatalogColumn; dk: CatalogColumn }> {
  const keys = dim.columns.filter((c) => c.role === 'key' && c.stats.distinctCount === dim.rowCount && c.stats.nullCount === 0);
  return catalog.tables.flatMap((fact) =>
    fact === dim ? [] : keys.flatMap((dk) => fact.columns.filter((c) => c.ref.column === dk.ref.column).map((fk) => ({ fact, fk, dk }))),
  );
}

const dateExpr = (c: CatalogColumn, ident: string) => `CAST(${c.dateSql ? c.dateSql(ident) : ident} AS DATE)`;

export async function recordedSummaryDoubt(catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const shape = reading.shape;
  if (shape.kind !== 'lookup') return null;
  const recorded = findColumn(catalog, shape.column);
  const dim = catalog.tables.find((t) => t.name === shape.column.table);
  if (!recorded || !dim || recorded.role !== 'date') return null;
  const edge = recorded.words.find((w) => Object.hasOwn(EDGES, w));
  if (!edge) return null;
  // What the date is the first or last of: "gift" of first_gift_date.
  const things = recorded.words.filter((w) => w !== edge && !GENERIC.has(w) && !Object.hasOwn(EDGES, w)).map(stem);
  if (things.length === 0) return null;
  for (const { fact, fk, dk } of referring(catalog, dim)) {
    const dated = fact.columns.filter((c) => c.role === 'date' && c.stems.some((s) => things.includes(s)));
    if (dated.length !== 1) continue;
    const keysSql = readingSql(catalog, { ...reading, shape: { kind: 'lookup', column: dk.ref } });
    const fn = EDGES[edge];
    const sql =
      `SELECT CAST(${dateExpr(recorded, `d.${quoteIdent(recorded.ref.column)}`)} AS VARCHAR), ` +
      `CAST((SELECT ${fn}(${dateExpr(dated[0], `f.${quoteIdent(dated[0].ref.column)}`)}) FROM ${quoteIdent(fact.name)} AS f WHERE f.${quoteIdent(fk.ref.column)} = d.${quoteIdent(dk.ref.column)}) AS VARCHAR) ` +
      `FROM ${quoteIdent(dim.name)} AS d WHERE d.${quoteIdent(dk.ref.column)} IN (SELECT value FROM (${keysSql})) LIMIT ${CHECKED_ROWS}`;
    const rows = await runSql(sql, CHECKED_ROWS);
    const differ = rows.find(([said, found]) => found !== null && found !== undefined && String(said) !== String(found));
    if (!differ) continue;
    return `${recorded.label} is what ${dim.label} records (${String(differ[0])}); the ${edge} ${dated[0].label} among the rows of ${fact.label} is ${String(differ[1])}.`;
  }
  return null;
}

// Two tables that share a key column, seen as one joined table so a question can span both files.
import type { ColumnInfo, TableInfo } from './schema.ts';
import { quoteIdent } from './text.ts';

function keyPairs(a: TableInfo, b: TableInfo): [ColumnInfo, ColumnInfo][] {
  const out: [ColumnInfo, ColumnInfo][] = [];
  for (const ca of a.columns) {
    const cb = b.columns.find((c) => c.column.name === ca.column.name || c.column.label.toLowerCase() === ca.column.label.toLowerCase());
    if (!cb || ca.kind !== cb.kind) continue;
    // The key must share values, not only a name.
    const bv = new Set(cb.values);
    if (ca.values.some((v) => bv.has(v))) out.push([ca, cb]);
  }
  return out;
}

/** Every pair of tables with one shared key column, as a LEFT JOIN of the first onto the second. */
export function joinedTables(tables: TableInfo[]): TableInfo[] {
  const out: TableInfo[] = [];
  for (let i = 0; i < tables.length; i++)
    for (let j = 0; j < tables.length; j++) {
      if (i === j) continue;
      const a = tables[i];
      const b = tables[j];
      const keys = keyPairs(a, b);
      if (keys.length !== 1) continue;
      // Many rows of a point to one row of b (b is the lookup side).
      const [ka, kb] = keys[0];
      if (kb.values.length < b.table.rowCount || kb.valuesTruncated) continue;
      const names = new Set(a.columns.map((c) => c.column.name));
      const bCols = b.columns.filter((c) => c !== kb);
      const renamed = bCols.map((c) => {
        let n = c.column.name;
        while (names.has(n)) n = `${n}_${b.table.name}`;
        names.add(n);
        return n;
      });
      const select = [
        'a.*',
        ...bCols.map((c, k) => `b.${quoteIdent(c.column.name)} AS ${quoteIdent(renamed[k])}`),
      ].join(', ');
      const table = {
        name: `${a.table.name}+${b.table.name}`,
        label: `${a.table.label} joined with ${b.table.label}`,
        rowCount: a.table.rowCount,
        columns: [...a.columns.map((c) => c.column), ...bCols.map((c, k) => ({ ...c.column, name: renamed[k] }))],
      };
      const ident = `(SELECT ${select} FROM ${a.ident} AS a LEFT JOIN ${b.ident} AS b ON a.${ka.ident} = b.${kb.ident})`;
      const columns: ColumnInfo[] = [
        ...a.columns.map((c) => ({ ...c, table })),
        ...bCols.map((c, k) => ({
          ...c,
          table,
          column: table.columns[a.columns.length + k],
          ident: quoteIdent(renamed[k]),
          numExpr: c.numExpr?.split(c.ident).join(quoteIdent(renamed[k])) ?? null,
          position: a.columns.length + k,
        })),
      ];
      const notSummary = [a.notSummaryRow].filter((x): x is string => x !== null);
      out.push({ table, ident, columns, notSummaryRow: notSummary.length ? notSummary.join(' AND ') : null, joinOf: [a.table.name, b.table.name] });
    }
  return out;
}

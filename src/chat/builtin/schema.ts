// What the engine knows about each column: label words, value kind, numeric reading, distinct values.
import type { BuiltinColumn, BuiltinTable, SqlRunner } from './types.ts';
import { LABEL_EXPANSIONS } from './lexicon.ts';
import { fold, looseNumber, quoteIdent, stem, words } from './text.ts';

export type ColumnKind = 'number' | 'date' | 'text' | 'boolean';

export interface ColumnInfo {
  table: BuiltinTable;
  column: BuiltinColumn;
  ident: string;
  /** Words of the label and the name, folded. */
  labelWords: string[];
  labelStems: Set<string>;
  /** Extra stems people use for this header (abbreviations, synonyms). */
  aliasStems: Set<string>;
  kind: ColumnKind;
  /** Text column whose cells read as numbers ("1,234", "7.68 m"). */
  numericText: boolean;
  /** SQL expression giving the column as DOUBLE (null when not numeric). */
  numExpr: string | null;
  yearLike: boolean;
  values: string[];
  /** Distinct values were cut at the fetch limit. */
  valuesTruncated: boolean;
  distinctRatio: number;
  position: number;
}

export interface TableInfo {
  table: BuiltinTable;
  ident: string;
  columns: ColumnInfo[];
}

const DISTINCT_LIMIT = 1000;

function kindOf(c: BuiltinColumn): ColumnKind {
  if (c.type === 'integer' || c.type === 'decimal' || c.type === 'double') return 'number';
  if (c.type === 'date' || c.type === 'timestamp') return 'date';
  if (c.type === 'boolean') return 'boolean';
  return 'text';
}

/** Numbers in text cells: first numeric run after dropping thousands separators. */
export function numericTextExpr(ident: string): string {
  return `TRY_CAST(NULLIF(regexp_extract(replace(CAST(${ident} AS VARCHAR), ',', ''), '-?[0-9]*\\.?[0-9]+', 0), '') AS DOUBLE)`;
}

function labelStems(ws: string[]): Set<string> {
  return new Set(ws.map(stem));
}

/** Loads distinct values of every column (one query per table) and builds column descriptions. */
export async function describeTables(tables: BuiltinTable[], runSql: SqlRunner): Promise<TableInfo[]> {
  const out: TableInfo[] = [];
  for (const table of tables) {
    const ident = quoteIdent(table.name);
    const parts = table.columns.map(
      (c, i) =>
        `SELECT ${i} AS k, v FROM (SELECT DISTINCT CAST(${quoteIdent(c.name)} AS VARCHAR) AS v FROM ${ident} WHERE ${quoteIdent(c.name)} IS NOT NULL LIMIT ${DISTINCT_LIMIT + 1})`,
    );
    const byCol: string[][] = table.columns.map(() => []);
    if (parts.length) {
      const res = await runSql(parts.join(' UNION ALL '));
      for (const [k, v] of res.rows) byCol[Number(k)].push(String(v));
    }
    const columns = table.columns.map((column, i): ColumnInfo => {
      const vals = byCol[i];
      const truncated = vals.length > DISTINCT_LIMIT;
      const values = truncated ? vals.slice(0, DISTINCT_LIMIT) : vals;
      const kind = kindOf(column);
      const colIdent = quoteIdent(column.name);
      const nonEmpty = values.filter((v) => v.trim() !== '');
      const numericCount = nonEmpty.filter((v) => looseNumber(v) !== null).length;
      const numericText = kind === 'text' && nonEmpty.length > 0 && numericCount / nonEmpty.length >= 0.8;
      const numExpr = kind === 'number' ? `CAST(${colIdent} AS DOUBLE)` : numericText ? numericTextExpr(colIdent) : null;
      const nums = nonEmpty.map(looseNumber).filter((n): n is number => n !== null);
      const yearLike =
        kind === 'date' ||
        (nums.length > 0 && nums.length >= nonEmpty.length * 0.8 && nums.every((n) => n >= 1000 && n <= 2100 && Number.isInteger(n)));
      const lw = [...new Set([...words(column.label), ...words(column.name.replace(/_/g, ' '))])];
      const alias = new Set<string>();
      for (const w of lw) for (const a of LABEL_EXPANSIONS[w] ?? []) alias.add(stem(a));
      return {
        table,
        column,
        ident: colIdent,
        labelWords: lw,
        labelStems: labelStems(lw),
        aliasStems: alias,
        kind,
        numericText,
        numExpr,
        yearLike,
        values,
        valuesTruncated: truncated,
        distinctRatio: table.rowCount > 0 ? Math.min(1, values.length / table.rowCount) : 0,
        position: i,
      };
    });
    out.push({ table, ident, columns });
  }
  return out;
}

/** Normalised form used to compare a cell with question words. */
export function cellKey(v: string): string {
  return words(v).join(' ');
}

/** The cell without trailing notes: "Russia (RUS)" -> "russia", "Spokane[3]" -> "spokane". */
export function cellCore(v: string): string {
  let s = fold(v).trim();
  for (;;) {
    const old = s;
    s = s.replace(/\s*\[[^\]]*\]\s*$/, '').replace(/\s*\([^)]*\)\s*$/, '').replace(/[*†‡#§]+$/, '').trim();
    if (s === old) break;
  }
  return words(s).join(' ');
}

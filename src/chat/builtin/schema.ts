// What the engine knows about each column: label words, value kind, numeric reading, distinct values.
import type { BuiltinColumn, BuiltinTable, SqlRunner } from './types.ts';
import { LABEL_EXPANSIONS } from './lexicon.ts';
import { STOPWORDS, cellKey, fold, looseNumber, quoteIdent, stem, tokenize, words } from './text.ts';
import { isDictionaryWord } from './dictionary.ts';
import { isNumericColumn } from './reading/catalog.ts';

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
  /** SQL expression giving the column as DOUBLE (null when not numeric); clock times in seconds. */
  numExpr: string | null;
  /** Cells are clock times or durations ("4:10", "2:19:26"). */
  clock: boolean;
  yearLike: boolean;
  /** SQL giving the year of each cell (dates, year numbers, text with a year in it), or null. */
  yearExpr: string | null;
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
  /** SQL condition leaving out "Total" rows, which would count twice in sums and rankings. */
  notSummaryRow: string | null;
  /** For a joined view: the SQL names of the two tables. */
  joinOf?: [string, string];
}

/**
 * Cells that mark a summary row: "Total", "Totals:", "Grand total", "Total 19 nations", "Total (EU)",
 * "Total for 2024". A name that merely begins with the word ("Total Lounge", "Total Marine Club")
 * is not one: taking it for a summary row drops every row holding it from every aggregate.
 */
export const SUMMARY_CELL = /^(grand |overall )?totals?(\s*[:(]|\s+(\d|for\b|of\b|all\b)|\s*$)/i;

const DISTINCT_LIMIT = 1000;

function kindOf(c: BuiltinColumn): ColumnKind {
  if (isNumericColumn(c)) return 'number';
  if (c.type === 'date' || c.type === 'timestamp') return 'date';
  if (c.type === 'boolean') return 'boolean';
  return 'text';
}

/** Numbers in text cells: first numeric run after dropping thousands separators. */
export function numericTextExpr(ident: string): string {
  return `TRY_CAST(NULLIF(regexp_extract(replace(CAST(${ident} AS VARCHAR), ',', ''), '-?[0-9]*\\.?[0-9]+', 0), '') AS DOUBLE)`;
}

const CLOCK = /^\d+:\d{2}(:\d{2})?(\.\d+)?\b/;

/** Clock times in seconds: "4:10.5" -> 250.5, "2:19:26" -> 8366. */
function clockSecondsExpr(ident: string): string {
  const t = `regexp_extract(CAST(${ident} AS VARCHAR), '[0-9]+(:[0-9]+)+(\\.[0-9]+)?', 0)`;
  const part = (k: number) => `TRY_CAST(string_split(${t}, ':')[${k}] AS DOUBLE)`;
  return `(CASE WHEN len(string_split(${t}, ':')) = 3 THEN ${part(1)} * 3600 + ${part(2)} * 60 + ${part(3)} WHEN len(string_split(${t}, ':')) = 2 THEN ${part(1)} * 60 + ${part(2)} END)`;
}

function labelStems(ws: string[]): Set<string> {
  return new Set(ws.map(stem));
}

/** Above this many rows, distinct values come from the first rows plus a probe for the question's words. */
const LARGE_TABLE = 100_000;
const SAMPLE_ROWS = 20_000;

/**
 * Word runs of the question (1 to 4 words) that could name a cell, as folded cells read: runs with
 * a number, a capitalised word or a word that is not in the dictionary ("Customer 123", "Dmitri").
 */
function questionPhrases(question: string): string[] {
  const toks = tokenize(question);
  const capitalised = toks.map((t) => /^\p{Lu}/u.test(question.slice(t.start, t.end)));
  const out = new Set<string>();
  for (let i = 0; i < toks.length; i++)
    for (let n = 1; n <= 4 && i + n <= toks.length; n++) {
      const idx = Array.from({ length: n }, (_, k) => i + k);
      const run = idx.map((k) => toks[k].text);
      if (run.every((w) => STOPWORDS.has(w))) continue;
      if (idx.some((k) => toks[k].num !== null || (capitalised[k] && k > 0) || !isDictionaryWord(toks[k].text))) out.add(run.join(' '));
    }
  return [...out];
}

/**
 * Loads distinct values of every column (one query per table) and builds column descriptions.
 * Large tables are read from their first rows, and the question's phrases are looked up in the
 * whole of each text column, so a cell the question names is found without loading every value.
 */
export async function describeTables(tables: BuiltinTable[], runSql: SqlRunner, question = ''): Promise<TableInfo[]> {
  const out: TableInfo[] = [];
  for (const table of tables) {
    const ident = quoteIdent(table.name);
    const large = table.rowCount > LARGE_TABLE;
    // One read of the first rows serves every column of a large table.
    const head = large ? `WITH s AS MATERIALIZED (SELECT * FROM ${ident} LIMIT ${SAMPLE_ROWS}) ` : '';
    const source = large ? 's' : ident;
    const parts = table.columns.map((c, i) => {
      const limit = large && c.type !== 'text' ? 200 : DISTINCT_LIMIT + 1;
      return `SELECT ${i} AS k, v FROM (SELECT DISTINCT CAST(${quoteIdent(c.name)} AS VARCHAR) AS v FROM ${source} WHERE ${quoteIdent(c.name)} IS NOT NULL LIMIT ${limit})`;
    });
    const byCol: string[][] = table.columns.map(() => []);
    if (parts.length) {
      const res = await runSql(head + parts.join(' UNION ALL '));
      for (const [k, v] of res.rows) byCol[Number(k)].push(String(v));
    }
    // Columns with more distinct values than were read: look the question's phrases up in the whole column.
    const probeCols = table.columns
      .map((c, i) => ({ c, i }))
      .filter(({ c, i }) => c.type === 'text' && byCol[i].length > DISTINCT_LIMIT);
    const sampled = new Set(byCol.flat().map(cellKey));
    const phrases = probeCols.length ? questionPhrases(question).filter((p) => !sampled.has(p)) : [];
    if (probeCols.length && phrases.length) {
      const list = phrases.map((p) => `'${p.replace(/'/g, "''")}'`).join(', ');
      const probe = probeCols.map(
        ({ c, i }) =>
          `SELECT ${i} AS k, v FROM (SELECT DISTINCT CAST(${quoteIdent(c.name)} AS VARCHAR) AS v FROM ${ident} WHERE strip_accents(lower(CAST(${quoteIdent(c.name)} AS VARCHAR))) IN (${list}) LIMIT 50)`,
      );
      const res = await runSql(probe.join(' UNION ALL '));
      for (const [k, v] of res.rows) if (!byCol[Number(k)].includes(String(v))) byCol[Number(k)].unshift(String(v));
    }
    const columns = table.columns.map((column, i): ColumnInfo => {
      const vals = byCol[i];
      const truncated = large || vals.length > DISTINCT_LIMIT;
      const values = vals;
      const kind = kindOf(column);
      const colIdent = quoteIdent(column.name);
      const nonEmpty = values.filter((v) => v.trim() !== '');
      const numericCount = nonEmpty.filter((v) => looseNumber(v) !== null).length;
      const numericText = kind === 'text' && nonEmpty.length > 0 && numericCount / nonEmpty.length >= 0.8;
      const clock = kind === 'text' && nonEmpty.length > 0 && nonEmpty.filter((v) => CLOCK.test(v.trim())).length / nonEmpty.length >= 0.8;
      const numExpr = kind === 'number' ? `CAST(${colIdent} AS DOUBLE)` : clock ? clockSecondsExpr(colIdent) : numericText ? numericTextExpr(colIdent) : null;
      const nums = nonEmpty.map(looseNumber).filter((n): n is number => n !== null);
      const yearLike =
        kind === 'date' ||
        (nums.length > 0 && nums.length >= nonEmpty.length * 0.8 && nums.every((n) => n >= 1000 && n <= 2100 && Number.isInteger(n)));
      const withYear = nonEmpty.filter((v) => /(^|\D)(1[0-9]{3}|20[0-9]{2})(\D|$)/.test(v)).length;
      const yearExpr =
        kind === 'date'
          ? `year(${colIdent})`
          : yearLike
            ? numExpr
            : kind === 'text' && nonEmpty.length > 0 && withYear / nonEmpty.length >= 0.8
              ? `TRY_CAST(regexp_extract(CAST(${colIdent} AS VARCHAR), '(1[0-9]{3}|20[0-9]{2})', 1) AS INTEGER)`
              : null;
      const lw = [...new Set([...words(column.label), ...words(column.name.replace(/_/g, ' '))])];
      const alias = new Set<string>();
      for (const w of lw) for (const a of Object.hasOwn(LABEL_EXPANSIONS, w) ? LABEL_EXPANSIONS[w] : []) alias.add(stem(a));
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
        clock,
        yearLike,
        yearExpr,
        values,
        valuesTruncated: truncated,
        distinctRatio: vals.length > DISTINCT_LIMIT ? 1 : Math.min(1, values.length / Math.max(1, large ? Math.min(table.rowCount, SAMPLE_ROWS) : table.rowCount)),
        position: i,
      };
    });
    const summaryCols = columns.filter((c) => c.kind === 'text' && c.values.some((v) => SUMMARY_CELL.test(v.trim())));
    const notSummaryRow = summaryCols.length
      ? summaryCols.map((c) => `NOT coalesce(regexp_matches(trim(CAST(${c.ident} AS VARCHAR)), '${SUMMARY_CELL.source}', 'i'), false)`).join(' AND ')
      : null;
    out.push({ table, ident, columns, notSummaryRow });
  }
  return out;
}

export { cellKey };

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

// Plan -> DuckDB SQL -> natural sentence stating the values with their labels.
import type { ColumnInfo } from './schema.ts';
import { SUMMARY_CELL } from './schema.ts';
import type { Filter, Intent, Plan } from './plan.ts';
import type { SqlRunner } from './types.ts';
import { formatNumber, sqlString, words } from './text.ts';

export interface Execution {
  answer: string;
  sql: string[];
  interpretation: string;
  columnsUsed: ColumnInfo[];
  /** The query ran but found nothing to answer with. */
  empty: boolean;
}

const LIST_MAX = 20;

function textExpr(c: ColumnInfo): string {
  return `CAST(${c.ident} AS VARCHAR)`;
}

function foldedExpr(c: ColumnInfo): string {
  return `strip_accents(lower(${textExpr(c)}))`;
}

function wordsPattern(s: string): string {
  return sqlString(`(^|[^a-z0-9])${words(s).map((w) => w.replace(/[^a-z0-9]/g, '')).join('[^a-z0-9]+')}([^a-z0-9]|$)`);
}

function valueList(f: Filter): string {
  return f.values.map((v) => sqlString(String(v))).join(', ');
}

export function filterSql(f: Filter): string {
  const c = f.col;
  switch (f.op) {
    case '=':
      if (f.than) return `${textExpr(c)} IN (SELECT ${textExpr(c)} FROM ${f.than.from} WHERE ${filterSql(f.than.filter)})`;
      if (typeof f.values[0] === 'number' && c.numExpr) {
        // "1995, 2009" style cells hold several numbers.
        return c.numericText
          ? `(${c.numExpr} = ${f.values[0]} OR regexp_matches(${textExpr(c)}, '(^|[^0-9.])${f.values[0]}([^0-9]|$)'))`
          : `${c.numExpr} = ${f.values[0]}`;
      }
      return `${textExpr(c)} IN (${valueList(f)})`;
    case '<>':
      return typeof f.values[0] === 'number' && c.numExpr
        ? `coalesce(${c.numExpr} <> ${f.values[0]}, true)`
        : `coalesce(${textExpr(c)}, '') NOT IN (${valueList(f)})`;
    case 'contains':
      return `regexp_matches(${foldedExpr(c)}, ${wordsPattern(String(f.values[0]))})`;
    case 'notcontains':
      return `NOT coalesce(regexp_matches(${foldedExpr(c)}, ${wordsPattern(String(f.values[0]))}), false)`;
    case 'rowafter':
    case 'rowbefore': {
      const anchor = `(SELECT min(__rn) FROM (SELECT *, ROW_NUMBER() OVER () AS __rn FROM ${f.than?.from}) WHERE ${textExpr(c)} IN (${valueList(f)}))`;
      return `__rn ${f.op === 'rowafter' ? '>' : '<'} ${anchor}`;
    }
    case 'date': {
      // values: month, day (0 = any), year (0 = any)
      const [m, d, y] = f.values.map(Number);
      if (c.kind === 'date') {
        return [`month(${c.ident}) = ${m}`, d ? `day(${c.ident}) = ${d}` : '', y ? `year(${c.ident}) = ${y}` : ''].filter(Boolean).join(' AND ');
      }
      const name = MONTH_NAMES[m - 1].toLowerCase();
      const parts = [`regexp_matches(${foldedExpr(c)}, '(^|[^a-z])(${name}|${name.slice(0, 3)}\\.?)([^a-z]|$)')`];
      if (d) parts.push(`regexp_matches(${foldedExpr(c)}, '(^|[^0-9])0?${d}(st|nd|rd|th)?([^0-9]|$)')`);
      if (y) parts.push(`regexp_matches(${foldedExpr(c)}, '(^|[^0-9])${y}([^0-9]|$)')`);
      return `(${parts.join(' AND ')})`;
    }
    case 'year': {
      const [y, second] = f.values;
      if (typeof second === 'number') return `(year(${c.ident}) = ${y} AND month(${c.ident}) = ${second})`;
      const op = typeof second === 'string' && ['>', '>=', '<', '<='].includes(second) ? second : '=';
      return `year(${c.ident}) ${op} ${y}`;
    }
    default: {
      const num = c.yearExpr && f.values[1] === 'year' ? c.yearExpr : (c.numExpr ?? textExpr(c));
      if (f.than) return `${num} ${f.op} (SELECT max(${num}) FROM ${f.than.from} WHERE ${filterSql(f.than.filter)})`;
      return `${num} ${f.op} ${Number(f.values[0])}`;
    }
  }
}

function whereSql(filters: Filter[], extra: string[] = []): string {
  const parts = [...filters.map(filterSql), ...extra];
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
}

const OP_WORDS: Record<string, string> = { '>': 'over', '>=': 'at least', '<': 'under', '<=': 'at most', '=': 'equal to' };

/** Seconds back to the clock form the question used: 250 -> "4:10", 8366 -> "2:19:26". */
function clockText(sec: number): string {
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = Math.round((sec % 60) * 100) / 100;
  const ss = `${s < 10 ? '0' : ''}${s}`;
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function describeFilter(f: Filter): string {
  const label = f.col.column.label;
  const shown = f.values.slice(0, 3).map((v) => (f.col.clock && typeof v === 'number' ? clockText(v) : show(v)));
  switch (f.op) {
    case '=':
      if (f.than) return `${label} is the same as for ${f.than.filter.values[0]}`;
      return `${label} is ${shown.join(' or ')}`;
    case '<>':
      return `${label} is not ${shown.join(' or ')}`;
    case 'contains':
      return `${label} contains "${f.values[0]}"`;
    case 'notcontains':
      return `${label} does not contain "${f.values[0]}"`;
    case 'rowafter':
      return `the row comes after ${f.values[0]}`;
    case 'rowbefore':
      return `the row comes before ${f.values[0]}`;
    case 'date': {
      const [m, d, y] = f.values.map(Number);
      return `${label} is ${d ? `${d} ` : 'in '}${MONTH_NAMES[m - 1]}${y ? ` ${y}` : ''}`;
    }
    case 'year': {
      const [y, second] = f.values;
      if (typeof second === 'number') return `${label} is in ${MONTH_NAMES[second - 1]} ${y}`;
      const op = String(second ?? '=');
      return op === '=' ? `${label} is in ${y}` : `${label} is ${op === '<' || op === '<=' ? 'before' : 'after'} ${y}`;
    }
    default:
      if (f.than) return `${label} is ${OP_WORDS[f.op]} that of ${f.than.filter.values[0]}`;
      return `${label} is ${OP_WORDS[f.op]} ${shown[0]}`;
  }
}
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function conditions(filters: Filter[]): string {
  return filters.length ? ` where ${filters.map(describeFilter).join(' and ')}` : '';
}

/** Years stay as written ("1988", not "1,988"). */
function isYear(n: number): boolean {
  return Number.isInteger(n) && n >= 1000 && n <= 2100;
}

function show(v: unknown): string {
  if (v === null || v === undefined) return '(empty)';
  if (typeof v === 'number' || typeof v === 'bigint') return isYear(Number(v)) ? String(v) : formatNumber(Number(v));
  const s = String(v);
  if (/^-?\d+(\.\d+)?$/.test(s) && s.length < 16 && !/^0\d/.test(s)) return isYear(Number(s)) ? s : formatNumber(Number(s));
  return s;
}

export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function listValues(values: unknown[]): string {
  const shown = values.slice(0, LIST_MAX).map(show);
  const more = values.length - shown.length;
  return joinList(more > 0 ? [...shown, `${more} more`] : shown);
}

function numOf(c: ColumnInfo): string {
  return c.numExpr ?? c.yearExpr ?? `TRY_CAST(${c.ident} AS DOUBLE)`;
}

const FN_WORD = { sum: 'total', avg: 'average', min: 'lowest', max: 'highest', count: 'number of rows' } as const;

export async function execute(plan: Plan, runSql: SqlRunner): Promise<Execution> {
  const t = plan.table;
  const ordered = `(SELECT *, ROW_NUMBER() OVER () AS __rn FROM ${t.ident}) AS base`;
  // Conditions on row order ("after Tarmo") need the row numbers in every query.
  const from = plan.filters.some((x) => x.op === 'rowafter' || x.op === 'rowbefore') ? ordered : t.ident;
  const sql: string[] = [];
  const run = async (s: string) => {
    sql.push(s);
    return runSql(s);
  };
  const f = plan.filters;
  const cond = conditions(f);
  const it: Intent = plan.intent;
  const asksForSummary = f.some((x) => x.values.some((v) => SUMMARY_CELL.test(String(v).trim())));
  const where = (fs: Filter[], extra: string[] = []) =>
    whereSql(fs, t.notSummaryRow && !asksForSummary ? [...extra, t.notSummaryRow] : extra);
  const used = new Set<ColumnInfo>(f.map((x) => x.col));
  const done = (answer: string, interpretation: string, empty = false): Execution => ({
    answer, sql, interpretation, columnsUsed: [...used], empty,
  });

  switch (it.kind) {
    case 'count': {
      if (it.distinct) used.add(it.distinct);
      const expr = it.distinct ? `count(DISTINCT ${it.distinct.ident})` : 'count(*)';
      const r = await run(`SELECT ${expr} FROM ${from}${where(f)}`);
      const n = Number(r.rows[0]?.[0] ?? 0);
      if (it.distinct) return done(`There are ${formatNumber(n)} different ${it.distinct.column.label} values${cond}.`, `Counted distinct ${it.distinct.column.label} in ${t.table.label}${cond}.`);
      return done(`There ${n === 1 ? 'is' : 'are'} ${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}${cond}.`, `Counted rows of ${t.table.label}${cond}.`);
    }
    case 'aggregate': {
      used.add(it.metric);
      const r = await run(`SELECT ${it.fn}(${numOf(it.metric)}), count(*) FROM ${from}${where(f)}`);
      const v = r.rows[0]?.[0];
      if (v === null || v === undefined) return done(`No rows have a ${it.metric.column.label} value${cond}.`, `Computed the ${FN_WORD[it.fn]} ${it.metric.column.label}${cond}.`, true);
      const n = Number(r.rows[0][1]);
      const single = n === 1 && it.fn === 'sum';
      const what = single ? `The ${it.metric.column.label}` : `The ${FN_WORD[it.fn]} ${it.metric.column.label}`;
      return done(`${what}${cond} is ${show(Number(v))}.`, `${single ? 'Read' : 'Computed'} ${what.toLowerCase()} in ${t.table.label}${cond}.`);
    }
    case 'lookup': {
      used.add(it.target);
      const r = await run(`SELECT ${it.target.ident} FROM ${ordered}${where(f, [`${it.target.ident} IS NOT NULL`])} ORDER BY __rn LIMIT ${LIST_MAX + 41}`);
      const vals = dedupe(r.rows.map((x) => x[0]));
      if (!vals.length) return done(`No rows match${cond || ' the question'}.`, `Looked up ${it.target.column.label}${cond}.`, true);
      const label = it.target.column.label;
      return done(
        vals.length === 1 ? `The ${label}${cond} is ${show(vals[0])}.` : `The ${label} values${cond} are ${listValues(vals)}.`,
        `Looked up ${label} in ${t.table.label}${cond}.`,
      );
    }
    case 'extreme': {
      used.add(it.target);
      const dir = it.desc ? 'DESC' : 'ASC';
      const label = it.target.column.label;
      if (!it.metric) {
        const r = await run(
          `SELECT ${it.target.ident}, count(*) AS n FROM ${from}${where(f, [`${it.target.ident} IS NOT NULL`])} GROUP BY 1 ORDER BY n ${dir} LIMIT 50`,
        );
        if (!r.rows.length) return done(`No rows match${cond}.`, `Counted rows per ${label}${cond}.`, true);
        const top = r.rows[0][1];
        const tied = r.rows.filter((x) => x[1] === top).map((x) => x[0]);
        const n = Number(top);
        return done(
          `${listValues(tied)} ${tied.length === 1 ? 'has' : 'have'} the ${it.desc ? 'most' : 'fewest'} rows${cond} (${formatNumber(n)}).`,
          `Counted rows per ${label} in ${t.table.label}${cond} and took the ${it.desc ? 'largest' : 'smallest'} count.`,
        );
      }
      used.add(it.metric);
      const m = it.byTime && it.metric.kind === 'date' ? it.metric.ident : numOf(it.metric);
      const r = await run(
        `SELECT ${it.target.ident}, ${it.metric.ident}, ${m} AS m FROM ${ordered}${where(f, [`${m} IS NOT NULL`, `${it.target.ident} IS NOT NULL`])} ORDER BY m ${dir}, __rn LIMIT ${Math.max(it.n, 1) + LIST_MAX}`,
      );
      if (!r.rows.length) return done(`No rows have a ${it.metric.column.label} value${cond}.`, `Ranked ${label} by ${it.metric.column.label}${cond}.`, true);
      const word = it.byTime ? (it.desc ? 'latest' : 'earliest') : it.desc ? 'highest' : 'lowest';
      if (it.n > 1) {
        const rows = r.rows.slice(0, it.n);
        return done(
          `The ${it.n} ${label} values with the ${word} ${it.metric.column.label}${cond} are ${joinList(rows.map((x) => `${show(x[0])} (${show(x[1])})`))}.`,
          `Ranked ${label} by ${it.metric.column.label} (${it.desc ? 'descending' : 'ascending'})${cond}.`,
        );
      }
      const best = String(r.rows[0][2]);
      const tied = dedupe(r.rows.filter((x) => String(x[2]) === best).map((x) => x[0]));
      return done(
        `${listValues(tied)} ${tied.length === 1 ? 'has' : 'have'} the ${word} ${it.metric.column.label}${cond} (${show(r.rows[0][1])}).`,
        `Took the ${label} with the ${word} ${it.metric.column.label} in ${t.table.label}${cond}.`,
      );
    }
    case 'position': {
      used.add(it.target);
      const r = await run(`SELECT ${it.target.ident} FROM ${ordered}${where(f, [`${it.target.ident} IS NOT NULL`])} ORDER BY __rn ${it.last ? 'DESC' : 'ASC'} LIMIT ${it.n}`);
      if (!r.rows.length) return done(`No rows match${cond}.`, `Read the ${it.last ? 'last' : 'first'} ${it.target.column.label}${cond}.`, true);
      const vals = r.rows.map((x) => x[0]);
      const word = it.last ? 'last' : 'first';
      return done(
        `The ${word} ${it.n > 1 ? `${it.n} ${it.target.column.label} values` : it.target.column.label}${cond} ${it.n > 1 ? 'are' : 'is'} ${listValues(vals)}.`,
        `Read the ${word} ${it.target.column.label} in the table's order${cond}.`,
      );
    }
    case 'adjacent': {
      used.add(it.target);
      used.add(it.anchor.col);
      const anchorCond = filterSql(it.anchor);
      let offset = it.offset;
      const rankedFrom = it.rankBy
        ? `(SELECT *, ROW_NUMBER() OVER (ORDER BY ${numOf(it.rankBy.col)} ${it.rankBy.desc ? 'DESC' : 'ASC'} NULLS LAST) AS __rn FROM ${from}) AS base`
        : ordered;
      if (it.rankBy) used.add(it.rankBy.col);
      const tExpr = it.timeCol?.yearExpr ?? (it.timeCol?.kind === 'date' ? it.timeCol.ident : null);
      if (tExpr) {
        const dir = await run(
          `SELECT count(*) FILTER (WHERE m > pm), count(*) FILTER (WHERE m < pm) FROM (SELECT ${tExpr} AS m, lag(${tExpr}) OVER (ORDER BY __rn) AS pm FROM ${ordered})`,
        );
        const up = Number(dir.rows[0]?.[0] ?? 0);
        const down = Number(dir.rows[0]?.[1] ?? 0);
        if (down > 2 * up) offset = -offset;
      }
      const r = await run(
        `WITH b AS (SELECT * FROM ${rankedFrom}${t.notSummaryRow ? ` WHERE ${t.notSummaryRow}` : ''}), a AS (SELECT min(__rn) AS rn FROM b${where(f, [anchorCond])}) ` +
          `SELECT ${it.target.ident} FROM b, a WHERE __rn ${offset > 0 ? '>' : '<'} a.rn AND ${it.target.ident} IS NOT NULL ORDER BY __rn ${offset > 0 ? 'ASC' : 'DESC'} LIMIT 1`,
      );
      const word = it.offset > 0 ? 'after' : 'before';
      if (!r.rows.length) return done(`No row comes ${word} ${it.anchor.values[0]}${cond}.`, `Looked for the row ${word} ${it.anchor.said}.`, true);
      return done(
        `${show(r.rows[0][0])} is the ${it.target.column.label} ${word} ${it.anchor.values[0]}.`,
        `Took the row ${word} the one where ${describeFilter(it.anchor)}, in the table's order${cond}.`,
      );
    }
    case 'choice': {
      used.add(it.target);
      const [a, b] = it.options;
      const nameA = String(a.values[0]);
      const nameB = String(b.values[0]);
      if (it.by === 'relative') {
        const r = await run(
          `SELECT min(CASE WHEN ${filterSql(a)} THEN __rn END), min(CASE WHEN ${filterSql(b)} THEN __rn END) FROM ${ordered}`,
        );
        const [ra, rb] = r.rows[0] ?? [null, null];
        if (ra === null || rb === null) return done(`I could not find both ${nameA} and ${nameB}.`, `Compared the positions of ${nameA} and ${nameB}.`, true);
        const above = Number(ra) < Number(rb);
        return done(
          `${above ? 'Above' : 'Below'}: ${nameA} is listed ${above ? 'above' : 'below'} ${nameB}.`,
          `Compared the row positions of ${nameA} and ${nameB} in the table's order.`,
        );
      }
      if (it.by === 'order') {
        const r = await run(
          `SELECT min(CASE WHEN ${filterSql(a)} THEN __rn END), min(CASE WHEN ${filterSql(b)} THEN __rn END) FROM ${ordered}${where(f)}`,
        );
        const [ra, rb] = r.rows[0] ?? [null, null];
        if (ra === null || rb === null) return done(`I could not find both ${nameA} and ${nameB}.`, `Compared the positions of ${nameA} and ${nameB}.`, true);
        const firstIsA = Number(ra) < Number(rb);
        const winner = it.desc ? (firstIsA ? nameB : nameA) : firstIsA ? nameA : nameB;
        const other = winner === nameA ? nameB : nameA;
        return done(`${winner} comes ${it.desc ? 'after' : 'before'} ${other} in the table.`, `Compared the row positions of ${nameA} and ${nameB}.`);
      }
      const agg = it.metric ? `sum(${numOf(it.metric)})` : 'count(*)';
      if (it.metric) used.add(it.metric);
      const r = await run(`SELECT ${agg} FILTER (WHERE ${filterSql(a)}), ${agg} FILTER (WHERE ${filterSql(b)}) FROM ${from}${where(f)}`);
      const va = Number(r.rows[0]?.[0] ?? 0);
      const vb = Number(r.rows[0]?.[1] ?? 0);
      const what = it.metric ? it.metric.column.label : 'rows';
      if (!it.metric && va === vb) {
        return va <= 1
          ? done(`I found ${nameA} and ${nameB} but no column to compare them on.`, `Compared the number of rows of ${nameA} and ${nameB}${cond}.`, true)
          : done(`${nameA} and ${nameB} have the same number of rows (${show(va)})${cond}.`, `Compared the number of rows of ${nameA} and ${nameB}${cond}.`);
      }
      const aWins = it.desc ? va >= vb : va <= vb;
      const [w, wv, o, ov] = aWins ? [nameA, va, nameB, vb] : [nameB, vb, nameA, va];
      return done(
        va === vb
          ? `${nameA} and ${nameB} are equal in ${what} (${show(va)}).`
          : it.metric
            ? `${w} has a ${it.desc ? 'higher' : 'lower'} ${what} (${show(wv)}) than ${o} (${show(ov)}).`
            : `${w} has ${it.desc ? 'more' : 'fewer'} rows (${show(wv)}) than ${o} (${show(ov)}).`,
        `Compared ${it.metric ? `the ${what}` : 'the number of rows'} of ${nameA} and ${nameB}${cond}.`,
      );
    }
    case 'difference': {
      const [a, b] = it.options;
      used.add(a.col);
      const agg = it.metric ? `sum(${numOf(it.metric)})` : 'count(*)';
      if (it.metric) used.add(it.metric);
      const r = await run(`SELECT ${agg} FILTER (WHERE ${filterSql(a)}), ${agg} FILTER (WHERE ${filterSql(b)}) FROM ${from}${where(f)}`);
      const va = Number(r.rows[0]?.[0] ?? 0);
      const vb = Number(r.rows[0]?.[1] ?? 0);
      const what = it.metric ? `${it.metric.column.label}` : 'number of rows';
      return done(
        `The difference in ${what} between ${a.values[0]} and ${b.values[0]} is ${show(Math.abs(va - vb))} (${show(va)} vs ${show(vb)}).`,
        `Compared the ${what} of ${a.values[0]} and ${b.values[0]}${cond}.`,
      );
    }
    case 'group': {
      used.add(it.group);
      const agg = it.metric ? `${it.fn}(${numOf(it.metric)})` : 'count(*)';
      if (it.metric) used.add(it.metric);
      const r = await run(`SELECT ${it.group.ident}, ${agg} AS v FROM ${from}${where(f)} GROUP BY 1 ORDER BY v DESC NULLS LAST LIMIT 51`);
      const what = it.metric ? `${FN_WORD[it.fn]} ${it.metric.column.label}` : 'number of rows';
      const lines = r.rows.slice(0, 50).map((x) => `- ${show(x[0])}: ${show(x[1])}`);
      return done(
        `The ${what} by ${it.group.column.label}${cond}:\n${lines.join('\n')}${r.rows.length > 50 ? '\n- (more groups not shown)' : ''}`,
        `Grouped ${t.table.label} by ${it.group.column.label} and computed the ${what}${cond}.`,
      );
    }
    case 'yesno': {
      const r = await run(`SELECT count(*) FROM ${from}${where(f)}`);
      const n = Number(r.rows[0]?.[0] ?? 0);
      const ok = compare(n, it.op, it.threshold);
      return done(
        `${ok ? 'Yes' : 'No'}: there ${n === 1 ? 'is' : 'are'} ${formatNumber(n)} matching ${n === 1 ? 'row' : 'rows'}${cond}.`,
        `Counted rows${cond} and compared with ${it.threshold}.`,
      );
    }
    case 'exists': {
      const r = await run(`SELECT count(*) FROM ${from}${where(f)}`);
      const n = Number(r.rows[0]?.[0] ?? 0);
      return done(n > 0 ? `Yes, ${formatNumber(n)} ${n === 1 ? 'row matches' : 'rows match'}${cond}.` : `No, no row matches${cond}.`, `Checked for rows${cond}.`);
    }
  }
}

function compare(n: number, op: string, t: number): boolean {
  return op === '>' ? n > t : op === '>=' ? n >= t : op === '<' ? n < t : op === '<=' ? n <= t : n === t;
}

function dedupe(vals: unknown[]): unknown[] {
  const seen = new Set<string>();
  return vals.filter((v) => {
    const k = String(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}


// Reading -> the DuckDB SQL that answers it. The SQL is what execution_details shows: the engine
// runs exactly this text.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { quoteIdent, sqlString } from '../text.ts';
import type { ColumnRef, Condition, GroupPeriod, Measure, Reading, Shape } from './types.ts';
import { isRated, rateSql } from './rates-per-group.ts';
import { nameBesideKeySql } from './names-beside-keys.ts';

/** Groups a breakdown shows in full; more are cut to the largest. */
export const BREAKDOWN_ROWS = 50;
export const LIST_ROWS = 20;
/** Groups tied within a ranking named in full; more are counted. */
export const TIED_ROWS = 20;

function alias(reading: Reading, ref: ColumnRef): string {
  return `t${Math.max(0, reading.tables.indexOf(ref.table))}`;
}

/**
 * A column's cells; a derived span of days is computed from its two dates: whole days between two
 * dates, the fraction of days between two times of day ("Admitted 08:10", "Discharged 14:40").
 */
function col(catalog: Catalog, reading: Reading, ref: ColumnRef): string {
  const span = findColumn(catalog, ref)?.span;
  if (span?.age) return `date_sub('year', CAST(${dateOf(catalog, reading, span.from)} AS DATE), CAST(${dateOf(catalog, reading, span.to)} AS DATE))`;
  if (span) {
    const timed = [span.from, span.to].every((r) => findColumn(catalog, r)?.type === 'timestamp');
    const [from, to] = [span.from, span.to].map((r) => (timed ? `${alias(reading, r)}.${quoteIdent(r.column)}` : dateOf(catalog, reading, r)));
    return timed ? `abs(date_diff('second', ${from}, ${to}) / 86400.0)` : `abs(date_diff('day', ${from}, ${to}))`;
  }
  return `${alias(reading, ref)}.${quoteIdent(ref.column)}`;
}

function dateOf(catalog: Catalog, reading: Reading, ref: ColumnRef): string {
  const c = findColumn(catalog, ref);
  const ident = `${alias(reading, ref)}.${quoteIdent(ref.column)}`;
  return c?.dateSql ? c.dateSql(ident) : ident;
}

function conditionSql(catalog: Catalog, reading: Reading, c: Condition): string {
  switch (c.kind) {
    case 'in': {
      const list = c.values.map(sqlString).join(', ');
      const test = `CAST(${col(catalog, reading, c.column)} AS VARCHAR) IN (${list})`;
      return c.negate ? `coalesce(NOT ${test}, true)` : test;
    }
    case 'compare':
      return `${col(catalog, reading, c.column)} ${c.op} ${c.value}`;
    case 'between':
      return `${col(catalog, reading, c.column)} BETWEEN ${c.low} AND ${c.high}`;
    case 'period': {
      const d = dateOf(catalog, reading, c.column);
      const parts = [c.from ? `${d} >= DATE ${sqlString(c.from)}` : '', c.to ? `${d} < DATE ${sqlString(c.to)}` : ''].filter(Boolean);
      return parts.join(' AND ');
    }
    case 'weekday':
      return `isodow(${dateOf(catalog, reading, c.column)}) IN (${c.days.join(', ')})`;
    case 'missing':
      return `${col(catalog, reading, c.column)} IS ${c.negate ? 'NOT ' : ''}NULL`;
    case 'rows_per': {
      // The groups counted over the rows the other conditions keep, in a query of their own.
      const others = reading.conditions.filter((o) => o !== c && o.kind !== 'rows_per');
      const key = col(catalog, reading, c.column);
      return `${key} IN (SELECT ${key} FROM ${fromSql(reading)}${whereSql(catalog, reading, others)} GROUP BY 1 HAVING count(*) ${c.op} ${c.value})`;
    }
    case 'columns': {
      const side = (ref: ColumnRef) => (findColumn(catalog, ref)?.role === 'date' ? dateOf(catalog, reading, ref) : col(catalog, reading, ref));
      return `${side(c.column)} ${c.op} ${side(c.other)}`;
    }
  }
}

/**
 * The rows read. `keepUnmatched` joins with LEFT JOIN: a share's whole is every row of the measured
 * table the conditions keep, those whose key finds no row of the joined table too ("what share of
 * played bookings were made by junior members": walk-ins' bookings have no member, and still count in
 * the whole). A condition on the joined table drops them anyway, as an inner join would.
 */
function fromSql(reading: Reading, keepUnmatched = false): string {
  // An anti-join takes the lookup table's rows; the fact table is only looked into (whereSql).
  if (reading.unmatched) return `${quoteIdent(reading.tables[1])} AS t1`;
  const first = `${quoteIdent(reading.tables[0])} AS t0`;
  if (!reading.join) return first;
  const join = keepUnmatched ? 'LEFT JOIN' : 'JOIN';
  const pair = `${first} ${join} ${quoteIdent(reading.tables[1])} AS t1 ON t0.${quoteIdent(reading.join.left.column)} = t1.${quoteIdent(reading.join.right.column)}`;
  if (!reading.then) return pair;
  return `${pair} ${join} ${quoteIdent(reading.tables[2])} AS t2 ON t1.${quoteIdent(reading.then.left.column)} = t2.${quoteIdent(reading.then.right.column)}`;
}

function summaryExclusions(catalog: Catalog, reading: Reading, tables: number[]): string[] {
  return tables.flatMap((i) =>
    (catalog.tables.find((t) => t.name === reading.tables[i])?.summaryFilters ?? []).map(
      (s) => `coalesce(CAST(t${i}.${quoteIdent(s.column)} AS VARCHAR) <> ${sqlString(s.value)}, true)`,
    ),
  );
}

/** "Never sold": no fact row meeting the anti-join's conditions refers to the lookup row. */
function unmatchedSql(catalog: Catalog, reading: Reading, unmatched: NonNullable<Reading['unmatched']>): string {
  const { left, right } = reading.join!;
  const inner = [`t0.${quoteIdent(left.column)} = t1.${quoteIdent(right.column)}`, ...summaryExclusions(catalog, reading, [0]), ...unmatched.conditions.map((c) => conditionSql(catalog, reading, c))];
  const facts = `FROM ${quoteIdent(reading.tables[0])} AS t0 WHERE ${inner.join(' AND ')}`;
  // "More than one plot": at least two fact rows refer to the lookup row.
  if (unmatched.atLeast === 1) return `EXISTS (SELECT 1 ${facts})`;
  if (unmatched.atLeast) return `(SELECT count(*) ${facts}) >= ${unmatched.atLeast}`;
  return `NOT EXISTS (SELECT 1 ${facts})`;
}

function whereSql(catalog: Catalog, reading: Reading, conditions: Condition[], extra: string[] = []): string {
  const related = reading.unmatched && !reading.unmatched.asPart ? [unmatchedSql(catalog, reading, reading.unmatched)] : [];
  const scope = reading.unmatched ? [...summaryExclusions(catalog, reading, [1]), ...related] : summaryExclusions(catalog, reading, reading.tables.map((_, i) => i));
  const parts = [...scope, ...conditions.map((c) => conditionSql(catalog, reading, c)), ...extra];
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
}

/** The measure's column, or the expression it forms with its terms: ("parts" + "labour"). */
function measuredSql(catalog: Catalog, reading: Reading, m: Exclude<Measure, { fn: 'count' }>): string {
  const c = findColumn(catalog, m.column);
  const ident = c?.role === 'date' ? dateOf(catalog, reading, m.column) : col(catalog, reading, m.column);
  const terms = m.fn === 'ratio' ? [] : (m.terms ?? []);
  // A total of parts added together ("labour plus parts") counts a blank part as nothing: the row's
  // labour is still taken, where a plain "+" would make the whole row blank and drop it from the sum.
  const blankIsNothing = m.fn === 'sum' && terms.length > 0 && terms.every((t) => t.op === '+');
  const operand = (sql: string) => (blankIsNothing ? `coalesce(${sql}, 0)` : sql);
  const expr = terms.length ? `(${operand(ident)}${terms.map((t) => ` ${t.op} ${operand(col(catalog, reading, t.column))}`).join('')})` : ident;
  return m.fn !== 'ratio' && m.inUnit ? `(${expr} * ${m.inUnit.factor})` : expr;
}

export function measureSql(catalog: Catalog, reading: Reading, m: Measure): string {
  // The rows holding a value of the group column, over how many values they hold.
  if (m.fn === 'count') return m.per ? `count(${col(catalog, reading, m.per)}) / nullif(count(DISTINCT ${col(catalog, reading, m.per)}), 0)` : 'count(*)';
  const measured = measuredSql(catalog, reading, m);
  const ident = m.fn !== 'ratio' && m.outgoing ? `(-${measured})` : measured;
  switch (m.fn) {
    case 'count_distinct':
      return `count(DISTINCT ${ident})`;
    case 'avg':
      return `avg(${ident})`;
    case 'median':
      return `median(${ident})`;
    case 'ratio':
      return `sum(${ident}) / nullif(sum(${col(catalog, reading, m.per)}), 0)`;
    case 'sum':
      // The total over the wholes the rows are parts of: the line totals over the distinct receipts.
      return m.perWhole ? `sum(${ident}) / nullif(count(DISTINCT ${col(catalog, reading, m.perWhole)}), 0)` : `sum(${ident})`;
    default:
      return `${m.fn}(${ident})`;
  }
}

function groupKeySql(catalog: Catalog, reading: Reading, by: ColumnRef, period: GroupPeriod | null): string {
  if (!period) return col(catalog, reading, by);
  const d = dateOf(catalog, reading, by);
  if (period === 'year') return `CAST(year(${d}) AS VARCHAR)`;
  if (period === 'weekday') return `dayname(${d})`;
  if (period === 'day') return `strftime(${d}, '%Y-%m-%d')`;
  if (period === 'quarter') return `CAST(year(${d}) AS VARCHAR) || '-Q' || CAST(quarter(${d}) AS VARCHAR)`;
  return `strftime(${d}, '%Y-%m')`;
}

/** The one query that answers the reading. Columns: see the answer phrasing for each shape. */
export function readingSql(catalog: Catalog, reading: Reading): string {
  const from = fromSql(reading);
  const shape = reading.shape;
  const measured = measureSql(catalog, reading, reading.measure);
  const m = isRated(shape) ? rateSql(measured, shape.part.map((c) => conditionSql(catalog, reading, c)).join(' AND ')) : measured;
  switch (shape.kind) {
    case 'scalar': {
      const per = reading.measure.fn === 'sum' ? reading.measure.perPeriod : undefined;
      if (per) {
        // Each period's total, then their mean; `periods` says over how many it was taken.
        const key = groupKeySql(catalog, reading, per.column, per.unit);
        const totals = `SELECT ${key} AS key, ${m} AS value, count(*) AS rows FROM ${from}${whereSql(catalog, reading, reading.conditions, [`${key} IS NOT NULL`])} GROUP BY 1`;
        return `SELECT avg(value) AS value, coalesce(sum(rows), 0) AS rows, count(*) AS periods FROM (${totals})`;
      }
      // A count per group says over how many groups it was averaged.
      const whole = reading.measure.fn === 'sum' ? reading.measure.perWhole : undefined;
      if (whole) return `SELECT ${m} AS value, count(*) AS rows, count(DISTINCT ${col(catalog, reading, whole)}) FROM ${from}${whereSql(catalog, reading, reading.conditions)}`;
      const groups = reading.measure.fn === 'count' && reading.measure.per ? `, count(DISTINCT ${col(catalog, reading, reading.measure.per)})` : '';
      const counted = reading.measure.fn === 'count' ? groups : `, count(${measureArg(catalog, reading)})`;
      return `SELECT ${m} AS value, count(*) AS rows${counted} FROM ${from}${whereSql(catalog, reading, reading.conditions)}`;
    }
    case 'breakdown': {
      const key = nameBesideKeySql(groupKeySql(catalog, reading, shape.by, shape.period), shape.beside && col(catalog, reading, shape.beside));
      const order = shape.period ? 'key' : 'value DESC NULLS LAST, key';
      return `SELECT ${key} AS key, ${m} AS value, count(*) AS rows FROM ${from}${whereSql(catalog, reading, reading.conditions)} GROUP BY 1 ORDER BY ${order} LIMIT ${BREAKDOWN_ROWS + 1}`;
    }
    case 'top_groups': {
      // Every group ranked within the first n, ties included: a tie for first among five groups
      // names all five. `ranked` counts them when there are more than the rows returned.
      const key = nameBesideKeySql(groupKeySql(catalog, reading, shape.by, shape.period ?? null), shape.beside && col(catalog, reading, shape.beside));
      const dir = shape.desc ? 'DESC' : 'ASC';
      const grouped = `SELECT ${key} AS key, ${m} AS value, count(*) AS rows FROM ${from}${whereSql(catalog, reading, reading.conditions, [`${key} IS NOT NULL`])} GROUP BY 1 HAVING ${m} IS NOT NULL`;
      return `SELECT key, value, rows, count(*) OVER () AS ranked FROM (SELECT * FROM (${grouped}) QUALIFY rank() OVER (ORDER BY value ${dir}) <= ${shape.n}) ORDER BY value ${dir}, key LIMIT ${Math.max(shape.n, TIED_ROWS)}`;
    }
    case 'top_rows': {
      const rank = findColumn(catalog, shape.rankBy)?.role === 'date' ? dateOf(catalog, reading, shape.rankBy) : col(catalog, reading, shape.rankBy);
      // Every row ranked within the first n, ties included, as for groups: two products sharing the
      // highest price are both named. `ranked` counts them when there are more than the rows returned.
      const dir = shape.desc ? 'DESC' : 'ASC';
      const ranked = `SELECT ${col(catalog, reading, shape.label)} AS label, ${rank} AS value FROM ${from}${whereSql(catalog, reading, reading.conditions, [`${rank} IS NOT NULL`])} QUALIFY rank() OVER (ORDER BY value ${dir}) <= ${shape.n}`;
      return `SELECT label, value, count(*) OVER () AS ranked FROM (${ranked}) ORDER BY value ${dir}, label LIMIT ${Math.max(shape.n, TIED_ROWS)}`;
    }
    case 'share': {
      const related = reading.unmatched?.asPart ? [unmatchedSql(catalog, reading, reading.unmatched)] : [];
      const part = [...shape.part.map((c) => conditionSql(catalog, reading, c)), ...related].join(' AND ');
      // Not beside a joined table's summary row ("TOTAL" in its key): the inner join's pushed-down
      // exclusion is what keeps DuckDB from casting that cell to the other key's type.
      const summaries = reading.tables.slice(1).some((name) => (catalog.tables.find((t) => t.name === name)?.summaryFilters.length ?? 0) > 0);
      return `SELECT ${m} FILTER (WHERE ${part}) AS part, ${m} AS whole, count(*) FILTER (WHERE ${part}) AS part_rows, count(*) AS rows FROM ${fromSql(reading, !summaries)}${whereSql(catalog, reading, reading.conditions)}`;
    }
    case 'compare': {
      const key = col(catalog, reading, shape.by);
      const list = shape.values.map(sqlString).join(', ');
      return `SELECT CAST(${key} AS VARCHAR) AS key, ${m} AS value, count(*) AS rows FROM ${from}${whereSql(catalog, reading, reading.conditions, [`CAST(${key} AS VARCHAR) IN (${list})`])} GROUP BY 1 ORDER BY value DESC NULLS LAST`;
    }
    case 'list': {
      const c = col(catalog, reading, shape.column);
      return `SELECT value, count(*) OVER () AS total FROM (SELECT DISTINCT ${c} AS value FROM ${from}${whereSql(catalog, reading, reading.conditions, [`${c} IS NOT NULL`])}) ORDER BY value LIMIT ${LIST_ROWS + 1}`;
    }
    case 'lookup': {
      const c = col(catalog, reading, shape.column);
      return `SELECT ${c} AS value, count(*) OVER () AS total FROM ${from}${whereSql(catalog, reading, reading.conditions)} LIMIT ${LIST_ROWS + 1}`;
    }
  }
}

/** Whether the answer is one value per group (a ranking of groups, a breakdown, a comparison). */
export function isGrouped(shape: Shape): shape is Extract<Shape, { kind: 'top_groups' | 'breakdown' | 'compare' }> {
  return shape.kind === 'top_groups' || shape.kind === 'breakdown' || shape.kind === 'compare';
}

/**
 * How the signs of `column` fall over the rows the reading takes, one unit per group of a grouped
 * answer (else all the rows): the units holding negative amounts, and those holding both signs.
 */
export function signsSql(catalog: Catalog, reading: Reading, column: ColumnRef): string {
  const shape = reading.shape;
  const key = isGrouped(shape) ? groupKeySql(catalog, reading, shape.by, shape.kind === 'compare' ? null : (shape.period ?? null)) : null;
  const c = col(catalog, reading, column);
  const units = `SELECT count(*) FILTER (WHERE ${c} < 0) AS neg, count(*) FILTER (WHERE ${c} > 0) AS pos FROM ${fromSql(reading)}${whereSql(catalog, reading, reading.conditions)}${key ? ` GROUP BY ${key}` : ''}`;
  return `SELECT count(*) FILTER (WHERE neg > 0) AS negative, count(*) FILTER (WHERE neg > 0 AND pos > 0) AS mixed FROM (${units})`;
}

function measureArg(catalog: Catalog, reading: Reading): string {
  const m = reading.measure;
  if (m.fn === 'count') return '*';
  return measuredSql(catalog, reading, m);
}

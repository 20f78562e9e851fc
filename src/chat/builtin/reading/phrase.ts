// Query rows -> the answer text: the result first (in bold), then one line saying exactly what
// was computed ("Computed: average of Salary where Department = Engineering, 43 rows.").
import type { Catalog } from './catalog.ts';
import { findColumn, tableOf } from './catalog.ts';
import { formatNumber } from '../text.ts';
import type { ColumnRef, Condition, Measure, Reading } from './types.ts';
import { BREAKDOWN_ROWS, LIST_ROWS } from './to-sql.ts';
import { isRated, rateText } from './rates-per-group.ts';
import { monthKeyWithName } from './month-labels.ts';

const OP_TEXT: Record<string, string> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '=': '=' };

function label(catalog: Catalog, ref: ColumnRef): string {
  return findColumn(catalog, ref)?.label ?? ref.column;
}

export function showValue(v: unknown): string {
  if (v === null || v === undefined) return '(empty)';
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && v.length < 16) return formatNumber(Number(v));
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z?$/.test(v)) return v.slice(0, 10);
  return String(v);
}

/** Group keys as written: years stay "2023", not "2,023". */
function showKey(v: unknown): string {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return v;
  return showValue(v);
}

/** Cells of a key column as written: pupil 3626 is "3626", never the quantity "3,626". */
function showCellOf(catalog: Catalog, ref: ColumnRef): (v: unknown) => string {
  return findColumn(catalog, ref)?.role === 'key' ? showKey : showValue;
}

function showInteger(v: unknown): string {
  return formatNumber(Number(v));
}

/** ISO days of the week, Monday 1 to Sunday 7. */
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function conditionText(catalog: Catalog, c: Condition): string {
  const name = label(catalog, c.column);
  switch (c.kind) {
    case 'in':
      return `${name} ${c.negate ? '≠' : '='} ${c.values.join(' or ')}`;
    case 'compare':
      return `${name} ${OP_TEXT[c.op]} ${formatNumber(c.value)}`;
    case 'between':
      return `${name} between ${formatNumber(c.low)} and ${formatNumber(c.high)}`;
    case 'period':
      return `${name} ${c.from && c.to ? `from ${c.from} to before ${c.to}` : c.from ? `on or after ${c.from}` : `before ${c.to}`} (${c.said})`;
    case 'weekday':
      return `${name} falls on a ${c.days.map((d) => WEEKDAY_NAMES[d - 1]).join(' or ')} (${c.said})`;
    case 'missing':
      return `${name} ${c.negate ? 'has a value' : 'is empty'}`;
    case 'rows_per':
      return `${name} has ${OP_TEXT[c.op]} ${formatNumber(c.value)} rows`;
    case 'columns':
      return `${name} ${OP_TEXT[c.op]} ${label(catalog, c.other)}`;
  }
}

function whereText(catalog: Catalog, conditions: Condition[]): string {
  return conditions.length ? ` where ${conditions.map((c) => conditionText(catalog, c)).join(' and ')}` : '';
}

/** The reading's conditions, and for an anti-join the fact rows that must not exist. */
function scopeText(catalog: Catalog, reading: Reading): string {
  const where = whereText(catalog, reading.conditions);
  if (!reading.unmatched || reading.unmatched.asPart) return where;
  return `${where}${where ? ',' : ''} ${relatedText(catalog, reading, reading.unmatched)}`;
}

/** "with no matching row in sales by sku", "with at least 2 matching rows in plots by tenant_id". */
function relatedText(catalog: Catalog, reading: Reading, related: NonNullable<Reading['unmatched']>): string {
  const facts = tableOf(catalog, reading.tables[0])?.label ?? reading.tables[0];
  const key = reading.join ? ` by ${reading.join.left.column}` : '';
  const least = related.atLeast;
  const how = !least ? 'no matching row' : least === 1 ? 'at least one matching row' : `at least ${least} matching rows`;
  return `with ${how} in ${facts}${key}${whereText(catalog, related.conditions)}`;
}

function rowsNoun(catalog: Catalog, reading: Reading): string {
  if (reading.unmatched) return `rows of ${tableOf(catalog, reading.tables[1])?.label ?? reading.tables[1]}`;
  const joined = reading.tables.slice(1).map((t) => tableOf(catalog, t)?.label ?? t).join(' and ');
  return `rows of ${tableOf(catalog, reading.tables[0])?.label ?? reading.tables[0]}${reading.join ? ` joined with ${joined}` : ''}`;
}

export function measureText(catalog: Catalog, m: Measure): string {
  const text = measureWords(catalog, m);
  return m.fn !== 'count' && m.fn !== 'ratio' && m.outgoing ? `${text} going out (its negative amounts, as positive figures)` : text;
}

function measureWords(catalog: Catalog, m: Measure): string {
  if (m.fn === 'count') return m.per ? `average number of rows per ${label(catalog, m.per)} (the rows with a ${label(catalog, m.per)}, over the ${label(catalog, m.per)} values they hold)` : 'number of rows';
  if (m.fn === 'ratio') return `total ${label(catalog, m.column)} per ${label(catalog, m.per)}`;
  // "total (parts + labour)": the expression said as computed.
  const said = m.terms?.length ? `(${label(catalog, m.column)}${m.terms.map((t) => ` ${t.op} ${label(catalog, t.column)}`).join('')})` : label(catalog, m.column);
  const of = m.inUnit ? `${said} in ${m.inUnit.unit}` : said;
  if (m.fn === 'sum' && m.perWhole) return `average total ${of} per ${label(catalog, m.perWhole)} (the total ${of} over the distinct ${label(catalog, m.perWhole)} values)`;
  if (m.fn === 'sum' && m.perPeriod) return `average ${m.perPeriod.unit}ly total ${of} (by ${label(catalog, m.perPeriod.column)})`;
  switch (m.fn) {
    case 'count_distinct':
      return `number of distinct ${of} values`;
    case 'sum':
      return `total ${of}`;
    case 'avg':
      return `average ${of}`;
    case 'median':
      return `median ${of}`;
    case 'min':
      return `lowest ${of}`;
    case 'max':
      return `highest ${of}`;
  }
}

/** The measure as the answer names it: a rate per group names its part. */
function shapedMeasureText(catalog: Catalog, reading: Reading): string {
  const m = measureText(catalog, reading.measure);
  const shape = reading.shape;
  return isRated(shape) ? rateText(m, shape.part.map((c) => conditionText(catalog, c)).join(' and ')) : m;
}

/** The one-line statement of what was computed, also used as execution_details.interpretation. */
export function readingText(catalog: Catalog, reading: Reading): string {
  const where = scopeText(catalog, reading);
  const shape = reading.shape;
  const m = shapedMeasureText(catalog, reading);
  switch (shape.kind) {
    case 'scalar':
      return `${m}${where}, over the ${rowsNoun(catalog, reading)}`;
    case 'breakdown':
      return `${m} by ${shape.period ?? label(catalog, shape.by)}${where}`;
    case 'top_groups':
      return `${m} per ${label(catalog, shape.by)}${where}, ${shape.desc ? 'highest' : 'lowest'} ${shape.n > 1 ? `${shape.n} ` : ''}first`;
    case 'top_rows':
      return `${label(catalog, shape.label)} of the ${shape.n > 1 ? `${shape.n} rows` : 'row'} with the ${shape.desc ? 'highest' : 'lowest'} ${label(catalog, shape.rankBy)}${where}`;
    case 'share': {
      // "What share of admissions had a bed move": the part is the lookup rows with related rows.
      const related = reading.unmatched?.asPart ? [relatedText(catalog, reading, reading.unmatched)] : [];
      const part = [...shape.part.map((c) => `where ${conditionText(catalog, c)}`), ...related].join(' and ');
      return `${m} ${part}, as a share of the ${m}${where ? where : ' of all rows'}`;
    }
    case 'compare':
      return `${m} for ${label(catalog, shape.by)} = ${shape.values.join(' and ')}${where}`;
    case 'list':
      return `distinct ${label(catalog, shape.column)} values${where}`;
    case 'lookup':
      return `${label(catalog, shape.column)}${where}`;
  }
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "A, B and C". */
function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function markdownTable(headers: string[], rows: string[][]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [`| ${headers.map(esc).join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(esc).join(' | ')} |`)].join('\n');
}

/**
 * Whether the query found nothing to answer with. A count of zero is an answer; an average,
 * a ranking or a share over no rows is not (the conditions match nothing together).
 */
export function foundNothing(reading: Reading, rows: unknown[][]): boolean {
  const shape = reading.shape;
  if (shape.kind === 'scalar') {
    const n = Number(rows[0]?.[1] ?? 0);
    // No row matched: the answer says so and gives no figure, a count's included ("No rows match
    // where Entry Year = 1,979"); it is no answer.
    if (n === 0) return true;
    return reading.measure.fn === 'count' || reading.measure.fn === 'count_distinct' ? false : rows[0]?.[0] === null;
  }
  if (shape.kind === 'share') return Number(rows[0]?.[3] ?? 0) === 0;
  if (shape.kind === 'list' || shape.kind === 'lookup') return Number(rows[0]?.[1] ?? 0) === 0;
  return rows.length === 0;
}

/**
 * "%" when the measure is an average, median or extreme of a column the file wrote as percentages
 * ("8%" cells: the profile's percentText, and the " (%)" ingestion adds to the header). A sum or a
 * count of percentages is not a percentage.
 */
const PERCENT_KEEPING = new Set(['avg', 'median', 'min', 'max']);
function percentUnit(catalog: Catalog, measure: Measure): string {
  if (measure.fn === 'count' || measure.fn === 'count_distinct' || measure.fn === 'ratio' || !PERCENT_KEEPING.has(measure.fn) || measure.terms?.length) return '';
  const column = findColumn(catalog, measure.column);
  return column?.stats.percentText || /\(%\)$/.test(column?.label ?? '') ? '%' : '';
}

/** The answer text for the rows the reading's query returned. */
export function phraseAnswer(catalog: Catalog, reading: Reading, rows: unknown[][]): string {
  const computed = `Computed: ${readingText(catalog, reading)}.`;
  const m = shapedMeasureText(catalog, reading);
  const where = scopeText(catalog, reading);
  const shape = reading.shape;
  // Figures of a column the file wrote as percentages ("8%") are said as percentages; so are rates.
  const unit = isRated(shape) ? '%' : percentUnit(catalog, reading.measure);
  const figure = (v: unknown) => `${showValue(v)}${v === null || v === undefined ? '' : unit}`;
  switch (shape.kind) {
    case 'scalar': {
      const [value, n, counted] = rows[0] ?? [null, 0, 0];
      if (Number(n) === 0) return `No rows match${where || ' in the table'}, so there is no ${m} to give.\n\n${computed}`;
      if (value === null) return `None of the ${showInteger(n)} matching rows has a value for it, so there is no ${m}.\n\n${computed}`;
      if (reading.measure.fn === 'sum' && reading.measure.perPeriod) {
        const unit = reading.measure.perPeriod.unit;
        return `The ${m}${where} is **${figure(value)}** (over ${showInteger(counted)} ${unit}${Number(counted) === 1 ? '' : 's'}, ${showInteger(n)} rows).\n\n${computed}`;
      }
      const perGroup = reading.measure.fn === 'count' ? reading.measure.per : reading.measure.fn === 'sum' ? reading.measure.perWhole : undefined;
      if (perGroup) return `The ${m}${where} is **${figure(value)}** (${showInteger(n)} rows over ${showInteger(counted)} ${label(catalog, perGroup)} values).\n\n${computed}`;
      const over = reading.measure.fn === 'count' ? '' : ` (${showInteger(n)} rows${counted !== undefined && Number(counted) < Number(n) ? `, ${showInteger(Number(n) - Number(counted))} without a value` : ''})`;
      return `The ${m}${where} is **${figure(value)}**${over}.\n\n${computed}`;
    }
    case 'breakdown': {
      if (rows.length === 0) return `No rows match${where}.\n\n${computed}`;
      const shown = rows.slice(0, BREAKDOWN_ROWS);
      const header = shape.period ? capitalise(shape.period) : label(catalog, shape.by);
      const table = markdownTable([header, capitalise(m), 'Rows'], shown.map((r) => [shape.period === 'month' ? monthKeyWithName(showKey(r[0])) : showKey(r[0]), figure(r[1]), showInteger(r[2])]));
      const cut = rows.length > BREAKDOWN_ROWS ? `\n\nShowing the ${BREAKDOWN_ROWS} largest groups.` : '';
      return `${capitalise(m)} by ${header.toLowerCase()}${where}:\n\n${table}${cut}\n\n${computed}`;
    }
    case 'top_groups': {
      if (rows.length === 0) return `No rows match${where}.\n\n${computed}`;
      // The query returns every group ranked within the first n, ties included.
      const ranked = Number(rows[0][3] ?? rows.length);
      const more = ranked > rows.length ? `, and ${showInteger(ranked - rows.length)} more with the same value` : '';
      const by = label(catalog, shape.by);
      const lead = rows.filter((r) => r[1] === rows[0][1]);
      if (shape.n === 1) {
        if (lead.length === 1) return `**${showKey(rows[0][0])}** has the ${shape.desc ? 'highest' : 'lowest'} ${m} per ${by}${where}: ${figure(rows[0][1])}.\n\n${computed}`;
        const names = listText(lead.map((r) => `**${showKey(r[0])}**`));
        return `${ranked} ${by} values tie for the ${shape.desc ? 'highest' : 'lowest'} ${m}${where}, ${figure(rows[0][1])} each: ${names}${more}.\n\n${computed}`;
      }
      const tiedMark = (r: unknown[]) => (rows.filter((o) => o[1] === r[1]).length > 1 ? ' (tied)' : '');
      const list = rows.map((r, i) => `${i + 1}. **${showKey(r[0])}**: ${figure(r[1])}${tiedMark(r)}`).join('\n');
      const tied = ranked > shape.n ? `\n\n${showInteger(ranked)} ${by} values rank within the first ${shape.n}, because of ties${more}.` : '';
      return `The ${shape.n} ${by} values with the ${shape.desc ? 'highest' : 'lowest'} ${m}${where}:\n\n${list}${tied}\n\n${computed}`;
    }
    case 'top_rows': {
      if (rows.length === 0) return `No rows match${where}.\n\n${computed}`;
      // The query returns every row ranked within the first n, ties included.
      const rankBy = label(catalog, shape.rankBy);
      const ranked = Number(rows[0][2] ?? rows.length);
      const more = ranked > rows.length ? `, and ${showInteger(ranked - rows.length)} more with the same value` : '';
      const extreme = shape.desc ? 'highest' : 'lowest';
      if (shape.n === 1) {
        if (ranked === 1) return `**${showValue(rows[0][0])}** has the ${extreme} ${rankBy}${where}: ${showValue(rows[0][1])}.\n\n${computed}`;
        const names = listText(rows.map((r) => `**${showValue(r[0])}**`));
        return `${showInteger(ranked)} rows tie for the ${extreme} ${rankBy}${where}, ${showValue(rows[0][1])} each: ${names}${more}.\n\n${computed}`;
      }
      const tiedMark = (r: unknown[]) => (rows.filter((o) => o[1] === r[1]).length > 1 ? ' (tied)' : '');
      const list = rows.map((r, i) => `${i + 1}. **${showValue(r[0])}**: ${showValue(r[1])}${tiedMark(r)}`).join('\n');
      const tied = ranked > shape.n ? `\n\n${showInteger(ranked)} rows rank within the first ${shape.n}, because of ties${more}.` : '';
      return `The ${shape.n} with the ${extreme} ${rankBy}${where}:\n\n${list}${tied}\n\n${computed}`;
    }
    case 'share': {
      const [part, whole, partRows, n] = rows[0] ?? [0, 0, 0, 0];
      if (Number(n) === 0 || !Number(whole)) return `No rows match${where}, so there is no share to give.\n\n${computed}`;
      const pct = (100 * Number(part ?? 0)) / Number(whole);
      const of = reading.measure.fn === 'count' ? `${showInteger(partRows)} of ${showInteger(n)} rows` : `${showValue(part ?? 0)} of ${showValue(whole)}`;
      return `**${formatNumber(pct)}%** (${of}).\n\n${computed}`;
    }
    case 'compare': {
      if (rows.length === 0) return `No rows match${where}.\n\n${computed}`;
      const byKey = new Map(rows.map((r) => [String(r[0]), r[1]]));
      const valueOf = (v: string) => byKey.get(v) ?? (reading.measure.fn === 'count' ? 0 : null);
      // "How much more in North than in South": the difference first, then both figures.
      const [a, b] = shape.values;
      if (shape.difference && shape.values.length === 2 && valueOf(a) != null && valueOf(b) != null) {
        const [va, vb] = [Number(valueOf(a)), Number(valueOf(b))];
        const ahead = va === vb ? 'they are equal' : `${va > vb ? a : b} is higher`;
        return `The difference in ${m}${where} between ${a} and ${b} is **${formatNumber(Math.abs(va - vb))}** (${a}: ${showValue(valueOf(a))}, ${b}: ${showValue(valueOf(b))}; ${ahead}).\n\n${computed}`;
      }
      const parts = shape.values.map((v) => `${v}: **${showValue(valueOf(v))}**`);
      const sorted = [...rows].sort((a, b) => (shape.lower ? -1 : 1) * (Number(b[1]) - Number(a[1])));
      // The winner first: "which has more, Berlin or Lisbon?" is answered by a name ("less": the lower one).
      const lead =
        sorted.length >= 2 && sorted[0][1] !== sorted[1][1]
          ? `**${String(sorted[0][0])}** has the ${shape.lower ? 'lower' : 'higher'} ${m} (by ${formatNumber(Math.abs(Number(sorted[0][1]) - Number(sorted[1][1])))}). `
          : sorted.length >= 2
            ? 'They are equal. '
            : '';
      return `${lead}${capitalise(m)}${where}: ${parts.join(', ')}.\n\n${computed}`;
    }
    case 'list': {
      const total = Number(rows[0]?.[1] ?? 0);
      if (total === 0) return `No rows match${where}.\n\n${computed}`;
      const values = rows.slice(0, LIST_ROWS).map((r) => showCellOf(catalog, shape.column)(r[0]));
      const more = total > values.length ? `, and ${showInteger(total - values.length)} more` : '';
      return `${showInteger(total)} ${label(catalog, shape.column)} value${total === 1 ? '' : 's'}${where}: ${values.map((v) => `**${v}**`).join(', ')}${more}.\n\n${computed}`;
    }
    case 'lookup': {
      const total = Number(rows[0]?.[1] ?? 0);
      if (total === 0) return `No rows match${where}.\n\n${computed}`;
      const name = label(catalog, shape.column);
      const show = showCellOf(catalog, shape.column);
      if (total === 1) return `The ${name}${where} is **${show(rows[0][0])}**.\n\n${computed}`;
      const values = [...new Set(rows.slice(0, LIST_ROWS).map((r) => show(r[0])))];
      return `${showInteger(total)} rows match${where}; their ${name}: ${values.map((v) => `**${v}**`).join(', ')}${total > LIST_ROWS ? ', ...' : ''}.\n\n${computed}`;
    }
  }
}

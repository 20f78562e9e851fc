// Conditions on rows from a question: cells, numbers and comparisons, dates, and "than/same as" a named row.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter, FilterOp } from './plan.ts';
import type { ColumnMention, ValueMention } from './link.ts';
import { COMPARATIVE_GE, COMPARATIVE_GT, COMPARATIVE_LE, COMPARATIVE_LT, LEAST_WORDS, MOST_WORDS } from './lexicon.ts';
import { looseNumber, numberWord, words } from './text.ts';
import type { Analysis } from './analysis.ts';
import type { Read } from './analysis.ts';
import { MONTHS, timeColumn, sideOf, nearestColumn, summable, asFilter, spansRead, union } from './analysis.ts';

const NEGATORS = ['not', 'besides', 'except', 'excluding', 'other than', 'apart from', 'aside from', 'without', 'never', 'didn t', 'did not', 'wasn t', 'weren t'];

interface NumberMention {
  index: number;
  value: number;
  op: FilterOp;
  /** Comparator words span start. */
  from: number;
  year: boolean;
  month: number | null;
}

function numberMentions(a: Analysis, read: Read): NumberMention[] {
  const out: NumberMention[] = [];
  const { q, tokens } = a;
  const inLabel = (i: number) =>
    a.cols.some((m) => (m.start <= i && i < m.end && m.score >= 0.5) || (m.col.labelWords.includes(a.q[i]) && /^\d/.test(a.q[i])));
  const question = a.tokens.length ? a.raw : '';
  // "1974-75", "1194-1997": a span of years or seasons, not two values.
  const inRange = (i: number) => {
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    return (prev?.num != null && /^[-\/]$/.test(question.slice(prev.end, t.start))) || (next?.num != null && /^[-\/]$/.test(question.slice(t.end, next.start)));
  };
  for (let i = 0; i < q.length; i++) {
    if (read.has(i) || inLabel(i) || inRange(i)) continue;
    let value = tokens[i].num ?? numberWord(q[i]);
    if (value === null) continue;
    const isWord = tokens[i].num === null;
    if (/^\d+(st|nd|rd|th)$/.test(tokens[i].text)) continue;
    let op: FilterOp = '=';
    let from = i;
    const before = (ps: string[]) => {
      for (const p of ps) {
        const n = p.split(' ').length;
        if (i - n >= 0 && q.slice(i - n, i).join(' ') === p) return n;
      }
      return 0;
    };
    const after = (ps: string[]) => {
      for (const p of ps) {
        const n = p.split(' ').length;
        if (q.slice(i + 1, i + 1 + n).join(' ') === p) return n;
      }
      return 0;
    };
    let n: number;
    if ((n = before(COMPARATIVE_GE))) { op = '>='; from = i - n; }
    else if ((n = before(COMPARATIVE_LE))) { op = '<='; from = i - n; }
    else if ((n = before(COMPARATIVE_GT))) { op = '>'; from = i - n; }
    else if ((n = before(COMPARATIVE_LT))) { op = '<'; from = i - n; }
    else if (after(COMPARATIVE_GE)) op = '>=';
    else if (after(COMPARATIVE_LE)) op = '<=';
    // "more than 5", "then" as a misspelled "than"
    else if (i >= 2 && (q[i - 1] === 'than' || q[i - 1] === 'then')) {
      const w = q[i - 2];
      if (MOST_WORDS.has(w) || w === 'over') { op = '>'; from = i - 2; }
      else if (LEAST_WORDS.has(w)) { op = '<'; from = i - 2; }
    }
    let month: number | null = null;
    if (i > 0 && MONTHS.includes(q[i - 1])) month = MONTHS.indexOf(q[i - 1]) + 1;
    const year = Number.isInteger(value) && value >= 1000 && value <= 2100;
    // "the two teams": a number word is a value only when compared ("more than two").
    if (isWord && op === '=') continue;
    value = Number(value);
    out.push({ index: i, value, op, from, year, month });
  }
  return out;
}

function negatedBefore(q: string[], start: number): boolean {
  const window = q.slice(Math.max(0, start - 4), start).join(' ');
  return NEGATORS.some((n) => new RegExp(`(^| )${n}( |$)`).test(window));
}

const MONTH_ABBR: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };

function monthOf(w: string | undefined): number | null {
  if (!w) return null;
  const full = MONTHS.indexOf(w);
  if (full >= 0) return full + 1;
  return Object.hasOwn(MONTH_ABBR, w) ? MONTH_ABBR[w] : null;
}

/** "27th of June", "July 7th", "March 2025" (text dates), "in October": day and month filters. */
function dateFilters(a: Analysis, t: TableInfo, before: Read): { filters: Filter[]; read: Read } {
  const out: Filter[] = [];
  const spans: Array<{ start: number; end: number }> = [];
  const { q, tokens } = a;
  const dateCol = t.columns.find((c) => c.kind === 'date');
  const textDateCol = t.columns.find((c) => {
    if (c.kind !== 'text') return false;
    const ne = c.values.filter((v) => v.trim());
    return ne.length > 0 && ne.filter((v) => words(v).some((w) => monthOf(w) !== null && w.length >= 3)).length / ne.length >= 0.5;
  });
  for (let i = 0; i < q.length; i++) {
    const m = monthOf(q[i]);
    if (m === null || before.has(i) || (q[i] === 'may' && !/^\d/.test(q[i + 1] ?? '') && !/^\d/.test(q[i - 1] ?? ''))) continue;
    const day = (k: number) => {
      const n = tokens[k]?.num;
      return n != null && Number.isInteger(n) && n >= 1 && n <= 31 ? n : null;
    };
    let from = i;
    let to = i;
    let d: number | null = null;
    if (day(i - 1) !== null) { d = day(i - 1); from = i - 1; }
    else if (q[i - 1] === 'of' && day(i - 2) !== null) { d = day(i - 2); from = i - 2; }
    else if (day(i + 1) !== null) { d = day(i + 1); to = i + 1; }
    const yTok = tokens[to + 1]?.num;
    const y = yTok != null && Number.isInteger(yTok) && yTok >= 1000 && yTok <= 2100 ? yTok : null;
    if (y !== null) to += 1;
    // "March 2025" on a date column is a year-and-month filter handled with numbers.
    if (d === null && y !== null && dateCol) continue;
    const col = dateCol ?? textDateCol;
    if (!col) continue;
    const said = tokens.slice(from, to + 1).map((x) => x.text).join(' ');
    out.push({ col, op: 'date', values: [m, d ?? 0, y ?? 0], said });
    spans.push({ start: from, end: to + 1 });
  }
  return { filters: out, read: spansRead(...spans) };
}

/** Filters from cell mentions and from numbers in the question. */
export function buildFilters(a: Analysis, t: TableInfo, skipVals: Set<ValueMention>, before: Read): { filters: Filter[]; read: Read } {
  const dates = dateFilters(a, t, before);
  const filters: Filter[] = [...dates.filters];
  const spans: Array<{ start: number; end: number } | null> = [];
  for (const v of a.vals) {
    if (skipVals.has(v)) continue;
    const neg = negatedBefore(a.q, v.start);
    if (v.partial && v.values.length > 1) {
      filters.push({ col: v.col, op: neg ? 'notcontains' : 'contains', values: [v.text], said: v.text });
    } else {
      filters.push({ col: v.col, op: neg ? '<>' : '=', values: v.values, said: v.text });
    }
    spans.push(v);
  }
  for (const n of numberMentions(a, union(before, dates.read, spansRead(...spans)))) {
    const f = numberFilter(a, t, n);
    if (f) {
      filters.push(f.filter);
      spans.push(f.named, { start: n.from, end: n.index + 1 });
    }
  }
  // Several cells of one column ("fishermen or farmers") are alternatives, not all required.
  const merged: Filter[] = [];
  for (const f of filters) {
    const same = merged.find((m) => m.col === f.col && m.op === f.op && (f.op === '=' || f.op === '<>') && !f.than && !m.than);
    if (same && f.op === '=') {
      same.values = [...new Set([...same.values, ...f.values])];
      same.said = `${same.said} or ${f.said}`;
    } else if (same && f.op === '<>') {
      same.values = [...new Set([...same.values, ...f.values])];
      same.said = `${same.said} nor ${f.said}`;
    } else merged.push(f);
  }
  return { filters: merged, read: union(dates.read, spansRead(...spans)) };
}

const THAN_WORDS = new Set([...MOST_WORDS, ...LEAST_WORDS, 'earlier', 'later', 'before', 'after']);

/** "more floors than the Landmark Hotel": a metric compared with the value of a named row. */
export function thanFilters(a: Analysis, t: TableInfo): { filters: Filter[]; anchors: Set<ValueMention>; read: Read } {
  const filters: Filter[] = [];
  const spans: Array<{ start: number; end: number }> = [];
  const anchors = new Set<ValueMention>();
  for (const v of a.vals) {
    // "the same county as Ballymore Eustace"
    const asAt = a.q[v.start - 1] === 'as' ? v.start - 1 : a.q[v.start - 1] === 'the' && a.q[v.start - 2] === 'as' ? v.start - 2 : -1;
    const sameAt = asAt > 0 ? a.q.lastIndexOf('same', asAt) : -1;
    if (sameAt >= 0 && asAt - sameAt <= 5) {
      const col = a.cols.find((m) => m.start > sameAt && m.end <= asAt && m.col !== v.col);
      if (col) {
        const anchor = asFilter(v);
        filters.push({ col: col.col, op: '=', values: [], said: `same ${col.col.column.label} as ${v.text}`, than: { filter: anchor, from: t.ident } });
        filters.push({ ...anchor, op: anchor.op === 'contains' ? 'notcontains' : '<>', excludesAnchor: true });
        anchors.add(v);
        spans.push({ start: sameAt, end: v.end }, col);
        continue;
      }
    }
    const thanAt = v.start - 1 >= 0 && a.q[v.start - 1] === 'than' ? v.start - 1 : v.start - 2 >= 0 && a.q[v.start - 2] === 'than' && a.q[v.start - 1] === 'the' ? v.start - 2 : -1;
    if (thanAt < 1) continue;
    let cmp = -1;
    for (let i = thanAt - 1; i >= Math.max(0, thanAt - 5); i--) if (THAN_WORDS.has(a.q[i])) { cmp = i; break; }
    if (cmp < 0) continue;
    const metric = a.cols
      .filter((m) => m.col.numExpr !== null && m.col !== v.col && sideOf(m, cmp) <= 4)
      .sort((x, y) => sideOf(x, cmp) - sideOf(y, cmp))[0];
    if (!metric) continue;
    const op: FilterOp = LEAST_WORDS.has(a.q[cmp]) || a.q[cmp] === 'earlier' || a.q[cmp] === 'before' ? '<' : '>';
    const anchor: Filter = v.partial && v.values.length > 1
      ? { col: v.col, op: 'contains', values: [v.text], said: v.text }
      : { col: v.col, op: '=', values: v.values, said: v.text };
    filters.push({ col: metric.col, op, values: [], said: `${metric.col.column.label} ${a.q[cmp]} than ${v.text}`, than: { filter: anchor, from: t.ident } });
    // The named row itself is not one of the answers.
    filters.push({ ...anchor, op: anchor.op === 'contains' ? 'notcontains' : '<>', excludesAnchor: true });
    anchors.add(v);
    spans.push({ start: cmp, end: v.end }, metric);
  }
  return { filters, anchors, read: spansRead(...spans) };
}

/** A condition from a number, with the header it names (read with it), if any. */
function numberFilter(a: Analysis, t: TableInfo, n: NumberMention): { filter: Filter; named: ColumnMention | null } | null {
  const only = (filter: Filter) => ({ filter, named: null });
  const said = a.tokens.slice(n.from, n.index + 1).map((x) => x.text).join(' ');
  if (n.month !== null) {
    const dc = t.columns.find((c) => c.kind === 'date');
    if (dc) return only({ col: dc, op: 'year', values: [n.value, n.month], said });
  }
  if (n.year) {
    const isTime = (c: ColumnInfo) => c.kind === 'date' || c.yearLike || c.yearExpr !== null;
    const named = nearestColumn(a, n.index, isTime, 3);
    const col = named?.col ?? timeColumn(t, new Set());
    if (col && isTime(col)) {
      const filter: Filter =
        col.kind === 'date' ? { col, op: 'year', values: [n.value, n.op], said }
        : col.yearLike ? { col, op: n.op, values: [n.value], said }
        : n.op === '=' ? { col, op: 'contains', values: [String(n.value)], said }
        : { col, op: n.op, values: [n.value, 'year'], said };
      return { filter, named };
    }
    const textual = t.columns.find((c) => c.kind === 'text' && c.values.some((v) => v.includes(String(n.value))));
    if (textual && n.op === '=') return only({ col: textual, op: 'contains', values: [String(n.value)], said });
  }
  // A clock time in the question ("under 46:58") is compared with a column of clock times.
  if (a.tokens[n.index].text.includes(':')) {
    const clockCol = nearestColumn(a, n.index, (c) => c.clock, 6)?.col ?? t.columns.find((c) => c.clock);
    if (clockCol) return only({ col: clockCol, op: n.op, values: [n.value], said: `${clockCol.column.label} ${said}` });
  }
  const holdsValue = (c: ColumnInfo) => c.values.some((v) => looseNumber(v) === n.value);
  const numeric = (c: ColumnInfo) => c.numExpr !== null && !(c.yearLike && !n.year) && !(n.year && n.op === '=' && !holdsValue(c));
  const named = nearestColumn(a, n.index, numeric, 4);
  if (named) return { filter: { col: named.col, op: n.op, values: [n.value], said: `${named.col.column.label} ${said}` }, named };
  // The only numeric column holding that exact value.
  if (n.op === '=') {
    const holders = t.columns.filter((c) => numeric(c) && c.values.some((v) => looseNumber(v) === n.value));
    if (holders.length === 1) return only({ col: holders[0], op: '=', values: [n.value], said: `${holders[0].column.label} ${said}` });
    return null;
  }
  const nums = t.columns.filter((c) => numeric(c) && summable(c));
  if (nums.length === 1) return only({ col: nums[0], op: n.op, values: [n.value], said: `${nums[0].column.label} ${said}` });
  return null;
}

// Rule-based semantic parsing: question words -> Plan (filters + operation) over one table.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter, FilterOp, Intent, Plan } from './plan.ts';
import type { ColumnMention, ValueMention } from './link.ts';
import { chooseValueMentions, linkColumns, linkValues } from './link.ts';
import {
  COMPARATIVE_GE, COMPARATIVE_GT, COMPARATIVE_LE, COMPARATIVE_LT, EARLY_WORDS, LATE_WORDS, LEAST_WORDS, MOST_WORDS,
  PERSON_WORDS, PLACE_WORDS, SPEED_WORDS, TIME_WORDS,
} from './lexicon.ts';
import type { Token } from './text.ts';
import { ORDINAL_WORDS, STOPWORDS, fold, looseNumber, numberWord, stem, tokenize, words } from './text.ts';

interface Analysis {
  raw: string;
  tokens: Token[];
  q: string[];
  cols: ColumnMention[];
  vals: ValueMention[];
  used: Set<number>;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NEGATORS = ['not', 'besides', 'except', 'excluding', 'other than', 'apart from', 'aside from', 'without', 'never', 'didn t', 'did not', 'wasn t', 'weren t'];
const AUX = new Set(['is', 'are', 'was', 'were', 'did', 'does', 'do', 'has', 'have', 'had', 'can', 'could', 'will', 'would']);

function findSeq(q: string[], phrase: string, from = 0): number {
  const p = phrase.split(' ');
  outer: for (let i = from; i + p.length <= q.length; i++) {
    for (let k = 0; k < p.length; k++) if (q[i + k] !== p[k]) continue outer;
    return i;
  }
  return -1;
}

/** Mentions of one table, overlaps between column and value mentions settled. */
function settle(cols: ColumnMention[], vals: ValueMention[], q: string[]): { cols: ColumnMention[]; vals: ValueMention[] } {
  const keptVals = vals.filter((v) => {
    const clash = cols.filter((c) => c.start < v.end && v.start < c.end);
    if (!clash.length) return true;
    if (v.partial) return false;
    // "the most in service": after a superlative, a numeric column is meant, not a cell.
    const prev = q[v.start - 1] ?? '';
    if ((MOST_WORDS.has(prev) || LEAST_WORDS.has(prev)) && clash.some((c) => c.col.numExpr !== null)) return false;
    const strongCol = clash.some((c) => c.score >= 0.5 && c.end - c.start >= v.end - v.start);
    return !strongCol;
  });
  const keptCols = cols.filter((c) => !keptVals.some((v) => v.start <= c.start && c.end <= v.end && v.end - v.start > c.end - c.start));
  return { cols: keptCols, vals: keptVals };
}

function personColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  const text = t.columns.filter((c) => c.kind === 'text' && !c.numericText && !avoid.has(c));
  return text.find((c) => c.labelWords.some((w) => PERSON_WORDS.has(w.replace(/s$/, '')))) ?? entityColumn(t, avoid);
}

function roleColumn(t: TableInfo, avoid: Set<ColumnInfo>, role: Set<string>): ColumnInfo | null {
  return t.columns.find((c) => !avoid.has(c) && c.labelWords.some((w) => role.has(w))) ?? null;
}

/** The column that names the rows: the first mostly-distinct text column. */
export function entityColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  const text = t.columns.filter((c) => c.kind === 'text' && !c.numericText && !avoid.has(c));
  return text.find((c) => c.distinctRatio >= 0.8) ?? text[0] ?? t.columns.find((c) => !avoid.has(c)) ?? null;
}

function timeColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  return (
    t.columns.find((c) => !avoid.has(c) && c.kind === 'date') ??
    t.columns.find((c) => !avoid.has(c) && c.yearLike) ??
    t.columns.find((c) => !avoid.has(c) && c.yearExpr !== null) ??
    roleColumn(t, avoid, TIME_WORDS)
  );
}

interface NumberMention {
  index: number;
  value: number;
  op: FilterOp;
  /** Comparator words span start. */
  from: number;
  year: boolean;
  month: number | null;
}

function numberMentions(a: Analysis): NumberMention[] {
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
    if (a.used.has(i) || inLabel(i) || inRange(i)) continue;
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

function sideOf(m: { start: number; end: number }, i: number): number {
  return i < m.start ? m.start - i : i >= m.end ? i - m.end + 1 : 0;
}

function nearestColumn(a: Analysis, i: number, pred: (c: ColumnInfo) => boolean, maxDist = 4): ColumnMention | null {
  let best: ColumnMention | null = null;
  let bestD = Infinity;
  for (const m of a.cols) {
    if (!pred(m.col)) continue;
    const d = sideOf(m, i);
    if (d <= maxDist && d < bestD) {
      best = m;
      bestD = d;
    }
  }
  return best;
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
function dateFilters(a: Analysis, t: TableInfo): Filter[] {
  const out: Filter[] = [];
  const { q, tokens } = a;
  const dateCol = t.columns.find((c) => c.kind === 'date');
  const textDateCol = t.columns.find((c) => {
    if (c.kind !== 'text') return false;
    const ne = c.values.filter((v) => v.trim());
    return ne.length > 0 && ne.filter((v) => words(v).some((w) => monthOf(w) !== null && w.length >= 3)).length / ne.length >= 0.5;
  });
  for (let i = 0; i < q.length; i++) {
    const m = monthOf(q[i]);
    if (m === null || a.used.has(i) || (q[i] === 'may' && !/^\d/.test(q[i + 1] ?? '') && !/^\d/.test(q[i - 1] ?? ''))) continue;
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
    for (let k = from; k <= to; k++) a.used.add(k);
  }
  return out;
}

/** Filters from cell mentions and from numbers in the question. */
function buildFilters(a: Analysis, t: TableInfo, skipVals: Set<ValueMention>): Filter[] {
  const filters: Filter[] = [...dateFilters(a, t)];
  for (const v of a.vals) {
    if (skipVals.has(v)) continue;
    const neg = negatedBefore(a.q, v.start);
    if (v.partial && v.values.length > 1) {
      filters.push({ col: v.col, op: neg ? 'notcontains' : 'contains', values: [v.text], said: v.text });
    } else {
      filters.push({ col: v.col, op: neg ? '<>' : '=', values: v.values, said: v.text });
    }
    for (let i = v.start; i < v.end; i++) a.used.add(i);
  }
  for (const n of numberMentions(a)) {
    const f = numberFilter(a, t, n);
    if (f) {
      filters.push(f);
      for (let i = n.from; i <= n.index; i++) a.used.add(i);
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
  return merged;
}

const THAN_WORDS = new Set([...MOST_WORDS, ...LEAST_WORDS, 'earlier', 'later', 'before', 'after']);

/** "more floors than the Landmark Hotel": a metric compared with the value of a named row. */
function thanFilters(a: Analysis, t: TableInfo): { filters: Filter[]; anchors: Set<ValueMention> } {
  const filters: Filter[] = [];
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
        for (let i = sameAt; i < v.end; i++) a.used.add(i);
        markUsed(a, col);
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
    for (let i = cmp; i < v.end; i++) a.used.add(i);
    markUsed(a, metric);
  }
  return { filters, anchors };
}

function numberFilter(a: Analysis, t: TableInfo, n: NumberMention): Filter | null {
  const said = a.tokens.slice(n.from, n.index + 1).map((x) => x.text).join(' ');
  if (n.month !== null) {
    const dc = t.columns.find((c) => c.kind === 'date');
    if (dc) return { col: dc, op: 'year', values: [n.value, n.month], said };
  }
  if (n.year) {
    const isTime = (c: ColumnInfo) => c.kind === 'date' || c.yearLike || c.yearExpr !== null;
    const named = nearestColumn(a, n.index, isTime, 3);
    const col = named?.col ?? timeColumn(t, new Set());
    if (col && isTime(col)) {
      if (named) for (let i = named.start; i < named.end; i++) a.used.add(i);
      if (col.kind === 'date') return { col, op: 'year', values: [n.value, n.op], said };
      if (col.yearLike) return { col, op: n.op, values: [n.value], said };
      return n.op === '=' ? { col, op: 'contains', values: [String(n.value)], said } : { col, op: n.op, values: [n.value, 'year'], said };
    }
    const textual = t.columns.find((c) => c.kind === 'text' && c.values.some((v) => v.includes(String(n.value))));
    if (textual && n.op === '=') return { col: textual, op: 'contains', values: [String(n.value)], said };
  }
  // A clock time in the question ("under 46:58") is compared with a column of clock times.
  if (a.tokens[n.index].text.includes(':')) {
    const clockCol = nearestColumn(a, n.index, (c) => c.clock, 6)?.col ?? t.columns.find((c) => c.clock);
    if (clockCol) return { col: clockCol, op: n.op, values: [n.value], said: `${clockCol.column.label} ${said}` };
  }
  const holdsValue = (c: ColumnInfo) => c.values.some((v) => looseNumber(v) === n.value);
  const numeric = (c: ColumnInfo) => c.numExpr !== null && !(c.yearLike && !n.year) && !(n.year && n.op === '=' && !holdsValue(c));
  const named = nearestColumn(a, n.index, numeric, 4);
  if (named) {
    for (let i = named.start; i < named.end; i++) a.used.add(i);
    return { col: named.col, op: n.op, values: [n.value], said: `${named.col.column.label} ${said}` };
  }
  // The only numeric column holding that exact value.
  if (n.op === '=') {
    const holders = t.columns.filter((c) => numeric(c) && c.values.some((v) => looseNumber(v) === n.value));
    if (holders.length === 1) return { col: holders[0], op: '=', values: [n.value], said: `${holders[0].column.label} ${said}` };
    return null;
  }
  const nums = t.columns.filter((c) => numeric(c) && summable(c));
  if (nums.length === 1) return { col: nums[0], op: n.op, values: [n.value], said: `${nums[0].column.label} ${said}` };
  return null;
}

function whIndex(q: string[]): number {
  return q.findIndex((w) => ['which', 'what', 'who', 'whom', 'whose', 'when', 'where', 'name', 'list', 'show', 'give', 'tell'].includes(w));
}

/** The column the answer comes from. */
function findTarget(a: Analysis, t: TableInfo, avoid: Set<ColumnInfo>): { col: ColumnInfo | null; explicit: boolean } {
  const q = a.q;
  const wi = whIndex(q);
  if (wi >= 0) {
    const near = a.cols
      .filter((m) => !avoid.has(m.col) && m.start > wi && m.start <= wi + 4)
      .sort((x, y) => x.start - y.start || y.score - x.score)[0];
    const w = q[wi];
    const isWho = w === 'who' || w === 'whom' || w === 'whose';
    if (near && q.slice(wi + 1, near.start).every((x) => STOPWORDS.has(x) || AUX.has(x)) && !(isWho && (near.col.kind !== 'text' || near.col.numericText))) {
      return { col: near.col, explicit: true };
    }
    // "which employee" for employees.csv: the column naming the rows.
    const noun = q[wi + 1];
    if (noun && !STOPWORDS.has(noun) && words(t.table.label).some((lw) => stem(lw) === stem(noun))) {
      const ec = entityColumn(t, avoid);
      if (ec) return { col: ec, explicit: true };
    }
    if (w === 'who' || w === 'whom' || w === 'whose') return { col: personColumn(t, avoid), explicit: true };
    if (w === 'when' || (w === 'what' && ['year', 'date', 'season', 'day', 'month'].includes(q[wi + 1]))) {
      const tc = timeColumn(t, avoid);
      if (tc) return { col: tc, explicit: true };
    }
    if (w === 'where') {
      const pc = roleColumn(t, avoid, PLACE_WORDS);
      if (pc) return { col: pc, explicit: true };
    }
    if (near) return { col: near.col, explicit: false };
  }
  const any = a.cols.filter((m) => !avoid.has(m.col)).sort((x, y) => y.score - x.score)[0];
  if (any && any.score >= 0.5) return { col: any.col, explicit: false };
  return { col: entityColumn(t, avoid), explicit: false };
}

/** A numeric column named in the question, preferring the one nearest to position i. */
function metricNear(a: Analysis, i: number, avoid: Set<ColumnInfo>): ColumnMention | null {
  const cands = a.cols.filter((m) => m.col.numExpr !== null && !avoid.has(m.col));
  if (!cands.length) return null;
  return cands.sort((x, y) => sideOf(x, i) - sideOf(y, i) || y.score - x.score)[0];
}

function markUsed(a: Analysis, m: { start: number; end: number } | null) {
  if (m) for (let i = m.start; i < m.end; i++) a.used.add(i);
}

/** Question words naming the table itself ("employees" for employees.csv). */
function labelScore(t: TableInfo, stemsOf: Set<string>): number {
  const names = t.joinOf ?? [t.table.name];
  const labelWords = [...words(t.table.label.replace(/\.[a-z0-9]+(?= |$)/gi, ' ')), ...names.flatMap((n) => words(n.replace(/_/g, ' ')))];
  return 0.6 * new Set(labelWords.filter((w) => !STOPWORDS.has(w) && stemsOf.has(stem(w))).map(stem)).size;
}

function pickTable(tables: TableInfo[], cols: ColumnMention[], vals: ValueMention[], stemsOf: Set<string>): TableInfo {
  let best = tables[0];
  let bestScore = -1;
  // Single tables come first, so a join is chosen only when it explains strictly more of the question.
  for (const t of tables) {
    const s =
      labelScore(t, stemsOf) +
      cols.filter((c) => c.col.table === t.table).reduce((x, c) => x + c.score, 0) +
      vals.filter((v) => v.col.table === t.table).reduce((x, v) => x + v.score * (v.end - v.start), 0);
    if (s > bestScore) {
      best = t;
      bestScore = s;
    }
  }
  return best;
}

function ordinalAt(q: string[], i: number): number | null {
  const w = q[i];
  if (Object.hasOwn(ORDINAL_WORDS, w)) return ORDINAL_WORDS[w];
  const m = w?.match(/^(\d+)(st|nd|rd|th)$/);
  return m ? Number(m[1]) : null;
}

/** Interprets a question over the given tables (one of them is chosen). */
export function interpret(question: string, tables: TableInfo[], joins: TableInfo[] = []): Plan | null {
  if (!tables.length) return null;
  const tokens = tokenize(question);
  const q = tokens.map((t) => t.text);
  const singleCols = linkColumns(tokens, tables);
  const singleVals = chooseValueMentions(linkValues(tokens, tables));
  const stemsOf = new Set(q.map(stem));
  let t = pickTable(tables, singleCols, singleVals, stemsOf);
  let cols = singleCols.filter((c) => c.col.table === t.table);
  let vals = singleVals.filter((v) => v.col.table === t.table);
  const score = (cs: ColumnMention[], vs: ValueMention[], ti: TableInfo) =>
    labelScore(ti, stemsOf) + cs.reduce((x, c) => x + c.score, 0) + vs.reduce((x, v) => x + v.score * (v.end - v.start), 0);
  for (const j of joins) {
    if (!j.joinOf?.includes(t.table.name)) continue;
    const jc = linkColumns(tokens, [j]);
    const jv = chooseValueMentions(linkValues(tokens, [j]));
    if (score(jc, jv, j) > score(cols, vals, t) + 0.3) {
      t = j;
      cols = jc;
      vals = jv;
    }
  }
  const settled = settle(cols, vals, q);
  const a: Analysis = { raw: fold(question), tokens, q, cols: settled.cols, vals: settled.vals, used: new Set() };
  return planFor(a, t);
}

function planFor(a: Analysis, t: TableInfo): Plan | null {
  const q = a.q;
  const has = (p: string) => findSeq(q, p) >= 0;
  const relative = relativeOrder(a);
  const choiceAt = relative ?? choiceOptions(a) ?? numericChoice(a, t);
  const skip = new Set<ValueMention>(choiceAt ? [choiceAt[0], choiceAt[1]] : []);
  if (choiceAt) for (const m of choiceAt) for (let i = m.start; i < m.end; i++) a.used.add(i);

  // Row-adjacency: "after X", "next after X", "before X", "previous to X", "above/below X".
  const adj = relative ? null : (adjacency(a) ?? numericAnchor(a, t));
  if (adj) {
    skip.add(adj.anchor);
    for (let i = adj.anchor.start; i < adj.anchor.end; i++) a.used.add(i);
  }
  const topN = topCount(a);
  const than = thanFilters(a, t);
  // "how many abbreviations are after Tarmo": rows below (or above) a named row.
  if (/\b(how many|number of)\b/.test(q.join(' '))) {
    for (const v of a.vals) {
      const cue = q[v.start - 1] === 'the' ? q[v.start - 2] : q[v.start - 1];
      if ((cue === 'after' || cue === 'before' || cue === 'below' || cue === 'above') && !v.partial) {
        than.filters.push({ col: v.col, op: cue === 'after' || cue === 'below' ? 'rowafter' : 'rowbefore', values: v.values, said: `${cue} ${v.text}`, than: { filter: asFilter(v), from: t.ident } });
        skip.add(v);
        for (let i = v.start - 1; i < v.end; i++) a.used.add(i);
      }
    }
  }
  for (const v of than.anchors) skip.add(v);
  const filters = [...than.filters, ...buildFilters(a, t, skip)];
  const filterCols = new Set(filters.filter((f) => !f.excludesAnchor).map((f) => f.col));
  let intent: Intent | null = null;
  let explicit = true;

  const supIdx = q.findIndex((w, i) => (MOST_WORDS.has(w) || LEAST_WORDS.has(w)) && !a.used.has(i) && !(q[i + 1] === 'than'));
  const amountOf = findSeq(q, 'amount of');
  const numberOf = findSeq(q, 'number of') >= 0 ? findSeq(q, 'number of') : amountOf >= 0 && !a.cols.some((m) => m.start === amountOf + 2 && summable(m.col)) ? amountOf : -1;
  const superlativeNumberOf = numberOf > 0 && supIdx >= 0 && supIdx < numberOf && !has('how many');
  const howMany = has('how many') ? findSeq(q, 'how many') + 2 : numberOf >= 0 && !superlativeNumberOf ? numberOf + 2 : -1;
  const countCue = howMany >= 0 || q[0] === 'count' || has('how often');
  let desc = supIdx >= 0 ? MOST_WORDS.has(q[supIdx]) : true;
  const yesno = AUX.has(q[0]) && !has('how many');

  if (adj) {
    const avoid = new Set<ColumnInfo>();
    const tgt = findTarget(a, t, avoid);
    const byName = tgt.col && a.cols.some((m) => m.col === tgt.col);
    const target = tgt.col && byName ? tgt.col : adj.anchor.col;
    explicit = true;
    intent = {
      kind: 'adjacent', target,
      anchor: { col: adj.anchor.col, op: '=', values: adj.anchor.values, said: adj.anchor.text },
      offset: adj.offset,
      timeCol: /\b(listed|above|below|row|table|list|chart)\b/.test(q.join(' ')) ? null : timeColumn(t, new Set([adj.anchor.col])),
      rankBy: null,
    };
    const nextSup = q.findIndex((w, i) => i > 0 && ['next', 'second'].includes(q[i - 1]) && (MOST_WORDS.has(w) || LEAST_WORDS.has(w)));
    const rankCol = nextSup >= 0 ? metricNear(a, nextSup, new Set([adj.anchor.col])) : null;
    if (rankCol) {
      markUsed(a, rankCol);
      intent.rankBy = { col: rankCol.col, desc: MOST_WORDS.has(q[nextSup]) };
      intent.offset = 1;
      intent.timeCol = null;
    }
  } else if (relative) {
    for (let i = relative[0].start; i < relative[1].end; i++) a.used.add(i);
    intent = { kind: 'choice', target: relative[0].col, options: [asFilter(relative[0]), asFilter(relative[1])], metric: null, desc: false, by: 'relative' };
  } else if (choiceAt) {
    intent = choiceIntent(a, choiceAt, filterCols);
  } else if (yesno) {
    intent = yesNoIntent(a, filters);
  } else if (has('difference') || /\bhow (many|much) (more|less|fewer|higher|lower|bigger|larger|greater|longer)\b/.test(q.join(' '))) {
    intent = differenceIntent(a, filters, null);
  } else if (/\bhow (many years|long) (after|before|between|from|separate)/.test(q.join(' ')) || /\bhow many years (passed|elapsed)/.test(q.join(' '))) {
    intent = differenceIntent(a, filters, timeColumn(t, new Set(filters.map((f) => f.col))));
  }

  if (!intent && countCue) {
    const distinctIdx = q.findIndex((w) => w === 'different' || w === 'distinct' || w === 'unique');
    const skipWords = q[howMany] && ['total', 'different', 'distinct', 'unique', 'separate'].includes(q[howMany]) ? 1 : 0;
    const counted = a.cols.find((m) => howMany >= 0 && m.start >= howMany && m.start <= howMany + skipWords && !filterCols.has(m.col));
    const repeatedText = counted && counted.col.kind === 'text' && !counted.col.numericText && counted.col.distinctRatio < 0.9 && filters.length === 0;
    if ((distinctIdx >= 0 || repeatedText) && counted) {
      markUsed(a, counted);
      intent = { kind: 'count', distinct: counted.col };
    } else if (counted && summable(counted.col)) {
      markUsed(a, counted);
      intent = { kind: 'aggregate', fn: 'sum', metric: counted.col };
    } else {
      intent = { kind: 'count', distinct: null };
      // "how many medals did Venezuela win": one named row of a table with a Total column.
      const total = t.columns.find((c) => summable(c) && c.labelWords.length === 1 && c.labelWords[0] === 'total' && !filterCols.has(c));
      const named = filters.length > 0 && filters.every((x) => x.op === '=' && x.col.distinctRatio >= 0.9 && x.values.length === 1);
      if (total && named && howMany >= 0 && !a.cols.some((m) => m.start >= howMany && m.start <= howMany + 1)) {
        intent = { kind: 'aggregate', fn: 'sum', metric: total };
      }
    }
  }

  const grp = groupBy(a, filterCols);

  if (!intent) {
    const avg = q.findIndex((w) => w === 'average' || w === 'mean' || w === 'avg');
    const sum = q.findIndex((w) => w === 'total' || w === 'sum' || w === 'combined' || w === 'altogether');
    if (avg >= 0 || sum >= 0) {
      const at = avg >= 0 ? avg : sum;
      const m = metricNear(a, at, filterCols);
      if (m) {
        markUsed(a, m);
        intent = grp
          ? { kind: 'group', group: grp, fn: avg >= 0 ? 'avg' : 'sum', metric: m.col }
          : { kind: 'aggregate', fn: avg >= 0 ? 'avg' : 'sum', metric: m.col };
      }
    }
  }
  if (intent && intent.kind === 'count' && grp) intent = { kind: 'group', group: grp, fn: 'count', metric: null };

  if (!intent) {
    // Superlatives and first/last.
    const earlyIdx = q.findIndex((w, i) => (EARLY_WORDS.has(w) || LATE_WORDS.has(w)) && !a.used.has(i));
    if (supIdx >= 0) {
      const sw = q[supIdx];
      const m = metricNear(a, supIdx, filterCols);
      // "fastest" means the lowest time, but the highest speed.
      if (SPEED_WORDS.has(sw) && m && !m.col.clock) desc = !desc;
      const tgtAvoid = new Set([...filterCols, ...(m ? [m.col] : [])]);
      const tgt = findTarget(a, t, tgtAvoid);
      explicit = tgt.explicit;
      const wantsValue = /^(what|how) (is|was|are|were)? ?(the )?(most|highest|largest|greatest|least|lowest|smallest|fewest|maximum|minimum|max|min)/.test(q.join(' ')) && !tgt.explicit;
      if (m && grp) {
        markUsed(a, m);
        explicit = true;
        intent = { kind: 'group', group: grp, fn: desc ? 'max' : 'min', metric: m.col };
      } else if (m && wantsValue) {
        markUsed(a, m);
        explicit = true;
        intent = { kind: 'aggregate', fn: desc ? 'max' : 'min', metric: m.col };
      } else if (m && tgt.col && tgt.col !== m.col) {
        markUsed(a, m);
        intent = { kind: 'extreme', target: tgt.col, metric: m.col, desc, n: topN ?? 1, byTime: false };
      } else if (m) {
        markUsed(a, m);
        explicit = true;
        intent = { kind: 'aggregate', fn: desc ? 'max' : 'min', metric: m.col };
      } else if (tgt.col && tgt.col.distinctRatio < 0.9 && !EARLY_WORDS.has(sw) && !LATE_WORDS.has(sw) && sw !== 'top' && sw !== 'best') {
        // "which venue hosted the most events": the value that occurs in the most rows.
        intent = { kind: 'extreme', target: tgt.col, metric: null, desc, n: topN ?? 1, byTime: false };
      } else if (tgt.col && looseMetric(a, t, supIdx, tgt.col)) {
        const lm = looseMetric(a, t, supIdx, tgt.col) as ColumnInfo;
        intent = { kind: 'extreme', target: tgt.col, metric: lm, desc, n: topN ?? 1, byTime: false };
        explicit = false;
      } else if (tgt.col && ['oldest', 'youngest'].includes(sw)) {
        const tc = timeColumn(t, new Set([tgt.col]));
        if (tc) intent = { kind: 'extreme', target: tgt.col, metric: tc, desc: sw === 'youngest', n: 1, byTime: true };
      } else if (tgt.col) {
        // "the top team", "the best film": the first row, tables being ranked.
        intent = { kind: 'position', target: tgt.col, last: LEAST_WORDS.has(sw), n: topN ?? 1 };
        explicit = false;
      }
      a.used.add(supIdx);
    } else if (earlyIdx >= 0) {
      const w = q[earlyIdx];
      const last = LATE_WORDS.has(w);
      const tgt = findTarget(a, t, filterCols);
      explicit = tgt.explicit;
      const ordinalFilter = placeFilter(a, t, earlyIdx);
      if (ordinalFilter && tgt.col) {
        filters.push(ordinalFilter);
        intent = { kind: 'lookup', target: tgt.col };
      } else if (tgt.col) {
        const namedTime = a.cols.find((m) => m.col !== tgt.col && (m.col.kind === 'date' || m.col.yearLike) && !filterCols.has(m.col));
        const tc = namedTime?.col ?? (['earliest', 'latest', 'newest', 'oldest', 'recent'].includes(w) ? timeColumn(t, new Set([tgt.col])) : null);
        intent = tc
          ? { kind: 'extreme', target: tgt.col, metric: tc, desc: last, n: topN ?? 1, byTime: true }
          : { kind: 'position', target: tgt.col, last, n: topN ?? 1 };
      }
      a.used.add(earlyIdx);
    }
  }

  if (!intent && grp && /\b(by|per)\b/.test(q.join(' '))) {
    intent = { kind: 'group', group: grp, fn: 'count', metric: null };
  }

  if (!intent) {
    const tgt = findTarget(a, t, filterCols);
    explicit = tgt.explicit;
    if (tgt.col) intent = { kind: 'lookup', target: tgt.col };
  }
  if (!intent) return null;

  const mentioned = new Set<number>();
  for (const m of [...a.cols, ...a.vals]) for (let i = m.start; i < m.end; i++) mentioned.add(i);
  const tableWords = new Set(words(t.table.label).map(stem));
  // The thing counted ("how many horses") needs no column of its own.
  const counted = howMany >= 0 ? howMany + (['different', 'distinct', 'unique', 'total'].includes(q[howMany]) ? 1 : 0) : -1;
  const unexplainedAt = q
    .map((w, i) => i)
    .filter((i) => {
      const w = q[i];
      if (STOPWORDS.has(w) || AUX.has(w) || a.used.has(i) || mentioned.has(i) || KNOWN_CUES.has(w) || i === counted) return false;
      return !tableWords.has(stem(w)) && a.tokens[i].num === null;
    });
  const unexplained = unexplainedAt.map((i) => q[i]);
  const unusedNumbers = a.tokens.filter((tk, i) => tk.num !== null && !a.used.has(i) && !mentioned.has(i));
  const linked = a.cols.length + a.vals.length + filters.length;
  let confidence = linked === 0 ? (intent.kind === 'count' ? 0.8 : 0.2) : explicit ? 0.9 : 0.7;
  // Words or numbers the plan does not use may carry a condition it missed: answer, but say so.
  if (unexplained.length >= 2 || unusedNumbers.length > 0) confidence = Math.min(confidence, 0.7);
  if (intent.kind === 'count' && filters.length === 0 && unexplained.length >= 1) confidence = Math.min(confidence, 0.7);
  if (intent.kind === 'lookup' && filters.length === 0) confidence = Math.min(confidence, 0.4);
  return { table: t, intent, filters, confidence, unexplained };
}

const IDENTIFIER_WORDS = new Set(['no', 'number', 'rank', 'pick', 'episode', 'pos', 'position', 'place', 'round', 'week', 'game', 'season', 'year', 'id', 'code', 'seed', 'series', 'overall', 'order', 'lane', 'heat', 'bib']);

/** A numeric column whose values add up to something (not an identifier or ordinal). */
export function summable(c: ColumnInfo): boolean {
  if (c.numExpr === null || c.yearLike) return false;
  if (c.labelWords.some((w) => IDENTIFIER_WORDS.has(w)) || c.column.label.includes('#')) return false;
  return !c.values.some((v) => /^\d+(st|nd|rd|th)$/i.test(v.trim()));
}

const KNOWN_CUES = new Set([
  ...MOST_WORDS, ...LEAST_WORDS, ...EARLY_WORDS, ...LATE_WORDS,
  'average', 'mean', 'sum', 'combined', 'difference', 'next', 'previous', 'after', 'before', 'above', 'below', 'following',
  'preceding', 'different', 'distinct', 'unique', 'times', 'count', 'top', 'bottom', 'how', 'long', 'often', 'group', 'per',
  'each', 'did', 'more', 'rows', 'records', 'entries',
]);

/** A numeric column named loosely after a superlative ("most songwriters" -> "Songwriter(s)"). */
function looseMetric(a: Analysis, t: TableInfo, at: number, target: ColumnInfo): ColumnInfo | null {
  const next = a.q.slice(at + 1, at + 5).filter((w) => !STOPWORDS.has(w) && w !== 'amount');
  const cands = t.columns.filter((c) => c !== target && c.numExpr !== null && !c.yearLike);
  for (const w of next) {
    if (w.length < 4) continue;
    const root = stem(w);
    const hit = cands.find((c) =>
      c.labelWords.some((lw) => lw.length >= 4 && (lw.startsWith(w.slice(0, 4)) || w.startsWith(lw.slice(0, 4)) || (root.length >= 3 && lw.startsWith(root)))),
    );
    if (hit) return hit;
  }
  return null;
}

/** "is X listed above or below Y": where two rows sit relative to each other. */
function relativeOrder(a: Analysis): [ValueMention, ValueMention] | null {
  const joined = a.q.join(' ');
  if (!/\b(above or below|below or above|before or after|after or before|higher or lower|lower or higher)\b/.test(joined)) return null;
  for (let i = 0; i + 1 < a.vals.length; i++) if (a.vals[i].col === a.vals[i + 1].col) return [a.vals[i], a.vals[i + 1]];
  return null;
}

/** "week 10 or 12", "1998 or 2006": two numbers offered as alternatives, read as cells of one column. */
function numericChoice(a: Analysis, t: TableInfo): [ValueMention, ValueMention] | null {
  const { q, tokens } = a;
  for (let i = 0; i + 2 < q.length; i++) {
    const x = tokens[i].num;
    const gap = q[i + 1] === 'or' ? (tokens[i + 2]?.num != null ? 2 : tokens[i + 3]?.num != null && !STOPWORDS.has(q[i + 2]) ? 3 : q[i + 2] === 'in' || q[i + 2] === 'the' ? 3 : 0) : 0;
    if (x === null || !gap) continue;
    const y = tokens[i + gap]?.num;
    if (y === null || y === undefined) continue;
    const cellsOf = (c: ColumnInfo, n: number) => c.values.filter((v) => looseNumber(v) === n && /^\D{0,3}[\d.,]+\D{0,3}$/.test(v.trim()));
    const holds = (c: ColumnInfo) => cellsOf(c, x).length > 0 && cellsOf(c, y).length > 0;
    const named = nearestColumn(a, i, holds, 3);
    const col = named?.col ?? t.columns.find((c) => holds(c) && (x >= 1000 && x <= 2100 ? c.yearLike : true)) ?? t.columns.find(holds);
    if (!col) continue;
    markUsed(a, named);
    const mk = (n: number, at: number): ValueMention => ({ col, values: cellsOf(col, n), start: at, end: at + 1, score: 1, partial: false, text: tokens[at].text });
    return [mk(x, i), mk(y, i + gap)];
  }
  return null;
}

/** "the 5 highest", "top 3": how many rows the superlative asks for. */
function topCount(a: Analysis): number | null {
  const q = a.q;
  for (let i = 0; i < q.length; i++) {
    if (q[i] === 'top' || q[i] === 'bottom' || MOST_WORDS.has(q[i]) || LEAST_WORDS.has(q[i]) || EARLY_WORDS.has(q[i]) || LATE_WORDS.has(q[i])) {
      if (q[i - 1] === 'at' || q[i + 1] === 'than') continue;
      const plain = (tk: Token | undefined) => (tk && /^\d+(st|nd|rd|th)$/.test(tk.text) ? undefined : tk);
      const next = plain(a.tokens[i + 1]);
      const prev = plain(a.tokens[i - 1]);
      const n = next?.num ?? numberWord(next?.text ?? '') ?? prev?.num ?? numberWord(prev?.text ?? '');
      if (n !== null && n !== undefined && Number.isInteger(n) && n > 1 && n <= 100) {
        a.used.add(next?.num !== null || numberWord(next?.text ?? '') !== null ? i + 1 : i - 1);
        return n;
      }
    }
  }
  return null;
}

/** "placed first", "finished 3rd", "came in first": a filter on a position-like column. */
function placeFilter(a: Analysis, t: TableInfo, i: number): Filter | null {
  const n = ordinalAt(a.q, i);
  if (n === null) return null;
  const verbs = ['placed', 'finished', 'came', 'ranked', 'place', 'position', 'rank', 'finish', 'finishing', 'in', 'picked', 'pick', 'drafted', 'selected', 'chosen', 'seeded'];
  if (!verbs.includes(a.q[i - 1] ?? '') && !verbs.includes(a.q[i + 1] ?? '')) return null;
  const forms = new Set([String(n), `${n}st`, `${n}nd`, `${n}rd`, `${n}th`, `${n}.`, `t${n}`, `=${n}`]);
  for (const c of t.columns) {
    const hits = c.values.filter((v) => forms.has(v.trim().toLowerCase().replace(/\s+/g, '')));
    if (hits.length && (c.labelWords.some((w) => ['pos', 'position', 'place', 'rank', 'result', 'finish', 'placing', 'standing', 'pick', 'seed', 'overall'].includes(w)) || c.numericText)) {
      return { col: c, op: '=', values: hits, said: a.q[i] };
    }
  }
  return null;
}

interface Adjacency {
  anchor: ValueMention;
  offset: number;
}

/** "the year listed before 2001": a number as the anchor row, in the column the question asks for. */
function numericAnchor(a: Analysis, t: TableInfo): Adjacency | null {
  const q = a.q;
  const joined = q.join(' ');
  if (/\bhow many\b/.test(joined) || !/\b(listed|comes?|came|next|previous|immediately|directly|right)\b/.test(joined)) return null;
  for (let i = 1; i < q.length; i++) {
    const n = a.tokens[i].num;
    if (n === null || a.used.has(i) || !['before', 'after', 'following', 'preceding'].includes(q[i - 1])) continue;
    const col =
      a.cols.map((m) => m.col).find((c) => c.values.some((v) => looseNumber(v) === n && v.trim().length <= String(n).length + 3)) ??
      t.columns.find((c) => c.yearLike && c.values.some((v) => looseNumber(v) === n));
    if (!col) continue;
    const cells = col.values.filter((v) => looseNumber(v) === n && v.trim().length <= String(n).length + 3);
    return {
      anchor: { col, values: cells, start: i, end: i + 1, score: 1, partial: false, text: a.tokens[i].text },
      offset: ['before', 'preceding'].includes(q[i - 1]) ? -1 : 1,
    };
  }
  return null;
}

function adjacency(a: Analysis): Adjacency | null {
  const q = a.q;
  for (const v of a.vals) {
    // One unmatched word may sit between the cue and the cell ("before ale figge" for "Alex Figge").
    const lead = v.start > 0 && !STOPWORDS.has(q[v.start - 1]) && !a.cols.some((c) => c.start <= v.start - 1 && v.start - 1 < c.end) && ['before', 'after', 'above', 'below'].includes(q[v.start - 2] ?? '') ? 1 : 0;
    const before = q.slice(Math.max(0, v.start - 4 - lead), v.start - lead).join(' ');
    const joined = q.join(' ');
    const one = '( the)?( (one|ones|race|game|match|event|year|season|edition|tournament|competition|stage|round|episode|album|film|song))?( (in|at|from|of|with|by|for))?( the)?$';
    if (new RegExp(`\\b(after|following|below|under|behind)${one}`).test(before) || (/\bnext\b/.test(joined) && /\bafter\b/.test(before))) {
      if (/\b(listed|comes?|came|is|was|placed|finished|ranked|next|what|who|which|one)\b/.test(joined) && !/\b(how many)\b/.test(joined)) {
        return { anchor: v, offset: 1 };
      }
    }
    if (new RegExp(`\\b(before|preceding|above|ahead of|previous to|prior to|previous)${one}`).test(before) && !/\bhow many\b/.test(joined)) {
      return { anchor: v, offset: -1 };
    }
  }
  return null;
}

/** "X or Y": two cells of one column offered as alternatives. */
function choiceOptions(a: Analysis): [ValueMention, ValueMention] | null {
  const joined = a.q.join(' ');
  const comparative = a.q.some((w) => MOST_WORDS.has(w) || LEAST_WORDS.has(w));
  if (/\b(how many|number of)\b/.test(joined) && !comparative) return null;
  if (/\b(average|mean|total|sum|combined|altogether)\b/.test(joined) && !/\b(difference|which|who)\b/.test(joined) && !comparative) return null;
  for (let i = 0; i + 1 < a.vals.length; i++) {
    const x = a.vals[i];
    const y = a.vals[i + 1];
    const between = a.q.slice(x.end, y.start).join(' ');
    const sameCol = a.vals.filter((v) => v.col === x.col).length;
    if (sameCol > 2) continue;
    if (x.col === y.col && /^(or|or the|or in|and|vs|versus)$/.test(between) && (a.q.slice(0, x.start).some((w) => w === 'or') || between.startsWith('or') || /\b(which|who|what)\b/.test(a.q.join(' ')))) {
      if (between === 'and' && !/\b(difference|between)\b/.test(a.q.join(' ')) && !/\bwhich|who\b/.test(a.q.join(' '))) continue;
      return [x, y];
    }
  }
  return null;
}

function asFilter(v: ValueMention): Filter {
  return v.partial && v.values.length > 1
    ? { col: v.col, op: 'contains', values: [v.text], said: v.text }
    : { col: v.col, op: '=', values: v.values, said: v.text };
}

function choiceIntent(a: Analysis, opts: [ValueMention, ValueMention], filterCols: Set<ColumnInfo>): Intent {
  const q = a.q;
  for (let i = opts[0].start; i < opts[1].end; i++) a.used.add(i);
  const isDiff = /\b(difference|between)\b/.test(q.join(' ')) && !/\b(which|who)\b/.test(q.join(' '));
  const near = metricNear(a, opts[0].start, new Set([...filterCols, opts[0].col]));
  if (isDiff) {
    markUsed(a, near);
    return { kind: 'difference', options: [asFilter(opts[0]), asFilter(opts[1])], metric: near?.col ?? null };
  }
  const cmpIdx = q.findIndex((w) => MOST_WORDS.has(w) || LEAST_WORDS.has(w) || EARLY_WORDS.has(w) || LATE_WORDS.has(w));
  const metricM = near && (summable(near.col) || (cmpIdx >= 0 && sideOf(near, cmpIdx) <= 1)) ? near : null;
  const cw = cmpIdx >= 0 ? q[cmpIdx] : 'more';
  const orderWords = ['earlier', 'first', 'before', 'sooner', 'later', 'last', 'after', 'above', 'below', 'higher', 'lower'];
  if (!metricM && (EARLY_WORDS.has(cw) || LATE_WORDS.has(cw) || orderWords.some((w) => q.includes(w)))) {
    const early = EARLY_WORDS.has(cw) || q.includes('before') || q.includes('above') || (q.includes('higher') && !metricM);
    return { kind: 'choice', target: opts[0].col, options: [asFilter(opts[0]), asFilter(opts[1])], metric: null, desc: !early, by: 'order' };
  }
  markUsed(a, metricM);
  return {
    kind: 'choice',
    target: opts[0].col,
    options: [asFilter(opts[0]), asFilter(opts[1])],
    metric: metricM?.col ?? null,
    desc: !(LEAST_WORDS.has(cw)),
    by: metricM ? 'metric' : 'count',
  };
}

function differenceIntent(a: Analysis, filters: Filter[], metric: ColumnInfo | null): Intent | null {
  const pickMetric = (avoid: ColumnInfo) => {
    if (metric) return metric;
    const m = metricNear(a, 0, new Set([avoid]));
    markUsed(a, m);
    return m?.col ?? null;
  };
  // Two conditions on one column ("the July 7th game and the July 8th game") are the two sides.
  for (let i = 0; i < filters.length; i++)
    for (let j = i + 1; j < filters.length; j++) {
      const x = filters[i];
      const y = filters[j];
      if (x.col !== y.col || x.op !== y.op || x.op === '=' || x.than || y.than) continue;
      filters.splice(j, 1);
      filters.splice(i, 1);
      return { kind: 'difference', options: [x, y], metric: pickMetric(x.col) };
    }
  // One column named with two cells: those are the two sides.
  const pair = filters.find((f) => f.op === '=' && f.values.length === 2);
  if (pair) {
    filters.splice(filters.indexOf(pair), 1);
    const [x, y] = pair.said.split(' or ');
    const sides: [Filter, Filter] = [
      { ...pair, values: [pair.values[0]], said: x ?? String(pair.values[0]) },
      { ...pair, values: [pair.values[1]], said: y ?? String(pair.values[1]) },
    ];
    return { kind: 'difference', options: sides, metric: pickMetric(pair.col) };
  }
  const eq = filters.filter((f) => f.op === '=');
  for (let i = 0; i < eq.length; i++)
    for (let j = i + 1; j < eq.length; j++) {
      if (eq[i].col !== eq[j].col) continue;
      const sides: [Filter, Filter] = [eq[i], eq[j]];
      filters.splice(filters.indexOf(eq[i]), 1);
      filters.splice(filters.indexOf(eq[j]), 1);
      return { kind: 'difference', options: sides, metric: pickMetric(eq[i].col) };
    }
  return null;
}

function yesNoIntent(a: Analysis, filters: Filter[]): Intent {
  // "is X on the chart at least 3 times?": a count compared with a number.
  const q = a.q;
  const joined = q.join(' ');
  const times = joined.match(/\b(at least|more than|over|fewer than|less than|at most|exactly)? ?(\d+|one|two|three|four|five|six|seven|eight|nine|ten) times\b/);
  if (times) {
    const n = Number(times[2]) || numberWord(times[2]) || 0;
    const op = times[1] === 'at least' ? '>=' : times[1] === 'more than' || times[1] === 'over' ? '>' : times[1] === 'at most' ? '<=' : times[1] === 'fewer than' || times[1] === 'less than' ? '<' : '=';
    // Drop a number filter the count phrase produced.
    for (let i = filters.length - 1; i >= 0; i--) if (filters[i].values.includes(n) && filters[i].col.numExpr) filters.splice(i, 1);
    return { kind: 'yesno', op, threshold: n };
  }
  return { kind: 'exists' };
}

/** "by department", "per city", "for each team": the grouping column. */
function groupBy(a: Analysis, filterCols: Set<ColumnInfo>): ColumnInfo | null {
  for (const m of a.cols) {
    const before = a.q.slice(Math.max(0, m.start - 2), m.start).join(' ');
    if (/(^| )(by|per|each|every)( each)?$/.test(before) && !filterCols.has(m.col) && !summable(m.col)) {
      markUsed(a, m);
      return m.col;
    }
  }
  return null;
}

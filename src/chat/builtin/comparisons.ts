// Questions about two named rows or about row order: choices, differences, before/after, yes/no.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter, Intent } from './plan.ts';
import type { ValueMention } from './link.ts';
import { EARLY_WORDS, LATE_WORDS, LEAST_WORDS, MOST_WORDS } from './lexicon.ts';
import { STOPWORDS, looseNumber, numberWord } from './text.ts';
import type { Analysis } from './analysis.ts';
import type { Read } from './analysis.ts';
import { sideOf, nearestColumn, metricNear, summable, asFilter, spansRead } from './analysis.ts';

/** "is X listed above or below Y": where two rows sit relative to each other. */
export function relativeOrder(a: Analysis): [ValueMention, ValueMention] | null {
  const joined = a.q.join(' ');
  if (!/\b(above or below|below or above|before or after|after or before|higher or lower|lower or higher)\b/.test(joined)) return null;
  for (let i = 0; i + 1 < a.vals.length; i++) if (a.vals[i].col === a.vals[i + 1].col) return [a.vals[i], a.vals[i + 1]];
  return null;
}

/** "week 10 or 12", "1998 or 2006": two numbers offered as alternatives, read as cells of one column. */
export function numericChoice(a: Analysis, t: TableInfo): { options: [ValueMention, ValueMention]; read: Read } | null {
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
    const mk = (n: number, at: number): ValueMention => ({ col, values: cellsOf(col, n), start: at, end: at + 1, score: 1, partial: false, text: tokens[at].text });
    return { options: [mk(x, i), mk(y, i + gap)], read: spansRead(named) };
  }
  return null;
}

interface Adjacency {
  anchor: ValueMention;
  offset: number;
}

/** "the year listed before 2001": a number as the anchor row, in the column the question asks for. */
export function numericAnchor(a: Analysis, t: TableInfo, read: Read): Adjacency | null {
  const q = a.q;
  const joined = q.join(' ');
  if (/\bhow many\b/.test(joined) || !/\b(listed|comes?|came|next|previous|immediately|directly|right)\b/.test(joined)) return null;
  for (let i = 1; i < q.length; i++) {
    const n = a.tokens[i].num;
    if (n === null || read.has(i) || !['before', 'after', 'following', 'preceding'].includes(q[i - 1])) continue;
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

export function adjacency(a: Analysis): Adjacency | null {
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
export function choiceOptions(a: Analysis): [ValueMention, ValueMention] | null {
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

export function choiceIntent(a: Analysis, opts: [ValueMention, ValueMention], filterCols: Set<ColumnInfo>): { intent: Intent; read: Read } {
  const q = a.q;
  const options = { start: opts[0].start, end: opts[1].end };
  const isDiff = /\b(difference|between)\b/.test(q.join(' ')) && !/\b(which|who)\b/.test(q.join(' '));
  const near = metricNear(a, opts[0].start, new Set([...filterCols, opts[0].col]));
  if (isDiff) {
    return { intent: { kind: 'difference', options: [asFilter(opts[0]), asFilter(opts[1])], metric: near?.col ?? null }, read: spansRead(options, near) };
  }
  const cmpIdx = q.findIndex((w) => MOST_WORDS.has(w) || LEAST_WORDS.has(w) || EARLY_WORDS.has(w) || LATE_WORDS.has(w));
  const metricM = near && (summable(near.col) || (cmpIdx >= 0 && sideOf(near, cmpIdx) <= 1)) ? near : null;
  const cw = cmpIdx >= 0 ? q[cmpIdx] : 'more';
  const orderWords = ['earlier', 'first', 'before', 'sooner', 'later', 'last', 'after', 'above', 'below', 'higher', 'lower'];
  if (!metricM && (EARLY_WORDS.has(cw) || LATE_WORDS.has(cw) || orderWords.some((w) => q.includes(w)))) {
    const early = EARLY_WORDS.has(cw) || q.includes('before') || q.includes('above') || (q.includes('higher') && !metricM);
    return { intent: { kind: 'choice', target: opts[0].col, options: [asFilter(opts[0]), asFilter(opts[1])], metric: null, desc: !early, by: 'order' }, read: spansRead(options) };
  }
  return {
    intent: {
      kind: 'choice',
      target: opts[0].col,
      options: [asFilter(opts[0]), asFilter(opts[1])],
      metric: metricM?.col ?? null,
      desc: !(LEAST_WORDS.has(cw)),
      by: metricM ? 'metric' : 'count',
    },
    read: spansRead(options, metricM),
  };
}

/**
 * "The difference between X and Y": the two sides, taken out of the question's filters. Pure: the
 * filters left for the rest of the plan are returned, the caller's list is not changed.
 */
export function differenceIntent(a: Analysis, filters: readonly Filter[], metric: ColumnInfo | null): { intent: Intent; read: Read; filters: Filter[] } | null {
  const difference = (options: [Filter, Filter], avoid: ColumnInfo, taken: readonly Filter[]) => {
    const m = metric ? null : metricNear(a, 0, new Set([avoid]));
    return {
      intent: { kind: 'difference' as const, options, metric: metric ?? m?.col ?? null },
      read: spansRead(m),
      filters: filters.filter((f) => !taken.includes(f)),
    };
  };
  // Two conditions on one column ("the July 7th game and the July 8th game") are the two sides.
  for (let i = 0; i < filters.length; i++)
    for (let j = i + 1; j < filters.length; j++) {
      const x = filters[i];
      const y = filters[j];
      if (x.col !== y.col || x.op !== y.op || x.op === '=' || x.than || y.than) continue;
      return difference([x, y], x.col, [x, y]);
    }
  // One column named with two cells: those are the two sides.
  const pair = filters.find((f) => f.op === '=' && f.values.length === 2);
  if (pair) {
    const [x, y] = pair.said.split(' or ');
    const sides: [Filter, Filter] = [
      { ...pair, values: [pair.values[0]], said: x ?? String(pair.values[0]) },
      { ...pair, values: [pair.values[1]], said: y ?? String(pair.values[1]) },
    ];
    return difference(sides, pair.col, [pair]);
  }
  const eq = filters.filter((f) => f.op === '=');
  for (let i = 0; i < eq.length; i++)
    for (let j = i + 1; j < eq.length; j++) {
      if (eq[i].col !== eq[j].col) continue;
      return difference([eq[i], eq[j]], eq[i].col, [eq[i], eq[j]]);
    }
  return null;
}

/** A yes/no question, and the filters left for the plan (a count phrase's own number is not one). */
export function yesNoIntent(a: Analysis, filters: readonly Filter[]): { intent: Intent; filters: Filter[] } {
  // "is X on the chart at least 3 times?": a count compared with a number.
  const q = a.q;
  const joined = q.join(' ');
  const times = joined.match(/\b(at least|more than|over|fewer than|less than|at most|exactly)? ?(\d+|one|two|three|four|five|six|seven|eight|nine|ten) times\b/);
  if (times) {
    const n = Number(times[2]) || numberWord(times[2]) || 0;
    const op = times[1] === 'at least' ? '>=' : times[1] === 'more than' || times[1] === 'over' ? '>' : times[1] === 'at most' ? '<=' : times[1] === 'fewer than' || times[1] === 'less than' ? '<' : '=';
    // Leave out a number filter the count phrase produced.
    return { intent: { kind: 'yesno', op, threshold: n }, filters: filters.filter((f) => !(f.values.includes(n) && f.col.numExpr)) };
  }
  return { intent: { kind: 'exists' }, filters: [...filters] };
}

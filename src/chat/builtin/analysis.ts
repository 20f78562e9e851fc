// What a question's words were linked to, and helpers shared by the parsing steps.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter } from './plan.ts';
import type { ColumnMention, ValueMention } from './link.ts';
import type { Token } from './text.ts';
import { PERSON_WORDS, TIME_WORDS } from './lexicon.ts';

export interface Analysis {
  raw: string;
  tokens: Token[];
  q: string[];
  cols: ColumnMention[];
  vals: ValueMention[];
}

/**
 * Positions of the question's words a step has read. Each step takes what the steps before it
 * read and returns what it read itself; the caller joins them, so nothing is shared or mutated.
 */
export type Read = ReadonlySet<number>;

export const NOTHING_READ: Read = new Set();

/** The positions covered by spans (`end` excluded). */
export function spansRead(...spans: Array<{ start: number; end: number } | null | undefined>): Read {
  const out = new Set<number>();
  for (const s of spans) if (s) for (let i = s.start; i < s.end; i++) out.add(i);
  return out;
}

export function union(...reads: Read[]): Read {
  return new Set(reads.flatMap((r) => [...r]));
}

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export const AUX = new Set(['is', 'are', 'was', 'were', 'did', 'does', 'do', 'has', 'have', 'had', 'can', 'could', 'will', 'would']);

export function findSeq(q: string[], phrase: string, from = 0): number {
  const p = phrase.split(' ');
  outer: for (let i = from; i + p.length <= q.length; i++) {
    for (let k = 0; k < p.length; k++) if (q[i + k] !== p[k]) continue outer;
    return i;
  }
  return -1;
}

export function personColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  const text = t.columns.filter((c) => c.kind === 'text' && !c.numericText && !avoid.has(c));
  return text.find((c) => c.labelWords.some((w) => PERSON_WORDS.has(w.replace(/s$/, '')))) ?? entityColumn(t, avoid);
}

export function roleColumn(t: TableInfo, avoid: Set<ColumnInfo>, role: Set<string>): ColumnInfo | null {
  return t.columns.find((c) => !avoid.has(c) && c.labelWords.some((w) => role.has(w))) ?? null;
}

/** The column that names the rows: the first mostly-distinct text column. */
export function entityColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  const text = t.columns.filter((c) => c.kind === 'text' && !c.numericText && !avoid.has(c));
  return text.find((c) => c.distinctRatio >= 0.8) ?? text[0] ?? t.columns.find((c) => !avoid.has(c)) ?? null;
}

export function timeColumn(t: TableInfo, avoid: Set<ColumnInfo>): ColumnInfo | null {
  return (
    t.columns.find((c) => !avoid.has(c) && c.kind === 'date') ??
    t.columns.find((c) => !avoid.has(c) && c.yearLike) ??
    t.columns.find((c) => !avoid.has(c) && c.yearExpr !== null) ??
    roleColumn(t, avoid, TIME_WORDS)
  );
}

export function sideOf(m: { start: number; end: number }, i: number): number {
  return i < m.start ? m.start - i : i >= m.end ? i - m.end + 1 : 0;
}

export function nearestColumn(a: Analysis, i: number, pred: (c: ColumnInfo) => boolean, maxDist = 4): ColumnMention | null {
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

/** A numeric column named in the question, preferring the one nearest to position i. */
export function metricNear(a: Analysis, i: number, avoid: Set<ColumnInfo>): ColumnMention | null {
  const cands = a.cols.filter((m) => m.col.numExpr !== null && !avoid.has(m.col));
  if (!cands.length) return null;
  return cands.sort((x, y) => sideOf(x, i) - sideOf(y, i) || y.score - x.score)[0];
}

const IDENTIFIER_WORDS = new Set(['no', 'number', 'rank', 'pick', 'episode', 'pos', 'position', 'place', 'round', 'week', 'game', 'season', 'year', 'id', 'code', 'seed', 'series', 'overall', 'order', 'lane', 'heat', 'bib']);

/** A numeric column whose values add up to something (not an identifier or ordinal). */
export function summable(c: ColumnInfo): boolean {
  if (c.numExpr === null || c.yearLike) return false;
  if (c.labelWords.some((w) => IDENTIFIER_WORDS.has(w)) || c.column.label.includes('#')) return false;
  return !c.values.some((v) => /^\d+(st|nd|rd|th)$/i.test(v.trim()));
}

export function asFilter(v: ValueMention): Filter {
  return v.partial && v.values.length > 1
    ? { col: v.col, op: 'contains', values: [v.text], said: v.text }
    : { col: v.col, op: '=', values: v.values, said: v.text };
}

// The reference answers: plain JavaScript over the generated rows, independent of the service and
// of DuckDB. Nulls are skipped by aggregates, as SQL does. Ties make a question ambiguous, so the
// ranking helpers refuse them and the question set has to pick another wording or filter.

export type Predicate<R> = (row: R) => boolean;
export type Measure<R> = (row: R) => number | null;
export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

const everyRow = () => true;

export function countWhere<R>(rows: readonly R[], where: Predicate<R> = everyRow): number {
  let n = 0;
  for (const row of rows) if (where(row)) n++;
  return n;
}

export function aggregate<R>(rows: readonly R[], how: Aggregate, measure: Measure<R>, where: Predicate<R> = everyRow): number {
  let n = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    if (!where(row)) continue;
    const v = measure(row);
    if (v === null) continue;
    n++;
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (how === 'count') return n;
  if (n === 0) throw new Error(`${how} over no rows: the question has no answer`);
  return how === 'sum' ? sum : how === 'avg' ? sum / n : how === 'min' ? min : max;
}

export const sumOf = <R>(rows: readonly R[], measure: Measure<R>, where?: Predicate<R>) => aggregate(rows, 'sum', measure, where);
export const avgOf = <R>(rows: readonly R[], measure: Measure<R>, where?: Predicate<R>) => aggregate(rows, 'avg', measure, where);
export const minOf = <R>(rows: readonly R[], measure: Measure<R>, where?: Predicate<R>) => aggregate(rows, 'min', measure, where);
export const maxOf = <R>(rows: readonly R[], measure: Measure<R>, where?: Predicate<R>) => aggregate(rows, 'max', measure, where);

/** Aggregate per group key; rows with a null key are left out, as GROUP BY with a WHERE key IS NOT NULL. */
export function groupBy<R>(
  rows: readonly R[],
  key: (row: R) => string | null,
  how: Aggregate,
  measure: Measure<R> = () => 1,
  where: Predicate<R> = everyRow,
): Map<string, number> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    if (!where(row)) continue;
    const k = key(row);
    if (k === null) continue;
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(row);
  }
  const result = new Map<string, number>();
  for (const [k, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    result.set(k, how === 'count' ? list.length : aggregate(list, how, measure));
  }
  return result;
}

/** The groups ordered by value, highest first (`desc`) or lowest first; throws on a tie within the first n + 1. */
export function ranked(groups: Map<string, number>, n: number, order: 'desc' | 'asc' = 'desc'): string[] {
  const sorted = [...groups].sort(([, a], [, b]) => (order === 'desc' ? b - a : a - b));
  for (let i = 0; i < Math.min(n, sorted.length - 1); i++) {
    if (Math.abs(sorted[i][1] - sorted[i + 1][1]) < 1e-9) {
      throw new Error(`tie in a ranking between ${sorted[i][0]} and ${sorted[i + 1][0]}`);
    }
  }
  return sorted.slice(0, n).map(([k]) => k);
}

export function percentOf(part: number, whole: number): number {
  if (whole === 0) throw new Error('percentage of nothing');
  return (100 * part) / whole;
}

/** Calendar quarter (1-4) of an ISO date or timestamp. */
export function quarterOf(iso: string): number {
  return Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1;
}

/** The earliest and latest ISO date (or timestamp) among the rows, as YYYY-MM-DD. */
export function dateRange<R>(rows: readonly R[], date: (row: R) => string | null, where: Predicate<R> = everyRow): { first: string; last: string } {
  let first: string | null = null;
  let last: string | null = null;
  for (const row of rows) {
    const d = where(row) ? date(row) : null;
    if (d === null) continue;
    if (first === null || d < first) first = d;
    if (last === null || d > last) last = d;
  }
  if (first === null || last === null) throw new Error('no dates: the question has no answer');
  return { first: first.slice(0, 10), last: last.slice(0, 10) };
}

/** The busiest month (YYYY-MM) by row count; throws on a tie. */
export function busiestMonth<R>(rows: readonly R[], date: (row: R) => string, where?: Predicate<R>): string {
  return ranked(groupBy(rows, (r) => date(r).slice(0, 7), 'count', undefined, where), 1)[0];
}

/** The median of the non-null measures (the mean of the two middle values for an even count), as SQL's median. */
export function medianOf<R>(rows: readonly R[], measure: Measure<R>, where: Predicate<R> = everyRow): number {
  const values: number[] = [];
  for (const row of rows) {
    const v = where(row) ? measure(row) : null;
    if (v !== null) values.push(v);
  }
  if (!values.length) throw new Error('median over no rows: the question has no answer');
  values.sort((a, b) => a - b);
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

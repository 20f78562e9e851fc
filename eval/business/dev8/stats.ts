// Reference computations dev8's questions need beyond compute.ts: day differences between two
// dates, medians, weekdays and quarters, and the one row holding a column's extreme.
import { daysBetween } from '../random.ts';
import type { Expected } from '../types.ts';

export { daysBetween };

/** The median of the numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The English weekday of an ISO date. */
export function weekdayOf(iso: string): string {
  return WEEKDAYS[new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay()];
}

/** "2025-Q2" for an ISO date. */
export function quarterKey(iso: string): string {
  return `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The one row with the highest (or lowest) value; throws when two rows share it. */
export function extremeRow<R>(rows: readonly R[], value: (row: R) => number | null, order: 'max' | 'min' = 'max'): R {
  const sign = order === 'max' ? 1 : -1;
  const scored = rows.filter((r) => value(r) !== null).sort((a, b) => sign * (value(b)! - value(a)!));
  if (scored.length > 1 && value(scored[0]) === value(scored[1])) throw new Error('tie for the extreme row');
  return scored[0];
}

/** A quarter named "2025-Q2" may also be written "Q2 2025". */
export function withQuarterAlias(expected: Expected): Expected {
  if (expected.kind !== 'name') return expected;
  const [year, quarter] = expected.value.split('-');
  return { ...expected, aliases: [`${quarter} ${year}`] };
}

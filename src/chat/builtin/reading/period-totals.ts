// "The average monthly revenue in 2024" is the mean of each month's total. Where some months of the
// period asked have no rows (a year not yet over, a gap in the export), averaging over the months
// present or over every month of the period answer differently: the answer says which it took.
import type { Reading } from './types.ts';
import { sameRef } from './catalog.ts';

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  // `to` is exclusive: up to 2025-01-01 ends with December 2024.
  return (ty - fy) * 12 + (tm - fm) + (td > 1 ? 1 : 0);
}

/** The caveat when fewer periods hold rows than the period asked spans, or null. */
export function partialPeriods(reading: Reading, rows: unknown[][]): string | null {
  const m = reading.measure;
  if (m.fn !== 'sum' || !m.perPeriod) return null;
  const per = m.perPeriod;
  const period = reading.conditions.find((c) => c.kind === 'period' && sameRef(c.column, per.column));
  if (!period || period.kind !== 'period' || !period.from || !period.to) return null;
  const months = monthsBetween(period.from, period.to);
  const spanned = per.unit === 'year' ? Math.ceil(months / 12) : months;
  const present = Number(rows[0]?.[2] ?? 0);
  if (present >= spanned) return null;
  return `only ${present} of the ${spanned} ${per.unit}s of ${period.said} have rows; I averaged over those ${present}, not over all ${spanned}.`;
}

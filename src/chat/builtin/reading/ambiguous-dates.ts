// Dates whose day and month are both 12 or less in every row ("03/07/2024") read as well one way
// as the other: an answer that filters, groups or reports them rests on an order the file does not
// state, so it says which order it assumed rather than guess silently.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { ColumnRef, Reading } from './types.ts';

const PARTS: Record<string, string> = { '%d': 'day', '%m': 'month', '%Y': 'year', '%y': 'year' };

/** "%d/%m/%Y" -> "day/month/year". */
function described(format: string): string {
  return format.replace(/%[dmYy]/g, (x) => PARTS[x]);
}

function columnsOf(reading: Reading): ColumnRef[] {
  const s = reading.shape;
  const m = reading.measure;
  const out: ColumnRef[] = reading.conditions.map((c) => c.column);
  if (m.fn !== 'count') out.push(m.column);
  if ('by' in s) out.push(s.by);
  if (s.kind === 'top_rows') out.push(s.rankBy, s.label);
  if (s.kind === 'list' || s.kind === 'lookup') out.push(s.column);
  return out;
}

/** Why the answer is uncertain when it uses dates of an undecidable day/month order; null otherwise. */
export function dayMonthAssumption(catalog: Catalog, reading: Reading): string | null {
  for (const ref of columnsOf(reading)) {
    const c = findColumn(catalog, ref);
    const format = c?.stats.dayMonthAmbiguous;
    if (!c || !format) continue;
    return `Every date in ${c.label} has a day and a month of 12 or less, so a date such as 03/07 reads either way; I read them as ${described(format)}.`;
  }
  return null;
}

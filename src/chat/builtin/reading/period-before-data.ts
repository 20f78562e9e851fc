// "Sales since Nov 1992" over dates that begin in 2024: the period opens long before the first date
// the data holds, so the total is only the data's own, and the years before it are unknown, not
// empty. The answer is given, marked uncertain, with the first date the data holds.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { dateBounds } from './yearless-periods.ts';
import type { Reading } from './types.ts';

/** How long before the data's first date a period may open and still be read as the whole data ("since 2023" over dates from March 2023). */
const SLACK_DAYS = 366;

/** A caveat when a period of the reading opens more than a year before its date column's first value, or null. */
export function periodBeforeData(catalog: Catalog, reading: Reading): string | null {
  for (const cond of reading.conditions) {
    if (cond.kind !== 'period' || cond.from === null) continue;
    const c = findColumn(catalog, cond.column);
    const bounds = c ? dateBounds(c) : null;
    if (!c || !bounds) continue;
    const first = bounds.min;
    const opens = Date.parse(cond.from.slice(0, 10));
    const starts = Date.parse(first);
    if (Number.isNaN(opens) || Number.isNaN(starts) || starts - opens <= SLACK_DAYS * 86_400_000) continue;
    return `${c.label} begins on ${first}, long after ${cond.said}: the data says nothing of the time between, so this covers only ${first} onwards.`;
  }
  return null;
}

// "What was the busiest day of the 2025 season?" over plots (Year Planted 2014 to 2022) and sale
// lines dated 2024 to 2026: a year column reads a period only when it holds the period's years, so
// the period does not make the plots a better source than the dated sales. A date column always
// may (a period outside its rows is declined later, saying so).
import type { CatalogColumn } from './catalog.ts';

/** Whether a year column's values reach the years of a period (`from`, `to` as ISO days, either open). */
export function yearsHeld(c: CatalogColumn, p: { from: string | null; to: string | null }): boolean {
  const { min, max } = c.stats;
  if (typeof min !== 'number' || typeof max !== 'number') return true;
  const fromY = p.from ? Number(p.from.slice(0, 4)) : -Infinity;
  const toY = p.to ? Number(p.to.slice(0, 4)) - (p.to.endsWith('-01-01') ? 1 : 0) : Infinity;
  return fromY <= max && toY >= min;
}

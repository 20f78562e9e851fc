// Helpers shared by holdout47's generators: money written as text with a pound sign, and dates
// written the several ways a till, a spreadsheet and a person type them.
import type { Random } from '../random.ts';

/** "£1,234.50" (negative amounts are not written here). */
export function pounds(value: number): string {
  const [whole, pence] = value.toFixed(2).split('.');
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DateStyle = 'iso' | 'dmy' | 'dmon';

/** An ISO day written as "2025-03-07", "07/03/2025" or "7 Mar 2025". */
export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  if (style === 'iso') return iso;
  if (style === 'dmy') return `${d}/${m}/${y}`;
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** A style drawn with the given weights (iso, dmy, dmon). */
export function pickStyle(random: Random, weights: [number, number, number]): DateStyle {
  return random.weighted<DateStyle>(['iso', 'dmy', 'dmon'], weights);
}

/** Whether an ISO day falls on a Saturday or a Sunday. */
export function weekend(iso: string): boolean {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

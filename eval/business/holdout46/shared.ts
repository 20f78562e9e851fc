// Helpers shared by holdout46's generators: money written as text with a currency sign, dates
// written in the several ways a till, a spreadsheet and a booking site each export them.
import type { Random } from '../random.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "£1,234.50" (a minus before the sign for negatives). */
export function money(value: number, sign = '£'): string {
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** An ISO day written as 2025-03-07, 07/03/2025 or 7 Mar 2025, drawn with the given weights. */
export function textDate(random: Random, iso: string, weights: [number, number, number] = [50, 35, 15]): string {
  const style = random.weighted([0, 1, 2], weights);
  const [y, m, d] = iso.split('-');
  if (style === 0) return iso;
  if (style === 1) return `${d}/${m}/${y}`;
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** A number as a zero-padded code: 417 -> "00417". */
export function padded(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export const cents = (value: number) => Math.round(value * 100) / 100;

// Formatting shared by holdout45's generators: money and dates written as text, the way small
// shops' tills and spreadsheets export them.
import { roundTo } from '../random.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "£1,234.50": pounds with thousands separators and pence. */
export function money(value: number): string {
  const [whole, pence] = roundTo(value, 2).toFixed(2).split('.');
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

/** 15/03/2025 from 2025-03-15. */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** "Sat 15 Mar 2025" from 2025-03-15. */
export function longDate(iso: string): string {
  return `${weekdayOf(iso)} ${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "5 Mar 2025" from 2025-03-05. */
export function shortDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "Sat" for 2025-03-15. */
export function weekdayOf(iso: string): string {
  return WEEKDAYS[new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay()];
}

export const FULL_WEEKDAYS: Record<string, string> = { Sun: 'Sunday', Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' };

/** Whether an ISO date lies in [from, to], both included. */
export function within(iso: string, from: string, to: string): boolean {
  const d = iso.slice(0, 10);
  return d >= from && d <= to;
}

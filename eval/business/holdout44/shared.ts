// Cell formats shared by holdout44's generators: money written as text and dates written as text,
// as the small businesses' tools export them.
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 04 Mar 2025" for 2025-03-04. */
export function weekdayDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${iso.slice(8, 10)} ${MONTHS[d.getUTCMonth()]} ${iso.slice(0, 4)}`;
}

/** "04/03/2025" (day first) for 2025-03-04. */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** "4 Mar 2025" for 2025-03-04. */
export function shortDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "£1,234.50". */
export function pounds(value: number): string {
  return `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

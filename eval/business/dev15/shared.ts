// Cell formats shared by the dev15 generators: money typed as text with a currency sign and
// thousands separators, percentages typed with a % sign, and local day orders.

/** "$3,400.00", "£1,250.50", "-£12.00" as a spreadsheet exported as text would show it. */
export function moneyText(value: number, sign: string): string {
  const text = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}${sign}${text}`;
}

/** "1,250.00" with no sign. */
export function groupedText(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** ISO YYYY-MM-DD as DD/MM/YYYY. */
export function dayFirst(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** ISO YYYY-MM-DD as MM/DD/YYYY. */
export function monthFirst(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** Names drawn from two lists, each used once. */
export function uniqueNames(pick: () => string, n: number): string[] {
  const seen = new Set<string>();
  let guard = 0;
  while (seen.size < n) {
    seen.add(pick());
    if (++guard > n * 200) throw new Error('not enough distinct names');
  }
  return [...seen];
}

/** Months YYYY-MM of a year. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

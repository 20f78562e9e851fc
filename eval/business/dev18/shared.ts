// Shapes of real exports used by the dev18 schemas: money written as text with a currency sign and
// thousands separators ("$22,386.00", "-$45.00" for a credit), percentages as text ("8%"), and
// dates as dd/mm/yyyy text. The generators keep numbers and ISO dates; these only format cells.

/** "$1,234.50", "-$45.00"; cents rounded so the text and the expected sums agree. */
export function dollars(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const text = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value < 0 ? '-' : ''}$${text}`;
}

/** "8%", "12.5%". */
export function percentText(value: number): string {
  return `${value}%`;
}

/** ISO YYYY-MM-DD to dd/mm/yyyy. */
export function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Whole cents, so sums of text money in JavaScript match the decimal sums a database makes. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

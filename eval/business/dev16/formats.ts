// How real exports write values: category cells typed by hand (case and trailing spaces vary),
// European and accounting number formats, day-first and spelled-out dates, Yes/No flags.
import type { Random } from '../random.ts';

/** The category as people typed it: mostly as named, sometimes lower case with a trailing space, upper case, or padded. */
export function typedByHand(random: Random, value: string): string {
  return random.weighted([value, `${value.toLowerCase()} `, value.toUpperCase(), `${value} `], [70, 10, 10, 10]);
}

function grouped(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 1234.5 as "1.234,50" (thousands dots, decimal comma). */
export function europeanNumber(value: number, decimals = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  return `${value < 0 ? '-' : ''}${grouped(whole, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** 1234.5 as "$1,234.50"; negatives in parentheses as accounting tools write them: "($120.00)" or "(120.00)". */
export function dollars(value: number, sign = true): string {
  const [whole, fraction] = Math.abs(value).toFixed(2).split('.');
  const text = `${sign ? '$' : ''}${grouped(whole, ',')}.${fraction}`;
  return value < 0 ? `(${text})` : text;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03-04" as "Mar 4, 2025". */
export function spelledDate(iso: string): string {
  return `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** "2025-03-04" as "04/03/2025" (UK day-first). */
export function dayFirstDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** A date cell for a workbook: midnight local time, as Excel stores a day. */
export function excelDay(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

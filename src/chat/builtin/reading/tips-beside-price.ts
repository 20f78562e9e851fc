// "What was our total revenue from completed appointments?" over appointments with "Price (GBP)"
// beside "Tip (GBP)": a tip is money a customer gives beyond the charge, to the staff who served
// them, so it is no part of what the business took in. A sale's price is read as its takings when
// it is the one money column of the rows once their tip columns are set aside (price-takings.ts).
// A question naming the tips ("tips by groomer") still reads those columns by their header.
import type { CatalogColumn } from './catalog.ts';
import { TIP_WORDS } from './vocabulary.ts';


/** Whether a column holds tips (a header word says so). */
export function holdsTips(c: CatalogColumn): boolean {
  return c.words.some((w) => TIP_WORDS.has(w));
}

/** The columns of a table with its tip columns set aside. */
export function besideTips(columns: readonly CatalogColumn[]): CatalogColumn[] {
  return columns.filter((c) => !holdsTips(c));
}

// The date columns a question points at: "visits in Q3" beside a visit_date, "did we visit in
// July" (the verb is the date's header word), "sales in May" beside a Sold At (the header's
// irregular participle names the same event). Where the tables' dates disagree on the year a
// yearless period falls in (sites taken on since 2015, visits only in 2025), the dates the
// question names by their header's own words decide it; else the period stays ambiguous.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { stem } from '../text.ts';

/** Header words every date column may carry: they tell no date from another. */
const GENERIC_DATE_WORDS = new Set(['date', 'dates', 'time', 'timestamp', 'day', 'on', 'at', 'dt', 'when', 'start', 'end', 'since', 'from', 'to', 'of']);

/**
 * Irregular participles a date header is written with ("Sold At", "Paid On") and the stems of the
 * words a question names the same event by ("sales", "sell", "payments").
 */
const PARTICIPLE_EVENTS: Record<string, string[]> = {
  sold: ['sale', 'sell'],
  bought: ['buy', 'purchas'],
  paid: ['pai', 'payment'],
  sent: ['send'],
};

/** Whether a question word's stem names the header word `hw`: the same stem, or the event of its irregular participle. */
function namesHeaderWord(hw: string, wordStem: string): boolean {
  return stem(hw) === wordStem || (Object.hasOwn(PARTICIPLE_EVENTS, hw) && PARTICIPLE_EVENTS[hw].includes(wordStem));
}

function wordsOf(text: string): Array<{ text: string; stem: string }> {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => ({ text: w, stem: stem(w) }));
}

/**
 * The date columns the question names: those a word of it heads (visit_date by "visits", "did we
 * visit"), beyond the words every date header carries. Empty where it names none.
 */
export function namedDateColumns(text: string, catalog: Catalog): CatalogColumn[][] {
  const words = wordsOf(text).filter((w) => w.text.length >= 4);
  const dates = catalog.tables.flatMap((t) => t.columns.filter((c) => c.role === 'date'));
  const headed = dates.filter((c) => c.words.some((hw) => !GENERIC_DATE_WORDS.has(hw) && words.some((w) => namesHeaderWord(hw, w.stem))));
  // The tables whose rows it names are too weak a sign: "paid for our milk in June" names the milk
  // yields, whose June may not be the one the money was paid in.
  return [headed];
}

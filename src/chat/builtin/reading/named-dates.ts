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
  return [headed, datesOfTheOneTableNamed(words, catalog)];
}

/** Words of a question that name no header or cell of their own. */
const PLAIN = new Set(['what', 'which', 'when', 'where', 'many', 'much', 'have', 'were', 'does', 'with', 'from', 'that', 'this', 'there', 'their', 'about', 'total', 'number', 'average', 'each', 'every', 'same', 'most', 'more', 'than', 'also', 'only', 'they', 'them', 'your']);
const MONTH_WORDS = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

/**
 * "Breakdowns in August", "labour hours Lena booked in May" beside machines installed since 2014
 * and visits of 2025 only: the cells and headers the question names (Breakdown of Visit type,
 * Labour (hrs), the engineer Lena) are all one table's, and that table's dates are the ones its
 * period falls in. Empty where the words name no table, or cells and headers of several.
 */
function datesOfTheOneTableNamed(words: Array<{ text: string; stem: string }>, catalog: Catalog): CatalogColumn[] {
  const asked = words.filter((w) => !PLAIN.has(w.text) && !MONTH_WORDS.test(w.text));
  if (asked.length === 0) return [];
  const names = (c: CatalogColumn, w: { text: string; stem: string }) =>
    c.words.some((hw) => !GENERIC_DATE_WORDS.has(hw) && hw.length >= 3 && stem(hw) === w.stem) ||
    [...c.valueIndex.keys()].some((k) => k.split(' ').some((cw) => cw.length >= 4 && stem(cw) === w.stem));
  const named = catalog.tables.filter((t) => t.columns.some((c) => c.role !== 'date' && asked.some((w) => names(c, w))));
  if (named.length !== 1) return [];
  return named[0].columns.filter((c) => c.role === 'date');
}

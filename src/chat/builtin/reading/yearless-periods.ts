// Periods written without a year: "reported in May", "in Q2", "since 1 August", "since October
// 1st", "in the second half of the year". When the question names no year at all, the data decides: if the dates of the tables hold
// that month (quarter, day) in exactly one year, that year is meant and is written into the
// question ("in May" -> "in May 2025"), so the answer states the period it used. When the data
// holds it in several years the question is ambiguous: it is declined rather than read without
// the period (a month name like "May" could otherwise vanish as a modal verb and leave the count of
// every row, answered confidently).
import type { Catalog, CatalogColumn } from './catalog.ts';
import { textDateBounds } from './interpret.ts';
import { namedDateColumns } from './named-dates.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Words after which a month name is a period ("in May", "since June"), never a verb or a name. */
const LEAD = '(in|during|since|from|before|after|until|through|for|of|between|and|to|by)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/** `write`: how the slot reads with its year, where the year replaces words of it ("the year"), not follows it. */
type Slot = { index: number; length: number; from: string; to: string; said: string; write?: (year: number) => string };

function monthNumber(name: string): number {
  const n = name.toLowerCase();
  return MONTHS.findIndex((m) => m.startsWith(n.slice(0, 3))) + 1;
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The yearless periods of the question with where the year goes; for year 0 (`from`/`to` as month-day). */
function yearlessSlots(text: string): Slot[] {
  const out: Slot[] = [];
  const taken = (i: number, n: number) => out.some((s) => i < s.index + s.length && s.index < i + n);
  const add = (m: RegExpMatchArray, lead: string, month: number, day: number | null) => {
    const start = m.index! + lead.length;
    const length = m[0].length - lead.length;
    if (!month || taken(start, length)) return;
    const from = `${String(month).padStart(2, '0')}-${String(day ?? 1).padStart(2, '0')}`;
    const to = day ? `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : `${String(month).padStart(2, '0')}-31`;
    out.push({ index: start, length, from, to, said: m[0].slice(lead.length) });
  };
  // "1 August", "October 1st", then a bare "May" after a preposition.
  for (const m of text.matchAll(new RegExp(`\\b${LEAD} ${DAY} ${MONTH}\\b(?!\\.?,? ?\\d)`, 'gi'))) add(m, `${m[1]} `, monthNumber(m[3]), Number(m[2]));
  for (const m of text.matchAll(new RegExp(`\\b${LEAD} ${MONTH}\\.? ${DAY}\\b(?!,? ?\\d)`, 'gi'))) add(m, `${m[1]} `, monthNumber(m[2]), Number(m[3]));
  for (const m of text.matchAll(new RegExp(`\\b${LEAD} ${MONTH}\\b(?!\\.?,? ?\\d)`, 'gi'))) add(m, `${m[1]} `, monthNumber(m[2]), null);
  for (const m of text.matchAll(/\b(in|during|since|for|of|before|after) (q[1-4])\b(?!,? ?\d)/gi)) {
    const qn = Number(m[2].slice(1));
    const start = m.index! + m[1].length + 1;
    if (!taken(start, 2)) out.push({ index: start, length: 2, from: `${String(qn * 3 - 2).padStart(2, '0')}-01`, to: `${String(qn * 3).padStart(2, '0')}-31`, said: m[2] });
  }
  // "in the second half of the year": the year the data holds that half in.
  for (const m of text.matchAll(/\b(first|second|1st|2nd) half of the year\b/gi)) {
    const first = m[1].toLowerCase() === 'first' || m[1] === '1st';
    if (!taken(m.index!, m[0].length)) out.push({ index: m.index!, length: m[0].length, from: first ? '01-01' : '07-01', to: first ? '06-30' : '12-31', said: m[0], write: (year) => `${m[1]} half of ${year}` });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** A date column's first and last day (YYYY-MM-DD), text dates included; null for other columns. */
export function dateBounds(c: CatalogColumn): { min: string; max: string } | null {
  if (c.role !== 'date') return null;
  // Found over every row at ingestion; older profiles have only the kept cells to read them from.
  if ((c.stats.dateFormat || c.stats.dateFormats) && c.stats.dateFirst && c.stats.dateLast) return { min: c.stats.dateFirst, max: c.stats.dateLast };
  if (c.stats.dateFormat) return textDateBounds(c, c.stats.dateFormat);
  return typeof c.stats.min === 'string' && typeof c.stats.max === 'string' ? { min: c.stats.min.slice(0, 10), max: c.stats.max.slice(0, 10) } : null;
}

/** The years in which some date column of the catalog holds a day of `slot`. */
function yearsOf(slot: Slot, ranges: Array<{ min: string; max: string }>): Set<number> {
  const years = new Set<number>();
  for (const r of ranges) {
    for (let y = Number(r.min.slice(0, 4)); y <= Number(r.max.slice(0, 4)); y++) {
      if (iso(y, 1, 1).slice(0, 5) + slot.to >= r.min && `${y}-${slot.from}` <= r.max) years.add(y);
    }
  }
  return years;
}

/** Header and question words of a date of birth. */
const BIRTH_WORDS = new Set(['birth', 'born', 'dob', 'birthday', 'birthdays']);

/**
 * The date columns a yearless period may fall in: a date of birth is when no business of the
 * tables happened, so "milk in August" beside cows born since 2014 takes August from the other
 * dates; only a question about births ("born in August") reads it.
 */
function periodDates(text: string, columns: CatalogColumn[]): CatalogColumn[] {
  const dates = columns.filter((c) => c.role === 'date');
  if ((text.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => BIRTH_WORDS.has(w))) return dates;
  const others = dates.filter((c) => !c.words.some((w) => BIRTH_WORDS.has(w)));
  return others.length > 0 ? others : dates;
}

/**
 * `choices`: where one yearless period is held in several years, the question with each of them
 * written in (yearless-period-of-kept-rows.ts may tell from the rows which one is meant).
 */
export type DatedQuestion = { text: string; ambiguous: string | null; choices?: Array<{ year: number; said: string; text: string }> };

/** Whether the question may name a period without its year (a cheap test before the catalog is read). */
export function mayNameYearlessPeriod(text: string): boolean {
  return !/\b(19|20)\d{2}\b/.test(text) && yearlessSlots(text).length > 0;
}

/** The question with the one year the data allows written after each yearless period. */
export function withDataYears(text: string, catalog: Catalog): DatedQuestion {
  // A year anywhere ("between 1 March and 15 March 2025") or a relative period: left to the reading.
  if (/\b(19|20)\d{2}\b/.test(text) || /\b(this|last|next|previous|current) (year|month|quarter)\b/i.test(text)) return { text, ambiguous: null };
  const slots = yearlessSlots(text);
  if (slots.length === 0) return { text, ambiguous: null };
  const columns = catalog.tables.flatMap((t) => t.columns);
  const ranges = periodDates(text, columns).map(dateBounds).filter((b): b is { min: string; max: string } => b !== null);
  if (ranges.length === 0) return { text, ambiguous: null };
  // "sales in March" beside a Month column holding "March": the cell is read, not a period.
  const isCell = (said: string) => said.toLowerCase().split(/\s+/).some((w) => /^[a-z]/.test(w) && columns.some((c) => c.role !== 'date' && c.valueIndex.has(w)));
  let out = text;
  for (const slot of [...slots].reverse()) {
    if (isCell(slot.said)) continue;
    let years = [...yearsOf(slot, ranges)].sort();
    // "visits in Q3" where the sites' dates span years and the visits' one: the named dates decide.
    if (years.length > 1) {
      for (const named of namedDateColumns(text, catalog)) {
        const own = named.map(dateBounds).filter((b): b is { min: string; max: string } => b !== null);
        const narrowed = own.length > 0 ? [...yearsOf(slot, own)].sort() : [];
        if (narrowed.length > 0) {
          years = narrowed;
          break;
        }
      }
    }
    if (years.length === 0) return { text, ambiguous: null };
    if (years.length > 1) {
      const end = slot.index + slot.length;
      const choices = slots.length === 1 ? years.map((year) => ({ year, said: slot.said, text: slot.write ? `${text.slice(0, slot.index)}${slot.write(year)}${text.slice(end)}` : `${text.slice(0, end)} ${year}${text.slice(end)}` })) : undefined;
      return { text, ambiguous: `The question names ${slot.said} without a year, and the data holds ${slot.said} in ${years.join(' and ')}; say which year (for example "${slot.said} ${years.at(-1)}").`, choices };
    }
    const end = slot.index + slot.length;
    out = slot.write ? `${out.slice(0, slot.index)}${slot.write(years[0])}${out.slice(end)}` : `${out.slice(0, end)} ${years[0]}${out.slice(end)}`;
  }
  return { text: out, ambiguous: null };
}

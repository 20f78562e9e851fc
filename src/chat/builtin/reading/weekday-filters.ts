// "How many jobs were on Saturdays?", "revenue at weekends", "bookings on a Monday in 2025" over
// rows with one date of their own: a weekday names the rows whose date falls on that day of the
// week (DuckDB's isodow, Monday 1 to Sunday 7), kept as a condition beside any period; "Saturday
// or Sunday" is either day, "excluding weekends" every other day. Only a day
// said as a day of the week ("on Saturdays", "at the weekend"), never one that is a date's own
// ("Saturday 5 July 2025"), one the rows' cells hold (a Day column with "Saturday": a cell), one
// grouped by ("by weekday") or one counted from today ("last weekend"); the weekday words are read
// here and the date they apply to is chosen by the reading (interpret.ts), which declines when
// the rows have no date, or several and the question names none.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import type { Span } from './mentions.ts';
import { RELATIVE_PERIOD_WORDS, EXCLUDING_WORDS } from './vocabulary.ts';

const DAYS: Record<string, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };
/** Words before the day that make it one of the week: "on Saturdays", "at weekends", "every Sunday". */
const LEADS = new Set(['on', 'at', 'over', 'during', 'every', 'each', 'a', 'the', 'for']);
/** Verbs of a date landing on a day, said before "on": "fell on a Saturday", "falls on Sundays". */
const FALLING = new Set(['fell', 'fall', 'falls', 'falling', 'landed', 'land', 'lands']);
/** Words joining two days into either of them: "Saturday or Sunday", "Saturdays and Sundays". */
const JOINS = new Set(['or', 'and']);
/**
 * Words before a day said in the singular as a modifier of the rows' plural noun ("how many Saturday
 * jobs", "our Saturday receipts", "total Sunday sales"): a quantifier or a determiner, never a word of
 * a name ("Black Friday campaigns").
 */
const MODIFIER_LEADS = new Set(['many', 'our', 'all', 'total', 'of', 'what', 'which', 'much', 'these', 'those', 'any', 'did', 'were', 'are']);

export type WeekdayMention = Span & { days: number[]; said: string };

/** The days of the week one word names ("saturdays", "weekend", "weekdays"), or null. */
function daysOf(word: string): number[] | null {
  const single = word.replace(/s$/, '');
  if (Object.hasOwn(DAYS, single)) return [DAYS[single]];
  if (single === 'weekend') return [6, 7];
  if (word === 'weekdays') return [1, 2, 3, 4, 5];
  return null;
}

/** The weekdays the question names as days of the week, with the words read with them; `taken` says which words are already read. */
export function weekdaysSaid(q: Question, taken: (i: number) => boolean): WeekdayMention[] {
  const t = q.tokens;
  const out: WeekdayMention[] = [];
  for (let i = 0; i < t.length; i++) {
    const days = dayOfWeekAt(q, i, taken);
    if (!days) continue;
    // "on a Saturday or Sunday", "Saturdays and Sundays": one mention of either day.
    let end = i + 1;
    for (let k = i + 1; k < t.length && JOINS.has(t[k].text); ) {
      const more = dayOfWeekAt(q, k + 1, taken) ?? (LEADS.has(t[k + 1]?.text ?? '') ? dayOfWeekAt(q, k + 2, taken) : null);
      if (!more) break;
      const at = dayOfWeekAt(q, k + 1, taken) ? k + 1 : k + 2;
      days.push(...more.filter((d) => !days.includes(d)));
      end = at + 1;
      k = end;
    }
    let start = i;
    while (start > 0 && LEADS.has(t[start - 1].text) && i - start < 2) start--;
    // "sessions that fell on a Saturday", "jobs falling on Sundays": the verb of a date's weekday.
    if (start < i && t[start].text === 'on' && FALLING.has(t[start - 1]?.text ?? '')) start--;
    // "excluding weekends", "except Sundays", "not on Saturdays": every other day.
    const denied = start > 0 && EXCLUDING_WORDS.has(t[start - 1].text);
    // A denial another reading already took: the days are left unplaced, never read as kept.
    if (denied && taken(start - 1)) {
      i = end - 1;
      continue;
    }
    if (denied) start--;
    const kept = denied ? [1, 2, 3, 4, 5, 6, 7].filter((d) => !days.includes(d)) : days;
    out.push({ start, end, days: kept.sort(), said: t.slice(start, end).map((x) => x.raw).join(' ') });
    i = end - 1;
  }
  return out;
}

/** The days of the week a word at `i` names as such, or null (a date's own weekday, a grouping, one counted from today). */
function dayOfWeekAt(q: Question, i: number, taken: (i: number) => boolean): number[] | null {
  const t = q.tokens;
  const days = t[i] ? daysOf(t[i].text) : null;
  if (!days || taken(i)) return null;
  // "weekdays" alone may be the unit of a grouping ("sales by weekdays"): only "on weekdays".
  if (t[i].text === 'weekdays' && !['on', 'excluding', 'except'].includes(t[i - 1]?.text ?? '')) return null;
  const prev = t[i - 1]?.text ?? '';
  if (RELATIVE_PERIOD_WORDS.has(prev) || ['by', 'per'].includes(prev)) return null;
  // "Black Friday campaigns": a day said in the singular with no word making it one of the week
  // ("on", "a", "for") is part of a name, not the rows' date.
  if (!/s$/.test(t[i].text) && !LEADS.has(prev) && !EXCLUDING_WORDS.has(prev) && !JOINS.has(prev) && !modifiesRows(q, i)) return null;
  // "Saturday 5 July 2025", "Saturday the 5th": a date's own weekday, not every Saturday.
  if (t[i + 1]?.num != null || (t[i + 1]?.text === 'the' && t[i + 2]?.num != null)) return null;
  return days;
}

/**
 * "How many Saturday jobs did we do in 2026?", "Saturday receipts": a day in the singular said before a
 * plural noun in lower case, after a quantifier or at the start, names the rows on that day of the week.
 */
function modifiesRows(q: Question, i: number): boolean {
  const t = q.tokens;
  const prev = t[i - 1];
  if (prev && !MODIFIER_LEADS.has(prev.text)) return false;
  const next = t[i + 1];
  return next !== undefined && /^[a-z]{3,}s$/.test(next.raw) && next.num == null;
}

/**
 * "Which technician closed the most jobs excluding weekends?" over jobs whose one date is opened_date
 * and whose status holds Closed: the days are those of the closing, which no date records. A past
 * participle of the question that is a cell of the rows' tables and not the word the date's header is
 * named by ("opened") names another event; the weekday is then not the date's to answer.
 */
export function eventOtherThanDate(q: Question, tables: CatalogTable[], date: CatalogColumn): { said: string; dated: string } | null {
  const dated = date.words.find((w) => /[a-z]{3,}ed$/.test(w));
  if (!dated) return null;
  for (const t of q.tokens) {
    if (!/[a-z]{3,}ed$/.test(t.text) || t.text === dated) continue;
    const cell = tables.some((table) => table.columns.some((c) => c.role === 'category' && c.valueIndex.has(t.text)));
    if (cell) return { said: t.raw, dated };
  }
  return null;
}

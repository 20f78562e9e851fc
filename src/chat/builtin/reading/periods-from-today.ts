// "How many trips did we complete last quarter?", "takings this year", "sales last month",
// "bookings yesterday", "orders in the last 30 days", "revenue year to date": a period counted from
// today, read against the engine's today (QUARRY_TODAY, else the system clock's UTC date when the
// question is asked; it comes in with the question, never from a global here). Each becomes the same
// kind of period as a named one ("Q3 2026", "October 2026"), so the date column, the "since" and
// "before" words, the check against the data's dates and the follow-ups are those of named periods.
// The answer states the dates it took ("last quarter (Q3 2026, 1 Jul to 30 Sep 2026)").
//
// Conventions (each stated in the period's words):
// - "last/previous week|month|quarter|year": the previous calendar week (Monday to Sunday), month,
//   quarter or year.
// - "this/current week|month|quarter|year", "year to date", "so far this year", "this year so far",
//   "month to date", "quarter to date": from the first day of that week (Monday), month, quarter or
//   year to today, inclusive.
// - "in the last/past N days|weeks|months|quarters|years": the N days (N weeks of 7 days, N months,
//   ...) ending today, today included ("the last 30 days" on 30 Nov = 1 Nov to 30 Nov).
// - "the past week|month|quarter|year" (no number): one such span ending today.
// - "yesterday", "today": that day.
// Not read, and declined by relative-periods.ts as before: the future ("next month", "tomorrow"),
// comparisons ("more than in the previous year", "up on last year", "vs last month"), "previous"
// beside a named period (previous to that one, not to today), and a period whose year follows it
// ("this year (2025)", "the last quarter of 2025", which mentions.ts reads as named periods).
import type { Question } from './question.ts';

export type TodayPeriod = { startChar: number; endChar: number; from: string; to: string; said: string };

const UNITS = new Set(['week', 'month', 'quarter', 'year']);
const PLURAL_UNITS: Record<string, 'day' | 'week' | 'month' | 'quarter' | 'year'> = {
  day: 'day', days: 'day', week: 'week', weeks: 'week', month: 'month', months: 'month', quarter: 'quarter', quarters: 'quarter', year: 'year', years: 'year',
};
const COUNT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fourteen: 14, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
};
/** Words before a period that make it the other side of a comparison, not the rows asked for. */
const COMPARING = new Set(['than', 'vs', 'versus', 'compared', 'comparing', 'against']);
/** Words a period may follow as "the last month" of the rows asked for ("sales in the last month"). */
const LEADS = new Set(['in', 'during', 'for', 'over', 'within', 'across', 'throughout', 'since', 'from', 'before', 'after', 'until', 'through', 'of']);
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Day = { y: number; m: number; d: number };

const dayOf = (iso: string): Day => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) });
/** The day `days` after `day` (m may overflow: Date.UTC carries it). */
function shift(day: Day, days: number, months = 0): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1 + months, day.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}
/** `months` months before `day`, clamped to the month's last day (31 Aug less 6 months = 28 Feb). */
function monthsBack(day: Day, months: number): Day {
  const first = shift({ ...day, d: 1 }, 0, -months);
  const last = new Date(Date.UTC(first.y, first.m, 0)).getUTCDate();
  return { ...first, d: Math.min(day.d, last) };
}
const iso = (day: Day) => `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
const weekday = (day: Day) => (new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() + 6) % 7; // Monday 0
const written = (day: Day, withYear = true) => `${day.d} ${MONTH_NAMES[day.m - 1]}${withYear ? ` ${day.y}` : ''}`;
/** "1 Jul to 30 Sep 2026", "1 Dec 2025 to 30 Nov 2026", "30 Nov 2026" for one day. */
function span(first: Day, last: Day): string {
  if (iso(first) === iso(last)) return written(last);
  return `${written(first, first.y !== last.y)} to ${written(last)}`;
}

/** [from, to) of a unit counted from today, with the words that state it. */
function calendarPeriod(rel: 'last' | 'this', unit: string, today: Day): { from: Day; to: Day; dates: string } {
  const tomorrow = shift(today, 1);
  if (unit === 'week') {
    const monday = shift(today, -weekday(today));
    if (rel === 'this') return { from: monday, to: tomorrow, dates: `the week from Monday ${span(monday, today)}` };
    const last = shift(monday, -7);
    return { from: last, to: monday, dates: `Monday ${written(last, last.y !== today.y)} to Sunday ${written(shift(monday, -1))}` };
  }
  if (unit === 'month') {
    const first = { ...today, d: 1 };
    if (rel === 'this') return { from: first, to: tomorrow, dates: span(first, today) };
    const prev = shift(first, 0, -1);
    return { from: prev, to: first, dates: `${FULL_MONTHS[prev.m - 1]} ${prev.y}` };
  }
  if (unit === 'quarter') {
    const q = Math.floor((today.m - 1) / 3);
    const first = { y: today.y, m: q * 3 + 1, d: 1 };
    if (rel === 'this') return { from: first, to: tomorrow, dates: `Q${q + 1} ${today.y} so far, ${span(first, today)}` };
    const prev = shift(first, 0, -3);
    return { from: prev, to: first, dates: `Q${Math.floor((prev.m - 1) / 3) + 1} ${prev.y}, ${span(prev, shift(first, -1))}` };
  }
  const first = { y: today.y, m: 1, d: 1 };
  if (rel === 'this') return { from: first, to: tomorrow, dates: span(first, today) };
  return { from: { y: today.y - 1, m: 1, d: 1 }, to: first, dates: String(today.y - 1) };
}

/** The N units ending today, today included. */
function rollingPeriod(n: number, unit: 'day' | 'week' | 'month' | 'quarter' | 'year', today: Day): { from: Day; to: Day } {
  const tomorrow = shift(today, 1);
  if (unit === 'day' || unit === 'week') return { from: shift(tomorrow, -(unit === 'day' ? n : 7 * n)), to: tomorrow };
  const months = unit === 'month' ? n : unit === 'quarter' ? 3 * n : 12 * n;
  return { from: shift(monthsBack(today, months), 1), to: tomorrow };
}

/**
 * The periods counted from `q.today` that the question names, as character spans of its folded
 * text with [from, to) dates. `named` says whether the question also names a period of its own.
 */
export function periodsFromToday(q: Question, named: boolean): TodayPeriod[] {
  if (!q.today) return [];
  const today = dayOf(q.today);
  const t = q.tokens;
  const word = (i: number) => t[i]?.text ?? '';
  const out: TodayPeriod[] = [];
  // "more than in the previous year", "compared with last month", "up on last year", "vs last quarter".
  const comparing = (i: number) => {
    let k = i - 1;
    while (k >= 0 && k >= i - 3 && ['the', 'in', 'to', 'with', 'during', 'for'].includes(word(k))) k--;
    return COMPARING.has(word(k)) || (word(k) === 'on' && ['up', 'down'].includes(word(k - 1)));
  };
  const push = (first: number, last: number, from: Day, to: Day, said: string) => {
    // "over the last 30 days", "within the past week": the leading words belong to the period.
    let start = first;
    if (word(start - 1) === 'the' && ['over', 'within', 'across', 'throughout'].includes(word(start - 2))) start -= 2;
    else if (['over', 'within', 'across', 'throughout'].includes(word(start - 1))) start -= 1;
    // "last year's sales": the possessive goes with the period.
    const end = word(last + 1) === 's' && t[last + 1].start === t[last].end + 1 ? last + 1 : last;
    out.push({ startChar: t[start].start, endChar: t[end].end, from: iso(from), to: iso(to), said });
  };
  for (let i = 0; i < t.length; i++) {
    const w = word(i);
    if (w === 'yesterday' || w === 'today') {
      if (named || comparing(i)) continue;
      const day = w === 'today' ? today : shift(today, -1);
      push(i, i, day, shift(day, 1), `${t[i].raw} (${written(day)})`);
      continue;
    }
    // "year to date", "YTD", "month to date", "quarter to date".
    const toDate = w === 'ytd' ? 'year' : w === 'mtd' ? 'month' : w === 'qtd' ? 'quarter' : UNITS.has(w) && word(i + 1) === 'to' && word(i + 2) === 'date' ? w : null;
    if (toDate && toDate !== 'week') {
      if (named || comparing(i)) continue;
      const p = calendarPeriod('this', toDate, today);
      const last = w === toDate ? i + 2 : i;
      push(i, last, p.from, p.to, `${t.slice(i, last + 1).map((x) => x.raw).join(' ')} (${p.dates})`);
      i = last;
      continue;
    }
    const rel = w === 'last' || w === 'previous' ? 'last' : w === 'this' || w === 'current' ? 'this' : w === 'past' ? 'past' : null;
    if (!rel || named || comparing(i)) continue;
    // "which was the last month with sales?": the latest of the data's months, not a period from today.
    if (word(i - 1) === 'the' && !LEADS.has(word(i - 2))) continue;
    // "in the last 30 days", "over the past 6 months", "the last twelve months".
    const n = t[i + 1]?.num ?? COUNT_WORDS[word(i + 1)] ?? null;
    const counted = n !== null && rel !== 'this' ? PLURAL_UNITS[word(i + 2)] : undefined;
    if (counted && n! >= 1 && n! <= 3660) {
      // "the last 3 months of 2024", "the last 2 weeks in May": a named period's part.
      if (['of', 'in'].includes(word(i + 3)) || t[i + 3]?.num != null) continue;
      const p = rollingPeriod(n!, counted, today);
      push(i, i + 2, p.from, p.to, `the ${w} ${t[i + 1].raw} ${word(i + 2)} (${span(p.from, shift(p.to, -1))}, today included)`);
      i += 2;
      continue;
    }
    const unit = word(i + 1);
    if (!UNITS.has(unit)) continue;
    // "the last quarter of 2025", "this year (2025)": periods of a named year (mentions.ts).
    if (['of', 'in'].includes(word(i + 2)) || t[i + 2]?.num != null || t[i + 3]?.num != null) continue;
    // "previous" beside no named period still means the one before today's.
    if (rel === 'past') {
      const p = rollingPeriod(1, unit as 'week', today);
      push(i, i + 1, p.from, p.to, `the past ${unit} (${span(p.from, shift(p.to, -1))})`);
      i += 1;
      continue;
    }
    const p = calendarPeriod(rel, unit, today);
    // "so far this year", "this year so far", "this year to date".
    let [first, last] = [i, i + 1];
    if (rel === 'this' && word(i - 1) === 'far' && word(i - 2) === 'so') first = i - 2;
    if (rel === 'this' && word(i + 2) === 'so' && word(i + 3) === 'far') last = i + 3;
    else if (rel === 'this' && word(i + 2) === 'to' && word(i + 3) === 'date') last = i + 3;
    push(first, last, p.from, p.to, `${t.slice(first, last + 1).map((x) => x.raw).join(' ')} (${p.dates})`);
    i = last;
  }
  return out;
}

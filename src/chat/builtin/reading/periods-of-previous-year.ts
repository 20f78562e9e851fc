// "And in March?", "and Q3?" after a question about February 2024, Q2 2025 or 2025: a month or a
// quarter written without a year is that month or quarter of the previous period's year. Only when
// the previous period lies within one calendar year; otherwise the year is not known and no period
// is read, so the follow-up is declined as before.
import type { Found } from './interpret.ts';
import type { PeriodMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { MONTH_ABBREVIATIONS } from './vocabulary.ts';

/** The first month and the number of months a yearless token names: a month (1) or a quarter (3). */
function monthsNamed(token: string): { month: number; months: number } | null {
  if (Object.hasOwn(MONTH_ABBREVIATIONS, token)) return { month: MONTH_ABBREVIATIONS[token], months: 1 };
  const quarter = /^q([1-4])$/.exec(token);
  return quarter ? { month: (Number(quarter[1]) - 1) * 3 + 1, months: 3 } : null;
}

const monthStart = (year: number, month: number) => (month > 12 ? `${year + 1}-01-01` : `${year}-${String(month).padStart(2, '0')}-01`);

/** Yearless months and quarters of a follow-up, dated in the previous reading's one calendar year. */
export function periodsOfPreviousYear(q: Question, previous: Reading, found: Found): PeriodMention[] {
  const prior = previous.conditions.find((c) => c.kind === 'period');
  if (!prior || prior.kind !== 'period' || !prior.from || !prior.to) return [];
  const year = Number(prior.from.slice(0, 4));
  if (prior.to > `${year + 1}-01-01`) return [];
  const inside = (i: number) => [...found.periods, ...found.values].some((m) => i >= m.start && i < m.end);
  const out: PeriodMention[] = [];
  for (const [i, t] of q.tokens.entries()) {
    const named = monthsNamed(t.text);
    if (!named || inside(i)) continue;
    out.push({ start: i, end: i + 1, from: monthStart(year, named.month), to: monthStart(year, named.month + named.months), said: `${t.raw} ${year}` });
  }
  return out;
}

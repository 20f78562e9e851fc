// "And Q3?", "and in Q4?" after a question about Q2 2025 (or about March 2025, or about 2025): a
// quarter written without a year is that quarter of the previous period's year, as a month is
// (follow-up.ts). Only when the previous period lies within one calendar year; otherwise the year
// is not known and no period is read, so the follow-up is declined as before.
import type { Found } from './interpret.ts';
import type { PeriodMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Yearless quarters ("q1".."q4") of a follow-up, dated in the previous reading's one calendar year. */
export function quartersOfPreviousYear(q: Question, previous: Reading, found: Found): PeriodMention[] {
  const prior = previous.conditions.find((c) => c.kind === 'period');
  if (!prior || prior.kind !== 'period' || !prior.from || !prior.to) return [];
  const year = Number(prior.from.slice(0, 4));
  if (prior.to > `${year + 1}-01-01`) return [];
  const inside = (i: number) => [...found.periods, ...found.values].some((m) => i >= m.start && i < m.end);
  const out: PeriodMention[] = [];
  for (const [i, t] of q.tokens.entries()) {
    const m = /^q([1-4])$/.exec(t.text);
    if (!m || inside(i)) continue;
    const quarter = Number(m[1]);
    const month = (quarter - 1) * 3 + 1;
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(month + 3).padStart(2, '0')}-01`;
    out.push({ start: i, end: i + 1, from, to, said: `${t.raw} ${year}` });
  }
  return out;
}

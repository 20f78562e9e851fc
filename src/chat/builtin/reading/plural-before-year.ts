// "Completed sales 2025 vs 2026", "jobs 2025 and 2026" over rows whose id runs past 2025 (Line ID 1 to
// 27,002): a number right after a noun of the rows is read as that row's id only where the noun is
// singular ("order 2023", "invoice 1001"). After the plural the number is no one row; where it is also
// a year the question's period reading holds, it is that year.
import type { Span } from './mentions.ts';
import type { Question } from './question.ts';

/** Whether the number mention `v` follows a plural noun and is itself a bare year among the periods found. */
export function pluralBeforeYear(q: Question, v: Span, periods: readonly Span[]): boolean {
  const noun = q.tokens[v.start - 1];
  if (!noun || !/[^s]s$/.test(noun.text) || noun.stem === noun.text) return false;
  return v.end - v.start === 1 && periods.some((p) => p.start === v.start && p.end === v.end);
}

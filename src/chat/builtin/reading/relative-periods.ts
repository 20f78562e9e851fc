// "How many sales will we make next month?", "bookings tomorrow", "more than in the previous year",
// "sales this year vs 2025": a period counted from today that periods-from-today.ts does not read
// (the future, a comparison, "previous" beside a named period). Left to the other readings,
// "next quarter" became a ranking of quarters or was dropped, and the answer covered every date, so
// the question is declined, saying which period it could not place and how to name it. Periods
// from today that are read ("last quarter", "this year", "in the last 30 days") are periods like
// named ones (mentions.ts); "the last quarter of 2025" names its year and is not relative.
import type { Question } from './question.ts';
import { periodsFromToday } from './periods-from-today.ts';
import { namesPeriod } from './mentions.ts';
import { RELATIVE_PERIOD_WORDS } from './vocabulary.ts';

const UNITS = new Set(['week', 'month', 'quarter', 'year', 'fortnight', 'weekend']);
/** Days named from today. */
const DAYS = new Set(['yesterday', 'today', 'tonight', 'tomorrow']);

/** Why the question names a period relative to today, or null when it names none. */
export function relativePeriod(q: Question): string | null {
  const t = q.tokens;
  const read = periodsFromToday(q, namesPeriod(q));
  for (let i = 0; i < t.length; i++) {
    if (read.some((p) => t[i].start >= p.startChar && t[i].end <= p.endChar)) continue;
    if (DAYS.has(t[i].text)) return declineText(t[i].raw);
    if (!RELATIVE_PERIOD_WORDS.has(t[i].text) || !UNITS.has(t[i + 1]?.text ?? '')) continue;
    // "the last quarter of 2025", "the last week of May 2024": a period of a named year or month.
    const after = t[i + 2]?.text;
    if (after === 'of' || after === 'in') continue;
    // "this year (2025)": the question names the year itself.
    if (t[i + 2]?.num != null || t[i + 3]?.num != null) continue;
    // "in the previous year" as a comparison ("more than in the previous year") is no period asked for either, but still unplaced.
    return declineText(`${t[i].raw} ${t[i + 1].raw}`);
  }
  return null;
}

function declineText(said: string): string {
  return `The question names a period counted from today ("${said}") that I do not read as dates (only past and current periods are read, and not as the other side of a comparison), so I cannot tell which dates it means. Name the period itself (for example a quarter and its year, "Q3 2026", or a month, "October 2026").`;
}

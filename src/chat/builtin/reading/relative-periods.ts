// "How many trips did we complete last quarter?", "What did we take this year?", "sales last month",
// "bookings yesterday": a period counted back from today. The tables carry no today (the data's
// last date is not the day the question is asked), so the engine reads no such period: left to the
// other readings, "last quarter" became a ranking of quarters ("the last") or was dropped, and the
// answer covered every date. The question is declined, saying which period it could not place and
// how to name it. "The last quarter of 2025", "the last 3 months of 2024" name their year and are
// read as periods (mentions.ts); they are not relative.
import type { Question } from './question.ts';

/** Words that count a period back (or on) from today. */
const RELATIVE = new Set(['last', 'this', 'previous', 'past', 'next', 'current', 'coming']);
const UNITS = new Set(['week', 'month', 'quarter', 'year', 'fortnight', 'weekend']);
/** Days named from today. */
const DAYS = new Set(['yesterday', 'today', 'tonight', 'tomorrow']);

/** Why the question names a period relative to today, or null when it names none. */
export function relativePeriod(q: Question): string | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    if (DAYS.has(t[i].text)) return declineText(t[i].raw);
    if (!RELATIVE.has(t[i].text) || !UNITS.has(t[i + 1]?.text ?? '')) continue;
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
  return `The question names a period counted from today ("${said}"), and the tables do not say what today is, so I cannot tell which dates it means. Name the period itself (for example a quarter and its year, "Q3 2026", or a month, "October 2026").`;
}

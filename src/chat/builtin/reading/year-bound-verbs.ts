// "How many bookings came in before 2025 started?", "orders since 2024 began", "sales after 2024
// ended": a verb of the year starting or ending, said right after the year a period reads, restates
// the bound the period already has. "Before" or "since" a year reads from its first day, so only a
// verb of starting is placed after them; "after" a year reads from its end, so only a verb of
// ending. The other way round ("after 2024 started", "before 2025 ended") the verb says another bound
// than the period reads: it is left unplaced, even where a verb like "ended" is otherwise filler
// ("calls that ended"), and the question is declined.

const STARTING = new Set(['started', 'start', 'starts', 'began', 'begun', 'begins', 'commenced']);
const ENDING = new Set(['ended', 'end', 'ends', 'finished', 'finishes', 'closed']);
/** The words leading a period that read from the first day of the year named. */
const FROM_START = new Set(['before', 'since', 'from']);
/** Words between the lead and the year: "before the year 2025 started". */
const BETWEEN = new Set(['the', 'year']);

type Tokens = { tokens: Array<{ text: string; num: number | null }> };

/**
 * Whether token `i` is a verb of the year starting or ending right after a period the reading holds
 * (`used`): "restates" where it says the bound the period reads, "contradicts" where it says the
 * other one, null where it is no such verb.
 */
export function yearBoundVerbAt(q: Tokens, i: number, used: ReadonlySet<number>): 'restates' | 'contradicts' | null {
  const w = q.tokens[i]?.text ?? '';
  const starting = STARTING.has(w);
  if (!starting && !ENDING.has(w)) return null;
  const year = i - 1;
  const n = q.tokens[year]?.num;
  if (!used.has(year) || n == null || !Number.isInteger(n) || n < 1900 || n > 2100) return null;
  let lead = year - 1;
  while (lead >= 0 && BETWEEN.has(q.tokens[lead].text)) lead--;
  if (lead < 0 || !used.has(lead)) return null;
  const said = q.tokens[lead].text;
  if (!FROM_START.has(said) && said !== 'after') return null;
  return (starting ? FROM_START.has(said) : said === 'after') ? 'restates' : 'contradicts';
}

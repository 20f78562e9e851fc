// "How many bookings were for 6 guests?", "rentals for 3 days": a bare number said right before the
// plural header of a whole-number figure of the rows (Guests, Players, Nights, Bottles Bought) is
// that figure's value, as "rating 5" (a number after its header) and "exactly 6 guests" are. Not
// money ("2025 sales"), not a number outside the figure's range, not a ranking's size ("top 5",
// "last 3"), and only where the header is named in full, as written.
import type { ColumnMention } from './mentions.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';

/** Words before a number that make it a count of things ranked or a period's length, never a value. */
const RANKING_WORDS = new Set(['top', 'first', 'last', 'next', 'bottom', 'past', 'previous', 'best', 'worst']);

/** The mention of the count header a bare number at [start, end) gives the value of, or null. */
export function countHeaderAfterNumber(q: Question, n: { start: number; end: number; value: number }, cols: readonly ColumnMention[]): ColumnMention | null {
  if (!Number.isInteger(n.value) || n.value < 0 || RANKING_WORDS.has(q.tokens[n.start - 1]?.text ?? '')) return null;
  const m = cols.find((c) => c.start === n.end);
  if (!m || m.synonym || m.score < 0.99 || m.column.role !== 'measure' || holdsMoney(m.column)) return null;
  // The header's plural noun ends the mention: "6 guests", "3 bottles bought".
  if (!q.tokens.slice(m.start, m.end).some((t) => /[a-z]s$/.test(t.text) && !/ss$/.test(t.text))) return null;
  const { min, max } = m.column.stats;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isInteger(min) || !Number.isInteger(max)) return null;
  return n.value >= min && n.value <= max ? m : null;
}

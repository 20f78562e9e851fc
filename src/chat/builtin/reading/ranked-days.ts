// "What was the busiest day of the 2025 season?", "which day had the most sales?": the days of the
// rows' date ranked by how many rows fall on each, as months and weeks are. Only after a superlative
// or a question word ranking them; "sales by day" is no ranking and stays unread as a grouping.

/** Words naming one day of a date column when days are ranked. */
export const RANKED_DAY_WORDS = new Set(['day']);

/**
 * "Which grading day had the most candidates?", "which race day had the most entries?": a date
 * header named in full after the question word, its last word a day word, ranks the days of that
 * column (never the first date of the table, which may be another's).
 */
export function rankedDayHeader<M extends { start: number; end: number; score: number; synonym: boolean; column: { role: string; words: string[] } }>(
  q: { tokens: { text: string }[] },
  cols: M[],
  openerAt: number,
): M | null {
  const m = cols.find((x) => x.start === openerAt + 1 && x.column.role === 'date' && x.score >= 1 && !x.synonym && x.end - x.start >= 2 && RANKED_DAY_WORDS.has(q.tokens[x.end - 1]?.text ?? ''));
  return m ?? null;
}

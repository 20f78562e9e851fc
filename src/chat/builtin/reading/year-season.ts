// "How much did we refund in the 2024 season?", "the busiest day of the 2025 season": a season
// named by one year is that year's rows (a Christmas tree farm's, a cricket club's season runs
// within the year it is named for). The word "season" right after a whole year restates the period
// and is read with it, so it is left neither unplaced nor matched elsewhere. A season written
// across two years ("the 2024/25 season") has no single year before the word and is not read so.

/** Words naming a season after the year it is named for. */
const SEASON_WORDS = new Set(['season']);

/**
 * The end of a period's words, past "season" when the period is one whole year written as a year
 * and that word follows it; else `end` unchanged.
 */
export function pastYearSeason(words: readonly string[], end: number, period: { from: string; to: string; said: string }): number {
  const oneYear = /^\d{4}$/.test(period.said) && period.from.endsWith('-01-01') && period.to === `${Number(period.from.slice(0, 4)) + 1}-01-01`;
  return oneYear && SEASON_WORDS.has(words[end] ?? '') ? end + 1 : end;
}

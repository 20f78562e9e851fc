// "What was the busiest day of the 2025 season?", "which day had the most sales?": the days of the
// rows' date ranked by how many rows fall on each, as months and weeks are. Only after a superlative
// or a question word ranking them; "sales by day" is no ranking and stays unread as a grouping.

/** Words naming one day of a date column when days are ranked. */
export const RANKED_DAY_WORDS = new Set(['day']);

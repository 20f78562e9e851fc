// A breakdown by month keys its rows "2025-03", which sorts and reads back exactly; a reader
// scanning the table looks for the month's name ("March" or "Mar"). Each month's row is shown
// with both: "2025-03 (Mar)". Only keys of that exact form are touched.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03" -> "2025-03 (Mar)"; any other key unchanged. */
export function monthKeyWithName(key: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  const month = m ? Number(m[2]) : 0;
  return month >= 1 && month <= 12 ? `${key} (${SHORT_MONTHS[month - 1]})` : key;
}

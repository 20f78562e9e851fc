// Helpers shared by dev12's generators: days written the way British exports write them, and the
// winner of a grouping when the expected answer is a month.
import { between } from '../dev5/dates.ts';

export { between };

/** "05/03/2024" for 5 March 2024 (dd/mm/yyyy, as a UK spreadsheet stores a day typed as text). */
export function ukDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The key with the highest value; throws on a tie, which would make the question ambiguous. */
export function topKey(groups: Map<string, number>): string {
  const sorted = [...groups].sort(([, a], [, b]) => b - a);
  if (sorted.length > 1 && Math.abs(sorted[0][1] - sorted[1][1]) < 1e-9) throw new Error(`tie between ${sorted[0][0]} and ${sorted[1][0]}`);
  return sorted[0][0];
}

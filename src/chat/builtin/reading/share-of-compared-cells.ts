// "Dawn vs evening: what share of evening flights were cancelled?", "what percentage of bookings
// were Standard rather than Flexi?": a share whose question sets two cells of one column against
// each other. Which of them is the whole, which the part, and which only the comparison said
// beside the share is not something the reading can tell (it took the cells as one condition, or
// dropped them and took the share of every row): declined, saying so. Cells of one column joined
// by "or" or "and" ("from Leeds or York") are one condition and stay read.
import type { Question } from './question.ts';
import type { ValueMention } from './mentions.ts';

/** Words joining cells into one condition. */
const JOINERS = new Set(['or', 'and', 'either', 'nor', 'both']);

/** The column and its two cells when the question sets two cells of one column against each other; null otherwise. */
export function cellsSetAgainst(q: Question, vals: readonly ValueMention[], ruledOut: (v: ValueMention) => boolean = () => false): { column: string; cells: [string, string] } | null {
  const byColumn = new Map<string, ValueMention[]>();
  for (const v of vals) {
    const key = `${v.column.ref.table}\u0000${v.column.ref.column}`;
    byColumn.set(key, [...(byColumn.get(key) ?? []), v]);
  }
  const same = (a: ValueMention, b: ValueMention) => a.values.length === b.values.length && a.values.every((x) => b.values.includes(x));
  for (const mentions of byColumn.values()) {
    const sorted = [...mentions].sort((a, b) => a.start - b.start);
    for (let i = 0; i < sorted.length; i++)
      for (let j = i + 1; j < sorted.length; j++) {
        const [a, b] = [sorted[i], sorted[j]];
        if (b.start < a.end || same(a, b) || a.values.some((x) => b.values.includes(x))) continue;
        // "what % of non-void pledges were forfeited": one ruled out keeps the whole's rows, the other is the part.
        if (ruledOut(a) !== ruledOut(b)) continue;
        // "Of the pledges that ended redeemed or forfeited, what percentage were redeemed?": a cell
        // said again after its alternatives is the part, the alternatives the whole.
        if (sorted.slice(0, j).some((o) => o !== a && same(o, b))) continue;
        const gap = q.tokens.slice(a.end, b.start);
        if (gap.every((t) => JOINERS.has(t.text))) continue;
        return { column: a.column.label, cells: [a.values[0], b.values[0]] };
      }
  }
  return null;
}

// "Trays (30 eggs)", "Cases (12 bottles)", "Packs (6 rolls)": a header whose brackets hold a number
// and a noun states how many of that smaller unit one of its own units holds. The bracket is a note
// on the unit, not a word of what the column is: "trays" names the column in full, and "eggs" alone
// never names it (a question counting eggs asks for a conversion, said only through the note).
import { words } from '../text.ts';

/** The conversion a header's brackets state: one unit of the column holds `size` of `unit` ("eggs"). */
export type BracketedUnit = { size: number; unit: string; words: string[] };

/** The "(<number> <noun>)" note of a header, or null when its brackets hold anything else. */
export function bracketedUnit(label: string): BracketedUnit | null {
  const m = /\(\s*(\d+(?:\.\d+)?)\s+([A-Za-z][A-Za-z-]*)\s*\)/.exec(label);
  if (!m) return null;
  const size = Number(m[1]);
  if (!(size > 1)) return null;
  // The note stands after the header's own words ("Trays (30 eggs)"), never alone.
  if (words(label.slice(0, m.index)).length === 0) return null;
  const unit = m[2].toLowerCase();
  return { size, unit, words: [m[1], ...words(m[2])] };
}

/** A header's words without those of its bracketed unit note: "Trays (30 eggs)" is "trays". */
export function withoutBracketedUnit(label: string, raw: string[]): string[] {
  const note = bracketedUnit(label);
  if (!note) return raw;
  const left = raw.filter((w) => !note.words.includes(w));
  return left.length > 0 ? left : raw;
}

/** Words right before a unit that ask an amount in it: "how many eggs", "total eggs", "in eggs", "number of eggs". */
const AMOUNT_BEFORE = new Set(['many', 'total', 'in', 'of']);

/** Words for a count of twelve said before the smaller unit: "dozen eggs". */
const DOZEN = new Set(['dozen', 'dozens']);

/** Where a question says the smaller unit of a header's note ("eggs" of "Trays (30 eggs)"), with a "dozen" before it, or null. */
export function bracketedUnitSaid(q: { tokens: ReadonlyArray<{ text: string }> }, label: string): { start: number; end: number; size: number; unit: string } | null {
  const note = bracketedUnit(label);
  if (!note) return null;
  const at = q.tokens.findIndex((t, i) => t.text === note.unit && q.tokens[i - 1]?.text !== 'per');
  if (at < 0) return null;
  const dozen = DOZEN.has(q.tokens[at - 1]?.text ?? '');
  // Only the amount asked in that unit ("how many eggs", "total eggs", "in dozen eggs"); "duck eggs"
  // after a verb names the rows by their cell, not a conversion.
  const before = q.tokens[at - (dozen ? 2 : 1)]?.text ?? '';
  if (!AMOUNT_BEFORE.has(before)) return null;
  return dozen ? { start: at - 1, end: at + 1, size: note.size / 12, unit: `dozen ${note.unit}` } : { start: at, end: at + 1, size: note.size, unit: note.unit };
}

// Words that say a yes/no flag is not set: "unpaid" (Paid), "missed appointments" (Attended),
// "failed inspections" (Passed). Only prefixes and well-known pairs of opposites: a word with no
// such opposite stays unplaced, and the question is declined rather than read as a guess.

/** Opposites of a flag's one-word header, both ways round. */
const OPPOSITES: Array<[string, string[]]> = [
  ['attended', ['missed', 'absent']],
  ['present', ['absent']],
  ['passed', ['failed']],
  ['active', ['inactive']],
  ['approved', ['rejected']],
  ['accepted', ['rejected']],
  ['won', ['lost']],
  ['open', ['closed']],
];

const NEGATED_BY = new Map<string, string[]>();
for (const [header, opposites] of OPPOSITES)
  for (const o of opposites) {
    NEGATED_BY.set(o, [...(NEGATED_BY.get(o) ?? []), header]);
    NEGATED_BY.set(header, [...(NEGATED_BY.get(header) ?? []), o]);
  }

/** The one-word flag headers whose no cells `word` names: "unpaid" -> paid, "missed" -> attended, absent. */
export function headersNegatedBy(word: string): string[] {
  const out = word.startsWith('un') && word.length > 4 ? [word.slice(2)] : [];
  return [...out, ...(NEGATED_BY.get(word) ?? [])];
}

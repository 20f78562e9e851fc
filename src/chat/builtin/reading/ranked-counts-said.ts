// Groups ranked by their rows where the question says so in words the ranking-count rule of
// answer-shape.ts did not read as a count:
// - "Which boat class has the highest damage rate?", "the worst first-time fix rate": the reading
//   ranks each group's rate (the share of its rows meeting a condition), not its number of rows;
//   the rate was asked, so there is no count to doubt.
// - "Which make of machine do we have the most of?": the things held, counted.
// - "Which garment do we alter most?", "which boiler do we service most often": a trade's own job
//   verb said of the rows (we alter, fit, repair ... them) done the most times.
// Both of the last two only over rows that count no items (no qty column): there the most could
// as well be the items added up. Verbs of money, selling or liking ("which stylist do clients like
// most") are not job verbs and are left to the rule.
import type { CatalogTable } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Words that ask for a rate of each group. */
const RATE_ASKED = new Set(['rate', 'rates', 'percentage', 'percent', 'share', 'proportion', 'ratio']);

/** Verbs of a job done on the rows, in the bare form after "do we". */
const JOB_VERBS = new Set(['alter', 'fit', 'fix', 'repair', 'service', 'clean', 'wash', 'groom', 'tune', 'treat', 'install', 'replace', 'deliver', 'ship', 'hire', 'rent', 'book', 'see', 'visit', 'use', 'handle', 'process', 'inspect', 'test', 'serve', 'teach', 'run', 'do']);

/** Whether the question says the groups are ranked by their rows (or their rate) in one of the ways above. */
export function rankedCountSaid(q: Question, reading: Reading, fact: CatalogTable): boolean {
  const t = q.tokens;
  if (reading.shape.kind === 'top_groups' && reading.shape.part && t.some((x) => RATE_ASKED.has(x.text))) return true;
  if (quantityColumns(fact.columns).length > 0) return false;
  // "do we have the most of"
  if (t.some((x, i) => x.text === 'have' && t[i + 1]?.text === 'the' && t[i + 2]?.text === 'most' && t[i + 3]?.text === 'of')) return true;
  // "do we alter most", "do we service the most often"
  return t.some((x, i) => x.text === 'we' && ['do', 'did'].includes(t[i - 1]?.text ?? '') && JOB_VERBS.has(t[i + 1]?.text ?? '') && (t[i + 2]?.text === 'most' || (t[i + 2]?.text === 'the' && t[i + 3]?.text === 'most')));
}

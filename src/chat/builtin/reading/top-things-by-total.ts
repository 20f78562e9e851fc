// "Top 3 members by arrows shot" over lane bookings, each carrying its member's number and the
// arrows shot in that session: the things ranked are the members, each with many bookings, so each
// member's arrows are added up and the members ranked by their totals. Ranking the single bookings
// named the members of the three best sessions, not the three members who shot the most. Only where
// the noun after "top N" is not the rows' own noun ("top 5 bookings by fee" still ranks bookings),
// the label naming them repeats over the rows, and the figure adds up (a count or an amount, not a
// price or a score). The noun may follow a word that qualifies it ("top 3 shop items by sales
// value"): the compound's head, the word right before "by", is the noun.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';

/** The rows per label value on average at least this many: the label names things with many rows each. */
const MIN_ROWS_PER_THING = 2;

/**
 * Whether "top N <noun> by <figure>" ranks things of which `fact` holds many rows each: the noun at
 * `at` (right after the number) is a plural naming `label`'s things, through its header or another
 * table of `others`, never the fact rows; `label` is a column of `fact` that repeats over them.
 */
export function topThingsByTotal(q: Question, at: number, fact: CatalogTable, others: CatalogTable[], label: CatalogColumn, additive: boolean): boolean {
  const noun = q.tokens[compoundHead(q, at)];
  if (!additive || !noun || !/[a-z]{2}s$/.test(noun.text) || namesRows(fact, noun)) return false;
  if (label.ref.table !== fact.name || label.stats.distinctCount * MIN_ROWS_PER_THING > fact.rowCount) return false;
  return label.stems.includes(noun.stem) || others.some((t) => t !== fact && namesRows(t, noun));
}

/** The head of a two-word compound after "top N" ("shop items" before "by"), else the word at `at`. */
function compoundHead(q: Question, at: number): number {
  const next = q.tokens[at + 1];
  return next && q.tokens[at + 2]?.text === 'by' && /[a-z]{2}s$/.test(next.text) && !/[a-z]{2}s$/.test(q.tokens[at].text) ? at + 1 : at;
}

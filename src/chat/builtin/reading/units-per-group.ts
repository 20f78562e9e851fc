// "What is the average number of items per order?" over order_items whose rows each hold a qty:
// "items" names the rows (item lines), but a line of 12 pens is 12 items, so the question may ask
// for the lines per order (2.5) or the units per order (26); counting the lines is no sure answer.
// Where the counted table holds one quantity column with more than one somewhere and the counted
// noun is not the lines' own events or documents ("orders per customer", "lines per order", which
// count rows whatever the quantity), the reading declines instead of averaging the row counts.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { CountsPerGroup } from './counts-per-group.ts';
import { quantityColumns } from './price-takings.ts';
import type { Question } from './question.ts';
import { LINE_EVENT_NOUNS } from './vocabulary.ts';

/** Why counting the rows per group may not answer "the average number of <noun> per <group>", or null. */
export function unitsPerGroupDoubt(q: Question, fact: CatalogTable, perGroup: CountsPerGroup): string | null {
  const quantities = quantityColumns(fact.columns);
  if (quantities.length !== 1) return null;
  const [quantity] = quantities;
  if (typeof quantity.stats.max !== 'number' || quantity.stats.max <= 1) return null;
  const counted = perGroup.spans[0];
  const nouns = q.tokens.slice(counted.start, counted.end).filter((t) => namesRows(fact, t));
  if (nouns.length === 0 || nouns.every((t) => LINE_EVENT_NOUNS.has(t.text))) return null;
  const noun = nouns[0].raw;
  return `Each row of ${fact.label} holds a ${quantity.label}, so "${noun} per ${perGroup.group.column.label}" may count the rows (one per line) or add up ${quantity.label}; I cannot tell which.`;
}

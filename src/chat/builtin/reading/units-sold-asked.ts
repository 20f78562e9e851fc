// "How many Olaplex products did we sell in 2025?" over sales lines with a qty column: the question
// asks how many units went out (the quantities added up), or, less often, how many different
// products; a count of the distinct product names answers only the second. With a quantity column
// beside it and no "different" said, the reading is not sure and the question is declined.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { quantityColumns } from './price-takings.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { DISTINCT_WORDS } from './vocabulary.ts';

/** Verbs of things going out or coming in by the unit. */
const UNIT_VERBS = new Set(['sell', 'sells', 'sold', 'selling', 'buy', 'buys', 'bought', 'purchased', 'ship', 'ships', 'shipped', 'dispatched']);
/** Words right before the verb that make the counted things its object: "did we sell", "were sold". */
const OBJECT_BEFORE = new Set(['we', 'you', 'they', 'i', 'were', 'was', 'been', 'be', 'get']);
/** Words asking for different values by kind. */
const KIND_WORDS = new Set(['kinds', 'types', 'lines', 'ranges', 'varieties']);

/** Why a distinct count does not answer "how many X did we sell" beside a quantity column, or null. */
export function unitsSoldAsked(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn !== 'count_distinct') return null;
  const t = q.tokens;
  const asksCount = t.some((tok, i) => (tok.text === 'how' && t[i + 1]?.text === 'many') || (tok.text === 'number' && t[i + 1]?.text === 'of'));
  // The things counted are what was sold ("did we sell", "were sold"), not who bought ("customers bought").
  const verb = t.find((tok, i) => UNIT_VERBS.has(tok.text) && OBJECT_BEFORE.has(t[i - 1]?.text ?? ''));
  if (!asksCount || !verb || t.some((tok) => DISTINCT_WORDS.has(tok.text) || KIND_WORDS.has(tok.text))) return null;
  const counted = findColumn(catalog, reading.measure.column);
  const quantity = catalog.tables
    .filter((tb) => reading.tables.includes(tb.name))
    .flatMap((tb) => quantityColumns(tb.columns))
    .at(0);
  if (!counted || counted.role === 'key' || !quantity) return null;
  return `"How many … ${verb.raw}" may ask for the units ${verb.raw} (the total of ${quantity.label}) or for the number of different ${counted.label} values; I cannot tell which.`;
}

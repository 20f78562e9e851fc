// "What percentage of tastings led to an order?", "How many quotes did not result in a job?",
// "enquiries that converted into a booking": a verb of one row leading to another, then a noun
// naming the rows of another table, asks for the counted rows whose reference to that table (a
// tasting's Order No) is filled in, or blank when the verb is denied. Read only where the counted
// table holds that reference (the other table's unique key, by the same header) with blanks: a
// reference every row has leaves nothing to tell apart, and no reference leaves the words unread.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Span } from './mentions.ts';
import type { Question } from './question.ts';
import type { Condition } from './types.ts';

const LEADING_VERBS = new Set(['led', 'lead', 'leads', 'leading', 'resulted', 'result', 'results', 'resulting', 'converted', 'convert', 'converts', 'converting']);
const PREPOSITIONS = new Set(['to', 'in', 'into']);
const ARTICLES = new Set(['a', 'an', 'any', 'one']);
/** Negations before the verb: "did not lead", "didn't lead" ("didn" "t"), "never led", "without leading". */
const NEGATIONS = new Set(['not', 'never', 't', 'without']);

/** The counted table's reference to `other`'s rows: the column of the same header as its unique key, with blanks. */
function referenceTo(counted: CatalogTable, other: CatalogTable): CatalogColumn | null {
  for (const key of other.columns) {
    if (key.role !== 'key' || key.stats.nullCount > 0 || key.stats.distinctCount !== other.rowCount) continue;
    const ref = counted.columns.find((c) => c.ref.column === key.ref.column && c.stats.nullCount > 0);
    if (ref) return ref;
  }
  return null;
}

/** The condition "led to a <row of another table>" states on the counted table's rows, with its words; null when none. */
export function ledToRows(q: Question, catalog: Catalog, counted: CatalogTable, used: (i: number) => boolean): { condition: Condition; column: CatalogColumn; span: Span } | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    if (used(i) || !LEADING_VERBS.has(t[i].text) || !PREPOSITIONS.has(t[i + 1]?.text ?? '')) continue;
    let k = i + 2;
    if (ARTICLES.has(t[k]?.text ?? '')) k++;
    const noun = t[k];
    if (!noun) continue;
    const other = catalog.tables.find((tb) => tb !== counted && namesRows(tb, noun) && !namesRows(counted, noun));
    const column = other ? referenceTo(counted, other) : null;
    if (!column) continue;
    const denied = NEGATIONS.has(t[i - 1]?.text ?? '');
    return { condition: { kind: 'missing', column: column.ref, negate: !denied }, column, span: { start: denied ? i - 1 : i, end: k + 1 } };
  }
  return null;
}

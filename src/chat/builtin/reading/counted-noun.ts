// What "how many <noun>" counts: the rows, the distinct values of a column, or a figure added up.
// The readings of the counted noun live in their own modules (each with its comment and its test);
// this module holds their order, so the decision is read in one place:
//
//   1. a countable figure named as the noun ("how many units", "how many defects were found"): its sum;
//   2. a figure's header before the rows' noun ("how many lane bookings"): the rows (counted-row-noun.ts);
//   3. a key's header before the rows' noun ("how many parking sessions"): the rows (row-noun-modifiers.ts);
//   4. headers that only say what each row has ("properties" beside Property Type, "module results",
//      a position within a group): read with the noun, not counted (header-head-nouns.ts);
//   5. a one-word header before the rows' noun ("box subscriptions"): the rows (header-before-row-noun.ts);
//   6. a header that is the rows' own noun ("sessions" over sessions.csv): the rows (counted-row-noun.ts);
//   7. "distinct"/"different" before a header: that header, even where it names the rows;
//   8. a quantity kept as text ("how many hours" over text hours): declined (quantities-as-text.ts);
//   9. a kind column whose noun the rows' event happened to ("garments abandoned"): the rows,
//      perhaps said to be a choice (kind-columns.ts);
//  10. a header that repeats over the rows (a category, a reference), or one asked distinct: its
//      distinct values, by the key of named rows where names repeat (distinct-things.ts);
//  11. another table's word before the rows' noun ("harbour bookings"): the rows (row-noun-modifiers.ts);
//  12. the rows of a joined lookup ("how many customers booked"): its distinct keys;
//  13. "in total", "altogether" after the rows' noun: a filler, the rows (counted-row-noun.ts);
//  14. a total said of a figure not only named by a modifier, or a verb of selling or spending: its sum;
//  15. otherwise the rows.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows, sameRef } from './catalog.ts';
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import type { AggregateFn, ColumnRef, Condition, Reading } from './types.ts';
import { countedNounNamesRows, figureQualifiesRowNoun, totalAsFiller } from './counted-row-noun.ts';
import { keyOfNamedRows } from './distinct-things.ts';
import { qualifiesRowNoun } from './header-before-row-noun.ts';
import { namesOnlyModifier, notTheCountedColumn } from './header-head-nouns.ts';
import { kindCount } from './kind-columns.ts';
import { quantityCountedAsValues } from './quantities-as-text.ts';
import { modifiesRowNoun, qualifiesRowNounAt } from './row-noun-modifiers.ts';

type Source = { tables: CatalogTable[]; join: Reading['join']; then?: Reading['then'] };

/** Everything the decision reads, said explicitly. */
export type CountedNounInput = {
  q: Question;
  src: Source;
  /** The counted table (the source's first). */
  fact: CatalogTable;
  /** The settled header mentions, and all found ones (for the header after "distinct"). */
  cols: ColumnMention[];
  found: ColumnMention[];
  conditions: Condition[];
  conditionCols: Set<CatalogColumn>;
  /** Where the count phrase starts and how many words it has ("how many": 2, "count": 1). */
  countAt: number;
  countWords: number;
  /** Where "distinct", "different", "unique" stands, or -1. */
  distinctAt: number;
  agg: { fn: AggregateFn | null; at: number };
  /** The figure mentioned nearest the operation, and all figures mentioned. */
  measureMention: ColumnMention | null;
  measureMentions: ColumnMention[];
  /** Whether rule 1 holds (computed by `countedFigure`, which other branches read too). */
  countedMeasure: boolean;
  /** Whether the word at i names rows of the source (or people of a people table). */
  entityWordAt: (i: number) => boolean;
  /** Whether a column is one of the source's tables'. */
  inSource: (c: CatalogColumn) => boolean;
  /** Whether the word at i is part of a cell the question filters on ("market stall"). */
  conditionValueAt?: (i: number) => boolean;
};

/** What the counted noun counts, with the spans of the question it accounts for (in order). */
export type CountedNounDecision = { uses: Span[] } & (
  | { counts: 'rows'; caveat?: string }
  | { counts: 'distinct'; column: ColumnRef }
  | { counts: 'sum'; column: CatalogColumn }
  | { counts: 'declined'; reason: string; words: string[] }
);

/**
 * Rule 1, read by every branch counting something: the figure named right after "how many" is
 * counted by adding it up. `isCountable` says the figure counts things (not a price), `namesRowsOfTable`
 * whether its word names a table's rows other than as a modifier of that table's name.
 */
export function countedFigure(input: {
  q: Question;
  fact: CatalogTable;
  countAt: number;
  countWords: number;
  measureMention: ColumnMention | null;
  namesRowsOnly: (i: number) => boolean;
  isCountable: (c: CatalogColumn) => boolean;
  /** Whether the word at i is part of a cell the question filters on ("axe coach" of Role). */
  conditionValueAt?: (i: number) => boolean;
}): boolean {
  const { q, countAt, countWords, measureMention: m } = input;
  // "How many axe coach hours did we roster": the words between "how many" and the figure name a
  // cell the rows are filtered on, however many words it has; otherwise at most one word.
  const between = (start: number) => start <= countAt + 3 || (input.conditionValueAt !== undefined && Array.from({ length: start - countAt - 2 }, (_, k) => countAt + 2 + k).every(input.conditionValueAt));
  return (
    countAt >= 0 && countWords === 2 && m !== null && m.start >= countAt + 2 && between(m.start) &&
    // "How many bottles were sold" beside bottle_sales.xlsx and its bottles column: the first word
    // of a table's name names the measure, not the rows.
    !input.namesRowsOnly(m.start) &&
    input.isCountable(m.column) &&
    !namesOnlyModifier(q, m) &&
    // "How many lane bookings": the figure's header only qualifies the rows' noun after it.
    !figureQualifiesRowNoun(q, m, input.fact)
  );
}

/** The ordered rules above, first that applies. */
export function whatIsCounted(input: CountedNounInput): CountedNounDecision {
  const { q, src, fact, cols, conditions, conditionCols, countAt, countWords, distinctAt, agg, measureMention } = input;
  const uses: Span[] = [];
  const table = src.tables[0];
  // 1.
  if (input.countedMeasure && measureMention) return { uses, counts: 'sum', column: measureMention.column };
  // 2.
  if (measureMention && countWords === 2 && measureMention.start === countAt + 2 && figureQualifiesRowNoun(q, measureMention, table)) {
    return { uses: [{ start: measureMention.start, end: measureMention.end + 1 }], counts: 'rows' };
  }
  // 3.
  const qualifier = cols.find((m) => countWords === 2 && m.start === countAt + 2 && !conditionCols.has(m.column) && modifiesRowNoun(q, m, table));
  if (qualifier) uses.push({ start: qualifier.start, end: qualifier.end + 1 });
  // 4.
  const notCounted = (m: ColumnMention) => notTheCountedColumn(q, m, cols, fact.rowCount);
  // "How many market stall transactions": the words between may all be a cell the rows are filtered on.
  const cellWordsBetween = (m: ColumnMention) => input.conditionValueAt !== undefined && m.start > countAt + 3 && Array.from({ length: m.start - countAt - 2 }, (_, k) => countAt + 2 + k).every(input.conditionValueAt);
  const afterCount = (m: ColumnMention) => countWords === 2 && m.start >= countAt + 2 && (m.start <= countAt + 3 || cellWordsBetween(m)) && !conditionCols.has(m.column);
  for (const m of cols) if (afterCount(m) && notCounted(m)) uses.push(m);
  let counted = qualifier ? undefined : cols.find((m) => afterCount(m) && m.column.role !== 'measure' && !notCounted(m));
  // 5.
  if (counted && distinctAt < 0 && qualifiesRowNoun(q, counted, (i) => input.entityWordAt(i) && namesRows(table, q.tokens[i]))) {
    uses.push(counted);
    counted = undefined;
  }
  // 6.
  if (counted && distinctAt < 0 && countedNounNamesRows(q, counted, table)) return { uses: [...uses, counted], counts: 'rows' };
  // 7.
  if (!counted && distinctAt >= 0) {
    // "How many different hairdresser customers": the cells the rows are kept by may stand between.
    let at = distinctAt + 1;
    while (at < q.tokens.length && input.conditionValueAt?.(at)) at++;
    counted = input.found.find((m) => m.start === at && input.inSource(m.column) && m.column.role !== 'measure' && !conditionCols.has(m.column)) ?? undefined;
  }
  // "How many landlords have more than 10 properties": the groups a count of rows per group picks.
  const grouped = counted !== undefined && conditions.some((c) => c.kind === 'rows_per' && sameRef(c.column, counted!.column.ref));
  const repeated = counted !== undefined && (grouped || counted.column.role === 'category' || (counted.column.role === 'key' && counted.column.stats.distinctCount < table.rowCount));
  // 8.
  const quantityText = counted && distinctAt < 0 ? quantityCountedAsValues(q.tokens[counted.start], counted.column) : null;
  if (quantityText) return { uses, counts: 'declined', reason: quantityText, words: [q.tokens[counted!.start].raw] };
  // 9.
  const kind = counted && distinctAt < 0 && !grouped ? kindCount(q, counted, countAt + 2, fact.rowCount, conditions.some((c) => !sameRef(c.column, counted!.column.ref))) : null;
  if (kind) {
    const caveat = kind === 'rows-doubtful' ? `I counted the rows of ${fact.label}, one ${counted!.column.label} each; counting the kinds of ${counted!.column.label} among them would give a smaller figure.` : undefined;
    return { uses: [...uses, counted!], counts: 'rows', ...(caveat ? { caveat } : {}) };
  }
  // 10.
  if (counted && (distinctAt >= 0 || repeated)) {
    // "How many customers had visits": a header of the joined table that names its rows (Customer,
    // holding names) is counted by that table's key even when "different" is not said.
    const joinedColumn = counted.column.ref.table !== table.name;
    const key = distinctAt >= 0 || joinedColumn ? keyOfNamedRows(src, counted.column, q.tokens[counted.start]) : null;
    return { uses: [...uses, counted], counts: 'distinct', column: key ?? counted.column.ref };
  }
  // 11.
  const counting = q.tokens[countAt + 2];
  const qualifying = qualifier !== undefined || qualifiesRowNounAt(q, countAt + 2, table, src.tables.slice(1));
  if (qualifying && !qualifier) uses.push({ start: countAt + 2, end: countAt + 4 });
  if (qualifying) return { uses, counts: 'rows' };
  // 12.
  if (src.join && counting && !counted && namesRows(src.tables[1], counting) && !namesRows(table, counting)) {
    return { uses: [...uses, { start: countAt + 2, end: countAt + 3 }], counts: 'distinct', column: src.join.left };
  }
  if (src.then && counting && !counted && namesRows(src.tables[2], counting) && !namesRows(table, counting) && !namesRows(src.tables[1], counting)) {
    return { uses: [...uses, { start: countAt + 2, end: countAt + 3 }], counts: 'distinct', column: src.then.left };
  }
  // 13.
  if (agg.fn === 'sum' && totalAsFiller(q, agg.at, countAt + 2, table, input.measureMentions)) return { uses, counts: 'rows' };
  // 14. "How many calls have we handled in total": "handled" only qualifies handle_time_min.
  if (measureMention && ((agg.fn === 'sum' && !namesOnlyModifier(q, measureMention)) || /^(sold|spent|spend|earn|earned)$/.test(q.tokens[measureMention.start].text))) {
    return { uses: [...uses, measureMention], counts: 'sum', column: measureMention.column };
  }
  // 15.
  return { uses, counts: 'rows' };
}

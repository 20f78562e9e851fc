// "Which month saw the most module enrolments?" over enrolments with a Module Code column, "which
// month had the most station rides?" beside start_station: the one header word right before the noun
// of the counted rows only says what rows they are (enrolments on modules, rides from stations); the
// rows are counted per month. "How many module enrolments" already reads so (counted-noun.ts, rule
// 5); a count ranked or broken down by another column or a period left the word unplaced and declined.
//
// Only a reference, a category or a name column of the counted table qualifies so: a figure's header
// has its own reading (counted-row-noun.ts), and a flag ("express deliveries") picks some rows, a
// condition this does not read. The header must not be the rows' own noun ("session sessions").
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Measure } from './types.ts';

const QUALIFYING_ROLES = new Set(['key', 'category', 'text']);

/**
 * The token positions of one-word headers of `counted` standing right before a noun for its rows,
 * when the reading counts those rows: words read with that noun, not left unplaced.
 */
export function headersQualifyingCountedRows(q: Question, cols: ColumnMention[], counted: CatalogTable, measure: Measure): Set<number> {
  const out = new Set<number>();
  if (measure.fn !== 'count' || measure.per) return out;
  for (const m of cols) {
    if (m.end - m.start !== 1 || m.synonym || m.column.ref.table !== counted.name || !QUALIFYING_ROLES.has(m.column.role)) continue;
    const next = q.tokens[m.end];
    if (!next || !namesRows(counted, next) || m.column.stems.includes(next.stem)) continue;
    out.add(m.start);
  }
  return out;
}

/** Whether a word naming the counted rows comes within `reach` words after `at`, past any qualifying headers. */
export function rowsNamedSoonAfter(q: Question, at: number, counted: CatalogTable, qualifiers: Set<number>, reach = 3): boolean {
  let seen = 0;
  for (let i = at + 1; i < q.tokens.length && seen < reach; i++) {
    if (qualifiers.has(i)) continue;
    if (namesRows(counted, q.tokens[i])) return true;
    seen++;
  }
  return false;
}

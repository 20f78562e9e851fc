// "How many depots run more than 80 routes", "which supervisors look after more than 40 agents":
// a number compared with how many of the table's rows each group holds. Read as a condition on the
// group column (the groups whose rows in scope number more than 80), only where the counted noun is
// the table's own rows, one row each (not "orders" over order lines, where an order spans rows),
// and the group is a column of that table named just before the verb.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { nameWords, namesRows } from './catalog.ts';
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import { stem } from '../text.ts';

/** A word of a table's name before its last (the noun the name is about): "order" in order_lines. */
export function qualifiesName(name: string, wordStem: string): boolean {
  const ws = nameWords(name).map(stem);
  return ws.length >= 2 && ws.includes(wordStem) && ws.at(-1) !== wordStem;
}

/** Words that may stand between the group and the comparison: its verb ("run", "look after"). */
const MAX_VERB_WORDS = 2;

/**
 * The group column whose rows are counted, and the words read with it (the verb and the counted
 * noun), or null. `opStart` is where the comparison starts, `nounAt` the counted noun's index.
 */
export function rowsPerGroup(
  q: Question,
  table: CatalogTable,
  cols: readonly ColumnMention[],
  opStart: number,
  nounAt: number,
  read: (i: number) => boolean,
): { column: CatalogColumn; spans: Span[] } | null {
  const noun = q.tokens[nounAt];
  if (!noun || !namesRows(table, noun) || [table.name, table.label].some((n) => qualifiesName(n, noun.stem))) return null;
  const group = cols
    .filter((m) => m.column.ref.table === table.name && m.end <= opStart && opStart - m.end <= MAX_VERB_WORDS)
    .filter((m) => m.column.role === 'category' || m.column.role === 'text' || m.column.role === 'key')
    .sort((a, b) => b.end - a.end)[0];
  if (!group || group.column.stats.distinctCount >= table.rowCount) return null;
  // The words between the group and the comparison are its verb: nothing else may be read there.
  for (let i = group.end; i < opStart; i++) if (read(i) || q.tokens[i].num !== null) return null;
  return { column: group.column, spans: [{ start: group.end, end: opStart }, { start: nounAt, end: nounAt + 1 }] };
}

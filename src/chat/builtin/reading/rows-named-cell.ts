// A cell followed by a noun naming the rows of a table that holds it: "Total Chaos players",
// "Westside routes". When the cell is also in other columns (a match's team_1 and team_2 beside the
// players' team), the noun says which column is meant: the column of the table it names. When that
// table is not part of the reading (it would take a join through a third table), the reading put
// the cell on another column by guess, so the answer is marked uncertain.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

function namedTable(q: Question, tables: readonly CatalogTable[], v: ValueMention): CatalogTable | null {
  const next = q.tokens[v.end];
  if (!next) return null;
  const t = tables.find((x) => x.name === v.column.ref.table);
  return t && namesRows(t, next) ? t : null;
}

/** Among the same cell in several columns, the one whose table the noun after it names. */
export function rowsNamedRival(q: Question, tables: readonly CatalogTable[], rivals: ValueMention[]): ValueMention | null {
  const named = rivals.filter((r) => namedTable(q, tables, r) !== null);
  return named.length === 1 ? named[0] : null;
}

/** The caveat when a cell's noun names a table left out of the reading while the cell was put on a column elsewhere. */
export function rowsNamedElsewhere(q: Question, catalog: readonly CatalogTable[], inReading: (table: string) => boolean, all: readonly ValueMention[], chosen: readonly ValueMention[]): string | null {
  for (const v of chosen) {
    const rivals = all.filter((o) => o.start === v.start && o.end === v.end && o.column !== v.column && !inReading(o.column.ref.table));
    for (const r of rivals) {
      const t = namedTable(q, catalog, r);
      if (t && !namedTable(q, catalog, v)) {
        return `"${q.tokens.slice(v.start, v.end + 1).map((x) => x.raw).join(' ')}" points to ${r.column.label} of ${t.label}, which this reading does not join; I used ${v.column.label} instead, which may not be meant.`;
      }
    }
  }
  return null;
}

// A word that is both a numeric header and a cell of a category column ("rent": a Rent column and
// the category Rent). When the question names another figure ("the total amount for rent") the
// word can only be the cell; otherwise the header is read, and the answer says the word had
// another reading rather than choose silently.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, Span, ValueMention } from './mentions.ts';

type Settled = { columns: ColumnMention[]; values: ValueMention[]; moneyVerbs: Span[] };

const sameSpan = (a: Span, b: Span) => a.start === b.start && a.end === b.end;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The settled mentions with such words read by the question's shape, and the caveat for those read as headers. */
export function headerOrCell(settled: Settled, found: readonly ValueMention[], inSource: (c: CatalogColumn) => boolean): Settled & { caveat: string | null } {
  let columns = settled.columns;
  let values = settled.values;
  let caveat: string | null = null;
  for (const m of settled.columns) {
    if (m.column.role !== 'measure' || m.synonym) continue;
    const cell = found.find((v) => sameSpan(v, m) && v.column.role === 'category' && inSource(v.column) && !values.some((x) => overlaps(x, v)));
    if (!cell) continue;
    const otherFigure = columns.some((o) => o !== m && o.column.role === 'measure' && !o.synonym && !overlaps(o, m));
    if (otherFigure) {
      columns = columns.filter((o) => o !== m);
      values = [...values, cell];
    } else {
      caveat ??= `"${cell.values[0]}" is both the header ${m.column.label} and a cell of ${cell.column.label}; I read it as the header. Name the figure (for example "the total of ... where ${cell.column.label} is ${cell.values[0]}") for the other reading.`;
    }
  }
  return { columns, values, moneyVerbs: settled.moneyVerbs, caveat };
}

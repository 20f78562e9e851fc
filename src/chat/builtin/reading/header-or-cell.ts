// A word that is both a numeric header and a cell of a category column ("rent": a Rent column and
// the category Rent). When the question names another figure ("the total amount for rent") the
// word can only be the cell; otherwise the header is read, and the answer says the word had
// another reading rather than choose silently. It is the header without a doubt when the question
// already keeps another cell of that column ("quoted value of completed projects": a project has
// one status, so "quoted" is no second one), or when the word names a figure said after it
// ("quoted value", "rent amount").
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, Span, ValueMention } from './mentions.ts';

type Settled = { columns: ColumnMention[]; values: ValueMention[]; moneyVerbs: Span[] };
type Tokens = ReadonlyArray<{ text: string }>;

/** Words after a word that make it a figure's name ("quoted value"). */
const FIGURE_AFTER = new Set(['value', 'values', 'amount', 'amounts']);

/** Whether the word at `m` is plainly said as a figure, or its column already keeps another cell. */
function plainlyHeader(m: ColumnMention, cell: ValueMention, values: readonly ValueMention[], tokens: Tokens): boolean {
  return values.some((x) => x.column === cell.column && !overlaps(x, cell)) || FIGURE_AFTER.has(tokens[m.end]?.text ?? '');
}

const sameSpan = (a: Span, b: Span) => a.start === b.start && a.end === b.end;
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The settled mentions with such words read by the question's shape, and the caveat for those read as headers. */
export function headerOrCell(
  settled: Settled,
  found: readonly ValueMention[],
  inSource: (c: CatalogColumn) => boolean,
  tokens: Tokens = [],
): Settled & { caveat: string | null } {
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
    } else if (!plainlyHeader(m, cell, values, tokens)) {
      caveat ??= `"${cell.values[0]}" is both the header ${m.column.label} and a cell of ${cell.column.label}; I read it as the header. Name the figure (for example "the total of ... where ${cell.column.label} is ${cell.values[0]}") for the other reading.`;
    }
  }
  return { columns, values, moneyVerbs: settled.moneyVerbs, caveat };
}

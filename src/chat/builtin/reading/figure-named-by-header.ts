// "Invoiced revenue by work type", "how many tonnes of waste came from felling jobs" over jobs that
// refer one to one to the quotes they came from: a figure taken through such a reference is a guess
// (one-to-one-references.ts: "the total value of accepted quotes" may be the quotes' or the jobs'
// money), unless the question names the figure's column by a word of its own header ("invoiced"
// of Invoiced (GBP ex VAT), "waste" of waste_tonnes). Words every money header may carry ("total",
// "value", "amount", a currency) name no column of their own, and a synonym names none.
import type { CatalogColumn } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { ColumnRef } from './types.ts';
import { CURRENCY_WORDS } from './units-of-measure.ts';
import { OUTFLOW_WORDS } from './vocabulary.ts';

/** Header words any figure may carry: they tell one money column from another no better than nothing. */
const GENERIC_FIGURE_WORDS = new Set(['total', 'totals', 'value', 'values', 'amount', 'amounts', 'sum', 'net', 'gross', 'figure', 'number', 'no', 'count', 'ex', 'inc', 'incl', 'vat', 'tax']);

/** Whether a word of the question, within a mention of `column` read by its header, is a distinctive word of that header. */
export function figureNamedByHeader(q: Question, cols: readonly ColumnMention[], figure: ColumnRef, column: CatalogColumn | null): boolean {
  if (!column) return false;
  if (q.tokens.some((t) => OUTFLOW_WORDS.has(t.text) && !column.words.includes(t.text) && !column.stems.includes(t.stem))) return false;
  const own = column.stems.filter((s, k) => !GENERIC_FIGURE_WORDS.has(column.words[k] ?? '') && !CURRENCY_WORDS.has(column.words[k] ?? ''));
  return cols.some((m) => !m.synonym && sameRef(m.column.ref, figure) && q.tokens.slice(m.start, m.end).some((t) => !GENERIC_FIGURE_WORDS.has(t.text) && !CURRENCY_WORDS.has(t.text) && own.includes(t.stem)));
}

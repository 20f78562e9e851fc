// "Average alterations charge for a bustle on its own" over orders with "Gown Price (£)",
// "Alterations (£)" and an alterations column naming the work (Bustle, Hem): "charge" was taken for
// the gown's price, a column no word of the question names, while the words before it name another
// column of money in full ("Alterations (£)"), used here only to find the Bustle cell. When the
// measure's header shares no word with the question and another money column of the same rows is
// named by all its words, the reading is declined: the figure asked is more likely that column's.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, sameRef, tableOf } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Currency codes a header's sign adds to its words ("£" -> gbp): no word of a question names them. */
const CURRENCY_CODES = new Set(['gbp', 'usd', 'eur', 'dollars', 'pounds', 'euros']);

function ownStems(c: CatalogColumn): string[] {
  // A header's words and its name's ("alterations_2" for a second "Alterations" header): digits name nothing.
  return c.words.flatMap((w, i) => (CURRENCY_CODES.has(w) || /^\d+$/.test(w) ? [] : [c.stems[i]]));
}

/** Why a measure reached by a synonym passes over a money column the question names, or null. */
export function moneyHeaderPassedOver(q: Question, catalog: Catalog, reading: Reading): string | null {
  const m = reading.measure;
  if (m.fn === 'count' || m.fn === 'count_distinct' || m.fn === 'ratio' || m.terms?.length) return null;
  const measure = findColumn(catalog, m.column);
  const table = tableOf(catalog, m.column.table);
  if (!measure || !table || !holdsMoney(measure)) return null;
  const said = new Set(q.tokens.map((t) => t.stem));
  const words = new Set(q.tokens.map((t) => t.text));
  if (measure.words.some((w, i) => words.has(w) || said.has(measure.stems[i] ?? ''))) return null;
  const named = table.columns.find((c) => {
    if (sameRef(c.ref, measure.ref) || c.role !== 'measure' || !holdsMoney(c)) return false;
    const stems = ownStems(c);
    return stems.length > 0 && stems.every((s) => said.has(s));
  });
  if (!named) return null;
  return `The question names ${named.label}, but the only reading I found takes ${measure.label}, which no word of the question names.`;
}

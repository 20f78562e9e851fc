// "How many cups have we sold in the last 30 days?", "which drink sells the most cups", "cups sold
// by milk type" over sales lines with one quantity column (Qty): a cup, a bottle, a portion is one
// of the items sold, so a word for the serving, said beside a verb of selling, names the lines'
// quantity. Only over a table of sales (one whose price is what a line took, price-takings.ts: stock
// bought, "Cups 12oz" at a unit cost, is no such table; a line total beside the quantity says so
// too, takings-column.ts), only when no column of that table is named
// by the word itself, only where the quantity's header counts items and no container of its own
// (Cases: a bottle is not a case), and only where the quantity is more than 1 on some line.
import type { CatalogColumn, Catalog, CatalogTable } from './catalog.ts';
import { quantityColumns, salePriceColumn } from './price-takings.ts';
import { takingsColumn } from './takings-column.ts';
import type { Question } from './question.ts';
import { SELLING_VERBS } from './vocabulary.ts';

/** Nouns of one item served or handed over as sold: never a measure of their own. */
// "How many items did we sell": an item sold is one unit of the lines' quantity, as a cup is.
// "How many balls of Aran did we sell": a ball or skein of yarn, a jar, a bar, a loaf are one
// item sold too, the unit a shop sells such goods by.
const SERVING_NOUNS = new Set([
  'cups', 'cup', 'bottles', 'bottle', 'cans', 'can', 'glasses', 'portions', 'portion', 'servings', 'serving', 'slices', 'scoops', 'tubs', 'items',
  'balls', 'ball', 'skeins', 'skein', 'jars', 'jar', 'bars', 'bar', 'loaves', 'loaf',
]);

/**
 * Header words of a quantity that counts items and no container of its own ("Qty", "Units Sold"):
 * "Cases" or "Packs" count something else than the cups or bottles asked about.
 */
const ITEM_COUNT_WORDS = new Set(['qty', 'quantity', 'units', 'unit', 'items', 'item', 'no', 'number', 'count', 'sold']);

/** The token indexes of serving nouns that name the sales lines' quantity in `t`, with that column. */
export function servingsSoldMentions(q: Question, t: CatalogTable, catalog: Catalog): Array<{ at: number; column: CatalogColumn }> {
  if (!q.tokens.some((tok) => SELLING_VERBS.has(tok.text))) return [];
  const quantities = quantityColumns(t.columns);
  if (quantities.length !== 1 || typeof quantities[0].stats.max !== 'number' || quantities[0].stats.max <= 1) return [];
  // A table of sales: a price a line took, or a line total that says what it took (Line Total (£) beside Qty).
  if (!quantities[0].words.every((w) => ITEM_COUNT_WORDS.has(w)) || !(salePriceColumn(t, catalog) ?? takingsColumn(t))) return [];
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const [at, tok] of q.tokens.entries()) {
    if (!SERVING_NOUNS.has(tok.text)) continue;
    // "items" is the units only as what "how many" counts ("how many items", "how many XL items", a
    // cell or two between): "top 3 garden furniture items by units sold" ranks the goods themselves.
    if (tok.text === 'items' && ![1, 2, 3].some((k) => q.tokens[at - k]?.text === 'many' && q.tokens[at - k - 1]?.text === 'how')) continue;
    // "can" as a verb ("how many can we sell") is no serving.
    if (tok.text === 'can' && q.tokens[at - 1]?.text === 'many') continue;
    if (t.columns.some((c) => c.stems.includes(tok.stem))) continue;
    out.push({ at, column: quantities[0] });
  }
  return out;
}

// "How many orders got cancelled?", "lines by status", "average delivery charge on sold orders" over
// tree_sales.csv, one sale a row with its own Sale Ref: a table named for its sales also answers to
// "orders" and "lines", each row being one order, one sale line. Only where no other table is named
// for that noun (orders.csv beside sales.csv: those rows are the orders) and no header of the table
// holds it (an Order ID on sale lines makes "orders" the distinct orders, not the rows). "Items"
// ("how many items did we sell") are the rows too, but only where no column counts the items of a
// row (Qty, Units): there the items sold are that column's total.
import { stem, words } from '../text.ts';
import type { CatalogColumn } from './catalog.ts';
import { columnKind } from './figure-kinds.ts';
import { nounForms } from './vocabulary.ts';

/** Nouns that name one sale as a row: an order placed, a line of the till. */
const SALE_ROW_NOUNS = ['order', 'line'];


/**
 * The whole words (singular and plural) that also name the rows of a table whose name ends in
 * "sales" (`nameWords`: its name's words), given its columns and the words of the other tables' names.
 */
export function saleRowNouns(nameWords: readonly string[], columns: readonly CatalogColumn[], others: ReadonlyArray<readonly string[]>): string[] {
  // "biggest single line in trays" over deliveries holding Trays and a Price per tray: rows holding
  // the units a price is per are lines of goods, whatever the table is named (count-of-unit-priced-per.ts).
  const pricedLines = columns.some((c) => c.countsUnitOf !== undefined);
  if (nameWords.at(-1) !== 'sales' && !pricedLines) return [];
  const counted = columns.some((c) => c.role === 'measure' && columnKind(c) === 'quantity');
  const nouns = nameWords.at(-1) === 'sales' ? [...SALE_ROW_NOUNS, ...(counted ? [] : ['item'])] : ['line'];
  return nouns.filter((noun) => {
    const s = stem(noun);
    return !others.some((ws) => ws.map(stem).includes(s)) && !columns.some((c) => c.stems.includes(s) || c.words.some((w) => stem(w) === s));
  }).flatMap(nounForms);
}

/** The words of a table's name as the catalog reads them ("tree_sales" -> tree, sales). */
export function tableNameWords(name: string): string[] {
  return words(name.replace(/_/g, ' '));
}

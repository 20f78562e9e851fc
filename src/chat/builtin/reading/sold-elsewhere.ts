// "How much meat did we sell in 2026?", "How many kg of veg have we sold?" over a farm shop's
// products, its supplier deliveries (Qty Delivered) and its till lines (Sold At, Qty): a selling
// verb asks about the sales, and one table says it records them (a date or an id headed by "sold"
// or "sale", or a name of sales). A reading that does not touch that table (the deliveries' qty,
// the products counted) answers another question, so it is declined, naming the table of sales.
// Where the reading's own columns speak of selling ("units_sold", "Sales (£)") it stands. Where no
// table records sales, rows counted as sold must at least carry a price or a sale of their own.
import type { Catalog, CatalogTable } from './catalog.ts';
import { findColumn, nameWords } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { ITEM_PRICE_WORDS, SELLING_VERBS } from './vocabulary.ts';

const SALE_WORDS = new Set(['sold', 'sale', 'sales']);

/** Whether the table says it records sales: named for them, or a date or id headed by "sold"/"sale". */
function recordsSales(t: CatalogTable): boolean {
  if ([...nameWords(t.name), ...nameWords(t.label)].some((w) => SALE_WORDS.has(w))) return true;
  return t.columns.some((c) => (c.role === 'date' || c.role === 'key') && c.words.some((w) => SALE_WORDS.has(w)));
}

/** Header words of what a row was sold for or took: a price (an insurance premium, a fare), a sale, money taken. */
const PRICED_WORDS = new Set([...ITEM_PRICE_WORDS, ...SALE_WORDS, 'premium', 'fare', 'revenue', 'takings', 'amount', 'value', 'total', 'paid', 'charged']);

/**
 * "How many new bikes did we sell?" over repair tickets (Labour £, no price of a bike) where no table
 * records sales: rows with no price or sale of their own were not sold, so they are not counted as sold.
 */
function pricesItsRows(catalog: Catalog, name: string): boolean {
  const t = catalog.tables.find((x) => x.name === name);
  return t === undefined || t.columns.some((c) => c.words.some((w) => PRICED_WORDS.has(w)));
}

/** Why a reading of a selling question over tables that do not record the sales is declined, or null. */
export function soldElsewhere(q: Question, catalog: Catalog, reading: Reading, columns: ColumnMention[]): string | null {
  // "sold by the kg" said for a "Sold By" header is that column, and says how a thing is sold
  // (a fact of the product), not what was sold: no verb of selling.
  const inHeader = (i: number) => columns.some((m) => !m.synonym && m.end - m.start >= 2 && m.start <= i && i < m.end);
  if (!q.tokens.some((t, i) => SELLING_VERBS.has(t.text) && !inHeader(i) && q.tokens[i + 1]?.text !== 'by')) return null;
  const sales = catalog.tables.filter(recordsSales);
  if (sales.length === 0 && reading.measure.fn === 'count' && !reading.unmatched && !reading.tables.some((name) => pricesItsRows(catalog, name))) {
    const read = reading.tables.join(' and ');
    return `The question asks how many things were sold, but no table records sales and ${read} holds no price or sale of its rows, so counting its rows would answer another question.`;
  }
  if (sales.length !== 1 || reading.tables.includes(sales[0].name)) return null;
  const measured = 'column' in reading.measure && reading.measure.column ? findColumn(catalog, reading.measure.column) : null;
  if (measured?.words.some((w) => SALE_WORDS.has(w))) return null;
  const read = reading.tables.join(' and ');
  return `The question asks what was sold, and ${sales[0].label} records the sales; my reading used ${read}, which does not, so it would answer another question.`;
}

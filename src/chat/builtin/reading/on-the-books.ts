// "How many customers are on our books?", "members on the books in Leeds": the idiom says the rows
// are registered with the business, not that they appear in a table of bookings (whose noun shares
// the root "book"). The idiom is taken out of the question before it is read, so "customers" alone
// names the rows. A table whose rows are books themselves (a bookshop's "books") keeps the words.
import type { Catalog } from './catalog.ts';
import { nameWords } from './catalog.ts';

const IDIOM = /\s*,?\s+on (?:our|the|its|their|your|my) books\b/i;

/** The question without the idiom "on our books", unless some table's rows are books. */
export function withoutBooksIdiom(text: string, catalog: Catalog): string {
  if (!IDIOM.test(text)) return text;
  const booksTable = catalog.tables.some((t) => [nameWords(t.name), nameWords(t.label)].some((ws) => ['book', 'books'].includes(ws.at(-1)?.toLowerCase() ?? '')));
  return booksTable ? text : text.replace(new RegExp(IDIOM.source, 'gi'), '');
}

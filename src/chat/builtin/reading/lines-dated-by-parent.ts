// "Sales in 2024" over order lines that carry no date of their own, joined to the orders they are
// lines of: the order's one date is the lines' date, as a line is sold when its order is placed.
// Read so (the period applied without a doubt) only where the measured table is named as parts of
// the other's rows ("order_lines" of orders, "invoice_items" of invoices: the other table's noun
// followed by a word for parts) and that table has one date and no other. A lookup of another kind
// ("payments" beside customers' signup dates) keeps the doubt: its date is not the rows' own event.
// So too where that one date is headed as the date of the other table's rows ("Event Date" of
// events.csv, beside drink_sales.csv of the drinks sold at each event): the rows happen at their
// event, so the event's date is theirs. "Customer Since" of customers is no date of a customer's
// payments (its header is not "<noun> Date"). A parent's date headed only "Date" is its rows' own
// too: games played at bookings (every play names one) with no date at all take the booking's.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { nameWords } from './catalog.ts';
import { stem } from '../text.ts';

const PART_NOUNS = new Set(['line', 'lines', 'item', 'items', 'entries', 'entry', 'details', 'detail']);

/** Whether `column` (of `parent`) is the one date of the rows that `fact`'s rows are parts of. */
export function datedByParent(fact: CatalogTable, parent: CatalogTable | undefined, column: CatalogColumn): boolean {
  if (!parent || parent === fact || column.ref.table !== parent.name) return false;
  if (parent.columns.filter((c) => c.role === 'date').length !== 1) return false;
  const own = nameWords(fact.name);
  const of = nameWords(parent.name);
  if (of.length === 1 && column.words.length === 2 && column.words[1] === 'date' && stem(column.words[0]) === stem(of[0])) return true;
  // "Games played in November 2026" over games_played.csv (no date at all), each row a play at one
  // booking of bookings.csv headed by a bare "Date": the date of a booking row is that row's own, and
  // every play refers to one booking, so its date is the play's.
  if (column.words.length === 1 && column.words[0] === 'date' && !fact.columns.some((c) => c.role === 'date') && everyRowRefersTo(fact, parent)) return true;
  if (own.length !== 2 || of.length !== 1 || !PART_NOUNS.has(own[1])) return false;
  return stem(own[0]) === stem(of[0]);
}

/** Whether every row of `fact` names one row of `parent` by a key unique there (none left blank). */
function everyRowRefersTo(fact: CatalogTable, parent: CatalogTable): boolean {
  return parent.columns.some(
    (k) => k.role === 'key' && k.stats.distinctCount === parent.rowCount && fact.columns.some((c) => c.role === 'key' && c.ref.column === k.ref.column && c.stats.distinctCount < fact.rowCount && c.stats.nullCount === 0),
  );
}

/**
 * "Money from attended bookings in 2025" over bookings (Booked On) that refer to classes, each held
 * on its own "Class Date": the period may be when the rows were made or when the rows they belong
 * to took place. The one table `fact`'s rows refer to (many to one) whose one date is headed as the
 * date of its rows ("<noun> Date" of a table named for that noun), with that date; else null. Only
 * where every row of `fact` refers to one.
 */
export function parentOwnDate(fact: CatalogTable, tables: readonly CatalogTable[], own: CatalogColumn): { parent: CatalogTable; column: CatalogColumn } | null {
  // A date headed as the rows' own ("donation_date" of donations) is their event's, whatever their parent's.
  if (headedForRows(fact, own)) return null;
  const found: { parent: CatalogTable; column: CatalogColumn }[] = [];
  for (const parent of tables) {
    if (parent === fact) continue;
    const refers = parent.columns.some(
      (k) =>
        k.role === 'key' &&
        k.stats.distinctCount === parent.rowCount &&
        // Every row belongs to one: rows with the key blank ("open-studio firings" of no class) have
        // no parent date, so the parent's date is no reading of the rows' period.
        fact.columns.some((c) => c.role === 'key' && c.ref.column === k.ref.column && c.stats.distinctCount < fact.rowCount && c.stats.nullCount === 0),
    );
    const dates = parent.columns.filter((c) => c.role === 'date');
    if (!refers || dates.length !== 1) continue;
    const [column] = dates;
    if (nameWords(parent.name).length === 1 && headedForRows(parent, column)) found.push({ parent, column });
  }
  return found.length === 1 ? found[0] : null;
}

/** A date headed "<noun> Date" for the noun of its table's name (Class Date of classes, donation_date of donations). */
function headedForRows(t: CatalogTable, column: CatalogColumn): boolean {
  const noun = nameWords(t.name).at(-1);
  return noun !== undefined && column.words.length === 2 && column.words[1] === 'date' && stem(column.words[0]) === stem(noun);
}

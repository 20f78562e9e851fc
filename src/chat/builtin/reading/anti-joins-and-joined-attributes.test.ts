// Questions that go through a second table, through HTTP on tables of 1,000+ rows: the rows of a
// catalogue with none of another table's rows ("books never borrowed", "no loans in 2024"), rows
// filtered by a date of the joined table named by its verb ("flights departing in July 2024"),
// and counts or totals per attribute of the joined table ("which genre sold the most tickets").
// Expected answers are computed here from the generated rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { customers, filmScreenings, flightBookings, libraryLoans, orders, toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const library = libraryLoans(4_000);
const air = flightBookings(5_000);
const cinema = filmScreenings(6_000);
const buyers = customers(1_200);
const sales = orders(3_000, buyers);

let t: TestClient;
const ws = { library: '', air: '', cinema: '', shop: '' };

beforeAll(async () => {
  t = sharedTestApp();
  ws.library = await createWorkspace(t, null, { name: 'library' });
  ws.air = await createWorkspace(t, null, { name: 'air' });
  ws.cinema = await createWorkspace(t, null, { name: 'cinema' });
  ws.shop = await createWorkspace(t, null, { name: 'shop' });
  await uploadTables(t, ws.shop, [
    { content: toCsv(buyers), filename: 'customers.csv' },
    { content: toCsv(sales), filename: 'orders.csv' },
  ]);
  await uploadTables(t, ws.library, [
    { content: toCsv(library.books), filename: 'books.csv' },
    { content: toCsv(library.loans), filename: 'loans.csv' },
  ]);
  await uploadTables(t, ws.air, [
    { content: toCsv(air.flights), filename: 'flights.csv' },
    { content: toCsv(air.bookings), filename: 'bookings.csv' },
  ]);
  await uploadTables(t, ws.cinema, [
    { content: toCsv(cinema.films), filename: 'films.csv' },
    { content: toCsv(cinema.screenings), filename: 'screenings.csv' },
  ]);
}, 180_000);

const borrowedIn = (year: string) => new Set(library.loans.filter((l) => l.borrowed_on.startsWith(year)).map((l) => l.book_id));
const everBorrowed = new Set(library.loans.map((l) => l.book_id));
const neverBorrowed = library.books.filter((b) => !everBorrowed.has(b.book_id));

/** The groups' totals, highest first. */
function ranked<T>(rows: T[], key: (r: T) => string, value: (r: T) => number): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + value(r));
  return [...totals].sort((a, b) => b[1] - a[1]);
}

describe('the builtin engine answers anti-joins: the rows with none of another table\'s rows', () => {
  it('counts the rows no other row refers to: books never borrowed or with no loans in a year, customers who never placed an order', async () => {
    expect(neverBorrowed.length).toBeGreaterThan(0);
    const never = await askBuiltin(t, ws.library, 'How many books were never borrowed?');
    expectAnswered(never, formatNumber(neverBorrowed.length));
    expect(never.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/NOT EXISTS/);
    const in2024 = borrowedIn('2024');
    const idle = library.books.filter((b) => !in2024.has(b.book_id)).length;
    expect(idle).toBeGreaterThan(neverBorrowed.length);
    expectAnswered(await askBuiltin(t, ws.library, 'How many books had no loans in 2024?'), formatNumber(idle));
    expectAnswered(await askBuiltin(t, ws.library, "How many books haven't been borrowed?"), formatNumber(neverBorrowed.length));
    const ordered = new Set(sales.map((o) => o.customer_id));
    expectAnswered(await askBuiltin(t, ws.shop, 'How many customers have never placed an order?'), formatNumber(buyers.filter((c) => !ordered.has(c.customer_id)).length));
  });

  it('filters the catalogue rows by their own cells and lists them by name', async () => {
    const poetry = neverBorrowed.filter((b) => b.genre === 'Poetry').length;
    expectAnswered(await askBuiltin(t, ws.library, 'How many Poetry books have not been borrowed?'), formatNumber(poetry));
    const unseen = cinema.films.filter((f) => !cinema.screenings.some((s) => s.film_id === f.film_id));
    expect(unseen.length).toBeGreaterThan(0);
    expect(unseen.length).toBeLessThanOrEqual(20);
    const listed = await askBuiltin(t, ws.cinema, 'Which films have no screenings?');
    expect(listed.execution_details.outcome, listed.content).toBe('answered');
    for (const f of unseen) expect(listed.content).toContain(`**${f.title}**`);
  });

  it('declines a negated event the data does not record, and never reads "no screenings" as an empty column', async () => {
    const returned = await askBuiltin(t, ws.library, 'How many books were never returned?');
    expect(returned.execution_details.outcome, returned.content).not.toBe('answered');
    const dubbed = await askBuiltin(t, ws.cinema, 'How many films were never dubbed?');
    expect(dubbed.execution_details.outcome, dubbed.content).not.toBe('answered');
    // Destinations are not rows of a table: no anti-join, and "booked_on is empty" answers another question.
    const destinations = await askBuiltin(t, ws.air, 'Which destinations have no bookings?');
    expect(destinations.execution_details.outcome, destinations.content).not.toBe('answered');
  });
});

describe('the builtin engine reads the joined table\'s columns', () => {
  it('takes "flights departing in July 2024" as the flights\' departure date, not the booking date', async () => {
    const july = new Set(air.flights.filter((f) => f.departure_date.startsWith('2024-07')).map((f) => f.flight_id));
    const reply = await askBuiltin(t, ws.air, 'How many bookings are for flights departing in July 2024?');
    expectAnswered(reply, formatNumber(air.bookings.filter((b) => july.has(b.flight_id)).length));
    expect(reply.execution_details.interpretation).toMatch(/departure_date/);
  });

  it('ranks genres by the tickets sold, the header both "sold" and "tickets" name, not the ticket revenue', async () => {
    const genreOf = new Map(cinema.films.map((f) => [f.film_id, f.genre]));
    const [top] = ranked(cinema.screenings, (s) => genreOf.get(s.film_id)!, (s) => s.tickets_sold);
    expectAnswered(await askBuiltin(t, ws.cinema, 'Which genre sold the most tickets?'), top[0]);
  });

  it('adds up the copies borrowed per genre of the book, rather than averaging them', async () => {
    const genreOf = new Map(library.books.map((b) => [b.book_id, b.genre]));
    const top = ranked(library.loans, (l) => genreOf.get(l.book_id)!, (l) => l.copies).slice(0, 3);
    const reply = await askBuiltin(t, ws.library, 'Top 3 genres by copies borrowed');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    top.forEach(([genre, copies], i) => expect(reply.content).toContain(`${i + 1}. **${genre}**: ${formatNumber(copies)}`));
  });
});

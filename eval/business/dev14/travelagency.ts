// A travel agency: bookings (CSV) beside customers (XLSX), sharing customer_id. Destination
// countries as ISO codes that read as English words (IT, NO, US), two dates a period could mean
// (booked_on, departure_date), travellers per booking to add up where "how many bookings" counts
// rows, prices and commission with the currency in the header, a customer called "Total Events
// GmbH", loyalty tiers left blank for customers without one.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from '../dev7/unmatched.ts';

interface Customer { id: number; name: string; city: string; tier: string | null; signedUp: string }
interface Booking {
  id: number;
  customer: number;
  destination: string;
  country: string;
  bookedOn: string;
  departure: string;
  nights: number;
  travellers: number;
  price: number;
  commission: number;
  status: string;
  agent: string;
}

const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Harry', 'Mia', 'Jacob', 'Freya', 'Leo', 'Ruby', 'Oscar', 'Ivy', 'Arthur', 'Rosie', 'Theo'];
const LAST = ['Smith', 'Taylor', 'Walker', 'Wright', 'Robinson', 'Thompson', 'White', 'Hall', 'Wood', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morris', 'Bell', 'Price'];
const CITIES = ['Bristol', 'Cardiff', 'Bath', 'Exeter', 'Swindon'];
const DESTINATIONS: [string, string][] = [['Rome', 'IT'], ['Venice', 'IT'], ['Oslo', 'NO'], ['Bergen', 'NO'], ['New York', 'US'], ['Orlando', 'US'], ['Barcelona', 'ES'], ['Malaga', 'ES'], ['Athens', 'GR'], ['Lisbon', 'PT']];
const AGENTS = ['Hannah Reid', 'Marcus Lee', 'Sofia Patel', 'Tom Baker'];

function generate(): { customers: Customer[]; bookings: Booking[] } {
  const random = createRandom(14_002);
  const names = new Set<string>();
  const customers = Array.from({ length: 2_600 }, (_, i): Customer => {
    let name = i === 17 ? 'Total Events GmbH' : `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (names.has(name)) name = `${random.pick(FIRST)} ${random.pick(LAST)}-${random.pick(LAST)}`;
    names.add(name);
    return {
      id: 1_001 + i,
      name,
      city: random.weighted(CITIES, [36, 22, 14, 16, 12]),
      tier: random.chance(0.45) ? null : random.weighted(['Bronze', 'Silver', 'Gold'], [50, 32, 18]),
      signedUp: random.date('2021-01-01', '2025-06-30'),
    };
  });
  // A sixth of the customers never booked; the events company books often.
  const booking = customers.filter((_, i) => i % 6 !== 2);
  const bookings = Array.from({ length: 9_500 }, (_, i): Booking => {
    const customer = i % 40 === 0 ? customers[17] : random.pick(booking);
    const [destination, country] = random.weighted(DESTINATIONS, [14, 10, 6, 5, 12, 9, 15, 11, 10, 8]);
    const bookedOn = random.date('2024-01-01', '2025-09-30');
    const travellers = customer.id === customers[17].id ? random.int(8, 30) : random.weighted([1, 2, 3, 4, 5], [18, 44, 14, 18, 6]);
    const nights = random.int(2, 14);
    const price = Math.round(travellers * nights * random.float(70, 190, 2) * 100) / 100;
    return {
      id: 70_001 + i,
      customer: customer.id,
      destination,
      country,
      bookedOn,
      departure: addDays(bookedOn, random.int(7, 200)),
      nights,
      travellers,
      price,
      commission: Math.round(price * random.weighted([0.08, 0.1, 0.12], [40, 40, 20]) * 100) / 100,
      status: random.weighted(['Confirmed', 'Completed', 'Cancelled'], [30, 55, 15]),
      agent: random.weighted(AGENTS, [31, 27, 24, 18]),
    };
  });
  return { customers, bookings };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (r) => r.id },
  { header: 'full_name', value: (r) => r.name },
  { header: 'home_city', value: (r) => r.city },
  { header: 'loyalty_tier', value: (r) => r.tier },
  { header: 'signup_date', value: (r) => r.signedUp },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (r) => r.id },
  { header: 'customer_id', value: (r) => r.customer },
  { header: 'destination', value: (r) => r.destination },
  { header: 'country_code', value: (r) => r.country },
  { header: 'booked_on', value: (r) => r.bookedOn },
  { header: 'departure_date', value: (r) => r.departure },
  { header: 'nights', value: (r) => r.nights },
  { header: 'travellers', value: (r) => r.travellers },
  { header: 'package_price_eur', value: (r) => r.price },
  { header: 'commission_eur', value: (r) => r.commission },
  { header: 'status', value: (r) => r.status },
  { header: 'agent', value: (r) => r.agent },
];

export const travelagency: BusinessSchema = {
  name: 'travelagency',
  description: 'A travel agency: 9,500 bookings (CSV) and 2,600 customers (XLSX) sharing customer_id; country codes IT, NO, US; booking and departure dates',
  async build(dir) {
    const { customers, bookings } = generate();
    const files = [await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings), await writeXlsx(join(dir, 'customers.xlsx'), 'customers', CUSTOMER_COLUMNS, customers)];
    const q = questionSet('travelagency');
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    const booked = (from: string, to: string) => (b: Booking) => between(b.bookedOn, from, to);
    const departing = (from: string, to: string) => (b: Booking) => between(b.departure, from, to);

    q.ask('How many travellers went to Norway (NO)?', count(sumOf(bookings, (b) => b.travellers, (b) => b.country === 'NO')));
    q.ask('How many bookings to IT were cancelled?', count(countWhere(bookings, (b) => b.country === 'IT' && b.status === 'Cancelled')));
    q.ask('How many bookings went to the US?', count(countWhere(bookings, (b) => b.country === 'US')));
    q.ask('What is the total commission on cancelled bookings?', amount(sumOf(bookings, (b) => b.commission, (b) => b.status === 'Cancelled')));
    q.ask('What was the total package price of completed bookings departing in 2025?', amount(sumOf(bookings, (b) => b.price, (b) => b.status === 'Completed' && departing('2025-01-01', '2025-12-31')(b))));
    q.ask('Which agent earned the most commission?', winner(groupBy(bookings, (b) => b.agent, 'sum', (b) => b.commission)));
    q.ask('Which agent handled the most bookings?', winner(groupBy(bookings, (b) => b.agent, 'count')));
    q.ask('Which destination had the most bookings?', winner(groupBy(bookings, (b) => b.destination, 'count')));
    q.ask('Which destination had the most travellers?', winner(groupBy(bookings, (b) => b.destination, 'sum', (b) => b.travellers)));
    q.ask('Average package price per destination', breakdown(groupBy(bookings, (b) => b.destination, 'avg', (b) => b.price)));
    q.ask('How many bookings were made in July 2025?', count(countWhere(bookings, booked('2025-07-01', '2025-07-31'))));
    q.ask('How many trips departed in August 2025?', count(countWhere(bookings, departing('2025-08-01', '2025-08-31'))));
    q.ask('How many bookings were made by Gold tier customers?', count(countWhere(bookings, (b) => customerOf.get(b.customer)!.tier === 'Gold')));
    q.ask('How much did customers from Cardiff spend in total on package prices?', amount(sumOf(bookings, (b) => b.price, (b) => customerOf.get(b.customer)!.city === 'Cardiff')));
    q.ask('How many customers have never booked?', count(unmatched(customers, (c) => c.id, bookings, (b) => b.customer).length));
    q.ask('How many customers do we have?', count(customers.length));
    q.ask('How many bookings did Total Events GmbH make?', count(countWhere(bookings, (b) => b.customer === customers[17].id)));
    q.ask('How many customers have no loyalty tier?', count(countWhere(customers, (c) => c.tier === null)));
    q.ask('How many bookings were not cancelled?', count(countWhere(bookings, (b) => b.status !== 'Cancelled')));
    q.ask('What share of bookings made in 2025 were cancelled?', percent(percentOf(countWhere(bookings, (b) => booked('2025-01-01', '2025-12-31')(b) && b.status === 'Cancelled'), countWhere(bookings, booked('2025-01-01', '2025-12-31')))));
    const made2024 = q.ask('How many bookings were made in 2024?', count(countWhere(bookings, booked('2024-01-01', '2024-12-31'))));
    q.followUp(made2024, 'And in 2025?', count(countWhere(bookings, booked('2025-01-01', '2025-12-31'))));
    q.ask('What is the average number of nights per booking?', amount(avgOf(bookings, (b) => b.nights)));
    q.ask('Top 3 destinations by total commission', ranking(ranked(groupBy(bookings, (b) => b.destination, 'sum', (b) => b.commission), 3)));
    q.ask('How many customers signed up in 2024?', count(countWhere(customers, (c) => between(c.signedUp, '2024-01-01', '2024-12-31'))));
    q.ask('What is the total package price of bookings to Oslo?', amount(sumOf(bookings, (b) => b.price, (b) => b.destination === 'Oslo')));
    q.ask('How many bookings had more than 4 travellers?', count(countWhere(bookings, (b) => b.travellers > 4)));
    q.ask('How many travellers did Sofia Patel book in total?', count(sumOf(bookings, (b) => b.travellers, (b) => b.agent === 'Sofia Patel')));
    q.ask('What percentage of customers are Gold tier?', percent(percentOf(countWhere(customers, (c) => c.tier === 'Gold'), customers.length)));

    q.ask('How many customers booked a trip to Oslo?', count(new Set(bookings.filter((b) => b.destination === 'Oslo').map((b) => b.customer)).size));
    q.ask('Which customer has the most bookings?', winner(groupBy(bookings, (b) => customerOf.get(b.customer)!.name, 'count')));
    // The row noun names the booking's own date (booked_on), not the departure.
    q.ask('How many bookings were there in July 2025?', count(countWhere(bookings, booked('2025-07-01', '2025-07-31'))));
    // "Per traveller" is a rate: the total price over the total travellers.
    q.ask('What is the average package price per traveller?', amount(sumOf(bookings, (b) => b.price) / sumOf(bookings, (b) => b.travellers)));

    q.ask('How many trips were there in July 2025?', decline('ambiguous: booked in July or departing in July'));
    q.ask('Which hotel do our customers book most often?', decline('no hotel column'));
    q.ask('How many bookings were made online?', decline('no booking channel column'));
    q.ask('What is the average customer age?', decline('no age or birth date column'));
    q.ask('How many flights did we sell to Rome?', decline('no flight column'));
    q.ask('Which airline is most popular?', decline('no airline column'));
    q.ask('What is the average review score for Athens trips?', decline('no review column'));
    return { files, questions: q.questions };
  },
};

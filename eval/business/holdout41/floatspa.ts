// A floatation and sauna centre: 2,100 customers (CSV: membership, discount, how they heard of us,
// join date), 15,000 bookings from January 2024 to August 2025 (CSV: session type, room, start
// time, price in pounds, how it was paid, status) and 700 gift vouchers sold (XLSX). Bookings share
// `Customer ID` with the customers; vouchers name their buyer's Customer ID when the buyer is one.
// Traps: booking refs and voucher codes that look numeric (never summed), prices and voucher values
// in pounds with the unit in the header, statuses completed / cancelled / no-show / refunded, a paid
// column with "None" (complimentary), a discount column with "None", a heard-of-us column with
// "Other" and blanks, a "Float + Sauna" session with a plus sign, a membership called "Total
// Wellness" that is no total, and voucher buyers who are not customers (blank id).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between, onWeekend } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: number;
  name: string;
  membership: string;
  discount: string;
  heard: string | null;
  joined: string;
}

interface Booking {
  ref: number;
  customer: number;
  session: string;
  room: string;
  date: string;
  time: string;
  price: number;
  paid: string;
  status: string;
}

interface Voucher {
  code: number;
  bought: string;
  value: number;
  buyer: number | null;
  redeemed: string;
}

const FIRST = ['Amelia', 'Oliver', 'Isla', 'George', 'Freya', 'Harry', 'Grace', 'Noah', 'Zara', 'Leo', 'Maya', 'Ethan', 'Ava', 'Jack', 'Erin', 'Rhys', 'Holly', 'Finn'];
const LAST = ['Ellis', 'Carter', 'Nolan', 'Barnes', 'Singh', 'Quinn', 'Reeves', 'Dale', 'Hussain', 'Marsh', 'Payne', 'Tate', 'Brooks', 'Frost', 'Kerr'];
const MEMBERSHIPS: [string, number][] = [['Pay As You Go', 62], ['Float Club', 18], ['Total Wellness', 12], ['Sauna Pass', 8]];
const DISCOUNTS: [string, number][] = [['None', 70], ['NHS', 12], ['Student', 10], ['Over 60s', 8]];
const HEARD: [string | null, number][] = [['Google', 30], ['Instagram', 22], ['Friend', 20], ['Gift voucher', 12], ['GP or physio', 6], ['Other', 6], [null, 4]];
// session, price, room choices, weight
const SESSIONS: [string, number, string[], number][] = [
  ['Float 60', 55, ['Pod 1', 'Pod 2', 'Pod 3'], 34], ['Float 90', 70, ['Pod 1', 'Pod 2', 'Pod 3'], 14], ['Infrared Sauna', 30, ['Sauna Suite'], 24],
  ['Cold Plunge', 15, ['Plunge Room'], 12], ['Float + Sauna', 79, ['Pod 1', 'Pod 2', 'Pod 3'], 16],
];

function generate(): { customers: Customer[]; bookings: Booking[]; vouchers: Voucher[] } {
  const random = createRandom(51_353);
  const customers: Customer[] = [];
  for (let i = 0; i < 2_100; i++) {
    customers.push({
      id: 0,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      membership: random.weighted(MEMBERSHIPS.map((m) => m[0]), MEMBERSHIPS.map((m) => m[1])),
      discount: random.weighted(DISCOUNTS.map((d) => d[0]), DISCOUNTS.map((d) => d[1])),
      heard: random.weighted(HEARD.map((h) => h[0]), HEARD.map((h) => h[1])),
      joined: random.date('2022-09-01', '2025-08-15'),
    });
  }
  customers.sort((a, b) => a.joined.localeCompare(b.joined));
  customers.forEach((c, i) => (c.id = 10_001 + i));
  const regulars = customers.filter((c) => c.membership !== 'Pay As You Go');
  const bookings: Booking[] = [];
  while (bookings.length < 15_000) {
    const c = random.chance(0.45) ? random.pick(regulars) : random.pick(customers);
    const [session, base, rooms] = random.weighted(SESSIONS, SESSIONS.map((s) => s[3]));
    const date = random.date(c.joined > '2024-01-01' ? c.joined : '2024-01-01', '2025-08-31');
    const weekend = onWeekend(date);
    const hour = weekend ? random.int(9, 19) : random.weighted([7, 8, 10, 12, 14, 16, 17, 18, 19, 20], [4, 5, 4, 5, 4, 5, 8, 10, 9, 5]);
    const time = `${String(hour).padStart(2, '0')}:${random.pick(['00', '30'])}`;
    const member = (c.membership === 'Float Club' && session.startsWith('Float')) || (c.membership === 'Sauna Pass' && (session === 'Infrared Sauna' || session === 'Cold Plunge')) || c.membership === 'Total Wellness';
    const off = c.discount === 'None' ? 1 : 0.85;
    const paid = random.chance(0.015) ? 'None' : member ? 'Membership' : random.chance(0.09) ? 'Voucher' : 'Card';
    const price = paid === 'None' ? 0 : member ? roundTo(base * 0.6, 2) : roundTo(base * off * (date >= '2025-04-01' ? 1.08 : 1), 2);
    const roll = random.next();
    const status = roll < 0.05 ? 'no-show' : roll < 0.12 ? 'cancelled' : roll < 0.135 ? 'refunded' : 'completed';
    bookings.push({ ref: 0, customer: c.id, session, room: random.pick(rooms), date, time, price, paid, status });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.customer - b.customer);
  bookings.forEach((b, i) => (b.ref = 2_400_001 + i));
  const vouchers: Voucher[] = [];
  for (let i = 0; i < 700; i++) {
    vouchers.push({
      code: 0,
      bought: random.date('2024-01-01', '2025-08-31'),
      value: random.weighted([25, 55, 70, 79, 100, 150], [10, 30, 18, 20, 14, 8]),
      buyer: random.chance(0.4) ? random.pick(customers).id : null,
      redeemed: random.weighted(['Yes', 'No'], [64, 36]),
    });
  }
  vouchers.sort((a, b) => a.bought.localeCompare(b.bought));
  vouchers.forEach((v, i) => (v.code = 900_101 + i * 7));
  return { customers, bookings, vouchers };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Full name', value: (c) => c.name },
  { header: 'Membership', value: (c) => c.membership },
  { header: 'Discount', value: (c) => c.discount },
  { header: 'Heard about us', value: (c) => c.heard },
  { header: 'Joined', value: (c) => c.joined },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking ref', value: (b) => b.ref },
  { header: 'Customer ID', value: (b) => b.customer },
  { header: 'Session', value: (b) => b.session },
  { header: 'Room', value: (b) => b.room },
  { header: 'Date', value: (b) => b.date },
  { header: 'Start', value: (b) => b.time },
  { header: 'Price (£)', value: (b) => b.price },
  { header: 'Paid with', value: (b) => b.paid },
  { header: 'Status', value: (b) => b.status },
];

const VOUCHER_COLUMNS: Column<Voucher>[] = [
  { header: 'Voucher code', value: (v) => v.code },
  { header: 'Purchased', value: (v) => v.bought },
  { header: 'Value (£)', value: (v) => v.value },
  { header: 'Buyer customer ID', value: (v) => v.buyer },
  { header: 'Redeemed', value: (v) => v.redeemed },
];

export const floatspa: BusinessSchema = {
  name: 'floatspa',
  description: 'A floatation and sauna centre: 2,100 customers (CSV), 15,000 bookings Jan 2024-Aug 2025 with prices in pounds (CSV) sharing Customer ID, and 700 gift vouchers (XLSX)',
  async build(dir) {
    const { customers, bookings, vouchers } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeXlsx(join(dir, 'gift_vouchers.xlsx'), 'Vouchers', VOUCHER_COLUMNS, vouchers),
    ];
    const q = questionSet('floatspa');
    const cOf = new Map(customers.map((c) => [c.id, c]));
    const price = (b: Booking) => b.price;
    const done = (b: Booking) => b.status === 'completed';
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const isFloat = (b: Booking) => b.session.startsWith('Float');

    q.ask('How many customers do we have?', count(customers.length));
    q.ask('How many bookings have we taken in all?', count(bookings.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('How much revenue from completed bookings?', amount(sumOf(bookings, price, done), 2));
    q.ask('How many Float 90 sessions were completed?', count(countWhere(bookings, (b) => b.session === 'Float 90' && done(b))));
    q.ask('Which session type is booked most?', winner(groupBy(bookings, (b) => b.session, 'count')));
    q.ask('Bookings per session type', countsBy(groupBy(bookings, (b) => b.session, 'count')));
    q.ask('How many Float + Sauna bookings did we have in July 2025?', count(countWhere(bookings, (b) => b.session === 'Float + Sauna' && inMonth('2025-07')(b))));
    q.ask("What's the average price paid for an Infrared Sauna?", amount(avgOf(bookings, price, (b) => b.session === 'Infrared Sauna'), 2));
    q.ask('How many no-shows did we get in 2024?', count(countWhere(bookings, (b) => b.status === 'no-show' && b.date.startsWith('2024'))));
    q.ask('What percentage of bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'cancelled'), bookings.length)));
    q.ask('Total refunded', amount(sumOf(bookings, price, (b) => b.status === 'refunded'), 2));
    q.ask('How many bookings were complimentary?', count(countWhere(bookings, (b) => b.paid === 'None')));
    q.ask('Completed revenue by payment method', breakdown(groupBy(bookings, (b) => b.paid, 'sum', price, done), 2));
    q.ask('Which pod gets used the most?', winner(groupBy(bookings, (b) => b.room, 'count', undefined, (b) => b.room.startsWith('Pod'))));
    q.ask('How many bookings were there in Q1 2025?', count(countWhere(bookings, (b) => b.date.startsWith('2025') && quarterOf(b.date) === 1)));
    q.ask('bookings from 20 December 2024 to 5 January 2025', count(countWhere(bookings, (b) => between(b.date, '2024-12-20', '2025-01-05'))));
    q.ask('Which month had the most bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('How many bookings start at 6pm or later?', count(countWhere(bookings, (b) => b.time >= '18:00')));
    q.ask('What share of bookings are on weekends?', percent(percentOf(countWhere(bookings, (b) => onWeekend(b.date)), bookings.length)));
    q.ask('How many customers are on the Total Wellness membership?', count(countWhere(customers, (c) => c.membership === 'Total Wellness')));
    q.ask('customers by membership', countsBy(groupBy(customers, (c) => c.membership, 'count')));
    q.ask('How many customers get the NHS discount?', count(countWhere(customers, (c) => c.discount === 'NHS')));
    q.ask('Where do most of our customers hear about us?', winner(groupBy(customers, (c) => c.heard, 'count')));
    q.ask('How many customers joined between March and May 2025?', count(countWhere(customers, (c) => between(c.joined, '2025-03-01', '2025-05-31'))));
    q.ask('How many completed bookings did Float Club members make?', count(countWhere(bookings, (b) => done(b) && cOf.get(b.customer)!.membership === 'Float Club')));
    q.ask('Completed revenue by discount type', breakdown(groupBy(bookings, (b) => cOf.get(b.customer)!.discount, 'sum', price, done), 2));
    q.ask('Which membership type brings in the most completed revenue?', winner(groupBy(bookings, (b) => cOf.get(b.customer)!.membership, 'sum', price, done)));
    q.ask('How many different customers floated with us in 2025?', count(new Set(bookings.filter((b) => b.date.startsWith('2025') && isFloat(b)).map((b) => b.customer)).size));
    const booked = new Set(bookings.map((b) => b.customer));
    q.ask("How many customers have never booked anything?", count(countWhere(customers, (c) => !booked.has(c.id))));
    q.ask('Top 3 months of 2024 by completed revenue', ranking(ranked(groupBy(bookings, (b) => b.date.slice(0, 7), 'sum', price, (b) => done(b) && b.date.startsWith('2024')), 3)));
    q.ask('How many bookings did customers who found us on Instagram make?', count(countWhere(bookings, (b) => cOf.get(b.customer)!.heard === 'Instagram')));
    q.ask('Average price of a completed booking', amount(avgOf(bookings, price, done), 2));
    q.ask('median price across all bookings', amount(medianOf(bookings, price), 2));
    q.ask('Most anyone has paid for a single booking?', amount(maxOf(bookings, price), 2));
    q.ask('How many gift vouchers have we sold?', count(vouchers.length));
    q.ask('What were gift voucher sales worth altogether?', amount(sumOf(vouchers, (v) => v.value), 2));
    q.ask("How many vouchers haven't been redeemed yet?", count(countWhere(vouchers, (v) => v.redeemed === 'No')));
    q.ask('What is the value of unredeemed vouchers?', amount(sumOf(vouchers, (v) => v.value, (v) => v.redeemed === 'No'), 2));
    q.ask('How many vouchers were bought in December 2024?', count(countWhere(vouchers, (v) => v.bought.startsWith('2024-12'))));
    q.ask('How many vouchers were bought by people who are customers themselves?', count(countWhere(vouchers, (v) => v.buyer !== null)));
    q.ask('What percentage of vouchers have been redeemed?', percent(percentOf(countWhere(vouchers, (v) => v.redeemed === 'Yes'), vouchers.length)));
    q.ask("What's the average value of a gift voucher?", amount(avgOf(vouchers, (v) => v.value), 2));
    const jun = q.ask('How many Cold Plunge bookings in June 2025?', count(countWhere(bookings, (b) => b.session === 'Cold Plunge' && inMonth('2025-06')(b))));
    q.followUp(jun, 'and in August?', count(countWhere(bookings, (b) => b.session === 'Cold Plunge' && inMonth('2025-08')(b))));
    q.ask('Completed revenue in 2024 vs 2025', breakdown(groupBy(bookings, (b) => b.date.slice(0, 4), 'sum', price, done), 2));
    q.ask('No-show rate for Over 60s customers', percent(percentOf(countWhere(bookings, (b) => b.status === 'no-show' && cOf.get(b.customer)!.discount === 'Over 60s'), countWhere(bookings, (b) => cOf.get(b.customer)!.discount === 'Over 60s'))));
    q.ask('How many Sauna Suite bookings were paid by voucher?', count(countWhere(bookings, (b) => b.room === 'Sauna Suite' && b.paid === 'Voucher')));

    q.ask('How many towels do we wash a week?', decline('no laundry data'));
    q.ask('What is the average heart rate drop after a float?', decline('no health measurements'));
    q.ask('How much Epsom salt did we buy this year?', decline('no stock or purchases'));
    q.ask('What do our therapists earn per hour?', decline('no staff or pay'));
    q.ask('Which customers have back problems?', decline('no medical notes'));
    q.ask('How many bookings did we take in 2023?', decline('bookings start in January 2024'));
    q.ask('How many stars do we get on Google reviews?', decline('no reviews'));
    q.ask('How long does a float session actually last on average in minutes?', decline('no recorded durations'));
    q.ask("What's the water temperature in Pod 2?", decline('no sensor data'));
    q.ask('How many bookings will we get next Christmas?', decline('a forecast'));
    q.ask('Who bought voucher codes for their mums on Mothers Day and how old are they?', decline('no buyer names or ages'));
    return { files, questions: q.questions };
  },
};

// A barber shop: 1,100 clients (CSV: client number with leading zeros, loyalty tier), 22,000
// appointments from September 2024 to October 2025 (CSV) and 2,400 product sales (XLSX), the
// three sharing Client No (blank for walk-ins and anonymous sales). Traps: prices and amounts as
// text with a pound sign, appointment dates in three formats, no-shows and cancellations that still
// show a price, a loyalty tier literally called "None", a service called "Total Refresh", a barber
// who started in March 2025, refunded product sales flagged "Yes" beside blanks, durations with the
// unit in the header, and clients who never booked.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { dateText, pad, pickStyle, pounds, type DateStyle } from './shared.ts';

interface Client {
  no: string;
  name: string;
  joined: string;
  loyalty: string;
  preferred: string | null;
}

interface Appointment {
  id: string;
  date: string;
  style: DateStyle;
  time: string;
  barber: string;
  client: string | null;
  service: string;
  price: number;
  minutes: number | null;
  status: string;
  via: string;
}

interface ProductSale {
  id: string;
  date: string;
  barber: string;
  client: string | null;
  product: string;
  qty: number;
  amount: number;
  refunded: boolean;
}

// service, price, minutes, weight
const SERVICES: [string, number, number, number][] = [
  ['Skin Fade', 24, 40, 30], ['Scissor Cut', 20, 30, 20], ['Beard Trim', 12, 15, 12], ['Hot Towel Shave', 22, 30, 6],
  ['Kids Cut', 14, 20, 10], ['Cut & Beard', 32, 50, 14], ['Buzz Cut', 12, 15, 6], ['Total Refresh', 48, 75, 2],
];
const BARBERS: [string, number][] = [['Marco', 22], ['Jay', 20], ['Tommo', 18], ['Sami', 16], ['Deano', 14], ['Kofi', 14]];
const PRODUCTS: [string, number, number][] = [['Matte Clay', 14, 30], ['Beard Oil', 12, 22], ['Sea Salt Spray', 11, 15], ['Pomade', 13, 18], ['Shampoo', 9, 15]];
const FIRST = ['James', 'Oliver', 'Harry', 'Jack', 'Leo', 'Charlie', 'Mohammed', 'Ryan', 'Callum', 'Ethan', 'Kieran', 'Liam', 'Noah', 'Adam', 'Daniel', 'Connor', 'Tyler', 'Jamal', 'Arjun', 'Piotr'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Khan', 'Patel', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Lewis', 'Clarke', 'Kowalski', 'Murphy', 'Ali', 'Reid', 'Price'];
const KOFI_STARTS = '2025-03-01';

function generate(): { clients: Client[]; appointments: Appointment[]; sales: ProductSale[] } {
  const random = createRandom(47_303);
  const clients: Client[] = [];
  for (let i = 0; i < 1_100; i++) {
    clients.push({
      no: pad(1_000 + i * 2 + random.int(0, 1), 6), name: `${random.pick(FIRST)} ${random.pick(LAST)}`, joined: random.date('2021-01-01', '2025-10-15'),
      loyalty: random.weighted(['Gold', 'Silver', 'None'], [12, 28, 60]), preferred: random.chance(0.4) ? random.weighted(BARBERS.slice(0, 5).map((b) => b[0]), [5, 4, 3, 3, 2]) : null,
    });
  }
  // Clients who joined the list in the last weeks have not come in yet.
  const regulars = clients.filter((c) => c.joined < '2025-09-15' && random.chance(0.93));
  const weights = regulars.map(() => random.weighted([1, 3, 8], [50, 35, 15]));
  const appointments: Appointment[] = [];
  for (let i = 0; i < 22_000; i++) {
    const date = random.date('2024-09-01', '2025-10-31');
    const client = random.chance(0.22) ? null : random.weighted(regulars, weights);
    const eligible = BARBERS.filter(([b]) => b !== 'Kofi' || date >= KOFI_STARTS);
    let barber = random.weighted(eligible.map((b) => b[0]), eligible.map((b) => b[1]));
    if (client?.preferred && random.chance(0.7)) barber = client.preferred;
    const [service, base, mins] = random.weighted(SERVICES, SERVICES.map((s) => s[3]));
    const discount = client?.loyalty === 'Gold' ? 0.9 : 1;
    const price = roundTo((base + (barber === 'Marco' && service !== 'Kids Cut' ? 4 : 0)) * discount, 2);
    const roll = random.next();
    const via = client === null ? 'Walk-in' : random.weighted(['App', 'Phone', 'Walk-in'], [60, 25, 15]);
    const status = via === 'Walk-in' ? (roll < 0.01 ? 'Cancelled' : 'Completed') : roll < 0.05 + (barber === 'Deano' ? 0.03 : 0) ? 'No-show' : roll < 0.12 ? 'Cancelled' : 'Completed';
    const minutes = status === 'Completed' ? Math.max(10, Math.round(random.normal(mins, mins * 0.15))) : null;
    const time = `${pad(random.weighted([9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [6, 9, 10, 10, 9, 10, 11, 12, 13, 10]), 2)}:${random.pick(['00', '15', '30', '45'])}`;
    appointments.push({ id: '', date, style: pickStyle(random, [30, 50, 20]), time, barber, client: client?.no ?? null, service, price, minutes, status, via });
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  appointments.forEach((a, i) => (a.id = `AP${pad(i + 1, 5)}`));
  const sales: ProductSale[] = [];
  for (let i = 0; i < 2_400; i++) {
    const date = random.date('2024-09-01', '2025-10-31');
    const eligible = BARBERS.filter(([b]) => b !== 'Kofi' || date >= KOFI_STARTS);
    const barber = random.weighted(eligible.map((b) => b[0]), eligible.map((b) => (b[0] === 'Sami' ? 30 : b[1])));
    const [product, unit] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[2]));
    const qty = random.weighted([1, 2, 3], [80, 16, 4]);
    const client = random.chance(0.3) ? null : random.pick(regulars);
    sales.push({ id: `PS-${pad(i + 1, 4)}`, date, barber, client: client?.no ?? null, product, qty, amount: unit * qty, refunded: random.chance(0.035) });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date));
  return { clients, appointments, sales };
}

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'Client No', value: (c) => c.no },
  { header: 'Name', value: (c) => c.name },
  { header: 'Joined', value: (c) => c.joined },
  { header: 'Loyalty Tier', value: (c) => c.loyalty },
  { header: 'Preferred Barber', value: (c) => c.preferred },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'Appt ID', value: (a) => a.id },
  { header: 'Date', value: (a) => dateText(a.date, a.style) },
  { header: 'Time', value: (a) => a.time },
  { header: 'Barber', value: (a) => a.barber },
  { header: 'Client No', value: (a) => a.client },
  { header: 'Service', value: (a) => a.service },
  { header: 'Price', value: (a) => pounds(a.price) },
  { header: 'Duration (mins)', value: (a) => a.minutes },
  { header: 'Status', value: (a) => a.status },
  { header: 'Booked Via', value: (a) => a.via },
];

const SALE_COLUMNS: Column<ProductSale>[] = [
  { header: 'Sale ID', value: (s) => s.id },
  { header: 'Date', value: (s) => s.date },
  { header: 'Barber', value: (s) => s.barber },
  { header: 'Client No', value: (s) => s.client },
  { header: 'Product', value: (s) => s.product },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Amount', value: (s) => pounds(s.amount) },
  { header: 'Refunded', value: (s) => (s.refunded ? 'Yes' : null) },
];

export const barbershop: BusinessSchema = {
  name: 'barbershop',
  description: 'A barber shop: 1,100 clients (CSV), 22,000 appointments Sep 2024-Oct 2025 with prices as text (CSV) and 2,400 product sales (XLSX) sharing Client No',
  async build(dir) {
    const { clients, appointments, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'clients.csv'), CLIENT_COLUMNS, clients),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, appointments),
      await writeXlsx(join(dir, 'product_sales.xlsx'), 'Sales', SALE_COLUMNS, sales),
    ];
    const q = questionSet('barbershop');
    const clientOf = new Map(clients.map((c) => [c.no, c]));
    const done = (a: Appointment) => a.status === 'Completed';
    const price = (a: Appointment) => a.price;
    const kept = (s: ProductSale) => !s.refunded;
    const amt = (s: ProductSale) => s.amount;
    const tier = (no: string | null) => (no === null ? null : clientOf.get(no)!.loyalty);

    q.ask('How many appointments are there in total?', count(appointments.length));
    q.ask('How many appointments were completed?', count(countWhere(appointments, done)));
    q.ask('appointments by status', countsBy(groupBy(appointments, (a) => a.status, 'count')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(appointments, (a) => a.status === 'No-show'), appointments.length)));
    q.ask('Total revenue from completed appointments', amount(sumOf(appointments, price, done)));
    q.ask('Average price of a completed skin fade', amount(avgOf(appointments, price, (a) => done(a) && a.service === 'Skin Fade')));
    q.ask('Which barber brought in the most from completed appointments?', winner(groupBy(appointments, (a) => a.barber, 'sum', price, done)));
    q.ask('Completed appointments per barber', countsBy(groupBy(appointments, (a) => a.barber, 'count', undefined, done)));
    q.ask('Top 3 services by revenue (completed only)', ranking(ranked(groupBy(appointments, (a) => a.service, 'sum', price, done), 3)));
    q.ask('How many Total Refresh appointments were completed?', count(countWhere(appointments, (a) => done(a) && a.service === 'Total Refresh')));
    q.ask('How many completed appointments were walk-ins?', count(countWhere(appointments, (a) => done(a) && a.via === 'Walk-in')));
    q.ask('What percentage of appointments were booked through the app?', percent(percentOf(countWhere(appointments, (a) => a.via === 'App'), appointments.length)));
    q.ask('Which barber has had the most no-shows?', winner(groupBy(appointments, (a) => a.barber, 'count', undefined, (a) => a.status === 'No-show')));
    q.ask('Average duration of a completed Cut & Beard, in minutes', amount(avgOf(appointments, (a) => a.minutes, (a) => done(a) && a.service === 'Cut & Beard'), 1));
    q.ask('Which month had the most completed appointments?', month(busiestMonth(appointments, (a) => a.date, done)));
    q.ask('Revenue from completed appointments in January 2025', amount(sumOf(appointments, price, (a) => done(a) && a.date.startsWith('2025-01'))));
    q.ask('How many completed appointments between 1 and 15 December 2024?', count(countWhere(appointments, (a) => done(a) && a.date >= '2024-12-01' && a.date <= '2024-12-15')));
    q.ask('How many completed appointments were on a Saturday?', count(countWhere(appointments, (a) => done(a) && new Date(`${a.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('How many appointments has Kofi completed?', count(countWhere(appointments, (a) => done(a) && a.barber === 'Kofi')));
    q.ask('How many completed appointments started before 10am?', count(countWhere(appointments, (a) => done(a) && a.time < '10:00')));
    q.ask('How many clients are on our list?', count(clients.length));
    const booked = new Set(appointments.map((a) => a.client));
    q.ask('How many clients have never had an appointment?', count(clients.filter((c) => !booked.has(c.no)).length));
    q.ask('Clients by loyalty tier', countsBy(groupBy(clients, (c) => c.loyalty, 'count')));
    q.ask('How much did Gold clients spend on completed appointments?', amount(sumOf(appointments, price, (a) => done(a) && tier(a.client) === 'Gold')));
    q.ask("Average completed appointment price for clients whose loyalty tier is 'None'", amount(avgOf(appointments, price, (a) => done(a) && tier(a.client) === 'None')));
    q.ask('How many clients joined in 2025?', count(countWhere(clients, (c) => c.joined.startsWith('2025'))));
    q.ask('Total product sales, not counting refunds', amount(sumOf(sales, amt, kept)));
    q.ask('Which product sells the most units? (refunds excluded)', winner(groupBy(sales, (s) => s.product, 'sum', (s) => s.qty, kept)));
    q.ask('Which barber sells the most product in pounds? (excluding refunds)', winner(groupBy(sales, (s) => s.barber, 'sum', amt, kept)));
    q.ask('Product sales by product (excluding refunded)', breakdown(groupBy(sales, (s) => s.product, 'sum', amt, kept)));
    q.ask('How many product sales were refunded?', count(countWhere(sales, (s) => s.refunded)));
    q.ask('Product revenue in Q3 2025 (no refunds)', amount(sumOf(sales, amt, (s) => kept(s) && s.date.startsWith('2025') && quarterOf(s.date) === 3)));
    q.ask('On average how many items are in a product sale, refunded ones included?', amount(avgOf(sales, (s) => s.qty), 2));
    q.ask("What's Jay's total takings, completed appointments plus product sales that weren't refunded?", amount(sumOf(appointments, price, (a) => done(a) && a.barber === 'Jay') + sumOf(sales, amt, (s) => kept(s) && s.barber === 'Jay')));
    q.ask('How many bottles of beard oil have Gold clients bought? (not refunded)', count(sumOf(sales, (s) => s.qty, (s) => kept(s) && s.product === 'Beard Oil' && tier(s.client) === 'Gold')));
    const may = q.ask('How many skin fades did Tommo complete in May 2025?', count(countWhere(appointments, (a) => done(a) && a.barber === 'Tommo' && a.service === 'Skin Fade' && a.date.startsWith('2025-05'))));
    q.followUp(may, 'What about June?', count(countWhere(appointments, (a) => done(a) && a.barber === 'Tommo' && a.service === 'Skin Fade' && a.date.startsWith('2025-06'))));

    q.ask('How much do we tip out to the barbers each week?', decline('no tips column'));
    q.ask("What commission rate is Marco on?", decline('no commission data'));
    q.ask('How much chair rent does Sami pay?', decline('no chair rent'));
    q.ask('What is our Google review rating?', decline('no reviews'));
    q.ask('How old are our clients on average?', decline('no ages or birth dates'));
    q.ask('What margin do we make on Matte Clay?', decline('no product costs'));
    q.ask('How many tubs of pomade are left in stock?', decline('no stock levels'));
    q.ask('How long do walk-ins wait before they get in the chair?', decline('no waiting times'));
    q.ask("What's the phone number for client Ryan Walker?", decline('no phone numbers'));
    q.ask('Which hair type do most of our clients have?', decline('no hair type'));
    q.ask('How many beard dye appointments did we do?', decline('no beard dye service'));
    return { files, questions: q.questions };
  },
};

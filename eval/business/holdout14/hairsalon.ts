// A group of three hair salons in Cheshire: 4,200 clients (CSV), 38,000 appointments from January
// 2024 to September 2025 (CSV) and 3,600 retail product sales (XLSX), sharing `ClientRef`. Traps:
// mixed-case headers ("ClientRef", "apptDate"), lower-case statuses ("no-show"), tips left blank,
// a unit price stored as text in the retail sheet, a blank ClientRef for walk-in shoppers, a
// marketing opt-in that is blank when never asked, and prices in pounds in the headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Client {
  ref: string;
  firstVisit: string;
  branch: string;
  ageBand: string;
  optIn: string | null;
  referral: string;
}

interface Appointment {
  id: number;
  client: string;
  branch: string;
  date: string;
  time: string;
  stylist: string;
  service: string;
  minutes: number;
  price: number;
  status: string;
  tip: number | null;
  via: string;
}

interface Sale {
  id: number;
  client: string | null;
  branch: string;
  date: string;
  product: string;
  brand: string;
  qty: number;
  unitPrice: number;
}

const BRANCHES = ['Chester', 'Nantwich', 'Crewe'];
const STYLISTS: Record<string, string[]> = {
  Chester: ['Sophie', 'Kelly', 'Jordan', 'Amira'],
  Nantwich: ['Beth', 'Ellie', 'Marco'],
  Crewe: ['Danielle', 'Ryan', 'Chloe'],
};
// service, weight, minutes, price
const SERVICES: [string, number, number, number][] = [
  ['Cut & Finish', 30, 60, 48], ['Gents Cut', 18, 30, 24], ['Blow Dry', 12, 45, 30], ['Full Head Colour', 10, 120, 85],
  ['Highlights', 9, 150, 110], ['Balayage', 6, 180, 145], ['Root Tint', 9, 75, 55], ['Keratin Treatment', 3, 150, 180],
  ['Bridal Hair', 1.5, 120, 160], ['Kids Cut', 6, 30, 16],
];
const AGE_BANDS = ['Under 18', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const REFERRALS = ['Walk-in', 'Instagram', 'Friend', 'Google', 'Facebook'];
const PRODUCTS: [string, string, number][] = [
  ['Repair Shampoo 250ml', 'Olaplex', 28], ['Bond Maintenance Conditioner', 'Olaplex', 28], ['No.3 Hair Perfector', 'Olaplex', 28],
  ['Heat Protect Spray', 'Kerastase', 27.5], ['Elixir Ultime Oil', 'Kerastase', 42], ['Colour Shampoo', 'Redken', 19.95],
  ['Dry Shampoo', 'Redken', 17.5], ['Sea Salt Spray', 'Bumble and bumble', 26], ['Texturising Paste', 'Bumble and bumble', 24],
  ['Purple Toning Shampoo', 'Fudge', 12.99],
];

function generate(): { clients: Client[]; appointments: Appointment[]; sales: Sale[] } {
  const random = createRandom(15_303);
  const clients: Client[] = [];
  for (let i = 0; i < 4_200; i++) {
    clients.push({
      ref: `CL${String(i + 1).padStart(5, '0')}`,
      firstVisit: random.date('2021-01-04', '2025-09-20'),
      branch: random.weighted(BRANCHES, [45, 30, 25]),
      ageBand: random.weighted(AGE_BANDS, [6, 14, 22, 20, 17, 12, 9]),
      optIn: random.chance(0.2) ? null : random.chance(0.55) ? 'Y' : 'N',
      referral: random.weighted(REFERRALS, [25, 28, 24, 15, 8]),
    });
  }
  const loyalty = clients.map(() => random.weighted([0.2, 1, 3, 6], [20, 40, 30, 10]));
  const appointments: Appointment[] = [];
  for (let i = 0; i < 38_000; i++) {
    const client = random.weighted(clients, loyalty);
    const branch = random.chance(0.9) ? client.branch : random.pick(BRANCHES);
    const [service, , minutes, price] = random.weighted(SERVICES, SERVICES.map((s) => s[1]));
    let date = random.date('2024-01-02', '2025-09-30');
    if (date < client.firstVisit) date = client.firstVisit;
    if (service === 'Bridal Hair' && random.chance(0.5)) date = `${date.slice(0, 5)}${random.pick(['05', '06', '07', '08'])}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const stylist = random.pick(STYLISTS[branch]);
    const senior = ['Sophie', 'Beth', 'Danielle', 'Marco'].includes(stylist);
    const roll = random.next();
    const status = roll < 0.05 ? 'no-show' : roll < 0.12 ? 'cancelled' : 'completed';
    const charged = Math.round(price * (senior ? 1.15 : 1) * (branch === 'Chester' ? 1.1 : 1) * random.float(0.95, 1.05, 3) * 2) / 2;
    appointments.push({
      id: 0,
      client: client.ref,
      branch,
      date,
      time: `${String(random.int(9, 18)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      stylist,
      service,
      minutes: minutes + random.pick([-15, 0, 0, 0, 15]),
      price: status === 'completed' ? charged : 0,
      status,
      tip: status === 'completed' && random.chance(0.35) ? random.pick([2, 3, 5, 5, 10]) : null,
      via: random.weighted(['Online', 'Phone', 'Walk-in'], [55, 35, 10]),
    });
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.client.localeCompare(b.client));
  appointments.forEach((a, i) => (a.id = 20_001 + i));
  const sales: Sale[] = [];
  for (let i = 0; i < 3_600; i++) {
    const client = random.chance(0.8) ? random.weighted(clients, loyalty) : null;
    const [product, brand, unitPrice] = random.weighted(PRODUCTS, [14, 10, 12, 9, 5, 11, 10, 6, 7, 16]);
    let date = random.date('2024-01-02', '2025-09-30');
    if (client && date < client.firstVisit) date = client.firstVisit;
    sales.push({ id: 0, client: client?.ref ?? null, branch: client?.branch ?? random.pick(BRANCHES), date, product, brand, qty: random.weighted([1, 2, 3], [80, 16, 4]), unitPrice });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || a.product.localeCompare(b.product));
  sales.forEach((s, i) => (s.id = 9_001 + i));
  return { clients, appointments, sales };
}

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'ClientRef', value: (c) => c.ref },
  { header: 'first_visit', value: (c) => c.firstVisit },
  { header: 'home_salon', value: (c) => c.branch },
  { header: 'age_band', value: (c) => c.ageBand },
  { header: 'marketing_opt_in', value: (c) => c.optIn },
  { header: 'heard_about_us', value: (c) => c.referral },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'ApptID', value: (a) => a.id },
  { header: 'ClientRef', value: (a) => a.client },
  { header: 'Salon', value: (a) => a.branch },
  { header: 'apptDate', value: (a) => a.date },
  { header: 'StartTime', value: (a) => a.time },
  { header: 'Stylist', value: (a) => a.stylist },
  { header: 'Service', value: (a) => a.service },
  { header: 'Duration (mins)', value: (a) => a.minutes },
  { header: 'Price (£)', value: (a) => a.price },
  { header: 'status', value: (a) => a.status },
  { header: 'Tip (£)', value: (a) => a.tip },
  { header: 'BookedVia', value: (a) => a.via },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_no', value: (s) => s.id },
  { header: 'ClientRef', value: (s) => s.client },
  { header: 'Salon', value: (s) => s.branch },
  { header: 'sale_date', value: (s) => s.date },
  { header: 'product', value: (s) => s.product },
  { header: 'brand', value: (s) => s.brand },
  { header: 'qty', value: (s) => s.qty },
  { header: 'Unit price (£)', value: (s) => s.unitPrice.toFixed(2) },
];

export const hairsalon: BusinessSchema = {
  name: 'hairsalon',
  description: 'Three hair salons in Cheshire: 4,200 clients (CSV), 38,000 appointments Jan 2024-Sep 2025 (CSV) and 3,600 retail product sales (XLSX), sharing ClientRef',
  async build(dir) {
    const { clients, appointments, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'salon_clients.csv'), CLIENT_COLUMNS, clients),
      await writeCsv(join(dir, 'salon_appointments.csv'), APPOINTMENT_COLUMNS, appointments),
      await writeXlsx(join(dir, 'salon_retail_sales.xlsx'), 'Retail', SALE_COLUMNS, sales),
    ];
    const q = questionSet('hairsalon');
    const clientOf = new Map(clients.map((c) => [c.ref, c]));
    const done = (a: Appointment) => a.status === 'completed';
    const price = (a: Appointment) => a.price;
    const saleValue = (s: Sale) => s.qty * s.unitPrice;
    const inYear = (y: string) => (a: { date: string }) => a.date.startsWith(y);
    const visits = groupBy(appointments, (a) => a.client, 'count', undefined, done);

    q.ask('How many appointments have we had?', count(appointments.length));
    q.ask('How many clients are on our books?', count(clients.length));
    q.ask('How many no-shows did we have?', count(countWhere(appointments, (a) => a.status === 'no-show')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(appointments, (a) => a.status === 'no-show'), appointments.length)));
    q.ask('Takings by salon', breakdown(groupBy(appointments, (a) => a.branch, 'sum', price)));
    const salon2024 = q.ask('Which salon took the most money in 2024?', winner(groupBy(appointments, (a) => a.branch, 'sum', price, inYear('2024'))));
    q.followUp(salon2024, 'and which took the least that year?', winner(groupBy(appointments, (a) => a.branch, 'sum', price, inYear('2024')), 'asc'));
    q.ask('Average price of a completed balayage', amount(avgOf(appointments, price, (a) => a.service === 'Balayage' && done(a))));
    q.ask('Which stylist brought in the most revenue?', winner(groupBy(appointments, (a) => a.stylist, 'sum', price)));
    q.ask('Top 3 services by number of bookings', ranking(ranked(groupBy(appointments, (a) => a.service, 'count'), 3)));
    q.ask('How much have clients tipped in total?', amount(sumOf(appointments, (a) => a.tip)));
    q.ask('Which month was busiest for completed appointments?', month(busiestMonth(appointments, (a) => a.date, done)));
    q.ask('Average appointment length in minutes', amount(avgOf(appointments, (a) => a.minutes), 1));
    q.ask('Retail product sales total, in pounds', amount(sumOf(sales, saleValue)));
    q.ask('Which brand sells the most units?', winner(groupBy(sales, (s) => s.brand, 'sum', (s) => s.qty)));
    q.ask('How many clients have only been in once?', count([...visits.values()].filter((n) => n === 1).length));
    q.ask('What percentage of clients have opted in to marketing?', percent(percentOf(countWhere(clients, (c) => c.optIn === 'Y'), clients.length)));
    q.ask('Clients by how they heard about us', countsBy(groupBy(clients, (c) => c.referral, 'count')));
    q.ask('How much did clients who found us on Instagram spend on appointments?', amount(sumOf(appointments, price, (a) => clientOf.get(a.client)!.referral === 'Instagram')));
    const colour = q.ask('How many full head colours did we do in Chester in May 2025?', count(countWhere(appointments, (a) => a.service === 'Full Head Colour' && a.branch === 'Chester' && done(a) && a.date.startsWith('2025-05'))));
    q.followUp(colour, 'What about Crewe?', count(countWhere(appointments, (a) => a.service === 'Full Head Colour' && a.branch === 'Crewe' && done(a) && a.date.startsWith('2025-05'))));
    q.ask("How many appointments were booked online in Q2 2025?", count(countWhere(appointments, (a) => a.via === 'Online' && inYear('2025')(a) && quarterOf(a.date) === 2)));
    q.ask('appointments since 1 September 2025', count(countWhere(appointments, (a) => a.date >= '2025-09-01')));
    q.ask('How many appointments between 16 and 22 December 2024?', count(countWhere(appointments, (a) => a.date >= '2024-12-16' && a.date <= '2024-12-22')));
    q.ask("What's the most expensive single appointment we've charged?", amount(maxOf(appointments, price)));
    q.ask('Which stylist has the highest no-show rate?', winner(new Map([...groupBy(appointments, (a) => a.stylist, 'count')].map(([s, n]) => [s, percentOf(countWhere(appointments, (a) => a.stylist === s && a.status === 'no-show'), n)]))));
    q.ask('Average tip when a tip was left', amount(avgOf(appointments, (a) => a.tip)));
    q.ask("How many of Marco's appointments were cancelled?", count(countWhere(appointments, (a) => a.stylist === 'Marco' && a.status === 'cancelled')));
    q.ask('How many gents cuts did Ryan do in 2025?', count(countWhere(appointments, (a) => a.stylist === 'Ryan' && a.service === 'Gents Cut' && done(a) && inYear('2025')(a))));
    q.ask('Average spend per completed appointment for clients aged 25-34', amount(avgOf(appointments, price, (a) => done(a) && clientOf.get(a.client)!.ageBand === '25-34')));
    q.ask('Retail sales by salon in pounds', breakdown(groupBy(sales, (s) => s.branch, 'sum', saleValue)));
    q.ask('How many Olaplex products did we sell in 2025?', count(sumOf(sales, (s) => s.qty, (s) => s.brand === 'Olaplex' && inYear('2025')(s))));
    q.ask('What share of retail sales (by value) went to walk-in shoppers who are not clients?', percent(percentOf(sumOf(sales, saleValue, (s) => s.client === null), sumOf(sales, saleValue))));
    q.ask('Bottom 3 services by revenue', ranking(ranked(groupBy(appointments, (a) => a.service, 'sum', price), 3, 'asc')));
    q.ask('How many new clients did we get in 2024?', count(countWhere(clients, (c) => c.firstVisit.startsWith('2024'))));
    q.ask('Which home salon has the most clients in the 65+ age band?', winner(groupBy(clients, (c) => c.branch, 'count', undefined, (c) => c.ageBand === '65+')));
    q.ask('Bridal hair bookings by month in 2025', countsBy(groupBy(appointments, (a) => ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(a.date.slice(5, 7)) - 1], 'count', undefined, (a) => a.service === 'Bridal Hair' && inYear('2025')(a))));

    q.ask('How much do we pay Sophie per hour?', decline('no pay data'));
    q.ask('What hair colour shade is most popular?', decline('no shade recorded'));
    q.ask('How many appointments have we got booked for December 2025?', decline('appointments end in September 2025'));
    q.ask('Which stylist do clients like best?', decline('no ratings; an opinion'));
    q.ask("What's our profit on Olaplex?", decline('no cost price'));
    q.ask('How long do clients wait in reception?', decline('no arrival times'));
    q.ask('How many clients are male?', decline('no gender recorded'));
    q.ask('Will we hit £1m in takings next year?', decline('a forecast'));
    q.ask('What did we spend on Instagram ads?', decline('no marketing spend'));
    q.ask('How many clients left a Google review?', decline('no reviews'));
    q.ask("What's Amira's commission rate?", decline('no commission data'));
    return { files, questions: q.questions };
  },
};

// A window cleaner's round: 1,150 customers (CSV: customer number with leading zeros, area,
// property type, frequency, standard price as "£" text, status), about 12,650 visits from June 2024
// to November 2025 (CSV: mixed date formats, outcome, extras, charge as "£" text, blank when nothing
// was cleaned) and the payments received (XLSX: paid, refunded or bounced). Traps: customer numbers
// that look numeric ("00417"), a commercial customer named "Total Fitness Gym" that is no total,
// an extras value "None", visits that were rained off, cancelled or had no access beside the cleans,
// customers who joined too late to have a visit, and time on site in minutes in the header.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { cents, money, padded, textDate } from './shared.ts';

interface Customer {
  no: string;
  name: string;
  street: string;
  area: string;
  property: string;
  weeks: number;
  price: number;
  joined: string;
  status: string;
  left: string | null;
}

interface Visit {
  id: number;
  customer: string;
  date: string;
  dateText: string;
  cleaner: string;
  outcome: string;
  extras: string | null;
  charge: number | null;
  minutes: number | null;
}

interface Payment {
  ref: string;
  customer: string;
  date: string;
  dateText: string;
  amount: number;
  method: string;
  status: string;
}

// area, cleaner who usually works it, price factor
const AREAS: [string, string, number][] = [
  ['Northfield', 'Kev', 1], ['Elm Park', 'Dave', 1.1], ['Old Town', 'Kev', 0.95], ['Riverside', 'Shaz', 1.2],
  ['Hillcrest', 'Dave', 1.25], ['Moor End', 'Jordan', 0.9], ['Station Road', 'Shaz', 1.05],
];
const PROPERTIES: [string, number, number][] = [
  ['Terrace', 12, 30], ['Semi', 16, 34], ['Detached', 24, 18], ['Bungalow', 14, 10], ['Flat', 9, 5], ['Commercial', 38, 3],
];
const STREETS = ['Church Lane', 'Mill Road', 'Victoria Street', 'The Green', 'Oak Avenue', 'Park Drive', 'High Street', 'Meadow Close', 'Kings Way', 'Orchard Rise'];
const BUSINESSES = ['Total Fitness Gym', 'The Crown Inn', 'Bella Vista Cafe', 'Hillcrest Dental', 'Station Motors', 'Old Town Bakery', 'Riverside Florist', 'Kwik Print', 'Elm Park Surgery', 'Moor End Post Office', 'Northfield Library', 'Spice Garden'];
const EXTRAS: [string, number, number][] = [['None', 0, 70], ['Frames', 6, 14], ['Conservatory roof', 15, 8], ['Gutters', 25, 5], ['Sills', 4, 3]];
const START = '2024-06-03';
const END = '2025-11-28';

function generate() {
  const random = createRandom(46_101);
  const people = personNames(random, 1_150);
  const customers: Customer[] = [];
  for (let i = 0; i < 1_150; i++) {
    const business = i % 95 === 7 && customers.filter((c) => c.property === 'Commercial').length < BUSINESSES.length;
    const [area, , factor] = random.pick(AREAS);
    const property = business ? 'Commercial' : random.weighted(PROPERTIES.slice(0, 5).map((p) => p[0]), PROPERTIES.slice(0, 5).map((p) => p[2]));
    const base = PROPERTIES.find((p) => p[0] === property)![1];
    const price = Math.round(base * factor + random.int(-2, 4));
    const joined = random.chance(0.55) ? random.date('2019-01-01', '2024-05-31') : random.date('2024-06-01', '2025-11-26');
    const roll = random.next();
    const status = roll < 0.14 ? 'Cancelled' : roll < 0.19 ? 'Paused' : 'Active';
    const left = status === 'Cancelled' ? random.date(joined > '2024-09-01' ? joined : '2024-09-01', '2025-11-20') : null;
    customers.push({
      no: padded(117 + i * 3 + random.int(0, 2), 5),
      name: business ? BUSINESSES[customers.filter((c) => c.property === 'Commercial').length] : people[i],
      street: `${random.int(1, 140)} ${random.pick(STREETS)}`,
      area,
      property,
      weeks: business ? 4 : random.weighted([4, 6, 8], [55, 10, 35]),
      price,
      joined,
      status,
      left,
    });
  }
  const visits: Visit[] = [];
  for (const c of customers) {
    const from = c.joined > START ? c.joined : START;
    let date = addDays(from, random.int(2, c.weeks * 7));
    const stop = c.left ?? (c.status === 'Paused' ? random.date('2025-03-01', '2025-11-28') : END);
    const cleanerOf = AREAS.find((a) => a[0] === c.area)![1];
    while (date <= stop && date <= END) {
      const outcome = random.weighted(['Cleaned', 'No access', 'Rained off', 'Cancelled'], [86, 6, 5, 3]);
      const cleaned = outcome === 'Cleaned';
      const extra = cleaned ? random.weighted(EXTRAS, EXTRAS.map((e) => e[2])) : null;
      visits.push({
        id: 0,
        customer: c.no,
        date,
        dateText: '',
        cleaner: random.chance(0.8) ? cleanerOf : random.pick(['Kev', 'Dave', 'Shaz', 'Jordan', 'Mo']),
        outcome,
        extras: extra ? extra[0] : null,
        charge: cleaned ? cents(c.price + extra![1] + (random.chance(0.05) ? 2 : 0)) : null,
        minutes: cleaned ? Math.max(6, Math.round(random.normal(c.price * 0.9 + (extra![1] > 0 ? 12 : 0), 5))) : null,
      });
      date = addDays(date, c.weeks * 7 + random.int(-3, 4));
    }
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.customer.localeCompare(b.customer));
  visits.forEach((v, i) => {
    v.id = 200_001 + i;
    v.dateText = textDate(random, v.date);
  });
  const payments: Payment[] = [];
  for (const v of visits) {
    if (v.charge === null || !random.chance(0.9)) continue;
    const method = random.weighted(['Bank transfer', 'Cash', 'Card', 'Cheque'], [44, 33, 18, 5]);
    const date = addDays(v.date, method === 'Cash' ? 0 : random.int(1, 20));
    if (date > '2025-11-30') continue;
    const roll = random.next();
    const status = method === 'Cheque' && roll < 0.12 ? 'Bounced' : roll < 0.02 ? 'Refunded' : 'Paid';
    payments.push({ ref: '', customer: v.customer, date, dateText: '', amount: v.charge, method, status });
  }
  payments.sort((a, b) => a.date.localeCompare(b.date) || a.customer.localeCompare(b.customer));
  payments.forEach((p, i) => {
    p.ref = `PAY-${padded(i + 1, 6)}`;
    p.dateText = textDate(random, p.date, [20, 70, 10]);
  });
  return { customers, visits, payments };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Cust No', value: (c) => c.no },
  { header: 'Customer', value: (c) => c.name },
  { header: 'Address', value: (c) => c.street },
  { header: 'Area', value: (c) => c.area },
  { header: 'Property type', value: (c) => c.property },
  { header: 'Frequency', value: (c) => `${c.weeks} weekly` },
  { header: 'Standard price', value: (c) => money(c.price) },
  { header: 'Joined', value: (c) => c.joined },
  { header: 'Status', value: (c) => c.status },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Visit ID', value: (v) => v.id },
  { header: 'Cust No', value: (v) => v.customer },
  { header: 'Date', value: (v) => v.dateText },
  { header: 'Cleaner', value: (v) => v.cleaner },
  { header: 'Outcome', value: (v) => v.outcome },
  { header: 'Extras', value: (v) => v.extras },
  { header: 'Charge', value: (v) => (v.charge === null ? null : money(v.charge)) },
  { header: 'Time on site (mins)', value: (v) => v.minutes },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'Payment ref', value: (p) => p.ref },
  { header: 'Cust No', value: (p) => p.customer },
  { header: 'Paid on', value: (p) => p.dateText },
  { header: 'Amount', value: (p) => money(p.amount) },
  { header: 'Method', value: (p) => p.method },
  { header: 'Status', value: (p) => p.status },
];

export const windowround: BusinessSchema = {
  name: 'windowround',
  description: "A window cleaning round: 1,150 customers (CSV), their visits June 2024 - November 2025 (CSV) and payments (XLSX) sharing Cust No",
  async build(dir) {
    const { customers, visits, payments } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'visits.csv'), VISIT_COLUMNS, visits),
      await writeXlsx(join(dir, 'payments.xlsx'), 'Payments', PAYMENT_COLUMNS, payments),
    ];
    const q = questionSet('windowround');
    const byNo = new Map(customers.map((c) => [c.no, c]));
    const cleaned = (v: Visit) => v.outcome === 'Cleaned';
    const charge = (v: Visit) => v.charge;
    const inMonth = (m: string) => (r: { date: string }) => r.date.startsWith(m);
    const areaOf = (v: Visit) => byNo.get(v.customer)!.area;
    const nameOf = (r: { customer: string }) => byNo.get(r.customer)!.name;
    const paid = (p: Payment) => p.status === 'Paid';
    const visited = new Set(visits.map((v) => v.customer));

    q.ask('How many customers have we got in total, including cancelled ones?', count(customers.length));
    q.ask('How many active customers do we have?', count(countWhere(customers, (c) => c.status === 'Active')));
    q.ask('How many customers have cancelled?', count(countWhere(customers, (c) => c.status === 'Cancelled')));
    q.ask('How many customers in each area?', countsBy(groupBy(customers, (c) => c.area, 'count')));
    q.ask('Break down our customers by property type', countsBy(groupBy(customers, (c) => c.property, 'count')));
    q.ask("What's the average standard price for a detached house?", amount(avgOf(customers, (c) => c.price, (c) => c.property === 'Detached')));
    q.ask('Which area has the highest average standard price?', winner(groupBy(customers, (c) => c.area, 'avg', (c) => c.price)));
    q.ask('How many customers are on an 8 weekly round?', count(countWhere(customers, (c) => c.weeks === 8)));
    q.ask('How many customers joined in 2025?', count(countWhere(customers, (c) => c.joined.startsWith('2025'))));
    q.ask("How many customers haven't had a single visit yet?", count(countWhere(customers, (c) => !visited.has(c.no))));
    q.ask('How many cleans did we do in 2025?', count(countWhere(visits, (v) => cleaned(v) && v.date.startsWith('2025'))));
    q.ask('What is the total we have charged for all cleans?', amount(sumOf(visits, charge)));
    q.ask('How much did we charge for cleans in October 2025?', amount(sumOf(visits, charge, inMonth('2025-10'))));
    q.ask('Which cleaner did the most cleans?', winner(groupBy(visits, (v) => v.cleaner, 'count', undefined, cleaned)));
    q.ask('Top 3 areas by money charged', ranking(ranked(groupBy(visits, areaOf, 'sum', charge), 3)));
    q.ask('How many visits got rained off?', count(countWhere(visits, (v) => v.outcome === 'Rained off')));
    q.ask('What percentage of visits were no access?', percent(percentOf(countWhere(visits, (v) => v.outcome === 'No access'), visits.length)));
    q.ask('visits by outcome', countsBy(groupBy(visits, (v) => v.outcome, 'count')));
    q.ask('Which month did we do the most cleans?', month(busiestMonth(visits, (v) => v.date, cleaned)));
    q.ask('Average time on site per clean, in minutes', amount(avgOf(visits, (v) => v.minutes, cleaned), 1));
    q.ask('How many cleans included the conservatory roof?', count(countWhere(visits, (v) => v.extras === 'Conservatory roof')));
    q.ask('How many cleans had no extras?', count(countWhere(visits, (v) => cleaned(v) && v.extras === 'None')));
    q.ask("What's the most we've charged for one clean?", amount(maxOf(visits, charge)));
    q.ask('How much have we charged Total Fitness Gym altogether?', amount(sumOf(visits, charge, (v) => nameOf(v) === 'Total Fitness Gym')));
    q.ask('How many times have we cleaned for Total Fitness Gym?', count(countWhere(visits, (v) => cleaned(v) && nameOf(v) === 'Total Fitness Gym')));
    q.ask('How many cleans did Kev do in the first quarter of 2025?', count(countWhere(visits, (v) => cleaned(v) && v.cleaner === 'Kev' && v.date >= '2025-01-01' && v.date <= '2025-03-31')));
    q.ask('Average charge per clean in Riverside', amount(avgOf(visits, charge, (v) => areaOf(v) === 'Riverside')));
    q.ask('How many visits were there between 1 and 14 March 2025?', count(countWhere(visits, (v) => v.date >= '2025-03-01' && v.date <= '2025-03-14')));
    q.ask('Top 5 customers by amount charged', ranking(ranked(groupBy(visits, nameOf, 'sum', charge, cleaned), 5)));
    const sep = q.ask('how many cleans in September 2025', count(countWhere(visits, (v) => cleaned(v) && inMonth('2025-09')(v))));
    q.followUp(sep, 'and in October?', count(countWhere(visits, (v) => cleaned(v) && inMonth('2025-10')(v))));
    q.ask('How much have we been paid in total, not counting refunded or bounced payments?', amount(sumOf(payments, (p) => p.amount, paid)));
    q.ask('How many payments were refunded?', count(countWhere(payments, (p) => p.status === 'Refunded')));
    q.ask('How many cheques bounced?', count(countWhere(payments, (p) => p.status === 'Bounced' && p.method === 'Cheque')));
    q.ask('Money received by payment method (paid only)', breakdown(groupBy(payments, (p) => p.method, 'sum', (p) => p.amount, paid)));
    q.ask('What share of payments are cash?', percent(percentOf(countWhere(payments, (p) => p.method === 'Cash'), payments.length)));
    q.ask('How much cash did we take in August 2025?', amount(sumOf(payments, (p) => p.amount, (p) => paid(p) && p.method === 'Cash' && inMonth('2025-08')(p))));
    q.ask('Which customer has paid us the most?', winner(groupBy(payments, nameOf, 'sum', (p) => p.amount, paid)));

    q.ask("What's the phone number for the Hillcrest customers?", decline('no phone column'));
    q.ask('How much did we spend on ladders and water-fed poles this year?', decline('no expenses'));
    q.ask('How many windows does each house have?', decline('no window count'));
    q.ask("What's Kev's hourly wage?", decline('no wages'));
    q.ask('Which customers gave us a tip?', decline('no tips column'));
    q.ask('How much diesel did the van use in October?', decline('no fuel data'));
    q.ask('What is the average customer satisfaction rating?', decline('no ratings'));
    q.ask('How many cleans did we do in 2023?', decline('visits start in June 2024'));
    q.ask('Which postcode has the most customers?', decline('no postcode column'));
    q.ask('How many customers found us through a leaflet?', decline('no lead source'));
    q.ask('How much will we charge next year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

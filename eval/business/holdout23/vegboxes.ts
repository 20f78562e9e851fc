// A farm shop's vegetable-box scheme: 1,650 customers (CSV), 1,817 box subscriptions (XLSX) and
// 57,354 weekly or fortnightly deliveries from January 2024 to September 2025 (CSV), sharing
// customer_id (customers, subscriptions, deliveries) and subscription_id (subscriptions,
// deliveries). Traps: delivery rounds coded with stopword-like letters ("OR" for the Orchard Road
// round, "NA" for the North Acre round), box prices stored as text in the workbook ("14.50"),
// start dates as text, empty end dates for live subscriptions, a trade customer whose name starts
// with "Total" ("Totally Local Deli"), money in pounds with the unit in the header.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  village: string;
  kind: string;
  joined: string;
  payment: string;
  optIn: string | null;
}

interface Subscription {
  id: number;
  customer: string;
  box: string;
  frequency: string;
  start: string;
  end: string | null;
  status: string;
  price: number;
}

interface Delivery {
  id: number;
  sub: number;
  customer: string;
  date: string;
  round: string;
  status: string;
  charged: number | null;
  extras: number;
  driver: string;
}

const FIRST = ['Alice', 'Ben', 'Clara', 'David', 'Emma', 'Frank', 'Grace', 'Harry', 'Isla', 'Jack', 'Kate', 'Leo', 'Maya', 'Noah', 'Olive', 'Peter', 'Ruth', 'Sam', 'Tess', 'Will'];
const LAST = ['Archer', 'Baker', 'Carter', 'Dawson', 'Ellis', 'Fletcher', 'Gill', 'Hart', 'Irwin', 'Jones', 'Knight', 'Lowe', 'Marsh', 'Nash', 'Owen', 'Price', 'Reed', 'Shaw', 'Turner', 'Webb'];
// village, delivery round
const VILLAGES: [string, string][] = [
  ['Ashby Parva', 'OR'], ['Brookfield', 'OR'], ['Church Lench', 'VL'], ['Dunsmore', 'VL'], ['Elmstead', 'NA'], ['Fernhill', 'NA'],
  ['Greyford', 'TW'], ['Market Harlow', 'TW'], ['Holloway', 'VL'], ['Kingsmead', 'NA'], ['Little Orton', 'OR'],
];
const TRADE = ['Totally Local Deli', 'The Old Forge Cafe', 'Harlow Community Kitchen', 'Green Man Inn', 'St Mary Primary School', 'Brookfield Care Home'];
// box, weekly price
const BOXES: [string, number][] = [['Small Veg', 12.5], ['Medium Veg', 16.5], ['Large Veg', 21], ['Fruit & Veg', 19.5], ['Salad', 9.75]];
const DRIVERS = ['Gareth', 'Hannah', 'Mo', 'Priya', 'Tom'];

function generate() {
  const random = createRandom(39_511);
  const customers: Customer[] = [];
  for (let i = 1; i <= 1_650; i++) {
    const trade = i % 275 === 0 ? TRADE[i / 275 - 1] : null;
    customers.push({
      id: `C${String(i).padStart(5, '0')}`,
      name: trade ?? `${random.pick(FIRST)} ${random.pick(LAST)}`,
      village: random.weighted(VILLAGES.map((v) => v[0]), [14, 12, 9, 8, 10, 7, 11, 16, 6, 9, 5]),
      kind: trade ? 'Trade' : 'Household',
      joined: random.date('2021-03-01', '2025-08-31'),
      payment: random.weighted(['Direct Debit', 'Card', 'Cash', 'Invoice'], [55, 30, 10, trade ? 200 : 0]),
      optIn: random.chance(0.12) ? null : random.chance(0.62) ? 'Y' : 'N',
    });
  }
  const subs: Subscription[] = [];
  for (const c of customers) {
    const n = c.kind === 'Trade' ? 3 : random.weighted([0, 1, 2], [6, 78, 16]);
    for (let k = 0; k < n; k++) {
      const [box, base] = random.weighted(BOXES, [22, 34, 14, 20, 10]);
      const start = random.date(c.joined < '2023-06-01' ? '2023-06-01' : c.joined, '2025-08-31');
      const roll = random.next();
      const status = roll < 0.58 ? 'active' : roll < 0.7 ? 'paused' : 'cancelled';
      const end = status === 'cancelled' ? addDays(start, random.int(20, Math.max(21, daysBetween(start, '2025-09-30')))) : null;
      subs.push({
        id: 0, customer: c.id, box, frequency: random.weighted(['Weekly', 'Fortnightly'], [64, 36]), start, status,
        end: end && end > '2025-09-30' ? '2025-09-30' : end,
        price: c.kind === 'Trade' ? roundTo(base * 0.9, 2) : base + (start >= '2025-04-01' ? 0.5 : 0),
      });
    }
  }
  subs.sort((a, b) => a.start.localeCompare(b.start) || a.customer.localeCompare(b.customer));
  subs.forEach((s, i) => (s.id = 70_001 + i));
  const custOf = new Map(customers.map((c) => [c.id, c]));
  const roundOf = new Map(VILLAGES);
  const deliveries: Delivery[] = [];
  for (const s of subs) {
    const step = s.frequency === 'Weekly' ? 7 : 14;
    const first = s.start < '2024-01-01' ? addDays(s.start, Math.ceil(daysBetween(s.start, '2024-01-01') / step) * step) : s.start;
    const last = s.end ?? '2025-09-30';
    const c = custOf.get(s.customer)!;
    for (let d = first; d <= last; d = addDays(d, step)) {
      if (s.status === 'paused' && d > '2025-06-30') break;
      const roll = random.next();
      const status = roll < 0.9 ? 'delivered' : roll < 0.96 ? 'skipped' : 'missed';
      const extras = status === 'delivered' && random.chance(0.18) ? random.pick([2.5, 3, 4.2, 5, 6.8]) : 0;
      deliveries.push({
        id: 0, sub: s.id, customer: s.customer, date: d, round: roundOf.get(c.village)!, status,
        charged: status === 'skipped' ? 0 : status === 'missed' && random.chance(0.5) ? null : roundTo(s.price + extras, 2),
        extras, driver: random.pick(DRIVERS),
      });
    }
  }
  deliveries.sort((a, b) => a.date.localeCompare(b.date) || a.sub - b.sub);
  deliveries.forEach((d, i) => (d.id = 500_001 + i));
  return { customers, subs, deliveries };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'village', value: (c) => c.village },
  { header: 'customer_type', value: (c) => c.kind },
  { header: 'joined_on', value: (c) => c.joined },
  { header: 'payment_method', value: (c) => c.payment },
  { header: 'newsletter_opt_in', value: (c) => c.optIn },
];

const SUB_COLUMNS: Column<Subscription>[] = [
  { header: 'subscription_id', value: (s) => s.id },
  { header: 'customer_id', value: (s) => s.customer },
  { header: 'box', value: (s) => s.box },
  { header: 'frequency', value: (s) => s.frequency },
  { header: 'start_date', value: (s) => s.start },
  { header: 'end_date', value: (s) => s.end },
  { header: 'status', value: (s) => s.status },
  { header: 'Box Price (£)', value: (s) => s.price.toFixed(2) },
];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'delivery_id', value: (d) => d.id },
  { header: 'subscription_id', value: (d) => d.sub },
  { header: 'customer_id', value: (d) => d.customer },
  { header: 'delivery_date', value: (d) => d.date },
  { header: 'round', value: (d) => d.round },
  { header: 'delivery_status', value: (d) => d.status },
  { header: 'Charged (£)', value: (d) => d.charged },
  { header: 'Extras (£)', value: (d) => d.extras },
  { header: 'driver', value: (d) => d.driver },
];

export const vegboxes: BusinessSchema = {
  name: 'vegboxes',
  description: "A farm shop's veg-box scheme: 1,650 customers (CSV), 1,817 subscriptions (XLSX) and 57,354 deliveries Jan 2024-Sep 2025 (CSV) sharing customer_id and subscription_id",
  async build(dir) {
    const { customers, subs, deliveries } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'box_subscriptions.xlsx'), 'Subscriptions', SUB_COLUMNS, subs),
      await writeCsv(join(dir, 'deliveries.csv'), DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('vegboxes');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const subOf = new Map(subs.map((s) => [s.id, s]));
    const village = (d: Delivery) => custOf.get(d.customer)!.village;
    const box = (d: Delivery) => subOf.get(d.sub)!.box;
    const charged = (d: Delivery) => d.charged;
    const delivered = (d: Delivery) => d.status === 'delivered';
    const inMonth = (m: string) => (d: Delivery) => d.date.startsWith(m);
    const subscribers = new Set(subs.map((s) => s.customer));
    const receivers2025 = new Set(deliveries.filter((d) => d.date >= '2025-01-01' && delivered(d)).map((d) => d.customer));

    q.ask('How many customers do we have?', count(customers.length));
    q.ask('How many box subscriptions are active right now?', count(countWhere(subs, (s) => s.status === 'active')));
    q.ask('subscriptions by status', countsBy(groupBy(subs, (s) => s.status, 'count')));
    q.ask('How many boxes did we deliver in total?', count(countWhere(deliveries, delivered)));
    q.ask('Total charged for deliveries in 2024, in pounds', amount(sumOf(deliveries, charged, (d) => d.date.startsWith('2024'))));
    q.ask('What was our box revenue in August 2025?', amount(sumOf(deliveries, charged, inMonth('2025-08'))));
    q.ask('Which box is the most popular by number of subscriptions?', winner(groupBy(subs, (s) => s.box, 'count')));
    q.ask('How many deliveries went out on the OR round?', count(countWhere(deliveries, (d) => d.round === 'OR' && delivered(d))));
    q.ask('scheduled deliveries per round, whatever their status', countsBy(groupBy(deliveries, (d) => d.round, 'count')));
    q.ask('How many deliveries were missed?', count(countWhere(deliveries, (d) => d.status === 'missed')));
    q.ask('What percentage of deliveries were skipped by the customer?', percent(percentOf(countWhere(deliveries, (d) => d.status === 'skipped'), deliveries.length)));
    q.ask('What is the average box price on our Large Veg subscriptions?', amount(avgOf(subs, (s) => s.price, (s) => s.box === 'Large Veg')));
    q.ask('Which village brings in the most revenue?', winner(groupBy(deliveries, village, 'sum', charged)));
    q.ask('Top 3 villages by number of delivered boxes', ranking(ranked(groupBy(deliveries, village, 'count', undefined, delivered), 3)));
    q.ask('How much have we taken in extras overall?', amount(sumOf(deliveries, (d) => d.extras)));
    q.ask('How many boxes were delivered in Q2 2025?', count(countWhere(deliveries, (d) => delivered(d) && d.date.startsWith('2025') && quarterOf(d.date) === 2)));
    q.ask('How many boxes did Priya deliver in July 2025?', count(countWhere(deliveries, (d) => d.driver === 'Priya' && delivered(d) && inMonth('2025-07')(d))));
    q.ask('Which driver had the most missed deliveries?', winner(groupBy(deliveries, (d) => d.driver, 'count', undefined, (d) => d.status === 'missed')));
    q.ask('In which month did we deliver the most boxes?', month(ranked(groupBy(deliveries, (d) => d.date.slice(0, 7), 'count', undefined, delivered), 1)[0]));
    q.ask('How many customers pay by direct debit?', count(countWhere(customers, (c) => c.payment === 'Direct Debit')));
    q.ask('How many customers have never had a subscription?', count(countWhere(customers, (c) => !subscribers.has(c.id))));
    q.ask('How many trade customers do we have?', count(countWhere(customers, (c) => c.kind === 'Trade')));
    q.ask('How much has Totally Local Deli been charged in total?', amount(sumOf(deliveries, charged, (d) => custOf.get(d.customer)!.name === 'Totally Local Deli')));
    q.ask('How many subscriptions are fortnightly?', count(countWhere(subs, (s) => s.frequency === 'Fortnightly')));
    q.ask('How many subscriptions started in 2025?', count(countWhere(subs, (s) => s.start >= '2025-01-01')));
    q.ask('How many subscriptions were cancelled between 1 January and 30 June 2025?', count(countWhere(subs, (s) => s.end !== null && s.end >= '2025-01-01' && s.end <= '2025-06-30')));
    q.ask('For cancelled subscriptions, how many days did they last on average?', amount(avgOf(subs, (s) => daysBetween(s.start, s.end!), (s) => s.status === 'cancelled'), 1));
    q.ask('What share of customers opted in to the newsletter?', percent(percentOf(countWhere(customers, (c) => c.optIn === 'Y'), customers.length)));
    q.ask('Revenue by box type for 2025', breakdown(groupBy(deliveries, box, 'sum', charged, (d) => d.date >= '2025-01-01')));
    q.ask('average charge per delivered box', amount(avgOf(deliveries, charged, delivered)));
    const ashby = q.ask('How many boxes did we deliver to Ashby Parva in March 2025?', count(countWhere(deliveries, (d) => village(d) === 'Ashby Parva' && delivered(d) && inMonth('2025-03')(d))));
    q.followUp(ashby, 'And to Brookfield?', count(countWhere(deliveries, (d) => village(d) === 'Brookfield' && delivered(d) && inMonth('2025-03')(d))));
    q.ask('How many customers who joined before 2023 got a box delivered in 2025?', count(countWhere(customers, (c) => c.joined < '2023-01-01' && receivers2025.has(c.id))));
    q.ask('Boxes delivered on the NA round since 1 September 2025', count(countWhere(deliveries, (d) => d.round === 'NA' && delivered(d) && d.date >= '2025-09-01')));
    q.ask('Compare the average charge per delivered box for weekly versus fortnightly subscriptions', breakdown(groupBy(deliveries, (d) => subOf.get(d.sub)!.frequency, 'avg', charged, delivered)));

    q.ask('What is our profit margin on a Medium Veg box?', decline('no cost data'));
    q.ask('How many boxes did we deliver in 2023?', decline('deliveries start in January 2024'));
    q.ask('Which vegetables do customers ask to swap out most?', decline('no box contents or swaps'));
    q.ask('How many miles does the OR round cover each week?', decline('no distances'));
    q.ask('What is the average age of our customers?', decline('no age or birth date'));
    q.ask('How many boxes will we deliver next December?', decline('a forecast'));
    q.ask('Why did customers cancel their subscriptions?', decline('no cancellation reason'));
    q.ask('How much did we spend on fuel for deliveries?', decline('no fuel costs'));
    q.ask('What rating do customers give their boxes?', decline('no ratings'));
    q.ask('Which supplier grew the carrots in the Large Veg box?', decline('no suppliers'));
    q.ask('What time of day do deliveries arrive?', decline('delivery dates only, no times'));
    return { files, questions: q.questions };
  },
};

// A picture-framing shop: 1,100 customers (XLSX: retail or trade, town, customer since), a
// catalogue of 320 mouldings (CSV: supplier, finish, cost per metre) and 7,200 framing orders from
// January 2024 to June 2025 (CSV) keyed by `Cust No` and `Moulding`. Traps: prices written as
// "£1,234.50" text, order numbers like "FR-24-0001", sizes in centimetres in two columns (area is
// their product), a blank mount for none, cancelled orders that still carry a price, and a deposit
// taken up front so what is outstanding is price minus deposit.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  no: string;
  name: string;
  type: string;
  town: string;
  since: string;
}

interface Moulding {
  code: string;
  supplier: string;
  finish: string;
  widthMm: number;
  costPerM: number;
}

interface Order {
  no: string;
  customer: string;
  at: string;
  moulding: string;
  w: number;
  h: number;
  glazing: string;
  mount: string | null;
  price: number;
  deposit: number;
  status: string;
  framer: string;
}

const FIRST = ['Alice', 'Ben', 'Carol', 'David', 'Emma', 'Frank', 'Gina', 'Harry', 'Iris', 'James', 'Kate', 'Leo', 'Maya', 'Neil', 'Olivia', 'Paul', 'Ruth', 'Sam', 'Tess', 'Will', 'Yvonne', 'Zak'];
const LAST = ['Abbott', 'Barnes', 'Cole', 'Dixon', 'Elliot', 'Foster', 'Gray', 'Holt', 'Innes', 'Jarvis', 'Knight', 'Lyons', 'Mills', 'North', 'Oakes', 'Parr', 'Rhodes', 'Stone', 'Tanner', 'Vaughan', 'Webb', 'Yates', 'Bishop', 'Chapman', 'Dennis', 'Fry', 'Gordon', 'Hicks', 'Lane', 'Morton', 'Page', 'Riley', 'Sharp', 'Todd', 'Wood', 'Burke', 'Cross', 'Day', 'Fox', 'Hood', 'Lord', 'Marsh', 'Power', 'Rose', 'Snow', 'West', 'Wren', 'Moon', 'Hay', 'Bull'];
const TRADE = ['Gallery', 'Interiors', 'Studio', 'Art Co', 'Hotel', 'Design'];
const TOWNS = ['Kendal', 'Windermere', 'Ambleside', 'Keswick', 'Lancaster', 'Penrith', 'Ulverston'];
const SUPPLIERS = ['Larson-Juhl', 'Arqadia', 'Nielsen', 'Wessex Pictures'];
const FINISHES = ['Oak', 'Black', 'White', 'Gold', 'Silver', 'Walnut', 'Grey'];
const GLAZING: [string, number, number][] = [
  ['Standard glass', 50, 1],
  ['UV glass', 14, 1.35],
  ['Museum glass', 6, 1.9],
  ['Acrylic', 18, 1.15],
  ['None', 12, 0.8],
];
const FRAMERS = ['Hannah', 'Joe', 'Priya', 'Marcus'];

function generate(): { customers: Customer[]; mouldings: Moulding[]; orders: Order[] } {
  const random = createRandom(40_301);
  const customers: Customer[] = [];
  for (let i = 0; i < 1_100; i++) {
    const trade = random.chance(0.14);
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    customers.push({
      no: `C${1001 + i}`,
      name: trade ? `${FIRST[i % FIRST.length]} ${last} ${TRADE[i % TRADE.length]}` : `${FIRST[i % FIRST.length]} ${last}`,
      type: trade ? 'Trade' : 'Retail',
      town: random.weighted(TOWNS, [30, 14, 10, 12, 18, 9, 7]),
      since: random.date('2016-01-01', '2025-06-15'),
    });
  }
  const mouldings: Moulding[] = [];
  for (let i = 0; i < 320; i++) {
    mouldings.push({
      code: `MLD-${101 + i}`,
      supplier: random.weighted(SUPPLIERS, [32, 28, 22, 18]),
      finish: random.weighted(FINISHES, [22, 20, 18, 10, 8, 12, 10]),
      widthMm: random.pick([15, 20, 25, 30, 40, 50, 65]),
      costPerM: random.float(3.2, 24.5, 2),
    });
  }
  const custWeights = customers.map((c) => (c.type === 'Trade' ? 6 : 1) * (0.3 + random.next()));
  const mouldWeights = mouldings.map(() => random.next() ** 2);
  const orders: Order[] = [];
  for (let i = 0; i < 7_200; i++) {
    const c = random.weighted(customers, custWeights);
    const m = random.weighted(mouldings, mouldWeights);
    const [glazing, , factor] = random.weighted(GLAZING, GLAZING.map((g) => g[1]));
    const w = random.int(15, 120);
    const h = Math.max(15, Math.round(w * random.float(0.6, 1.5, 2)));
    const mount = random.weighted(['Single', 'Double', null], [55, 15, 30]);
    const perimeterM = (2 * (w + h)) / 100;
    const base = 18 + perimeterM * m.costPerM * 2.6 + (w * h * 0.012 * factor) + (mount === 'Double' ? 22 : mount === 'Single' ? 12 : 0);
    const price = roundTo(base * (c.type === 'Trade' ? 0.85 : 1), 2);
    const at = `${random.date('2024-01-01', '2025-06-30')} ${String(random.int(9, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const roll = random.next();
    const status = at >= '2025-06-10' && roll < 0.6 ? 'In progress' : at >= '2025-05-20' && roll < 0.85 ? 'Ready for collection' : roll < 0.05 ? 'Cancelled' : roll < 0.08 ? 'Ready for collection' : 'Collected';
    const deposit = c.type === 'Trade' ? 0 : roundTo(Math.round(price * 0.5), 2);
    orders.push({ no: '', customer: c.no, at, moulding: m.code, w, h, glazing, mount, price, deposit, status, framer: random.weighted(FRAMERS, [30, 27, 25, 18]) });
  }
  orders.sort((a, b) => a.at.localeCompare(b.at));
  const perYear = new Map<string, number>();
  for (const o of orders) {
    const yy = o.at.slice(2, 4);
    const n = (perYear.get(yy) ?? 0) + 1;
    perYear.set(yy, n);
    o.no = `FR-${yy}-${String(n).padStart(4, '0')}`;
  }
  return { customers, mouldings, orders };
}

const money = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Cust No', value: (c) => c.no },
  { header: 'Customer', value: (c) => c.name },
  { header: 'Account Type', value: (c) => c.type },
  { header: 'Town', value: (c) => c.town },
  { header: 'Customer Since', value: (c) => c.since },
];

const MOULDING_COLUMNS: Column<Moulding>[] = [
  { header: 'Moulding', value: (m) => m.code },
  { header: 'Supplier', value: (m) => m.supplier },
  { header: 'Finish', value: (m) => m.finish },
  { header: 'Profile width (mm)', value: (m) => m.widthMm },
  { header: 'Cost per metre', value: (m) => m.costPerM.toFixed(2) },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order #', value: (o) => o.no },
  { header: 'Cust No', value: (o) => o.customer },
  { header: 'Ordered', value: (o) => o.at },
  { header: 'Moulding', value: (o) => o.moulding },
  { header: 'Width cm', value: (o) => o.w },
  { header: 'Height cm', value: (o) => o.h },
  { header: 'Glazing', value: (o) => o.glazing },
  { header: 'Mount', value: (o) => o.mount },
  { header: 'Price', value: (o) => money(o.price) },
  { header: 'Deposit', value: (o) => money(o.deposit) },
  { header: 'Status', value: (o) => o.status },
  { header: 'Framer', value: (o) => o.framer },
];

export const framing: BusinessSchema = {
  name: 'framing',
  description: 'A picture-framing shop: 1,100 customers (XLSX), 320 mouldings (CSV) and 7,200 framing orders Jan 2024-Jun 2025 with sizes, glazing and prices (CSV)',
  async build(dir) {
    const { customers, mouldings, orders } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'mouldings.csv'), MOULDING_COLUMNS, mouldings),
      await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders),
    ];
    const q = questionSet('framing');
    const custOf = new Map(customers.map((c) => [c.no, c]));
    const mouldOf = new Map(mouldings.map((m) => [m.code, m]));
    const cust = (o: Order) => custOf.get(o.customer)!;
    const mould = (o: Order) => mouldOf.get(o.moulding)!;
    const live = (o: Order) => o.status !== 'Cancelled';
    const price = (o: Order) => o.price;
    const inMonth = (m: string) => (o: Order) => o.at.startsWith(m);

    q.ask('How many framing orders have we taken?', count(orders.length));
    q.ask('How many customers are on file?', count(customers.length));
    q.ask('Orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('Total sales, leaving out cancelled orders', amount(sumOf(orders, price, live)));
    q.ask('What is our average order value (excluding cancellations)?', amount(avgOf(orders, price, live)));
    q.ask('Sales split between trade and retail customers, excluding cancelled orders', breakdown(groupBy(orders, (o) => cust(o).type, 'sum', price, live)));
    q.ask("Which supplier's mouldings do we use most?", winner(groupBy(orders, (o) => mould(o).supplier, 'count')));
    q.ask('orders by glazing type', countsBy(groupBy(orders, (o) => o.glazing, 'count')));
    q.ask('What share of orders used UV or museum glass?', percent(percentOf(countWhere(orders, (o) => o.glazing === 'UV glass' || o.glazing === 'Museum glass'), orders.length)));
    q.ask("What's the largest frame we've made by area, in square cm?", count(maxOf(orders, (o) => o.w * o.h)));
    q.ask('Average frame width in cm', amount(avgOf(orders, (o) => o.w), 1));
    q.ask('How many orders are waiting to be collected?', count(countWhere(orders, (o) => o.status === 'Ready for collection')));
    q.ask('How much is still to pay on orders ready for collection (price less deposit)?', amount(sumOf(orders, (o) => o.price - o.deposit, (o) => o.status === 'Ready for collection')));
    q.ask('Which framer handled the most orders?', winner(groupBy(orders, (o) => o.framer, 'count')));
    q.ask('Sales by framer, not counting cancelled orders', breakdown(groupBy(orders, (o) => o.framer, 'sum', price, live)));
    q.ask('Top 3 customers by spend (cancelled orders excluded)', ranking(ranked(groupBy(orders, (o) => cust(o).name, 'sum', price, live), 3)));
    q.ask('Customers from which town place the most orders?', winner(groupBy(orders, (o) => cust(o).town, 'count')));
    q.ask('How many orders came in during Q2 2024?', count(countWhere(orders, (o) => o.at.startsWith('2024') && quarterOf(o.at) === 2)));
    q.ask('busiest month for new orders', month(busiestMonth(orders, (o) => o.at)));
    const mar = q.ask('What were sales in March 2025, excluding cancelled?', amount(sumOf(orders, price, (o) => live(o) && inMonth('2025-03')(o))));
    q.followUp(mar, 'And April?', amount(sumOf(orders, price, (o) => live(o) && inMonth('2025-04')(o))));
    q.ask('How many mouldings are in the catalogue?', count(mouldings.length));
    q.ask('Average cost per metre of our oak mouldings', amount(avgOf(mouldings, (m) => m.costPerM, (m) => m.finish === 'Oak')));
    q.ask('Which moulding finish is the most popular with customers?', winner(groupBy(orders, (o) => mould(o).finish, 'count')));
    q.ask('How many trade accounts do we have?', count(countWhere(customers, (c) => c.type === 'Trade')));
    q.ask('How many orders had a double mount?', count(countWhere(orders, (o) => o.mount === 'Double')));
    q.ask("What's our cancellation rate?", percent(percentOf(countWhere(orders, (o) => o.status === 'Cancelled'), orders.length)));
    q.ask('How many customers first signed up in 2024?', count(countWhere(customers, (c) => c.since.startsWith('2024'))));
    q.ask('Total deposits taken', amount(sumOf(orders, (o) => o.deposit)));
    q.ask('Median price of collected orders', amount(medianOf(orders, price, (o) => o.status === 'Collected')));
    q.ask('When did the latest order come in?', day(dateRange(orders, (o) => o.at).last));
    q.ask('How many orders between 1 and 15 December 2024?', count(countWhere(orders, (o) => o.at >= '2024-12-01' && o.at < '2024-12-16')));
    q.ask('Average price by glazing type, across all orders', breakdown(groupBy(orders, (o) => o.glazing, 'avg', price)));
    q.ask('How many different customers ordered from us in 2025?', count(new Set(orders.filter((o) => o.at.startsWith('2025')).map((o) => o.customer)).size));
    q.ask('Which framer has the highest average order price, counting every order?', winner(groupBy(orders, (o) => o.framer, 'avg', price)));

    q.ask('How long does it take us to finish a frame on average?', decline('no completion date'));
    q.ask('What is the insured value of the artwork we framed?', decline('no artwork value'));
    q.ask('What do customers say about us in reviews?', decline('no reviews'));
    q.ask('How many orders did we take in 2023?', decline('orders start in January 2024'));
    q.ask('How many orders should we expect next Christmas?', decline('a forecast'));
    q.ask('Which artists are most often framed?', decline('no artist column'));
    q.ask('How much did we charge for delivery?', decline('no delivery data'));
    q.ask('How many metres of each moulding are left in stock?', decline('no stock levels'));
    q.ask("What's the lead time from each supplier?", decline('no lead times'));
    q.ask("What's the phone number for our biggest trade customer?", decline('no contact details'));
    q.ask('Which mount board colour is most popular?', decline('mount colour not recorded'));
    return { files, questions: q.questions };
  },
};

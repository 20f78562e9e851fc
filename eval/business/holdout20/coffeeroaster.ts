// A coffee roaster selling wholesale and through its own café: 340 wholesale customers (XLSX) and
// 18,000 sales lines from January to September 2025 (CSV) sharing `Customer ID`, which is blank on
// café lines. Traps: amounts written with the pound sign and thousands commas ("£1,234.50"), dates
// as text dd/mm/yyyy, quantities in kg for wholesale and in items for the café (unit column), a
// customer called "Total Office Solutions", a café drink called "Long Black", wholesale payment
// statuses (Paid, Outstanding, Credited) and café lines always Paid.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  type: string;
  city: string;
  manager: string;
  since: number;
}

interface Line {
  id: number;
  date: string;
  channel: string;
  customer: string | null;
  product: string;
  qty: number;
  unit: string;
  amount: number;
  status: string;
}

const PREFIX = ['The Daily', 'Little', 'Green', 'Red Door', 'Northside', 'Harbour', 'Copper', 'Oak', 'Bluebird', 'Station', 'Old Mill', 'Corner', 'Riverside', 'Market', 'Union'];
const SUFFIX: Record<string, string[]> = {
  'Café': ['Café', 'Coffee House', 'Espresso Bar', 'Kitchen'],
  Restaurant: ['Bistro', 'Brasserie', 'Trattoria', 'Dining Room'],
  Office: ['Studios', 'Partners', 'Group', 'Works'],
  Retailer: ['Deli', 'Grocer', 'Pantry', 'Food Hall'],
};
const TYPES: [string, number][] = [['Café', 45], ['Restaurant', 22], ['Office', 18], ['Retailer', 15]];
const CITIES: [string, number][] = [['Bristol', 34], ['Bath', 18], ['Cardiff', 20], ['Exeter', 12], ['Gloucester', 9], ['Swindon', 7]];
const MANAGERS = ['Hattie Lane', 'Joel Park', 'Sana Mirza', 'Tom Briggs'];
// coffee, price per kg wholesale, weight
const BEANS: [string, number, number][] = [
  ['House Espresso', 19.5, 40], ['Brazil Cerrado', 18, 14], ['Colombia Huila', 22, 14], ['Ethiopia Yirgacheffe', 27, 10],
  ['Guatemala Antigua', 23.5, 8], ['Decaf Swiss Water', 24, 7], ['Kenya AA', 29, 7],
];
// café item, price, weight
const MENU: [string, number, number][] = [
  ['Flat White', 3.4, 22], ['Latte', 3.5, 20], ['Cappuccino', 3.4, 14], ['Long Black', 3.0, 10], ['Filter', 2.8, 8],
  ['Mocha', 3.8, 7], ['Croissant', 2.6, 10], ['Banana Bread', 3.2, 6], ['Retail Bag 250g', 9.5, 3],
];
const TOTAL_CUSTOMER = 'Total Office Solutions';

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const pounds = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function generate(): { customers: Customer[]; lines: Line[] } {
  const random = createRandom(37_023);
  const customers: Customer[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 340; i++) {
    const type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    let name = i === 57 ? TOTAL_CUSTOMER : `${random.pick(PREFIX)} ${random.pick(SUFFIX[type])}`;
    const city = random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1]));
    if (used.has(name)) name = `${name} ${city}`;
    const plain = name;
    for (let n = 2; used.has(name); n++) name = `${plain} (Branch ${n})`;
    used.add(name);
    customers.push({ id: `C-${2001 + i}`, name, type: i === 57 ? 'Office' : type, city, manager: random.pick(MANAGERS), since: random.int(2016, 2025) });
  }
  const size = customers.map((c) => (c.type === 'Café' ? 3 : c.type === 'Restaurant' ? 1.5 : 1) * random.float(0.3, 2, 2));
  const lines: Line[] = [];
  for (let i = 0; i < 18_000; i++) {
    const date = random.date('2025-01-01', '2025-09-30');
    if (random.chance(0.3)) {
      const c = random.weighted(customers, size);
      const [bean, perKg] = random.weighted(BEANS, BEANS.map((b) => b[2]));
      const qty = c.type === 'Café' ? random.weighted([1, 2, 3, 5, 10], [10, 25, 20, 30, 15]) : random.weighted([1, 2, 3, 5], [35, 30, 20, 15]);
      const value = roundTo(qty * perKg * (c.since <= 2019 ? 0.95 : 1), 2);
      const roll = random.next();
      const status = date >= '2025-09-01' && roll < 0.35 ? 'Outstanding' : roll < 0.06 ? 'Outstanding' : roll < 0.09 ? 'Credited' : 'Paid';
      lines.push({ id: 0, date, channel: 'Wholesale', customer: c.id, product: bean, qty, unit: 'kg', amount: value, status });
    } else {
      const [item, price] = random.weighted(MENU, MENU.map((m) => m[2]));
      const qty = random.weighted([1, 2, 3, 4], [62, 25, 9, 4]);
      lines.push({ id: 0, date, channel: 'Café', customer: null, product: item, qty, unit: 'item', amount: roundTo(qty * price, 2), status: 'Paid' });
    }
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.channel.localeCompare(b.channel));
  lines.forEach((l, i) => (l.id = 70_001 + i));
  return { customers, lines };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Business Name', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type },
  { header: 'City', value: (c) => c.city },
  { header: 'Account Manager', value: (c) => c.manager },
  { header: 'Customer Since', value: (c) => c.since },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Date', value: (l) => ukDate(l.date) },
  { header: 'Channel', value: (l) => l.channel },
  { header: 'Customer ID', value: (l) => l.customer },
  { header: 'Product', value: (l) => l.product },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Unit', value: (l) => l.unit },
  { header: 'Amount', value: (l) => pounds(l.amount) },
  { header: 'Payment Status', value: (l) => l.status },
];

export const coffeeroaster: BusinessSchema = {
  name: 'coffeeroaster',
  description: "A coffee roaster's 340 wholesale customers (XLSX) and 18,000 wholesale and café sales lines Jan-Sep 2025 with amounts like £1,234.50 (CSV) sharing Customer ID",
  async build(dir) {
    const { customers, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'wholesale_customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('coffeeroaster');
    const byId = new Map(customers.map((c) => [c.id, c]));
    const wholesale = (l: Line) => l.channel === 'Wholesale';
    const cafe = (l: Line) => l.channel === 'Café';
    const value = (l: Line) => l.amount;
    const cust = (l: Line) => (l.customer === null ? null : byId.get(l.customer)!);
    const inMonth = (m: string) => (l: Line) => l.date.startsWith(m);
    const ws = lines.filter(wholesale);
    const cs = lines.filter(cafe);

    q.ask('How many sales lines are there in total?', count(lines.length));
    q.ask('How many wholesale customers do we have?', count(customers.length));
    q.ask('Total sales across both channels', amount(sumOf(lines, value)));
    q.ask('Revenue split between wholesale and the café', breakdown(groupBy(lines, (l) => l.channel, 'sum', value)));
    q.ask('What percentage of our revenue comes from wholesale?', percent(percentOf(sumOf(ws, value), sumOf(lines, value))));
    q.ask('How many kilos of coffee did we sell wholesale?', amount(sumOf(ws, (l) => l.qty), 0));
    q.ask('kg sold per coffee (wholesale)', breakdown(groupBy(ws, (l) => l.product, 'sum', (l) => l.qty), 0));
    q.ask('Which coffee brings in the most wholesale revenue?', winner(groupBy(ws, (l) => l.product, 'sum', value)));
    q.ask('Top 3 café items by number sold', ranking(ranked(groupBy(cs, (l) => l.product, 'sum', (l) => l.qty), 3)));
    q.ask('What is our least popular café item by quantity?', winner(groupBy(cs, (l) => l.product, 'sum', (l) => l.qty), 'asc'));
    q.ask('How many Flat Whites did the café sell (units)?', amount(sumOf(cs, (l) => l.qty, (l) => l.product === 'Flat White'), 0));
    q.ask('Café takings in May', amount(sumOf(cs, value, inMonth('2025-05'))));
    q.ask('average value of a café sale line', amount(avgOf(cs, value)));
    q.ask('What is the median wholesale order line value?', amount(medianOf(ws, value)));
    q.ask('How much do wholesale customers owe us? (outstanding lines)', amount(sumOf(ws, value, (l) => l.status === 'Outstanding')));
    q.ask('How many wholesale lines were credited?', count(countWhere(ws, (l) => l.status === 'Credited')));
    q.ask('Wholesale lines by payment status', countsBy(groupBy(ws, (l) => l.status, 'count')));
    q.ask('Which customer spent the most with us? Name please', winner(groupBy(ws, (l) => cust(l)!.name, 'sum', value)));
    q.ask('Top 5 wholesale customers by revenue', ranking(ranked(groupBy(ws, (l) => cust(l)!.name, 'sum', value), 5)));
    q.ask('How much did Total Office Solutions buy from us?', amount(sumOf(ws, value, (l) => cust(l)!.name === TOTAL_CUSTOMER)));
    q.ask('Wholesale revenue by customer type', breakdown(groupBy(ws, (l) => cust(l)!.type, 'sum', value)));
    q.ask('Which city generates the most wholesale sales?', winner(groupBy(ws, (l) => cust(l)!.city, 'sum', value)));
    q.ask("What are each account manager's wholesale sales?", breakdown(groupBy(ws, (l) => cust(l)!.manager, 'sum', value)));
    q.ask('How many customers are restaurants?', count(countWhere(customers, (c) => c.type === 'Restaurant')));
    q.ask('Customers per city', countsBy(groupBy(customers, (c) => c.city, 'count')));
    q.ask('How many customers has Sana Mirza got?', count(countWhere(customers, (c) => c.manager === 'Sana Mirza')));
    q.ask('How many wholesale customers have been with us since before 2020?', count(countWhere(customers, (c) => c.since < 2020)));
    q.ask('How many customers ordered at least once in August?', count(new Set(ws.filter(inMonth('2025-08')).map((l) => l.customer)).size));
    q.ask("How many customers didn't order anything at all this year?", count(customers.filter((c) => !ws.some((l) => l.customer === c.id)).length));
    q.ask('Which month had the highest total sales?', month(ranked(groupBy(lines, (l) => l.date.slice(0, 7), 'sum', value), 1)[0]));
    q.ask('Which month had the most café lines?', month(busiestMonth(cs, (l) => l.date)));
    q.ask('Wholesale revenue in Q2', amount(sumOf(ws, value, (l) => quarterOf(l.date) === 2)));
    q.ask('How much decaf did we sell wholesale, in kg?', amount(sumOf(ws, (l) => l.qty, (l) => l.product === 'Decaf Swiss Water'), 0));
    q.ask('What share of wholesale kilos is House Espresso?', percent(percentOf(sumOf(ws, (l) => l.qty, (l) => l.product === 'House Espresso'), sumOf(ws, (l) => l.qty))));
    q.ask('Total sales between 1 March and 15 March 2025', amount(sumOf(lines, value, (l) => l.date >= '2025-03-01' && l.date <= '2025-03-15')));
    q.ask('Café revenue since July 1st', amount(sumOf(cs, value, (l) => l.date >= '2025-07-01')));
    const cardiff = q.ask('Wholesale sales to Cardiff customers in June', amount(sumOf(ws, value, (l) => cust(l)!.city === 'Cardiff' && inMonth('2025-06')(l))));
    q.followUp(cardiff, 'what about Bath?', amount(sumOf(ws, value, (l) => cust(l)!.city === 'Bath' && inMonth('2025-06')(l))));
    q.ask('Average wholesale spend per customer type (per line)', breakdown(groupBy(ws, (l) => cust(l)!.type, 'avg', value)));
    q.ask('How many Kenya AA lines did cafés (customer type Café) order?', count(countWhere(ws, (l) => l.product === 'Kenya AA' && cust(l)!.type === 'Café')));
    q.ask('Outstanding wholesale balance by account manager', breakdown(groupBy(ws, (l) => cust(l)!.manager, 'sum', value, (l) => l.status === 'Outstanding')));

    q.ask('What is our gross margin on House Espresso?', decline('no cost of beans'));
    q.ask('How much green coffee did we roast in March?', decline('no roasting or green stock data'));
    q.ask('Which barista sold the most flat whites?', decline('no staff column'));
    q.ask('How did wholesale sales in 2024 compare with 2025?', decline('sales start in January 2025'));
    q.ask('What were café sales in December?', decline('sales end in September 2025'));
    q.ask('How many oat milk lattes did we sell?', decline('no milk type recorded'));
    q.ask('What time of day is the café busiest?', decline('dates carry no time'));
    q.ask('How many wholesale customers are in London?', decline('no London customers'));
    q.ask('What is the average delivery time for wholesale orders?', decline('no delivery data'));
    q.ask("What's the email of our biggest customer?", decline('no contact details'));
    q.ask('How many café customers are repeat visitors?', decline('café sales carry no customer'));
    return { files, questions: q.questions };
  },
};

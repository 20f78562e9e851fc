// A wholesale distributor of trade supplies: its customer accounts (CSV) and its order lines (XLSX)
// sharing customer_id. Returns are order lines with a negative quantity and a negative line value;
// unit prices and line values are typed as text with a pound sign and thousands separators; the
// discount is "5%" text; order dates are day-first; a customer tier (Gold/Silver/Bronze) sits beside
// the customer's name; several lines make one order (order_no), so an order is not a row.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { dayFirst, moneyText, monthsOf, uniqueNames } from './shared.ts';

interface Customer { id: string; name: string; tier: string; city: string; opened: string }
interface Line { id: number; order: string; customer: string; date: string; sku: string; category: string; qty: number; price: number; value: number; discount: number }

const FIRST = ['Apex', 'Bridge', 'Castle', 'Delta', 'Eagle', 'Forge', 'Granite', 'Harbour', 'Iron', 'Jubilee', 'Kestrel', 'Lakeside', 'Meridian', 'Northgate', 'Oakfield', 'Pennine', 'Quay', 'Riverside', 'Summit', 'Trinity', 'Union', 'Vale', 'Westway', 'York Road', 'Zenith', 'Albion', 'Beacon', 'Crown', 'Dale', 'Elm'];
const SECOND = ['Builders', 'Joinery', 'Plumbing', 'Electrical', 'Roofing', 'Interiors', 'Maintenance', 'Construction', 'Carpentry', 'Glazing', 'Heating', 'Landscapes', 'Developments', 'Contractors', 'Fit-Out'];
const SUFFIX = ['Ltd', 'Ltd', 'Ltd', '& Sons', 'Group', 'Services', 'Co'];
const CITIES = ['Manchester', 'Leeds', 'Birmingham', 'Bristol', 'Nottingham', 'Liverpool'];
const CATEGORIES: [string, number, number][] = [['Fasteners', 0.4, 25], ['Hand Tools', 6, 80], ['Power Tools', 45, 420], ['Plumbing', 3, 150], ['Electrical', 2, 120], ['Timber', 8, 60]];

function generate(): { customers: Customer[]; lines: Line[] } {
  const random = createRandom(15_001);
  const names = uniqueNames(() => `${random.pick(FIRST)} ${random.pick(SECOND)} ${random.pick(SUFFIX)}`, 1_150);
  const customers = names.map((name, i): Customer => ({
    id: `C${String(10_001 + i)}`,
    name,
    tier: random.weighted(['Gold', 'Silver', 'Bronze'], [15, 35, 50]),
    city: random.weighted(CITIES, [24, 18, 20, 14, 12, 12]),
    opened: random.date('2015-01-01', '2024-06-30'),
  }));
  const skus = CATEGORIES.flatMap(([category, lo, hi], c) => Array.from({ length: 20 }, (_, k) => ({ sku: `SKU-${c + 1}${String(k + 1).padStart(3, '0')}`, category, price: random.float(lo, hi, 2) })));
  const lines: Line[] = [];
  let orderNo = 400_001;
  // About one in twelve customers has never ordered.
  const buyers = customers.filter(() => !random.chance(0.08));
  const weight = new Map(buyers.map((c) => [c.id, c.tier === 'Gold' ? 6 : c.tier === 'Silver' ? 3 : 1] as const));
  const pool = buyers.flatMap((c) => Array.from({ length: weight.get(c.id)! }, () => c));
  for (let o = 0; o < 9_000; o++) {
    const customer = random.pick(pool);
    const date = random.date('2024-01-01', '2025-10-31');
    const order = `SO-${orderNo++}`;
    const n = random.int(1, 5);
    const discount = customer.tier === 'Gold' ? random.pick([5, 10, 12.5]) : customer.tier === 'Silver' ? random.pick([0, 5]) : 0;
    for (let k = 0; k < n; k++) {
      const item = random.pick(skus);
      const isReturn = random.chance(0.06);
      const qty = (isReturn ? -1 : 1) * random.int(1, item.price < 5 ? 200 : 12);
      const price = item.price;
      lines.push({ id: 700_001 + lines.length, order, customer: customer.id, date, sku: item.sku, category: item.category, qty, price, value: roundTo(qty * price * (1 - discount / 100), 2), discount });
    }
  }
  return { customers, lines };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (r) => r.id },
  { header: 'customer_name', value: (r) => r.name },
  { header: 'tier', value: (r) => r.tier },
  { header: 'city', value: (r) => r.city },
  { header: 'account_opened', value: (r) => dayFirst(r.opened) },
];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'line_id', value: (r) => r.id },
  { header: 'order_no', value: (r) => r.order },
  { header: 'customer_id', value: (r) => r.customer },
  { header: 'order_date', value: (r) => dayFirst(r.date) },
  { header: 'sku', value: (r) => r.sku },
  { header: 'category', value: (r) => r.category },
  { header: 'qty', value: (r) => r.qty },
  { header: 'unit_price', value: (r) => moneyText(r.price, '£') },
  { header: 'line_value (£)', value: (r) => moneyText(r.value, '£') },
  { header: 'discount', value: (r) => `${r.discount}%` },
];

export const wholesale: BusinessSchema = {
  name: 'tradesupply',
  description: "A trade distributor's 1,150 customer accounts (CSV) and ~27,000 order lines (XLSX) sharing customer_id: returns as negative lines, money and discounts as text, day-first dates",
  async build(dir) {
    const { customers, lines } = generate();
    const files = [await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers), await writeXlsx(join(dir, 'order_lines.xlsx'), 'Lines', LINE_COLUMNS, lines)];
    const q = questionSet('tradesupply');
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    const inPeriod = (from: string, to: string) => (l: Line) => between(l.date, from, to);
    const of = (l: Line) => customerOf.get(l.customer)!;
    const distinct = <T>(items: T[]) => new Set(items).size;
    const orders = groupBy(lines, (l) => l.order, 'sum', (l) => l.value);
    const buyers = new Set(lines.map((l) => l.customer));

    q.ask('How many customer accounts do we have?', count(customers.length));
    q.ask('How many customers are based in Bristol?', count(countWhere(customers, (c) => c.city === 'Bristol')));
    q.ask('How many Gold tier customers are in Manchester?', count(countWhere(customers, (c) => c.tier === 'Gold' && c.city === 'Manchester')));
    q.ask('What were our net sales in 2024, returns included?', amount(sumOf(lines, (l) => l.value, inPeriod('2024-01-01', '2024-12-31'))));
    q.ask('how many order lines were returns', count(countWhere(lines, (l) => l.qty < 0)));
    q.ask('How many orders did we get in March 2025?', count(distinct(lines.filter(inPeriod('2025-03-01', '2025-03-31')).map((l) => l.order))));
    q.ask('How many different customers from Leeds ordered from us in 2025?', count(distinct(lines.filter((l) => inPeriod('2025-01-01', '2025-12-31')(l) && of(l).city === 'Leeds').map((l) => l.customer))));
    q.ask('Which customer has spent the most with us overall?', winner(groupBy(lines, (l) => of(l).name, 'sum', (l) => l.value)));
    q.ask('Top 5 customers by sales value', ranking(ranked(groupBy(lines, (l) => of(l).name, 'sum', (l) => l.value), 5)));
    q.ask('Which tier brings in the most sales?', winner(groupBy(lines, (l) => of(l).tier, 'sum', (l) => l.value)));
    q.ask('What share of sales came from Gold customers?', percent(percentOf(sumOf(lines, (l) => l.value, (l) => of(l).tier === 'Gold'), sumOf(lines, (l) => l.value))));
    q.ask('Monthly sales for 2024', breakdown(new Map(monthsOf(2024).map((m) => [m, sumOf(lines, (l) => l.value, (l) => l.date.startsWith(m))]))));
    q.ask('What was our average monthly revenue in 2024?', amount(sumOf(lines, (l) => l.value, inPeriod('2024-01-01', '2024-12-31')) / 12));
    q.ask('Sales by product category in 2025', breakdown(groupBy(lines, (l) => l.category, 'sum', (l) => l.value, inPeriod('2025-01-01', '2025-12-31'))));
    q.ask('Which category had the most returned lines?', winner(groupBy(lines, (l) => l.category, 'count', undefined, (l) => l.qty < 0)));
    const fasteners = q.ask('Total quantity of fasteners shipped (excluding returns)', count(sumOf(lines, (l) => l.qty, (l) => l.category === 'Fasteners' && l.qty > 0)));
    q.followUp(fasteners, 'And timber?', count(sumOf(lines, (l) => l.qty, (l) => l.category === 'Timber' && l.qty > 0)));
    q.ask('What is the average unit price of power tools?', amount(avgOf(lines, (l) => l.price, (l) => l.category === 'Power Tools')));
    q.ask('What is the average order value?', amount([...orders.values()].reduce((s, v) => s + v, 0) / orders.size));
    q.ask('Biggest single order line by value?', amount(maxOf(lines, (l) => l.value)));
    q.ask('Total sales to Birmingham customers', amount(sumOf(lines, (l) => l.value, (l) => of(l).city === 'Birmingham')));
    const city = q.ask('Which city has the most customers?', winner(groupBy(customers, (c) => c.city, 'count')));
    q.followUp(city, 'And the fewest?', winner(groupBy(customers, (c) => c.city, 'count'), 'asc'));
    q.ask('How many customers have never placed an order?', count(customers.filter((c) => !buyers.has(c.id)).length));
    q.ask('Sales between 1 January and 31 March 2025', amount(sumOf(lines, (l) => l.value, inPeriod('2025-01-01', '2025-03-31'))));
    q.ask('Number of order lines per category', countsBy(groupBy(lines, (l) => l.category, 'count')));
    const orderCount = new Map<string, Set<string>>();
    for (const l of lines) (orderCount.get(l.customer) ?? orderCount.set(l.customer, new Set()).get(l.customer)!).add(l.order);
    q.ask('How many customers have placed more than 30 orders?', count([...orderCount.values()].filter((s) => s.size > 30).length));
    q.ask('What is the average discount given on Gold tier orders?', amount(avgOf(lines, (l) => l.discount, (l) => of(l).tier === 'Gold')));
    q.ask('Sales in thousands for 2025', amount(sumOf(lines, (l) => l.value, inPeriod('2025-01-01', '2025-12-31')) / 1000, 1));
    q.ask('How many customer accounts were opened before 2018?', count(countWhere(customers, (c) => c.opened < '2018-01-01')));

    q.ask('What is our gross margin on power tools?', decline('no cost column'));
    q.ask('Which sales rep sold the most last year?', decline('no sales rep column'));
    q.ask('How much did we spend on delivery in 2025?', decline('no delivery cost column'));
    q.ask('How many units of SKU-3001 do we have in stock?', decline('no stock levels'));
    q.ask('What is the credit limit of our Gold customers?', decline('no credit limit column'));
    q.ask('Which warehouse ships the most orders?', decline('no warehouse column'));
    q.ask('How many orders were delivered late?', decline('no delivery dates'));
    q.ask('What profit did we make in 2024?', decline('no cost column'));
    q.ask('Why did customers return power tools?', decline('no return reason column'));
    return { files, questions: q.questions };
  },
};

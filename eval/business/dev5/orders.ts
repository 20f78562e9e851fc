// Customer orders as a sales team exports them: abbreviated headers with units ("Order No.",
// "Qty", "Amt (EUR)"), a status column of nouns (Delivered, Cancelled, Open, Returned) that users
// ask about with verbs and participles ("were cancelled", "still open"), and two years of dates
// asked by quarter, half, month range and day range. The amount is asked as revenue, turnover
// and sales; the rows as orders and purchases.
import { join } from 'node:path';
import { countWhere, groupBy, maxOf, percentOf, ranked, sumOf, avgOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from './dates.ts';

export interface Order { order_no: number; order_date: string; customer: string; channel: string; category: string; qty: number; amt: number; status: string }

const CUSTOMERS = ['Aldwych Traders', 'Brambles Ltd', 'Corvid Supplies', 'Dunmore & Co', 'Eastlake Foods', 'Fenwick Retail', 'Galloway Farms', 'Harcourt Hotels', 'Ivybridge Cafes', 'Juniper Stores', 'Kestrel Group', 'Larkspur Inns'];
const CHANNELS = ['Online', 'Retail', 'Wholesale'];
const CATEGORIES = ['Garden', 'Kitchen', 'Lighting', 'Textiles', 'Tools'];
const STATUSES = ['Delivered', 'Cancelled', 'Open', 'Returned'];

export function generate(): Order[] {
  const random = createRandom(5101);
  return Array.from({ length: 3_000 }, (_, i): Order => {
    const qty = random.weighted([1, 2, 3, 5, 8, 12], [30, 25, 18, 12, 9, 6]);
    return {
      order_no: 50_001 + i,
      order_date: random.date('2023-01-01', '2024-12-31'),
      customer: random.weighted(CUSTOMERS, [14, 9, 11, 7, 12, 8, 6, 10, 5, 9, 4, 5]),
      channel: random.weighted(CHANNELS, [45, 33, 22]),
      category: random.weighted(CATEGORIES, [24, 21, 17, 14, 24]),
      qty,
      amt: Math.round(qty * random.float(8, 95, 2) * 100) / 100,
      status: random.weighted(STATUSES, [70, 12, 10, 8]),
    };
  });
}

export const COLUMNS: Column<Order>[] = [
  { header: 'Order No.', value: (r) => r.order_no },
  { header: 'Order Date', value: (r) => r.order_date },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Channel', value: (r) => r.channel },
  { header: 'Category', value: (r) => r.category },
  { header: 'Qty', value: (r) => r.qty },
  { header: 'Amt (EUR)', value: (r) => r.amt },
  { header: 'Status', value: (r) => r.status },
];

export const orders: BusinessSchema = {
  name: 'orders',
  description: 'Customer orders: 3,000 rows, abbreviated headers with units, status nouns asked as verbs (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'customer_orders.csv'), COLUMNS, rows)];
    const q = questionSet('orders');
    const amt = (r: Order) => r.amt;
    const inDates = (from: string, to: string) => (r: Order) => between(r.order_date, from, to);

    q.ask('How many purchases were cancelled?', count(countWhere(rows, (r) => r.status === 'Cancelled')));
    q.ask('Number of orders still open', count(countWhere(rows, (r) => r.status === 'Open')));
    q.ask('How many orders were returned?', count(countWhere(rows, (r) => r.status === 'Returned')));
    q.ask('What is the total turnover?', amount(sumOf(rows, amt)));
    q.ask('Total revenue in Q3 2024', amount(sumOf(rows, amt, inDates('2024-07-01', '2024-09-30'))));
    q.ask('What was the sales revenue during March 2024?', amount(sumOf(rows, amt, inDates('2024-03-01', '2024-03-31'))));
    q.ask('Revenue from Jan to Mar 2024', amount(sumOf(rows, amt, inDates('2024-01-01', '2024-03-31'))));
    q.ask('How many orders were placed in the first half of 2024?', count(countWhere(rows, inDates('2024-01-01', '2024-06-30'))));
    q.ask('How many orders in H1 2023?', count(countWhere(rows, inDates('2023-01-01', '2023-06-30'))));
    q.ask('Turnover in the last 3 months of 2024', amount(sumOf(rows, amt, inDates('2024-10-01', '2024-12-31'))));
    q.ask('How many orders were placed before 2024?', count(countWhere(rows, (r) => r.order_date < '2024-01-01')));
    q.ask('How many orders between 1 and 15 May 2024?', count(countWhere(rows, inDates('2024-05-01', '2024-05-15'))));
    q.ask('Revenue broken down by channel', breakdown(groupBy(rows, (r) => r.channel, 'sum', amt)));
    q.ask('Order count split by status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('Which channel has the highest turnover?', winner(groupBy(rows, (r) => r.channel, 'sum', amt)));
    q.ask('Which category had the fewest orders?', winner(groupBy(rows, (r) => r.category, 'count'), 'asc'));
    q.ask('Top 3 customers by revenue', ranking(ranked(groupBy(rows, (r) => r.customer, 'sum', amt), 3)));
    q.ask('Online vs Retail revenue', breakdown(groupBy(rows, (r) => r.channel, 'sum', amt, (r) => r.channel !== 'Wholesale')));
    q.ask('What share of orders were returned?', percent(percentOf(countWhere(rows, (r) => r.status === 'Returned'), rows.length)));
    q.ask('What proportion of online orders were cancelled?', percent(percentOf(countWhere(rows, (r) => r.channel === 'Online' && r.status === 'Cancelled'), countWhere(rows, (r) => r.channel === 'Online'))));
    q.ask('What is the average order value?', amount(avgOf(rows, amt)));
    q.ask('Average qty per order', amount(avgOf(rows, (r) => r.qty)));
    q.ask('How many units were ordered in total?', count(sumOf(rows, (r) => r.qty)));
    q.ask('What was the biggest single order amount?', amount(maxOf(rows, amt)));
    q.ask('Number of different customers', count(new Set(rows.map((r) => r.customer)).size));
    q.ask('How often was Lighting ordered?', count(countWhere(rows, (r) => r.category === 'Lighting')));
    q.ask("Which customer's orders were cancelled most often?", winner(groupBy(rows, (r) => r.customer, 'count', undefined, (r) => r.status === 'Cancelled')));
    q.ask('Breakdown of revenue by category in 2024', breakdown(groupBy(rows, (r) => r.category, 'sum', amt, (r) => r.order_date.startsWith('2024'))));
    q.ask('Count of purchases by channel', countsBy(groupBy(rows, (r) => r.channel, 'count')));
    q.ask('Which customer placed the most orders?', winner(groupBy(rows, (r) => r.customer, 'count')));
    q.ask('Who is the leading customer by turnover?', winner(groupBy(rows, (r) => r.customer, 'sum', amt)));
    q.ask('Total sales for Kitchen products', amount(sumOf(rows, amt, (r) => r.category === 'Kitchen')));

    q.ask('What is the profit margin on online orders?', decline('no cost or margin column'));
    q.ask('Which salesperson closed the most orders?', decline('no salesperson column'));
    q.ask('What were the shipping costs in 2024?', decline('no shipping column'));
    q.ask('How many orders will we get next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

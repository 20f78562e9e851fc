// A bakery's wholesale customers beside their orders (shared customer_id): cancellation dates
// blank for customers still active, a discount blank when none was given, sales in two money
// columns with the currency in the header ("Bread (GBP)", "Pastry (GBP)"), the delivery method as
// a code (DL delivered, CO collected), countries as codes.
import { join } from 'node:path';
import { countWhere, percentOf, sumOf } from '../compute.ts';
import { amount, count, decline, percent, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Customer { id: number; name: string; country: string; joined: string; cancelled: string | null }
interface Order { id: number; customer: number; date: string; bread: number; pastry: number; discount: number | null; method: string }

const SHOPS = ['Corner Cafe', 'Station Deli', 'Harbour Kiosk', 'Market Stall', 'Village Shop', 'Office Canteen'];

function generate(): { customers: Customer[]; orders: Order[] } {
  const random = createRandom(10_404);
  const customers = Array.from({ length: 1_100 }, (_, i): Customer => {
    const joined = random.date('2022-01-01', '2024-12-31');
    return {
      id: 501 + i,
      name: `${random.pick(SHOPS)} ${i + 1}`,
      country: random.weighted(['GB', 'IE', 'NO', 'AT'], [55, 20, 15, 10]),
      joined,
      cancelled: random.chance(0.23) ? random.date('2025-01-01', '2025-09-30') : null,
    };
  });
  const orders = Array.from({ length: 5_000 }, (_, i): Order => ({
    id: 1_000_001 + i,
    customer: random.int(501, 500 + customers.length),
    date: random.date('2024-06-01', '2025-09-30'),
    bread: random.float(12, 260, 2),
    pastry: random.float(5, 180, 2),
    discount: random.chance(0.18) ? random.float(2, 30, 2) : null,
    method: random.weighted(['DL', 'CO'], [63, 37]),
  }));
  return { customers, orders };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (r) => r.id },
  { header: 'customer_name', value: (r) => r.name },
  { header: 'country', value: (r) => r.country },
  { header: 'joined_on', value: (r) => r.joined },
  { header: 'cancellation_date', value: (r) => r.cancelled },
];
const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_id', value: (r) => r.id },
  { header: 'customer_id', value: (r) => r.customer },
  { header: 'order_date', value: (r) => r.date },
  { header: 'Bread (GBP)', value: (r) => r.bread },
  { header: 'Pastry (GBP)', value: (r) => r.pastry },
  { header: 'Discount (GBP)', value: (r) => r.discount },
  { header: 'method', value: (r) => r.method },
];

export const bakery: BusinessSchema = {
  name: 'bakery',
  description: 'Wholesale customers (1,100 rows, XLSX) beside orders (5,000 rows, CSV): blank cancellation dates and discounts, money headers with currency, codes',
  async build(dir) {
    const { customers, orders } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders),
    ];
    const q = questionSet('bakery');
    const placed = (from: string, to: string) => (r: Order) => between(r.date, from, to);

    q.ask('How many customers are still active (no cancellation date)?', count(countWhere(customers, (r) => r.cancelled === null)));
    q.ask('What were the total sales of pastry?', amount(sumOf(orders, (r) => r.pastry)));
    q.ask('What were bread and pastry sales combined in 2024?', amount(sumOf(orders, (r) => r.bread + r.pastry, placed('2024-01-01', '2024-12-31'))));
    q.ask('How many orders had a discount given?', count(countWhere(orders, (r) => r.discount !== null)));
    q.ask('What percentage of orders have no discount?', percent(percentOf(countWhere(orders, (r) => r.discount === null), orders.length)));
    q.ask('How many customers are based in NO?', count(countWhere(customers, (r) => r.country === 'NO')));
    q.ask('How many orders were placed over the whole of the summer, June to August 2025?', count(countWhere(orders, placed('2025-06-01', '2025-08-31'))));
    q.ask('How many customers do we serve?', count(customers.length));
    q.ask('How many delivered (DL) orders were there?', count(countWhere(orders, (r) => r.method === 'DL')));
    q.ask('What was the total bread sales in July 2025?', amount(sumOf(orders, (r) => r.bread, placed('2025-07-01', '2025-07-31'))));
    q.ask('How many customers have cancelled?', count(countWhere(customers, (r) => r.cancelled !== null)));

    q.ask('What is the average baking time of a loaf?', decline('no baking time column'));
    q.ask('Which oven produced the most bread?', decline('no oven column'));
    q.ask('How many loaves were wasted?', decline('no waste column'));
    return { files, questions: q.questions };
  },
};

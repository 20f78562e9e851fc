// A florist's orders (CSV, 16,000 rows) beside its customer list (CSV) sharing customer_id. Each
// base question ("total sales in March 2025") comes with variants adding ONE condition: a value no
// column holds (a region or tier that does not exist), a period outside the data, a qualifier that
// needs a missing column (new customers, discounts, tax, staff), a negation, a comparison, or a
// second condition the data does hold (then the answer must apply both filters).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between, onWeekend } from '../dev5/dates.ts';

interface Customer { id: number; name: string; tier: string; city: string }
interface Order { id: number; customer: number; date: string; region: string; payment: string; bouquet: string; amount: number }

const REGIONS = ['North', 'South', 'East', 'West'];
const TIERS = ['Bronze', 'Silver', 'Gold'];
const FIRST = ['Amy', 'Ben', 'Cara', 'Dev', 'Ella', 'Finn', 'Gwen', 'Hari', 'Isla', 'Jude', 'Kofi', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia'];
const LAST = ['Shaw', 'Patel', 'Reid', 'Okafor', 'Brook', 'Lowe', 'Nash', 'Quinn', 'Vance', 'Webb', 'Young', 'Hale'];

function generate(): { customers: Customer[]; orders: Order[] } {
  const random = createRandom(17_001);
  const customers = Array.from({ length: 3_000 }, (_, i): Customer => ({
    id: 70_001 + i,
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    tier: random.weighted(TIERS, [60, 28, 12]),
    city: random.pick(['Bristol', 'Bath', 'Exeter', 'Truro']),
  }));
  const orders = Array.from({ length: 16_000 }, (_, i): Order => {
    const customer = random.pick(customers);
    const bouquet = random.weighted(['Roses', 'Tulips', 'Lilies', 'Mixed'], [35, 20, 15, 30]);
    const base = bouquet === 'Roses' ? 48 : bouquet === 'Lilies' ? 40 : 30;
    return {
      id: 900_001 + i,
      customer: customer.id,
      date: random.date('2024-01-01', '2025-12-31'),
      region: random.weighted(REGIONS, [30, 25, 22, 23]),
      payment: random.weighted(['Card', 'Cash', 'Voucher'], [70, 20, 10]),
      bouquet,
      amount: roundTo(Math.max(8, random.normal(base * (customer.tier === 'Gold' ? 1.4 : 1), 12)), 2),
    };
  });
  return { customers, orders };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (r) => r.id },
  { header: 'customer_name', value: (r) => r.name },
  { header: 'tier', value: (r) => r.tier },
  { header: 'city', value: (r) => r.city },
];
const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_id', value: (r) => r.id },
  { header: 'customer_id', value: (r) => r.customer },
  { header: 'order_date', value: (r) => r.date },
  { header: 'region', value: (r) => r.region },
  { header: 'payment_method', value: (r) => r.payment },
  { header: 'bouquet', value: (r) => r.bouquet },
  { header: 'amount', value: (r) => r.amount },
];

export const florist: BusinessSchema = {
  name: 'florist',
  description: 'florist orders (16,000 rows, CSV) and 3,000 customers with a Bronze/Silver/Gold tier (CSV) sharing customer_id',
  async build(dir) {
    const { customers, orders } = generate();
    const files = [await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders), await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers)];
    const q = questionSet('florist');
    const tierOf = new Map(customers.map((c) => [c.id, c.tier]));
    const cityOf = new Map(customers.map((c) => [c.id, c.city]));
    const march25 = (o: Order) => between(o.date, '2025-03-01', '2025-03-31');
    const march24 = (o: Order) => between(o.date, '2024-03-01', '2024-03-31');
    const sales = (where: (o: Order) => boolean) => amount(sumOf(orders, (o) => o.amount, where));

    // Total sales in March 2025.
    q.ask('What were total sales in March 2025?', sales(march25));
    q.ask('What were total sales in Narnia in March 2025?', decline('no region or place called Narnia'));
    q.ask('What were total sales in March 2031?', decline('the orders end in December 2025'));
    q.ask('What were total sales to new customers in March 2025?', decline('no new or returning customer signal'));
    q.ask('What were total sales after discounts in March 2025?', decline('no discount column'));
    q.ask('What were total sales net of tax in March 2025?', decline('no tax column or rate'));
    q.ask('What were total sales to platinum customers in March 2025?', decline('tiers are Bronze, Silver and Gold'));
    q.ask('What were total sales outside the North in March 2025?', sales((o) => march25(o) && o.region !== 'North'));
    q.ask('What were total sales paid other than by cash in March 2025?', sales((o) => march25(o) && o.payment !== 'Cash'));
    q.ask('How much higher were total sales in March 2025 than in March 2024?', amount(sumOf(orders, (o) => o.amount, march25) - sumOf(orders, (o) => o.amount, march24)));
    q.ask('What were total sales to Gold customers in March 2025?', sales((o) => march25(o) && tierOf.get(o.customer) === 'Gold'));
    q.ask('What were total sales of roses in the West in March 2025?', sales((o) => march25(o) && o.region === 'West' && o.bouquet === 'Roses'));

    // Average basket in the North region.
    q.ask('What is the average order amount in the North region?', amount(avgOf(orders, (o) => o.amount, (o) => o.region === 'North')));
    q.ask('What is the average order amount in the North region for online orders?', decline('no channel column: online or in shop is not recorded'));
    q.ask('What is the average order amount in the North region excluding refunds?', decline('no refund column'));
    q.ask('What is the average order amount in the North region per employee?', decline('no staff or headcount column'));
    q.ask('What is the average order amount in the Midlands region?', decline('regions are North, South, East and West'));
    q.ask('What is the average order amount in the North region in 2019?', decline('the orders start in January 2024'));
    q.ask('What is the average order amount in the North region for orders paid by voucher?', amount(avgOf(orders, (o) => o.amount, (o) => o.region === 'North' && o.payment === 'Voucher')));
    q.ask('What is the average order amount in the North region for Silver customers?', amount(avgOf(orders, (o) => o.amount, (o) => o.region === 'North' && tierOf.get(o.customer) === 'Silver')));
    q.ask('What is the average order amount in the North region for bouquets other than tulips?', amount(avgOf(orders, (o) => o.amount, (o) => o.region === 'North' && o.bouquet !== 'Tulips')));
    q.ask('What is the average order amount in the North region for same-day deliveries?', decline('no delivery speed column'));

    // Orders counted.
    q.ask('How many orders were paid in cash?', count(countWhere(orders, (o) => o.payment === 'Cash')));
    q.ask('How many orders were paid in bitcoin?', decline('payment methods are Card, Cash and Voucher'));
    q.ask('How many orders were paid in cash by repeat customers?', decline('no repeat customer flag'));
    // Read as a weekday condition since session 39 (Saturday or Sunday of order_date); declined before.
    q.ask('How many orders were paid in cash on weekends?', count(countWhere(orders, (o) => o.payment === 'Cash' && onWeekend(o.date))));
    q.ask('How many orders were paid in cash in the South in 2024?', count(countWhere(orders, (o) => o.payment === 'Cash' && o.region === 'South' && o.date < '2025-01-01')));
    q.ask('How many orders were paid in cash for orchids?', decline('bouquets are Roses, Tulips, Lilies and Mixed'));
    q.ask('How many orders were paid in cash and delivered late?', decline('no delivery time column'));
    q.ask('How many orders were paid in cash by customers in Bath?', count(countWhere(orders, (o) => o.payment === 'Cash' && cityOf.get(o.customer) === 'Bath')));

    // Which region sold the most.
    q.ask('Which region had the highest total sales?', winner(groupBy(orders, (o) => o.region, 'sum', (o) => o.amount)));
    q.ask('Which region had the highest total sales of lilies?', winner(groupBy(orders, (o) => o.region, 'sum', (o) => o.amount, (o) => o.bouquet === 'Lilies')));
    q.ask('Which region had the highest total sales in 2030?', decline('the orders end in December 2025'));
    q.ask('Which region had the highest total sales growth?', decline('growth over what period is not stated'));
    q.ask('Which region had the highest total sales per shop?', decline('no shop column'));
    q.ask('Which region had the highest total sales of sunflowers?', decline('no sunflower bouquet'));
    q.ask('Which region had the highest total sales to first-time buyers?', decline('no first-time buyer signal'));
    q.ask('Which region had the highest profit?', decline('no cost column'));
    return { files, questions: q.questions };
  },
};

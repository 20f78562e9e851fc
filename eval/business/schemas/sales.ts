// Sales: customers and orders, two CSV tables sharing customer_id. Traps: joins through the key,
// "US" and the state code "OR" (stopwords), order_id and customer_id (never measures), empty states
// outside the US and Canada.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';

interface Customer {
  customer_id: number;
  customer_name: string;
  country: string;
  state: string | null;
  segment: string;
  signup_date: string;
}

interface Order {
  order_id: number;
  customer_id: number;
  order_date: string;
  amount: number;
  quantity: number;
  status: string;
  channel: string;
}

const COUNTRIES = ['US', 'Canada', 'Germany', 'UK', 'France', 'Mexico', 'Australia'];
const US_STATES = ['CA', 'NY', 'TX', 'OR', 'WA', 'IN', 'FL', 'IL'];
const PROVINCES = ['ON', 'QC', 'BC', 'AB'];

function generate(): { customers: Customer[]; orders: Order[] } {
  const random = createRandom(22);
  const customers = companyNames(random, 1_500).map((customer_name, i): Customer => {
    const country = random.weighted(COUNTRIES, [34, 14, 16, 12, 9, 7, 8]);
    return {
      customer_id: 1 + i,
      customer_name,
      country,
      state: country === 'US' ? random.pick(US_STATES) : country === 'Canada' ? random.pick(PROVINCES) : null,
      segment: random.weighted(['Enterprise', 'SMB', 'Consumer'], [15, 35, 50]),
      signup_date: random.date('2019-01-01', '2024-06-30'),
    };
  });
  // Some customers buy far more than others, as in real order books.
  const weights = customers.map(() => random.next() ** 3);
  const orders = Array.from({ length: 40_000 }, (_, i): Order => {
    const customer = random.weighted(customers, weights);
    const enterprise = customer.segment === 'Enterprise';
    return {
      order_id: 500_001 + i,
      customer_id: customer.customer_id,
      order_date: random.date('2022-01-01', '2024-12-31'),
      amount: random.float(enterprise ? 200 : 15, enterprise ? 9_000 : 1_200, 2),
      quantity: random.int(1, enterprise ? 200 : 12),
      status: random.weighted(['completed', 'returned', 'cancelled', 'pending'], [80, 7, 9, 4]),
      channel: random.weighted(['Online', 'Retail', 'Partner'], [55, 30, 15]),
    };
  });
  return { customers, orders };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.customer_id },
  { header: 'customer_name', value: (c) => c.customer_name },
  { header: 'country', value: (c) => c.country },
  { header: 'state', value: (c) => c.state },
  { header: 'segment', value: (c) => c.segment },
  { header: 'signup_date', value: (c) => c.signup_date },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_id', value: (o) => o.order_id },
  { header: 'customer_id', value: (o) => o.customer_id },
  { header: 'order_date', value: (o) => o.order_date },
  { header: 'amount', value: (o) => o.amount.toFixed(2) },
  { header: 'quantity', value: (o) => o.quantity },
  { header: 'status', value: (o) => o.status },
  { header: 'channel', value: (o) => o.channel },
];

export const sales: BusinessSchema = {
  name: 'sales',
  description: 'Sales: 1,500 customers and 40,000 orders sharing customer_id (two CSV files)',
  async build(dir) {
    const { customers, orders } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders),
    ];
    const customerOf = new Map(customers.map((c) => [c.customer_id, c]));
    const buyer = (o: Order) => customerOf.get(o.customer_id)!;
    const value = (o: Order) => o.amount;
    const year = (y: string) => (o: Order) => o.order_date.startsWith(y);
    const q = questionSet('sales');

    q.ask('What is the total order amount for customers in Canada?', amount(sumOf(orders, value, (o) => buyer(o).country === 'Canada')));
    q.ask('How many orders were placed by customers in the US?', count(countWhere(orders, (o) => buyer(o).country === 'US')));
    q.ask('How many customers are located in the state OR?', count(countWhere(customers, (c) => c.state === 'OR')));
    q.ask('How many customers do we have in Germany?', count(countWhere(customers, (c) => c.country === 'Germany')));
    q.ask('What was the total order amount in March 2024?', amount(sumOf(orders, value, (o) => o.order_date.startsWith('2024-03'))));
    q.ask('How many orders were placed in Q3 2023?', count(countWhere(orders, (o) => o.order_date.startsWith('2023') && quarterOf(o.order_date) === 3)));
    q.ask('What is the average order amount in the Online channel?', amount(avgOf(orders, value, (o) => o.channel === 'Online')));
    q.ask('Which country has the most customers?', winner(groupBy(customers, (c) => c.country, 'count')));
    q.ask('Total order amount by country', breakdown(groupBy(orders, (o) => buyer(o).country, 'sum', value)));
    q.ask('Revenue per year', breakdown(groupBy(orders, (o) => o.order_date.slice(0, 4), 'sum', value)));
    const perCustomer = groupBy(orders, (o) => buyer(o).customer_name, 'sum', value);
    q.ask('Which customer has the highest total order amount?', winner(perCustomer));
    q.ask('Top 5 customers by total order amount', ranking(ranked(perCustomer, 5)));
    q.ask('What share of orders were returned?', percent(percentOf(countWhere(orders, (o) => o.status === 'returned'), orders.length)));
    q.ask('How many orders were cancelled in 2023?', count(countWhere(orders, (o) => o.status === 'cancelled' && o.order_date.startsWith('2023'))));
    q.ask('Compare the average order value in 2023 and 2024.', breakdown(groupBy(orders, (o) => o.order_date.slice(0, 4), 'avg', value, (o) => o.order_date >= '2023')));
    q.ask('How many Enterprise customers are there?', count(countWhere(customers, (c) => c.segment === 'Enterprise')));
    q.ask(
      'What is the total amount of completed orders from Enterprise customers?',
      amount(sumOf(orders, value, (o) => o.status === 'completed' && buyer(o).segment === 'Enterprise')),
    );
    q.ask('What is the largest single order amount?', amount(maxOf(orders, value)));
    q.ask('How many orders were placed between 2023-06-01 and 2023-06-30?', count(countWhere(orders, (o) => o.order_date >= '2023-06-01' && o.order_date <= '2023-06-30')));
    q.ask('Which sales channel brought in the most revenue?', winner(groupBy(orders, (o) => o.channel, 'sum', value)));
    q.ask('How many customers have never placed an order?', count(customers.length - new Set(orders.map((o) => o.customer_id)).size));
    q.ask('Number of orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('How many units were sold through the Partner channel?', count(sumOf(orders, (o) => o.quantity, (o) => o.channel === 'Partner')));
    q.ask('average order amount for customers in Mexico', amount(avgOf(orders, value, (o) => buyer(o).country === 'Mexico')));
    const bigBuyer = ranked(perCustomer, 1)[0];
    q.ask(`When did ${bigBuyer} place their first order?`, day(dateRange(orders, (o) => o.order_date, (o) => buyer(o).customer_name === bigBuyer).first));
    q.ask('Which month had the most orders?', month(busiestMonth(orders, (o) => o.order_date)));
    const y2022 = q.ask('What was the total order amount in 2022?', amount(sumOf(orders, value, year('2022'))));
    q.followUp(y2022, 'And in 2023?', amount(sumOf(orders, value, year('2023'))));
    const uk = q.ask('How many customers are in the UK?', count(countWhere(customers, (c) => c.country === 'UK')));
    q.followUp(uk, 'How many of them are in the SMB segment?', count(countWhere(customers, (c) => c.country === 'UK' && c.segment === 'SMB')));

    q.ask('What is our total profit margin?', decline('no cost or profit column'));
    q.ask('How many orders were shipped to Japan?', decline('no customer in Japan'));
    q.ask('What is the average delivery time?', decline('no delivery dates'));
    q.ask('Which sales rep closed the most deals?', decline('no sales rep column'));
    q.ask('How many orders came from customers in Brazil?', decline('no customer in Brazil'));
    return { files, questions: q.questions };
  },
};

// dev5's customer orders (3,000 rows: "Qty", "Amt (EUR)", a Status of nouns, three channels)
// asked again in the many ways managers type the same intents: "show me", "split by", "vs",
// "how does X compare with Y", "who are our top 5", "what fraction", possessives, a filter first,
// passive voice and short imperatives.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { writeCsv } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { COLUMNS, generate, type Order } from '../dev5/orders.ts';

export const ordersWording: BusinessSchema = {
  name: 'orders-wording',
  description: "dev5's customer orders (3,000 rows, CSV) asked in paraphrases",
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'customer_orders.csv'), COLUMNS, rows)];
    const q = questionSet('orders-wording');
    const amt = (r: Order) => r.amt;
    const qty = (r: Order) => r.qty;
    const channel = (c: string) => (r: Order) => r.channel === c;
    const inDates = (from: string, to: string) => (r: Order) => between(r.order_date, from, to);

    q.ask('Show me total revenue by channel', breakdown(groupBy(rows, (r) => r.channel, 'sum', amt)));
    q.ask('revenue split by category', breakdown(groupBy(rows, (r) => r.category, 'sum', amt)));
    q.ask('Who are our top 5 customers by revenue?', ranking(ranked(groupBy(rows, (r) => r.customer, 'sum', amt), 5)));
    q.ask('Top 3 customers by number of orders', ranking(ranked(groupBy(rows, (r) => r.customer, 'count'), 3)));
    q.ask('How much revenue did we make in 2024?', amount(sumOf(rows, amt, (r) => r.order_date.startsWith('2024'))));
    q.ask("What's the average order value for Online?", amount(avgOf(rows, amt, channel('Online'))));
    q.ask("For the Wholesale channel, what's the total qty ordered?", count(sumOf(rows, qty, channel('Wholesale'))));
    q.ask('Online vs Wholesale order count', countsBy(groupBy(rows, (r) => r.channel, 'count', undefined, (r) => r.channel !== 'Retail')));
    q.ask('How does Kitchen revenue compare with Garden?', breakdown(groupBy(rows, (r) => r.category, 'sum', amt, (r) => r.category === 'Kitchen' || r.category === 'Garden')));
    q.ask('What fraction of orders were cancelled?', percent(percentOf(countWhere(rows, (r) => r.status === 'Cancelled'), rows.length)));
    q.ask('% of orders returned', percent(percentOf(countWhere(rows, (r) => r.status === 'Returned'), rows.length)));
    q.ask('What proportion of revenue comes from the Online channel?', percent(percentOf(sumOf(rows, amt, channel('Online')), sumOf(rows, amt))));
    q.ask('Number of orders per customer', countsBy(groupBy(rows, (r) => r.customer, 'count')));
    q.ask('orders by status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('Average quantity per order', amount(avgOf(rows, qty)));
    q.ask('Total qty by category', countsBy(groupBy(rows, (r) => r.category, 'sum', qty)));
    q.ask('How many orders did Brambles Ltd place?', count(countWhere(rows, (r) => r.customer === 'Brambles Ltd')));
    q.ask("What is Corvid Supplies' total spend?", amount(sumOf(rows, amt, (r) => r.customer === 'Corvid Supplies')));
    q.ask('How much revenue was generated in Q2 2023?', amount(sumOf(rows, amt, inDates('2023-04-01', '2023-06-30'))));
    q.ask('Which channel brought in the most revenue?', winner(groupBy(rows, (r) => r.channel, 'sum', amt)));
    q.ask('Which category sells the most units?', winner(groupBy(rows, (r) => r.category, 'sum', qty)));
    q.ask('Which customer spent the most?', winner(groupBy(rows, (r) => r.customer, 'sum', amt)));
    q.ask('Average order amount by channel', breakdown(groupBy(rows, (r) => r.channel, 'avg', amt)));
    q.ask('What was our biggest order?', amount(maxOf(rows, amt)));
    q.ask('Smallest order amount', amount(minOf(rows, amt)));
    q.ask('How many orders were delivered?', count(countWhere(rows, (r) => r.status === 'Delivered')));
    q.ask('In 2023, how many orders were returned?', count(countWhere(rows, (r) => r.status === 'Returned' && r.order_date.startsWith('2023'))));
    q.ask('Total revenue overall', amount(sumOf(rows, amt)));
    q.ask("Each channel's average order value", breakdown(groupBy(rows, (r) => r.channel, 'avg', amt)));
    q.ask('How many orders came through Retail?', count(countWhere(rows, channel('Retail'))));
    q.ask('Cancelled orders by channel', countsBy(groupBy(rows, (r) => r.channel, 'count', undefined, (r) => r.status === 'Cancelled')));
    q.ask('Revenue across categories in 2023', breakdown(groupBy(rows, (r) => r.category, 'sum', amt, (r) => r.order_date.startsWith('2023'))));
    q.ask('Which category had the highest average order value?', winner(groupBy(rows, (r) => r.category, 'avg', amt)));
    q.ask('Total revenue for Lighting in H2 2024', amount(sumOf(rows, amt, (r) => r.category === 'Lighting' && between(r.order_date, '2024-07-01', '2024-12-31'))));
    q.ask('Number of Textiles orders placed online', count(countWhere(rows, (r) => r.category === 'Textiles' && r.channel === 'Online')));
    q.ask('How many units of Tools were ordered?', count(sumOf(rows, qty, (r) => r.category === 'Tools')));
    q.ask('What is the total number of orders?', count(rows.length));
    q.ask('Which customer has the fewest orders?', winner(groupBy(rows, (r) => r.customer, 'count'), 'asc'));
    q.ask('Give me the revenue per channel for 2024', breakdown(groupBy(rows, (r) => r.channel, 'sum', amt, (r) => r.order_date.startsWith('2024'))));
    q.ask('avg amt per order in Kitchen', amount(avgOf(rows, amt, (r) => r.category === 'Kitchen')));

    q.ask('Rank channels by revenue', ranking(ranked(groupBy(rows, (r) => r.channel, 'sum', amt), 3)));
    q.ask('Bottom 3 customers by revenue', ranking(ranked(groupBy(rows, (r) => r.customer, 'sum', amt), 3, 'asc')));
    q.ask('What was the total quantity sold in 2023?', count(sumOf(rows, qty, (r) => r.order_date.startsWith('2023'))));
    q.ask('Revenue in 2024 for the Garden category', amount(sumOf(rows, amt, (r) => r.category === 'Garden' && r.order_date.startsWith('2024'))));
    q.ask('What percentage of Kitchen orders were returned?', percent(percentOf(countWhere(rows, (r) => r.category === 'Kitchen' && r.status === 'Returned'), countWhere(rows, (r) => r.category === 'Kitchen'))));

    q.ask("What's our gross margin by category?", decline('no cost or margin column'));
    q.ask('Top 5 products by revenue', decline('no product column'));
    q.ask('How many orders were placed in 2021?', decline('the orders start in 2023'));
    q.ask('Revenue from the Phone channel', decline('no Phone channel'));
    q.ask('Average delivery time per order', decline('no delivery time column'));
    q.ask('Which sales rep has the highest revenue?', decline('no sales rep column'));
    q.ask('How much did we spend on shipping?', decline('no shipping column'));
    q.ask("What's the average discount on Retail orders?", decline('no discount column'));
    return { files, questions: q.questions };
  },
};

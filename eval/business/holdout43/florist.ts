// A high-street florist's orders: 6,200 orders from January 2024 to November 2025 (XLSX: order
// number, order date, the wanted delivery day as day-first text, customer, channel, occasion,
// delivery or collection, zone, delivery fee in pounds, status) and 14,000-odd order lines (CSV:
// product, quantity, unit price in pounds, line total) sharing `order_no`. Traps: order numbers
// that look numeric, text delivery dates ("14/02/2025"), units in the money headers, blank
// occasions and zones, cancelled and refunded orders beside the completed ones, and product names
// made of stopwords ("All White Bouquet", "Just Because Box").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Order {
  no: number;
  date: string;
  wanted: string;
  customer: string;
  channel: string;
  occasion: string | null;
  fulfilment: string;
  zone: string | null;
  fee: number;
  status: string;
}

interface Line {
  order: number;
  line: number;
  product: string;
  qty: number;
  price: number;
  total: number;
}

// product, base price, weight
const PRODUCTS: [string, number, number][] = [
  ['Hand-tied Bouquet', 45, 22], ['Red Roses (dozen)', 60, 10], ['Seasonal Posy', 25, 16], ['All White Bouquet', 55, 7], ['Just Because Box', 30, 8],
  ['Sympathy Wreath', 95, 4], ['Funeral Spray', 120, 3], ['Orchid in Pot', 35, 6], ['Table Centrepiece', 40, 3], ['Buttonhole', 9, 3],
  ['Bridal Bouquet', 150, 1], ['Glass Vase', 18, 6], ['Balloon', 6, 5], ['Message Card', 2.5, 12],
];
const OCCASIONS = ['Birthday', 'Anniversary', 'Sympathy', 'Get Well', 'New Baby', 'Thank You', "Valentine's", "Mother's Day", 'Wedding'];
const ZONES: [string, number][] = [['Town', 5], ['Zone A', 7.5], ['Zone B', 10], ['Zone C', 14]];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function generate(): { orders: Order[]; lines: Line[] } {
  const random = createRandom(43_202);
  const customers = personNames(random, 2_300);
  const weights = customers.map((_, i) => (i === 0 ? 40 : i === 1 ? 30 : i === 2 ? 22 : i < 60 ? 8 : 1) * (0.3 + random.next()));
  const orders: Order[] = [];
  const lines: Line[] = [];
  for (let i = 0; i < 6_200; i++) {
    let date = random.date('2024-01-02', '2025-11-28');
    let occasion: string | null = random.weighted([...OCCASIONS, null], [20, 10, 9, 5, 5, 7, 0, 0, 2, 12]);
    const y = random.pick(['2024', '2025']);
    if (random.chance(0.07)) {
      date = random.date(`${y}-02-05`, `${y}-02-13`);
      occasion = "Valentine's";
    } else if (random.chance(0.05)) {
      date = y === '2024' ? random.date('2024-03-01', '2024-03-09') : random.date('2025-03-20', '2025-03-29');
      occasion = "Mother's Day";
    }
    const channel = occasion === 'Wedding' ? 'Wedding consultation' : random.weighted(['Shop', 'Phone', 'Website'], [35, 25, 40]);
    const fulfilment = occasion === 'Wedding' || random.chance(0.28) ? 'Collection' : 'Delivery';
    const zoneRow = fulfilment === 'Delivery' ? random.weighted(ZONES, [40, 28, 20, 12]) : null;
    const lead = occasion === "Valentine's" ? daysTo(date, `${date.slice(0, 4)}-02-14`) : occasion === 'Wedding' ? random.int(20, 120) : random.weighted([0, 1, 2, 3, 5], [30, 35, 15, 10, 10]);
    const wanted = addDays(date, lead);
    const roll = random.next();
    const status = roll < 0.045 ? 'Cancelled' : roll < 0.075 ? 'Refunded' : 'Completed';
    const no = 310_001 + i;
    orders.push({ no, date, wanted, customer: random.weighted(customers, weights), channel, occasion, fulfilment, zone: zoneRow ? zoneRow[0] : null, fee: zoneRow ? zoneRow[1] : 0, status });
    const n = occasion === 'Wedding' ? random.int(3, 6) : random.weighted([1, 2, 3, 4], [35, 35, 20, 10]);
    const used = new Set<string>();
    let lineNo = 0;
    for (let l = 1; l <= n; l++) {
      let p = random.weighted(PRODUCTS, PRODUCTS.map((x) => x[2] * (occasion === 'Sympathy' && /Wreath|Spray/.test(x[0]) ? 12 : 1) * (occasion === 'Wedding' && /Bridal|Buttonhole|Centrepiece/.test(x[0]) ? 30 : 1) * (occasion === "Valentine's" && x[0].startsWith('Red Roses') ? 25 : 1)));
      if (used.has(p[0])) p = PRODUCTS[13];
      if (used.has(p[0])) continue;
      used.add(p[0]);
      const qty = p[0] === 'Buttonhole' ? random.int(2, 12) : p[0] === 'Table Centrepiece' && occasion === 'Wedding' ? random.int(4, 14) : random.weighted([1, 2, 3], [85, 12, 3]);
      const price = p[1] >= 25 ? roundTo(p[1] * random.pick([0.8, 1, 1, 1.3, 1.6]), 2) : p[1];
      lines.push({ order: no, line: ++lineNo, product: p[0], qty, price, total: roundTo(qty * price, 2) });
    }
  }
  return { orders, lines };
}

function daysTo(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'order_no', value: (o) => o.no },
  { header: 'order_date', value: (o) => o.date },
  { header: 'delivery_or_collection_date', value: (o) => dayFirst(o.wanted) },
  { header: 'customer', value: (o) => o.customer },
  { header: 'channel', value: (o) => o.channel },
  { header: 'occasion', value: (o) => o.occasion },
  { header: 'fulfilment', value: (o) => o.fulfilment },
  { header: 'delivery_zone', value: (o) => o.zone },
  { header: 'Delivery fee (£)', value: (o) => o.fee },
  { header: 'status', value: (o) => o.status },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'order_no', value: (l) => l.order },
  { header: 'line', value: (l) => l.line },
  { header: 'product', value: (l) => l.product },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Unit price (£)', value: (l) => l.price },
  { header: 'Line total (£)', value: (l) => l.total },
];

export const florist: BusinessSchema = {
  name: 'florist',
  description: "A florist: 6,200 orders Jan 2024-Nov 2025 with day-first text delivery dates (XLSX) and their order lines (CSV) sharing order_no",
  async build(dir) {
    const { orders, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
      await writeCsv(join(dir, 'order_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('florist');
    const orderOf = new Map(orders.map((o) => [o.no, o]));
    const o = (l: Line) => orderOf.get(l.order)!;
    const done = (l: Line) => o(l).status === 'Completed';
    const total = (l: Line) => l.total;
    const flowers = sumOf(lines, total, done);
    const valueOf = new Map<number, number>();
    for (const l of lines) valueOf.set(l.order, (valueOf.get(l.order) ?? 0) + l.total);
    const notCancelled = (x: Order) => x.status !== 'Cancelled';
    const weekday = (iso: string) => WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];

    q.ask('how many orders have we had altogether?', count(orders.length));
    q.ask('How many orders were cancelled?', count(countWhere(orders, (x) => x.status === 'Cancelled')));
    q.ask('orders by status', countsBy(groupBy(orders, (x) => x.status, 'count')));
    q.ask('What did completed orders bring in from the flowers themselves, leaving out delivery fees?', amount(flowers));
    q.ask('delivery fees taken on completed orders', amount(sumOf(orders, (x) => x.fee, (x) => x.status === 'Completed')));
    q.ask('how many buttonholes have we sold? completed orders only', count(sumOf(lines, (l) => l.qty, (l) => done(l) && l.product === 'Buttonhole')));
    q.ask('top 3 products by takings (completed orders)', ranking(ranked(groupBy(lines, (l) => l.product, 'sum', total, done), 3)));
    q.ask('Which product do we sell the most of by quantity?', winner(groupBy(lines, (l) => l.product, 'sum', (l) => l.qty, done)));
    q.ask('line takings by channel for completed orders', breakdown(groupBy(lines, (l) => o(l).channel, 'sum', total, done)));
    q.ask('completed orders by occasion', countsBy(groupBy(orders, (x) => x.occasion, 'count', undefined, (x) => x.status === 'Completed')));
    q.ask('How many orders have no occasion filled in?', count(countWhere(orders, (x) => x.occasion === null)));
    const val = q.ask("Valentine's orders in 2025, not counting cancelled ones", count(countWhere(orders, (x) => notCancelled(x) && x.occasion === "Valentine's" && x.date.startsWith('2025'))));
    q.followUp(val, 'and the year before?', count(countWhere(orders, (x) => notCancelled(x) && x.occasion === "Valentine's" && x.date.startsWith('2024'))));
    q.ask('How many orders were wanted for 14 Feb 2025 (any status)?', count(countWhere(orders, (x) => x.wanted === '2025-02-14')));
    q.ask('average flower spend per completed order, excluding delivery', amount(flowers / countWhere(orders, (x) => x.status === 'Completed')));
    q.ask('What percentage of all orders are collections rather than deliveries?', percent(percentOf(countWhere(orders, (x) => x.fulfilment === 'Collection'), orders.length)));
    q.ask('Which delivery zone gets the most completed deliveries?', winner(groupBy(orders, (x) => x.zone, 'count', undefined, (x) => x.status === 'Completed')));
    q.ask('average delivery fee on completed deliveries', amount(avgOf(orders, (x) => x.fee, (x) => x.status === 'Completed' && x.fulfilment === 'Delivery')));
    q.ask('orders placed in December 2024', count(countWhere(orders, (x) => x.date.startsWith('2024-12'))));
    q.ask('which month did we take the most orders?', month(busiestMonth(orders, (x) => x.date)));
    const q2 = q.ask('flower takings for Q2 2025 (completed orders, by order date)', amount(sumOf(lines, total, (l) => done(l) && o(l).date.startsWith('2025') && quarterOf(o(l).date) === 2)));
    q.followUp(q2, 'what about Q3?', amount(sumOf(lines, total, (l) => done(l) && o(l).date.startsWith('2025') && quarterOf(o(l).date) === 3)));
    q.ask('sympathy orders placed between 1 March and 31 May 2025 (ignore cancelled)', count(countWhere(orders, (x) => notCancelled(x) && x.occasion === 'Sympathy' && x.date >= '2025-03-01' && x.date <= '2025-05-31')));
    q.ask('How much were the refunded orders worth, line totals only?', amount(sumOf(lines, total, (l) => o(l).status === 'Refunded')));
    q.ask("What's the website's share of completed orders?", percent(percentOf(countWhere(orders, (x) => x.status === 'Completed' && x.channel === 'Website'), countWhere(orders, (x) => x.status === 'Completed'))));
    q.ask('which customer has spent the most with us? completed orders, flowers only', winner(groupBy(lines, (l) => o(l).customer, 'sum', total, done)));
    q.ask('how many different customers ordered in 2025?', count(new Set(orders.filter((x) => x.date.startsWith('2025')).map((x) => x.customer)).size));
    q.ask('total flower value of completed wedding orders', amount(sumOf(lines, total, (l) => done(l) && o(l).occasion === 'Wedding')));
    q.ask('on average how many lines does an order have?', amount(lines.length / orders.length, 2));
    q.ask('How many orders included a glass vase?', count(new Set(lines.filter((l) => l.product === 'Glass Vase').map((l) => l.order)).size));
    q.ask('Which day of the week are most deliveries wanted for? (completed deliveries)', winner(groupBy(orders, (x) => weekday(x.wanted), 'count', undefined, (x) => x.status === 'Completed' && x.fulfilment === 'Delivery')));
    q.ask('number of delivery orders per zone', countsBy(groupBy(orders, (x) => x.zone, 'count')));
    q.ask('biggest completed order by flower value?', amount(maxOf(orders, (x) => valueOf.get(x.no) ?? null, (x) => x.status === 'Completed')));
    const mum = q.ask("Mother's Day orders by year (not cancelled)", countsBy(groupBy(orders, (x) => x.date.slice(0, 4), 'count', undefined, (x) => notCancelled(x) && x.occasion === "Mother's Day")));
    q.followUp(mum, 'how much were the completed ones worth in 2025?', amount(sumOf(lines, total, (l) => done(l) && o(l).occasion === "Mother's Day" && o(l).date.startsWith('2025'))));
    q.ask('How many All White Bouquets did we sell in 2024? completed only', count(sumOf(lines, (l) => l.qty, (l) => done(l) && l.product === 'All White Bouquet' && o(l).date.startsWith('2024'))));
    q.ask('phone orders that got cancelled', count(countWhere(orders, (x) => x.channel === 'Phone' && x.status === 'Cancelled')));
    q.ask('cancellation rate on website orders?', percent(percentOf(countWhere(orders, (x) => x.channel === 'Website' && x.status === 'Cancelled'), countWhere(orders, (x) => x.channel === 'Website'))));
    q.ask('average unit price of a hand-tied bouquet', amount(avgOf(lines, (l) => l.price, (l) => l.product === 'Hand-tied Bouquet')));
    q.ask('flower takings per year, completed orders', breakdown(groupBy(lines, (l) => o(l).date.slice(0, 4), 'sum', total, done)));
    q.ask('How many orders were for the same day they were placed?', count(countWhere(orders, (x) => x.wanted === x.date)));
    q.ask('how many completed orders came to more than £100 in flowers?', count(countWhere(orders, (x) => x.status === 'Completed' && (valueOf.get(x.no) ?? 0) > 100)));
    q.ask('How many message cards have gone out on completed orders?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && l.product === 'Message Card')));
    q.ask('Which occasion brings in the most money? completed orders', winner(groupBy(lines, (l) => o(l).occasion, 'sum', total, done)));
    q.ask('what share of completed flower takings came from sympathy orders?', percent(percentOf(sumOf(lines, total, (l) => done(l) && o(l).occasion === 'Sympathy'), flowers)));
    q.ask('orders placed Oct to Dec 2025', count(countWhere(orders, (x) => x.date >= '2025-10-01' && x.date <= '2025-12-31')));
    q.ask('shop orders over summer 2025, June to August', count(countWhere(orders, (x) => x.channel === 'Shop' && x.date >= '2025-06-01' && x.date <= '2025-08-31')));
    q.ask('when was the first order on the system?', day(dateRange(orders, (x) => x.date).first));
    q.ask('delivery fees from Zone B in 2024, completed orders', amount(sumOf(orders, (x) => x.fee, (x) => x.status === 'Completed' && x.zone === 'Zone B' && x.date.startsWith('2024'))));
    q.ask('Top 3 customers by number of orders', ranking(ranked(groupBy(orders, (x) => x.customer, 'count'), 3)));

    q.ask('Which driver made the most deliveries?', decline('no driver column'));
    q.ask("What's our margin on red roses?", decline('no cost prices'));
    q.ask('How many deliveries arrived late?', decline('no actual delivery time'));
    q.ask('Why did customers cancel?', decline('no cancellation reason'));
    q.ask("How many Valentine's orders will we get in 2026?", decline('a forecast'));
    q.ask('Which of the florists made the most bouquets?', decline('no staff column'));
    q.ask('Which flowers go into the Seasonal Posy?', decline('no product composition'));
    q.ask('What rating do customers give us?', decline('no ratings'));
    q.ask('how much did we spend at the flower auction last month?', decline('no purchases'));
    q.ask('How many stems did we throw away as waste?', decline('no waste records'));
    q.ask('What email address does our best customer use?', decline('no contact details'));
    return { files, questions: q.questions };
  },
};

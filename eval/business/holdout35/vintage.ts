// A vintage clothing seller on several marketplaces: its stock items (CSV: one row per one-off piece
// with SKU, category, era, brand, condition, cost and list price, listing date as UK text and a stock
// status), its orders (XLSX: one row per order of one SKU, with marketplace, order date as text
// "3 Mar 2026", sale price, postage, marketplace fee, buyer country code and status) and its returns
// (CSV: keyed by order number, with reason, refund and a Yes/No restocked flag). Traps: SKUs and order
// numbers that look numeric, money headers with units ("Sale Price £", "Cost (GBP)"), cancelled and
// returned orders beside completed ones with their prices still filled, buyer countries as codes that
// read as words ("IT", "US"), an era named "Y2K", a brand starting "Total" ("Total Eclipse"), and
// items scheduled to be listed in December 2026.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Item {
  sku: number;
  title: string;
  category: string;
  era: string;
  size: string;
  brand: string;
  condition: string;
  cost: number;
  list: number;
  listed: string;
  status: string;
}

interface Order {
  no: number;
  sku: number;
  marketplace: string;
  date: string;
  price: number;
  postage: number;
  fee: number;
  country: string;
  status: string;
}

interface Return {
  id: number;
  order: number;
  requested: string;
  reason: string;
  refund: number;
  restocked: boolean;
}

const TODAY = '2026-11-30';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// category, typical list price, weight, brands
const CATEGORIES: [string, number, number, string[]][] = [
  ['Dresses', 38, 18, ['Laura Ashley', 'St Michael', 'Jaeger', 'Unbranded']],
  ['Denim', 45, 20, ["Levi's", 'Wrangler', 'Lee', 'Total Eclipse']],
  ['Jackets', 65, 14, ['Barbour', "Levi's", 'Adidas', 'Total Eclipse', 'Unbranded']],
  ['Knitwear', 32, 15, ['Pringle', 'St Michael', 'Benetton', 'Unbranded']],
  ['Shirts', 24, 13, ['Ralph Lauren', 'Tommy Hilfiger', 'St Michael', 'Unbranded']],
  ['T-Shirts', 22, 10, ['Harley-Davidson', 'Adidas', 'Nike', 'Unbranded']],
  ['Accessories', 18, 6, ['Hermes', 'Unbranded', 'Jaeger']],
  ['Footwear', 48, 4, ['Dr. Martens', 'Adidas', 'Nike']],
];
const ERAS: [string, number, number][] = [['60s', 6, 1.4], ['70s', 14, 1.25], ['80s', 24, 1.0], ['90s', 34, 0.9], ['Y2K', 22, 0.8]];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'UK 8', 'UK 10', 'UK 12', 'UK 14'];
// marketplace, weight, fee rate, fixed fee
const MARKETS: [string, number, number, number][] = [['Etsy', 30, 0.065, 0.2], ['eBay', 28, 0.128, 0.3], ['Depop', 20, 0.1, 0], ['Vinted', 12, 0, 0], ['Own Website', 10, 0.029, 0.2]];
const COUNTRIES: [string, number][] = [['UK', 70], ['US', 10], ['IE', 5], ['DE', 5], ['FR', 4], ['IT', 4], ['NL', 2]];
const REASONS: [string, number][] = [['Doesn\'t fit', 40], ['Not as described', 22], ['Changed mind', 20], ['Damaged in post', 10], ['Arrived late', 8]];

function generate(): { items: Item[]; orders: Order[]; returns: Return[] } {
  const random = createRandom(45_739);
  const items: Item[] = [];
  for (let i = 0; i < 7_200; i++) {
    const [category, base, , brands] = random.weighted(CATEGORIES, CATEGORIES.map((c) => c[2]));
    const [era, , eraFactor] = random.weighted(ERAS, ERAS.map((e) => e[1]));
    const brand = random.pick(brands);
    const condition = random.weighted(['Excellent', 'Good', 'Fair'], [35, 50, 15]);
    const list = Math.max(8, Math.round(random.normal(base * eraFactor * (brand === 'Barbour' || brand === 'Hermes' ? 1.8 : 1) * (condition === 'Fair' ? 0.7 : 1), base * 0.25)));
    const cost = roundTo(list * random.float(0.15, 0.45, 3), 2);
    const scheduled = i >= 7_060;
    const listed = scheduled ? random.date('2026-12-01', '2026-12-20') : random.date('2024-06-01', TODAY);
    items.push({ sku: 0, title: `${era} ${brand === 'Unbranded' ? '' : `${brand} `}${category === 'Denim' ? random.pick(['Jeans', 'Denim Jacket', 'Denim Skirt']) : category.replace(/s$/, '')}`, category, era, size: random.pick(SIZES), brand, condition, cost, list, listed, status: scheduled ? 'Scheduled' : '' });
  }
  items.sort((a, b) => a.listed.localeCompare(b.listed) || a.list - b.list);
  items.forEach((it, i) => (it.sku = 10_452 + i * 7));
  const orders: Order[] = [];
  for (const it of items) {
    if (it.status === 'Scheduled') continue;
    const age = daysBetween(it.listed, TODAY);
    if (!random.chance(0.88)) continue;
    const wait = Math.floor(-Math.log(1 - random.next()) * 50);
    if (wait > age) continue;
    const date = addDays(it.listed, wait);
    const [marketplace, , rate, fixed] = random.weighted(MARKETS, MARKETS.map((m) => m[1]));
    const price = random.chance(0.3) ? Math.round(it.list * random.float(0.75, 0.95)) : it.list;
    const country = marketplace === 'Vinted' ? 'UK' : random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1]));
    const postage = country === 'UK' ? (it.category === 'Accessories' ? 3.2 : 4.5) : country === 'US' ? 14.95 : 9.95;
    const status = random.weighted(['Completed', 'Cancelled', 'Returned'], [88, 5, 7]);
    orders.push({ no: 0, sku: it.sku, marketplace, date, price, postage, fee: roundTo(price * rate + fixed, 2), country, status });
  }
  orders.sort((a, b) => a.date.localeCompare(b.date) || a.sku - b.sku);
  orders.forEach((o, i) => (o.no = 500_120 + i));
  const returns: Return[] = [];
  const bySku = new Map(items.map((it) => [it.sku, it]));
  for (const o of orders) {
    const it = bySku.get(o.sku)!;
    if (o.status === 'Completed') it.status = 'Sold';
    else if (o.status === 'Cancelled') it.status = 'Available';
    else {
      const reason = random.weighted(REASONS.map((r) => r[0]), REASONS.map((r) => r[1]));
      const restocked = reason !== 'Damaged in post' && random.chance(0.8);
      const refund = reason === 'Changed mind' ? o.price : roundTo(o.price + o.postage, 2);
      let requested = addDays(o.date, random.int(3, 21));
      if (requested > TODAY) requested = TODAY;
      returns.push({ id: 0, order: o.no, requested, reason, refund, restocked });
      it.status = restocked ? 'Available' : 'Withdrawn';
    }
  }
  for (const it of items) if (it.status === '') it.status = random.weighted(['Available', 'Reserved', 'Withdrawn'], [86, 4, 10]);
  returns.sort((a, b) => a.requested.localeCompare(b.requested) || a.order - b.order);
  returns.forEach((r, i) => (r.id = 9_001 + i));
  return { items, orders, returns };
}

const ITEM_COLUMNS: Column<Item>[] = [
  { header: 'SKU', value: (i) => i.sku },
  { header: 'Title', value: (i) => i.title },
  { header: 'Category', value: (i) => i.category },
  { header: 'Era', value: (i) => i.era },
  { header: 'Size', value: (i) => i.size },
  { header: 'Brand', value: (i) => i.brand },
  { header: 'Condition', value: (i) => i.condition },
  { header: 'Cost (GBP)', value: (i) => i.cost },
  { header: 'List Price (GBP)', value: (i) => i.list },
  { header: 'Date Listed', value: (i) => ukDate(i.listed) },
  { header: 'Stock Status', value: (i) => i.status },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order No', value: (o) => o.no },
  { header: 'SKU', value: (o) => o.sku },
  { header: 'Marketplace', value: (o) => o.marketplace },
  { header: 'Order Date', value: (o) => textDate(o.date) },
  { header: 'Sale Price £', value: (o) => o.price },
  { header: 'Postage Charged £', value: (o) => o.postage },
  { header: 'Marketplace Fee £', value: (o) => o.fee },
  { header: 'Buyer Country', value: (o) => o.country },
  { header: 'Order Status', value: (o) => o.status },
];

const RETURN_COLUMNS: Column<Return>[] = [
  { header: 'Return ID', value: (r) => r.id },
  { header: 'Order No', value: (r) => r.order },
  { header: 'Return Requested', value: (r) => ukDate(r.requested) },
  { header: 'Reason', value: (r) => r.reason },
  { header: 'Refund Amount £', value: (r) => r.refund },
  { header: 'Restocked', value: (r) => (r.restocked ? 'Yes' : 'No') },
];

export const vintage: BusinessSchema = {
  name: 'vintage',
  description: "A vintage clothing seller's stock items (CSV), marketplace orders Jun 2024-Nov 2026 (XLSX) sharing SKU, and returns (CSV) keyed by Order No",
  async build(dir) {
    const { items, orders, returns } = generate();
    const files = [
      await writeCsv(join(dir, 'stock_items.csv'), ITEM_COLUMNS, items),
      await writeXlsx(join(dir, 'orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
      await writeCsv(join(dir, 'returns.csv'), RETURN_COLUMNS, returns),
    ];
    const q = questionSet('vintage');
    const bySku = new Map(items.map((i) => [i.sku, i]));
    const byOrder = new Map(orders.map((o) => [o.no, o]));
    const itemOf = (o: Order) => bySku.get(o.sku)!;
    const done = (o: Order) => o.status === 'Completed';
    const price = (o: Order) => o.price;
    const between = (from: string, to: string) => (o: Order) => o.date >= from && o.date <= to;
    const available = (i: Item) => i.status === 'Available';

    q.ask('How many items are in the stock list?', count(items.length));
    q.ask('How many items are available right now?', count(countWhere(items, available)));
    q.ask('stock items by status', countsBy(groupBy(items, (i) => i.status, 'count')));
    q.ask('How many items have we got of each category (all statuses)?', countsBy(groupBy(items, (i) => i.category, 'count')));
    q.ask('Which era do we have the most available items from?', winner(groupBy(items, (i) => i.era, 'count', undefined, available)));
    q.ask('What is the total list price of everything currently available?', amount(sumOf(items, (i) => i.list, available)));
    q.ask('Average cost per item across the whole stock list', amount(avgOf(items, (i) => i.cost)));
    q.ask("How many Levi's pieces are available?", count(countWhere(items, (i) => i.brand === "Levi's" && available(i))));
    q.ask('How many items did we list in October 2026?', count(countWhere(items, (i) => i.listed.startsWith('2026-10'))));
    q.ask('How many items are scheduled to go live in December?', count(countWhere(items, (i) => i.status === 'Scheduled')));
    q.ask('What is the average list price of 70s dresses?', amount(avgOf(items, (i) => i.list, (i) => i.category === 'Dresses' && i.era === '70s')));
    q.ask('How many Total Eclipse items are in the stock list?', count(countWhere(items, (i) => i.brand === 'Total Eclipse')));

    q.ask('How many orders have we had?', count(orders.length));
    q.ask('completed orders by marketplace', countsBy(groupBy(orders, (o) => o.marketplace, 'count', undefined, done)));
    q.ask('Total sales from completed orders (sale price only)', amount(sumOf(orders, price, done)));
    q.ask('Which marketplace brings in the most sales from completed orders?', winner(groupBy(orders, (o) => o.marketplace, 'sum', price, done)));
    q.ask('How much have we paid in marketplace fees on completed orders?', amount(sumOf(orders, (o) => o.fee, done)));
    q.ask('Marketplace fees on completed orders, by marketplace', breakdown(groupBy(orders, (o) => o.marketplace, 'sum', (o) => o.fee, done)));
    q.ask('How many completed orders went to buyers in the US?', count(countWhere(orders, (o) => done(o) && o.country === 'US')));
    q.ask('How much have we sold to buyers in Italy, completed orders only?', amount(sumOf(orders, price, (o) => done(o) && o.country === 'IT')));
    q.ask('What percentage of completed orders went abroad (outside the UK)?', percent(percentOf(countWhere(orders, (o) => done(o) && o.country !== 'UK'), countWhere(orders, done))));
    q.ask('Completed sales last month', amount(sumOf(orders, price, (o) => done(o) && o.date.startsWith('2026-10'))));
    q.ask('How many orders came in during the last 30 days?', count(countWhere(orders, between('2026-11-01', TODAY))));
    q.ask('Sales from completed orders this year', amount(sumOf(orders, price, (o) => done(o) && between('2026-01-01', TODAY)(o))));
    const q1 = q.ask('Completed sales in Q1 2026', amount(sumOf(orders, price, (o) => done(o) && between('2026-01-01', '2026-03-31')(o))));
    q.followUp(q1, 'and in Q1 2025?', amount(sumOf(orders, price, (o) => done(o) && between('2025-01-01', '2025-03-31')(o))));
    q.ask('Which month had the most orders?', month(busiestMonth(orders, (o) => o.date)));
    q.ask('Average sale price on Depop for completed orders', amount(avgOf(orders, price, (o) => done(o) && o.marketplace === 'Depop')));
    q.ask('How many orders were cancelled?', count(countWhere(orders, (o) => o.status === 'Cancelled')));
    q.ask('What percentage of orders ended up returned?', percent(percentOf(countWhere(orders, (o) => o.status === 'Returned'), orders.length)));
    q.ask('How much postage did buyers pay on completed orders?', amount(sumOf(orders, (o) => o.postage, done)));
    q.ask('Completed sales by category', breakdown(groupBy(orders, (o) => itemOf(o).category, 'sum', price, done)));
    q.ask('Which category makes the most profit on completed orders, taking profit as sale price minus item cost minus marketplace fee?', winner(groupBy(orders, (o) => itemOf(o).category, 'sum', (o) => o.price - itemOf(o).cost - o.fee, done)));
    q.ask('Top 3 brands by completed sales', ranking(ranked(groupBy(orders, (o) => itemOf(o).brand, 'sum', price, done), 3)));
    q.ask('Average sale price of 90s pieces (completed orders)', amount(avgOf(orders, price, (o) => done(o) && itemOf(o).era === '90s')));
    q.ask('How many Y2K items have we sold on Vinted (completed orders)?', count(countWhere(orders, (o) => done(o) && o.marketplace === 'Vinted' && itemOf(o).era === 'Y2K')));
    q.ask('On average how many days does an item take to sell, from its listing date to the order date, for completed orders?', amount(avgOf(orders, (o) => daysBetween(itemOf(o).listed, o.date), done), 1));
    q.ask('How many orders did we get between 1 and 14 February 2026?', count(countWhere(orders, between('2026-02-01', '2026-02-14'))));
    q.ask('How many completed orders were for items in Fair condition?', count(countWhere(orders, (o) => done(o) && itemOf(o).condition === 'Fair')));
    const etsy = q.ask('How many completed Etsy orders did we have in September 2026?', count(countWhere(orders, (o) => done(o) && o.marketplace === 'Etsy' && o.date.startsWith('2026-09'))));
    q.followUp(etsy, 'and on eBay?', count(countWhere(orders, (o) => done(o) && o.marketplace === 'eBay' && o.date.startsWith('2026-09'))));

    q.ask('How many returns have we had?', count(returns.length));
    q.ask('How much have we refunded on returns in total?', amount(sumOf(returns, (r) => r.refund)));
    q.ask('returns by reason', countsBy(groupBy(returns, (r) => r.reason, 'count')));
    q.ask('What is the most common reason for a return?', winner(groupBy(returns, (r) => r.reason, 'count')));
    q.ask('How many returned items went back into stock?', count(countWhere(returns, (r) => r.restocked)));
    q.ask('Which marketplace do we get the most returns from?', winner(groupBy(returns, (r) => byOrder.get(r.order)!.marketplace, 'count')));
    q.ask('How much have we refunded on eBay orders?', amount(sumOf(returns, (r) => r.refund, (r) => byOrder.get(r.order)!.marketplace === 'eBay')));
    q.ask('How many return requests came in this year?', count(countWhere(returns, (r) => r.requested >= '2026-01-01' && r.requested <= TODAY)));
    q.ask('What share of returns were "not as described"?', percent(percentOf(countWhere(returns, (r) => r.reason === 'Not as described'), returns.length)));
    q.ask('Refunds by category of the returned item', breakdown(groupBy(returns, (r) => itemOf(byOrder.get(r.order)!).category, 'sum', (r) => r.refund)));

    q.ask('How many followers do we have on Instagram?', decline('no social media data'));
    q.ask('How much did we spend on packaging this year?', decline('no packaging costs'));
    q.ask('How many orders came through Amazon?', decline('no Amazon marketplace'));
    q.ask('What were our sales in 2022?', decline('orders start in June 2024'));
    q.ask('Which courier delivers fastest?', decline('no courier or delivery dates'));
    q.ask('Who is our best repeat customer?', decline('no buyer names or ids'));
    q.ask('How many people viewed our listings last month?', decline('no listing views'));
    q.ask('Where did we buy the stock we paid most for, which car boot or charity shop?', decline('no sourcing place'));
    q.ask('How much have we sold to buyers in Japan?', decline('no orders to Japan'));
    q.ask('What do our parcels to the US weigh on average?', decline('no parcel weights'));
    q.ask('How many dresses will we sell over Christmas?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

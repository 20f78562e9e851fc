// A print-on-demand t-shirt shop selling on Etsy, Shopify, Amazon Handmade and (from March 2026)
// TikTok Shop: about 22,000 orders from January 2025 to 30 November 2026 (CSV), about 33,000 order
// lines (CSV) sharing "Order Number", and about 900 returns (XLSX) naming the order and the SKU.
// Traps: order numbers and customer ids that look numeric, timestamps in the order date, cancelled
// and still-processing orders beside fulfilled ones, SKU codes that hold the design and colour,
// designs named "Total Chaos", "None Of Your Business" and "The End", return dates as dd/mm/yyyy
// text, a blank refund when a reprint was sent instead, the print cost per unit beside the price.
import { join } from 'node:path';
import { busiestMonth, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Order {
  no: number;
  at: string;
  channel: string;
  customer: string;
  country: string;
  shipping: number;
  code: string | null;
  status: string;
  gift: string;
}

interface Line {
  order: number;
  sku: string;
  design: string;
  type: string;
  size: string;
  colour: string;
  qty: number;
  price: number;
  cost: number;
}

interface Return {
  id: string;
  order: number;
  sku: string;
  date: string;
  reason: string;
  refund: number | null;
  reprint: string;
}

const DESIGNS = [
  'Cat Nap', 'Coffee First', 'Mountain Calling', 'Wild Swim', 'Plant Mum', 'Retro Cassette', 'Dog Dad', 'Sunset Van', 'Bookworm', 'Gym Later',
  'Total Chaos', 'None Of Your Business', 'The End', 'Bee Kind', 'Vinyl Junkie', 'Surf Club', 'Lazy Sloth', 'Space Cadet', 'Pizza Time', 'Camp Vibes',
  'Taco Tuesday', 'Moon Phases', 'Cycling Club', 'Good Vibes', 'Nope', 'Sea Shanty', 'Allotment Life', 'Fern Gully', 'Night Owl', 'Tea Lover',
];
// product type, sku code, price, print cost (light garment), print cost (dark garment), weight
const TYPES: [string, string, number, number, number, number][] = [
  ['T-Shirt', 'TS', 19.99, 8.5, 9.4, 52], ['Hoodie', 'HD', 38, 19.5, 21, 16], ['Sweatshirt', 'SW', 32, 16, 17.2, 10],
  ['Tote Bag', 'TB', 14.5, 6.2, 6.2, 12], ['Kids Tee', 'KT', 15, 6.9, 7.4, 10],
];
const COLOURS: [string, string, boolean, number][] = [['White', 'WHT', false, 28], ['Black', 'BLK', true, 30], ['Navy', 'NVY', true, 14], ['Heather Grey', 'GRY', false, 16], ['Sage', 'SGE', false, 12]];
const ADULT = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const KIDS = ['3-4Y', '5-6Y', '7-8Y', '9-11Y'];
const COUNTRIES = ['UK', 'US', 'Germany', 'Ireland', 'France', 'Australia', 'Canada'];
const REASONS = ['Wrong size', 'Print fault', 'Damaged in post', 'Changed mind', 'Not as pictured'];
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function generate(): { orders: Order[]; lines: Line[] ; returns: Return[] } {
  const random = createRandom(44_229);
  const designWeights = DESIGNS.map(() => random.float(0.4, 3, 2));
  const stamps: string[] = [];
  while (stamps.length < 22_000) {
    const day = random.date('2025-01-01', '2026-11-30');
    const m = Number(day.slice(5, 7));
    if (!random.chance(m === 11 || m === 12 ? 1 : m >= 6 && m <= 8 ? 0.55 : 0.65)) continue;
    stamps.push(`${day} ${String(random.int(6, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`);
  }
  stamps.sort();
  const orders: Order[] = [];
  const lines: Line[] = [];
  let customers = 0;
  for (const [i, at] of stamps.entries()) {
    const day = at.slice(0, 10);
    const channel = day >= '2026-03-01' ? random.weighted(['Etsy', 'Shopify', 'Amazon Handmade', 'TikTok Shop'], [36, 33, 14, 17]) : random.weighted(['Etsy', 'Shopify', 'Amazon Handmade'], [44, 40, 16]);
    const customer = customers > 50 && random.chance(0.27) ? random.int(1, customers) : ++customers;
    const country = random.weighted(COUNTRIES, [55, 18, 7, 6, 5, 5, 4]);
    const code = random.chance(0.18) ? (day.slice(5, 7) === '11' && day.slice(8) >= '20' ? 'BLACKFRIDAY25' : random.weighted(['WELCOME10', 'SUMMER15', 'FREESHIP'], [60, 25, 15])) : null;
    const status = day >= '2026-11-27' ? (random.chance(0.75) ? 'Processing' : 'Fulfilled') : random.chance(0.035) ? 'Cancelled' : 'Fulfilled';
    const no = 100_001 + i;
    const n = random.weighted([1, 2, 3, 4], [64, 25, 8, 3]);
    let value = 0;
    for (let k = 0; k < n; k++) {
      const [type, tcode, base, light, dark] = random.weighted(TYPES, TYPES.map((t) => t[5]));
      const design = random.weighted(DESIGNS, designWeights);
      const [colour, ccode, isDark] = type === 'Tote Bag' ? COLOURS[0] : random.weighted(COLOURS, COLOURS.map((c) => c[3]));
      const size = type === 'Tote Bag' ? 'One Size' : type === 'Kids Tee' ? random.pick(KIDS) : random.weighted(ADULT, [4, 16, 30, 28, 15, 7]);
      const qty = random.weighted([1, 2, 3], [86, 11, 3]);
      const price = roundTo(base + (size === 'XXL' ? 2 : 0), 2);
      value += qty * price;
      lines.push({ order: no, sku: `D${String(DESIGNS.indexOf(design) + 1).padStart(2, '0')}-${tcode}-${ccode}`, design, type, size, colour, qty, price, cost: isDark ? dark : light });
    }
    const shipping = country === 'UK' ? (value >= 40 ? 0 : 3.99) : country === 'US' ? 9.5 : country === 'Australia' || country === 'Canada' ? 11 : 7.5;
    orders.push({ no, at, channel, customer: `C${String(customer).padStart(5, '0')}`, country, shipping, code, status, gift: random.chance(0.09) ? 'Yes' : 'No' });
  }
  const orderOf = new Map(orders.map((o) => [o.no, o]));
  const returns: Return[] = [];
  for (const l of lines) {
    const o = orderOf.get(l.order)!;
    if (o.status !== 'Fulfilled' || !random.chance(0.028)) continue;
    const date = addDays(o.at.slice(0, 10), random.int(5, 30));
    if (date > '2026-11-30') continue;
    const reason = random.weighted(REASONS, l.type === 'Tote Bag' ? [0, 30, 25, 30, 15] : [38, 18, 12, 20, 12]);
    const reprint = (reason === 'Print fault' || reason === 'Damaged in post') && random.chance(0.6) ? 'Yes' : 'No';
    returns.push({ id: '', order: l.order, sku: l.sku, date, reason, refund: reprint === 'Yes' ? null : roundTo(l.qty * l.price, 2), reprint });
  }
  returns.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  returns.forEach((r, i) => (r.id = `RT-${String(i + 1).padStart(4, '0')}`));
  return { orders, lines, returns };
}

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order Number', value: (o) => o.no },
  { header: 'Order Date', value: (o) => o.at },
  { header: 'Channel', value: (o) => o.channel },
  { header: 'Customer ID', value: (o) => o.customer },
  { header: 'Country', value: (o) => o.country },
  { header: 'Shipping (GBP)', value: (o) => o.shipping },
  { header: 'Discount Code', value: (o) => o.code },
  { header: 'Status', value: (o) => o.status },
  { header: 'Gift Wrap', value: (o) => o.gift },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Order Number', value: (l) => l.order },
  { header: 'SKU', value: (l) => l.sku },
  { header: 'Design', value: (l) => l.design },
  { header: 'Product Type', value: (l) => l.type },
  { header: 'Size', value: (l) => l.size },
  { header: 'Colour', value: (l) => l.colour },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Unit Price (£)', value: (l) => l.price },
  { header: 'Print Cost (£)', value: (l) => l.cost },
];

const RETURN_COLUMNS: Column<Return>[] = [
  { header: 'Return ID', value: (r) => r.id },
  { header: 'Order Number', value: (r) => r.order },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Return Date', value: (r) => ukDate(r.date) },
  { header: 'Reason', value: (r) => r.reason },
  { header: 'Refund (£)', value: (r) => r.refund },
  { header: 'Reprint Sent', value: (r) => r.reprint },
];

export const teeprint: BusinessSchema = {
  name: 'teeprint',
  description: 'A print-on-demand t-shirt shop: about 22,000 orders (CSV), 33,000 order lines (CSV) sharing Order Number, and about 900 returns (XLSX)',
  async build(dir) {
    const { orders, lines, returns } = generate();
    const files = [
      await writeCsv(join(dir, 'orders.csv'), ORDER_COLUMNS, orders),
      await writeCsv(join(dir, 'order_lines.csv'), LINE_COLUMNS, lines),
      await writeXlsx(join(dir, 'returns.xlsx'), 'Returns', RETURN_COLUMNS, returns),
    ];
    const q = questionSet('teeprint');
    const orderOf = new Map(orders.map((o) => [o.no, o]));
    const ord = (l: Line) => orderOf.get(l.order)!;
    const done = (l: Line) => ord(l).status === 'Fulfilled';
    const value = (l: Line) => l.qty * l.price;
    const units = (l: Line) => l.qty;
    const fulfilled = orders.filter((o) => o.status === 'Fulfilled');
    const placed = (from: string, to: string) => (o: Order) => o.at.slice(0, 10) >= from && o.at.slice(0, 10) <= to;
    const sold = (from: string, to: string) => (l: Line) => done(l) && placed(from, to)(ord(l));
    const designOfSku = new Map(lines.map((l) => [l.sku, l.design]));
    const customersOrders = groupBy(orders, (o) => o.customer, 'count');

    q.ask('How many orders have come in altogether, cancelled ones included?', count(orders.length));
    q.ask('How many orders were cancelled?', count(countWhere(orders, (o) => o.status === 'Cancelled')));
    q.ask('How many orders are still processing?', count(countWhere(orders, (o) => o.status === 'Processing')));
    q.ask('Orders by channel', countsBy(groupBy(orders, (o) => o.channel, 'count')));
    q.ask('What are our total sales on fulfilled orders, before shipping?', amount(sumOf(lines, value, done)));
    const oct = q.ask('Fulfilled sales last month (excluding shipping)', amount(sumOf(lines, value, sold('2026-10-01', '2026-10-31'))));
    q.followUp(oct, 'how many units was that?', count(sumOf(lines, units, sold('2026-10-01', '2026-10-31'))));
    q.ask('Sales on fulfilled orders last quarter, not counting shipping', amount(sumOf(lines, value, sold('2026-07-01', '2026-09-30'))));
    q.ask('What is our turnover year to date from fulfilled orders, excluding shipping?', amount(sumOf(lines, value, sold('2026-01-01', '2026-11-30'))));
    q.ask('Units sold by product type on fulfilled orders', countsBy(groupBy(lines, (l) => l.type, 'sum', units, done)));
    q.ask('Which design sells the most units on fulfilled orders?', winner(groupBy(lines, (l) => l.design, 'sum', units, done)));
    q.ask('Top 5 designs by sales value on fulfilled orders', ranking(ranked(groupBy(lines, (l) => l.design, 'sum', value, done), 5)));
    q.ask('Which design has the lowest fulfilled sales value?', winner(groupBy(lines, (l) => l.design, 'sum', value, done), 'asc'));
    q.ask('Which channel brings in the most fulfilled sales?', winner(groupBy(lines, (l) => ord(l).channel, 'sum', value, done)));
    q.ask('Fulfilled sales by channel this year', breakdown(groupBy(lines, (l) => ord(l).channel, 'sum', value, sold('2026-01-01', '2026-11-30'))));
    q.ask('What was our average order value on fulfilled orders, not counting shipping?', amount(sumOf(lines, value, done) / fulfilled.length));
    q.ask('How much shipping did we charge on fulfilled orders in 2025?', amount(sumOf(fulfilled, (o) => o.shipping, placed('2025-01-01', '2025-12-31'))));
    q.ask('Which country do most of our fulfilled orders go to?', winner(groupBy(fulfilled, (o) => o.country, 'count')));
    q.ask('How many orders did we ship to the US last quarter?', count(countWhere(fulfilled, (o) => o.country === 'US' && placed('2026-07-01', '2026-09-30')(o))));
    q.ask('Orders per country this year (all statuses)', countsBy(groupBy(orders, (o) => o.country, 'count', undefined, placed('2026-01-01', '2026-11-30'))));
    q.ask('What percentage of orders asked for gift wrap?', percent(percentOf(countWhere(orders, (o) => o.gift === 'Yes'), orders.length)));
    q.ask('What share of orders used a discount code?', percent(percentOf(countWhere(orders, (o) => o.code !== null), orders.length)));
    q.ask('Which discount code gets used the most?', winner(groupBy(orders, (o) => o.code, 'count')));
    q.ask('How many different customers have ordered from us?', count(customersOrders.size));
    q.ask('How many repeat customers do we have (more than one order of any status)?', count(countWhere([...customersOrders.values()], (n) => n > 1)));
    q.ask('Which customer has spent the most with us on fulfilled orders (before shipping)?', winner(groupBy(lines, (l) => ord(l).customer, 'sum', value, done)));
    q.ask("What's our gross profit on fulfilled orders (sales minus print costs, shipping left out)?", amount(sumOf(lines, (l) => l.qty * (l.price - l.cost), done)));
    q.ask('Gross margin % on hoodies from fulfilled orders (price minus print cost)', percent(percentOf(sumOf(lines, (l) => l.qty * (l.price - l.cost), (l) => done(l) && l.type === 'Hoodie'), sumOf(lines, value, (l) => done(l) && l.type === 'Hoodie'))));
    q.ask('How many XL items have we sold on fulfilled orders?', count(sumOf(lines, units, (l) => done(l) && l.size === 'XL')));
    q.ask('T-shirt units by size (fulfilled)', countsBy(groupBy(lines, (l) => l.size, 'sum', units, (l) => done(l) && l.type === 'T-Shirt')));
    q.ask("What's our most popular colour by units sold on fulfilled orders?", winner(groupBy(lines, (l) => l.colour, 'sum', units, done)));
    q.ask('Which month did we get the most orders?', month(busiestMonth(orders, (o) => o.at)));
    q.ask('How many orders came in between 20 and 30 November 2025?', count(countWhere(orders, placed('2025-11-20', '2025-11-30'))));
    q.ask('How many orders in the last 30 days?', count(countWhere(orders, placed('2026-11-01', '2026-11-30'))));
    q.ask('TikTok Shop fulfilled sales since 1 March 2026 (before shipping)', amount(sumOf(lines, value, (l) => sold('2026-03-01', '2026-11-30')(l) && ord(l).channel === 'TikTok Shop')));
    q.ask('Did Etsy or Shopify bring in more fulfilled sales this year?', winner(groupBy(lines, (l) => ord(l).channel, 'sum', value, (l) => sold('2026-01-01', '2026-11-30')(l) && (ord(l).channel === 'Etsy' || ord(l).channel === 'Shopify'))));
    q.ask('How many tote bags did we sell on fulfilled orders in 2025?', count(sumOf(lines, units, (l) => l.type === 'Tote Bag' && sold('2025-01-01', '2025-12-31')(l))));
    q.ask('Average number of items per fulfilled order', amount(sumOf(lines, units, done) / fulfilled.length));
    const biggest = winner(groupBy(lines, (l) => String(l.order), 'sum', value, done));
    q.ask('Which fulfilled order was the biggest by value (order number)?', biggest);
    q.ask('How many returns have we had?', count(returns.length));
    q.ask('How much have we refunded on returns in total?', amount(sumOf(returns, (r) => r.refund)));
    q.ask('Refunds last quarter', amount(sumOf(returns, (r) => r.refund, (r) => r.date >= '2026-07-01' && r.date <= '2026-09-30')));
    const reasons = groupBy(returns, (r) => r.reason, 'count');
    const topReason = ranked(reasons, 1)[0];
    const why = q.ask("What's the most common reason for a return?", winner(reasons));
    q.followUp(why, 'how much did we refund on those?', amount(sumOf(returns, (r) => r.refund, (r) => r.reason === topReason)));
    q.ask('Returns by reason', countsBy(reasons));
    const returnedOrders = new Set(returns.map((r) => r.order));
    q.ask('What percentage of fulfilled orders had a return?', percent(percentOf(countWhere(fulfilled, (o) => returnedOrders.has(o.no)), fulfilled.length), 2));
    q.ask('Which design gets returned the most?', winner(groupBy(returns, (r) => designOfSku.get(r.sku)!, 'count')));
    q.ask('How many reprints have we sent out?', count(countWhere(returns, (r) => r.reprint === 'Yes')));
    q.ask('Total refunded for print faults', amount(sumOf(returns, (r) => r.refund, (r) => r.reason === 'Print fault')));
    q.ask('How many returns came from orders shipped to Germany?', count(countWhere(returns, (r) => orderOf.get(r.order)!.country === 'Germany')));

    q.ask("What's our star rating on Etsy?", decline('no reviews or ratings'));
    q.ask('How much did we spend on Facebook ads last month?', decline('no advertising spend'));
    q.ask('Which designer drew the Cat Nap design?', decline('no designer column'));
    q.ask('How many people visited the Shopify store last week?', decline('no traffic data'));
    q.ask("What's our conversion rate on Etsy?", decline('no visits to convert'));
    q.ask('What were our sales in 2024?', decline('orders start in January 2025'));
    q.ask('How many hoodies will we sell this Christmas?', decline('a forecast'));
    q.ask('Which print partner dispatches fastest?', decline('no print partner or dispatch dates'));
    q.ask('How long does delivery to Australia take?', decline('no delivery dates'));
    q.ask('How many black t-shirts have we got in stock?', decline('no stock levels (print on demand)'));
    q.ask('Which design should we drop from the range?', decline('an opinion'));
    return { files, questions: q.questions };
  },
};

// A photography studio: 1,900 shoots from January 2024 to September 2025 (XLSX) and 8,200 print and
// product order lines (CSV) sharing `Shoot ID`. Traps: package fees in dollars with the unit in the
// header ("Package Fee (USD)"), order dates as text "Mar 14, 2025", a product called "Total Memories
// Album", statuses Delivered / Shipped / Pending / Refunded, a blank photographer on some product
// shoots (shot by whoever was free), a client called "Will & May Hughes", and hours in decimals.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Shoot {
  id: string;
  date: string;
  client: string;
  type: string;
  photographer: string | null;
  location: string;
  hours: number;
  fee: number;
}

interface Order {
  id: number;
  shoot: string;
  date: string;
  product: string;
  qty: number;
  unit: number;
  total: number;
  status: string;
}

// type, fee, hours, weight, studio share
const SHOOT_TYPES: [string, number, number, number, number][] = [
  ['Wedding', 2_400, 8, 12, 0], ['Newborn', 350, 3, 16, 0.9], ['Family', 275, 1.5, 24, 0.6], ['Headshots', 150, 1, 20, 0.95],
  ['Product', 480, 4, 10, 1], ['Pet', 195, 1.5, 10, 0.5], ['Maternity', 300, 2, 8, 0.7],
];
const PHOTOGRAPHERS = ['Nadia Ferreira', 'Owen Blake', 'Priya Raman', 'Jack Lindqvist'];
// product, unit price, weight
const PRODUCTS: [string, number, number][] = [
  ['8x10 Print', 25, 30], ['11x14 Print', 45, 18], ['Canvas 16x20', 180, 10], ['Framed A3', 140, 10],
  ['Digital Download', 15, 22], ['Total Memories Album', 650, 4], ['Mini Album', 220, 6],
];
const FIRST = ['Alex', 'Beth', 'Chris', 'Dina', 'Evan', 'Faye', 'Gareth', 'Holly', 'Ivan', 'Jess', 'Kyle', 'Lena', 'Mo', 'Nora', 'Ollie', 'Pia'];
const LAST = ['Hughes', 'Marsh', 'Patel', 'Roberts', 'Stone', 'Vega', 'Walker', 'Yates', 'Zhou', 'Bishop', 'Cole', 'Dunn'];
const BRANDS = ['Fernwood Candles', 'Slate & Salt', 'Brightcup Tea', 'Kettle Ridge Soaps', 'Lumen Lighting', 'Tidewater Gin'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WILL_MAY = 'Will & May Hughes';

const longDate = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

function generate(): { shoots: Shoot[]; orders: Order[] } {
  const random = createRandom(37_059);
  const shoots: Shoot[] = [];
  for (let i = 0; i < 1_900; i++) {
    const t = random.weighted(SHOOT_TYPES, SHOOT_TYPES.map((s) => s[3]));
    let date = random.date('2024-01-03', '2025-09-30');
    if (t[0] === 'Wedding' && random.chance(0.5)) date = random.date(random.chance(0.5) ? '2024-05-01' : '2025-05-01', random.chance(0.5) ? '2024-09-30' : '2025-09-30');
    if (date < '2024-01-03') date = '2024-05-04';
    const client = t[0] === 'Product' ? random.pick(BRANDS) : i === 311 ? WILL_MAY : `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const photographer = t[0] === 'Product' && random.chance(0.15) ? null : t[0] === 'Wedding' ? random.weighted(PHOTOGRAPHERS, [40, 35, 15, 10]) : random.pick(PHOTOGRAPHERS);
    const hours = Math.max(0.5, roundTo(random.normal(t[2], t[2] * 0.2) * 2, 0) / 2);
    const fee = roundTo(t[1] * random.weighted([1, 1.25, 1.6], [60, 28, 12]), 2);
    shoots.push({ id: '', date, client: i === 311 ? WILL_MAY : client, type: i === 311 ? 'Family' : t[0], photographer: i === 311 ? 'Owen Blake' : photographer, location: random.chance(t[4]) ? 'Studio' : 'On location', hours, fee });
  }
  shoots.sort((a, b) => a.date.localeCompare(b.date) || a.client.localeCompare(b.client));
  shoots.forEach((s, i) => (s.id = `SH-${String(i + 1).padStart(4, '0')}`));
  const orders: Order[] = [];
  const appetite = shoots.map((s) => (s.type === 'Wedding' ? 4 : s.type === 'Newborn' ? 3 : s.type === 'Headshots' ? 0.6 : 1.5) * random.float(0.2, 1.8, 2));
  for (let i = 0; i < 8_200; i++) {
    const s = random.weighted(shoots, appetite);
    let [product, price] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[2]));
    if (s.type === 'Product' || s.type === 'Headshots') [product, price] = random.chance(0.7) ? ['Digital Download', 15] : ['8x10 Print', 25];
    const qty = product.includes('Album') || product.startsWith('Canvas') ? 1 : product === 'Digital Download' ? random.int(1, 20) : random.int(1, 6);
    const date = addDays(s.date, random.int(7, 60));
    const total = roundTo(qty * price, 2);
    const roll = random.next();
    const status = date > '2025-09-20' ? (roll < 0.6 ? 'Pending' : 'Shipped') : roll < 0.04 ? 'Refunded' : roll < 0.07 ? 'Shipped' : 'Delivered';
    orders.push({ id: 0, shoot: s.id, date, product, qty, unit: price, total, status });
  }
  orders.sort((a, b) => a.date.localeCompare(b.date) || a.shoot.localeCompare(b.shoot));
  orders.forEach((o, i) => (o.id = 30_001 + i));
  return { shoots, orders };
}

const SHOOT_COLUMNS: Column<Shoot>[] = [
  { header: 'Shoot ID', value: (s) => s.id },
  { header: 'Shoot Date', value: (s) => s.date },
  { header: 'Client', value: (s) => s.client },
  { header: 'Shoot Type', value: (s) => s.type },
  { header: 'Photographer', value: (s) => s.photographer },
  { header: 'Location', value: (s) => s.location },
  { header: 'Hours', value: (s) => s.hours },
  { header: 'Package Fee (USD)', value: (s) => s.fee },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order Line', value: (o) => o.id },
  { header: 'Shoot ID', value: (o) => o.shoot },
  { header: 'Order Date', value: (o) => longDate(o.date) },
  { header: 'Product', value: (o) => o.product },
  { header: 'Qty', value: (o) => o.qty },
  { header: 'Unit Price', value: (o) => o.unit },
  { header: 'Line Total', value: (o) => o.total },
  { header: 'Status', value: (o) => o.status },
];

export const photostudio: BusinessSchema = {
  name: 'photostudio',
  description: "A photography studio's 1,900 shoots Jan 2024-Sep 2025 with package fees in dollars (XLSX) and 8,200 print order lines with dates like Mar 14, 2025 (CSV) sharing Shoot ID",
  async build(dir) {
    const { shoots, orders } = generate();
    const files = [
      await writeXlsx(join(dir, 'shoots.xlsx'), 'Shoots', SHOOT_COLUMNS, shoots),
      await writeCsv(join(dir, 'print_orders.csv'), ORDER_COLUMNS, orders),
    ];
    const q = questionSet('photostudio');
    const byId = new Map(shoots.map((s) => [s.id, s]));
    const shoot = (o: Order) => byId.get(o.shoot)!;
    const fee = (s: Shoot) => s.fee;
    const sales = (o: Order) => o.total;
    const kept = (o: Order) => o.status !== 'Refunded';

    q.ask('How many shoots have we done?', count(shoots.length));
    q.ask('How many print order lines are there?', count(orders.length));
    q.ask('Shoots by type', countsBy(groupBy(shoots, (s) => s.type, 'count')));
    q.ask('How many weddings did we shoot in 2024?', count(countWhere(shoots, (s) => s.type === 'Wedding' && s.date.startsWith('2024'))));
    q.ask('Total package fees for 2025 so far', amount(sumOf(shoots, fee, (s) => s.date.startsWith('2025'))));
    q.ask('What is the average package fee for a newborn session?', amount(avgOf(shoots, fee, (s) => s.type === 'Newborn')));
    q.ask('median wedding package fee', amount(medianOf(shoots, fee, (s) => s.type === 'Wedding')));
    q.ask('Package fee revenue by photographer', breakdown(groupBy(shoots, (s) => s.photographer, 'sum', fee)));
    q.ask('Which photographer shot the most weddings?', winner(groupBy(shoots, (s) => s.photographer, 'count', undefined, (s) => s.type === 'Wedding')));
    q.ask('How many shoots have no photographer recorded?', count(countWhere(shoots, (s) => s.photographer === null)));
    q.ask('What share of shoots happen on location?', percent(percentOf(countWhere(shoots, (s) => s.location === 'On location'), shoots.length)));
    q.ask('Total hours shot by Priya Raman', amount(sumOf(shoots, (s) => s.hours, (s) => s.photographer === 'Priya Raman'), 1));
    q.ask('Average hours per shoot type', breakdown(groupBy(shoots, (s) => s.type, 'avg', (s) => s.hours), 2));
    q.ask('How many shoots in Q2 2025?', count(countWhere(shoots, (s) => s.date.startsWith('2025') && quarterOf(s.date) === 2)));
    q.ask('Which month had the most shoots?', month(busiestMonth(shoots, (s) => s.date)));
    q.ask('How many shoots did we do between 1 July and 15 August 2025?', count(countWhere(shoots, (s) => s.date >= '2025-07-01' && s.date <= '2025-08-15')));
    q.ask('Which brand booked the most product shoots?', winner(groupBy(shoots, (s) => s.client, 'count', undefined, (s) => s.type === 'Product')));
    q.ask('Total print sales (line totals)', amount(sumOf(orders, sales)));
    q.ask('Print sales excluding refunds', amount(sumOf(orders, sales, kept)));
    q.ask('How many order lines were refunded?', count(countWhere(orders, (o) => o.status === 'Refunded')));
    q.ask('Order lines by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('Which product earns the most?', winner(groupBy(orders, (o) => o.product, 'sum', sales)));
    q.ask('Top 3 products by quantity sold', ranking(ranked(groupBy(orders, (o) => o.product, 'sum', (o) => o.qty), 3)));
    q.ask('How many Total Memories Albums have been ordered?', amount(sumOf(orders, (o) => o.qty, (o) => o.product === 'Total Memories Album'), 0));
    q.ask('Revenue from canvas prints', amount(sumOf(orders, sales, (o) => o.product === 'Canvas 16x20')));
    q.ask('Average order line value', amount(avgOf(orders, sales)));
    q.ask('Print sales in March 2025', amount(sumOf(orders, sales, (o) => o.date.startsWith('2025-03'))));
    q.ask('How many order lines are still pending?', count(countWhere(orders, (o) => o.status === 'Pending')));
    q.ask('Print sales by shoot type', breakdown(groupBy(orders, (o) => shoot(o).type, 'sum', sales)));
    q.ask('Which shoot type brings in the most print revenue per shoot?', winner(new Map([...groupBy(orders, (o) => shoot(o).type, 'sum', sales)].map(([t, v]) => [t, v / countWhere(shoots, (s) => s.type === t)]))));
    q.ask('Which photographer\'s shoots generated the most print revenue?', winner(groupBy(orders, (o) => shoot(o).photographer, 'sum', sales)));
    q.ask('How much have Will & May Hughes spent on prints?', amount(sumOf(orders, sales, (o) => shoot(o).client === WILL_MAY)));
    q.ask('How many shoots never led to a print order?', count(shoots.filter((s) => !orders.some((o) => o.shoot === s.id)).length));
    q.ask('Top 5 shoots by print sales (shoot IDs)', ranking(ranked(groupBy(orders, (o) => o.shoot, 'sum', sales), 5)));
    q.ask('Print revenue from studio shoots versus on-location shoots', breakdown(groupBy(orders, (o) => shoot(o).location, 'sum', sales)));
    const digital = q.ask('Total quantity of digital downloads ordered in 2024?', amount(sumOf(orders, (o) => o.qty, (o) => o.product === 'Digital Download' && o.date.startsWith('2024')), 0));
    q.followUp(digital, 'And in 2025?', amount(sumOf(orders, (o) => o.qty, (o) => o.product === 'Digital Download' && o.date.startsWith('2025')), 0));
    q.ask('What percentage of print revenue comes from weddings?', percent(percentOf(sumOf(orders, sales, (o) => shoot(o).type === 'Wedding'), sumOf(orders, sales))));
    q.ask('Print sales since 1 August 2025', amount(sumOf(orders, sales, (o) => o.date >= '2025-08-01')));
    q.ask('How many distinct shoots ordered a Framed A3?', count(new Set(orders.filter((o) => o.product === 'Framed A3').map((o) => o.shoot)).size));
    q.ask('In which month did we take the most print revenue?', month(ranked(groupBy(orders, (o) => o.date.slice(0, 7), 'sum', sales), 1)[0]));

    q.ask('How many photos were taken at each wedding?', decline('no photo counts'));
    q.ask('What camera did Owen Blake use most?', decline('no equipment data'));
    q.ask('How many shoots did we do in 2023?', decline('shoots start in January 2024'));
    q.ask('What is our printing cost per 8x10?', decline('no cost data'));
    q.ask('Which lab printed the canvases?', decline('no lab or supplier column'));
    q.ask('How many clients left a five-star review?', decline('no reviews'));
    q.ask('How many drone shoots have we done?', decline('no drone shoot type'));
    q.ask('What time of day are most shoots booked?', decline('dates carry no time'));
    q.ask('How long does shipping take for prints?', decline('no shipping dates'));
    q.ask('How many clients were referred by a friend?', decline('no referral source'));
    q.ask('How many weddings will we book next summer?', decline('a forecast beyond the data'));
    return { files, questions: q.questions };
  },
};

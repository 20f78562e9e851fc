// A wedding cake maker: 1,250 cake orders for weddings from March 2024 to October 2026 (XLSX: order
// number, couple, wedding date, venue, tiers, guests, style, deposit, delivery miles, status),
// 5,600 order item lines (CSV: tiers with flavours, cupcakes, toppers, delivery, stand hire) and 900
// tasting appointments (CSV, most with the order they led to) sharing the order number. Traps:
// order numbers that look numeric, money with the unit in the header, blank deposits, cancelled
// and postponed orders beside delivered ones, a flavour value "None" on non-cake lines, a venue
// called "Other", couples' names with spaces and ampersands.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between, onWeekend } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, addDays } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Order {
  no: string;
  couple: string;
  date: string;
  venue: string;
  tiers: number;
  guests: number;
  style: string;
  deposit: number | null;
  miles: number;
  status: string;
}

interface Item {
  id: number;
  order: string;
  item: string;
  flavour: string;
  qty: number;
  price: number;
}

interface Tasting {
  id: number;
  order: string | null;
  date: string;
  people: number;
  fee: number;
}

const FIRST = ['Sophie', 'James', 'Hannah', 'Daniel', 'Charlotte', 'Matthew', 'Laura', 'Ben', 'Emily', 'Luke', 'Olivia', 'Ryan', 'Jess', 'Sam', 'Chloe', 'Adam', 'Megan', 'Tom', 'Zara', 'Joe', 'Naomi', 'Kieran', 'Abbie', 'Callum'];
const LAST = ['Hughes', 'Price', 'Morgan', 'Evans', 'Turner', 'Barker', 'Lloyd', 'Pearce', 'Chambers', 'Bennett', 'Sutton', 'Whitfield', 'Holloway', 'Cartwright', 'Hale', 'Ashby', 'Pritchard', 'Fairbairn'];
const VENUES: [string, number][] = [['Hartwell Manor', 16], ['The Old Tithe Barn', 14], ['St Mary\'s Church Hall', 8], ['Brook Farm', 12], ['The Grand Hotel', 10], ['Lakeside Pavilion', 9], ['Court Hill Castle', 7], ['Willow Gardens', 8], ['Other', 16]];
const STYLES: [string, number][] = [['Buttercream', 30], ['Semi-naked', 24], ['Fondant', 20], ['Naked', 14], ['Cupcake Tower', 12]];
const FLAVOURS: [string, number][] = [['Vanilla', 24], ['Lemon', 20], ['Chocolate', 22], ['Red Velvet', 12], ['Carrot', 8], ['Fruit', 6], ['Salted Caramel', 8]];
const EXTRAS: [string, number, number, number][] = [
  ['Cupcakes', 0.35, 2.8, 0], ['Cake topper', 0.4, 35, 20], ['Delivery and setup', 0.85, 0, 0], ['Stand hire', 0.45, 25, 10],
  ['Sugar flowers', 0.3, 90, 60], ['Dessert table', 0.12, 320, 120], ['Cutting cake', 0.18, 65, 15],
];
const MONTH_WEIGHT = [2, 3, 5, 7, 12, 16, 16, 15, 13, 8, 3, 5];

function generate(): { orders: Order[]; items: Item[]; tastings: Tasting[] } {
  const random = createRandom(50_237);
  const days: string[] = [];
  for (let d = new Date('2024-03-01T00:00:00Z'); d <= new Date('2026-10-31T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  const dayWeights = days.map((d) => MONTH_WEIGHT[Number(d.slice(5, 7)) - 1] * (new Date(`${d}T00:00:00Z`).getUTCDay() === 6 ? 6 : new Date(`${d}T00:00:00Z`).getUTCDay() === 5 ? 2 : 0.5));
  const orders: Order[] = [];
  const couples = new Set<string>();
  while (orders.length < 1_250) {
    const a = random.pick(FIRST);
    const b = random.pick(FIRST);
    const couple = `${a} & ${b} ${random.pick(LAST)}`;
    if (a === b || couples.has(couple)) continue;
    couples.add(couple);
    const date = random.weighted(days, dayWeights);
    const style = random.weighted(STYLES.map((s) => s[0]), STYLES.map((s) => s[1]));
    const guests = random.int(30, 180);
    const tiers = style === 'Cupcake Tower' ? 1 : Math.min(5, Math.max(1, Math.round(guests / 40) + random.int(-1, 1)));
    const roll = random.next();
    orders.push({
      no: '',
      couple,
      date,
      venue: random.weighted(VENUES.map((v) => v[0]), VENUES.map((v) => v[1])),
      tiers,
      guests,
      style,
      deposit: random.chance(0.08) ? null : random.pick([50, 75, 100, 150]),
      miles: random.int(2, 65),
      status: roll < 0.08 ? 'cancelled' : roll < 0.12 ? 'postponed' : 'delivered',
    });
  }
  orders.sort((a, b) => a.date.localeCompare(b.date) || a.couple.localeCompare(b.couple));
  orders.forEach((o, i) => (o.no = String(31_000 + i * 2 + random.int(0, 1))));

  const items: Item[] = [];
  for (const o of orders) {
    for (let t = 0; t < o.tiers; t++) {
      const flavour = random.weighted(FLAVOURS.map((f) => f[0]), FLAVOURS.map((f) => f[1]));
      items.push({ id: 0, order: o.no, item: 'Tier', flavour, qty: 1, price: Math.round((95 + 35 * t) * (o.style === 'Fondant' ? 1.25 : o.style === 'Naked' ? 0.9 : 1) * random.float(0.95, 1.1, 2)) });
    }
    for (const [item, p, unit, spread] of EXTRAS) {
      if (!random.chance(o.style === 'Cupcake Tower' && item === 'Cupcakes' ? 1 : p)) continue;
      if (item === 'Cupcakes') {
        const qty = random.int(2, 10) * 12;
        items.push({ id: 0, order: o.no, item, flavour: random.weighted(FLAVOURS.map((f) => f[0]), FLAVOURS.map((f) => f[1])), qty, price: Math.round(qty * unit * 100) / 100 });
      } else if (item === 'Delivery and setup') {
        items.push({ id: 0, order: o.no, item, flavour: 'None', qty: 1, price: 25 + Math.round(o.miles * 0.9) });
      } else {
        items.push({ id: 0, order: o.no, item, flavour: item === 'Cutting cake' ? random.weighted(FLAVOURS.map((f) => f[0]), FLAVOURS.map((f) => f[1])) : 'None', qty: 1, price: unit + random.int(0, spread) });
      }
    }
  }
  items.forEach((it, i) => (it.id = 1 + i));

  const tastings: Tasting[] = [];
  const booked = orders.filter(() => random.chance(0.62));
  for (const o of booked) tastings.push({ id: 0, order: o.no, date: addDays(o.date, -random.int(60, 300)), people: random.weighted([1, 2, 3, 4], [10, 62, 18, 10]), fee: random.pick([25, 25, 30, 35]) });
  while (tastings.length < 900) tastings.push({ id: 0, order: null, date: random.date('2023-06-01', '2026-06-30'), people: random.weighted([1, 2, 3, 4], [14, 60, 16, 10]), fee: random.pick([25, 25, 30, 35]) });
  tastings.sort((a, b) => a.date.localeCompare(b.date) || (a.order ?? '').localeCompare(b.order ?? ''));
  tastings.forEach((t, i) => (t.id = 4_001 + i));
  return { orders, items, tastings };
}

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order No', value: (o) => o.no },
  { header: 'Couple', value: (o) => o.couple },
  { header: 'Wedding Date', value: (o) => o.date },
  { header: 'Venue', value: (o) => o.venue },
  { header: 'Tiers', value: (o) => o.tiers },
  { header: 'Guests', value: (o) => o.guests },
  { header: 'Style', value: (o) => o.style },
  { header: 'Deposit (£)', value: (o) => o.deposit },
  { header: 'Delivery Miles', value: (o) => o.miles },
  { header: 'Status', value: (o) => o.status },
];

const ITEM_COLUMNS: Column<Item>[] = [
  { header: 'item_id', value: (i) => i.id },
  { header: 'order_no', value: (i) => i.order },
  { header: 'item', value: (i) => i.item },
  { header: 'flavour', value: (i) => i.flavour },
  { header: 'qty', value: (i) => i.qty },
  { header: 'Price (£)', value: (i) => i.price.toFixed(2) },
];

const TASTING_COLUMNS: Column<Tasting>[] = [
  { header: 'tasting_id', value: (t) => t.id },
  { header: 'order_no', value: (t) => t.order },
  { header: 'tasting_date', value: (t) => t.date },
  { header: 'people', value: (t) => t.people },
  { header: 'Fee (£)', value: (t) => t.fee },
];

export const weddingcakes: BusinessSchema = {
  name: 'weddingcakes',
  description: 'A wedding cake maker: 1,250 orders for weddings Mar 2024-Oct 2026 (XLSX), 5,600 order item lines with prices in pounds (CSV) and 900 tastings (CSV), sharing the order number',
  async build(dir) {
    const { orders, items, tastings } = generate();
    const files = [
      await writeXlsx(join(dir, 'orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
      await writeCsv(join(dir, 'order_items.csv'), ITEM_COLUMNS, items),
      await writeCsv(join(dir, 'tastings.csv'), TASTING_COLUMNS, tastings),
    ];
    const q = questionSet('weddingcakes');
    const byNo = new Map(orders.map((o) => [o.no, o]));
    const ord = (i: Item) => byNo.get(i.order)!;
    const delivered = (o: Order) => o.status === 'delivered';
    const price = (i: Item) => i.price;
    const valueOf = new Map<string, number>();
    for (const i of items) valueOf.set(i.order, (valueOf.get(i.order) ?? 0) + i.price);
    const val = (o: Order) => valueOf.get(o.no)!;

    q.ask('How many cake orders do we have?', count(orders.length));
    q.ask('orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('How many orders were cancelled?', count(countWhere(orders, (o) => o.status === 'cancelled')));
    q.ask('Average number of tiers on delivered orders', amount(avgOf(orders, (o) => o.tiers, delivered), 2));
    q.ask('Which named venue (not Other) have we delivered the most cakes to?', winner(groupBy(orders, (o) => o.venue, 'count', undefined, (o) => delivered(o) && o.venue !== 'Other')));
    q.ask('What is the most popular cake style?', winner(groupBy(orders, (o) => o.style, 'count')));
    q.ask('Which month had the most delivered weddings?', month(busiestMonth(orders, (o) => o.date, delivered)));
    q.ask('How many weddings did we deliver to in June 2025?', count(countWhere(orders, (o) => delivered(o) && o.date.startsWith('2025-06'))));
    q.ask('How much have we taken in deposits altogether?', amount(sumOf(orders, (o) => o.deposit)));
    q.ask('What is the average deposit, where one was recorded?', amount(avgOf(orders, (o) => o.deposit)));
    q.ask('How many orders have no deposit recorded?', count(countWhere(orders, (o) => o.deposit === null)));
    q.ask('Average guest numbers per order', amount(avgOf(orders, (o) => o.guests), 1));
    q.ask('What was the biggest guest count?', count(maxOf(orders, (o) => o.guests)));
    q.ask('Total value of the items on delivered orders for 2025 weddings', amount(sumOf(items, price, (i) => delivered(ord(i)) && ord(i).date.startsWith('2025'))));
    q.ask('Value of delivered orders by item type', breakdown(groupBy(items, (i) => i.item, 'sum', price, (i) => delivered(ord(i)))));
    q.ask('Which flavour is most popular for tiers (number of tier lines)?', winner(groupBy(items, (i) => i.flavour, 'count', undefined, (i) => i.item === 'Tier')));
    q.ask('Item lines by flavour', countsBy(groupBy(items, (i) => i.flavour, 'count')));
    q.ask('How many cupcakes did we make for delivered 2024 weddings?', count(sumOf(items, (i) => i.qty, (i) => i.item === 'Cupcakes' && delivered(ord(i)) && ord(i).date.startsWith('2024'))));
    q.ask('Average order value of a delivered order (sum of its item lines)', amount(avgOf(orders, val, delivered)));
    q.ask('Top 3 named venues by value of delivered orders, leaving out Other', ranking(ranked(groupBy(items, (i) => ord(i).venue, 'sum', price, (i) => delivered(ord(i)) && ord(i).venue !== 'Other'), 3)));
    q.ask('Which couple had the most expensive order?', winner(groupBy(orders, (o) => o.couple, 'sum', val)));
    q.ask('What were cancelled orders worth in item value?', amount(sumOf(items, price, (i) => ord(i).status === 'cancelled')));
    q.ask('How many delivery miles did we drive for delivered 2025 weddings?', count(sumOf(orders, (o) => o.miles, (o) => delivered(o) && o.date.startsWith('2025'))));
    q.ask('What is the longest delivery distance in miles?', count(maxOf(orders, (o) => o.miles)));
    q.ask('How many orders had 4 or more tiers?', count(countWhere(orders, (o) => o.tiers >= 4)));
    q.ask('Sugar flowers takings on delivered orders for 2025 weddings', amount(sumOf(items, price, (i) => i.item === 'Sugar flowers' && delivered(ord(i)) && ord(i).date.startsWith('2025'))));
    q.ask('How many orders included stand hire?', count(new Set(items.filter((i) => i.item === 'Stand hire').map((i) => i.order)).size));
    q.ask('How many delivered weddings were between 1 May and 30 September 2025?', count(countWhere(orders, (o) => delivered(o) && between(o.date, '2025-05-01', '2025-09-30'))));
    q.ask('How many orders are postponed?', count(countWhere(orders, (o) => o.status === 'postponed')));
    q.ask('What percentage of orders were cancelled?', percent(percentOf(countWhere(orders, (o) => o.status === 'cancelled'), orders.length)));
    q.ask('Orders per cake style', countsBy(groupBy(orders, (o) => o.style, 'count')));
    q.ask('Average price of a tier', amount(avgOf(items, price, (i) => i.item === 'Tier')));
    const choc = q.ask('How many chocolate tiers did we bake for delivered 2025 weddings?', count(countWhere(items, (i) => i.item === 'Tier' && i.flavour === 'Chocolate' && delivered(ord(i)) && ord(i).date.startsWith('2025'))));
    q.followUp(choc, 'And lemon?', count(countWhere(items, (i) => i.item === 'Tier' && i.flavour === 'Lemon' && delivered(ord(i)) && ord(i).date.startsWith('2025'))));
    q.ask('How many delivered weddings were not on a Saturday or Sunday?', count(countWhere(orders, (o) => delivered(o) && !onWeekend(o.date))));
    const y24 = q.ask('How many orders did we deliver for 2024 weddings?', count(countWhere(orders, (o) => delivered(o) && o.date.startsWith('2024'))));
    q.followUp(y24, 'what about 2025?', count(countWhere(orders, (o) => delivered(o) && o.date.startsWith('2025'))));
    q.ask('Total guests at delivered weddings in 2024', count(sumOf(orders, (o) => o.guests, (o) => delivered(o) && o.date.startsWith('2024'))));
    q.ask('Date of the last wedding we delivered to', day(dateRange(orders, (o) => o.date, delivered).last));
    q.ask('Dessert table takings on delivered orders', amount(sumOf(items, price, (i) => i.item === 'Dessert table' && delivered(ord(i)))));
    q.ask('How many weddings in Q3 2026 were delivered?', count(countWhere(orders, (o) => delivered(o) && o.date.startsWith('2026') && quarterOf(o.date) === 3)));

    q.ask('How many tastings have we held?', count(tastings.length));
    q.ask('What did tastings bring in, in fees?', amount(sumOf(tastings, (t) => t.fee)));
    q.ask('What percentage of tastings led to an order (have an order number)?', percent(percentOf(countWhere(tastings, (t) => t.order !== null), tastings.length)));
    q.ask('How many tastings were in Q1 2025?', count(countWhere(tastings, (t) => t.date.startsWith('2025') && quarterOf(t.date) === 1)));
    q.ask('Average number of people at a tasting', amount(avgOf(tastings, (t) => t.people), 2));
    q.ask('Which month had the most tastings?', month(busiestMonth(tastings, (t) => t.date)));
    q.ask('How many tastings did not lead to an order?', count(countWhere(tastings, (t) => t.order === null)));
    q.ask('Of the orders that came from a tasting, how many were cancelled?', count(countWhere(tastings, (t) => t.order !== null && byNo.get(t.order)!.status === 'cancelled')));

    q.ask('What profit do we make on a three-tier cake?', decline('no ingredient or labour costs'));
    q.ask('How many eggs did we use in 2025?', decline('no ingredient data'));
    q.ask('Which baker decorated the most cakes?', decline('no staff column'));
    q.ask('What rating did couples give us?', decline('no reviews'));
    q.ask('How many phone enquiries did we get in 2025?', decline('no enquiries or channel data'));
    q.ask('How long does a fondant cake take to make?', decline('no production times'));
    q.ask('Which couples paid their balance late?', decline('no balance payments or due dates'));
    q.ask('How many orders will we get for 2027 weddings?', decline('a forecast'));
    q.ask('What colour schemes are most requested?', decline('no colour column'));
    q.ask('Which venue charges us the highest cake-cutting fee?', decline('no venue fees'));
    q.ask('How many cakes were damaged in transit?', decline('no incident data'));
    return { files, questions: q.questions };
  },
};

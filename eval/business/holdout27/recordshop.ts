// An independent record shop: a catalogue of 1,450 stock items (XLSX: vinyl and CDs, new and used,
// with copies in stock), 64,000 till and web sales lines from January 2025 to October 2026 (CSV)
// sharing `SKU`, and 2,600 customer orders for records not on the shelf (XLSX) sharing `SKU` too.
// Traps: SKUs that are codes ("RS-04417"), money with the unit in the header ("Unit Price (£)"),
// the order date and the deposit stored as text in the workbook, blank deposits, blank staff on web
// sales, blank release years, an artist named "The The" and one named "Yes", a genre "Other", and
// an artist "Total Harmony" who is a real act, not a totals line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Item {
  sku: string;
  title: string;
  artist: string;
  format: string;
  genre: string;
  condition: string;
  label: string;
  year: number | null;
  cost: number;
  price: number;
  stock: number;
}

interface Sale {
  id: string;
  date: string;
  sku: string;
  qty: number;
  unit: number;
  total: number;
  channel: string;
  payment: string;
  staff: string | null;
  code: string | null;
}

interface Order {
  ref: string;
  customer: string;
  sku: string;
  ordered: string;
  status: string;
  deposit: number | null;
  collected: string | null;
}

const GENRES: [string, number][] = [
  ['Rock', 24], ['Jazz', 11], ['Soul', 10], ['Electronic', 12], ['Hip Hop', 9], ['Folk', 8], ['Classical', 5], ['Reggae', 6], ['Punk', 7], ['Other', 8],
];
// format, weight, price low, price high
const FORMATS: [string, number, number, number][] = [
  ['LP', 44, 18, 34], ['2LP', 12, 26, 45], ['7" Single', 10, 6, 12], ['12" Single', 7, 9, 16], ['CD', 22, 7, 14], ['Box Set', 5, 55, 140],
];
const LABELS = ['Blue Harbour', 'Northern Groove', 'Sidestep', 'Parlour Records', 'Black Lantern', 'Quiet Storm', 'Mile End', 'Heron Sound'];
const FIRST = ['Midnight', 'Velvet', 'Paper', 'Electric', 'Silver', 'Northern', 'Hollow', 'Golden', 'Broken', 'Distant', 'Crimson', 'Quiet', 'Neon', 'Wild', 'Lonely', 'Burning', 'Frozen', 'Open', 'Secret', 'Blue'];
const SECOND = ['Harbour', 'Signals', 'Gardens', 'Highway', 'Motel', 'Tides', 'Engines', 'Letters', 'Circles', 'Rooms', 'Skylines', 'Rivers', 'Echoes', 'Mirrors', 'Parade', 'Weather', 'Machines', 'Lights', 'Summer', 'Fever'];
const ARTIST_A = ['The', 'Dead', 'Sister', 'Bright', 'Holy', 'Little', 'Cosmic', 'Low', 'Young', 'Saint'];
const ARTIST_B = ['Foxes', 'Marlowe', 'Orchids', 'Static', 'Pilots', 'Kestrels', 'Drifters', 'Comets', 'Violets', 'Ravens', 'Sparrows', 'Lanterns'];
const STAFF: [string, number][] = [['Dee', 30], ['Marcus', 26], ['Priya', 22], ['Tom', 14], ['Ollie', 8]];
const CUSTOMER_FIRST = ['Alan', 'Beth', 'Carl', 'Dawn', 'Eddie', 'Fiona', 'Gary', 'Hannah', 'Ian', 'Jess', 'Kevin', 'Laura', 'Mick', 'Nadia', 'Owen', 'Paula', 'Raj', 'Sue', 'Terry', 'Vicky'];
const CUSTOMER_LAST = ['Ashworth', 'Bell', 'Crowther', 'Dunn', 'Ellis', 'Fairclough', 'Gregson', 'Holt', 'Iqbal', 'Jagger', 'Kay', 'Lomax', 'Mellor', 'Nuttall', 'Oldroyd', 'Pilling', 'Quinn', 'Rawcliffe', 'Shaw', 'Tattersall'];

function generate(): { items: Item[]; sales: Sale[]; orders: Order[] } {
  const random = createRandom(41_503);
  // Albums first (unique titles), then one to three stock items per album (format, condition).
  const artists = new Set<string>(['The The', 'Yes', 'Total Harmony']);
  while (artists.size < 230) {
    const a = random.pick(ARTIST_A);
    artists.add(a === 'The' ? `The ${random.pick(ARTIST_B)}` : `${a} ${random.pick(ARTIST_B)}`);
    if (artists.size < 230 && random.chance(0.4)) artists.add(`${random.pick(CUSTOMER_FIRST)} ${random.pick(['Marsh', 'Okafor', 'Lindqvist', 'Brennan', 'Delacroix', 'Moreau', 'Tanaka', 'Reyes', 'Novak', 'Achebe'])}`);
  }
  const artistList = [...artists];
  const artistGenre = new Map(artistList.map((a) => [a, random.weighted(GENRES.map((g) => g[0]), GENRES.map((g) => g[1]))]));
  artistGenre.set('Yes', 'Rock');
  artistGenre.set('The The', 'Rock');
  artistGenre.set('Total Harmony', 'Soul');
  const titles = new Set<string>();
  const albums: { title: string; artist: string }[] = [];
  while (albums.length < 700) {
    const title = random.chance(0.25) ? `${random.pick(FIRST)} ${random.pick(SECOND)} ${random.pick(['Vol. 2', 'Revisited', 'Live', 'Sessions', 'Part One', 'Dub'])}` : `${random.pick(FIRST)} ${random.pick(SECOND)}`;
    if (titles.has(title)) continue;
    titles.add(title);
    const artist = albums.length < 4 ? 'Total Harmony' : albums.length < 7 ? 'The The' : albums.length < 10 ? 'Yes' : random.pick(artistList);
    albums.push({ title, artist });
  }
  const items: Item[] = [];
  const skuNumbers = shuffled(random, Array.from({ length: 9_000 }, (_, i) => 1_000 + i));
  for (const album of albums) {
    const year = random.chance(0.06) ? null : random.weighted([random.int(1962, 1989), random.int(1990, 2015), random.int(2016, 2026)], [35, 30, 35]);
    const wanted = random.int(1, 3);
    const seen = new Set<string>();
    for (let k = 0; k < wanted && items.length < 1_450; k++) {
      const [format, , low, high] = random.weighted(FORMATS, FORMATS.map((f) => f[1]));
      const condition = format === 'Box Set' || random.chance(0.72) ? 'New' : 'Used';
      if (seen.has(format + condition)) continue;
      seen.add(format + condition);
      const price = format === 'Box Set' ? random.float(low, high, 2) : roundTo(Math.round(random.float(low, high, 2) * (condition === 'Used' ? 0.6 : 1)) - 0.01, 2);
      items.push({
        sku: `RS-${String(skuNumbers[items.length]).padStart(5, '0')}`,
        title: album.title,
        artist: album.artist,
        format,
        genre: artistGenre.get(album.artist)!,
        condition,
        label: random.pick(LABELS),
        year,
        cost: roundTo(price * random.float(0.45, 0.7, 2), 2),
        price,
        stock: random.weighted([0, random.int(1, 3), random.int(4, 12)], [12, 60, 28]),
      });
    }
  }
  while (items.length < 1_450) {
    const album = random.pick(albums);
    const [format, , low, high] = random.weighted(FORMATS, FORMATS.map((f) => f[1]));
    const price = roundTo(Math.round(random.float(low, high, 2) * 0.6) - 0.01, 2);
    items.push({
      sku: `RS-${String(skuNumbers[items.length]).padStart(5, '0')}`, title: album.title, artist: album.artist, format, genre: artistGenre.get(album.artist)!,
      condition: 'Used', label: random.pick(LABELS), year: random.int(1965, 2020), cost: roundTo(price * 0.5, 2), price, stock: random.int(0, 2),
    });
  }
  const popularity = shuffled(random, items).map((_, i) => 1 / (i + 8));
  const shuffledItems = shuffled(random, items);

  const sales: Sale[] = [];
  for (let i = 0; i < 64_000; i++) {
    let date = random.date('2025-01-02', '2026-10-31');
    if (random.chance(0.12)) date = random.pick(['2025-04-12', '2026-04-18', '2025-11-28', '2025-12-20', '2025-12-23']);
    const item = random.weighted(shuffledItems, popularity);
    const channel = random.weighted(['Shop', 'Online', 'Record Fair'], [62, 31, 7]);
    const qty = random.weighted([1, 2, 3], [88, 10, 2]);
    const code = random.chance(0.06) ? random.pick(['RSD10', 'LOYALTY5', 'STAFF20']) : null;
    const off = code === 'STAFF20' ? 0.8 : code === 'RSD10' ? 0.9 : code === 'LOYALTY5' ? 0.95 : channel === 'Record Fair' ? 0.9 : 1;
    const unit = roundTo(item.price * off, 2);
    sales.push({
      id: '',
      date,
      sku: item.sku,
      qty,
      unit,
      total: roundTo(unit * qty, 2),
      channel,
      payment: channel === 'Online' ? random.weighted(['Card', 'PayPal'], [70, 30]) : random.weighted(['Card', 'Cash'], [78, 22]),
      staff: channel === 'Online' ? null : random.weighted(STAFF.map((s) => s[0]), STAFF.map((s) => s[1])),
      code,
    });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date));
  sales.forEach((s, i) => (s.id = `S${String(300_001 + i)}`));

  const customers = Array.from(new Set(Array.from({ length: 600 }, () => `${random.pick(CUSTOMER_FIRST)} ${random.pick(CUSTOMER_LAST)}`)));
  const regularity = customers.map((_, i) => (i === 0 ? 30 : i === 1 ? 22 : 1 + random.next() * 3));
  const orders: Order[] = [];
  for (let i = 0; i < 2_600; i++) {
    const ordered = random.date('2025-01-06', '2026-10-30');
    const item = random.weighted(shuffledItems, popularity);
    const age = daysBetween(ordered, '2026-11-01');
    const status = age < 21 ? random.weighted(['Ordered', 'Arrived', 'Cancelled'], [70, 25, 5]) : age < 60 ? random.weighted(['Ordered', 'Arrived', 'Collected', 'Cancelled'], [25, 25, 40, 10]) : random.weighted(['Ordered', 'Collected', 'Cancelled'], [3, 85, 12]);
    const collected = status === 'Collected' ? addDays(ordered, Math.min(age, random.int(6, 40))) : null;
    orders.push({
      ref: `CO-${String(i + 1).padStart(4, '0')}`,
      customer: random.weighted(customers, regularity),
      sku: item.sku,
      ordered,
      status,
      deposit: random.chance(0.3) ? null : roundTo(Math.min(item.price, random.pick([5, 10, 10, 20])), 2),
      collected,
    });
  }
  orders.sort((a, b) => a.ordered.localeCompare(b.ordered));
  orders.forEach((o, i) => (o.ref = `CO-${String(i + 1).padStart(4, '0')}`));
  return { items, sales, orders };
}

const ITEM_COLUMNS: Column<Item>[] = [
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Title', value: (r) => r.title },
  { header: 'Artist', value: (r) => r.artist },
  { header: 'Format', value: (r) => r.format },
  { header: 'Genre', value: (r) => r.genre },
  { header: 'Condition', value: (r) => r.condition },
  { header: 'Label', value: (r) => r.label },
  { header: 'Release Year', value: (r) => r.year },
  { header: 'Cost (£)', value: (r) => r.cost },
  { header: 'Shelf Price (£)', value: (r) => r.price },
  { header: 'In Stock', value: (r) => r.stock },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Sale ID', value: (r) => r.id },
  { header: 'Sale Date', value: (r) => r.date },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Qty', value: (r) => r.qty },
  { header: 'Unit Price (£)', value: (r) => r.unit },
  { header: 'Line Total (£)', value: (r) => r.total },
  { header: 'Channel', value: (r) => r.channel },
  { header: 'Payment', value: (r) => r.payment },
  { header: 'Staff', value: (r) => r.staff },
  { header: 'Discount Code', value: (r) => r.code },
];

const ORDER_COLUMNS: Column<Order>[] = [
  { header: 'Order Ref', value: (r) => r.ref },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'SKU', value: (r) => r.sku },
  // Typed as text in the workbook, as the shop's order book was.
  { header: 'Ordered On', value: (r) => `${r.ordered}` },
  { header: 'Status', value: (r) => r.status },
  { header: 'Deposit (£)', value: (r) => (r.deposit === null ? null : r.deposit.toFixed(2)) },
  { header: 'Collected On', value: (r) => r.collected },
];

export const recordshop: BusinessSchema = {
  name: 'recordshop',
  description: 'An independent record shop: stock catalogue (XLSX), 64,000 sales lines Jan 2025-Oct 2026 (CSV) and customer orders (XLSX), joined on SKU',
  async build(dir) {
    const { items, sales, orders } = generate();
    const files = [
      await writeXlsx(join(dir, 'catalogue.xlsx'), 'Catalogue', ITEM_COLUMNS, items),
      await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales),
      await writeXlsx(join(dir, 'customer_orders.xlsx'), 'Orders', ORDER_COLUMNS, orders),
    ];
    const q = questionSet('recordshop');
    const itemOf = new Map(items.map((i) => [i.sku, i]));
    const it = (s: { sku: string }) => itemOf.get(s.sku)!;
    const total = (s: Sale) => s.total;
    const units = (s: Sale) => s.qty;
    const inYear = (y: string) => (s: Sale) => s.date.startsWith(y);

    q.ask('How many sales lines have we got?', count(sales.length));
    q.ask('how many items are in the catalogue', count(items.length));
    q.ask('What are total sales, all time, in pounds?', amount(sumOf(sales, total)));
    const y25 = q.ask('How much did we take in 2025?', amount(sumOf(sales, total, inYear('2025'))));
    q.followUp(y25, 'what about 2026?', amount(sumOf(sales, total, inYear('2026'))));
    q.ask('Units sold by format', countsBy(groupBy(sales, (s) => it(s).format, 'sum', units)));
    q.ask('Which genre brings in the most money?', winner(groupBy(sales, (s) => it(s).genre, 'sum', total)));
    q.ask('top 5 artists by copies sold', ranking(ranked(groupBy(sales, (s) => it(s).artist, 'sum', units), 5)));
    q.ask('How many CDs did we sell in March 2026?', count(sumOf(sales, units, (s) => it(s).format === 'CD' && s.date.startsWith('2026-03'))));
    q.ask('Average selling price of a used LP', amount(avgOf(sales, (s) => s.unit, (s) => it(s).format === 'LP' && it(s).condition === 'Used')));
    q.ask('What share of our revenue comes from online?', percent(percentOf(sumOf(sales, total, (s) => s.channel === 'Online'), sumOf(sales, total))));
    q.ask('number of sales by channel', countsBy(groupBy(sales, (s) => s.channel, 'count')));
    q.ask('Which month had the most sales transactions?', month(busiestMonth(sales, (s) => s.date)));
    const cash = q.ask('How many sales were paid in cash in Q3 2025?', count(countWhere(sales, (s) => s.payment === 'Cash' && inYear('2025')(s) && quarterOf(s.date) === 3)));
    q.followUp(cash, 'and by card?', count(countWhere(sales, (s) => s.payment === 'Card' && inYear('2025')(s) && quarterOf(s.date) === 3)));
    q.ask('Revenue between 1 June and 15 August 2026', amount(sumOf(sales, total, (s) => s.date >= '2026-06-01' && s.date <= '2026-08-15')));
    q.ask('how many sales since 1st September 2026?', count(countWhere(sales, (s) => s.date >= '2026-09-01')));
    q.ask('Who rang up the most sales in the shop?', winner(groupBy(sales, (s) => s.staff, 'count', undefined, (s) => s.channel === 'Shop')));
    q.ask("What's our best selling album by copies?", winner(groupBy(sales, (s) => it(s).title, 'sum', units)));
    q.ask('How many Total Harmony records have we sold?', count(sumOf(sales, units, (s) => it(s).artist === 'Total Harmony')));
    q.ask('how much money have The The records made us', amount(sumOf(sales, total, (s) => it(s).artist === 'The The')));
    q.ask('How many catalogue items have no release year?', count(countWhere(items, (i) => i.year === null)));
    q.ask('Average shelf price, new vs used', breakdown(groupBy(items, (i) => i.condition, 'avg', (i) => i.price)));
    q.ask("What's the most expensive thing in the catalogue?", winner(groupBy(items, (i) => i.title, 'max', (i) => i.price)));
    q.ask('What was our gross margin on everything sold (sales minus cost price)?', amount(sumOf(sales, (s) => s.total - s.qty * it(s).cost)));
    q.ask('How many sales used a discount code?', count(countWhere(sales, (s) => s.code !== null)));
    q.ask('median line total', amount(medianOf(sales, total)));
    q.ask('How many copies do we have in stock across the whole catalogue?', count(sumOf(items, (i) => i.stock)));
    q.ask('How many jazz items are out of stock?', count(countWhere(items, (i) => i.genre === 'Jazz' && i.stock === 0)));
    q.ask('How many customer orders are still waiting to come in?', count(countWhere(orders, (o) => o.status === 'Ordered')));
    q.ask('customer orders by status', countsBy(groupBy(orders, (o) => o.status, 'count')));
    q.ask('How much deposit money are we holding on orders not yet collected or cancelled?', amount(sumOf(orders, (o) => o.deposit, (o) => o.status === 'Ordered' || o.status === 'Arrived')));
    q.ask('Which customer has placed the most orders?', winner(groupBy(orders, (o) => o.customer, 'count')));
    q.ask('What percentage of customer orders got cancelled?', percent(percentOf(countWhere(orders, (o) => o.status === 'Cancelled'), orders.length)));
    q.ask('How many customer orders came in during October 2026?', count(countWhere(orders, (o) => o.ordered.startsWith('2026-10'))));
    q.ask('Which genre do customers order most?', winner(groupBy(orders, (o) => it(o).genre, 'count')));
    q.ask('On average how many days between a customer ordering and collecting?', amount(avgOf(orders, (o) => (o.collected === null ? null : daysBetween(o.ordered, o.collected))), 1));
    q.ask('Record Fair takings in 2025', amount(sumOf(sales, total, (s) => s.channel === 'Record Fair' && inYear('2025')(s))));

    q.ask('What was our profit after rent and wages last year?', decline('no rent or wage data'));
    q.ask('How many records will we sell over Christmas 2026?', decline('a forecast'));
    q.ask('Which customers are signed up to the newsletter?', decline('no mailing list column'));
    q.ask('What is the greatest album of all time?', decline('an opinion'));
    q.ask('How many records did we sell in 2023?', decline('sales start in January 2025'));
    q.ask('What star rating do customers give our records?', decline('no ratings'));
    q.ask('Which sales were returned for a refund?', decline('no returns column'));
    q.ask('What time of day do we sell the most?', decline('sale dates have no time'));
    q.ask('Which distributor do we buy our Jazz stock from?', decline('no distributor or supplier column'));
    q.ask("What's Nadia Quinn's phone number?", decline('no contact details'));
    q.ask('How much is our stock worth on Discogs?', decline('no market values'));
    return { files, questions: q.questions };
  },
};

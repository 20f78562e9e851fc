// A yarn and knitting shop that also runs classes: 420 products (CSV: SKU with a leading zero,
// product, brand, category, fibre and weight for yarns, RRP), 9,500 till and web sales lines from
// January 2024 to October 2025 with text dates ("03 Feb 2025") and refunded lines (CSV), and 680
// class bookings (XLSX) whose kit SKU points at the products. Traps: SKUs and receipt numbers that
// look numeric, money with the unit in the header, blank fibre and weight cells on non-yarn lines,
// refunded lines beside sold ones, a yarn named "Total Comfort Merino DK" that is no total, text
// dates in the sales table, attendee names with spaces.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: string;
  name: string;
  brand: string;
  category: string;
  fibre: string | null;
  weight: string | null;
  rrp: number;
}

interface Line {
  id: number;
  receipt: number;
  date: string;
  sku: string;
  qty: number;
  unit: number;
  channel: string;
  status: string;
}

interface Booking {
  id: number;
  cls: string;
  date: string;
  attendee: string;
  fee: number;
  kit: string | null;
  status: string;
}

const BRANDS = ['Drops', 'Rowan', 'Stylecraft', 'West Yorkshire Spinners', 'King Cole', 'Sirdar', 'Erika Knight', 'Debbie Bliss'];
const FIBRES: [string, number][] = [['Wool', 30], ['Merino', 18], ['Cotton', 16], ['Acrylic', 22], ['Alpaca', 8], ['Blend', 12]];
const WEIGHTS: [string, number][] = [['4ply', 22], ['DK', 38], ['Aran', 24], ['Chunky', 16]];
const SHADES = ['Heather', 'Moss', 'Slate', 'Damson', 'Oatmeal', 'Saffron', 'Teal', 'Rose', 'Charcoal', 'Sky', 'Rust', 'Ivory', 'Bramble', 'Sage', 'Plum', 'Ochre'];
const CLASSES: [string, number, number][] = [['Beginners Knitting', 30, 35], ['Crochet Basics', 24, 35], ['Sock Knitting', 14, 45], ['Fair Isle', 10, 55], ['Brioche', 8, 50], ['Finishing and Seaming', 14, 30]];
const FIRST = ['Margaret', 'Susan', 'Helen', 'Claire', 'Joanne', 'Alison', 'Rachel', 'Kate', 'Fiona', 'Linda', 'Emma', 'Jane', 'Sarah', 'Lucy', 'Anne', 'Gillian', 'Tom', 'David', 'Priya', 'Megan'];
const LAST = ['Ashworth', 'Brennan', 'Chadwick', 'Dunn', 'Eastwood', 'Foster', 'Greenhalgh', 'Holt', 'Ingham', 'Kenyon', 'Lord', 'Marsden', 'Nuttall', 'Ogden', 'Pilling', 'Ramsbottom', 'Schofield', 'Taylor', 'Whitworth'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function textDate(iso: string): string {
  return `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

function generate(): { products: Product[]; lines: Line[]; bookings: Booking[] } {
  const random = createRandom(50_129);
  const products: Product[] = [];
  const used = new Set<string>();
  const add = (p: Omit<Product, 'sku'>) => {
    if (used.has(p.name)) return;
    used.add(p.name);
    products.push({ sku: `0${3_100 + products.length * 7 + random.int(0, 5)}`, ...p });
  };
  add({ name: 'Total Comfort Merino DK', brand: 'Sirdar', category: 'Yarn', fibre: 'Merino', weight: 'DK', rrp: 7.5 });
  while (products.length < 300) {
    const fibre = random.weighted(FIBRES.map((f) => f[0]), FIBRES.map((f) => f[1]));
    const weight = random.weighted(WEIGHTS.map((w) => w[0]), WEIGHTS.map((w) => w[1]));
    const brand = random.pick(BRANDS);
    const base = { Wool: 5.2, Merino: 7.8, Cotton: 4.6, Acrylic: 3.1, Alpaca: 9.4, Blend: 4.9 }[fibre]!;
    add({ name: `${brand} ${random.pick(SHADES)} ${fibre} ${weight}`, brand, category: 'Yarn', fibre, weight, rrp: Math.round(base * (weight === 'Chunky' ? 1.3 : 1) * random.float(0.85, 1.2, 2) * 100) / 100 });
  }
  for (const size of ['2mm', '2.5mm', '3mm', '3.25mm', '3.5mm', '3.75mm', '4mm', '4.5mm', '5mm', '5.5mm', '6mm', '7mm', '8mm', '9mm', '10mm', '12mm']) {
    for (const kind of ['Straight Needles', 'Circular Needles 80cm', 'DPNs', 'Crochet Hook']) {
      add({ name: `${size} ${kind}`, brand: random.pick(['KnitPro', 'Pony', 'Clover']), category: kind === 'Crochet Hook' ? 'Hooks' : 'Needles', fibre: null, weight: null, rrp: random.float(3.5, 14, 2) });
    }
  }
  const notions = ['Stitch Markers', 'Row Counter', 'Tapestry Needles', 'Project Bag', 'Blocking Mats', 'Tape Measure', 'Cable Needles', 'Yarn Bowl', 'Pom Pom Maker', 'Needle Case'];
  for (const n of notions) for (const v of ['Small', 'Large', 'Set']) add({ name: `${n} ${v}`, brand: random.pick(['KnitPro', 'Pony', 'Clover', 'Lantern Moon']), category: 'Notions', fibre: null, weight: null, rrp: random.float(2, 24, 2) });
  while (products.length < 400) add({ name: `${random.pick(['Cabled', 'Lace', 'Striped', 'Raglan', 'Cosy', 'Baby', 'Fisherman', 'Slouchy'])} ${random.pick(['Jumper', 'Cardigan', 'Hat', 'Shawl', 'Socks', 'Blanket', 'Mittens', 'Cowl'])} Pattern ${random.int(1, 99)}`, brand: random.pick(BRANDS), category: 'Patterns', fibre: null, weight: null, rrp: random.float(3, 8, 2) });
  for (const k of ['Beginners Scarf Kit', 'Crochet Starter Kit', 'Sock Kit', 'Fair Isle Hat Kit', 'Brioche Cowl Kit', 'Blanket Square Kit', 'Tea Cosy Kit', 'Baby Booties Kit', 'Mittens Kit', 'Amigurumi Kit', 'Shawl Kit', 'Beanie Kit', 'Cushion Kit', 'Headband Kit', 'Wrist Warmers Kit', 'Bunting Kit', 'Christmas Bauble Kit', 'Bag Kit', 'Dishcloth Kit', 'Snood Kit']) {
    add({ name: k, brand: 'House', category: 'Kits', fibre: null, weight: null, rrp: random.float(18, 45, 2) });
  }

  const weights = products.map((p) => (p.category === 'Yarn' ? 4 : p.category === 'Patterns' ? 0.6 : 1) * random.float(0.1, 2, 2) * (p.name === 'Total Comfort Merino DK' ? 3 : 1));
  const days: string[] = [];
  for (let d = new Date('2024-01-01T00:00:00Z'); d <= new Date('2025-10-31T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  const dayWeights = days.map((d) => [1.4, 1.2, 1.1, 0.9, 0.8, 0.7, 0.6, 0.7, 1, 1.3, 1.5, 1.6][Number(d.slice(5, 7)) - 1] * (new Date(`${d}T00:00:00Z`).getUTCDay() === 0 ? 0.3 : 1));
  const lines: Line[] = [];
  let receipt = 70_001;
  while (lines.length < 9_500) {
    const date = random.weighted(days, dayWeights);
    const channel = random.weighted(['Shop', 'Online', 'Market'], [62, 30, 8]);
    const n = random.weighted([1, 2, 3, 4], [45, 30, 15, 10]);
    for (let k = 0; k < n && lines.length < 9_500; k++) {
      const p = random.weighted(products, weights);
      const qty = p.category === 'Yarn' ? random.weighted([1, 2, 3, 4, 5, 6, 8, 10], [18, 16, 12, 14, 12, 12, 8, 8]) : random.weighted([1, 2], [88, 12]);
      const unit = random.chance(0.12) ? Math.round(p.rrp * 0.8 * 100) / 100 : p.rrp;
      lines.push({ id: 0, receipt, date, sku: p.sku, qty, unit, channel, status: random.chance(0.04) ? 'refunded' : 'sold' });
    }
    receipt++;
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.receipt - b.receipt);
  lines.forEach((l, i) => (l.id = 500_001 + i));

  const kits = products.filter((p) => p.category === 'Kits');
  const attendees: string[] = [];
  while (attendees.length < 260) {
    const n = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (!attendees.includes(n)) attendees.push(n);
  }
  const attendeeWeights = attendees.map((_, i) => (i < 12 ? 5 : 1) * random.float(0.5, 1.5, 2));
  const bookings: Booking[] = [];
  for (let i = 0; i < 680; i++) {
    const [cls, , fee] = random.weighted(CLASSES, CLASSES.map((c) => c[1]));
    bookings.push({
      id: 9_001 + i,
      cls,
      date: random.date('2024-01-06', '2025-10-31'),
      attendee: random.weighted(attendees, attendeeWeights),
      fee: random.chance(0.15) ? fee - 5 : fee,
      kit: random.chance(0.45) ? random.pick(kits).sku : null,
      status: random.weighted(['attended', 'cancelled', 'no show', 'refunded'], [82, 9, 6, 3]),
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  bookings.forEach((b, i) => (b.id = 9_001 + i));
  return { products, lines, bookings };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (p) => p.sku },
  { header: 'product', value: (p) => p.name },
  { header: 'brand', value: (p) => p.brand },
  { header: 'category', value: (p) => p.category },
  { header: 'fibre', value: (p) => p.fibre },
  { header: 'weight', value: (p) => p.weight },
  { header: 'RRP (£)', value: (p) => p.rrp.toFixed(2) },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'line_id', value: (l) => l.id },
  { header: 'receipt_no', value: (l) => l.receipt },
  { header: 'sale_date', value: (l) => textDate(l.date) },
  { header: 'sku', value: (l) => l.sku },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Unit Price (£)', value: (l) => l.unit.toFixed(2) },
  { header: 'Line Total (£)', value: (l) => (Math.round(l.qty * l.unit * 100) / 100).toFixed(2) },
  { header: 'channel', value: (l) => l.channel },
  { header: 'status', value: (l) => l.status },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking ID', value: (b) => b.id },
  { header: 'Class', value: (b) => b.cls },
  { header: 'Class Date', value: (b) => b.date },
  { header: 'Attendee', value: (b) => b.attendee },
  { header: 'Fee (£)', value: (b) => b.fee },
  { header: 'Kit SKU', value: (b) => b.kit },
  { header: 'Status', value: (b) => b.status },
];

export const yarnshop: BusinessSchema = {
  name: 'yarnshop',
  description: 'A yarn and knitting shop with classes: 420 products (CSV), 9,500 sales lines Jan 2024-Oct 2025 with text dates (CSV) sharing sku, and 680 class bookings (XLSX) whose kit SKU points at the products',
  async build(dir) {
    const { products, lines, bookings } = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
      await writeXlsx(join(dir, 'class_bookings.xlsx'), 'Bookings', BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('yarnshop');
    const bySku = new Map(products.map((p) => [p.sku, p]));
    const prod = (l: Line) => bySku.get(l.sku)!;
    const total = (l: Line) => Math.round(l.qty * l.unit * 100) / 100;
    const sold = (l: Line) => l.status === 'sold';
    const inYear = (y: string) => (l: Line) => l.date.startsWith(y);
    const attended = (b: Booking) => b.status === 'attended';

    q.ask('How many products do we stock?', count(products.length));
    q.ask('How many of our yarns are DK?', count(countWhere(products, (p) => p.category === 'Yarn' && p.weight === 'DK')));
    q.ask('products by category', countsBy(groupBy(products, (p) => p.category, 'count')));
    q.ask('Which brand has the most yarns in the range?', winner(groupBy(products, (p) => p.brand, 'count', undefined, (p) => p.category === 'Yarn')));
    q.ask('Average RRP of a ball of yarn', amount(avgOf(products, (p) => p.rrp, (p) => p.category === 'Yarn')));
    q.ask('How many sales lines were refunded?', count(countWhere(lines, (l) => l.status === 'refunded')));
    q.ask('What were our sales in 2024, leaving out refunded lines?', amount(sumOf(lines, total, (l) => sold(l) && inYear('2024')(l))));
    const march = q.ask('Sales in March 2025 excluding refunds', amount(sumOf(lines, total, (l) => sold(l) && l.date.startsWith('2025-03'))));
    q.followUp(march, 'And April?', amount(sumOf(lines, total, (l) => sold(l) && l.date.startsWith('2025-04'))));
    q.ask('Sales by channel (sold lines, £)', breakdown(groupBy(lines, (l) => l.channel, 'sum', total, sold)));
    q.ask('Which product category brought in the most money? (sold lines)', winner(groupBy(lines, (l) => prod(l).category, 'sum', total, sold)));
    q.ask('Top 5 products by sales value, not counting refunds', ranking(ranked(groupBy(lines, (l) => prod(l).name, 'sum', total, sold), 5)));
    q.ask('How many balls of Aran yarn did we sell in 2025? (sold lines)', count(sumOf(lines, (l) => l.qty, (l) => sold(l) && inYear('2025')(l) && prod(l).category === 'Yarn' && prod(l).weight === 'Aran')));
    q.ask('Which fibre sold the most balls? (sold lines)', winner(groupBy(lines, (l) => prod(l).fibre, 'sum', (l) => l.qty, sold)));
    q.ask('What was the value of refunded lines in total?', amount(sumOf(lines, total, (l) => l.status === 'refunded')));
    q.ask('What percentage of sales lines were refunded?', percent(percentOf(countWhere(lines, (l) => l.status === 'refunded'), lines.length)));
    q.ask('Which month brought in the most money? (sold lines)', month(ranked(groupBy(lines, (l) => l.date.slice(0, 7), 'sum', total, sold), 1)[0]));
    q.ask('How many receipts are there in the sales data?', count(new Set(lines.map((l) => l.receipt)).size));
    q.ask('Average line total for sold lines', amount(avgOf(lines, total, sold)));
    q.ask('Sales in Q4 2024 (sold lines)', amount(sumOf(lines, total, (l) => sold(l) && inYear('2024')(l) && quarterOf(l.date) === 4)));
    q.ask('How many sales lines were there between 1 and 24 December 2024?', count(countWhere(lines, (l) => between(l.date, '2024-12-01', '2024-12-24'))));
    q.ask('How many online sales lines did we have in 2025?', count(countWhere(lines, (l) => l.channel === 'Online' && inYear('2025')(l))));
    q.ask('Average quantity per sales line', amount(avgOf(lines, (l) => l.qty), 2));
    q.ask('What is the biggest single line total?', amount(maxOf(lines, total)));
    q.ask('Top 3 brands by sales value, excluding refunds', ranking(ranked(groupBy(lines, (l) => prod(l).brand, 'sum', total, sold), 3)));
    q.ask('How many balls of Total Comfort Merino DK have we sold? (sold lines)', count(sumOf(lines, (l) => l.qty, (l) => sold(l) && prod(l).name === 'Total Comfort Merino DK')));
    q.ask('How many sales lines were at the Market in Q2 2025?', count(countWhere(lines, (l) => l.channel === 'Market' && inYear('2025')(l) && quarterOf(l.date) === 2)));
    q.ask('Merino yarn sales value in 2025, excluding refunds', amount(sumOf(lines, total, (l) => sold(l) && inYear('2025')(l) && prod(l).fibre === 'Merino')));
    q.ask('Which weight of yarn brought in the most money? (sold lines)', winner(groupBy(lines, (l) => prod(l).weight, 'sum', total, sold)));
    q.ask('How many products have never appeared on a sales line?', count(countWhere(products, (p) => !lines.some((l) => l.sku === p.sku))));
    q.ask('Average RRP of needles (the Needles category)', amount(avgOf(products, (p) => p.rrp, (p) => p.category === 'Needles')));
    q.ask('Median line total of sold lines', amount(medianOf(lines, total, sold)));
    q.ask('Units sold by category in 2024 (sold lines)', countsBy(groupBy(lines, (l) => prod(l).category, 'sum', (l) => l.qty, (l) => sold(l) && inYear('2024')(l))));

    q.ask('How many class bookings have we had?', count(bookings.length));
    q.ask('class bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('Total class fees from attended bookings', amount(sumOf(bookings, (b) => b.fee, attended)));
    q.ask('Which class gets booked the most?', winner(groupBy(bookings, (b) => b.cls, 'count')));
    q.ask('Average fee on Fair Isle class bookings', amount(avgOf(bookings, (b) => b.fee, (b) => b.cls === 'Fair Isle')));
    q.ask('How many people attended Sock Knitting in 2025?', count(countWhere(bookings, (b) => b.cls === 'Sock Knitting' && attended(b) && b.date.startsWith('2025'))));
    q.ask('How many class bookings came with a kit?', count(countWhere(bookings, (b) => b.kit !== null)));
    q.ask('Which kit is chosen most often with class bookings? Give the kit name.', winner(groupBy(bookings.filter((b) => b.kit !== null), (b) => bySku.get(b.kit!)!.name, 'count')));
    q.ask('What percentage of class bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'cancelled'), bookings.length)));
    q.ask('Who has booked the most classes?', winner(groupBy(bookings, (b) => b.attendee, 'count')));
    const nov = q.ask('How many class bookings were there for classes in November 2024?', count(countWhere(bookings, (b) => b.date.startsWith('2024-11'))));
    q.followUp(nov, 'and December 2024?', count(countWhere(bookings, (b) => b.date.startsWith('2024-12'))));
    q.ask('Fees from attended bookings by class', breakdown(groupBy(bookings, (b) => b.cls, 'sum', (b) => b.fee, attended), 0));
    q.ask('How many different people have booked a class?', count(new Set(bookings.map((b) => b.attendee)).size));

    q.ask('What margin do we make on Drops yarn?', decline('no cost prices'));
    q.ask('How many balls of Rowan DK are in stock right now?', decline('no stock levels'));
    q.ask('Which colour of yarn sells best?', decline('no colour column; shades are only part of some names'));
    q.ask('Which shop customer spent the most last year?', decline('sales lines carry no customer'));
    q.ask('Which tutor teaches the most classes?', decline('no tutor column'));
    q.ask('How long does the Brioche class last?', decline('no class durations'));
    q.ask('How many people are on the waiting list for Fair Isle?', decline('no waiting list'));
    q.ask('What will our Christmas 2025 sales be?', decline('a forecast'));
    q.ask('Which supplier delivers fastest?', decline('no supplier deliveries'));
    q.ask('What is the average age of our class attendees?', decline('no ages'));
    q.ask('How many followers do we have on Instagram?', decline('no social media data'));
    return { files, questions: q.questions };
  },
};

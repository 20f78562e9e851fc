// An independent aquatics shop (tropical, coldwater and marine fish, plants, food, equipment): about
// 320 products (CSV: category, supplier often blank for the local breeder, unit price in pounds, live
// flag) and about 27,000 till and web sale lines from January 2025 to 30 November 2026 (CSV) sharing
// "SKU", several lines to a receipt. Traps: timestamps with times, quantities above one, a line total
// that already includes the discount, statuses Completed / Refunded / Cancelled, a blank supplier, a
// product named "Total Protect Water Conditioner", and a receipt number that looks numeric.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo, shuffled } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: string;
  name: string;
  category: string;
  supplier: string | null;
  price: number;
  live: boolean;
}

interface Line {
  id: number;
  receipt: number;
  at: string;
  sku: string;
  qty: number;
  discount: number | null;
  total: number;
  channel: string;
  status: string;
}

// category, base names, variants, price range, suppliers, live
const RANGE: [string, string[], string[], number, number, (string | null)[], boolean][] = [
  ['Tropical Fish', ['Neon Tetra', 'Cardinal Tetra', 'Harlequin Rasbora', 'Guppy', 'Platy', 'Molly', 'Bristlenose Pleco', 'Corydoras', 'Betta', 'Angelfish', 'Discus', 'Dwarf Gourami', 'Cherry Barb', 'Kuhli Loach', 'Zebra Danio', 'Swordtail', 'Black Widow Tetra', 'Rummy Nose Tetra', 'Otocinclus', 'Honey Gourami', 'Ram Cichlid', 'Endler'], ['small', 'medium', 'large', 'breeding pair'], 2.5, 45, ['Aquadistri', 'Local breeder', null], true],
  ['Coldwater Fish', ['Common Goldfish', 'Shubunkin', 'Comet', 'Fantail', 'Oranda', 'Ryukin', 'White Cloud Minnow', 'Weather Loach', 'Koi'], ['3-5cm', '5-8cm', '8-12cm', '12cm+'], 2, 60, ['Aquadistri', 'Local breeder', null], true],
  ['Marine Fish', ['Clownfish', 'Royal Gramma', 'Yellow Tang', 'Firefish Goby', 'Banggai Cardinal', 'Six Line Wrasse', 'Coral Beauty'], ['small', 'medium', 'large'], 25, 120, ['Tropical Marine Centre'], true],
  ['Plants', ['Java Fern', 'Anubias Nana', 'Amazon Sword', 'Cryptocoryne', 'Vallisneria', 'Java Moss', 'Monte Carlo', 'Hornwort', 'Red Tiger Lotus', 'Water Sprite', 'Ludwigia', 'Rotala', 'Dwarf Hairgrass', 'Anubias Barteri', 'Bucephalandra'], ['pot', 'tissue culture', 'bunch'], 3, 14, ['Tropica', 'Dennerle'], true],
  ['Food', ['Tetra Flakes', 'Tetra Granules', 'Hikari Micro Pellets', 'Bloodworm (frozen)', 'Brine Shrimp (frozen)', 'Algae Wafers', 'Goldfish Sticks', 'Marine Pellets', 'Daphnia (frozen)', 'Catfish Pellets'], ['50g', '100g', '250g', '500g'], 2.5, 18, ['Tetra', 'Hikari', 'Gamma'], false],
  ['Water Care', ['Total Protect Water Conditioner', 'Filter Start Bacteria', 'Ammonia Test Kit', 'pH Down', 'Algae Control', 'Marine Salt'], ['100ml', '250ml', '500ml', '1 litre'], 4, 32, ['Tetra', 'API', 'Seachem'], false],
  ['Equipment', ['External Filter', 'Internal Filter', 'Heater', 'LED Light', 'Air Pump', 'Gravel Vac', 'CO2 Kit', 'Net', 'Thermometer', 'Aquascaping Tools', 'Background', 'Substrate'], ['nano', 'small', 'medium', 'large'], 6, 180, ['Fluval UK', 'Oase', 'Eheim'], false],
  ['Aquariums', ['Nano Cube', 'Starter Tank', 'Cabinet Aquarium', 'Rimless Tank', 'Pond Kit'], ['30L', '60L', '120L', '240L'], 45, 650, ['Fluval UK', 'Juwel', 'Oase'], false],
];
const CHANNELS: [string, number][] = [['Shop', 62], ['Online', 26], ['Click & Collect', 12]];

function generate(): { products: Product[]; lines: Line[] } {
  const random = createRandom(46_347);
  const products: Product[] = [];
  let n = 1001;
  for (const [category, bases, variants, lo, hi, suppliers, live] of RANGE) {
    for (const base of bases) {
      const basePrice = random.float(lo, hi * 0.6, 2);
      variants.forEach((variant, v) => {
        products.push({
          sku: `AQ-${n++}`,
          name: `${base} - ${variant}`,
          category,
          supplier: random.pick(suppliers),
          price: roundTo(Math.min(hi, basePrice * (1 + v * 0.55)) - 0.01, 2),
          live,
        });
      });
    }
  }
  const order = shuffled(random, products);
  const weights = order.map((p, i) => (p.category === 'Aquariums' ? 0.15 : p.category === 'Food' || p.category === 'Water Care' ? 3 : 1) / (1 + i * 0.01));
  const lines: Line[] = [];
  const start = '2025-01-01';
  const days = daysBetween(start, '2026-11-30');
  let receipt = 700_000;
  while (lines.length < 27_000) {
    receipt += random.int(1, 3);
    const date = addDays(start, random.int(0, days));
    const at = `${date} ${String(random.int(9, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    const receiptStatus = random.next();
    const k = random.weighted([1, 2, 3, 4, 5], [35, 28, 18, 12, 7]);
    for (let i = 0; i < k; i++) {
      let p = random.weighted(order, weights);
      if (channel === 'Online' && p.category === 'Marine Fish') p = random.weighted(order, weights);
      const qty = p.live && p.category !== 'Marine Fish' && p.category !== 'Plants' ? random.weighted([1, 2, 3, 4, 5, 6, 10], [20, 15, 10, 10, 15, 20, 10]) : p.category === 'Aquariums' ? 1 : random.weighted([1, 2, 3], [75, 18, 7]);
      const discount = random.chance(0.08) ? roundTo(p.price * qty * random.pick([0.1, 0.15, 0.2]), 2) : null;
      const status = channel === 'Online' && receiptStatus < 0.05 ? 'Cancelled' : receiptStatus > 0.965 ? 'Refunded' : 'Completed';
      lines.push({ id: 0, receipt, at, sku: p.sku, qty, discount, total: roundTo(p.price * qty - (discount ?? 0), 2), channel, status });
    }
  }
  lines.sort((a, b) => a.at.localeCompare(b.at) || a.receipt - b.receipt);
  lines.forEach((l, i) => (l.id = i + 1));
  return { products, lines };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Product Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category },
  { header: 'Supplier', value: (p) => p.supplier },
  { header: 'Unit Price (£)', value: (p) => p.price },
  { header: 'Livestock', value: (p) => (p.live ? 'Yes' : 'No') },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Receipt No', value: (l) => l.receipt },
  { header: 'Sold At', value: (l) => l.at },
  { header: 'SKU', value: (l) => l.sku },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Discount (£)', value: (l) => l.discount },
  { header: 'Line Total (£)', value: (l) => l.total },
  { header: 'Channel', value: (l) => l.channel },
  { header: 'Status', value: (l) => l.status },
];

export const aquatics: BusinessSchema = {
  name: 'aquatics',
  description: 'An aquatics shop: about 320 products (CSV) and about 27,000 sale lines Jan 2025 - Nov 2026 with line totals in pounds (CSV) sharing SKU',
  async build(dir) {
    const { products, lines } = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('aquatics');
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const prod = (l: Line) => productOf.get(l.sku)!;
    const done = (l: Line) => l.status === 'Completed';
    const total = (l: Line) => l.total;
    const inMonth = (m: string) => (l: Line) => l.at.startsWith(m);
    const y = (year: string) => (l: Line) => l.at.startsWith(year);

    q.ask('How many products do we stock?', count(products.length));
    q.ask('products per category', countsBy(groupBy(products, (p) => p.category, 'count')));
    q.ask('How many products have no supplier listed?', count(countWhere(products, (p) => p.supplier === null)));
    q.ask('Which category has the highest average unit price?', winner(groupBy(products, (p) => p.category, 'avg', (p) => p.price)));
    q.ask('Average unit price of livestock items', amount(avgOf(products, (p) => p.price, (p) => p.live)));
    q.ask('How many sale lines are there?', count(lines.length));
    q.ask('How many receipts have we had in total?', count(new Set(lines.map((l) => l.receipt)).size));
    q.ask('lines by status', countsBy(groupBy(lines, (l) => l.status, 'count')));
    q.ask('Total sales from completed lines', amount(sumOf(lines, total, done)));
    q.ask('How much did we refund in 2026?', amount(sumOf(lines, total, (l) => l.status === 'Refunded' && y('2026')(l))));
    q.ask('How much discount have we given away on completed sales?', amount(sumOf(lines, (l) => l.discount, done)));
    q.ask('Completed sales by category', breakdown(groupBy(lines, (l) => prod(l).category, 'sum', total, done)));
    q.ask('Which category makes us the most money?', winner(groupBy(lines, (l) => prod(l).category, 'sum', total, done)));
    q.ask('Top 5 products by completed sales value', ranking(ranked(groupBy(lines, (l) => prod(l).name, 'sum', total, done), 5)));
    q.ask('How many fish did we sell in 2025 (tropical, coldwater and marine, completed only)?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && y('2025')(l) && prod(l).category.endsWith('Fish'))));
    q.ask('How many neon tetras have we sold?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && prod(l).name.startsWith('Neon Tetra'))));
    q.ask('Which coldwater fish sells the most by quantity?', winner(groupBy(lines, (l) => prod(l).name, 'sum', (l) => l.qty, (l) => done(l) && prod(l).category === 'Coldwater Fish')));
    q.ask('How many Total Protect Water Conditioner bottles did we sell?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && prod(l).name.startsWith('Total Protect'))));
    q.ask('Completed sales by supplier', breakdown(groupBy(lines, (l) => prod(l).supplier, 'sum', total, done)));
    q.ask('Which supplier brings in the least in completed sales?', winner(groupBy(lines, (l) => prod(l).supplier, 'sum', total, done), 'asc'));
    q.ask('What share of completed sales value comes from livestock?', percent(percentOf(sumOf(lines, total, (l) => done(l) && prod(l).live), sumOf(lines, total, done))));
    q.ask('Sales by channel (completed)', breakdown(groupBy(lines, (l) => l.channel, 'sum', total, done)));
    q.ask('What percentage of online lines were cancelled?', percent(percentOf(countWhere(lines, (l) => l.channel === 'Online' && l.status === 'Cancelled'), countWhere(lines, (l) => l.channel === 'Online'))));
    q.ask('How many aquariums did we sell through click & collect?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && l.channel === 'Click & Collect' && prod(l).category === 'Aquariums')));
    q.ask('Average line total for completed sales', amount(avgOf(lines, total, done)));
    const receiptTotals = groupBy(lines, (l) => String(l.receipt), 'sum', total, done);
    q.ask('Average receipt value (completed sales)', amount([...receiptTotals.values()].reduce((s, v) => s + v, 0) / receiptTotals.size));
    q.ask('Biggest single line total ever', amount(maxOf(lines, total)));
    q.ask('Completed sales last month', amount(sumOf(lines, total, (l) => done(l) && inMonth('2026-10')(l))));
    q.ask('How many receipts in the last 30 days?', count(new Set(lines.filter((l) => l.at >= '2026-11-01' && l.at < '2026-12-01').map((l) => l.receipt)).size));
    q.ask('Completed sales in Q1 2026', amount(sumOf(lines, total, (l) => done(l) && y('2026')(l) && quarterOf(l.at) === 1)));
    q.ask('Which month in 2025 had the highest completed sales?', month(ranked(groupBy(lines, (l) => l.at.slice(0, 7), 'sum', total, (l) => done(l) && y('2025')(l)), 1)[0]));
    q.ask('Completed sales 2025 vs 2026', breakdown(groupBy(lines, (l) => l.at.slice(0, 4), 'sum', total, done)));
    q.ask('When did we last sell a marine fish?', day(dateRange(lines, (l) => l.at, (l) => prod(l).category === 'Marine Fish' && done(l)).last));
    q.ask('How many sale lines were rung up at 5pm or later?', count(countWhere(lines, (l) => l.at.slice(11, 13) === '17')));
    q.ask('How many different products did we sell online in October 2026?', count(new Set(lines.filter((l) => l.channel === 'Online' && inMonth('2026-10')(l)).map((l) => l.sku)).size));
    q.ask('How many receipts had 5 or more lines on them?', count([...groupBy(lines, (l) => String(l.receipt), 'count').values()].filter((k) => k >= 5).length));
    q.ask('Average discount on completed lines that got one', amount(avgOf(lines, (l) => l.discount, done)));
    q.ask('How many products sold fewer than 10 units in completed sales?', count(products.length - [...groupBy(lines, (l) => l.sku, 'sum', (l) => l.qty, done).values()].filter((v) => v >= 10).length));
    q.ask('How many plants did we sell in summer 2026 (June to August)?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && prod(l).category === 'Plants' && l.at >= '2026-06-01' && l.at < '2026-09-01')));
    q.ask('Average quantity per line for tropical fish', amount(avgOf(lines, (l) => l.qty, (l) => done(l) && prod(l).category === 'Tropical Fish'), 2));
    q.ask('How many lines had a discount?', count(countWhere(lines, (l) => l.discount !== null)));
    q.ask('Refunded value by category', breakdown(groupBy(lines, (l) => prod(l).category, 'sum', total, (l) => l.status === 'Refunded')));
    q.ask('Top 3 food products by units sold', ranking(ranked(groupBy(lines, (l) => prod(l).name, 'sum', (l) => l.qty, (l) => done(l) && prod(l).category === 'Food'), 3)));
    q.ask('How much did Tetra products make us in completed sales?', amount(sumOf(lines, total, (l) => done(l) && prod(l).supplier === 'Tetra')));
    q.ask('How many Saturday receipts did we have in 2026?', count(new Set(lines.filter((l) => y('2026')(l) && new Date(`${l.at.slice(0, 10)}T00:00:00Z`).getUTCDay() === 6).map((l) => l.receipt)).size));
    q.ask('How many items (units) did we sell on completed lines in September 2026?', count(sumOf(lines, (l) => l.qty, (l) => done(l) && inMonth('2026-09')(l))));
    const koi = q.ask('How much have we made from koi?', amount(sumOf(lines, total, (l) => done(l) && prod(l).name.startsWith('Koi'))));
    q.followUp(koi, 'and from discus?', amount(sumOf(lines, total, (l) => done(l) && prod(l).name.startsWith('Discus'))));
    const eq = q.ask('Equipment sales in 2025 (completed)', amount(sumOf(lines, total, (l) => done(l) && y('2025')(l) && prod(l).category === 'Equipment')));
    q.followUp(eq, 'what about aquariums?', amount(sumOf(lines, total, (l) => done(l) && y('2025')(l) && prod(l).category === 'Aquariums')));

    q.ask('What is our gross margin on livestock?', decline('no cost prices'));
    q.ask('How many fish died in the shop tanks last month?', decline('no losses recorded'));
    q.ask('Which customers spend the most?', decline('no customer ids'));
    q.ask('How much stock of neon tetras do we have right now?', decline('no stock levels'));
    q.ask('What were sales in December 2026?', decline('sales end on 30 November 2026'));
    q.ask('How many sales did we make in 2024?', decline('sales start in January 2025'));
    q.ask('Which member of staff sold the most?', decline('no staff column'));
    q.ask('What was the water temperature in the tropical tanks?', decline('no water readings'));
    q.ask('How much did we pay our suppliers this year?', decline('no purchases or supplier invoices'));
    q.ask('What postage did online customers pay?', decline('no postage or delivery column'));
    q.ask('How many people visited the website?', decline('no web traffic data'));
    return { files, questions: q.questions };
  },
};

// A tile and flooring showroom with trade and retail customers: 360 tiles (XLSX: range, material,
// size, £ per m2 and m2 per box), 1,500 customer accounts (CSV) and about 24,000 order lines from
// January 2024 to June 2025 (CSV) sharing `SKU` and `Account No`. Traps: account numbers with
// leading zeros and SKUs that look like quantities, quantities in boxes while owners ask in square
// metres (a join to the box size), money as text ("£1,234.56"), dd/mm/yyyy dates, cancelled and
// returned lines, blank channels and towns, a market town called March, a range called "Total
// Stone" and a trade account "Total Tiling Ltd" that are no totals, an "Other" material, and
// customers who never ordered.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { money, ukDate, within } from './shared.ts';

interface Tile {
  sku: number;
  name: string;
  range: string;
  material: string;
  size: string;
  perM2: number;
  m2PerBox: number;
  discontinued: boolean;
}

interface Customer {
  account: string;
  name: string;
  type: 'Trade' | 'Retail';
  town: string | null;
  opened: string;
}

interface Line {
  order: number;
  line: number;
  date: string;
  account: string;
  sku: number;
  boxes: number;
  perBox: number;
  total: number;
  status: 'Completed' | 'Returned' | 'Cancelled';
  channel: string | null;
}

// range, material, base £/m2
const RANGES: [string, string, number][] = [
  ['Metro', 'Ceramic', 24], ['Carrara', 'Porcelain', 39], ['Slate Effect', 'Porcelain', 33], ['Terrazzo', 'Porcelain', 46],
  ['Encaustic', 'Ceramic', 52], ['Hexagon', 'Mosaic', 61], ['Victorian', 'Ceramic', 57], ['Wood Effect', 'Porcelain', 36],
  ['Travertine', 'Natural Stone', 68], ['Limestone', 'Natural Stone', 74], ['Total Stone', 'Natural Stone', 81], ['Glass Brick', 'Glass', 88],
  ['Zellige', 'Ceramic', 95], ['Cork Look', 'Other', 29], ['Penny Round', 'Mosaic', 64],
];
const COLOURS = ['White', 'Black', 'Grey', 'Sage', 'Navy', 'Cream', 'Blush', 'Charcoal', 'Ivory', 'Teal', 'Terracotta', 'Ochre'];
const SIZES: [string, number][] = [['75x150', 0.5], ['100x200', 0.8], ['300x600', 1.44], ['600x600', 1.44], ['600x1200', 1.44], ['200x200', 1], ['150x900', 1.08]];
const TOWNS: [string, number][] = [['Ely', 22], ['March', 14], ['Wisbech', 12], ['Huntingdon', 16], ['St Ives', 11], ['Chatteris', 7], ['Newmarket', 10], ['Royston', 8]];
const TRADE_WORDS = [
  'Fenland', 'Ouse', 'Abbey', 'Cathedral', 'Riverside', 'Crown', 'Meridian', 'Harvest', 'Granta', 'Cam', 'Nene', 'Willow', 'Oak', 'Beacon', 'Mill',
  'Eastfield', 'Lantern', 'Bridge Street', 'Orchard', 'Swan', 'Heron', 'Kingfisher', 'Marshland', 'Wold', 'Ashwell', 'Castle', 'Priory', 'Anchor', 'Ivy', 'Regent',
];
const TRADE_KINDS = ['Tiling', 'Bathrooms', 'Interiors', 'Building Services', 'Kitchens', 'Flooring', 'Renovations'];

function generate(): { tiles: Tile[]; customers: Customer[]; lines: Line[] } {
  const random = createRandom(45_101);
  const tiles: Tile[] = [];
  let sku = 300_117;
  for (const [range, material, base] of RANGES) {
    const sizes = shuffled(random, SIZES).slice(0, 2);
    for (const colour of COLOURS) {
      for (const [size, m2PerBox] of sizes) {
        tiles.push({
          sku,
          name: `${range} ${colour} ${size}`,
          range,
          material,
          size,
          perM2: roundTo(base * random.float(0.8, 1.25, 3), 2),
          m2PerBox,
          discontinued: random.chance(0.08),
        });
        sku += random.int(3, 19);
      }
    }
  }

  const people = personNames(random, 1_300);
  const combos = TRADE_WORDS.flatMap((w) => TRADE_KINDS.map((k) => `${w} ${k}`));
  const tradeNames = ['Total Tiling Ltd', ...shuffled(random, combos).slice(0, 199).map((n) => (random.chance(0.6) ? `${n} Ltd` : n))];
  const names = shuffled(random, [...tradeNames.map((n) => [n, 'Trade'] as const), ...people.map((n) => [n, 'Retail'] as const)]);
  const accounts = shuffled(random, Array.from({ length: names.length }, (_, i) => String(1_200 + i * 3).padStart(6, '0')));
  const customers: Customer[] = names.map(([name, type], i) => ({
    account: accounts[i],
    name,
    type,
    town: random.chance(0.02) ? null : random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
    opened: random.date('2019-03-01', '2025-05-31'),
  }));
  customers.sort((a, b) => a.account.localeCompare(b.account));

  const ordering = customers.filter((c) => c.name === 'Total Tiling Ltd' || !random.chance(0.19));
  const weights = ordering.map((c) => (c.type === 'Trade' ? random.float(2, 9, 2) : random.float(0.3, 1.5, 2)));
  const popularity = tiles.map((t) => random.float(0.2, 3, 2) * (t.discontinued ? 0.5 : 1));
  const lines: Line[] = [];
  let order = 70_001;
  while (lines.length < 24_000) {
    const c = random.weighted(ordering, weights);
    let date = random.date('2024-01-01', '2025-06-30');
    if (date < c.opened) date = c.opened;
    const channel = random.chance(0.03) ? null : random.weighted(['Showroom', 'Phone', 'Online'], c.type === 'Trade' ? [30, 55, 15] : [60, 10, 30]);
    const n = random.int(1, 4);
    for (let l = 1; l <= n; l++) {
      let t = random.weighted(tiles, popularity);
      if (t.discontinued && date >= '2025-01-01' && random.chance(0.9)) t = random.weighted(tiles, popularity);
      const boxes = c.type === 'Trade' ? random.int(2, 40) : random.int(1, 12);
      const perBox = roundTo(t.perM2 * t.m2PerBox * (c.type === 'Trade' ? 0.85 : 1), 2);
      const roll = random.next();
      const status = roll < 0.04 ? 'Cancelled' : roll < 0.095 ? 'Returned' : 'Completed';
      lines.push({ order, line: l, date, account: c.account, sku: t.sku, boxes, perBox, total: roundTo(boxes * perBox, 2), status, channel });
    }
    order++;
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.line - b.line);
  return { tiles, customers, lines };
}

const TILE_COLUMNS: Column<Tile>[] = [
  { header: 'SKU', value: (t) => t.sku },
  { header: 'Tile', value: (t) => t.name },
  { header: 'Range', value: (t) => t.range },
  { header: 'Material', value: (t) => t.material },
  { header: 'Size (mm)', value: (t) => t.size },
  { header: 'Price per m2 (£)', value: (t) => t.perM2 },
  { header: 'm2 per box', value: (t) => t.m2PerBox },
  { header: 'Discontinued', value: (t) => (t.discontinued ? 'Y' : null) },
];

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Account No', value: (c) => c.account },
  { header: 'Customer', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type },
  { header: 'Town', value: (c) => c.town },
  { header: 'Account opened', value: (c) => ukDate(c.opened) },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Order No', value: (l) => l.order },
  { header: 'Line', value: (l) => l.line },
  { header: 'Order date', value: (l) => ukDate(l.date) },
  { header: 'Account No', value: (l) => l.account },
  { header: 'SKU', value: (l) => l.sku },
  { header: 'Boxes', value: (l) => l.boxes },
  { header: 'Price per box', value: (l) => money(l.perBox) },
  { header: 'Line total', value: (l) => money(l.total) },
  { header: 'Status', value: (l) => l.status },
  { header: 'Channel', value: (l) => l.channel },
];

export const tileshop: BusinessSchema = {
  name: 'tileshop',
  description: 'A tile showroom: 360 tiles (XLSX), 1,500 trade and retail accounts (CSV) and 24,000 order lines Jan 2024-Jun 2025 (CSV) sharing SKU and Account No',
  async build(dir) {
    const { tiles, customers, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'tiles.xlsx'), 'Tiles', TILE_COLUMNS, tiles),
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'order_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('tileshop');
    const tileOf = new Map(tiles.map((t) => [t.sku, t]));
    const custOf = new Map(customers.map((c) => [c.account, c]));
    const tile = (l: Line) => tileOf.get(l.sku)!;
    const cust = (l: Line) => custOf.get(l.account)!;
    const done = (l: Line) => l.status === 'Completed';
    const value = (l: Line) => l.total;
    const m2 = (l: Line) => l.boxes * tile(l).m2PerBox;
    const inMonth = (m: string) => (l: Line) => l.date.startsWith(m);
    const ordered = new Set(lines.map((l) => l.account));

    q.ask('how many order lines are there altogether', count(lines.length));
    q.ask('How many customer accounts do we have?', count(customers.length));
    q.ask('how many trade accounts have we got', count(countWhere(customers, (c) => c.type === 'Trade')));
    q.ask('What were our total sales, not counting cancelled or returned lines?', amount(sumOf(lines, value, done)));
    q.ask('sales by channel (completed lines only)', breakdown(groupBy(lines, (l) => l.channel, 'sum', value, done)));
    q.ask('Which material makes us the most money?', winner(groupBy(lines, (l) => tile(l).material, 'sum', value, done)));
    q.ask('top 5 tiles by number of boxes sold', ranking(ranked(groupBy(lines, (l) => tile(l).name, 'sum', (l) => l.boxes, done), 5)));
    q.ask('How many lines were returned?', count(countWhere(lines, (l) => l.status === 'Returned')));
    q.ask('What percentage of order lines got returned?', percent(percentOf(countWhere(lines, (l) => l.status === 'Returned'), lines.length)));
    q.ask('average line value for trade customers, completed lines', amount(avgOf(lines, value, (l) => done(l) && cust(l).type === 'Trade')));
    q.ask("Which town's customers spend the most with us?", winner(groupBy(lines, (l) => cust(l).town, 'sum', value, done)));
    const march = q.ask('How much did we sell in March 2025? completed only', amount(sumOf(lines, value, (l) => done(l) && inMonth('2025-03')(l))));
    q.followUp(march, 'and April?', amount(sumOf(lines, value, (l) => done(l) && inMonth('2025-04')(l))));
    q.ask('Total completed sales for Q1 2025', amount(sumOf(lines, value, (l) => done(l) && l.date.startsWith('2025') && quarterOf(l.date) === 1)));
    q.ask('How many boxes of porcelain did we sell in 2024?', count(sumOf(lines, (l) => l.boxes, (l) => done(l) && tile(l).material === 'Porcelain' && l.date.startsWith('2024'))));
    q.ask('How many square metres of tiles did we sell in 2024?', amount(sumOf(lines, m2, (l) => done(l) && l.date.startsWith('2024')), 1));
    q.ask('How much has Total Tiling Ltd spent with us?', amount(sumOf(lines, value, (l) => done(l) && cust(l).name === 'Total Tiling Ltd')));
    q.ask('How many of our customers are based in March?', count(countWhere(customers, (c) => c.town === 'March')));
    q.ask('How many different customers ordered in 2025?', count(new Set(lines.filter((l) => l.date.startsWith('2025')).map((l) => l.account)).size));
    q.ask('How many trade accounts have never placed an order?', count(countWhere(customers, (c) => c.type === 'Trade' && !ordered.has(c.account))));
    q.ask('how many customers have never ordered anything', count(countWhere(customers, (c) => !ordered.has(c.account))));
    q.ask('Which month had the most order lines?', month(ranked(groupBy(lines, (l) => l.date.slice(0, 7), 'count'), 1)[0]));
    q.ask('Average price per m2 of our natural stone tiles', amount(avgOf(tiles, (t) => t.perM2, (t) => t.material === 'Natural Stone')));
    q.ask('How many tiles are discontinued?', count(countWhere(tiles, (t) => t.discontinued)));
    q.ask('How many completed order lines in 2025 were for discontinued tiles?', count(countWhere(lines, (l) => done(l) && l.date.startsWith('2025') && tile(l).discontinued)));
    q.ask('Who is our biggest customer by spend?', winner(groupBy(lines, (l) => cust(l).name, 'sum', value, done)));
    q.ask('Top 3 trade customers by sales', ranking(ranked(groupBy(lines, (l) => cust(l).name, 'sum', value, (l) => done(l) && cust(l).type === 'Trade'), 3)));
    q.ask('What share of completed sales came through Online?', percent(percentOf(sumOf(lines, value, (l) => done(l) && l.channel === 'Online'), sumOf(lines, value, done))));
    q.ask('sales between 1 and 14 June 2025, completed only', amount(sumOf(lines, value, (l) => done(l) && within(l.date, '2025-06-01', '2025-06-14'))));
    q.ask('Average number of boxes per order line', amount(avgOf(lines, (l) => l.boxes), 2));
    q.ask('Which range sells the least by value?', winner(groupBy(lines, (l) => tile(l).range, 'sum', value, done), 'asc'));
    q.ask('How many different tiles did we sell in Q2 2025?', count(new Set(lines.filter((l) => done(l) && l.date >= '2025-04-01' && l.date <= '2025-06-30').map((l) => l.sku)).size));
    q.ask('Sales split between trade and retail', breakdown(groupBy(lines, (l) => cust(l).type, 'sum', value, done)));
    q.ask('How many orders have we had since 1 May 2025?', count(new Set(lines.filter((l) => l.date >= '2025-05-01').map((l) => l.order)).size));
    q.ask('What was our biggest completed order line by value?', amount(maxOf(lines, value, done)));
    q.ask('How many boxes of Other material tiles did we sell?', count(sumOf(lines, (l) => l.boxes, (l) => done(l) && tile(l).material === 'Other')));
    q.ask('How much did Total Stone range tiles bring in?', amount(sumOf(lines, value, (l) => done(l) && tile(l).range === 'Total Stone')));
    q.ask('number of cancelled lines by channel', countsBy(groupBy(lines, (l) => l.channel, 'count', undefined, (l) => l.status === 'Cancelled')));

    q.ask('What profit margin do we make on porcelain?', decline('no cost prices'));
    q.ask('How many boxes of Metro White have we got in stock?', decline('no stock levels'));
    q.ask('Which fitter did the most jobs for us?', decline('no fitters or jobs'));
    q.ask('How long do deliveries take on average?', decline('no delivery dates'));
    q.ask('How happy are our trade customers?', decline('no satisfaction data'));
    q.ask('How much did we sell in 2023?', decline('order lines start in January 2024'));
    q.ask('Which member of staff sold the most?', decline('no staff column'));
    q.ask('What will sales be next month?', decline('a forecast'));
    q.ask('How many tiles arrived broken from the supplier?', decline('no breakage or supplier data'));
    q.ask('which postcode do most of our customers live in', decline('only towns, no postcodes'));
    q.ask('How much adhesive and grout did we sell?', decline('only tiles are sold in the data'));
    return { files, questions: q.questions };
  },
};

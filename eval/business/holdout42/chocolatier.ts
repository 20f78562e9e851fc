// A chocolatier's shop and workshop: 312 products (XLSX: code, name, range, cocoa %, weight, price in
// pounds) and 2025's sales lines from the shop, the website, wholesale and a farmers market (CSV),
// sharing the product code. Traps: product codes and order numbers that look numeric (never summed),
// money with the unit in the header ("Line Total (£)"), orders cancelled or refunded beside the paid
// ones, blank cocoa percentages, a gift box named "Total Indulgence Truffle Box 24" that is no total,
// an "Other" range and a gift wrap of "None".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Product { code: number; name: string; range: string; cocoa: number | null; weight: number; price: number }
export interface Line { id: number; order: number; date: string; channel: string; code: number; qty: number; total: number; status: string; wrap: string | null }

const FLAVOURS = ['Sea Salt Caramel', 'Raspberry', 'Orange', 'Mint', 'Hazelnut', 'Ginger', 'Chilli', 'Espresso', 'Lavender', 'Honeycomb', 'Pistachio', 'Cherry', 'Lemon', 'Coconut', 'Almond', 'Rose', 'Cardamom', 'Passion Fruit', 'Toffee', 'Blackcurrant', 'Peanut Butter', 'Earl Grey', 'Whisky', 'Gin and Tonic', 'Cinnamon', 'Vanilla'];
const RANGES: [string, string[], number, number][] = [
  ['Bars', ['Bar 45g', 'Bar 90g'], 3.2, 6.5], ['Truffles', ['Truffles 6', 'Truffles 12'], 7.5, 16], ['Gift Boxes', ['Box 9', 'Box 16', 'Box 24'], 12, 32],
  ['Seasonal', ['Egg', 'Heart', 'Santa'], 6, 18], ['Drinking Chocolate', ['Flakes 250g'], 7, 11], ['Other', ['Buttons', 'Shards', 'Spread'], 3, 8],
];
const CHANNELS: [string, number][] = [['Shop', 45], ['Online', 30], ['Wholesale', 10], ['Farmers Market', 15]];

export function generate(): { products: Product[]; lines: Line[] } {
  const random = createRandom(52_011);
  const products: Product[] = [];
  const seen = new Set<string>();
  let code = 40_101;
  while (products.length < 311) {
    const [range, formats, lo, hi] = random.weighted(RANGES, [30, 22, 18, 12, 6, 12]);
    const name = `${random.pick(FLAVOURS)} ${random.pick(formats)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const cocoa = range === 'Other' || range === 'Drinking Chocolate' ? (random.chance(0.5) ? null : random.int(30, 80)) : random.chance(0.06) ? null : random.weighted([33, 45, 54, 70, 85], [3, 2, 2, 3, 1]) + random.int(0, 4);
    const weight = range === 'Bars' ? (name.endsWith('45g') ? 45 : 90) : range === 'Drinking Chocolate' ? 250 : random.int(8, 40) * 10;
    products.push({ code: code++, name, range, cocoa, weight, price: roundTo(random.float(lo, hi, 1) - 0.05, 2) });
  }
  products.push({ code: code++, name: 'Total Indulgence Truffle Box 24', range: 'Gift Boxes', cocoa: 64, weight: 380, price: 39.95 });
  const weights = products.map(() => random.float(0.2, 3, 2));
  const lines: Line[] = [];
  let order = 700_001;
  let id = 1;
  while (lines.length < 18_000) {
    let date = random.date('2025-01-01', '2025-12-31');
    const m = Number(date.slice(5, 7));
    if ((m === 2 || m === 4 || m === 12) && random.chance(0.3)) date = `2025-${String(m).padStart(2, '0')}-${String(random.int(1, 20)).padStart(2, '0')}`;
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    const roll = random.next();
    const status = roll < 0.04 ? 'Cancelled' : roll < 0.085 ? 'Refunded' : 'Paid';
    const n = random.int(1, channel === 'Wholesale' ? 5 : 3);
    for (let i = 0; i < n; i++) {
      const p = random.weighted(products, weights);
      const qty = channel === 'Wholesale' ? random.int(6, 48) : random.weighted([1, 2, 3, 4, 6], [50, 25, 12, 8, 5]);
      const total = roundTo(qty * p.price * (channel === 'Wholesale' ? 0.6 : 1), 2);
      const wrap = channel === 'Wholesale' ? null : random.weighted(['None', 'Ribbon', 'Gift Bag', ''], [40, 25, 15, 20]);
      lines.push({ id: id++, order, date, channel, code: p.code, qty, total, status, wrap: wrap === '' ? null : wrap });
    }
    order++;
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order || a.id - b.id);
  lines.forEach((l, i) => (l.id = 900_001 + i));
  return { products, lines };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'Product Code', value: (p) => p.code },
  { header: 'Product Name', value: (p) => p.name },
  { header: 'Range', value: (p) => p.range },
  { header: 'Cocoa %', value: (p) => p.cocoa },
  { header: 'Weight (g)', value: (p) => p.weight },
  { header: 'Price (£)', value: (p) => p.price },
];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Order No', value: (l) => l.order },
  { header: 'Order Date', value: (l) => l.date },
  { header: 'Channel', value: (l) => l.channel },
  { header: 'Product Code', value: (l) => l.code },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Line Total (£)', value: (l) => l.total },
  { header: 'Status', value: (l) => l.status },
  { header: 'Gift Wrap', value: (l) => l.wrap },
];

export const chocolatier: BusinessSchema = {
  name: 'chocolatier',
  description: "A chocolatier's 312 products (XLSX) and 2025's 18,000 sales lines by channel with paid, refunded and cancelled orders (CSV), sharing Product Code",
  async build(dir) {
    const { products, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'products.xlsx'), 'Products', PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('chocolatier');
    const prod = new Map(products.map((p) => [p.code, p]));
    const paid = (l: Line) => l.status === 'Paid';
    const money = (l: Line) => l.total;
    const units = (l: Line) => l.qty;
    const range = (l: Line) => prod.get(l.code)!.range;
    const pname = (l: Line) => prod.get(l.code)!.name;
    const inMonth = (m: string) => (l: Line) => l.date.startsWith(m);
    const distinct = (rows: Line[], where: (l: Line) => boolean, key: (l: Line) => number | string) => new Set(rows.filter(where).map(key)).size;

    q.ask('How many products are in the catalogue?', count(products.length));
    q.ask('how many truffle products do we make', count(countWhere(products, (p) => p.range === 'Truffles')));
    q.ask('Which product has the highest price?', winner(new Map(products.map((p) => [p.name, p.price]))));
    q.ask('Average price of our bars (£)', amount(avgOf(products, (p) => p.price, (p) => p.range === 'Bars')));
    q.ask('How many lines are on the sales sheet?', count(lines.length));
    q.ask('How many separate orders did we take?', count(distinct(lines, () => true, (l) => l.order)));
    q.ask('What did we take in 2025, leaving out refunded and cancelled orders?', amount(sumOf(lines, money, paid)));
    q.ask('Paid sales by channel in £', breakdown(groupBy(lines, (l) => l.channel, 'sum', money, paid)));
    q.ask('Which channel shifted the most units? only paid orders', winner(groupBy(lines, (l) => l.channel, 'sum', units, paid)));
    q.ask('How many orders were refunded?', count(distinct(lines, (l) => l.status === 'Refunded', (l) => l.order)));
    q.ask('how much have we refunded in total, £', amount(sumOf(lines, money, (l) => l.status === 'Refunded')));
    const feb = q.ask('Paid takings for February 2025?', amount(sumOf(lines, money, (l) => paid(l) && inMonth('2025-02')(l))));
    q.followUp(feb, 'And for March?', amount(sumOf(lines, money, (l) => paid(l) && inMonth('2025-03')(l))));
    q.ask('How much did we sell in Q4 (paid only)?', amount(sumOf(lines, money, (l) => paid(l) && quarterOf(l.date) === 4)));
    q.ask('Which month had the most paid sales lines?', month(busiestMonth(lines, (l) => l.date, paid)));
    q.ask('Top 5 products by units sold, paid orders only', ranking(ranked(groupBy(lines, pname, 'sum', units, paid), 5)));
    q.ask('Which range brings in the most money? Paid orders only', winner(groupBy(lines, range, 'sum', money, paid)));
    q.ask('Give me paid revenue split by range', breakdown(groupBy(lines, range, 'sum', money, paid)));
    q.ask("What's the average paid line value online?", amount(avgOf(lines, money, (l) => paid(l) && l.channel === 'Online')));
    q.ask('How many Total Indulgence Truffle Box 24 did we sell? paid orders', count(sumOf(lines, units, (l) => paid(l) && pname(l) === 'Total Indulgence Truffle Box 24')));
    q.ask('What percentage of sales lines were cancelled?', percent(percentOf(countWhere(lines, (l) => l.status === 'Cancelled'), lines.length)));
    q.ask('What share of paid revenue came from wholesale?', percent(percentOf(sumOf(lines, money, (l) => paid(l) && l.channel === 'Wholesale'), sumOf(lines, money, paid))));
    q.ask('how many paid lines between 1 April and 21 April 2025', count(countWhere(lines, (l) => paid(l) && l.date >= '2025-04-01' && l.date <= '2025-04-21')));
    q.ask('Units sold at the farmers market from June to August, paid orders', count(sumOf(lines, units, (l) => paid(l) && l.channel === 'Farmers Market' && l.date >= '2025-06-01' && l.date <= '2025-08-31')));
    q.ask('What is the average cocoa percentage across the catalogue?', amount(avgOf(products, (p) => p.cocoa), 1));
    q.ask('How many products have no cocoa % filled in?', count(countWhere(products, (p) => p.cocoa === null)));
    q.ask('How many products are 70% cocoa or more?', count(countWhere(products, (p) => p.cocoa !== null && p.cocoa >= 70)));
    q.ask('How many sales lines have the gift wrap set to None?', count(countWhere(lines, (l) => l.wrap === 'None')));
    q.ask('Paid online lines with ribbon gift wrap - how many?', count(countWhere(lines, (l) => paid(l) && l.channel === 'Online' && l.wrap === 'Ribbon')));
    q.ask("What's the biggest single line total we've had?", amount(maxOf(lines, money)));
    q.ask('Median quantity on a wholesale line', amount(medianOf(lines, units, (l) => l.channel === 'Wholesale'), 1));
    q.ask('Which product earned the most in the shop? paid only', winner(groupBy(lines, pname, 'sum', money, (l) => paid(l) && l.channel === 'Shop')));
    q.ask('Which range made the least money (paid)?', winner(groupBy(lines, range, 'sum', money, paid), 'asc'));
    q.ask('Units sold per channel in December, paid orders', countsBy(groupBy(lines, (l) => l.channel, 'sum', units, (l) => paid(l) && inMonth('2025-12')(l))));
    q.ask('How many different products sold online at least once (paid orders)?', count(distinct(lines, (l) => paid(l) && l.channel === 'Online', (l) => l.code)));
    const sold = new Set(lines.map((l) => l.code));
    q.ask('How many products never appear on a sales line at all?', count(countWhere(products, (p) => !sold.has(p.code))));
    q.ask('Average paid order value in pounds (per order, not per line)', amount(sumOf(lines, money, paid) / distinct(lines, paid, (l) => l.order)));
    q.ask('Seasonal range takings in the first quarter, paid only', amount(sumOf(lines, money, (l) => paid(l) && range(l) === 'Seasonal' && quarterOf(l.date) === 1)));
    const dark = q.ask('How much did we make from products of 70% cocoa or darker? paid orders', amount(sumOf(lines, money, (l) => paid(l) && (prod.get(l.code)!.cocoa ?? -1) >= 70)));
    q.followUp(dark, 'and from those under 40%?', amount(sumOf(lines, money, (l) => paid(l) && prod.get(l.code)!.cocoa !== null && prod.get(l.code)!.cocoa! < 40)));
    q.ask('Top 3 channels by number of orders', ranking(ranked(groupBy(lines.filter((l, i, all) => i === all.findIndex((x) => x.order === l.order)), (l) => l.channel, 'count'), 3)));
    q.ask('average weight of a gift box in grams', amount(avgOf(products, (p) => p.weight, (p) => p.range === 'Gift Boxes'), 1));
    q.ask('How many lines had more than 10 units on them?', count(countWhere(lines, (l) => l.qty > 10)));
    q.ask('Refunds by channel (£)', breakdown(groupBy(lines, (l) => l.channel, 'sum', money, (l) => l.status === 'Refunded')));
    q.ask('How many cancelled orders had something from the Other range on them?', count(distinct(lines, (l) => l.status === 'Cancelled' && range(l) === 'Other', (l) => l.order)));

    q.ask("What's our profit margin on truffles?", decline('no cost column'));
    q.ask('Which customer spends the most with us?', decline('no customer column'));
    q.ask('How many Raspberry Bar 90g have we got left in stock?', decline('no stock levels'));
    q.ask('How much did we spend on cocoa beans in 2025?', decline('no purchases or ingredient costs'));
    q.ask('Which member of staff served the most shop sales?', decline('no staff column'));
    q.ask('How many people visited the website in June 2025?', decline('no web traffic'));
    q.ask('What were our sales in 2023?', decline('sales lines cover 2025 only'));
    q.ask('How long do online orders take to arrive?', decline('no delivery dates'));
    q.ask('What star rating do customers give the Orange Truffles 12?', decline('no reviews'));
    q.ask("How much will we sell next Valentine's Day?", decline('a forecast'));
    q.ask('Which wholesale stockists are behind on paying us?', decline('no stockist or payment terms'));
    return { files, questions: q.questions };
  },
};

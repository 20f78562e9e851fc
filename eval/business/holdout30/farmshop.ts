// A farm shop: 320 products (CSV: SKU with leading zeros, category, supplier, shelf price, organic
// YES / NO), 118,000 till sales lines from January 2025 to November 2026 (CSV: receipt, sold at,
// quantity, price paid per unit after any discount, till, payment) and 2,300 supplier deliveries
// (XLSX: delivered on as dd/mm/yyyy text, cost as "£1,234.50" text, blank received-by cells),
// sharing `SKU` (and `Supplier` between products and deliveries). Traps: SKUs and receipt numbers
// that look numeric, a supplier "Total Produce Wholesale", mixed-case categories, an "NO" organic
// flag, shelf price (products) beside price paid (till lines).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, questionSet, ranking, winner, type QuestionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { pounds } from './skiphire.ts';

interface Product { sku: string; name: string; category: string; supplier: string; price: number; unit: string; organic: string }
interface TillLine { id: number; receipt: number; at: string; sku: string; qty: number; paid: number; till: string; payment: string }
interface Delivery { no: number; supplier: string; sku: string; on: string; qty: number; cost: number; by: string | null }

// category (as written, mixed case in places), supplier, base names, price range, unit
const RANGE: [string, string[], string[], number, number, string][] = [
  ['Meat', ['Hollins Butchery', 'Total Produce Wholesale'], ['Pork Sausages', 'Beef Mince', 'Lamb Chops', 'Streaky Bacon', 'Chicken Thighs', 'Steak Pie', 'Gammon Joint', 'Black Pudding'], 3.5, 14, 'each'],
  ['Dairy', ['Brook Farm Dairy', 'Total Produce Wholesale'], ['Whole Milk', 'Double Cream', 'Salted Butter', 'Natural Yogurt', 'Mature Cheddar', 'Blue Stilton', 'Free Range Eggs'], 1.2, 7.5, 'each'],
  ['Veg', ['Home Farm', 'Total Produce Wholesale', 'Greenacre Growers'], ['Potatoes', 'Carrots', 'Leeks', 'Onions', 'Parsnips', 'Kale', 'Sprouts', 'Swede', 'Beetroot', 'Cabbage'], 0.9, 3.2, 'kg'],
  ['Fruit', ['Home Farm', 'Greenacre Growers'], ['Apples', 'Pears', 'Strawberries', 'Plums', 'Raspberries'], 1.5, 5, 'kg'],
  ['Bakery', ['Millstone Bakery'], ['Sourdough', 'Granary Loaf', 'Scones', 'Flapjack', 'Victoria Sponge', 'Sausage Roll'], 1.1, 6.5, 'each'],
  ['Deli', ['Millstone Bakery', 'Hollins Butchery', 'Brook Farm Dairy'], ['Chutney', 'Honey', 'Jam', 'Pork Pie', 'Scotch Egg', 'Quiche'], 2.2, 7, 'each'],
  ['Drinks', ['Total Produce Wholesale', 'Orchard Press'], ['Apple Juice', 'Cider', 'Elderflower Cordial', 'Ginger Beer'], 1.8, 6.5, 'each'],
];
const CATEGORY_SPELLINGS: Record<string, string[]> = { Meat: ['Meat', 'MEAT', 'meat'], Veg: ['Veg', 'veg', 'VEG'], Dairy: ['Dairy', 'dairy'] };
const STAFF = ['Becky', 'Tom', 'Ruth', 'Alf'];
const VARIANTS = [' Classic', ' (small)', ' (large)', ' Organic', ' Local', ' Family Pack', ' 500g', ' Premium', ' Value', ' Wonky', ' Half Size', ' Box'];

function generate() {
  const random = createRandom(43_351);
  const products: Product[] = [];
  const used = new Set<string>();
  const skus = shuffled(random, Array.from({ length: 320 }, (_, i) => String(1_200 + i * 13).padStart(6, '0')));
  for (let i = 0; i < 320; i++) {
    const [category, suppliers, bases, lo, hi, unit] = random.weighted(RANGE, [18, 14, 22, 9, 12, 14, 11]);
    let base = random.pick(bases);
    let variant = random.pick(VARIANTS);
    while (used.has(`${base}${variant}`)) {
      base = random.pick(bases);
      variant = random.pick(VARIANTS);
    }
    used.add(`${base}${variant}`);
    const spelled = CATEGORY_SPELLINGS[category] ? random.weighted(CATEGORY_SPELLINGS[category], [80, 12, 8].slice(0, CATEGORY_SPELLINGS[category].length)) : category;
    products.push({ sku: skus[i], name: `${base}${variant}`, category: spelled, supplier: random.pick(suppliers), price: roundTo(random.float(lo, hi, 2), 2), unit, organic: variant === ' Organic' || random.chance(0.15) ? 'YES' : 'NO' });
  }
  const pop = products.map(() => random.float(0.1, 3) ** 2);
  const lines: TillLine[] = [];
  let receipt = 880_000;
  while (lines.length < 118_000) {
    receipt += 1;
    const date = random.date('2025-01-01', '2026-11-30');
    const at = `${date} ${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const till = random.weighted(['Till 1', 'Till 2', 'Cafe Till'], [50, 35, 15]);
    const payment = random.weighted(['Card', 'Cash', 'Contactless'], [30, 18, 52]);
    const n = random.int(1, 5);
    for (let k = 0; k < n && lines.length < 118_000; k++) {
      const p = random.weighted(products, pop);
      const qty = p.unit === 'kg' ? roundTo(random.float(0.3, 2.5, 2), 2) : random.weighted([1, 2, 3], [70, 22, 8]);
      const discount = random.chance(0.08) ? random.pick([0.9, 0.75, 0.5]) : 1;
      lines.push({ id: 0, receipt, at, sku: p.sku, qty, paid: roundTo(p.price * discount, 2), till, payment });
    }
  }
  lines.sort((a, b) => a.at.localeCompare(b.at) || a.receipt - b.receipt);
  lines.forEach((l, i) => (l.id = 1_000_001 + i));
  const deliveries: Delivery[] = [];
  for (let i = 0; i < 2_300; i++) {
    const p = random.pick(products);
    const qty = random.int(6, 60);
    deliveries.push({ no: 0, supplier: p.supplier, sku: p.sku, on: random.date('2025-01-01', '2026-11-30'), qty, cost: roundTo(qty * p.price * random.float(0.45, 0.65, 3), 2), by: random.chance(0.1) ? null : random.pick(STAFF) });
  }
  deliveries.sort((a, b) => a.on.localeCompare(b.on) || a.sku.localeCompare(b.sku));
  deliveries.forEach((d, i) => (d.no = 4_001 + i));
  return { products, lines, deliveries };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Product', value: (p) => p.name },
  { header: 'Category', value: (p) => p.category },
  { header: 'Supplier', value: (p) => p.supplier },
  { header: 'Shelf Price (£)', value: (p) => p.price },
  { header: 'Sold By', value: (p) => p.unit },
  { header: 'Organic', value: (p) => p.organic },
];
const LINE_COLUMNS: Column<TillLine>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Receipt No', value: (l) => l.receipt },
  { header: 'Sold At', value: (l) => l.at },
  { header: 'SKU', value: (l) => l.sku },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Unit Price Paid (£)', value: (l) => l.paid },
  { header: 'Till', value: (l) => l.till },
  { header: 'Payment', value: (l) => l.payment },
];
const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'Delivery No', value: (d) => d.no },
  { header: 'Supplier', value: (d) => d.supplier },
  { header: 'SKU', value: (d) => d.sku },
  { header: 'Delivered On', value: (d) => `${d.on.slice(8, 10)}/${d.on.slice(5, 7)}/${d.on.slice(0, 4)}` },
  { header: 'Qty Delivered', value: (d) => d.qty },
  { header: 'Cost', value: (d) => pounds(d.cost) },
  { header: 'Received By', value: (d) => d.by },
];

function ask(q: QuestionSet, { products, lines, deliveries }: ReturnType<typeof generate>) {
  const prod = new Map(products.map((p) => [p.sku, p]));
  const cat = (l: TillLine) => prod.get(l.sku)!.category.toLowerCase();
  const value = (l: TillLine) => l.qty * l.paid;
  const inL = (from: string, to: string) => (l: TillLine) => l.at.slice(0, 10) >= from && l.at.slice(0, 10) <= to;
  const inD = (from: string, to: string) => (d: Delivery) => d.on >= from && d.on <= to;
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const byCat = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [cap(k), v]));

  q.ask('How many products do we stock?', count(products.length));
  q.ask('how many till lines are there', count(lines.length));
  q.ask('How many receipts (transactions) have we rung up?', count(new Set(lines.map((l) => l.receipt)).size));
  q.ask('total sales (qty x price paid)', amount(sumOf(lines, value)));
  q.ask('Sales in 2025', amount(sumOf(lines, value, inL('2025-01-01', '2025-12-31'))));
  const last = q.ask('sales last month', amount(sumOf(lines, value, inL('2026-10-01', '2026-10-31'))));
  q.followUp(last, 'how does that compare with October 2025? give me the Oct 2025 figure', amount(sumOf(lines, value, inL('2025-10-01', '2025-10-31'))));
  q.ask('sales so far this year', amount(sumOf(lines, value, inL('2026-01-01', '2026-11-30'))));
  q.ask('What did we sell last quarter?', amount(sumOf(lines, value, inL('2026-07-01', '2026-09-30'))));
  q.ask('how many receipts in the last 30 days', count(new Set(lines.filter(inL('2026-11-01', '2026-11-30')).map((l) => l.receipt)).size));
  q.ask('sales by category', breakdown(byCat(groupBy(lines, cat, 'sum', value))));
  q.ask('Which category sells the most?', winner(byCat(groupBy(lines, cat, 'sum', value))));
  q.ask('How much meat did we sell in 2026?', amount(sumOf(lines, value, (l) => cat(l) === 'meat' && inL('2026-01-01', '2026-12-31')(l))));
  q.ask('top 5 products by sales value', ranking(ranked(groupBy(lines, (l) => prod.get(l.sku)!.name, 'sum', value), 5)));
  q.ask('Which product sells the most units? just the ones sold each, not by the kg', winner(groupBy(lines, (l) => prod.get(l.sku)!.name, 'sum', (l) => l.qty, (l) => prod.get(l.sku)!.unit === 'each')));
  q.ask('How many kg of veg have we sold?', amount(sumOf(lines, (l) => l.qty, (l) => cat(l) === 'veg'), 1));
  q.ask('average receipt value', amount(sumOf(lines, value) / new Set(lines.map((l) => l.receipt)).size, 2));
  q.ask('sales by till', breakdown(groupBy(lines, (l) => l.till, 'sum', value)));
  q.ask('What % of till lines were paid by cash?', percent(percentOf(countWhere(lines, (l) => l.payment === 'Cash'), lines.length)));
  q.ask('how much discount have we given vs shelf price?', amount(sumOf(lines, (l) => l.qty * (prod.get(l.sku)!.price - l.paid))));
  q.ask('how many till lines were sold below shelf price', count(countWhere(lines, (l) => l.paid < prod.get(l.sku)!.price)));
  q.ask('Sales of organic products', amount(sumOf(lines, value, (l) => prod.get(l.sku)!.organic === 'YES')));
  q.ask('How many products are marked NO for organic?', count(countWhere(products, (p) => p.organic === 'NO')));
  q.ask('What share of sales value is organic?', percent(percentOf(sumOf(lines, value, (l) => prod.get(l.sku)!.organic === 'YES'), sumOf(lines, value))));
  q.ask('busiest month by number of receipts', month(busiestMonth([...new Map(lines.map((l) => [l.receipt, l])).values()], (l) => l.at)));
  q.ask('Sales between 1 December and 24 December 2025', amount(sumOf(lines, value, inL('2025-12-01', '2025-12-24'))));
  q.ask('sales since 1st November 2026', amount(sumOf(lines, value, inL('2026-11-01', '2026-11-30'))));
  q.ask('median shelf price', amount(medianOf(products, (p) => p.price)));
  q.ask('average shelf price of dairy products', amount(avgOf(products, (p) => p.price, (p) => p.category.toLowerCase() === 'dairy')));
  q.ask('How many products does each supplier supply?', { kind: 'breakdown', rows: [...groupBy(products, (p) => p.supplier, 'count')].map(([key, v]) => ({ key, value: v })), decimals: 0, exact: true });
  q.ask('Sales of Total Produce Wholesale products', amount(sumOf(lines, value, (l) => prod.get(l.sku)!.supplier === 'Total Produce Wholesale')));
  q.ask('Which supplier’s products bring in the most sales?', winner(groupBy(lines, (l) => prod.get(l.sku)!.supplier, 'sum', value)));
  q.ask('How many deliveries have we had?', count(deliveries.length));
  q.ask('total spent on deliveries', amount(sumOf(deliveries, (d) => d.cost)));
  const spend = q.ask('delivery costs last month', amount(sumOf(deliveries, (d) => d.cost, inD('2026-10-01', '2026-10-31'))));
  q.followUp(spend, 'and for the whole of last year?', amount(sumOf(deliveries, (d) => d.cost, inD('2025-01-01', '2025-12-31'))));
  q.ask('Which supplier have we spent the most with?', winner(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost)));
  q.ask('spend by supplier', breakdown(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost)));
  q.ask('How many deliveries came from Home Farm in Q3 2026?', count(countWhere(deliveries, (d) => d.supplier === 'Home Farm' && inD('2026-07-01', '2026-09-30')(d))));
  q.ask('how many deliveries have nobody down as receiving them', count(countWhere(deliveries, (d) => d.by === null)));
  q.ask('Who signed for the most deliveries?', winner(groupBy(deliveries, (d) => d.by, 'count')));
  q.ask('average delivery cost', amount(avgOf(deliveries, (d) => d.cost)));
  q.ask('How many units of bakery stuff were delivered?', count(sumOf(deliveries, (d) => d.qty, (d) => prod.get(d.sku)!.category === 'Bakery')));
  q.ask('How many different products got a delivery in 2026?', count(new Set(deliveries.filter(inD('2026-01-01', '2026-12-31')).map((d) => d.sku)).size));
  q.ask('How many different products did we sell in November 2026?', count(new Set(lines.filter(inL('2026-11-01', '2026-11-30')).map((l) => l.sku)).size));
  q.ask('top 3 tills by number of receipts', ranking(ranked(groupBy([...new Map(lines.map((l) => [l.receipt, l])).values()], (l) => l.till, 'count'), 3)));

  q.ask('What is our gross margin on cheese?', decline('no cost per sale'));
  q.ask('How much stock of carrots do we have left?', decline('no stock levels'));
  q.ask('How many customers are regulars?', decline('no customer ids'));
  q.ask('what will we sell next Christmas', decline('a forecast'));
  q.ask('How much food did we waste last month?', decline('no waste records'));
  q.ask('Which staff member served the most customers?', decline('no server column on till lines'));
  q.ask('Did the deliveries arrive on time?', decline('no due dates'));
  q.ask('What were sales in 2023?', decline('data starts in 2025'));
  q.ask('How many miles do our suppliers travel?', decline('no distances'));
  q.ask('What do customers think of the sourdough?', decline('no feedback'));
  q.ask('how much VAT did we pay', decline('no VAT data'));
}

export const farmshop: BusinessSchema = {
  name: 'farmshop',
  description: 'A farm shop: 320 products (CSV), 118,000 till lines Jan 2025 - Nov 2026 (CSV) and 2,300 supplier deliveries (XLSX), sharing SKU and Supplier',
  async build(dir) {
    const data = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, data.products),
      await writeCsv(join(dir, 'till_lines.csv'), LINE_COLUMNS, data.lines),
      await writeXlsx(join(dir, 'deliveries.xlsx'), 'Deliveries', DELIVERY_COLUMNS, data.deliveries),
    ];
    const q = questionSet('farmshop');
    ask(q, data);
    return { files, questions: q.questions };
  },
};

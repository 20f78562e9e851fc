// A craft beer bottle shop: 420 products (CSV), about 46,000 sales lines from January 2025 to
// November 2026 (CSV) sharing `sku`, and 1,100 supplier delivery lines (XLSX) sharing `sku`.
// Traps: receipt numbers and barcodes that look numeric (never summed), a sales line per beer with
// several lines on one receipt (transactions are distinct receipts), the RRP in a money header
// ("RRP (£)") beside a discounted unit price for loyalty-card holders, case costs written with a
// pound sign ("£38.40"), a blank loyalty flag on online orders, a Yes/No invoice flag, delisted
// products that never sold, and beers named "Total Eclipse", "None Shall Pass" and "The End".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: string;
  ean: number;
  name: string;
  brewery: string;
  style: string;
  abv: number;
  container: string;
  ml: number;
  rrp: number;
  supplier: string;
  glutenFree: boolean;
  status: string;
}

interface SaleLine {
  id: number;
  receipt: number;
  soldAt: string;
  sku: string;
  qty: number;
  unitPrice: number;
  total: number;
  channel: string;
  payment: string;
  loyalty: boolean | null;
}

interface Delivery {
  ref: string;
  date: string;
  supplier: string;
  sku: string;
  cases: number;
  perCase: number;
  caseCost: number;
  status: string;
  paid: boolean;
}

const ADJECTIVES = ['Hazy', 'Midnight', 'Golden', 'Wild', 'Salty', 'Velvet', 'Copper', 'Lazy', 'Electric', 'Foggy', 'Rusty', 'Silver', 'Crimson', 'Jolly', 'Quiet', 'Stormy', 'Lucky', 'Broken', 'Frosty', 'Sunny', 'Hidden', 'Ancient'];
const NOUNS = ['Fox', 'Harbour', 'Lantern', 'Meadow', 'Owl', 'Anchor', 'Comet', 'Orchard', 'Badger', 'Tide', 'Compass', 'Raven', 'Bridge', 'Hare', 'Ember', 'Pilot', 'Cliff', 'Lighthouse', 'Wolf', 'Crown', 'Kettle'];
const BREWERIES = [
  'Cloudwater', 'Verdant', 'Northern Monk', 'Buxton', 'Wiper and True', 'Deya', 'Thornbridge', 'Tiny Rebel', 'Siren', 'Burning Sky', 'Polly\'s', 'Track',
  'Pressure Drop', 'Left Handed Giant', 'Marble', 'Lost and Grounded', 'Elusive', 'Kernel', 'Arbor', 'Moor', 'Harbour', 'Overtone', 'Vault City', 'Boundary',
];
// style, weight, abv range, typical RRP for 440 ml
const STYLES: [string, number, number, number, number][] = [
  ['IPA', 20, 5.5, 7.2, 5.2], ['DIPA', 8, 7.8, 9.5, 7.4], ['Pale Ale', 18, 4.2, 5.6, 4.3], ['Stout', 9, 4.5, 12, 5.6], ['Porter', 5, 4.8, 7, 4.9],
  ['Sour', 11, 3.8, 6.5, 5.4], ['Lager', 10, 4.2, 5.2, 3.6], ['Pilsner', 6, 4.6, 5.4, 3.9], ['Saison', 4, 5.5, 7.5, 5.1], ['Wheat Beer', 4, 4.8, 5.6, 4.1],
  ['Barleywine', 2, 10, 12.5, 9.8], ['Low Alcohol', 3, 0.5, 0.5, 2.8],
];
const SUPPLIERS = ['Beer Crates Ltd', 'Hop Logistics', 'Cask & Can Co', 'Northern Ales Direct', 'Indie Brew Supply', 'Continental Imports'];
const TODAY = '2026-11-30';

function generate(): { products: Product[]; sales: SaleLine[]; deliveries: Delivery[] } {
  const random = createRandom(44_611);
  const names = shuffled(random, ADJECTIVES.flatMap((a) => NOUNS.map((n) => `${a} ${n}`))).slice(0, 416);
  names.splice(37, 0, 'Total Eclipse');
  names.splice(120, 0, 'None Shall Pass');
  names.splice(205, 0, 'The End');
  names.splice(333, 0, 'And Then Some');
  const breweryOf = new Map(BREWERIES.map((b, i) => [b, SUPPLIERS[i % SUPPLIERS.length]]));
  const products: Product[] = names.map((name, i) => {
    let style = random.weighted(STYLES.map((s) => s[0]), STYLES.map((s) => s[1]));
    if (name === 'Total Eclipse') style = 'Stout';
    const [, , lo, hi, price] = STYLES.find((s) => s[0] === style)!;
    const container = random.weighted(['Can', 'Bottle'], [72, 28]);
    const ml = container === 'Can' ? random.weighted([330, 440, 500], [25, 65, 10]) : random.weighted([330, 500, 750], [45, 35, 20]);
    const brewery = random.pick(BREWERIES);
    return {
      sku: `BS-${String(1_001 + i)}`,
      ean: 5_060_000_000_000 + random.int(100_000, 999_999) * 10 + (i % 10),
      name,
      brewery,
      style,
      abv: style === 'Low Alcohol' ? 0.5 : random.float(lo, hi, 1),
      container,
      ml,
      rrp: roundTo(Math.max(2.2, price * (ml / 440) * random.float(0.85, 1.25, 2)), 2),
      supplier: random.chance(0.85) ? breweryOf.get(brewery)! : random.pick(SUPPLIERS),
      glutenFree: random.chance(0.08),
      status: random.chance(0.1) ? 'Delisted' : 'Active',
    };
  });
  // A handful of new listings, not sold yet.
  const unsold = new Set(products.filter((p) => p.status === 'Active').slice(-9).map((p) => p.sku));
  const sellable = products.filter((p) => !unsold.has(p.sku));
  const popularity = sellable.map((p) => (p.status === 'Delisted' ? 0.3 : 1) * (p.style === 'IPA' || p.style === 'Lager' ? 1.6 : 1) * random.float(0.2, 3, 2));
  const sales: SaleLine[] = [];
  let receipt = 4_100_000;
  const days: string[] = [];
  for (let d = Date.parse('2025-01-01T00:00:00Z'); d <= Date.parse(`${TODAY}T00:00:00Z`); d += 86_400_000) days.push(new Date(d).toISOString().slice(0, 10));
  for (const day of days) {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    const m = Number(day.slice(5, 7));
    const base = (dow === 5 || dow === 6 ? 38 : dow === 0 ? 18 : 20) * (m === 12 ? 1.6 : m >= 6 && m <= 8 ? 1.2 : 1) * (day >= '2026-01-01' ? 1.1 : 1);
    const receipts = Math.max(3, Math.round(random.normal(base, base * 0.2)));
    for (let r = 0; r < receipts; r++) {
      receipt += random.int(1, 3);
      const channel = random.weighted(['Shop', 'Online', 'Market stall'], [66, 26, dow === 6 ? 14 : 2]);
      const hour = channel === 'Online' ? random.int(0, 23) : random.int(10, 20);
      const soldAt = `${day} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
      const loyalty = channel === 'Online' ? null : random.chance(0.31);
      const payment = channel === 'Online' ? 'Card' : random.weighted(['Card', 'Cash', 'Gift card'], [80, 16, 4]);
      const lines = random.weighted([1, 2, 3, 4, 5], [34, 27, 18, 12, 9]);
      const taken = new Set<string>();
      for (let k = 0; k < lines; k++) {
        const p = random.weighted(sellable, popularity);
        if (taken.has(p.sku)) continue;
        taken.add(p.sku);
        const qty = random.weighted([1, 2, 3, 4, 6], [50, 25, 10, 10, 5]);
        const unitPrice = loyalty ? roundTo(p.rrp * 0.9, 2) : p.rrp;
        sales.push({ id: 0, receipt, soldAt, sku: p.sku, qty, unitPrice, total: roundTo(qty * unitPrice, 2), channel, payment, loyalty });
      }
    }
  }
  sales.forEach((s, i) => (s.id = i + 1));
  const deliveries: Delivery[] = [];
  let ref = 0;
  while (deliveries.length < 1_100) {
    const supplier = random.pick(SUPPLIERS);
    const date = random.date('2025-01-02', '2026-11-27');
    ref++;
    const stocked = products.filter((p) => p.supplier === supplier && (p.status === 'Active' || date < '2026-01-01'));
    const lines = random.int(2, 8);
    const taken = new Set<string>();
    for (let k = 0; k < lines; k++) {
      const p = random.pick(stocked);
      if (taken.has(p.sku)) continue;
      taken.add(p.sku);
      const perCase = p.ml >= 750 ? 6 : p.ml === 500 ? 12 : 24;
      deliveries.push({
        ref: `DL-${date.slice(2, 4)}-${String(ref).padStart(4, '0')}`,
        date,
        supplier,
        sku: p.sku,
        cases: random.weighted([1, 2, 3, 4], [50, 30, 12, 8]),
        perCase,
        caseCost: roundTo(p.rrp * perCase * random.float(0.52, 0.6, 3), 2),
        status: random.weighted(['Received', 'Short', 'Damaged'], [90, 6, 4]),
        paid: date < '2026-10-01' ? random.chance(0.98) : random.chance(0.45),
      });
    }
  }
  deliveries.sort((a, b) => a.date.localeCompare(b.date) || a.ref.localeCompare(b.ref));
  return { products, sales, deliveries };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (p) => p.sku },
  { header: 'barcode', value: (p) => p.ean },
  { header: 'beer', value: (p) => p.name },
  { header: 'brewery', value: (p) => p.brewery },
  { header: 'style', value: (p) => p.style },
  { header: 'ABV %', value: (p) => p.abv },
  { header: 'container', value: (p) => p.container },
  { header: 'size_ml', value: (p) => p.ml },
  { header: 'RRP (£)', value: (p) => p.rrp },
  { header: 'supplier', value: (p) => p.supplier },
  { header: 'gluten_free', value: (p) => (p.glutenFree ? 'Yes' : 'No') },
  { header: 'status', value: (p) => p.status },
];

const SALE_COLUMNS: Column<SaleLine>[] = [
  { header: 'line_id', value: (s) => s.id },
  { header: 'receipt_no', value: (s) => s.receipt },
  { header: 'sold_at', value: (s) => s.soldAt },
  { header: 'sku', value: (s) => s.sku },
  { header: 'qty', value: (s) => s.qty },
  { header: 'unit_price', value: (s) => s.unitPrice },
  { header: 'line_total', value: (s) => s.total },
  { header: 'channel', value: (s) => s.channel },
  { header: 'payment', value: (s) => s.payment },
  { header: 'loyalty_card', value: (s) => (s.loyalty === null ? null : s.loyalty ? 'Yes' : 'No') },
];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'Delivery Ref', value: (d) => d.ref },
  { header: 'Delivered', value: (d) => d.date },
  { header: 'Supplier', value: (d) => d.supplier },
  { header: 'SKU', value: (d) => d.sku },
  { header: 'Cases', value: (d) => d.cases },
  { header: 'Units per case', value: (d) => d.perCase },
  { header: 'Case cost', value: (d) => `£${d.caseCost.toFixed(2)}` },
  { header: 'Status', value: (d) => d.status },
  { header: 'Invoice paid', value: (d) => (d.paid ? 'Yes' : 'No') },
];

export const bottleshop: BusinessSchema = {
  name: 'bottleshop',
  description: 'A craft beer bottle shop: 420 products (CSV), about 46,000 sales lines Jan 2025-Nov 2026 (CSV) and 1,100 supplier delivery lines (XLSX), sharing sku',
  async build(dir) {
    const { products, sales, deliveries } = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'sales_lines.csv'), SALE_COLUMNS, sales),
      await writeXlsx(join(dir, 'deliveries.xlsx'), 'Deliveries', DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('bottleshop');
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const beer = (s: { sku: string }) => productOf.get(s.sku)!.name;
    const style = (s: { sku: string }) => productOf.get(s.sku)!.style;
    const takings = (s: SaleLine) => s.total;
    const between = (from: string, to: string) => (s: SaleLine) => s.soldAt.slice(0, 10) >= from && s.soldAt.slice(0, 10) <= to;
    const inMonth = (m: string) => (s: SaleLine) => s.soldAt.startsWith(m);
    const receipts = (where: (s: SaleLine) => boolean) => new Set(sales.filter(where).map((s) => s.receipt)).size;
    const cost = (d: Delivery) => d.cases * d.caseCost;
    const sold = new Set(sales.map((s) => s.sku));
    const monthTakings = groupBy(sales, (s) => s.soldAt.slice(0, 7), 'sum', takings);

    q.ask('How many products are in the product file, delisted ones included?', count(products.length));
    q.ask('How many products are still active?', count(countWhere(products, (p) => p.status === 'Active')));
    q.ask('How many products do we have in each style?', countsBy(groupBy(products, (p) => p.style, 'count')));
    q.ask('Total takings since records began', amount(sumOf(sales, takings)));
    q.ask("What's our turnover this year?", amount(sumOf(sales, takings, between('2026-01-01', TODAY))));
    const october = q.ask('Takings last month?', amount(sumOf(sales, takings, inMonth('2026-10'))));
    q.followUp(october, 'How much of that was online?', amount(sumOf(sales, takings, (s) => inMonth('2026-10')(s) && s.channel === 'Online')));
    q.ask('How much have we taken in the last 30 days?', amount(sumOf(sales, takings, between('2026-11-01', TODAY))));
    q.ask('Sales by channel', breakdown(groupBy(sales, (s) => s.channel, 'sum', takings)));
    q.ask('How many transactions (receipts) have we had in total?', count(receipts(() => true)));
    q.ask('average transaction value', amount(sumOf(sales, takings) / receipts(() => true)));
    q.ask('How many units have we sold altogether?', count(sumOf(sales, (s) => s.qty)));
    q.ask('Best selling beer by units', winner(groupBy(sales, beer, 'sum', (s) => s.qty)));
    q.ask('Top 5 beers by takings', ranking(ranked(groupBy(sales, beer, 'sum', takings), 5)));
    q.ask('Which style makes us the most money?', winner(groupBy(sales, style, 'sum', takings)));
    q.ask('Takings by beer style', breakdown(groupBy(sales, style, 'sum', takings)));
    q.ask('Which brewery do we sell the most units of?', winner(groupBy(sales, (s) => productOf.get(s.sku)!.brewery, 'sum', (s) => s.qty)));
    q.ask('What share of our takings comes from online orders?', percent(percentOf(sumOf(sales, takings, (s) => s.channel === 'Online'), sumOf(sales, takings))));
    q.ask('What percentage of shop and market stall takings came from loyalty card holders?', percent(percentOf(sumOf(sales, takings, (s) => s.loyalty === true), sumOf(sales, takings, (s) => s.channel !== 'Online'))));
    q.ask('How much was paid in cash in 2025?', amount(sumOf(sales, takings, (s) => s.payment === 'Cash' && s.soldAt.startsWith('2025'))));
    q.ask('Average ABV across every product on file', amount(avgOf(products, (p) => p.abv), 2));
    q.ask("What's the strongest beer on file, by ABV?", winner(groupBy(products, (p) => p.name, 'max', (p) => p.abv)));
    q.ask('How many products are gluten free?', count(countWhere(products, (p) => p.glutenFree)));
    q.ask('How many units of Total Eclipse have we sold?', count(sumOf(sales, (s) => s.qty, (s) => beer(s) === 'Total Eclipse')));
    q.ask('What have we taken on None Shall Pass?', amount(sumOf(sales, takings, (s) => beer(s) === 'None Shall Pass')));
    q.ask('Units sold of The End this year', count(sumOf(sales, (s) => s.qty, (s) => beer(s) === 'The End' && between('2026-01-01', TODAY)(s))));
    q.ask('Which month had the highest takings?', month(ranked(monthTakings, 1)[0]));
    q.ask('Takings last quarter', amount(sumOf(sales, takings, between('2026-07-01', '2026-09-30'))));
    q.ask('How much did we take between 1 and 24 December 2025?', amount(sumOf(sales, takings, between('2025-12-01', '2025-12-24'))));
    q.ask('Number of receipts since 1 November 2026', count(receipts(between('2026-11-01', TODAY))));
    q.ask('How many separate deliveries (delivery refs) have we had from Hop Logistics?', count(new Set(deliveries.filter((d) => d.supplier === 'Hop Logistics').map((d) => d.ref)).size));
    const cases = q.ask('How many cases did Beer Crates Ltd deliver in 2026?', count(sumOf(deliveries, (d) => d.cases, (d) => d.supplier === 'Beer Crates Ltd' && d.date.startsWith('2026'))));
    q.followUp(cases, 'and Continental Imports?', count(sumOf(deliveries, (d) => d.cases, (d) => d.supplier === 'Continental Imports' && d.date.startsWith('2026'))));
    q.ask("What's the total cost of all deliveries (cases times case cost)?", amount(sumOf(deliveries, cost)));
    q.ask('Delivery spend by supplier', breakdown(groupBy(deliveries, (d) => d.supplier, 'sum', cost)));
    q.ask('Which supplier has delivered the most cases?', winner(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cases)));
    q.ask('How many delivery lines came in damaged?', count(countWhere(deliveries, (d) => d.status === 'Damaged')));
    q.ask('How much do we still owe on unpaid delivery invoices?', amount(sumOf(deliveries, cost, (d) => !d.paid)));
    q.ask('How many units of Total Eclipse have been delivered (cases x units per case)?', count(sumOf(deliveries, (d) => d.cases * d.perCase, (d) => beer(d) === 'Total Eclipse')));
    q.ask("Which supplier's beers bring in the most takings?", winner(groupBy(sales, (s) => productOf.get(s.sku)!.supplier, 'sum', takings)));
    q.ask("How many products have never sold?", count(countWhere(products, (p) => !sold.has(p.sku))));
    q.ask('What percentage of units sold were cans?', percent(percentOf(sumOf(sales, (s) => s.qty, (s) => productOf.get(s.sku)!.container === 'Can'), sumOf(sales, (s) => s.qty))));
    q.ask('Average line value by channel', breakdown(groupBy(sales, (s) => s.channel, 'avg', takings)));
    q.ask('Units sold by container type', countsBy(groupBy(sales, (s) => productOf.get(s.sku)!.container, 'sum', (s) => s.qty)));
    q.ask('How many sour beers did we sell last month, in units?', count(sumOf(sales, (s) => s.qty, (s) => style(s) === 'Sour' && inMonth('2026-10')(s))));
    q.ask('Biggest single sales line by value?', amount(maxOf(sales, takings)));
    q.ask('Top 3 breweries by takings in 2025', ranking(ranked(groupBy(sales, (s) => productOf.get(s.sku)!.brewery, 'sum', takings, (s) => s.soldAt.startsWith('2025')), 3)));
    q.ask('How many market stall transactions did we do this year?', count(receipts((s) => s.channel === 'Market stall' && between('2026-01-01', TODAY)(s))));
    q.ask('Compare shop and online takings for October 2026', breakdown(groupBy(sales, (s) => s.channel, 'sum', takings, (s) => s.channel !== 'Market stall' && inMonth('2026-10')(s))));

    q.ask('How many unique customers bought from us this year?', decline('no customer ids'));
    q.ask('Which member of staff sold the most?', decline('no staff column'));
    q.ask('How many Total Eclipse have we got on the shelf right now?', decline('no stock count'));
    q.ask('What will our Christmas takings be this year?', decline('a forecast'));
    q.ask('What were our takings in 2024?', decline('sales start in January 2025'));
    q.ask('Which beer has the best Untappd rating?', decline('no ratings'));
    q.ask('How many people walked through the door last Saturday?', decline('no footfall data'));
    q.ask('Which beer tastes the best?', decline('an opinion'));
    q.ask('How much do we pay in rent?', decline('no overheads'));
    q.ask('How long after ordering do deliveries arrive?', decline('no order dates'));
    q.ask('What is the average age of our customers?', decline('no customer data'));
    return { files, questions: q.questions };
  },
};

// A handmade soap maker who sells at market stalls and online: 340 products (XLSX: range, scent,
// weight in grams, RRP in pounds, vegan flag, discontinued blanks), 330 market days from January
// to October 2025 (CSV: market, pitch fee, weather, who ran the stall) and 14,000 till lines
// (CSV) with a unit price and a line total written with a pound sign, refunds as negative lines.
// The lines join the days on `Day ID` and the products on `SKU`. Traps: SKUs like "SP-0107", a
// scent called "None", an "Online shop" that is no market town, blank payment methods and weather.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: string;
  name: string;
  range: string;
  scent: string;
  grams: number;
  rrp: number;
  vegan: boolean;
  discontinued: boolean;
}

interface MarketDay {
  id: string;
  date: string;
  market: string;
  fee: number;
  weather: string | null;
  staff: string;
}

interface Line {
  id: number;
  day: string;
  sku: string;
  qty: number;
  price: number;
  payment: string | null;
  kind: string;
}

const SCENTS = ['Lavender', 'Rose', 'Peppermint', 'None', 'Citrus', 'Sea Salt', 'Charcoal', 'Oatmeal', 'Geranium', 'Eucalyptus', 'Honey', 'Cedarwood', 'Lemongrass', 'Patchouli', 'Coconut', 'Ylang Ylang', 'Rosemary', 'Tea Tree', 'Orange & Clove', 'Fig'];
// range, sizes (g), base price (£), popularity
const RANGES: [string, number[], number, number][] = [
  ['Bar soap', [60, 100, 150], 5.5, 40], ['Shampoo bar', [50, 80, 110], 8, 18], ['Bath bomb', [120, 180, 250], 4.5, 20],
  ['Soy candle', [150, 220, 300], 12, 8], ['Lip balm', [10, 15, 20], 3.5, 10], ['Gift set', [300, 450, 600], 22, 4],
];
// market, pitch fee (£), days, weight of takings
const MARKETS: [string, number, number][] = [
  ['Ludlow', 35, 70], ['Stroud Farmers', 28, 80], ['Frome Independent', 55, 40], ['Totnes', 25, 60], ['Bath', 60, 30], ['Online shop', 0, 50],
];

function generate(): { products: Product[]; days: MarketDay[]; lines: Line[] } {
  const random = createRandom(47_237);
  const combos = shuffled(random, RANGES.flatMap(([range, sizes, base]) => SCENTS.flatMap((scent) => sizes.map((grams, i) => ({ range, scent, grams, base: base * (1 + 0.35 * i) })))));
  const products: Product[] = combos.slice(0, 340).map((c, i) => ({
    sku: `SP-${String(101 + i).padStart(4, '0')}`,
    name: `${c.scent === 'None' ? 'Unscented' : c.scent} ${c.range} ${c.grams}g`,
    range: c.range,
    scent: c.scent,
    grams: c.grams,
    rrp: roundTo(Math.round(c.base * random.float(0.9, 1.15, 2) * 2) / 2, 2),
    vegan: c.scent !== 'Honey' && random.chance(0.8),
    discontinued: random.chance(0.07),
  }));
  const days: MarketDay[] = [];
  for (const [market, fee, n] of MARKETS) {
    for (let i = 0; i < n; i++) {
      days.push({
        id: '',
        date: random.date('2025-01-01', '2025-10-31'),
        market,
        fee: fee === 0 ? 0 : fee + random.pick([0, 0, 5]),
        weather: market === 'Online shop' || random.chance(0.08) ? null : random.weighted(['Sunny', 'Cloudy', 'Rain', 'Windy'], [30, 35, 25, 10]),
        staff: market === 'Online shop' ? 'Priya' : random.weighted(['Jo', 'Priya', 'Jo & Priya', 'Sam'], [40, 25, 20, 15]),
      });
    }
  }
  days.sort((a, b) => a.date.localeCompare(b.date) || a.market.localeCompare(b.market));
  days.forEach((d, i) => (d.id = `MD-${String(i + 1).padStart(3, '0')}`));
  const dayWeights = days.map((d) => (d.market === 'Bath' ? 2 : d.market === 'Frome Independent' ? 1.6 : 1) * (d.weather === 'Rain' ? 0.6 : 1) * (d.date >= '2025-06-01' && d.date < '2025-09-01' ? 1.3 : 1));
  const productWeights = products.map((p) => RANGES.find((r) => r[0] === p.range)![3] * (p.scent === 'Lavender' ? 2 : 1) * (p.discontinued ? 0.2 : 1) * (p.sku.endsWith('3') && p.range === 'Gift set' ? 0 : 1));
  const lines: Line[] = [];
  for (let i = 0; i < 14_000; i++) {
    const d = random.weighted(days, dayWeights);
    const p = random.weighted(products, productWeights);
    const refund = random.chance(0.025);
    const price = random.chance(0.1) ? roundTo(p.rrp * 0.8, 2) : p.rrp;
    const qty = refund ? -1 : random.weighted([1, 2, 3, 4], [70, 20, 7, 3]);
    lines.push({ id: 0, day: d.id, sku: p.sku, qty, price, payment: d.market === 'Online shop' ? 'Card' : random.chance(0.04) ? null : random.weighted(['Card', 'Cash'], [68, 32]), kind: refund ? 'Refund' : 'Sale' });
  }
  const order = new Map(days.map((d, i) => [d.id, i]));
  lines.sort((a, b) => order.get(a.day)! - order.get(b.day)! || a.sku.localeCompare(b.sku));
  lines.forEach((l, i) => (l.id = 700_001 + i));
  return { products, days, lines };
}

const money = (n: number) => `${n < 0 ? '-' : ''}£${Math.abs(n).toFixed(2)}`;

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Product', value: (p) => p.name },
  { header: 'Range', value: (p) => p.range },
  { header: 'Scent', value: (p) => p.scent },
  { header: 'Weight (g)', value: (p) => p.grams },
  { header: 'RRP (£)', value: (p) => p.rrp },
  { header: 'Vegan', value: (p) => (p.vegan ? 'Y' : 'N') },
  { header: 'Discontinued', value: (p) => (p.discontinued ? 'Yes' : null) },
];

const DAY_COLUMNS: Column<MarketDay>[] = [
  { header: 'Day ID', value: (d) => d.id },
  { header: 'Date', value: (d) => d.date },
  { header: 'Market', value: (d) => d.market },
  { header: 'Pitch fee (£)', value: (d) => d.fee },
  { header: 'Weather', value: (d) => d.weather },
  { header: 'Stall run by', value: (d) => d.staff },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Line ID', value: (l) => l.id },
  { header: 'Day ID', value: (l) => l.day },
  { header: 'SKU', value: (l) => l.sku },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Unit price', value: (l) => money(l.price) },
  { header: 'Line total', value: (l) => money(roundTo(l.qty * l.price, 2)) },
  { header: 'Payment', value: (l) => l.payment },
  { header: 'Type', value: (l) => l.kind },
];

export const soapmaker: BusinessSchema = {
  name: 'soapmaker',
  description: "A soap maker's 340 products (XLSX), 330 market stall days Jan-Oct 2025 (CSV) and 14,000 till lines with refunds (CSV), joined on Day ID and SKU",
  async build(dir) {
    const { products, days, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'products.xlsx'), 'Products', PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'market_days.csv'), DAY_COLUMNS, days),
      await writeCsv(join(dir, 'till_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('soapmaker');
    const dayOf = new Map(days.map((d) => [d.id, d]));
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const total = (l: Line) => roundTo(l.qty * l.price, 2);
    const sale = (l: Line) => l.kind === 'Sale';
    const refund = (l: Line) => l.kind === 'Refund';
    const market = (l: Line) => dayOf.get(l.day)!.market;
    const date = (l: Line) => dayOf.get(l.day)!.date;
    const product = (l: Line) => productOf.get(l.sku)!;
    const inMonth = (m: string) => (l: Line) => date(l).startsWith(m);
    const takingsPerDay = new Map([...groupBy(lines, market, 'sum', total)].map(([m, t]) => [m, t / countWhere(days, (d) => d.market === m)]));

    q.ask('How many products do we have?', count(products.length));
    q.ask('products per range', countsBy(groupBy(products, (p) => p.range, 'count')));
    q.ask('How many of our products are vegan?', count(countWhere(products, (p) => p.vegan)));
    q.ask('Average RRP for each range', breakdown(groupBy(products, (p) => p.range, 'avg', (p) => p.rrp), 2));
    q.ask("What's the highest RRP we charge for anything?", amount(maxOf(products, (p) => p.rrp), 2));
    q.ask('How many products are discontinued?', count(countWhere(products, (p) => p.discontinued)));
    q.ask('How many market days have we done?', count(days.length));
    q.ask('Market days by market', countsBy(groupBy(days, (d) => d.market, 'count')));
    q.ask('How much have we paid in pitch fees altogether?', amount(sumOf(days, (d) => d.fee), 2));
    q.ask('pitch fees per market', breakdown(groupBy(days, (d) => d.market, 'sum', (d) => d.fee), 2));
    q.ask('How many market days did it rain?', count(countWhere(days, (d) => d.weather === 'Rain')));
    q.ask('How many till lines are there?', count(lines.length));
    q.ask('What are our total takings after refunds?', amount(sumOf(lines, total), 2));
    q.ask('Total sales before refunds', amount(sumOf(lines, total, sale), 2));
    q.ask('How much have we refunded in total?', amount(-sumOf(lines, total, refund), 2));
    q.ask('How many refunds have there been?', count(countWhere(lines, refund)));
    q.ask('How many units have we sold, before refunds?', count(sumOf(lines, (l) => l.qty, sale)));
    q.ask('Takings by market, net of refunds', breakdown(groupBy(lines, market, 'sum', total), 2));
    q.ask('Which market makes us the most money?', winner(groupBy(lines, market, 'sum', total)));
    q.ask('top 3 products by units sold, before refunds', ranking(ranked(groupBy(lines, (l) => product(l).name, 'sum', (l) => l.qty, sale), 3)));
    q.ask('Net takings by product range', breakdown(groupBy(lines, (l) => product(l).range, 'sum', total), 2));
    q.ask('Which scent sells the most units (before refunds)?', winner(groupBy(lines, (l) => product(l).scent, 'sum', (l) => l.qty, sale)));
    q.ask('What share of our sales value (before refunds) was paid in cash?', percent(percentOf(sumOf(lines, total, (l) => sale(l) && l.payment === 'Cash'), sumOf(lines, total, sale))));
    q.ask('How many till lines have no payment method?', count(countWhere(lines, (l) => l.payment === null)));
    const may = q.ask('What did we take in May, after refunds?', amount(sumOf(lines, total, inMonth('2025-05')), 2));
    q.followUp(may, 'And in June?', amount(sumOf(lines, total, inMonth('2025-06')), 2));
    const q2 = q.ask('Net takings for Q2', amount(sumOf(lines, total, (l) => quarterOf(date(l)) === 2), 2));
    q.followUp(q2, 'how about Q3', amount(sumOf(lines, total, (l) => quarterOf(date(l)) === 3), 2));
    q.ask('Takings between 1 June and 14 June 2025 (net)', amount(sumOf(lines, total, (l) => date(l) >= '2025-06-01' && date(l) <= '2025-06-14'), 2));
    q.ask('How much have we taken since 1 September, net of refunds?', amount(sumOf(lines, total, (l) => date(l) >= '2025-09-01'), 2));
    q.ask('Which month had the best net takings?', month(ranked(groupBy(lines, (l) => date(l).slice(0, 7), 'sum', total), 1)[0]));
    q.ask('Average quantity per sale line', amount(avgOf(lines, (l) => l.qty, sale), 2));
    q.ask('median value of a sale line', amount(medianOf(lines, total, sale), 2));
    q.ask('How many different products have we sold at Frome Independent?', count(new Set(lines.filter((l) => sale(l) && market(l) === 'Frome Independent').map((l) => l.sku)).size));
    const sold = new Set(lines.filter(sale).map((l) => l.sku));
    q.ask('How many products have never sold?', count(countWhere(products, (p) => !sold.has(p.sku))));
    const lud = q.ask('What did Ludlow take in August?', amount(sumOf(lines, total, (l) => market(l) === 'Ludlow' && inMonth('2025-08')(l)), 2));
    q.followUp(lud, 'and Stroud Farmers?', amount(sumOf(lines, total, (l) => market(l) === 'Stroud Farmers' && inMonth('2025-08')(l)), 2));
    q.ask('Average net takings per market day at Totnes', amount(takingsPerDay.get('Totnes')!, 2));
    q.ask('Which market has the best average takings per day?', winner(takingsPerDay));
    q.ask('Takings minus pitch fees for each market', breakdown(new Map([...groupBy(lines, market, 'sum', total)].map(([m, t]) => [m, t - sumOf(days, (d) => d.fee, (d) => d.market === m)])), 2));
    q.ask('How many lavender items did we sell, before refunds?', count(sumOf(lines, (l) => l.qty, (l) => sale(l) && product(l).scent === 'Lavender')));
    q.ask('Bath bomb takings in Q3 (net)', amount(sumOf(lines, total, (l) => product(l).range === 'Bath bomb' && quarterOf(date(l)) === 3), 2));
    q.ask('Refunds by range', breakdown(new Map([...groupBy(lines, (l) => product(l).range, 'sum', total, refund)].map(([k, v]) => [k, -v])), 2));
    q.ask('Top 5 products by net takings', ranking(ranked(groupBy(lines, (l) => product(l).name, 'sum', total), 5)));
    q.ask('Average unit price we actually got for shampoo bars', amount(avgOf(lines, (l) => l.price, (l) => sale(l) && product(l).range === 'Shampoo bar'), 2));
    q.ask('How many sunny market days have we had?', count(countWhere(days, (d) => d.weather === 'Sunny')));
    q.ask('Net takings on rainy days', amount(sumOf(lines, total, (l) => dayOf.get(l.day)!.weather === 'Rain'), 2));
    q.ask('How many market days did Jo run on her own?', count(countWhere(days, (d) => d.staff === 'Jo')));
    q.ask('What percentage of units sold (before refunds) were vegan products?', percent(percentOf(sumOf(lines, (l) => l.qty, (l) => sale(l) && product(l).vegan), sumOf(lines, (l) => l.qty, sale))));

    q.ask('What does each bar cost us to make?', decline('no cost or ingredient data'));
    q.ask('Which customers buy from us most often?', decline('no customer names'));
    q.ask('How many people walked past the stall at Ludlow?', decline('no footfall'));
    q.ask('How many lavender bars have we got left in stock?', decline('no stock levels'));
    q.ask('How long do online orders take to arrive?', decline('no delivery data'));
    q.ask('What were our takings in 2024?', decline('the market days start in January 2025'));
    q.ask('How much did we take at Glastonbury market?', decline('no such market'));
    q.ask('What is our average Etsy review score?', decline('no reviews'));
    q.ask('How much VAT did we pay last quarter?', decline('no VAT data'));
    q.ask('How many Instagram followers came to the stall?', decline('no social media data'));
    q.ask('What will we sell at the Christmas markets?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A cheesemonger selling wholesale to restaurants, delis, hotels and pubs and retail over its
// counter: 420 trade customers (CSV), a catalogue of 320 SKUs, each cheese in several formats
// (XLSX), and about 46,000 order lines from January 2025 to November 2026 (CSV) sharing
// `customer_id` and `sku`. Traps: counter (retail) lines with a blank customer id, returns written
// as credit lines with negative weight and value, SKU codes and order numbers that look like
// numbers in part, units and currency in headers ("Weight (kg)", "Price (£/kg)"), several SKUs per
// cheese (rows vs distinct cheeses), and a real cheese whose name starts with "Total" ("Total
// Eclipse Blue").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  type: string;
  town: string;
  terms: string;
  limit: number | null;
  opened: string;
}

interface Product {
  sku: string;
  cheese: string;
  format: string;
  unitKg: number;
  milk: string;
  style: string;
  country: string;
  pasteurised: string;
  price: number;
  supplier: string;
}

interface Line {
  id: number;
  order: string;
  date: string;
  customer: string | null;
  channel: string;
  sku: string;
  qty: number;
  kg: number;
  price: number;
  discount: number;
  total: number;
  status: string;
}

// cheese, milk, style, country, £/kg for a whole wheel, pasteurised, supplier
const CHEESES: [string, string, string, string, number, string, string][] = [
  ["Montgomery's Cheddar", 'Cow', 'Hard', 'England', 26, 'No', 'Neal Yard Wholesale'], ['Westcombe Cheddar', 'Cow', 'Hard', 'England', 24, 'No', 'Neal Yard Wholesale'],
  ['Isle of Mull Cheddar', 'Cow', 'Hard', 'Scotland', 25, 'No', 'Highland Fine Cheeses'], ['Lincolnshire Poacher', 'Cow', 'Hard', 'England', 22, 'No', 'Neal Yard Wholesale'],
  ['Colston Bassett Stilton', 'Cow', 'Blue', 'England', 21, 'Yes', 'Midlands Dairy Co'], ['Stichelton', 'Cow', 'Blue', 'England', 30, 'No', 'Neal Yard Wholesale'],
  ['Shropshire Blue', 'Cow', 'Blue', 'England', 19, 'Yes', 'Midlands Dairy Co'], ['Beenleigh Blue', 'Sheep', 'Blue', 'England', 33, 'Yes', 'West Country Cheese'],
  ['Perl Las', 'Cow', 'Blue', 'Wales', 23, 'Yes', 'Cambrian Cheese'], ['Dorset Blue Vinny', 'Cow', 'Blue', 'England', 22, 'Yes', 'West Country Cheese'],
  ['Total Eclipse Blue', 'Goat', 'Blue', 'England', 34, 'Yes', 'West Country Cheese'], ['Gorgonzola Dolce', 'Cow', 'Blue', 'Italy', 18, 'Yes', 'Casa Italia Imports'],
  ['Roquefort', 'Sheep', 'Blue', 'France', 31, 'No', 'Fromagerie Import Ltd'], ['Bleu d\'Auvergne', 'Cow', 'Blue', 'France', 20, 'Yes', 'Fromagerie Import Ltd'],
  ['Brie de Meaux', 'Cow', 'Soft', 'France', 24, 'No', 'Fromagerie Import Ltd'], ['Camembert de Normandie', 'Cow', 'Soft', 'France', 21, 'No', 'Fromagerie Import Ltd'],
  ['Baron Bigod', 'Cow', 'Soft', 'England', 32, 'No', 'Neal Yard Wholesale'], ['Tunworth', 'Cow', 'Soft', 'England', 29, 'Yes', 'West Country Cheese'],
  ['Waterloo', 'Cow', 'Soft', 'England', 27, 'Yes', 'Neal Yard Wholesale'], ['Driftwood', 'Goat', 'Soft', 'England', 35, 'Yes', 'West Country Cheese'],
  ['Valencay', 'Goat', 'Soft', 'France', 38, 'No', 'Fromagerie Import Ltd'], ['Sainte-Maure de Touraine', 'Goat', 'Soft', 'France', 36, 'No', 'Fromagerie Import Ltd'],
  ['Crottin de Chavignol', 'Goat', 'Soft', 'France', 40, 'No', 'Fromagerie Import Ltd'], ['Golden Cross', 'Goat', 'Soft', 'England', 37, 'No', 'Neal Yard Wholesale'],
  ['Epoisses', 'Cow', 'Washed Rind', 'France', 39, 'Yes', 'Fromagerie Import Ltd'], ['Taleggio', 'Cow', 'Washed Rind', 'Italy', 19, 'Yes', 'Casa Italia Imports'],
  ['Stinking Bishop', 'Cow', 'Washed Rind', 'England', 33, 'Yes', 'West Country Cheese'], ['Reblochon', 'Cow', 'Washed Rind', 'France', 23, 'No', 'Fromagerie Import Ltd'],
  ['Ogleshield', 'Cow', 'Washed Rind', 'England', 25, 'No', 'Neal Yard Wholesale'], ['Rachel', 'Goat', 'Washed Rind', 'England', 31, 'Yes', 'West Country Cheese'],
  ['Morbier', 'Cow', 'Washed Rind', 'France', 22, 'No', 'Fromagerie Import Ltd'], ['Comte 18 month', 'Cow', 'Hard', 'France', 29, 'No', 'Fromagerie Import Ltd'],
  ['Comte 24 month', 'Cow', 'Hard', 'France', 34, 'No', 'Fromagerie Import Ltd'], ['Beaufort', 'Cow', 'Hard', 'France', 36, 'No', 'Fromagerie Import Ltd'],
  ['Gruyere', 'Cow', 'Hard', 'Switzerland', 27, 'No', 'Alpine Cheese Traders'], ['Appenzeller', 'Cow', 'Hard', 'Switzerland', 25, 'No', 'Alpine Cheese Traders'],
  ['Parmigiano Reggiano', 'Cow', 'Hard', 'Italy', 28, 'No', 'Casa Italia Imports'], ['Pecorino Romano', 'Sheep', 'Hard', 'Italy', 24, 'No', 'Casa Italia Imports'],
  ['Manchego', 'Sheep', 'Hard', 'Spain', 23, 'Yes', 'Iberica Foods'], ['Idiazabal', 'Sheep', 'Hard', 'Spain', 27, 'No', 'Iberica Foods'],
  ['Ossau-Iraty', 'Sheep', 'Hard', 'France', 30, 'No', 'Fromagerie Import Ltd'], ['Berkswell', 'Sheep', 'Hard', 'England', 34, 'No', 'Neal Yard Wholesale'],
  ['Gouda 24 month', 'Cow', 'Hard', 'Netherlands', 21, 'Yes', 'Dutch Kaas BV'], ['Mimolette', 'Cow', 'Hard', 'France', 26, 'Yes', 'Fromagerie Import Ltd'],
  ["Kirkham's Lancashire", 'Cow', 'Crumbly', 'England', 22, 'No', 'Neal Yard Wholesale'], ["Appleby's Cheshire", 'Cow', 'Crumbly', 'England', 21, 'No', 'Neal Yard Wholesale'],
  ['Wensleydale', 'Cow', 'Crumbly', 'England', 15, 'Yes', 'Midlands Dairy Co'], ['Caerphilly', 'Cow', 'Crumbly', 'Wales', 18, 'No', 'Cambrian Cheese'],
  ['Sparkenhoe Red Leicester', 'Cow', 'Hard', 'England', 20, 'No', 'Midlands Dairy Co'], ['Single Gloucester', 'Cow', 'Hard', 'England', 19, 'No', 'West Country Cheese'],
  ['Cornish Yarg', 'Cow', 'Semi-soft', 'England', 20, 'Yes', 'West Country Cheese'], ['Cornish Kern', 'Cow', 'Hard', 'England', 31, 'Yes', 'West Country Cheese'],
  ['Halloumi', 'Sheep', 'Fresh', 'Cyprus', 13, 'Yes', 'Mediterranean Foods'], ['Feta PDO', 'Sheep', 'Fresh', 'Greece', 14, 'Yes', 'Mediterranean Foods'],
  ['Mozzarella di Bufala', 'Buffalo', 'Fresh', 'Italy', 17, 'Yes', 'Casa Italia Imports'], ['Burrata', 'Cow', 'Fresh', 'Italy', 22, 'Yes', 'Casa Italia Imports'],
  ['Ricotta', 'Cow', 'Fresh', 'Italy', 9, 'Yes', 'Casa Italia Imports'], ['Ticklemore', 'Goat', 'Semi-soft', 'England', 28, 'Yes', 'West Country Cheese'],
  ['St Jude', 'Cow', 'Soft', 'England', 36, 'No', 'Neal Yard Wholesale'], ['Tomme de Savoie', 'Cow', 'Semi-soft', 'France', 22, 'No', 'Fromagerie Import Ltd'],
  ['Fontina', 'Cow', 'Semi-soft', 'Italy', 21, 'No', 'Casa Italia Imports'], ['Raclette', 'Mixed', 'Semi-soft', 'Switzerland', 20, 'Yes', 'Alpine Cheese Traders'],
  ['Smoked Applewood', 'Cow', 'Hard', 'England', 14, 'Yes', 'Midlands Dairy Co'], ['Old Amsterdam', 'Cow', 'Hard', 'Netherlands', 19, 'Yes', 'Dutch Kaas BV'],
];
// format, kg per unit multiplier of the wheel, price uplift
const FORMATS: [string, number, number][] = [['Whole', 1, 1], ['Half', 0.5, 1.04], ['Quarter', 0.25, 1.08], ['1kg piece', 0, 1.15], ['200g pre-pack', 0, 1.3]];
const TOWNS = ['Harrogate', 'York', 'Leeds', 'Ripon', 'Skipton', 'Ilkley', 'Knaresborough', 'Otley', 'Thirsk', 'Wetherby', 'Malton', 'Helmsley'];
const TYPES: [string, number][] = [['Restaurant', 35], ['Pub', 14], ['Deli', 15], ['Farm Shop', 11], ['Hotel', 10], ['Caterer', 8], ['Cafe', 7]];
const WORDS = ['Olive', 'Oak', 'Swan', 'Fox', 'Hare', 'Rose', 'Crown', 'Mill', 'Bridge', 'Orchard', 'Larder', 'Kitchen', 'Pantry', 'Granary', 'Abbey', 'Moor', 'Dale', 'Harbour', 'Willow', 'Acorn', 'Thistle', 'Lantern'];
const SUFFIX: Record<string, string[]> = {
  Restaurant: ['Bistro', 'Brasserie', 'Dining Room', 'Restaurant', 'Grill'], Pub: ['Inn', 'Arms', 'Tavern'], Deli: ['Deli', 'Fine Foods', 'Provisions'],
  'Farm Shop': ['Farm Shop', 'Farm Store'], Hotel: ['Hotel', 'House Hotel', 'Lodge'], Caterer: ['Catering', 'Events'], Cafe: ['Cafe', 'Tearoom', 'Coffee House'],
};

function generate(): { customers: Customer[]; products: Product[]; lines: Line[] } {
  const rc = createRandom(41_101);
  const customers: Customer[] = [];
  const used = new Set<string>();
  while (customers.length < 420) {
    const type = rc.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    const town = rc.pick(TOWNS);
    const base = `The ${rc.pick(WORDS)} ${rc.pick(SUFFIX[type])}`;
    const name = used.has(base) ? `${base} ${town}` : base;
    if (used.has(name)) continue;
    used.add(name);
    const terms = rc.weighted(['30 days', '14 days', 'Pro forma', 'Cash on delivery'], [45, 30, 15, 10]);
    customers.push({
      id: `C${String(2001 + customers.length)}`, name, type, town, terms,
      limit: terms === 'Pro forma' || terms === 'Cash on delivery' ? null : rc.pick([500, 750, 1000, 1500, 2000, 3000, 5000]),
      opened: rc.date('2016-01-01', '2026-09-30'),
    });
  }
  const rp = createRandom(41_102);
  const products: Product[] = [];
  CHEESES.forEach(([cheese, milk, style, country, wheelPrice, pasteurised, supplier], i) => {
    const wheelKg = style === 'Fresh' ? rp.pick([1, 2]) : style === 'Soft' || style === 'Washed Rind' ? rp.pick([0.25, 1, 1.5, 3]) : rp.pick([4, 6, 8, 12, 20, 25]);
    for (const [format, share, uplift] of FORMATS) {
      if (products.length >= 320) break;
      const unitKg = format === '1kg piece' ? 1 : format === '200g pre-pack' ? 0.2 : roundTo(wheelKg * share, 3);
      products.push({ sku: `${String(100 + i).padStart(3, '0')}-${format === '200g pre-pack' ? 'P2' : format === '1kg piece' ? 'K1' : format[0]}`, cheese, format, unitKg, milk, style, country, pasteurised, price: roundTo(wheelPrice * uplift * rp.float(0.97, 1.03, 3), 2), supplier });
    }
  });
  const rl = createRandom(41_103);
  const custWeight = customers.map((c) => (c.type === 'Restaurant' || c.type === 'Hotel' ? 3 : 1.5) * rl.float(0.1, 2, 2) * (c.id.endsWith('7') ? 0 : 1));
  const wholesaleWeight = products.map((p) => (p.format === '200g pre-pack' ? 0.2 : p.format === 'Whole' ? 1.2 : 1) * (p.cheese.includes('Cheddar') || p.cheese.includes('Stilton') ? 2.5 : 1));
  const retailWeight = products.map((p) => (p.format === '200g pre-pack' ? 4 : p.format === '1kg piece' ? 1.5 : p.format === 'Whole' ? 0.05 : 0.3));
  const lines: Line[] = [];
  let orderNo = 51_000;
  while (lines.length < 46_000) {
    const date = rl.date('2025-01-02', '2026-11-28');
    const december = date.slice(5, 7) === '12' ? 1.6 : 1;
    const retail = rl.chance(0.4);
    const customer = retail ? null : rl.weighted(customers, custWeight);
    const n = retail ? rl.int(1, 3) : rl.int(1, Math.round(6 * december));
    orderNo += 1;
    const credit = !retail && rl.chance(0.03);
    for (let k = 0; k < n; k++) {
      const p = retail ? rl.weighted(products, retailWeight) : rl.weighted(products, wholesaleWeight);
      const qty = retail ? rl.int(1, 2) : p.unitKg >= 4 ? 1 : rl.int(1, 6);
      let kg = roundTo(qty * p.unitKg * (p.format === 'Whole' || p.format === 'Half' || p.format === 'Quarter' ? rl.float(0.95, 1.05, 3) : 1), 3);
      const discount = retail ? 0 : customer!.type === 'Hotel' || customer!.type === 'Restaurant' ? rl.pick([0, 5, 5, 10]) : rl.pick([0, 0, 5]);
      if (credit) kg = -kg;
      lines.push({
        id: 0, order: `SO-${orderNo}`, date, customer: customer ? customer.id : null, channel: retail ? 'Retail' : 'Wholesale', sku: p.sku,
        qty: credit ? -qty : qty, kg, price: p.price, discount, total: roundTo(kg * p.price * (1 - discount / 100), 2), status: credit ? 'Credit' : retail ? 'Paid' : 'Invoiced',
      });
    }
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.order.localeCompare(b.order));
  lines.forEach((l, i) => (l.id = 1 + i));
  return { customers, products, lines };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'business_name', value: (c) => c.name },
  { header: 'customer_type', value: (c) => c.type },
  { header: 'town', value: (c) => c.town },
  { header: 'payment_terms', value: (c) => c.terms },
  { header: 'Credit limit (£)', value: (c) => c.limit },
  { header: 'account_opened', value: (c) => c.opened },
];

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (p) => p.sku },
  { header: 'cheese', value: (p) => p.cheese },
  { header: 'format', value: (p) => p.format },
  { header: 'milk', value: (p) => p.milk },
  { header: 'style', value: (p) => p.style },
  { header: 'country', value: (p) => p.country },
  { header: 'pasteurised', value: (p) => p.pasteurised },
  { header: 'Price (£/kg)', value: (p) => p.price },
  { header: 'supplier', value: (p) => p.supplier },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'line_id', value: (l) => l.id },
  { header: 'order_no', value: (l) => l.order },
  { header: 'order_date', value: (l) => l.date },
  { header: 'customer_id', value: (l) => l.customer },
  { header: 'channel', value: (l) => l.channel },
  { header: 'sku', value: (l) => l.sku },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Weight (kg)', value: (l) => l.kg },
  { header: 'Price (£/kg)', value: (l) => l.price },
  { header: 'discount_pct', value: (l) => l.discount },
  { header: 'Line total (£)', value: (l) => l.total },
  { header: 'status', value: (l) => l.status },
];

export const cheesemonger: BusinessSchema = {
  name: 'cheesemonger',
  description: 'A cheesemonger: 420 trade customers (CSV), 320 catalogue SKUs (XLSX), about 46,000 wholesale and retail order lines 2025-2026 (CSV) sharing customer_id and sku',
  async build(dir) {
    const { customers, products, lines } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'cheese_catalogue.xlsx'), 'Catalogue', PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'order_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('cheesemonger');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const prodOf = new Map(products.map((p) => [p.sku, p]));
    const cheese = (l: Line) => prodOf.get(l.sku)!.cheese;
    const value = (l: Line) => l.total;
    const inPeriod = (prefix: string) => (l: Line) => l.date.startsWith(prefix);
    const ctype = (l: Line) => (l.customer === null ? null : custOf.get(l.customer)!.type);

    q.ask('How many trade customers do we have?', count(customers.length));
    q.ask('customers by type', countsBy(groupBy(customers, (c) => c.type, 'count')));
    q.ask('How many restaurants are on pro forma terms?', count(countWhere(customers, (c) => c.type === 'Restaurant' && c.terms === 'Pro forma')));
    q.ask("What's the average credit limit for our hotels?", amount(avgOf(customers, (c) => c.limit, (c) => c.type === 'Hotel')));
    q.ask('Which town has the most customers?', winner(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How many accounts did we open in 2025?', count(countWhere(customers, (c) => c.opened.startsWith('2025'))));
    q.ask('How many SKUs are in the catalogue?', count(products.length));
    q.ask('How many different cheeses do we stock?', count(new Set(products.map((p) => p.cheese)).size));
    q.ask("How many goat's milk SKUs are there?", count(countWhere(products, (p) => p.milk === 'Goat')));
    q.ask('average price per kg of the blue cheeses', amount(avgOf(products, (p) => p.price, (p) => p.style === 'Blue')));
    q.ask('Which cheese has the highest price per kilo?', winner(groupBy(products, (p) => p.cheese, 'max', (p) => p.price)));
    q.ask('How many SKUs does each supplier give us?', countsBy(groupBy(products, (p) => p.supplier, 'count')));
    q.ask('How many unpasteurised SKUs do we list?', count(countWhere(products, (p) => p.pasteurised === 'No')));

    q.ask('What are our total net sales across all order lines?', amount(sumOf(lines, value)));
    const s25 = q.ask('How much did we sell in 2025?', amount(sumOf(lines, value, inPeriod('2025'))));
    q.followUp(s25, 'And 2026 so far?', amount(sumOf(lines, value, inPeriod('2026'))));
    q.ask('Sales split wholesale vs retail', breakdown(groupBy(lines, (l) => l.channel, 'sum', value)));
    q.ask('What percentage of our sales comes from retail?', percent(percentOf(sumOf(lines, value, (l) => l.channel === 'Retail'), sumOf(lines, value))));
    q.ask('How many order lines are there?', count(lines.length));
    q.ask('How many orders have we taken?', count(new Set(lines.map((l) => l.order)).size));
    q.ask('Top 5 cheeses by sales value', ranking(ranked(groupBy(lines, cheese, 'sum', value), 5)));
    q.ask('How many kilos of cheese did we sell in October 2026?', amount(sumOf(lines, (l) => l.kg, inPeriod('2026-10')), 1));
    q.ask('Which customer spent the most with us in 2026?', winner(groupBy(lines, (l) => (l.customer === null ? null : custOf.get(l.customer)!.name), 'sum', value, inPeriod('2026'))));
    q.ask('Sales by customer type', breakdown(groupBy(lines, ctype, 'sum', value)));
    q.ask('sales by milk type', breakdown(groupBy(lines, (l) => prodOf.get(l.sku)!.milk, 'sum', value)));
    q.ask('How many credit lines have we issued?', count(countWhere(lines, (l) => l.status === 'Credit')));
    q.ask('Average value of a wholesale order line', amount(avgOf(lines, value, (l) => l.channel === 'Wholesale')));
    q.ask('Median weight of a retail line in kg', amount(medianOf(lines, (l) => l.kg, (l) => l.channel === 'Retail'), 3));
    q.ask('Which month had the most order lines?', month(busiestMonth(lines, (l) => l.date)));
    q.ask('How many different customers ordered in Q2 2026?', count(new Set(lines.filter((l) => l.customer !== null && l.date.startsWith('2026') && quarterOf(l.date) === 2).map((l) => l.customer)).size));
    q.ask('Sales in the last quarter of 2025', amount(sumOf(lines, value, (l) => l.date.startsWith('2025') && quarterOf(l.date) === 4)));
    q.ask('How much Total Eclipse Blue have we sold, in pounds?', amount(sumOf(lines, value, (l) => cheese(l) === 'Total Eclipse Blue')));
    q.ask('How many kg of Colston Bassett Stilton did we shift in December 2025?', amount(sumOf(lines, (l) => l.kg, (l) => cheese(l) === 'Colston Bassett Stilton' && inPeriod('2025-12')(l)), 1));
    q.ask('Top 3 countries of origin by sales', ranking(ranked(groupBy(lines, (l) => prodOf.get(l.sku)!.country, 'sum', value), 3)));
    q.ask('How much did customers in Harrogate spend in total?', amount(sumOf(lines, value, (l) => l.customer !== null && custOf.get(l.customer)!.town === 'Harrogate')));
    q.ask('average discount given on wholesale lines (%)', amount(avgOf(lines, (l) => l.discount, (l) => l.channel === 'Wholesale'), 2));
    const ordered = new Set(lines.map((l) => l.customer));
    q.ask('How many customers have never placed an order?', count(countWhere(customers, (c) => !ordered.has(c.id))));
    q.ask('What did restaurants spend in September 2026?', amount(sumOf(lines, value, (l) => ctype(l) === 'Restaurant' && inPeriod('2026-09')(l))));
    const fr = q.ask('What share of sales are French cheeses?', percent(percentOf(sumOf(lines, value, (l) => prodOf.get(l.sku)!.country === 'France'), sumOf(lines, value))));
    q.followUp(fr, 'and Italian ones?', percent(percentOf(sumOf(lines, value, (l) => prodOf.get(l.sku)!.country === 'Italy'), sumOf(lines, value))));
    q.ask('Sales from 1 to 24 December 2025', amount(sumOf(lines, value, (l) => l.date >= '2025-12-01' && l.date <= '2025-12-24')));
    q.ask('What is the biggest single order line we have had, in £?', amount(maxOf(lines, value)));
    q.ask('Which style of cheese sells the most by weight?', winner(groupBy(lines, (l) => prodOf.get(l.sku)!.style, 'sum', (l) => l.kg)));
    q.ask('How many 200g pre-packs did we sell over the counter?', count(sumOf(lines, (l) => l.qty, (l) => l.channel === 'Retail' && prodOf.get(l.sku)!.format === '200g pre-pack')));

    q.ask("What's our profit margin on Comte?", decline('no cost prices'));
    q.ask('Which cheeses are in stock right now?', decline('no stock levels'));
    q.ask('Which wheels are close to their best-before date?', decline('no best-before dates'));
    q.ask('Which driver delivers to the Harrogate restaurants?', decline('no delivery or driver data'));
    q.ask('What will our Christmas 2026 sales be?', decline('a forecast'));
    q.ask('Which customers pay their invoices late?', decline('no payment dates'));
    q.ask('What do customers think of the Stichelton?', decline('no reviews'));
    q.ask('What were our sales in 2023?', decline('orders start in January 2025'));
    q.ask("What's the email address for The Oak Bistro?", decline('no contact details'));
    q.ask('Which cheese tastes best with port?', decline('an opinion'));
    q.ask('How much fat is in our Brie de Meaux?', decline('no nutrition data'));
    return { files, questions: q.questions };
  },
};

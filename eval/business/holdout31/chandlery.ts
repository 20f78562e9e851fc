// A boat chandlery on the south coast: 420 products (XLSX, with the RRP), 650 customer accounts
// (CSV: yacht clubs, marinas, boatyards, trade and private sailors) and 36,000 sales lines from
// January 2025 to November 2026 (CSV, the unit price actually paid) sharing sku and account_no.
// Traps: account numbers with leading zeros that look numeric, SKUs that are numbers, credit limits
// stored as "£2,500" text, account opening dates as "03-Mar-2019" text, cash sales with a blank
// account, statuses in mixed case (Paid, paid, PAID, On Account, Refunded), a brand whose products
// start with "Total" ("TotalBoat"), and two money columns (RRP vs unit price paid).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: number;
  name: string;
  category: string;
  brand: string;
  rrp: number;
  stock: number | null;
}

interface Account {
  no: string;
  name: string;
  type: string;
  county: string;
  opened: string;
  limit: number;
}

interface Line {
  invoice: number;
  date: string;
  account: string | null;
  sku: number;
  qty: number;
  price: number;
  status: string;
  channel: string;
}

// category, items, price range, brands
const CATEGORIES: [string, string[], number, number, string[], number][] = [
  ['Rope & Line', ['Braided Mooring Line 12mm', 'Dyneema Sheet 8mm', 'Halyard 10mm', 'Shock Cord 6mm', 'Anchor Warp 14mm'], 8, 140, ['Marlow', 'Liros', 'Kingfisher'], 18],
  ['Antifouling', ['Eroding Antifouling 2.5L', 'Hard Antifouling 750ml', 'Prop Antifouling Kit', 'Primer 750ml'], 25, 190, ['International', 'Hempel', 'Jotun', 'TotalBoat'], 14],
  ['Safety', ['Lifejacket 150N', 'Lifejacket Rearm Kit', 'Flare Pack', 'Throw Line', 'Danbuoy'], 12, 260, ['Crewsaver', 'Spinlock', 'Ocean Safety'], 13],
  ['Electronics', ['Handheld VHF', 'Chartplotter 7in', 'AIS Transponder', 'Depth Sounder', 'Nav Light LED'], 35, 1_400, ['Garmin', 'Raymarine', 'Standard Horizon'], 6],
  ['Deck Hardware', ['Shackle 8mm', 'Snatch Block', 'Cam Cleat', 'Stanchion Base', 'Fairlead'], 5, 180, ['Harken', 'Ronstan', 'Wichard', 'Lewmar'], 16],
  ['Maintenance', ['Teak Oil 1L', 'Gelcoat Restorer', 'Varnish 750ml', 'Boat Wash 1L', 'Epoxy Kit'], 9, 75, ['TotalBoat', 'Starbrite', 'Owatrol', 'International'], 17],
  ['Clothing', ['Sailing Gloves', 'Deck Boots', 'Offshore Jacket', 'Salopettes', 'Thermal Base Layer'], 18, 420, ['Musto', 'Gill', 'Helly Hansen'], 10],
  ['Mooring & Anchoring', ['Fender 20x65cm', 'Anchor Chain 8mm (m)', 'Delta Anchor 10kg', 'Mooring Buoy', 'Boat Hook'], 6, 320, ['Lewmar', 'Polyform', 'Plastimo'], 12],
];
const ACCOUNT_TYPES: [string, number][] = [['Private', 62], ['Yacht Club', 8], ['Marina', 6], ['Boatyard', 10], ['Trade', 14]];
const COUNTIES: [string, number][] = [['Hampshire', 34], ['Dorset', 22], ['West Sussex', 16], ['Isle of Wight', 14], ['Devon', 9], ['Cornwall', 5]];
const FIRST = ['James', 'Sarah', 'Peter', 'Fiona', 'Mark', 'Helen', 'Andrew', 'Lucy', 'Richard', 'Claire', 'Simon', 'Emma', 'Nigel', 'Kate', 'Rob', 'Anna', 'Tim', 'Jo', 'Martin', 'Sue', 'Graham', 'Liz', 'Colin', 'Ruth'];
const LAST = ['Pearce', 'Hollis', 'Drake', 'Fenwick', 'Marsh', 'Coombes', 'Whitby', 'Lister', 'Barrow', 'Trent', 'Ashdown', 'Keel', 'Rowe', 'Sutton', 'Gale', 'Brook', 'Hartley', 'Noakes', 'Pryce', 'Oakley', 'Vane', 'Tully', 'Carver', 'Dunn'];
const PLACES = ['Hamble', 'Lymington', 'Poole', 'Chichester', 'Cowes', 'Bembridge', 'Weymouth', 'Emsworth', 'Itchenor', 'Yarmouth', 'Dartmouth', 'Salcombe', 'Falmouth', 'Keyhaven', 'Bosham'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// relative sales by month (Jan..Dec): spring fitting-out and summer
const SEASON = [5, 7, 12, 14, 13, 11, 10, 9, 6, 5, 4, 4];

function generate(): { products: Product[]; accounts: Account[]; lines: Line[] } {
  const random = createRandom(43_611);
  const products: Product[] = [];
  let sku = 30_117;
  while (products.length < 420) {
    for (const [category, items, lo, hi, brands] of CATEGORIES) {
      if (products.length >= 420) break;
      const item = random.pick(items);
      const brand = random.pick(brands);
      const variant = random.pick(['', ' Blue', ' Red', ' White', ' Black', ' Grey', ' Navy', ' Small', ' Large', ' XL']);
      const name = `${brand} ${item}${variant}`;
      if (products.some((p) => p.name === name)) continue;
      const base = lo * Math.exp(random.next() * Math.log(hi / lo));
      products.push({ sku, name, category, brand, rrp: roundTo(Math.round(base) - 0.01 + (random.chance(0.3) ? -0.04 : 0), 2), stock: random.chance(0.04) ? null : random.chance(0.08) ? 0 : random.int(1, 60) });
      sku += random.int(3, 29);
    }
  }
  const accounts: Account[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; accounts.length < 650; i++) {
    const type = random.weighted(ACCOUNT_TYPES.map((t) => t[0]), ACCOUNT_TYPES.map((t) => t[1]));
    const place = random.pick(PLACES);
    const name =
      type === 'Private' ? `${random.pick(FIRST)} ${random.pick(LAST)}`
        : type === 'Yacht Club' ? `${place} ${random.pick(['Sailing Club', 'Yacht Club', 'Cruising Club', 'Corinthian YC'])}`
          : type === 'Marina' ? `${place} ${random.pick(['Marina', 'Harbour Marina', 'Quay Marina'])}`
            : type === 'Boatyard' ? `${random.pick(LAST)} ${random.pick(['Boatyard', 'Marine Services', 'Boatworks'])}`
              : `${random.pick(LAST)} ${random.pick(['Rigging Ltd', 'Marine Electrics', 'Yacht Services', 'Sailmakers'])}`;
    const unique = usedNames.has(name) ? `${name} (${place})` : name;
    if (usedNames.has(unique)) continue;
    usedNames.add(unique);
    const opened = random.date('2015-01-01', '2026-11-20');
    const limit = type === 'Private' ? random.pick([0, 250, 500, 1_000]) : type === 'Trade' || type === 'Boatyard' ? random.pick([2_500, 5_000, 7_500, 10_000]) : random.pick([1_000, 2_500, 5_000, 15_000]);
    accounts.push({ no: String(100 + i * 3 + random.int(0, 2)).padStart(5, '0'), name: unique, type, county: random.weighted(COUNTIES.map((c) => c[0]), COUNTIES.map((c) => c[1])), opened, limit });
  }
  const lines: Line[] = [];
  const productWeights = products.map((p) => CATEGORIES.find((c) => c[0] === p.category)![5] * random.float(0.3, 1.7, 3));
  const accountWeights = accounts.map((a) => (a.type === 'Private' ? 1 : a.type === 'Trade' ? 5 : 3) * random.float(0.2, 1.8, 3));
  let invoice = 610_001;
  const days: string[] = [];
  for (let d = new Date('2025-01-01T00:00:00Z'); d <= new Date('2026-11-30T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  const dayWeights = days.map((d) => SEASON[Number(d.slice(5, 7)) - 1] * (new Date(`${d}T00:00:00Z`).getUTCDay() === 6 ? 1.8 : new Date(`${d}T00:00:00Z`).getUTCDay() === 0 ? 1.2 : 1));
  while (lines.length < 36_000) {
    const date = random.weighted(days, dayWeights);
    const account = random.chance(0.45) ? null : random.weighted(accounts, accountWeights);
    const channel = random.weighted(['Shop', 'Online', 'Phone'], [60, 30, 10]);
    const n = random.weighted([1, 2, 3, 4, 5], [45, 25, 15, 10, 5]);
    const time = `${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const refunded = random.chance(0.035);
    const onAccount = account !== null && account.type !== 'Private' && random.chance(0.6);
    for (let k = 0; k < n; k++) {
      const p = random.weighted(products, productWeights);
      const discount = account === null ? (random.chance(0.1) ? 0.1 : 0) : account.type === 'Trade' || account.type === 'Boatyard' ? 0.15 : account.type === 'Private' ? 0 : 0.1;
      const qty = p.category === 'Rope & Line' || p.name.includes('Chain') ? random.int(1, 30) : random.weighted([1, 2, 3, 4], [70, 18, 8, 4]);
      const status = refunded ? random.weighted(['Refunded', 'refunded', 'REFUNDED'], [70, 20, 10]) : onAccount ? random.weighted(['On Account', 'on account'], [85, 15]) : random.weighted(['Paid', 'paid', 'PAID'], [75, 20, 5]);
      lines.push({ invoice, date: `${date} ${time}`, account: account?.no ?? null, sku: p.sku, qty, price: roundTo(p.rrp * (1 - discount), 2), status, channel });
    }
    invoice++;
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.invoice - b.invoice);
  const renumber = new Map<number, number>();
  for (const l of lines) {
    if (!renumber.has(l.invoice)) renumber.set(l.invoice, 610_001 + renumber.size);
    l.invoice = renumber.get(l.invoice)!;
  }
  return { products, accounts, lines };
}

const textDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (p) => p.sku },
  { header: 'product_name', value: (p) => p.name },
  { header: 'category', value: (p) => p.category },
  { header: 'brand', value: (p) => p.brand },
  { header: 'RRP (£)', value: (p) => p.rrp },
  { header: 'stock_on_hand', value: (p) => p.stock },
];
const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_no', value: (a) => a.no },
  { header: 'account_name', value: (a) => a.name },
  { header: 'account_type', value: (a) => a.type },
  { header: 'county', value: (a) => a.county },
  { header: 'opened', value: (a) => textDate(a.opened) },
  { header: 'credit_limit', value: (a) => `£${a.limit.toLocaleString('en-GB')}` },
];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'invoice_no', value: (l) => l.invoice },
  { header: 'sale_date', value: (l) => l.date },
  { header: 'account_no', value: (l) => l.account },
  { header: 'sku', value: (l) => l.sku },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Unit Price Paid (£)', value: (l) => l.price },
  { header: 'status', value: (l) => l.status },
  { header: 'channel', value: (l) => l.channel },
];

export const chandlery: BusinessSchema = {
  name: 'chandlery',
  description: 'A boat chandlery: 420 products with RRP (XLSX), 650 customer accounts (CSV) and 36,000 sales lines Jan 2025-Nov 2026 (CSV), sharing sku and account_no',
  async build(dir) {
    const { products, accounts, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'products.xlsx'), 'Products', PRODUCT_COLUMNS, products),
      await writeCsv(join(dir, 'customer_accounts.csv'), ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('chandlery');
    const prod = new Map(products.map((p) => [p.sku, p]));
    const acct = new Map(accounts.map((a) => [a.no, a]));
    const st = (l: Line) => l.status.toLowerCase();
    const kept = (l: Line) => st(l) !== 'refunded';
    const value = (l: Line) => l.qty * l.price;
    const inMonth = (m: string) => (l: Line) => l.date.startsWith(m);
    const between = (from: string, to: string) => (l: Line) => l.date.slice(0, 10) >= from && l.date.slice(0, 10) <= to;
    const cat = (l: Line) => prod.get(l.sku)!.category;
    const accType = (l: Line) => (l.account === null ? null : acct.get(l.account)!.type);

    q.ask('how many sales lines are there', count(lines.length));
    q.ask('How many invoices have we raised?', count(new Set(lines.map((l) => l.invoice)).size));
    q.ask('total sales excluding refunds', amount(sumOf(lines, value, kept)));
    q.ask('how many lines were refunded', count(countWhere(lines, (l) => st(l) === 'refunded')));
    q.ask('sales lines by status', countsBy(groupBy(lines, st, 'count')));
    q.ask('How many products do we stock?', count(products.length));
    q.ask('how many customer accounts', count(accounts.length));
    q.ask('accounts by type', countsBy(groupBy(accounts, (a) => a.type, 'count')));
    q.ask('How many sales lines were cash sales with no account?', count(countWhere(lines, (l) => l.account === null)));
    q.ask('What share of sales (excl. refunds) came from cash customers without an account?', percent(percentOf(sumOf(lines, value, (l) => kept(l) && l.account === null), sumOf(lines, value, kept))));
    q.ask('Which category brings in the most money? ignore refunds', winner(groupBy(lines, cat, 'sum', value, kept)));
    q.ask('top 5 products by units sold, not counting refunds', ranking(ranked(groupBy(lines, (l) => prod.get(l.sku)!.name, 'sum', (l) => l.qty, kept), 5)));
    q.ask('sales by category excluding refunded lines', breakdown(groupBy(lines, cat, 'sum', value, kept)));
    q.ask('best selling brand by value (excluding refunds)', winner(groupBy(lines, (l) => prod.get(l.sku)!.brand, 'sum', value, kept)));
    q.ask('average RRP of rope and line products', amount(avgOf(products, (p) => p.rrp, (p) => p.category === 'Rope & Line')));
    q.ask('Most expensive product we sell?', winner(new Map(products.map((p) => [p.name, p.rrp]))));
    q.ask('how many products are out of stock', count(countWhere(products, (p) => p.stock === 0)));
    q.ask('How many products have no stock figure recorded?', count(countWhere(products, (p) => p.stock === null)));
    q.ask('total units in stock', count(sumOf(products, (p) => p.stock)));
    const oct = q.ask('sales last month (excluding refunds)', amount(sumOf(lines, value, (l) => kept(l) && inMonth('2026-10')(l))));
    q.followUp(oct, 'and the same month last year?', amount(sumOf(lines, value, (l) => kept(l) && inMonth('2025-10')(l))));
    q.ask('units sold so far this year, refunds excluded', count(sumOf(lines, (l) => l.qty, (l) => kept(l) && l.date >= '2026')));
    q.ask('Sales value last quarter excluding refunds', amount(sumOf(lines, value, (l) => kept(l) && between('2026-07-01', '2026-09-30')(l))));
    q.ask('how many invoices in the last 30 days', count(new Set(lines.filter(between('2026-11-01', '2026-11-30')).map((l) => l.invoice)).size));
    q.ask('busiest month for sales lines?', month(busiestMonth(lines, (l) => l.date)));
    q.ask('What did we take in August 2025, not counting refunds?', amount(sumOf(lines, value, (l) => kept(l) && inMonth('2025-08')(l))));
    q.ask('sales between 15 March and 15 May 2025 excluding refunds', amount(sumOf(lines, value, (l) => kept(l) && between('2025-03-15', '2025-05-15')(l))));
    q.ask('Which account has spent the most with us (excluding refunds)?', winner(groupBy(lines, (l) => (l.account === null ? null : acct.get(l.account)!.name), 'sum', value, kept)));
    q.ask('top 3 yacht clubs by spend, refunds excluded', ranking(ranked(groupBy(lines, (l) => (l.account === null ? null : acct.get(l.account)!.name), 'sum', value, (l) => kept(l) && accType(l) === 'Yacht Club'), 3)));
    q.ask('spend by account type excluding refunds', breakdown(groupBy(lines, accType, 'sum', value, kept)));
    q.ask('Which county has the most accounts?', winner(groupBy(accounts, (a) => a.county, 'count')));
    q.ask('On average how far below RRP do we sell? as a %, ignoring refunds', percent(100 - percentOf(sumOf(lines, value, kept), sumOf(lines, (l) => l.qty * prod.get(l.sku)!.rrp, kept))));
    q.ask('how many sales lines went below RRP', count(countWhere(lines, (l) => l.price < prod.get(l.sku)!.rrp)));
    q.ask('How many accounts have been opened since the start of 2025?', count(countWhere(accounts, (a) => a.opened >= '2025-01-01')));
    q.ask("how many accounts have never bought anything", count(accounts.length - new Set(lines.map((l) => l.account).filter((a) => a !== null)).size));
    q.ask('total credit limit across marina accounts', amount(sumOf(accounts, (a) => a.limit, (a) => a.type === 'Marina'), 0));
    q.ask('How many accounts have a credit limit above £5,000?', count(countWhere(accounts, (a) => a.limit > 5_000)));
    q.ask('median unit price paid', amount(medianOf(lines, (l) => l.price)));
    q.ask('antifouling units sold this year (no refunds)', count(sumOf(lines, (l) => l.qty, (l) => kept(l) && cat(l) === 'Antifouling' && l.date >= '2026')));
    q.ask('How much TotalBoat stuff have we sold? excluding refunds', amount(sumOf(lines, value, (l) => kept(l) && prod.get(l.sku)!.brand === 'TotalBoat')));
    q.ask('value of refunded lines in 2025', amount(sumOf(lines, value, (l) => st(l) === 'refunded' && l.date.startsWith('2025'))));
    q.ask('What percentage of sales lines were refunds?', percent(percentOf(countWhere(lines, (l) => st(l) === 'refunded'), lines.length)));
    q.ask('Which category has the highest refund rate (by lines)?', winner(new Map([...groupBy(lines, cat, 'count')].map(([k, n]) => [k, percentOf(countWhere(lines, (l) => cat(l) === k && st(l) === 'refunded'), n)]))));
    q.ask('how many different products did we sell last month', count(new Set(lines.filter(inMonth('2026-10')).map((l) => l.sku)).size));
    q.ask('Trade account sales last quarter, excluding refunds', amount(sumOf(lines, value, (l) => kept(l) && accType(l) === 'Trade' && between('2026-07-01', '2026-09-30')(l))));
    q.ask('sales by channel, refunds excluded', breakdown(groupBy(lines, (l) => l.channel, 'sum', value, kept)));
    q.ask('what % of invoices were online', percent(percentOf(new Set(lines.filter((l) => l.channel === 'Online').map((l) => l.invoice)).size, new Set(lines.map((l) => l.invoice)).size)));
    q.ask('Which Isle of Wight account spent the most? excluding refunds', winner(groupBy(lines, (l) => (l.account === null ? null : acct.get(l.account)!.name), 'sum', value, (l) => kept(l) && l.account !== null && acct.get(l.account)!.county === 'Isle of Wight')));
    q.ask('biggest single line by value', amount(maxOf(lines, value)));
    q.ask('how many units of Electronics did Hampshire accounts buy in 2026 (excl. refunds)?', count(sumOf(lines, (l) => l.qty, (l) => kept(l) && cat(l) === 'Electronics' && l.account !== null && acct.get(l.account)!.county === 'Hampshire' && l.date >= '2026')));

    q.ask("What's our profit margin on antifouling?", decline('no cost prices'));
    q.ask('How many people walked into the shop last Saturday?', decline('no footfall'));
    q.ask('Does bad weather hurt our sales?', decline('no weather data'));
    q.ask('What kind of boats do our account customers own?', decline('no boat data'));
    q.ask('How much antifouling will we sell next spring?', decline('a forecast'));
    q.ask('Which member of staff sells the most?', decline('no staff column'));
    q.ask('How long do online orders take to be delivered?', decline('no delivery data'));
    q.ask('Are our prices cheaper than Force 4?', decline('no competitor prices'));
    q.ask('What products should we stock more of next season?', decline('an opinion'));
    q.ask('How many of our customers are on the email newsletter?', decline('no marketing data'));
    q.ask('What age are our private customers?', decline('no ages'));
    return { files, questions: q.questions };
  },
};

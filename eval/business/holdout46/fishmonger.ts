// A fishmonger selling by weight over the counter and wholesale: 330 products (CSV: SKU with leading
// zeros, species, category, counter and wholesale prices per kg as "£" text, active or not), 340
// trade accounts (XLSX: account number, business, type, area, credit terms in days) and about
// 32,000 sale lines from January to November 2025 (CSV: mixed date formats, channel, account number
// blank for counter sales, weight in kg in the header, line total as "£" text, sold, void or
// refunded). Traps: SKUs and account numbers that look numeric, a trade customer "Total Catering
// Ltd" that is no total, void and refunded lines beside the sold ones, a species called "Ling"
// beside "Ling roe"-like names, accounts that never bought, products never sold.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { cents, money, padded, textDate } from './shared.ts';

interface Product {
  sku: string;
  name: string;
  species: string;
  category: string;
  counter: number;
  wholesale: number;
  active: string;
}

interface Account {
  no: string;
  name: string;
  type: string;
  area: string;
  terms: number;
  opened: string;
}

interface Sale {
  id: number;
  date: string;
  dateText: string;
  sku: string;
  channel: string;
  account: string | null;
  kg: number;
  total: number;
  status: string;
}

// species, category, base price per kg, popularity
const SPECIES: [string, string, number, number][] = [
  ['Cod', 'White fish', 17, 14], ['Haddock', 'White fish', 16, 13], ['Hake', 'White fish', 13, 5], ['Pollock', 'White fish', 11, 5],
  ['Plaice', 'Flatfish', 14, 6], ['Lemon sole', 'Flatfish', 21, 4], ['Turbot', 'Flatfish', 34, 2], ['Halibut', 'Flatfish', 32, 2],
  ['Salmon', 'Oily fish', 22, 15], ['Mackerel', 'Oily fish', 9, 6], ['Sea trout', 'Oily fish', 19, 2], ['Tuna', 'Oily fish', 36, 3],
  ['Sea bass', 'White fish', 24, 5], ['Monkfish', 'White fish', 30, 3], ['Ling', 'White fish', 12, 1], ['Gurnard', 'White fish', 10, 1],
  ['King prawns', 'Shellfish', 26, 6], ['Mussels', 'Shellfish', 6, 5], ['Scallops', 'Shellfish', 45, 3], ['Crab', 'Shellfish', 18, 3],
  ['Lobster', 'Shellfish', 48, 1], ['Squid', 'Shellfish', 14, 3], ['Kippers', 'Smoked', 12, 3], ['Smoked haddock', 'Smoked', 19, 5],
  ['Smoked salmon', 'Smoked', 40, 6], ['Smoked mackerel', 'Smoked', 15, 3],
];
const PREPS: [string, number][] = [
  ['whole', 0.7], ['fillet', 1.15], ['fillet skin-on', 1.1], ['loin', 1.4], ['steak', 1.2], ['portions', 1.25], ['pieces', 0.9],
  ['tails', 1.3], ['cheeks', 1.5], ['dressed', 1.05], ['frozen', 0.85], ['trimmings', 0.45], ['cooked', 1.3], ['meat', 1.8], ['sliced', 1.2],
];
// the cuts each category is sold in
const CUTS: Record<string, string[]> = {
  'White fish': ['whole', 'fillet', 'fillet skin-on', 'loin', 'steak', 'portions', 'pieces', 'cheeks', 'frozen', 'trimmings'],
  Flatfish: ['whole', 'fillet', 'fillet skin-on', 'portions', 'frozen'],
  'Oily fish': ['whole', 'fillet', 'loin', 'steak', 'portions', 'pieces', 'frozen', 'trimmings'],
  Shellfish: ['whole', 'cooked', 'meat', 'tails', 'frozen', 'dressed'],
  Smoked: ['whole', 'fillet', 'pieces', 'sliced', 'trimmings', 'portions'],
};
const GRADES = ['', ' (large)', ' (medium)'];
const TYPES: [string, number][] = [['Restaurant', 40], ['Pub', 18], ['Hotel', 10], ['Cafe', 10], ['Caterer', 8], ['Fish & chip shop', 14]];
const AREAS = ['Harbourside', 'City Centre', 'West End', 'Northgate', 'Seaview', 'Castlehill'];
const WORDS = ['Anchor', 'Harbour', 'Lighthouse', 'Saltwater', 'Tide', 'Gull', 'Marina', 'Quay', 'Oyster', 'Driftwood', 'Compass', 'Rope', 'Pier', 'Fisherman', 'Net', 'Cove', 'Shell', 'Pebble', 'Bay', 'Captain', 'Ship', 'Wave', 'Harpoon', 'Kelp', 'Lobster Pot', 'Sandbank'];
const SUFFIXES = ['Kitchen', 'Bistro', 'Inn', 'Grill', 'Brasserie', 'Arms', 'Cafe', 'House', 'Table', 'Chippy', 'Eatery', 'Tavern', 'Diner', 'Rooms', 'Bar'];

function generate() {
  const random = createRandom(46_404);
  const combos = SPECIES.flatMap((s) => PREPS.filter((p) => CUTS[s[1]].includes(p[0])).flatMap((p) => GRADES.map((g) => ({ s, p, g }))));
  const chosen = shuffled(random, combos).slice(0, 330);
  chosen.sort((a, b) => a.s[0].localeCompare(b.s[0]) || a.p[0].localeCompare(b.p[0]) || a.g.localeCompare(b.g));
  const products: Product[] = chosen.map(({ s, p, g }, i) => {
    const counter = cents(s[2] * p[1] * (g === ' (large)' ? 1.1 : 1) + random.int(0, 9) / 10);
    return {
      sku: padded(101 + i * 4 + random.int(0, 3), 5),
      name: `${s[0]} ${p[0]}${g}`,
      species: s[0],
      category: s[1],
      counter,
      wholesale: cents(counter * random.float(0.68, 0.8, 2)),
      active: random.chance(0.12) ? 'No' : 'Yes',
    };
  });
  const names = ['Total Catering Ltd', ...shuffled(random, WORDS.flatMap((w) => SUFFIXES.map((x) => `The ${w} ${x}`))).slice(0, 339)];
  const accounts: Account[] = names.map((name, i) => ({
    no: padded(2_000 + i * 7 + random.int(0, 6), 6),
    name,
    type: name === 'Total Catering Ltd' ? 'Caterer' : random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1])),
    area: random.pick(AREAS),
    terms: random.weighted([0, 7, 14, 30], [20, 30, 30, 20]),
    opened: random.date('2016-01-01', '2025-10-31'),
  }));
  const live = products.filter((p) => p.active === 'Yes');
  const popularity = live.map((p) => SPECIES.find((s) => s[0] === p.species)![3] * (p.name.includes('trimmings') ? 0.3 : 1));
  const accountWeights = accounts.map((a) => (a.name === 'Total Catering Ltd' ? 3 : random.weighted([0, 1, 3, 6], [10, 45, 30, 15])));
  const sales: Sale[] = [];
  for (let i = 0; i < 32_000; i++) {
    const wholesale = random.chance(0.3);
    const product = random.weighted(live, popularity);
    const account = wholesale ? random.weighted(accounts, accountWeights) : null;
    const date = random.date(account && account.opened > '2025-01-02' ? account.opened : '2025-01-02', '2025-11-29');
    const kg = wholesale ? Math.round(random.float(1.5, 22) * 1000) / 1000 : Math.round(random.float(0.15, 1.6) * 1000) / 1000;
    const roll = random.next();
    sales.push({
      id: 0,
      date,
      dateText: '',
      sku: product.sku,
      channel: wholesale ? 'Wholesale' : 'Counter',
      account: account ? account.no : null,
      kg,
      total: cents(kg * (wholesale ? product.wholesale : product.counter)),
      status: roll < 0.025 ? 'Void' : roll < 0.04 ? 'Refunded' : 'Sold',
    });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || a.channel.localeCompare(b.channel));
  sales.forEach((s, i) => {
    s.id = 500_001 + i;
    s.dateText = textDate(random, s.date, [30, 50, 20]);
  });
  return { products, accounts, sales };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Product', value: (p) => p.name },
  { header: 'Species', value: (p) => p.species },
  { header: 'Category', value: (p) => p.category },
  { header: 'Counter price (£/kg)', value: (p) => money(p.counter) },
  { header: 'Wholesale price (£/kg)', value: (p) => money(p.wholesale) },
  { header: 'Active', value: (p) => p.active },
];

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'Account No', value: (a) => a.no },
  { header: 'Business', value: (a) => a.name },
  { header: 'Type', value: (a) => a.type },
  { header: 'Area', value: (a) => a.area },
  { header: 'Credit terms (days)', value: (a) => a.terms },
  { header: 'Opened', value: (a) => a.opened },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Line ID', value: (s) => s.id },
  { header: 'Date', value: (s) => s.dateText },
  { header: 'SKU', value: (s) => s.sku },
  { header: 'Channel', value: (s) => s.channel },
  { header: 'Account No', value: (s) => s.account },
  { header: 'Weight (kg)', value: (s) => s.kg },
  { header: 'Line total', value: (s) => money(s.total) },
  { header: 'Status', value: (s) => s.status },
];

export const fishmonger: BusinessSchema = {
  name: 'fishmonger',
  description: 'A fishmonger: 330 products priced per kg (CSV), 340 trade accounts (XLSX) and 32,000 counter and wholesale sale lines Jan-Nov 2025 (CSV), joined by SKU and Account No',
  async build(dir) {
    const { products, accounts, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products),
      await writeXlsx(join(dir, 'trade_accounts.xlsx'), 'Accounts', ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('fishmonger');
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const accountOf = new Map(accounts.map((a) => [a.no, a]));
    const sold = (s: Sale) => s.status === 'Sold';
    const counter = (s: Sale) => s.channel === 'Counter';
    const trade = (s: Sale) => s.channel === 'Wholesale';
    const total = (s: Sale) => s.total;
    const kg = (s: Sale) => s.kg;
    const prod = (s: Sale) => productOf.get(s.sku)!;
    const acct = (s: Sale) => accountOf.get(s.account!)!;
    const inMonth = (m: string) => (s: Sale) => s.date.startsWith(m);
    const buyers = new Set(sales.flatMap((s) => (s.account ? [s.account] : [])));
    const saturday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 6;

    q.ask('How many products are on our list?', count(products.length));
    q.ask('How many products are active?', count(countWhere(products, (p) => p.active === 'Yes')));
    q.ask('products by category', countsBy(groupBy(products, (p) => p.category, 'count')));
    q.ask("What's the average counter price per kg for shellfish?", amount(avgOf(products, (p) => p.counter, (p) => p.category === 'Shellfish')));
    q.ask('Average wholesale price per kg across all our products', amount(avgOf(products, (p) => p.wholesale)));
    q.ask('Which product has the highest counter price per kilo?', winner(groupBy(products, (p) => p.name, 'max', (p) => p.counter)));
    q.ask('How many trade accounts do we have?', count(accounts.length));
    q.ask('trade accounts by type', countsBy(groupBy(accounts, (a) => a.type, 'count')));
    q.ask('Which area has the most trade accounts?', winner(groupBy(accounts, (a) => a.area, 'count')));
    q.ask('How many accounts are on 30 day credit terms?', count(countWhere(accounts, (a) => a.terms === 30)));
    q.ask("How many trade accounts haven't bought anything?", count(countWhere(accounts, (a) => !buyers.has(a.no))));
    q.ask('What were our total counter takings, excluding voids and refunds?', amount(sumOf(sales, total, (s) => sold(s) && counter(s))));
    q.ask('Total wholesale sales, excluding voids and refunds', amount(sumOf(sales, total, (s) => sold(s) && trade(s))));
    q.ask('What share of our sales value (sold lines) came from wholesale?', percent(percentOf(sumOf(sales, total, (s) => sold(s) && trade(s)), sumOf(sales, total, sold))));
    q.ask('How many kilos of fish have we sold in total? Sold lines only', amount(sumOf(sales, kg, sold), 1));
    q.ask('How many kg of salmon did we sell wholesale (sold lines, species Salmon)?', amount(sumOf(sales, kg, (s) => sold(s) && trade(s) && prod(s).species === 'Salmon'), 1));
    q.ask('How many kg of smoked products did we sell (sold lines)?', amount(sumOf(sales, kg, (s) => sold(s) && prod(s).category === 'Smoked'), 1));
    q.ask('Top 5 products by revenue (sold lines)', ranking(ranked(groupBy(sales, (s) => prod(s).name, 'sum', total, sold), 5)));
    q.ask('Which species sold the most by weight?', winner(groupBy(sales, (s) => prod(s).species, 'sum', kg, sold)));
    q.ask('Revenue by category, sold lines only', breakdown(groupBy(sales, (s) => prod(s).category, 'sum', total, sold)));
    q.ask('How many sale lines were voided?', count(countWhere(sales, (s) => s.status === 'Void')));
    q.ask('How much money was refunded in total?', amount(sumOf(sales, total, (s) => s.status === 'Refunded')));
    q.ask('What percentage of sale lines were refunded?', percent(percentOf(countWhere(sales, (s) => s.status === 'Refunded'), sales.length), 2));
    q.ask('sale lines by channel', countsBy(groupBy(sales, (s) => s.channel, 'count')));
    q.ask("What's the average value of a counter sale (sold lines)?", amount(avgOf(sales, total, (s) => sold(s) && counter(s))));
    q.ask('Average weight of a wholesale line in kg (sold)', amount(avgOf(sales, kg, (s) => sold(s) && trade(s)), 2));
    q.ask('Which trade customer spent the most with us (sold lines)?', winner(groupBy(sales, (s) => (s.account ? acct(s).name : null), 'sum', total, sold)));
    q.ask('Top 3 business types by wholesale spend (sold)', ranking(ranked(groupBy(sales, (s) => (s.account ? acct(s).type : null), 'sum', total, sold), 3)));
    q.ask('How much has Total Catering Ltd bought from us, not counting voids or refunds?', amount(sumOf(sales, total, (s) => sold(s) && s.account !== null && acct(s).name === 'Total Catering Ltd')));
    q.ask('How much did hotels spend with us (sold lines)?', amount(sumOf(sales, total, (s) => sold(s) && s.account !== null && acct(s).type === 'Hotel')));
    q.ask('Which month had the most counter sales?', month(busiestMonth(sales, (s) => s.date, counter)));
    q.ask('How many counter sales went through on Saturdays, not counting voids or refunds?', count(countWhere(sales, (s) => sold(s) && counter(s) && saturday(s.date))));
    q.ask('Counter takings between 14 and 20 April 2025 (sold lines)', amount(sumOf(sales, total, (s) => sold(s) && counter(s) && s.date >= '2025-04-14' && s.date <= '2025-04-20')));
    q.ask('How many different products have we sold over the counter?', count(new Set(sales.filter((s) => sold(s) && counter(s)).map((s) => s.sku)).size));
    q.ask("What's the heaviest single wholesale line we've sold, in kg?", amount(maxOf(sales, kg, (s) => trade(s)), 3));
    const nov = q.ask('Wholesale revenue in November 2025, sold lines only', amount(sumOf(sales, total, (s) => sold(s) && trade(s) && inMonth('2025-11')(s))));
    q.followUp(nov, 'and in October?', amount(sumOf(sales, total, (s) => sold(s) && trade(s) && inMonth('2025-10')(s))));

    q.ask('Which boat did the turbot come from?', decline('no boat or supplier column'));
    q.ask('What margin do we make on scallops?', decline('no cost prices'));
    q.ask('How much ice did we use in July?', decline('no ice or packaging data'));
    q.ask('How many different counter customers do we have?', decline('counter sales carry no customer'));
    q.ask('How many sales did we make in 2024?', decline('sales start in January 2025'));
    q.ask('What temperature was the display counter on Saturday?', decline('no temperature logs'));
    q.ask('Which driver delivered to The Anchor Kitchen most often?', decline('no delivery data'));
    q.ask('Which products contain allergens?', decline('no allergen column'));
    q.ask('How much do we pay our counter staff?', decline('no wages'));
    q.ask('Which products are MSC certified?', decline('no certification column'));
    q.ask('How much salmon will we sell next December?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// Retail point of sale: a product catalog and a till export of transactions sharing `sku` (both
// CSV), from a grocery and household chain of 24 stores in five western US states. Traps: the
// states "OR" and "ID" (a stopword, and a word that reads like an identifier column), the brand
// "Total Home" (not a summary row), numeric txn_id, sku, store_no and loyalty_id (never measures),
// blank promo codes, discounts and loyalty ids, dollars in headers, a text timestamp.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  sku: number;
  product_name: string;
  category: string;
  brand: string;
  supplier: string;
  list_price: number;
  unit_cost: number;
  launched: string;
}

interface Txn {
  txn_id: number;
  at: string;
  store_no: number;
  store_name: string;
  state: string;
  sku: number;
  qty: number;
  unit_price: number;
  promo_code: string | null;
  discount: number | null;
  net: number;
  payment: string;
  loyalty_id: number | null;
}

const STORES: [number, string, string, number][] = [
  [1, 'Portland Pearl', 'OR', 15], [2, 'Portland Eastside', 'OR', 12], [3, 'Salem', 'OR', 8], [4, 'Eugene', 'OR', 9],
  [5, 'Bend', 'OR', 6], [6, 'Medford', 'OR', 5], [7, 'Seattle Capitol Hill', 'WA', 14], [8, 'Seattle Ballard', 'WA', 11],
  [9, 'Tacoma', 'WA', 9], [10, 'Spokane', 'WA', 8], [11, 'Bellevue', 'WA', 10], [12, 'Olympia', 'WA', 6],
  [13, 'Vancouver', 'WA', 7], [14, 'Boise', 'ID', 9], [15, 'Meridian', 'ID', 6], [16, 'Idaho Falls', 'ID', 4],
  [17, "Coeur d'Alene", 'ID', 4], [18, 'Sacramento', 'CA', 13], [19, 'Redding', 'CA', 5], [20, 'Chico', 'CA', 5],
  [21, 'Eureka', 'CA', 3], [22, 'Reno', 'NV', 8], [23, 'Carson City', 'NV', 4], [24, 'Elko', 'NV', 2],
];

// Each category: its items, pack sizes, a price range and the margin the chain makes on it.
const CATEGORIES: Record<string, { items: string[]; sizes: string[]; price: [number, number]; margin: number; weight: number }> = {
  Produce: { items: ['Apples', 'Bananas', 'Avocados', 'Baby Spinach', 'Tomatoes', 'Blueberries', 'Carrots', 'Onions'], sizes: ['1 lb', '2 lb', '3 lb', 'Family Pack'], price: [1.2, 7.5], margin: 0.34, weight: 20 },
  Dairy: { items: ['Whole Milk', 'Greek Yogurt', 'Cheddar', 'Butter', 'Oat Milk', 'Cottage Cheese', 'Cream Cheese'], sizes: ['8 oz', '16 oz', '32 oz', '64 oz'], price: [1.8, 8.9], margin: 0.27, weight: 17 },
  Bakery: { items: ['Sourdough Loaf', 'Bagels', 'Croissants', 'Whole Wheat Bread', 'Muffins', 'Tortillas'], sizes: ['4 ct', '6 ct', '12 ct', 'Large'], price: [2.5, 9.5], margin: 0.4, weight: 11 },
  Beverages: { items: ['Cold Brew Coffee', 'Sparkling Water', 'Orange Juice', 'Kombucha', 'Green Tea', 'Lemonade', 'Cola'], sizes: ['12 oz', '1 L', '2 L', '6 pk', '12 pk'], price: [1.5, 14], margin: 0.31, weight: 16 },
  Pantry: { items: ['Pasta', 'Basmati Rice', 'Peanut Butter', 'Olive Oil', 'Granola', 'Canned Beans', 'Tomato Sauce', 'Honey'], sizes: ['12 oz', '16 oz', '24 oz', '2 lb', '5 lb'], price: [1.5, 16], margin: 0.3, weight: 15 },
  Household: { items: ['Dish Soap', 'Paper Towels', 'Laundry Detergent', 'Trash Bags', 'All-Purpose Cleaner', 'Sponges', 'Toilet Paper'], sizes: ['Single', '3 pk', '6 pk', '12 pk', 'Jumbo'], price: [2.5, 24], margin: 0.36, weight: 10 },
  'Personal Care': { items: ['Shampoo', 'Toothpaste', 'Body Wash', 'Deodorant', 'Hand Soap', 'Sunscreen'], sizes: ['3 oz', '8 oz', '12 oz', '2 pk', 'Travel'], price: [2.9, 18], margin: 0.42, weight: 7 },
  Electronics: { items: ['USB-C Cable', 'Phone Charger', 'AA Batteries', 'Earbuds', 'LED Bulb', 'Power Strip'], sizes: ['Basic', 'Pro', '4 pk', '10 ft', 'Max'], price: [6, 79], margin: 0.22, weight: 4 },
};
const FOOD_BRANDS = ['Cascade Farms', 'Pacific Pantry', 'Evergreen', 'Northstar', 'Orchard Lane', 'Kindred'];
// The brands each category is sold under, with their weights.
const BRANDS: Record<string, [string[], number[]]> = {
  Household: [['Total Home', 'Evergreen', 'Kindred', 'Northstar'], [45, 20, 20, 15]],
  'Personal Care': [['Total Home', 'Evergreen', 'Kindred', 'Northstar'], [30, 25, 25, 20]],
  Electronics: [['Volt', 'Total Home', 'Northstar'], [6, 2, 2]],
};
const SUPPLIERS = ['Columbia Distributors', 'Sierra Wholesale', 'Rainier Foods Supply', 'Great Basin Trading', 'Willamette Co-op'];
const PAYMENTS = ['Card', 'Cash', 'Mobile Wallet', 'Gift Card'];
const PROMOS = ['SPRING10', 'SAVE15', 'MEMBER20', 'CLEARANCE25'];
const PROMO_RATE: Record<string, number> = { SPRING10: 0.1, SAVE15: 0.15, MEMBER20: 0.2, CLEARANCE25: 0.25 };
const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2025-06-30';

function generateProducts(random: ReturnType<typeof createRandom>): Product[] {
  const categories = Object.keys(CATEGORIES);
  const seen = new Set<string>();
  const products: Product[] = [];
  while (products.length < 1_200) {
    const category = random.weighted(categories, categories.map((c) => CATEGORIES[c].weight));
    const spec = CATEGORIES[category];
    const [brands, weights] = BRANDS[category] ?? [FOOD_BRANDS, [18, 18, 16, 16, 16, 16]];
    const brand = random.weighted(brands, weights);
    const product_name = `${brand} ${random.pick(spec.items)} ${random.pick(spec.sizes)}`;
    if (seen.has(product_name)) continue;
    seen.add(product_name);
    const list_price = roundTo(spec.price[0] + random.next() ** 1.6 * (spec.price[1] - spec.price[0]), 2) - 0.01;
    products.push({
      sku: 400_101 + products.length * 7,
      product_name,
      category,
      brand,
      supplier: random.pick(SUPPLIERS),
      list_price: roundTo(list_price, 2),
      unit_cost: roundTo(list_price * (1 - spec.margin) * (0.9 + random.next() * 0.2), 2),
      launched: random.date('2015-01-01', '2025-09-30'),
    });
  }
  return products;
}

function generate(): { products: Product[]; txns: Txn[] } {
  const random = createRandom(24_680);
  const products = generateProducts(random);
  // A few hundred products sell most; the shuffled order keeps best sellers spread over categories.
  const popularity = [...products];
  for (let i = popularity.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [popularity[i], popularity[j]] = [popularity[j], popularity[i]];
  }
  const sellable = popularity.filter((p) => p.launched <= LAST_DAY);
  const members = Array.from({ length: 6_000 }, (_, i) => 30_000_001 + i * 13);
  const drafts = Array.from({ length: 50_000 }, () => {
    const [store_no, store_name, state] = random.weighted(STORES, STORES.map((s) => s[3]));
    const product = sellable[Math.floor(random.next() ** 2.2 * sellable.length)];
    let date = random.date(FIRST_DAY, LAST_DAY);
    if (product.launched > date) date = addDays(product.launched, random.int(0, Math.max(0, daysBetween(product.launched, LAST_DAY))));
    // Weekend shopping: a Saturday or Sunday is a little more likely than a weekday.
    if (random.chance(0.12)) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const toSaturday = (6 - weekday + 7) % 7;
      if (addDays(date, toSaturday) <= LAST_DAY) date = addDays(date, toSaturday);
    }
    const hour = random.weighted([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], [3, 5, 7, 8, 10, 9, 7, 7, 9, 12, 11, 8, 4]);
    const at = `${date} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const qty = product.category === 'Electronics' ? random.weighted([1, 2], [85, 15]) : random.weighted([1, 2, 3, 4, 6], [48, 26, 12, 8, 6]);
    const promo_code = random.chance(0.13) ? random.weighted(PROMOS, [30, 35, 20, 15]) : null;
    const gross = roundTo(qty * product.list_price, 2);
    const discount = promo_code === null ? null : roundTo(gross * PROMO_RATE[promo_code], 2);
    const member = random.chance(0.56);
    return {
      at,
      store_no,
      store_name,
      state,
      sku: product.sku,
      qty,
      unit_price: product.list_price,
      promo_code,
      discount,
      net: roundTo(gross - (discount ?? 0), 2),
      payment: random.weighted(PAYMENTS, member ? [50, 10, 33, 7] : [52, 22, 18, 8]),
      loyalty_id: member ? members[Math.floor(random.next() ** 1.5 * members.length)] : null,
    };
  });
  drafts.sort((a, b) => a.at.localeCompare(b.at));
  return { products, txns: drafts.map((d, i) => ({ txn_id: 7_100_001 + i, ...d })) };
}

const PRODUCT_COLUMNS: Column<Product>[] = [
  { header: 'sku', value: (p) => p.sku },
  { header: 'product_name', value: (p) => p.product_name },
  { header: 'category', value: (p) => p.category },
  { header: 'brand', value: (p) => p.brand },
  { header: 'supplier', value: (p) => p.supplier },
  { header: 'List Price ($)', value: (p) => p.list_price.toFixed(2) },
  { header: 'Unit Cost ($)', value: (p) => p.unit_cost.toFixed(2) },
  { header: 'launch_date', value: (p) => p.launched },
];

const TXN_COLUMNS: Column<Txn>[] = [
  { header: 'txn_id', value: (t) => t.txn_id },
  { header: 'txn_datetime', value: (t) => t.at },
  { header: 'store_no', value: (t) => t.store_no },
  { header: 'store_name', value: (t) => t.store_name },
  { header: 'state', value: (t) => t.state },
  { header: 'sku', value: (t) => t.sku },
  { header: 'qty', value: (t) => t.qty },
  { header: 'unit_price', value: (t) => t.unit_price.toFixed(2) },
  { header: 'promo_code', value: (t) => t.promo_code },
  { header: 'Discount ($)', value: (t) => (t.discount === null ? null : t.discount.toFixed(2)) },
  { header: 'Net Sales ($)', value: (t) => t.net.toFixed(2) },
  { header: 'payment_method', value: (t) => t.payment },
  { header: 'loyalty_id', value: (t) => t.loyalty_id },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const pos: BusinessSchema = {
  name: 'pos',
  description: 'Retail point of sale: 1,200 catalog products and 50,000 transactions sharing sku (CSV)',
  async build(dir) {
    const { products, txns: rows } = generate();
    const files = [await writeCsv(join(dir, 'products.csv'), PRODUCT_COLUMNS, products), await writeCsv(join(dir, 'transactions.csv'), TXN_COLUMNS, rows)];
    const q = questionSet('pos');
    const productOf = new Map(products.map((p) => [p.sku, p]));
    const product = (t: Txn) => productOf.get(t.sku)!;
    const net = (t: Txn) => t.net;
    const qty = (t: Txn) => t.qty;
    const day_ = (t: Txn) => t.at.slice(0, 10);
    const inState = (state: string) => (t: Txn) => t.state === state;
    const atStore = (no: number) => (t: Txn) => t.store_no === no;
    const during = (period: string) => (t: Txn) => t.at.startsWith(period);
    const between = (from: string, to: string) => (t: Txn) => day_(t) >= from && day_(t) <= to;
    const inQuarter = (year: string, quarter: number) => (t: Txn) => during(year)(t) && quarterOf(t.at) === quarter;
    const ofCategory = (category: string) => (t: Txn) => product(t).category === category;
    const margin = (t: Txn) => t.net - t.qty * product(t).unit_cost;
    const soldSkus = new Set(rows.map((t) => t.sku));
    const weekday = (t: Txn) => WEEKDAYS[new Date(`${day_(t)}T00:00:00Z`).getUTCDay()];
    const distinctMembers = (where: (t: Txn) => boolean) => new Set(rows.filter((t) => where(t) && t.loyalty_id !== null).map((t) => t.loyalty_id)).size;
    const salesByMonth = groupBy(rows, (t) => t.at.slice(0, 7), 'sum', net, during('2024'));

    q.ask('How many transactions are in the till export?', count(rows.length));
    q.ask('total net sales in dollars', amount(sumOf(rows, net)));
    q.ask('What were net sales in Q4 2024?', amount(sumOf(rows, net, inQuarter('2024', 4))));
    q.ask('how many transactions were paid in cash during 2025', count(countWhere(rows, (t) => t.payment === 'Cash' && during('2025')(t))));
    q.ask("what's the avg transaction value for mobile wallet payments?", amount(avgOf(rows, net, (t) => t.payment === 'Mobile Wallet')));
    q.ask('How many transactions did our OR stores ring up?', count(countWhere(rows, inState('OR'))));
    q.ask('Net sales from stores in ID', amount(sumOf(rows, net, inState('ID'))));
    q.ask('Which store sold the most in dollar terms?', winner(groupBy(rows, (t) => t.store_name, 'sum', net)));
    q.ask('Which store had the fewest transactions in 2024?', winner(groupBy(rows, (t) => t.store_name, 'count', undefined, during('2024')), 'asc'));
    q.ask('Compare net sales of the WA and CA stores', breakdown(groupBy(rows, (t) => t.state, 'sum', net, (t) => t.state === 'WA' || t.state === 'CA')));
    q.ask('Number of transactions by payment method', countsBy(groupBy(rows, (t) => t.payment, 'count')));
    q.ask('Which state has the highest average sale per transaction?', winner(groupBy(rows, (t) => t.state, 'avg', net)));
    q.ask('biggest single transaction in $', amount(maxOf(rows, net)));
    q.ask('What percentage of transactions were made by loyalty members?', percent(percentOf(countWhere(rows, (t) => t.loyalty_id !== null), rows.length)));
    q.ask(
      'Of the transactions that used a promo code, what share were paid by card?',
      percent(percentOf(countWhere(rows, (t) => t.promo_code !== null && t.payment === 'Card'), countWhere(rows, (t) => t.promo_code !== null))),
    );
    q.ask('total discounts given in Q1 2025', amount(sumOf(rows, (t) => t.discount, inQuarter('2025', 1))));
    q.ask('How many transactions happened between March 3 and April 14, 2025?', count(countWhere(rows, between('2025-03-03', '2025-04-14'))));
    q.ask('sales since Nov 2024', amount(sumOf(rows, net, (t) => day_(t) >= '2024-11-01')));
    q.ask('Which month had the most transactions?', month(busiestMonth(rows, (t) => t.at)));
    q.ask('In 2024, which month brought in the most revenue?', month(ranked(salesByMonth, 1)[0]));
    q.ask('When was the last sale in the data?', day(dateRange(rows, (t) => t.at).last));
    q.ask('Which day of the week has the most transactions?', winner(groupBy(rows, weekday, 'count')));
    q.ask('How many unique loyalty members shopped in December 2024?', count(distinctMembers(during('2024-12'))));

    q.ask('Net sales by product category', breakdown(groupBy(rows, (t) => product(t).category, 'sum', net)));
    q.ask('Which category had the lowest revenue in 2024?', winner(groupBy(rows, (t) => product(t).category, 'sum', net, during('2024')), 'asc'));
    q.ask('Top 5 products by units sold', ranking(ranked(groupBy(rows, (t) => product(t).product_name, 'sum', qty), 5)));
    q.ask('top 3 brands by revenue', ranking(ranked(groupBy(rows, (t) => product(t).brand, 'sum', net), 3)));
    q.ask("Which supplier's products brought in the most money?", winner(groupBy(rows, (t) => product(t).supplier, 'sum', net)));
    q.ask('How many Total Home products does the catalog list?', count(countWhere(products, (p) => p.brand === 'Total Home')));
    q.ask('What did Total Home products sell for in total?', amount(sumOf(rows, net, (t) => product(t).brand === 'Total Home')));
    q.ask('avg list price of electronics items in the catalog', amount(avgOf(products, (p) => p.list_price, (p) => p.category === 'Electronics')));
    q.ask(
      'What share of Produce revenue came from Oregon (OR) stores?',
      percent(percentOf(sumOf(rows, net, (t) => ofCategory('Produce')(t) && inState('OR')(t)), sumOf(rows, net, ofCategory('Produce')))),
    );
    q.ask('gross margin in dollars for 2024 (net sales minus unit cost times qty)', amount(sumOf(rows, margin, during('2024'))));
    q.ask('How many products in the catalog never sold?', count(countWhere(products, (p) => !soldSkus.has(p.sku))));

    const twelve = q.ask('how many transactions at store 12 in 2024', count(countWhere(rows, (t) => atStore(12)(t) && during('2024')(t))));
    const seven = q.followUp(twelve, 'and for store 7?', count(countWhere(rows, (t) => atStore(7)(t) && during('2024')(t))));
    q.followUp(seven, 'what about in 2025?', count(countWhere(rows, (t) => atStore(7)(t) && during('2025')(t))));
    const boise = q.ask('Average net sale per transaction at the Boise store', amount(avgOf(rows, net, (t) => t.store_name === 'Boise')));
    q.followUp(boise, 'And Reno?', amount(avgOf(rows, net, (t) => t.store_name === 'Reno')));

    q.ask('What is the average age of our shoppers?', decline('no age or birth date'));
    q.ask('How many transactions did store 31 have?', decline('stores are numbered 1 to 24'));
    q.ask('net sales in 2023', decline('transactions start in January 2024'));
    q.ask('How much did the Texas stores sell?', decline('no store in TX'));
    q.ask('Which cashier processed the most transactions?', decline('no cashier column'));
    q.ask('How many transactions were paid with Bitcoin?', decline('no Bitcoin payment method'));
    q.ask('How much did we spend on advertising last year?', decline('no marketing spend in the tables'));
    q.ask('Why did sales dip in February 2025?', decline('causes are not in the data'));
    q.ask('Forecast next quarter’s net sales', decline('a prediction'));
    return { files, questions: q.questions };
  },
};

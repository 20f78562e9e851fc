// A family butcher's wholesale trade: 340 trade accounts (CSV: pubs, restaurants, cafes, hotels,
// schools and others in eight towns) and 15,000+ order lines from January to September 2025 (XLSX)
// sharing the account number. Traps: account numbers with leading zeros ("00417") and order refs that
// look numeric, units in the headers ("Weight (kg)", "Price £/kg", "Payment Terms (days)"), the line
// value written as text ("£1,234.56"), order dates as text ("Tue 04 Mar 2025"), blank drivers,
// cancelled and credited lines beside the delivered ones, a category "Other", accounts that never
// ordered, and an account named "Total Catering Ltd" that is no total.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { pounds, weekdayDate } from './shared.ts';

interface Account {
  no: string;
  name: string;
  type: string;
  town: string;
  terms: number;
  opened: string;
}

interface Line {
  ref: number;
  account: string;
  date: string;
  product: string;
  category: string;
  kg: number;
  price: number;
  value: number;
  status: string;
  driver: string | null;
}

// product, category, price per kg, typical kg per line
const PRODUCTS: [string, string, number, number][] = [
  ['Beef Mince', 'Beef', 9.8, 8], ['Ribeye Steak', 'Beef', 32.5, 3], ['Sirloin Steak', 'Beef', 28.9, 3], ['Braising Steak', 'Beef', 13.6, 5],
  ['Brisket', 'Beef', 11.2, 6], ['Lamb Shoulder', 'Lamb', 14.4, 5], ['Lamb Leg', 'Lamb', 16.8, 5], ['Lamb Mince', 'Lamb', 12.1, 4],
  ['Lamb Chops', 'Lamb', 19.5, 3], ['Pork Belly', 'Pork', 8.6, 6], ['Pork Shoulder', 'Pork', 7.3, 7], ['Pork Loin', 'Pork', 9.9, 5],
  ['Gammon', 'Pork', 10.7, 5], ['Back Bacon', 'Pork', 12.9, 4], ['Chicken Breast', 'Poultry', 11.3, 8], ['Chicken Thighs', 'Poultry', 7.6, 7],
  ['Whole Chicken', 'Poultry', 5.9, 9], ['Duck Breast', 'Poultry', 18.7, 2], ['Venison Haunch', 'Game', 24.2, 3], ['Pheasant', 'Game', 9.4, 3],
  ['Pork Sausages', 'Sausages', 8.3, 6], ['Cumberland Sausage', 'Sausages', 9.2, 5], ['Chipolatas', 'Sausages', 9.7, 3],
  ['Black Pudding', 'Other', 7.9, 2], ['Suet', 'Other', 4.3, 1], ['Dripping', 'Other', 5.1, 1],
];
const TYPES: [string, number, string[]][] = [
  ['Pub', 34, ['Arms', 'Inn', 'Tavern']], ['Restaurant', 24, ['Bistro', 'Kitchen', 'Grill']], ['Cafe', 18, ['Cafe', 'Coffee House']],
  ['Hotel', 10, ['Hotel', 'Lodge']], ['School', 8, ['Primary School', 'Academy']], ['Other', 6, ['Deli', 'Caterers']],
];
const WORDS = [
  'Crown', 'Swan', 'Red Lion', 'Royal Oak', 'Plough', 'Bell', 'Anchor', 'Star', 'Fox', 'Wheatsheaf', 'Greyhound', 'Kings Head',
  'White Hart', 'Bull', 'Rose', 'George', 'Ship', 'Castle', 'Mill', 'Bridge', 'Orchard', 'Meadow', 'Harbour', 'Oak Tree',
  'Willow', 'Chequers', 'Black Horse', 'Nags Head', 'Sun', 'Cross Keys', 'Feathers', 'Railway', 'Victoria', 'Albion', 'Globe',
  'Hollybush', 'Woolpack', 'Cricketers', 'Three Tuns', 'Lamb', 'Falcon', 'Eagle', 'Hare', 'Boar', 'Magpie', 'Owl', 'Pheasant Lane',
  'Elm', 'Ash Grove', 'Riverside', 'Market', 'Church Lane', 'High Street', 'Station', 'Old Forge', 'Granary', 'Malthouse', 'Tannery',
];
const TOWNS = ['Ashford', 'Bramley', 'Cranbrook', 'Dorking', 'Edenbridge', 'Farnham', 'Godalming', 'Haslemere'];
const DRIVERS = ['Dave', 'Kerry', 'Sam', 'Priya'];

function generate(): { accounts: Account[]; lines: Line[] } {
  const random = createRandom(44_101);
  const accounts: Account[] = [];
  const taken = new Set<string>(['Total Catering Ltd']);
  for (let i = 0; i < 340; i++) {
    const type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    let name = 'Total Catering Ltd';
    if (i !== 57) {
      do name = `The ${random.pick(WORDS)} ${random.pick(TYPES.find((t) => t[0] === type)![2])}`;
      while (taken.has(name));
      taken.add(name);
    }
    accounts.push({
      no: String(101 + i * 3 + random.int(0, 2)).padStart(5, '0'),
      name,
      type: i === 57 ? 'Other' : type,
      town: random.pick(TOWNS),
      terms: random.weighted([7, 14, 30], [30, 45, 25]),
      opened: random.date('2012-01-01', '2025-08-31'),
    });
  }
  // 37 accounts never ordered; the rest order with their own appetite.
  const appetite = accounts.map((a, i) => (i % 9 === 4 ? 0 : (a.type === 'Hotel' || a.type === 'School' ? 2 : 1) * random.float(0.3, 3, 2)));
  const lines: Line[] = [];
  let ref = 250_001;
  for (let o = 0; o < 4_700; o++) {
    const account = random.weighted(accounts, appetite);
    const date = random.date(account.opened > '2025-01-02' ? account.opened : '2025-01-02', '2025-09-30');
    const orderCancelled = random.chance(0.03);
    const n = random.int(1, 6);
    for (let k = 0; k < n; k++) {
      const [product, category, base, typical] = random.weighted(PRODUCTS, PRODUCTS.map((p) => (p[1] === 'Other' ? 1 : p[1] === 'Game' ? 1.5 : 4)));
      const kg = Math.max(0.25, roundTo(random.normal(typical, typical * 0.35) * (account.type === 'School' ? 2 : 1), 2));
      const price = roundTo(base * (account.terms === 30 ? 0.95 : 1), 2);
      const status = orderCancelled ? 'Cancelled' : random.chance(0.012) ? 'Cancelled' : random.chance(0.03) ? 'Credited' : 'Delivered';
      lines.push({ ref, account: account.no, date, product, category, kg, price, value: roundTo(kg * price, 2), status, driver: random.chance(0.07) ? null : random.pick(DRIVERS) });
    }
    ref += random.int(1, 2);
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.ref - b.ref);
  return { accounts, lines };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'Account No', value: (a) => a.no },
  { header: 'Business', value: (a) => a.name },
  { header: 'Type', value: (a) => a.type },
  { header: 'Town', value: (a) => a.town },
  { header: 'Payment Terms (days)', value: (a) => a.terms },
  { header: 'Account Opened', value: (a) => a.opened },
];

const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Order Ref', value: (l) => l.ref },
  { header: 'Account No', value: (l) => l.account },
  { header: 'Order Date', value: (l) => weekdayDate(l.date) },
  { header: 'Product', value: (l) => l.product },
  { header: 'Category', value: (l) => l.category },
  { header: 'Weight (kg)', value: (l) => l.kg },
  { header: 'Price £/kg', value: (l) => l.price },
  { header: 'Line Value', value: (l) => pounds(l.value) },
  { header: 'Status', value: (l) => l.status },
  { header: 'Driver', value: (l) => l.driver },
];

export const butcher: BusinessSchema = {
  name: 'butcher',
  description: "A family butcher's wholesale trade: 340 trade accounts (CSV) and 15,000+ order lines Jan-Sep 2025 with values as text (XLSX) sharing Account No",
  async build(dir) {
    const { accounts, lines } = generate();
    const files = [
      await writeCsv(join(dir, 'trade_accounts.csv'), ACCOUNT_COLUMNS, accounts),
      await writeXlsx(join(dir, 'order_lines.xlsx'), 'Order Lines', LINE_COLUMNS, lines),
    ];
    const q = questionSet('butcher');
    const accountOf = new Map(accounts.map((a) => [a.no, a]));
    const acc = (l: Line) => accountOf.get(l.account)!;
    const value = (l: Line) => l.value;
    const kg = (l: Line) => l.kg;
    const sold = (l: Line) => l.status === 'Delivered';
    const inMonth = (m: string) => (l: Line) => l.date.startsWith(m);
    const both = (...ps: ((l: Line) => boolean)[]) => (l: Line) => ps.every((p) => p(l));
    const distinct = (rows: Line[], key: (l: Line) => string | number) => new Set(rows.map(key)).size;
    const orderedAccounts = new Set(lines.map((l) => l.account));

    q.ask('How many trade accounts do we have?', count(accounts.length));
    q.ask('How many of our accounts are pubs?', count(countWhere(accounts, (a) => a.type === 'Pub')));
    q.ask('How many order lines are there altogether?', count(lines.length));
    q.ask('How many separate orders have we had?', count(distinct(lines, (l) => l.ref)));
    q.ask('What were total sales in £, counting only delivered lines?', amount(sumOf(lines, value, sold)));
    q.ask('How many lines were cancelled?', count(countWhere(lines, (l) => l.status === 'Cancelled')));
    q.ask('How much have we credited back to customers in total?', amount(sumOf(lines, value, (l) => l.status === 'Credited')));
    q.ask('What percentage of order lines ended up credited?', percent(percentOf(countWhere(lines, (l) => l.status === 'Credited'), lines.length)));
    q.ask('Order lines by status', countsBy(groupBy(lines, (l) => l.status, 'count')));
    q.ask('Delivered sales by category', breakdown(groupBy(lines, (l) => l.category, 'sum', value, sold), 2));
    q.ask('How many kg did we deliver of each category?', breakdown(groupBy(lines, (l) => l.category, 'sum', kg, sold), 1));
    q.ask('Which product did we deliver the most kilos of?', winner(groupBy(lines, (l) => l.product, 'sum', kg, sold)));
    q.ask('Top 5 products by delivered sales value', ranking(ranked(groupBy(lines, (l) => l.product, 'sum', value, sold), 5)));
    q.ask('Which customer has spent the most with us (delivered lines only)?', winner(groupBy(lines, (l) => acc(l).name, 'sum', value, sold)));
    q.ask('Top 3 customers by delivered sales in June 2025', ranking(ranked(groupBy(lines, (l) => acc(l).name, 'sum', value, both(sold, inMonth('2025-06'))), 3)));
    q.ask('Delivered sales by customer type', breakdown(groupBy(lines, (l) => acc(l).type, 'sum', value, sold), 2));
    q.ask("What's the average value of a delivered order line?", amount(avgOf(lines, value, sold)));
    q.ask('Average weight of a Ribeye Steak line in kg', amount(avgOf(lines, kg, (l) => l.product === 'Ribeye Steak'), 2));
    const lambApril = q.ask('How many kilos of lamb did we deliver in April?', amount(sumOf(lines, kg, both(sold, (l) => l.category === 'Lamb', inMonth('2025-04'))), 1));
    q.followUp(lambApril, 'And in May?', amount(sumOf(lines, kg, both(sold, (l) => l.category === 'Lamb', inMonth('2025-05'))), 1));
    q.ask('What were delivered sales in Q2 2025?', amount(sumOf(lines, value, both(sold, (l) => quarterOf(l.date) === 2))));
    q.ask('How many order lines has Total Catering Ltd had?', count(countWhere(lines, (l) => acc(l).name === 'Total Catering Ltd')));
    q.ask('How much has Total Catering Ltd spent on delivered lines?', amount(sumOf(lines, value, both(sold, (l) => acc(l).name === 'Total Catering Ltd'))));
    const never = q.ask('How many accounts have never placed an order?', count(countWhere(accounts, (a) => !orderedAccounts.has(a.no))));
    q.followUp(never, 'How many of those are pubs?', count(countWhere(accounts, (a) => !orderedAccounts.has(a.no) && a.type === 'Pub')));
    const orders = [...new Map(lines.map((l) => [l.ref, l])).values()];
    q.ask('Which month had the most orders?', month(ranked(groupBy(orders, (l) => l.date.slice(0, 7), 'count'), 1)[0]));
    q.ask("Which town's customers spent the most on delivered lines?", winner(groupBy(lines, (l) => acc(l).town, 'sum', value, sold)));
    q.ask('How many accounts do we have in each town?', countsBy(groupBy(accounts, (a) => a.town, 'count')));
    q.ask('How many order lines have no driver recorded?', count(countWhere(lines, (l) => l.driver === null)));
    q.ask('Which driver delivered the most lines?', winner(groupBy(lines, (l) => l.driver, 'count', undefined, sold)));
    q.ask('What is the average price per kg across beef lines?', amount(avgOf(lines, (l) => l.price, (l) => l.category === 'Beef')));
    q.ask('What was the biggest single delivered line by value?', amount(maxOf(lines, value, sold)));
    const span = dateRange(lines, (l) => l.date);
    q.ask('When was the first order placed?', day(span.first));
    q.ask('What date is the most recent order from?', day(span.last));
    q.ask('How many orders came in between 3 and 9 March 2025?', count(distinct(lines.filter((l) => l.date >= '2025-03-03' && l.date <= '2025-03-09'), (l) => l.ref)));
    q.ask('How many different schools ordered from us in September?', count(distinct(lines.filter((l) => acc(l).type === 'School' && inMonth('2025-09')(l)), (l) => l.account)));
    q.ask("What share of delivered sales came from restaurants?", percent(percentOf(sumOf(lines, value, both(sold, (l) => acc(l).type === 'Restaurant')), sumOf(lines, value, sold))));
    q.ask('How much did accounts on 30 day terms spend on delivered lines?', amount(sumOf(lines, value, both(sold, (l) => acc(l).terms === 30))));
    q.ask('How many kg of sausages did we deliver to pubs?', amount(sumOf(lines, kg, both(sold, (l) => l.category === 'Sausages' && acc(l).type === 'Pub')), 1));
    q.ask('Which category had the most money credited back?', winner(groupBy(lines, (l) => l.category, 'sum', value, (l) => l.status === 'Credited')));
    const pl = new Map([['Pork', sumOf(lines, value, both(sold, inMonth('2025-05'), (l) => l.category === 'Pork'))], ['Lamb', sumOf(lines, value, both(sold, inMonth('2025-05'), (l) => l.category === 'Lamb'))]]);
    q.ask('Did we sell more pork or lamb by value in May?', winner(pl));
    q.ask('Which product sold the fewest delivered kilos?', winner(groupBy(lines, (l) => l.product, 'sum', kg, sold), 'asc'));
    q.ask('How many different products appear in the order lines?', count(distinct(lines, (l) => l.product)));
    q.ask('How many accounts were opened in 2024 or later?', count(countWhere(accounts, (a) => a.opened >= '2024-01-01')));
    q.ask("How much did we take for the 'Other' category (delivered)?", amount(sumOf(lines, value, both(sold, (l) => l.category === 'Other'))));
    q.ask('Average kg per delivered line for hotels', amount(avgOf(lines, kg, both(sold, (l) => acc(l).type === 'Hotel')), 2));
    q.ask('Which customer type has the most accounts?', winner(groupBy(accounts, (a) => a.type, 'count')));
    q.ask('How many orders did Total Catering Ltd place?', count(distinct(lines.filter((l) => acc(l).name === 'Total Catering Ltd'), (l) => l.ref)));
    q.ask('Total kg of chicken breast delivered in Q1', amount(sumOf(lines, kg, both(sold, (l) => l.product === 'Chicken Breast' && quarterOf(l.date) === 1)), 1));
    q.ask('Which account in Godalming spent the most on delivered lines?', winner(groupBy(lines, (l) => acc(l).name, 'sum', value, both(sold, (l) => acc(l).town === 'Godalming'))));
    q.ask('How many delivered lines did Kerry drive in August?', count(countWhere(lines, both(sold, inMonth('2025-08'), (l) => l.driver === 'Kerry'))));

    q.ask('What profit margin do we make on ribeye?', decline('no cost or margin data'));
    q.ask('Which farm supplied the lamb we sold in April?', decline('no supplier column'));
    q.ask("What's the phone number for The Crown Inn?", decline('no contact details'));
    q.ask('Why were lines credited?', decline('no credit reason'));
    q.ask('What time of day do the deliveries arrive?', decline('dates only, no delivery times'));
    q.ask('How much did we sell in December 2024?', decline('orders start in January 2025'));
    q.ask('How much will we sell next month?', decline('a forecast'));
    q.ask('How much do we pay our drivers?', decline('no wage data'));
    q.ask('Which customers are happiest with our meat?', decline('no satisfaction data'));
    q.ask('What was the temperature of the van on each delivery?', decline('no temperature log'));
    q.ask('How many of our customers have paid their invoices late?', decline('no payment dates'));
    return { files, questions: q.questions };
  },
};

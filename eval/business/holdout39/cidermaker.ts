// A craft cider maker in Somerset selling at its farm gate and to pubs and shops: 340 trade accounts
// (CSV) and two years of sales lines (CSV) sharing `account_id`. Traps: account ids and invoice
// numbers that look numeric (never summed), money with the unit in the header ("Unit price (£)",
// "Line total (£)"), farm-gate lines with a blank account, returned lines and unpaid ones, a
// volume in litres beside a quantity of containers, pub names that repeat across villages ("The
// Plough"), and a cider called "Total Eclipse Dry" that is no total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Account {
  id: number;
  name: string;
  village: string;
  county: string;
  type: string;
  opened: string;
}

export interface SaleLine {
  invoice: number;
  date: string;
  channel: string;
  account: number | null;
  product: string;
  format: string;
  qty: number;
  litres: number;
  unit: number;
  total: number;
  status: string;
}

const PUBS = ['The Plough', 'The Bell', 'The Red Lion', 'The Crown', 'The George', 'The Ship Inn', 'The Royal Oak', 'The White Hart', 'The Swan', 'The Kings Arms'];
const SHOPS = ['Village Stores', 'Farm Shop', 'Deli', 'Wine Merchants'];
const VILLAGES = ['Wedmore', 'Cheddar', 'Axbridge', 'Wells', 'Glastonbury', 'Street', 'Langport', 'Somerton', 'Bruton', 'Frome', 'Ilminster', 'Chard', 'Sherborne', 'Wincanton'];
const COUNTY: Record<string, string> = {
  Wedmore: 'Somerset', Cheddar: 'Somerset', Axbridge: 'Somerset', Wells: 'Somerset', Glastonbury: 'Somerset', Street: 'Somerset', Langport: 'Somerset',
  Somerton: 'Somerset', Bruton: 'Somerset', Frome: 'Somerset', Ilminster: 'Somerset', Chard: 'Somerset', Sherborne: 'Dorset', Wincanton: 'Somerset',
};
// product, ABV, weight
const PRODUCTS: [string, number, number][] = [
  ['Kingston Black', 6.5, 20],
  ['Dabinett Medium', 5.8, 26],
  ['Total Eclipse Dry', 7.2, 16],
  ['Yarlington Sweet', 4.8, 18],
  ['Perry', 5.5, 10],
  ['Mulled Cider', 4.5, 10],
];
// format, litres per unit, price per unit at the gate, trade price per unit
const FORMATS: [string, number, number, number][] = [
  ['500ml bottle', 0.5, 3.5, 2.2],
  ['20L bag-in-box', 20, 85, 62],
  ['50L keg', 50, 0, 135],
];

export function generateCider(): { accounts: Account[]; lines: SaleLine[] } {
  const random = createRandom(49_353);
  const accounts: Account[] = [];
  for (let i = 0; i < 340; i++) {
    const type = random.weighted(['Pub', 'Shop', 'Restaurant', 'Festival'], [58, 24, 12, 6]);
    const village = random.pick(VILLAGES);
    const name = type === 'Pub' ? random.pick(PUBS) : type === 'Shop' ? `${village} ${random.pick(SHOPS)}` : type === 'Restaurant' ? `${random.pick(['Apple', 'Orchard', 'Levels', 'Mendip'])} Kitchen` : `${village} ${random.pick(['Folk', 'Beer', 'Food'])} Festival`;
    accounts.push({ id: 3_001 + i, name, village, county: COUNTY[village], type, opened: random.date('2018-03-01', '2025-06-30') });
  }
  const weights = accounts.map((a) => (a.type === 'Pub' ? 3 : a.type === 'Festival' ? 0.5 : 1));
  const lines: SaleLine[] = [];
  let invoice = 60_001;
  while (lines.length < 8_600) {
    const trade = random.chance(0.45);
    const date = random.date('2024-01-01', '2025-10-31');
    const account = trade ? random.weighted(accounts, weights) : null;
    if (account && account.opened > date) continue;
    const nLines = random.int(1, trade ? 4 : 3);
    const paidUp = !trade || random.chance(0.9);
    for (let k = 0; k < nLines; k++) {
      const [product, , ] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[2]));
      if (product === 'Mulled Cider' && !['10', '11', '12', '01'].includes(date.slice(5, 7))) continue;
      const [format, litres, gate, tradePrice] = trade
        ? random.weighted(FORMATS, account!.type === 'Pub' ? [10, 30, 60] : [60, 30, 10])
        : random.weighted(FORMATS.slice(0, 2), [85, 15]);
      const qty = format === '500ml bottle' ? random.int(trade ? 12 : 1, trade ? 48 : 12) : random.int(1, trade ? 4 : 1);
      const unit = trade ? tradePrice : gate;
      lines.push({
        invoice,
        date,
        channel: trade ? 'Trade' : 'Farm gate',
        account: account ? account.id : null,
        product,
        format,
        qty,
        litres: roundTo(qty * litres, 1),
        unit,
        total: roundTo(qty * unit, 2),
        status: random.chance(0.025) ? 'Returned' : paidUp ? 'Paid' : 'Unpaid',
      });
    }
    invoice++;
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.invoice - b.invoice);
  return { accounts, lines };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_id', value: (a) => a.id },
  { header: 'account_name', value: (a) => a.name },
  { header: 'village', value: (a) => a.village },
  { header: 'county', value: (a) => a.county },
  { header: 'account_type', value: (a) => a.type },
  { header: 'opened', value: (a) => a.opened },
];

const LINE_COLUMNS: Column<SaleLine>[] = [
  { header: 'invoice_no', value: (l) => l.invoice },
  { header: 'sale_date', value: (l) => l.date },
  { header: 'channel', value: (l) => l.channel },
  { header: 'account_id', value: (l) => l.account },
  { header: 'product', value: (l) => l.product },
  { header: 'format', value: (l) => l.format },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Volume (L)', value: (l) => l.litres },
  { header: 'Unit price (£)', value: (l) => l.unit },
  { header: 'Line total (£)', value: (l) => l.total },
  { header: 'status', value: (l) => l.status },
];

export const cidermaker: BusinessSchema = {
  name: 'cidermaker',
  description: 'A craft cider maker: 340 trade accounts (CSV) and ~8,600 farm-gate and trade sales lines in 2024-2025 (CSV) sharing account_id',
  async build(dir) {
    const { accounts, lines } = generateCider();
    const files = [
      await writeCsv(join(dir, 'trade_accounts.csv'), ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'sales_lines.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('cidermaker');
    const accOf = new Map(accounts.map((a) => [a.id, a]));
    const acc = (l: SaleLine) => (l.account === null ? null : accOf.get(l.account)!);
    const sold = (l: SaleLine) => l.status !== 'Returned';
    const total = (l: SaleLine) => l.total;
    const gate = (l: SaleLine) => l.channel === 'Farm gate';
    const trade = (l: SaleLine) => l.channel === 'Trade';
    const inYear = (y: string) => (l: SaleLine) => l.date.startsWith(y);

    q.ask('How many sales lines are there?', count(lines.length));
    q.ask('How many invoices have we raised?', count(new Set(lines.map((l) => l.invoice)).size));
    q.ask('How many trade accounts do we have?', count(accounts.length));
    q.ask('What were total sales, leaving out returned lines?', amount(sumOf(lines, total, sold)));
    q.ask('Sales by channel, excluding returns', breakdown(groupBy(lines, (l) => l.channel, 'sum', total, sold)));
    q.ask('What did we take at the farm gate in 2025, excluding returns?', amount(sumOf(lines, total, (l) => gate(l) && sold(l) && inYear('2025')(l))));
    q.ask('Trade sales in 2024, excluding returns', amount(sumOf(lines, total, (l) => trade(l) && sold(l) && inYear('2024')(l))));
    q.ask('How many lines were returned?', count(countWhere(lines, (l) => l.status === 'Returned')));
    q.ask('What was the value of returned lines?', amount(sumOf(lines, total, (l) => l.status === 'Returned')));
    q.ask('How much is still unpaid?', amount(sumOf(lines, total, (l) => l.status === 'Unpaid')));
    const owed = winner(groupBy(lines, (l) => (l.account === null ? null : String(l.account)), 'sum', total, (l) => l.status === 'Unpaid'));
    if (owed.kind === 'name') {
      // The account's name names it too when no other account shares it (pub names repeat).
      const owedName = accOf.get(Number(owed.value))!.name;
      if (countWhere(accounts, (a) => a.name === owedName) === 1) owed.aliases = [owedName];
    }
    q.ask('Which account owes us the most (unpaid lines)?', owed);
    q.ask('Lines by status', countsBy(groupBy(lines, (l) => l.status, 'count')));
    q.ask('Sales by product, excluding returns', breakdown(groupBy(lines, (l) => l.product, 'sum', total, sold)));
    q.ask('Which cider sold the most litres, excluding returns?', winner(groupBy(lines, (l) => l.product, 'sum', (l) => l.litres, sold)));
    q.ask('How many litres of Total Eclipse Dry did we sell, excluding returns?', amount(sumOf(lines, (l) => l.litres, (l) => l.product === 'Total Eclipse Dry' && sold(l)), 1));
    q.ask('Total litres sold in 2025, excluding returns', amount(sumOf(lines, (l) => l.litres, (l) => sold(l) && inYear('2025')(l)), 1));
    q.ask('Litres sold by format, excluding returns', breakdown(groupBy(lines, (l) => l.format, 'sum', (l) => l.litres, sold), 1));
    q.ask('How many 50L kegs did we sell, excluding returns?', count(sumOf(lines, (l) => l.qty, (l) => l.format === '50L keg' && sold(l))));
    q.ask('How many 500ml bottles were sold at the farm gate, excluding returns?', count(sumOf(lines, (l) => l.qty, (l) => l.format === '500ml bottle' && gate(l) && sold(l))));
    q.ask('Top 3 products by sales value in 2024, excluding returns', ranking(ranked(groupBy(lines, (l) => l.product, 'sum', total, (l) => sold(l) && inYear('2024')(l)), 3)));
    q.ask('How much Mulled Cider did we sell in December 2024, excluding returns?', amount(sumOf(lines, total, (l) => l.product === 'Mulled Cider' && sold(l) && l.date.startsWith('2024-12'))));
    q.ask('What is the average line total across all trade lines, returns included?', amount(avgOf(lines, total, trade), 2));
    q.ask('What share of sales value (excluding returns) came from trade?', percent(percentOf(sumOf(lines, total, (l) => trade(l) && sold(l)), sumOf(lines, total, sold))));
    q.ask('Which month had the highest sales, excluding returns?', month(ranked(groupBy(lines, (l) => l.date.slice(0, 7), 'sum', total, sold), 1)[0]));
    q.ask('Which month had the most farm gate lines?', month(busiestMonth(lines, (l) => l.date, gate)));
    q.ask('How many sales lines were in August 2025?', count(countWhere(lines, (l) => l.date.startsWith('2025-08'))));
    const q3 = q.ask('Sales in Q3 2024, excluding returns', amount(sumOf(lines, total, (l) => sold(l) && inYear('2024')(l) && quarterOf(l.date) === 3)));
    q.followUp(q3, 'and in Q3 2025?', amount(sumOf(lines, total, (l) => sold(l) && inYear('2025')(l) && quarterOf(l.date) === 3)));
    q.ask('What did we sell between 1 May and 31 May 2025, not counting returns?', amount(sumOf(lines, total, (l) => sold(l) && l.date >= '2025-05-01' && l.date <= '2025-05-31')));
    q.ask('How many farm gate lines were there from 20 December 2024 to 3 January 2025?', count(countWhere(lines, (l) => gate(l) && l.date >= '2024-12-20' && l.date <= '2025-01-03')));
    q.ask('Accounts by type', countsBy(groupBy(accounts, (a) => a.type, 'count')));
    q.ask('How many pubs do we supply?', count(countWhere(accounts, (a) => a.type === 'Pub')));
    q.ask('How many accounts are in Dorset?', count(countWhere(accounts, (a) => a.county === 'Dorset')));
    q.ask('How many accounts are called The Plough?', count(countWhere(accounts, (a) => a.name === 'The Plough')));
    q.ask('How many accounts did we open in 2024?', count(countWhere(accounts, (a) => a.opened.startsWith('2024'))));
    q.ask('Sales by account type, excluding returns', breakdown(groupBy(lines, (l) => acc(l)?.type ?? null, 'sum', total, sold)));
    q.ask('Which village buys the most from us in trade sales, excluding returns?', winner(groupBy(lines, (l) => acc(l)?.village ?? null, 'sum', total, sold)));
    q.ask('How much did pubs in Wells buy in 2025, excluding returns?', amount(sumOf(lines, total, (l) => acc(l)?.type === 'Pub' && acc(l)?.village === 'Wells' && sold(l) && inYear('2025')(l))));
    q.ask('Trade sales to Dorset accounts, excluding returns', amount(sumOf(lines, total, (l) => acc(l)?.county === 'Dorset' && sold(l))));
    q.ask('Which account id bought the most, excluding returns?', winner(groupBy(lines, (l) => (l.account === null ? null : String(l.account)), 'sum', total, sold)));
    q.ask('How many kegs did festivals take, excluding returns?', count(sumOf(lines, (l) => l.qty, (l) => l.format === '50L keg' && acc(l)?.type === 'Festival' && sold(l))));
    q.ask('How many different accounts placed orders with us in 2025?', count(new Set(lines.filter((l) => l.account !== null && inYear('2025')(l)).map((l) => l.account)).size));
    q.ask('How many accounts have never placed an order?', count(accounts.filter((a) => !lines.some((l) => l.account === a.id)).length));
    q.ask('On average how many bottles are on a farm gate 500ml bottle line?', amount(avgOf(lines, (l) => l.qty, (l) => gate(l) && l.format === '500ml bottle'), 1));
    q.ask('How many sales lines of Perry were there?', count(countWhere(lines, (l) => l.product === 'Perry')));
    q.ask('Perry sales by channel, excluding returns', breakdown(groupBy(lines, (l) => l.channel, 'sum', total, (l) => l.product === 'Perry' && sold(l))));
    q.ask('What percentage of trade lines are unpaid?', percent(percentOf(countWhere(lines, (l) => trade(l) && l.status === 'Unpaid'), countWhere(lines, trade))));
    q.ask('Which product is returned most often (number of returned lines)?', winner(groupBy(lines, (l) => l.product, 'count', undefined, (l) => l.status === 'Returned')));

    q.ask('How many apples did we press this autumn?', decline('no pressing or harvest data'));
    q.ask('What is our duty bill for 2025?', decline('no duty data'));
    q.ask('How much does a litre of Kingston Black cost us to make?', decline('no production costs'));
    q.ask('Which pub sells our cider fastest?', decline('no sell-through data at the pubs'));
    q.ask('How many visitors came to the farm gate?', decline('no visitor counts, only sales lines'));
    q.ask('How many sales did we make in 2023?', decline('sales start in January 2024'));
    q.ask('What is the phone number of The Bell?', decline('no contact details'));
    q.ask('How many tanks are fermenting right now?', decline('no tank or stock data'));
    q.ask('Which apple variety had the best yield?', decline('no orchard data'));
    q.ask('How many kegs are still out at pubs and not returned empty?', decline('no keg tracking; Returned is a sale status'));
    q.ask('How much cider will we sell next summer?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A three-shop pawnbroker: 900 customers (XLSX: customer number, name, home branch, the ID they
// showed, joining date) and 9,500 pledges from January 2024 to November 2025 (CSV: pledge number,
// date, customer number, item category, the loan as text money, valuation and monthly interest
// with the units in the headers, due date, status, redemption date, interest paid) sharing
// `customer_no`. Traps: pledge and customer numbers that look numeric, the loan written as text
// ("£1,250.00"), units in the headers (£, % a month), blank redemption dates and interest on open
// and forfeited pledges, voided pledges beside the rest, an item category called "Other", and
// customers who never pledged anything.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { money } from './scrapyard.ts';

interface Customer {
  no: number;
  name: string;
  branch: string;
  idType: string;
  joined: string;
}

interface Pledge {
  no: number;
  date: string;
  customer: number;
  category: string;
  loan: number;
  valuation: number;
  rate: number;
  due: string;
  status: string;
  redeemed: string | null;
  interest: number | null;
}

// category, typical valuation £, monthly interest %, weight
const CATEGORIES: [string, number, number, number][] = [
  ['Gold jewellery', 420, 6.5, 30], ['Diamond ring', 1_100, 6.5, 8], ['Watch', 650, 7.5, 12], ['Laptop', 380, 9.5, 9], ['Phone', 260, 9.5, 11],
  ['Games console', 180, 9.5, 8], ['Musical instrument', 350, 8.5, 5], ['Power tools', 220, 8.5, 7], ['Camera', 300, 8.5, 4], ['Other', 150, 9.5, 6],
];
const BRANCHES = ['High Street', 'Market Square', 'Retail Park'];
const TODAY = '2025-11-30';

function generate(): { customers: Customer[]; pledges: Pledge[] } {
  const random = createRandom(43_505);
  const names = personNames(random, 900);
  const customers: Customer[] = names.map((name, i) => ({
    no: 5_001 + i,
    name,
    branch: random.weighted(BRANCHES, [45, 33, 22]),
    idType: random.weighted(['Passport', 'Driving licence', 'National ID card'], [35, 55, 10]),
    joined: random.date('2016-01-01', '2025-10-31'),
  }));
  const active = customers.filter((_, i) => i % 11 !== 4);
  const weights = active.map((_, i) => (i === 7 ? 30 : i % 9 === 0 ? 6 : 1) * (0.5 + random.next()));
  const pledges: Pledge[] = [];
  for (let i = 0; i < 9_500; i++) {
    const c = random.weighted(active, weights);
    const date = random.date(c.joined > '2024-01-02' ? c.joined : '2024-01-02', '2025-11-28');
    const [category, base, rate] = random.weighted(CATEGORIES, CATEGORIES.map((x) => x[3]));
    const valuation = Math.max(20, Math.round(base * Math.exp(random.normal(0, 0.5))));
    const loan = Math.max(10, Math.round((valuation * random.float(0.45, 0.7, 2)) / 5) * 5);
    const due = addDays(date, 183);
    let status: string;
    let redeemed: string | null = null;
    if (random.chance(0.02)) status = 'Void';
    else if (due > TODAY) status = random.chance(0.35) && addDays(date, 10) < TODAY ? 'Redeemed' : 'Active';
    else status = random.weighted(['Redeemed', 'Forfeited', 'Renewed'], [68, 19, 13]);
    if (status === 'Redeemed') {
      const last = due < TODAY ? due : TODAY;
      redeemed = random.date(addDays(date, 7), last);
    }
    const months = redeemed ? Math.max(1, Math.ceil(daysBetween(date, redeemed) / 30)) : 6;
    const monthly = rate - (loan > 500 ? 1 : 0) - (loan > 1_500 ? 1.5 : 0);
    const interest = status === 'Redeemed' || status === 'Renewed' ? roundTo((loan * monthly * months) / 100, 2) : null;
    pledges.push({ no: 0, date, customer: c.no, category, loan, valuation, rate: monthly, due, status, redeemed, interest });
  }
  pledges.sort((a, b) => a.date.localeCompare(b.date) || a.customer - b.customer);
  pledges.forEach((p, i) => (p.no = 240_001 + i));
  return { customers, pledges };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_no', value: (c) => c.no },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'home_branch', value: (c) => c.branch },
  { header: 'id_seen', value: (c) => c.idType },
  { header: 'customer_since', value: (c) => c.joined },
];

const PLEDGE_COLUMNS: Column<Pledge>[] = [
  { header: 'pledge_no', value: (p) => p.no },
  { header: 'pledge_date', value: (p) => p.date },
  { header: 'customer_no', value: (p) => p.customer },
  { header: 'item_category', value: (p) => p.category },
  { header: 'loan_amount', value: (p) => money(p.loan) },
  { header: 'Valuation (£)', value: (p) => p.valuation },
  { header: 'Interest (% per month)', value: (p) => p.rate },
  { header: 'due_date', value: (p) => p.due },
  { header: 'status', value: (p) => p.status },
  { header: 'redeemed_on', value: (p) => p.redeemed },
  { header: 'interest_paid', value: (p) => p.interest },
];

export const pawnbroker: BusinessSchema = {
  name: 'pawnbroker',
  description: "A three-shop pawnbroker: 900 customers (XLSX) and 9,500 pledges Jan 2024-Nov 2025 with text loan amounts and redemption dates (CSV) sharing customer_no",
  async build(dir) {
    const { customers, pledges } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'pledges.csv'), PLEDGE_COLUMNS, pledges),
    ];
    const q = questionSet('pawnbroker');
    const customerOf = new Map(customers.map((c) => [c.no, c]));
    const c = (p: Pledge) => customerOf.get(p.customer)!;
    const live = (p: Pledge) => p.status !== 'Void';
    const loan = (p: Pledge) => p.loan;
    const inYear = (y: string) => (p: Pledge) => p.date.startsWith(y);
    const lent = sumOf(pledges, loan, live);

    q.ask('how many pledges are on the book, voids and all?', count(pledges.length));
    q.ask('How many pledges were voided?', count(countWhere(pledges, (p) => !live(p))));
    q.ask('pledges by status', countsBy(groupBy(pledges, (p) => p.status, 'count')));
    q.ask('How much have we lent out in total? leave the voids out', amount(lent));
    q.ask('total lent in 2025, not counting void pledges', amount(sumOf(pledges, loan, (p) => live(p) && inYear('2025')(p))));
    q.ask("what's the average loan on a watch (no voids)?", amount(avgOf(pledges, loan, (p) => live(p) && p.category === 'Watch')));
    q.ask('biggest single loan we have made, voids excluded', amount(maxOf(pledges, loan, live)));
    q.ask('lending by item category (excluding voids)', breakdown(groupBy(pledges, (p) => p.category, 'sum', loan, live)));
    q.ask('which category do we lend the most money against?', winner(groupBy(pledges, (p) => p.category, 'sum', loan, live)));
    q.ask('top 3 categories by number of pledges, voids out', ranking(ranked(groupBy(pledges, (p) => p.category, 'count', undefined, live), 3)));
    q.ask('Of the pledges that ended either redeemed or forfeited, what percentage were redeemed?', percent(percentOf(countWhere(pledges, (p) => p.status === 'Redeemed'), countWhere(pledges, (p) => p.status === 'Redeemed' || p.status === 'Forfeited'))));
    q.ask('total valuation of everything forfeited to us', amount(sumOf(pledges, (p) => p.valuation, (p) => p.status === 'Forfeited'), 0));
    q.ask('how much interest have we collected altogether?', amount(sumOf(pledges, (p) => p.interest)));
    q.ask("interest collected split by the customer's home branch", breakdown(groupBy(pledges, (p) => c(p).branch, 'sum', (p) => p.interest)));
    q.ask("which branch's customers have borrowed the most? voids out", winner(groupBy(pledges, (p) => c(p).branch, 'sum', loan, live)));
    q.ask('how many customers does each branch have?', countsBy(groupBy(customers, (x) => x.branch, 'count')));
    const pledged = new Set(pledges.map((p) => p.customer));
    q.ask('How many customers on file have never pledged anything?', count(countWhere(customers, (x) => !pledged.has(x.no))));
    q.ask('top 5 customers by total borrowed, voids excluded', ranking(ranked(groupBy(pledges, (p) => c(p).name, 'sum', loan, live), 5)));
    q.ask('how many different customers pledged something in 2025 (not void)?', count(new Set(pledges.filter((p) => live(p) && inYear('2025')(p)).map((p) => p.customer)).size));
    q.ask('new pledges in March 2025, voids excluded', count(countWhere(pledges, (p) => live(p) && p.date.startsWith('2025-03'))));
    q.ask('how much did we lend in Q4 2024? (no voids)', amount(sumOf(pledges, loan, (p) => live(p) && inYear('2024')(p) && quarterOf(p.date) === 4)));
    q.ask('pledges taken between 1 July and 31 August 2025, not void', count(countWhere(pledges, (p) => live(p) && p.date >= '2025-07-01' && p.date <= '2025-08-31')));
    q.ask('which month did we take the most pledges in?', month(busiestMonth(pledges, (p) => p.date)));
    q.ask('average monthly interest rate on laptops', amount(avgOf(pledges, (p) => p.rate, (p) => p.category === 'Laptop'), 2));
    q.ask('how many pledges are still active?', count(countWhere(pledges, (p) => p.status === 'Active')));
    q.ask('How much money is out on loan on the active pledges?', amount(sumOf(pledges, loan, (p) => p.status === 'Active')));
    const phones = q.ask('how many phones have been forfeited?', count(countWhere(pledges, (p) => p.status === 'Forfeited' && p.category === 'Phone')));
    q.followUp(phones, 'and laptops?', count(countWhere(pledges, (p) => p.status === 'Forfeited' && p.category === 'Laptop')));
    q.ask('What % of non-void pledges ended up forfeited?', percent(percentOf(countWhere(pledges, (p) => p.status === 'Forfeited'), countWhere(pledges, live))));
    q.ask('on average how many days does it take people to redeem?', amount(avgOf(pledges, (p) => (p.redeemed ? daysBetween(p.date, p.redeemed) : null)), 1));
    q.ask('How many pledges were redeemed in October 2025?', count(countWhere(pledges, (p) => p.redeemed !== null && p.redeemed.startsWith('2025-10'))));
    q.ask('median loan size, voids excluded', amount(medianOf(pledges, loan, live)));
    q.ask('Total lent as a percentage of total valuation (non-void pledges)?', percent(percentOf(lent, sumOf(pledges, (p) => p.valuation, live))));
    const gold = q.ask('how much did we lend on gold jewellery in 2024? no voids', amount(sumOf(pledges, loan, (p) => live(p) && p.category === 'Gold jewellery' && inYear('2024')(p))));
    q.followUp(gold, 'and in 2025?', amount(sumOf(pledges, loan, (p) => live(p) && p.category === 'Gold jewellery' && inYear('2025')(p))));
    q.ask('how many customers joined during 2025?', count(countWhere(customers, (x) => x.joined.startsWith('2025'))));
    q.ask('how many pledges got renewed', count(countWhere(pledges, (p) => p.status === 'Renewed')));
    q.ask('interest taken on renewed pledges', amount(sumOf(pledges, (p) => p.interest, (p) => p.status === 'Renewed')));
    q.ask("Who has pledged the most items with us? don't count voids", winner(groupBy(pledges, (p) => c(p).name, 'count', undefined, live)));
    q.ask('highest valuation we have put on a diamond ring', amount(maxOf(pledges, (p) => p.valuation, (p) => p.category === 'Diamond ring'), 0));
    q.ask('How many pledges were taken on a Saturday, not counting voids?', count(countWhere(pledges, (p) => live(p) && new Date(`${p.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('how many customers showed a passport as ID?', count(countWhere(customers, (x) => x.idType === 'Passport')));
    q.ask('Market Square customers: pledges in 2025, voids excluded', count(countWhere(pledges, (p) => live(p) && c(p).branch === 'Market Square' && inYear('2025')(p))));
    q.ask('amount lent per year (not void)', breakdown(groupBy(pledges, (p) => p.date.slice(0, 4), 'sum', loan, live)));
    q.ask('of the pledges still active, which one falls due first - what date?', day(pledges.filter((p) => p.status === 'Active').map((p) => p.due).sort()[0]));
    q.ask('How many musical instruments have we taken in? not void', count(countWhere(pledges, (p) => live(p) && p.category === 'Musical instrument')));
    q.ask('average valuation we put on games consoles, leaving out voids', amount(avgOf(pledges, (p) => p.valuation, (p) => live(p) && p.category === 'Games console')));
    q.ask('what share of the money lent went on gold jewellery?', percent(percentOf(sumOf(pledges, loan, (p) => live(p) && p.category === 'Gold jewellery'), lent)));
    q.ask('how many non-void loans were over a grand?', count(countWhere(pledges, (p) => live(p) && p.loan > 1_000)));

    q.ask('What did we sell the forfeited watches for?', decline('no sale prices for forfeited items'));
    q.ask('Which pledged items turned out to be stolen?', decline('no police or stolen-goods column'));
    q.ask("What's the credit score of our top borrower?", decline('no credit data'));
    q.ask('Why were pledges voided?', decline('no void reason'));
    q.ask('What will the gold price be at Christmas?', decline('a forecast'));
    q.ask('Which member of staff wrote the most pledges?', decline('no staff column'));
    q.ask('How old are our customers on average?', decline('no date of birth'));
    q.ask('Which safe is the Diamond ring stock kept in?', decline('no storage location'));
    q.ask('How many customers complained last year?', decline('no complaints'));
    q.ask('What profit did the Retail Park shop make after rent and wages?', decline('no costs'));
    q.ask('How many pledges will be forfeited next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A retail and business bank: 3,000 accounts (XLSX, ending in a genuine TOTAL row of balances) and
// 180,000 transactions in 2025 (CSV) sharing account_no. Traps: home countries "IT", "NO" and
// "AT" beside "IE" and "UK", a business customer "Total Freight Solutions" (not the summary row),
// signed amounts (debits negative), overdraft limits stored as text with blanks, opening dates as
// text, merchant categories blank for non-card transactions, euros in headers.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Account {
  account_no: string;
  holder: string;
  country: string;
  type: string;
  branch: string;
  opened: string;
  balance: number;
  overdraft: number | null;
}

interface Txn {
  txn_id: number;
  account_no: string;
  booked: string;
  kind: string;
  category: string | null;
  amount: number;
}

type SheetRow = Account | { total: true; balance: number };

const FIRST = ['Anna', 'Marco', 'Ingrid', 'Sean', 'Lukas', 'Giulia', 'Olav', 'Niamh', 'Hannah', 'Paolo', 'Erik', 'Aoife', 'Felix', 'Chiara', 'Lars', 'Ciara', 'Tobias', 'Sofia'];
const LAST = ['Rossi', 'Hansen', 'Murphy', 'Gruber', 'Bianchi', 'Berg', 'Kelly', 'Huber', 'Romano', 'Larsen', 'Walsh', 'Wagner', 'Smith', 'Byrne', 'Ricci', 'Olsen'];
const FIRMS = ['Alpine Timber', 'Fjord Seafood', 'Dublin Print', 'Milano Design', 'Vienna Coffee', 'Bergen Marine', 'Cork Dairy', 'Tirol Tours', 'Napoli Ceramics', 'Oslo Software'];
// Country, branch names, weight.
const COUNTRIES: [string, string[], number][] = [
  ['IE', ['Dublin', 'Cork'], 30],
  ['UK', ['London', 'Belfast'], 20],
  ['IT', ['Milan', 'Rome'], 22],
  ['NO', ['Oslo'], 14],
  ['AT', ['Vienna', 'Innsbruck'], 14],
];
const KINDS = ['Card', 'Transfer Out', 'Transfer In', 'ATM', 'Direct Debit', 'Salary', 'Fee'];
const CATEGORIES = ['Groceries', 'Travel', 'Restaurants', 'Fuel', 'Electronics', 'Utilities', 'Health'];

function generate(): { accounts: Account[]; txns: Txn[] } {
  const random = createRandom(30_919);
  const accounts: Account[] = Array.from({ length: 3_000 }, (_, i) => {
    const [country, branches] = random.weighted(COUNTRIES, COUNTRIES.map((c) => c[2]));
    const type = i === 1_777 ? 'Business' : random.weighted(['Current', 'Savings', 'Business'], [58, 30, 12]);
    const holder = i === 1_777 ? 'Total Freight Solutions' : type === 'Business' ? `${random.pick(FIRMS)} ${random.pick(['Ltd', 'GmbH', 'SRL', 'AS'])} ${i}` : `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const balance = roundTo(type === 'Savings' ? Math.abs(random.normal(18_000, 14_000)) : type === 'Business' ? random.normal(42_000, 30_000) : random.normal(2_600, 2_400), 2);
    return {
      account_no: `${country}${String(40_000_000 + i * 131).padStart(10, '0')}`,
      holder,
      country,
      type,
      branch: random.pick(branches),
      opened: random.date('2008-01-01', '2025-06-30'),
      balance,
      overdraft: type === 'Savings' ? null : random.chance(0.35) ? null : random.pick([250, 500, 1_000, 2_500, 5_000]) * (type === 'Business' ? 4 : 1),
    };
  });
  const spenders = shuffled(random, accounts.filter((a) => a.type !== 'Savings' || random.chance(0.4)));
  const drafts = Array.from({ length: 180_000 }, () => {
    const account = spenders[Math.floor(random.next() ** 1.4 * spenders.length)];
    const kind = account.type === 'Savings' ? random.weighted(KINDS, [0, 45, 50, 0, 0, 0, 5]) : random.weighted(KINDS, [52, 10, 8, 9, 12, 6, 3]);
    const scale = account.type === 'Business' ? 6 : 1;
    const value =
      kind === 'Card' ? random.float(2, 180) * scale
        : kind === 'ATM' ? random.pick([20, 50, 100, 200])
          : kind === 'Salary' ? random.float(1_800, 4_800)
            : kind === 'Fee' ? random.pick([2.5, 5, 12])
              : kind === 'Direct Debit' ? random.float(15, 400) * scale : random.float(20, 3_000) * scale;
    const sign = kind === 'Transfer In' || kind === 'Salary' ? 1 : -1;
    return {
      account_no: account.account_no,
      booked: random.date('2025-01-01', '2025-10-31'),
      kind,
      category: kind === 'Card' ? random.weighted(CATEGORIES, [30, 10, 18, 12, 6, 14, 10]) : null,
      amount: roundTo(sign * value, 2),
    };
  });
  drafts.sort((a, b) => a.booked.localeCompare(b.booked) || a.account_no.localeCompare(b.account_no));
  return { accounts, txns: drafts.map((d, i) => ({ txn_id: 90_000_001 + i, ...d })) };
}

const cell = (of: (a: Account) => string | number | null, total: (t: { balance: number }) => string | number | null = () => null) =>
  (r: SheetRow) => ('total' in r ? total(r) : of(r));

const ACCOUNT_COLUMNS: Column<SheetRow>[] = [
  { header: 'account_no', value: cell((a) => a.account_no, () => 'TOTAL') },
  { header: 'account_holder', value: cell((a) => a.holder) },
  { header: 'home_country', value: cell((a) => a.country) },
  { header: 'account_type', value: cell((a) => a.type) },
  { header: 'branch', value: cell((a) => a.branch) },
  { header: 'opened_on', value: cell((a) => a.opened) },
  { header: 'Balance (EUR)', value: cell((a) => a.balance, (t) => roundTo(t.balance, 2)) },
  { header: 'Overdraft Limit (EUR)', value: cell((a) => (a.overdraft === null ? null : a.overdraft.toFixed(2))) },
];

const TXN_COLUMNS: Column<Txn>[] = [
  { header: 'txn_id', value: (t) => t.txn_id },
  { header: 'account_no', value: (t) => t.account_no },
  { header: 'booking_date', value: (t) => t.booked },
  { header: 'transaction_type', value: (t) => t.kind },
  { header: 'merchant_category', value: (t) => t.category },
  { header: 'Amount (EUR)', value: (t) => t.amount.toFixed(2) },
];

export const banking: BusinessSchema = {
  name: 'banking',
  description: 'A bank: 3,000 accounts in five countries (XLSX, ending in a TOTAL row) and 180,000 transactions, January to October 2025 (CSV), sharing account_no',
  async build(dir) {
    const { accounts, txns } = generate();
    const totals = { total: true as const, balance: sumOf(accounts, (a) => a.balance) };
    const files = [
      await writeXlsx(join(dir, 'accounts.xlsx'), 'Accounts', ACCOUNT_COLUMNS, [...accounts, totals]),
      await writeCsv(join(dir, 'transactions.csv'), TXN_COLUMNS, txns),
    ];
    const q = questionSet('banking');
    const accountOf = new Map(accounts.map((a) => [a.account_no, a]));
    const acct = (t: Txn) => accountOf.get(t.account_no)!;
    const during = (period: string) => (t: Txn) => t.booked.startsWith(period);
    const card = (t: Txn) => t.kind === 'Card';
    const spend = (t: Txn) => -t.amount;
    const active = new Set(txns.map((t) => t.account_no));
    const freight = accounts.find((a) => a.holder === 'Total Freight Solutions')!;
    const lookup = txns[Math.floor(txns.length * 0.37)];
    const oldest = dateRange(accounts, (a) => a.opened).first;

    q.ask('How many accounts does the bank hold?', count(accounts.length));
    q.ask('What is the total balance across all accounts in euros?', amount(totals.balance));
    q.ask('accounts by home country', countsBy(groupBy(accounts, (a) => a.country, 'count')));
    q.ask('How many accounts are held by customers from AT?', count(countWhere(accounts, (a) => a.country === 'AT')));
    q.ask('Average balance of savings accounts in NO', amount(avgOf(accounts, (a) => a.balance, (a) => a.type === 'Savings' && a.country === 'NO')));
    q.ask('How many accounts are overdrawn (negative balance)?', count(countWhere(accounts, (a) => a.balance < 0)));
    q.ask('Which branch holds the largest total balance?', winner(groupBy(accounts, (a) => a.branch, 'sum', (a) => a.balance)));
    q.ask('How many current accounts have no overdraft limit?', count(countWhere(accounts, (a) => a.type === 'Current' && a.overdraft === null)));
    q.ask('total overdraft limits granted to business accounts', amount(sumOf(accounts, (a) => a.overdraft, (a) => a.type === 'Business')));
    q.ask('When was the oldest account opened?', day(oldest));
    q.ask('How many accounts were opened in 2024?', count(countWhere(accounts, (a) => a.opened.startsWith('2024'))));
    q.ask('What is the balance of Total Freight Solutions?', amount(freight.balance));
    q.ask('How many transactions are there?', count(txns.length));
    q.ask('transactions by type', countsBy(groupBy(txns, (t) => t.kind, 'count')));
    q.ask('How much was spent by card in total?', amount(sumOf(txns, spend, card)));
    q.ask('card spending by merchant category in Q2 2025', breakdown(groupBy(txns, (t) => t.category, 'sum', spend, (t) => card(t) && quarterOf(t.booked) === 2)));
    q.ask('Which merchant category has the highest card spend?', winner(groupBy(txns, (t) => t.category, 'sum', spend, card)));
    q.ask('average card payment at restaurants', amount(avgOf(txns, spend, (t) => card(t) && t.category === 'Restaurants')));
    q.ask('Total salary credits received in September 2025', amount(sumOf(txns, (t) => t.amount, (t) => t.kind === 'Salary' && during('2025-09')(t))));
    const cash = q.ask('How much cash was withdrawn at ATMs in January 2025?', amount(sumOf(txns, spend, (t) => t.kind === 'ATM' && during('2025-01')(t))));
    q.followUp(cash, 'and in February?', amount(sumOf(txns, spend, (t) => t.kind === 'ATM' && during('2025-02')(t))));
    q.ask('What is the net flow (credits minus debits) across all transactions?', amount(sumOf(txns, (t) => t.amount)));
    q.ask('How much did customers from IT spend by card?', amount(sumOf(txns, spend, (t) => card(t) && acct(t).country === 'IT')));
    q.ask('How many accounts had no transactions at all in 2025?', count(countWhere(accounts, (a) => !active.has(a.account_no))));
    q.ask('Which 3 accounts paid the most in fees? list the account numbers', ranking(ranked(groupBy(txns, (t) => t.account_no, 'sum', spend, (t) => t.kind === 'Fee'), 3)));
    q.ask('What was the largest single debit?', amount(-minOf(txns, (t) => t.amount)));
    q.ask('biggest single credit', amount(maxOf(txns, (t) => t.amount)));
    q.ask('Which month had the most card transactions?', month(ranked(groupBy(txns, (t) => t.booked.slice(0, 7), 'count', undefined, card), 1)[0]));
    q.ask('how many transactions between 10 and 20 March 2025 inclusive', count(countWhere(txns, (t) => t.booked >= '2025-03-10' && t.booked <= '2025-03-20')));
    q.ask('card transactions since 1 October 2025', count(countWhere(txns, (t) => card(t) && t.booked >= '2025-10-01')));
    q.ask('What percentage of transactions are card payments?', percent(percentOf(countWhere(txns, card), txns.length)));
    q.ask('How much did business accounts spend by direct debit in 2025?', amount(sumOf(txns, spend, (t) => t.kind === 'Direct Debit' && acct(t).type === 'Business')));
    q.ask(`On what date was transaction ${lookup.txn_id} booked?`, day(lookup.booked));
    q.ask(
      'How many days passed between the first and the last transaction of Total Freight Solutions?',
      count(((r) => daysBetween(r.first, r.last))(dateRange(txns, (t) => t.booked, (t) => t.account_no === freight.account_no))),
    );
    q.ask(
      'Could you tell me the total fuel spend on cards held by customers whose account is at the Dublin branch, for the whole of the summer, June to August 2025?',
      amount(sumOf(txns, spend, (t) => card(t) && t.category === 'Fuel' && acct(t).branch === 'Dublin' && t.booked >= '2025-06-01' && t.booked <= '2025-08-31')),
    );

    q.ask('What is the credit score of Total Freight Solutions?', decline('no credit scores'));
    q.ask('What interest rate do savings accounts earn?', decline('no interest rate column'));
    q.ask('How many transactions were fraudulent?', decline('no fraud flag'));
    q.ask('What will the total balance be at the end of 2026?', decline('a forecast'));
    q.ask('How many customers use the mobile app?', decline('no channel or app data'));
    q.ask('What were card spending totals in November 2025?', decline('transactions end in October 2025'));
    q.ask('Which customer is the most loyal?', decline('an opinion'));
    q.ask('How many mortgages did we approve?', decline('no loans data'));
    q.ask('What is the euro to pound exchange rate used on UK accounts?', decline('outside knowledge'));
    q.ask('What is the email address of the holder of the largest account?', decline('no contact details'));
    return { files, questions: q.questions };
  },
};

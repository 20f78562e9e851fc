// An electricity supplier: customer accounts with their connection date, and one usage row per
// account and billing month, the month stored as text ("Mar-2025"). Asked for a month's usage
// (the usage row's own month, not the account's connection date), "average ... per month" when
// each row is already one month, the share of the kWh from estimated readings, and "oldest".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, count, day, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Account { no: string; name: string; tariff: string; region: string; connected: string; balance: number }
interface Usage { account: string; month: string; kwh: number; bill: number; reading: string }

const REGIONS = ['North', 'Midlands', 'South East', 'South West', 'Wales'];
const TARIFFS = ['Standard', 'Economy 7', 'Green Fixed'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { accounts: Account[]; usage: Usage[] } {
  const random = createRandom(9202);
  const accounts = Array.from({ length: 1_400 }, (_, i): Account => ({
    no: `AC${String(30_001 + i)}`,
    name: `Household ${i + 1}`,
    tariff: random.weighted(TARIFFS, [50, 30, 20]),
    region: random.weighted(REGIONS, [30, 25, 20, 15, 10]),
    connected: random.date('2015-01-01', '2025-06-30'),
    balance: 0,
  }));
  // Signed balances (negative = owing) from a stream of their own, so the other columns stay as they were.
  const owing = createRandom(9203);
  for (const account of accounts) account.balance = owing.chance(0.18) ? -owing.float(5, 400, 2) : owing.float(0, 250, 2);
  const usage: Usage[] = [];
  for (const account of accounts) {
    for (let m = 0; m < 12; m++) {
      const month = `${MONTHS[(m + 9) % 12]}-${m < 3 ? 2024 : 2025}`;
      const kwh = random.int(90, 520);
      usage.push({ account: account.no, month, kwh, bill: Math.round(kwh * 28 + random.int(900, 1_500)) / 100, reading: random.weighted(['Actual', 'Estimated'], [78, 22]) });
    }
  }
  return { accounts, usage };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_no', value: (r) => r.no },
  { header: 'customer_name', value: (r) => r.name },
  { header: 'tariff', value: (r) => r.tariff },
  { header: 'region', value: (r) => r.region },
  { header: 'connection_date', value: (r) => r.connected },
  { header: 'balance', value: (r) => r.balance },
];
const USAGE_COLUMNS: Column<Usage>[] = [
  { header: 'account_no', value: (r) => r.account },
  { header: 'billing_month', value: (r) => r.month },
  { header: 'kwh_used', value: (r) => r.kwh },
  { header: 'bill_amount', value: (r) => r.bill },
  { header: 'reading_type', value: (r) => r.reading },
];

export const utilities: BusinessSchema = {
  name: 'utilities',
  description: 'An electricity supplier: 1,400 accounts and 16,800 monthly usage rows (billing month as text), sharing account_no (XLSX, CSV)',
  async build(dir) {
    const { accounts, usage } = generate();
    const files = [
      await writeXlsx(join(dir, 'accounts.xlsx'), 'Accounts', ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'usage.csv'), USAGE_COLUMNS, usage),
    ];
    const q = questionSet('utilities');
    const regionOf = new Map(accounts.map((a) => [a.no, a.region]));
    const inMonth = (m: string) => (u: Usage) => u.month === m;
    const estimated = (u: Usage) => u.reading === 'Estimated';
    const connected = accounts.map((a) => a.connected).sort();

    q.ask('How many accounts are there?', count(accounts.length));
    q.ask('How many accounts are on the Economy 7 tariff?', count(countWhere(accounts, (a) => a.tariff === 'Economy 7')));
    q.ask('How many kWh were used in August 2025?', count(sumOf(usage, (u) => u.kwh, inMonth('Aug-2025'))));
    q.ask('Total billed in March 2025', amount(sumOf(usage, (u) => u.bill, inMonth('Mar-2025'))));
    q.ask('What is the average kWh used per month?', amount(avgOf(usage, (u) => u.kwh)));
    q.ask('What is the average bill amount?', amount(avgOf(usage, (u) => u.bill)));
    q.ask('When was the oldest account connected?', day(connected[0]));
    q.ask('When was the newest account connected?', day(connected.at(-1)!));
    q.ask('How many accounts were connected in 2024?', count(countWhere(accounts, (a) => a.connected.startsWith('2024'))));
    q.ask('What share of the kWh used came from estimated readings?', percent(percentOf(sumOf(usage, (u) => u.kwh, estimated), sumOf(usage, (u) => u.kwh))));
    q.ask('What percentage of usage rows were estimated readings?', percent(percentOf(countWhere(usage, estimated), usage.length)));
    q.ask('Which region used the most kWh?', winner(groupBy(usage, (u) => regionOf.get(u.account)!, 'sum', (u) => u.kwh)));
    q.ask('Which tariff has the most accounts?', winner(groupBy(accounts, (a) => a.tariff, 'count')));

    q.ask('What was the highest single monthly bill?', amount(Math.max(...usage.map((u) => u.bill))));
    q.ask('What was the lowest single bill amount?', amount(Math.min(...usage.map((u) => u.bill))));
    q.ask('How many accounts are overdrawn (negative balance)?', count(countWhere(accounts, (a) => a.balance < 0)));
    q.ask('How many accounts in Wales are overdrawn?', count(countWhere(accounts, (a) => a.balance < 0 && a.region === 'Wales')));

    q.ask('How many smart meters are installed?', decline('no meter column'));
    q.ask('What was the average outdoor temperature in January 2025?', decline('no weather column'));
    q.ask('How many customers complained last year?', decline('no complaints table'));
    q.ask('What was the highest single gas bill?', decline('electricity only: no gas column'));
    return { files, questions: q.questions };
  },
};

// SaaS subscriptions: accounts and subscriptions, two Parquet tables sharing account_id. Traps: the
// country codes "IN", "NO" and "US" (stopwords), "MRR (USD)" (a unit and an abbreviation the
// questions use), empty end dates and discounts, subscription codes, account_id (never a measure);
// questions say "subs", "churn rate", "seat count", "new subscriptions".
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';

interface Account {
  account_id: number;
  account_name: string;
  industry: string;
  country: string;
  employees: number;
}

interface Subscription {
  subscription_id: string;
  account_id: number;
  plan: string;
  billing: string;
  mrr: number;
  seats: number;
  start_date: string;
  end_date: string | null;
  status: string;
  discount_pct: number | null;
}

const INDUSTRIES = ['Retail', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Media'];
const COUNTRIES = ['US', 'UK', 'DE', 'FR', 'NO', 'IN', 'BR', 'CA'];
const PLANS = ['Starter', 'Pro', 'Business', 'Enterprise'];
const SEAT_PRICE: Record<string, number> = { Starter: 9, Pro: 19, Business: 35, Enterprise: 60 };
const SEATS: Record<string, [number, number]> = { Starter: [1, 10], Pro: [3, 40], Business: [10, 150], Enterprise: [50, 900] };

function generate(): { accounts: Account[]; subscriptions: Subscription[] } {
  const random = createRandom(204);
  const accounts = companyNames(random, 2_000).map((account_name, i): Account => ({
    account_id: 40_001 + i,
    account_name,
    industry: random.weighted(INDUSTRIES, [20, 14, 18, 10, 24, 14]),
    country: random.weighted(COUNTRIES, [30, 12, 14, 9, 5, 11, 8, 11]),
    employees: Math.round(Math.exp(random.normal(4.5, 1.4))) + 1,
  }));
  const subscriptions = Array.from({ length: 20_000 }, (_, i): Subscription => {
    const plan = random.weighted(PLANS, [40, 32, 18, 10]);
    const [few, many] = SEATS[plan];
    const seats = random.int(few, many);
    const billing = random.weighted(['Monthly', 'Annual'], [62, 38]);
    const discount_pct = random.chance(0.3) ? random.int(1, 6) * 5 : null;
    const status = random.weighted(['Active', 'Churned', 'Trial', 'Paused'], [68, 20, 8, 4]);
    const start_date = random.date('2021-01-01', '2024-12-31');
    const price = SEAT_PRICE[plan] * seats * (billing === 'Annual' ? 0.85 : 1) * (1 - (discount_pct ?? 0) / 100);
    return {
      subscription_id: `SUB-${String(i + 1).padStart(6, '0')}`,
      account_id: 40_001 + random.int(0, accounts.length - 1),
      plan,
      billing,
      mrr: Math.round(price * 100) / 100,
      seats,
      start_date,
      end_date: status === 'Churned' ? random.date(start_date, '2025-03-31') : null,
      status,
      discount_pct,
    };
  });
  return { accounts, subscriptions };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_id', value: (a) => a.account_id, sqlType: 'INTEGER' },
  { header: 'account_name', value: (a) => a.account_name },
  { header: 'industry', value: (a) => a.industry },
  { header: 'country', value: (a) => a.country },
  { header: 'employees', value: (a) => a.employees, sqlType: 'INTEGER' },
];

const SUBSCRIPTION_COLUMNS: Column<Subscription>[] = [
  { header: 'subscription_id', value: (s) => s.subscription_id },
  { header: 'account_id', value: (s) => s.account_id, sqlType: 'INTEGER' },
  { header: 'plan', value: (s) => s.plan },
  { header: 'billing_cycle', value: (s) => s.billing },
  { header: 'MRR (USD)', value: (s) => s.mrr, sqlType: 'DOUBLE' },
  { header: 'seats', value: (s) => s.seats, sqlType: 'INTEGER' },
  { header: 'start_date', value: (s) => s.start_date, sqlType: 'DATE' },
  { header: 'end_date', value: (s) => s.end_date, sqlType: 'DATE' },
  { header: 'status', value: (s) => s.status },
  { header: 'discount_pct', value: (s) => s.discount_pct, sqlType: 'INTEGER' },
];

export const subscriptions: BusinessSchema = {
  name: 'subscriptions',
  description: 'SaaS: 2,000 accounts and 20,000 subscriptions (two Parquet tables sharing account_id)',
  async build(dir) {
    const { accounts, subscriptions: subs } = generate();
    const files = [
      await writeParquet(join(dir, 'accounts.parquet'), ACCOUNT_COLUMNS, accounts),
      await writeParquet(join(dir, 'subscriptions.parquet'), SUBSCRIPTION_COLUMNS, subs),
    ];
    const accountOf = new Map(accounts.map((a) => [a.account_id, a]));
    const mrr = (s: Subscription) => s.mrr;
    const plan = (p: string) => (s: Subscription) => s.plan === p;
    const status = (v: string) => (s: Subscription) => s.status === v;
    const started = (a: string, z: string) => (s: Subscription) => s.start_date >= a && s.start_date <= z;
    const q = questionSet('subscriptions');

    q.ask('total MRR of active subscriptions', amount(sumOf(subs, mrr, status('Active'))));
    q.ask('avg MRR for the Enterprise plan', amount(avgOf(subs, mrr, plan('Enterprise'))));
    q.ask('How many subscriptions are on annual billing?', count(countWhere(subs, (s) => s.billing === 'Annual')));
    q.ask('Which plan brings in the most MRR?', winner(groupBy(subs, (s) => s.plan, 'sum', mrr)));
    q.ask('MRR by plan', breakdown(groupBy(subs, (s) => s.plan, 'sum', mrr)));
    q.ask('How many subscriptions have churned?', count(countWhere(subs, status('Churned'))));
    q.ask('What is the churn rate?', percent(percentOf(countWhere(subs, status('Churned')), subs.length)));
    q.ask('total seats for Pro subscriptions', count(sumOf(subs, (s) => s.seats, plan('Pro'))));
    q.ask('How many trials are there?', count(countWhere(subs, status('Trial'))));
    q.ask('number of subscriptions with more than 500 seats', count(countWhere(subs, (s) => s.seats > 500)));
    q.ask('subs with at least 100 seats', count(countWhere(subs, (s) => s.seats >= 100)));
    q.ask('What percentage of subscriptions are paused?', percent(percentOf(countWhere(subs, status('Paused')), subs.length)));
    q.ask('Which industry has the highest total MRR?', winner(groupBy(subs, (s) => accountOf.get(s.account_id)!.industry, 'sum', mrr)));
    q.ask('total MRR from accounts in NO', amount(sumOf(subs, mrr, (s) => accountOf.get(s.account_id)!.country === 'NO')));
    q.ask('How many accounts are in IN?', count(countWhere(accounts, (a) => a.country === 'IN')));
    q.ask('how many Healthcare accounts do we have?', count(countWhere(accounts, (a) => a.industry === 'Healthcare')));
    q.ask('average number of employees of Education accounts', amount(avgOf(accounts, (a) => a.employees, (a) => a.industry === 'Education')));
    q.ask('top 3 accounts by MRR', ranking(ranked(groupBy(subs, (s) => accountOf.get(s.account_id)!.account_name, 'sum', mrr), 3)));
    q.ask("What's the largest MRR of a single subscription?", amount(maxOf(subs, mrr)));
    q.ask('What is the average discount percentage?', amount(avgOf(subs, (s) => s.discount_pct)));
    q.ask('How many subscriptions have no discount?', count(countWhere(subs, (s) => s.discount_pct === null)));
    q.ask('Compare average MRR of Monthly and Annual billing', breakdown(groupBy(subs, (s) => s.billing, 'avg', mrr)));
    q.ask('subscriptions started between Jan 5 and Feb 10, 2024', count(countWhere(subs, started('2024-01-05', '2024-02-10'))));
    q.ask('new subscriptions during 2023', count(countWhere(subs, started('2023-01-01', '2023-12-31'))));
    q.ask('MRR of subscriptions started in March 2024', amount(sumOf(subs, mrr, started('2024-03-01', '2024-03-31'))));
    q.ask('count of Business plan subscriptions of accounts in the US', count(countWhere(subs, (s) => s.plan === 'Business' && accountOf.get(s.account_id)!.country === 'US')));
    q.ask('When did the first subscription start?', day(dateRange(subs, (s) => s.start_date).first));
    q.ask('seat count by plan', breakdown(groupBy(subs, (s) => s.plan, 'sum', (s) => s.seats), 0));
    q.ask('Which country has the most accounts?', winner(groupBy(accounts, (a) => a.country, 'count')));
    q.ask('How many subscriptions started in Q3 2024?', count(countWhere(subs, started('2024-07-01', '2024-09-30'))));
    const starter = q.ask('How many Starter subscriptions are active?', count(countWhere(subs, (s) => s.plan === 'Starter' && s.status === 'Active')));
    const pro = q.followUp(starter, 'and Pro?', count(countWhere(subs, (s) => s.plan === 'Pro' && s.status === 'Active')));
    q.followUp(pro, 'what about Enterprise?', count(countWhere(subs, (s) => s.plan === 'Enterprise' && s.status === 'Active')));

    q.ask('What is our customer acquisition cost?', decline('no acquisition cost in the data'));
    q.ask('How many subscriptions are on the Platinum plan?', decline('no Platinum plan'));
    q.ask('What was the MRR of subscriptions started in 2019?', decline('subscriptions start in 2021'));
    q.ask('Why do customers churn?', decline('a cause, not in the data'));
    q.ask('What will our MRR be next year?', decline('a prediction'));
    q.ask('What is the NPS of our accounts?', decline('no NPS column'));
    q.ask('How many accounts are in JP?', decline('no account in JP'));
    q.ask('Which account is the happiest?', decline('an opinion'));
    return { files, questions: q.questions };
  },
};

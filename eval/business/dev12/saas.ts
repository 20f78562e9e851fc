// A SaaS company: accounts (XLSX, sign-up days typed as dd/mm/yyyy text, seat counts stored as
// text, an "IT" industry), subscriptions with plan and MRR in pounds (CSV, blank end dates for live
// subscriptions, a few blank plans) and a million usage events (Parquet), all sharing account_id.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, shuffled } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';
import { between, topKey, ukDate } from './shared.ts';

interface Account { id: string; company: string; industry: string; region: string; signup: string; manager: string; seats: number }
interface Subscription { id: number; account: string; plan: string | null; mrr: number; started: string; ended: string | null; billing: string }
interface Usage { id: number; account: string; date: string; feature: string; seconds: number }

const INDUSTRIES = ['IT', 'Retail', 'Healthcare', 'Finance', 'Education', 'Manufacturing'];
const REGIONS = ['EMEA', 'North America', 'APAC', 'LATAM'];
const MANAGERS = ['Grace Okafor', 'Liam Brennan', 'Sofia Marques', 'Daniel Cho', 'Amelia Frost', 'Ravi Menon'];
const PLANS: Record<string, [number, number]> = { Starter: [49, 199], Growth: [300, 1_500], Enterprise: [2_000, 12_000] };
const FEATURES = ['Dashboard', 'API', 'Reports', 'Export', 'Integrations'];

function generate(): { accounts: Account[]; subscriptions: Subscription[]; usage: Usage[] } {
  const random = createRandom(12_101);
  const companies = companyNames(random, 1_500);
  const accounts = companies.map((company, i): Account => ({
    id: `ACC-${10_001 + i}`,
    company,
    industry: random.weighted(INDUSTRIES, [24, 18, 15, 17, 11, 15]),
    region: random.weighted(REGIONS, [38, 31, 19, 12]),
    signup: random.date('2021-01-01', '2024-12-31'),
    manager: random.weighted(MANAGERS, [21, 19, 17, 16, 15, 12]),
    seats: Math.round(5 + 495 * random.next() ** 2),
  }));
  // A tenth of the accounts never subscribed (trials that lapsed).
  const paying = accounts.filter((_, i) => i % 10 !== 7);
  const subscriptions = Array.from({ length: 3_600 }, (_, i): Subscription => {
    const plan = random.weighted(Object.keys(PLANS), [52, 34, 14]);
    const [low, high] = PLANS[plan];
    const started = random.date('2021-03-01', '2025-06-30');
    return {
      id: 500_001 + i,
      account: random.pick(paying).id,
      plan: random.chance(0.015) ? null : plan,
      mrr: random.float(low, high, 2),
      started,
      ended: random.chance(0.32) ? random.date(started, '2025-06-30') : null,
      billing: random.weighted(['Monthly', 'Annual'], [63, 37]),
    };
  });
  // Heavy users: an account's share of the events falls off with its place in a shuffled order.
  const byUse = shuffled(random, accounts);
  const usage = Array.from({ length: 1_000_000 }, (_, i): Usage => ({
    id: 1 + i,
    account: byUse[Math.floor(byUse.length * random.next() ** 2.5)].id,
    date: random.date('2024-01-01', '2025-06-30'),
    feature: random.weighted(FEATURES, [34, 27, 18, 12, 9]),
    seconds: random.int(2, 900),
  }));
  return { accounts, subscriptions, usage };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_id', value: (r) => r.id },
  { header: 'company', value: (r) => r.company },
  { header: 'industry', value: (r) => r.industry },
  { header: 'region', value: (r) => r.region },
  { header: 'signup_date', value: (r) => ukDate(r.signup) },
  { header: 'account_manager', value: (r) => r.manager },
  { header: 'seats', value: (r) => String(r.seats) },
];
const SUBSCRIPTION_COLUMNS: Column<Subscription>[] = [
  { header: 'subscription_id', value: (r) => r.id },
  { header: 'account_id', value: (r) => r.account },
  { header: 'plan', value: (r) => r.plan },
  { header: 'MRR (£)', value: (r) => r.mrr },
  { header: 'start_date', value: (r) => r.started },
  { header: 'end_date', value: (r) => r.ended },
  { header: 'billing_cycle', value: (r) => r.billing },
  { header: 'status', value: (r) => (r.ended ? 'Churned' : 'Active') },
];
const USAGE_COLUMNS: Column<Usage>[] = [
  { header: 'event_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'account_id', value: (r) => r.account },
  { header: 'event_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'feature', value: (r) => r.feature },
  { header: 'duration_sec', value: (r) => r.seconds, sqlType: 'INTEGER' },
];

export const saas: BusinessSchema = {
  name: 'saas',
  description: 'A SaaS company: 1,500 accounts (XLSX, dd/mm/yyyy text dates, seats as text), 3,600 subscriptions with plan and MRR (CSV), 1,000,000 usage events (Parquet)',
  async build(dir) {
    const { accounts, subscriptions, usage } = generate();
    const files = [
      await writeXlsx(join(dir, 'accounts.xlsx'), 'accounts', ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'subscriptions.csv'), SUBSCRIPTION_COLUMNS, subscriptions),
      await writeParquet(join(dir, 'usage_events.parquet'), USAGE_COLUMNS, usage),
    ];
    const q = questionSet('saas');
    const account = new Map(accounts.map((a) => [a.id, a]));
    const active = (r: Subscription) => r.ended === null;
    const used = (from: string, to: string) => (r: Usage) => between(r.date, from, to);
    const signedUp = (from: string, to: string) => (r: Account) => between(r.signup, from, to);

    q.ask('How many accounts do we have?', count(accounts.length));
    q.ask('how many accounts are in IT', count(countWhere(accounts, (r) => r.industry === 'IT')));
    q.ask('Number of IT customers in EMEA?', count(countWhere(accounts, (r) => r.industry === 'IT' && r.region === 'EMEA')));
    q.ask("What's our total MRR from active subscriptions?", amount(sumOf(subscriptions, (r) => r.mrr, active)));
    q.ask('Break down active MRR by plan', breakdown(groupBy(subscriptions, (r) => r.plan, 'sum', (r) => r.mrr, active)));
    q.ask('How many subscriptions have churned?', count(countWhere(subscriptions, (r) => r.ended !== null)));
    q.ask('how many subs are still live (no end date)?', count(countWhere(subscriptions, active)));
    q.ask('Average MRR on the Growth plan?', amount(avgOf(subscriptions, (r) => r.mrr, (r) => r.plan === 'Growth')));
    q.ask('Which account manager looks after the most accounts?', winner(groupBy(accounts, (r) => r.manager, 'count')));
    q.ask('How many accounts signed up in 2023?', count(countWhere(accounts, signedUp('2023-01-01', '2023-12-31'))));
    q.ask('Which month in 2021 had the most sign-ups?', month(topKey(groupBy(accounts, (r) => r.signup.slice(0, 7), 'count', undefined, signedUp('2021-01-01', '2021-12-31')))));
    q.ask('When did our first ever customer sign up?', day(dateRange(accounts, (r) => r.signup).first));
    q.ask('Total seats across all accounts', count(sumOf(accounts, (r) => r.seats)));
    q.ask('What is the average number of seats for Healthcare accounts?', amount(avgOf(accounts, (r) => r.seats, (r) => r.industry === 'Healthcare')));
    q.ask('Which region has the most seats?', winner(groupBy(accounts, (r) => r.region, 'sum', (r) => r.seats)));
    q.ask('How many usage events were logged in March 2025?', count(countWhere(usage, used('2025-03-01', '2025-03-31'))));
    q.ask('What feature gets used the most?', winner(groupBy(usage, (r) => r.feature, 'count')));
    q.ask('How many seconds in total did people spend in Reports during 2024?', count(sumOf(usage, (r) => r.seconds, (r) => r.feature === 'Reports' && r.date < '2025-01-01')));
    q.ask('average event duration per feature', breakdown(groupBy(usage, (r) => r.feature, 'avg', (r) => r.seconds), 1));
    q.ask('Events in Q1 2025?', count(countWhere(usage, used('2025-01-01', '2025-03-31'))));
    const busiest = winner(groupBy(usage, (r) => r.account, 'count'));
    if (busiest.kind === 'name') busiest.aliases = [account.get(busiest.value)!.company];
    q.ask('Which account has the most usage events?', busiest);
    q.ask('Top 3 features by number of events in 2025', ranking(ranked(groupBy(usage, (r) => r.feature, 'count', undefined, used('2025-01-01', '2025-12-31')), 3)));
    q.ask('How many Enterprise subscriptions are billed annually?', count(countWhere(subscriptions, (r) => r.plan === 'Enterprise' && r.billing === 'Annual')));
    q.ask('What share of subscriptions are on the Starter plan?', percent(percentOf(countWhere(subscriptions, (r) => r.plan === 'Starter'), subscriptions.length)));
    q.ask("What's the highest MRR on a single subscription?", amount(maxOf(subscriptions, (r) => r.mrr)));
    q.ask('Which industry brings in the most active MRR?', winner(groupBy(subscriptions, (r) => account.get(r.account)!.industry, 'sum', (r) => r.mrr, active)));
    q.ask('How many subscriptions started in 2024?', count(countWhere(subscriptions, (r) => r.started.startsWith('2024'))));
    const firstHalf = q.ask('Total MRR of subscriptions that started between January and June 2024', amount(sumOf(subscriptions, (r) => r.mrr, (r) => between(r.started, '2024-01-01', '2024-06-30'))));
    q.followUp(firstHalf, 'and July to December 2024?', amount(sumOf(subscriptions, (r) => r.mrr, (r) => between(r.started, '2024-07-01', '2024-12-31'))));
    q.ask('How many accounts have never had a subscription?', count(accounts.length - new Set(subscriptions.map((r) => r.account)).size));
    q.ask('How many distinct accounts used Integrations between 1 and 7 March 2025?', count(new Set(usage.filter((r) => r.feature === 'Integrations' && between(r.date, '2025-03-01', '2025-03-07')).map((r) => r.account)).size));
    q.ask('Average MRR per subscription for LATAM customers', amount(avgOf(subscriptions, (r) => r.mrr, (r) => account.get(r.account)!.region === 'LATAM')));
    q.ask('How many subscriptions have no plan recorded?', count(countWhere(subscriptions, (r) => r.plan === null)));

    q.ask("What's our customer acquisition cost?", decline('no marketing or sales spend'));
    q.ask('Which accounts gave us an NPS below 30?', decline('no NPS column'));
    q.ask('How many support tickets did Enterprise customers raise last year?', decline('no support tickets'));
    q.ask('What is the average discount given on annual plans?', decline('no discount column'));
    q.ask('How many events came from the mobile app?', decline('no device or platform column'));
    q.ask('What is the most common reason customers give for churning?', decline('no churn reason column'));
    q.ask('How much did we spend on cloud hosting in Q2 2025?', decline('no cost data'));
    q.ask('What is the lifetime value of an average customer?', decline('no LTV and no churn-based model in the data'));
    q.ask('Which sales rep closed the most upgrades?', decline('no plan-change history or sales rep'));
    return { files, questions: q.questions };
  },
};

// A mobile network's subscribers (Parquet, 12,000) and their monthly usage and bills for January to
// October 2025 (CSV, one row per subscriber and month while active) sharing subscriber_id. Traps:
// roaming country codes "IT", "NO" and "AT" (blank when the subscriber stayed at home), the plan
// "Total Talk 500" (not a summary), churn dates blank for subscribers still with us, the billing
// month stored as "Mar-2025" text, a "Y"/"N" paid flag, gigabytes, minutes and pounds in headers.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Subscriber {
  id: number;
  plan: string;
  fee: number;
  contract: string;
  region: string;
  handset: string | null;
  activated: string;
  churned: string | null;
}

interface Usage {
  subscriber_id: number;
  month: string;
  data_gb: number;
  minutes: number;
  sms: number;
  roaming: string | null;
  bill: number;
  paid: boolean;
}

// Plan, monthly fee, data use mean (GB), weight.
const PLANS: [string, number, number, number][] = [
  ['Basic 5GB', 10, 3.2, 28],
  ['SIM Only 30GB', 16, 14, 26],
  ['Unlimited Max', 35, 38, 18],
  ['Family Share', 48, 55, 12],
  ['Total Talk 500', 8, 0.6, 16],
];
const REGIONS = ['North', 'Midlands', 'South East', 'London', 'Scotland', 'Wales'];
const HANDSETS = ['Apple', 'Samsung', 'Google', 'Motorola', null];
const ROAMING = ['ES', 'FR', 'IT', 'NO', 'AT', 'US'];
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { subscribers: Subscriber[]; usage: Usage[] } {
  const random = createRandom(72_561);
  const subscribers: Subscriber[] = Array.from({ length: 12_000 }, (_, i) => {
    const [plan, fee] = random.weighted(PLANS, PLANS.map((p) => p[3]));
    const activated = random.chance(0.8) ? random.date('2019-01-01', '2024-12-31') : random.date('2025-01-01', '2025-10-31');
    const contract = plan === 'Total Talk 500' ? random.weighted(['PAYG', '12M'], [70, 30]) : random.weighted(['PAYG', '12M', '24M'], [20, 35, 45]);
    const churnRisk = contract === 'PAYG' ? 0.22 : contract === '12M' ? 0.12 : 0.07;
    const churned = random.chance(churnRisk) ? random.date(activated > '2025-01-01' ? activated : '2025-01-01', '2025-10-31') : null;
    return {
      id: 700_000 + i * 3 + 1,
      plan,
      fee,
      contract,
      region: random.weighted(REGIONS, [22, 18, 20, 24, 10, 6]),
      handset: plan === 'Total Talk 500' ? random.weighted(HANDSETS, [5, 15, 2, 30, 48]) : random.weighted(HANDSETS, [38, 30, 10, 7, 15]),
      activated,
      churned,
    };
  });
  const usage: Usage[] = [];
  for (const s of subscribers) {
    const plan = PLANS.find((p) => p[0] === s.plan)!;
    for (const m of MONTHS) {
      if (s.activated.slice(0, 7) > m) continue;
      if (s.churned !== null && s.churned.slice(0, 7) < m) continue;
      const roaming = random.chance(m >= '2025-06' && m <= '2025-08' ? 0.14 : 0.04) ? random.weighted(ROAMING, [30, 22, 18, 8, 7, 15]) : null;
      const dataGb = roundTo(Math.max(0, random.normal(plan[2], plan[2] * 0.35)), 2);
      const extras = roaming === null ? 0 : roaming === 'US' || roaming === 'NO' ? roundTo(random.float(3, 25), 2) : roundTo(random.float(0, 6), 2);
      const overage = s.plan === 'Basic 5GB' && dataGb > 5 ? roundTo((dataGb - 5) * 2, 2) : 0;
      usage.push({
        subscriber_id: s.id,
        month: m,
        data_gb: dataGb,
        minutes: Math.max(0, Math.round(random.normal(s.plan === 'Total Talk 500' ? 380 : 210, 90))),
        sms: random.int(0, s.plan === 'Total Talk 500' ? 60 : 140),
        roaming,
        bill: roundTo(plan[1] + extras + overage, 2),
        paid: random.chance(s.contract === 'PAYG' ? 0.9 : 0.965),
      });
    }
  }
  return { subscribers, usage };
}

const shortMonth = (m: string) => `${SHORT[Number(m.slice(5, 7)) - 1]}-${m.slice(0, 4)}`;

const SUBSCRIBER_COLUMNS: Column<Subscriber>[] = [
  { header: 'subscriber_id', value: (s) => s.id, sqlType: 'INTEGER' },
  { header: 'tariff', value: (s) => s.plan },
  { header: 'Monthly Fee (GBP)', value: (s) => s.fee, sqlType: 'DECIMAL(8,2)' },
  { header: 'contract_type', value: (s) => s.contract },
  { header: 'region', value: (s) => s.region },
  { header: 'handset_brand', value: (s) => s.handset },
  { header: 'activation_date', value: (s) => s.activated, sqlType: 'DATE' },
  { header: 'churn_date', value: (s) => s.churned, sqlType: 'DATE' },
];

const USAGE_COLUMNS: Column<Usage>[] = [
  { header: 'subscriber_id', value: (u) => u.subscriber_id },
  { header: 'billing_month', value: (u) => shortMonth(u.month) },
  { header: 'Data Used (GB)', value: (u) => u.data_gb },
  { header: 'Voice mins', value: (u) => u.minutes },
  { header: 'SMS sent', value: (u) => u.sms },
  { header: 'roaming_country', value: (u) => u.roaming },
  { header: 'Bill Amount (GBP)', value: (u) => u.bill.toFixed(2) },
  { header: 'paid', value: (u) => (u.paid ? 'Y' : 'N') },
];

export const telecom: BusinessSchema = {
  name: 'telecom',
  description: 'A mobile network: 12,000 subscribers (Parquet) and their monthly usage and bills, January to October 2025 (CSV), sharing subscriber_id',
  async build(dir) {
    const { subscribers, usage } = generate();
    const files = [
      await writeParquet(join(dir, 'subscribers.parquet'), SUBSCRIBER_COLUMNS, subscribers),
      await writeCsv(join(dir, 'monthly_usage.csv'), USAGE_COLUMNS, usage),
    ];
    const q = questionSet('telecom');
    const subOf = new Map(subscribers.map((s) => [s.id, s]));
    const sub = (u: Usage) => subOf.get(u.subscriber_id)!;
    const inMonth = (m: string) => (u: Usage) => u.month === m;
    const active = (s: Subscriber) => s.churned === null;
    const roamedIn = new Set(usage.filter((u) => u.roaming !== null).map((u) => u.subscriber_id));
    const fee = (u: Usage) => u.bill;

    q.ask('How many subscribers do we have on file?', count(subscribers.length));
    q.ask('How many subscribers are still active (no churn date)?', count(countWhere(subscribers, active)));
    q.ask('subscribers by tariff', countsBy(groupBy(subscribers, (s) => s.plan, 'count')));
    q.ask('How many customers are on Total Talk 500?', count(countWhere(subscribers, (s) => s.plan === 'Total Talk 500')));
    q.ask('What percentage of PAYG subscribers have churned?', percent(percentOf(countWhere(subscribers, (s) => s.contract === 'PAYG' && !active(s)), countWhere(subscribers, (s) => s.contract === 'PAYG'))));
    const churnMarch = q.ask('How many subscribers churned in March 2025?', count(countWhere(subscribers, (s) => s.churned?.startsWith('2025-03') ?? false)));
    q.followUp(churnMarch, 'and in June?', count(countWhere(subscribers, (s) => s.churned?.startsWith('2025-06') ?? false)));
    q.ask('Which region has the most subscribers?', winner(groupBy(subscribers, (s) => s.region, 'count')));
    q.ask('How many subscribers in London have a Samsung handset?', count(countWhere(subscribers, (s) => s.region === 'London' && s.handset === 'Samsung')));
    q.ask('How many subscribers have no handset brand recorded?', count(countWhere(subscribers, (s) => s.handset === null)));
    q.ask('how many new activations were there in 2025', count(countWhere(subscribers, (s) => s.activated.startsWith('2025'))));
    q.ask('Total billed in GBP for May 2025', amount(sumOf(usage, fee, inMonth('2025-05'))));
    q.ask('total data used in GB across all subscribers in August 2025', amount(sumOf(usage, (u) => u.data_gb, inMonth('2025-08'))));
    q.ask('Average data usage per month on Unlimited Max', amount(avgOf(usage, (u) => u.data_gb, (u) => sub(u).plan === 'Unlimited Max')));
    q.ask('What is the median monthly bill?', amount(medianOf(usage, fee)));
    q.ask('Which month had the highest total billing?', month(ranked(groupBy(usage, (u) => u.month, 'sum', fee), 1)[0]));
    q.ask('Total billed per region', breakdown(groupBy(usage, (u) => sub(u).region, 'sum', fee)));
    q.ask('How many monthly bills are unpaid?', count(countWhere(usage, (u) => !u.paid)));
    q.ask('How much money is outstanding on unpaid bills?', amount(sumOf(usage, fee, (u) => !u.paid)));
    q.ask('What share of bills on 24M contracts were left unpaid?', percent(percentOf(countWhere(usage, (u) => !u.paid && sub(u).contract === '24M'), countWhere(usage, (u) => sub(u).contract === '24M')), 2));
    q.ask('How many usage records show roaming in IT?', count(countWhere(usage, (u) => u.roaming === 'IT')));
    q.ask('roaming records by country in July 2025', countsBy(groupBy(usage, (u) => u.roaming, 'count', undefined, inMonth('2025-07'))));
    q.ask('Which roaming country shows up most often?', winner(groupBy(usage, (u) => u.roaming, 'count')));
    q.ask('How many subscribers have never roamed?', count(countWhere(subscribers, (s) => !roamedIn.has(s.id))));
    q.ask('Who are the top 3 subscribers by total data used? give their subscriber ids', ranking(ranked(groupBy(usage, (u) => String(u.subscriber_id), 'sum', (u) => u.data_gb), 3).map(String)));
    q.ask('Highest single monthly bill', amount(maxOf(usage, fee)));
    q.ask('average voice minutes per month for Total Talk 500 customers', amount(avgOf(usage, (u) => u.minutes, (u) => sub(u).plan === 'Total Talk 500')));
    q.ask('total SMS sent in Q3 2025', count(sumOf(usage, (u) => u.sms, (u) => u.month >= '2025-07' && u.month <= '2025-09')));
    q.ask(
      'Which handset brand has the highest average data use per monthly record?',
      winner(new Map([...groupBy(usage, (u) => sub(u).handset, 'avg', (u) => u.data_gb)].map(([k, v]) => [k, roundTo(v, 6)]))),
    );
    q.ask(
      'I would like to know how much we billed subscribers in Scotland between April and June 2025, all three months together please',
      amount(sumOf(usage, fee, (u) => sub(u).region === 'Scotland' && u.month >= '2025-04' && u.month <= '2025-06')),
    );
    const basic = q.ask('How many Basic 5GB bills went over the 5 GB allowance?', count(countWhere(usage, (u) => sub(u).plan === 'Basic 5GB' && u.data_gb > 5)));
    q.followUp(basic, 'and how much extra did those bills come to above the monthly fee?', amount(sumOf(usage, (u) => u.bill - sub(u).fee, (u) => sub(u).plan === 'Basic 5GB' && u.data_gb > 5)));
    q.ask(
      'How much higher is the average monthly bill for subscribers in London than for those in Wales?',
      amount(avgOf(usage, fee, (u) => sub(u).region === 'London') - avgOf(usage, fee, (u) => sub(u).region === 'Wales')),
    );
    q.ask('average monthly fee on 12M contracts', amount(avgOf(subscribers, (s) => s.fee, (s) => s.contract === '12M')));

    q.ask('How many subscribers churned in December 2025?', decline('usage and churn end in October 2025'));
    q.ask('What is the average network download speed in Wales?', decline('no network measurements'));
    q.ask('How many customers complained about dropped calls?', decline('no complaints data'));
    q.ask('Which subscribers will churn next month?', decline('a prediction'));
    q.ask('What is our market share in Scotland?', decline('needs outside market data'));
    q.ask('How many 5G masts do we have in London?', decline('no network infrastructure data'));
    q.ask('What is the average age of our subscribers?', decline('no age column'));
    q.ask('Which tariff offers the best value for money?', decline('an opinion'));
    q.ask('How much did it cost us to acquire each new subscriber?', decline('no acquisition cost'));
    q.ask('What were the international call minutes to India?', decline('no call destination data'));
    return { files, questions: q.questions };
  },
};

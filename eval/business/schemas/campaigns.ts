// Marketing campaigns: 300 rows as Parquet (typed columns, as exported from a warehouse). Traps: the
// "US" region (stopword), rates that must be computed from two columns, campaign_id.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Campaign {
  id: number;
  name: string;
  channel: string;
  region: string;
  start: string;
  end: string;
  budget: number;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  revenue: number;
}

const CHANNELS = ['Email', 'Search', 'Social', 'Display', 'Video'];
const REGIONS = ['US', 'EU', 'APAC', 'LATAM'];
const THEMES = ['Spring Launch', 'Summer Sale', 'Back to School', 'Black Friday', 'Holiday', 'Brand Awareness', 'Retargeting', 'New Year', 'Loyalty', 'Webinar'];
const CTR: Record<string, number> = { Email: 0.032, Search: 0.045, Social: 0.012, Display: 0.004, Video: 0.009 };

function generate(): Campaign[] {
  const random = createRandom(77);
  const used = new Set<string>();
  const rows: Campaign[] = [];
  while (rows.length < 300) {
    const channel = random.pick(CHANNELS);
    const region = random.weighted(REGIONS, [35, 30, 20, 15]);
    const start = random.date('2022-01-01', '2024-11-30');
    const name = `${random.pick(THEMES)} ${start.slice(0, 4)} ${region} ${channel}`;
    if (used.has(name)) continue;
    used.add(name);
    const budget = random.int(20, 400) * 250;
    const spend = Math.round(budget * (0.7 + random.next() * 0.45) * 100) / 100;
    const impressions = Math.round(spend * random.int(40, 160));
    const clicks = Math.round(impressions * CTR[channel] * (0.6 + random.next() * 0.8));
    const conversions = Math.round(clicks * (0.01 + random.next() * 0.06));
    rows.push({
      id: 9_001 + rows.length,
      name,
      channel,
      region,
      start,
      end: addDays(start, random.int(7, 60)),
      budget,
      spend,
      impressions,
      clicks,
      conversions,
      revenue: Math.round(conversions * random.float(20, 180, 2) * 100) / 100,
    });
  }
  return rows;
}

const COLUMNS: Column<Campaign>[] = [
  { header: 'campaign_id', value: (c) => c.id, sqlType: 'INTEGER' },
  { header: 'campaign_name', value: (c) => c.name, sqlType: 'VARCHAR' },
  { header: 'channel', value: (c) => c.channel, sqlType: 'VARCHAR' },
  { header: 'region', value: (c) => c.region, sqlType: 'VARCHAR' },
  { header: 'start_date', value: (c) => c.start, sqlType: 'DATE' },
  { header: 'end_date', value: (c) => c.end, sqlType: 'DATE' },
  { header: 'budget_usd', value: (c) => c.budget, sqlType: 'DECIMAL(12,2)' },
  { header: 'spend_usd', value: (c) => c.spend, sqlType: 'DECIMAL(12,2)' },
  { header: 'impressions', value: (c) => c.impressions, sqlType: 'BIGINT' },
  { header: 'clicks', value: (c) => c.clicks, sqlType: 'BIGINT' },
  { header: 'conversions', value: (c) => c.conversions, sqlType: 'INTEGER' },
  { header: 'revenue_usd', value: (c) => c.revenue, sqlType: 'DOUBLE' },
];

export const campaigns: BusinessSchema = {
  name: 'campaigns',
  description: 'Marketing campaigns: 300 rows (Parquet)',
  async build(dir) {
    const rows = generate();
    const file = await writeParquet(join(dir, 'campaigns.parquet'), COLUMNS, rows);
    const spend = (c: Campaign) => c.spend;
    const revenue = (c: Campaign) => c.revenue;
    const q = questionSet('campaigns');

    q.ask('How much did we spend on Email campaigns?', amount(sumOf(rows, spend, (c) => c.channel === 'Email')));
    q.ask('Which channel generated the most revenue?', winner(groupBy(rows, (c) => c.channel, 'sum', revenue)));
    q.ask('How many campaigns ran in the US region?', count(countWhere(rows, (c) => c.region === 'US')));
    q.ask('What is the average number of conversions for Social campaigns in the EU?', amount(avgOf(rows, (c) => c.conversions, (c) => c.channel === 'Social' && c.region === 'EU')));
    q.ask('Which campaign had the most clicks?', winner(new Map(rows.map((c) => [c.name, c.clicks]))));
    q.ask('Top 3 campaigns by revenue', ranking(ranked(new Map(rows.map((c) => [c.name, c.revenue])), 3)));
    q.ask('Total budget by region', breakdown(groupBy(rows, (c) => c.region, 'sum', (c) => c.budget)));
    q.ask('How many campaigns started in 2024?', count(countWhere(rows, (c) => c.start.startsWith('2024'))));
    q.ask('How many campaigns spent more than their budget?', count(countWhere(rows, (c) => c.spend > c.budget)));
    q.ask('Total impressions in APAC', count(sumOf(rows, (c) => c.impressions, (c) => c.region === 'APAC')));
    q.ask(
      'What is the overall click-through rate (clicks divided by impressions)?',
      percent(percentOf(sumOf(rows, (c) => c.clicks), sumOf(rows, (c) => c.impressions)), 2),
    );
    q.ask('Which region has the highest average spend per campaign?', winner(groupBy(rows, (c) => c.region, 'avg', spend)));
    q.ask('Total revenue of Search campaigns in LATAM', amount(sumOf(rows, revenue, (c) => c.channel === 'Search' && c.region === 'LATAM')));
    q.ask('Number of conversions per channel', breakdown(groupBy(rows, (c) => c.channel, 'sum', (c) => c.conversions), 0));
    q.ask('How many Black Friday campaigns did we run?', count(countWhere(rows, (c) => c.name.startsWith('Black Friday'))));
    q.ask('What was the total spend in 2023?', amount(sumOf(rows, spend, (c) => c.start.startsWith('2023'))));
    q.ask('Which channel has the lowest total spend?', winner(groupBy(rows, (c) => c.channel, 'sum', spend), 'asc'));
    q.ask('What is the largest budget of a single campaign?', amount(maxOf(rows, (c) => c.budget), 0));
    q.ask('How many campaigns started between 2023-03-01 and 2023-05-31?', count(countWhere(rows, (c) => c.start >= '2023-03-01' && c.start <= '2023-05-31')));
    q.ask('What share of total revenue came from the US region?', percent(percentOf(sumOf(rows, revenue, (c) => c.region === 'US'), sumOf(rows, revenue))));
    const mostClicked = rows.reduce((a, b) => (b.clicks > a.clicks ? b : a));
    q.ask(`When did the ${mostClicked.name} campaign start?`, day(mostClicked.start));
    q.ask('When did the last campaign end?', day(rows.map((c) => c.end).sort().at(-1)!));
    const video = q.ask('How many Video campaigns were there?', count(countWhere(rows, (c) => c.channel === 'Video')));
    q.followUp(video, 'and Display?', count(countWhere(rows, (c) => c.channel === 'Display')));
    const search = q.ask('Total spend of Search campaigns?', amount(sumOf(rows, spend, (c) => c.channel === 'Search')));
    q.followUp(search, 'What about in the EU only?', amount(sumOf(rows, spend, (c) => c.channel === 'Search' && c.region === 'EU')));

    q.ask('What was the cost per lead of our TikTok campaigns?', decline('no TikTok channel'));
    q.ask('How many app installs did the campaigns drive?', decline('no installs column'));
    q.ask('Which agency ran the Summer Sale campaigns?', decline('no agency column'));
    q.ask('How much revenue did campaigns in Africa make?', decline('no Africa region'));
    return { files: [file], questions: q.questions };
  },
};

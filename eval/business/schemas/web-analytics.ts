// Web analytics: 200,000 sessions (CSV). Traps: the country codes "IN" and "US" (stopwords),
// booleans written as true/false, a duration header with a unit, mostly-zero revenue.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Session {
  id: string;
  date: string;
  country: string;
  device: string;
  source: string;
  landingPage: string;
  pageviews: number;
  durationS: number;
  bounced: boolean;
  revenue: number;
}

const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'IN', 'BR', 'ES', 'NL', 'CA', 'JP'];
const SOURCES = ['organic', 'paid', 'referral', 'direct', 'email'];
const PAGES = ['/home', '/pricing', '/blog/getting-started', '/product/tour', '/signup', '/docs', '/contact'];

function generate(): Session[] {
  const random = createRandom(88);
  return Array.from({ length: 200_000 }, (_, i): Session => {
    const device = random.weighted(['desktop', 'mobile', 'tablet'], [48, 44, 8]);
    const source = random.weighted(SOURCES, [38, 22, 12, 20, 8]);
    const bounced = random.chance(device === 'mobile' ? 0.52 : 0.38);
    const pageviews = bounced ? 1 : random.int(2, 18);
    const buys = !bounced && random.chance(source === 'email' ? 0.06 : 0.025);
    return {
      id: `s_${(1_000_000 + i * 37).toString(36)}`,
      date: random.date('2024-01-01', '2024-12-31'),
      country: random.weighted(COUNTRIES, [30, 12, 9, 10, 11, 7, 6, 5, 6, 4]),
      device,
      source,
      landingPage: random.weighted(PAGES, [35, 15, 14, 10, 8, 12, 6]),
      pageviews,
      durationS: bounced ? random.int(0, 15) : random.int(20, 1_800),
      bounced,
      revenue: buys ? random.float(9, 499, 2) : 0,
    };
  });
}

const COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (s) => s.id },
  { header: 'session_date', value: (s) => s.date },
  { header: 'country_code', value: (s) => s.country },
  { header: 'device', value: (s) => s.device },
  { header: 'traffic_source', value: (s) => s.source },
  { header: 'landing_page', value: (s) => s.landingPage },
  { header: 'pageviews', value: (s) => s.pageviews },
  { header: 'Session Duration (s)', value: (s) => s.durationS },
  { header: 'bounced', value: (s) => s.bounced },
  { header: 'revenue', value: (s) => s.revenue.toFixed(2) },
];

export const webAnalytics: BusinessSchema = {
  name: 'web',
  description: 'Web analytics: 200,000 sessions of 2024 (CSV)',
  async build(dir) {
    const rows = generate();
    const file = await writeCsv(join(dir, 'web_sessions.csv'), COLUMNS, rows);
    const revenue = (s: Session) => s.revenue;
    const duration = (s: Session) => s.durationS;
    const q = questionSet('web');

    q.ask('How many sessions came from country code IN?', count(countWhere(rows, (s) => s.country === 'IN')));
    q.ask('What is the total revenue from mobile sessions?', amount(sumOf(rows, revenue, (s) => s.device === 'mobile')));
    q.ask('What is the bounce rate?', percent(percentOf(countWhere(rows, (s) => s.bounced), rows.length)));
    q.ask('What is the bounce rate of paid traffic?', percent(percentOf(countWhere(rows, (s) => s.bounced && s.source === 'paid'), countWhere(rows, (s) => s.source === 'paid'))));
    q.ask('What is the average session duration on desktop, in seconds?', amount(avgOf(rows, duration, (s) => s.device === 'desktop')));
    q.ask('Which traffic source brings the most sessions?', winner(groupBy(rows, (s) => s.source, 'count')));
    q.ask('Which landing page generates the most revenue?', winner(groupBy(rows, (s) => s.landingPage, 'sum', revenue)));
    q.ask('Sessions by device', countsBy(groupBy(rows, (s) => s.device, 'count')));
    q.ask('How many sessions were there in July 2024?', count(countWhere(rows, (s) => s.date.startsWith('2024-07'))));
    q.ask('What is the average number of pageviews for sessions from the US?', amount(avgOf(rows, (s) => s.pageviews, (s) => s.country === 'US')));
    q.ask('Revenue by traffic source', breakdown(groupBy(rows, (s) => s.source, 'sum', revenue)));
    q.ask('How many sessions generated revenue?', count(countWhere(rows, (s) => s.revenue > 0)));
    q.ask('Which country has the highest total revenue?', winner(groupBy(rows, (s) => s.country, 'sum', revenue)));
    q.ask('How many mobile sessions from Germany (DE) bounced?', count(countWhere(rows, (s) => s.country === 'DE' && s.device === 'mobile' && s.bounced)));
    q.ask('Total pageviews in the first quarter of 2024', count(sumOf(rows, (s) => s.pageviews, (s) => s.date < '2024-04-01')));
    q.ask('What is the largest revenue from a single session?', amount(maxOf(rows, revenue)));
    q.ask('Average session duration by traffic source', breakdown(groupBy(rows, (s) => s.source, 'avg', duration)));
    q.ask('How many sessions landed on /pricing?', count(countWhere(rows, (s) => s.landingPage === '/pricing')));
    q.ask('What share of sessions came from tablets?', percent(percentOf(countWhere(rows, (s) => s.device === 'tablet'), rows.length)));
    q.ask('How many email sessions were there between 2024-10-01 and 2024-10-31?', count(countWhere(rows, (s) => s.source === 'email' && s.date >= '2024-10-01' && s.date <= '2024-10-31')));
    q.ask('Average revenue per session from email traffic', amount(avgOf(rows, revenue, (s) => s.source === 'email'), 3));
    q.ask('Which month had the most mobile sessions?', month(busiestMonth(rows, (s) => s.date, (s) => s.device === 'mobile')));
    const fr = q.ask('How many sessions came from FR?', count(countWhere(rows, (s) => s.country === 'FR')));
    q.followUp(fr, 'And from JP?', count(countWhere(rows, (s) => s.country === 'JP')));
    const organic = q.ask('What is the total revenue from organic traffic?', amount(sumOf(rows, revenue, (s) => s.source === 'organic')));
    q.followUp(organic, 'and from referral traffic?', amount(sumOf(rows, revenue, (s) => s.source === 'referral')));

    q.ask('What is the average time on page per user?', decline('no user or per-page data'));
    q.ask('How many sessions came from Antarctica?', decline('no such country'));
    q.ask('Which browser is used most?', decline('no browser column'));
    q.ask('How much did we pay per ad click?', decline('no cost column'));
    q.ask('How many sessions were there in 2022?', decline('sessions cover 2024 only'));
    return { files: [file], questions: q.questions };
  },
};

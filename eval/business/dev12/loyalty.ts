// An airline loyalty programme: members with tiers and a home country given as a two-letter code
// ("IT" Italy and "NO" Norway read as words; CSV, blank email opt-ins), and point transactions as
// signed numbers (Parquet): earns positive, redemptions negative, so "points redeemed" is a size.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { between, topKey } from './shared.ts';

interface Member { id: string; name: string; tier: string; country: string; joined: string; optIn: string | null; status: string }
interface Transaction { id: number; member: string; date: string; type: string; points: number; partner: string; channel: string }

const TIERS = ['Blue', 'Silver', 'Gold', 'Platinum'];
const COUNTRIES = ['UK', 'IE', 'US', 'IT', 'NO', 'ES', 'FR'];
const PARTNERS = ['Flights', 'Hotels', 'Car Hire', 'Shopping'];
const CHANNELS = ['App', 'Web', 'Call Centre'];

function generate(): { members: Member[]; transactions: Transaction[] } {
  const random = createRandom(12_202);
  const members = personNames(random, 6_000).map((name, i): Member => ({
    id: `FF${String(2_000_001 + i * 7)}`,
    name,
    tier: random.weighted(TIERS, [52, 27, 14, 7]),
    country: random.weighted(COUNTRIES, [41, 9, 17, 11, 6, 8, 8]),
    joined: random.date('2015-01-01', '2025-03-31'),
    optIn: random.chance(0.12) ? null : random.chance(0.58) ? 'Y' : 'N',
    status: random.chance(0.06) ? 'Closed' : 'Active',
  }));
  const multiplier: Record<string, number> = { Blue: 1, Silver: 1.25, Gold: 1.5, Platinum: 2 };
  const transactions = Array.from({ length: 400_000 }, (_, i): Transaction => {
    const member = members[Math.floor(members.length * random.next() ** 1.4)];
    const redeem = random.chance(0.22);
    const partner = random.weighted(PARTNERS, redeem ? [61, 22, 7, 10] : [48, 21, 11, 20]);
    const points = redeem ? -random.int(5, 60) * 100 : Math.round(random.int(50, 4_000) * multiplier[member.tier]);
    return {
      id: 70_000_001 + i,
      member: member.id,
      date: random.date('2023-01-01', '2025-06-30'),
      type: redeem ? 'Redeem' : 'Earn',
      points,
      partner,
      channel: random.weighted(CHANNELS, [52, 37, 11]),
    };
  });
  return { members, transactions };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (r) => r.id },
  { header: 'member_name', value: (r) => r.name },
  { header: 'tier', value: (r) => r.tier },
  { header: 'home_country', value: (r) => r.country },
  { header: 'joined_on', value: (r) => r.joined },
  { header: 'email_opt_in', value: (r) => r.optIn },
  { header: 'account_status', value: (r) => r.status },
];
const TRANSACTION_COLUMNS: Column<Transaction>[] = [
  { header: 'txn_id', value: (r) => r.id, sqlType: 'BIGINT' },
  { header: 'member_id', value: (r) => r.member },
  { header: 'txn_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'txn_type', value: (r) => r.type },
  { header: 'points', value: (r) => r.points, sqlType: 'INTEGER' },
  { header: 'partner', value: (r) => r.partner },
  { header: 'channel', value: (r) => r.channel },
];

export const loyalty: BusinessSchema = {
  name: 'loyalty',
  description: 'An airline loyalty programme: 6,000 members (CSV, country codes IT/NO) and 400,000 point transactions, earn positive and redeem negative (Parquet)',
  async build(dir) {
    const { members, transactions } = generate();
    const files = [
      await writeCsv(join(dir, 'members.csv'), MEMBER_COLUMNS, members),
      await writeParquet(join(dir, 'point_transactions.parquet'), TRANSACTION_COLUMNS, transactions),
    ];
    const q = questionSet('loyalty');
    const member = new Map(members.map((m) => [m.id, m]));
    const earn = (r: Transaction) => r.type === 'Earn';
    const redeem = (r: Transaction) => r.type === 'Redeem';
    const inYear = (year: string) => (r: Transaction) => r.date.startsWith(year);

    q.ask('How many members are in the programme?', count(members.length));
    q.ask('How many Gold members do we have?', count(countWhere(members, (r) => r.tier === 'Gold')));
    q.ask('How many members are based in Italy (IT)?', count(countWhere(members, (r) => r.country === 'IT')));
    q.ask('how many members have NO as their home country', count(countWhere(members, (r) => r.country === 'NO')));
    q.ask('Platinum members from the UK - how many?', count(countWhere(members, (r) => r.tier === 'Platinum' && r.country === 'UK')));
    const earned = q.ask('Total points earned in 2024?', count(sumOf(transactions, (r) => r.points, (r) => earn(r) && inYear('2024')(r))));
    q.followUp(earned, 'What about 2025?', count(sumOf(transactions, (r) => r.points, (r) => earn(r) && inYear('2025')(r))));
    q.ask('How many points were redeemed in 2024?', count(-sumOf(transactions, (r) => r.points, (r) => redeem(r) && inYear('2024')(r))));
    q.ask("What's the net points balance across all members?", count(sumOf(transactions, (r) => r.points)));
    q.ask('Which partner generated the most points earned?', winner(groupBy(transactions, (r) => r.partner, 'sum', (r) => r.points, earn)));
    q.ask('How many redemptions were made through the app?', count(countWhere(transactions, (r) => redeem(r) && r.channel === 'App')));
    q.ask('Average points per earn transaction', amount(avgOf(transactions, (r) => r.points, earn)));
    const topBalance = winner(groupBy(transactions, (r) => r.member, 'sum', (r) => r.points));
    if (topBalance.kind === 'name') topBalance.aliases = [member.get(topBalance.value)!.name];
    q.ask('Which member has the highest points balance?', topBalance);
    q.ask('How many transactions were there in December 2024?', count(countWhere(transactions, (r) => r.date.startsWith('2024-12'))));
    q.ask('Which month of 2024 had the most redemptions?', month(topKey(groupBy(transactions, (r) => r.date.slice(0, 7), 'count', undefined, (r) => redeem(r) && inYear('2024')(r)))));
    q.ask('Break down members by tier', countsBy(groupBy(members, (r) => r.tier, 'count')));
    q.ask('What percentage of members are Platinum?', percent(percentOf(countWhere(members, (r) => r.tier === 'Platinum'), members.length)));
    q.ask('How many people joined in 2023?', count(countWhere(members, (r) => r.joined.startsWith('2023'))));
    q.ask('When was the most recent transaction?', day(dateRange(transactions, (r) => r.date).last));
    q.ask('How many members opted in to email?', count(countWhere(members, (r) => r.optIn === 'Y')));
    q.ask("How many members haven't told us their email preference?", count(countWhere(members, (r) => r.optIn === null)));
    q.ask('Total points earned on hotels by Gold members', count(sumOf(transactions, (r) => r.points, (r) => earn(r) && r.partner === 'Hotels' && member.get(r.member)!.tier === 'Gold')));
    q.ask('Top 3 home countries by number of members', ranking(ranked(groupBy(members, (r) => r.country, 'count'), 3)));
    q.ask('Average points earned per flight transaction in 2025', amount(avgOf(transactions, (r) => r.points, (r) => earn(r) && r.partner === 'Flights' && inYear('2025')(r))));
    q.ask('How many closed accounts are there?', count(countWhere(members, (r) => r.status === 'Closed')));
    q.ask('Total earned points by channel', breakdown(groupBy(transactions, (r) => r.channel, 'sum', (r) => r.points, earn), 0));
    q.ask('How many transactions were worth more than 5,000 points?', count(countWhere(transactions, (r) => r.points > 5_000)));
    q.ask("What's the largest single earn transaction?", count(maxOf(transactions, (r) => r.points, earn)));
    q.ask('Which tier earns the most points on average per transaction?', winner(groupBy(transactions, (r) => member.get(r.member)!.tier, 'avg', (r) => r.points, earn)));
    q.ask('How many Silver members in IT?', count(countWhere(members, (r) => r.tier === 'Silver' && r.country === 'IT')));
    q.ask('number of redemptions per partner', countsBy(groupBy(transactions, (r) => r.partner, 'count', undefined, redeem)));
    q.ask('How many earn transactions happened between 1 and 15 March 2025?', count(countWhere(transactions, (r) => earn(r) && between(r.date, '2025-03-01', '2025-03-15'))));

    q.ask('What is a point worth in pounds?', decline('no point valuation'));
    q.ask('Which route earns members the most points?', decline('no route column'));
    q.ask('How many members were upgraded to Gold this year?', decline('no tier history'));
    q.ask('What is the average age of our members?', decline('no date of birth'));
    q.ask('Which cabin class do Platinum members fly most?', decline('no cabin class'));
    q.ask('How many points expired in 2024?', decline('no expiry transactions or dates'));
    q.ask('How many complaints did Platinum members make?', decline('no complaints data'));
    q.ask('How much revenue did the co-branded credit card bring in?', decline('no revenue data'));
    q.ask("What's the average flight distance for Silver members?", decline('no distance column'));
    return { files, questions: q.questions };
  },
};

// A museum with four sites: 150,000 visits (Parquet) and 2,500 memberships (XLSX) sharing
// `member_id`. Traps: visitor country codes that are English words ("IT", "US"), the booking
// channel "ON" (online), the membership tier "Total Access" (a tier, not a summary row), join
// dates stored as text, blank postcodes, member ids blank on non-member visits, pounds and
// minutes in headers, visit and member ids that must never be summed, members who never visited.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Member {
  member_id: string;
  name: string;
  tier: string;
  joined: string;
  postcode: string | null;
  fee: number;
  status: string;
}

interface Visit {
  visit_id: number;
  date: string;
  site: string;
  ticket: string;
  channel: string;
  country: string;
  party: number;
  revenue: number;
  minutes: number;
  member_id: string | null;
}

const SITES: [string, number][] = [['Main Building', 44], ['Maritime Wing', 21], ['Science Annex', 23], ['Sculpture Garden', 12]];
// Tier, annual fee, weight.
const TIERS: [string, number, number][] = [['Friend', 45, 40], ['Family', 85, 24], ['Student', 25, 12], ['Patron', 250, 9], ['Total Access', 140, 15]];
// Ticket type, price per person, weight.
const TICKETS: [string, number, number][] = [['Adult', 18, 38], ['Child', 8, 14], ['Concession', 12, 14], ['Family', 0, 12], ['Member', 0, 22]];
const COUNTRIES: [string, number][] = [['GB', 58], ['US', 11], ['IT', 6], ['DE', 7], ['FR', 8], ['ES', 4], ['NL', 3], ['CN', 3]];
const CHANNELS: [string, number][] = [['ON', 46], ['DESK', 41], ['APP', 13]];
const DISTRICTS = ['BS1', 'BS6', 'BS8', 'BA1', 'GL1', 'CF10', 'SN1', 'NP20'];
const FIRST = ['Alice', 'Ben', 'Cara', 'David', 'Eve', 'Frank', 'Grace', 'Huw', 'Ivy', 'Jonah', 'Kate', 'Lewis', 'Maya', 'Nathan'];
const LAST = ['Ashby', 'Bishop', 'Carver', 'Dunn', 'Ember', 'Frost', 'Gray', 'Holt', 'Ives', 'Jarvis', 'Kemp', 'Lister', 'Moore'];

function generate(): { members: Member[]; visits: Visit[] } {
  const random = createRandom(70_303);
  const members: Member[] = Array.from({ length: 2_500 }, (_, i) => {
    const [tier, fee] = random.weighted(TIERS, TIERS.map((t) => t[2]));
    return {
      member_id: `M${String(3001 + i)}`,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      tier,
      joined: random.date('2016-01-01', '2025-08-31'),
      postcode: random.chance(0.09) ? null : random.pick(DISTRICTS),
      fee,
      status: random.weighted(['Active', 'Lapsed'], [78, 22]),
    };
  });
  const visitors = members.filter(() => random.chance(0.88));
  const drafts = Array.from({ length: 150_000 }, () => {
    const [ticket, price] = random.weighted(TICKETS, TICKETS.map((t) => t[2]));
    const site = random.weighted(SITES.map((s) => s[0]), SITES.map((s) => s[1]));
    const party = ticket === 'Family' ? random.int(3, 6) : random.weighted([1, 2, 3, 4], [52, 33, 10, 5]);
    const member = ticket === 'Member' ? visitors[Math.floor(random.next() ** 1.4 * visitors.length)] : null;
    const surcharge = site === 'Science Annex' ? 4 : site === 'Maritime Wing' ? 2 : 0;
    const revenue = ticket === 'Member' ? 0 : ticket === 'Family' ? 42 + surcharge * 2 : (price + surcharge) * party;
    return {
      date: random.date('2023-04-01', '2025-09-30'),
      site,
      ticket,
      channel: random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1])),
      country: member ? 'GB' : random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])),
      party,
      revenue,
      minutes: Math.max(15, Math.round(random.normal(site === 'Sculpture Garden' ? 55 : 105, 30))),
      member_id: member ? member.member_id : null,
    };
  });
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.site.localeCompare(b.site));
  return { members, visits: drafts.map((d, i) => ({ visit_id: 900_001 + i, ...d })) };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_id', value: (m) => m.member_id },
  { header: 'member_name', value: (m) => m.name },
  { header: 'tier', value: (m) => m.tier },
  { header: 'joined', value: (m) => m.joined },
  { header: 'postcode_district', value: (m) => m.postcode },
  { header: 'Annual Fee £', value: (m) => m.fee },
  { header: 'status', value: (m) => m.status },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (v) => v.visit_id, sqlType: 'INTEGER' },
  { header: 'visit_date', value: (v) => v.date, sqlType: 'DATE' },
  { header: 'site', value: (v) => v.site },
  { header: 'ticket_type', value: (v) => v.ticket },
  { header: 'channel', value: (v) => v.channel },
  { header: 'visitor_country', value: (v) => v.country },
  { header: 'party_size', value: (v) => v.party, sqlType: 'INTEGER' },
  { header: 'Ticket Revenue (£)', value: (v) => v.revenue, sqlType: 'DECIMAL(10,2)' },
  { header: 'Time On Site (min)', value: (v) => v.minutes, sqlType: 'INTEGER' },
  { header: 'member_id', value: (v) => v.member_id },
];

export const museum: BusinessSchema = {
  name: 'museum',
  description: 'A museum: 150,000 visits (Parquet) and 2,500 memberships sharing member_id (XLSX)',
  async build(dir) {
    const { members, visits } = generate();
    const files = [
      await writeParquet(join(dir, 'visits.parquet'), VISIT_COLUMNS, visits),
      await writeXlsx(join(dir, 'memberships.xlsx'), 'Members', MEMBER_COLUMNS, members),
    ];
    const q = questionSet('museum');
    const memberOf = new Map(members.map((m) => [m.member_id, m]));
    const tierOf = (v: Visit) => (v.member_id === null ? null : memberOf.get(v.member_id)!.tier);
    const revenue = (v: Visit) => v.revenue;
    const during = (period: string) => (v: Visit) => v.date.startsWith(period);
    const visited = new Set(visits.map((v) => v.member_id));
    // A Patron who visits now and then, so the last visit is not simply the last day of the data.
    const visitsOf = groupBy(visits, (v) => v.member_id, 'count');
    const sample = members.find((m) => m.tier === 'Patron' && visitsOf.get(m.member_id) === 4)!;

    q.ask('How many visits have we recorded?', count(visits.length));
    q.ask('How many people have come through the doors in total, counting everyone in each party?', count(sumOf(visits, (v) => v.party)));
    q.ask('total ticket revenue', amount(sumOf(visits, revenue)));
    q.ask('What did tickets bring in during 2024?', amount(sumOf(visits, revenue, during('2024'))));
    q.ask('How many visits were from Italy (country code IT)?', count(countWhere(visits, (v) => v.country === 'IT')));
    q.ask('How many visitors from the US did we have in 2025, counting party size?', count(sumOf(visits, (v) => v.party, (v) => v.country === 'US' && during('2025')(v))));
    q.ask('Ticket revenue by site', breakdown(groupBy(visits, (v) => v.site, 'sum', revenue)));
    q.ask('Which site had the most visits in August 2024?', winner(groupBy(visits, (v) => v.site, 'count', undefined, during('2024-08'))));
    q.ask('Top 3 visitor countries outside GB by number of visits', ranking(ranked(groupBy(visits, (v) => v.country, 'count', undefined, (v) => v.country !== 'GB'), 3)));
    q.ask('What share of visits were booked online (channel ON)?', percent(percentOf(countWhere(visits, (v) => v.channel === 'ON'), visits.length)));
    q.ask('Average time on site at the Science Annex, in minutes', amount(avgOf(visits, (v) => v.minutes, (v) => v.site === 'Science Annex')));
    q.ask('median party size on Family tickets', amount(medianOf(visits, (v) => v.party, (v) => v.ticket === 'Family'), 1));
    q.ask('How many visits were made by members?', count(countWhere(visits, (v) => v.member_id !== null)));
    q.ask('Which ticket type earns us the most?', winner(groupBy(visits, (v) => v.ticket, 'sum', revenue)));
    q.ask('What was our busiest month for visits?', month(busiestMonth(visits, (v) => v.date)));
    q.ask('How many visits in Q4 2024?', count(countWhere(visits, (v) => during('2024')(v) && quarterOf(v.date) === 4)));
    q.ask('visits between 1 July 2024 and 15 July 2024', count(countWhere(visits, (v) => v.date >= '2024-07-01' && v.date <= '2024-07-15')));
    q.ask('How many online (ON) bookings were there at the Main Building?', count(countWhere(visits, (v) => v.channel === 'ON' && v.site === 'Main Building')));
    q.ask('Visits by channel in 2025', countsBy(groupBy(visits, (v) => v.channel, 'count', undefined, during('2025'))));
    q.ask('How many members are on the Total Access tier?', count(countWhere(members, (m) => m.tier === 'Total Access')));
    q.ask('What is our annual membership fee income from active members?', amount(sumOf(members, (m) => m.fee, (m) => m.status === 'Active')));
    q.ask('members by tier', countsBy(groupBy(members, (m) => m.tier, 'count')));
    q.ask('How many members have no postcode on file?', count(countWhere(members, (m) => m.postcode === null)));
    q.ask('How many members have joined since 2024?', count(countWhere(members, (m) => m.joined >= '2024-01-01')));
    q.ask('Which membership tier accounts for the most member visits?', winner(groupBy(visits, tierOf, 'count')));
    q.ask('How many different members visited in 2024?', count(new Set(visits.filter((v) => v.member_id !== null && during('2024')(v)).map((v) => v.member_id)).size));
    q.ask('How many members have never visited?', count(countWhere(members, (m) => !visited.has(m.member_id))));
    q.ask('How many lapsed members are in the BS8 postcode district?', count(countWhere(members, (m) => m.status === 'Lapsed' && m.postcode === 'BS8')));
    q.ask('When did our longest-standing member join?', day(dateRange(members, (m) => m.joined).first));
    q.ask(`When did member ${sample.member_id} (${sample.name}) last visit?`, day(dateRange(visits, (v) => v.date, (v) => v.member_id === sample.member_id).last));
    const may = q.ask('How much ticket revenue did the Maritime Wing take in May 2025?', amount(sumOf(visits, revenue, (v) => v.site === 'Maritime Wing' && during('2025-05')(v))));
    q.followUp(may, 'and in June?', amount(sumOf(visits, revenue, (v) => v.site === 'Maritime Wing' && during('2025-06')(v))));
    q.ask(
      'Which earned more in 2024, the Science Annex or the Sculpture Garden?',
      winner(groupBy(visits, (v) => v.site, 'sum', revenue, (v) => during('2024')(v) && ['Science Annex', 'Sculpture Garden'].includes(v.site))),
    );
    q.ask('How many visits came from Family and Student tier members?', count(countWhere(visits, (v) => ['Family', 'Student'].includes(tierOf(v) ?? ''))));

    q.ask('How much did the gift shop sell last month?', decline('no shop sales'));
    q.ask('Which painting gets the most viewers?', decline('no exhibit data'));
    q.ask('What rating do visitors give the Maritime Wing?', decline('no ratings'));
    q.ask('How many visits did we have in 2020?', decline('visits start in April 2023'));
    q.ask('What is the average age of our visitors?', decline('no age column'));
    q.ask('How many staff were on duty at the Main Building on Saturdays?', decline('no staffing data'));
    q.ask('How much did we receive in donations in 2024?', decline('no donations data'));
    q.ask('What did the café take in August 2024?', decline('no café sales'));
    q.ask('Which exhibition should we run next year?', decline('an opinion'));
    q.ask('How many visits were there in October 2025?', decline('visits end in September 2025'));
    return { files, questions: q.questions };
  },
};

// A snooker and pool hall: 420 registered members (XLSX: membership type, league team, highest break)
// and 11,000 table bookings from January to October 2025 (CSV) sharing the member number. Traps:
// member numbers with leading zeros ("004213") and booking ids that look numeric, units in the
// headers ("Duration (mins)", "Bar Spend (£)"), table fees written as text ("£7.50"), booking dates
// as text ("4 Mar 2025") and join dates day first ("04/03/2024"), walk-in bookings with no member
// number, blank bar spends and highest breaks, cancelled and no-show bookings beside the played
// ones (a cancelled booking still shows its quoted fee), a membership type "None" for registered
// guests, members who never booked, and a league team "Total Clearance" that is no total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { pounds, shortDate, ukDate } from './shared.ts';

interface Member {
  no: string;
  name: string;
  type: string;
  joined: string;
  team: string | null;
  best: number | null;
}

interface Booking {
  id: number;
  member: string | null;
  table: string;
  game: string;
  date: string;
  start: number;
  mins: number;
  fee: number;
  bar: number | null;
  status: string;
}

const TYPES: [string, number][] = [['Full', 40], ['Off-Peak', 25], ['Junior', 12], ['Senior', 13], ['None', 10]];
const TEAMS = ['Total Clearance', 'Cue Ball Wizards', 'Red Hot Pots', 'The Break Room', 'Baulk Line Boys', 'Kiss & Pot'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function weekday(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
}

function generate(): { members: Member[]; bookings: Booking[] } {
  const random = createRandom(44_202);
  const people = personNames(random, 420);
  const members: Member[] = people.map((name, i) => {
    const type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    const inTeam = type !== 'None' && random.chance(0.35);
    return {
      no: String(4_000 + i * 7 + random.int(0, 6)).padStart(6, '0'),
      name,
      type,
      joined: random.date('2016-01-01', '2025-09-30'),
      team: inTeam ? random.pick(TEAMS) : null,
      best: random.chance(0.55) ? random.int(8, inTeam ? 147 : 95) : null,
    };
  });
  const keen = members.map((m, i) => (i % 11 === 6 ? 0 : (m.team ? 3 : 1) * (m.type === 'None' ? 0.3 : 1) * random.float(0.2, 2.5, 2)));
  const bookings: Booking[] = [];
  for (let i = 0; i < 11_000; i++) {
    const walkIn = random.chance(0.22);
    const member = walkIn ? null : random.weighted(members, keen);
    const game = random.chance(member?.team ? 0.8 : 0.55) ? 'Snooker' : 'Pool';
    const table = game === 'Snooker' ? `S${random.weighted([1, 2, 3, 4, 5, 6, 7, 8], [9, 8, 7, 7, 6, 5, 4, 3])}` : `P${random.weighted([1, 2, 3, 4, 5, 6], [8, 7, 6, 5, 4, 3])}`;
    const date = random.date(member && member.joined > '2025-01-01' ? member.joined : '2025-01-01', '2025-10-31');
    const start = member?.type === 'Off-Peak' ? random.int(10, 16) : random.weighted([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], [2, 2, 3, 3, 3, 3, 4, 6, 9, 10, 9, 7, 4]);
    const mins = random.weighted([30, 60, 90, 120, 180], game === 'Snooker' ? [2, 30, 20, 25, 8] : [15, 45, 15, 8, 2]);
    const peak = start >= 17 || ['Saturday', 'Sunday'].includes(weekday(date));
    const rate = (game === 'Snooker' ? (peak ? 9 : 6) : peak ? 7 : 5) * (member?.type === 'Full' ? 0.8 : member?.type === 'Junior' || member?.type === 'Senior' ? 0.7 : 1);
    const roll = random.next();
    const status = roll < 0.06 ? 'Cancelled' : roll < 0.1 ? 'No-show' : 'Played';
    const bar = status === 'Played' && random.chance(0.7) ? roundTo(random.float(2, 45, 2) * (start >= 18 ? 1.4 : 1), 2) : null;
    bookings.push({ id: 0, member: member?.no ?? null, table, game, date, start, mins, fee: roundTo((rate * mins) / 60, 2), bar, status });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start || a.table.localeCompare(b.table));
  bookings.forEach((b, i) => (b.id = 70_001 + i));
  return { members, bookings };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'Member No', value: (m) => m.no },
  { header: 'Name', value: (m) => m.name },
  { header: 'Membership', value: (m) => m.type },
  { header: 'Joined', value: (m) => ukDate(m.joined) },
  { header: 'League Team', value: (m) => m.team },
  { header: 'Highest Break', value: (m) => m.best },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking ID', value: (b) => b.id },
  { header: 'Member No', value: (b) => b.member },
  { header: 'Table', value: (b) => b.table },
  { header: 'Game', value: (b) => b.game },
  { header: 'Date', value: (b) => shortDate(b.date) },
  { header: 'Start', value: (b) => `${String(b.start).padStart(2, '0')}:00` },
  { header: 'Duration (mins)', value: (b) => b.mins },
  { header: 'Fee', value: (b) => pounds(b.fee) },
  { header: 'Bar Spend (£)', value: (b) => b.bar },
  { header: 'Status', value: (b) => b.status },
];

export const snookerhall: BusinessSchema = {
  name: 'snookerhall',
  description: 'A snooker and pool hall: 420 members (XLSX) and 11,000 table bookings Jan-Oct 2025 with fees as text (CSV) sharing Member No',
  async build(dir) {
    const { members, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'members.xlsx'), 'Members', MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'table_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('snookerhall');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const mem = (b: Booking) => (b.member === null ? null : memberOf.get(b.member)!);
    const fee = (b: Booking) => b.fee;
    const hours = (b: Booking) => b.mins / 60;
    const played = (b: Booking) => b.status === 'Played';
    const charged = (b: Booking) => b.status !== 'Cancelled';
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const both = (...ps: ((b: Booking) => boolean)[]) => (b: Booking) => ps.every((p) => p(b));
    const booked = new Set(bookings.map((b) => b.member));

    q.ask('How many members do we have?', count(members.length));
    q.ask('How many members are on each membership type?', countsBy(groupBy(members, (m) => m.type, 'count')));
    q.ask('How many table bookings are there in total?', count(bookings.length));
    q.ask('How many bookings were walk-ins with no member number?', count(countWhere(bookings, (b) => b.member === null)));
    q.ask('How much did we take in table fees, leaving out cancelled bookings?', amount(sumOf(bookings, fee, charged)));
    q.ask('How many bookings were cancelled?', count(countWhere(bookings, (b) => b.status === 'Cancelled')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('Bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('How many snooker bookings vs pool bookings?', countsBy(groupBy(bookings, (b) => b.game, 'count')));
    q.ask('Which table gets played the most (played bookings)?', winner(groupBy(bookings, (b) => b.table, 'count', undefined, played)));
    q.ask('Average length of a played snooker booking in minutes', amount(avgOf(bookings, (b) => b.mins, both(played, (b) => b.game === 'Snooker')), 1));
    q.ask('How many hours were played on the pool tables?', amount(sumOf(bookings, hours, both(played, (b) => b.game === 'Pool')), 1));
    q.ask('Table fee income by game, excluding cancellations', breakdown(groupBy(bookings, (b) => b.game, 'sum', fee, charged), 2));
    q.ask('What is the total bar spend recorded?', amount(sumOf(bookings, (b) => b.bar)));
    q.ask('Average bar spend per booking where one was recorded', amount(avgOf(bookings, (b) => b.bar)));
    q.ask('How many bookings have no bar spend recorded?', count(countWhere(bookings, (b) => b.bar === null)));
    q.ask('Which member has played the most bookings?', winner(groupBy(bookings, (b) => mem(b)?.name ?? null, 'count', undefined, played)));
    q.ask('Top 5 members by table fees paid (not counting cancelled bookings)', ranking(ranked(groupBy(bookings, (b) => mem(b)?.name ?? null, 'sum', fee, charged), 5)));
    q.ask("Which league team's members played the most hours?", winner(groupBy(bookings, (b) => mem(b)?.team ?? null, 'sum', hours, played)));
    q.ask('How many members play for Total Clearance?', count(countWhere(members, (m) => m.team === 'Total Clearance')));
    q.ask('How many bookings did Total Clearance players make?', count(countWhere(bookings, (b) => mem(b)?.team === 'Total Clearance')));
    q.ask('Which month had the most bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('How many bookings were there in Q1?', count(countWhere(bookings, (b) => quarterOf(b.date) === 1)));
    q.ask('How many bookings between 10 and 16 February 2025?', count(countWhere(bookings, (b) => b.date >= '2025-02-10' && b.date <= '2025-02-16')));
    q.ask('How many played bookings started at 6pm or later?', count(countWhere(bookings, both(played, (b) => b.start >= 18))));
    q.ask('Which day of the week gets the most bookings?', winner(groupBy(bookings, (b) => weekday(b.date), 'count')));
    const never = q.ask('How many members have never booked a table?', count(countWhere(members, (m) => !booked.has(m.no))));
    q.followUp(never, 'How many of them are juniors?', count(countWhere(members, (m) => !booked.has(m.no) && m.type === 'Junior')));
    q.ask('How many members joined in 2024?', count(countWhere(members, (m) => m.joined.startsWith('2024'))));
    q.ask('Average fee of a played snooker booking', amount(avgOf(bookings, fee, both(played, (b) => b.game === 'Snooker'))));
    q.ask('What share of played bookings were made by junior members?', percent(percentOf(countWhere(bookings, both(played, (b) => mem(b)?.type === 'Junior')), countWhere(bookings, played))));
    q.ask("What's the highest break any member has recorded?", amount(maxOf(members, (m) => m.best), 0));
    q.ask('How many members have no highest break on record?', count(countWhere(members, (m) => m.best === null)));
    q.ask('Table fees by membership type, excluding cancelled bookings', breakdown(groupBy(bookings, (b) => mem(b)?.type ?? null, 'sum', fee, charged), 2));
    q.ask('What was the longest booking in minutes?', amount(maxOf(bookings, (b) => b.mins), 0));
    const span = dateRange(bookings, (b) => b.date);
    q.ask('When was the first booking?', day(span.first));
    q.ask('Date of the latest booking?', day(span.last));
    q.ask('How many different members booked in March?', count(new Set(bookings.filter((b) => b.member !== null && inMonth('2025-03')(b)).map((b) => b.member)).size));
    const poolJuly = q.ask('How many pool bookings were there in July?', count(countWhere(bookings, both((b) => b.game === 'Pool', inMonth('2025-07')))));
    q.followUp(poolJuly, 'And snooker?', count(countWhere(bookings, both((b) => b.game === 'Snooker', inMonth('2025-07')))));
    q.ask('No-shows by game', countsBy(groupBy(bookings, (b) => b.game, 'count', undefined, (b) => b.status === 'No-show')));
    q.ask('How much table fee income came from walk-ins, not counting cancellations?', amount(sumOf(bookings, fee, both(charged, (b) => b.member === null))));
    q.ask('Which table brought in the least fee income (excluding cancelled)?', winner(groupBy(bookings, (b) => b.table, 'sum', fee, charged), 'asc'));
    q.ask('How many hours was table S3 played in August?', amount(sumOf(bookings, hours, both(played, inMonth('2025-08'), (b) => b.table === 'S3')), 1));
    q.ask('How many played bookings did Off-Peak members make?', count(countWhere(bookings, both(played, (b) => mem(b)?.type === 'Off-Peak'))));
    q.ask('Average bar spend on played bookings starting at 8pm or later', amount(avgOf(bookings, (b) => b.bar, both(played, (b) => b.start >= 20))));
    q.ask('Bar spend by game', breakdown(groupBy(bookings, (b) => b.game, 'sum', (b) => b.bar), 2));
    q.ask('Top 3 members by hours played in September', ranking(ranked(groupBy(bookings, (b) => mem(b)?.name ?? null, 'sum', hours, both(played, inMonth('2025-09'))), 3)));

    q.ask('How much profit does the bar make?', decline('no bar costs'));
    q.ask('Which cue brand do most members use?', decline('no equipment data'));
    q.ask('Who won the most frames this year?', decline('no match results'));
    q.ask('What is the average age of our members?', decline('no date of birth'));
    q.ask('When were the table cloths last replaced?', decline('no maintenance log'));
    q.ask('How much did we spend on heating in January?', decline('no cost data'));
    q.ask('How many members will renew next year?', decline('a forecast'));
    q.ask('Who is the best player in the club?', decline('an opinion; a highest break is not a ranking of players'));
    q.ask('How many bookings were made online rather than by phone?', decline('no booking channel'));
    q.ask("What's the email address of our newest member?", decline('no contact details'));
    q.ask('How many tables were booked in 2023?', decline('bookings start in January 2025'));
    return { files, questions: q.questions };
  },
};

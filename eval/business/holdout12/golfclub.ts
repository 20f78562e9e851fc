// A members' golf club: 840 members (XLSX: membership category, handicap, subscription in pounds,
// lapsed members kept on the list) and 42,000 tee-time bookings from January to September 2025
// (CSV) sharing `member_no`. Traps: member numbers that look numeric (never summed), a category
// named "Total Access" (not a totals line), Social members with no handicap (blank cells), tee times
// stored as "HH:MM" text, guest green fees with the currency in the header ("Guest fees (GBP)")
// and left blank on cancelled bookings, a 9-hole "Par 3" course beside two 18-hole ones.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Member {
  no: number;
  name: string;
  gender: string;
  category: string;
  joined: string;
  handicap: number | null;
  subscription: number;
  status: string;
}

interface Booking {
  ref: number;
  member: number;
  date: string;
  time: string;
  course: string;
  holes: number;
  players: number;
  guests: number;
  fees: number | null;
  buggy: string;
  status: string;
}

// category, weight, annual subscription in pounds
const CATEGORIES: [string, number, number][] = [
  ['Full', 40, 1_450], ['Weekday', 16, 980], ['Senior', 20, 1_100], ['Junior', 9, 240], ['Total Access', 7, 1_950], ['Social', 8, 180],
];
const FIRST = ['James', 'Sarah', 'David', 'Helen', 'Peter', 'Fiona', 'Graham', 'Alison', 'Stuart', 'Karen', 'Neil', 'Morag', 'Callum', 'Ruth', 'Iain', 'Lorna', 'Gordon', 'Eilidh'];
const LAST = ['Campbell', 'Stewart', 'Robertson', 'Thomson', 'MacLeod', 'Fraser', 'Murray', 'Reid', 'Ross', 'Watson', 'Paterson', 'Henderson', 'Duncan', 'Grant', 'Hamilton', 'Kerr'];
// course, weight, weekday guest fee, weekend guest fee
const COURSES: [string, number, number, number][] = [['Championship', 5, 65, 85], ['Parkland', 3, 45, 55], ['Par 3', 2, 15, 18]];

function weekday(iso: string): number {
  return new Date(Date.parse(`${iso}T00:00:00Z`)).getUTCDay();
}

function generate(): { members: Member[]; bookings: Booking[] } {
  const random = createRandom(12_001);
  const members: Member[] = [];
  for (let i = 0; i < 840; i++) {
    const [category, , subscription] = random.weighted(CATEGORIES, CATEGORIES.map((c) => c[1]));
    const gender = random.chance(0.34) ? 'F' : 'M';
    const handicap =
      category === 'Social' ? null
        : category === 'Junior' ? random.float(6, 36, 1)
          : roundTo(Math.min(36, Math.max(0, random.normal(category === 'Senior' ? 21 : 16, 7))), 1);
    members.push({
      no: 10_001 + i * 3 + random.int(0, 2),
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      gender,
      category,
      joined: random.date(category === 'Junior' ? '2016-01-01' : '1988-01-01', '2025-08-31'),
      handicap,
      subscription,
      status: random.chance(0.08) ? 'Lapsed' : 'Active',
    });
  }
  const golfers = members.filter((m) => m.category !== 'Social' && m.status === 'Active');
  const keenness = golfers.map((m) => (m.category === 'Senior' ? 2.2 : m.category === 'Junior' ? 0.8 : m.category === 'Weekday' ? 1.3 : 1) * random.float(0.2, 2, 2));
  const bookings: Booking[] = [];
  for (let i = 0; i < 42_000; i++) {
    const member = random.weighted(golfers, keenness);
    const month = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9], [4, 5, 8, 11, 14, 15, 16, 15, 12]);
    const date = random.date(`2025-${String(month).padStart(2, '0')}-01`, `2025-${String(month).padStart(2, '0')}-${month === 2 ? 28 : [4, 6, 9].includes(month) ? 30 : 31}`);
    const [course, , weekdayFee, weekendFee] = random.weighted(COURSES, COURSES.map((c) => c[1]));
    const holes = course === 'Par 3' ? 9 : random.chance(0.14) ? 9 : 18;
    const players = random.weighted([1, 2, 3, 4], [12, 30, 22, 36]);
    const guests = players === 1 ? 0 : random.weighted([0, 1, 2, 3].slice(0, players), [60, 25, 10, 5].slice(0, players));
    const roll = random.next();
    const status = roll < 0.09 ? 'Cancelled' : roll < 0.14 ? 'No-show' : 'Played';
    const weekend = [0, 6].includes(weekday(date));
    const minutes = random.int(42, 100) * 10;
    bookings.push({
      ref: 0,
      member: member.no,
      date,
      time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      course,
      holes,
      players,
      guests,
      fees: status === 'Cancelled' ? null : guests * (weekend ? weekendFee : weekdayFee),
      buggy: random.chance(member.category === 'Senior' ? 0.4 : 0.12) ? 'Y' : 'N',
      status,
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.member - b.member);
  bookings.forEach((b, i) => (b.ref = 700_001 + i));
  return { members, bookings };
}

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_no', value: (m) => m.no },
  { header: 'name', value: (m) => m.name },
  { header: 'gender', value: (m) => m.gender },
  { header: 'category', value: (m) => m.category },
  { header: 'joined', value: (m) => m.joined },
  { header: 'handicap', value: (m) => m.handicap },
  { header: 'Annual subscription (£)', value: (m) => m.subscription },
  { header: 'status', value: (m) => m.status },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'member_no', value: (b) => b.member },
  { header: 'tee_date', value: (b) => b.date },
  { header: 'tee_time', value: (b) => b.time },
  { header: 'course', value: (b) => b.course },
  { header: 'holes', value: (b) => b.holes },
  { header: 'players', value: (b) => b.players },
  { header: 'guests', value: (b) => b.guests },
  { header: 'Guest fees (GBP)', value: (b) => b.fees },
  { header: 'buggy', value: (b) => b.buggy },
  { header: 'status', value: (b) => b.status },
];

export const golfclub: BusinessSchema = {
  name: 'golfclub',
  description: "A golf club's 840 members (XLSX) and 42,000 tee-time bookings Jan-Sep 2025 with guest green fees (CSV) sharing member_no",
  async build(dir) {
    const { members, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'members.xlsx'), 'Members', MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'tee_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('golfclub');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const category = (b: Booking) => memberOf.get(b.member)!.category;
    const played = (b: Booking) => b.status === 'Played';
    const fees = (b: Booking) => b.fees;
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const active = (m: Member) => m.status === 'Active';

    q.ask('How many members are on the list?', count(members.length));
    q.ask('How many active members do we have?', count(countWhere(members, active)));
    q.ask('members per category', countsBy(groupBy(members, (m) => m.category, 'count')));
    q.ask("What's the average handicap of our active Full members?", amount(avgOf(members, (m) => m.handicap, (m) => active(m) && m.category === 'Full'), 1));
    q.ask('Which membership category has the lowest average handicap?', winner(groupBy(members, (m) => m.category, 'avg', (m) => m.handicap, (m) => m.handicap !== null), 'asc'));
    q.ask('How many juniors are members?', count(countWhere(members, (m) => m.category === 'Junior')));
    q.ask('What is our total subscription income from active members?', amount(sumOf(members, (m) => m.subscription, active), 0));
    q.ask('How many members joined since the start of 2020?', count(countWhere(members, (m) => m.joined >= '2020-01-01')));
    q.ask('average handicap of the lady members', amount(avgOf(members, (m) => m.handicap, (m) => m.gender === 'F'), 1));
    q.ask('How many members have lapsed?', count(countWhere(members, (m) => m.status === 'Lapsed')));
    q.ask('What is the highest handicap among active members?', amount(maxOf(members, (m) => m.handicap, active), 1));
    q.ask('Total Access members: how many are there?', count(countWhere(members, (m) => m.category === 'Total Access')));

    q.ask('How many tee time bookings have been made?', count(bookings.length));
    q.ask('How many rounds were actually played?', count(countWhere(bookings, played)));
    q.ask("What's the no-show rate on tee bookings?", percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('bookings per course', countsBy(groupBy(bookings, (b) => b.course, 'count')));
    q.ask('How much have we taken in guest green fees altogether?', amount(sumOf(bookings, fees), 0));
    q.ask('guest fee income by course', breakdown(groupBy(bookings, (b) => b.course, 'sum', fees), 0));
    q.ask('Which month had the most tee bookings?', month(busiestMonth(bookings, (b) => b.date)));
    const june = q.ask('How many tee times were booked for June 2025?', count(countWhere(bookings, inMonth('2025-06'))));
    q.followUp(june, 'and in July?', count(countWhere(bookings, inMonth('2025-07'))));
    q.ask('On average how many players are in a played booking?', amount(avgOf(bookings, (b) => b.players, played), 2));
    q.ask('How many guests played with members in the second quarter?', count(sumOf(bookings, (b) => b.guests, (b) => played(b) && quarterOf(b.date) === 2)));
    q.ask('Which 3 members played the most rounds? Give their member numbers.', ranking(ranked(groupBy(bookings, (b) => String(b.member), 'count', undefined, played), 3)));
    q.ask('Which membership category played the most rounds?', winner(groupBy(bookings, category, 'count', undefined, played)));
    q.ask('How much in guest fees came from bookings made by Senior members?', amount(sumOf(bookings, fees, (b) => category(b) === 'Senior'), 0));
    q.ask('What percentage of Par 3 bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.course === 'Par 3' && b.status === 'Cancelled'), countWhere(bookings, (b) => b.course === 'Par 3'))));
    q.ask('How many bookings asked for a buggy?', count(countWhere(bookings, (b) => b.buggy === 'Y')));
    q.ask('What share of the rounds played were 9-hole rounds?', percent(percentOf(countWhere(bookings, (b) => played(b) && b.holes === 9), countWhere(bookings, played))));
    q.ask('How many bookings are for tee times before 9am?', count(countWhere(bookings, (b) => b.time < '09:00')));
    q.ask('When is the earliest tee date in the bookings?', day(dateRange(bookings, (b) => b.date).first));
    q.ask('How many rounds were played at weekends?', count(countWhere(bookings, (b) => played(b) && [0, 6].includes(weekday(b.date)))));
    q.ask('How many rounds did Total Access members play?', count(countWhere(bookings, (b) => played(b) && category(b) === 'Total Access')));
    const booked = new Set(bookings.map((b) => b.member));
    q.ask('How many members have never booked a tee time?', count(countWhere(members, (m) => !booked.has(m.no))));
    q.ask('Championship course guest fees in August', amount(sumOf(bookings, fees, (b) => b.course === 'Championship' && inMonth('2025-08')(b)), 0));
    q.ask('buggy bookings by membership category', countsBy(groupBy(bookings, category, 'count', undefined, (b) => b.buggy === 'Y')));

    q.ask('How much did the bar and restaurant take last month?', decline('no bar or catering sales'));
    q.ask('What is the course record on the Championship course?', decline('no scores'));
    q.ask('Who won the club championship this year?', decline('no competition results'));
    q.ask('How many tee times were booked in 2024?', decline('bookings start in January 2025'));
    q.ask('How much do we spend on greenkeeping each month?', decline('no costs'));
    q.ask('How long does an average round take to play?', decline('no round durations'));
    q.ask('How many people are on the membership waiting list?', decline('no waiting list'));
    q.ask('How many lessons did the club pro give in May?', decline('no lessons'));
    q.ask("What's the average age of our members?", decline('no birth dates'));
    q.ask('How many rounds were played on the Links course?', decline('no Links course: Championship, Parkland and Par 3'));
    q.ask('Did rain reduce the number of rounds played in April?', decline('no weather data'));
    return { files, questions: q.questions };
  },
};

// An indoor climbing centre with two walls: 1,800 members (CSV), 52,000 check-ins from January to
// October 2025 (CSV) and 950 course bookings (XLSX) sharing `member_no`. Traps: member numbers that
// look numeric (never summed), session minutes with blanks (no check-out scanned), guest fees with
// the currency in the header, course start dates written as dd/mm/yyyy text, cancelled and
// refunded bookings, and a course whose name starts with "Total".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Member {
  no: number;
  name: string;
  plan: string;
  joined: string;
  status: string;
  belay: string;
  site: string;
}

interface Visit {
  id: number;
  member: number;
  date: string;
  time: string;
  site: string;
  activity: string;
  minutes: number | null;
  shoes: string;
  guests: number;
}

interface Course {
  ref: string;
  member: number;
  course: string;
  start: string;
  instructor: string;
  price: number;
  status: string;
}

const FIRST = ['Alex', 'Bella', 'Callum', 'Daisy', 'Ethan', 'Freya', 'George', 'Hannah', 'Isaac', 'Jess', 'Kieran', 'Lucy', 'Mo', 'Nadia', 'Oscar', 'Poppy', 'Quinn', 'Rosa', 'Sam', 'Tara', 'Umar', 'Vera', 'Will', 'Yasmin', 'Zac', 'Amir', 'Beth', 'Conor', 'Dani', 'Elliot', 'Fiona', 'Gus', 'Holly', 'Ivan', 'Jade', 'Kofi', 'Lena', 'Milo', 'Niamh', 'Owen'];
const LAST = ['Adams', 'Baker', 'Clarke', 'Dunn', 'Evans', 'Foster', 'Grant', 'Hughes', 'Irwin', 'Jones', 'Khan', 'Lloyd', 'Moore', 'Nash', "O'Neill", 'Patel', 'Quinn', 'Reid', 'Shaw', 'Turner', 'Usman', 'Vaughan', 'Walsh', 'Young', 'Zielinski', 'Byrne', 'Cole', 'Doyle', 'Ellis', 'Fry', 'Gill', 'Hart', 'Iqbal', 'Kerr', 'Lamb', 'Mills', 'Noble', 'Pike', 'Rowe', 'Sharma', 'Tate', 'Wood', 'Yates', 'Boyd', 'Cross', 'Dale', 'Lowe', 'Marsh', 'Price', 'Stone'];
const PLANS: [string, number, number][] = [
  ['Monthly Unlimited', 34, 1.3], ['Annual', 14, 1.5], ['Off-Peak', 16, 0.9], ['Student', 21, 1.1], ['10-Visit Card', 15, 0.45],
];
const SITES = ['Central', 'Docklands'];
const ACTIVITIES: [string, number, number][] = [
  ['Bouldering', 50, 95], ['Top Rope', 19, 110], ['Lead', 12, 125], ['Auto-belay', 11, 70], ['Training Board', 8, 60],
];
// course, list price
const COURSES: [string, number, number][] = [
  ['Total Beginner Bouldering', 35, 30], ['Belay Basics', 45, 24], ['Learn to Lead', 120, 14], ['Technique Masterclass', 60, 12], ['Kids Climbing Club', 28, 20],
];
const INSTRUCTORS = ['Marta', 'Jonno', 'Priya', 'Dean', 'Saoirse'];

function generate(): { members: Member[]; visits: Visit[]; courses: Course[] } {
  const random = createRandom(36_101);
  const pairs = shuffled(random, FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`)));
  const members: Member[] = [];
  for (let i = 0; i < 1_800; i++) {
    const plan = random.weighted(PLANS.map((p) => p[0]), PLANS.map((p) => p[1]));
    const roll = random.next();
    members.push({
      no: 20_001 + i,
      name: pairs[i],
      plan,
      joined: random.date('2019-03-01', '2025-10-31'),
      status: roll < 0.72 ? 'Active' : roll < 0.8 ? 'Frozen' : 'Cancelled',
      belay: random.chance(plan === 'Student' ? 0.5 : 0.68) ? 'Y' : 'N',
      site: random.weighted(SITES, [58, 42]),
    });
  }
  // How often each member climbs: a long tail, so the keenest few stand apart.
  const keenness = members.map((m) => {
    const planWeight = PLANS.find((p) => p[0] === m.plan)![2];
    const statusWeight = m.status === 'Active' ? 1 : m.status === 'Frozen' ? 0.25 : 0.3;
    return planWeight * statusWeight * Math.exp(random.normal(0, 0.8));
  });
  const visits: Visit[] = [];
  for (let i = 0; i < 52_000; i++) {
    const m = random.weighted(members, keenness);
    const [activity, , meanMinutes] = (() => {
      const a = random.weighted(ACTIVITIES.map((x) => x[0]), ACTIVITIES.map((x) => x[1]));
      return ACTIVITIES.find((x) => x[0] === a)!;
    })();
    const date = random.date('2025-01-01', '2025-10-31');
    const hour = m.plan === 'Off-Peak' ? random.int(9, 15) : random.weighted([7, 10, 12, 14, 17, 18, 19, 20], [6, 6, 8, 6, 14, 18, 16, 8]);
    visits.push({
      id: 0,
      member: m.no,
      date,
      time: `${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      site: random.chance(0.8) ? m.site : SITES.find((s) => s !== m.site)!,
      activity,
      minutes: random.chance(0.04) ? null : Math.max(15, Math.round(random.normal(meanMinutes, 25))),
      shoes: random.chance(m.plan === '10-Visit Card' ? 0.45 : 0.12) ? 'yes' : 'no',
      guests: random.chance(0.07) ? random.int(1, 3) : 0,
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.member - b.member);
  visits.forEach((v, i) => (v.id = 500_001 + i));
  const courses: Course[] = [];
  for (let i = 0; i < 950; i++) {
    const m = random.pick(members);
    const [course, listPrice] = (() => {
      const c = random.weighted(COURSES.map((x) => x[0]), COURSES.map((x) => x[2]));
      return COURSES.find((x) => x[0] === c)!;
    })();
    const start = random.date('2025-01-06', '2025-11-30');
    const roll = random.next();
    const status = start > '2025-10-31' ? (roll < 0.1 ? 'Cancelled' : 'Booked') : roll < 0.1 ? 'Cancelled' : roll < 0.18 ? 'Refunded' : 'Completed';
    const price = m.plan === 'Student' ? Math.round(listPrice * 0.85 * 100) / 100 : random.chance(0.1) ? listPrice - 5 : listPrice;
    courses.push({ ref: '', member: m.no, course, start, instructor: random.pick(course === 'Kids Climbing Club' ? ['Priya', 'Dean'] : INSTRUCTORS), price, status });
  }
  courses.sort((a, b) => a.start.localeCompare(b.start) || a.member - b.member);
  courses.forEach((c, i) => (c.ref = `CB-${String(i + 1).padStart(4, '0')}`));
  return { members, visits, courses };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const MEMBER_COLUMNS: Column<Member>[] = [
  { header: 'member_no', value: (m) => m.no },
  { header: 'full_name', value: (m) => m.name },
  { header: 'membership_type', value: (m) => m.plan },
  { header: 'joined_on', value: (m) => m.joined },
  { header: 'status', value: (m) => m.status },
  { header: 'belay_certified', value: (m) => m.belay },
  { header: 'home_site', value: (m) => m.site },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (v) => v.id },
  { header: 'member_no', value: (v) => v.member },
  { header: 'visit_date', value: (v) => v.date },
  { header: 'check_in', value: (v) => v.time },
  { header: 'site', value: (v) => v.site },
  { header: 'activity', value: (v) => v.activity },
  { header: 'session_minutes', value: (v) => v.minutes },
  { header: 'shoe_hire', value: (v) => v.shoes },
  { header: 'guests', value: (v) => v.guests },
  { header: 'Guest Fees (GBP)', value: (v) => v.guests * 12.5 },
];

const COURSE_COLUMNS: Column<Course>[] = [
  { header: 'booking_ref', value: (c) => c.ref },
  { header: 'member_no', value: (c) => c.member },
  { header: 'course', value: (c) => c.course },
  { header: 'start_date', value: (c) => dmy(c.start) },
  { header: 'instructor', value: (c) => c.instructor },
  { header: 'Price (GBP)', value: (c) => c.price },
  { header: 'booking_status', value: (c) => c.status },
];

export const climbingcentre: BusinessSchema = {
  name: 'climbingcentre',
  description: 'An indoor climbing centre: 1,800 members (CSV), 52,000 check-ins Jan-Oct 2025 (CSV) and 950 course bookings (XLSX) sharing member_no',
  async build(dir) {
    const { members, visits, courses } = generate();
    const files = [
      await writeCsv(join(dir, 'members.csv'), MEMBER_COLUMNS, members),
      await writeCsv(join(dir, 'checkins.csv'), VISIT_COLUMNS, visits),
      await writeXlsx(join(dir, 'course_bookings.xlsx'), 'Bookings', COURSE_COLUMNS, courses),
    ];
    const q = questionSet('climbingcentre');
    const memberOf = new Map(members.map((m) => [m.no, m]));
    const plan = (v: { member: number }) => memberOf.get(v.member)!.plan;
    const mins = (v: Visit) => v.minutes;
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const completed = (c: Course) => c.status === 'Completed';
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

    q.ask('How many members do we have on our books?', count(members.length));
    q.ask('How many active members are there?', count(countWhere(members, (m) => m.status === 'Active')));
    q.ask('members by membership type', countsBy(groupBy(members, (m) => m.plan, 'count')));
    q.ask('What percentage of members have cancelled?', percent(percentOf(countWhere(members, (m) => m.status === 'Cancelled'), members.length)));
    q.ask('How many members joined in 2024?', count(countWhere(members, (m) => m.joined.startsWith('2024'))));
    q.ask('How many active members are belay certified?', count(countWhere(members, (m) => m.status === 'Active' && m.belay === 'Y')));
    q.ask('Total number of check-ins so far', count(visits.length));
    q.ask('What was our busiest month for visits?', month(busiestMonth(visits, (v) => v.date)));
    q.ask('check-ins by activity', countsBy(groupBy(visits, (v) => v.activity, 'count')));
    q.ask('Average session length in minutes?', amount(avgOf(visits, mins), 1));
    q.ask('How long is the average lead climbing session, in minutes?', amount(avgOf(visits, mins, (v) => v.activity === 'Lead'), 1));
    q.ask('How many visits were on a Saturday or Sunday?', count(countWhere(visits, (v) => [0, 6].includes(weekday(v.date)))));
    q.ask('What share of visits hired shoes?', percent(percentOf(countWhere(visits, (v) => v.shoes === 'yes'), visits.length)));
    q.ask('How much did we take in guest fees in Q2?', amount(sumOf(visits, (v) => v.guests * 12.5, (v) => quarterOf(v.date) === 2)));
    q.ask('Which site had more check-ins in August?', winner(groupBy(visits, (v) => v.site, 'count', undefined, inMonth('2025-08'))));
    q.ask('Which member number has checked in the most?', winner(groupBy(visits, (v) => String(v.member), 'count')));
    q.ask('Who are our 5 most frequent climbers? names please', ranking(ranked(groupBy(visits, (v) => memberOf.get(v.member)!.name, 'count'), 5)));
    q.ask('How many check-ins between 1 and 14 June 2025?', count(countWhere(visits, (v) => v.date >= '2025-06-01' && v.date <= '2025-06-14')));
    q.ask('visits since 1 October', count(countWhere(visits, (v) => v.date >= '2025-10-01')));
    q.ask('How many different members came in during September?', count(new Set(visits.filter(inMonth('2025-09')).map((v) => v.member)).size));
    q.ask('How many check-ins came from Student members?', count(countWhere(visits, (v) => plan(v) === 'Student')));
    q.ask('Which membership type has the longest average session?', winner(groupBy(visits, plan, 'avg', mins)));
    const topRope = q.ask('How many top rope sessions were there in July?', count(countWhere(visits, (v) => v.activity === 'Top Rope' && inMonth('2025-07')(v))));
    q.followUp(topRope, 'and in August?', count(countWhere(visits, (v) => v.activity === 'Top Rope' && inMonth('2025-08')(v))));
    q.ask('How many hours did people climb at Docklands in total?', amount(sumOf(visits, mins, (v) => v.site === 'Docklands') / 60, 1));
    q.ask('How many visits checked in before 9am?', count(countWhere(visits, (v) => v.time < '09:00')));
    q.ask('How many course bookings have we taken?', count(courses.length));
    q.ask('course bookings by status', countsBy(groupBy(courses, (c) => c.status, 'count')));
    q.ask('How many course bookings were refunded?', count(countWhere(courses, (c) => c.status === 'Refunded')));
    q.ask('How much money did completed courses bring in?', amount(sumOf(courses, (c) => c.price, completed)));
    q.ask('Which course made the most money from completed bookings?', winner(groupBy(courses, (c) => c.course, 'sum', (c) => c.price, completed)));
    q.ask('Top 3 courses by number of bookings', ranking(ranked(groupBy(courses, (c) => c.course, 'count'), 3)));
    q.ask('Which instructor has delivered the most completed course places?', winner(groupBy(courses, (c) => c.instructor, 'count', undefined, completed)));
    q.ask('How many Total Beginner Bouldering bookings were cancelled?', count(countWhere(courses, (c) => c.course === 'Total Beginner Bouldering' && c.status === 'Cancelled')));
    q.ask('How many course bookings start in March 2025?', count(countWhere(courses, (c) => c.start.startsWith('2025-03'))));
    q.ask('What did completed Learn to Lead bookings pay on average?', amount(avgOf(courses, (c) => c.price, (c) => c.course === 'Learn to Lead' && completed(c)), 2));
    q.ask('What percentage of course bookings were made by Student members?', percent(percentOf(countWhere(courses, (c) => plan(c) === 'Student'), courses.length)));
    q.ask('How many course places are booked for November?', count(countWhere(courses, (c) => c.start.startsWith('2025-11') && c.status === 'Booked')));

    q.ask('How much do we charge non-members for a day pass?', decline('no day-pass prices'));
    q.ask('Which boulder problems get climbed the most?', decline('no route or problem column'));
    q.ask('What grade do our members climb on average?', decline('no grades'));
    q.ask('Why did members cancel their memberships?', decline('no cancellation reason'));
    q.ask('How many accidents or injuries were reported this year?', decline('no incident data'));
    q.ask('How much did the café take in September?', decline('no café sales'));
    q.ask('How many check-ins should we expect next month?', decline('a forecast'));
    q.ask('What is the average age of our members?', decline('no birth dates or ages'));
    q.ask('How many visits did we have in 2023?', decline('check-ins start in January 2025'));
    q.ask('How many members does the climbing wall across town have?', decline('another business'));
    q.ask('How much do we pay our route setters?', decline('no staff pay'));
    return { files, questions: q.questions };
  },
};

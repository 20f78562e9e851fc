// A dive school on a resort island: 640 students (XLSX: course, country, booking channel, sign-up
// day written as text such as "14 Mar 2025", deposit in pounds with blanks) and 9,000 logged dives
// from January to October 2025 (CSV) sharing `Student ID`. Traps: student ids like "DS-0042",
// depth in metres and bottom time in minutes with the units in the headers, fees written with a
// pound sign, cancelled dives with blank depth and time, weather cancellations refunded ("Yes" in
// Refunded), a site called "The Wreck" and a boat called "None" for shore dives.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Student {
  id: string;
  name: string;
  country: string | null;
  course: string;
  signed: string;
  channel: string | null;
  deposit: number | null;
}

interface Dive {
  no: number;
  student: string;
  date: string;
  site: string;
  boat: string;
  depth: number | null;
  minutes: number | null;
  instructor: string;
  status: string;
  fee: number;
  refunded: boolean;
}

const FIRST = ['Anna', 'Ben', 'Carla', 'Dev', 'Ella', 'Finn', 'Greta', 'Hamid', 'Isla', 'Jan', 'Kira', 'Lars', 'Mia', 'Noah', 'Olga', 'Pieter', 'Quinn', 'Rosa', 'Sam', 'Tess', 'Umar', 'Vera', 'Will', 'Yara', 'Zoe'];
const LAST = ['Smith', 'Müller', 'de Vries', 'Martin', 'Jones', "O'Brien", 'García', 'Brown', 'Jansen', 'Weber', 'Taylor', 'Dubois', 'Walsh', 'Nguyen', 'Kelly', 'Fischer'];
const COUNTRIES: [string, number][] = [['UK', 30], ['Germany', 18], ['Netherlands', 12], ['France', 9], ['USA', 8], ['Australia', 6], ['Ireland', 7], ['Spain', 5]];
const COURSES: [string, number][] = [['Discover Scuba', 22], ['Open Water', 38], ['Advanced Open Water', 22], ['Rescue Diver', 11], ['Divemaster', 7]];
const CHANNELS: [string, number][] = [['Walk-in', 25], ['Website', 40], ['Hotel desk', 20], ['PADI app', 10]];
// site, boat, typical depth (m), fee (£), weight
const SITES: [string, string, number, number, number][] = [
  ['House Reef', 'None', 9, 45, 30], ['Coral Garden', 'Dory', 12, 55, 20], ['Turtle Bay', 'Dory', 14, 55, 16], ['The Wreck', 'Manta', 24, 75, 12],
  ['Blue Hole', 'Manta', 27, 75, 8], ['Shark Point', 'Manta', 21, 65, 8], ['Canyon', 'Dory', 18, 65, 6],
];
const INSTRUCTORS = ['Marta', 'Jonny', 'Kofi', 'Sian', 'Pedro', 'Aiko'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const textDay = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function generate(): { students: Student[]; dives: Dive[] } {
  const random = createRandom(47_011);
  const students: Student[] = [];
  for (let i = 1; i <= 640; i++) {
    const course = random.weighted(COURSES.map((c) => c[0]), COURSES.map((c) => c[1]));
    students.push({
      id: `DS-${String(i).padStart(4, '0')}`,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      country: random.chance(0.05) ? null : random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])),
      course,
      signed: random.date('2024-11-01', '2025-10-15'),
      channel: random.chance(0.06) ? null : random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1])),
      deposit: random.chance(0.15) ? null : course === 'Discover Scuba' ? 20 : course === 'Divemaster' ? 250 : random.pick([50, 75, 100]),
    });
  }
  const weights = students.map((s) => (s.course === 'Discover Scuba' ? 0.4 : s.course === 'Divemaster' ? 3 : 1) * (s.id.endsWith('7') ? 0 : 1));
  const dives: Dive[] = [];
  for (let i = 0; i < 9_000; i++) {
    const s = random.weighted(students, weights);
    const [site, boat, depth, fee] = random.weighted(SITES, SITES.map((x) => x[4]));
    const date = random.date(s.signed > '2025-01-01' ? s.signed : '2025-01-01', '2025-10-31');
    const roll = random.next();
    const winter = date < '2025-03-01';
    const status = roll < (winter ? 0.12 : 0.05) ? 'Cancelled - weather' : roll < (winter ? 0.15 : 0.08) ? 'Cancelled - no show' : roll < (winter ? 0.19 : 0.12) ? 'Aborted' : 'Completed';
    const cancelled = status.startsWith('Cancelled');
    const max = s.course === 'Discover Scuba' ? Math.min(12, depth) : depth;
    dives.push({
      no: 0,
      student: s.id,
      date,
      site,
      boat,
      depth: cancelled ? null : Math.max(3, Math.round(random.normal(max, max * 0.15) * 10) / 10),
      minutes: cancelled ? null : status === 'Aborted' ? random.int(4, 25) : random.int(32, 62),
      instructor: random.weighted(INSTRUCTORS, [22, 20, 18, 16, 14, 10]),
      status,
      fee: s.course === 'Discover Scuba' ? fee + 20 : fee,
      refunded: status === 'Cancelled - weather',
    });
  }
  dives.sort((a, b) => a.date.localeCompare(b.date) || a.student.localeCompare(b.student));
  dives.forEach((d, i) => (d.no = 30_001 + i));
  return { students, dives };
}

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'Student ID', value: (s) => s.id },
  { header: 'Name', value: (s) => s.name },
  { header: 'Country', value: (s) => s.country },
  { header: 'Course', value: (s) => s.course },
  { header: 'Signed up', value: (s) => textDay(s.signed) },
  { header: 'Booked via', value: (s) => s.channel },
  { header: 'Deposit (£)', value: (s) => s.deposit },
];

const DIVE_COLUMNS: Column<Dive>[] = [
  { header: 'Dive No', value: (d) => d.no },
  { header: 'Student ID', value: (d) => d.student },
  { header: 'Dive date', value: (d) => d.date },
  { header: 'Site', value: (d) => d.site },
  { header: 'Boat', value: (d) => d.boat },
  { header: 'Max depth (m)', value: (d) => d.depth },
  { header: 'Bottom time (min)', value: (d) => d.minutes },
  { header: 'Instructor', value: (d) => d.instructor },
  { header: 'Status', value: (d) => d.status },
  { header: 'Fee', value: (d) => `£${d.fee.toFixed(2)}` },
  { header: 'Refunded', value: (d) => (d.refunded ? 'Yes' : 'No') },
];

export const diveschool: BusinessSchema = {
  name: 'diveschool',
  description: "A dive school's 640 students (XLSX, text sign-up days) and 9,000 logged dives Jan-Oct 2025 (CSV) sharing Student ID",
  async build(dir) {
    const { students, dives } = generate();
    const files = [
      await writeXlsx(join(dir, 'students.xlsx'), 'Students', STUDENT_COLUMNS, students),
      await writeCsv(join(dir, 'dive_log.csv'), DIVE_COLUMNS, dives),
    ];
    const q = questionSet('diveschool');
    const studentOf = new Map(students.map((s) => [s.id, s]));
    const done = (d: Dive) => d.status === 'Completed';
    const kept = (d: Dive) => !d.refunded;
    const depth = (d: Dive) => d.depth;
    const mins = (d: Dive) => d.minutes;
    const fee = (d: Dive) => d.fee;
    const inMonth = (m: string) => (d: Dive) => d.date.startsWith(m);
    const cancelRate = () => {
      const all = groupBy(dives, (d) => d.site, 'count');
      const bad = groupBy(dives, (d) => d.site, 'count', undefined, (d) => d.status.startsWith('Cancelled'));
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };

    q.ask('How many dives are in the log?', count(dives.length));
    q.ask('how many students have we got on the books', count(students.length));
    q.ask('How many dives were actually completed?', count(countWhere(dives, done)));
    q.ask('dives by status', countsBy(groupBy(dives, (d) => d.status, 'count')));
    q.ask('What was the average max depth on completed dives, in metres?', amount(avgOf(dives, depth, done), 1));
    q.ask("What's the deepest anyone has gone?", amount(maxOf(dives, depth), 1));
    q.ask('Median bottom time for completed dives (minutes)', amount(medianOf(dives, mins, done), 1));
    q.ask('Which dive site do we visit most?', winner(groupBy(dives, (d) => d.site, 'count')));
    q.ask('Top 3 sites by average max depth', ranking(ranked(groupBy(dives, (d) => d.site, 'avg', depth), 3)));
    q.ask('Number of dives per instructor', countsBy(groupBy(dives, (d) => d.instructor, 'count')));
    q.ask('Which instructor has led the most completed dives?', winner(groupBy(dives, (d) => d.instructor, 'count', undefined, done)));
    q.ask('How much have we taken in dive fees, not counting refunded ones?', amount(sumOf(dives, fee, kept), 2));
    q.ask('How much did we refund for weather cancellations?', amount(sumOf(dives, fee, (d) => d.refunded), 2));
    q.ask('Fee income by site (excluding refunds)', breakdown(groupBy(dives, (d) => d.site, 'sum', fee, kept), 2));
    q.ask('What percentage of dives got cancelled because of the weather?', percent(percentOf(countWhere(dives, (d) => d.status === 'Cancelled - weather'), dives.length)));
    q.ask('no-show rate?', percent(percentOf(countWhere(dives, (d) => d.status === 'Cancelled - no show'), dives.length)));
    q.ask('How many dives did we log in July?', count(countWhere(dives, inMonth('2025-07'))));
    q.ask('How many dives in Q3 2025?', count(countWhere(dives, (d) => quarterOf(d.date) === 3)));
    q.ask('dives between 3 March and 16 March 2025', count(countWhere(dives, (d) => d.date >= '2025-03-03' && d.date <= '2025-03-16')));
    q.ask('How many dives since the 1st of September?', count(countWhere(dives, (d) => d.date >= '2025-09-01')));
    q.ask('Which was our busiest month for dives?', month(busiestMonth(dives, (d) => d.date)));
    q.ask('How many students are on each course?', countsBy(groupBy(students, (s) => s.course, 'count')));
    q.ask('How many different students have completed a dive at The Wreck?', count(new Set(dives.filter((d) => d.site === 'The Wreck' && done(d)).map((d) => d.student)).size));
    q.ask('how many of our students are from Germany', count(countWhere(students, (s) => s.country === 'Germany')));
    q.ask('Average bottom time by site, completed dives only', breakdown(groupBy(dives, (d) => d.site, 'avg', mins, done), 1));
    q.ask('Dives broken down by the course the student is on', countsBy(groupBy(dives, (d) => studentOf.get(d.student)!.course, 'count')));
    q.ask('Total fees paid by Dutch students, leaving out refunds', amount(sumOf(dives, fee, (d) => kept(d) && studentOf.get(d.student)!.country === 'Netherlands'), 2));
    q.ask("Which country's students have the most dives in the log?", winner(groupBy(dives, (d) => studentOf.get(d.student)!.country, 'count')));
    q.ask('How many students signed up in April 2025?', count(countWhere(students, (s) => s.signed.startsWith('2025-04'))));
    q.ask('students who signed up since 1 August', count(countWhere(students, (s) => s.signed >= '2025-08-01')));
    const dived = new Set(dives.map((d) => d.student));
    q.ask("How many students haven't logged a single dive?", count(countWhere(students, (s) => !dived.has(s.id))));
    q.ask('What share of students booked through the website?', percent(percentOf(countWhere(students, (s) => s.channel === 'Website'), students.length)));
    q.ask('How many students have no booking channel recorded?', count(countWhere(students, (s) => s.channel === null)));
    q.ask('Average deposit for Open Water students', amount(avgOf(students, (s) => s.deposit, (s) => s.course === 'Open Water'), 2));
    q.ask('total deposits taken', amount(sumOf(students, (s) => s.deposit), 2));
    q.ask('How many dives were aborted at Shark Point?', count(countWhere(dives, (d) => d.site === 'Shark Point' && d.status === 'Aborted')));
    const marta = q.ask('How many completed dives did Marta lead in August?', count(countWhere(dives, (d) => d.instructor === 'Marta' && done(d) && inMonth('2025-08')(d))));
    q.followUp(marta, 'and Kofi?', count(countWhere(dives, (d) => d.instructor === 'Kofi' && done(d) && inMonth('2025-08')(d))));
    q.ask('Top 3 countries by dive fees (after refunds)', ranking(ranked(groupBy(dives, (d) => studentOf.get(d.student)!.country, 'sum', fee, kept), 3)));
    q.ask('average fee per completed dive', amount(avgOf(dives, fee, done), 2));
    const blue = q.ask('Median max depth at the Blue Hole', amount(medianOf(dives, depth, (d) => d.site === 'Blue Hole'), 1));
    q.followUp(blue, 'What about at the Canyon?', amount(medianOf(dives, depth, (d) => d.site === 'Canyon'), 1));
    q.ask('Dives by boat', countsBy(groupBy(dives, (d) => d.boat, 'count')));
    q.ask('Which site has the highest cancellation rate?', winner(cancelRate()));
    q.ask('Shortest completed dive, in minutes', amount(minOf(dives, mins, done), 0));
    q.ask('How many hours underwater in total across all dives?', amount(sumOf(dives, mins) / 60, 1));
    q.ask('How many dives were logged for Divemaster students in Q2?', count(countWhere(dives, (d) => studentOf.get(d.student)!.course === 'Divemaster' && quarterOf(d.date) === 2)));

    q.ask('What was the average water temperature on our dives?', decline('no water temperature'));
    q.ask('Which site has the best visibility?', decline('no visibility column'));
    q.ask('How much air do students use per dive on average?', decline('no tank pressure or air consumption'));
    q.ask('How many dives did we do in 2023?', decline('the log starts in January 2025'));
    q.ask('What do we pay our instructors?', decline('no pay data'));
    q.ask('How much did we make from equipment rental?', decline('no rental data'));
    q.ask('What is the average age of our students?', decline('no age or birth date'));
    q.ask('How many dives went to the Great Barrier Reef?', decline('no such site in the log'));
    q.ask('How many sharks were spotted at Shark Point?', decline('no sightings recorded'));
    q.ask('What rating do students give their instructors?', decline('no ratings'));
    q.ask('How many dives will we do next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

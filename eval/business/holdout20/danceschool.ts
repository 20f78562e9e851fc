// A dance school: 640 students (XLSX, joined dates written "14 Sep 2024", a blank plan for some,
// first names that read as words: Will, May, Hope, Sunny) and 26,000 class bookings from January to
// October 2025 (CSV) sharing `Student ID`. Traps: the fee is in pounds with the unit in the header
// ("Fee (£)"), statuses Attended / No-show / Late cancel, a teacher surnamed "Toll", age groups,
// studios with spaces ("Main Hall"), free taster bookings (fee 0) and a booking ref that looks numeric.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Student {
  id: string;
  first: string;
  last: string;
  ageGroup: string;
  joined: string;
  plan: string | null;
}

interface Booking {
  id: number;
  student: string;
  date: string;
  style: string;
  level: string;
  teacher: string;
  studio: string;
  fee: number;
  status: string;
}

const FIRST = ['Will', 'May', 'Hope', 'Sunny', 'Amara', 'Bella', 'Caleb', 'Daisy', 'Ethan', 'Freya', 'Gus', 'Hana', 'Isla', 'Jude', 'Kiran', 'Lola', 'Milo', 'Nia', 'Owen', 'Priya', 'Rosa', 'Sami', 'Tara', 'Uma', 'Vik', 'Zara'];
const LAST = ['Adeyemi', 'Brooks', 'Chen', 'Doyle', 'Evans', 'Fraser', 'Gill', 'Hughes', 'Iqbal', 'Jones', 'Kaur', 'Lewis', 'Murphy', 'Novak', 'Okafor', 'Patel', 'Quinn', 'Reid', 'Singh', 'Taylor', 'Walsh', 'Young'];
const AGE_GROUPS: [string, number][] = [['Kids', 30], ['Teens', 22], ['Adults', 38], ['Seniors', 10]];
const PLANS = ['Pay as you go', 'Monthly', 'Term'];
// style, base fee, teacher, studio
const STYLES: [string, number, string, string, number][] = [
  ['Ballet', 12, 'Elena Petrova', 'Studio A', 22],
  ['Tap', 10, 'Marcus Toll', 'Studio B', 12],
  ['Jazz', 11, 'Marcus Toll', 'Studio B', 13],
  ['Contemporary', 12, 'Aisha Bello', 'Studio A', 14],
  ['Hip Hop', 9, 'Dev Sharma', 'Main Hall', 18],
  ['Salsa', 10, 'Carlos Ruiz', 'Main Hall', 11],
  ['Ballroom', 13, 'Carlos Ruiz', 'Main Hall', 10],
];
const LEVELS: [string, number][] = [['Beginner', 50], ['Improver', 32], ['Advanced', 18]];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function generate(): { students: Student[]; bookings: Booking[] } {
  const random = createRandom(37_011);
  const students: Student[] = [];
  for (let i = 0; i < 640; i++) {
    students.push({
      id: `DS-${1001 + i}`,
      first: random.pick(FIRST),
      last: random.pick(LAST),
      ageGroup: random.weighted(AGE_GROUPS.map((a) => a[0]), AGE_GROUPS.map((a) => a[1])),
      joined: random.date('2021-09-01', '2025-09-30'),
      plan: random.chance(0.06) ? null : random.weighted(PLANS, [40, 35, 25]),
    });
  }
  const activity = students.map(() => random.float(0.2, 3, 2));
  const bookings: Booking[] = [];
  for (let i = 0; i < 26_000; i++) {
    const s = random.weighted(students, activity);
    let style = random.weighted(STYLES, STYLES.map((x) => x[4]));
    if (s.ageGroup === 'Kids' && (style[0] === 'Salsa' || style[0] === 'Ballroom')) style = STYLES[random.int(0, 2)];
    if (s.ageGroup === 'Seniors' && style[0] === 'Hip Hop') style = STYLES[6];
    const level = random.weighted(LEVELS.map((l) => l[0]), LEVELS.map((l) => l[1]));
    let date = random.date('2025-01-02', '2025-10-31');
    if (date < s.joined) date = s.joined > '2025-10-31' ? '2025-10-31' : s.joined;
    const taster = level === 'Beginner' && random.chance(0.03);
    const fee = taster ? 0 : style[1] + (level === 'Advanced' ? 2 : level === 'Improver' ? 1 : 0) - (s.ageGroup === 'Kids' || s.ageGroup === 'Seniors' ? 1.5 : 0);
    const roll = random.next();
    const status = roll < 0.08 ? 'No-show' : roll < 0.13 ? 'Late cancel' : 'Attended';
    bookings.push({ id: 0, student: s.id, date, style: style[0], level, teacher: style[2], studio: style[3], fee, status });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.student.localeCompare(b.student));
  bookings.forEach((b, i) => (b.id = 500_001 + i));
  return { students, bookings };
}

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'Student ID', value: (s) => s.id },
  { header: 'First Name', value: (s) => s.first },
  { header: 'Surname', value: (s) => s.last },
  { header: 'Age Group', value: (s) => s.ageGroup },
  { header: 'Joined', value: (s) => textDate(s.joined) },
  { header: 'Plan', value: (s) => s.plan },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking Ref', value: (b) => b.id },
  { header: 'Student ID', value: (b) => b.student },
  { header: 'Class Date', value: (b) => b.date },
  { header: 'Style', value: (b) => b.style },
  { header: 'Level', value: (b) => b.level },
  { header: 'Teacher', value: (b) => b.teacher },
  { header: 'Studio', value: (b) => b.studio },
  { header: 'Fee (£)', value: (b) => b.fee },
  { header: 'Status', value: (b) => b.status },
];

export const danceschool: BusinessSchema = {
  name: 'danceschool',
  description: 'A dance school: 640 students (XLSX) and 26,000 class bookings Jan-Oct 2025 with fees in pounds (CSV) sharing Student ID',
  async build(dir) {
    const { students, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'students.xlsx'), 'Students', STUDENT_COLUMNS, students),
      await writeCsv(join(dir, 'class_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('danceschool');
    const byId = new Map(students.map((s) => [s.id, s]));
    const age = (b: Booking) => byId.get(b.student)!.ageGroup;
    const plan = (b: Booking) => byId.get(b.student)!.plan;
    const fee = (b: Booking) => b.fee;
    const attended = (b: Booking) => b.status === 'Attended';
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const distinct = (rows: Booking[]) => new Set(rows.map((b) => b.student)).size;

    q.ask('How many students are on our books?', count(students.length));
    q.ask('how many class bookings did we take altogether', count(bookings.length));
    q.ask('How many bookings were no-shows?', count(countWhere(bookings, (b) => b.status === 'No-show')));
    q.ask('Bookings by status please', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('What is our no-show rate?', percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('Total fees taken across all bookings, in pounds', amount(sumOf(bookings, fee)));
    q.ask('Which dance style is the most popular?', winner(groupBy(bookings, (b) => b.style, 'count')));
    q.ask('Which style earns us the least in fees?', winner(groupBy(bookings, (b) => b.style, 'sum', fee), 'asc'));
    q.ask('Top 3 styles by revenue', ranking(ranked(groupBy(bookings, (b) => b.style, 'sum', fee), 3)));
    q.ask('Number of bookings per teacher', countsBy(groupBy(bookings, (b) => b.teacher, 'count')));
    q.ask('fee income by studio', breakdown(groupBy(bookings, (b) => b.studio, 'sum', fee)));
    q.ask('What is the average fee per booking?', amount(avgOf(bookings, fee)));
    q.ask('Average fee for Advanced level classes', amount(avgOf(bookings, fee, (b) => b.level === 'Advanced')));
    q.ask('How many free taster bookings were there (fee of zero)?', count(countWhere(bookings, (b) => b.fee === 0)));
    q.ask('How many Ballet classes were booked in March 2025?', count(countWhere(bookings, (b) => b.style === 'Ballet' && inMonth('2025-03')(b))));
    q.ask('How many bookings in Q3?', count(countWhere(bookings, (b) => quarterOf(b.date) === 3)));
    q.ask('Which month was busiest for bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('bookings since 1 September 2025', count(countWhere(bookings, (b) => b.date >= '2025-09-01')));
    q.ask('How many bookings between 14 April and 27 April 2025?', count(countWhere(bookings, (b) => b.date >= '2025-04-14' && b.date <= '2025-04-27')));
    q.ask('How much did Marcus Toll bring in from fees in the first half of the year?', amount(sumOf(bookings, fee, (b) => b.teacher === 'Marcus Toll' && b.date < '2025-07-01')));
    q.ask('How many different students booked at least one Salsa class?', count(distinct(bookings.filter((b) => b.style === 'Salsa'))));
    q.ask("How many students didn't book a single class in October?", count(students.filter((s) => !bookings.some((b) => b.student === s.id && inMonth('2025-10')(b))).length));
    q.ask('Students by age group', countsBy(groupBy(students, (s) => s.ageGroup, 'count')));
    q.ask('How many students are on the Monthly plan?', count(countWhere(students, (s) => s.plan === 'Monthly')));
    q.ask("How many students don't have a plan recorded?", count(countWhere(students, (s) => s.plan === null)));
    q.ask('How many students called Will do we have?', count(countWhere(students, (s) => s.first === 'Will')));
    q.ask('How many students joined in 2024?', count(countWhere(students, (s) => s.joined.startsWith('2024'))));
    q.ask('Which age group books the most classes?', winner(groupBy(bookings, age, 'count')));
    q.ask('Fee revenue from Seniors', amount(sumOf(bookings, fee, (b) => age(b) === 'Seniors')));
    q.ask('What share of Hip Hop bookings come from Teens?', percent(percentOf(countWhere(bookings, (b) => b.style === 'Hip Hop' && age(b) === 'Teens'), countWhere(bookings, (b) => b.style === 'Hip Hop'))));
    q.ask('Average booking fee for students on the Term plan', amount(avgOf(bookings, fee, (b) => plan(b) === 'Term')));
    const topStudent = ranked(groupBy(bookings, (b) => b.student, 'count'), 1)[0];
    const top = byId.get(topStudent)!;
    q.ask('Which student has booked the most classes? Give the student ID', winner(groupBy(bookings, (b) => b.student, 'count')));
    q.ask('Late cancellations per style', countsBy(groupBy(bookings, (b) => b.style, 'count', undefined, (b) => b.status === 'Late cancel')));
    q.ask('attendance rate for Kids classes', percent(percentOf(countWhere(bookings, (b) => age(b) === 'Kids' && attended(b)), countWhere(bookings, (b) => age(b) === 'Kids'))));
    q.ask('Which teacher has the highest no-show rate?', winner(new Map([...groupBy(bookings, (b) => b.teacher, 'count')].map(([t, n]) => [t, percentOf(countWhere(bookings, (b) => b.teacher === t && b.status === 'No-show'), n)]))));
    const jun = q.ask('how many Contemporary bookings did we get in June', count(countWhere(bookings, (b) => b.style === 'Contemporary' && inMonth('2025-06')(b))));
    q.followUp(jun, 'And in July?', count(countWhere(bookings, (b) => b.style === 'Contemporary' && inMonth('2025-07')(b))));
    q.ask('Median fee of attended bookings', amount(medianOf(bookings, fee, attended)));
    q.ask('Which styles does Carlos Ruiz teach?', names(['Salsa', 'Ballroom']));
    q.ask(`How many classes has ${top.id} booked?`, count(countWhere(bookings, (b) => b.student === top.id)));

    q.ask('How much do we pay our teachers per hour?', decline('no pay or hours data'));
    q.ask('How many bookings did we have in December 2024?', decline('bookings start in January 2025'));
    q.ask('Which classes are at capacity?', decline('no class capacity'));
    q.ask('How many bookings were for Flamenco?', decline('no Flamenco style in the data'));
    q.ask("What are the students' email addresses?", decline('no contact details'));
    q.ask('How long is each class in minutes?', decline('no class duration'));
    q.ask('How many students passed their grade exams?', decline('no exam results'));
    q.ask('What time of day are classes most popular?', decline('class dates carry no time'));
    q.ask('How many students left the school this year?', decline('no leaving date or status'));
    q.ask('What is the rent for Studio B?', decline('no cost data'));
    q.ask('How many bookings will we get in November?', decline('a forecast beyond the data'));
    return { files, questions: q.questions };
  },
};

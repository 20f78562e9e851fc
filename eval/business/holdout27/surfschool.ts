// A surf school on five beaches: 320 instructors on its books since it opened (XLSX), 26,000 lesson
// bookings from March 2025 to October 2026 (CSV) sharing `Instructor ID`, and 9,400 board hires
// (CSV) of which the lesson students' share `Booking Ref` with their lesson. Traps: instructor and
// booking ids that are codes, the instructors' start year typed as text, a qualification "None"
// (assistants), blank booking refs on walk-in hires, blank damage charges, weather cancellations
// that paid nothing, money with the unit in the header ("Paid (£)"), a status "No Show", and a board
// model "Total Foam 8ft" that is a real board, not a totals line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Instructor {
  id: string;
  name: string;
  beach: string;
  qualification: string;
  since: string;
  active: string;
  rate: number;
}

interface Lesson {
  ref: string;
  date: string;
  time: string;
  type: string;
  beach: string;
  instructor: string;
  students: number;
  price: number;
  paid: number;
  status: string;
  wetsuit: string;
}

interface Hire {
  id: string;
  date: string;
  beach: string;
  board: string;
  hours: number;
  fee: number;
  booking: string | null;
  damage: number | null;
}

const BEACHES: [string, number][] = [['Fistral', 30], ['Watergate Bay', 22], ['Polzeath', 18], ['Croyde', 17], ['Saunton', 13]];
// type, weight, students low, high, price per head
const TYPES: [string, number, number, number, number][] = [
  ['Beginner Group', 42, 4, 10, 40], ['Improver Group', 18, 3, 8, 45], ['Private 1-2-1', 12, 1, 1, 95], ['Family Lesson', 11, 3, 6, 35], ['Kids Club', 12, 5, 12, 30], ['Surf Fit', 5, 4, 9, 20],
];
const QUALS: [string, number, number][] = [['ISA Level 1', 48, 120], ['ISA Level 2', 26, 150], ['ISA Coach', 8, 190], ['None', 18, 95]];
// board, weight, hourly fee
const BOARDS: [string, number, number][] = [
  ['Softech 7ft', 14, 10], ['Total Foam 8ft', 24, 10], ['Foamie 9ft', 16, 10], ['Mini Mal', 12, 14], ['Shortboard', 10, 15], ['Bodyboard', 14, 6], ['SUP', 10, 18],
];
const FIRST = ['Kai', 'Jago', 'Morwenna', 'Tamsin', 'Ben', 'Lowen', 'Demelza', 'Jack', 'Poppy', 'Finn', 'Isla', 'Rowan', 'Cass', 'Tom', 'Elowen', 'Sam', 'Nina', 'Ollie', 'Bryher', 'Luke', 'Ruby', 'Zac'];
const LAST = ['Trevithick', 'Pascoe', 'Penrose', 'Nance', 'Rowe', 'Hocking', 'Jory', 'Tremayne', 'Curnow', 'Angove', 'Bolitho', 'Kitto', 'Polglase', 'Carne', 'Hicks', 'Opie'];

function weatherCancelChance(date: string): number {
  const m = Number(date.slice(5, 7));
  return m <= 4 || m >= 10 ? 0.18 : m === 7 || m === 8 ? 0.05 : 0.1;
}

function seasonDate(random: ReturnType<typeof createRandom>, year: number): string {
  const m = random.weighted([3, 4, 5, 6, 7, 8, 9, 10], [3, 7, 10, 13, 22, 26, 13, 6]);
  if (year === 2026 && m === 10) return `2026-10-${String(random.int(1, 31)).padStart(2, '0')}`;
  const days = [31, 30, 31, 30, 31, 31, 30, 31][m - 3];
  return `${year}-${String(m).padStart(2, '0')}-${String(random.int(1, days)).padStart(2, '0')}`;
}

function generate(): { instructors: Instructor[]; lessons: Lesson[]; hires: Hire[] } {
  const random = createRandom(41_729);
  const names = new Set<string>();
  while (names.size < 320) names.add(`${random.pick(FIRST)} ${random.pick(LAST)}`);
  const instructors: Instructor[] = [...names].map((name, i) => {
    const [qualification, , rate] = random.weighted(QUALS, QUALS.map((q) => q[1]));
    const since = random.int(2012, 2026);
    return {
      id: `INS-${String(i + 1).padStart(4, '0')}`,
      name,
      beach: random.weighted(BEACHES.map((b) => b[0]), BEACHES.map((b) => b[1])),
      qualification,
      since: String(since),
      active: since >= 2023 ? (random.chance(0.55) ? 'Y' : 'N') : random.chance(0.12) ? 'Y' : 'N',
      rate: roundTo(rate + random.int(-2, 6) * 5, 2),
    };
  });
  const active = instructors.filter((i) => i.active === 'Y');
  const byBeach = new Map(BEACHES.map(([b]) => [b, active.filter((i) => i.beach === b)]));
  const workload = new Map(shuffled(random, active).map((i, k) => [i.id, 1 / (k + 3) + random.next() * 0.02]));

  const lessons: Lesson[] = [];
  for (let i = 0; i < 26_000; i++) {
    const date = seasonDate(random, random.chance(0.47) ? 2025 : 2026);
    const beach = random.weighted(BEACHES.map((b) => b[0]), BEACHES.map((b) => b[1]));
    const [type, , low, high, base] = random.weighted(TYPES, TYPES.map((t) => t[1]));
    const pool = byBeach.get(beach)!.filter((p) => type !== 'Private 1-2-1' || p.qualification !== 'None');
    const instructor = random.weighted(pool, pool.map((p) => workload.get(p.id)!));
    const students = random.int(low, high);
    const price = base + (Number(date.slice(5, 7)) === 8 ? 5 : 0) + (date >= '2026-01-01' ? 2.5 : 0);
    const roll = random.next();
    const weather = weatherCancelChance(date);
    const status = roll < weather ? 'Cancelled - Weather' : roll < weather + 0.04 ? 'Cancelled - Customer' : roll < weather + 0.07 ? 'No Show' : 'Completed';
    const paid = status === 'Cancelled - Weather' ? 0 : status === 'Cancelled - Customer' ? roundTo(students * price * 0.5, 2) : roundTo(students * price, 2);
    lessons.push({
      ref: '',
      date,
      time: random.pick(['08:30', '10:00', '11:30', '13:30', '15:00', '17:00']),
      type,
      beach,
      instructor: instructor.id,
      students,
      price,
      paid,
      status,
      wetsuit: type === 'Surf Fit' ? 'No' : random.chance(0.85) ? 'Yes' : 'No',
    });
  }
  lessons.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  lessons.forEach((l, i) => (l.ref = `BK${String(50_001 + i)}`));

  const completed = lessons.filter((l) => l.status === 'Completed' && l.type !== 'Surf Fit');
  const hires: Hire[] = [];
  for (let i = 0; i < 9_400; i++) {
    const student = random.chance(0.38) ? random.pick(completed) : null;
    const [board, , rate] = random.weighted(BOARDS, BOARDS.map((b) => b[1]));
    const hours = student ? random.weighted([1, 2], [70, 30]) : random.weighted([1, 2, 3, 4, 8], [30, 34, 16, 10, 10]);
    const fee = roundTo(hours === 8 ? rate * 4 : rate * hours * (student ? 0.8 : 1), 2);
    hires.push({
      id: '',
      date: student ? student.date : seasonDate(random, random.chance(0.47) ? 2025 : 2026),
      beach: student ? student.beach : random.weighted(BEACHES.map((b) => b[0]), BEACHES.map((b) => b[1])),
      board,
      hours,
      fee,
      booking: student ? student.ref : null,
      damage: random.chance(board === 'SUP' ? 0.05 : 0.025) ? roundTo(random.pick([15, 25, 40, 60, 120]), 2) : null,
    });
  }
  hires.sort((a, b) => a.date.localeCompare(b.date));
  hires.forEach((h, i) => (h.id = `H-${String(i + 1).padStart(5, '0')}`));
  return { instructors, lessons, hires };
}

const INSTRUCTOR_COLUMNS: Column<Instructor>[] = [
  { header: 'Instructor ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Home Beach', value: (r) => r.beach },
  { header: 'Qualification', value: (r) => r.qualification },
  { header: 'Instructor Since', value: (r) => r.since },
  { header: 'Active', value: (r) => r.active },
  { header: 'Day Rate (£)', value: (r) => r.rate },
];

const LESSON_COLUMNS: Column<Lesson>[] = [
  { header: 'Booking Ref', value: (r) => r.ref },
  { header: 'Lesson Date', value: (r) => r.date },
  { header: 'Start', value: (r) => r.time },
  { header: 'Lesson Type', value: (r) => r.type },
  { header: 'Beach', value: (r) => r.beach },
  { header: 'Instructor ID', value: (r) => r.instructor },
  { header: 'Students', value: (r) => r.students },
  { header: 'Price per Head (£)', value: (r) => r.price },
  { header: 'Paid (£)', value: (r) => r.paid },
  { header: 'Status', value: (r) => r.status },
  { header: 'Wetsuit Included', value: (r) => r.wetsuit },
];

const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'Hire ID', value: (r) => r.id },
  { header: 'Hire Date', value: (r) => r.date },
  { header: 'Beach', value: (r) => r.beach },
  { header: 'Board', value: (r) => r.board },
  { header: 'Hours', value: (r) => r.hours },
  { header: 'Fee (£)', value: (r) => r.fee },
  { header: 'Booking Ref', value: (r) => r.booking },
  { header: 'Damage Charge (£)', value: (r) => r.damage },
];

export const surfschool: BusinessSchema = {
  name: 'surfschool',
  description: 'A surf school: instructors (XLSX), 26,000 lesson bookings Mar 2025-Oct 2026 (CSV) on Instructor ID, and board hires (CSV) on Booking Ref',
  async build(dir) {
    const { instructors, lessons, hires } = generate();
    const files = [
      await writeXlsx(join(dir, 'instructors.xlsx'), 'Instructors', INSTRUCTOR_COLUMNS, instructors),
      await writeCsv(join(dir, 'lessons.csv'), LESSON_COLUMNS, lessons),
      await writeCsv(join(dir, 'board_hire.csv'), HIRE_COLUMNS, hires),
    ];
    const q = questionSet('surfschool');
    const insOf = new Map(instructors.map((i) => [i.id, i]));
    const lessonOf = new Map(lessons.map((l) => [l.ref, l]));
    const done = (l: Lesson) => l.status === 'Completed';
    const paid = (l: Lesson) => l.paid;
    const fee = (h: Hire) => h.fee;

    q.ask('How many lessons have been booked?', count(lessons.length));
    q.ask('lessons by type', countsBy(groupBy(lessons, (l) => l.type, 'count')));
    q.ask('How much money have we taken from lessons?', amount(sumOf(lessons, paid)));
    q.ask('How many lessons were called off because of the weather?', count(countWhere(lessons, (l) => l.status === 'Cancelled - Weather')));
    q.ask('What percentage of lessons did we lose to weather?', percent(percentOf(countWhere(lessons, (l) => l.status === 'Cancelled - Weather'), lessons.length)));
    q.ask('Which beach has taught the most students?', winner(groupBy(lessons, (l) => l.beach, 'sum', (l) => l.students, done)));
    q.ask('Which instructor has taught the most completed lessons?', winner(groupBy(lessons, (l) => insOf.get(l.instructor)!.name, 'count', undefined, done)));
    q.ask('top 5 instructors by number of students taught', ranking(ranked(groupBy(lessons, (l) => insOf.get(l.instructor)!.name, 'sum', (l) => l.students, done), 5)));
    q.ask('Average group size for beginner groups', amount(avgOf(lessons, (l) => l.students, (l) => l.type === 'Beginner Group'), 1));
    const aug = q.ask('How many students did we teach in August 2025?', count(sumOf(lessons, (l) => l.students, (l) => done(l) && l.date.startsWith('2025-08'))));
    q.followUp(aug, 'And August 2026?', count(sumOf(lessons, (l) => l.students, (l) => done(l) && l.date.startsWith('2026-08'))));
    q.ask('How many lessons were booked at Croyde in July 2026?', count(countWhere(lessons, (l) => l.beach === 'Croyde' && l.date.startsWith('2026-07'))));
    q.ask('Busiest month for lesson bookings?', month(busiestMonth(lessons, (l) => l.date)));
    q.ask('How many of our instructors are active?', count(countWhere(instructors, (i) => i.active === 'Y')));
    q.ask('instructors by qualification', countsBy(groupBy(instructors, (i) => i.qualification, 'count')));
    q.ask('Average day rate for ISA Level 2 instructors', amount(avgOf(instructors, (i) => i.rate, (i) => i.qualification === 'ISA Level 2')));
    q.ask('How many instructors are based at Polzeath?', count(countWhere(instructors, (i) => i.beach === 'Polzeath')));
    q.ask('How many lessons were taught by instructors with no qualification?', count(countWhere(lessons, (l) => insOf.get(l.instructor)!.qualification === 'None' && done(l))));
    q.ask('Total board hire takings', amount(sumOf(hires, fee)));
    q.ask('Board hire income by board', breakdown(groupBy(hires, (h) => h.board, 'sum', fee)));
    q.ask('Which board gets hired the most?', winner(groupBy(hires, (h) => h.board, 'count')));
    q.ask('How many hires of the Total Foam 8ft were there?', count(countWhere(hires, (h) => h.board === 'Total Foam 8ft')));
    q.ask('Average hire length for SUPs, in hours', amount(avgOf(hires, (h) => h.hours, (h) => h.board === 'SUP'), 2));
    q.ask('How much have we charged in damage?', amount(sumOf(hires, (h) => h.damage)));
    q.ask('How many hires came back damaged?', count(countWhere(hires, (h) => h.damage !== null)));
    q.ask('How many hires were walk-ins with no lesson booking?', count(countWhere(hires, (h) => h.booking === null)));
    q.ask('What share of board hires were lesson students?', percent(percentOf(countWhere(hires, (h) => h.booking !== null), hires.length)));
    const q3 = q.ask('Board hire revenue in Q3 2026', amount(sumOf(hires, fee, (h) => h.date.startsWith('2026') && quarterOf(h.date) === 3)));
    q.followUp(q3, 'what about Q2?', amount(sumOf(hires, fee, (h) => h.date.startsWith('2026') && quarterOf(h.date) === 2)));
    q.ask('How much board hire money came from students on private 1-2-1 lessons?', amount(sumOf(hires, fee, (h) => h.booking !== null && lessonOf.get(h.booking)!.type === 'Private 1-2-1')));
    q.ask('median price per head', amount(medianOf(lessons, (l) => l.price)));
    q.ask('How many different instructors taught in 2026?', count(new Set(lessons.filter((l) => l.date.startsWith('2026')).map((l) => l.instructor)).size));
    q.ask('Kids Club takings between 21 July and 31 August 2025', amount(sumOf(lessons, paid, (l) => l.type === 'Kids Club' && l.date >= '2025-07-21' && l.date <= '2025-08-31')));
    q.ask('how many no shows in 2026', count(countWhere(lessons, (l) => l.status === 'No Show' && l.date.startsWith('2026'))));
    q.ask('Lesson income per beach', breakdown(groupBy(lessons, (l) => l.beach, 'sum', paid)));
    q.ask('Board hires since 1 October 2026', count(countWhere(hires, (h) => h.date >= '2026-10-01')));

    q.ask('What was the average wave height at Fistral in August?', decline('no surf conditions'));
    q.ask('How much overtime did we pay instructors this summer?', decline('no overtime or pay records'));
    q.ask('What do customers say about Watergate Bay in their reviews?', decline('no reviews'));
    q.ask('How many lessons will we book next summer?', decline('a forecast'));
    q.ask('How many boards do we own in total?', decline('no board inventory'));
    q.ask('Which beach is the most beautiful?', decline('an opinion'));
    q.ask('What age are our students on average?', decline('no ages'));
    q.ask('How many lessons did we run in 2023?', decline('lessons start in March 2025'));
    q.ask('What time is high tide at Polzeath tomorrow?', decline('no tide data'));
    q.ask('What wetsuit sizes do the kids club students wear?', decline('no wetsuit sizes'));
    q.ask('How much did the school spend on insurance?', decline('no expenses'));
    return { files, questions: q.questions };
  },
};

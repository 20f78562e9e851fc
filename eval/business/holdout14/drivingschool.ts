// A driving school in the East Midlands: 2,600 pupils (CSV), 36,000 lessons from January 2024 to
// September 2025 (CSV) and 1,900 practical driving tests (XLSX), sharing `pupil_id`. Traps: lesson
// length in minutes and fees in pounds in the headers ("Length (mins)", "Fee (£)"), the attempt
// number and driving faults stored as text in the test sheet, a theory-test date kept as
// DD/MM/YYYY text and blank when not yet passed, cancelled lessons with a zero fee, a one-letter
// postcode area ("S"), test centres with a place in brackets ("Nottingham (Colwick)"), and pupil
// ids that look like codes.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Pupil {
  id: string;
  signedUp: string;
  age: number;
  gearbox: string;
  pkg: string;
  area: string;
  theory: string | null;
}

interface Lesson {
  id: number;
  pupil: string;
  instructor: string;
  date: string;
  time: string;
  minutes: number;
  fee: number;
  type: string;
  status: string;
}

interface Test {
  ref: string;
  pupil: string;
  date: string;
  centre: string;
  attempt: number;
  result: string;
  faults: number;
  serious: number;
}

const INSTRUCTORS = ['Steve Marsh', 'Karen Doyle', 'Imran Qureshi', 'Paula Jenkins', 'Neil Archer', 'Fiona Grant', 'Wes Carter'];
const AUTO_INSTRUCTORS = new Set(['Karen Doyle', 'Fiona Grant']);
const AREAS = ['NG', 'DE', 'LE', 'S', 'DN'];
const PACKAGES = ['Pay as you go', 'Block of 10', 'Intensive', 'Refresher'];
const CENTRES = ['Nottingham (Colwick)', 'Nottingham (Chilwell)', 'Derby', 'Leicester (Wigston)', 'Chesterfield'];

function generate(): { pupils: Pupil[]; lessons: Lesson[]; tests: Test[] } {
  const random = createRandom(15_404);
  const pupils: Pupil[] = [];
  for (let i = 0; i < 2_600; i++) {
    const signedUp = random.date('2023-06-01', '2025-08-31');
    const age = Math.min(72, Math.max(17, Math.round(17 + Math.abs(random.normal(0, 8)))));
    const theoryDays = random.int(-60, 120);
    const theoryDate = new Date(Date.parse(`${signedUp}T00:00:00Z`) + theoryDays * 86_400_000).toISOString().slice(0, 10);
    pupils.push({
      id: `DS-${String(i + 1).padStart(4, '0')}`,
      signedUp,
      age,
      gearbox: random.chance(age > 30 ? 0.45 : 0.28) ? 'Automatic' : 'Manual',
      pkg: age > 27 && random.chance(0.4) ? 'Refresher' : random.weighted(PACKAGES.slice(0, 3), [50, 35, 15]),
      area: random.weighted(AREAS, [40, 25, 18, 12, 5]),
      theory: random.chance(0.18) || theoryDate > '2025-09-30' ? null : `${theoryDate.slice(8, 10)}/${theoryDate.slice(5, 7)}/${theoryDate.slice(0, 4)}`,
    });
  }
  const lessons: Lesson[] = [];
  const instructorOf = new Map<string, string>();
  for (const p of pupils) {
    const pool = p.gearbox === 'Automatic' ? [...AUTO_INSTRUCTORS] : INSTRUCTORS.filter((n) => !AUTO_INSTRUCTORS.has(n));
    instructorOf.set(p.id, random.pick(pool));
  }
  const activity = pupils.map((p) => (p.pkg === 'Intensive' ? 3 : p.pkg === 'Refresher' ? 0.4 : 1) * (p.signedUp > '2025-06-01' ? 0.5 : 1));
  for (let i = 0; i < 36_000; i++) {
    const pupil = random.weighted(pupils, activity);
    const start = pupil.signedUp < '2024-01-01' ? '2024-01-01' : pupil.signedUp;
    const date = random.date(start, '2025-09-30');
    const type = random.weighted(['Standard', 'Motorway', 'Mock test', 'Pass Plus'], [80, 7, 10, 3]);
    const minutes = pupil.pkg === 'Intensive' ? random.pick([120, 120, 180]) : random.weighted([60, 90, 120], [45, 35, 20]);
    const roll = random.next();
    const status = roll < 0.06 ? 'Cancelled by pupil' : roll < 0.09 ? 'Cancelled by instructor' : 'Taught';
    const hourly = pupil.gearbox === 'Automatic' ? 42 : 38;
    const discount = pupil.pkg === 'Block of 10' ? 0.9 : 1;
    const fee = status === 'Taught' || (status === 'Cancelled by pupil' && random.chance(0.5)) ? Math.round((hourly * minutes) / 60 * discount * 100) / 100 : 0;
    lessons.push({ id: 0, pupil: pupil.id, instructor: instructorOf.get(pupil.id)!, date, time: `${String(random.int(7, 19)).padStart(2, '0')}:${random.pick(['00', '30'])}`, minutes, fee, type, status });
  }
  lessons.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.pupil.localeCompare(b.pupil));
  lessons.forEach((l, i) => (l.id = 300_001 + i));
  const tests: Test[] = [];
  const candidates = pupils.filter((p) => p.theory !== null && p.pkg !== 'Refresher');
  for (const p of candidates) {
    let attempt = 1;
    let day = random.date(p.signedUp < '2024-02-01' ? '2024-02-01' : p.signedUp, '2025-09-30');
    const centre = random.weighted(CENTRES, p.area === 'DE' ? [10, 10, 60, 5, 15] : p.area === 'LE' ? [10, 10, 5, 70, 5] : p.area === 'S' ? [5, 5, 15, 5, 70] : [40, 35, 10, 10, 5]);
    const passRate = (centre.startsWith('Nottingham (Colwick)') ? 0.41 : centre === 'Chesterfield' ? 0.56 : 0.48) + (p.pkg === 'Intensive' ? -0.05 : 0) + (p.gearbox === 'Automatic' ? 0.04 : 0);
    while (day <= '2025-09-30' && tests.length < 1_900 && attempt <= 4) {
      const pass = random.chance(passRate + attempt * 0.04);
      const faults = pass ? random.int(0, 15) : random.int(3, 22);
      tests.push({ ref: '', pupil: p.id, date: day, centre, attempt, result: pass ? 'Pass' : 'Fail', faults, serious: pass ? 0 : random.weighted([0, 1, 2, 3], [12, 60, 20, 8]) });
      if (pass) break;
      attempt++;
      day = new Date(Date.parse(`${day}T00:00:00Z`) + random.int(35, 110) * 86_400_000).toISOString().slice(0, 10);
    }
  }
  tests.sort((a, b) => a.date.localeCompare(b.date) || a.pupil.localeCompare(b.pupil));
  tests.forEach((t, i) => (t.ref = `PT${String(51_001 + i)}`));
  return { pupils, lessons, tests };
}

const PUPIL_COLUMNS: Column<Pupil>[] = [
  { header: 'pupil_id', value: (p) => p.id },
  { header: 'signed_up', value: (p) => p.signedUp },
  { header: 'age', value: (p) => p.age },
  { header: 'transmission', value: (p) => p.gearbox },
  { header: 'package', value: (p) => p.pkg },
  { header: 'postcode_area', value: (p) => p.area },
  { header: 'theory_passed_on', value: (p) => p.theory },
];

const LESSON_COLUMNS: Column<Lesson>[] = [
  { header: 'lesson_id', value: (l) => l.id },
  { header: 'pupil_id', value: (l) => l.pupil },
  { header: 'instructor', value: (l) => l.instructor },
  { header: 'lesson_date', value: (l) => l.date },
  { header: 'start_time', value: (l) => l.time },
  { header: 'Length (mins)', value: (l) => l.minutes },
  { header: 'Fee (£)', value: (l) => l.fee },
  { header: 'lesson_type', value: (l) => l.type },
  { header: 'status', value: (l) => l.status },
];

const TEST_COLUMNS: Column<Test>[] = [
  { header: 'test_ref', value: (t) => t.ref },
  { header: 'pupil_id', value: (t) => t.pupil },
  { header: 'test_date', value: (t) => t.date },
  { header: 'test_centre', value: (t) => t.centre },
  { header: 'attempt_no', value: (t) => String(t.attempt) },
  { header: 'result', value: (t) => t.result },
  { header: 'driving_faults', value: (t) => String(t.faults) },
  { header: 'serious_faults', value: (t) => t.serious },
];

export const drivingschool: BusinessSchema = {
  name: 'drivingschool',
  description: 'An East Midlands driving school: 2,600 pupils (CSV), 36,000 lessons Jan 2024-Sep 2025 with fees in pounds (CSV) and 1,900 practical tests (XLSX), sharing pupil_id',
  async build(dir) {
    const { pupils, lessons, tests } = generate();
    const files = [
      await writeCsv(join(dir, 'ds_pupils.csv'), PUPIL_COLUMNS, pupils),
      await writeCsv(join(dir, 'ds_lessons.csv'), LESSON_COLUMNS, lessons),
      await writeXlsx(join(dir, 'ds_practical_tests.xlsx'), 'Tests', TEST_COLUMNS, tests),
    ];
    const q = questionSet('drivingschool');
    const pupilOf = new Map(pupils.map((p) => [p.id, p]));
    const taught = (l: Lesson) => l.status === 'Taught';
    const fee = (l: Lesson) => l.fee;
    const passed = (t: Test) => t.result === 'Pass';
    const passRate = (where: (t: Test) => boolean) => percentOf(countWhere(tests, (t) => where(t) && passed(t)), countWhere(tests, where));
    const inYear = (y: string) => (r: { date: string }) => r.date.startsWith(y);

    q.ask('How many pupils have we got?', count(pupils.length));
    q.ask('How many lessons have been booked in total?', count(lessons.length));
    q.ask('How many practical tests have our pupils taken?', count(tests.length));
    q.ask("What's our overall test pass rate?", percent(passRate(() => true)));
    q.ask('Pass rate at each test centre', breakdown(new Map([...groupBy(tests, (t) => t.centre, 'count')].map(([c]) => [c, passRate((t) => t.centre === c)])), 1));
    q.ask('What is the first time pass rate?', percent(passRate((t) => t.attempt === 1)));
    q.ask('Average number of driving faults on a pass', amount(avgOf(tests, (t) => t.faults, passed), 1));
    q.ask('Which instructor taught the most lessons?', winner(groupBy(lessons, (l) => l.instructor, 'count', undefined, taught)));
    q.ask('Lesson income in 2025 so far', amount(sumOf(lessons, fee, inYear('2025'))));
    q.ask('What percentage of our pupils learn in an automatic?', percent(percentOf(countWhere(pupils, (p) => p.gearbox === 'Automatic'), pupils.length)));
    q.ask('Pass rate for automatic pupils', percent(passRate((t) => pupilOf.get(t.pupil)!.gearbox === 'Automatic')));
    q.ask('How many mock tests did we run in 2024?', count(countWhere(lessons, (l) => l.type === 'Mock test' && taught(l) && inYear('2024')(l))));
    q.ask('What share of lessons were cancelled by the pupil?', percent(percentOf(countWhere(lessons, (l) => l.status === 'Cancelled by pupil'), lessons.length)));
    q.ask('Lessons cancelled by instructor, per instructor', countsBy(groupBy(lessons, (l) => l.instructor, 'count', undefined, (l) => l.status === 'Cancelled by instructor')));
    q.ask('Income per instructor', breakdown(groupBy(lessons, (l) => l.instructor, 'sum', fee)));
    q.ask('Top 3 instructors by hours taught', ranking(ranked(groupBy(lessons, (l) => l.instructor, 'sum', (l) => l.minutes, taught), 3)));
    q.ask('How many hours of lessons did Imran Qureshi teach in March 2025?', amount(sumOf(lessons, (l) => l.minutes, (l) => l.instructor === 'Imran Qureshi' && taught(l) && l.date.startsWith('2025-03')) / 60, 1));
    q.ask('Which month had the most lessons taught?', month(busiestMonth(lessons, (l) => l.date, taught)));
    q.ask('How many lessons in Q4 2024?', count(countWhere(lessons, (l) => inYear('2024')(l) && quarterOf(l.date) === 4)));
    q.ask('lessons taught between 1 and 15 August 2025', count(countWhere(lessons, (l) => taught(l) && l.date >= '2025-08-01' && l.date <= '2025-08-15')));
    q.ask('How many tests have we had since 1 June 2025?', count(countWhere(tests, (t) => t.date >= '2025-06-01')));
    q.ask('Which test centre has the lowest pass rate?', winner(new Map([...groupBy(tests, (t) => t.centre, 'count')].map(([c]) => [c, passRate((t) => t.centre === c)])), 'asc'));
    q.ask('How many pupils are on the intensive package?', count(countWhere(pupils, (p) => p.pkg === 'Intensive')));
    q.ask('Pupils by package', countsBy(groupBy(pupils, (p) => p.pkg, 'count')));
    q.ask('Average age of our pupils', amount(avgOf(pupils, (p) => p.age), 1));
    q.ask('How many pupils have not passed their theory yet?', count(countWhere(pupils, (p) => p.theory === null)));
    q.ask('How many pupils passed their theory test in 2025?', count(countWhere(pupils, (p) => p.theory !== null && p.theory.endsWith('/2025'))));
    q.ask('How many pupils signed up in 2024?', count(countWhere(pupils, (p) => p.signedUp.startsWith('2024'))));
    q.ask('How many pupils have an S postcode?', count(countWhere(pupils, (p) => p.area === 'S')));
    const derby = q.ask('How many tests were passed at Derby in 2025?', count(countWhere(tests, (t) => t.centre === 'Derby' && passed(t) && inYear('2025')(t))));
    q.followUp(derby, 'and at Chesterfield?', count(countWhere(tests, (t) => t.centre === 'Chesterfield' && passed(t) && inYear('2025')(t))));
    q.ask('Most driving faults anyone got on a test', amount(maxOf(tests, (t) => t.faults), 0));
    q.ask('How many tests were failed with 2 or more serious faults?', count(countWhere(tests, (t) => !passed(t) && t.serious >= 2)));
    q.ask('Average lesson fee for a 2-hour lesson that was taught', amount(avgOf(lessons, fee, (l) => l.minutes === 120 && taught(l))));
    q.ask('How many motorway lessons did Neil Archer teach?', count(countWhere(lessons, (l) => l.instructor === 'Neil Archer' && l.type === 'Motorway' && taught(l))));
    q.ask('Fees from intensive pupils', amount(sumOf(lessons, fee, (l) => pupilOf.get(l.pupil)!.pkg === 'Intensive')));
    q.ask('Which postcode area has the most pupils passing their test?', winner(groupBy(tests, (t) => pupilOf.get(t.pupil)!.area, 'count', undefined, passed)));

    q.ask('How much do we spend on fuel for the cars?', decline('no fuel costs'));
    q.ask('What car does Steve Marsh teach in?', decline('no vehicles recorded'));
    q.ask('How many pupils passed their test in 2023?', decline('tests start in 2024'));
    q.ask('What was the average theory test score?', decline('no theory scores'));
    q.ask('Who is the nicest instructor?', decline('an opinion'));
    q.ask('How many tests will we have in October 2025?', decline('a forecast beyond the data'));
    q.ask('How many minor faults were for mirrors?', decline('no fault categories'));
    q.ask("What is Paula Jenkins' ADI badge number?", decline('no badge numbers'));
    q.ask('How many pupils were recommended by a friend?', decline('no referral source recorded'));
    q.ask('How far do we drive per lesson on average?', decline('no mileage'));
    q.ask("How many of our pupils have had an accident since passing?", decline('no accident records'));
    return { files, questions: q.questions };
  },
};

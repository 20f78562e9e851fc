// A swimming school: 940 pupils (XLSX), 30,250 lesson bookings from September 2024 to July 2025
// (CSV) and 1,721 stage assessments (CSV), sharing pupil_id. Traps: stages written as text
// ("Stage 3", "Adult"), dates of birth stored as text in the workbook, attendance as Yes/No with
// lessons the school cancelled, fees in pounds with the unit in the header, pupils who left with an
// empty stage, distances in metres, and a pupil surname starting with "Total" ("Totaro").
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Pupil {
  id: number;
  first: string;
  surname: string;
  born: string;
  stage: string | null;
  joined: string;
  status: string;
  group: string;
}

interface Booking {
  id: number;
  pupil: number;
  date: string;
  time: string;
  pool: string;
  teacher: string;
  stage: string;
  attended: string;
  fee: number;
}

interface Assessment {
  id: number;
  pupil: number;
  date: string;
  stage: string;
  result: string;
  distance: number | null;
  assessor: string;
}

const FIRST = ['Amelia', 'Arlo', 'Ava', 'Ethan', 'Freya', 'George', 'Harper', 'Isaac', 'Jude', 'Lily', 'Mia', 'Oscar', 'Poppy', 'Reuben', 'Sofia', 'Theo', 'Zara', 'Evie', 'Finn', 'Nina'];
const SURNAMES = ['Adams', 'Bell', 'Collins', 'Davies', 'Evans', 'Foster', 'Green', 'Hughes', 'Khan', 'Lewis', 'Morgan', 'Patel', 'Roberts', 'Singh', 'Thomas', 'Totaro', 'Walker', 'Young'];
const STAGES = ['Stage 1', 'Stage 2', 'Stage 3', 'Stage 4', 'Stage 5', 'Stage 6', 'Stage 7'];
const TEACHERS = ['Becky', 'Callum', 'Deepa', 'Ewan', 'Fiona', 'Jo', 'Marcus'];
const SLOTS = ['16:00', '16:30', '17:00', '17:30', '18:00', '09:00', '09:30', '10:00'];

function generate() {
  const random = createRandom(39_627);
  const pupils: Pupil[] = [];
  for (let i = 1; i <= 940; i++) {
    const adult = random.chance(0.08);
    const born = adult ? random.date('1960-01-01', '2004-12-31') : random.date('2014-01-01', '2021-06-30');
    const status = random.chance(0.2) ? 'left' : 'active';
    pupils.push({
      id: 3_000 + i,
      first: random.pick(FIRST),
      surname: random.pick(SURNAMES),
      born,
      stage: status === 'left' ? null : adult ? 'Adult' : STAGES[Math.min(6, Math.max(0, Math.floor((2024 - Number(born.slice(0, 4))) / 1.3) - 1 + random.int(-1, 1)))],
      joined: random.date('2021-09-01', '2025-06-30'),
      status,
      group: adult ? 'Adult' : 'Junior',
    });
  }
  const bookings: Booking[] = [];
  const assessments: Assessment[] = [];
  for (const p of pupils) {
    const from = p.joined > '2024-09-02' ? p.joined : '2024-09-02';
    const until = p.status === 'left' ? addDays(from, random.int(20, 200)) : '2025-07-18';
    const slot = random.pick(SLOTS);
    const teacher = random.pick(TEACHERS);
    const pool = p.stage === 'Stage 1' || p.stage === 'Stage 2' ? 'Teaching Pool' : random.weighted(['Main Pool', 'Teaching Pool'], [75, 25]);
    const stage = p.stage ?? random.pick(STAGES.slice(0, 4));
    // first lesson on the weekday of the slot group: weekday evenings, Saturday mornings
    let d = from;
    const weekday = slot.startsWith('0') ? 6 : 1 + (p.id % 5);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
    for (; d <= until && d <= '2025-07-18'; d = addDays(d, 7)) {
      if ((d >= '2024-12-21' && d <= '2025-01-05') || (d >= '2025-04-05' && d <= '2025-04-21')) continue;
      const roll = random.next();
      const attended = roll < 0.86 ? 'Yes' : roll < 0.97 ? 'No' : 'Cancelled';
      bookings.push({ id: 0, pupil: p.id, date: d, time: slot, pool, teacher, stage, attended, fee: p.group === 'Adult' ? 14 : pool === 'Teaching Pool' ? 11.5 : 12.5 });
    }
    const tries = random.weighted([0, 1, 2, 3, 4], [10, 30, 30, 20, 10]);
    for (let k = 0; k < tries; k++) {
      const result = random.weighted(['Pass', 'Not yet', 'Absent'], [62, 30, 8]);
      const stageIdx = Math.max(0, STAGES.indexOf(stage) - tries + k + 1);
      assessments.push({
        id: 0, pupil: p.id, date: random.date('2024-09-02', '2025-07-18'), stage: p.group === 'Adult' ? 'Adult' : STAGES[stageIdx], result,
        distance: result === 'Absent' ? null : random.pick([5, 10, 15, 25, 50, 100, 200]), assessor: random.pick(TEACHERS),
      });
    }
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.pupil - b.pupil);
  bookings.forEach((b, i) => (b.id = 100_001 + i));
  assessments.sort((a, b) => a.date.localeCompare(b.date) || a.pupil - b.pupil);
  assessments.forEach((a, i) => (a.id = 9_001 + i));
  return { pupils, bookings, assessments };
}

const PUPIL_COLUMNS: Column<Pupil>[] = [
  { header: 'pupil_id', value: (p) => p.id },
  { header: 'first_name', value: (p) => p.first },
  { header: 'surname', value: (p) => p.surname },
  { header: 'date_of_birth', value: (p) => p.born },
  { header: 'current_stage', value: (p) => p.stage },
  { header: 'joined', value: (p) => p.joined },
  { header: 'status', value: (p) => p.status },
  { header: 'programme', value: (p) => p.group },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'pupil_id', value: (b) => b.pupil },
  { header: 'lesson_date', value: (b) => b.date },
  { header: 'start_time', value: (b) => b.time },
  { header: 'pool', value: (b) => b.pool },
  { header: 'teacher', value: (b) => b.teacher },
  { header: 'stage', value: (b) => b.stage },
  { header: 'attended', value: (b) => b.attended },
  { header: 'Fee (£)', value: (b) => b.fee },
];

const ASSESSMENT_COLUMNS: Column<Assessment>[] = [
  { header: 'assessment_id', value: (a) => a.id },
  { header: 'pupil_id', value: (a) => a.pupil },
  { header: 'assessed_on', value: (a) => a.date },
  { header: 'stage_assessed', value: (a) => a.stage },
  { header: 'result', value: (a) => a.result },
  { header: 'Distance swum (m)', value: (a) => a.distance },
  { header: 'assessor', value: (a) => a.assessor },
];

export const swimschool: BusinessSchema = {
  name: 'swimschool',
  description: 'A swimming school: 940 pupils (XLSX), 30,250 lesson bookings Sep 2024-Jul 2025 (CSV) and 1,721 stage assessments (CSV) sharing pupil_id',
  async build(dir) {
    const { pupils, bookings, assessments } = generate();
    const files = [
      await writeXlsx(join(dir, 'pupils.xlsx'), 'Pupils', PUPIL_COLUMNS, pupils),
      await writeCsv(join(dir, 'lesson_bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'assessments.csv'), ASSESSMENT_COLUMNS, assessments),
    ];
    const q = questionSet('swimschool');
    const pupilOf = new Map(pupils.map((p) => [p.id, p]));
    const came = (b: Booking) => b.attended === 'Yes';
    const fee = (b: Booking) => b.fee;
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const passed = (a: Assessment) => a.result === 'Pass';
    const assessed = new Set(assessments.map((a) => a.pupil));
    const passRate = (key: (a: Assessment) => string) => {
      const all = groupBy(assessments, key, 'count', undefined, (a) => a.result !== 'Absent');
      const ok = groupBy(assessments, key, 'count', undefined, passed);
      return new Map([...all].map(([k, n]) => [k, percentOf(ok.get(k) ?? 0, n)]));
    };
    const ageAt = (born: string, on: string) => Number(on.slice(0, 4)) - Number(born.slice(0, 4)) - (on.slice(5) < born.slice(5) ? 1 : 0);

    q.ask('How many pupils are on our books?', count(pupils.length));
    q.ask('How many active pupils do we have?', count(countWhere(pupils, (p) => p.status === 'active')));
    q.ask('active pupils by current stage', countsBy(groupBy(pupils, (p) => p.stage, 'count', undefined, (p) => p.status === 'active')));
    q.ask('How many lessons were booked in total?', count(bookings.length));
    q.ask('What share of all booked lessons did pupils actually attend?', percent(percentOf(countWhere(bookings, came), bookings.length)));
    q.ask('How many lessons did we cancel ourselves?', count(countWhere(bookings, (b) => b.attended === 'Cancelled')));
    q.ask('Total lesson fees booked for October 2024', amount(sumOf(bookings, fee, inMonth('2024-10'))));
    q.ask('What is the total fee value of all Teaching Pool bookings?', amount(sumOf(bookings, fee, (b) => b.pool === 'Teaching Pool')));
    q.ask('Which teacher taught the most lessons that pupils attended?', winner(groupBy(bookings, (b) => b.teacher, 'count', undefined, came)));
    q.ask('lessons per teacher', countsBy(groupBy(bookings, (b) => b.teacher, 'count')));
    q.ask('Which start time is the busiest?', winner(groupBy(bookings, (b) => b.time, 'count')));
    q.ask('How many bookings were on Saturday mornings?', count(countWhere(bookings, (b) => b.time.startsWith('0'))));
    q.ask('How many assessments have we done?', count(assessments.length));
    q.ask('What percentage of assessments were passes?', percent(percentOf(countWhere(assessments, passed), assessments.length)));
    q.ask('Which stage has the lowest pass rate, leaving out absences?', winner(passRate((a) => a.stage), 'asc'));
    q.ask('Passes per assessor', countsBy(groupBy(assessments, (a) => a.assessor, 'count', undefined, passed)));
    q.ask('How many pupils have never been assessed?', count(countWhere(pupils, (p) => !assessed.has(p.id))));
    q.ask('How many pupils were absent from an assessment at least once?', count(new Set(assessments.filter((a) => a.result === 'Absent').map((a) => a.pupil)).size));
    q.ask('Average distance swum in Stage 5 assessments, in metres', amount(avgOf(assessments, (a) => a.distance, (a) => a.stage === 'Stage 5'), 1));
    q.ask('What is the longest distance anyone swam in an assessment?', amount(maxOf(assessments, (a) => a.distance), 0));
    q.ask('How many assessments took place in the spring term (January to March 2025)?', count(countWhere(assessments, (a) => a.date >= '2025-01-01' && a.date <= '2025-03-31')));
    q.ask('When was the first assessment of 2025?', day(assessments.filter((a) => a.date >= '2025-01-01')[0].date));
    q.ask('How many adult swimmers do we have?', count(countWhere(pupils, (p) => p.group === 'Adult')));
    q.ask('How many pupils joined since January 2025?', count(countWhere(pupils, (p) => p.joined >= '2025-01-01')));
    q.ask('How many pupils with the surname Totaro are there?', count(countWhere(pupils, (p) => p.surname === 'Totaro')));
    q.ask('Fee income from adult lessons that were attended', amount(sumOf(bookings, fee, (b) => came(b) && pupilOf.get(b.pupil)!.group === 'Adult')));
    q.ask('Top 3 teachers by fees from attended lessons', ranking(ranked(groupBy(bookings, (b) => b.teacher, 'sum', fee, came), 3)));
    const pool = q.ask('How many Main Pool lessons were missed (pupil did not come) in March 2025?', count(countWhere(bookings, (b) => b.pool === 'Main Pool' && b.attended === 'No' && inMonth('2025-03')(b))));
    q.followUp(pool, 'what about the Teaching Pool?', count(countWhere(bookings, (b) => b.pool === 'Teaching Pool' && b.attended === 'No' && inMonth('2025-03')(b))));
    q.ask('Attendance rate by stage (attended out of all bookings)', breakdown(
      new Map([...groupBy(bookings, (b) => b.stage, 'count')].map(([k, n]) => [k, percentOf(countWhere(bookings, (b) => b.stage === k && came(b)), n)])), 1));
    q.ask('What is the average age of our active junior pupils on 1 September 2025?', amount(avgOf(pupils, (p) => ageAt(p.born, '2025-09-01'), (p) => p.status === 'active' && p.group === 'Junior'), 1));
    q.ask('How many lessons did pupils who have since left attend?', count(countWhere(bookings, (b) => came(b) && pupilOf.get(b.pupil)!.status === 'left')));
    q.ask('How many different pupils had a lesson with Deepa?', count(new Set(bookings.filter((b) => b.teacher === 'Deepa').map((b) => b.pupil)).size));
    q.ask('On average how many days pass between a pupil joining and their first lesson this season, for pupils who joined during the season?', amount(avgOf(pupils, (p) => {
      const first = bookings.find((b) => b.pupil === p.id);
      return first ? daysBetween(p.joined, first.date) : null;
    }, (p) => p.joined >= '2024-09-02'), 1));
    q.ask('Which pupils passed their Stage 7 assessment in November 2024? Just the pupil ids please', names(assessments.filter((a) => a.stage === 'Stage 7' && passed(a) && a.date.startsWith('2024-11')).map((a) => String(a.pupil))));

    q.ask('How many lessons did we run in summer 2023?', decline('bookings start in September 2024'));
    q.ask('What is the water temperature in the Main Pool?', decline('no temperatures'));
    q.ask("Which parents haven't paid their invoices?", decline('no payments or parents'));
    q.ask('How many lifeguards were on duty each session?', decline('no lifeguard rota'));
    q.ask('What do we pay our teachers per hour?', decline('no pay data'));
    q.ask('How many pupils can swim butterfly?', decline('no strokes recorded'));
    q.ask('Which school do our pupils go to?', decline('no schools'));
    q.ask('What was the 25m time of pupil 3105 at assessment?', decline('no swim times, only distances'));
    q.ask('How many pupils will move up a stage next term?', decline('a forecast'));
    q.ask('How many pupils have a medical condition?', decline('no medical data'));
    q.ask('How long is each lesson in minutes?', decline('start times only, no durations'));
    return { files, questions: q.questions };
  },
};

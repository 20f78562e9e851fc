// A language school: 1,450 students (XLSX), 340 classes (CSV) and 9,200 enrolments (CSV), joined on
// `student_id` and `class_code`. Traps: the fee in the header ("Fee (EUR)") while enrolments hold
// the paid amount as text ("€ 245.00"), join dates written "dd/mm/yyyy", blank final scores except
// on completed enrolments, blank rooms for online classes, a course format "Total Immersion", a
// teacher called "Will Green" and students named "May", and class codes that carry the language.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Student {
  id: string;
  first: string;
  last: string;
  country: string;
  level: string;
  joined: string;
  optIn: string;
}

interface Klass {
  code: string;
  language: string;
  level: string;
  format: string;
  teacher: string;
  start: string;
  weeks: number;
  fee: number;
  room: string | null;
}

interface Enrolment {
  id: number;
  student: string;
  klass: string;
  on: string;
  paid: number;
  discount: string | null;
  status: string;
  score: number | null;
  attendance: number;
}

const FIRST = ['Anna', 'Ben', 'Carla', 'David', 'Elif', 'Finn', 'Greta', 'Hiro', 'Ines', 'Jamal', 'Kasia', 'Luca', 'May', 'Nora', 'Omar', 'Priya', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Victor', 'Wen', 'Yusuf', 'Zoe'];
const LAST = ['Schmidt', 'Rossi', 'Nowak', 'Silva', 'Kim', 'Okafor', 'Dubois', 'Jensen', 'Garcia', 'Tanaka', 'Murphy', 'Yilmaz', 'Costa', 'Berg', 'Haddad', 'Novak'];
const COUNTRIES: [string, number][] = [['Germany', 20], ['Netherlands', 14], ['Spain', 8], ['Italy', 7], ['Poland', 9], ['Turkey', 6], ['Brazil', 7], ['Japan', 5], ['United Kingdom', 10], ['Ukraine', 8], ['India', 6]];
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'];
// language, prefix, base fee per week, weight
const LANGUAGES: [string, string, number, number][] = [
  ['Spanish', 'ES', 21, 24], ['French', 'FR', 22, 18], ['German', 'DE', 22, 14], ['Italian', 'IT', 20, 10],
  ['Japanese', 'JA', 27, 9], ['Mandarin', 'ZH', 28, 7], ['English', 'EN', 19, 18],
];
const FORMATS: [string, number, number][] = [['Evening', 1, 40], ['Intensive', 1.6, 22], ['Online', 0.8, 28], ['Total Immersion', 2.4, 10]];
const TEACHERS: Record<string, string[]> = {
  Spanish: ['Lucia Ortega', 'Pablo Marin'], French: ['Claire Vidal', 'Will Green'], German: ['Jonas Keller', 'Petra Wolf'],
  Italian: ['Marco Bellini'], Japanese: ['Aiko Mori'], Mandarin: ['Li Wei'], English: ['Will Green', 'Sarah Doyle', 'Tom Baker'],
};
const ROOMS = ['Room 1', 'Room 2', 'Room 3', 'Room 4', 'Library'];

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const euros = (n: number) => `€ ${n.toFixed(2)}`;

function generate(): { students: Student[]; classes: Klass[]; enrolments: Enrolment[] } {
  const random = createRandom(38_101);
  const students: Student[] = [];
  for (let i = 0; i < 1_450; i++) {
    students.push({
      id: `ST${String(i + 1).padStart(4, '0')}`,
      first: random.pick(FIRST),
      last: random.pick(LAST),
      country: random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])),
      level: random.weighted(LEVELS, [34, 26, 20, 13, 7]),
      joined: random.date('2023-01-05', '2025-11-15'),
      optIn: random.chance(0.62) ? 'Y' : 'N',
    });
  }
  const classes: Klass[] = [];
  const serial = new Map<string, number>();
  for (let i = 0; i < 340; i++) {
    const [language, prefix, perWeek] = random.weighted(LANGUAGES, LANGUAGES.map((l) => l[3]));
    const [format, factor] = random.weighted(FORMATS, FORMATS.map((f) => f[2]));
    const level = random.weighted(LEVELS, [30, 26, 22, 14, 8]);
    const start = random.date('2024-01-08', '2025-11-24');
    const weeks = format === 'Intensive' ? random.pick([2, 4]) : format === 'Total Immersion' ? random.pick([1, 2]) : random.pick([8, 10, 12]);
    const key = `${prefix}-${level}-${start.slice(2, 4)}`;
    serial.set(key, (serial.get(key) ?? 0) + 1);
    classes.push({
      code: `${key}-${String(serial.get(key)).padStart(2, '0')}`,
      language, level, format,
      teacher: random.pick(TEACHERS[language]),
      start, weeks,
      fee: roundTo(perWeek * factor * weeks * (format === 'Total Immersion' ? 5 : 1) + random.pick([0, 5, 10, 15]), 0),
      room: format === 'Online' ? null : random.pick(ROOMS),
    });
  }
  const popular = classes.map((c) => (c.format === 'Total Immersion' ? 0.5 : 1) * (c.language === 'Spanish' ? 1.3 : 1));
  const enrolments: Enrolment[] = [];
  for (let i = 0; i < 9_200; i++) {
    const k = random.weighted(classes, popular);
    const s = random.pick(students);
    const on = k.start > '2024-01-20' ? random.date(k.start < '2024-03-01' ? '2024-01-02' : '2024-03-01', k.start) : k.start;
    const enrolOn = on > k.start ? k.start : on;
    const discount = random.weighted([null, 'EARLY10', 'FRIEND15', 'STAFF50'], [74, 16, 8, 2]);
    const rate = discount === 'EARLY10' ? 0.9 : discount === 'FRIEND15' ? 0.85 : discount === 'STAFF50' ? 0.5 : 1;
    const ended = k.start < '2025-09-01';
    const roll = random.next();
    const status = roll < 0.07 ? 'Withdrawn' : roll < 0.1 ? 'Refunded' : ended ? 'Completed' : 'Active';
    const paid = status === 'Refunded' ? 0 : roundTo(k.fee * rate, 2);
    const attendance = status === 'Withdrawn' ? random.int(5, 45) : status === 'Refunded' ? 0 : Math.min(100, random.int(55, 100));
    const score = status === 'Completed' ? Math.max(20, Math.min(100, Math.round(random.normal(68 + attendance / 10, 11)))) : null;
    enrolments.push({ id: 0, student: s.id, klass: k.code, on: enrolOn, paid, discount, status, score, attendance });
  }
  enrolments.sort((a, b) => a.on.localeCompare(b.on) || a.klass.localeCompare(b.klass));
  enrolments.forEach((e, i) => (e.id = 50_001 + i));
  return { students, classes, enrolments };
}

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'student_id', value: (s) => s.id },
  { header: 'First name', value: (s) => s.first },
  { header: 'Surname', value: (s) => s.last },
  { header: 'Country', value: (s) => s.country },
  { header: 'Level at entry', value: (s) => s.level },
  { header: 'Joined', value: (s) => dmy(s.joined) },
  { header: 'Newsletter', value: (s) => s.optIn },
];

const CLASS_COLUMNS: Column<Klass>[] = [
  { header: 'class_code', value: (c) => c.code },
  { header: 'language', value: (c) => c.language },
  { header: 'level', value: (c) => c.level },
  { header: 'format', value: (c) => c.format },
  { header: 'teacher', value: (c) => c.teacher },
  { header: 'start_date', value: (c) => c.start },
  { header: 'weeks', value: (c) => c.weeks },
  { header: 'Fee (EUR)', value: (c) => c.fee },
  { header: 'room', value: (c) => c.room },
];

const ENROLMENT_COLUMNS: Column<Enrolment>[] = [
  { header: 'enrolment_id', value: (e) => e.id },
  { header: 'student_id', value: (e) => e.student },
  { header: 'class_code', value: (e) => e.klass },
  { header: 'enrolled_on', value: (e) => e.on },
  { header: 'amount_paid', value: (e) => euros(e.paid) },
  { header: 'discount_code', value: (e) => e.discount },
  { header: 'status', value: (e) => e.status },
  { header: 'final_score', value: (e) => e.score },
  { header: 'attendance_%', value: (e) => e.attendance },
];

export const languageschool: BusinessSchema = {
  name: 'languageschool',
  description: 'A language school: 1,450 students (XLSX), 340 classes (CSV) and 9,200 enrolments 2024-2025 (CSV) sharing student_id and class_code',
  async build(dir) {
    const { students, classes, enrolments } = generate();
    const files = [
      await writeXlsx(join(dir, 'students.xlsx'), 'Students', STUDENT_COLUMNS, students),
      await writeCsv(join(dir, 'classes.csv'), CLASS_COLUMNS, classes),
      await writeCsv(join(dir, 'enrolments.csv'), ENROLMENT_COLUMNS, enrolments),
    ];
    const q = questionSet('languageschool');
    const classOf = new Map(classes.map((c) => [c.code, c]));
    const studentOf = new Map(students.map((s) => [s.id, s]));
    const lang = (e: Enrolment) => classOf.get(e.klass)!.language;
    const fmt = (e: Enrolment) => classOf.get(e.klass)!.format;
    const teacher = (e: Enrolment) => classOf.get(e.klass)!.teacher;
    const paid = (e: Enrolment) => e.paid;
    const in2025 = (e: Enrolment) => e.on.startsWith('2025');

    q.ask('How many students do we have on file?', count(students.length));
    q.ask('how many enrolments in total', count(enrolments.length));
    q.ask('How many classes ran or are scheduled in 2025?', count(countWhere(classes, (c) => c.start.startsWith('2025'))));
    q.ask('Enrolments by status', countsBy(groupBy(enrolments, (e) => e.status, 'count')));
    q.ask('Total tuition collected in 2025 (euros)', amount(sumOf(enrolments, paid, in2025)));
    q.ask('How much money did we take from Spanish enrolments overall?', amount(sumOf(enrolments, paid, (e) => lang(e) === 'Spanish')));
    q.ask('revenue by language', breakdown(groupBy(enrolments, lang, 'sum', paid), 2));
    q.ask('Which language has the most enrolments?', winner(groupBy(enrolments, lang, 'count')));
    q.ask('Which language brings in the least money?', winner(groupBy(enrolments, lang, 'sum', paid), 'asc'));
    q.ask('What is the average class fee?', amount(avgOf(classes, (c) => c.fee)));
    q.ask('Average fee of the Total Immersion courses', amount(avgOf(classes, (c) => c.fee, (c) => c.format === 'Total Immersion')));
    q.ask('How many classes are taught online?', count(countWhere(classes, (c) => c.format === 'Online')));
    q.ask('number of classes per teacher', countsBy(groupBy(classes, (c) => c.teacher, 'count')));
    q.ask('Which teacher has had the most enrolments?', winner(groupBy(enrolments, teacher, 'count')));
    q.ask('How many enrolments did Will Green have?', count(countWhere(enrolments, (e) => teacher(e) === 'Will Green')));
    q.ask('Top 3 teachers by revenue', ranking(ranked(groupBy(enrolments, teacher, 'sum', paid), 3)));
    q.ask('What share of enrolments used a discount code?', percent(percentOf(countWhere(enrolments, (e) => e.discount !== null), enrolments.length)));
    q.ask('How many times was FRIEND15 used?', count(countWhere(enrolments, (e) => e.discount === 'FRIEND15')));
    q.ask('What is the withdrawal rate?', percent(percentOf(countWhere(enrolments, (e) => e.status === 'Withdrawn'), enrolments.length)));
    q.ask('Which format has the highest withdrawal rate?', winner(new Map([...groupBy(enrolments, fmt, 'count')].map(([k, n]) => [k, percentOf(countWhere(enrolments, (e) => fmt(e) === k && e.status === 'Withdrawn'), n)]))));
    q.ask('average final score for completed courses', amount(avgOf(enrolments, (e) => e.score), 1));
    q.ask('Median final score in Japanese', amount(medianOf(enrolments, (e) => e.score, (e) => lang(e) === 'Japanese'), 1));
    q.ask('Average attendance % by format', breakdown(groupBy(enrolments, fmt, 'avg', (e) => e.attendance), 1));
    q.ask('How many students come from Brazil?', count(countWhere(students, (s) => s.country === 'Brazil')));
    q.ask('students by country', countsBy(groupBy(students, (s) => s.country, 'count')));
    q.ask('How many students have the first name May?', count(countWhere(students, (s) => s.first === 'May')));
    q.ask('How many students signed up in 2024?', count(countWhere(students, (s) => s.joined.startsWith('2024'))));
    q.ask('How many of our students get the newsletter?', count(countWhere(students, (s) => s.optIn === 'Y')));
    q.ask('Which month of 2025 had the most enrolments?', month(ranked(groupBy(enrolments, (e) => e.on.slice(0, 7), 'count', undefined, in2025), 1)[0]));
    const q1 = q.ask('How many enrolments came in during Q1 2025?', count(countWhere(enrolments, (e) => in2025(e) && quarterOf(e.on) === 1)));
    q.followUp(q1, 'And Q2?', count(countWhere(enrolments, (e) => in2025(e) && quarterOf(e.on) === 2)));
    q.ask('How many distinct students enrolled in German classes?', count(new Set(enrolments.filter((e) => lang(e) === 'German').map((e) => e.student)).size));
    q.ask('How much have students from Germany paid in total?', amount(sumOf(enrolments, paid, (e) => studentOf.get(e.student)!.country === 'Germany')));
    q.ask('Which country spends the most on courses?', winner(groupBy(enrolments, (e) => studentOf.get(e.student)!.country, 'sum', paid)));
    q.ask('How many enrolments between 1 September and 15 October 2025?', count(countWhere(enrolments, (e) => e.on >= '2025-09-01' && e.on <= '2025-10-15')));
    q.ask('How many students have never enrolled in a class?', count(students.filter((s) => !enrolments.some((e) => e.student === s.id)).length));

    q.ask('What is the average age of our students?', decline('no birth date or age'));
    q.ask('How many Portuguese classes did we run?', decline('no Portuguese classes'));
    q.ask('How much do we pay our teachers per hour?', decline('no pay data'));
    q.ask('How many enrolments did we have in 2022?', decline('enrolments start in January 2024'));
    q.ask('Which students passed their Cambridge exam?', decline('no external exam results'));
    q.ask('What is the average class size capacity per room?', decline('no capacity column'));
    q.ask('How satisfied are students with their teachers?', decline('no feedback data'));
    q.ask('How many students heard about us through Instagram?', decline('no acquisition channel'));
    q.ask('Which students are native speakers?', decline('no native language column'));
    q.ask('How many hours of homework were set?', decline('no homework data'));
    q.ask('How many enrolments will we get next spring?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

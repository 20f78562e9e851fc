// A private tutoring agency over the 2025/26 academic year: 320 tutors (CSV: subject, city,
// hourly rate in GBP, DBS check), 1,500 students (XLSX: year group, school type, exam board with
// blanks, how they heard of us, where "None" is a value) and 21,000 lessons from September 2025 to
// July 2026 (CSV) sharing tutor_id and student_id. Lesson fees are in pounds with the currency in
// the header, durations in minutes, ratings blank where the lesson was not rated.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Tutor {
  id: string;
  name: string;
  subject: string;
  city: string;
  rate: number;
  dbs: string;
  started: string;
}

interface Student {
  id: string;
  year: string;
  school: string;
  board: string | null;
  source: string;
}

interface Lesson {
  id: number;
  date: string;
  tutor: string;
  student: string;
  subject: string;
  mode: string;
  minutes: number;
  fee: number;
  status: string;
  rating: number | null;
}

const FIRST = ['Amara', 'Ben', 'Chloe', 'Daniel', 'Eleanor', 'Farah', 'George', 'Hannah', 'Isaac', 'Jasmine', 'Kieran', 'Leila', 'Marcus', 'Nadia', 'Oliver', 'Priya', 'Quentin', 'Rosa', 'Samuel', 'Tara', 'Usman', 'Verity', 'William', 'Yasmin', 'Zach', 'Aidan', 'Bethany', 'Callum', 'Delphine', 'Ewan'];
const LAST = ['Ahmed', 'Barker', 'Clarke', 'Doyle', 'Evans', 'Fletcher', 'Gill', 'Hughes', 'Iqbal', 'Jones', 'Kaur', 'Lowe', 'Mensah', 'Nolan', 'Owens', 'Patel', 'Quinn', 'Reid', 'Shah', 'Turner', 'Upton', 'Vaughan', 'Walsh', 'Young'];
const SUBJECTS: [string, number, number][] = [
  // subject, weight, base hourly rate
  ['Maths', 30, 42], ['English', 16, 38], ['Chemistry', 10, 45], ['Physics', 9, 46], ['Biology', 9, 40], ['French', 5, 36],
  ['Spanish', 4, 35], ['History', 5, 34], ['Computer Science', 6, 48], ['Economics', 6, 47],
];
const CITIES = ['Leeds', 'Manchester', 'Sheffield', 'York', 'Bradford', 'Harrogate'];
const YEARS = ['Year 9', 'Year 10', 'Year 11', 'Year 12', 'Year 13'];

function generate(): { tutors: Tutor[]; students: Student[]; lessons: Lesson[] } {
  const random = createRandom(33_001);
  const names = new Set<string>();
  const tutors: Tutor[] = [];
  while (tutors.length < 320) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (names.has(name)) continue;
    names.add(name);
    const [subject, , base] = random.weighted(SUBJECTS, SUBJECTS.map((s) => s[1]));
    tutors.push({
      id: `T${String(tutors.length + 1).padStart(4, '0')}`,
      name,
      subject,
      city: random.weighted(CITIES, [30, 24, 16, 12, 10, 8]),
      rate: roundTo(base + random.int(-8, 14) + (random.chance(0.5) ? 0.5 : 0), 2),
      dbs: random.chance(0.93) ? 'Yes' : 'No',
      started: random.date('2019-01-01', '2025-08-31'),
    });
  }
  const students: Student[] = [];
  for (let i = 0; i < 1_500; i++) {
    const year = random.weighted(YEARS, [10, 18, 30, 14, 28]);
    students.push({
      id: `S${10_001 + i}`,
      year,
      school: random.weighted(['State', 'Independent', 'Home educated'], [70, 24, 6]),
      board: random.chance(0.12) ? null : random.weighted(['AQA', 'Edexcel', 'OCR', 'WJEC'], [45, 30, 18, 7]),
      source: random.weighted(['Google', 'Word of mouth', 'School', 'Social media', 'None'], [35, 30, 15, 12, 8]),
    });
  }
  const tutorWeights = shuffled(random, tutors.map((_, i) => 0.3 + (i % 17) / 6));
  const lessons: Lesson[] = [];
  for (let i = 0; i < 21_000; i++) {
    const tutor = random.weighted(tutors, tutorWeights);
    const student = random.pick(students);
    const month = random.weighted(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'], [8, 10, 11, 6, 11, 10, 12, 10, 13, 6, 3]);
    const lastDay = { '2025-09': 30, '2025-10': 31, '2025-11': 30, '2025-12': 31, '2026-01': 31, '2026-02': 28, '2026-03': 31, '2026-04': 30, '2026-05': 31, '2026-06': 30, '2026-07': 31 }[month]!;
    const date = `${month}-${String(random.int(1, lastDay)).padStart(2, '0')}`;
    const minutes = random.weighted([45, 60, 90, 120], [15, 55, 22, 8]);
    const status = random.weighted(['Completed', 'Cancelled', 'No-show'], [86, 10, 4]);
    const subject = random.chance(0.9) ? tutor.subject : random.pick(SUBJECTS)[0];
    lessons.push({
      id: 0,
      date,
      tutor: tutor.id,
      student: student.id,
      subject,
      mode: random.weighted(['Online', 'In person'], [42, 58]),
      minutes,
      fee: status === 'Cancelled' ? 0 : roundTo((tutor.rate * minutes) / 60, 2),
      status,
      rating: status === 'Completed' && random.chance(0.7) ? random.weighted([1, 2, 3, 4, 5], [2, 4, 12, 38, 44]) : null,
    });
  }
  lessons.sort((a, b) => a.date.localeCompare(b.date) || a.tutor.localeCompare(b.tutor));
  lessons.forEach((l, i) => (l.id = 500_001 + i));
  return { tutors, students, lessons };
}

const TUTOR_COLUMNS: Column<Tutor>[] = [
  { header: 'tutor_id', value: (t) => t.id },
  { header: 'tutor_name', value: (t) => t.name },
  { header: 'main_subject', value: (t) => t.subject },
  { header: 'city', value: (t) => t.city },
  { header: 'hourly_rate_gbp', value: (t) => t.rate },
  { header: 'dbs_checked', value: (t) => t.dbs },
  { header: 'start_date', value: (t) => t.started },
];

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'student_id', value: (s) => s.id },
  { header: 'year_group', value: (s) => s.year },
  { header: 'school_type', value: (s) => s.school },
  { header: 'exam_board', value: (s) => s.board },
  { header: 'heard_about_us', value: (s) => s.source },
];

const LESSON_COLUMNS: Column<Lesson>[] = [
  { header: 'lesson_id', value: (l) => l.id },
  { header: 'lesson_date', value: (l) => l.date },
  { header: 'tutor_id', value: (l) => l.tutor },
  { header: 'student_id', value: (l) => l.student },
  { header: 'subject', value: (l) => l.subject },
  { header: 'delivery', value: (l) => l.mode },
  { header: 'duration_min', value: (l) => l.minutes },
  { header: 'Fee (GBP)', value: (l) => l.fee },
  { header: 'status', value: (l) => l.status },
  { header: 'rating', value: (l) => l.rating },
];

export const tutoring: BusinessSchema = {
  name: 'tutoring',
  description: 'A private tutoring agency: 320 tutors (CSV), 1,500 students (XLSX) and 21,000 lessons Sep 2025-Jul 2026 with fees in GBP (CSV), sharing tutor_id and student_id',
  async build(dir) {
    const { tutors, students, lessons } = generate();
    const files = [
      await writeCsv(join(dir, 'tutoring_tutors.csv'), TUTOR_COLUMNS, tutors),
      await writeXlsx(join(dir, 'tutoring_students.xlsx'), 'Students', STUDENT_COLUMNS, students),
      await writeCsv(join(dir, 'tutoring_lessons.csv'), LESSON_COLUMNS, lessons),
    ];
    const q = questionSet('tutoring');
    const tutorOf = new Map(tutors.map((t) => [t.id, t]));
    const studentOf = new Map(students.map((s) => [s.id, s]));
    const done = (l: Lesson) => l.status === 'Completed';
    const fee = (l: Lesson) => l.fee;
    const inMonth = (m: string) => (l: Lesson) => l.date.startsWith(m);

    q.ask('How many lessons are in the log?', count(lessons.length));
    q.ask('How many tutors do we have on our books?', count(tutors.length));
    q.ask('How many lessons were completed?', count(countWhere(lessons, done)));
    q.ask('Lessons by status', countsBy(groupBy(lessons, (l) => l.status, 'count')));
    q.ask('What did completed lessons bring in, in pounds?', amount(sumOf(lessons, fee, done)));
    q.ask("What's the average tutor hourly rate?", amount(avgOf(tutors, (t) => t.rate)));
    q.ask('Median hourly rate across tutors', amount(medianOf(tutors, (t) => t.rate)));
    q.ask('Which subject has the most lessons?', winner(groupBy(lessons, (l) => l.subject, 'count')));
    q.ask('Top 3 tutors by fees from completed lessons, with their names', ranking(ranked(groupBy(lessons, (l) => tutorOf.get(l.tutor)!.name, 'sum', fee, done), 3)));
    q.ask('What percentage of lessons are delivered online?', percent(percentOf(countWhere(lessons, (l) => l.mode === 'Online'), lessons.length)));
    q.ask('Average rating for Chemistry lessons', amount(avgOf(lessons, (l) => l.rating, (l) => l.subject === 'Chemistry')));
    q.ask('How many lessons were scheduled in March 2026?', count(countWhere(lessons, inMonth('2026-03'))));
    q.ask('Number of lessons in Q4 2025', count(countWhere(lessons, (l) => l.date.startsWith('2025') && quarterOf(l.date) === 4)));
    q.ask('Completed lesson income split by online vs in person', breakdown(groupBy(lessons, (l) => l.mode, 'sum', fee, done)));
    q.ask('What is our no-show rate?', percent(percentOf(countWhere(lessons, (l) => l.status === 'No-show'), lessons.length)));
    q.ask('How many different students had a lesson in July 2026?', count(new Set(lessons.filter(inMonth('2026-07')).map((l) => l.student)).size));
    q.ask('How many lessons since 1 June 2026?', count(countWhere(lessons, (l) => l.date >= '2026-06-01')));
    q.ask('How many lessons were there between 10 and 24 November 2025?', count(countWhere(lessons, (l) => l.date >= '2025-11-10' && l.date <= '2025-11-24')));
    q.ask("Which city's tutors earned the most from completed lessons?", winner(groupBy(lessons, (l) => tutorOf.get(l.tutor)!.city, 'sum', fee, done)));
    q.ask('How many of our tutors are based in Sheffield?', count(countWhere(tutors, (t) => t.city === 'Sheffield')));
    q.ask("How many tutors haven't had a DBS check?", count(countWhere(tutors, (t) => t.dbs === 'No')));
    q.ask('Average lesson length in minutes', amount(avgOf(lessons, (l) => l.minutes), 1));
    q.ask('How many hours of tutoring were completed in total?', amount(sumOf(lessons, (l) => l.minutes, done) / 60, 1));
    q.ask('How many students are in Year 11?', count(countWhere(students, (s) => s.year === 'Year 11')));
    q.ask('How many lessons were booked for Year 13 students?', count(countWhere(lessons, (l) => studentOf.get(l.student)!.year === 'Year 13')));
    q.ask('Which month was busiest for lessons?', month(busiestMonth(lessons, (l) => l.date)));
    q.ask('Were there more cancelled Physics lessons or cancelled Biology lessons?', winner(groupBy(lessons, (l) => l.subject, 'count', undefined, (l) => l.status === 'Cancelled' && (l.subject === 'Physics' || l.subject === 'Biology'))));
    q.ask('Average fee per completed in-person lesson', amount(avgOf(lessons, fee, (l) => done(l) && l.mode === 'In person')));
    q.ask('How many students have no exam board recorded?', count(countWhere(students, (s) => s.board === null)));
    q.ask('Lesson count by school type', countsBy(groupBy(lessons, (l) => studentOf.get(l.student)!.school, 'count')));
    q.ask('Which subject has the lowest average lesson rating?', winner(groupBy(lessons, (l) => l.subject, 'avg', (l) => l.rating), 'asc'));
    const jan = q.ask('How many Maths lessons were there in January 2026?', count(countWhere(lessons, (l) => l.subject === 'Maths' && inMonth('2026-01')(l))));
    q.followUp(jan, 'and in February?', count(countWhere(lessons, (l) => l.subject === 'Maths' && inMonth('2026-02')(l))));
    q.ask("What's the highest hourly rate any tutor charges?", amount(maxOf(tutors, (t) => t.rate)));
    q.ask('How many lessons were rated 5 stars?', count(countWhere(lessons, (l) => l.rating === 5)));
    q.ask('Number of students by how they heard about us', countsBy(groupBy(students, (s) => s.source, 'count')));
    q.ask('Students who said None for how they heard about us', count(countWhere(students, (s) => s.source === 'None')));

    q.ask('How much commission do we pay our tutors?', decline('no commission or tutor pay column'));
    q.ask('What travel expenses did tutors claim?', decline('no expenses data'));
    q.ask('What grades did our Year 11 students get in their GCSEs?', decline('no exam results'));
    q.ask('How many lessons did we run in 2024?', decline('lessons start in September 2025'));
    q.ask('How many lessons did Priscilla Thornbury teach?', decline('no such tutor'));
    q.ask("What's the parents' net promoter score?", decline('no survey data'));
    q.ask('How old are our tutors on average?', decline('no age or date of birth'));
    q.ask('How many lessons were booked for September 2026?', decline('lessons end in July 2026'));
    q.ask('Why were lessons cancelled?', decline('no cancellation reason'));
    q.ask('What is the gender split of our students?', decline('no gender column'));
    q.ask('Which tutor is the best?', decline('ambiguous: best by what'));
    q.ask('How many lessons will we deliver next term?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

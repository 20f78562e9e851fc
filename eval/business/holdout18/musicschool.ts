// A music school: 900 students (CSV), 36,000 lessons from September 2024 to July 2025 (CSV) and
// one invoice per student and term (XLSX), joined by `student_id`. Traps: lesson fees with the
// unit in the header ("Fee (EUR)"), cancelled, no-show and rescheduled lessons, the instrument
// "Voice", a room called "Hall", payment dates written as day/month/year text, part-paid and
// written-off invoices, student ids that look numeric.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Student {
  id: number;
  first: string;
  last: string;
  instrument: string;
  level: string;
  age: number;
  enrolled: string;
  status: string;
}

interface Lesson {
  id: number;
  student: number;
  teacher: string;
  date: string;
  time: string;
  minutes: number;
  fee: number;
  room: string;
  status: string;
}

interface Invoice {
  no: string;
  student: number;
  term: string;
  due: number;
  paid: number;
  paidOn: string | null;
  status: string;
}

const INSTRUMENTS: [string, number, string[]][] = [
  ['Piano', 30, ['Helen Kowalski', 'Marco Bianchi', 'Aoife Byrne', 'Peter Lindqvist']],
  ['Guitar', 22, ['Sam Oduya', 'Rosa Mendes', 'Tom Fletcher']],
  ['Violin', 12, ['Irina Petrova', 'Claire Dubois']],
  ['Drums', 10, ['Jake Morrison', 'Lena Hoffmann']],
  ['Voice', 11, ['Grace Adeyemi', 'Nina Castell']],
  ['Cello', 5, ['Yuki Tanaka']],
  ['Flute', 5, ['Oscar Reid']],
  ['Saxophone', 5, ['Dan Whitaker']],
];
const FIRST = ['Emma', 'Noah', 'Mia', 'Liam', 'Sofia', 'Lucas', 'Ella', 'Finn', 'Ava', 'Leo', 'Chloe', 'Jack', 'Isla', 'Oliver', 'Zoe', 'Max', 'Lily', 'Ethan', 'Hannah', 'Adam', 'Sara', 'Ben', 'Ruby', 'Theo', 'Anna', 'Luca', 'Maya', 'Felix', 'Clara', 'Hugo'];
const LAST = ['Murphy', 'Kelly', 'Schmidt', 'Rossi', 'Novak', 'Larsen', 'Moreau', 'Silva', 'Weber', 'Costa', 'Brennan', 'Fischer', 'Jansen', 'Horvat', 'Quinn', 'Romano', 'Berg', 'Duarte', 'Keller', 'Walsh', 'Nolan', 'Vogel', 'Marin', 'Lund', 'Hart', 'Doyle', 'Ferrari', 'Kraus', 'Sousa', 'Meyer', 'Byrne', 'Ward', 'Flynn', 'Haas', 'Conti', 'Dahl'];
const TERMS: [string, string, string][] = [['Autumn 2024', '2024-09-02', '2024-12-20'], ['Spring 2025', '2025-01-06', '2025-04-11'], ['Summer 2025', '2025-04-28', '2025-07-18']];
const ROOMS = ['Room 1', 'Room 2', 'Room 3', 'Studio', 'Hall'];

function generate(): { students: Student[]; lessons: Lesson[]; invoices: Invoice[] } {
  const random = createRandom(35_222);
  const students: Student[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 900; i++) {
    let first = '';
    let last = '';
    do {
      first = random.pick(FIRST);
      last = random.pick(LAST);
    } while (used.has(`${first} ${last}`));
    used.add(`${first} ${last}`);
    const roll = random.next();
    students.push({
      id: 30_101 + i * 7,
      first,
      last,
      instrument: random.weighted(INSTRUMENTS.map((x) => x[0]), INSTRUMENTS.map((x) => x[1])),
      level: random.weighted(['Beginner', 'Intermediate', 'Advanced'], [48, 34, 18]),
      age: random.chance(0.18) ? random.int(19, 64) : random.int(6, 18),
      enrolled: random.date('2022-09-01', '2025-06-30'),
      status: roll < 0.14 ? 'withdrawn' : roll < 0.2 ? 'on hold' : 'active',
    });
  }
  const lessons: Lesson[] = [];
  const lessonDays: string[] = [];
  for (const [, from, to] of TERMS) for (let d = from; d <= to; d = addDays(d, 1)) if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0) lessonDays.push(d);
  for (let i = 0; i < 36_000; i++) {
    const s = students[random.int(0, students.length - 1)];
    const teachers = INSTRUMENTS.find((x) => x[0] === s.instrument)![2];
    const minutes = s.level === 'Advanced' ? random.weighted([45, 60], [40, 60]) : s.level === 'Intermediate' ? random.weighted([30, 45, 60], [25, 55, 20]) : random.weighted([30, 45], [75, 25]);
    const roll = random.next();
    const status = roll < 0.07 ? 'cancelled' : roll < 0.11 ? 'no-show' : roll < 0.14 ? 'rescheduled' : 'attended';
    lessons.push({
      id: 0,
      student: s.id,
      teacher: teachers[random.int(0, teachers.length - 1)],
      date: random.pick(lessonDays),
      time: `${String(random.int(14, 20)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      minutes,
      fee: roundTo(minutes * (s.instrument === 'Piano' || s.instrument === 'Violin' ? 0.75 : 0.7) * (s.age > 18 ? 1.1 : 1), 2),
      room: s.instrument === 'Drums' ? 'Studio' : random.weighted(ROOMS, [26, 24, 22, 10, 18]),
      status,
    });
  }
  lessons.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.student - b.student);
  lessons.forEach((l, i) => (l.id = 700_001 + i));
  const invoices: Invoice[] = [];
  const taught = new Set(lessons.map((l) => `${l.student}|${TERMS.find((t) => l.date >= t[1] && l.date <= t[2])![0]}`));
  for (const [term, from] of TERMS) {
    let n = 1;
    for (const s of students) {
      if (!taught.has(`${s.id}|${term}`)) continue;
      const due = roundTo(random.int(8, 14) * (s.level === 'Advanced' ? 42 : s.level === 'Intermediate' ? 36 : 30) * (random.chance(0.1) ? 0.9 : 1), 2);
      const roll = random.next();
      const status = roll < 0.78 ? 'paid' : roll < 0.88 ? 'part-paid' : roll < 0.96 ? 'unpaid' : 'written off';
      const paid = status === 'paid' ? due : status === 'part-paid' ? roundTo(due * random.float(0.3, 0.8, 2), 2) : 0;
      const paidDate = paid > 0 ? addDays(from, random.int(-10, 60)) : null;
      invoices.push({
        no: `${term.startsWith('Autumn') ? 'AU24' : term.startsWith('Spring') ? 'SP25' : 'SU25'}-${String(n++).padStart(4, '0')}`,
        student: s.id,
        term,
        due,
        paid,
        paidOn: paidDate ? `${paidDate.slice(8, 10)}/${paidDate.slice(5, 7)}/${paidDate.slice(0, 4)}` : null,
        status,
      });
    }
  }
  return { students, lessons, invoices };
}

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'student_id', value: (s) => s.id },
  { header: 'first_name', value: (s) => s.first },
  { header: 'last_name', value: (s) => s.last },
  { header: 'instrument', value: (s) => s.instrument },
  { header: 'level', value: (s) => s.level },
  { header: 'age', value: (s) => s.age },
  { header: 'enrolled_on', value: (s) => s.enrolled },
  { header: 'status', value: (s) => s.status },
];

const LESSON_COLUMNS: Column<Lesson>[] = [
  { header: 'lesson_id', value: (l) => l.id },
  { header: 'student_id', value: (l) => l.student },
  { header: 'teacher', value: (l) => l.teacher },
  { header: 'lesson_date', value: (l) => l.date },
  { header: 'start_time', value: (l) => l.time },
  { header: 'duration_min', value: (l) => l.minutes },
  { header: 'Fee (EUR)', value: (l) => l.fee },
  { header: 'room', value: (l) => l.room },
  { header: 'status', value: (l) => l.status },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'invoice_no', value: (i) => i.no },
  { header: 'student_id', value: (i) => i.student },
  { header: 'term', value: (i) => i.term },
  { header: 'amount_due_eur', value: (i) => i.due },
  { header: 'amount_paid_eur', value: (i) => i.paid },
  { header: 'paid_on', value: (i) => i.paidOn },
  { header: 'status', value: (i) => i.status },
];

export const musicschool: BusinessSchema = {
  name: 'musicschool',
  description: 'A music school: 900 students (CSV), 36,000 lessons Sep 2024-Jul 2025 with fees in euros (CSV) and term invoices (XLSX), joined by student_id',
  async build(dir) {
    const { students, lessons, invoices } = generate();
    const files = [
      await writeCsv(join(dir, 'students.csv'), STUDENT_COLUMNS, students),
      await writeCsv(join(dir, 'lessons.csv'), LESSON_COLUMNS, lessons),
      await writeXlsx(join(dir, 'term_invoices.xlsx'), 'Invoices', INVOICE_COLUMNS, invoices),
    ];
    const q = questionSet('musicschool');
    const studentOf = new Map(students.map((s) => [s.id, s]));
    const attended = (l: Lesson) => l.status === 'attended';
    const instrument = (l: Lesson) => studentOf.get(l.student)!.instrument;
    const isoPaid = (i: Invoice) => (i.paidOn ? `${i.paidOn.slice(6, 10)}-${i.paidOn.slice(3, 5)}-${i.paidOn.slice(0, 2)}` : null);

    q.ask('How many active students do we have?', count(countWhere(students, (s) => s.status === 'active')));
    q.ask('Active students by instrument', countsBy(groupBy(students, (s) => s.instrument, 'count', undefined, (s) => s.status === 'active')));
    q.ask('What is the average age of our active students?', amount(avgOf(students, (s) => s.age, (s) => s.status === 'active'), 1));
    q.ask('How many students enrolled since 1 January 2025?', count(countWhere(students, (s) => s.enrolled >= '2025-01-01')));
    q.ask('What percentage of students have withdrawn?', percent(percentOf(countWhere(students, (s) => s.status === 'withdrawn'), students.length)));
    q.ask('How many adult students (over 18) are learning Voice?', count(countWhere(students, (s) => s.age > 18 && s.instrument === 'Voice')));
    q.ask('How many Advanced piano students are on hold?', count(countWhere(students, (s) => s.level === 'Advanced' && s.instrument === 'Piano' && s.status === 'on hold')));

    q.ask('How many lessons were attended?', count(countWhere(lessons, attended)));
    q.ask("What's the no-show rate across all lessons?", percent(percentOf(countWhere(lessons, (l) => l.status === 'no-show'), lessons.length)));
    q.ask('Which teacher taught the most attended lessons?', winner(groupBy(lessons, (l) => l.teacher, 'count', undefined, attended)));
    q.ask('Top 3 teachers by lesson fees from attended lessons', ranking(ranked(groupBy(lessons, (l) => l.teacher, 'sum', (l) => l.fee, attended), 3)));
    const helenMar = q.ask('How many hours did Helen Kowalski teach in March 2025 (attended lessons)?', amount(sumOf(lessons, (l) => l.minutes, (l) => attended(l) && l.teacher === 'Helen Kowalski' && l.date.startsWith('2025-03')) / 60, 2));
    q.followUp(helenMar, 'And Marco Bianchi?', amount(sumOf(lessons, (l) => l.minutes, (l) => attended(l) && l.teacher === 'Marco Bianchi' && l.date.startsWith('2025-03')) / 60, 2));
    q.ask('Average lesson length in minutes for drum students', amount(avgOf(lessons, (l) => l.minutes, (l) => instrument(l) === 'Drums'), 1));
    q.ask('Attended lessons per instrument', countsBy(groupBy(lessons, instrument, 'count', undefined, attended)));
    q.ask('Which month had the most attended lessons?', month(busiestMonth(lessons, (l) => l.date, attended)));
    q.ask('How many lessons were cancelled in December 2024?', count(countWhere(lessons, (l) => l.status === 'cancelled' && l.date.startsWith('2024-12'))));
    q.ask('How many lessons were scheduled between 10 and 23 February 2025?', count(countWhere(lessons, (l) => l.date >= '2025-02-10' && l.date <= '2025-02-23')));
    q.ask('Which room hosts the most lessons?', winner(groupBy(lessons, (l) => l.room, 'count')));
    q.ask('How many lessons were booked in the Hall?', count(countWhere(lessons, (l) => l.room === 'Hall')));
    q.ask('How much lesson fee income did attended lessons bring in?', amount(sumOf(lessons, (l) => l.fee, attended)));
    q.ask('Average fee of an attended 60-minute lesson', amount(avgOf(lessons, (l) => l.fee, (l) => attended(l) && l.minutes === 60)));
    q.ask('Lessons by status', countsBy(groupBy(lessons, (l) => l.status, 'count')));
    q.ask('Which instrument has the highest no-show rate?', winner(new Map([...groupBy(lessons, instrument, 'count')].map(([k, n]) => [k, percentOf(countWhere(lessons, (l) => instrument(l) === k && l.status === 'no-show'), n)]))));
    q.ask('Which student attended the most lessons? Full name please', winner(groupBy(lessons, (l) => `${studentOf.get(l.student)!.first} ${studentOf.get(l.student)!.last}`, 'count', undefined, attended)));
    q.ask('How many lessons did Advanced students attend?', count(countWhere(lessons, (l) => attended(l) && studentOf.get(l.student)!.level === 'Advanced')));

    q.ask('How much did we bill for the Autumn 2024 term?', amount(sumOf(invoices, (i) => i.due, (i) => i.term === 'Autumn 2024')));
    q.ask('How much is still outstanding on unpaid and part-paid invoices?', amount(sumOf(invoices, (i) => i.due - i.paid, (i) => i.status === 'unpaid' || i.status === 'part-paid')));
    q.ask('What percentage of the amount billed for Spring 2025 has been collected?', percent(percentOf(sumOf(invoices, (i) => i.paid, (i) => i.term === 'Spring 2025'), sumOf(invoices, (i) => i.due, (i) => i.term === 'Spring 2025'))));
    q.ask('How many invoices were written off?', count(countWhere(invoices, (i) => i.status === 'written off')));
    q.ask('Which term has the most invoices still marked unpaid?', winner(groupBy(invoices, (i) => i.term, 'count', undefined, (i) => i.status === 'unpaid')));
    q.ask('Average invoice amount by term', breakdown(groupBy(invoices, (i) => i.term, 'avg', (i) => i.due)));
    q.ask('How many payments came in during February 2025?', count(countWhere(invoices, (i) => (isoPaid(i) ?? '').startsWith('2025-02'))));
    q.ask('Total amount paid by Advanced students across all terms', amount(sumOf(invoices, (i) => i.paid, (i) => studentOf.get(i.student)!.level === 'Advanced')));
    q.ask('Total billed to guitar students in Summer 2025', amount(sumOf(invoices, (i) => i.due, (i) => i.term === 'Summer 2025' && studentOf.get(i.student)!.instrument === 'Guitar')));
    q.ask('How many invoices with status unpaid belong to students who have withdrawn?', count(countWhere(invoices, (i) => i.status === 'unpaid' && studentOf.get(i.student)!.status === 'withdrawn')));

    q.ask('How many hours a week do our students practise at home?', decline('no practice data'));
    q.ask('What grades did students get in their exams?', decline('no exam results'));
    q.ask('What do we pay Helen Kowalski per hour?', decline('no teacher pay data'));
    q.ask('How satisfied are parents with the lessons?', decline('no satisfaction data'));
    q.ask('How many instruments have we rented out?', decline('no instrument rentals'));
    q.ask('Why do students withdraw?', decline('no withdrawal reasons'));
    q.ask('How many students will enrol next September?', decline('a forecast'));
    q.ask("What is Emma Murphy's home address?", decline('no addresses'));
    q.ask('Which teachers have a music degree?', decline('no teacher qualifications'));
    q.ask('How many people came to the spring recital?', decline('no recital attendance'));
    q.ask('How many lessons did we give in 2023?', decline('lessons start in September 2024'));
    return { files, questions: q.questions };
  },
};

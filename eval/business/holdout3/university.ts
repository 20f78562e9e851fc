// A university's student records: a students sheet and a module enrolments sheet sharing the
// Student ID (two XLSX files, as a registry office exports them). Traps: the department "IT" and
// the nationalities "US", "NO" and "IN" (stopwords in short capitals), the module "Total Quality
// Management" (not a summary row) and a real "Total" row at the bottom of the enrolments, numeric
// Student and Enrolment IDs (never measures), credits, marks, fees, scholarships and dates stored
// as text (dates as dd/mm/yyyy), blank marks for withdrawn and pending modules, units in headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, type Random } from '../random.ts';
import { writeXlsx, type Cell, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Student {
  id: number;
  name: string;
  programme: string;
  department: string;
  level: 'UG' | 'PG';
  nationality: string;
  fee_status: 'Home' | 'International';
  entry_year: number;
  born: string;
  scholarship: number | null;
}

interface Module {
  code: string;
  title: string;
  department: string;
  /** 1-3 for undergraduate years, 7 for postgraduate. */
  level: number;
  credits: number;
  term: 'Autumn' | 'Spring' | 'Summer';
}

interface Enrolment {
  id: number;
  student_id: number;
  module: Module;
  year: string;
  enrolled: string;
  mark: number | null;
  result: 'Pass' | 'Fail' | 'Withdrawn' | 'Pending';
  fee: number;
}

type SheetRow = { kind: 'enrolment'; enrolment: Enrolment } | { kind: 'summary'; credits: number; fee: number };

const PROGRAMMES: { name: string; department: string; level: 'UG' | 'PG'; weight: number }[] = [
  { name: 'BSc Computer Science', department: 'IT', level: 'UG', weight: 14 },
  { name: 'BSc Cyber Security', department: 'IT', level: 'UG', weight: 6 },
  { name: 'MSc Data Science', department: 'IT', level: 'PG', weight: 6 },
  { name: 'BA Business Management', department: 'BUS', level: 'UG', weight: 13 },
  { name: 'BSc Accounting and Finance', department: 'BUS', level: 'UG', weight: 7 },
  { name: 'MBA', department: 'BUS', level: 'PG', weight: 5 },
  { name: 'LLB Law', department: 'LAW', level: 'UG', weight: 9 },
  { name: 'LLM International Law', department: 'LAW', level: 'PG', weight: 3 },
  { name: 'BEng Mechanical Engineering', department: 'ENG', level: 'UG', weight: 8 },
  { name: 'BEng Civil Engineering', department: 'ENG', level: 'UG', weight: 5 },
  { name: 'BSc Psychology', department: 'PSY', level: 'UG', weight: 10 },
  { name: 'MSc Clinical Psychology', department: 'PSY', level: 'PG', weight: 3 },
  { name: 'BA Fine Art', department: 'ART', level: 'UG', weight: 6 },
  { name: 'MA Graphic Design', department: 'ART', level: 'PG', weight: 3 },
];
const NATIONALITIES = ['GB', 'US', 'CN', 'IN', 'NO', 'DE', 'NG', 'MY', 'IE'];
const NATIONALITY_WEIGHTS = [62, 5, 10, 8, 3, 3, 4, 3, 2];
// Module titles per department and level; a module's code is its department, level and position.
const TITLES: Record<string, Record<number, string[]>> = {
  IT: { 1: ['Programming Fundamentals', 'Computer Systems', 'Discrete Mathematics'], 2: ['Databases', 'Software Engineering', 'Networks'], 3: ['Machine Learning', 'Distributed Systems', 'Final Year Project'], 7: ['Statistical Learning', 'Big Data Platforms', 'Data Science Dissertation'] },
  BUS: { 1: ['Principles of Marketing', 'Financial Accounting', 'Organisational Behaviour'], 2: ['Total Quality Management', 'Corporate Finance', 'Operations Management'], 3: ['Strategic Management', 'International Business', 'Business Dissertation'], 7: ['Leadership in Practice', 'Managerial Economics', 'MBA Consultancy Project'] },
  LAW: { 1: ['Contract Law', 'Criminal Law', 'Legal Skills'], 2: ['Tort Law', 'Land Law', 'Public Law'], 3: ['Equity and Trusts', 'EU Law', 'Law Dissertation'], 7: ['International Trade Law', 'Human Rights Law', 'LLM Dissertation'] },
  ENG: { 1: ['Engineering Mathematics', 'Statics', 'Materials Science'], 2: ['Thermodynamics', 'Fluid Mechanics', 'Structural Analysis'], 3: ['Control Systems', 'Finite Element Methods', 'Engineering Project'] },
  PSY: { 1: ['Introduction to Psychology', 'Research Methods', 'Developmental Psychology'], 2: ['Cognitive Psychology', 'Social Psychology', 'Statistics for Psychology'], 3: ['Clinical Psychology', 'Neuropsychology', 'Psychology Project'], 7: ['Psychological Assessment', 'Therapeutic Interventions', 'Clinical Research Project'] },
  ART: { 1: ['Drawing Studio', 'Art History', 'Visual Culture'], 2: ['Printmaking', 'Contemporary Practice', 'Digital Imaging'], 3: ['Exhibition Practice', 'Studio Portfolio', 'Critical Theory'], 7: ['Typography', 'Brand Identity', 'Design Major Project'] },
};
// How hard a department marks: added to every mark.
const DEPARTMENT_MARKING: Record<string, number> = { IT: -1.5, BUS: 2.5, LAW: -3, ENG: -4.5, PSY: 1, ART: 4 };
const HOME_FEE_PER_CREDIT = 77.08;
const INTERNATIONAL_FEE_PER_CREDIT = 158.5;
const YEARS = ['2022/23', '2023/24', '2024/25'];

function modules(): Module[] {
  return Object.entries(TITLES).flatMap(([department, levels]) =>
    Object.entries(levels).flatMap(([level, titles]) =>
      titles.map((title, i): Module => {
        const lvl = Number(level);
        const project = i === 2;
        return {
          code: `${department}${lvl}0${i + 1}0`,
          title,
          department,
          level: lvl,
          credits: project ? (lvl === 7 ? 60 : 30) : lvl === 7 ? 30 : 15,
          term: project ? (lvl === 7 ? 'Summer' : 'Spring') : i === 0 ? 'Autumn' : 'Spring',
        };
      }),
    ),
  );
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function enrolmentDay(random: Random, year: string, term: Module['term']): string {
  const start = Number(year.slice(0, 4));
  if (term === 'Autumn') return random.date(`${start}-09-12`, `${start}-10-06`);
  if (term === 'Spring') return random.date(`${start + 1}-01-06`, `${start + 1}-01-31`);
  return random.date(`${start + 1}-04-22`, `${start + 1}-05-16`);
}

function generate(): { students: Student[]; enrolments: Enrolment[] } {
  const random = createRandom(20_242_025);
  const catalogue = modules();
  const students = personNames(random, 2_400).map((name, i): Student => {
    const programme = random.weighted(PROGRAMMES, PROGRAMMES.map((p) => p.weight));
    const nationality = random.weighted(NATIONALITIES, NATIONALITY_WEIGHTS);
    const entry_year = programme.level === 'PG' ? random.int(2022, 2024) : random.int(2020, 2024);
    const age = programme.level === 'PG' ? random.int(21, 38) : random.weighted([18, 19, 20, 21, 23, 26, 31], [55, 22, 9, 5, 4, 3, 2]);
    return {
      id: 2_110_001 + i,
      name,
      programme: programme.name,
      department: programme.department,
      level: programme.level,
      nationality,
      fee_status: nationality === 'GB' ? 'Home' : 'International',
      entry_year,
      born: random.date(`${entry_year - age - 1}-09-01`, `${entry_year - age}-08-31`),
      scholarship: random.chance(0.17) ? random.weighted([1_000, 1_500, 2_500, 3_000, 5_000], [30, 25, 25, 12, 8]) : null,
    };
  });
  const enrolments: Enrolment[] = [];
  for (const student of students) {
    const ability = random.normal(0, 7);
    const withdrawsOften = random.chance(0.06);
    YEARS.forEach((year, y) => {
      const studyYear = 2022 + y - student.entry_year + 1;
      const level = student.level === 'PG' ? (studyYear === 1 ? 7 : 0) : studyYear >= 1 && studyYear <= 3 ? studyYear : 0;
      if (level === 0) return;
      const own = catalogue.filter((m) => m.department === student.department && m.level === level);
      // Undergraduates add an elective from another department in some years.
      const elective = level !== 7 && random.chance(0.35)
        ? [random.pick(catalogue.filter((m) => m.department !== student.department && m.level === level && m.credits === 15))]
        : [];
      for (const module of [...own, ...elective]) {
        const enrolled = enrolmentDay(random, year, module.term);
        const pending = year === '2024/25' && module.term === 'Summer';
        const withdrawn = random.chance(withdrawsOften ? 0.3 : 0.035);
        const mark = Math.max(0, Math.min(100, Math.round(random.normal(61, 11) + ability + DEPARTMENT_MARKING[module.department] + (module.level === 7 ? 2 : 0))));
        const perCredit = student.fee_status === 'Home' ? HOME_FEE_PER_CREDIT : INTERNATIONAL_FEE_PER_CREDIT;
        enrolments.push({
          id: 0,
          student_id: student.id,
          module,
          year,
          enrolled,
          mark: withdrawn || pending ? null : mark,
          result: withdrawn ? 'Withdrawn' : pending ? 'Pending' : mark >= 40 ? 'Pass' : 'Fail',
          fee: roundTo(module.credits * perCredit, 2),
        });
      }
    });
  }
  enrolments.sort((a, b) => a.enrolled.localeCompare(b.enrolled) || a.student_id - b.student_id);
  enrolments.forEach((e, i) => (e.id = 960_001 + i));
  return { students, enrolments };
}

function gradeOf(mark: number | null): string | null {
  if (mark === null) return null;
  return mark >= 70 ? 'A' : mark >= 60 ? 'B' : mark >= 50 ? 'C' : mark >= 40 ? 'D' : 'F';
}

const STUDENT_COLUMNS: Column<Student>[] = [
  { header: 'Student ID', value: (s) => s.id },
  { header: 'Full Name', value: (s) => s.name },
  { header: 'Programme', value: (s) => s.programme },
  { header: 'Department', value: (s) => s.department },
  { header: 'Level', value: (s) => s.level },
  { header: 'Nationality', value: (s) => s.nationality },
  { header: 'Fee Status', value: (s) => s.fee_status },
  { header: 'Entry Year', value: (s) => String(s.entry_year) },
  { header: 'Date of Birth', value: (s) => dmy(s.born) },
  { header: 'Scholarship (GBP)', value: (s) => (s.scholarship === null ? null : String(s.scholarship)) },
];

const column = (header: string, of: (e: Enrolment) => Cell, summary: (credits: number, fee: number) => Cell = () => null): Column<SheetRow> => ({
  header,
  value: (row) => (row.kind === 'enrolment' ? of(row.enrolment) : summary(row.credits, row.fee)),
});

// The summary row holds numbers, as the sheet's SUM formulas would; the data rows hold text.
const ENROLMENT_COLUMNS: Column<SheetRow>[] = [
  column('Enrolment ID', (e) => e.id, () => 'Total'),
  column('Student ID', (e) => e.student_id),
  column('Module Code', (e) => e.module.code),
  column('Module Title', (e) => e.module.title),
  column('Department', (e) => e.module.department),
  column('Academic Year', (e) => e.year),
  column('Term', (e) => e.module.term),
  column('Enrolled On', (e) => dmy(e.enrolled)),
  column('Credits', (e) => String(e.module.credits), (credits) => credits),
  column('Mark (%)', (e) => (e.mark === null ? null : String(e.mark))),
  column('Grade', (e) => gradeOf(e.mark)),
  column('Result', (e) => e.result),
  column('Fee (GBP)', (e) => e.fee.toFixed(2), (_, fee) => fee),
];

export const university: BusinessSchema = {
  name: 'university',
  description: 'University records: 2,400 students and their module enrolments with a total row, sharing Student ID (XLSX)',
  async build(dir) {
    const { students, enrolments: rows } = generate();
    const totals = { credits: sumOf(rows, (e) => e.module.credits), fee: roundTo(sumOf(rows, (e) => e.fee), 2) };
    const sheet: SheetRow[] = [...rows.map((enrolment) => ({ kind: 'enrolment' as const, enrolment })), { kind: 'summary', ...totals }];
    const files = [
      await writeXlsx(join(dir, 'students.xlsx'), 'Students', STUDENT_COLUMNS, students),
      await writeXlsx(join(dir, 'enrolments.xlsx'), 'Enrolments', ENROLMENT_COLUMNS, sheet),
    ];
    const q = questionSet('university');
    const studentOf = new Map(students.map((s) => [s.id, s]));
    const student = (e: Enrolment) => studentOf.get(e.student_id)!;
    const mark = (e: Enrolment) => e.mark;
    const credits = (e: Enrolment) => e.module.credits;
    const fee = (e: Enrolment) => e.fee;
    const inYear = (year: string) => (e: Enrolment) => e.year === year;
    const ofDepartment = (department: string) => (e: Enrolment) => e.module.department === department;
    const enrolledIn = (period: string) => (e: Enrolment) => e.enrolled.startsWith(period);
    const graded = (e: Enrolment) => e.result === 'Pass' || e.result === 'Fail';
    const passRate = (where: (e: Enrolment) => boolean) =>
      percentOf(countWhere(rows, (e) => where(e) && e.result === 'Pass'), countWhere(rows, (e) => where(e) && graded(e)));
    const tqm = (e: Enrolment) => e.module.title === 'Total Quality Management';

    q.ask('How many students do we have?', count(students.length));
    q.ask('How many module enrolments are there in total?', count(rows.length));
    q.ask('how many students are in the IT department', count(countWhere(students, (s) => s.department === 'IT')));
    q.ask('How many students are from NO?', count(countWhere(students, (s) => s.nationality === 'NO')));
    q.ask('How many international students are there?', count(countWhere(students, (s) => s.fee_status === 'International')));
    q.ask('Which programme has the most students?', winner(groupBy(students, (s) => s.programme, 'count')));
    q.ask('students who started in 2023, by programme', countsBy(groupBy(students, (s) => s.programme, 'count', undefined, (s) => s.entry_year === 2023)));
    q.ask('How many students were born before 2000?', count(countWhere(students, (s) => s.born < '2000-01-01')));
    q.ask('Who is our oldest student? Give the date of birth', day(dateRange(students, (s) => s.born).first));
    q.ask('total scholarship money awarded (GBP)', amount(sumOf(students, (s) => s.scholarship)));
    q.ask('How many students hold a scholarship?', count(countWhere(students, (s) => s.scholarship !== null)));

    q.ask('What is the average mark across all graded enrolments?', amount(avgOf(rows, mark)));
    q.ask('How many students took Total Quality Management?', count(new Set(rows.filter(tqm).map((e) => e.student_id)).size));
    q.ask('avg mark on Total Quality Management', amount(avgOf(rows, mark, tqm)));
    q.ask('total credits taken in 2023/24', count(sumOf(rows, credits, inYear('2023/24'))));
    q.ask('What is the total fee income in GBP across all enrolments?', amount(sumOf(rows, fee)));
    q.ask('Fee income for the 2024/25 academic year', amount(sumOf(rows, fee, inYear('2024/25'))));
    q.ask('What is the pass rate for modules that have a final result (pass or fail)?', percent(passRate(() => true)));
    q.ask(
      'What share of enrolments on IT modules ended in withdrawal?',
      percent(percentOf(countWhere(rows, (e) => ofDepartment('IT')(e) && e.result === 'Withdrawn'), countWhere(rows, ofDepartment('IT')))),
    );
    q.ask('Which department gives the highest average mark?', winner(groupBy(rows, (e) => e.module.department, 'avg', mark)));
    q.ask('Which module has the lowest average mark?', winner(groupBy(rows, (e) => e.module.title, 'avg', mark), 'asc'));
    q.ask('Top 3 modules by number of enrolments in 2023/24', ranking(ranked(groupBy(rows, (e) => e.module.title, 'count', undefined, inYear('2023/24')), 3)));
    q.ask('How many of each grade were awarded?', countsBy(groupBy(rows, (e) => gradeOf(e.mark), 'count')));
    q.ask('highest mark ever given in a LAW module', count(maxOf(rows, mark, ofDepartment('LAW'))));
    q.ask('How many enrolments got an A in 2023/24?', count(countWhere(rows, (e) => inYear('2023/24')(e) && gradeOf(e.mark) === 'A')));
    q.ask('How many module results are still pending?', count(countWhere(rows, (e) => e.result === 'Pending')));
    q.ask('what percent of enrolments have no mark recorded', percent(percentOf(countWhere(rows, (e) => e.mark === null), rows.length)));
    q.ask('How many enrolments were made in September 2023?', count(countWhere(rows, enrolledIn('2023-09'))));
    q.ask('Which month saw the most module enrolments?', month(busiestMonth(rows, (e) => e.enrolled)));
    q.ask('enrolments between 01/01/2024 and 31/03/2024', count(countWhere(rows, (e) => e.enrolled >= '2024-01-01' && e.enrolled <= '2024-03-31')));
    q.ask('When was the first enrolment recorded?', day(dateRange(rows, (e) => e.enrolled).first));
    q.ask('Date of the most recent enrolment?', day(dateRange(rows, (e) => e.enrolled).last));

    q.ask('Compare the average mark of Home and International students', breakdown(groupBy(rows, (e) => student(e).fee_status, 'avg', mark)));
    q.ask('Which nationality has the highest average mark?', winner(groupBy(rows, (e) => student(e).nationality, 'avg', mark)));
    q.ask('avg mark of PG students in 2024/25', amount(avgOf(rows, mark, (e) => student(e).level === 'PG' && inYear('2024/25')(e))));
    q.ask('How much fee income came from students from the US?', amount(sumOf(rows, fee, (e) => student(e).nationality === 'US')));
    q.ask('pass rate of BSc Psychology students', percent(passRate((e) => student(e).programme === 'BSc Psychology')));

    const eng = q.ask('average mark in ENG modules in 2023/24', amount(avgOf(rows, mark, (e) => ofDepartment('ENG')(e) && inYear('2023/24')(e))));
    const law = q.followUp(eng, 'and for LAW?', amount(avgOf(rows, mark, (e) => ofDepartment('LAW')(e) && inYear('2023/24')(e))));
    q.followUp(law, 'what about 2022/23?', amount(avgOf(rows, mark, (e) => ofDepartment('LAW')(e) && inYear('2022/23')(e))));
    const art = q.ask('How many students in ART have a scholarship?', count(countWhere(students, (s) => s.department === 'ART' && s.scholarship !== null)));
    q.followUp(art, 'And in BUS?', count(countWhere(students, (s) => s.department === 'BUS' && s.scholarship !== null)));

    q.ask("What's the average attendance rate?", decline('no attendance column'));
    q.ask('How many students are in the Medicine department?', decline('no medicine department'));
    q.ask('How many enrolments were there in 2019/20?', decline('enrolments start in 2022/23'));
    q.ask('Which lecturer teaches the most modules?', decline('no lecturer column'));
    q.ask('What is our graduate employment rate?', decline('employment outcomes are not in the tables'));
    q.ask('How many students come from BR?', decline('no student from Brazil'));
    q.ask('Will the pass rate go up next year?', decline('a prediction'));
    q.ask('How many students live in university halls?', decline('no accommodation column'));
    return { files, questions: q.questions };
  },
};

// A school trust: pupils (XLSX, year groups as "Year 7" text, dates of birth as dd/mm/yyyy text,
// blank SEN cells), attendance sessions (CSV, 300,000 AM/PM marks) and exam results (Parquet,
// grades as text "9".."1" and "U", an "IT" subject, a "Score (%)" header), sharing pupil_id.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { between, topKey, ukDate } from './shared.ts';

interface Pupil { id: string; name: string; school: string; year: number; gender: string; fsm: string; sen: string | null; born: string }
interface Session { id: number; pupil: string; date: string; session: string; mark: string }
interface Result { id: number; pupil: string; subject: string; series: string; grade: string; score: number }

const SCHOOLS = ['Riverside Academy', 'Hillcrest School', "St Anne's College", 'Northgate Academy', 'Meadowbank High'];
const SUBJECTS = ['English', 'Maths', 'Science', 'History', 'Geography', 'IT', 'French'];
const SERIES = ['Summer 2024', 'Winter 2024', 'Summer 2025'];
const MARKS = ['Present', 'Late', 'Authorised absence', 'Unauthorised absence'];

/** A grade from a score: 9 at 90% and above down to U below 20%. */
function gradeOf(score: number): string {
  if (score < 20) return 'U';
  return String(Math.min(9, Math.floor((score - 10) / 10)));
}

function schoolDay(random: ReturnType<typeof createRandom>): string {
  for (;;) {
    const d = random.date('2024-09-02', '2025-07-18');
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !between(d, '2024-12-21', '2025-01-05')) return d;
  }
}

function generate(): { pupils: Pupil[]; sessions: Session[]; results: Result[] } {
  const random = createRandom(12_303);
  const pupils = personNames(random, 2_400).map((name, i): Pupil => {
    const year = i === 1_234 ? 11 : random.int(7, 11);
    return {
      id: `P${40_001 + i}`,
      name,
      school: random.weighted(SCHOOLS, [27, 23, 19, 17, 14]),
      year,
      gender: random.chance(0.5) ? 'F' : 'M',
      fsm: random.chance(0.24) ? 'Yes' : 'No',
      sen: random.chance(0.82) ? null : random.chance(0.7) ? 'SEN support' : 'EHCP',
      // One Year 11 pupil was held back a year, so the oldest pupil is one person.
      born: i === 1_234 ? '2008-06-14' : addDays(`${2024 - year - 5}-09-01`, random.int(0, 364)),
    };
  });
  const sessions = Array.from({ length: 300_000 }, (_, i): Session => ({
    id: 1 + i,
    pupil: random.pick(pupils).id,
    date: schoolDay(random),
    session: random.chance(0.5) ? 'AM' : 'PM',
    mark: random.weighted(MARKS, [88.5, 3.5, 5.2, 2.8]),
  }));
  const results = Array.from({ length: 14_000 }, (_, i): Result => {
    const pupil = random.pick(pupils);
    const subject = random.weighted(SUBJECTS, [20, 20, 18, 11, 9, 12, 10]);
    const score = Math.max(0, Math.min(100, Math.round(random.normal(58 + SUBJECTS.indexOf(subject) - (pupil.fsm === 'Yes' ? 5 : 0), 17))));
    return { id: 900_001 + i, pupil: pupil.id, subject, series: random.weighted(SERIES, [42, 16, 42]), grade: gradeOf(score), score };
  });
  return { pupils, sessions, results };
}

const PUPIL_COLUMNS: Column<Pupil>[] = [
  { header: 'pupil_id', value: (r) => r.id },
  { header: 'pupil_name', value: (r) => r.name },
  { header: 'school', value: (r) => r.school },
  { header: 'year_group', value: (r) => `Year ${r.year}` },
  { header: 'gender', value: (r) => r.gender },
  { header: 'free_school_meals', value: (r) => r.fsm },
  { header: 'sen_status', value: (r) => r.sen },
  { header: 'date_of_birth', value: (r) => ukDate(r.born) },
];
const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (r) => r.id },
  { header: 'pupil_id', value: (r) => r.pupil },
  { header: 'session_date', value: (r) => r.date },
  { header: 'session', value: (r) => r.session },
  { header: 'attendance_mark', value: (r) => r.mark },
];
const RESULT_COLUMNS: Column<Result>[] = [
  { header: 'result_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'pupil_id', value: (r) => r.pupil },
  { header: 'subject', value: (r) => r.subject },
  { header: 'exam_series', value: (r) => r.series },
  { header: 'grade', value: (r) => r.grade },
  { header: 'Score (%)', value: (r) => r.score, sqlType: 'INTEGER' },
];

export const schools: BusinessSchema = {
  name: 'schools',
  description: 'A school trust: 2,400 pupils (XLSX, text year groups and dd/mm/yyyy birth dates), 300,000 attendance sessions (CSV), 14,000 exam results with text grades (Parquet)',
  async build(dir) {
    const { pupils, sessions, results } = generate();
    const files = [
      await writeXlsx(join(dir, 'pupils.xlsx'), 'pupils', PUPIL_COLUMNS, pupils),
      await writeCsv(join(dir, 'attendance.csv'), SESSION_COLUMNS, sessions),
      await writeParquet(join(dir, 'exam_results.parquet'), RESULT_COLUMNS, results),
    ];
    const q = questionSet('schools');
    const pupil = new Map(pupils.map((p) => [p.id, p]));
    const numeric = (grade: string) => (grade === 'U' ? 0 : Number(grade));
    const oldest = [...pupils].sort((a, b) => a.born.localeCompare(b.born));
    if (oldest[0].born === oldest[1].born) throw new Error('two oldest pupils');

    q.ask('How many pupils do we have across the trust?', count(pupils.length));
    q.ask('How many pupils are in Year 9?', count(countWhere(pupils, (r) => r.year === 9)));
    q.ask('How many Hillcrest School pupils get free school meals?', count(countWhere(pupils, (r) => r.school === 'Hillcrest School' && r.fsm === 'Yes')));
    q.ask('Which school has the most pupils?', winner(groupBy(pupils, (r) => r.school, 'count')));
    q.ask('How many pupils have an EHCP?', count(countWhere(pupils, (r) => r.sen === 'EHCP')));
    q.ask('How many pupils have no SEN status recorded?', count(countWhere(pupils, (r) => r.sen === null)));
    q.ask('pupils by year group', countsBy(groupBy(pupils, (r) => `Year ${r.year}`, 'count')));
    q.ask('How many sessions were unauthorised absences?', count(countWhere(sessions, (r) => r.mark === 'Unauthorised absence')));
    q.ask('How many times were pupils late in October 2024?', count(countWhere(sessions, (r) => r.mark === 'Late' && r.date.startsWith('2024-10'))));
    q.ask('What percentage of sessions were marked present?', percent(percentOf(countWhere(sessions, (r) => r.mark === 'Present'), sessions.length)));
    q.ask('Which month had the most authorised absences?', month(topKey(groupBy(sessions, (r) => r.date.slice(0, 7), 'count', undefined, (r) => r.mark === 'Authorised absence'))));
    q.ask('How many morning sessions were recorded in 2025?', count(countWhere(sessions, (r) => r.session === 'AM' && r.date.startsWith('2025'))));
    q.ask('Which school had the most unauthorised absences?', winner(groupBy(sessions, (r) => pupil.get(r.pupil)!.school, 'count', undefined, (r) => r.mark === 'Unauthorised absence')));
    q.ask('How many grade 9s were awarded?', count(countWhere(results, (r) => r.grade === '9')));
    q.ask('How many U grades were there in total?', count(countWhere(results, (r) => r.grade === 'U')));
    q.ask("What's the average Maths score?", amount(avgOf(results, (r) => r.score, (r) => r.subject === 'Maths')));
    q.ask('Which subject has the highest average score?', winner(groupBy(results, (r) => r.subject, 'avg', (r) => r.score)));
    q.ask('How many IT results were there in the Summer 2025 series?', count(countWhere(results, (r) => r.subject === 'IT' && r.series === 'Summer 2025')));
    q.ask('average score in IT', amount(avgOf(results, (r) => r.score, (r) => r.subject === 'IT')));
    q.ask('Top 3 subjects by number of entries', ranking(ranked(groupBy(results, (r) => r.subject, 'count'), 3)));
    q.ask('How many English results were grade 4 or above?', count(countWhere(results, (r) => r.subject === 'English' && r.grade !== 'U' && numeric(r.grade) >= 4)));
    q.ask('How many pupils were born in 2010?', count(countWhere(pupils, (r) => r.born.startsWith('2010'))));
    q.ask('Who is the oldest pupil?', { kind: 'name', value: oldest[0].name, others: oldest.slice(1, 40).map((p) => p.name), aliases: [oldest[0].id] });
    q.ask('Highest score in French?', count(maxOf(results, (r) => r.score, (r) => r.subject === 'French')));
    q.ask('Average Maths score for pupils on free school meals', amount(avgOf(results, (r) => r.score, (r) => r.subject === 'Maths' && pupil.get(r.pupil)!.fsm === 'Yes')));
    q.ask('How many boys are in Year 11?', count(countWhere(pupils, (r) => r.gender === 'M' && r.year === 11)));
    q.ask('How many results were recorded for Winter 2024?', count(countWhere(results, (r) => r.series === 'Winter 2024')));
    q.ask('Average science score by school', breakdown(groupBy(results, (r) => pupil.get(r.pupil)!.school, 'avg', (r) => r.score, (r) => r.subject === 'Science'), 1));
    q.ask("What's the lowest History score?", count(minOf(results, (r) => r.score, (r) => r.subject === 'History')));
    const riverside = q.ask('How many pupils at Riverside Academy?', count(countWhere(pupils, (r) => r.school === 'Riverside Academy')));
    q.followUp(riverside, 'and at Northgate Academy?', count(countWhere(pupils, (r) => r.school === 'Northgate Academy')));
    q.ask('How many girls are on free school meals?', count(countWhere(pupils, (r) => r.gender === 'F' && r.fsm === 'Yes')));
    q.ask('Attendance sessions between 3 and 7 February 2025', count(countWhere(sessions, (r) => between(r.date, '2025-02-03', '2025-02-07'))));

    q.ask('What is the pupil to teacher ratio?', decline('no staff data'));
    q.ask('Which teacher gets the best Maths results?', decline('no teacher column'));
    q.ask('How many pupils were excluded last term?', decline('no exclusions data'));
    q.ask('What is the average reading age in Year 7?', decline('no reading age'));
    q.ask('How many pupils take the school bus?', decline('no transport data'));
    q.ask("What's Hillcrest's Progress 8 score?", decline('no Progress 8 measure'));
    q.ask('How many detentions were given in March?', decline('no behaviour data'));
    q.ask('Which pupils have English as an additional language?', decline('no EAL column'));
    q.ask('How many pupils live more than 5 miles from school?', decline('no address or distance'));
    return { files, questions: q.questions };
  },
};

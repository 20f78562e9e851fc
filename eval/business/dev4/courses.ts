// A college's module enrolments: 6,000 rows with a status passed, failed or withdrawn (blank while
// a module runs). Its trap: a pass rate is passed / (passed + failed); withdrawn enrolments have no
// outcome and blank statuses none yet, so neither is in the denominator.
import { join } from 'node:path';
import { countWhere, groupBy, percentOf } from '../compute.ts';
import { count, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Enrolment { enrolment_id: number; student_id: number; module: string; term: string; status: string | null; mark: number | null }

const MODULES = ['Algebra', 'Botany', 'Chemistry', 'Drama', 'Economics', 'French'];
const TERMS = ['2023 Autumn', '2024 Spring', '2024 Autumn'];

function generate(): Enrolment[] {
  const random = createRandom(3307);
  return Array.from({ length: 6_000 }, (_, i): Enrolment => {
    const module = random.pick(MODULES);
    const hard = MODULES.indexOf(module) / 20;
    const term = random.weighted(TERMS, [35, 35, 30]);
    const status = term === '2024 Autumn' && random.chance(0.3) ? null : random.weighted(['passed', 'failed', 'withdrawn'], [70 - hard * 100, 15 + hard * 100, 15]);
    const mark = status === 'passed' ? random.int(40, 98) : status === 'failed' ? random.int(5, 39) : null;
    return { enrolment_id: 88_001 + i, student_id: random.int(10_000, 11_999), module, term, status, mark };
  });
}

const COLUMNS: Column<Enrolment>[] = [
  { header: 'enrolment_id', value: (r) => r.enrolment_id },
  { header: 'student_id', value: (r) => r.student_id },
  { header: 'module', value: (r) => r.module },
  { header: 'term', value: (r) => r.term },
  { header: 'status', value: (r) => r.status },
  { header: 'mark', value: (r) => r.mark },
];

export const courses: BusinessSchema = {
  name: 'courses',
  description: 'Module enrolments: 6,000 rows with passed, failed, withdrawn and blank statuses (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'enrolments.csv'), COLUMNS, rows)];
    const q = questionSet('courses');
    const passed = (r: Enrolment) => r.status === 'passed';
    const decided = (r: Enrolment) => r.status === 'passed' || r.status === 'failed';
    const module = (m: string) => (r: Enrolment) => r.module === m;
    const passRate = (where: (r: Enrolment) => boolean) => percentOf(countWhere(rows, (r) => where(r) && passed(r)), countWhere(rows, (r) => where(r) && decided(r)));

    q.ask('What is the pass rate?', percent(passRate(() => true)));
    q.ask('pass rate for Chemistry', percent(passRate(module('Chemistry'))));
    q.ask('What was the pass rate in the 2024 Spring term?', percent(passRate((r) => r.term === '2024 Spring')));
    q.ask('fail rate of Economics enrolments', percent(percentOf(countWhere(rows, (r) => module('Economics')(r) && r.status === 'failed'), countWhere(rows, (r) => module('Economics')(r) && decided(r)))));
    q.ask('How many enrolments were withdrawn?', count(countWhere(rows, (r) => r.status === 'withdrawn')));
    q.ask('Which module has the most failed enrolments?', winner(groupBy(rows, (r) => r.module, 'count', undefined, (r) => r.status === 'failed')));

    q.ask('What is the graduation rate?', decline('no graduation column'));
    q.ask('pass rate for Geology', decline('no Geology module'));
    return { files, questions: q.questions };
  },
};

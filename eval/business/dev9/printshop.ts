// A print shop: its jobs (job number, customer, product) and a timesheet of the hours staff log
// against them, sharing job_no. Asked for the jobs ranked by hours "job numbers please" (grouped
// by the job, never by the job's customer), the share of the hours that were overtime (of the
// measure, not of the entries), and the first and latest day worked.
import { join } from 'node:path';
import { countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, count, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Job { no: string; customer: string; product: string; quote: number }
interface Entry { id: number; job: string; staff: string; date: string; hours: number; kind: string }

const CUSTOMERS = ['Harbour Books', 'Greenleaf Cafe', 'Northgate School', 'Atlas Estates', 'Bright Events', 'Maple Dental'];
const PRODUCTS = ['Flyers', 'Banners', 'Brochures', 'Business cards', 'Posters'];
const STAFF = ['Ana Ruiz', 'Ben Okafor', 'Chloe Park', 'Dev Patel', 'Ewa Nowak'];

function generate(): { jobs: Job[]; entries: Entry[] } {
  const random = createRandom(9303);
  const jobs = Array.from({ length: 1_300 }, (_, i): Job => ({
    no: `J-${20_001 + i}`,
    customer: random.weighted(CUSTOMERS, [25, 20, 18, 15, 12, 10]),
    product: random.pick(PRODUCTS),
    quote: random.float(60, 2_400, 2),
  }));
  // Three big jobs take many more entries, so the jobs with the most hours stand out.
  const big = [jobs[7].no, jobs[400].no, jobs[911].no];
  // Overtime entries are shorter, so the share of the hours differs from the share of the entries.
  const entries = Array.from({ length: 7_500 }, (_, i): Entry => {
    const kind = random.weighted(['Regular', 'Overtime'], [83, 17]);
    return {
      id: 1 + i,
      job: i % 29 === 0 ? big[0] : i % 43 === 0 ? big[1] : i % 67 === 0 ? big[2] : random.pick(jobs).no,
      staff: random.weighted(STAFF, [28, 24, 20, 16, 12]),
      date: random.date('2024-06-03', '2025-10-31'),
      hours: kind === 'Overtime' ? random.int(1, 6) / 2 : random.int(2, 16) / 2,
      kind,
    };
  });
  return { jobs, entries };
}

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (r) => r.no },
  { header: 'customer', value: (r) => r.customer },
  { header: 'product', value: (r) => r.product },
  { header: 'quoted_price', value: (r) => r.quote },
];
const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'entry_id', value: (r) => r.id },
  { header: 'job_no', value: (r) => r.job },
  { header: 'staff_member', value: (r) => r.staff },
  { header: 'work_date', value: (r) => r.date },
  { header: 'hours', value: (r) => r.hours },
  { header: 'hour_type', value: (r) => r.kind },
];

export const printshop: BusinessSchema = {
  name: 'printshop',
  description: 'A print shop: 1,300 jobs and 7,500 timesheet entries sharing job_no (CSV, XLSX)',
  async build(dir) {
    const { jobs, entries } = generate();
    const files = [
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeXlsx(join(dir, 'timesheet.xlsx'), 'Timesheet', ENTRY_COLUMNS, entries),
    ];
    const q = questionSet('printshop');
    const overtime = (e: Entry) => e.kind === 'Overtime';
    const dates = entries.map((e) => e.date).sort();
    const perJob = groupBy(entries, (e) => e.job, 'sum', (e) => e.hours);

    q.ask('How many jobs are there?', count(jobs.length));
    q.ask('How many jobs were for Harbour Books?', count(countWhere(jobs, (j) => j.customer === 'Harbour Books')));
    q.ask('How many hours were logged in total?', amount(sumOf(entries, (e) => e.hours), 1));
    q.ask('Top 3 jobs by hours - job numbers please', ranking(ranked(perJob, 3)));
    q.ask('Which job has the most hours logged?', winner(perJob));
    q.ask('What share of all logged hours were overtime?', percent(percentOf(sumOf(entries, (e) => e.hours, overtime), sumOf(entries, (e) => e.hours))));
    q.ask('What percentage of timesheet entries were overtime?', percent(percentOf(countWhere(entries, overtime), entries.length)));
    q.ask('When was the earliest work logged?', day(dates[0]));
    q.ask('When was the last work date?', day(dates.at(-1)!));
    q.ask('Which staff member logged the most hours?', winner(groupBy(entries, (e) => e.staff, 'sum', (e) => e.hours)));
    q.ask('How many hours did Chloe Park log in May 2025?', amount(sumOf(entries, (e) => e.hours, (e) => e.staff === 'Chloe Park' && between(e.date, '2025-05-01', '2025-05-31')), 1));
    q.ask('What is the average quoted price for banners?', amount(sumOf(jobs, (j) => j.quote, (j) => j.product === 'Banners') / countWhere(jobs, (j) => j.product === 'Banners')));

    q.ask('How much paper did job J-20008 use?', decline('no paper column'));
    q.ask('Which jobs were delivered late?', decline('no delivery date'));
    q.ask('What is the hourly rate of Ben Okafor?', decline('no rate column'));
    return { files, questions: q.questions };
  },
};

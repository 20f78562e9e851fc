// A rural fencing and hedge-laying contractor: 720 jobs (CSV: customer, customer type, town, job
// type, quote in pounds written "£1,234.00", status, quote date as dd/mm/yyyy text, run length in
// metres with blanks for gates) and 8,600 crew timesheet lines from January to October 2025 (CSV)
// sharing `Job Ref`. Traps: job refs like "FJ-0412", hours and metres as separate measures,
// materials in pounds with many blanks, "Lost" and "Cancelled" quotes that never got work, a
// customer type "Council" and a crew member called "Ash" (also a tree).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Job {
  ref: string;
  customer: string;
  type: string;
  town: string;
  work: string;
  quote: number;
  status: string;
  quoted: string;
  length: number | null;
}

interface Entry {
  id: number;
  job: string;
  date: string;
  crew: string;
  hours: number;
  metres: number;
  materials: number | null;
  overtime: boolean;
}

const SURNAMES = ['Powell', 'Prosser', 'Bevan', 'Griffiths', 'Hughes', 'Price', 'Watkins', 'Morgan', 'Pritchard', 'Lloyd', 'Baskerville', 'Jenkins', 'Vaughan', 'Parry', 'Davies', 'Evans', 'Gwillim', 'Probert', 'Meredith', 'Harris'];
const FARMS = ['Upper House Farm', 'Lower Court Farm', 'The Grange', 'Brook Farm', 'Hill Farm', 'Moor Farm', 'Cwm Farm', 'Lye Farm', 'Bridge Farm', 'Park Farm'];
const COMMERCIAL = ['Wye Valley Holiday Parks', 'Marches Storage Ltd', 'Kington Garden Centre', 'Ledbury Golf Club', 'Three Counties Vets', 'Orchard Cider Co'];
const TOWNS: [string, number][] = [['Hereford', 30], ['Leominster', 18], ['Ledbury', 14], ['Ross-on-Wye', 14], ['Kington', 10], ['Bromyard', 9], ['Presteigne', 5]];
// job type, typical run (m), £ per metre, weight
const WORKS: [string, number, number, number][] = [
  ['Close board', 30, 62, 26], ['Post & rail', 60, 38, 20], ['Stock fencing', 220, 14, 18], ['Hedge laying', 90, 28, 12], ['Gates', 0, 0, 10], ['Repairs', 12, 45, 14],
];
const CREW = ['Dan', 'Tom', 'Ash', 'Rhys', 'Megan', 'Owen', 'Kerry'];

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const pounds = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function generate(): { jobs: Job[]; entries: Entry[] } {
  const random = createRandom(47_129);
  const jobs: Job[] = [];
  for (let i = 0; i < 720; i++) {
    const type = random.weighted(['Domestic', 'Farm', 'Commercial', 'Council'], [50, 30, 12, 8]);
    const customer =
      type === 'Farm' ? `${random.pick(SURNAMES)}, ${random.pick(FARMS)}` : type === 'Commercial' ? random.pick(COMMERCIAL) : type === 'Council' ? 'Herefordshire Council' : `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(SURNAMES)}`;
    const [work, run, perMetre] = random.weighted(WORKS, WORKS.map((w) => w[3] * (type === 'Farm' && (w[0] === 'Stock fencing' || w[0] === 'Hedge laying') ? 3 : 1)));
    const length = work === 'Gates' ? null : Math.max(4, Math.round(random.normal(run, run * 0.35)));
    const quote = work === 'Gates' ? random.int(18, 95) * 10 : Math.round((length! * perMetre * random.float(0.85, 1.2, 2) + 150) / 5) * 5;
    const quoted = random.date('2024-11-01', '2025-09-30');
    const status = random.weighted(['Completed', 'In progress', 'Quoted', 'Lost', 'Cancelled'], [55, quoted > '2025-08-15' ? 25 : 3, quoted > '2025-08-01' ? 20 : 4, 14, 5]);
    jobs.push({ ref: `FJ-${String(i + 1).padStart(4, '0')}`, customer, type, town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])), work, quote, status, quoted, length });
  }
  const worked = jobs.filter((j) => j.status === 'Completed' || j.status === 'In progress');
  const entries: Entry[] = [];
  while (entries.length < 8_600) {
    const j = random.weighted(worked, worked.map((w) => Math.sqrt(w.quote)));
    let date = addDays(j.quoted, random.int(5, 70));
    if (date > '2025-10-31') date = random.date('2025-10-01', '2025-10-31');
    if (date < '2025-01-01') date = random.date('2025-01-01', '2025-01-31');
    const hours = random.pick([2, 3, 4, 4.5, 6, 7.5, 8, 8, 8, 9.5, 10]);
    const rate = j.work === 'Stock fencing' ? 9 : j.work === 'Hedge laying' ? 2.5 : j.work === 'Gates' ? 0 : j.work === 'Repairs' ? 1.5 : 3;
    entries.push({
      id: 0,
      job: j.ref,
      date,
      crew: random.weighted(CREW, [20, 18, 16, 14, 12, 11, 9]),
      hours,
      metres: Math.round(hours * rate * random.float(0.6, 1.3, 2)),
      materials: random.chance(0.55) ? null : random.float(20, j.work === 'Close board' ? 900 : 350, 2),
      overtime: hours > 8 || random.chance(0.04),
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.job.localeCompare(b.job));
  entries.forEach((e, i) => (e.id = 51_001 + i));
  return { jobs, entries };
}

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job Ref', value: (j) => j.ref },
  { header: 'Customer', value: (j) => j.customer },
  { header: 'Customer type', value: (j) => j.type },
  { header: 'Town', value: (j) => j.town },
  { header: 'Job type', value: (j) => j.work },
  { header: 'Quote', value: (j) => pounds(j.quote) },
  { header: 'Status', value: (j) => j.status },
  { header: 'Quote date', value: (j) => dmy(j.quoted) },
  { header: 'Length (m)', value: (j) => j.length },
];

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'Entry ID', value: (e) => e.id },
  { header: 'Job Ref', value: (e) => e.job },
  { header: 'Work date', value: (e) => e.date },
  { header: 'Crew member', value: (e) => e.crew },
  { header: 'Hours', value: (e) => e.hours },
  { header: 'Metres installed', value: (e) => e.metres },
  { header: 'Materials (£)', value: (e) => e.materials },
  { header: 'Overtime', value: (e) => (e.overtime ? 'Y' : 'N') },
];

export const fencing: BusinessSchema = {
  name: 'fencing',
  description: "A fencing and hedge-laying contractor's 720 jobs (CSV, quotes with £ and commas, dd/mm/yyyy text dates) and 8,600 timesheet lines Jan-Oct 2025 (CSV) sharing Job Ref",
  async build(dir) {
    const { jobs, entries } = generate();
    const files = [await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs), await writeCsv(join(dir, 'timesheets.csv'), ENTRY_COLUMNS, entries)];
    const q = questionSet('fencing');
    const jobOf = new Map(jobs.map((j) => [j.ref, j]));
    const hours = (e: Entry) => e.hours;
    const metres = (e: Entry) => e.metres;
    const quote = (j: Job) => j.quote;
    const done = (j: Job) => j.status === 'Completed';
    const inMonth = (m: string) => (e: Entry) => e.date.startsWith(m);

    q.ask('How many jobs have we got on the system?', count(jobs.length));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How many jobs are completed?', count(countWhere(jobs, done)));
    q.ask('What is the total quoted value of completed jobs?', amount(sumOf(jobs, quote, done), 2));
    q.ask('Average quote by job type', breakdown(groupBy(jobs, (j) => j.work, 'avg', quote), 2));
    q.ask('Which type of job brings in the most quoted money overall?', winner(groupBy(jobs, (j) => j.work, 'sum', quote)));
    q.ask('How many jobs in each town?', countsBy(groupBy(jobs, (j) => j.town, 'count')));
    q.ask('Top 3 towns for completed jobs', ranking(ranked(groupBy(jobs, (j) => j.town, 'count', undefined, done), 3)));
    q.ask('What percentage of all the jobs on the system are marked as lost?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Lost'), jobs.length)));
    q.ask('How many quotes did we send out in March 2025?', count(countWhere(jobs, (j) => j.quoted.startsWith('2025-03'))));
    q.ask('number of jobs quoted in Q1 2025', count(countWhere(jobs, (j) => j.quoted.startsWith('2025') && quarterOf(j.quoted) === 1)));
    q.ask('How many jobs did we quote in 2024?', count(countWhere(jobs, (j) => j.quoted.startsWith('2024'))));
    q.ask("What's our biggest single quote?", amount(maxOf(jobs, quote), 2));
    q.ask('median quote for hedge laying', amount(medianOf(jobs, quote, (j) => j.work === 'Hedge laying'), 2));
    q.ask('Total length of stock fencing we have quoted for, in metres', amount(sumOf(jobs, (j) => j.length, (j) => j.work === 'Stock fencing'), 0));
    q.ask('How many jobs have no length filled in?', count(countWhere(jobs, (j) => j.length === null)));
    q.ask('How many hours have the crew logged in total?', amount(sumOf(entries, hours), 1));
    q.ask('Hours by crew member', breakdown(groupBy(entries, (e) => e.crew, 'sum', hours), 1));
    q.ask('Who has put in the most hours?', winner(groupBy(entries, (e) => e.crew, 'sum', hours)));
    q.ask('Which crew member has installed the most metres?', winner(groupBy(entries, (e) => e.crew, 'sum', metres)));
    q.ask('How much have we spent on materials?', amount(sumOf(entries, (e) => e.materials), 2));
    q.ask('Materials spend on hedge laying jobs', amount(sumOf(entries, (e) => e.materials, (e) => jobOf.get(e.job)!.work === 'Hedge laying'), 2));
    q.ask('How many hours were logged in August?', amount(sumOf(entries, hours, inMonth('2025-08')), 1));
    q.ask('hours worked between 14 July and 27 July', amount(sumOf(entries, hours, (e) => e.date >= '2025-07-14' && e.date <= '2025-07-27'), 1));
    q.ask('Hours logged since the start of October', amount(sumOf(entries, hours, (e) => e.date >= '2025-10-01'), 1));
    q.ask('How many timesheet lines are marked as overtime?', count(countWhere(entries, (e) => e.overtime)));
    q.ask('What share of hours were overtime?', percent(percentOf(sumOf(entries, hours, (e) => e.overtime), sumOf(entries, hours))));
    q.ask('Average hours per timesheet entry', amount(avgOf(entries, hours), 2));
    q.ask('Across all timesheets, how many metres do we install per hour?', amount(sumOf(entries, metres) / sumOf(entries, hours), 2));
    q.ask('How many different jobs have had time booked to them?', count(new Set(entries.map((e) => e.job)).size));
    q.ask('How many separate jobs has Dan worked on?', count(new Set(entries.filter((e) => e.crew === 'Dan').map((e) => e.job)).size));
    q.ask('Hours broken down by customer type', breakdown(groupBy(entries, (e) => jobOf.get(e.job)!.type, 'sum', hours), 1));
    q.ask("Which town's jobs took the most crew hours?", winner(groupBy(entries, (e) => jobOf.get(e.job)!.town, 'sum', hours)));
    q.ask('In which month did the crew log the most hours?', month(ranked(groupBy(entries, (e) => e.date.slice(0, 7), 'sum', hours), 1)[0]));
    q.ask('How many jobs have we done for farms?', count(countWhere(jobs, (j) => j.type === 'Farm')));
    q.ask('total value of completed council jobs', amount(sumOf(jobs, quote, (j) => done(j) && j.type === 'Council'), 2));
    q.ask('Average quote per customer type', breakdown(groupBy(jobs, (j) => j.type, 'avg', quote), 2));
    const led = q.ask('How many jobs have we quoted in Ledbury?', count(countWhere(jobs, (j) => j.town === 'Ledbury')));
    q.followUp(led, 'and Kington?', count(countWhere(jobs, (j) => j.town === 'Kington')));
    q.ask('Top 3 jobs by hours spent', ranking(ranked(groupBy(entries, (e) => e.job, 'sum', hours), 3)));
    q.ask('Which job has had the most metres put in?', winner(groupBy(entries, (e) => e.job, 'sum', metres)));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('What was the total value of the quotes we lost?', amount(sumOf(jobs, quote, (j) => j.status === 'Lost'), 2));
    q.ask('median hours on a timesheet line', amount(medianOf(entries, hours), 2));
    q.ask('Materials cost by job type', breakdown(groupBy(entries, (e) => jobOf.get(e.job)!.work, 'sum', (e) => e.materials), 2));
    const tom = q.ask('How many hours did Tom log in June?', amount(sumOf(entries, hours, (e) => e.crew === 'Tom' && inMonth('2025-06')(e)), 1));
    q.followUp(tom, 'What about July?', amount(sumOf(entries, hours, (e) => e.crew === 'Tom' && inMonth('2025-07')(e)), 1));
    q.ask('How many different customers have we quoted for?', count(new Set(jobs.map((j) => j.customer)).size));

    q.ask('What colour panels do customers order most?', decline('no colour column'));
    q.ask("What's the phone number for the Ledbury Golf Club job?", decline('no contact details'));
    q.ask('How many miles did the vans do in September?', decline('no mileage'));
    q.ask('How many jobs have we done in Cardiff?', decline('no such town in the jobs'));
    q.ask('How many quotes did we send in 2023?', decline('quote dates start in November 2024'));
    q.ask('What hourly rate do we pay Rhys?', decline('no pay rates'));
    q.ask('How many days did we lose to rain?', decline('no weather data'));
    q.ask('What review scores have customers given us?', decline('no reviews'));
    q.ask('Which timber supplier do we use most?', decline('no supplier column'));
    q.ask('On average how many days do customers take to pay their invoice?', decline('no invoice or payment dates'));
    q.ask('How many jobs will we win next quarter?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

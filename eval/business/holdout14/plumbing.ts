// A plumbing and heating firm in West Yorkshire: 1,400 customers (XLSX) and 26,000 jobs from
// January 2024 to September 2025 (CSV) sharing `customer_id`. Traps: money with the unit in the
// header ("Labour (£)", "Parts (£)"), parts left blank when none were fitted, a boiler age kept as
// text in the customer sheet (and blank when unknown), a first-time-fix flag that is blank on jobs
// that were not completed, job numbers that look like quantities, and a landlord customer whose
// name starts with "Total" ("Total Property Management Ltd").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  type: string;
  town: string;
  plan: string;
  boilerAge: number | null;
  joined: string;
}

interface Job {
  no: number;
  customer: string;
  date: string;
  type: string;
  engineer: string;
  hours: number | null;
  labour: number;
  parts: number | null;
  status: string;
  ftf: string | null;
  payment: string;
}

const TOWNS = ['Leeds', 'Bradford', 'Wakefield', 'Halifax', 'Harrogate', 'York'];
const TOWN_WEIGHTS = [34, 22, 14, 11, 10, 9];
const TYPES: [string, string, number][] = [
  ['Domestic', 'Mr', 70], ['Landlord', 'Lettings', 14], ['Commercial', 'Ltd', 10], ['Housing Association', 'HA', 6],
];
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker', 'Wright', 'Robinson', 'Thompson', 'Hughes', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Patel', 'Khan', 'Hussain', 'Lee', 'Scott', 'Turner', 'Hill', 'Moore', 'Cooper', 'Ward', 'Morris', 'King', 'Baker', 'Shaw'];
const INITIALS = 'ABCDEFGHJKLMNPRSTW';
const ENGINEERS = ['Dean Holroyd', 'Priya Sandhu', 'Mark Ackroyd', 'Stuart Fenwick', 'Leon Okafor', 'Gary Pickles', 'Amy Brook', 'Tom Illingworth'];
const ENGINEER_WEIGHTS = [15, 14, 13, 12, 12, 11, 12, 11];
// job type, weight, typical hours, labour rate basis, parts mean (0 = usually none), first-time-fix rate
const JOB_TYPES: [string, number, number, number, number, number][] = [
  ['Boiler service', 26, 1.2, 85, 0, 0.97],
  ['Boiler repair', 20, 2.1, 120, 140, 0.74],
  ['Leak repair', 16, 1.6, 95, 35, 0.88],
  ['Blocked drain', 9, 1.3, 90, 0, 0.9],
  ['Gas safety certificate', 12, 0.8, 70, 0, 0.99],
  ['Radiator install', 7, 2.8, 150, 160, 0.93],
  ['Emergency callout', 6, 1.9, 160, 60, 0.81],
  ['Bathroom install', 4, 22, 1_650, 2_400, 0.95],
];
const PAYMENTS = ['Card', 'BACS', 'Cash', 'Invoice'];

function generate(): { customers: Customer[]; jobs: Job[] } {
  const random = createRandom(15_101);
  const customers: Customer[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < 1_400; i++) {
    const [type, suffix] = random.weighted(TYPES, TYPES.map((t) => t[2]));
    let name = '';
    do {
      const surname = random.pick(SURNAMES);
      const initial = INITIALS[random.int(0, INITIALS.length - 1)];
      name =
        suffix === 'Mr' ? `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${initial} ${surname}`
          : suffix === 'Lettings' ? `${surname} ${initial}. Lettings`
            : suffix === 'Ltd' ? `${surname} & ${random.pick(SURNAMES)} ${random.pick(['Ltd', 'Dental', 'Cafe', 'Motors', 'Joinery'])}`
              : `${random.pick(['Aire', 'Calder', 'Pennine', 'Wharfe', 'Ouse', 'Dales'])} ${random.pick(['Homes', 'Housing', 'Living'])} ${initial}${random.int(1, 9)}`;
    } while (usedNames.has(name));
    usedNames.add(name);
    customers.push({
      id: `PH-${String(i + 1).padStart(4, '0')}`,
      name,
      type,
      town: random.weighted(TOWNS, TOWN_WEIGHTS),
      plan: random.chance(type === 'Domestic' ? 0.38 : 0.2) ? 'Yes' : 'No',
      boilerAge: type === 'Commercial' || random.chance(0.15) ? null : random.int(1, 24),
      joined: random.date('2019-01-01', '2025-06-30'),
    });
  }
  const tpm = customers[417];
  tpm.name = 'Total Property Management Ltd';
  tpm.type = 'Landlord';
  tpm.town = 'Leeds';
  tpm.plan = 'Yes';
  const weights = customers.map((c) => (c === tpm ? 90 : c.type === 'Housing Association' ? 5 : c.type === 'Landlord' ? 3 : c.type === 'Commercial' ? 1.5 : 1) * (c.id.endsWith('7') ? 0 : 1));
  const jobs: Job[] = [];
  for (let i = 0; i < 26_000; i++) {
    const customer = random.weighted(customers, weights);
    const [type, , hoursMean, labourBase, partsMean, ftfRate] = random.weighted(JOB_TYPES, JOB_TYPES.map((t) => t[1] * (t[0] === 'Boiler service' && customer.plan === 'Yes' ? 2 : 1)));
    let date = random.date('2024-01-01', '2025-09-30');
    const month = Number(date.slice(5, 7));
    if ((type === 'Emergency callout' || type === 'Boiler repair') && month >= 4 && month <= 9 && random.chance(0.3)) date = `${date.slice(0, 5)}${random.pick(['01', '02', '12'])}${date.slice(7)}`;
    if (date > '2025-09-30' || (date.slice(5, 7) === '02' && Number(date.slice(8)) > 28)) date = `${date.slice(0, 8)}15`;
    const roll = random.next();
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.09 ? 'No access' : 'Completed';
    const hours = status === 'Cancelled' ? null : status === 'No access' ? 0.25 : Math.max(0.25, Math.round(random.normal(hoursMean, hoursMean * 0.3) * 4) / 4);
    const labour = status === 'Cancelled' ? 0 : status === 'No access' ? 45 : Math.round(random.normal(labourBase, labourBase * 0.18) * 100) / 100;
    const parts = status !== 'Completed' || partsMean === 0 ? (status === 'Completed' && random.chance(0.12) ? random.float(4, 30, 2) : null) : random.float(partsMean * 0.4, partsMean * 1.6, 2);
    const ftf = status === 'Completed' ? (random.chance(ftfRate) ? 'Y' : 'N') : null;
    jobs.push({
      no: 0,
      customer: customer.id,
      date,
      type,
      engineer: random.weighted(ENGINEERS, ENGINEER_WEIGHTS),
      hours,
      labour,
      parts,
      status,
      ftf,
      payment: status === 'Cancelled' ? 'None' : customer.type === 'Domestic' ? random.weighted(PAYMENTS, [55, 25, 15, 5]) : random.weighted(PAYMENTS, [10, 30, 2, 58]),
    });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.customer.localeCompare(b.customer));
  jobs.forEach((j, i) => (j.no = 710_001 + i));
  return { customers, jobs };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'customer_type', value: (c) => c.type },
  { header: 'town', value: (c) => c.town },
  { header: 'service_plan', value: (c) => c.plan },
  { header: 'Boiler age (years)', value: (c) => (c.boilerAge === null ? null : String(c.boilerAge)) },
  { header: 'customer_since', value: (c) => c.joined },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'customer_id', value: (j) => j.customer },
  { header: 'job_date', value: (j) => j.date },
  { header: 'job_type', value: (j) => j.type },
  { header: 'engineer', value: (j) => j.engineer },
  { header: 'hours_on_site', value: (j) => j.hours },
  { header: 'Labour (£)', value: (j) => j.labour },
  { header: 'Parts (£)', value: (j) => j.parts },
  { header: 'status', value: (j) => j.status },
  { header: 'first_time_fix', value: (j) => j.ftf },
  { header: 'payment_method', value: (j) => j.payment },
];

export const plumbing: BusinessSchema = {
  name: 'plumbing',
  description: 'A plumbing and heating firm in West Yorkshire: 1,400 customers (XLSX) and 26,000 jobs Jan 2024-Sep 2025 with labour and parts in pounds (CSV) sharing customer_id',
  async build(dir) {
    const { customers, jobs } = generate();
    const files = [
      await writeXlsx(join(dir, 'plumbing_customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'plumbing_jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('plumbing');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const cust = (j: Job) => custOf.get(j.customer)!;
    const done = (j: Job) => j.status === 'Completed';
    const inYear = (y: string) => (j: Job) => j.date.startsWith(y);
    const ftfRate = (where: (j: Job) => boolean) => percentOf(countWhere(jobs, (j) => where(j) && j.ftf === 'Y'), countWhere(jobs, (j) => where(j) && j.ftf !== null));
    const revenue = (j: Job) => j.labour + (j.parts ?? 0);
    const jobbed = new Set(jobs.map((j) => j.customer));

    q.ask('How many jobs have we got on the system?', count(jobs.length));
    q.ask('How many customers do we have?', count(customers.length));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('Number of jobs by job type', countsBy(groupBy(jobs, (j) => j.type, 'count')));
    q.ask('How much labour did we bill in 2024?', amount(sumOf(jobs, (j) => j.labour, inYear('2024'))));
    q.ask('Average time on site for a completed boiler repair, in hours', amount(avgOf(jobs, (j) => j.hours, (j) => j.type === 'Boiler repair' && done(j)), 2));
    q.ask('Which engineer completed the most jobs?', winner(groupBy(jobs, (j) => j.engineer, 'count', undefined, done)));
    q.ask('Top 3 engineers by labour billed', ranking(ranked(groupBy(jobs, (j) => j.engineer, 'sum', (j) => j.labour), 3)));
    q.ask("What's our first time fix rate?", percent(ftfRate(() => true)));
    q.ask('first time fix rate on boiler repairs', percent(ftfRate((j) => j.type === 'Boiler repair')));
    q.ask('How many jobs have we booked for Total Property Management?', count(countWhere(jobs, (j) => cust(j).name === 'Total Property Management Ltd')));
    q.ask('What did we spend on parts in Q3 2025?', amount(sumOf(jobs, (j) => j.parts, (j) => inYear('2025')(j) && quarterOf(j.date) === 3)));
    q.ask('Jobs by customer type', countsBy(groupBy(jobs, (j) => cust(j).type, 'count')));
    q.ask('Which town do we get the most work from?', winner(groupBy(jobs, (j) => cust(j).town, 'count')));
    q.ask('What percentage of our jobs are for customers on a service plan?', percent(percentOf(countWhere(jobs, (j) => cust(j).plan === 'Yes'), jobs.length)));
    q.ask('Average labour charge on completed landlord jobs', amount(avgOf(jobs, (j) => j.labour, (j) => done(j) && cust(j).type === 'Landlord')));
    q.ask('How many no access visits did we have in March 2025?', count(countWhere(jobs, (j) => j.status === 'No access' && j.date.startsWith('2025-03'))));
    q.ask('Which month in 2024 had the most emergency callouts?', month(busiestMonth(jobs, (j) => j.date, (j) => j.type === 'Emergency callout' && inYear('2024')(j))));
    q.ask('Total takings (labour plus parts) by payment method', breakdown(groupBy(jobs, (j) => j.payment, 'sum', revenue, (j) => j.status !== 'Cancelled')));
    q.ask('How many jobs have we done since 1 July 2025?', count(countWhere(jobs, (j) => j.date >= '2025-07-01')));
    q.ask('jobs between 1st and 14th February 2025', count(countWhere(jobs, (j) => j.date >= '2025-02-01' && j.date <= '2025-02-14')));
    q.ask("What's the average age of our customers' boilers?", amount(avgOf(customers, (c) => c.boilerAge), 1));
    q.ask('How many customers joined us in 2023?', count(countWhere(customers, (c) => c.joined.startsWith('2023'))));
    q.ask("How many customers haven't had a single job?", count(countWhere(customers, (c) => !jobbed.has(c.id))));
    q.ask('What was the biggest parts bill on a single job?', amount(maxOf(jobs, (j) => j.parts)));
    q.ask('Which job type brings in the most labour revenue?', winner(groupBy(jobs, (j) => j.type, 'sum', (j) => j.labour)));
    const ftfBy = new Map([...groupBy(jobs, (j) => j.engineer, 'count', undefined, (j) => j.ftf !== null)].map(([e]) => [e, ftfRate((j) => j.engineer === e)]));
    q.ask('Which engineer has the worst first-time fix rate?', winner(ftfBy, 'asc'));
    const baths = q.ask('How many bathroom installs did we complete in 2025?', count(countWhere(jobs, (j) => j.type === 'Bathroom install' && done(j) && inYear('2025')(j))));
    q.followUp(baths, 'And in 2024?', count(countWhere(jobs, (j) => j.type === 'Bathroom install' && done(j) && inYear('2024')(j))));
    q.ask('Median hours on site for completed jobs', amount(medianOf(jobs, (j) => j.hours, done), 2));
    q.ask('What share of all jobs were paid in cash?', percent(percentOf(countWhere(jobs, (j) => j.payment === 'Cash'), jobs.length)));
    q.ask('average parts cost on a bathroom install', amount(avgOf(jobs, (j) => j.parts, (j) => j.type === 'Bathroom install')));
    q.ask('How many housing association jobs have we done in Leeds?', count(countWhere(jobs, (j) => done(j) && cust(j).type === 'Housing Association' && cust(j).town === 'Leeds')));
    q.ask('Who is our busiest customer by number of jobs?', winner(groupBy(jobs, (j) => cust(j).name, 'count')));
    q.ask('How many customers are on a service plan?', count(countWhere(customers, (c) => c.plan === 'Yes')));
    q.ask('Gas safety certificates done in 2025 by engineer', countsBy(groupBy(jobs, (j) => j.engineer, 'count', undefined, (j) => j.type === 'Gas safety certificate' && done(j) && inYear('2025')(j))));

    q.ask("What's our margin on parts?", decline('no buying price for parts'));
    q.ask('How many miles did the engineers drive last month?', decline('no mileage recorded'));
    q.ask('How satisfied are customers with Dean Holroyd?', decline('no satisfaction ratings'));
    q.ask('How many jobs did we do in 2023?', decline('jobs start in January 2024'));
    q.ask('Who is our best engineer?', decline('an opinion'));
    q.ask('How many boiler repairs will we get this coming winter?', decline('a forecast'));
    q.ask("What's Priya Sandhu's Gas Safe registration number?", decline('no registration numbers'));
    q.ask('How long do customers wait between booking and the visit?', decline('no booking date'));
    q.ask('Which boiler brand breaks down the most?', decline('no boiler make recorded'));
    q.ask('How much did we pay the engineers in wages in 2024?', decline('no wages'));
    q.ask('What is the phone number for Total Property Management?', decline('no contact details'));
    return { files, questions: q.questions };
  },
};

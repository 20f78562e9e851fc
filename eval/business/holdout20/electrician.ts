// An electrical contractor: 6,400 jobs from January 2024 to October 2025 (CSV) and the invoices
// raised for the finished ones (XLSX) sharing `Job Ref`. Traps: job refs like "JB-24001", materials
// in dollars with the unit in the header ("Materials ($)"), invoice dates as text MM/DD/YYYY,
// cancelled and quoted jobs with no completion date and no invoice, unpaid invoices with a blank
// paid date, a landlord customer called "Total Property Management", an electrician called "Will
// Carter", and job types with abbreviations (EICR, EV Charger).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Job {
  ref: string;
  customer: string;
  customerType: string;
  jobType: string;
  electrician: string;
  booked: string;
  completed: string | null;
  status: string;
  hours: number | null;
  materials: number | null;
  postcode: string;
}

interface Invoice {
  no: string;
  job: string;
  date: string;
  net: number;
  tax: number;
  total: number;
  paid: string | null;
}

// job type, typical hours, typical materials, weight
const JOB_TYPES: [string, number, number, number][] = [
  ['EICR', 3, 15, 20], ['Fault Finding', 2.5, 40, 18], ['Sockets & Switches', 3.5, 90, 16], ['Lighting', 5, 220, 14],
  ['Consumer Unit', 7, 480, 9], ['EV Charger', 6, 650, 8], ['Full Rewire', 40, 2_400, 4], ['Smoke Alarms', 2, 110, 11],
];
const ELECTRICIANS = ['Will Carter', 'Dana Okoro', 'Rhys Pugh', 'Megan Hart', 'Sam Ibrahim', 'Lee Foster'];
const CUSTOMER_TYPES: [string, number][] = [['Domestic', 60], ['Landlord', 25], ['Commercial', 15]];
const LANDLORDS = ['Total Property Management', 'Keystone Lettings', 'Brightside Homes', 'Parkway Estates', 'Maple Residential'];
const BUSINESSES = ['Harbour Dental', 'Quayside Gym', 'Fenwick Bakery', 'Lowther Hotel', 'Northgate Motors', 'Castle Vets', 'Riverside Nursery', 'Pixel Print Shop'];
const SURNAMES = ['Adams', 'Baker', 'Clarke', 'Davies', 'Ellis', 'Fisher', 'Graham', 'Hall', 'Irwin', 'Jenkins', 'King', 'Lloyd', 'Moss', 'Nash', 'Owen', 'Price', 'Rees', 'Shaw', 'Turner', 'Wood'];
const POSTCODES = ['NE1', 'NE2', 'NE3', 'NE4', 'NE6', 'NE15', 'NE28', 'SR1'];
const RATE = 55;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function generate(): { jobs: Job[]; invoices: Invoice[] } {
  const random = createRandom(37_047);
  const jobs: Job[] = [];
  for (let i = 0; i < 6_400; i++) {
    const customerType = random.weighted(CUSTOMER_TYPES.map((c) => c[0]), CUSTOMER_TYPES.map((c) => c[1]));
    const customer =
      customerType === 'Landlord' ? random.weighted(LANDLORDS, [30, 20, 20, 15, 15])
      : customerType === 'Commercial' ? random.pick(BUSINESSES)
      : `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(SURNAMES)}`;
    let type = random.weighted(JOB_TYPES, JOB_TYPES.map((t) => t[3]));
    if (customerType === 'Landlord' && random.chance(0.3)) type = JOB_TYPES[0];
    const booked = random.date('2024-01-02', '2025-10-31');
    const roll = random.next();
    const status = booked >= '2025-10-15' && roll < 0.5 ? 'In Progress' : roll < 0.07 ? 'Cancelled' : roll < 0.13 ? 'Quoted' : 'Completed';
    const done = status === 'Completed';
    const hours = done ? Math.max(0.5, roundTo(random.normal(type[1], type[1] * 0.25), 1)) : status === 'In Progress' ? roundTo(random.float(0.5, type[1], 1), 1) : null;
    const materials = done ? Math.max(0, roundTo(random.normal(type[2], type[2] * 0.3), 2)) : null;
    const completed = done ? addDays(booked, random.int(0, type[0] === 'Full Rewire' ? 20 : 6)) : null;
    jobs.push({ ref: `JB-${24_001 + i}`, customer, customerType, jobType: type[0], electrician: random.weighted(ELECTRICIANS, [20, 18, 17, 16, 15, 14]), booked, completed, status, hours, materials, postcode: random.pick(POSTCODES) });
  }
  jobs.sort((a, b) => a.booked.localeCompare(b.booked) || a.ref.localeCompare(b.ref));
  jobs.forEach((j, i) => (j.ref = `JB-${24_001 + i}`));
  const invoices: Invoice[] = [];
  for (const j of jobs) {
    if (j.status !== 'Completed' || j.completed! > '2025-10-31') continue;
    const date = addDays(j.completed!, random.int(0, 3));
    if (date > '2025-10-31') continue;
    const net = roundTo(j.hours! * RATE + j.materials! * 1.15, 2);
    const tax = roundTo(net * 0.2, 2);
    const late = j.customerType === 'Commercial' ? 45 : j.customerType === 'Landlord' ? 35 : 14;
    const paid = random.chance(date >= '2025-10-01' ? 0.35 : 0.96) ? addDays(date, random.int(0, late)) : null;
    invoices.push({ no: '', job: j.ref, date, net, tax, total: roundTo(net + tax, 2), paid: paid !== null && paid > '2025-10-31' ? null : paid });
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date) || a.job.localeCompare(b.job));
  invoices.forEach((v, i) => (v.no = `INV-${7_001 + i}`));
  return { jobs, invoices };
}

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job Ref', value: (j) => j.ref },
  { header: 'Customer', value: (j) => j.customer },
  { header: 'Customer Type', value: (j) => j.customerType },
  { header: 'Job Type', value: (j) => j.jobType },
  { header: 'Electrician', value: (j) => j.electrician },
  { header: 'Postcode', value: (j) => j.postcode },
  { header: 'Booked', value: (j) => j.booked },
  { header: 'Completed', value: (j) => j.completed },
  { header: 'Status', value: (j) => j.status },
  { header: 'Labour Hours', value: (j) => j.hours },
  { header: 'Materials ($)', value: (j) => j.materials },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice No', value: (v) => v.no },
  { header: 'Job Ref', value: (v) => v.job },
  { header: 'Invoice Date', value: (v) => usDate(v.date) },
  { header: 'Net ($)', value: (v) => v.net },
  { header: 'Tax ($)', value: (v) => v.tax },
  { header: 'Total ($)', value: (v) => v.total },
  { header: 'Paid On', value: (v) => (v.paid === null ? null : usDate(v.paid)) },
];

export const electrician: BusinessSchema = {
  name: 'electrician',
  description: "An electrical contractor's 6,400 jobs Jan 2024-Oct 2025 (CSV) and invoices in dollars with MM/DD/YYYY dates (XLSX) sharing Job Ref",
  async build(dir) {
    const { jobs, invoices } = generate();
    const files = [
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeXlsx(join(dir, 'invoices.xlsx'), 'Invoices', INVOICE_COLUMNS, invoices),
    ];
    const q = questionSet('electrician');
    const jobOf = new Map(jobs.map((j) => [j.ref, j]));
    const job = (v: Invoice) => jobOf.get(v.job)!;
    const total = (v: Invoice) => v.total;
    const unpaid = (v: Invoice) => v.paid === null;
    const done = (j: Job) => j.status === 'Completed';

    q.ask('How many jobs have we booked in total?', count(jobs.length));
    q.ask('How many invoices have we raised?', count(invoices.length));
    q.ask('Jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('What percentage of jobs got cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled'), jobs.length)));
    q.ask('How many EV charger installs did we complete in 2024?', count(countWhere(jobs, (j) => j.jobType === 'EV Charger' && done(j) && j.completed!.startsWith('2024'))));
    q.ask('Which job type do we get booked for most?', winner(groupBy(jobs, (j) => j.jobType, 'count')));
    q.ask('Total labour hours logged on completed jobs', amount(sumOf(jobs, (j) => j.hours, done), 1));
    q.ask('Average labour hours for a consumer unit change', amount(avgOf(jobs, (j) => j.hours, (j) => done(j) && j.jobType === 'Consumer Unit'), 1));
    q.ask('Median materials cost on completed full rewires', amount(medianOf(jobs, (j) => j.materials, (j) => done(j) && j.jobType === 'Full Rewire')));
    q.ask('How much did we spend on materials in total?', amount(sumOf(jobs, (j) => j.materials)));
    q.ask('Materials spend by job type', breakdown(groupBy(jobs, (j) => j.jobType, 'sum', (j) => j.materials, done)));
    q.ask('Who completed the most jobs?', winner(groupBy(jobs, (j) => j.electrician, 'count', undefined, done)));
    q.ask('Completed jobs per electrician', countsBy(groupBy(jobs, (j) => j.electrician, 'count', undefined, done)));
    q.ask('How many labour hours did Will Carter log on jobs completed in 2025?', amount(sumOf(jobs, (j) => j.hours, (j) => done(j) && j.electrician === 'Will Carter' && j.completed!.startsWith('2025')), 1));
    q.ask('How many jobs did we book for landlords?', count(countWhere(jobs, (j) => j.customerType === 'Landlord')));
    q.ask('Which landlord gives us the most work?', winner(groupBy(jobs, (j) => j.customer, 'count', undefined, (j) => j.customerType === 'Landlord')));
    q.ask('How many jobs have we done for Total Property Management?', count(countWhere(jobs, (j) => j.customer === 'Total Property Management' && done(j))));
    q.ask('How many EICRs were booked in the NE6 postcode?', count(countWhere(jobs, (j) => j.jobType === 'EICR' && j.postcode === 'NE6')));
    q.ask('Jobs booked in Q1 2025', count(countWhere(jobs, (j) => j.booked.startsWith('2025') && quarterOf(j.booked) === 1)));
    q.ask('In which month did we finish the most labour hours (by completion date)?', month(ranked(groupBy(jobs, (j) => j.completed!.slice(0, 7), 'sum', (j) => j.hours, done), 1)[0]));
    q.ask('How many jobs were booked between 1 June and 31 August 2025?', count(countWhere(jobs, (j) => j.booked >= '2025-06-01' && j.booked <= '2025-08-31')));
    q.ask('Average days from booking to completion', amount(avgOf(jobs, (j) => (j.completed === null ? null : daysBetween(j.booked, j.completed)), done), 1));
    q.ask('How many jobs are still in progress?', count(countWhere(jobs, (j) => j.status === 'In Progress')));
    q.ask('Total invoiced including tax', amount(sumOf(invoices, total)));
    q.ask('Net invoiced in 2024', amount(sumOf(invoices, (v) => v.net, (v) => v.date.startsWith('2024'))));
    q.ask('How much tax did we charge in Q3 2025?', amount(sumOf(invoices, (v) => v.tax, (v) => v.date.startsWith('2025') && quarterOf(v.date) === 3)));
    q.ask('How many invoices are unpaid?', count(countWhere(invoices, unpaid)));
    q.ask('How much money is outstanding on unpaid invoices?', amount(sumOf(invoices, total, unpaid)));
    q.ask('What is the average invoice total?', amount(avgOf(invoices, total)));
    q.ask('Largest single invoice total', amount(Math.max(...invoices.map(total))));
    q.ask('Invoiced totals by customer type', breakdown(groupBy(invoices, (v) => job(v).customerType, 'sum', total)));
    q.ask('Which electrician has billed the most (invoice totals)?', winner(groupBy(invoices, (v) => job(v).electrician, 'sum', total)));
    q.ask('Top 3 job types by invoiced net amount', ranking(ranked(groupBy(invoices, (v) => job(v).jobType, 'sum', (v) => v.net), 3)));
    q.ask('On average how many days do commercial customers take to pay?', amount(avgOf(invoices, (v) => (v.paid === null ? null : daysBetween(v.date, v.paid)), (v) => job(v).customerType === 'Commercial'), 1));
    q.ask('What share of invoices raised in October 2025 is still unpaid?', percent(percentOf(countWhere(invoices, (v) => unpaid(v) && v.date.startsWith('2025-10')), countWhere(invoices, (v) => v.date.startsWith('2025-10')))));
    const sep = q.ask('How much did we invoice in September 2025?', amount(sumOf(invoices, total, (v) => v.date.startsWith('2025-09'))));
    q.followUp(sep, 'and the same month last year?', amount(sumOf(invoices, total, (v) => v.date.startsWith('2024-09'))));
    q.ask('Which month had the highest invoiced total?', month(ranked(groupBy(invoices, (v) => v.date.slice(0, 7), 'sum', total), 1)[0]));
    q.ask('How many completed jobs have no invoice yet?', count(jobs.filter((j) => done(j) && !invoices.some((v) => v.job === j.ref)).length));
    q.ask('Unpaid amount owed by Keystone Lettings', amount(sumOf(invoices, total, (v) => unpaid(v) && job(v).customer === 'Keystone Lettings')));

    q.ask('How much did we spend on van fuel this year?', decline('no fuel or vehicle costs'));
    q.ask('Which supplier do we buy the most cable from?', decline('no supplier data'));
    q.ask('How many jobs did we book in 2023?', decline('jobs start in January 2024'));
    q.ask('What rating did customers give Dana Okoro?', decline('no customer ratings'));
    q.ask('How many solar panel installs have we done?', decline('no solar job type'));
    q.ask('How many miles did the vans do last month?', decline('no vehicle data'));
    q.ask('Why were jobs cancelled?', decline('no cancellation reason'));
    q.ask('What is the phone number for Harbour Dental?', decline('no contact details'));
    q.ask('How many certificates failed inspection?', decline('no EICR outcome'));
    q.ask('What time do jobs usually start?', decline('dates carry no time'));
    q.ask('How much will we invoice in December 2025?', decline('a forecast beyond the data'));
    return { files, questions: q.questions };
  },
};

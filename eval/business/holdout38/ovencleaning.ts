// A franchised oven cleaning round: 1,900 customers (CSV) and 8,400 cleaning jobs from January 2024 to
// November 2026 (CSV) sharing "Customer ID". Traps: job dates written as text ("3 March 2026"),
// customer and job numbers that look numeric (never summed), prices with the unit in the header
// ("Price (£)", "Parts (£)"), parts left blank when none were sold, blank "Heard About Us" cells,
// Cancelled, No-show and Refunded jobs that earned nothing, and a service called "Total Kitchen
// Clean" that is no total.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, day, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: number;
  town: string;
  kind: string;
  heard: string | null;
  since: string;
}

interface Job {
  no: number;
  date: string;
  customer: number;
  tech: string;
  service: string;
  price: number;
  minutes: number;
  parts: number | null;
  status: string;
  paid: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TOWNS: [string, number][] = [['Harrogate', 22], ['Knaresborough', 12], ['Ripon', 10], ['Wetherby', 11], ['Otley', 9], ['Ilkley', 13], ['Boroughbridge', 5], ['Pateley Bridge', 4]];
const KINDS: [string, number][] = [['Domestic', 78], ['Landlord', 13], ['Holiday let', 9]];
const HEARD: [string | null, number][] = [['Leaflet', 24], ['Google', 31], ['Facebook', 17], ['Word of mouth', 18], [null, 10]];
const TECHS: [string, number][] = [['Gary', 24], ['Priya', 21], ['Owen', 18], ['Steph', 20], ['Marek', 17]];
// service, price, minutes, weight
const SERVICES: [string, number, number, number][] = [
  ['Single oven', 65, 90, 34], ['Double oven', 85, 130, 24], ['Range cooker', 120, 180, 12], ['AGA', 140, 200, 5],
  ['Hob only', 35, 40, 8], ['Extractor', 40, 45, 7], ['BBQ', 95, 120, 4], ['Total Kitchen Clean', 210, 260, 6],
];

function textDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

function generate(): { customers: Customer[]; jobs: Job[] } {
  const random = createRandom(48_129);
  const customers: Customer[] = [];
  for (let i = 0; i < 1_900; i++) {
    customers.push({
      id: 50_101 + i,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      kind: random.weighted(KINDS.map((k) => k[0]), KINDS.map((k) => k[1])),
      heard: random.weighted(HEARD.map((h) => h[0]), HEARD.map((h) => h[1])),
      since: '',
    });
  }
  const weights = customers.map((c) => (c.kind === 'Domestic' ? 1 : 3.2) * (0.3 + random.next()));
  const jobs: Job[] = [];
  for (let i = 0; i < 8_400; i++) {
    const c = random.weighted(customers, weights);
    let date = random.date('2024-01-01', '2026-11-30');
    const m = Number(date.slice(5, 7));
    if (m >= 6 && m <= 8 && random.chance(0.25)) date = random.date('2024-01-01', '2026-11-30');
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = random.date('2024-01-01', '2026-11-30');
    let svc = random.weighted(SERVICES, SERVICES.map((s) => s[3]));
    if (svc[0] === 'BBQ' && (m < 4 || m > 9)) svc = SERVICES[0];
    const tech = random.weighted(TECHS.map((t) => t[0]), TECHS.map((t) => t[1]));
    const roll = random.next();
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.085 ? 'No-show' : roll < 0.1 ? 'Refunded' : 'Done';
    const price = svc[1] + (date >= '2025-04-01' ? 5 : 0) + (c.kind === 'Holiday let' ? 10 : 0);
    const minutes = status === 'Done' || status === 'Refunded' ? Math.max(25, Math.round(random.normal(svc[2], svc[2] * 0.15))) : 0;
    const parts = status === 'Done' && random.chance(0.12) ? random.pick([8.5, 12, 18, 24.99, 32]) : null;
    const paid = status === 'Done' || status === 'Refunded' ? random.weighted(['Card', 'Cash', 'Bank transfer'], [55, 20, 25]) : null;
    jobs.push({ no: 0, date, customer: c.id, tech, service: svc[0], price, minutes, parts, status, paid });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.customer - b.customer);
  jobs.forEach((j, i) => (j.no = 7_001 + i));
  const first = new Map<number, string>();
  for (const j of jobs) if (!first.has(j.customer)) first.set(j.customer, j.date);
  for (const c of customers) c.since = first.get(c.id) ?? random.date('2023-06-01', '2026-11-30');
  return { customers, jobs };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Town', value: (c) => c.town },
  { header: 'Customer Type', value: (c) => c.kind },
  { header: 'Heard About Us', value: (c) => c.heard },
  { header: 'Customer Since', value: (c) => textDate(c.since) },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job No', value: (j) => j.no },
  { header: 'Job Date', value: (j) => textDate(j.date) },
  { header: 'Customer ID', value: (j) => j.customer },
  { header: 'Technician', value: (j) => j.tech },
  { header: 'Service', value: (j) => j.service },
  { header: 'Price (£)', value: (j) => j.price },
  { header: 'Time On Site (mins)', value: (j) => j.minutes },
  { header: 'Parts (£)', value: (j) => j.parts },
  { header: 'Status', value: (j) => j.status },
  { header: 'Paid By', value: (j) => j.paid },
];

export const ovencleaning: BusinessSchema = {
  name: 'ovencleaning',
  description: 'An oven cleaning round: 1,900 customers (CSV) and 8,400 jobs Jan 2024-Nov 2026 with text dates and prices in pounds (CSV) sharing Customer ID',
  async build(dir) {
    const { customers, jobs } = generate();
    const files = [await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers), await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs)];
    const q = questionSet('ovencleaning');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const done = (j: Job) => j.status === 'Done';
    const inMonth = (m: string) => (j: Job) => j.date.startsWith(m);
    const inYear = (y: string) => (j: Job) => j.date.startsWith(y);
    const price = (j: Job) => j.price;
    const town = (j: Job) => custOf.get(j.customer)!.town;

    q.ask('How many jobs have we done altogether, including cancelled ones?', count(jobs.length));
    q.ask('How many customers are on the list?', count(customers.length));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How many no-shows did we have in 2025?', count(countWhere(jobs, (j) => j.status === 'No-show' && inYear('2025')(j))));
    q.ask('What percentage of jobs were no-shows?', percent(percentOf(countWhere(jobs, (j) => j.status === 'No-show'), jobs.length)));
    q.ask('Total takings from completed jobs in 2025 (price only)', amount(sumOf(jobs, price, (j) => done(j) && inYear('2025')(j))));
    q.ask('How much did we take from done jobs in February 2026?', amount(sumOf(jobs, price, (j) => done(j) && inMonth('2026-02')(j))));
    q.ask('What is the average price of a double oven clean?', amount(avgOf(jobs, price, (j) => j.service === 'Double oven')));
    q.ask('How many Total Kitchen Clean jobs were done in 2026?', count(countWhere(jobs, (j) => j.service === 'Total Kitchen Clean' && done(j) && inYear('2026')(j))));
    q.ask('Number of jobs per service', countsBy(groupBy(jobs, (j) => j.service, 'count')));
    q.ask('Which service brings in the most money from done jobs?', winner(groupBy(jobs, (j) => j.service, 'sum', price, done)));
    q.ask('Which technician completed the most jobs in 2025?', winner(groupBy(jobs, (j) => j.tech, 'count', undefined, (j) => done(j) && inYear('2025')(j))));
    q.ask('Which technician had the fewest completed jobs overall?', winner(groupBy(jobs, (j) => j.tech, 'count', undefined, done), 'asc'));
    q.ask('Average time on site in minutes for completed range cooker jobs', amount(avgOf(jobs, (j) => j.minutes, (j) => j.service === 'Range cooker' && done(j)), 1));
    q.ask('average time on site per technician for completed jobs (mins)', breakdown(groupBy(jobs, (j) => j.tech, 'avg', (j) => j.minutes, done), 1));
    q.ask('How many hours did Priya spend on site in October 2026?', amount(sumOf(jobs, (j) => j.minutes, (j) => j.tech === 'Priya' && inMonth('2026-10')(j)) / 60, 1));
    q.ask('What was the longest job in minutes?', amount(maxOf(jobs, (j) => j.minutes), 0));
    q.ask('Median time on site for single ovens that were done', amount(medianOf(jobs, (j) => j.minutes, (j) => j.service === 'Single oven' && done(j)), 1));
    q.ask('How much did we sell in parts in total?', amount(sumOf(jobs, (j) => j.parts)));
    q.ask('How many jobs included parts?', count(countWhere(jobs, (j) => j.parts !== null)));
    q.ask('Parts sales by technician', breakdown(groupBy(jobs, (j) => j.tech, 'sum', (j) => j.parts)));
    q.ask('How many jobs were paid by bank transfer in 2026?', count(countWhere(jobs, (j) => j.paid === 'Bank transfer' && inYear('2026')(j))));
    q.ask('What share of done jobs were paid in cash?', percent(percentOf(countWhere(jobs, (j) => done(j) && j.paid === 'Cash'), countWhere(jobs, done))));
    q.ask('Which month of 2024 was busiest for jobs?', month(ranked(groupBy(jobs, (j) => j.date.slice(0, 7), 'count', undefined, inYear('2024')), 1)[0]));
    q.ask('How many jobs between 1 and 14 March 2026?', count(countWhere(jobs, (j) => j.date >= '2026-03-01' && j.date <= '2026-03-14')));
    q.ask('How many jobs were booked in Q4 2025?', count(countWhere(jobs, (j) => j.date >= '2025-10-01' && j.date <= '2025-12-31')));
    q.ask('When was our last BBQ clean?', day([...jobs].reverse().find((j) => j.service === 'BBQ')!.date));
    q.ask('How many BBQ cleans did we do in summer 2025 (June to August)?', count(countWhere(jobs, (j) => j.service === 'BBQ' && j.date >= '2025-06-01' && j.date <= '2025-08-31')));
    q.ask('Refunded amount in total', amount(sumOf(jobs, price, (j) => j.status === 'Refunded')));
    q.ask('Done-job takings by year', breakdown(groupBy(jobs, (j) => j.date.slice(0, 4), 'sum', price, done)));
    const aga = q.ask('How many AGA cleans did we do in 2024?', count(countWhere(jobs, (j) => j.service === 'AGA' && inYear('2024')(j))));
    q.followUp(aga, 'and in 2025?', count(countWhere(jobs, (j) => j.service === 'AGA' && inYear('2025')(j))));

    q.ask('How many customers in each town?', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How many landlord customers do we have?', count(countWhere(customers, (c) => c.kind === 'Landlord')));
    q.ask('How many customers have no "heard about us" answer?', count(countWhere(customers, (c) => c.heard === null)));
    q.ask('Which source brought in the most customers?', winner(groupBy(customers, (c) => c.heard, 'count')));
    q.ask('Which town had the most done jobs in 2026?', winner(groupBy(jobs, town, 'count', undefined, (j) => done(j) && inYear('2026')(j))));
    q.ask('Top 3 towns by done-job takings', ranking(ranked(groupBy(jobs, town, 'sum', price, done), 3)));
    q.ask('Average job price for holiday let customers', amount(avgOf(jobs, price, (j) => custOf.get(j.customer)!.kind === 'Holiday let')));
    q.ask('Takings from done jobs by customer type', breakdown(groupBy(jobs, (j) => custOf.get(j.customer)!.kind, 'sum', price, done)));
    const ilk = q.ask('How many jobs in Ilkley in September 2026?', count(countWhere(jobs, (j) => town(j) === 'Ilkley' && inMonth('2026-09')(j))));
    q.followUp(ilk, 'what about Otley?', count(countWhere(jobs, (j) => town(j) === 'Otley' && inMonth('2026-09')(j))));
    const perCust = groupBy(jobs, (j) => String(j.customer), 'count');
    q.ask('How many customers have booked more than 10 jobs?', count([...perCust.values()].filter((n) => n > 10).length));
    q.ask('Which customer ID has booked the most jobs?', winner(perCust));
    q.ask('How many customers joined us in 2025?', count(countWhere(customers, (c) => c.since.startsWith('2025'))));
    q.ask('What percentage of Facebook customers are landlords?', percent(percentOf(countWhere(customers, (c) => c.heard === 'Facebook' && c.kind === 'Landlord'), countWhere(customers, (c) => c.heard === 'Facebook'))));
    q.ask('Which services did Marek do more than 300 of?', names([...groupBy(jobs, (j) => j.service, 'count', undefined, (j) => j.tech === 'Marek')].filter(([, n]) => n > 300).map(([k]) => k)));
    q.ask('How many cancellations did Steph have in 2026?', count(countWhere(jobs, (j) => j.tech === 'Steph' && j.status === 'Cancelled' && inYear('2026')(j))));

    q.ask('What do we pay Gary per job?', decline('no wages column'));
    q.ask('How much oven cleaning fluid did we use in 2025?', decline('no stock or materials data'));
    q.ask('How many jobs have we got booked for January 2027?', decline('jobs end in November 2026'));
    q.ask("Why didn't customers turn up for no-show jobs?", decline('no reason recorded'));
    q.ask('Which technician is the most careful?', decline('an opinion'));
    q.ask("What's the customer's email address on job 7001?", decline('no contact details'));
    q.ask('How many miles did the vans cover in 2026?', decline('no mileage'));
    q.ask('What oven brands do we clean most?', decline('no brand column'));
    q.ask('What was the average customer review score?', decline('no review column'));
    q.ask('Which leaflet drop worked best?', decline('no leaflet campaign detail'));
    q.ask('How much will we make next year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

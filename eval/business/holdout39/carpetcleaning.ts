// A carpet and upholstery cleaning firm around Reading: 1,200 customers (XLSX) and their cleaning
// jobs from January 2024 to September 2025 (CSV) sharing `cust_ref`. Traps: customer refs and job
// numbers that look numeric (never summed), job dates written as text ("3 Feb 2025"), money in two
// columns with the unit in the header ("Quote (£)" and "Invoiced (£)", the second blank for
// cancelled jobs and a flat call-out charge for no-access visits), a rooms count blank for jobs
// that are not fitted carpets, a heard-via column whose values include "None", and technician
// names with spaces.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface CleanCustomer {
  ref: number;
  name: string;
  type: string;
  town: string;
  heardVia: string;
}

export interface CleanJob {
  no: number;
  cust: number;
  date: string;
  service: string;
  rooms: number | null;
  area: number;
  quote: number;
  invoiced: number | null;
  status: string;
  tech: string;
  protector: string;
}

const TOWNS = ['Reading', 'Wokingham', 'Bracknell', 'Maidenhead', 'Henley-on-Thames'];
const TECHS = ['Lee Crouch', 'Mandy Fox', 'Gavin Hurst', 'Nadia Bell', 'Craig Oduya'];
// service, rate per sq m, weight
const SERVICES: [string, number, number][] = [
  ['Carpet clean', 3.2, 44],
  ['Upholstery clean', 9.5, 18],
  ['Rug clean', 6.5, 10],
  ['Stain removal', 12, 8],
  ['End of tenancy', 3.6, 14],
  ['Mattress clean', 14, 6],
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FIRST = ['Claire', 'Martin', 'Helen', 'Steve', 'Joanne', 'Mark', 'Nicola', 'Gareth', 'Fiona', 'Dean', 'Ruth', 'Tariq'];
const LAST = ['Ashby', 'Blake', 'Carver', 'Doyle', 'Eastwood', 'Fuller', 'Gibbs', 'Hart', 'Irwin', 'Jessop', 'Kerr', 'Lowe'];
const FIRMS = ['Lettings', 'Property Management', 'Estates', 'Offices', 'Dental Practice', 'Care Home'];

export function textDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

export function generateCarpets(): { customers: CleanCustomer[]; jobs: CleanJob[] } {
  const random = createRandom(49_237);
  const customers: CleanCustomer[] = [];
  for (let i = 0; i < 1_200; i++) {
    const type = random.weighted(['Domestic', 'Landlord', 'Commercial'], [70, 18, 12]);
    const town = random.weighted(TOWNS, [34, 22, 18, 16, 10]);
    customers.push({
      ref: 50_001 + i,
      name: type === 'Domestic' ? `${random.pick(FIRST)} ${random.pick(LAST)}` : `${random.pick(LAST)} ${random.pick(FIRMS)}`,
      type,
      town,
      heardVia: random.weighted(['Google', 'Referral', 'Leaflet', 'Checkatrade', 'None'], [34, 24, 14, 12, 16]),
    });
  }
  const weights = customers.map((c) => (c.type === 'Landlord' ? 4 : c.type === 'Commercial' ? 3 : 1));
  const jobs: CleanJob[] = [];
  for (let i = 0; i < 7_400; i++) {
    const c = random.weighted(customers, weights);
    let [service, rate] = random.weighted(SERVICES.map((s) => [s[0], s[1]] as const), SERVICES.map((s) => s[2]));
    if (c.type === 'Landlord' && random.chance(0.5)) [service, rate] = ['End of tenancy', 3.6];
    const carpets = service === 'Carpet clean' || service === 'End of tenancy';
    const rooms = carpets ? random.int(1, 6) : null;
    const area = carpets ? Math.round(rooms! * random.float(10, 18, 1) * 10) / 10 : random.float(2, 9, 1);
    const quote = Math.max(45, Math.round(area * rate * (c.type === 'Commercial' ? 1.2 : 1)));
    const roll = random.next();
    const status = roll < 0.07 ? 'Cancelled' : roll < 0.1 ? 'No access' : 'Completed';
    const protector = status === 'Completed' && random.chance(service === 'Upholstery clean' ? 0.4 : 0.18) ? 'Yes' : 'No';
    const invoiced = status === 'Cancelled' ? null : status === 'No access' ? 35 : quote + (protector === 'Yes' ? 25 : 0) + (random.chance(0.08) ? random.int(10, 40) : 0);
    jobs.push({ no: 0, cust: c.ref, date: random.date('2024-01-01', '2025-09-30'), service, rooms, area, quote, invoiced, status, tech: random.weighted(TECHS, [28, 24, 20, 16, 12]), protector });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date));
  jobs.forEach((j, i) => (j.no = 700_101 + i));
  return { customers, jobs };
}

const CUSTOMER_COLUMNS: Column<CleanCustomer>[] = [
  { header: 'cust_ref', value: (c) => c.ref },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'customer_type', value: (c) => c.type },
  { header: 'town', value: (c) => c.town },
  { header: 'heard_via', value: (c) => c.heardVia },
];

const JOB_COLUMNS: Column<CleanJob>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'cust_ref', value: (j) => j.cust },
  { header: 'job_date', value: (j) => textDate(j.date) },
  { header: 'service', value: (j) => j.service },
  { header: 'rooms', value: (j) => j.rooms },
  { header: 'Area (sq m)', value: (j) => j.area },
  { header: 'Quote (£)', value: (j) => j.quote },
  { header: 'Invoiced (£)', value: (j) => j.invoiced },
  { header: 'job_status', value: (j) => j.status },
  { header: 'technician', value: (j) => j.tech },
  { header: 'stain_protector', value: (j) => j.protector },
];

export const carpetcleaning: BusinessSchema = {
  name: 'carpetcleaning',
  description: 'A carpet and upholstery cleaning firm: 1,200 customers (XLSX) and 7,400 cleaning jobs Jan 2024-Sep 2025 with text dates (CSV) sharing cust_ref',
  async build(dir) {
    const { customers, jobs } = generateCarpets();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('carpetcleaning');
    const custOf = new Map(customers.map((c) => [c.ref, c]));
    const cu = (j: CleanJob) => custOf.get(j.cust)!;
    const done = (j: CleanJob) => j.status === 'Completed';
    const inv = (j: CleanJob) => j.invoiced;
    const inMonth = (m: string) => (j: CleanJob) => j.date.startsWith(m);

    q.ask('How many jobs have we booked in total?', count(jobs.length));
    q.ask('How many customers are on our list?', count(customers.length));
    q.ask('How many jobs were completed?', count(countWhere(jobs, done)));
    q.ask('Jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('What percentage of jobs were cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled'), jobs.length)));
    q.ask('How many times could we not get in (no access)?', count(countWhere(jobs, (j) => j.status === 'No access')));
    q.ask('How much have we invoiced in total?', amount(sumOf(jobs, inv)));
    q.ask('Total invoiced in 2024', amount(sumOf(jobs, inv, (j) => j.date.startsWith('2024'))));
    q.ask('How much did we invoice in June 2025?', amount(sumOf(jobs, inv, inMonth('2025-06'))));
    q.ask('Invoiced by service', breakdown(groupBy(jobs, (j) => j.service, 'sum', inv)));
    q.ask('Which service brings in the most invoiced money?', winner(groupBy(jobs, (j) => j.service, 'sum', inv)));
    q.ask('Jobs by service', countsBy(groupBy(jobs, (j) => j.service, 'count')));
    q.ask('How many upholstery cleans did we complete?', count(countWhere(jobs, (j) => j.service === 'Upholstery clean' && done(j))));
    q.ask('What is the average invoice for a completed carpet clean?', amount(avgOf(jobs, inv, (j) => j.service === 'Carpet clean' && done(j)), 2));
    q.ask('What is the average quote across all jobs?', amount(avgOf(jobs, (j) => j.quote), 2));
    q.ask('How much did we quote on jobs that were then cancelled?', amount(sumOf(jobs, (j) => j.quote, (j) => j.status === 'Cancelled')));
    q.ask('Total square metres cleaned on completed jobs', amount(sumOf(jobs, (j) => j.area, done), 1));
    q.ask('Average area in sq m of a completed end of tenancy job', amount(avgOf(jobs, (j) => j.area, (j) => j.service === 'End of tenancy' && done(j)), 1));
    q.ask('How many rooms of carpet did we clean on completed jobs?', count(sumOf(jobs, (j) => j.rooms, done)));
    q.ask('How many jobs have no rooms count?', count(countWhere(jobs, (j) => j.rooms === null)));
    q.ask('How many completed jobs had stain protector applied?', count(countWhere(jobs, (j) => j.protector === 'Yes')));
    q.ask('What share of completed upholstery cleans had stain protector?', percent(percentOf(countWhere(jobs, (j) => j.service === 'Upholstery clean' && j.protector === 'Yes'), countWhere(jobs, (j) => j.service === 'Upholstery clean' && done(j)))));
    q.ask('Which technician completed the most jobs?', winner(groupBy(jobs, (j) => j.tech, 'count', undefined, done)));
    q.ask('Invoiced by technician', breakdown(groupBy(jobs, (j) => j.tech, 'sum', inv)));
    q.ask('How many jobs did Nadia Bell complete in 2025?', count(countWhere(jobs, (j) => j.tech === 'Nadia Bell' && done(j) && j.date.startsWith('2025'))));
    q.ask('Top 3 technicians by invoiced amount in 2024', ranking(ranked(groupBy(jobs, (j) => j.tech, 'sum', inv, (j) => j.date.startsWith('2024')), 3)));
    q.ask('How many jobs were booked in March 2024?', count(countWhere(jobs, inMonth('2024-03'))));
    q.ask('Which month had the most jobs?', month(ranked(groupBy(jobs, (j) => j.date.slice(0, 7), 'count'), 1)[0]));
    q.ask('How many jobs were scheduled between 1 April and 30 April 2025?', count(countWhere(jobs, inMonth('2025-04'))));
    q.ask('How many jobs were scheduled between 10 July 2024 and 20 August 2024 inclusive?', count(countWhere(jobs, (j) => j.date >= '2024-07-10' && j.date <= '2024-08-20')));
    const q1 = q.ask('How much did we invoice in Q1 2025?', amount(sumOf(jobs, inv, (j) => j.date.startsWith('2025') && quarterOf(j.date) === 1)));
    q.followUp(q1, 'And in Q2 2025?', amount(sumOf(jobs, inv, (j) => j.date.startsWith('2025') && quarterOf(j.date) === 2)));
    q.ask('Invoiced by quarter in 2024', breakdown(new Map([1, 2, 3, 4].map((n) => [`Q${n}`, sumOf(jobs, inv, (j) => j.date.startsWith('2024') && quarterOf(j.date) === n)]))));
    q.ask('Customers by type', countsBy(groupBy(customers, (c) => c.type, 'count')));
    q.ask('How many customers are in Wokingham?', count(countWhere(customers, (c) => c.town === 'Wokingham')));
    q.ask('How many customers heard about us through a referral?', count(countWhere(customers, (c) => c.heardVia === 'Referral')));
    q.ask('How many customers have heard_via set to None?', count(countWhere(customers, (c) => c.heardVia === 'None')));
    q.ask('Invoiced by customer type', breakdown(groupBy(jobs, (j) => cu(j).type, 'sum', inv)));
    q.ask('Which town brings in the most invoiced money?', winner(groupBy(jobs, (j) => cu(j).town, 'sum', inv)));
    q.ask('How many jobs have landlords booked?', count(countWhere(jobs, (j) => cu(j).type === 'Landlord')));
    q.ask('How many completed end of tenancy jobs were for landlords in Bracknell?', count(countWhere(jobs, (j) => j.service === 'End of tenancy' && done(j) && cu(j).type === 'Landlord' && cu(j).town === 'Bracknell')));
    q.ask('Average invoiced amount per completed job for commercial customers', amount(avgOf(jobs, inv, (j) => done(j) && cu(j).type === 'Commercial'), 2));
    q.ask('Which customer account (cust_ref) has been invoiced the most?', winner(groupBy(jobs, (j) => String(j.cust), 'sum', inv, (j) => j.invoiced !== null)));
    q.ask('How many different customers have booked at least one job?', count(new Set(jobs.map((j) => j.cust)).size));
    q.ask('How many customers have never booked a job?', count(customers.filter((c) => !jobs.some((j) => j.cust === c.ref)).length));
    q.ask('Which way of hearing about us brought in the most jobs?', winner(groupBy(jobs, (j) => cu(j).heardVia, 'count')));
    q.ask('How much have customers from Henley-on-Thames been invoiced in 2025?', amount(sumOf(jobs, inv, (j) => cu(j).town === 'Henley-on-Thames' && j.date.startsWith('2025'))));
    q.ask('What did no-access call-outs bring in?', amount(sumOf(jobs, inv, (j) => j.status === 'No access')));

    q.ask('How much did we spend on cleaning chemicals?', decline('no purchases'));
    q.ask('How long does a typical carpet clean take on site?', decline('no job duration'));
    q.ask('How many jobs did we do in 2023?', decline('jobs start in January 2024'));
    q.ask('Which van does the most miles?', decline('no vehicle data'));
    q.ask('What colour carpets do we clean most?', decline('no colour column'));
    q.ask('How many invoices are still unpaid?', decline('no payment status'));
    q.ask('What rating do customers give us?', decline('no ratings'));
    q.ask('What is the postcode of our biggest customer?', decline('no postcodes'));
    q.ask('How much commission do technicians earn?', decline('no pay data'));
    q.ask('How many jobs will we do next spring?', decline('a forecast'));
    q.ask('Which carpet fibres stain most?', decline('no fibre column'));
    return { files, questions: q.questions };
  },
};

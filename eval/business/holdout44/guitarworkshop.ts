// A guitar repair workshop: 650 customers (XLSX: town, player type, customer since) and 6,200 repair
// jobs booked in from January to October 2025 (CSV) sharing the customer id. Traps: customer ids and
// job numbers that look numeric, units in the headers ("Labour (hrs)", "Parts (£)"), invoice totals
// written as text ("£85.00"), collection dates day first as text ("04/03/2025") and blank until a job
// is collected, blank technicians and parts, cancelled, refunded and awaiting-parts jobs beside the
// collected ones, a brand "None" (unbranded and handmade instruments), a job type and an instrument
// "Other", customers who never brought a job in, and a customer "Total Music Academy" that is no
// total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { pounds, ukDate } from './shared.ts';

interface Customer {
  id: number;
  name: string;
  town: string;
  player: string;
  since: string;
}

interface Job {
  no: number;
  customer: number;
  booked: string;
  collected: string | null;
  instrument: string;
  brand: string;
  type: string;
  tech: string | null;
  hours: number;
  parts: number | null;
  total: number;
  status: string;
}

const TOWNS = ['Leeds', 'Bradford', 'Harrogate', 'Wakefield', 'Huddersfield', 'Halifax', 'York'];
const PLAYERS: [string, number][] = [['Hobbyist', 45], ['Gigging', 22], ['Professional', 8], ['Student', 18], ['Other', 7]];
const INSTRUMENTS: [string, number][] = [['Electric Guitar', 44], ['Acoustic Guitar', 27], ['Bass', 14], ['Classical', 6], ['Ukulele', 5], ['Other', 4]];
const BRANDS: [string, number][] = [['Fender', 24], ['Gibson', 15], ['Yamaha', 13], ['Ibanez', 10], ['Epiphone', 10], ['Martin', 6], ['Taylor', 7], ['PRS', 5], ['Squier', 7], ['None', 3]];
// job type, weight, labour hours, parts chance, typical parts £
const JOBS: [string, number, number, number, number][] = [
  ['Setup', 38, 1.5, 0.5, 12], ['Restring', 18, 0.5, 0.95, 9], ['Fret Dress', 9, 2.5, 0.1, 5], ['Refret', 5, 6, 1, 45],
  ['Electronics', 12, 1.5, 0.7, 28], ['Nut Replacement', 8, 1, 1, 16], ['Crack Repair', 5, 3.5, 0.3, 10], ['Other', 5, 1, 0.4, 15],
];
const TECHS = ['Mo', 'Jess', 'Alan'];
const RATE = 42;

function generate(): { customers: Customer[]; jobs: Job[] } {
  const random = createRandom(44_303);
  const names = personNames(random, 650);
  names[211] = 'Total Music Academy';
  const customers: Customer[] = names.map((name, i) => ({
    id: 10_001 + i,
    name,
    town: random.weighted(TOWNS, [30, 18, 12, 12, 10, 9, 9]),
    player: i === 211 ? 'Other' : random.weighted(PLAYERS.map((p) => p[0]), PLAYERS.map((p) => p[1])),
    since: random.date('2014-01-01', '2025-06-30'),
  }));
  const loyalty = customers.map((c, i) => (i === 211 ? 12 : i % 8 === 3 ? 0 : (c.player === 'Professional' || c.player === 'Gigging' ? 2.5 : 1) * random.float(0.2, 2, 2)));
  const jobs: Job[] = [];
  for (let i = 0; i < 6_200; i++) {
    const c = random.weighted(customers, loyalty);
    const booked = random.date(c.since > '2025-01-02' ? c.since : '2025-01-02', '2025-10-31');
    const instrument = random.weighted(INSTRUMENTS.map((x) => x[0]), INSTRUMENTS.map((x) => x[1]));
    const brand = instrument === 'Other' ? random.weighted(['Yamaha', 'None'], [1, 2]) : random.weighted(BRANDS.map((b) => b[0]), BRANDS.map((b) => b[1]));
    const [type, , baseHours, partsChance, baseParts] = random.weighted(JOBS, JOBS.map((j) => j[1]));
    const roll = random.next();
    const late = booked > '2025-10-10';
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.08 ? 'Refunded' : late && roll < 0.5 ? 'Awaiting Parts' : roll < 0.11 ? 'Awaiting Parts' : 'Collected';
    const hours = status === 'Cancelled' ? 0 : Math.max(0.25, roundTo(random.normal(baseHours, baseHours * 0.25) * 4, 0) / 4);
    const parts = status === 'Cancelled' || !random.chance(partsChance) ? null : roundTo(Math.max(2, random.normal(baseParts, baseParts * 0.3)), 2);
    const total = roundTo(hours * RATE + (parts ?? 0), 2);
    const turnaround = Math.max(1, Math.round(random.normal(type === 'Refret' ? 12 : type === 'Crack Repair' ? 9 : 4, 2)));
    const collected = status === 'Collected' || status === 'Refunded' ? addDays(booked, turnaround) : null;
    jobs.push({ no: 0, customer: c.id, booked, collected, instrument, brand, type, tech: status === 'Cancelled' || random.chance(0.05) ? null : random.weighted(TECHS, [45, 35, 20]), hours, parts, total, status });
  }
  jobs.sort((a, b) => a.booked.localeCompare(b.booked) || a.customer - b.customer);
  jobs.forEach((j, i) => (j.no = 31_001 + i));
  return { customers, jobs };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Customer', value: (c) => c.name },
  { header: 'Town', value: (c) => c.town },
  { header: 'Player Type', value: (c) => c.player },
  { header: 'Customer Since', value: (c) => c.since },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job No', value: (j) => j.no },
  { header: 'Customer ID', value: (j) => j.customer },
  { header: 'Booked In', value: (j) => j.booked },
  { header: 'Instrument', value: (j) => j.instrument },
  { header: 'Brand', value: (j) => j.brand },
  { header: 'Job Type', value: (j) => j.type },
  { header: 'Technician', value: (j) => j.tech },
  { header: 'Labour (hrs)', value: (j) => j.hours },
  { header: 'Parts (£)', value: (j) => j.parts },
  { header: 'Invoice Total', value: (j) => pounds(j.total) },
  { header: 'Status', value: (j) => j.status },
  { header: 'Collected On', value: (j) => (j.collected ? ukDate(j.collected) : null) },
];

export const guitarworkshop: BusinessSchema = {
  name: 'guitarworkshop',
  description: 'A guitar repair workshop: 650 customers (XLSX) and 6,200 repair jobs Jan-Oct 2025 with invoice totals as text (CSV) sharing Customer ID',
  async build(dir) {
    const { customers, jobs } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'repair_jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('guitarworkshop');
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    const cust = (j: Job) => customerOf.get(j.customer)!;
    const total = (j: Job) => j.total;
    const done = (j: Job) => j.status === 'Collected';
    const inMonth = (m: string) => (j: Job) => j.booked.startsWith(m);
    const both = (...ps: ((j: Job) => boolean)[]) => (j: Job) => ps.every((p) => p(j));
    const seen = new Set(jobs.map((j) => j.customer));

    q.ask('How many customers are on our list?', count(customers.length));
    q.ask('How many repair jobs have we booked in?', count(jobs.length));
    q.ask('Jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How much have we invoiced on collected jobs?', amount(sumOf(jobs, total, done)));
    q.ask('How much money have we refunded?', amount(sumOf(jobs, total, (j) => j.status === 'Refunded')));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('How many jobs of each type have we had?', countsBy(groupBy(jobs, (j) => j.type, 'count')));
    q.ask('Which job type brings in the most money from collected jobs?', winner(groupBy(jobs, (j) => j.type, 'sum', total, done)));
    q.ask('Top 3 brands by number of jobs', ranking(ranked(groupBy(jobs, (j) => j.brand, 'count'), 3)));
    q.ask('Average labour hours on a refret (not counting cancelled jobs)', amount(avgOf(jobs, (j) => j.hours, (j) => j.type === 'Refret' && j.status !== 'Cancelled'), 2));
    q.ask('Total labour hours by technician', breakdown(groupBy(jobs, (j) => j.tech, 'sum', (j) => j.hours), 2));
    q.ask('Which technician has finished the most collected jobs?', winner(groupBy(jobs, (j) => j.tech, 'count', undefined, done)));
    q.ask('How many jobs have no technician assigned?', count(countWhere(jobs, (j) => j.tech === null)));
    q.ask('Add up the parts charges across all jobs', amount(sumOf(jobs, (j) => j.parts)));
    q.ask('Average invoice for a collected setup', amount(avgOf(jobs, total, both(done, (j) => j.type === 'Setup'))));
    q.ask('How many bass jobs were booked in during Q2?', count(countWhere(jobs, (j) => j.instrument === 'Bass' && quarterOf(j.booked) === 2)));
    q.ask('How many ukulele jobs have we had?', count(countWhere(jobs, (j) => j.instrument === 'Ukulele')));
    const june = q.ask('How many jobs were booked in in June?', count(countWhere(jobs, inMonth('2025-06'))));
    q.followUp(june, 'and July?', count(countWhere(jobs, inMonth('2025-07'))));
    q.ask('Which month did we book in the most jobs?', month(busiestMonth(jobs, (j) => j.booked)));
    const turnaround = (j: Job) => (j.collected && done(j) ? daysBetween(j.booked, j.collected) : null);
    q.ask('Average turnaround in days from booking in to collection, for collected jobs', amount(avgOf(jobs, turnaround), 1));
    q.ask('What is the longest turnaround in days on a collected job?', amount(maxOf(jobs, turnaround), 0));
    q.ask('How many jobs are awaiting parts?', count(countWhere(jobs, (j) => j.status === 'Awaiting Parts')));
    q.ask('Which customer has spent the most on collected jobs?', winner(groupBy(jobs, (j) => cust(j).name, 'sum', total, done)));
    q.ask('Top 5 customers by spend on collected jobs', ranking(ranked(groupBy(jobs, (j) => cust(j).name, 'sum', total, done), 5)));
    q.ask('Collected invoice totals by player type', breakdown(groupBy(jobs, (j) => cust(j).player, 'sum', total, done), 2));
    const never = q.ask('How many customers have never brought a job in?', count(countWhere(customers, (c) => !seen.has(c.id))));
    q.followUp(never, 'How many of them are students?', count(countWhere(customers, (c) => !seen.has(c.id) && c.player === 'Student')));
    q.ask('How many customers do we have in each town?', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('Which town brings in the most collected revenue?', winner(groupBy(jobs, (j) => cust(j).town, 'sum', total, done)));
    q.ask('What percentage of jobs were electric guitars?', percent(percentOf(countWhere(jobs, (j) => j.instrument === 'Electric Guitar'), jobs.length)));
    q.ask("What share of collected revenue came from professional players?", percent(percentOf(sumOf(jobs, total, both(done, (j) => cust(j).player === 'Professional')), sumOf(jobs, total, done))));
    q.ask('What was the biggest invoice on a collected job?', amount(maxOf(jobs, total, done)));
    const span = dateRange(jobs, (j) => j.booked);
    q.ask('When was the first job booked in?', day(span.first));
    q.ask('When was the most recent job booked in?', day(span.last));
    q.ask('How many jobs were booked in between 1 and 14 April 2025?', count(countWhere(jobs, (j) => j.booked >= '2025-04-01' && j.booked <= '2025-04-14')));
    q.ask('How many different customers booked a job in May?', count(new Set(jobs.filter(inMonth('2025-05')).map((j) => j.customer)).size));
    q.ask('Average parts cost on electronics jobs where parts were used', amount(avgOf(jobs, (j) => j.parts, (j) => j.type === 'Electronics')));
    q.ask('Did Fender or Gibson jobs bring in more on collected jobs?', winner(groupBy(jobs, (j) => j.brand, 'sum', total, both(done, (j) => j.brand === 'Fender' || j.brand === 'Gibson'))));
    q.ask('Jobs per instrument', countsBy(groupBy(jobs, (j) => j.instrument, 'count')));
    q.ask('Which job type made the least from collected jobs?', winner(groupBy(jobs, (j) => j.type, 'sum', total, done), 'asc'));
    q.ask('How many labour hours were logged on jobs booked in in August?', amount(sumOf(jobs, (j) => j.hours, inMonth('2025-08')), 2));
    q.ask("What did Jess's collected jobs booked in during Q3 invoice in total?", amount(sumOf(jobs, total, both(done, (j) => j.tech === 'Jess' && quarterOf(j.booked) === 3))));
    q.ask('How many customers have been with us since before 2020?', count(countWhere(customers, (c) => c.since < '2020-01-01')));
    q.ask('Average collected invoice by instrument', breakdown(groupBy(jobs, (j) => j.instrument, 'avg', total, done), 2));
    q.ask('How many jobs had parts charged?', count(countWhere(jobs, (j) => j.parts !== null)));
    q.ask("How many jobs has Total Music Academy brought in?", count(countWhere(jobs, (j) => cust(j).name === 'Total Music Academy')));
    q.ask('How much has Total Music Academy spent on collected jobs?', amount(sumOf(jobs, total, both(done, (j) => cust(j).name === 'Total Music Academy'))));
    q.ask("How many jobs were on instruments with brand 'None'?", count(countWhere(jobs, (j) => j.brand === 'None')));

    q.ask("What's our profit margin on refrets?", decline('no cost of labour or parts bought'));
    q.ask('Which string gauge do customers prefer?', decline('no string data'));
    q.ask('What are the serial numbers of the Gibsons we repaired?', decline('no serial numbers'));
    q.ask('How much are the guitars we repaired worth?', decline('no instrument values'));
    q.ask('What rating do customers give us on reviews?', decline('no review data'));
    q.ask('How many jobs will be booked in tomorrow?', decline('a forecast'));
    q.ask('Who is our most skilful technician?', decline('an opinion'));
    q.ask('How many jobs did we book in during 2023?', decline('jobs start in January 2025'));
    q.ask('How much rent do we pay for the workshop?', decline('no overheads data'));
    q.ask("What's the phone number of our biggest customer?", decline('no contact details'));
    q.ask('Which jobs were done under warranty?', decline('no warranty column'));
    return { files, questions: q.questions };
  },
};

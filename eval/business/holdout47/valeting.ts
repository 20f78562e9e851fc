// A hand car wash and valeting business: 1,400 customer vehicles (XLSX: registration, make, body,
// retail or fleet account) and 20,000 jobs from June 2024 to October 2025 (CSV) sharing a
// vehicle_id that looks numeric ("00417"). Traps: prices as text with a pound sign, job dates in
// three formats in one column, cancelled and refunded jobs that still show a price, tips blank
// when none was given, durations with the unit in the header, a service called "Total Valet" and a
// fleet account called "Total Logistics Ltd" (neither is a total), a service called "The Works",
// and vehicles that never had a job.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { dateText, pad, pickStyle, pounds, weekend, type DateStyle } from './shared.ts';

interface Vehicle {
  id: string;
  reg: string;
  make: string;
  model: string;
  body: string;
  type: string;
  account: string | null;
}

interface Job {
  ref: string;
  date: string;
  style: DateStyle;
  vehicle: string;
  service: string;
  washer: string;
  bay: string;
  price: number;
  tip: number | null;
  minutes: number | null;
  status: string;
  payment: string;
}

// service, base price, minutes, weight
const SERVICES: [string, number, number, number][] = [
  ['Exterior Wash', 12, 20, 30], ['Mini Valet', 25, 40, 22], ['Full Valet', 65, 120, 12], ['Total Valet', 95, 180, 6],
  ['Interior Only', 35, 60, 10], ['Engine Bay', 20, 30, 4], ['Wax & Polish', 45, 75, 8], ['The Works', 140, 240, 3],
];
const MAKES: [string, string[], number][] = [
  ['Ford', ['Fiesta', 'Focus', 'Kuga', 'Transit Custom'], 18], ['Vauxhall', ['Corsa', 'Astra', 'Mokka'], 12], ['Volkswagen', ['Golf', 'Polo', 'Tiguan', 'Up'], 14],
  ['BMW', ['1 Series', '3 Series', 'X3'], 9], ['Audi', ['A3', 'A4', 'Q5'], 8], ['Toyota', ['Yaris', 'Corolla', 'RAV4'], 10], ['Nissan', ['Qashqai', 'Juke', 'Leaf'], 9],
  ['Kia', ['Sportage', 'Ceed', 'Niro'], 8], ['Mercedes-Benz', ['A-Class', 'C-Class', 'Vito'], 7], ['Tesla', ['Model 3', 'Model Y'], 5],
];
const BODY_OF: Record<string, string> = {
  'Transit Custom': 'Van', Vito: 'Van', Kuga: 'SUV', Mokka: 'SUV', Tiguan: 'SUV', X3: 'SUV', Q5: 'SUV', RAV4: 'SUV', Qashqai: 'SUV', Juke: 'SUV', Sportage: 'SUV', 'Model Y': 'SUV',
  '3 Series': 'Saloon', A4: 'Saloon', 'C-Class': 'Saloon', 'Model 3': 'Saloon', Corolla: 'Estate', Astra: 'Estate', Niro: 'Estate',
};
const ACCOUNTS: [string, number][] = [['Total Logistics Ltd', 60], ['Brightside Taxis', 45], ['Northway Hire', 35], ['Greenleaf Florists', 12], ['Castle Estate Agents', 18]];
const WASHERS = ['Kasia', 'Dev', 'Tomasz', 'Ana', 'Rui', 'Bilal'];
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXY';

function generate(): { vehicles: Vehicle[]; jobs: Job[] } {
  const random = createRandom(47_101);
  const vehicles: Vehicle[] = [];
  const regs = new Set<string>();
  const fleetLeft = ACCOUNTS.map(([, n]) => n);
  for (let i = 0; i < 1_400; i++) {
    const [make, models] = random.weighted(MAKES, MAKES.map((m) => m[2]));
    const model = random.pick(models);
    let reg = '';
    do {
      const l = () => LETTERS[random.int(0, LETTERS.length - 1)];
      reg = `${l()}${l()}${pad(random.pick([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74]), 2)} ${l()}${l()}${l()}`;
    } while (regs.has(reg));
    regs.add(reg);
    let account: string | null = null;
    if (random.chance(0.13)) {
      const k = random.weighted(ACCOUNTS.map((_, j) => j), fleetLeft.map((n) => Math.max(n, 0.01)));
      fleetLeft[k]--;
      account = ACCOUNTS[k][0];
    }
    const body = BODY_OF[model] ?? (model === 'Up' || model === 'Fiesta' || model === 'Corsa' || model === 'Polo' || model === 'Yaris' ? 'Hatchback' : random.pick(['Hatchback', 'Hatchback', 'MPV']));
    vehicles.push({ id: pad(100 + i * 3 + random.int(0, 2), 5), reg, make, model, body, type: account ? 'Fleet' : 'Retail', account });
  }
  // About one vehicle in ten came in once for a quote and never booked.
  const active = vehicles.filter(() => random.chance(0.9));
  const weights = active.map((v) => (v.type === 'Fleet' ? 6 : random.chance(0.3) ? 3 : 1));
  const jobs: Job[] = [];
  for (let i = 0; i < 20_000; i++) {
    const v = random.weighted(active, weights);
    const date = random.date('2024-06-01', '2025-10-31');
    const summer = ['06', '07', '08'].includes(date.slice(5, 7));
    const [service, base, mins] = random.weighted(SERVICES, SERVICES.map((s) => s[3] * (v.type === 'Fleet' && s[0] === 'Exterior Wash' ? 3 : 1) * (summer && s[0] === 'Exterior Wash' ? 1.6 : 1)));
    const big = v.body === 'SUV' || v.body === 'Van' || v.body === 'MPV';
    let price = roundTo(base * (big ? 1.2 : 1), 2);
    if (random.chance(0.1)) price = roundTo(price * 0.9, 2);
    const roll = random.next();
    const status = roll < 0.06 ? 'Cancelled' : roll < 0.09 ? 'Refunded' : 'Completed';
    const washer = random.weighted(WASHERS, [24, 20, 18, 15, 13, 10]);
    const minutes = status === 'Cancelled' ? null : Math.max(10, Math.round(random.normal(mins * (washer === 'Bilal' ? 1.15 : 1), mins * 0.12)));
    const tip = status === 'Completed' && v.type === 'Retail' && random.chance(0.28) ? random.pick([1, 2, 2, 3, 5, 5, 10]) + (random.chance(0.2) ? 0.5 : 0) : null;
    const payment = v.type === 'Fleet' ? 'Account' : random.weighted(['Card', 'Cash'], [68, 32]);
    jobs.push({ ref: '', date, style: pickStyle(random, [25, 60, 15]), vehicle: v.id, service, washer, bay: `Bay ${random.weighted([1, 2, 3, 4], [30, 28, 24, 18])}`, price, tip, minutes, status, payment });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date));
  jobs.forEach((j, i) => (j.ref = `VJ-${20_001 + i}`));
  return { vehicles, jobs };
}

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'vehicle_id', value: (v) => v.id },
  { header: 'Registration', value: (v) => v.reg },
  { header: 'Make', value: (v) => v.make },
  { header: 'Model', value: (v) => v.model },
  { header: 'Body Type', value: (v) => v.body },
  { header: 'Customer Type', value: (v) => v.type },
  { header: 'Fleet Account', value: (v) => v.account },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job Ref', value: (j) => j.ref },
  { header: 'Date', value: (j) => dateText(j.date, j.style) },
  { header: 'vehicle_id', value: (j) => j.vehicle },
  { header: 'Service', value: (j) => j.service },
  { header: 'Washer', value: (j) => j.washer },
  { header: 'Bay', value: (j) => j.bay },
  { header: 'Price', value: (j) => pounds(j.price) },
  { header: 'Tip (£)', value: (j) => j.tip },
  { header: 'Duration (mins)', value: (j) => j.minutes },
  { header: 'Status', value: (j) => j.status },
  { header: 'Payment', value: (j) => j.payment },
];

export const valeting: BusinessSchema = {
  name: 'valeting',
  description: 'A hand car wash and valeting business: 1,400 vehicles (XLSX) and 20,000 jobs Jun 2024-Oct 2025 with prices as text (CSV) sharing vehicle_id',
  async build(dir) {
    const { vehicles, jobs } = generate();
    const files = [await writeXlsx(join(dir, 'vehicles.xlsx'), 'Vehicles', VEHICLE_COLUMNS, vehicles), await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs)];
    const q = questionSet('valeting');
    const vOf = new Map(vehicles.map((v) => [v.id, v]));
    const done = (j: Job) => j.status === 'Completed';
    const price = (j: Job) => j.price;
    const veh = (j: Job) => vOf.get(j.vehicle)!;
    const inMonth = (m: string) => (j: Job) => j.date.startsWith(m);
    const doneIn = (m: string) => (j: Job) => done(j) && j.date.startsWith(m);

    q.ask('How many jobs are in the log?', count(jobs.length));
    q.ask('How many jobs did we complete?', count(countWhere(jobs, done)));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('Total takings from completed jobs', amount(sumOf(jobs, price, done)));
    q.ask('What is the average price of a completed Full Valet?', amount(avgOf(jobs, price, (j) => done(j) && j.service === 'Full Valet')));
    q.ask('How many Total Valets did we complete?', count(countWhere(jobs, (j) => done(j) && j.service === 'Total Valet')));
    q.ask('Which service brings in the most money? (completed jobs only)', winner(groupBy(jobs, (j) => j.service, 'sum', price, done)));
    q.ask('Top 3 services by number of completed jobs', ranking(ranked(groupBy(jobs, (j) => j.service, 'count', undefined, done), 3)));
    q.ask('Which washer completed the most jobs?', winner(groupBy(jobs, (j) => j.washer, 'count', undefined, done)));
    q.ask('Takings per washer from completed jobs', breakdown(groupBy(jobs, (j) => j.washer, 'sum', price, done)));
    q.ask('How much have we had in tips altogether?', amount(sumOf(jobs, (j) => j.tip)));
    q.ask('When a customer tips, what is the average tip?', amount(avgOf(jobs, (j) => j.tip)));
    q.ask('What percentage of jobs were cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled'), jobs.length)));
    q.ask('What share of jobs ended up refunded?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Refunded'), jobs.length)));
    q.ask('How many completed jobs in March 2025?', count(countWhere(jobs, doneIn('2025-03'))));
    q.ask('Which month had the most completed jobs?', month(busiestMonth(jobs, (j) => j.date, done)));
    q.ask('What were our takings in Q2 2025 from completed jobs?', amount(sumOf(jobs, price, (j) => done(j) && j.date.startsWith('2025') && quarterOf(j.date) === 2)));
    q.ask('How many cars did we finish between 1 and 14 August 2025?', count(countWhere(jobs, (j) => done(j) && j.date >= '2025-08-01' && j.date <= '2025-08-14')));
    q.ask('Average duration of a completed Mini Valet in minutes', amount(avgOf(jobs, (j) => j.minutes, (j) => done(j) && j.service === 'Mini Valet'), 1));
    q.ask('How many hours went on completed Full Valets?', amount(sumOf(jobs, (j) => j.minutes, (j) => done(j) && j.service === 'Full Valet') / 60, 1));
    q.ask('How many vehicles do we have on file?', count(vehicles.length));
    const used = new Set(jobs.map((j) => j.vehicle));
    q.ask('How many vehicles on file have never had a job?', count(vehicles.filter((v) => !used.has(v.id)).length));
    q.ask('How many fleet vehicles are there?', count(countWhere(vehicles, (v) => v.type === 'Fleet')));
    q.ask('How much did fleet customers bring in from completed jobs?', amount(sumOf(jobs, price, (j) => done(j) && veh(j).type === 'Fleet')));
    q.ask('Which fleet account spent the most with us on completed jobs?', winner(groupBy(jobs, (j) => veh(j).account, 'sum', price, done)));
    q.ask('How many completed jobs did we do for Total Logistics Ltd?', count(countWhere(jobs, (j) => done(j) && veh(j).account === 'Total Logistics Ltd')));
    q.ask('Completed jobs by body type', countsBy(groupBy(jobs, (j) => veh(j).body, 'count', undefined, done)));
    q.ask('Average price of a completed job on an SUV', amount(avgOf(jobs, price, (j) => done(j) && veh(j).body === 'SUV')));
    q.ask('Which car make do we wash the most? (completed jobs)', winner(groupBy(jobs, (j) => veh(j).make, 'count', undefined, done)));
    q.ask('What percentage of completed retail jobs were paid in cash?', percent(percentOf(countWhere(jobs, (j) => done(j) && j.payment === 'Cash'), countWhere(jobs, (j) => done(j) && veh(j).type === 'Retail'))));
    q.ask('Takings by payment method (completed jobs)', breakdown(groupBy(jobs, (j) => j.payment, 'sum', price, done)));
    q.ask('Which bay did the most completed jobs?', winner(groupBy(jobs, (j) => j.bay, 'count', undefined, done)));
    q.ask('Highest price charged on a completed job', amount(maxOf(jobs, price, done)));
    q.ask('Average price per completed job at weekends', amount(avgOf(jobs, price, (j) => done(j) && weekend(j.date))));
    const july = q.ask('How many Mini Valets did Kasia complete in July 2025?', count(countWhere(jobs, (j) => doneIn('2025-07')(j) && j.washer === 'Kasia' && j.service === 'Mini Valet')));
    q.followUp(july, 'and in August?', count(countWhere(jobs, (j) => doneIn('2025-08')(j) && j.washer === 'Kasia' && j.service === 'Mini Valet')));
    q.ask('How many jobs were booked for October 2024, whatever the status?', count(countWhere(jobs, inMonth('2024-10'))));

    q.ask('What is our average customer satisfaction score?', decline('no ratings'));
    q.ask('How many litres of water do we use per wash?', decline('no water usage'));
    q.ask('How much did we spend on cleaning chemicals last month?', decline('no supplies costs'));
    q.ask("What is Tomasz's hourly wage?", decline('no wages'));
    q.ask('What mileage do the fleet vehicles have?', decline('no mileage'));
    q.ask('Which jobs were booked online versus walk-ins?', decline('no booking channel'));
    q.ask('What profit margin do we make on a Full Valet?', decline('no costs'));
    q.ask('How long do customers wait before their car is started?', decline('no arrival or queue times'));
    q.ask('Does rain reduce the number of washes?', decline('no weather data'));
    q.ask('What colour cars do we wash most often?', decline('no colour column'));
    q.ask('Which customers left a complaint?', decline('no complaints data'));
    return { files, questions: q.questions };
  },
};

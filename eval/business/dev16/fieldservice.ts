// A plumbing and heating company's jobs exported from its field-service app as a CSV made for
// reading: money as "$1,234.50", credits in parentheses ("(120.00)" is -120), discounts as
// "12.5%", dates spelled out ("Mar 4, 2025"), Yes/No flags, the invoice header broken over two
// lines ("Invoice Total\n(USD)"), regions typed by hand ("North", "north ", "NORTH") and two
// empty columns at the end of every line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeDelimited, type Cell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { dollars, round2, spelledDate, typedByHand } from './formats.ts';

interface Job { id: number; date: string; region: string; regionTyped: string; technician: string; type: string; invoice: number; adjustment: number; discount: number; warranty: boolean; callback: boolean }

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const TECHNICIANS = ['Ray Alvarez', 'Dana Brooks', 'Tomas Chen', 'Keisha Dunn', 'Sam Eriksen', 'Priya Fox', 'Luis Garza', 'Mia Hall'];
const TYPES: [string, number, number][] = [
  ['Leak Repair', 120, 650], ['Boiler Service', 90, 260], ['Water Heater Install', 900, 3_200], ['Drain Cleaning', 95, 420], ['Pipe Replacement', 400, 2_400], ['Inspection', 60, 180],
];

function generate(): Job[] {
  const random = createRandom(16_004);
  return Array.from({ length: 9_200 }, (_, i): Job => {
    const [type, low, high] = random.weighted(TYPES, [26, 20, 7, 22, 10, 15]);
    const region = random.weighted(REGIONS, [24, 21, 17, 15, 23]);
    const adjustment = random.chance(0.14) ? -random.float(20, 250, 2) : random.chance(0.06) ? random.float(15, 90, 2) : 0;
    return {
      id: 52_001 + i,
      date: random.date('2024-07-01', '2025-09-30'),
      region,
      regionTyped: typedByHand(random, region),
      technician: random.weighted(TECHNICIANS, [16, 14, 13, 12, 12, 11, 11, 11]),
      type,
      invoice: random.float(low, high, 2),
      adjustment: round2(adjustment),
      discount: random.weighted([0, 5, 10, 12.5, 15], [55, 18, 14, 8, 5]),
      warranty: random.chance(0.22),
      callback: random.chance(0.08),
    };
  });
}

function csvLines(jobs: Job[]): Cell[][] {
  return [
    ['Job #', 'Date Booked', 'Region', 'Technician', 'Job Type', 'Invoice Total\n(USD)', 'Adjustment', 'Discount', 'Warranty Job', 'Callback', null, null],
    ...jobs.map((j) => [
      j.id, spelledDate(j.date), j.regionTyped, j.technician, j.type, dollars(j.invoice), dollars(j.adjustment, false), `${j.discount}%`,
      j.warranty ? 'Yes' : 'No', j.callback ? 'Yes' : 'No', null, null,
    ]),
  ];
}

export const fieldservice: BusinessSchema = {
  name: 'fieldservice',
  description: 'A plumbing firm field-service jobs export (9,200 rows, CSV) with "$1,234.50" money, "(120.00)" credits, "12.5%" discounts, "Mar 4, 2025" dates, Yes/No flags and mixed-case regions',
  async build(dir) {
    const jobs = generate();
    const files = [await writeDelimited(join(dir, 'jobs_export.csv'), ',', csvLines(jobs), jobs.length)];
    const q = questionSet('fieldservice');
    const inRange = (from: string, to: string) => (j: Job) => between(j.date, from, to);

    q.ask('What is the total invoiced across all jobs?', amount(sumOf(jobs, (j) => j.invoice)));
    q.ask('What is the total of all adjustments?', amount(sumOf(jobs, (j) => j.adjustment)));
    q.ask('How many jobs had a negative adjustment?', count(countWhere(jobs, (j) => j.adjustment < 0)));
    q.ask('What is the average invoice total?', amount(avgOf(jobs, (j) => j.invoice)));
    q.ask('What is the average discount?', percent(avgOf(jobs, (j) => j.discount), 2));
    q.ask('How many jobs got a discount above 10%?', count(countWhere(jobs, (j) => j.discount > 10)));
    q.ask('How many jobs were booked in March 2025?', count(countWhere(jobs, inRange('2025-03-01', '2025-03-31'))));
    q.ask('How much was invoiced in the first quarter of 2025?', amount(sumOf(jobs, (j) => j.invoice, inRange('2025-01-01', '2025-03-31'))));
    q.ask('Which month had the most jobs booked?', month(busiestMonth(jobs, (j) => j.date)));
    q.ask('Which region has the most jobs?', winner(groupBy(jobs, (j) => j.region, 'count')));
    q.ask('Number of jobs per region', countsBy(groupBy(jobs, (j) => j.region, 'count')));
    q.ask('How many jobs were in the North region?', count(countWhere(jobs, (j) => j.region === 'North')));
    q.ask('Total invoiced by region', breakdown(groupBy(jobs, (j) => j.region, 'sum', (j) => j.invoice)));
    q.ask('How many warranty jobs were there?', count(countWhere(jobs, (j) => j.warranty)));
    q.ask('What percentage of jobs were callbacks?', percent(percentOf(countWhere(jobs, (j) => j.callback), jobs.length)));
    q.ask('Average invoice by job type', breakdown(groupBy(jobs, (j) => j.type, 'avg', (j) => j.invoice)));
    q.ask('Which technician invoiced the most?', winner(groupBy(jobs, (j) => j.technician, 'sum', (j) => j.invoice)));
    q.ask('Top 3 job types by total invoiced', ranking(ranked(groupBy(jobs, (j) => j.type, 'sum', (j) => j.invoice), 3)));
    q.ask('What was the biggest single invoice?', amount(maxOf(jobs, (j) => j.invoice)));
    const leaks = q.ask('How many leak repairs were done in the West region?', count(countWhere(jobs, (j) => j.type === 'Leak Repair' && j.region === 'West')));
    q.followUp(leaks, 'And in the East?', count(countWhere(jobs, (j) => j.type === 'Leak Repair' && j.region === 'East')));
    q.ask('How much did Keisha Dunn invoice in 2025?', amount(sumOf(jobs, (j) => j.invoice, (j) => j.technician === 'Keisha Dunn' && inRange('2025-01-01', '2025-12-31')(j))));
    q.ask('How many callbacks were warranty jobs?', count(countWhere(jobs, (j) => j.callback && j.warranty)));
    q.ask('What is the average adjustment on drain cleaning jobs?', amount(avgOf(jobs, (j) => j.adjustment, (j) => j.type === 'Drain Cleaning')));
    q.ask('How many jobs were booked between Jan 1 and Jun 30, 2025?', count(countWhere(jobs, inRange('2025-01-01', '2025-06-30'))));
    q.ask('Which region has the highest average invoice?', winner(groupBy(jobs, (j) => j.region, 'avg', (j) => j.invoice)));
    const heaters = q.ask('What is the total invoiced for water heater installs in Central?', amount(sumOf(jobs, (j) => j.invoice, (j) => j.type === 'Water Heater Install' && j.region === 'Central')));
    q.followUp(heaters, 'And in the South?', amount(sumOf(jobs, (j) => j.invoice, (j) => j.type === 'Water Heater Install' && j.region === 'South')));
    q.ask('Number of jobs per technician', countsBy(groupBy(jobs, (j) => j.technician, 'count')));
    q.ask('What share of the total invoiced came from the North region?', percent(percentOf(sumOf(jobs, (j) => j.invoice, (j) => j.region === 'North'), sumOf(jobs, (j) => j.invoice))));
    q.ask('How many jobs were invoiced over $2,000?', count(countWhere(jobs, (j) => j.invoice > 2_000)));

    q.ask('How long did the average job take?', decline('no duration column'));
    q.ask('What is our average customer satisfaction score?', decline('no satisfaction data'));
    q.ask('How much did we spend on parts?', decline('no parts cost column'));
    q.ask('Which customer had the most jobs?', decline('no customer column'));
    q.ask('How many miles did technicians drive?', decline('no mileage column'));
    q.ask('What is the average hourly rate of our technicians?', decline('no rate or hours column'));
    q.ask('How many jobs were cancelled?', decline('no status column'));
    q.ask('What profit did we make on boiler services?', decline('no cost data'));
    return { files, questions: q.questions };
  },
};

// A car dealership: its vehicles, the deals that sold them (a timestamp column) and the workshop's
// service jobs, joined by stock number. Parts and labour are two columns asked together, a quote
// left blank when none was given, the payer as a code (WY warranty, CP customer pay), quarters and
// weeks asked on the timestamp.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, ranking } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Vehicle { stock: number; make: string; year: number; fuel: string; listPrice: number }
interface Deal { id: number; stock: number; soldAt: string; salesperson: string; price: number }
interface Job { id: number; stock: number; date: string; mechanic: string; parts: number; labour: number; quote: number | null; payer: string }

const MAKES = ['Toyota', 'Volkswagen', 'Ford', 'Skoda', 'Kia', 'Volvo'];
const SALESPEOPLE = ['Dana Cole', 'Marek Zielinski', 'Ruth Okafor', 'Sven Berg', 'Lina Park'];
const MECHANICS = ['Ali Demir', 'Bea Flores', 'Carl Jensen', 'Dora Szabo', 'Eli Moreau', 'Finn Walsh'];

function generate(): { vehicles: Vehicle[]; deals: Deal[]; jobs: Job[] } {
  const random = createRandom(10_303);
  const vehicles = Array.from({ length: 1_500 }, (_, i): Vehicle => ({
    stock: 60_001 + i,
    make: random.weighted(MAKES, [22, 19, 17, 15, 14, 13]),
    year: random.int(2015, 2025),
    fuel: random.weighted(['Petrol', 'Diesel', 'Hybrid', 'Electric'], [38, 24, 22, 16]),
    listPrice: random.int(60, 480) * 100,
  }));
  const deals = vehicles.filter(() => random.chance(0.75)).map((v, i): Deal => {
    const day = random.date('2024-01-01', '2025-09-30');
    const time = `${String(random.int(9, 18)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    return { id: 1 + i, stock: v.stock, soldAt: `${day} ${time}`, salesperson: random.weighted(SALESPEOPLE, [26, 23, 20, 17, 14]), price: Math.round(v.listPrice * random.float(0.88, 1, 3)) };
  });
  const jobs = Array.from({ length: 4_000 }, (_, i): Job => ({
    id: 90_001 + i,
    stock: random.int(60_001, 60_000 + vehicles.length),
    date: random.date('2024-01-01', '2025-09-30'),
    mechanic: random.weighted(MECHANICS, [21, 19, 17, 16, 15, 12]),
    parts: random.float(0, 900, 2),
    labour: random.float(45, 600, 2),
    quote: random.chance(0.3) ? null : random.float(100, 1_400, 2),
    payer: random.weighted(['CP', 'WY'], [71, 29]),
  }));
  return { vehicles, deals, jobs };
}

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'stock_no', value: (r) => r.stock },
  { header: 'make', value: (r) => r.make },
  { header: 'model_year', value: (r) => r.year },
  { header: 'fuel_type', value: (r) => r.fuel },
  { header: 'list_price', value: (r) => r.listPrice },
];
const DEAL_COLUMNS: Column<Deal>[] = [
  { header: 'deal_id', value: (r) => r.id },
  { header: 'stock_no', value: (r) => r.stock },
  { header: 'sold_at', value: (r) => r.soldAt },
  { header: 'salesperson', value: (r) => r.salesperson },
  { header: 'sale_price', value: (r) => r.price },
];
const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'stock_no', value: (r) => r.stock, sqlType: 'INTEGER' },
  { header: 'job_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'mechanic', value: (r) => r.mechanic },
  { header: 'parts', value: (r) => r.parts, sqlType: 'DOUBLE' },
  { header: 'labour', value: (r) => r.labour, sqlType: 'DOUBLE' },
  { header: 'quote', value: (r) => r.quote, sqlType: 'DOUBLE' },
  { header: 'payer', value: (r) => r.payer },
];

export const dealership: BusinessSchema = {
  name: 'dealership',
  description: 'Vehicles (1,500 rows, CSV), deals with a sold_at timestamp (CSV), service jobs (4,000 rows, Parquet): blank quotes, payer codes',
  async build(dir) {
    const { vehicles, deals, jobs } = generate();
    const files = [
      await writeCsv(join(dir, 'vehicles.csv'), VEHICLE_COLUMNS, vehicles),
      await writeCsv(join(dir, 'deals.csv'), DEAL_COLUMNS, deals),
      await writeParquet(join(dir, 'service_jobs.parquet'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('dealership');
    const sold = (from: string, to: string) => (r: Deal) => between(r.soldAt, from, to);
    const bill = (r: Job) => r.parts + r.labour;

    q.ask('How many service jobs had no quote set?', count(countWhere(jobs, (r) => r.quote === null)));
    q.ask('What was the total of parts plus labour on service jobs?', amount(sumOf(jobs, bill)));
    q.ask('Which 3 mechanics billed the most on parts and labour?', ranking(ranked(groupBy(jobs, (r) => r.mechanic, 'sum', bill), 3)));
    q.ask('What was the average of parts plus labour per service job?', amount(avgOf(jobs, bill)));
    q.ask('How many deals were sold in Q4 2024?', count(countWhere(deals, sold('2024-10-01', '2024-12-31'))));
    q.ask('How many cars were sold in the first week of May 2025?', count(countWhere(deals, sold('2025-05-01', '2025-05-07'))));
    q.ask('How many warranty (WY) jobs were there?', count(countWhere(jobs, (r) => r.payer === 'WY')));
    q.ask('How many vehicles do we hold?', count(vehicles.length));
    q.ask('What is the total sale price of deals in 2025?', amount(sumOf(deals, (r) => r.price, sold('2025-01-01', '2025-12-31'))));
    q.ask('How many vehicles are electric?', count(countWhere(vehicles, (r) => r.fuel === 'Electric')));
    q.ask('How many deals did Ruth Okafor close?', count(countWhere(deals, (r) => r.salesperson === 'Ruth Okafor')));
    q.ask('How many service jobs had a quote set?', count(countWhere(jobs, (r) => r.quote !== null)));

    q.ask('What is the average customer satisfaction score?', decline('no satisfaction column'));
    q.ask('How many test drives were booked?', decline('no test drive column'));
    q.ask('Which car had the most accidents?', decline('no accident column'));
    return { files, questions: q.questions };
  },
};

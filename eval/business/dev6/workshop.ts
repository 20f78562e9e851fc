// An electronics repair workshop's jobs: the table asked as "the register", outcomes as "ended in
// rework" (a status cell), language codes asked as "NO (Norwegian)", the invoice total asked as
// "billed" and "revenue", quarters with a verb before them.
import { join } from 'node:path';
import { countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, day, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';

interface Job { id: number; received: string; product: string; technician: string; outcome: string; language: string; hours: number; invoiced: number }

const PRODUCTS = ['Laptop', 'Phone', 'Tablet', 'Console', 'Monitor'];
const TECHNICIANS = ['Sigrid Haug', 'Jonas Lind', 'Amira Nasser', 'Pete Walsh', 'Yuki Tanaka'];

function generate(): Job[] {
  const random = createRandom(6404);
  return Array.from({ length: 1_800 }, (_, i): Job => {
    const hours = random.float(0.5, 6, 1);
    return {
      id: 20_001 + i,
      received: random.date('2024-02-01', '2025-07-31'),
      product: random.weighted(PRODUCTS, [33, 29, 16, 12, 10]),
      technician: random.weighted(TECHNICIANS, [26, 23, 20, 17, 14]),
      outcome: random.weighted(['Repaired', 'Rework', 'Beyond repair'], [74, 15, 11]),
      language: random.weighted(['NO', 'SV', 'DA', 'EN'], [46, 22, 18, 14]),
      hours,
      invoiced: Math.round((hours * 65 + random.int(0, 120)) * 100) / 100,
    };
  });
}

const COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'received_date', value: (r) => r.received, sqlType: 'DATE' },
  { header: 'product', value: (r) => r.product },
  { header: 'technician', value: (r) => r.technician },
  { header: 'outcome', value: (r) => r.outcome },
  { header: 'customer_language', value: (r) => r.language },
  { header: 'labour_hours', value: (r) => r.hours, sqlType: 'DOUBLE' },
  { header: 'invoice_total', value: (r) => r.invoiced, sqlType: 'DOUBLE' },
];

export const workshop: BusinessSchema = {
  name: 'workshop',
  description: 'Repair jobs: 1,800 rows, outcomes and language codes as cells, one money column (Parquet)',
  async build(dir) {
    const rows = generate();
    const files = [await writeParquet(join(dir, 'repair_jobs.parquet'), COLUMNS, rows)];
    const q = questionSet('workshop');
    const received = (from: string, to: string) => (r: Job) => between(r.received, from, to);

    q.ask('How many jobs are in the register?', count(rows.length));
    q.ask('How many jobs ended in rework?', count(countWhere(rows, (r) => r.outcome === 'Rework')));
    q.ask('How many jobs were for NO (Norwegian) customers?', count(countWhere(rows, (r) => r.language === 'NO')));
    q.ask('Which technician had the most jobs?', winner(groupBy(rows, (r) => r.technician, 'count')));
    q.ask('What is the most common product?', winner(groupBy(rows, (r) => r.product, 'count')));
    q.ask('When was the most recent job received?', day(rows.map((r) => r.received).sort().at(-1)!));
    q.ask('Total billed in Q4 2024', amount(sumOf(rows, (r) => r.invoiced, received('2024-10-01', '2024-12-31'))));
    q.ask('What is the total revenue?', amount(sumOf(rows, (r) => r.invoiced)));
    q.ask('How many laptops were repaired?', count(countWhere(rows, (r) => r.product === 'Laptop' && r.outcome === 'Repaired')));
    q.ask('Labour hours in Q1 2025', amount(sumOf(rows, (r) => r.hours, received('2025-01-01', '2025-03-31'))));

    q.ask('What was the cost of spare parts?', decline('no parts cost column'));
    q.ask('How many jobs were under warranty?', decline('no warranty column'));
    return { files, questions: q.questions };
  },
};

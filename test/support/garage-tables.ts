// A garage's service jobs beside the cars it sold and its club members: a quote left blank when
// none was given, parts and labour in two columns, payer codes, a cancellation date blank for
// members still active, and sales numbered from 1 (so a bare "3" is also a sale_id). Generated
// from a seed; the rows are kept so tests compute expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type ServiceJob = { job_id: number; stock_no: number; job_date: string; mechanic: string; parts: number; labour: number; quote: number | null; payer: string };
export type CarSale = { sale_id: number; stock_no: number; sold_on: string; sale_price: number };
export type Member = { member_id: number; member_name: string; country: string; joined_on: string; cancellation_date: string | null };

// Repeated entries weight the draws, so rankings are clear.
const MECHANICS = ['Ali Demir', 'Ali Demir', 'Ali Demir', 'Bea Flores', 'Bea Flores', 'Carl Jensen', 'Dora Szabo'];
const PAYERS = ['CP', 'CP', 'WY'];
const COUNTRIES = ['AT', 'DE', 'DE', 'NO'];

function isoDay(rand: () => number, from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + int(rand, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);
}

export function garage(jobs: number, sales: number, members: number, seed = 83): { jobs: ServiceJob[]; sales: CarSale[]; members: Member[] } {
  const rand = seeded(seed);
  const serviceJobs = Array.from({ length: jobs }, (_, i): ServiceJob => ({
    job_id: 70_001 + i,
    stock_no: 5_001 + int(rand, 0, 2 * sales - 1),
    job_date: isoDay(rand, '2024-01-01', 640),
    mechanic: pick(rand, MECHANICS),
    parts: Math.round(rand() * 90_000) / 100,
    labour: Math.round((45 + rand() * 500) * 100) / 100,
    quote: chance(rand, 0.3) ? null : Math.round((100 + rand() * 1_200) * 100) / 100,
    payer: pick(rand, PAYERS),
  }));
  // Every other car was sold: stock_no is unique among sales, so sales look like a lookup table of jobs.
  const carSales = Array.from({ length: sales }, (_, i): CarSale => ({
    sale_id: 1 + i,
    stock_no: 5_001 + 2 * i,
    sold_on: isoDay(rand, '2024-01-01', 640),
    sale_price: 100 * int(rand, 60, 480),
  }));
  const clubMembers = Array.from({ length: members }, (_, i): Member => ({
    member_id: 901 + i,
    member_name: `Member ${i + 1}`,
    country: pick(rand, COUNTRIES),
    joined_on: isoDay(rand, '2022-01-01', 700),
    cancellation_date: chance(rand, 0.25) ? isoDay(rand, '2025-01-01', 200) : null,
  }));
  return { jobs: serviceJobs, sales: carSales, members: clubMembers };
}

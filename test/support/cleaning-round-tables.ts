// A window cleaner's round for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): customers in towns, and jobs with a plain numeric
// price that cancelled and rained-off jobs keep (the quote), a status (Done, Cancelled, Rained off)
// and whether the job was paid; besides them, the van's expenses by category and supplier.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type RoundCustomer = { customer_id: number; name: string; town: string };
export type RoundJob = { job_id: number; customer_id: number; job_date: string; service: string; price: number; status: string; paid: string };
export type RoundExpense = { expense_id: number; date: string; category: string; amount: number; supplier: string };

const TOWNS = ['Ashby', 'Brookfield', 'Carlton', 'Dunmore'];
const SERVICES: Array<[string, number]> = [['Windows', 18], ['Gutters', 45], ['Conservatory', 35], ['Solar panels', 40]];
const day = (rng: () => number, from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + int(rng, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);

/** Customers, their jobs (about one in six called off but still priced) and the expenses of the round. */
export function cleaningRound(jobCount: number, seed = 383): { customers: RoundCustomer[]; jobs: RoundJob[]; expenses: RoundExpense[] } {
  const rng = seeded(seed);
  const customers = Array.from({ length: 150 }, (_, i): RoundCustomer => ({ customer_id: 201 + i, name: `Customer ${201 + i}`, town: TOWNS[i % TOWNS.length] }));
  const jobs = Array.from({ length: jobCount }, (_, i): RoundJob => {
    const [service, base] = pick(rng, SERVICES);
    const status = chance(rng, 0.07) ? 'Cancelled' : chance(rng, 0.1) ? 'Rained off' : 'Done';
    return {
      job_id: 1 + i,
      customer_id: pick(rng, customers).customer_id,
      job_date: day(rng, '2025-01-01', 690),
      service,
      price: base + int(rng, 0, 4) * 2,
      status,
      paid: status === 'Done' && chance(rng, 0.9) ? 'Yes' : 'No',
    };
  });
  const expenses = Array.from({ length: 1_100 }, (_, i): RoundExpense => {
    const category = pick(rng, ['Fuel', 'Fuel', 'Fuel', 'Equipment', 'Van', 'Insurance']);
    return { expense_id: 1 + i, date: day(rng, '2025-01-01', 690), category, amount: int(rng, 1_000, 9_000) / 100, supplier: category === 'Fuel' ? pick(rng, ['Shell', 'BP']) : pick(rng, ['Screwfix', 'Halfords']) };
  });
  return { customers, jobs, expenses };
}

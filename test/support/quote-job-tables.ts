// A tree surgeon's quotes and the jobs accepted quotes became, for the builtin engine's tests
// (generated from a seed, rows kept so tests compute expected answers themselves): each job refers
// to its quote by quote_ref, one to one, beside a job_no of its own; the quote holds the customer
// type, the item of work and the amount quoted, the job what was invoiced and the waste hauled.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Quote = { quote_ref: string; quote_date: string; customer_type: string; item: string; status: string; 'Quoted (GBP)': number };
export type Job = { job_no: number; quote_ref: string; crew: string; finish_date: string; 'Invoiced (GBP ex VAT)': number; waste_tonnes: number };

export const ITEMS = ['Felling', 'Pruning', 'Hedge cutting', 'Stump grinding'];
export const CUSTOMER_TYPES = ['Domestic', 'Commercial', 'Council'];

export function quotesAndJobs(n: number, seed = 8_801): { quotes: Quote[]; jobs: Job[] } {
  const rng = seeded(seed);
  const quotes: Quote[] = [];
  const jobs: Job[] = [];
  for (let i = 0; i < n; i++) {
    const item = pick(rng, ITEMS);
    const quoted = int(rng, 200, 4_000);
    const status = rng() < 0.6 ? 'Accepted' : pick(rng, ['Declined', 'Expired']);
    const day = new Date(Date.UTC(2025, 0, 2) + int(rng, 0, 300) * 86_400_000).toISOString().slice(0, 10);
    const ref = `Q-${String(10_001 + i)}`;
    quotes.push({ quote_ref: ref, quote_date: day, customer_type: pick(rng, CUSTOMER_TYPES), item, status, 'Quoted (GBP)': quoted });
    if (status === 'Accepted')
      jobs.push({ job_no: 5_001 + jobs.length, quote_ref: ref, crew: pick(rng, ['Oak', 'Ash', 'Elm']), finish_date: day, 'Invoiced (GBP ex VAT)': quoted + int(rng, -100, 300), waste_tonnes: Math.round((item === 'Felling' ? 2 + rng() * 6 : rng() * 2) * 100) / 100 });
  }
  return { quotes, jobs };
}

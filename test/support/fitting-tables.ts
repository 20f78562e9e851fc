// A tyre fitter's catalogue (each tyre's "List price (£)") and its fitting jobs (the unit price each
// job charged per tyre, a quantity, a fitting fee and the job's total), for the builtin engine's tests
// of money paid against a list price. Generated from a seed; rows kept so tests compute their
// expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type CatalogueTyre = { sku: string; brand: string; season: string; 'List price (£)': number };
export type FittingJob = { job_no: string; job_date: string; sku: string; branch: string; qty: number; unit_price_gbp: number; fitting_fee_gbp: number; job_total_gbp: number };

const BRANDS = ['Avon', 'Falken', 'Hankook', 'Michelin', 'Pirelli', 'Toyo'];
const BRANCHES = ['Barnsley', 'Doncaster', 'Halifax', 'Leeds', 'York'];

/** `tyres` catalogue rows and `n` jobs over 2025; jobs often charge less than the list price. */
export function fittingJobs(n: number, tyres = 240, seed = 6_161): { tyres: CatalogueTyre[]; jobs: FittingJob[] } {
  const rng = seeded(seed);
  const catalogue: CatalogueTyre[] = Array.from({ length: tyres }, (_, i) => ({
    sku: `TY-${2_000 + i}`,
    brand: pick(rng, BRANDS),
    season: pick(rng, ['Summer', 'Winter', 'All Season']),
    'List price (£)': int(rng, 4_000, 22_000) / 100,
  }));
  const jobs: FittingJob[] = [];
  for (let i = 0; i < n; i++) {
    // Dearer tyres are fitted less often.
    const tyre = catalogue[Math.floor(rng() * rng() * catalogue.length)];
    const qty = pick(rng, [1, 2, 2, 4]);
    const unit = chance(rng, 0.5) ? Math.round(tyre['List price (£)'] * 90) / 100 : tyre['List price (£)'];
    const fee = qty * 12.5;
    jobs.push({
      job_no: `J-${70_001 + i}`,
      job_date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      sku: tyre.sku,
      branch: pick(rng, BRANCHES),
      qty,
      unit_price_gbp: unit,
      fitting_fee_gbp: fee,
      job_total_gbp: Math.round((unit * qty + fee) * 100) / 100,
    });
  }
  return { tyres: catalogue, jobs };
}

export type MechanicJob = { job_id: string; mechanic: string; job_date: string; 'Labour (£)': number };
export type PartUsed = { line_id: number; job_id: string; part: string; 'Price Charged (£)': number };

/**
 * A mobile mechanic's `n` jobs (each with its "Labour (£)") and the parts used on them (each with the
 * "Price Charged (£)" for the part): labour charged is the jobs' own money, not the parts'.
 */
export function mechanicJobs(n: number, seed = 6_262): { jobs: MechanicJob[]; parts: PartUsed[] } {
  const rng = seeded(seed);
  const jobs: MechanicJob[] = Array.from({ length: n }, (_, i) => ({
    job_id: `MJ-${10_001 + i}`,
    mechanic: pick(rng, ['Dev', 'Kim', 'Olu', 'Sam']),
    job_date: `2025-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`,
    'Labour (£)': int(rng, 4_000, 36_000) / 100,
  }));
  const parts: PartUsed[] = [];
  for (const job of jobs)
    for (let k = int(rng, 0, 3); k > 0; k--)
      parts.push({ line_id: 500_001 + parts.length, job_id: job.job_id, part: pick(rng, ['Brake Pads', 'Oil Filter', 'Battery', 'Wiper Blades']), 'Price Charged (£)': int(rng, 800, 15_000) / 100 });
  return { jobs, parts };
}

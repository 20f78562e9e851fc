// A trade firm's jobs, the materials bought for them and the invoices sent for them, for the builtin
// engine's tests (generated from a seed, rows kept so tests compute expected answers themselves):
// each job has a job_id and a job_type; the materials table has several rows per job, each
// referring to its job by job_id beside a line id of its own, with the material and its cost; each
// invoice refers to one job (one to one, beside an invoice_no) and bills its labour and materials.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type TradeJob = { job_id: number; customer: string; job_type: string; job_date: string };
export type MaterialLine = { line_id: number; job_id: number; material: string; qty: number; cost: number };
export type TradeInvoice = { invoice_no: number; job_id: number; labour_gbp: number; materials_gbp: number; total_gbp: number };

export const JOB_TYPES = ['Boiler Service', 'Bathroom Fit', 'Leak Repair', 'Radiator Swap'];
const MATERIALS = ['Copper Pipe', 'Fittings', 'Sealant', 'Valves', 'Radiator'];

export function jobsAndMaterials(n: number, seed = 7_313): { jobs: TradeJob[]; materials: MaterialLine[]; invoices: TradeInvoice[] } {
  const rng = seeded(seed);
  const jobs: TradeJob[] = [];
  const materials: MaterialLine[] = [];
  const invoices: TradeInvoice[] = [];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2025, 0, 2) + int(rng, 0, 600) * 86_400_000).toISOString().slice(0, 10);
    const job: TradeJob = { job_id: 30_001 + i, customer: `Customer ${int(rng, 1, 400)}`, job_type: pick(rng, JOB_TYPES), job_date: day };
    jobs.push(job);
    let bought = 0;
    for (let k = int(rng, 2, 5); k > 0; k--) {
      const cost = int(rng, 300, 40_000) / 100;
      bought += cost;
      materials.push({ line_id: 800_001 + materials.length, job_id: job.job_id, material: pick(rng, MATERIALS), qty: int(rng, 1, 12), cost });
    }
    const labour = int(rng, 6_000, 90_000) / 100;
    const charged = Math.round(bought * 125) / 100;
    invoices.push({ invoice_no: 70_001 + i, job_id: job.job_id, labour_gbp: labour, materials_gbp: charged, total_gbp: Math.round((labour + charged) * 100) / 100 });
  }
  return { jobs, materials, invoices };
}

// A kitchen fitter's consultations and the jobs some of them led to, for the builtin engine's tests
// (generated from a seed; rows kept so tests compute expected answers themselves): jobs with a
// unique job_ref, and consultations whose job_ref is filled in only when one led to a job.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type FitterJob = { job_ref: string; job_date: string; kitchen_value: number; status: string };
export type Consultation = { consultation_id: number; consult_date: string; designer: string; job_ref: string | null };

const day = (rng: () => number, from: number, span: number) => new Date(from + int(rng, 0, span) * 86_400_000).toISOString().slice(0, 10);

/** `n` consultations over 2024-2025, about two in three leading to a job of their own. */
export function consultationsAndJobs(n: number, seed = 4_417): { jobs: FitterJob[]; consultations: Consultation[] } {
  const rng = seeded(seed);
  const jobs: FitterJob[] = [];
  const consultations: Consultation[] = [];
  for (let i = 0; i < n; i++) {
    const consult_date = day(rng, Date.UTC(2024, 0, 1), 720);
    let job_ref: string | null = null;
    if (chance(rng, 0.65)) {
      job_ref = `J${20_000 + jobs.length}`;
      jobs.push({ job_ref, job_date: day(rng, Date.parse(`${consult_date}T00:00:00Z`), 90), kitchen_value: int(rng, 4_000, 25_000), status: pick(rng, ['Fitted', 'Fitted', 'Fitted', 'Cancelled']) });
    }
    consultations.push({ consultation_id: 1_001 + i, consult_date, designer: pick(rng, ['Amira', 'Bryn', 'Cerys', 'Dev']), job_ref });
  }
  return { jobs, consultations };
}

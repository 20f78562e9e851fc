// A tree surgeon's clients and jobs for the builtin engine's tests (generated from a seed; rows kept
// so tests compute expected answers themselves): each job with an estimate and what was billed, two
// money columns with the currency in the header, the bill blank for called-off jobs.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type TreeClient = { client_id: number; client_name: string; area: string };
export type TreeJob = { job_id: number; client_id: number; work_type: string; 'Estimate (£)': number; 'Billed (£)': number | null };

/** Work types with their share of jobs and the range of a bill: hedges are the commonest, felling the dearest one job, crowns the most in total. */
const WORK: Array<[string, number, number, number]> = [
  ['Hedge trim', 45, 80, 200],
  ['Crown reduction', 30, 300, 700],
  ['Felling', 8, 500, 2_400],
  ['Stump grinding', 17, 90, 250],
];

/** `n` jobs over 300 clients in four areas; Ripon's clients book three times as often as the others. */
export function treeSurgery(n: number, seed = 4_711): { clients: TreeClient[]; jobs: TreeJob[] } {
  const rng = seeded(seed);
  const clients: TreeClient[] = Array.from({ length: 300 }, (_, i) => ({
    client_id: 9_001 + i,
    client_name: `${pick(rng, ['Oak', 'Ash', 'Birch', 'Elm'])} ${pick(rng, ['Cottage', 'House', 'Farm', 'Lodge'])} ${i}`,
    area: rng() < 0.4 ? 'Harrogate' : pick(rng, ['Ripon', 'Knaresborough', 'Wetherby']),
  }));
  const booking = clients.flatMap((c) => (c.area === 'Ripon' ? [c, c, c] : [c]));
  const jobs: TreeJob[] = Array.from({ length: n }, (_, i) => {
    let roll = rng() * 100;
    const work = WORK.find((w) => (roll -= w[1]) < 0) ?? WORK[0];
    const estimate = int(rng, work[2], work[3]);
    const billed = chance(rng, 0.06) ? null : estimate + (chance(rng, 0.2) ? int(rng, 10, 60) : 0);
    return { job_id: 300_001 + i, client_id: pick(rng, booking).client_id, work_type: work[0], 'Estimate (£)': estimate, 'Billed (£)': billed };
  });
  return { clients, jobs };
}

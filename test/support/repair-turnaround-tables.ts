// A repair shop's jobs, each booked in on one day and completed some days later (or not yet), for the
// builtin engine's tests of "turnaround": the days between a row's two dates. Generated from a seed;
// rows kept so tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type RepairJob = { job_no: number; booked_in: string; completed_on: string | null; repair_type: string; status: string; 'Price (£)': number };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `n` jobs booked in over 2025; about one in eight is not completed yet. */
export function repairJobs(n: number, seed = 4_242): RepairJob[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const booked = Date.UTC(2025, 0, 1) + int(rng, 0, 330) * DAY;
    const done = !chance(rng, 0.125);
    const type = pick(rng, ['Screen', 'Battery', 'Water damage', 'Charging port']);
    return {
      job_no: 10_001 + i,
      booked_in: iso(booked),
      completed_on: done ? iso(booked + int(rng, 0, type === 'Screen' ? 3 : 9) * DAY) : null,
      repair_type: type,
      status: done ? 'Completed' : 'In Progress',
      'Price (£)': int(rng, 4_000, 25_000) / 100,
    };
  });
}

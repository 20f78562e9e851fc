// A guitar repair workshop's jobs: a Status (Collected, Ready, In Progress, Cancelled) and a Collected
// On date that a cancelled job also has when its owner took the instrument back unrepaired, so "the
// collected jobs" (the Status cell) and "the jobs with a Collected On date" are different rows.
// Generated from a seed; rows kept so tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type CollectedJob = {
  'Job No': string;
  'Booked In': string;
  'Collected On': string | null;
  'Job Type': string;
  Status: string;
  'Invoice Total (£)': number;
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function collectedJobs(n: number, seed = 4_848): CollectedJob[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const booked = Date.UTC(2025, 0, 1) + int(rng, 0, 330) * DAY;
    const status = chance(rng, 0.7) ? 'Collected' : pick(rng, ['Ready', 'In Progress', 'Cancelled', 'Cancelled']);
    // A cancelled job is collected unrepaired two times in three; ready and in-progress ones never are.
    const collected = status === 'Collected' || (status === 'Cancelled' && chance(rng, 0.67));
    const type = pick(rng, ['Setup', 'Refret', 'Electronics', 'Crack Repair', 'Restring']);
    return {
      'Job No': `J${String(20_001 + i)}`,
      'Booked In': iso(booked),
      'Collected On': collected ? iso(booked + int(rng, 1, 20) * DAY) : null,
      'Job Type': type,
      Status: status,
      'Invoice Total (£)': status === 'Cancelled' ? int(rng, 1_500, 3_000) / 100 : int(rng, 3_000, 40_000) / 100,
    };
  });
}

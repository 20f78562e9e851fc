// A software team's CI runs for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): each run of a repository, its outcome and duration.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type CiRun = { run_id: number; repository: string; outcome: string; ran_on: string; seconds: number };

export const REPOSITORIES = ['billing-core', 'web-shop', 'mobile-client', 'search-indexer', 'auth-gateway'];

/** Runs over 2025; each repository fails at its own rate. */
export function ciRuns(n: number, seed = 6_061): CiRun[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const repository = pick(rng, REPOSITORIES);
    const failRate = 0.05 + 0.05 * REPOSITORIES.indexOf(repository);
    return {
      run_id: 1 + i,
      repository,
      outcome: rng() < failRate ? 'failed' : 'passed',
      ran_on: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      seconds: int(rng, 30, 900),
    };
  });
}

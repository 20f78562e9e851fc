// Students with an award some of them hold (a scholarship, blank for the others), for the HTTP
// tests of verbs of having before a header ("how many students hold a scholarship").
// Seeded; the rows are returned so tests compute expected answers themselves.
import { pick, seeded } from '../../bench/support/random.ts';

export type AwardStudent = { 'Student ID': number; Department: string; 'Entry Year': number; 'Scholarship (GBP)': number | null };

export function awardStudents(n: number, seed = 3711): AwardStudent[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    'Student ID': 240_001 + i,
    Department: pick(rand, ['ART', 'BUS', 'ENG', 'LAW', 'PSY']),
    'Entry Year': 2020 + Math.floor(rand() * 5),
    'Scholarship (GBP)': rand() < 0.18 ? pick(rand, [1_000, 1_500, 2_500, 5_000]) : null,
  }));
}

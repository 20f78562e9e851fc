// A dairy herd register (each cow's date of birth, over a decade) and the cows' daily milk yields in
// 2025 only, for the builtin engine's tests of a month said without a year: the yields' dates hold it
// in one year, the dates of birth in many. Generated from a seed; rows kept so tests compute their
// expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type HerdCow = { cow_id: number; breed: string; date_of_birth: string };
export type DailyYield = { yield_id: number; cow_id: number; yield_date: string; milk_litres: number };
export type VetVisit = { visit_id: number; cow_id: number; visit_date: string; treatment: string; 'Cost (£)': number };

const pad = (n: number) => String(n).padStart(2, '0');

/** `cows` cows born 2014-2023 and `n` yields over January to September 2025. */
export function herdYields(cows: number, n: number, seed = 3_939): { herd: HerdCow[]; yields: DailyYield[] } {
  const rng = seeded(seed);
  const herd: HerdCow[] = Array.from({ length: cows }, (_, i) => ({
    cow_id: 1_001 + i,
    breed: pick(rng, ['Holstein', 'Jersey', 'Ayrshire']),
    date_of_birth: `${int(rng, 2014, 2023)}-${pad(int(rng, 1, 12))}-${pad(int(rng, 1, 28))}`,
  }));
  const yields: DailyYield[] = Array.from({ length: n }, (_, i) => ({
    yield_id: 500_001 + i,
    cow_id: pick(rng, herd).cow_id,
    yield_date: `2025-${pad(int(rng, 1, 9))}-${pad(int(rng, 1, 28))}`,
    milk_litres: int(rng, 150, 420) / 10,
  }));
  return { herd, yields };
}

/** `n` vet visits to the herd's cows over 2025, each with what it cost the farm. */
export function vetVisits(herd: HerdCow[], n: number, seed = 4_141): VetVisit[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    visit_id: 90_001 + i,
    cow_id: pick(rng, herd).cow_id,
    visit_date: `2025-${pad(int(rng, 1, 9))}-${pad(int(rng, 1, 28))}`,
    treatment: pick(rng, ['Lameness', 'Mastitis', 'Hoof trim', 'Vaccination']),
    'Cost (£)': int(rng, 2_000, 18_000) / 100,
  }));
}

import { pick, seeded } from '../../bench/support/random.ts';

export type HireKit = { kit_id: string; item: string; status: string; day_rate: number };

/**
 * A tool-hire shop's kit register: each item Available, Hired or In repair. `Hired` shares its stem
 * with the noun "hire", so "available for hire" says a purpose beside a status of the same column.
 */
export function hireKit(n: number, seed = 61): HireKit[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const r = rand();
    const status = r < 0.5 ? 'Available' : r < 0.85 ? 'Hired' : 'In repair';
    const item = pick(rand, ['Ladder', 'Cement mixer', 'Scaffold tower', 'Floor sander', 'Pressure washer']);
    return { kit_id: `K-${5_000 + i}`, item, status, day_rate: 15 + Math.floor(rand() * 60) };
  });
}

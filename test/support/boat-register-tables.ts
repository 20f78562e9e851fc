// A marina's register of moored boats for the builtin engine's tests (generated from a seed; rows
// kept so tests compute expected answers themselves): each boat with a class, the year it was built
// (a whole-year number, headed "Built", not "year"), how many berths it sleeps and whether it is
// insured (Yes / No).
import { int, pick, seeded } from '../../bench/support/random.ts';

export type MooredBoat = { boat_id: number; boat_name: string; class: string; built: number; berths: number; insured: string };

/** `n` boats built between 1968 and 2022. */
export function mooredBoats(n: number, seed = 3_141): MooredBoat[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    boat_id: 20_001 + i,
    boat_name: `${pick(rng, ['Sea', 'Wind', 'Tide', 'Gull', 'Star'])} ${pick(rng, ['Dancer', 'Runner', 'Song', 'Spirit', 'Chaser'])} ${i}`,
    class: pick(rng, ['Sloop', 'Ketch', 'Motor Cruiser', 'Narrowboat']),
    built: int(rng, 1968, 2022),
    berths: int(rng, 2, 8),
    insured: rng() < 0.85 ? 'Yes' : 'No',
  }));
}

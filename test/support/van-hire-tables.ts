// A van hire firm's returns for the builtin engine's tests (generated from a seed; rows kept so tests
// compute expected answers themselves): each return with its van, the depot and the odometer
// reading in miles, headed "Odometer (miles)" as fleet exports write it.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type VanReturn = { return_no: number; van: string; depot: string; 'Odometer (miles)': number };

/** `n` returns across three depots. */
export function vanReturns(n: number, seed = 6_502): VanReturn[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ return_no: 80_001 + i, van: pick(rng, ['Transit', 'Vivaro', 'Sprinter']), depot: pick(rng, ['Bristol', 'Bath', 'Swindon']), 'Odometer (miles)': int(rng, 4_000, 160_000) }));
}

// A caterer's deliveries for the builtin engine's tests (generated from a seed; rows kept so tests
// compute expected answers themselves): each with a date, a venue, the miles driven and a status.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type DeliveryRun = { trip_id: number; trip_date: string; venue: string; 'Delivery Miles': number; status: string };

/** `n` deliveries over 2024-2025, 2 to 80 miles each. */
export function deliveryRuns(n: number, seed = 7_211): DeliveryRun[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    trip_id: 3_001 + i,
    trip_date: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 729) * 86_400_000).toISOString().slice(0, 10),
    venue: pick(rng, ['Hall Farm', 'The Mill', 'Riverside', 'Castle Barn']),
    'Delivery Miles': int(rng, 2, 80),
    status: pick(rng, ['delivered', 'delivered', 'delivered', 'cancelled']),
  }));
}

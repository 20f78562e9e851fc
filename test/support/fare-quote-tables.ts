// A taxi firm's trips (each with its "Fare (£)" and pickup zone) and an upholsterer's quotes (each
// with the amount "Quoted (GBP)" and a status), for the builtin engine's tests of money broken down
// by group: the total per group, except where the word read as the money names the rows. Generated
// from a seed; rows kept so tests compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type TaxiTrip = { trip_id: number; trip_date: string; pickup_zone: string; status: string; 'Fare (£)': number };
export type UpholsteryQuote = { quote_ref: string; quote_date: string; item: string; status: string; 'Quoted (GBP)': number };

/** `n` trips over 2025 in five zones; airport fares run higher. */
export function taxiTrips(n: number, seed = 4_343): TaxiTrip[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const zone = pick(rng, ['AP', 'TC', 'TC', 'OR', 'HB', 'ST']);
    return {
      trip_id: 700_001 + i,
      trip_date: `2025-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`,
      pickup_zone: zone,
      status: pick(rng, ['Completed', 'Completed', 'Completed', 'Cancelled']),
      'Fare (£)': int(rng, zone === 'AP' ? 2_500 : 600, zone === 'AP' ? 6_000 : 2_400) / 100,
    };
  });
}

/** `n` quotes over 2025, most accepted or declined. */
export function upholsteryQuotes(n: number, seed = 4_444): UpholsteryQuote[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    quote_ref: `Q-${30_001 + i}`,
    quote_date: `2025-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`,
    item: pick(rng, ['Sofa', 'Armchair', 'Dining Chair', 'Headboard']),
    status: pick(rng, ['Accepted', 'Accepted', 'Declined', 'Expired', 'Pending']),
    'Quoted (GBP)': int(rng, 8_000, 150_000) / 100,
  }));
}

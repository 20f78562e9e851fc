// Tables for periods counted from today (periods-from-today.ts), dated against the tests' pinned
// today (test/support/today.ts, 2026-11-30): a taxi firm's trips whose dates run up to that today,
// and a shop's sales whose dates end a year earlier (30 Nov 2025). Generated from a seed; rows kept
// so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (rand: () => number, from: string, days: number) => iso(new Date(Date.parse(`${from}T00:00:00Z`) + Math.floor(rand() * days) * 86_400_000));

export type Trip = { trip_no: number; trip_date: string; pickup_zone: string; status: string; fare: number };
export type ShopSale = { sale_no: number; sale_date: string; product: string; amount: number };

/** Trips from 1 Dec 2025 to 30 Nov 2026 (365 days), the last day included. */
export function trips(n: number, seed = 371): Trip[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    trip_no: 70_001 + i,
    trip_date: dayOf(rand, '2025-12-01', 365),
    pickup_zone: pick(rand, ['Station', 'Airport', 'Old Town', 'Harbour']),
    status: rand() < 0.15 ? 'Cancelled' : 'Completed',
    fare: Math.round((6 + rand() * 40) * 100) / 100,
  }));
}

/** Sales from 1 Dec 2024 to 30 Nov 2025: they end a year before today. */
export function oldShopSales(n: number, seed = 372): ShopSale[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    sale_no: 90_001 + i,
    sale_date: dayOf(rand, '2024-12-01', 365),
    product: pick(rand, ['Kettle', 'Toaster', 'Lamp', 'Fan']),
    amount: Math.round((10 + rand() * 90) * 100) / 100,
  }));
}

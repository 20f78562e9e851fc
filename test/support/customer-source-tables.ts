// A service firm's customer list for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): a text customer ref, a town, and how the customer
// heard of the firm, whose values include "None".
import { pick, seeded } from '../../bench/support/random.ts';

export type SourcedCustomer = { cust_ref: string; town: string; heard_via: string };

export const HEARD_VIA = ['Google', 'Referral', 'Leaflet', 'None'];
const TOWNS = ['Reading', 'Wokingham', 'Bracknell'];

export function sourcedCustomers(n: number, seed = 5_233): SourcedCustomer[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ cust_ref: `C${String(50_001 + i)}`, town: pick(rng, TOWNS), heard_via: pick(rng, HEARD_VIA) }));
}

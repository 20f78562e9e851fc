// A brewery's trade accounts, pubs whose names repeat from village to village (The Plough in many
// places), for the builtin engine's tests of accounts named by a cell. Generated from a seed; rows
// kept so tests compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type PubAccount = { account_id: number; account_name: string; village: string; account_type: string; opened: string };

const NAMES = ['The Plough', 'The Red Lion', 'The Bell', 'The George', 'The Swan', 'The Crown'];
const VILLAGES = ['Wells', 'Cheddar', 'Wedmore', 'Axbridge', 'Priddy', 'Glastonbury', 'Street'];

/** `n` accounts; most are pubs, the rest shops and restaurants. */
export function pubAccounts(n: number, seed = 8_383): PubAccount[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    account_id: 5_001 + i,
    account_name: pick(rng, NAMES),
    village: pick(rng, VILLAGES),
    account_type: pick(rng, ['Pub', 'Pub', 'Pub', 'Farm shop', 'Restaurant']),
    opened: new Date(Date.UTC(2018, 0, 1) + int(rng, 0, 2_500) * 86_400_000).toISOString().slice(0, 10),
  }));
}

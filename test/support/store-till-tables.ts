// Till lines of a chain's stores, each store in one state (two-letter codes, "ID" and "OR" among
// them), for the HTTP tests of things said with where they are ("net sales from stores in ID").
// Seeded; the rows are returned so tests compute expected answers themselves.
import { pick, seeded } from '../../bench/support/random.ts';

export type TillLine = { txn_id: number; txn_date: string; store_name: string; state: string; payment_method: string; 'Net Sales ($)': string };

export const STORES: Array<[string, string]> = [
  ['Portland Pearl', 'OR'], ['Salem', 'OR'], ['Boise', 'ID'], ['Meridian', 'ID'], ['Reno', 'NV'], ['Elko', 'NV'], ['Tacoma', 'WA'], ['Spokane', 'WA'],
];

export function tillLines(n: number, seed = 377): TillLine[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [store_name, state] = pick(rand, STORES);
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 540) * 86_400_000).toISOString().slice(0, 10);
    return { txn_id: 7_100_001 + i, txn_date: day, store_name, state, payment_method: pick(rand, ['Card', 'Cash', 'Mobile Wallet']), 'Net Sales ($)': (1 + Math.round(rand() * 15_000) / 100).toFixed(2) };
  });
}

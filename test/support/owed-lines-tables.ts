// Tables of money owed for the builtin engine's tests (generated from a seed; rows kept so tests
// compute expected answers themselves): a brewery's wholesale lines with a unit price beside a line
// total and a status (Paid, Unpaid, Returned), and a haulier's loads whose one "total" is a weight.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type WholesaleLine = { invoice_no: number; outlet: string; product: string; qty: number; 'Unit price (£)': string; 'Line total (£)': string; status: string };

/** `n` wholesale lines; about one in eight unpaid, one in thirty returned. */
export function wholesaleLines(n: number, seed = 5_501): WholesaleLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [product, price] = pick(rng, [['Pale Ale', 2.1], ['Stout', 2.4], ['Porter', 2.3], ['Lager', 1.9]] as const);
    const qty = int(rng, 6, 72);
    const roll = rng();
    return { invoice_no: 81_001 + Math.floor(i / 2), outlet: pick(rng, ['The Anchor', 'The Feathers', 'Corner Deli', 'Hop Shop']), product, qty, 'Unit price (£)': price.toFixed(2), 'Line total (£)': (qty * price).toFixed(2), status: roll < 0.125 ? 'Unpaid' : roll < 0.16 ? 'Returned' : 'Paid' };
  });
}

export type HaulageLoad = { load_id: number; haulier: string; 'Total weight (kg)': number; payment: string };

/** `n` loads with a total weight in kg and a payment status; no money column at all. */
export function haulageLoads(n: number, seed = 5_503): HaulageLoad[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ load_id: 40_001 + i, haulier: pick(rng, ['Fenland Freight', 'Ouse Haulage', 'Marsh Transport']), 'Total weight (kg)': int(rng, 200, 9_000), payment: rng() < 0.2 ? 'Unpaid' : 'Paid' }));
}

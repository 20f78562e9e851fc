// A stationery wholesaler's orders and their lines for the builtin engine's tests (generated from
// a seed, rows kept so tests compute expected answers themselves): the orders carry the one date,
// the lines (order_lines) none of their own.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Order = { order_id: number; placed_on: string; region: string };
export type OrderLine = { order_id: number; line_no: number; product: string; qty: number; 'Line value (EUR)': string };

const PRODUCTS = ['Ring binder', 'Desk diary', 'Gel pens', 'Sticky notes', 'Copy paper'];
const REGIONS = ['North', 'South', 'East', 'West'];

/** Orders over 2024-2025, each with 1-4 lines. */
export function ordersWithLines(n: number, seed = 7_707): { orders: Order[]; lines: OrderLine[] } {
  const rng = seeded(seed);
  const orders: Order[] = [];
  const lines: OrderLine[] = [];
  for (let i = 0; i < n; i++) {
    const order_id = 90_000 + i;
    orders.push({ order_id, placed_on: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 730) * 86_400_000).toISOString().slice(0, 10), region: pick(rng, REGIONS) });
    const count = int(rng, 1, 4);
    for (let k = 1; k <= count; k++) {
      const qty = int(rng, 1, 20);
      lines.push({ order_id, line_no: k, product: pick(rng, PRODUCTS), qty, 'Line value (EUR)': (qty * (2 + int(rng, 0, 300) / 100)).toFixed(2) });
    }
  }
  return { orders, lines };
}

// A web shop's orders, one product each, with a unit price, the order's total and a status
// (Dispatched, Refunded, Cancelled), for the builtin engine's tests of the money of the rows a status
// cell picks out. Generated from a seed; rows kept so tests compute their expected answers.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type WebOrder = { order_no: number; ordered_on: string; product: string; qty: number; 'Unit price (£)': number; 'Order total (£)': number; status: string };

const PRODUCTS: [string, number][] = [
  ['Tea towel', 8.5],
  ['Mug', 12],
  ['Apron', 22],
  ['Tote bag', 15],
];

/** `n` orders over 2025; about one in ten refunded and one in twenty cancelled. */
export function webOrders(n: number, seed = 5_151): WebOrder[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [product, price] = pick(rng, PRODUCTS);
    const qty = int(rng, 1, 5);
    const roll = rng();
    return {
      order_no: 30_001 + i,
      ordered_on: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      product,
      qty,
      'Unit price (£)': price,
      'Order total (£)': Math.round(qty * price * 100) / 100,
      status: roll < 0.1 ? 'Refunded' : roll < 0.15 ? 'Cancelled' : 'Dispatched',
    };
  });
}

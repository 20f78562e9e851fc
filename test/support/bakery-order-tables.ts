// A bakery's orders for the builtin engine's tests (generated from a seed, rows kept so tests
// compute expected answers themselves): orders with a date, a channel and a status (Paid,
// Refunded), their items with a quantity and a line total, and a refunds table (refund_amount,
// reason) holding a full refund for each Refunded order and part refunds of some Paid ones.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type BakeryOrder = { order_id: number; order_date: string; channel: string; status: string };
export type BakeryItem = { item_id: number; order_id: number; product: string; category: string; quantity: number; unit_price: number; line_total: number };
export type BakeryRefund = { refund_id: number; order_id: number; refund_date: string; refund_amount: number; reason: string };

const PRODUCTS: Array<[string, string, number]> = [
  ['Sourdough Loaf', 'Bread', 4.5],
  ['Baguette', 'Bread', 2.2],
  ['Croissant', 'Pastries', 2.4],
  ['Cinnamon Bun', 'Pastries', 3.1],
  ['Carrot Cake', 'Cakes', 22],
  ['Flat White', 'Drinks', 3.2],
];
const cents = (x: number) => Math.round(x * 100) / 100;

/** Orders over 2025-2026 with one to four items each, about one in twenty refunded in full. */
export function bakeryOrders(n: number, seed = 3_802): { orders: BakeryOrder[]; items: BakeryItem[]; refunds: BakeryRefund[] } {
  const rng = seeded(seed);
  const orders: BakeryOrder[] = [];
  const items: BakeryItem[] = [];
  const refunds: BakeryRefund[] = [];
  for (let i = 0; i < n; i++) {
    const order_date = new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 697) * 86_400_000).toISOString().slice(0, 10);
    const status = chance(rng, 0.05) ? 'Refunded' : 'Paid';
    const order = { order_id: 7_001 + i, order_date, channel: pick(rng, ['Shop', 'Shop', 'Online', 'Wholesale']), status };
    orders.push(order);
    let total = 0;
    for (let k = int(rng, 1, 4); k > 0; k--) {
      const [product, category, unit_price] = pick(rng, PRODUCTS);
      const quantity = int(rng, 1, 6);
      const line_total = cents(quantity * unit_price);
      total += line_total;
      items.push({ item_id: items.length + 1, order_id: order.order_id, product, category, quantity, unit_price, line_total });
    }
    if (status === 'Refunded') refunds.push({ refund_id: refunds.length + 1, order_id: order.order_id, refund_date: order_date, refund_amount: cents(total), reason: 'Order cancelled' });
    else if (chance(rng, 0.05)) refunds.push({ refund_id: refunds.length + 1, order_id: order.order_id, refund_date: order_date, refund_amount: cents(total * 0.3), reason: 'Damaged' });
  }
  return { orders, items, refunds };
}

// A flooring shop's order lines for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): each order holds 1-4 lines numbered 1, 2, 3, 4 in a
// column headed only "Line", beside the boxes, the price per box, the line's total written as
// money text and a status of Completed, Returned or Cancelled.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type NumberedLine = {
  'Order No': number;
  Line: number;
  'Order date': string;
  Product: string;
  Boxes: number;
  'Price per box': string;
  'Line total': string;
  Status: string;
};

const PRODUCTS: Array<[string, number]> = [['Oak Plank', 42.5], ['Slate Tile', 31.2], ['Vinyl Roll', 18.75], ['Marble Tile', 66.4], ['Cork Board', 12.9]];

const money = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** About `orders` orders over 2024-2025, each with 1-4 numbered lines. */
export function numberedOrderLines(orders: number, seed = 4_949): NumberedLine[] {
  const rng = seeded(seed);
  const out: NumberedLine[] = [];
  for (let i = 0; i < orders; i++) {
    const date = new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 730) * 86_400_000).toISOString().slice(0, 10);
    const lines = int(rng, 1, 4);
    for (let k = 1; k <= lines; k++) {
      const [product, price] = pick(rng, PRODUCTS);
      const boxes = int(rng, 1, 30);
      const roll = rng();
      const status = roll < 0.05 ? 'Cancelled' : roll < 0.11 ? 'Returned' : 'Completed';
      out.push({ 'Order No': 50_001 + i, Line: k, 'Order date': date, Product: product, Boxes: boxes, 'Price per box': money(price), 'Line total': money(Math.round(boxes * price * 100) / 100), Status: status });
    }
  }
  return out;
}

/** The line's total as a number. */
export const lineTotal = (l: NumberedLine): number => Number(l['Line total'].replace(/[£,]/g, ''));

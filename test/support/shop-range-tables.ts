// A homeware shop's product range for the builtin engine's tests (generated from a seed; rows kept
// so tests compute expected answers themselves): each product with a brand, a category and an RRP.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type RangeProduct = { sku: string; product: string; brand: string; category: string; rrp: number };

/** `n` products across five brands and four categories. */
export function shopRange(n: number, seed = 8_303): RangeProduct[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const brand = pick(rng, ['Brabantia', 'Joseph Joseph', 'Salter', 'Denby', 'Le Creuset']);
    const category = pick(rng, ['Kettles', 'Toasters', 'Mugs', 'Pans']);
    return { sku: `H${40_000 + i}`, product: `${brand} ${category.slice(0, -1)} ${i}`, brand, category, rrp: int(rng, 500, 12_000) / 100 };
  });
}

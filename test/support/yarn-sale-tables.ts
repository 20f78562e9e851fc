// A wool shop's till lines for the builtin engine's tests (generated from a seed; rows kept so
// tests compute expected answers themselves): each line a yarn sold by the ball, with its brand,
// weight, a qty of balls, a unit price and a line total; with `refunds`, a status (sold, or
// refunded for about one line in twenty).
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type YarnLine = { line_id: number; sale_date: string; product: string; brand: string; weight: string; qty: number; unit_price: number; line_total: number; status?: string };

/** `n` lines over 2024-2025, from one to ten balls each. */
export function yarnLines(n: number, seed = 6_131, refunds = false): YarnLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const brand = pick(rng, ['Drops', 'Rowan', 'Sirdar', 'King Cole']);
    const weight = pick(rng, ['4ply', 'DK', 'Aran', 'Chunky']);
    const qty = int(rng, 1, 10);
    const unit_price = pick(rng, [3.5, 4.25, 5.1, 6.8]);
    return {
      line_id: 80_001 + i,
      sale_date: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 729) * 86_400_000).toISOString().slice(0, 10),
      product: `${brand} ${pick(rng, ['Heather', 'Moss', 'Slate'])} ${weight}`,
      brand,
      weight,
      qty,
      unit_price,
      line_total: Math.round(qty * unit_price * 100) / 100,
      ...(refunds ? { status: chance(rng, 0.05) ? 'refunded' : 'sold' } : {}),
    };
  });
}

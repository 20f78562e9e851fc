// A brewery tap's sale lines with no money at all: what was poured (drink, serve, qty, Volume (L)),
// where and when, for the builtin engine's tests of questions asking what something cost when no
// column holds money. Generated from a seed; rows kept so tests compute their expected answers.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type DrinkSaleLine = { line_no: number; sold_on: string; bar: string; drink: string; serve: string; qty: number; 'Volume (L)': number };

const SERVES: [string, number][] = [
  ['Pint', 0.568],
  ['Half', 0.284],
  ['Third', 0.189],
];

/** `n` sale lines over 2025 at two bars, of four drinks. */
export function drinkSaleLines(n: number, seed = 7_373): DrinkSaleLine[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [serve, litres] = pick(rng, SERVES);
    const qty = int(rng, 1, 6);
    return {
      line_no: 80_001 + i,
      sold_on: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      bar: pick(rng, ['Taproom', 'Garden Bar']),
      drink: pick(rng, ['Best Bitter', 'Oatmeal Stout', 'Pale Ale', 'Dry Cider']),
      serve,
      qty,
      'Volume (L)': Math.round(qty * litres * 1000) / 1000,
    };
  });
}

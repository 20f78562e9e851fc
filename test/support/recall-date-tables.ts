// Tables for date and rate kinds the engine declined (round r31c): a busy till's sales written day
// first with the time ("05/01/2025 14:22"), sorted by time so that the first tens of thousands of
// rows all fall on days 12 or less; and salon appointments counted per month by name. Generated
// from a seed; rows kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export type BusySale = { 'Sale No': number; 'Rung Up': string; Item: string; iso: string };

/** `perDay` sales on each of the first `days` days of January 2025, in time order, day first. */
export function busyTill(days: number, perDay: number, seed = 3_101): BusySale[] {
  const rand = seededRandom(seed);
  const out: BusySale[] = [];
  for (let d = 1; d <= days; d++) {
    const minutes = Array.from({ length: perDay }, () => 7 * 60 + Math.floor(rand() * 14 * 60)).sort((a, b) => a - b);
    for (const m of minutes) {
      const iso = `2025-01-${String(d).padStart(2, '0')}`;
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      out.push({ 'Sale No': 900_001 + out.length, 'Rung Up': `${String(d).padStart(2, '0')}/01/2025 ${time}`, Item: pick(rand, ['Latte', 'Scone', 'Tea', 'Panini']), iso });
    }
  }
  return out;
}

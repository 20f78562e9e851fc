// A sailing club's race results for the builtin engine's tests (generated from a seed, rows kept so
// tests compute expected answers themselves): one row per boat per race, the race_ref repeating
// across its entries, with the series, the boat's class, the result and the finishing time.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type RaceResult = { race_ref: string; race_date: string; series: string; helm: string; boat_class: string; result: string; elapsed_seconds: number | null };

export const SERIES = ['Spring Cup', 'Summer Evening', 'Autumn Trophy'];
export const CLASSES = ['Laser', 'Topper', 'Wayfarer', 'Mirror', 'Solo'];
const HELMS = ['Ana Marsh', 'Ben Okoro', 'Cleo Pryce', 'Dara Quill', 'Eli Reyes', 'Fay Sato', 'Gus Tull', 'Hana Marsh', 'Ivo Okoro', 'Jude Pryce', 'Kit Reyes', 'Lou Sato'];

/** About `races` races over 2025, each with 8 to 20 entries (rows). */
export function raceResults(races: number, seed = 3_721): RaceResult[] {
  const rng = seeded(seed);
  const rows: RaceResult[] = [];
  for (let r = 0; r < races; r++) {
    const series = SERIES[Math.min(2, Math.floor((r * 3) / races))];
    const date = new Date(Date.UTC(2025, 2, 1) + Math.floor((r * 240) / races) * 86_400_000).toISOString().slice(0, 10);
    const n = int(rng, 8, 20);
    for (let e = 0; e < n; e++) {
      const roll = rng();
      const result = roll < 0.06 ? 'DNF' : roll < 0.09 ? 'DNS' : 'FIN';
      rows.push({ race_ref: `R25-${String(r + 1).padStart(3, '0')}`, race_date: date, series, helm: pick(rng, HELMS), boat_class: pick(rng, CLASSES), result, elapsed_seconds: result === 'FIN' ? int(rng, 2_200, 5_900) : null });
    }
  }
  return rows;
}

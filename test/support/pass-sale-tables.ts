// Lift passes sold (one row a pass, its "Price (€)") and the turnstile scans of those passes, which
// refer to each pass sold by its number, for the builtin engine's tests of revenue over a table named
// for its sales that other rows refer to. Generated from a seed; rows kept so tests compute their
// expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type PassSale = { 'Pass No': string; 'Sold on': string; 'Pass type': string; Channel: string; 'Price (€)': number };
export type PassScan = { 'Scan ID': number; 'Pass No': string; Lift: string };

const TYPES: Array<[string, number]> = [['Adult Day', 62], ['Child Day', 31], ['3-Day', 168], ['Season', 690]];

/** `n` passes sold in the 2024/25 winter and a few scans of most of them. */
export function passSales(n: number, seed = 4_040): { sales: PassSale[]; scans: PassScan[] } {
  const rng = seeded(seed);
  const sales: PassSale[] = Array.from({ length: n }, (_, i) => {
    const [type, list] = pick(rng, TYPES);
    const channel = pick(rng, ['Online', 'Ticket office', 'Hotel partner']);
    return {
      'Pass No': String(604_211 + i),
      'Sold on': `2025-0${int(rng, 1, 3)}-${String(int(rng, 1, 28)).padStart(2, '0')}`,
      'Pass type': type,
      Channel: channel,
      'Price (€)': channel === 'Online' ? Math.round(list * 92) / 100 : list,
    };
  });
  const scans: PassScan[] = [];
  for (const s of sales) for (let k = int(rng, 0, 4); k > 0; k--) scans.push({ 'Scan ID': 1_000_001 + scans.length, 'Pass No': s['Pass No'], Lift: pick(rng, ['Gondola', 'Chair', 'T-bar']) });
  return { sales, scans };
}

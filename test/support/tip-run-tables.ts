// A skip firm's hires (the price each customer paid) and the collections that tipped them (the tip
// fee the firm paid the site), for the builtin engine's tests of which money is takings. Generated
// from a seed; rows kept so tests compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type SkipHire = { 'Hire Ref': number; Customer: string; Delivered: string; 'Price Paid': string };
export type TipCollection = { 'Collection ID': number; 'Hire Ref': number; 'Collected On': string; 'Tip Site': string; 'Tip Fee (£)': number };

const CUSTOMERS = ['Apex Roofing', 'Brook Builders', 'Dale Landscapes', 'J. Smith', 'K. Patel', 'L. Jones'];
const SITES = ['Hilltop Landfill', 'Town MRF', 'Quarry Recycling'];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `n` hires from January 2025 to November 2026, each collected a week later (if before today), with its tip fee. */
export function skipHires(n: number, seed = 9_301): { hires: SkipHire[]; collections: TipCollection[]; paid: number[] } {
  const rng = seeded(seed);
  const start = Date.UTC(2025, 0, 2);
  const hires: SkipHire[] = [];
  const paid: number[] = [];
  const collections: TipCollection[] = [];
  for (let i = 0; i < n; i++) {
    const delivered = start + int(rng, 0, 695) * 86_400_000;
    const price = pick(rng, [120, 165, 215, 250, 310]);
    paid.push(price);
    hires.push({ 'Hire Ref': 250_001 + i, Customer: pick(rng, CUSTOMERS), Delivered: iso(delivered), 'Price Paid': `£${price.toFixed(2)}` });
    const on = iso(delivered + 7 * 86_400_000);
    if (on <= '2026-11-30') collections.push({ 'Collection ID': 7_000_001 + i, 'Hire Ref': 250_001 + i, 'Collected On': on, 'Tip Site': pick(rng, SITES), 'Tip Fee (£)': int(rng, 4_000, 30_000) / 100 });
  }
  return { hires, collections, paid };
}

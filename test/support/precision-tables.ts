// Generated tables for the confident-mistake tests of the builtin engine: clinic visits whose status
// holds a code (NS) beside words a gloss of it could match, gifts with one money column whose header
// names its currency, and purchases by customers in a few cities.
import { pick, seeded } from '../../bench/support/random.ts';

export type Visit = { visit_id: number; clinic: string; status: string };
export type Gift = { gift_id: number; campaign: string; donor_city: string; 'Amount (GBP)': number };
export type Purchase = { purchase_id: number; customer_name: string; city: string; category: string; amount: number };

export function visits(n: number, seed = 41): Visit[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    visit_id: 50_001 + i,
    clinic: pick(rand, ['Northgate', 'Riverside', 'Elm Park']),
    status: rand() < 0.18 ? 'NS' : pick(rand, ['Attended', 'Attended', 'Attended', 'Cancelled']),
  }));
}

export function gifts(n: number, seed = 43): Gift[] {
  const rand = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const campaign = pick(rand, ['Winter Appeal', 'Spring Fair', 'Marathon', 'Legacy Drive']);
    // Few large legacy gifts against many small ones: the most gifts and the most money differ.
    const amount = campaign === 'Legacy Drive' ? (rand() < 0.2 ? 500 + rand() * 2_000 : 0) : 5 + rand() * 60;
    return { gift_id: 70_001 + i, campaign, donor_city: pick(rand, ['Leeds', 'York', 'Hull']), 'Amount (GBP)': Math.round(amount * 100) / 100 };
  }).filter((g) => g['Amount (GBP)'] > 0);
}

export function purchases(n: number, seed = 47): Purchase[] {
  const rand = seeded(seed);
  const names = Array.from({ length: 300 }, (_, i) => `Customer ${i + 1}`);
  return Array.from({ length: n }, (_, i) => {
    const city = pick(rand, ['Leeds', 'York', 'Hull']);
    const category = pick(rand, ['Books', 'Garden', 'Toys']);
    // York buys fewer books but dearer ones, so the row count and the money point different ways.
    const amount = category === 'Books' && city === 'York' ? 40 + rand() * 60 : 5 + rand() * 50;
    return { purchase_id: 90_001 + i, customer_name: pick(rand, names), city, category, amount: Math.round(amount * 100) / 100 };
  });
}

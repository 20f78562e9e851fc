// A butcher's trade accounts and their order lines priced by weight: Weight (kg), a Price £/kg and
// the Line Value (weight times price) written as money text ("£1,234.56"), with a Status (Delivered,
// Cancelled, Credited). Generated from a seed; rows kept so tests compute their expected answers.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type TradeAccount = { 'Account No': string; Business: string; Town: string };
export type WeighedLine = { 'Order Ref': number; 'Account No': string; Product: string; Category: string; 'Weight (kg)': number; 'Price £/kg': number; 'Line Value': string; Status: string };

const PRODUCTS: Array<[string, string, number]> = [
  ['Beef Mince', 'Beef', 9.8], ['Ribeye Steak', 'Beef', 32.5], ['Lamb Leg', 'Lamb', 16.8], ['Pork Belly', 'Pork', 8.6],
  ['Chicken Breast', 'Poultry', 11.3], ['Black Pudding', 'Other', 7.9], ['Suet', 'Other', 4.3],
];
const money = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function weighedLines(accounts: number, lines: number, seed = 5_151): { accounts: TradeAccount[]; lines: WeighedLine[] } {
  const rng = seeded(seed);
  const people: TradeAccount[] = Array.from({ length: accounts }, (_, i) => ({
    'Account No': String(101 + i * 3).padStart(5, '0'),
    Business: i === 7 ? 'Total Catering Ltd' : `The ${pick(rng, ['Crown', 'Swan', 'Bell', 'Anchor', 'Star', 'Fox'])} ${pick(rng, ['Inn', 'Bistro', 'Cafe'])} ${i}`,
    Town: pick(rng, ['Ashford', 'Bramley', 'Dorking']),
  }));
  const rows: WeighedLine[] = Array.from({ length: lines }, (_, i) => {
    const [product, category, price] = pick(rng, PRODUCTS);
    const kg = int(rng, 5, 120) / 10;
    return {
      'Order Ref': 880_001 + i,
      'Account No': pick(rng, people)['Account No'],
      Product: product,
      Category: category,
      'Weight (kg)': kg,
      'Price £/kg': price,
      'Line Value': money(Math.round(kg * price * 100) / 100),
      Status: pick(rng, ['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Cancelled', 'Credited']),
    };
  });
  return { accounts: people, lines: rows };
}

/** A line's value as a number. */
export const lineValue = (l: WeighedLine) => Number(l['Line Value'].replace(/[£,]/g, ''));

// A van rental firm's vans and the rentals of them, for the builtin engine's tests (generated from a
// seed; rows kept so tests compute expected answers themselves). Rentals carry a rental fee (0 on a
// cancelled rental) beside a damage charge left blank when there was none, and a status of
// Returned, Returned Late, Written Off or Cancelled (or, with `keptFee`, its fee kept as a charge).
import { int, pick, seeded } from '../../bench/support/random.ts';

export type Van = { 'Van No': number; Model: string; 'Van Type': string; 'Deposit (£)': number; 'Daily Rate (£)': number };
export type VanRental = {
  'Rental No': number; 'Van No': number; Renter: string; Purpose: string; 'Pick-up Date': string; Days: number;
  'Rental Fee (£)': number; 'Damage Charge (£)': number | ''; Status: string;
};

const TYPES = ['Panel', 'Luton', 'Tipper', 'Minibus'];
const PURPOSES = ['House Move', 'Trade', 'Festival', 'Delivery'];
const DAY = 86_400_000;

/** `rentalCount` rentals of 90 vans; `keptFee`: a cancelled rental keeps its fee (a cancellation charge) instead of 0. */
export function vanRentals(rentalCount: number, seed = 4_711, keptFee = false): { vans: Van[]; rentals: VanRental[] } {
  const rng = seeded(seed);
  const vans: Van[] = Array.from({ length: 90 }, (_, i) => ({
    'Van No': 3_001 + i, Model: `${pick(rng, ['Transit', 'Sprinter', 'Vivaro', 'Master'])} ${i + 1}`, 'Van Type': pick(rng, TYPES),
    'Deposit (£)': pick(rng, [100, 150, 250]), 'Daily Rate (£)': int(rng, 45, 120),
  }));
  const rentals: VanRental[] = [];
  for (let i = 0; i < rentalCount; i++) {
    const van = pick(rng, vans);
    const roll = rng();
    const status = roll < 0.07 ? 'Cancelled' : roll < 0.09 ? 'Written Off' : roll < 0.16 ? 'Returned Late' : 'Returned';
    const days = int(rng, 1, 6);
    const damage = status === 'Written Off' ? van['Deposit (£)'] : status !== 'Cancelled' && rng() < 0.1 ? pick(rng, [20, 40, 60]) : '';
    rentals.push({
      'Rental No': 90_001 + i, 'Van No': van['Van No'], Renter: `${pick(rng, ['Ali', 'Beth', 'Cal', 'Dee', 'Eve'])} ${pick(rng, ['Shaw', 'Kerr', 'Moss', 'Hale'])}`,
      Purpose: pick(rng, PURPOSES), 'Pick-up Date': new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * DAY).toISOString().slice(0, 10), Days: days,
      'Rental Fee (£)': status === 'Cancelled' && !keptFee ? 0 : van['Daily Rate (£)'] * days, 'Damage Charge (£)': damage, Status: status,
    });
  }
  return { vans, rentals };
}

// A boat and paddleboard hire centre: customers (a number, a name, a town, a member flag) and hires
// of them, each with a date, a craft, hours, a group size, a price in pounds that grows with the hours
// and with the group (rate x hours x people), a buoyancy-aid column of Y or blank, and a status
// (completed, cancelled, no show, refunded). Built for the readings of hires said as "bookings", of
// a price covering two figures and of a blank column "included" by a row.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type PaddleCustomer = { 'Customer No': string; Name: string; Town: string; Member: string };

export type PaddleHire = {
  hire_ref: number;
  customer_no: string;
  hire_date: string;
  craft: string;
  hours: number;
  group_size: number;
  'Price (£)': string;
  buoyancy_aid: string | null;
  status: string;
};

const FIRST = ['Anna', 'Ben', 'Cara', 'Dan', 'Edie', 'Finn', 'Gwen', 'Huw', 'Iris', 'Joe', 'Kit', 'Lena', 'Max', 'Nell', 'Owen', 'Pia'];
const LAST = ['Ashby', 'Brook', 'Clegg', 'Dale', 'Eyre', 'Fenwick', 'Garth', 'Hale', 'Ings', 'Jessop', 'Keld', 'Lund'];
const TOWNS = ['Bala', 'Dolgellau', 'Barmouth', 'Harlech', 'Corwen'];
// craft and its price per person-hour (£)
const CRAFT: [string, number][] = [
  ['Kayak', 15],
  ['Canoe', 22],
  ['Paddleboard', 18],
  ['Pedalo', 12],
];
const STATUSES = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed', 'cancelled', 'no show', 'refunded'];

/** `customers` customers (at most 192) and `hires` hires from 2024-04 to 2025-09, reproducible from `seed`. */
export function paddleHire(customers = 150, hires = 3_000, seed = 4_611): { customers: PaddleCustomer[]; hires: PaddleHire[] } {
  const rand = seeded(seed);
  const people: PaddleCustomer[] = [];
  const used = new Set<string>();
  while (people.length < customers) {
    const name = `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
    if (used.has(name)) continue;
    used.add(name);
    people.push({ 'Customer No': `0${3_000 + people.length * 2}`, Name: name, Town: pick(rand, TOWNS), Member: chance(rand, 0.3) ? 'Yes' : 'No' });
  }
  const rows: PaddleHire[] = [];
  for (let i = 0; i < hires; i++) {
    const c = pick(rand, people);
    const year = chance(rand, 0.5) ? 2024 : 2025;
    const month = int(rand, 4, 9);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`;
    const [craft, rate] = pick(rand, CRAFT);
    const hours = pick(rand, [1, 1.5, 2, 3, 4, 6]);
    const group = pick(rand, [1, 1, 1, 2, 2, 3, 4, 5, 6]);
    const price = Math.round(rate * hours * group * (c.Member === 'Yes' ? 0.9 : 1) * 100) / 100;
    rows.push({
      hire_ref: 0,
      customer_no: c['Customer No'],
      hire_date: date,
      craft,
      hours,
      group_size: group,
      'Price (£)': price.toFixed(2),
      buoyancy_aid: chance(rand, month < 6 ? 0.5 : 0.2) ? 'Y' : null,
      status: pick(rand, STATUSES),
    });
  }
  rows.sort((a, b) => a.hire_date.localeCompare(b.hire_date));
  rows.forEach((h, i) => (h.hire_ref = 510_001 + i));
  return { customers: people, hires: rows };
}

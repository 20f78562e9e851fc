// A watch and phone repair counter's tickets, for the builtin engine's tests of money taken through a
// status (Paid beside Unpaid, Cancelled, Awaiting parts and Awaiting collection) and of a row's two dates (brought in,
// collected). Generated from a seed; rows kept so tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type RepairTicket = {
  ticket_ref: string;
  brought_in: string;
  branch: string;
  repair: string;
  'Charge (£)': number;
  status: string;
  collected_on: string | null;
  technician: string;
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const REPAIRS: [string, number][] = [
  ['Screen', 89],
  ['Battery', 45],
  ['Strap', 18],
  ['Water damage', 120],
  ['Charging port', 55],
];
const TECHS: Record<string, string[]> = { Norwich: ['Amy Cole', 'Raj Patel'], Dereham: ['Tom Wade'], Wymondham: ['Lena Fox', 'Ian Hart'] };

/**
 * `n` tickets brought in from 2024-01-01 over two years; the status is Paid for most, else Unpaid,
 * Cancelled, Awaiting parts or Awaiting collection. A ticket is collected 0 to 20 days after it came
 * in (so often in the next month or year), except the cancelled ones and those still awaiting.
 */
export function repairTickets(n: number, seed = 6_161): RepairTicket[] {
  const rng = seeded(seed);
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const inMs = start + int(rng, 0, 729) * DAY;
    const [repair, base] = pick(rng, REPAIRS);
    const branch = pick(rng, Object.keys(TECHS));
    const roll = rng();
    const status = roll < 0.08 ? 'Unpaid' : roll < 0.14 ? 'Cancelled' : roll < 0.2 ? 'Awaiting parts' : roll < 0.25 ? 'Awaiting collection' : 'Paid';
    const collected = status === 'Paid' || status === 'Unpaid' ? iso(inMs + int(rng, 0, 20) * DAY) : null;
    return {
      ticket_ref: `RT-${String(40_001 + i)}`,
      brought_in: iso(inMs),
      branch,
      repair,
      'Charge (£)': Math.round(base * (chance(rng, 0.3) ? 1.2 : 1) * 100) / 100 + int(rng, 0, 9),
      status,
      collected_on: collected,
      technician: pick(rng, TECHS[branch]),
    };
  });
}

/** The same tickets with one date: when each came in. */
export function oneDateTickets(rows: RepairTicket[]): Omit<RepairTicket, 'collected_on'>[] {
  return rows.map(({ collected_on: _collected, ...rest }) => rest);
}

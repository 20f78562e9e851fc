// A tool hire shop for the builtin engine's tests (generated from a seed; rows kept so tests compute
// expected answers themselves): customers, and their hires with a Returned flag (Yes/No).
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type HireCustomer = { customer_id: number; customer_name: string; town: string };
export type ToolHire = { hire_id: number; customer_id: number; hired_on: string; tool: string; charge: number; returned: string };

/** `customers` customers, about one in twelve with no hire, and `hires` hires in 2025. */
export function toolHires(customers: number, hires: number, seed = 6_133): { customers: HireCustomer[]; hires: ToolHire[] } {
  const rng = seeded(seed);
  const people: HireCustomer[] = Array.from({ length: customers }, (_, i) => ({
    customer_id: 300 + i,
    customer_name: `${pick(rng, ['Ann', 'Bo', 'Cal', 'Dee', 'Eli'])} ${pick(rng, ['Hart', 'Ives', 'Jain', 'Kerr'])}`,
    town: pick(rng, ['Leek', 'Buxton', 'Macclesfield']),
  }));
  const hirers = people.filter(() => !chance(rng, 1 / 12));
  const rows: ToolHire[] = Array.from({ length: hires }, (_, i) => ({
    hire_id: 70_000 + i,
    customer_id: pick(rng, hirers).customer_id,
    hired_on: `2025-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`,
    tool: pick(rng, ['Cement Mixer', 'Floor Sander', 'Hedge Trimmer', 'Pressure Washer']),
    charge: int(rng, 1_500, 9_000) / 100,
    returned: chance(rng, 0.3) ? 'No' : 'Yes',
  }));
  return { customers: people, hires: rows };
}

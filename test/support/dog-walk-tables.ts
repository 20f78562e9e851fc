// A dog-walking round for the builtin engine's tests (generated from a seed; rows kept so tests
// compute expected answers themselves): clients, each named only by a title and a surname that
// repeat between different clients, with a plan status, and the walks booked for them.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type WalkClient = { client_ref: number; client: string; area: string; plan_status: string; dog_weight_kg: number | null };
export type Walk = { walk_id: number; client_ref: number; walk_date: string; walker: string; price: number; status: string };

/** `clients` clients and `walks` walks in 2024-2025; a tenth of clients have no walks at all. */
export function dogWalks(clients: number, walks: number, seed = 4_711): { clients: WalkClient[]; walks: Walk[] } {
  const rng = seeded(seed);
  const people: WalkClient[] = Array.from({ length: clients }, (_, i) => ({
    client_ref: 5_001 + i,
    client: `${pick(rng, ['Mr', 'Mrs', 'Ms', 'Dr'])} ${pick(rng, ['Patel', 'Jones', 'Okafor', 'Walsh', 'Kaur', 'Price', 'Moss', 'Lund'])}`,
    area: pick(rng, ['Northside', 'Riverside', 'Old Town', 'Hillcrest']),
    plan_status: chance(rng, 0.2) ? 'Lapsed' : 'Live',
    dog_weight_kg: chance(rng, 0.05) ? null : int(rng, 3, 60),
  }));
  const walked = people.filter((_, i) => i % 10 !== 0);
  const rows: Walk[] = Array.from({ length: walks }, (_, i) => {
    const month = int(rng, 1, 24);
    const date = `${month <= 12 ? 2024 : 2025}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`;
    return {
      walk_id: 90_001 + i,
      client_ref: pick(rng, walked).client_ref,
      walk_date: date,
      walker: pick(rng, ['Sam Reid', 'Ola Nowak', 'Priya Das']),
      price: int(rng, 1_200, 2_400) / 100,
      status: pick(rng, ['done', 'done', 'done', 'done', 'missed', 'lapsed']),
    };
  });
  return { clients: people, walks: rows };
}

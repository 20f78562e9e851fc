// A watch and clock workshop's repair tickets, each with a date_in (booked in) and a date_out
// (handed back, blank while the job is unfinished), an item type (kinds of watch and clock), a make,
// a status and what was charged (blank while unfinished). Generated from a
// seed; the rows are kept so tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type WorkshopTicket = { ticket_no: number; date_in: string; item_type: string; make: string; status: string; 'Charged (£)': string | null; date_out: string | null };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `n` tickets booked in over 2024 and 2025; about one in six not finished (no date out). */
export function workshopTickets(n: number, seed = 4_615): WorkshopTicket[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const received = Date.UTC(2024, 0, 2) + int(rng, 0, 690) * DAY;
    const done = !chance(rng, 0.17);
    return {
      ticket_no: 70_001 + i,
      date_in: iso(received),
      item_type: pick(rng, ['Wristwatch', 'Pocket watch', 'Mantel clock', 'Wall clock', 'Longcase clock', 'Carriage clock']),
      make: pick(rng, ['Omega', 'Seiko', 'Smiths', 'Hermle', 'Unknown']),
      status: done ? 'collected' : pick(rng, ['in workshop', 'awaiting parts']),
      'Charged (£)': done ? (int(rng, 1_200, 40_000) / 100).toFixed(2) : null,
      date_out: done ? iso(received + int(rng, 1, 60) * DAY) : null,
    };
  });
}

// A dog groomer's clients and appointments for the builtin engine's tests (generated from a seed,
// rows kept so tests compute expected answers themselves): each appointment refers to its client
// and carries its length in minutes, the price charged (which grows with the length, at a rate
// per minute that differs from one service to another) and the tip left beside it (blank when none).
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type GroomingClient = { client_id: string; client_name: string; tier: string };
export type GroomingAppointment = { appointment_id: number; client_id: string; groomer: string; service: string; appt_date: string; duration_min: number; status: string; 'Price (GBP)': string; 'Tip (GBP)': number | null };

export const GROOMERS = ['Ama Boateng', 'Ben Carr', 'Cara Doyle', 'Dev Patel', 'Eve Stone'];
/** Service, base price (£), base minutes. */
export const SERVICES: [string, number, number][] = [['Nail Trim', 15, 15], ['Bath & Brush', 35, 45], ['Full Groom', 55, 90], ['De-shed', 48, 60], ['Puppy Intro', 25, 30], ['Total Makeover', 85, 150]];
const SIZES: [string, number][] = [['Small', 1], ['Medium', 1.2], ['Large', 1.45], ['Giant', 1.7]];
const FIRST = ['Ana', 'Ben', 'Cleo', 'Dara', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jude'];
const LAST = ['Marsh', 'Okoro', 'Pryce', 'Quill', 'Reyes', 'Sato', 'Tull'];

export function groomingClients(n: number, seed = 6_113): GroomingClient[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ client_id: `C${1001 + i}`, client_name: `${pick(rng, FIRST)} ${pick(rng, LAST)} ${i}`, tier: pick(rng, ['Gold', 'Silver', 'Standard']) }));
}

/** Appointments over 2025: the price is charged whatever the status; a completed one may carry a tip. */
export function groomingAppointments(n: number, clients: GroomingClient[], seed = 6_114): GroomingAppointment[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [service, base, minutes] = pick(rng, SERVICES);
    const [, factor] = pick(rng, SIZES);
    const roll = rng();
    const status = roll < 0.08 ? 'Cancelled' : roll < 0.14 ? 'No-show' : 'Completed';
    const day = new Date(Date.UTC(2025, 0, 2) + int(rng, 0, 360) * 86_400_000).toISOString().slice(0, 10);
    return {
      appointment_id: 50_001 + i,
      client_id: pick(rng, clients).client_id,
      groomer: pick(rng, GROOMERS),
      service,
      appt_date: day,
      duration_min: Math.max(10, 5 * Math.round((minutes * factor * (0.8 + rng() * 0.45)) / 5)),
      status,
      'Price (GBP)': (Math.round(base * factor * 2) / 2 + pick(rng, [0, 0, 0, 5, 10])).toFixed(2),
      'Tip (GBP)': status === 'Completed' && chance(rng, 0.4) ? int(rng, 2, 15) : null,
    };
  });
}

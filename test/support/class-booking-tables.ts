// A fitness studio's class bookings for the builtin engine's tests (generated from a seed; rows kept
// so tests compute expected answers themselves): each booking with a class, an instructor and how it
// ended (Attended, No-show, Cancelled), each class with its own no-show and cancellation odds.
import { pick, seeded } from '../../bench/support/random.ts';

export type ClassBooking = { booking_id: number; class: string; instructor: string; booked_for: string; status: string };

const CLASSES: Array<[string, number, number]> = [
  ['Spin', 0.04, 0.05],
  ['Yoga Flow', 0.07, 0.03],
  ['HIIT', 0.15, 0.08],
  ['Pilates', 0.1, 0.12],
  ['Boxfit', 0.06, 0.02],
];

/** `n` bookings over 2025; the class sets the odds of a no-show and of a cancellation. */
export function classBookings(n: number, seed = 4_711): ClassBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const [name, noShow, cancel] = pick(rng, CLASSES);
    const roll = rng();
    const status = roll < noShow ? 'No-show' : roll < noShow + cancel ? 'Cancelled' : 'Attended';
    const day = 1 + Math.floor(rng() * 28);
    const month = 1 + Math.floor(rng() * 12);
    return { booking_id: 70_001 + i, class: name, instructor: pick(rng, ['Ama', 'Ben', 'Cleo', 'Dev']), booked_for: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, status };
  });
}

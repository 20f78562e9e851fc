// A balloon or charter operator's scheduled flights for the builtin engine's tests (generated from a
// seed, rows kept so tests compute expected answers themselves): one row per scheduled flight with a
// site, a pilot, a status whose called-off cells give their reason ("Weather cancelled",
// "Technical cancelled") beside "Flown", minutes aloft blank for flights that never left, and the
// passengers booked on them with a text booking reference.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type ScheduledFlight = { flight_id: number; flight_date: string; site: string; pilot: string; status: string; minutes_aloft: number | null };
export type FlightBooking = { booking_ref: string; flight_id: number; passenger: string; occasion: string; booking_status: string };

export const FLIGHT_SITES = ['North Field', 'Castle Green', 'River Meadow', 'Hill Top'];
export const FLIGHT_PILOTS = ['Ada Quinn', 'Bo Lark', 'Cy Moss', 'Di Fenn'];
export const FLOWN = 'Flown';
export const CALLED_OFF = ['Weather cancelled', 'Technical cancelled'];

/** `n` flights over 2024 and 2025, about a quarter called off. */
export function scheduledFlights(n: number, seed = 4_417): ScheduledFlight[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const roll = rng();
    const status = roll < 0.2 ? CALLED_OFF[0] : roll < 0.27 ? CALLED_OFF[1] : FLOWN;
    return {
      flight_id: 61_001 + i,
      flight_date: new Date(Date.UTC(2024, 0, 1) + Math.floor((i * 730) / n) * 86_400_000).toISOString().slice(0, 10),
      site: pick(rng, FLIGHT_SITES),
      pilot: pick(rng, FLIGHT_PILOTS),
      status,
      minutes_aloft: status === FLOWN ? int(rng, 40, 90) : null,
    };
  });
}

const NAMES = ['Ann Hale', 'Ben Cole', 'Cat Rowe', 'Dan Pike', 'Eve Nash', 'Fin Gray'];
export const OCCASIONS = ['None', 'Birthday', 'Anniversary'];

/** Two to six passengers booked on each flight; those of a called-off flight were Rebooked, the others Flew. */
export function flightBookings(flights: ScheduledFlight[], seed = 4_419): FlightBooking[] {
  const rng = seeded(seed);
  const rows: FlightBooking[] = [];
  for (const f of flights) {
    const n = int(rng, 2, 6);
    for (let i = 0; i < n; i++) {
      rows.push({ booking_ref: `BK-${String(7_001 + rows.length).padStart(6, '0')}`, flight_id: f.flight_id, passenger: pick(rng, NAMES), occasion: pick(rng, OCCASIONS), booking_status: f.status === FLOWN ? 'Flew' : 'Rebooked' });
    }
  }
  return rows;
}

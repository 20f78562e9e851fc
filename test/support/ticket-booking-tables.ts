// A venue's ticket bookings for the builtin engine's tests of the money kept after refunds: each
// booking with a date, a channel, its tickets, the amount paid (£, always positive) and a status
// saying what became of it (Confirmed, Refunded, No Show). Generated from a seed; rows kept so tests
// compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type TicketBooking = { booking_ref: number; booked_on: string; channel: string; tickets: number; 'Amount paid (£)': number; status: string };

/** `n` bookings over 2025, about one in twelve refunded and one in fifteen a no-show. */
export function ticketBookings(n: number, seed = 4_747): TicketBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const tickets = int(rng, 1, 6);
    const roll = rng();
    return {
      booking_ref: 610_001 + i,
      booked_on: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000).toISOString().slice(0, 10),
      channel: pick(rng, ['Website', 'Website', 'Box Office', 'Phone']),
      tickets,
      'Amount paid (£)': Math.round(tickets * (12 + int(rng, 0, 16) / 2) * 100) / 100,
      status: roll < 0.08 ? 'Refunded' : roll < 0.15 ? 'No Show' : 'Confirmed',
    };
  });
}

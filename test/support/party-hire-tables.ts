// A party equipment hire firm's items, the bookings for events and the deliveries made for them, for
// the builtin engine's tests (generated from a seed, rows kept so tests compute expected answers
// themselves). Bookings refer to items by item_code and record the price paid (blank when
// cancelled), the event date and the date booked; deliveries refer to bookings by booking_id and
// record a delivery fee, so bookings are both a table of sales and referred to.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type HireItem = { item_code: number; item_name: string; category: string; 'Daily Rate (£)': number };
export type HireBooking = { booking_id: number; item_code: number; customer: string; town: string; event_date: string; booked_on: string; hire_days: number; price_paid: string; status: string };
export type HireDelivery = { delivery_id: number; booking_id: number; driver: string; delivery_date: string; Miles: number; 'Delivery Fee (£)': number };

export const HIRE_CATEGORIES = ['Bouncy Castle', 'Marquee', 'Generator', 'Soft Play'];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The price paid as a number, or null when blank. */
export const paidOf = (b: HireBooking): number | null => (b.price_paid === '' ? null : Number(b.price_paid.replace(/[£,]/g, '')));

export function partyHireTables(bookingCount: number, seed = 9_137): { items: HireItem[]; bookings: HireBooking[]; deliveries: HireDelivery[] } {
  const rng = seeded(seed);
  const items: HireItem[] = Array.from({ length: 120 }, (_, i) => ({ item_code: 41_001 + i, item_name: `Item ${i + 1}`, category: pick(rng, HIRE_CATEGORIES), 'Daily Rate (£)': int(rng, 40, 400) }));
  const bookings: HireBooking[] = [];
  const deliveries: HireDelivery[] = [];
  for (let i = 0; i < bookingCount; i++) {
    const item = pick(rng, items);
    const event = Date.UTC(2025, 0, 4) + int(rng, 0, 695) * DAY;
    const days = int(rng, 1, 3);
    const cancelled = rng() < 0.08;
    const paid = Math.round(item['Daily Rate (£)'] * days * (0.85 + rng() * 0.15) * 4) / 4;
    const booking: HireBooking = {
      booking_id: 200_001 + i, item_code: item.item_code, customer: `Customer ${int(rng, 1, 900)}`, town: pick(rng, ['Leeds', 'Harrogate', 'York', 'Wakefield']),
      event_date: iso(event), booked_on: iso(event - int(rng, 3, 90) * DAY), hire_days: days,
      price_paid: cancelled ? '' : `£${paid.toFixed(2)}`, status: cancelled ? 'Cancelled' : 'Completed',
    };
    bookings.push(booking);
    if (!cancelled) deliveries.push({ delivery_id: 600_001 + deliveries.length, booking_id: booking.booking_id, driver: pick(rng, ['Gaz', 'Mo', 'Kirsty']), delivery_date: iso(event), Miles: int(rng, 2, 40), 'Delivery Fee (£)': int(rng, 0, 60) });
  }
  return { items, bookings, deliveries };
}

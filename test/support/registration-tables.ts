// A conference organiser's events and the registrations for them, for the builtin engine's tests
// (generated from a seed, rows kept so tests compute expected answers themselves). Registrations
// refer to events by event_code and record the date registered and the price paid.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type ConferenceEvent = { event_code: number; event_name: string; city: string };
export type Registration = { registration_id: number; event_code: number; attendee: string; ticket_type: string; registered_on: string; price_paid: number; status: string };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function registrationTables(count: number, seed = 3_811): { events: ConferenceEvent[]; registrations: Registration[] } {
  const rng = seeded(seed);
  const events: ConferenceEvent[] = Array.from({ length: 18 }, (_, i) => ({ event_code: 7_001 + i, event_name: `Summit ${i + 1}`, city: pick(rng, ['Leeds', 'Bristol', 'Glasgow']) }));
  const registrations: Registration[] = Array.from({ length: count }, (_, i) => ({
    registration_id: 500_001 + i,
    event_code: pick(rng, events).event_code,
    attendee: `Attendee ${int(rng, 1, 2_500)}`,
    ticket_type: pick(rng, ['Standard', 'Early Bird', 'VIP']),
    registered_on: iso(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * DAY),
    price_paid: int(rng, 90, 900),
    status: rng() < 0.1 ? 'Cancelled' : 'Confirmed',
  }));
  return { events, registrations };
}

// A studio's bookings, each for one session: its date and its length headed "session_date" and
// "session_hours" beside the booking's own booked_on, for the builtin engine's tests of a noun that
// two headers of the row start with naming the rows. Generated from a seed; rows kept so tests
// compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type StudioBooking = {
  booking_id: number;
  booked_on: string;
  session_date: string;
  artist: string;
  style: string;
  session_hours: number;
  status: string;
};

const ARTISTS = ['Ana Ruiz', 'Ben Cole', 'Cam Dunn', 'Dee Park'];
const STYLES = ['Blackwork', 'Fine Line', 'Lettering', 'Realism', 'Traditional'];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Completed', 'Cancelled', 'No-show'];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `n` bookings over 2025, each session some days to weeks after it was booked. */
export function studioBookings(n: number, seed = 3_838): StudioBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const session = Date.UTC(2025, 0, 1) + int(rng, 0, 364) * 86_400_000;
    return {
      booking_id: 50_001 + i,
      booked_on: day(session - int(rng, 3, 60) * 86_400_000),
      session_date: day(session),
      artist: pick(rng, ARTISTS),
      style: pick(rng, STYLES),
      session_hours: int(rng, 2, 16) / 2,
      status: pick(rng, STATUSES),
    };
  });
}

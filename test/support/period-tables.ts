// Tables for the HTTP tests of period superlatives, single-row extremes, ratios and days between
// dates: bike rides, multi-day bike hires, hotel check-ins. Seeded; the rows are returned so tests
// compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

/** Rides with a date, a start station, a duration and a fare; one ride is far longer than the rest. */
export type Ride = { ride_id: number; ride_date: string; start_station: string; duration_minutes: number; fare: number };

export const STATIONS = ['Quayside', 'Elm Park', 'Mill Lane', 'Castle Gate', 'Tram Depot'];

export function rides(n: number, seed = 41): Ride[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 600) * 86_400_000);
    const minutes = i === Math.floor(n / 3) ? 400 : 2 + Math.floor(rand() * 80);
    return {
      ride_id: 70_000 + i,
      ride_date: day.toISOString().slice(0, 10),
      start_station: pick(rand, STATIONS),
      duration_minutes: minutes,
      fare: Math.round((100 + minutes * 12 + rand() * 50)) / 100,
    };
  });
}

export type Hire = { hire_id: number; member: string; hired_on: string; returned_on: string; total_fee: number };

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dotted = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/**
 * Multi-day bike hires: hired_on as ISO dates, returned_on as text (dd/mm/yyyy), so the days
 * between them need both read as dates. One hire is far longer than the rest.
 */
export function hires(n: number, seed = 43): Hire[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const start = Date.UTC(2024, 0, 1) + Math.floor(rand() * 500) * dayMs;
    const days = i === Math.floor(n / 2) ? 90 : Math.floor(rand() * 21);
    return { hire_id: 9_000 + i, member: `Member ${1 + Math.floor(rand() * 300)}`, hired_on: iso(start), returned_on: dotted(iso(start + days * dayMs)), total_fee: Math.round((5 + days * 8 + rand() * 4) * 100) / 100 };
  });
}

export type CheckIn = { booking_ref: string; check_in: string; nights: number };

/** Hotel bookings by their check-in day; summer months are busier. */
export function checkIns(n: number, seed = 47): CheckIn[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const day = Date.UTC(2024, 0, 1) + Math.floor(rand() * 366) * dayMs;
    const summer = rand() < 0.3 ? Date.UTC(2024, 6, 1) + Math.floor(rand() * 31) * dayMs : day;
    return { booking_ref: `BK-${50_000 + i}`, check_in: iso(summer), nights: 1 + Math.floor(rand() * 7) };
  });
}

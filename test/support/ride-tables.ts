// Bike rides for the HTTP tests of period superlatives and single-row extremes: a date, a start
// station, a duration in minutes and a fare. Seeded; one ride is far longer than the rest, so the
// longest ride (and where it started) has one answer. The rows are returned so tests compute
// expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

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

// A cattery's stays (Check In and Check Out dates, a status), for the builtin engine's tests of
// questions about the present over rows that span dates. Generated from a seed; rows kept so tests
// compute their expected answers themselves.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type BoardingStay = { 'Stay No': number; 'Cat ID': number; 'Check In': string; 'Check Out': string; Nights: number; Status: string };

/** `n` stays from January 2025 to November 2026 (today 2026-11-30): those spanning today are In Progress. */
export function boardingStays(n: number, seed = 9_401): BoardingStay[] {
  const rng = seeded(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const inMs = start + int(rng, 0, 698) * 86_400_000;
    const nights = int(rng, 1, 14);
    const checkIn = new Date(inMs).toISOString().slice(0, 10);
    const checkOut = new Date(inMs + nights * 86_400_000).toISOString().slice(0, 10);
    const status = checkOut > '2026-11-30' && checkIn <= '2026-11-30' ? 'In Progress' : pick(rng, ['Completed', 'Completed', 'Completed', 'Cancelled']);
    return { 'Stay No': 60_001 + i, 'Cat ID': 1_000 + int(rng, 0, 399), 'Check In': checkIn, 'Check Out': checkOut, Nights: nights, Status: status };
  });
}

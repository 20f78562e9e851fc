// Tables for the builtin engine's tests of what "how many <noun>" counts (generated from a seed,
// rows kept so tests compute expected answers themselves): a five-a-side centre's pitch bookings
// with a numbered pitch, the member who booked and the goals their side scored, and a heating firm's boiler
// checks with the faults each check found.
import { int, pick, seeded } from '../../bench/support/random.ts';

const day = (rng: () => number, from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + int(rng, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);

export type PitchBooking = { booking_ref: number; member_no: string; pitch: number; played_on: string; 'Pitch fee (£)': string; goals_scored: number };

/** Pitch bookings over 2024-2025 by some 120 members, on pitches 1 to 8, each member booking many times. */
export function pitchBookings(n: number, seed = 3_601): PitchBooking[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    booking_ref: 80_001 + i,
    member_no: `M${String(200 + int(rng, 0, 119)).padStart(4, '0')}`,
    pitch: int(rng, 1, 8),
    played_on: day(rng, '2024-01-01', 730),
    'Pitch fee (£)': (45 + int(rng, 0, 3) * 5).toFixed(2),
    goals_scored: int(rng, 0, 14),
  }));
}

export type BoilerCheck = { check_id: number; engineer: string; checked_on: string; outcome: string; faults_found: number };

/** Boiler checks over 2025, each finding 0 to 4 faults; a check with a fault fails. */
export function boilerChecks(n: number, seed = 3_603): BoilerCheck[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const faults = pick(rng, [0, 0, 0, 1, 1, 2, 3, 4]);
    return { check_id: 5_001 + i, engineer: pick(rng, ['A. Okafor', 'B. Lund', 'C. Reyes', 'D. Mehta']), checked_on: day(rng, '2025-01-01', 365), outcome: faults ? 'Fail' : 'Pass', faults_found: faults };
  });
}

export type Employee = { employee_id: number; full_name: string; department: string; salary: number };

/** Employees with distinct salaries, so the best paid are plain. */
export function employees(n: number, seed = 3_607): Employee[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ employee_id: 1_000 + i, full_name: `${pick(rng, ['Ada', 'Ben', 'Cleo', 'Dev', 'Eva', 'Finn'])} ${pick(rng, ['Moss', 'Quinn', 'Roy', 'Sato', 'Teal'])} ${i + 1}`, department: pick(rng, ['Sales', 'Ops', 'Finance']), salary: 30_000 + i * 37 + int(rng, 0, 30) }));
}

export type TimeEntry = { entry_id: number; worked_on: string; hours: number; 'Rate (£/h)': number };

/** Time entries over 2025 in quarter hours, at one of four hourly rates. */
export function timeEntries(n: number, seed = 3_609): TimeEntry[] {
  const rng = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({ entry_id: 40_001 + i, worked_on: day(rng, '2025-01-01', 365), hours: int(rng, 1, 16) / 4, 'Rate (£/h)': pick(rng, [90, 120, 150, 200]) }));
}

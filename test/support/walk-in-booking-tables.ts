// A snooker hall's members and its table bookings, about a third of them by walk-ins whose Member No
// is left blank, so a booking joined to its member finds none for them. Generated from a seed; rows
// kept so tests compute their expected answers themselves.
import { chance, int, pick, seeded } from '../../bench/support/random.ts';

export type HallMember = { 'Member No': string; Name: string; Membership: string };
export type HallBooking = { 'Booking ID': number; 'Member No': string | null; 'Booked For': string; Status: string; 'Table Fee (£)': number };

export function walkInBookings(members: number, bookings: number, seed = 3_131): { members: HallMember[]; bookings: HallBooking[] } {
  const rng = seeded(seed);
  const people: HallMember[] = Array.from({ length: members }, (_, i) => ({
    'Member No': `M${String(i + 1).padStart(4, '0')}`,
    Name: `${pick(rng, ['Ray', 'Jo', 'Sam', 'Kit', 'Lee', 'Max'])} ${pick(rng, ['Hill', 'Shaw', 'Cole', 'Ward'])} ${i}`,
    Membership: pick(rng, ['Adult', 'Adult', 'Junior', 'Senior']),
  }));
  const rows: HallBooking[] = Array.from({ length: bookings }, (_, i) => ({
    'Booking ID': 70_001 + i,
    'Member No': chance(rng, 0.35) ? null : pick(rng, people)['Member No'],
    'Booked For': new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 360) * 86_400_000).toISOString().slice(0, 10),
    Status: pick(rng, ['Played', 'Played', 'Played', 'Played', 'Cancelled', 'No-show']),
    'Table Fee (£)': int(rng, 600, 1_800) / 100,
  }));
  return { members: people, bookings: rows };
}

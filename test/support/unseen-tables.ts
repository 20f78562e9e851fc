// Tables for the kinds of mistakes found on an unseen split (r27c): a courier's parcels and
// routes, complaints with day-first text dates, a venue's rooms with a seat count beside a table of
// seat bookings, and a league's clubs, fixtures and per-athlete stats. Generated from a seed; rows
// kept so tests compute expected answers themselves.
import { pick, seeded as seededRandom } from '../../bench/support/random.ts';

export const DEPOTS = ['Westside', 'Harbour', 'Hillcrest'];
export type Route = { route_id: number; depot: string; van: string };
export type Parcel = { parcel_id: number; route_id: number; status: string; weight_kg: number; box_size_litres: number };

export type LateReport = { report_id: number; route_id: number; minutes_late: number };

export function courier(n: number, seed = 41): { routes: Route[]; parcels: Parcel[]; late: LateReport[] } {
  const rand = seededRandom(seed);
  const routes: Route[] = Array.from({ length: 30 }, (_, i) => ({ route_id: 700 + i, depot: DEPOTS[i % 3], van: `VN${100 + i}` }));
  const parcels: Parcel[] = Array.from({ length: n }, (_, i) => {
    const r = rand();
    return {
      parcel_id: 90_000 + i,
      route_id: 700 + Math.floor(rand() * 30),
      status: r < 0.75 ? 'Delivered' : r < 0.87 ? 'Not delivered' : r < 0.95 ? 'Returned' : 'Late',
      weight_kg: Math.round((0.5 + rand() * 30) * 10) / 10,
      box_size_litres: [10, 25, 40][Math.floor(rand() * 3)],
    };
  });
  const skew = [0, 0, 0, 1, 1, 2];
  const late: LateReport[] = Array.from({ length: 1_000 }, (_, i) => ({ report_id: 1 + i, route_id: 700 + 3 * Math.floor(rand() * 10) + skew[Math.floor(rand() * 6)], minutes_late: 5 + Math.floor(rand() * 90) }));
  return { routes, parcels, late };
}

export type Complaint = { 'Ticket Ref': number; 'Logged On': string; Category: string; iso: string };

/** Complaints logged through 2025, their dates written day first as text ("14/03/2025"). */
export function complaints(n: number, seed = 43): Complaint[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => {
    const month = 1 + Math.floor(rand() * 9);
    const day = 1 + Math.floor(rand() * 28);
    const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return { 'Ticket Ref': 40_001 + i, 'Logged On': `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, Category: pick(rand, ['Noise', 'Billing', 'Staff', 'Cleanliness']), iso };
  });
}

export type Room = { 'Room Code': string; 'Room Name': string; Floor: number; Seats: number };
export type SeatBooking = { booking_id: number; room_code: string; booked_on: string; guest: string };

export function venue(n: number, seed = 47): { rooms: Room[]; bookings: SeatBooking[] } {
  const rand = seededRandom(seed);
  const rooms: Room[] = Array.from({ length: 24 }, (_, i) => ({ 'Room Code': `R${String(i + 1).padStart(2, '0')}`, 'Room Name': `${pick(rand, ['Cedar', 'Maple', 'Birch', 'Aspen'])} Room ${i + 1}`, Floor: 1 + (i % 4), Seats: 10 + Math.floor(rand() * 60) }));
  const bookings: SeatBooking[] = Array.from({ length: n }, (_, i) => ({
    booking_id: 1 + i,
    room_code: rooms[Math.floor(rand() * rooms.length)]['Room Code'],
    booked_on: `2025-0${1 + Math.floor(rand() * 6)}-1${Math.floor(rand() * 9)}`,
    guest: `G${Math.floor(rand() * 500)}`,
  }));
  return { rooms, bookings };
}

export const CLUBS = ['Harbor Kings', 'Granite Bears', 'Total Eclipse', 'Iron Gulls', 'Red Kites', 'Blue Herons'];
export type Athlete = { athlete_id: number; name: string; club: string; position: string; monthly_salary: number };
export type Fixture = { fixture_id: number; round: string; home_club: string; away_club: string };
export type Stat = { fixture_id: number; athlete_id: number; goals: number };

export function league(nFixtures: number, seed = 53): { athletes: Athlete[]; fixtures: Fixture[]; stats: Stat[] } {
  const rand = seededRandom(seed);
  const athletes: Athlete[] = [];
  CLUBS.forEach((club, c) => {
    for (let k = 0; k < 6; k++) athletes.push({ athlete_id: 100 + c * 6 + k, name: `Athlete ${c}-${k}`, club, position: pick(rand, ['Forward', 'Guard', 'Centre']), monthly_salary: 1000 + 250 * Math.floor(rand() * 20) });
  });
  const fixtures: Fixture[] = [];
  const stats: Stat[] = [];
  for (let f = 0; f < nFixtures; f++) {
    const a = Math.floor(rand() * 6);
    const b = (a + 1 + Math.floor(rand() * 5)) % 6;
    fixtures.push({ fixture_id: 5000 + f, round: rand() < 0.3 ? 'Knockout' : 'Group Stage', home_club: CLUBS[a], away_club: CLUBS[b] });
    for (const c of [a, b]) for (const ath of athletes.filter((x) => x.club === CLUBS[c])) stats.push({ fixture_id: 5000 + f, athlete_id: ath.athlete_id, goals: Math.floor(rand() * 4) });
  }
  return { athletes, fixtures, stats };
}

export type Stay = { registration_id: number; guest_id: number; country: string; registered_on: string; checked_out: string; booked_month: string };

/** Guest registrations from January 2024 to June 2025 (two Mays), guests registering again. */
export function stays(n: number, seed = 59): Stay[] {
  const rand = seededRandom(seed);
  const start = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2025, 5, 30) - start;
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(start + Math.floor(rand() * span / 86_400_000) * 86_400_000);
    const out = new Date(day.getTime() + (1 + Math.floor(rand() * 9)) * 86_400_000);
    return {
      registration_id: 1 + i,
      guest_id: 300 + Math.floor(rand() * 600),
      country: pick(rand, ['Norway', 'Chile', 'Kenya', 'Japan', 'Canada']),
      registered_on: day.toISOString().slice(0, 10),
      checked_out: out.toISOString().slice(0, 10),
      booked_month: ['January', 'February', 'March', 'April'][Math.floor(rand() * 4)],
    };
  });
}

export type Harvest = { 'Lot No': number; 'Picked On': string; Orchard: string; Crop: string; 'Weight (kg)': number; 'Price (£/kg)': number; 'Water Used (L)': number };

/** Harvest lots of an orchard group: weights in kg, a price per kg and the water used in litres. */
export function harvest(n: number, seed = 61): Harvest[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    'Lot No': 7_000 + i,
    // "05-Mar-2024", from January 2024 to June 2025.
    'Picked On': ((d) => `${String(d.getUTCDate()).padStart(2, '0')}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]}-${d.getUTCFullYear()}`)(new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 546) * 86_400_000)),
    Orchard: pick(rand, ['Hillside', 'Brookfield', 'Ashgrove']),
    Crop: pick(rand, ['Apples', 'Pears', 'Plums', 'Cherries']),
    'Weight (kg)': Math.round((50 + rand() * 900) * 10) / 10,
    'Price (£/kg)': Math.round((0.8 + rand() * 3) * 100) / 100,
    'Water Used (L)': Math.round(200 + rand() * 5000),
  }));
}

export type Gym = { 'Gym Code': string; 'Gym Name': string; City: string };
export type Visit = { 'Visit Ref': number; 'Member No': string; 'Gym Code': string; visit_date: string };

/** A register of gyms and their visits of 2024, with a member number written "Member No" (members visit many times). */
export function gymVisits(n: number, seed = 67): { gyms: Gym[]; visits: Visit[] } {
  const rand = seededRandom(seed);
  const names = ['Northgate', 'Quayside', 'Old Town', 'Parkway', 'Eastfield', 'Millbrook'];
  const gyms = names.map((name, i) => ({ 'Gym Code': `G${i + 1}`, 'Gym Name': `${name} Gym`, City: i % 2 ? 'Leeds' : 'York' }));
  const weights = [5, 3, 2, 4, 1, 6];
  const total = weights.reduce((a, b) => a + b, 0);
  const visits = Array.from({ length: n }, (_, i) => {
    let r = rand() * total;
    let g = 0;
    while (r >= weights[g]) r -= weights[g++];
    return {
      'Visit Ref': 1 + i,
      'Member No': String(10_000 + Math.floor(rand() * 300)).padStart(6, '0'),
      'Gym Code': gyms[g]['Gym Code'],
      visit_date: `2024-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    };
  });
  return { gyms, visits };
}

export type Departure = { departure_id: number; gate: string; passengers: number };

/** Departures from a terminal's gates: the table is named for the rows' event (departures). */
export function departures(n: number, seed = 71): Departure[] {
  const rand = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({ departure_id: 1 + i, gate: `Gate ${'ABCDEF'[Math.floor(rand() * 6)]}`, passengers: 20 + Math.floor(rand() * 160) }));
}

// An escape room venue's game sessions and the bookings on them, for the builtin engine's tests
// (generated from a seed; rows kept so tests compute expected answers themselves). A session has a
// room, a host, places and a price per head; a booking has players, a booking total, a status of
// Paid, Refunded or Cancelled and a source, sharing Session ID.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type RoomSession = { 'Session ID': number; Date: string; Room: string; Host: string; Places: number; 'Price Per Head (£)': number; 'Session Status': string };
export type RoomBooking = { 'Booking ID': number; 'Session ID': number; 'Lead Booker': string; Players: number; 'Booking Total (£)': number; Status: string; Source: string };

const ROOMS: [string, number][] = [['Pharaoh Tomb', 22], ['Bank Heist', 26], ['Haunted Ward', 30], ['Space Station', 35]];
const DAY = 86_400_000;

export function escapeRoom(sessionCount: number, seed = 5_309): { sessions: RoomSession[]; bookings: RoomBooking[] } {
  const rng = seeded(seed);
  const sessions: RoomSession[] = Array.from({ length: sessionCount }, (_, i) => {
    const [room, price] = pick(rng, ROOMS);
    return {
      'Session ID': 20_001 + i, Date: new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 364) * DAY).toISOString().slice(0, 10), Room: room,
      Host: pick(rng, ['Nadia Frost', 'Owen Pike', 'Priya Lal']), Places: pick(rng, [6, 8]), 'Price Per Head (£)': price, 'Session Status': rng() < 0.05 ? 'Cancelled' : 'Running',
    };
  });
  const bookings: RoomBooking[] = [];
  for (const s of sessions) {
    let left = int(rng, 2, s.Places);
    while (left > 0) {
      const players = Math.min(left, int(rng, 2, 6));
      left -= players;
      const roll = rng();
      const status = s['Session Status'] === 'Cancelled' || roll < 0.04 ? 'Refunded' : roll < 0.09 ? 'Cancelled' : 'Paid';
      bookings.push({
        'Booking ID': 50_001 + bookings.length, 'Session ID': s['Session ID'], 'Lead Booker': `${pick(rng, ['Jo', 'Kit', 'Lee', 'Max', 'Ria'])} ${pick(rng, ['Webb', 'Nash', 'Cole'])}`,
        Players: players, 'Booking Total (£)': players * s['Price Per Head (£)'], Status: status, Source: pick(rng, ['Website', 'Phone', 'Voucher']),
      });
    }
  }
  return { sessions, bookings };
}

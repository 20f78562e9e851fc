// A snooker hall's members (each in a league team or none) and their table bookings (Played,
// Cancelled, No-show) with two money columns (the fee and the bar spend), for readings of "play for <team>" beside a status Played; and an auction's
// buyers (each from a country) and the lots they bought, for readings of "which country's buyers".
// Deterministic: every figure follows from the row's index.

export type HallMember = { 'Member No': number; Name: string; Membership: string; 'League Team': string }
export type HallBooking = { 'Booking ID': number; 'Member No': number; Game: string; 'Fee (£)': number; 'Bar Spend (£)': number; Status: string }

const TEAMS = ['Red Rockets', 'Baize Boys', 'Cue Tips', 'None'];
const FIRST = ['Ann', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kit', 'Lou', 'Max', 'Nia', 'Oz', 'Pam', 'Rex', 'Sue', 'Tom', 'Uma'];
const LAST = ['Adler', 'Brook', 'Cole', 'Dunn', 'Ember', 'Frost', 'Grove', 'Hale', 'Irwin', 'Jude', 'Knox', 'Lane', 'Moss', 'Nash', 'Orr'];

export function leagueHall(members: number, bookings: number): { members: HallMember[]; bookings: HallBooking[] } {
  const ms: HallMember[] = Array.from({ length: members }, (_, i) => ({
    'Member No': 1001 + i,
    Name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    Membership: i % 5 === 0 ? 'Junior' : 'Full',
    'League Team': TEAMS[(i * 7) % TEAMS.length],
  }));
  // Some members never book (every ninth), so counting members through bookings would miss them.
  const active = ms.filter((_, i) => i % 9 !== 4);
  const bs: HallBooking[] = Array.from({ length: bookings }, (_, i) => ({
    'Booking ID': 50_001 + i,
    'Member No': active[(i * 13) % active.length]['Member No'],
    Game: i % 3 === 0 ? 'Pool' : 'Snooker',
    'Fee (£)': 6 + (i % 7),
    'Bar Spend (£)': (i * 29) % 40,
    Status: i % 11 === 0 ? 'Cancelled' : i % 17 === 0 ? 'No-show' : 'Played',
  }));
  return { members: ms, bookings: bs };
}

export type AuctionBuyer = { 'Paddle No': number; Buyer: string; Country: string }
export type AuctionLot = { 'Lot ID': number; 'Paddle No': number | null; Category: string; 'Hammer Price (£)': number | null; Status: string }

const COUNTRIES = ['UK', 'UK', 'UK', 'Ireland', 'France', 'USA', 'Germany'];

export function auctionRooms(buyers: number, lots: number): { buyers: AuctionBuyer[]; lots: AuctionLot[] } {
  const bs: AuctionBuyer[] = Array.from({ length: buyers }, (_, i) => ({
    'Paddle No': 101 + i,
    Buyer: `${FIRST[(i * 3) % FIRST.length]} ${LAST[i % LAST.length]} ${i}`,
    Country: COUNTRIES[(i * 5) % COUNTRIES.length],
  }));
  const ls: AuctionLot[] = Array.from({ length: lots }, (_, i) => {
    const sold = i % 6 !== 0;
    return {
      'Lot ID': 700_001 + i,
      'Paddle No': sold ? bs[(i * 7) % bs.length]['Paddle No'] : null,
      Category: ['Clocks', 'Silver', 'Books', 'Toys'][i % 4],
      'Hammer Price (£)': sold ? 20 + ((i * 37) % 900) : null,
      Status: sold ? 'Sold' : 'Unsold',
    };
  });
  return { buyers: bs, lots: ls };
}

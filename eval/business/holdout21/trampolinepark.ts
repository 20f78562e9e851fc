// A trampoline park: 3,100 timed sessions (XLSX), 46,000 bookings (CSV) and 1,350 birthday parties
// (CSV), joined on `session_id`. Traps: session dates written "dd.mm.yyyy" in the sessions sheet
// while bookings carry ISO timestamps, the price as text with a pound sign ("£18.50"), a "Grip
// socks" column of counts, walk-in bookings with a blank customer email, a party package named
// "Total Takeover", a host named "Will", and session ids that look numeric.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Session {
  id: number;
  date: string;
  time: string;
  type: string;
  capacity: number;
}

interface Booking {
  ref: string;
  session: number;
  at: string;
  channel: string;
  jumpers: number;
  price: number;
  socks: number;
  email: string | null;
  status: string;
}

interface Party {
  id: string;
  session: number;
  child: string;
  pkg: string;
  kids: number;
  total: number;
  deposit: number;
  host: string;
}

// session type, capacity, price per jumper, weight of bookings
const TYPES: [string, number, number, number][] = [
  ['Open Jump', 80, 14.5, 10], ['Toddler Time', 30, 8.5, 4], ['Dodgeball', 40, 11, 3], ['Jump Fit', 25, 9.5, 2], ['Glow Night', 70, 17.5, 5], ['SEN Session', 20, 7, 2],
];
const TIMES = ['10:00', '11:00', '12:00', '14:00', '16:00', '18:00', '19:30'];
const CHANNELS: [string, number][] = [['Website', 58], ['App', 21], ['Walk-in', 14], ['Phone', 7]];
const PACKAGES: [string, number, number][] = [['Basic Bounce', 14, 52], ['Pizza Party', 19, 30], ['Glow Party', 23, 12], ['Total Takeover', 35, 6]];
const HOSTS = ['Will', 'Jess', 'Kieran', 'Amira', 'Tom', 'Beth'];
const KIDS = ['Olivia', 'Noah', 'Amelia', 'Leo', 'Isla', 'Oscar', 'Ava', 'Arthur', 'Mia', 'Muhammad', 'Freya', 'Theo', 'Lily', 'Jack', 'Ivy'];
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function generate(): { sessions: Session[]; bookings: Booking[]; parties: Party[] } {
  const random = createRandom(38_431);
  const sessions: Session[] = [];
  let id = 600_001;
  for (let i = 0; i < 3_100; i++) {
    const date = random.date('2025-01-01', '2025-10-31');
    const time = random.pick(TIMES);
    const [type, capacity] = random.weighted(TYPES, time === '19:30' ? [30, 0, 10, 5, 55, 0] : time === '10:00' ? [30, 35, 0, 15, 0, 20] : [60, 8, 12, 8, 0, 12]);
    sessions.push({ id: 0, date, time, type, capacity });
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  for (const s of sessions) s.id = id++;
  const bookingWeights = sessions.map((s) => TYPES.find((t) => t[0] === s.type)![3] * ([0, 6].includes(new Date(`${s.date}T00:00:00Z`).getUTCDay()) ? 1.8 : 1) * (s.date.slice(5, 7) === '08' ? 1.5 : 1));
  const bookings: Booking[] = [];
  for (let i = 0; i < 46_000; i++) {
    const s = random.weighted(sessions, bookingWeights);
    const price = TYPES.find((t) => t[0] === s.type)![2];
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    const jumpers = random.weighted([1, 2, 3, 4, 5, 6], [30, 34, 18, 11, 5, 2]);
    const promo = channel === 'App' && random.chance(0.3) ? 0.8 : 1;
    const status = random.weighted(['Checked in', 'No-show', 'Refunded'], [90, 7, 3]);
    const at = `${s.date}T${s.time}:00`;
    bookings.push({
      ref: '', session: s.id, at, channel, jumpers,
      price: roundTo(price * jumpers * promo, 2),
      socks: random.chance(0.45) ? random.int(1, jumpers) : 0,
      email: channel === 'Walk-in' ? null : `guest${random.int(1, 19_000)}@mail.example`,
      status,
    });
  }
  bookings.sort((a, b) => a.at.localeCompare(b.at) || a.session - b.session);
  bookings.forEach((b, i) => (b.ref = `BK${String(100_001 + i)}`));
  const partyWeights = sessions.map((s) => (s.type === 'Open Jump' || s.type === 'Glow Night') && s.time >= '12:00' ? ([0, 6].includes(new Date(`${s.date}T00:00:00Z`).getUTCDay()) ? 6 : 1) : 0);
  const parties: Party[] = [];
  for (let i = 0; i < 1_350; i++) {
    const s = random.weighted(sessions, partyWeights);
    const [pkg, perKid] = random.weighted(PACKAGES, PACKAGES.map((p) => p[2]));
    const kids = random.int(8, pkg === 'Total Takeover' ? 30 : 20);
    const total = roundTo(kids * perKid + (pkg === 'Total Takeover' ? 150 : 0), 2);
    parties.push({ id: '', session: s.id, child: random.pick(KIDS), pkg, kids, total, deposit: pkg === 'Basic Bounce' ? 30 : 50, host: random.weighted(HOSTS, [22, 18, 15, 17, 16, 12]) });
  }
  parties.sort((a, b) => a.session - b.session || a.child.localeCompare(b.child));
  parties.forEach((p, i) => (p.id = `P${String(i + 1).padStart(4, '0')}`));
  return { sessions, bookings, parties };
}

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (s) => s.id },
  { header: 'Date', value: (s) => dotted(s.date) },
  { header: 'Start time', value: (s) => s.time },
  { header: 'Session type', value: (s) => s.type },
  { header: 'Capacity', value: (s) => s.capacity },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'session_id', value: (b) => b.session },
  { header: 'session_start', value: (b) => b.at },
  { header: 'channel', value: (b) => b.channel },
  { header: 'jumpers', value: (b) => b.jumpers },
  { header: 'price_paid', value: (b) => `£${b.price.toFixed(2)}` },
  { header: 'Grip socks', value: (b) => b.socks },
  { header: 'customer_email', value: (b) => b.email },
  { header: 'status', value: (b) => b.status },
];

const PARTY_COLUMNS: Column<Party>[] = [
  { header: 'party_id', value: (p) => p.id },
  { header: 'session_id', value: (p) => p.session },
  { header: 'Birthday child', value: (p) => p.child },
  { header: 'Package', value: (p) => p.pkg },
  { header: 'Kids', value: (p) => p.kids },
  { header: 'Party total (£)', value: (p) => p.total },
  { header: 'Deposit (£)', value: (p) => p.deposit },
  { header: 'Host', value: (p) => p.host },
];

export const trampolinepark: BusinessSchema = {
  name: 'trampolinepark',
  description: 'A trampoline park: 3,100 sessions Jan-Oct 2025 (XLSX), 46,000 bookings (CSV) and 1,350 birthday parties (CSV) sharing session_id',
  async build(dir) {
    const { sessions, bookings, parties } = generate();
    const files = [
      await writeXlsx(join(dir, 'sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'parties.csv'), PARTY_COLUMNS, parties),
    ];
    const q = questionSet('trampolinepark');
    const sessionOf = new Map(sessions.map((s) => [s.id, s]));
    const sType = (b: { session: number }) => sessionOf.get(b.session)!.type;
    const price = (b: Booking) => b.price;
    const inMonth = (m: string) => (b: Booking) => b.at.startsWith(m);
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay());

    q.ask('How many bookings have we taken?', count(bookings.length));
    q.ask('How many sessions did we run?', count(sessions.length));
    q.ask('How many birthday parties have we hosted?', count(parties.length));
    q.ask('Total jumpers booked', count(sumOf(bookings, (b) => b.jumpers)));
    q.ask('How much have bookings brought in, before refunds?', amount(sumOf(bookings, price)));
    q.ask('takings by session type, leaving out refunded bookings', breakdown(groupBy(bookings, sType, 'sum', price, (b) => b.status !== 'Refunded'), 2));
    q.ask('Which session type sells the most jumpers?', winner(groupBy(bookings, sType, 'sum', (b) => b.jumpers)));
    q.ask('Bookings by channel', countsBy(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('What share of bookings were walk-ins?', percent(percentOf(countWhere(bookings, (b) => b.channel === 'Walk-in'), bookings.length)));
    q.ask('No-show rate', percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('How many bookings were refunded in August?', count(countWhere(bookings, (b) => b.status === 'Refunded' && inMonth('2025-08')(b))));
    q.ask('How much did we refund in total?', amount(sumOf(bookings, price, (b) => b.status === 'Refunded')));
    q.ask('average spend per booking', amount(avgOf(bookings, price)));
    q.ask('What is the average group size on a booking?', amount(avgOf(bookings, (b) => b.jumpers), 2));
    q.ask('How many pairs of grip socks did we sell?', count(sumOf(bookings, (b) => b.socks)));
    q.ask('Grip socks sold at Glow Night', count(sumOf(bookings, (b) => b.socks, (b) => sType(b) === 'Glow Night')));
    q.ask('Which month had the most bookings?', month(ranked(groupBy(bookings, (b) => b.at.slice(0, 7), 'count'), 1)[0]));
    q.ask('Booking revenue in July, not counting refunded bookings', amount(sumOf(bookings, price, (b) => inMonth('2025-07')(b) && b.status !== 'Refunded')));
    const q2 = q.ask('How many jumpers were booked in Q2?', count(sumOf(bookings, (b) => b.jumpers, (b) => quarterOf(b.at) === 2)));
    q.followUp(q2, 'and in Q3?', count(sumOf(bookings, (b) => b.jumpers, (b) => quarterOf(b.at) === 3)));
    q.ask('How many bookings were for weekend sessions?', count(countWhere(bookings, (b) => weekend(b.at))));
    q.ask('How many jumpers came to the 19:30 sessions?', count(sumOf(bookings, (b) => b.jumpers, (b) => b.at.endsWith('19:30:00') && b.status === 'Checked in')));
    q.ask('How many Toddler Time sessions were there?', count(countWhere(sessions, (s) => s.type === 'Toddler Time')));
    q.ask('Total capacity of all Open Jump sessions', count(sumOf(sessions, (s) => s.capacity, (s) => s.type === 'Open Jump')));
    q.ask('How many distinct customer emails booked through the app?', count(new Set(bookings.filter((b) => b.channel === 'App' && b.email !== null).map((b) => b.email)).size));
    q.ask('How many bookings between 14 April and 27 April?', count(countWhere(bookings, (b) => b.at >= '2025-04-14' && b.at < '2025-04-28')));
    q.ask('Party revenue by package', breakdown(groupBy(parties, (p) => p.pkg, 'sum', (p) => p.total), 2));
    q.ask('How many Total Takeover parties have we had?', count(countWhere(parties, (p) => p.pkg === 'Total Takeover')));
    q.ask('Average kids per party', amount(avgOf(parties, (p) => p.kids), 1));
    q.ask('Median party total', amount(medianOf(parties, (p) => p.total), 2));
    q.ask('What was the biggest party total?', amount(maxOf(parties, (p) => p.total), 2));
    q.ask('Which host ran the most parties?', winner(groupBy(parties, (p) => p.host, 'count')));
    q.ask('How many parties did Will host?', count(countWhere(parties, (p) => p.host === 'Will')));
    q.ask('Top 3 hosts by party revenue', ranking(ranked(groupBy(parties, (p) => p.host, 'sum', (p) => p.total), 3)));
    q.ask('How many parties were held in Glow Night sessions?', count(countWhere(parties, (p) => sType(p) === 'Glow Night')));
    q.ask('How much party revenue came in during September?', amount(sumOf(parties, (p) => p.total, (p) => sessionOf.get(p.session)!.date.startsWith('2025-09'))));
    q.ask('What share of parties were on a weekend?', percent(percentOf(countWhere(parties, (p) => weekend(sessionOf.get(p.session)!.date)), parties.length)));

    q.ask('How many jumpers got injured?', decline('no incident data'));
    q.ask('How many bookings did we take in December?', decline('sessions run January to October 2025'));
    q.ask('What is the average age of our jumpers?', decline('no age column'));
    q.ask('How much did we make from the cafe?', decline('no cafe sales'));
    q.ask('Which trampoline zone is most popular?', decline('no zone column'));
    q.ask('How many memberships have we sold?', decline('no memberships'));
    q.ask('How many parties were booked in 2024?', decline('data covers 2025 only'));
    q.ask('How many Ninja Course sessions ran?', decline('no Ninja Course session type'));
    q.ask('What did the staff on each session cost us?', decline('no staffing costs'));
    q.ask('How many birthday children came back the next year?', decline('no way to identify a child across years'));
    q.ask('How many waivers were signed?', decline('no waiver data'));
    return { files, questions: q.questions };
  },
};

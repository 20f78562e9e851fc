// A craft gin distillery's visitor side: 2025's tour and gin school sessions (XLSX: type, guide,
// places, price per head in pounds) and the bookings on them (CSV: guests, amount in pounds, bottles
// bought in the shop afterwards, source), sharing Session ID. Traps: session and booking ids that
// look numeric, money with the unit in the header, refunded and cancelled bookings beside paid
// ones, cancelled sessions, blank sources, a "Total Botanical Experience" tour type that is no
// total, an "Other" type and a voucher source of "None".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Session { id: number; date: string; type: string; guide: string; places: number; price: number; status: string }
export interface Booking { id: number; session: number; lead: string; guests: number; total: number; status: string; bottles: number; source: string | null }

const TYPES: [string, number, number, number][] = [['Classic Tour', 45, 28, 18], ['Gin School', 20, 12, 95], ['Tasting Only', 20, 20, 25], ['Total Botanical Experience', 8, 10, 140], ['Other', 7, 24, 30]];
const GUIDES = ['Fiona Ross', 'Callum Baird', 'Isla Munro', 'Jamie Kerr', 'Anna de Souza'];
const FIRST = ['Alison', 'Brian', 'Claire', 'Douglas', 'Eilidh', 'Graham', 'Heather', 'Iain', 'Joanna', 'Kenny', 'Lorna', 'Malcolm', 'Nicola', 'Stuart'];
const LAST = ['Anderson', 'Boyd', 'Cameron', 'Docherty', 'Fraser', 'Gillespie', 'Hamilton', 'MacLeod', 'Reid', 'Sinclair', 'Watt'];

export function generate(): { sessions: Session[]; bookings: Booking[] } {
  const random = createRandom(52_353);
  const sessions: Session[] = [];
  for (let d = '2025-01-03'; d <= '2025-12-30'; d = addDays(d, 1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    const n = dow === 6 ? 4 : dow === 5 || dow === 0 ? 3 : random.chance(0.7) ? 2 : 1;
    for (let i = 0; i < n; i++) {
      const [type, , places, price] = random.weighted(TYPES, TYPES.map((t) => t[1]));
      sessions.push({ id: 0, date: d, type, guide: random.pick(GUIDES), places, price: price + (d >= '2025-06-01' && type !== 'Other' ? 2 : 0), status: random.chance(0.04) ? 'Cancelled' : 'Running' });
    }
  }
  sessions.forEach((s, i) => (s.id = 10_401 + i));
  const bookings: Booking[] = [];
  for (const s of sessions) {
    let left = Math.round(s.places * random.float(0.4, 1.0));
    while (left > 0) {
      const guests = Math.min(left, random.weighted([1, 2, 3, 4, 6], [12, 50, 12, 18, 8]));
      left -= guests;
      const roll = random.next();
      const status = s.status === 'Cancelled' ? 'Refunded' : roll < 0.03 ? 'Refunded' : roll < 0.07 ? 'Cancelled' : 'Paid';
      const source = random.weighted(['Website', 'TripAdvisor', 'Gift Voucher', 'Phone', 'None', ''], [45, 15, 15, 8, 7, 10]);
      const bottles = status === 'Paid' ? random.weighted([0, 1, 2, 3], [35, 40, 18, 7]) : 0;
      bookings.push({ id: 0, session: s.id, lead: `${random.pick(FIRST)} ${random.pick(LAST)}`, guests, total: roundTo(guests * s.price, 2), status, bottles, source: source === '' ? null : source });
    }
  }
  bookings.forEach((b, i) => (b.id = 77_001 + i));
  return { sessions, bookings };
}

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'Session ID', value: (s) => s.id },
  { header: 'Date', value: (s) => s.date },
  { header: 'Experience', value: (s) => s.type },
  { header: 'Guide', value: (s) => s.guide },
  { header: 'Places', value: (s) => s.places },
  { header: 'Price Per Head (£)', value: (s) => s.price },
  { header: 'Session Status', value: (s) => s.status },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking ID', value: (b) => b.id },
  { header: 'Session ID', value: (b) => b.session },
  { header: 'Lead Guest', value: (b) => b.lead },
  { header: 'Guests', value: (b) => b.guests },
  { header: 'Booking Total (£)', value: (b) => b.total },
  { header: 'Status', value: (b) => b.status },
  { header: 'Bottles Bought', value: (b) => b.bottles },
  { header: 'Source', value: (b) => b.source },
];

export const gindistillery: BusinessSchema = {
  name: 'gindistillery',
  description: "A gin distillery's 2025 tour and gin school sessions (XLSX) and the bookings on them with bottles bought (CSV), sharing Session ID",
  async build(dir) {
    const { sessions, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
      await writeCsv(join(dir, 'tour_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('gindistillery');
    const sesOf = new Map(sessions.map((s) => [s.id, s]));
    const se = (b: Booking) => sesOf.get(b.session)!;
    const paid = (b: Booking) => b.status === 'Paid';
    const money = (b: Booking) => b.total;
    const guests = (b: Booking) => b.guests;

    q.ask('How many sessions did we schedule in 2025?', count(sessions.length));
    q.ask('Sessions by experience', countsBy(groupBy(sessions, (s) => s.type, 'count')));
    q.ask('How many sessions were cancelled?', count(countWhere(sessions, (s) => s.status === 'Cancelled')));
    q.ask('How many Gin School sessions did Fiona Ross run? not cancelled', count(countWhere(sessions, (s) => s.guide === 'Fiona Ross' && s.type === 'Gin School' && s.status === 'Running')));
    q.ask('Which guide took the most sessions?', winner(groupBy(sessions, (s) => s.guide, 'count')));
    q.ask('How many bookings have we had?', count(bookings.length));
    q.ask('Total paid booking income (£)', amount(sumOf(bookings, money, paid)));
    q.ask('How many guests came on paid bookings?', count(sumOf(bookings, guests, paid)));
    q.ask('Paid income by experience', breakdown(groupBy(bookings, (b) => se(b).type, 'sum', money, paid)));
    q.ask('Which experience earns us the most? paid bookings only', winner(groupBy(bookings, (b) => se(b).type, 'sum', money, paid)));
    q.ask('How much did the Total Botanical Experience bring in from paid bookings?', amount(sumOf(bookings, money, (b) => paid(b) && se(b).type === 'Total Botanical Experience')));
    q.ask('How much have we refunded?', amount(sumOf(bookings, money, (b) => b.status === 'Refunded')));
    q.ask('What percentage of bookings were cancelled by the customer (status Cancelled)?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask('Total bottles bought after tours', count(sumOf(bookings, (b) => b.bottles)));
    q.ask('Average bottles bought per paid booking', amount(avgOf(bookings, (b) => b.bottles, paid), 2));
    q.ask('Bottles bought by experience', countsBy(groupBy(bookings, (b) => se(b).type, 'sum', (b) => b.bottles)));
    q.ask('Which source brings the most paid guests, ignoring blanks?', winner(groupBy(bookings, (b) => b.source, 'sum', guests, paid)));
    q.ask('How many bookings have the source down as None?', count(countWhere(bookings, (b) => b.source === 'None')));
    q.ask('How many bookings have no source recorded at all?', count(countWhere(bookings, (b) => b.source === null)));
    q.ask('Bookings by source', countsBy(groupBy(bookings, (b) => b.source, 'count')));
    q.ask('What share of paid income came through gift vouchers?', percent(percentOf(sumOf(bookings, money, (b) => paid(b) && b.source === 'Gift Voucher'), sumOf(bookings, money, paid))));
    const may = q.ask('Paid income from sessions in May 2025', amount(sumOf(bookings, money, (b) => paid(b) && se(b).date.startsWith('2025-05'))));
    q.followUp(may, 'How about June?', amount(sumOf(bookings, money, (b) => paid(b) && se(b).date.startsWith('2025-06'))));
    q.ask('Guests on paid bookings in Q4', count(sumOf(bookings, guests, (b) => paid(b) && quarterOf(se(b).date) === 4)));
    q.ask('Which month had the most sessions?', month(busiestMonth(sessions, (s) => s.date)));
    q.ask('What was the average price per head across Classic Tour sessions?', amount(avgOf(sessions, (s) => s.price, (s) => s.type === 'Classic Tour')));
    q.ask('Highest price per head we charge', amount(maxOf(sessions, (s) => s.price)));
    q.ask('How many places did we offer on sessions that ran?', count(sumOf(sessions, (s) => s.places, (s) => s.status === 'Running')));
    q.ask('Average party size on a paid booking', amount(avgOf(bookings, guests, paid), 2));
    q.ask('How many bookings were for 6 guests?', count(countWhere(bookings, (b) => b.guests === 6)));
    q.ask('Top 3 guides by paid income', ranking(ranked(groupBy(bookings, (b) => se(b).guide, 'sum', money, paid), 3)));
    q.ask('Which guide brought in the least money, paid bookings only?', winner(groupBy(bookings, (b) => se(b).guide, 'sum', money, paid), 'asc'));
    q.ask('Paid Gin School bookings between 1 March and 15 April 2025', count(countWhere(bookings, (b) => paid(b) && se(b).type === 'Gin School' && se(b).date >= '2025-03-01' && se(b).date <= '2025-04-15')));
    q.ask('How many sessions were scheduled on a Saturday?', count(countWhere(sessions, (s) => new Date(`${s.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('Which lead guest has brought the most guests in total?', winner(groupBy(bookings, (b) => b.lead, 'sum', guests)));
    q.ask('How many bookings did Heather MacLeod make?', count(countWhere(bookings, (b) => b.lead === 'Heather MacLeod')));
    q.ask('How many different lead guest names are there?', count(new Set(bookings.map((b) => b.lead)).size));
    q.ask('How many bookings were refunded because their session was cancelled?', count(countWhere(bookings, (b) => se(b).status === 'Cancelled')));
    q.ask('Paid guests by guide', countsBy(groupBy(bookings, (b) => se(b).guide, 'sum', guests, paid)));
    const tast = q.ask('TripAdvisor paid bookings for Tasting Only', count(countWhere(bookings, (b) => paid(b) && b.source === 'TripAdvisor' && se(b).type === 'Tasting Only')));
    q.followUp(tast, 'and for the Classic Tour?', count(countWhere(bookings, (b) => paid(b) && b.source === 'TripAdvisor' && se(b).type === 'Classic Tour')));
    q.ask('Largest single booking total', amount(maxOf(bookings, money)));
    q.ask('Paid income for Other sessions in the second half of the year', amount(sumOf(bookings, money, (b) => paid(b) && se(b).type === 'Other' && se(b).date >= '2025-07-01')));
    q.ask('How many bookings bought 3 bottles?', count(countWhere(bookings, (b) => b.bottles === 3)));

    q.ask('How many bottles of gin did we distil in 2025?', decline('no production data'));
    q.ask('Which botanicals go into our flagship gin?', decline('no recipes'));
    q.ask('How much do we pay Callum Baird per hour?', decline('no wages'));
    q.ask('What did the shop take in bottle sales in pounds?', decline('bottles bought counted, not priced'));
    q.ask('How many visitors came from abroad?', decline('no guest origin'));
    q.ask('What rating do guests give the Gin School?', decline('no reviews'));
    q.ask('How many tours did we run in 2024?', decline('sessions cover 2025 only'));
    q.ask('What time does the Classic Tour start?', decline('no start times'));
    q.ask('How much duty did we pay HMRC?', decline('no duty data'));
    q.ask('How many bookings will we get next summer?', decline('a forecast'));
    q.ask('Which guests have dietary requirements?', decline('no dietary column'));
    return { files, questions: q.questions };
  },
};

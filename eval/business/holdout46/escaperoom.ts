// An escape room venue: 2,300 customers (XLSX: customer number with leading zeros, town, sign-up
// date, marketing opt-in), about 9,000 bookings from September 2024 to November 2025 (CSV: room,
// game date in mixed formats, start time, players, price as "£" text, status, channel, party type)
// and the results of the games played (CSV: escaped Y/N, time taken in minutes in the header,
// hints used, game master). Traps: a room called "Total Eclipse" that is no total, voucher bookings
// priced "£0.00", cancelled and no-show bookings beside the completed ones, a party type "Other",
// customers who never booked, and a time taken left blank when the team did not get out.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { money, padded, textDate } from './shared.ts';

interface Customer {
  no: string;
  name: string;
  town: string;
  signedUp: string;
  optIn: string;
}

interface Booking {
  ref: string;
  customer: string;
  room: string;
  date: string;
  dateText: string;
  time: string;
  players: number;
  price: number;
  status: string;
  channel: string;
  party: string;
}

interface Result {
  ref: string;
  escaped: string;
  minutes: number | null;
  hints: number;
  master: string;
}

// room, difficulty (chance of escaping), popularity
const ROOMS: [string, number, number][] = [
  ['The Vault', 0.62, 26], ["Pharaoh's Tomb", 0.48, 20], ['Total Eclipse', 0.35, 14], ['Asylum', 0.41, 18], ['Lab 13', 0.55, 12], ['Pirate Cove', 0.7, 10],
];
const TOWNS = ['Leeds', 'Bradford', 'Wakefield', 'Harrogate', 'York', 'Huddersfield', 'Halifax', 'Otley'];
const PRICES = [0, 0, 60, 75, 88, 100, 108, 119, 128];
const TIMES = ['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];
const MASTERS = ['Ellie', 'Josh', 'Priya', 'Callum', 'Megan'];

function generate() {
  const random = createRandom(46_202);
  const people = personNames(random, 2_300);
  const customers: Customer[] = people.map((name, i) => ({
    no: padded(1_000 + i * 2 + random.int(0, 1), 6),
    name,
    town: random.weighted(TOWNS, [30, 14, 12, 9, 8, 10, 9, 4]),
    signedUp: random.date('2024-08-15', '2025-11-30'),
    optIn: random.chance(0.42) ? 'Yes' : 'No',
  }));
  // a third of the customers book often, most once or twice, some never
  const weights = customers.map(() => random.weighted([0, 1, 3, 8], [14, 50, 26, 10]));
  const bookings: Booking[] = [];
  const results: Result[] = [];
  for (let i = 0; i < 9_000; i++) {
    const customer = random.weighted(customers, weights);
    const room = random.weighted(ROOMS, ROOMS.map((r) => r[2]));
    const party = random.weighted(['Friends', 'Family', 'Birthday', 'Corporate', 'Hen/Stag', 'Other'], [34, 24, 18, 10, 9, 5]);
    const players = party === 'Corporate' ? random.int(5, 8) : random.weighted([2, 3, 4, 5, 6, 7, 8], [16, 20, 28, 18, 11, 4, 3]);
    const channel = random.weighted(['Website', 'Phone', 'Walk-in', 'Voucher'], [66, 14, 8, 12]);
    const date = random.date(customer.signedUp < '2024-09-01' ? '2024-09-01' : customer.signedUp, '2025-11-30');
    const roll = random.next();
    const status = roll < 0.08 ? 'Cancelled' : roll < 0.11 ? 'No-show' : 'Completed';
    bookings.push({
      ref: '',
      customer: customer.no,
      room: room[0],
      date,
      dateText: '',
      time: random.weighted(TIMES, [5, 8, 10, 12, 13, 15, 20, 17]),
      players,
      price: channel === 'Voucher' ? 0 : PRICES[players] + (party === 'Corporate' ? 20 : 0),
      status,
      channel,
      party,
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.room.localeCompare(b.room));
  bookings.forEach((b, i) => {
    b.ref = padded(30_001 + i, 7);
    b.dateText = textDate(random, b.date, [25, 55, 20]);
    if (b.status !== 'Completed') return;
    const [, ease] = ROOMS.find((r) => r[0] === b.room)!;
    const hints = random.weighted([0, 1, 2, 3, 4, 5], [18, 26, 24, 16, 10, 6]);
    const escaped = random.chance(Math.min(0.95, ease + b.players * 0.02 + hints * 0.03));
    results.push({
      ref: b.ref,
      escaped: escaped ? 'Y' : 'N',
      minutes: escaped ? Math.min(59.9, Math.max(24, Math.round(random.normal(49 - b.players, 6) * 10) / 10)) : null,
      hints,
      master: random.weighted(MASTERS, [28, 24, 20, 16, 12]),
    });
  });
  return { customers, bookings, results };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer No', value: (c) => c.no },
  { header: 'Name', value: (c) => c.name },
  { header: 'Town', value: (c) => c.town },
  { header: 'Signed up', value: (c) => c.signedUp },
  { header: 'Marketing opt-in', value: (c) => c.optIn },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking ref', value: (b) => b.ref },
  { header: 'Customer No', value: (b) => b.customer },
  { header: 'Room', value: (b) => b.room },
  { header: 'Game date', value: (b) => b.dateText },
  { header: 'Start', value: (b) => b.time },
  { header: 'Players', value: (b) => b.players },
  { header: 'Price', value: (b) => money(b.price) },
  { header: 'Status', value: (b) => b.status },
  { header: 'Channel', value: (b) => b.channel },
  { header: 'Party type', value: (b) => b.party },
];

const RESULT_COLUMNS: Column<Result>[] = [
  { header: 'Booking ref', value: (r) => r.ref },
  { header: 'Escaped', value: (r) => r.escaped },
  { header: 'Time taken (min)', value: (r) => r.minutes },
  { header: 'Hints used', value: (r) => r.hints },
  { header: 'Game master', value: (r) => r.master },
];

export const escaperoom: BusinessSchema = {
  name: 'escaperoom',
  description: 'An escape room venue: 2,300 customers (XLSX), 9,000 bookings Sep 2024 - Nov 2025 (CSV) and the games played (CSV), joined by Customer No and Booking ref',
  async build(dir) {
    const { customers, bookings, results } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'game_results.csv'), RESULT_COLUMNS, results),
    ];
    const q = questionSet('escaperoom');
    const byRef = new Map(bookings.map((b) => [b.ref, b]));
    const byNo = new Map(customers.map((c) => [c.no, c]));
    const done = (b: Booking) => b.status === 'Completed';
    const price = (b: Booking) => b.price;
    const roomOf = (r: Result) => byRef.get(r.ref)!.room;
    const escaped = (r: Result) => r.escaped === 'Y';
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const escapeRate = (key: (r: Result) => string) => {
      const all = groupBy(results, key, 'count');
      const out = groupBy(results, key, 'count', undefined, escaped);
      return new Map([...all].map(([k, n]) => [k, percentOf(out.get(k) ?? 0, n)]));
    };
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
    const booked = new Set(bookings.map((b) => b.customer));

    q.ask('How many bookings are in the system, cancelled ones included?', count(bookings.length));
    q.ask('How many bookings were cancelled?', count(countWhere(bookings, (b) => b.status === 'Cancelled')));
    q.ask('How many no-shows have we had?', count(countWhere(bookings, (b) => b.status === 'No-show')));
    q.ask('Bookings per room', countsBy(groupBy(bookings, (b) => b.room, 'count')));
    q.ask('Which room had the most games actually played?', winner(groupBy(bookings, (b) => b.room, 'count', undefined, done)));
    q.ask("What's our overall escape rate?", percent(percentOf(countWhere(results, escaped), results.length)));
    q.ask('Which room is the hardest to escape, going by escape rate?', winner(escapeRate(roomOf), 'asc'));
    q.ask('Escape rate for each room', breakdown(escapeRate(roomOf), 1));
    q.ask('Average escape time in Total Eclipse, in minutes', amount(avgOf(results, (r) => r.minutes, (r) => roomOf(r) === 'Total Eclipse'), 1));
    q.ask("What's the fastest escape on record, in minutes?", amount(minOf(results, (r) => r.minutes), 1));
    q.ask('Median time taken for teams that escaped', amount(medianOf(results, (r) => r.minutes), 1));
    q.ask('Average number of hints used per game', amount(avgOf(results, (r) => r.hints), 2));
    q.ask('How many games were finished without any hints?', count(countWhere(results, (r) => r.hints === 0)));
    q.ask('How many teams escaped despite using 3 or more hints?', count(countWhere(results, (r) => escaped(r) && r.hints >= 3)));
    q.ask('Which game master has run the most games?', winner(groupBy(results, (r) => r.master, 'count')));
    q.ask('How much revenue did completed bookings bring in?', amount(sumOf(bookings, price, done)));
    q.ask('Revenue by room, completed bookings only', breakdown(groupBy(bookings, (b) => b.room, 'sum', price, done)));
    q.ask('What was our revenue in December 2024 from completed games?', amount(sumOf(bookings, price, (b) => done(b) && inMonth('2024-12')(b))));
    q.ask('Average group size for completed bookings', amount(avgOf(bookings, (b) => b.players, done), 2));
    q.ask('How many players have come through the doors in total (completed games)?', count(sumOf(bookings, (b) => b.players, done)));
    q.ask("What's the biggest group we've had in a room?", count(maxOf(bookings, (b) => b.players)));
    q.ask('Which month had the most completed games?', month(busiestMonth(bookings, (b) => b.date, done)));
    q.ask('Top 3 towns by number of bookings', ranking(ranked(groupBy(bookings, (b) => byNo.get(b.customer)!.town, 'count'), 3)));
    q.ask('bookings by channel', countsBy(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('What percentage of bookings came in through the website?', percent(percentOf(countWhere(bookings, (b) => b.channel === 'Website'), bookings.length)));
    q.ask('How many bookings were paid with a voucher?', count(countWhere(bookings, (b) => b.channel === 'Voucher')));
    q.ask('How many birthday party bookings did we get?', count(countWhere(bookings, (b) => b.party === 'Birthday')));
    q.ask('How much did corporate groups spend with us (completed bookings)?', amount(sumOf(bookings, price, (b) => done(b) && b.party === 'Corporate')));
    q.ask('What is the escape rate for hen and stag parties?', percent(percentOf(countWhere(results, (r) => escaped(r) && byRef.get(r.ref)!.party === 'Hen/Stag'), countWhere(results, (r) => byRef.get(r.ref)!.party === 'Hen/Stag'))));
    q.ask('How many customers have never made a booking?', count(countWhere(customers, (c) => !booked.has(c.no))));
    q.ask('How many customers opted in to marketing?', count(countWhere(customers, (c) => c.optIn === 'Yes')));
    q.ask('Which customer has spent the most on completed games?', winner(groupBy(bookings, (b) => byNo.get(b.customer)!.name, 'sum', price, done)));
    q.ask('How many games were played at weekends?', count(countWhere(bookings, (b) => done(b) && weekend(b.date))));
    q.ask('How many bookings started at 7pm or later?', count(countWhere(bookings, (b) => b.time >= '19:00')));
    q.ask('How many games did Lab 13 have between June and August 2025?', count(countWhere(bookings, (b) => done(b) && b.room === 'Lab 13' && b.date >= '2025-06-01' && b.date <= '2025-08-31')));
    const vault = q.ask('How many games were played in The Vault in March 2025?', count(countWhere(bookings, (b) => done(b) && b.room === 'The Vault' && inMonth('2025-03')(b))));
    q.followUp(vault, 'What about April?', count(countWhere(bookings, (b) => done(b) && b.room === 'The Vault' && inMonth('2025-04')(b))));
    q.ask("What's the average price of a completed Pharaoh's Tomb booking?", amount(avgOf(bookings, price, (b) => done(b) && b.room === "Pharaoh's Tomb")));

    q.ask("What's our TripAdvisor rating for The Vault?", decline('no review ratings'));
    q.ask('How much do we pay our game masters per shift?', decline('no wages'));
    q.ask('How many puzzles are in each room?', decline('no puzzle data'));
    q.ask('How old are our customers on average?', decline('no age column'));
    q.ask('How many bookings did we have in 2023?', decline('bookings start in September 2024'));
    q.ask('How much did we spend on Facebook ads last month?', decline('no marketing spend'));
    q.ask('Which discount code was used most?', decline('no discount code column'));
    q.ask('How many teams bought the souvenir photo?', decline('no photo sales'));
    q.ask('Which props got broken most often?', decline('no maintenance data'));
    q.ask('What are the email addresses of customers who opted in?', decline('no email column'));
    q.ask('How many bookings will we get over Christmas?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// An escape-room business on three sites: 3,200 customers (XLSX, sign-up dates written as text
// dd/mm/yyyy, blank cities) and 24,000 bookings from January 2024 to September 2025 (CSV) sharing
// `customer_id`. Traps: a room named "Total Eclipse", booking channels typed in mixed case
// ("Website", "website", "WEBSITE"), escape times in minutes with the unit in the header and blank
// unless the team escaped, blank ratings, prices in pounds with the unit in the header, and numeric
// booking ids that are never summed.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  city: string | null;
  signup: string;
  source: string;
  corporate: string;
}

interface Booking {
  id: number;
  customer: string;
  room: string;
  site: string;
  date: string;
  time: string;
  players: number;
  price: number;
  channel: string;
  outcome: string;
  escapeMins: number | null;
  hints: number | null;
  rating: number | null;
}

// room, site, difficulty, price per player (£), popularity
const ROOMS: [string, string, string, number, number][] = [
  ['The Vault', 'Leeds', 'Hard', 28, 14], ['Total Eclipse', 'Leeds', 'Medium', 25, 12], ['Cursed Tomb', 'Leeds', 'Easy', 22, 9], ['Lab 13', 'Leeds', 'Hard', 27, 7],
  ['Prison Break', 'York', 'Medium', 24, 13], ['The Heist', 'York', 'Hard', 29, 10], ['Ghost Ship', 'York', 'Medium', 25, 8], ['Baker Street', 'York', 'Easy', 21, 6],
  ['Submarine', 'Hull', 'Medium', 23, 7], ['Jungle Temple', 'Hull', 'Easy', 20, 8], ['Asylum', 'Hull', 'Hard', 26, 9],
];
const FIRST = ['Amy', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Harry', 'Isla', 'Jack', 'Kate', 'Liam', 'Mia', 'Noah', 'Olivia', 'Priya', 'Raj', 'Sara', 'Tom', 'Zoe'];
const LAST = ['Adams', 'Baker', 'Clarke', 'Davies', 'Evans', 'Foster', 'Green', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'Morris', 'Patel', 'Reid', 'Shaw', 'Taylor', 'Walsh', 'Young', 'Wood'];
const CITIES = ['Leeds', 'York', 'Hull', 'Bradford', 'Wakefield', 'Harrogate', 'Sheffield'];
const SOURCES: [string, number][] = [['Google', 35], ['Instagram', 22], ['Word of mouth', 18], ['TripAdvisor', 12], ['Gift voucher', 13]];
const CHANNELS: [string, number][] = [['Website', 40], ['website', 12], ['WEBSITE', 4], ['Phone', 18], ['phone', 4], ['Walk-in', 8], ['Gift voucher', 14]];

function generate(): { customers: Customer[]; bookings: Booking[] } {
  const random = createRandom(16_101);
  const customers: Customer[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 3_200; i++) {
    let name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (used.has(name)) name = `${name} ${String.fromCharCode(65 + (i % 26))}.`;
    used.add(name);
    const signup = random.date('2022-03-01', '2025-08-31');
    customers.push({
      id: `C${10_001 + i}`,
      name,
      city: random.chance(0.08) ? null : random.weighted(CITIES, [30, 22, 14, 10, 8, 7, 9]),
      signup,
      source: random.weighted(SOURCES.map((s) => s[0]), SOURCES.map((s) => s[1])),
      corporate: random.chance(0.12) ? 'Y' : 'N',
    });
  }
  const custWeights = customers.map(() => random.float(0.2, 3, 2));
  const bookings: Booking[] = [];
  for (let i = 0; i < 24_000; i++) {
    const [room, site, difficulty, perPlayer] = random.weighted(ROOMS, ROOMS.map((r) => r[4]));
    const customer = random.weighted(customers, custWeights);
    const players = customer.corporate === 'Y' ? random.int(4, 8) : random.weighted([2, 3, 4, 5, 6, 7, 8], [14, 20, 27, 18, 12, 6, 3]);
    const date = random.date('2024-01-01', '2025-09-30');
    const time = `${String(random.weighted([10, 12, 14, 16, 18, 20, 21], [6, 10, 14, 15, 18, 16, 8])).padStart(2, '0')}:${random.pick(['00', '30'])}`;
    const roll = random.next();
    const escapeChance = difficulty === 'Easy' ? 0.72 : difficulty === 'Medium' ? 0.55 : 0.38;
    const outcome = roll < 0.04 ? 'No-show' : roll < 0.04 + 0.96 * escapeChance ? 'Escaped' : 'Failed';
    const escapeMins = outcome === 'Escaped' ? random.int(difficulty === 'Easy' ? 34 : 42, 60) : null;
    const hints = outcome === 'No-show' ? null : random.int(0, outcome === 'Failed' ? 6 : 4);
    const rating = outcome !== 'No-show' && random.chance(0.55) ? random.weighted([1, 2, 3, 4, 5], [2, 4, 12, 38, 44]) : null;
    const discount = customer.corporate === 'Y' ? 0.9 : 1;
    bookings.push({
      id: 0,
      customer: customer.id,
      room,
      site,
      date,
      time,
      players,
      price: Math.round(perPlayer * players * discount * 100) / 100,
      channel: random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1])),
      outcome,
      escapeMins,
      hints,
      rating,
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  bookings.forEach((b, i) => (b.id = 500_001 + i));
  return { customers, bookings };
}

const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'Customer name', value: (c) => c.name },
  { header: 'City', value: (c) => c.city },
  { header: 'Signed up', value: (c) => ukDate(c.signup) },
  { header: 'How they heard of us', value: (c) => c.source },
  { header: 'Corporate', value: (c) => c.corporate },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'customer_id', value: (b) => b.customer },
  { header: 'room', value: (b) => b.room },
  { header: 'site', value: (b) => b.site },
  { header: 'session_date', value: (b) => b.date },
  { header: 'start_time', value: (b) => b.time },
  { header: 'players', value: (b) => b.players },
  { header: 'Price (£)', value: (b) => b.price },
  { header: 'channel', value: (b) => b.channel },
  { header: 'outcome', value: (b) => b.outcome },
  { header: 'Escape time (min)', value: (b) => b.escapeMins },
  { header: 'hints_used', value: (b) => b.hints },
  { header: 'rating', value: (b) => b.rating },
];

export const escaperooms: BusinessSchema = {
  name: 'escaperooms',
  description: 'An escape-room business on three sites: 3,200 customers (XLSX) and 24,000 room bookings Jan 2024 - Sep 2025 (CSV) sharing customer_id',
  async build(dir) {
    const { customers, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'escape_customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'escape_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('escaperooms');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const price = (b: Booking) => b.price;
    const played = (b: Booking) => b.outcome !== 'No-show';
    const escaped = (b: Booking) => b.outcome === 'Escaped';
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const channelIs = (c: string) => (b: Booking) => b.channel.toLowerCase() === c;

    q.ask('How many bookings have we taken in total?', count(bookings.length));
    q.ask('How many customers are on our books?', count(customers.length));
    q.ask('Bookings per site', countsBy(groupBy(bookings, (b) => b.site, 'count')));
    q.ask('What is our total revenue across all bookings?', amount(sumOf(bookings, price)));
    q.ask('Revenue by site', breakdown(groupBy(bookings, (b) => b.site, 'sum', price)));
    q.ask('Which room gets booked the most?', winner(groupBy(bookings, (b) => b.room, 'count')));
    q.ask('Top 3 rooms by revenue', ranking(ranked(groupBy(bookings, (b) => b.room, 'sum', price), 3)));
    q.ask('Which room has the lowest escape rate, counting only games that were played?', winner(new Map([...groupBy(bookings, (b) => b.room, 'count', undefined, played)].map(([k, n]) => [k, percentOf(countWhere(bookings, (b) => b.room === k && escaped(b)), n)])), 'asc'));
    q.ask('Out of all bookings, what percentage of teams escaped?', percent(percentOf(countWhere(bookings, escaped), bookings.length)));
    q.ask('In Total Eclipse, what percent of played games (no-shows excluded) ended in an escape?', percent(percentOf(countWhere(bookings, (b) => b.room === 'Total Eclipse' && escaped(b)), countWhere(bookings, (b) => b.room === 'Total Eclipse' && played(b)))));
    q.ask('Average escape time in minutes', amount(avgOf(bookings, (b) => b.escapeMins), 1));
    q.ask('What is the fastest escape ever recorded in The Vault, in minutes?', amount(minOf(bookings, (b) => b.escapeMins, (b) => b.room === 'The Vault'), 0));
    q.ask('What is the average group size?', amount(avgOf(bookings, (b) => b.players), 2));
    q.ask('How many no-shows did we have in March 2025?', count(countWhere(bookings, (b) => b.outcome === 'No-show' && inMonth('2025-03')(b))));
    q.ask('How many bookings were there in Q3 2025?', count(countWhere(bookings, (b) => b.date.startsWith('2025') && quarterOf(b.date) === 3)));
    q.ask('Which month had the most bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('How much revenue did we make in 2024?', amount(sumOf(bookings, price, (b) => b.date.startsWith('2024'))));
    q.ask('Revenue between 1 and 14 February 2025', amount(sumOf(bookings, price, (b) => b.date >= '2025-02-01' && b.date <= '2025-02-14')));
    q.ask('How many bookings have we had since 1 August 2025?', count(countWhere(bookings, (b) => b.date >= '2025-08-01')));
    q.ask('Average booking value at York', amount(avgOf(bookings, price, (b) => b.site === 'York')));
    q.ask('What is the average rating for Asylum?', amount(avgOf(bookings, (b) => b.rating, (b) => b.room === 'Asylum'), 2));
    q.ask('How many bookings have no rating?', count(countWhere(bookings, (b) => b.rating === null)));
    q.ask('Average hints used by outcome', breakdown(groupBy(bookings, (b) => b.outcome, 'avg', (b) => b.hints, played), 2));
    q.ask('How many bookings came from corporate customers?', count(countWhere(bookings, (b) => custOf.get(b.customer)!.corporate === 'Y')));
    q.ask('How much revenue came from customers who found us on Instagram?', amount(sumOf(bookings, price, (b) => custOf.get(b.customer)!.source === 'Instagram')));
    q.ask('Which customer city do most of our bookings come from?', winner(groupBy(bookings, (b) => custOf.get(b.customer)!.city, 'count')));
    q.ask('How many bookings were made through the website?', count(countWhere(bookings, channelIs('website'))));
    q.ask('What share of bookings came in by phone?', percent(percentOf(countWhere(bookings, channelIs('phone')), bookings.length)));
    q.ask('Top 5 customers by total spend', ranking(ranked(groupBy(bookings, (b) => b.customer, 'sum', price), 5)));
    const sample = bookings[12_345];
    q.ask(`Which room was booking ${sample.id} for?`, { kind: 'name', value: sample.room, others: ROOMS.map((r) => r[0]).filter((r) => r !== sample.room) });
    const who = customers[49];
    q.ask(`When did customer ${who.id} sign up?`, day(who.signup));
    q.ask('How many customers signed up during 2024?', count(countWhere(customers, (c) => c.signup.startsWith('2024'))));
    q.ask("What's the biggest group size we've had in Cursed Tomb?", amount(maxOf(bookings, (b) => b.players, (b) => b.room === 'Cursed Tomb'), 0));
    q.ask('Compare the average booking value in Leeds and Hull', breakdown(groupBy(bookings, (b) => b.site, 'avg', price, (b) => b.site === 'Leeds' || b.site === 'Hull')));
    q.ask('What percentage of bookings are on a Saturday or Sunday?', percent(percentOf(countWhere(bookings, (b) => [0, 6].includes(new Date(`${b.date}T00:00:00Z`).getUTCDay())), bookings.length)));
    q.ask('How many sessions started at 8pm or later?', count(countWhere(bookings, (b) => b.time >= '20:00')));
    const june = q.ask('How many bookings did Ghost Ship have in June 2025?', count(countWhere(bookings, (b) => b.room === 'Ghost Ship' && inMonth('2025-06')(b))));
    q.followUp(june, 'And in July?', count(countWhere(bookings, (b) => b.room === 'Ghost Ship' && inMonth('2025-07')(b))));

    q.ask('Which game master runs the most sessions?', decline('no staff column'));
    q.ask('What profit margin does each room make?', decline('no costs'));
    q.ask('What is the average age of our players?', decline('no age recorded'));
    q.ask('How many bookings will we get in December?', decline('a forecast'));
    q.ask('How many bookings did we take in 2023?', decline('bookings start in January 2024'));
    q.ask('What do customers say in their reviews of The Heist?', decline('no review text'));
    q.ask('Which room is the most fun?', decline('an opinion'));
    q.ask('How many bookings were for birthday parties?', decline('no occasion recorded'));
    q.ask('How long does it take staff to reset each room?', decline('no reset times'));
    q.ask('What was revenue in October 2025?', decline('bookings end in September 2025'));
    q.ask('How much did we spend on Instagram ads?', decline('no marketing spend'));
    return { files, questions: q.questions };
  },
};

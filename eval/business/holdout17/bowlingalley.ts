// A ten-pin bowling alley: 640 customer accounts (XLSX: membership tier, league, home town, loyalty
// points stored as text) and 14,000 lane bookings through 2025 (CSV) sharing `customer_id`. Traps:
// walk-in bookings with no customer id, money in pounds with the unit in the headers, a tier called
// "None", a league whose name starts with "Total", empty fee cells on cancelled bookings and a
// top score only for completed games.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  town: string;
  tier: string;
  joined: string;
  league: string | null;
  points: number;
}

interface Booking {
  ref: string;
  customer: string | null;
  lane: number;
  laneType: string;
  date: string;
  start: string;
  games: number;
  players: number;
  laneFee: number | null;
  shoes: number | null;
  food: number | null;
  channel: string;
  status: string;
  topScore: number | null;
}

const FIRST = ['Aisha', 'Ben', 'Carla', 'Dev', 'Ella', 'Finn', 'Gita', 'Harry', 'Isla', 'Jack', 'Kira', 'Leo', 'Maya', 'Nate', 'Olive', 'Paul', 'Quinn', 'Rosa', 'Sam', 'Tara', 'Umar', 'Vera', 'Will', 'Zoe'];
const LAST = ['Adams', 'Baker', 'Clarke', 'Dixon', 'Evans', 'Foster', 'Grant', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'Moore', 'Nolan', 'Owen', 'Patel', 'Reid', 'Shah', 'Turner', 'Upton', 'Vaughan', 'Walsh', 'Young', 'Zhou', 'Bell', 'Cole', 'Drake', 'Ellis', 'Fry', 'Gill'];
const TOWNS = ['Harrow', 'Wembley', 'Pinner', 'Ruislip', 'Edgware', 'Stanmore', 'Kenton'];
const LEAGUES = ['Monday Masters', 'Total Strike League', 'Youth Saturday', 'Seniors Wednesday', 'Thursday Mixed'];
const RATE: Record<string, number> = { Standard: 24, Bumper: 20, VIP: 38 };

function generate(): { customers: Customer[]; bookings: Booking[] } {
  const random = createRandom(34_001);
  const names = shuffled(random, FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`))).slice(0, 640);
  const customers: Customer[] = names.map((name, i) => {
    const tier = random.weighted(['Gold', 'Silver', 'Bronze', 'None'], [10, 20, 25, 45]);
    return {
      id: `C${1001 + i}`,
      name,
      town: random.weighted(TOWNS, [22, 18, 14, 12, 12, 10, 12]),
      tier,
      joined: random.date('2019-01-01', '2025-06-30'),
      league: random.chance(tier === 'None' ? 0.15 : 0.55) ? random.weighted(LEAGUES, [25, 30, 15, 15, 20]) : null,
      points: tier === 'None' ? random.int(0, 300) : random.int(200, 6_000),
    };
  });
  const popular = shuffled(random, customers);
  const weights = popular.map((c, i) => (c.tier === 'Gold' ? 4 : c.tier === 'Silver' ? 2.5 : 1) * (1 + (i % 7)));
  const bookings: Booking[] = [];
  for (let i = 0; i < 14_000; i++) {
    const date = random.date('2025-01-01', '2025-12-31');
    const weekday = new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const lane = random.int(1, 24);
    const laneType = lane <= 18 ? 'Standard' : lane <= 20 ? 'Bumper' : 'VIP';
    const games = random.weighted([1, 2, 3], [30, 50, 20]);
    const players = laneType === 'VIP' ? random.int(3, 6) : random.int(1, 6);
    const channel = random.weighted(['online', 'phone', 'walk-in'], [50, 20, 30]);
    const roll = random.next();
    const status = channel === 'walk-in' ? (roll < 0.97 ? 'completed' : 'cancelled') : roll < 0.86 ? 'completed' : roll < 0.93 ? 'cancelled' : 'no-show';
    const customer = channel === 'walk-in' && random.chance(0.5) ? null : random.chance(0.08) ? null : random.weighted(popular, weights).id;
    const fee = roundTo(RATE[laneType] * games * (weekend ? 1.25 : 1), 2);
    const done = status === 'completed';
    bookings.push({
      ref: '',
      customer,
      lane,
      laneType,
      date,
      start: `${String(random.int(10, 22)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      games,
      players,
      laneFee: status === 'cancelled' ? null : fee,
      shoes: done && random.chance(0.7) ? roundTo(3.5 * random.int(1, players), 2) : null,
      food: done && random.chance(0.6) ? random.float(4, 95, 2) : null,
      channel,
      status,
      topScore: done ? Math.max(42, Math.min(289, Math.round(random.normal(laneType === 'Bumper' ? 95 : 148, 32)))) : null,
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.lane - b.lane);
  bookings.forEach((b, i) => (b.ref = `BK-${String(50_001 + i)}`));
  return { customers, bookings };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'full_name', value: (c) => c.name },
  { header: 'home_town', value: (c) => c.town },
  { header: 'membership', value: (c) => c.tier },
  { header: 'joined_on', value: (c) => c.joined },
  { header: 'league', value: (c) => c.league },
  // Stored as text, as the old till system exported it.
  { header: 'loyalty_points', value: (c) => String(c.points) },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'customer_id', value: (b) => b.customer },
  { header: 'lane_no', value: (b) => b.lane },
  { header: 'lane_type', value: (b) => b.laneType },
  { header: 'booking_date', value: (b) => b.date },
  { header: 'start_time', value: (b) => b.start },
  { header: 'games', value: (b) => b.games },
  { header: 'players', value: (b) => b.players },
  { header: 'Lane fee (GBP)', value: (b) => b.laneFee },
  { header: 'Shoe hire (GBP)', value: (b) => b.shoes },
  { header: 'Food & drink (GBP)', value: (b) => b.food },
  { header: 'channel', value: (b) => b.channel },
  { header: 'status', value: (b) => b.status },
  { header: 'top_score', value: (b) => b.topScore },
];

export const bowlingalley: BusinessSchema = {
  name: 'bowlingalley',
  description: 'A bowling alley: 640 customer accounts (XLSX) and 14,000 lane bookings in 2025 with fees in GBP (CSV) sharing customer_id',
  async build(dir) {
    const { customers, bookings } = generate();
    const files = [
      await writeXlsx(join(dir, 'bowling_customers.xlsx'), 'Bowling customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'lane_bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('bowlingalley');
    const byId = new Map(customers.map((c) => [c.id, c]));
    const cust = (b: Booking) => (b.customer === null ? undefined : byId.get(b.customer));
    const fee = (b: Booking) => b.laneFee;
    const food = (b: Booking) => b.food;
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const done = (b: Booking) => b.status === 'completed';
    const spend = (b: Booking) => (b.laneFee ?? 0) + (b.shoes ?? 0) + (b.food ?? 0);

    q.ask('How many lane bookings did we take in total?', count(bookings.length));
    q.ask('How many customer accounts do we have?', count(customers.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('What was our total lane fee revenue for 2025, in pounds?', amount(sumOf(bookings, fee)));
    q.ask('How much did we take on food and drink in March?', amount(sumOf(bookings, food, inMonth('2025-03'))));
    q.ask('Which lane type brings in the most lane fee income?', winner(groupBy(bookings, (b) => b.laneType, 'sum', fee)));
    q.ask('Average number of players per completed booking', amount(avgOf(bookings, (b) => b.players, done)));
    q.ask('What was the highest score anyone bowled in 2025?', amount(maxOf(bookings, (b) => b.topScore), 0));
    q.ask('median top score on the VIP lanes', amount(medianOf(bookings, (b) => b.topScore, (b) => b.laneType === 'VIP'), 1));
    q.ask('How many no-shows did we have in Q3?', count(countWhere(bookings, (b) => b.status === 'no-show' && quarterOf(b.date) === 3)));
    q.ask('What is the no-show rate for bookings made online?', percent(percentOf(countWhere(bookings, (b) => b.channel === 'online' && b.status === 'no-show'), countWhere(bookings, (b) => b.channel === 'online'))));
    q.ask('Which booking channel has the most cancellations?', winner(groupBy(bookings, (b) => b.channel, 'count', undefined, (b) => b.status === 'cancelled')));
    q.ask('Total games played by lane type (completed bookings only)', breakdown(groupBy(bookings, (b) => b.laneType, 'sum', (b) => b.games, done), 0));
    q.ask('What share of bookings came in online?', percent(percentOf(countWhere(bookings, (b) => b.channel === 'online'), bookings.length)));
    q.ask('How many bookings were there between 1 and 14 February 2025?', count(countWhere(bookings, (b) => b.date >= '2025-02-01' && b.date <= '2025-02-14')));
    q.ask('Which month had the most bookings?', month(busiestMonth(bookings, (b) => b.date)));
    q.ask('How many bookings have we had since 1 November 2025?', count(countWhere(bookings, (b) => b.date >= '2025-11-01')));
    q.ask('How many bookings fell on a Saturday or Sunday?', count(countWhere(bookings, (b) => [0, 6].includes(new Date(Date.parse(`${b.date}T00:00:00Z`)).getUTCDay()))));
    q.ask('When people buy food and drink, how much do they spend on average per booking?', amount(avgOf(bookings, food)));
    q.ask('Shoe hire takings in Q4', amount(sumOf(bookings, (b) => b.shoes, (b) => quarterOf(b.date) === 4)));
    q.ask('How many Gold members do we have?', count(countWhere(customers, (c) => c.tier === 'Gold')));
    q.ask('customers by membership tier', countsBy(groupBy(customers, (c) => c.tier, 'count')));
    q.ask("How many customers aren't in any league?", count(countWhere(customers, (c) => c.league === null)));
    q.ask('Which league has the most members on our books?', winner(groupBy(customers, (c) => c.league, 'count')));
    q.ask('How many of our customers play in the Total Strike League?', count(countWhere(customers, (c) => c.league === 'Total Strike League')));
    q.ask('How much lane fee revenue came from Gold members?', amount(sumOf(bookings, fee, (b) => cust(b)?.tier === 'Gold')));
    q.ask("Customers from which town made the most bookings?", winner(groupBy(bookings, (b) => cust(b)?.town ?? null, 'count')));
    q.ask('Top 3 customers by total spend (lane fees, shoes and food together) - give their customer ids', ranking(ranked(groupBy(bookings, (b) => b.customer, 'sum', spend), 3)));
    q.ask('What is the average loyalty points balance of Silver members?', amount(avgOf(customers, (c) => c.points, (c) => c.tier === 'Silver'), 1));
    q.ask('How many loyalty points are there across all customer accounts?', amount(sumOf(customers, (c) => c.points), 0));
    q.ask('How many customers joined in 2024?', count(countWhere(customers, (c) => c.joined.startsWith('2024'))));
    q.ask('Average lane fee per booking on VIP lanes', amount(avgOf(bookings, fee, (b) => b.laneType === 'VIP')));
    const june = q.ask('How many bookings did we have in June?', count(countWhere(bookings, inMonth('2025-06'))));
    q.followUp(june, 'And in July?', count(countWhere(bookings, inMonth('2025-07'))));
    const walkIn = q.ask('Food and drink revenue from walk-in bookings', amount(sumOf(bookings, food, (b) => b.channel === 'walk-in')));
    q.followUp(walkIn, 'What about phone bookings?', amount(sumOf(bookings, food, (b) => b.channel === 'phone')));
    q.ask('How many different customers booked a lane in December?', count(new Set(bookings.filter((b) => inMonth('2025-12')(b) && b.customer !== null).map((b) => b.customer)).size));
    q.ask('Did online or phone bookings bring in more lane fees?', winner(groupBy(bookings, (b) => b.channel, 'sum', fee, (b) => b.channel !== 'walk-in')));
    q.ask('How many bookings had no customer account attached?', count(countWhere(bookings, (b) => b.customer === null)));

    q.ask('How many strikes were bowled in total this year?', decline('no frame or strike data, only the top score'));
    q.ask('Which member of staff took the most bookings?', decline('no staff column'));
    q.ask('What was our lane fee revenue in 2023?', decline('bookings cover 2025 only'));
    q.ask('What is the average age of our customers?', decline('no age or birth date'));
    q.ask('How much did we spend on lane maintenance this year?', decline('no cost data'));
    q.ask("What's the email address for customer C1005?", decline('no contact details'));
    q.ask('Which bowling ball weight do customers pick most often?', decline('no equipment data'));
    q.ask('How many bookings were birthday parties?', decline('no occasion column'));
    q.ask('How many bookings will we get next January?', decline('a forecast'));
    q.ask('How many bookings did our Croydon branch take?', decline('one alley, no branch column'));
    q.ask('What profit margin do we make on food and drink?', decline('no cost of goods'));
    return { files, questions: q.questions };
  },
};

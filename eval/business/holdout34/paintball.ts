// A paintball site: 1,800 players on its books (CSV: home town, member Yes/No, joined as "3 Mar
// 2026"), 7,200 game bookings from January 2025 to December 2026 (CSV, dates as dd/mm/yyyy, future
// games still "Booked") led by a player, and 4,600 equipment and paint sales (XLSX, dates as "3 Mar
// 2026") tied to a booking by its reference or blank for walk-in trade. Traps: booking references
// and player ids that look numeric, money in headers ("Total (GBP)", "Unit Price £"), cancelled and
// no-show bookings that keep their total, a package called "Total Wipeout", blank occasions, a
// field called "Castle" beside "Woodland", future-dated bookings beside past ones.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { TODAY, longDate, personName, ukDate } from './formats.ts';

interface Player {
  id: number;
  name: string;
  town: string;
  member: boolean;
  joined: string;
  age: string;
}

interface Booking {
  ref: number;
  date: string;
  lead: number;
  pkg: string;
  size: number;
  perHead: number;
  total: number;
  field: string;
  occasion: string | null;
  status: string;
}

interface Sale {
  no: number;
  date: string;
  ref: number | null;
  item: string;
  category: string;
  qty: number;
  unit: number;
  payment: string;
}

const TOWNS: [string, number][] = [['Reading', 20], ['Basingstoke', 0], ['Newbury', 14], ['Wokingham', 12], ['Bracknell', 12], ['Oxford', 8], ['Swindon', 7], ['Guildford', 6], ['Farnborough', 9], ['Slough', 10]];
const PACKAGES: [string, number, number][] = [['Walk-On', 25, 20], ['Standard', 35, 34], ['Premium', 49, 18], ['Kids Splat', 22, 16], ['Total Wipeout', 65, 8]];
const FIELDS: [string, number][] = [['Woodland', 34], ['Urban', 27], ['Castle', 22], ['Jungle', 17]];
const OCCASIONS: [string, number][] = [['Stag', 18], ['Hen', 9], ['Birthday', 26], ['Corporate', 14], ['Casual', 21]];
const AGES = ['12-15', '16-17', '18-24', '25-34', '35+'];
// item, category, unit price, weight
const ITEMS: [string, string, number, number][] = [
  ['Paint Box (2000)', 'Paint', 45, 16], ['Paint Bag (500)', 'Paint', 14, 22], ['Paint Pot (100)', 'Paint', 4, 12],
  ['Smoke Grenade', 'Pyro', 8, 9], ['Paint Grenade', 'Pyro', 6, 6],
  ['Hopper Upgrade', 'Equipment Hire', 5, 6], ['Chest Protector Hire', 'Equipment Hire', 4, 7], ['Thermal Mask Hire', 'Equipment Hire', 6, 5],
  ['Gloves', 'Kit', 9, 4], ['Neck Guard', 'Kit', 7, 3],
  ['Burger Meal', 'Food & Drink', 8.5, 7], ['Soft Drink', 'Food & Drink', 1.8, 8],
];

function generate(): { players: Player[]; bookings: Booking[]; sales: Sale[] } {
  const random = createRandom(45_001);
  const players: Player[] = [];
  for (let i = 0; i < 1_800; i++) {
    players.push({
      id: 5_001 + i,
      name: personName(random),
      town: random.weighted(TOWNS.map((t) => t[0]).filter((t) => t !== 'Basingstoke'), TOWNS.filter((t) => t[1] > 0).map((t) => t[1])),
      member: random.chance(0.27),
      joined: random.date('2022-03-01', TODAY),
      age: random.weighted(AGES, [10, 9, 30, 32, 19]),
    });
  }
  const bookings: Booking[] = [];
  for (let i = 0; i < 7_200; i++) {
    const date = random.chance(0.06) ? random.date('2026-12-01', '2026-12-31') : random.date('2025-01-01', TODAY);
    const [pkg, perHead] = (() => {
      const p = random.weighted(PACKAGES, PACKAGES.map((x) => x[2]));
      return [p[0], p[1]] as const;
    })();
    const size = pkg === 'Walk-On' ? random.int(2, 8) : random.int(6, 24);
    const roll = random.next();
    const status = date > TODAY ? 'Booked' : roll < 0.08 ? 'Cancelled' : roll < 0.145 ? 'No-Show' : 'Completed';
    const occasion = random.chance(0.1) ? null : pkg === 'Kids Splat' ? 'Birthday' : random.weighted(OCCASIONS.map((o) => o[0]), OCCASIONS.map((o) => o[1]));
    bookings.push({ ref: 0, date, lead: random.pick(players).id, pkg, size, perHead, total: size * perHead, field: random.weighted(FIELDS.map((f) => f[0]), FIELDS.map((f) => f[1])), occasion, status });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.lead - b.lead);
  bookings.forEach((b, i) => (b.ref = 40_112 + i));
  const completed = bookings.filter((b) => b.status === 'Completed');
  const sales: Sale[] = [];
  for (let i = 0; i < 4_600; i++) {
    const booking = random.chance(0.82) ? random.pick(completed) : null;
    const [item, category, unit] = random.weighted(ITEMS, ITEMS.map((x) => x[3]));
    const qty = category === 'Paint' ? random.int(1, 6) : random.int(1, 4);
    sales.push({ no: 0, date: booking ? booking.date : random.date('2025-01-01', TODAY), ref: booking ? booking.ref : null, item, category, qty, unit, payment: random.weighted(['Card', 'Cash'], [77, 23]) });
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || (a.ref ?? 0) - (b.ref ?? 0));
  sales.forEach((s, i) => (s.no = 900_001 + i));
  return { players, bookings, sales };
}

const PLAYER_COLUMNS: Column<Player>[] = [
  { header: 'Player ID', value: (p) => p.id },
  { header: 'Name', value: (p) => p.name },
  { header: 'Home Town', value: (p) => p.town },
  { header: 'Member', value: (p) => (p.member ? 'Yes' : 'No') },
  { header: 'Joined', value: (p) => longDate(p.joined) },
  { header: 'Age Band', value: (p) => p.age },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking Ref', value: (b) => b.ref },
  { header: 'Game Date', value: (b) => ukDate(b.date) },
  { header: 'Lead Player ID', value: (b) => b.lead },
  { header: 'Package', value: (b) => b.pkg },
  { header: 'Group Size', value: (b) => b.size },
  { header: 'Price per Head (GBP)', value: (b) => b.perHead },
  { header: 'Total (GBP)', value: (b) => b.total },
  { header: 'Field', value: (b) => b.field },
  { header: 'Occasion', value: (b) => b.occasion },
  { header: 'Status', value: (b) => b.status },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Sale No', value: (s) => s.no },
  { header: 'Sale Date', value: (s) => longDate(s.date) },
  { header: 'Booking Ref', value: (s) => s.ref },
  { header: 'Item', value: (s) => s.item },
  { header: 'Category', value: (s) => s.category },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Unit Price £', value: (s) => s.unit },
  { header: 'Line Total £', value: (s) => Math.round(s.qty * s.unit * 100) / 100 },
  { header: 'Paid By', value: (s) => s.payment },
];

export const paintball: BusinessSchema = {
  name: 'paintball',
  description: 'A paintball site: 1,800 players (CSV), 7,200 game bookings Jan 2025-Dec 2026 (CSV, UK dates) and 4,600 equipment and paint sales (XLSX) sharing Player ID and Booking Ref',
  async build(dir) {
    const { players, bookings, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'players.csv'), PLAYER_COLUMNS, players),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeXlsx(join(dir, 'shop_sales.xlsx'), 'Sales', SALE_COLUMNS, sales),
    ];
    const q = questionSet('paintball');
    const playerOf = new Map(players.map((p) => [p.id, p]));
    const bookingOf = new Map(bookings.map((b) => [b.ref, b]));
    const done = (b: Booking) => b.status === 'Completed';
    const inMonth = (m: string) => (b: { date: string }) => b.date.startsWith(m);
    const inYear = (y: string) => (b: { date: string }) => b.date.startsWith(y);
    const total = (b: Booking) => b.total;
    const line = (s: Sale) => Math.round(s.qty * s.unit * 100) / 100;
    const town = (b: Booking) => playerOf.get(b.lead)!.town;

    q.ask('How many bookings are on the system altogether?', count(bookings.length));
    q.ask('How many games did we complete in 2025?', count(countWhere(bookings, (b) => done(b) && inYear('2025')(b))));
    q.ask('How many no-shows have we had this year?', count(countWhere(bookings, (b) => b.status === 'No-Show' && inYear('2026')(b) && b.date <= TODAY)));
    q.ask('Bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('How many games are booked in for December 2026?', count(countWhere(bookings, (b) => inMonth('2026-12')(b) && b.status === 'Booked')));
    q.ask('How many people played in total across completed games?', count(sumOf(bookings, (b) => b.size, done)));
    q.ask('Average group size on completed bookings', amount(avgOf(bookings, (b) => b.size, done), 1));
    q.ask('What did completed bookings bring in during 2025 (£)?', amount(sumOf(bookings, total, (b) => done(b) && inYear('2025')(b))));
    q.ask('Takings from completed games last month', amount(sumOf(bookings, total, (b) => done(b) && inMonth('2026-10')(b))));
    q.ask('Revenue from completed bookings in the last 30 days', amount(sumOf(bookings, total, (b) => done(b) && b.date >= '2026-11-01' && b.date <= TODAY)));
    q.ask('Which package has made us the most money on completed bookings?', winner(groupBy(bookings, (b) => b.pkg, 'sum', total, done)));
    q.ask('Completed bookings per package', countsBy(groupBy(bookings, (b) => b.pkg, 'count', undefined, done)));
    q.ask('How many Total Wipeout games were completed?', count(countWhere(bookings, (b) => done(b) && b.pkg === 'Total Wipeout')));
    q.ask('Which field hosts the most completed games?', winner(groupBy(bookings, (b) => b.field, 'count', undefined, done)));
    q.ask("What's the most common occasion on completed bookings?", winner(groupBy(bookings, (b) => b.occasion, 'count', undefined, done)));
    q.ask('How many bookings have no occasion filled in?', count(countWhere(bookings, (b) => b.occasion === null)));
    q.ask('Completed stag bookings vs completed hen bookings, how many each?', countsBy(groupBy(bookings, (b) => b.occasion, 'count', undefined, (b) => done(b) && (b.occasion === 'Stag' || b.occasion === 'Hen'))));
    q.ask('What percentage of 2025 bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => inYear('2025')(b) && b.status === 'Cancelled'), countWhere(bookings, inYear('2025')))));
    q.ask('What percentage of 2025 corporate bookings were no-shows?', percent(percentOf(countWhere(bookings, (b) => inYear('2025')(b) && b.occasion === 'Corporate' && b.status === 'No-Show'), countWhere(bookings, (b) => inYear('2025')(b) && b.occasion === 'Corporate'))));
    q.ask('Which month in 2025 had the most completed games?', month(busiestMonth(bookings, (b) => b.date, (b) => done(b) && inYear('2025')(b))));
    q.ask('How many completed games in Q3 2026?', count(countWhere(bookings, (b) => done(b) && inYear('2026')(b) && quarterOf(b.date) === 3)));
    q.ask('How many completed bookings between 1 March 2026 and 15 April 2026?', count(countWhere(bookings, (b) => done(b) && b.date >= '2026-03-01' && b.date <= '2026-04-15')));
    q.ask('How many bookings have been cancelled since 1 September 2026?', count(countWhere(bookings, (b) => b.status === 'Cancelled' && b.date >= '2026-09-01')));
    q.ask('Top 3 home towns by number of completed bookings (by lead player)', ranking(ranked(groupBy(bookings, town, 'count', undefined, done), 3)));
    q.ask('How many of our players are members?', count(countWhere(players, (p) => p.member)));
    q.ask('How many players joined in 2026?', count(countWhere(players, (p) => p.joined.startsWith('2026'))));
    q.ask('Players by age band', countsBy(groupBy(players, (p) => p.age, 'count')));
    q.ask('How many completed bookings were led by a member?', count(countWhere(bookings, (b) => done(b) && playerOf.get(b.lead)!.member)));
    q.ask('Revenue from completed bookings where the lead player is from Reading', amount(sumOf(bookings, total, (b) => done(b) && town(b) === 'Reading')));
    q.ask('How much paint have we sold in total (£)?', amount(sumOf(sales, line, (s) => s.category === 'Paint')));
    q.ask('How many smoke grenades have we sold?', count(sumOf(sales, (s) => s.qty, (s) => s.item === 'Smoke Grenade')));
    q.ask('Top 3 shop items by sales value', ranking(ranked(groupBy(sales, (s) => s.item, 'sum', line), 3)));
    q.ask('Shop sales value by category', breakdown(groupBy(sales, (s) => s.category, 'sum', line)));
    q.ask('What share of shop sales value was paid in cash?', percent(percentOf(sumOf(sales, line, (s) => s.payment === 'Cash'), sumOf(sales, line))));
    q.ask('Average shop sale value', amount(avgOf(sales, line)));
    q.ask('How many shop sales were walk-ins with no booking attached?', count(countWhere(sales, (s) => s.ref === null)));
    q.ask('Equipment hire takings last month', amount(sumOf(sales, line, (s) => s.category === 'Equipment Hire' && inMonth('2026-10')(s))));
    q.ask('How much paint was sold to Premium package games (£)?', amount(sumOf(sales, line, (s) => s.category === 'Paint' && s.ref !== null && bookingOf.get(s.ref)!.pkg === 'Premium')));
    q.ask('Which field sells the most paint by value?', winner(groupBy(sales, (s) => (s.ref === null ? null : bookingOf.get(s.ref)!.field), 'sum', line, (s) => s.category === 'Paint')));
    q.ask('How many paint boxes did we sell in 2025?', count(sumOf(sales, (s) => s.qty, (s) => s.item === 'Paint Box (2000)' && inYear('2025')(s))));
    q.ask('Which month this year had the highest shop takings?', month(ranked(groupBy(sales, (s) => s.date.slice(0, 7), 'sum', line, inYear('2026')), 1)[0]));
    q.ask("What's the biggest group we've had on a completed game?", count(maxOf(bookings, (b) => b.size, done)));
    q.ask('Average booking value for completed corporate bookings', amount(avgOf(bookings, total, (b) => done(b) && b.occasion === 'Corporate')));
    q.ask('How many bookings were for groups of 20 or more people?', count(countWhere(bookings, (b) => b.size >= 20)));
    const march = q.ask('How many games did we complete in March 2026?', count(countWhere(bookings, (b) => done(b) && inMonth('2026-03')(b))));
    q.followUp(march, 'and in April?', count(countWhere(bookings, (b) => done(b) && inMonth('2026-04')(b))));
    const sept = q.ask('Paint takings in September 2026?', amount(sumOf(sales, line, (s) => s.category === 'Paint' && inMonth('2026-09')(s))));
    q.followUp(sept, 'And October?', amount(sumOf(sales, line, (s) => s.category === 'Paint' && inMonth('2026-10')(s))));

    q.ask('Which marshal ran the most games?', decline('no marshal or staff column'));
    q.ask('What was the weather like on our busiest days?', decline('no weather data'));
    q.ask('What profit margin do we make on paint?', decline('no cost of paint recorded'));
    q.ask('Which team won the most games?', decline('no game results or teams'));
    q.ask('How many injuries were reported last month?', decline('no injury records'));
    q.ask('How many bookings came from players in Basingstoke?', decline('no players from Basingstoke'));
    q.ask('How many games did we run in 2024?', decline('bookings start in January 2025'));
    q.ask('What star rating do customers give us on average?', decline('no reviews or ratings'));
    q.ask('How did customers hear about us?', decline('no marketing source column'));
    q.ask('How many acres is the Jungle field?', decline('no field sizes'));
    q.ask('How much do we pay our paint supplier per box?', decline('no supplier costs'));
    return { files, questions: q.questions };
  },
};

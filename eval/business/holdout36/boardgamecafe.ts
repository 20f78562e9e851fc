// A board game cafe: its 300-game library (XLSX: category, player counts, copies, purchase price,
// condition often blank), about 10,500 table bookings from March 2025 to 30 November 2026 (CSV: party
// size, member number blank for walk-ins, cover charge and food and drink spend in pounds) and about
// 21,000 games played at those tables (CSV) sharing "Booking Ref" and "Game ID". Traps: statuses
// Completed / Cancelled / No-show / Refunded (spend blank when nobody sat down), games called
// "No Thanks!", "Just One" and "The Game", a member number that looks numeric, time slots as text.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Game {
  id: string;
  title: string;
  category: string;
  min: number;
  max: number;
  copies: number;
  cost: number;
  condition: string | null;
}

interface Booking {
  ref: string;
  date: string;
  slot: string;
  party: number;
  table: string;
  member: number | null;
  cover: number | null;
  food: number | null;
  status: string;
}

interface Play {
  booking: string;
  game: string;
  minutes: number;
  taught: boolean;
}

const REAL: [string, string][] = [
  ['No Thanks!', 'Family'], ['Just One', 'Party'], ['The Game', 'Co-op'], ['Codenames', 'Party'], ['Ticket to Ride', 'Family'], ['Catan', 'Strategy'],
  ['Carcassonne', 'Family'], ['Pandemic', 'Co-op'], ['Azul', 'Strategy'], ['Dixit', 'Party'], ['Splendor', 'Strategy'], ['Jenga', 'Dexterity'],
  ['Scrabble', 'Word'], ['Bananagrams', 'Word'], ['Wingspan', 'Strategy'], ['Sushi Go!', 'Family'], ['Exploding Kittens', 'Party'], ['Hanabi', 'Co-op'],
  ['Dobble', 'Party'], ['Kingdomino', 'Family'], ['7 Wonders', 'Strategy'], ['Coup', 'Party'], ['Love Letter', 'Family'], ['Boggle', 'Word'],
  ['Flick em Up', 'Dexterity'],
];
const ADJ = ['Tiny', 'Lost', 'Golden', 'Hidden', 'Crimson', 'Little', 'Ancient', 'Silent', 'Wild', 'Clockwork', 'Sunken', 'Frozen', 'Royal', 'Lucky', 'Midnight', 'Rusty', 'Paper', 'Velvet', 'Iron', 'Hungry'];
const NOUN = ['Harbours', 'Kingdoms', 'Gardens', 'Dragons', 'Towers', 'Islands', 'Railways', 'Potions', 'Meeples', 'Monsters', 'Castles', 'Orchards', 'Pirates', 'Owls', 'Robots', 'Villages', 'Caverns', 'Bakeries', 'Heists', 'Lanterns'];
const CATEGORIES = ['Party', 'Strategy', 'Family', 'Co-op', 'Word', 'Dexterity'];
const SLOTS: [string, number][] = [['12:00', 12], ['14:00', 18], ['16:00', 20], ['18:00', 28], ['20:00', 22]];

function generate(): { games: Game[]; bookings: Booking[]; plays: Play[] } {
  const random = createRandom(46_229);
  const titles: [string, string][] = [...REAL];
  const used = new Set(titles.map((t) => t[0]));
  while (titles.length < 300) {
    const title = `${random.pick(ADJ)} ${random.pick(NOUN)}`;
    if (used.has(title)) continue;
    used.add(title);
    titles.push([title, random.weighted(CATEGORIES, [14, 30, 30, 14, 4, 8])]);
  }
  const games: Game[] = titles.map(([title, category], i) => {
    const min = category === 'Party' ? random.int(3, 4) : random.int(1, 2);
    return {
      id: `G${String(i + 1).padStart(3, '0')}`,
      title,
      category,
      min,
      max: category === 'Party' ? random.int(6, 12) : random.int(Math.max(min + 1, 3), 6),
      copies: i < REAL.length ? random.int(2, 4) : random.weighted([1, 2], [85, 15]),
      cost: random.float(12, category === 'Strategy' ? 65 : 35, 2),
      condition: random.chance(0.45) ? null : random.weighted(['Good', 'Worn', 'Missing pieces'], [70, 22, 8]),
    };
  });
  const popularity = shuffled(random, games).map((g, i) => [g, (REAL.some((r) => r[0] === g.title) ? 12 : 1) / (1 + i * 0.02)] as const);
  const gameWeights = popularity.map((p) => p[1]);
  const bookings: Booking[] = [];
  const plays: Play[] = [];
  const start = '2025-03-01';
  const days = daysBetween(start, '2026-11-30');
  for (let i = 0; i < 10_500; i++) {
    let date = addDays(start, random.int(0, days));
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (dow >= 1 && dow <= 3 && random.chance(0.45)) date = addDays(date, 4) > '2026-11-30' ? date : addDays(date, 4);
    const slot = random.weighted(SLOTS.map((s) => s[0]), SLOTS.map((s) => s[1]));
    const party = random.weighted([2, 3, 4, 5, 6, 8], [30, 18, 26, 10, 10, 6]);
    const member = random.chance(0.35) ? random.int(1001, 1650) : null;
    const roll = random.next();
    const status = roll < 0.07 ? 'Cancelled' : roll < 0.11 ? 'No-show' : roll < 0.125 ? 'Refunded' : 'Completed';
    const seated = status === 'Completed' || status === 'Refunded';
    const ref = `BG-${100_001 + i}`;
    bookings.push({
      ref,
      date,
      slot,
      party,
      table: `T${random.int(1, 14)}`,
      member,
      cover: seated ? party * (member === null ? 6 : 4) : status === 'No-show' ? 10 : null,
      food: seated ? Math.round(party * random.float(4, 16, 2) * 100) / 100 : null,
      status,
    });
    if (seated) {
      const n = random.weighted([1, 2, 3, 4], [25, 40, 25, 10]);
      for (let k = 0; k < n; k++) {
        const g = random.weighted(popularity.map((p) => p[0]), gameWeights);
        plays.push({ booking: ref, game: g.id, minutes: Math.max(10, Math.round(random.normal(g.category === 'Strategy' ? 75 : g.category === 'Party' ? 30 : 45, 12) / 5) * 5), taught: random.chance(g.category === 'Strategy' ? 0.4 : 0.15) });
      }
    }
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.slot.localeCompare(b.slot) || a.ref.localeCompare(b.ref));
  return { games, bookings, plays };
}

const GAME_COLUMNS: Column<Game>[] = [
  { header: 'Game ID', value: (g) => g.id },
  { header: 'Title', value: (g) => g.title },
  { header: 'Category', value: (g) => g.category },
  { header: 'Min Players', value: (g) => g.min },
  { header: 'Max Players', value: (g) => g.max },
  { header: 'Copies', value: (g) => g.copies },
  { header: 'Purchase Price (£)', value: (g) => g.cost },
  { header: 'Condition', value: (g) => g.condition },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking Ref', value: (b) => b.ref },
  { header: 'Date', value: (b) => b.date },
  { header: 'Time Slot', value: (b) => b.slot },
  { header: 'Party Size', value: (b) => b.party },
  { header: 'Table', value: (b) => b.table },
  { header: 'Member No', value: (b) => b.member },
  { header: 'Cover Charge (£)', value: (b) => b.cover },
  { header: 'Food & Drink (£)', value: (b) => b.food },
  { header: 'Status', value: (b) => b.status },
];

const PLAY_COLUMNS: Column<Play>[] = [
  { header: 'Booking Ref', value: (p) => p.booking },
  { header: 'Game ID', value: (p) => p.game },
  { header: 'Minutes Played', value: (p) => p.minutes },
  { header: 'Taught By Staff', value: (p) => (p.taught ? 'Y' : 'N') },
];

export const boardgamecafe: BusinessSchema = {
  name: 'boardgamecafe',
  description: 'A board game cafe: 300 games (XLSX), about 10,500 table bookings Mar 2025 - Nov 2026 with cover and food spend in pounds (CSV) and about 21,000 games played (CSV), joined by Booking Ref and Game ID',
  async build(dir) {
    const { games, bookings, plays } = generate();
    const files = [
      await writeXlsx(join(dir, 'game_library.xlsx'), 'Library', GAME_COLUMNS, games),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'games_played.csv'), PLAY_COLUMNS, plays),
    ];
    const q = questionSet('boardgamecafe');
    const gameOf = new Map(games.map((g) => [g.id, g]));
    const bookingOf = new Map(bookings.map((b) => [b.ref, b]));
    const done = (b: Booking) => b.status === 'Completed';
    const food = (b: Booking) => b.food;
    const cover = (b: Booking) => b.cover;
    const inMonth = (m: string) => (b: Booking) => b.date.startsWith(m);
    const title = (p: Play) => gameOf.get(p.game)!.title;
    const category = (p: Play) => gameOf.get(p.game)!.category;
    const pdate = (p: Play) => bookingOf.get(p.booking)!.date;

    q.ask('How many games are in the library?', count(games.length));
    q.ask('How many copies of games do we own in total?', count(sumOf(games, (g) => g.copies)));
    q.ask('What did the whole library cost us to buy (one price per title)?', amount(sumOf(games, (g) => g.cost)));
    q.ask('games by category', countsBy(groupBy(games, (g) => g.category, 'count')));
    q.ask('How many games have missing pieces?', count(countWhere(games, (g) => g.condition === 'Missing pieces')));
    q.ask('How many games have no condition recorded?', count(countWhere(games, (g) => g.condition === null)));
    q.ask('How many games can take 8 or more players?', count(countWhere(games, (g) => g.max >= 8)));
    q.ask('Average purchase price of a strategy game', amount(avgOf(games, (g) => g.cost, (g) => g.category === 'Strategy')));
    q.ask('How many bookings have we had?', count(bookings.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('How many no-shows did we get in 2026?', count(countWhere(bookings, (b) => b.status === 'No-show' && b.date.startsWith('2026'))));
    q.ask('What percentage of bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask('Total food and drink sales from completed bookings', amount(sumOf(bookings, food, done)));
    q.ask('How much cover charge did we take on completed bookings in 2025?', amount(sumOf(bookings, cover, (b) => done(b) && b.date.startsWith('2025'))));
    q.ask('How much did we collect in no-show fees?', amount(sumOf(bookings, cover, (b) => b.status === 'No-show')));
    q.ask('Average party size for completed bookings', amount(avgOf(bookings, (b) => b.party, done), 2));
    q.ask('How many guests came in on completed bookings in October 2026?', count(sumOf(bookings, (b) => b.party, (b) => done(b) && inMonth('2026-10')(b))));
    q.ask('Average food and drink spend per head on completed bookings', amount(sumOf(bookings, food, done) / sumOf(bookings, (b) => b.party, done)));
    q.ask('Which time slot is the busiest?', winner(groupBy(bookings, (b) => b.slot, 'count')));
    q.ask('Food and drink takings by time slot (completed bookings)', breakdown(groupBy(bookings, (b) => b.slot, 'sum', food, done)));
    q.ask('Which table gets booked the most?', winner(groupBy(bookings, (b) => b.table, 'count')));
    q.ask('How many bookings were made by members?', count(countWhere(bookings, (b) => b.member !== null)));
    q.ask('How many different members have booked with us?', count(new Set(bookings.filter((b) => b.member !== null).map((b) => b.member)).size));
    q.ask('What share of completed bookings were members?', percent(percentOf(countWhere(bookings, (b) => done(b) && b.member !== null), countWhere(bookings, done))));
    q.ask('Which member number has booked the most times?', winner(groupBy(bookings, (b) => (b.member === null ? null : String(b.member)), 'count')));
    q.ask('How many completed bookings last month?', count(countWhere(bookings, (b) => done(b) && inMonth('2026-10')(b))));
    q.ask('Food and drink takings in the last 30 days', amount(sumOf(bookings, food, (b) => done(b) && b.date >= '2026-11-01' && b.date <= '2026-11-30')));
    q.ask('Which month had the most bookings?', month(ranked(groupBy(bookings, (b) => b.date.slice(0, 7), 'count'), 1)[0]));
    q.ask('When did we take our first booking?', day(dateRange(bookings, (b) => b.date).first));
    q.ask('How many bookings on Saturdays in 2025?', count(countWhere(bookings, (b) => b.date.startsWith('2025') && new Date(`${b.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('Biggest food and drink bill on a single booking', amount(maxOf(bookings, food)));
    q.ask('How much have we refunded in food and drink?', amount(sumOf(bookings, food, (b) => b.status === 'Refunded')));
    q.ask('How many games have been played in total?', count(plays.length));
    q.ask('Which game gets played the most?', winner(groupBy(plays, title, 'count')));
    q.ask('Top 5 most played games', ranking(ranked(groupBy(plays, title, 'count'), 5)));
    q.ask('How many times has No Thanks! been played?', count(countWhere(plays, (p) => title(p) === 'No Thanks!')));
    q.ask('How many times was The Game played in 2026?', count(countWhere(plays, (p) => title(p) === 'The Game' && pdate(p).startsWith('2026'))));
    q.ask('plays by category', countsBy(groupBy(plays, category, 'count')));
    q.ask('Average minutes played for each category', breakdown(groupBy(plays, category, 'avg', (p) => p.minutes), 1));
    q.ask('Total hours of Catan played', amount(sumOf(plays, (p) => p.minutes, (p) => title(p) === 'Catan') / 60, 1));
    q.ask('How many games did staff teach?', count(countWhere(plays, (p) => p.taught)));
    q.ask('Which strategy game did staff teach most often?', winner(groupBy(plays, title, 'count', undefined, (p) => p.taught && category(p) === 'Strategy')));
    q.ask('How many games in the library have been played fewer than 20 times?', count(games.length - [...groupBy(plays, (p) => p.game, 'count').values()].filter((n) => n >= 20).length));
    q.ask('How many different games were played in November 2026?', count(new Set(plays.filter((p) => pdate(p).startsWith('2026-11')).map((p) => p.game)).size));
    q.ask('Average number of games played per completed booking', amount(countWhere(plays, (p) => bookingOf.get(p.booking)!.status === 'Completed') / countWhere(bookings, done), 2));
    q.ask('Which category has the longest average play time?', winner(groupBy(plays, category, 'avg', (p) => p.minutes)));
    q.ask('How many plays were of games with missing pieces?', count(countWhere(plays, (p) => gameOf.get(p.game)!.condition === 'Missing pieces')));
    const july = q.ask('How many completed bookings did we have in July 2026?', count(countWhere(bookings, (b) => done(b) && inMonth('2026-07')(b))));
    q.followUp(july, 'and August?', count(countWhere(bookings, (b) => done(b) && inMonth('2026-08')(b))));
    const ttr = q.ask('How many times has Ticket to Ride been played?', count(countWhere(plays, (p) => title(p) === 'Ticket to Ride')));
    q.followUp(ttr, 'What about Wingspan?', count(countWhere(plays, (p) => title(p) === 'Wingspan')));

    q.ask('What is our profit margin on drinks?', decline('no costs for food and drink'));
    q.ask('Which drinks sell best?', decline('food and drink is one total per booking; no items'));
    q.ask('Who won the most games?', decline('no winners recorded'));
    q.ask('How old are our members on average?', decline('no member ages or member table'));
    q.ask('How many bookings do we have for Christmas week 2026?', decline('bookings end on 30 November 2026'));
    q.ask('What rating do customers give Catan?', decline('no ratings'));
    q.ask('How many bookings did we take in 2024?', decline('bookings start in March 2025'));
    q.ask('Which staff member taught the most games?', decline('no staff names; only a taught-by-staff flag'));
    q.ask('What is the wifi usage per table?', decline('no wifi data'));
    q.ask('How much did we pay in rent last year?', decline('no rent or overheads'));
    q.ask('Which games were bought second hand?', decline('no purchase source'));
    return { files, questions: q.questions };
  },
};

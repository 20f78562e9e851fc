// An indoor/outdoor go-kart track: 640 registered drivers (XLSX: membership, home town, junior
// flag, joined date as dd/mm/yyyy text) and 26,000 race entries from January 2024 to June 2025
// (CSV) sharing `Driver ID`. Traps: kart codes ("K07") that are no quantity, best laps in seconds
// with the unit in the header and blank for no-shows and cancellations, prices in pounds already
// net of the member discount, cancelled entries at 0.00, blank membership for casual drivers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, medianOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Driver {
  id: string;
  name: string;
  membership: string | null;
  town: string;
  junior: boolean;
  joined: string;
}

interface Entry {
  ref: string;
  driver: string;
  date: string;
  type: string;
  track: string;
  kart: string;
  laps: number;
  best: number | null;
  price: number;
  status: string;
}

const FIRST = ['Aaron', 'Bella', 'Callum', 'Daisy', 'Ethan', 'Freya', 'George', 'Holly', 'Isaac', 'Jade', 'Kieran', 'Lola', 'Mason', 'Nina', 'Owen', 'Poppy', 'Reece', 'Sophie', 'Tyler', 'Zara'];
const LAST = ['Adams', 'Baker', 'Clarke', 'Doyle', 'Evans', 'Fisher', 'Grant', 'Hughes', 'Irwin', 'Jones', 'Kerr', 'Lowe', 'Marsh', 'Nolan', 'Owens', 'Price', 'Quinn', 'Reid', 'Shaw', 'Turner', 'Upton', 'Vance', 'Walsh', 'Young', 'Ashby', 'Brook', 'Carver', 'Dunn', 'Ellis', 'Frost', 'Gale', 'Hale'];
const TOWNS = ['Leighton', 'Dunstable', 'Luton', 'Tring', 'Aylesbury', 'Hitchin', 'Harpenden', 'Ampthill'];
const TYPES: [string, number, number, [number, number]][] = [
  ['Arrive & Drive', 35, 44, [15, 20]],
  ['Grand Prix', 59.5, 22, [25, 35]],
  ['Junior', 25, 14, [10, 14]],
  ['Corporate', 45, 20, [20, 30]],
];

function generate(): { drivers: Driver[]; entries: Entry[] } {
  const random = createRandom(40_011);
  const drivers: Driver[] = [];
  for (let i = 0; i < 640; i++) {
    const joined = random.date('2019-03-01', '2025-05-31');
    drivers.push({
      id: `DRV-${String(1001 + i)}`,
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      membership: random.weighted(['Gold', 'Silver', null], [10, 25, 65]),
      town: random.weighted(TOWNS, [22, 18, 30, 8, 12, 9, 7, 5]),
      junior: random.chance(0.18),
      joined,
    });
  }
  const adults = drivers.filter((d) => !d.junior);
  const juniors = drivers.filter((d) => d.junior);
  const weightOf = (d: Driver) => (d.membership === 'Gold' ? 4 : d.membership === 'Silver' ? 2 : 1) * (0.5 + random.next());
  const adultWeights = adults.map(weightOf);
  const juniorWeights = juniors.map(weightOf);
  const entries: Entry[] = [];
  for (let i = 0; i < 26_000; i++) {
    const [type, base, , [lo, hi]] = random.weighted(TYPES, TYPES.map((t) => t[2]));
    const driver = type === 'Junior' ? random.weighted(juniors, juniorWeights) : random.weighted(adults, adultWeights);
    const date = random.date('2024-01-01', '2025-06-30');
    const track = type === 'Junior' ? 'Indoor' : random.weighted(['Indoor', 'Outdoor'], [58, 42]);
    const roll = random.next();
    const status = roll < 0.06 ? 'No-show' : roll < 0.1 ? 'Cancelled' : 'Completed';
    const discount = driver.membership === 'Gold' ? 0.85 : driver.membership === 'Silver' ? 0.9 : 1;
    const best = status === 'Completed' ? roundTo(random.normal(track === 'Outdoor' ? 58.4 : 41.7, 2.6) + (type === 'Junior' ? 4 : 0), 3) : null;
    entries.push({
      ref: '',
      driver: driver.id,
      date,
      type,
      track,
      kart: `K${String(random.int(1, 28)).padStart(2, '0')}`,
      laps: status === 'Completed' ? random.int(lo, hi) : 0,
      best,
      price: status === 'Cancelled' ? 0 : roundTo(base * discount, 2),
      status,
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.driver.localeCompare(b.driver));
  entries.forEach((e, i) => (e.ref = `E${String(500_001 + i)}`));
  return { drivers, entries };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const DRIVER_COLUMNS: Column<Driver>[] = [
  { header: 'Driver ID', value: (d) => d.id },
  { header: 'Driver Name', value: (d) => d.name },
  { header: 'Membership', value: (d) => d.membership },
  { header: 'Home Town', value: (d) => d.town },
  { header: 'Junior?', value: (d) => (d.junior ? 'Y' : 'N') },
  { header: 'Joined', value: (d) => dmy(d.joined) },
];

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'Entry Ref', value: (e) => e.ref },
  { header: 'Driver ID', value: (e) => e.driver },
  { header: 'Session Date', value: (e) => e.date },
  { header: 'Session Type', value: (e) => e.type },
  { header: 'Track', value: (e) => e.track },
  { header: 'Kart', value: (e) => e.kart },
  { header: 'Laps', value: (e) => e.laps },
  { header: 'Best Lap (s)', value: (e) => e.best },
  { header: 'Price (GBP)', value: (e) => e.price.toFixed(2) },
  { header: 'Status', value: (e) => e.status },
];

export const karting: BusinessSchema = {
  name: 'karting',
  description: 'A go-kart track: 640 registered drivers (XLSX) and 26,000 race entries Jan 2024-Jun 2025 with best laps and prices (CSV) sharing Driver ID',
  async build(dir) {
    const { drivers, entries } = generate();
    const files = [
      await writeXlsx(join(dir, 'drivers.xlsx'), 'Drivers', DRIVER_COLUMNS, drivers),
      await writeCsv(join(dir, 'race_entries.csv'), ENTRY_COLUMNS, entries),
    ];
    const q = questionSet('karting');
    const byId = new Map(drivers.map((d) => [d.id, d]));
    const drv = (e: Entry) => byId.get(e.driver)!;
    const done = (e: Entry) => e.status === 'Completed';
    const price = (e: Entry) => e.price;
    const best = (e: Entry) => e.best;
    const inMonth = (m: string) => (e: Entry) => e.date.startsWith(m);
    const rate = (key: (e: Entry) => string, hit: (e: Entry) => boolean) => {
      const all = groupBy(entries, key, 'count');
      const bad = groupBy(entries, key, 'count', undefined, hit);
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };

    q.ask('How many race entries do we have altogether?', count(entries.length));
    q.ask('how many drivers are registered', count(drivers.length));
    q.ask('Entries by status please', countsBy(groupBy(entries, (e) => e.status, 'count')));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(entries, (e) => e.status === 'No-show'), entries.length)));
    q.ask('Total takings across all entries', amount(sumOf(entries, price)));
    q.ask('Revenue by session type', breakdown(groupBy(entries, (e) => e.type, 'sum', price)));
    q.ask('What is the average best lap time on completed races?', amount(avgOf(entries, best, done), 2));
    q.ask("What's the fastest lap ever recorded here, in seconds?", amount(minOf(entries, best), 3));
    const fastest = [...entries].filter((e) => e.best !== null).sort((a, b) => a.best! - b.best!)[0];
    q.ask('Who set the fastest lap?', { kind: 'name', value: byId.get(fastest.driver)!.name, others: [], aliases: [fastest.driver] });
    q.ask('Which track gets more entries, indoor or outdoor?', winner(groupBy(entries, (e) => e.track, 'count')));
    q.ask('How many laps were driven in 2024 in total?', count(sumOf(entries, (e) => e.laps, (e) => e.date.startsWith('2024'))));
    q.ask('How many entries did we have in Q1 2025?', count(countWhere(entries, (e) => e.date.startsWith('2025') && quarterOf(e.date) === 1)));
    q.ask('Which month was the busiest?', month(busiestMonth(entries, (e) => e.date)));
    q.ask('Top 5 drivers by total spend', ranking(ranked(groupBy(entries, (e) => drv(e).name, 'sum', price), 5)));
    q.ask('Average price paid per entry by Gold members, leaving out cancellations', amount(avgOf(entries, price, (e) => drv(e).membership === 'Gold' && e.status !== 'Cancelled')));
    q.ask('Revenue from Gold and Silver members', breakdown(groupBy(entries, (e) => drv(e).membership, 'sum', price)));
    q.ask('How many registered drivers have no membership?', count(countWhere(drivers, (d) => d.membership === null)));
    q.ask('Which home town do most of our drivers come from?', winner(groupBy(drivers, (d) => d.town, 'count')));
    q.ask('How many race entries came from drivers living in Hitchin?', count(countWhere(entries, (e) => drv(e).town === 'Hitchin')));
    q.ask('how many juniors are on the register', count(countWhere(drivers, (d) => d.junior)));
    q.ask('Average laps per completed Grand Prix entry', amount(avgOf(entries, (e) => e.laps, (e) => done(e) && e.type === 'Grand Prix'), 1));
    q.ask('Which kart has been used most?', winner(groupBy(entries, (e) => e.kart, 'count')));
    q.ask('Corporate revenue in 2024', amount(sumOf(entries, price, (e) => e.type === 'Corporate' && e.date.startsWith('2024'))));
    q.ask('How many entries were cancelled in March 2025?', count(countWhere(entries, (e) => e.status === 'Cancelled' && inMonth('2025-03')(e))));
    q.ask('What share of entries are on the outdoor track?', percent(percentOf(countWhere(entries, (e) => e.track === 'Outdoor'), entries.length)));
    q.ask('Median best lap on the outdoor track', amount(medianOf(entries, best, (e) => e.track === 'Outdoor'), 3));
    q.ask('How many different drivers raced with us in June 2025?', count(new Set(entries.filter((e) => inMonth('2025-06')(e)).map((e) => e.driver)).size));
    q.ask('Average best lap by session type', breakdown(groupBy(entries, (e) => e.type, 'avg', best)));
    const may = q.ask('What did we take in May 2025?', amount(sumOf(entries, price, inMonth('2025-05'))));
    q.followUp(may, 'and in June?', amount(sumOf(entries, price, inMonth('2025-06'))));
    q.ask('How many entries between 1 and 14 February 2025?', count(countWhere(entries, (e) => e.date >= '2025-02-01' && e.date <= '2025-02-14')));
    q.ask('Which session type has the worst no-show rate?', winner(rate((e) => e.type, (e) => e.status === 'No-show')));
    q.ask('How many drivers joined in 2023?', count(countWhere(drivers, (d) => d.joined.startsWith('2023'))));
    q.ask('When was the very first race entry?', day(dateRange(entries, (e) => e.date).first));

    q.ask('What was the weather like on our busiest day?', decline('no weather data'));
    q.ask('Which marshal was on duty for the most Grand Prix sessions?', decline('no staff column'));
    q.ask('How much fuel did the outdoor karts use last year?', decline('no fuel data'));
    q.ask('Give me the phone numbers of our Gold members', decline('no contact details'));
    q.ask('How many entries did we have in 2023?', decline('entries start in January 2024'));
    q.ask('What will revenue be next summer?', decline('a forecast'));
    q.ask('Why did people not turn up for their no-show entries?', decline('no reason recorded'));
    q.ask('What is the average age of our drivers?', decline('no birth dates'));
    q.ask("What's our profit margin on Corporate sessions?", decline('no cost data'));
    q.ask('How many crashes happened on the outdoor track?', decline('no incident data'));
    q.ask('Which karts needed repairs this year?', decline('no maintenance data'));
    return { files, questions: q.questions };
  },
};

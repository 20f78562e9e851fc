// A crazy golf course with two courses: its visits (CSV: one row per group booking from March 2025 to
// December 2026, with visit date as UK text, course, ticket type, players, amount paid, a Yes/No
// booked-online flag and a status) and its kiosk sales (XLSX: one row per till sale with the sale date
// as text "3 Mar 2026", item, category, quantity, amount, payment, a Yes/No voided flag and the group's
// booking ref when the till took it). Traps: booking refs and sale numbers that look numeric, a money
// header with its unit ("Total Paid (£)") still filled on no-show and refunded rows, annual-pass
// visits paid £0, a price rise in 2026, blank booking refs for walk-up kiosk sales, voided till sales,
// an item whose name starts "Total" ("Total Wipeout Sundae"), and December 2026 bookings still to come.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Visit {
  ref: number;
  date: string;
  time: string;
  course: string;
  type: string;
  players: number;
  paid: number;
  online: boolean;
  status: string;
}

interface Sale {
  no: number;
  date: string;
  ref: number | null;
  item: string;
  category: string;
  qty: number;
  amount: number;
  payment: string;
  voided: boolean;
}

const TODAY = '2026-11-30';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const textDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// ticket type, weight, price per player in 2025 (Family is per ticket of four)
const TICKETS: [string, number, number][] = [
  ['Adult', 34, 9.5],
  ['Child', 14, 7],
  ['Family', 22, 30],
  ['Student', 10, 8],
  ['Party Package', 4, 12],
  ['Annual Pass', 16, 0],
];
// item, category, price, weight
const ITEMS: [string, string, number, number][] = [
  ['Ice Lolly', 'Ice Cream', 2, 14],
  ['99 Flake', 'Ice Cream', 3.2, 16],
  ['Total Wipeout Sundae', 'Ice Cream', 5.5, 5],
  ['Slush', 'Drinks', 2.8, 18],
  ['Coffee', 'Drinks', 3, 12],
  ['Bottled Water', 'Drinks', 1.5, 8],
  ['Hot Dog', 'Food', 4.5, 10],
  ['Crisps', 'Food', 1.2, 9],
  ['Souvenir Golf Ball', 'Souvenirs', 3.5, 5],
  ['Pirate Hat', 'Souvenirs', 6, 3],
];

function generate(): { visits: Visit[]; sales: Sale[] } {
  const random = createRandom(45_851);
  const visits: Visit[] = [];
  const start = '2025-03-01';
  const days = daysBetween(start, '2026-12-31');
  for (let d = 0; d <= days; d++) {
    const date = addDays(start, d);
    const m = Number(date.slice(5, 7));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const base = m >= 7 && m <= 8 ? 60 : m >= 4 && m <= 9 ? 38 : 14;
    const future = date > TODAY;
    const n = Math.round(base * (weekend ? 1.5 : 1) * random.float(0.7, 1.2) * (future ? 0.25 : 1));
    for (let i = 0; i < n; i++) {
      const [type, , basePrice] = random.weighted(TICKETS, TICKETS.map((t) => t[1] * (m >= 11 || m <= 2 ? (t[0] === 'Annual Pass' ? 2 : 1) : 1)));
      const players = type === 'Family' ? 4 : type === 'Party Package' ? random.int(8, 16) : type === 'Annual Pass' ? random.int(1, 3) : random.weighted([1, 2, 3, 4, 5, 6], [8, 40, 20, 18, 8, 6]);
      const price = basePrice === 0 ? 0 : basePrice + (date >= '2026-01-01' ? (type === 'Family' ? 2 : 0.5) : 0);
      const paid = roundTo(type === 'Family' ? price : price * players, 2);
      const online = random.chance(type === 'Party Package' ? 0.9 : 0.45);
      let status = 'Booked';
      if (!future) status = online ? random.weighted(['Played', 'No-show', 'Refunded'], [91, 6, 3]) : 'Played';
      const hour = random.weighted([10, 11, 12, 13, 14, 15, 16, 17, 18, 19], [6, 9, 10, 11, 12, 12, 11, 9, 7, 4]);
      visits.push({ ref: 0, date, time: `${hour}:${random.pick(['00', '15', '30', '45'])}`, course: random.weighted(['Pirate Cove', 'Jungle Quest'], [57, 43]), type, players, paid, online, status });
    }
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.course.localeCompare(b.course));
  visits.forEach((v, i) => (v.ref = 118_204 + i));
  const sales: Sale[] = [];
  const sell = (date: string, ref: number | null) => {
    const [item, category, unit] = random.weighted(ITEMS, ITEMS.map((x) => x[3] * (x[1] === 'Ice Cream' && Number(date.slice(5, 7)) >= 11 ? 0.3 : 1)));
    const qty = random.weighted([1, 2, 3, 4], [55, 28, 10, 7]);
    sales.push({ no: 0, date, ref, item, category, qty, amount: roundTo(unit * qty, 2), payment: random.weighted(['Card', 'Cash'], [72, 28]), voided: random.chance(0.02) });
  };
  for (const v of visits) {
    if (v.status !== 'Played') continue;
    if (random.chance(v.type === 'Party Package' ? 0.6 : 0.22)) {
      const n = v.type === 'Party Package' ? random.int(2, 4) : random.int(1, 2);
      for (let i = 0; i < n; i++) sell(v.date, random.chance(0.85) ? v.ref : null);
    }
    if (random.chance(0.06)) sell(v.date, null);
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || (a.ref ?? 0) - (b.ref ?? 0));
  sales.forEach((s, i) => (s.no = 40_001 + i));
  return { visits, sales };
}

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Booking Ref', value: (v) => v.ref },
  { header: 'Visit Date', value: (v) => ukDate(v.date) },
  { header: 'Tee Time', value: (v) => v.time },
  { header: 'Course', value: (v) => v.course },
  { header: 'Ticket Type', value: (v) => v.type },
  { header: 'Players', value: (v) => v.players },
  { header: 'Total Paid (£)', value: (v) => v.paid.toFixed(2) },
  { header: 'Booked Online', value: (v) => (v.online ? 'Yes' : 'No') },
  { header: 'Status', value: (v) => v.status },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Sale No', value: (s) => s.no },
  { header: 'Sale Date', value: (s) => textDate(s.date) },
  { header: 'Booking Ref', value: (s) => s.ref },
  { header: 'Item', value: (s) => s.item },
  { header: 'Category', value: (s) => s.category },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Amount', value: (s) => s.amount },
  { header: 'Payment', value: (s) => s.payment },
  { header: 'Voided', value: (s) => (s.voided ? 'Yes' : 'No') },
];

export const crazygolf: BusinessSchema = {
  name: 'crazygolf',
  description: "A crazy golf course's group bookings and visits Mar 2025-Dec 2026 on two courses (CSV) and its kiosk till sales (XLSX), sharing Booking Ref",
  async build(dir) {
    const { visits, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'visits.csv'), VISIT_COLUMNS, visits),
      await writeXlsx(join(dir, 'kiosk_sales.xlsx'), 'Kiosk', SALE_COLUMNS, sales),
    ];
    const q = questionSet('crazygolf');
    const byRef = new Map(visits.map((v) => [v.ref, v]));
    const played = (v: Visit) => v.status === 'Played';
    const players = (v: Visit) => v.players;
    const paid = (v: Visit) => v.paid;
    const between = (from: string, to: string) => (x: { date: string }) => x.date >= from && x.date <= to;
    const kept = (s: Sale) => !s.voided;
    const amt = (s: Sale) => s.amount;
    const visitOf = (s: Sale) => (s.ref === null ? null : byRef.get(s.ref)!);

    q.ask('How many bookings are in the visits file?', count(visits.length));
    q.ask('How many groups actually played?', count(countWhere(visits, played)));
    q.ask('How many players have played in total?', count(sumOf(visits, players, played)));
    q.ask('bookings by status', countsBy(groupBy(visits, (v) => v.status, 'count')));
    q.ask('How many bookings of each ticket type?', countsBy(groupBy(visits, (v) => v.type, 'count')));
    q.ask('Which course gets more players (groups that played)?', winner(groupBy(visits, (v) => v.course, 'sum', players, played)));
    q.ask('Total takings from groups that played', amount(sumOf(visits, paid, played)));
    q.ask('How much have we refunded on bookings?', amount(sumOf(visits, paid, (v) => v.status === 'Refunded')));
    q.ask('Of the bookings up to today, what percentage were no-shows?', percent(percentOf(countWhere(visits, (v) => v.status === 'No-show'), countWhere(visits, (v) => v.date <= TODAY))));
    q.ask('Average group size for groups that played', amount(avgOf(visits, players, played)));
    q.ask('What was the biggest group we have had play?', count(maxOf(visits, players, played)));
    q.ask('Takings by ticket type for groups that played', breakdown(groupBy(visits, (v) => v.type, 'sum', paid, played)));
    q.ask('Which ticket type brings in the most money (played groups)?', winner(groupBy(visits, (v) => v.type, 'sum', paid, played)));
    q.ask('What percentage of bookings were made online?', percent(percentOf(countWhere(visits, (v) => v.online), visits.length)));
    q.ask('How many players did we have last month?', count(sumOf(visits, players, (v) => played(v) && v.date.startsWith('2026-10'))));
    q.ask('How many groups played in the last 30 days?', count(countWhere(visits, (v) => played(v) && between('2026-11-01', TODAY)(v))));
    q.ask('Takings this year from groups that played', amount(sumOf(visits, paid, (v) => played(v) && between('2026-01-01', TODAY)(v))));
    const q3 = q.ask('How much did groups that played pay in Q3 2026?', amount(sumOf(visits, paid, (v) => played(v) && v.date.startsWith('2026') && quarterOf(v.date) === 3)));
    q.followUp(q3, 'and in Q3 2025?', amount(sumOf(visits, paid, (v) => played(v) && v.date.startsWith('2025') && quarterOf(v.date) === 3)));
    q.ask('Which month had the most players?', month(ranked(groupBy(visits, (v) => v.date.slice(0, 7), 'sum', players, played), 1)[0]));
    q.ask('How many party packages have been played this year?', count(countWhere(visits, (v) => played(v) && v.type === 'Party Package' && between('2026-01-01', TODAY)(v))));
    q.ask('Players per course in August 2025 (groups that played)', countsBy(groupBy(visits, (v) => v.course, 'sum', players, (v) => played(v) && v.date.startsWith('2025-08'))));
    q.ask('How many bookings have we got for December 2026?', count(countWhere(visits, (v) => v.date.startsWith('2026-12'))));
    q.ask('How many groups have played since 1 October 2026?', count(countWhere(visits, (v) => played(v) && v.date >= '2026-10-01')));
    q.ask('What do we take per player on average (total paid divided by players, groups that played)?', amount(sumOf(visits, paid, played) / sumOf(visits, players, played)));
    q.ask('How many annual pass visits have there been this year (played)?', count(countWhere(visits, (v) => played(v) && v.type === 'Annual Pass' && between('2026-01-01', TODAY)(v))));
    q.ask('How many players played between 20 July and 31 August 2026?', count(sumOf(visits, players, (v) => played(v) && between('2026-07-20', '2026-08-31')(v))));
    q.ask('no-shows by course', countsBy(groupBy(visits, (v) => v.course, 'count', undefined, (v) => v.status === 'No-show')));
    q.ask('Which day of the week gets the most players?', winner(groupBy(visits, (v) => DAYS[new Date(`${v.date}T00:00:00Z`).getUTCDay()], 'sum', players, played)));
    q.ask('Average paid for a Family ticket (groups that played)', amount(avgOf(visits, paid, (v) => played(v) && v.type === 'Family')));
    q.ask('How many student groups were no-shows?', count(countWhere(visits, (v) => v.type === 'Student' && v.status === 'No-show')));
    q.ask('Busiest month for bookings made online (any status)?', month(busiestMonth(visits, (v) => v.date, (v) => v.online)));

    q.ask('How many kiosk sales have we had, not counting voided ones?', count(countWhere(sales, kept)));
    q.ask('Total kiosk takings excluding voided sales', amount(sumOf(sales, amt, kept)));
    q.ask('Kiosk takings by category (voided sales left out)', breakdown(groupBy(sales, (s) => s.category, 'sum', amt, kept)));
    q.ask('Top 3 kiosk items by quantity sold, voided sales excluded', ranking(ranked(groupBy(sales, (s) => s.item, 'sum', (s) => s.qty, kept), 3)));
    q.ask('How many Total Wipeout Sundaes have we sold (quantity, not voided)?', count(sumOf(sales, (s) => s.qty, (s) => kept(s) && s.item === 'Total Wipeout Sundae')));
    q.ask('What share of kiosk takings (not voided) was paid in cash?', percent(percentOf(sumOf(sales, amt, (s) => kept(s) && s.payment === 'Cash'), sumOf(sales, amt, kept))));
    q.ask('Kiosk takings last month, voided sales excluded', amount(sumOf(sales, amt, (s) => kept(s) && s.date.startsWith('2026-10'))));
    q.ask('How many kiosk sales were voided?', count(countWhere(sales, (s) => s.voided)));
    q.ask('What percentage of kiosk sales have no booking ref on them?', percent(percentOf(countWhere(sales, (s) => s.ref === null), sales.length)));
    q.ask('How much have groups on Pirate Cove spent at the kiosk (not voided)?', amount(sumOf(sales, amt, (s) => kept(s) && visitOf(s)?.course === 'Pirate Cove')));
    q.ask('Which ticket type spends the most at the kiosk in total (sales with a booking ref, not voided)?', winner(groupBy(sales, (s) => visitOf(s)?.type ?? null, 'sum', amt, kept)));
    q.ask('Kiosk takings this year from party package groups, voided excluded', amount(sumOf(sales, amt, (s) => kept(s) && visitOf(s)?.type === 'Party Package' && between('2026-01-01', TODAY)(s))));
    q.ask('What is the average kiosk sale value, voided sales left out?', amount(avgOf(sales, amt, kept)));
    q.ask('Which kiosk item takes the most money (not voided)?', winner(groupBy(sales, (s) => s.item, 'sum', amt, kept)));
    const july = q.ask('How many ice creams did the kiosk sell in July 2026 (quantity, voided excluded)?', count(sumOf(sales, (s) => s.qty, (s) => kept(s) && s.category === 'Ice Cream' && s.date.startsWith('2026-07'))));
    q.followUp(july, 'and in July 2025?', count(sumOf(sales, (s) => s.qty, (s) => kept(s) && s.category === 'Ice Cream' && s.date.startsWith('2025-07'))));
    q.ask('Kiosk takings in Q1 2026, voided excluded', amount(sumOf(sales, amt, (s) => kept(s) && between('2026-01-01', '2026-03-31')(s))));
    q.ask('How many coffees have we sold this year (quantity, not voided)?', count(sumOf(sales, (s) => s.qty, (s) => kept(s) && s.item === 'Coffee' && between('2026-01-01', TODAY)(s))));

    q.ask("What's the course record score on Pirate Cove?", decline('no scores'));
    q.ask('Which hole do players find hardest?', decline('no hole-by-hole data'));
    q.ask('How many golf balls get lost each month?', decline('no lost-ball records'));
    q.ask('How much did we pay the kiosk staff last month?', decline('no wages'));
    q.ask('How many players did we have in 2023?', decline('visits start in March 2025'));
    q.ask('How much did we take on the Clifftop Challenge course?', decline('no such course'));
    q.ask('Were we quieter on rainy days?', decline('no weather data'));
    q.ask('How many putters did we replace this year?', decline('no equipment records'));
    q.ask('Where do most of our visitors travel from?', decline('no visitor addresses or postcodes'));
    q.ask('How many hot dogs have we got left in the freezer?', decline('no stock levels'));
    q.ask('How many players will we get at Easter next year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

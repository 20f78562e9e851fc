// A tattoo studio in Portland: 11,500 bookings with sessions from January to October 2025 (CSV)
// and the deposits taken for them (XLSX) sharing `booking_id`. Traps: prices in dollars with the
// unit in the header and blank for sessions that did not happen, clients' home states as
// two-letter codes ("OR", a stopword, for Oregon), deposit dates stored as US-style text
// (MM/DD/YYYY), artists named only in the bookings, touch-ups that take no deposit, and refunded
// or forfeited deposits.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Booking {
  id: number;
  bookedOn: string;
  session: string;
  client: string;
  state: string;
  artist: string;
  style: string;
  placement: string;
  hours: number;
  rate: number;
  total: number | null;
  status: string;
  touchUp: boolean;
}

interface Deposit {
  id: number;
  booking: number;
  paidOn: string;
  amount: number;
  method: string;
  refunded: string;
}

const FIRST = ['Ava', 'Blake', 'Cody', 'Dana', 'Eli', 'Frankie', 'Gia', 'Hunter', 'Ivy', 'Jordan', 'Kayla', 'Logan', 'Mia', 'Nate', 'Piper', 'Quinn', 'Riley', 'Skye', 'Tyler', 'Vera', 'Wes', 'Zoe', 'Aiden', 'Brooke', 'Caleb', 'Delia'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Diaz', 'Ellis', 'Flores', 'Garcia', 'Hayes', 'Ito', 'Jensen', 'Kim', 'Lopez', 'Miller', 'Nguyen', 'Olsen', 'Park', 'Reyes', 'Silva', 'Torres', 'Underwood', 'Vance', 'Walker'];
// artist, hourly rate (USD), weight, favourite style
const ARTISTS: [string, number, number, string][] = [
  ['Rosa Vega', 180, 22, 'Fine Line'], ['Kai Nakamura', 220, 18, 'Japanese'], ['Dex Moreno', 160, 20, 'Traditional'],
  ['Lily Tran', 170, 17, 'Fine Line'], ['Sam Okafor', 200, 13, 'Realism'], ['Jade Finch', 150, 10, 'Lettering'],
];
const STYLES = ['Traditional', 'Fine Line', 'Blackwork', 'Realism', 'Japanese', 'Lettering', 'Cover-up'];
const STYLE_WEIGHTS = [20, 22, 15, 12, 10, 9, 6];
const PLACEMENTS = ['Forearm', 'Upper Arm', 'Leg', 'Back', 'Chest', 'Ribs', 'Hand', 'Neck'];
const STATES: [string, number][] = [['OR', 68], ['WA', 20], ['CA', 6], ['ID', 4], ['NV', 2]];

function generate(): { bookings: Booking[]; deposits: Deposit[] } {
  const random = createRandom(39_347);
  const clients: { name: string; state: string; loyalty: number }[] = [];
  const names = new Set<string>();
  while (clients.length < 4_200) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const full = names.has(name) ? `${name.split(' ')[0]} ${random.pick(['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'K.', 'L.', 'M.'])} ${name.split(' ')[1]}` : name;
    if (names.has(full)) continue;
    names.add(full);
    clients.push({ name: full, state: random.weighted(STATES.map((s) => s[0]), STATES.map((s) => s[1])), loyalty: random.chance(0.1) ? random.float(3, 8, 1) : random.float(0.3, 1.5, 1) });
  }
  const bookings: Booking[] = [];
  for (let i = 0; i < 11_500; i++) {
    const client = random.weighted(clients, clients.map((c) => c.loyalty));
    const [artist, rate, , favourite] = random.weighted(ARTISTS, ARTISTS.map((a) => a[2]));
    const style = random.chance(0.35) ? favourite : random.weighted(STYLES, STYLE_WEIGHTS);
    const touchUp = random.chance(0.08);
    const session = random.date('2025-01-02', '2025-10-31');
    const hours = touchUp ? 0.5 : random.pick([1, 1.5, 2, 2, 3, 3, 4, 5, 6]) * (style === 'Japanese' || style === 'Realism' ? 1.5 : 1);
    const roll = random.next();
    const status = roll < 0.07 ? 'Cancelled' : roll < 0.115 ? 'No-show' : roll < 0.15 ? 'Rescheduled' : 'Completed';
    bookings.push({
      id: 0,
      bookedOn: addDays(session, -random.int(2, touchUp ? 14 : 75)),
      session,
      client: client.name,
      state: client.state,
      artist,
      style,
      placement: random.weighted(PLACEMENTS, [20, 16, 15, 12, 10, 9, 10, 8]),
      hours,
      rate,
      total: status === 'Completed' ? (touchUp ? 0 : roundTo(hours * rate, 2)) : null,
      status,
      touchUp,
    });
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.client.localeCompare(b.client));
  bookings.forEach((b, i) => (b.id = 20_001 + i));
  const deposits: Deposit[] = [];
  for (const b of bookings) {
    if (b.touchUp || random.chance(0.1)) continue;
    const paid = addDays(b.bookedOn, random.int(0, 3));
    const value = b.hours >= 4 ? 200 : b.hours >= 2 ? 100 : 50;
    deposits.push({
      id: 0,
      booking: b.id,
      paidOn: `${paid.slice(5, 7)}/${paid.slice(8, 10)}/${paid.slice(0, 4)}`,
      amount: value,
      method: random.weighted(['Card', 'Cash', 'Venmo', 'Zelle'], [55, 12, 22, 11]),
      refunded: b.status === 'Cancelled' && random.chance(0.5) ? 'Yes' : 'No',
    });
  }
  deposits.forEach((d, i) => (d.id = 900_001 + i));
  return { bookings, deposits };
}

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'booked_on', value: (b) => b.bookedOn },
  { header: 'session_date', value: (b) => b.session },
  { header: 'client_name', value: (b) => b.client },
  { header: 'client_state', value: (b) => b.state },
  { header: 'artist', value: (b) => b.artist },
  { header: 'style', value: (b) => b.style },
  { header: 'placement', value: (b) => b.placement },
  { header: 'session_hours', value: (b) => b.hours },
  { header: 'Hourly Rate (USD)', value: (b) => b.rate },
  { header: 'Total Price (USD)', value: (b) => (b.total === null ? null : b.total.toFixed(2)) },
  { header: 'status', value: (b) => b.status },
  { header: 'touch_up', value: (b) => (b.touchUp ? 'Yes' : 'No') },
];

const DEPOSIT_COLUMNS: Column<Deposit>[] = [
  { header: 'deposit_id', value: (d) => d.id },
  { header: 'booking_id', value: (d) => d.booking },
  { header: 'paid_on', value: (d) => d.paidOn },
  { header: 'Deposit (USD)', value: (d) => d.amount },
  { header: 'method', value: (d) => d.method },
  { header: 'refunded', value: (d) => d.refunded },
];

export const tattoostudio: BusinessSchema = {
  name: 'tattoostudio',
  description: 'A Portland tattoo studio: 11,500 bookings with sessions Jan-Oct 2025 (CSV) and their deposits (XLSX) sharing booking_id, money in USD',
  async build(dir) {
    const { bookings, deposits } = generate();
    const files = [
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeXlsx(join(dir, 'deposits.xlsx'), 'Deposits', DEPOSIT_COLUMNS, deposits),
    ];
    const q = questionSet('tattoostudio');
    const bookingOf = new Map(bookings.map((b) => [b.id, b]));
    const done = (b: Booking) => b.status === 'Completed';
    const price = (b: Booking) => b.total;
    const iso = (d: Deposit) => `${d.paidOn.slice(6, 10)}-${d.paidOn.slice(0, 2)}-${d.paidOn.slice(3, 5)}`;
    const inMonth = (m: string) => (b: Booking) => b.session.startsWith(m);
    const noShowRate = (artist: string) => percentOf(countWhere(bookings, (b) => b.artist === artist && b.status === 'No-show'), countWhere(bookings, (b) => b.artist === artist));

    q.ask('How many bookings do we have?', count(bookings.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('Total revenue from completed sessions', amount(sumOf(bookings, price, done)));
    q.ask('Which artist brought in the most revenue?', winner(groupBy(bookings, (b) => b.artist, 'sum', price, done)));
    q.ask('Average session length in hours for completed sessions', amount(avgOf(bookings, (b) => b.hours, done), 2));
    q.ask('Average price of a completed Japanese piece, not counting free touch-ups', amount(avgOf(bookings, price, (b) => done(b) && b.style === 'Japanese' && !b.touchUp)));
    q.ask('Top 3 styles by number of bookings', ranking(ranked(groupBy(bookings, (b) => b.style, 'count'), 3)));
    q.ask('What is our no-show rate?', percent(percentOf(countWhere(bookings, (b) => b.status === 'No-show'), bookings.length)));
    q.ask('How many bookings were from clients in Oregon (OR)?', count(countWhere(bookings, (b) => b.state === 'OR')));
    q.ask('Bookings by client state', countsBy(groupBy(bookings, (b) => b.state, 'count')));
    q.ask('Revenue from completed sessions in Q2 2025', amount(sumOf(bookings, price, (b) => done(b) && quarterOf(b.session) === 2)));
    q.ask('Which month had the most sessions scheduled?', month(busiestMonth(bookings, (b) => b.session)));
    q.ask('How many touch-up sessions were booked?', count(countWhere(bookings, (b) => b.touchUp)));
    q.ask('On average, how many days ahead do clients book their session?', amount(avgOf(bookings, (b) => daysBetween(b.bookedOn, b.session)), 1));
    q.ask('How much have we taken in deposits in total?', amount(sumOf(deposits, (d) => d.amount), 0));
    q.ask('How much in deposits did we refund?', amount(sumOf(deposits, (d) => d.amount, (d) => d.refunded === 'Yes'), 0));
    q.ask('Which payment method is used most for deposits?', winner(groupBy(deposits, (d) => d.method, 'count')));
    q.ask('How many deposits were paid in March 2025?', count(countWhere(deposits, (d) => iso(d).startsWith('2025-03'))));
    const withDeposit = new Set(deposits.map((d) => d.booking));
    q.ask('How many bookings that are not touch-ups have no deposit?', count(countWhere(bookings, (b) => !b.touchUp && !withDeposit.has(b.id))));
    q.ask('How much did we keep in deposits from no-shows?', amount(sumOf(deposits, (d) => d.amount, (d) => bookingOf.get(d.booking)!.status === 'No-show' && d.refunded === 'No'), 0));
    q.ask('Hourly rate of each artist', breakdown(groupBy(bookings, (b) => b.artist, 'avg', (b) => b.rate), 0));
    q.ask('Where on the body do people get Fine Line tattoos most?', winner(groupBy(bookings, (b) => b.placement, 'count', undefined, (b) => b.style === 'Fine Line')));
    q.ask('Top 5 clients by total spend', ranking(ranked(groupBy(bookings, (b) => b.client, 'sum', price, done), 5)));
    q.ask('How many different clients have booked with us?', count(new Set(bookings.map((b) => b.client)).size));
    q.ask('How many clients have booked more than 5 times?', count([...groupBy(bookings, (b) => b.client, 'count').values()].filter((n) => n > 5).length));
    q.ask('Completed revenue by artist', breakdown(groupBy(bookings, (b) => b.artist, 'sum', price, done)));
    q.ask('How many sessions were cancelled between 1 August and 15 September 2025?', count(countWhere(bookings, (b) => b.status === 'Cancelled' && b.session >= '2025-08-01' && b.session <= '2025-09-15')));
    const july = q.ask('How many sessions did Rosa Vega complete in July?', count(countWhere(bookings, (b) => b.artist === 'Rosa Vega' && done(b) && inMonth('2025-07')(b))));
    q.followUp(july, 'and in August?', count(countWhere(bookings, (b) => b.artist === 'Rosa Vega' && done(b) && inMonth('2025-08')(b))));
    q.ask('What share of completed sessions were cover-ups?', percent(percentOf(countWhere(bookings, (b) => done(b) && b.style === 'Cover-up'), countWhere(bookings, done))));
    q.ask('Longest single session in hours', amount(maxOf(bookings, (b) => b.hours), 1));
    q.ask('Revenue from completed sessions for clients from Washington', amount(sumOf(bookings, price, (b) => done(b) && b.state === 'WA')));
    const pair = new Map([['Dex Moreno', noShowRate('Dex Moreno')], ['Lily Tran', noShowRate('Lily Tran')]]);
    q.ask('Who has the higher no-show rate, Dex Moreno or Lily Tran?', winner(pair));
    q.ask('Total deposits paid by Venmo', amount(sumOf(deposits, (d) => d.amount, (d) => d.method === 'Venmo'), 0));
    q.ask('Which artist has the most sessions on the ribs?', winner(groupBy(bookings, (b) => b.artist, 'count', undefined, (b) => b.placement === 'Ribs')));
    const blackwork = q.ask('How many Blackwork sessions were completed?', count(countWhere(bookings, (b) => done(b) && b.style === 'Blackwork')));
    q.followUp(blackwork, 'And Lettering?', count(countWhere(bookings, (b) => done(b) && b.style === 'Lettering')));

    q.ask('What pain rating do clients give rib tattoos?', decline('no pain ratings'));
    q.ask('Which ink colours did we use most?', decline('no ink data'));
    q.ask('How many clients reported allergic reactions?', decline('no aftercare or reaction records'));
    q.ask('How big were the tattoos in inches, on average?', decline('no size column'));
    q.ask('How much did we sell in aftercare products?', decline('no retail sales'));
    q.ask('How many walk-ins did we get?', decline('no walk-in flag'));
    q.ask('How many sessions are booked for 2026?', decline('sessions end in October 2025'));
    q.ask('What is the average age of our clients?', decline('no age or date of birth'));
    q.ask('How much did clients tip each artist?', decline('no tips recorded'));
    q.ask('How much do we spend on needles each month?', decline('no supply costs'));
    q.ask('Which artist gets the best Google reviews?', decline('no reviews'));
    return { files, questions: q.questions };
  },
};

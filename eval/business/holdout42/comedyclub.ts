// A comedy club's 2025 programme: 317 shows (CSV: night, headliner, room, capacity, ticket price in
// pounds, on or cancelled) and the 7,837 bookings made for them (CSV), sharing Show ID. Traps: show
// ids and booking refs that look numeric, money with the unit in the header ("Amount Paid (£)"),
// refunded and no-show bookings beside confirmed ones, cancelled shows, blank headliners on open mic
// nights, an improv troupe called "Total Chaos Theatre" that is no total, and "Other" nights and a
// group type of "None".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Show { id: number; date: string; night: string; headliner: string | null; room: string; capacity: number; price: number; status: string }
export interface Booking { ref: number; show: number; booked: string; channel: string; seats: number; paid: number; status: string; group: string | null }

const COMICS = ['Priya Nair', "Tom O'Hara", 'Dev Bhattacharya', 'Sally Greenwood', 'Marcus Bell', 'Jen Kowalski', 'Ade Okafor', 'Rhona McLeish', 'Big Steve Dunn', 'Lucy Fairbairn', 'Hamza Iqbal', 'Cat Ellery', 'Owen Pryce', 'Mo Farouk', 'Total Chaos Theatre', 'The Wrong Answers'];
const NIGHTS: [string, number, number, number][] = [['Friday Live', 5, 14, 22], ['Saturday Headliners', 6, 18, 28], ['Open Mic', 2, 4, 6], ['Improv', 4, 10, 14], ['Other', 0, 8, 16]];

export function generate(): { shows: Show[]; bookings: Booking[] } {
  const random = createRandom(52_129);
  const shows: Show[] = [];
  for (let d = '2025-01-02'; d <= '2025-12-31'; d = addDays(d, 1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    for (const [night, day, lo, hi] of NIGHTS) {
      const on = night === 'Other' ? random.chance(0.2) && dow !== 5 && dow !== 6 : night === 'Open Mic' ? dow === day || dow === 0 : dow === day;
      if (!on) continue;
      const room = night === 'Open Mic' || night === 'Improv' || random.chance(0.2) ? 'Cellar Bar' : 'Main Room';
      const headliner = night === 'Open Mic' ? null : night === 'Improv' ? random.pick(['Total Chaos Theatre', 'The Wrong Answers']) : random.pick(COMICS.slice(0, 14));
      shows.push({ id: 0, date: d, night, headliner, room, capacity: room === 'Main Room' ? 180 : 60, price: random.int(lo, hi) + (random.chance(0.5) ? 0.5 : 0), status: random.chance(0.035) ? 'Cancelled' : 'On' });
    }
  }
  shows.forEach((s, i) => (s.id = 3_001 + i));
  const bookings: Booking[] = [];
  for (const s of shows) {
    let left = Math.round(s.capacity * random.float(0.3, 1.0));
    while (left > 0) {
      const seats = Math.min(left, random.weighted([1, 2, 3, 4, 6, 8], [15, 45, 12, 15, 8, 5]));
      left -= seats;
      const roll = random.next();
      const status = s.status === 'Cancelled' ? 'Refunded' : roll < 0.04 ? 'Refunded' : roll < 0.1 ? 'No Show' : 'Confirmed';
      const group = seats >= 6 ? random.weighted(['Birthday', 'Hen Party', 'Stag Do', 'Work Do'], [3, 3, 2, 2]) : random.weighted(['None', '', 'Birthday'], [60, 35, 5]);
      const channel = random.weighted(['Website', 'Box Office', 'Phone', 'Fringe Partner'], [60, 18, 10, 12]);
      bookings.push({ ref: 0, show: s.id, booked: addDays(s.date, -random.int(0, 45)), channel, seats, paid: roundTo(seats * s.price * (seats >= 6 ? 0.9 : 1), 2), status, group: group === '' ? null : group });
    }
  }
  bookings.sort((a, b) => a.booked.localeCompare(b.booked) || a.show - b.show);
  bookings.forEach((b, i) => (b.ref = 250_001 + i));
  return { shows, bookings };
}

const SHOW_COLUMNS: Column<Show>[] = [
  { header: 'Show ID', value: (s) => s.id },
  { header: 'Show Date', value: (s) => s.date },
  { header: 'Night', value: (s) => s.night },
  { header: 'Headliner', value: (s) => s.headliner },
  { header: 'Room', value: (s) => s.room },
  { header: 'Capacity', value: (s) => s.capacity },
  { header: 'Ticket Price (£)', value: (s) => s.price },
  { header: 'Show Status', value: (s) => s.status },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking Ref', value: (b) => b.ref },
  { header: 'Show ID', value: (b) => b.show },
  { header: 'Booked On', value: (b) => b.booked },
  { header: 'Channel', value: (b) => b.channel },
  { header: 'Seats', value: (b) => b.seats },
  { header: 'Amount Paid (£)', value: (b) => b.paid },
  { header: 'Booking Status', value: (b) => b.status },
  { header: 'Group Type', value: (b) => b.group },
];

export const comedyclub: BusinessSchema = {
  name: 'comedyclub',
  description: "A comedy club's 2025 shows (CSV) and the bookings for them with refunds and no-shows (CSV), sharing Show ID",
  async build(dir) {
    const { shows, bookings } = generate();
    const files = [
      await writeCsv(join(dir, 'shows.csv'), SHOW_COLUMNS, shows),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('comedyclub');
    const showOf = new Map(shows.map((s) => [s.id, s]));
    const sh = (b: Booking) => showOf.get(b.show)!;
    const kept = (b: Booking) => b.status !== 'Refunded';
    const money = (b: Booking) => b.paid;
    const seats = (b: Booking) => b.seats;
    const onShow = (s: Show) => s.status === 'On';

    q.ask('How many shows are on the 2025 list?', count(shows.length));
    q.ask('how many shows got cancelled', count(countWhere(shows, (s) => s.status === 'Cancelled')));
    q.ask('Shows by night', countsBy(groupBy(shows, (s) => s.night, 'count')));
    q.ask('How many bookings do we have?', count(bookings.length));
    q.ask('Total seats booked, leaving out refunded bookings', count(sumOf(bookings, seats, kept)));
    q.ask('How much money did we keep from bookings after refunds? (£)', amount(sumOf(bookings, money, kept)));
    q.ask('Total refunded in pounds', amount(sumOf(bookings, money, (b) => b.status === 'Refunded')));
    q.ask('How many bookings were no-shows?', count(countWhere(bookings, (b) => b.status === 'No Show')));
    q.ask('What percentage of bookings were no shows?', percent(percentOf(countWhere(bookings, (b) => b.status === 'No Show'), bookings.length)));
    q.ask('Which headliner sold the most seats? not counting refunds', winner(groupBy(bookings, (b) => sh(b).headliner, 'sum', seats, kept)));
    q.ask('Top 3 headliners by ticket money kept', ranking(ranked(groupBy(bookings, (b) => sh(b).headliner, 'sum', money, kept), 3)));
    q.ask('How many shows did Priya Nair headline?', count(countWhere(shows, (s) => s.headliner === 'Priya Nair')));
    q.ask("How many shows has Tom O'Hara done that weren't cancelled?", count(countWhere(shows, (s) => s.headliner === "Tom O'Hara" && onShow(s))));
    q.ask('Seats sold for Total Chaos Theatre shows, excluding refunds', count(sumOf(bookings, seats, (b) => kept(b) && sh(b).headliner === 'Total Chaos Theatre')));
    q.ask('Average ticket price for Saturday Headliners shows', amount(avgOf(shows, (s) => s.price, (s) => s.night === 'Saturday Headliners')));
    q.ask('Which channel do most bookings come through?', winner(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('Booking money kept by channel, £', breakdown(groupBy(bookings, (b) => b.channel, 'sum', money, kept)));
    q.ask('What share of seats kept were booked via the Fringe Partner?', percent(percentOf(sumOf(bookings, seats, (b) => kept(b) && b.channel === 'Fringe Partner'), sumOf(bookings, seats, kept))));
    const mar = q.ask('How many bookings were made in March 2025?', count(countWhere(bookings, (b) => b.booked.startsWith('2025-03'))));
    q.followUp(mar, 'what about April?', count(countWhere(bookings, (b) => b.booked.startsWith('2025-04'))));
    q.ask('In which month were the most bookings made?', month(busiestMonth(bookings, (b) => b.booked)));
    q.ask('Ticket money kept for shows in Q3', amount(sumOf(bookings, money, (b) => kept(b) && quarterOf(sh(b).date) === 3)));
    q.ask('How many shows were in the Cellar Bar?', count(countWhere(shows, (s) => s.room === 'Cellar Bar')));
    q.ask('Seats kept by room', countsBy(groupBy(bookings, (b) => sh(b).room, 'sum', seats, kept)));
    q.ask('How many open mic nights have no headliner listed?', count(countWhere(shows, (s) => s.night === 'Open Mic' && s.headliner === null)));
    q.ask('How many bookings were Hen Party groups?', count(countWhere(bookings, (b) => b.group === 'Hen Party')));
    q.ask('How many bookings have group type None?', count(countWhere(bookings, (b) => b.group === 'None')));
    q.ask('Bookings with no group type filled in at all?', count(countWhere(bookings, (b) => b.group === null)));
    q.ask('Which group type books the most seats, ignoring None and blanks?', winner(groupBy(bookings, (b) => (b.group === 'None' ? null : b.group), 'sum', seats)));
    q.ask('Average seats per booking', amount(avgOf(bookings, seats), 2));
    q.ask('Largest amount paid on a single booking', amount(maxOf(bookings, money)));
    q.ask('How many bookings were for 6 or more seats?', count(countWhere(bookings, (b) => b.seats >= 6)));
    q.ask('Stag Do bookings between 1 May and 30 September 2025', count(countWhere(bookings, (b) => b.group === 'Stag Do' && b.booked >= '2025-05-01' && b.booked <= '2025-09-30')));
    q.ask('How many distinct headliners played the Main Room?', count(new Set(shows.filter((s) => s.room === 'Main Room' && s.headliner).map((s) => s.headliner)).size));
    q.ask('Money kept from Friday Live shows in December', amount(sumOf(bookings, money, (b) => kept(b) && sh(b).night === 'Friday Live' && sh(b).date.startsWith('2025-12'))));
    q.ask('Average money kept per booking at the Box Office', amount(avgOf(bookings, money, (b) => kept(b) && b.channel === 'Box Office')));
    q.ask('Which night type makes the least money, after refunds?', winner(groupBy(bookings, (b) => sh(b).night, 'sum', money, kept), 'asc'));
    q.ask("Total capacity of the shows that weren't cancelled", count(sumOf(shows, (s) => s.capacity, onShow)));
    q.ask('How many bookings were refunded because the show was cancelled?', count(countWhere(bookings, (b) => sh(b).status === 'Cancelled')));
    q.ask('Bookings made on the day of the show itself', count(countWhere(bookings, (b) => b.booked === sh(b).date)));
    q.ask('How many bookings came in before 2025 started?', count(countWhere(bookings, (b) => b.booked < '2025-01-01')));
    q.ask("What's the priciest ticket we've put on?", amount(maxOf(shows, (s) => s.price)));
    q.ask('seats kept for Other nights', count(sumOf(bookings, seats, (b) => kept(b) && sh(b).night === 'Other')));
    const imp = q.ask('How many improv shows did we run in the first half of 2025, not counting cancelled ones?', count(countWhere(shows, (s) => s.night === 'Improv' && onShow(s) && s.date < '2025-07-01')));
    q.followUp(imp, 'And in the second half?', count(countWhere(shows, (s) => s.night === 'Improv' && onShow(s) && s.date >= '2025-07-01')));

    q.ask('How much did we sell at the bar on Saturday nights?', decline('no bar sales'));
    q.ask('How much do we pay Priya Nair per gig?', decline('no performer fees'));
    q.ask('Which comedian got the best audience reviews?', decline('no reviews'));
    q.ask("What's the age breakdown of our audience?", decline('no customer ages'));
    q.ask('Who are our most loyal regulars?', decline('no customer names'));
    q.ask('How many shows did we put on in 2023?', decline('shows cover 2025 only'));
    q.ask('What time do the shows start?', decline('no start times'));
    q.ask('Which support acts opened for Marcus Bell?', decline('no support acts'));
    q.ask('How much did we spend on Facebook ads?', decline('no marketing spend'));
    q.ask('What will Friday Live sell next month?', decline('a forecast'));
    q.ask('How many walk-ins did we turn away at the door?', decline('no door records'));
    return { files, questions: q.questions };
  },
};

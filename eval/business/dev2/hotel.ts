// Hotel bookings: one XLSX sheet. Traps: check-in dates stored as text ("05 Mar 2024"), nightly
// rates stored as text, a hotel named "Total Comfort Inn" (not a summary row), guest country codes
// "US", "NO" and "IT" (stopwords), booking references with digits, sparse review scores, a header
// with a unit and a slash ("Rate/Night (EUR)"); questions say "reservations", "stays", "nightly rate".
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Booking {
  ref: string;
  guest: string;
  hotel: string;
  roomType: string;
  checkIn: string;
  nights: number;
  rate: number;
  country: string;
  channel: string;
  status: string;
  review: number | null;
}

const HOTELS = ['Harbour View', 'Total Comfort Inn', 'City Lights', 'Alpine Lodge', 'Seaside Resort'];
const ROOMS = ['Single', 'Double', 'Suite', 'Family'];
const ROOM_RATE: Record<string, number> = { Single: 85, Double: 130, Suite: 320, Family: 190 };
const HOTEL_FACTOR: Record<string, number> = { 'Harbour View': 1.2, 'Total Comfort Inn': 0.8, 'City Lights': 1, 'Alpine Lodge': 1.1, 'Seaside Resort': 1.35 };
const COUNTRIES = ['US', 'NO', 'IT', 'DE', 'GB', 'FR', 'ES', 'NL'];
const CHANNELS = ['Direct', 'Online Agency', 'Corporate', 'Walk-in'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): Booking[] {
  const random = createRandom(202);
  const guests = personNames(random, 4_000);
  return Array.from({ length: 6_000 }, (_, i): Booking => {
    const hotel = random.weighted(HOTELS, [22, 18, 26, 16, 18]);
    const roomType = random.weighted(ROOMS, [25, 45, 10, 20]);
    const status = random.weighted(['Confirmed', 'Cancelled', 'No-show'], [81, 15, 4]);
    return {
      ref: `BK-${100_001 + i}`,
      guest: random.pick(guests),
      hotel,
      roomType,
      checkIn: random.date('2023-01-01', '2024-12-31'),
      nights: Math.min(21, 1 + Math.floor(Math.abs(random.normal(0, 4)))),
      rate: Math.round(ROOM_RATE[roomType] * HOTEL_FACTOR[hotel] * (0.75 + random.next() * 0.5) * 100) / 100,
      country: random.weighted(COUNTRIES, [18, 9, 11, 20, 14, 10, 9, 9]),
      channel: random.weighted(CHANNELS, [30, 45, 18, 7]),
      status,
      review: status === 'Confirmed' && random.chance(0.55) ? random.weighted([5, 6, 7, 8, 9, 10], [4, 8, 20, 32, 24, 12]) : null,
    };
  });
}

/** "05 Mar 2024", as a hotel system exports it. */
function written(iso: string): string {
  return `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

const COLUMNS: Column<Booking>[] = [
  { header: 'Booking Ref', value: (b) => b.ref },
  { header: 'Guest', value: (b) => b.guest },
  { header: 'Hotel', value: (b) => b.hotel },
  { header: 'Room Type', value: (b) => b.roomType },
  { header: 'Check-in', value: (b) => written(b.checkIn) },
  { header: 'Nights', value: (b) => b.nights },
  { header: 'Rate/Night (EUR)', value: (b) => b.rate.toFixed(2) },
  { header: 'Guest Country', value: (b) => b.country },
  { header: 'Channel', value: (b) => b.channel },
  { header: 'Status', value: (b) => b.status },
  { header: 'Review Score', value: (b) => b.review },
];

export const hotel: BusinessSchema = {
  name: 'hotel',
  description: 'Hotel bookings: 6,000 bookings (XLSX, dates and rates stored as text)',
  async build(dir) {
    const rows = generate();
    const file = await writeXlsx(join(dir, 'bookings.xlsx'), 'Bookings', COLUMNS, rows);
    const q = questionSet('hotel');
    const rate = (b: Booking) => b.rate;
    const at = (h: string) => (b: Booking) => b.hotel === h;
    const room = (r: string) => (b: Booking) => b.roomType === r;
    const between = (a: string, z: string) => (b: Booking) => b.checkIn >= a && b.checkIn <= z;

    q.ask('How many bookings came from US guests?', count(countWhere(rows, (b) => b.country === 'US')));
    q.ask('no. of bookings by guests from NO', count(countWhere(rows, (b) => b.country === 'NO')));
    q.ask('How many reservations at the Total Comfort Inn?', count(countWhere(rows, at('Total Comfort Inn'))));
    q.ask("what's the avg nightly rate for suites?", amount(avgOf(rows, rate, room('Suite'))));
    q.ask('average number of nights per booking', amount(avgOf(rows, (b) => b.nights)));
    q.ask('Which hotel has the most bookings?', winner(groupBy(rows, (b) => b.hotel, 'count')));
    q.ask('Which room type has the highest average rate?', winner(groupBy(rows, (b) => b.roomType, 'avg', rate)));
    q.ask('show me bookings per channel', countsBy(groupBy(rows, (b) => b.channel, 'count')));
    q.ask('How many bookings were cancelled?', count(countWhere(rows, (b) => b.status === 'Cancelled')));
    q.ask('What is the cancellation rate?', percent(percentOf(countWhere(rows, (b) => b.status === 'Cancelled'), rows.length)));
    q.ask('How many check-ins in March 2024?', count(countWhere(rows, between('2024-03-01', '2024-03-31'))));
    q.ask('bookings during 2023', count(countWhere(rows, between('2023-01-01', '2023-12-31'))));
    q.ask('How many guests checked in between Jan 5 and Feb 10, 2024?', count(countWhere(rows, between('2024-01-05', '2024-02-10'))));
    q.ask('number of bookings in Q2 2024', count(countWhere(rows, between('2024-04-01', '2024-06-30'))));
    q.ask('How many stays were longer than 7 nights?', count(countWhere(rows, (b) => b.nights > 7)));
    q.ask('bookings with at least 5 nights', count(countWhere(rows, (b) => b.nights >= 5)));
    q.ask('How many bookings had a rate over 300 EUR?', count(countWhere(rows, (b) => b.rate > 300)));
    q.ask('average review score at Alpine Lodge', amount(avgOf(rows, (b) => b.review, at('Alpine Lodge'))));
    q.ask('how many bookings have no review score?', count(countWhere(rows, (b) => b.review === null)));
    q.ask('Top 3 hotels by total nights', ranking(ranked(groupBy(rows, (b) => b.hotel, 'sum', (b) => b.nights), 3)));
    q.ask('total nights booked by channel', breakdown(groupBy(rows, (b) => b.channel, 'sum', (b) => b.nights), 0));
    q.ask(
      'Compare the average rate at Harbour View and Seaside Resort',
      breakdown(groupBy(rows, (b) => b.hotel, 'avg', rate, (b) => b.hotel === 'Harbour View' || b.hotel === 'Seaside Resort')),
    );
    q.ask('percentage of bookings from the Online Agency channel', percent(percentOf(countWhere(rows, (b) => b.channel === 'Online Agency'), rows.length)));
    q.ask('what is the highest nightly rate at City Lights?', amount(maxOf(rows, rate, at('City Lights'))));
    q.ask('lowest rate for a Single room', amount(minOf(rows, rate, room('Single'))));
    q.ask('Which guest country books the most suites?', winner(groupBy(rows, (b) => b.country, 'count', undefined, room('Suite'))));
    q.ask('How many no-shows were there in 2024?', count(countWhere(rows, (b) => b.status === 'No-show' && b.checkIn.startsWith('2024'))));
    q.ask('Total nights for Family rooms in 2023', count(sumOf(rows, (b) => b.nights, (b) => b.roomType === 'Family' && b.checkIn.startsWith('2023'))));
    q.ask('When was the earliest check-in?', day(dateRange(rows, (b) => b.checkIn).first));
    q.ask('average review score of guests from IT', amount(avgOf(rows, (b) => b.review, (b) => b.country === 'IT')));
    q.ask('avg rate per room type', breakdown(groupBy(rows, (b) => b.roomType, 'avg', rate)));
    const alpine = q.ask('How many bookings at Alpine Lodge?', count(countWhere(rows, at('Alpine Lodge'))));
    const seaside = q.followUp(alpine, 'and at Seaside Resort?', count(countWhere(rows, at('Seaside Resort'))));
    q.followUp(seaside, 'how many of them were cancelled?', count(countWhere(rows, (b) => b.hotel === 'Seaside Resort' && b.status === 'Cancelled')));

    q.ask('What is the average room temperature?', decline('no temperature column'));
    q.ask('How many bookings at the Grand Budapest Hotel?', decline('no such hotel'));
    q.ask('How many bookings were made in 2019?', decline('the check-ins start in 2023'));
    q.ask('What is the occupancy rate of Harbour View?', decline('no room capacity in the data'));
    q.ask('Why do guests cancel their bookings?', decline('a cause, not in the data'));
    q.ask('How many bookings will we get next summer?', decline('a prediction'));
    q.ask('Which hotel has the friendliest staff?', decline('an opinion'));
    q.ask('How many bookings came from guests in BR?', decline('no guest from BR'));
    return { files: [file], questions: q.questions };
  },
};

// Hotel bookings: a guests lookup table and a bookings fact table sharing guest_id (both CSV).
// Traps: guest countries "US", "IT" and "NO" (stopwords in short capitals), a hotel named "Total
// Comfort Inn" and a column named "Total (EUR)" (neither is a summary row), numeric booking_id and
// guest_id (never measures), blank channels, loyalty tiers and review scores, currency in headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Guest {
  guest_id: number;
  full_name: string;
  country: string;
  loyalty_tier: string | null;
  profile_created: string;
}

interface Booking {
  booking_id: number;
  guest_id: number;
  hotel: string;
  room_type: string;
  channel: string | null;
  arrival_date: string;
  nights: number;
  adults: number;
  lead_time_days: number;
  rate: number;
  total: number;
  status: string;
  review_score: number | null;
}

const COUNTRIES = ['US', 'GB', 'DE', 'IT', 'NO', 'FR', 'ES', 'NL', 'PT'];
const COUNTRY_WEIGHTS = [18, 16, 15, 10, 6, 12, 9, 8, 6];
const TIERS = ['Blue', 'Silver', 'Gold', 'Platinum'];
const HOTELS = [
  'Harbour View Lisbon', 'Alpine Lodge Innsbruck', 'Total Comfort Inn', 'Canal House Amsterdam',
  'Old Town Suites Prague', 'Seaside Resort Algarve', 'Riverside Hotel Porto', 'Grand Plaza Vienna',
];
const HOTEL_WEIGHTS = [16, 9, 14, 12, 10, 13, 11, 15];
const BASE_RATE: Record<string, number> = {
  'Harbour View Lisbon': 142, 'Alpine Lodge Innsbruck': 168, 'Total Comfort Inn': 89, 'Canal House Amsterdam': 185,
  'Old Town Suites Prague': 118, 'Seaside Resort Algarve': 156, 'Riverside Hotel Porto': 104, 'Grand Plaza Vienna': 174,
};
const ROOM_TYPES = ['Standard', 'Deluxe', 'Suite', 'Family'];
const ROOM_FACTOR: Record<string, number> = { Standard: 1, Deluxe: 1.35, Suite: 2.1, Family: 1.55 };
const CHANNELS = ['Direct', 'Booking.com', 'Expedia', 'Travel Agent', 'Corporate'];
// Summer stays cost more than winter ones, so monthly figures differ the way a hotel's do.
const SEASON = [0.8, 0.78, 0.88, 0.95, 1.02, 1.15, 1.28, 1.3, 1.08, 0.95, 0.85, 0.98];

function generate(): { guests: Guest[]; bookings: Booking[] } {
  const random = createRandom(4242);
  const guests = personNames(random, 3_000).map((full_name, i) => ({
    guest_id: 50_001 + i,
    full_name,
    country: random.weighted(COUNTRIES, COUNTRY_WEIGHTS),
    loyalty_tier: random.chance(0.42) ? null : random.weighted(TIERS, [45, 30, 17, 8]),
    profile_created: random.date('2019-01-01', '2025-06-30'),
  }));
  const bookings = Array.from({ length: 42_000 }, (_, i): Booking => {
    const guest = guests[Math.floor(random.next() ** 1.4 * guests.length)];
    const hotel = random.weighted(HOTELS, HOTEL_WEIGHTS);
    const room_type = random.weighted(ROOM_TYPES, [52, 27, 8, 13]);
    const arrival_date = random.date('2023-01-01', '2025-06-30');
    const nights = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14], [14, 20, 18, 13, 9, 6, 9, 3, 3, 2, 3]);
    const rate = roundTo(BASE_RATE[hotel] * ROOM_FACTOR[room_type] * SEASON[Number(arrival_date.slice(5, 7)) - 1] * (0.88 + random.next() * 0.24), 2);
    const status = random.weighted(['Completed', 'Cancelled', 'No-show'], [82, 15, 3]);
    return {
      booking_id: 700_001 + i,
      guest_id: guest.guest_id,
      hotel,
      room_type,
      channel: random.chance(0.04) ? null : random.weighted(CHANNELS, [28, 31, 19, 9, 13]),
      arrival_date,
      nights,
      adults: room_type === 'Family' ? random.int(2, 4) : random.weighted([1, 2, 3], [35, 58, 7]),
      lead_time_days: random.int(0, 180),
      rate,
      total: roundTo(rate * nights, 2),
      status,
      review_score: status === 'Completed' && random.chance(0.55) ? random.weighted([2, 3, 4, 5, 6, 7, 8, 9, 10], [2, 2, 3, 5, 8, 16, 26, 24, 14]) : null,
    };
  });
  return { guests, bookings };
}

const GUEST_COLUMNS: Column<Guest>[] = [
  { header: 'guest_id', value: (g) => g.guest_id },
  { header: 'full_name', value: (g) => g.full_name },
  { header: 'country', value: (g) => g.country },
  { header: 'loyalty_tier', value: (g) => g.loyalty_tier },
  { header: 'profile_created', value: (g) => g.profile_created },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.booking_id },
  { header: 'guest_id', value: (b) => b.guest_id },
  { header: 'hotel', value: (b) => b.hotel },
  { header: 'room_type', value: (b) => b.room_type },
  { header: 'channel', value: (b) => b.channel },
  { header: 'arrival_date', value: (b) => b.arrival_date },
  { header: 'nights', value: (b) => b.nights },
  { header: 'adults', value: (b) => b.adults },
  { header: 'lead_time_days', value: (b) => b.lead_time_days },
  { header: 'Rate per night (EUR)', value: (b) => b.rate },
  { header: 'Total (EUR)', value: (b) => b.total },
  { header: 'status', value: (b) => b.status },
  { header: 'review_score', value: (b) => b.review_score },
];

export const hotels: BusinessSchema = {
  name: 'hotels',
  description: 'Hotel bookings: 3,000 guests and 42,000 bookings sharing guest_id (CSV)',
  async build(dir) {
    const { guests, bookings: rows } = generate();
    const files = [
      await writeCsv(join(dir, 'guests.csv'), GUEST_COLUMNS, guests),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, rows),
    ];
    const q = questionSet('hotels');
    const guestOf = new Map(guests.map((g) => [g.guest_id, g]));
    const guest = (b: Booking) => guestOf.get(b.guest_id)!;
    const rate = (b: Booking) => b.rate;
    const total = (b: Booking) => b.total;
    const nights = (b: Booking) => b.nights;
    const completed = (b: Booking) => b.status === 'Completed';
    const atHotel = (h: string) => (b: Booking) => b.hotel === h;
    const arrivedIn = (period: string) => (b: Booking) => b.arrival_date.startsWith(period);
    const between = (from: string, to: string) => (b: Booking) => b.arrival_date >= from && b.arrival_date <= to;
    const cancelledShare = (where: (b: Booking) => boolean) =>
      percentOf(countWhere(rows, (b) => where(b) && b.status === 'Cancelled'), countWhere(rows, where));

    q.ask('How many bookings are in the data?', count(rows.length));
    q.ask('how many bookings did Total Comfort Inn get?', count(countWhere(rows, atHotel('Total Comfort Inn'))));
    q.ask("what's the avg nightly rate for suites?", amount(avgOf(rows, rate, (b) => b.room_type === 'Suite')));
    q.ask('How many reservations have an arrival date in March 2024?', count(countWhere(rows, arrivedIn('2024-03'))));
    q.ask('Total revenue from completed stays arriving in 2024', amount(sumOf(rows, total, (b) => completed(b) && arrivedIn('2024')(b))));
    q.ask('Which hotel has the most bookings?', winner(groupBy(rows, (b) => b.hotel, 'count')));
    q.ask('Which hotel made the least money from completed stays?', winner(groupBy(rows, (b) => b.hotel, 'sum', total, completed), 'asc'));
    q.ask('Top 3 hotels by total nights booked', ranking(ranked(groupBy(rows, (b) => b.hotel, 'sum', nights), 3)));
    q.ask(
      'no. of cancelled bookings with arrival in Q3 2024',
      count(countWhere(rows, (b) => b.status === 'Cancelled' && arrivedIn('2024')(b) && quarterOf(b.arrival_date) === 3)),
    );
    q.ask('What percentage of bookings were cancelled?', percent(cancelledShare(() => true)));
    q.ask('Show me the number of bookings per room type', countsBy(groupBy(rows, (b) => b.room_type, 'count')));
    q.ask('Give me the average length of stay in nights by hotel', breakdown(groupBy(rows, (b) => b.hotel, 'avg', nights)));
    q.ask('What is the average lead time in days for bookings made through Booking.com?', amount(avgOf(rows, (b) => b.lead_time_days, (b) => b.channel === 'Booking.com')));
    q.ask('How many bookings have no booking channel recorded?', count(countWhere(rows, (b) => b.channel === null)));
    q.ask('Which booking channel has the highest average rate per night?', winner(groupBy(rows, (b) => b.channel, 'avg', rate)));
    q.ask('How many bookings were for stays longer than a week?', count(countWhere(rows, (b) => b.nights > 7)));
    q.ask('count of bookings with at least 3 adults', count(countWhere(rows, (b) => b.adults >= 3)));
    q.ask('average review score at Harbour View Lisbon', amount(avgOf(rows, (b) => b.review_score, atHotel('Harbour View Lisbon'))));
    q.ask('How many stays got a review score under 5?', count(countWhere(rows, (b) => b.review_score !== null && b.review_score < 5)));
    q.ask(
      'Compare the average nightly rate of Deluxe and Standard rooms',
      breakdown(groupBy(rows, (b) => b.room_type, 'avg', rate, (b) => b.room_type === 'Deluxe' || b.room_type === 'Standard')),
    );
    q.ask('What was the most expensive single booking, in euros?', amount(maxOf(rows, total)));
    q.ask('When was the earliest arrival?', day(dateRange(rows, (b) => b.arrival_date).first));
    q.ask('Which month in 2024 had the most arrivals?', month(busiestMonth(rows, (b) => b.arrival_date, arrivedIn('2024'))));
    q.ask(
      'Between 1 May 2024 and 30 June 2024, how many arrivals were there at Seaside Resort Algarve?',
      count(countWhere(rows, (b) => atHotel('Seaside Resort Algarve')(b) && between('2024-05-01', '2024-06-30')(b))),
    );
    q.ask('How many arrivals since 2025?', count(countWhere(rows, (b) => b.arrival_date >= '2025-01-01')));
    q.ask('What was the adult headcount for arrivals in July 2024?', count(sumOf(rows, (b) => b.adults, arrivedIn('2024-07'))));
    q.ask(
      'List the room types whose average nightly rate is over 200 EUR',
      names([...groupBy(rows, (b) => b.room_type, 'avg', rate)].filter(([, avg]) => avg > 200).map(([type]) => type)),
    );
    q.ask('Which room type has the most no-shows?', winner(groupBy(rows, (b) => b.room_type, 'count', undefined, (b) => b.status === 'No-show')));

    q.ask('How many guests are from NO?', count(countWhere(guests, (g) => g.country === 'NO')));
    q.ask('How many guest profiles were created in 2023?', count(countWhere(guests, (g) => g.profile_created.startsWith('2023'))));
    q.ask('How many bookings were made by Platinum members?', count(countWhere(rows, (b) => guest(b).loyalty_tier === 'Platinum')));
    q.ask('What is the total value of completed stays by guests from the US?', amount(sumOf(rows, total, (b) => completed(b) && guest(b).country === 'US')));
    q.ask('Which loyalty tier spent the most on completed stays?', winner(groupBy(rows, (b) => guest(b).loyalty_tier, 'sum', total, completed)));
    q.ask('Number of bookings by guest country', countsBy(groupBy(rows, (b) => guest(b).country, 'count')));
    q.ask('Who are our top 5 guests by spend on completed stays?', ranking(ranked(groupBy(rows, (b) => guest(b).full_name, 'sum', total, completed), 5)));
    q.ask("What's the average nightly rate paid by Gold tier guests?", amount(avgOf(rows, rate, (b) => guest(b).loyalty_tier === 'Gold')));
    q.ask('What percentage of bookings by guests from IT were cancelled?', percent(cancelledShare((b) => guest(b).country === 'IT')));

    const vienna = q.ask('How many bookings did Grand Plaza Vienna have with arrival in 2024?', count(countWhere(rows, (b) => atHotel('Grand Plaza Vienna')(b) && arrivedIn('2024')(b))));
    const comfort = q.followUp(vienna, 'and for Total Comfort Inn?', count(countWhere(rows, (b) => atHotel('Total Comfort Inn')(b) && arrivedIn('2024')(b))));
    q.followUp(comfort, 'what about 2023?', count(countWhere(rows, (b) => atHotel('Total Comfort Inn')(b) && arrivedIn('2023')(b))));
    const amsterdam = q.ask('average nightly rate at Canal House Amsterdam', amount(avgOf(rows, rate, atHotel('Canal House Amsterdam'))));
    q.followUp(amsterdam, 'And at Old Town Suites Prague?', amount(avgOf(rows, rate, atHotel('Old Town Suites Prague'))));

    q.ask('What is the average age of our guests?', decline('no age or birth date column'));
    q.ask('How many bookings did our Paris hotel have?', decline('no hotel in Paris'));
    q.ask('How many guests arrived in 2021?', decline('arrivals start in 2023'));
    q.ask('Why were there so many cancellations in summer 2024?', decline('causes are not in the data'));
    q.ask('How many bookings will we get next year?', decline('a prediction'));
    q.ask('Which hotel has the nicest rooms?', decline('an opinion'));
    q.ask('What is the total spa and restaurant revenue?', decline('no spa or restaurant revenue column'));
    q.ask('How many bookings came from guests from Brazil?', decline('no guest from Brazil'));
    q.ask('How many bookings were made through Airbnb?', decline('no Airbnb channel'));
    return { files, questions: q.questions };
  },
};

// A hot air balloon ride company: about a thousand scheduled flights over two seasons (CSV: launch
// site, slot, pilot, balloon, basket seats, status, minutes aloft) and the passengers booked on them
// (XLSX, one row a passenger) sharing `flight_id`. Traps: flight ids that look numeric (never summed),
// the ticket price with the unit in the header ("Price (£)"), minutes aloft blank for flights that
// never left the ground, cancelled flights whose passengers were rebooked or refunded, an occasion
// column whose commonest value is "None", pilot names with spaces, and a ticket type called
// "Total Sky Experience" that is no total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

export interface Flight {
  id: number;
  date: string;
  slot: string;
  site: string;
  pilot: string;
  balloon: string;
  seats: number;
  status: string;
  minutes: number | null;
}

export interface Passenger {
  ref: string;
  flight: number;
  name: string;
  ticket: string;
  price: number;
  paidBy: string;
  occasion: string;
  weight: number | null;
  status: string;
}

const SITES = ['Longleat Park', 'Bath Racecourse', 'Cotswold Water Park', 'Stourhead Meadow'];
const SITE_WEIGHT = [0.36, 0.3, 0.22, 0.16];
const PILOTS = ['Tom Harker', 'Jess Ablewhite', 'Rob McKenna', 'Priya Lal', 'Dave Oakes', 'Ellen Marsh-Price'];
const PILOT_WEIGHT = [26, 22, 18, 14, 12, 8];
// registration, basket seats
const BALLOONS: [string, number][] = [['G-CLDY', 16], ['G-SKYE', 12], ['G-WNDY', 20], ['G-BRZE', 8], ['G-AWAY', 16]];
// ticket type, price, weight
const TICKETS: [string, number, number][] = [
  ['Standard', 169, 46],
  ['Flexi Anytime', 219, 24],
  ['Weekday Saver', 139, 18],
  ['Total Sky Experience', 289, 8],
  ['Private Basket', 450, 4],
];
const FIRST = ['Sarah', 'James', 'Emma', 'Oliver', 'Sophie', 'Harry', 'Grace', 'Jack', 'Amelia', 'George', 'Lucy', 'Alfie', 'Mia', 'Noah', 'Ruth', 'Ian', 'Megan', 'Kieran'];
const LAST = ['Jones', 'Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Hughes', 'Patel', 'Clarke', 'Walker', 'Wright', 'Hall', 'Green', 'Wood', 'Lloyd', 'Fraser'];

export function generateBalloons(): { flights: Flight[]; passengers: Passenger[] } {
  const random = createRandom(49_011);
  const flights: Flight[] = [];
  const seasons: [string, string][] = [['2024-04-01', '2024-10-31'], ['2025-04-01', '2025-10-31']];
  for (const [from, to] of seasons) {
    for (let d = from; d <= to; d = addDays(d, 1)) {
      for (const slot of ['Dawn', 'Evening']) {
        const n = random.weighted([0, 1, 2, 3], [28, 36, 26, 10]);
        for (let i = 0; i < n; i++) {
          const [balloon, seats] = random.pick(BALLOONS);
          const summer = d.slice(5, 7) >= '06' && d.slice(5, 7) <= '08';
          const roll = random.next();
          const status = roll < (summer ? 0.16 : 0.3) ? 'Weather cancelled' : roll < (summer ? 0.19 : 0.33) ? 'Technical cancelled' : 'Flown';
          flights.push({
            id: 0,
            date: d,
            slot,
            site: random.weighted(SITES, SITE_WEIGHT),
            pilot: random.weighted(PILOTS, PILOT_WEIGHT),
            balloon,
            seats,
            status,
            minutes: status === 'Flown' ? random.int(45, 85) : null,
          });
        }
      }
    }
  }
  flights.forEach((f, i) => (f.id = 31_001 + i));
  const passengers: Passenger[] = [];
  for (const f of flights) {
    const n = random.int(Math.floor(f.seats * 0.35), f.seats);
    const privateFlight = random.chance(0.04);
    for (let i = 0; i < n; i++) {
      const [ticket, price] = privateFlight ? TICKETS[4] : random.weighted(TICKETS.slice(0, 4), TICKETS.slice(0, 4).map((t) => t[2]));
      const status = f.status === 'Flown' ? (random.chance(0.04) ? 'No show' : 'Flew') : random.chance(0.78) ? 'Rebooked' : 'Refunded';
      passengers.push({
        ref: '',
        flight: f.id,
        name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
        ticket,
        price: privateFlight ? 225 : price,
        paidBy: random.weighted(['Card', 'Gift voucher', 'Bank transfer'], [52, 40, 8]),
        occasion: random.weighted(['None', 'Birthday', 'Anniversary', 'Proposal', 'Retirement'], [50, 26, 14, 4, 6]),
        weight: random.chance(0.15) ? null : Math.round(random.normal(78, 14)),
        status,
      });
    }
  }
  passengers.forEach((p, i) => (p.ref = `BLN-${String(4_101 + i).padStart(6, '0')}`));
  return { flights, passengers };
}

const FLIGHT_COLUMNS: Column<Flight>[] = [
  { header: 'flight_id', value: (f) => f.id },
  { header: 'flight_date', value: (f) => f.date },
  { header: 'slot', value: (f) => f.slot },
  { header: 'launch_site', value: (f) => f.site },
  { header: 'pilot', value: (f) => f.pilot },
  { header: 'balloon', value: (f) => f.balloon },
  { header: 'basket_seats', value: (f) => f.seats },
  { header: 'status', value: (f) => f.status },
  { header: 'Duration (mins)', value: (f) => f.minutes },
];

const PASSENGER_COLUMNS: Column<Passenger>[] = [
  { header: 'booking_ref', value: (p) => p.ref },
  { header: 'flight_id', value: (p) => p.flight },
  { header: 'passenger_name', value: (p) => p.name },
  { header: 'ticket_type', value: (p) => p.ticket },
  { header: 'Price (£)', value: (p) => p.price },
  { header: 'paid_by', value: (p) => p.paidBy },
  { header: 'occasion', value: (p) => p.occasion },
  { header: 'Weight (kg)', value: (p) => p.weight },
  { header: 'passenger_status', value: (p) => p.status },
];

export const balloonrides: BusinessSchema = {
  name: 'balloonrides',
  description: "A hot air balloon ride company: ~1,000 flights in the 2024 and 2025 seasons (CSV) and the passengers booked on them (XLSX) sharing flight_id",
  async build(dir) {
    const { flights, passengers } = generateBalloons();
    const files = [
      await writeCsv(join(dir, 'flights.csv'), FLIGHT_COLUMNS, flights),
      await writeXlsx(join(dir, 'passengers.xlsx'), 'Passengers', PASSENGER_COLUMNS, passengers),
    ];
    const q = questionSet('balloonrides');
    const flightOf = new Map(flights.map((f) => [f.id, f]));
    const fl = (p: Passenger) => flightOf.get(p.flight)!;
    const flown = (f: Flight) => f.status === 'Flown';
    const flew = (p: Passenger) => p.status === 'Flew';
    const inYear = (y: string) => (f: Flight) => f.date.startsWith(y);
    const mins = (f: Flight) => f.minutes;
    const price = (p: Passenger) => p.price;

    q.ask('How many flights did we schedule altogether?', count(flights.length));
    q.ask('How many flights actually went up?', count(countWhere(flights, flown)));
    q.ask('How many flights were cancelled because of the weather?', count(countWhere(flights, (f) => f.status === 'Weather cancelled')));
    q.ask('flights by status', countsBy(groupBy(flights, (f) => f.status, 'count')));
    q.ask('What percentage of scheduled flights were cancelled for any reason?', percent(percentOf(countWhere(flights, (f) => !flown(f)), flights.length)));
    q.ask('How many passenger bookings are there in total?', count(passengers.length));
    q.ask('How many passengers actually flew with us?', count(countWhere(passengers, flew)));
    q.ask('How many passengers were no shows?', count(countWhere(passengers, (p) => p.status === 'No show')));
    q.ask('How many passengers were refunded?', count(countWhere(passengers, (p) => p.status === 'Refunded')));
    q.ask('Total refunded to passengers in pounds', amount(sumOf(passengers, price, (p) => p.status === 'Refunded')));
    q.ask('What was the average flight time in minutes for flights that went up?', amount(avgOf(flights, mins, flown), 1));
    q.ask('What was the longest flight in minutes?', amount(maxOf(flights, mins), 0));
    q.ask('Which launch site had the most flights go up?', winner(groupBy(flights, (f) => f.site, 'count', undefined, flown)));
    q.ask('Flights flown by launch site', countsBy(groupBy(flights, (f) => f.site, 'count', undefined, flown)));
    q.ask('Which pilot flew the most flights in 2025?', winner(groupBy(flights, (f) => f.pilot, 'count', undefined, (f) => flown(f) && inYear('2025')(f))));
    q.ask('How many flights did Jess Ablewhite fly in 2024?', count(countWhere(flights, (f) => f.pilot === 'Jess Ablewhite' && flown(f) && inYear('2024')(f))));
    q.ask('Total minutes in the air per pilot', breakdown(groupBy(flights, (f) => f.pilot, 'sum', mins), 0));
    q.ask('How many hours did balloon G-WNDY spend in the air in total?', amount(sumOf(flights, mins, (f) => f.balloon === 'G-WNDY') / 60, 1));
    q.ask('Which balloon had the most weather cancellations?', winner(groupBy(flights, (f) => f.balloon, 'count', undefined, (f) => f.status === 'Weather cancelled')));
    q.ask('How many dawn flights went up in 2025?', count(countWhere(flights, (f) => f.slot === 'Dawn' && flown(f) && inYear('2025')(f))));
    q.ask('Dawn vs evening: what share of evening flights were cancelled?', percent(percentOf(countWhere(flights, (f) => f.slot === 'Evening' && !flown(f)), countWhere(flights, (f) => f.slot === 'Evening'))));
    q.ask('Which month had the most flights scheduled?', month(busiestMonth(flights, (f) => f.date)));
    q.ask('How many flights were scheduled in July 2025?', count(countWhere(flights, (f) => f.date.startsWith('2025-07'))));
    q.ask('How many flights went up between 1 May and 15 June 2024?', count(countWhere(flights, (f) => flown(f) && f.date >= '2024-05-01' && f.date <= '2024-06-15')));
    q.ask('How many flights were cancelled in Q2 2025?', count(countWhere(flights, (f) => !flown(f) && inYear('2025')(f) && quarterOf(f.date) === 2)));
    q.ask('How much did passengers who flew pay in total?', amount(sumOf(passengers, price, flew)));
    q.ask('What did passengers who flew in 2025 pay in total?', amount(sumOf(passengers, price, (p) => flew(p) && inYear('2025')(fl(p)))));
    q.ask('Average ticket price (£) across all bookings', amount(avgOf(passengers, price), 2));
    q.ask('Bookings by ticket type', countsBy(groupBy(passengers, (p) => p.ticket, 'count')));
    q.ask('How many Total Sky Experience tickets were booked?', count(countWhere(passengers, (p) => p.ticket === 'Total Sky Experience')));
    q.ask('Which ticket type brought in the most money from passengers who flew?', winner(groupBy(passengers, (p) => p.ticket, 'sum', price, flew)));
    q.ask('How many passengers paid with a gift voucher?', count(countWhere(passengers, (p) => p.paidBy === 'Gift voucher')));
    q.ask('What percentage of bookings were paid by gift voucher?', percent(percentOf(countWhere(passengers, (p) => p.paidBy === 'Gift voucher'), passengers.length)));
    q.ask('How many passengers flew for a proposal?', count(countWhere(passengers, (p) => p.occasion === 'Proposal' && flew(p))));
    q.ask('How many bookings had no special occasion (occasion None)?', count(countWhere(passengers, (p) => p.occasion === 'None')));
    q.ask('Bookings by occasion', countsBy(groupBy(passengers, (p) => p.occasion, 'count')));
    q.ask('What is the average passenger weight in kg?', amount(avgOf(passengers, (p) => p.weight), 1));
    q.ask('How many bookings have no weight recorded?', count(countWhere(passengers, (p) => p.weight === null)));
    q.ask('Which launch site had the most passengers fly?', winner(groupBy(passengers, (p) => fl(p).site, 'count', undefined, flew)));
    q.ask('Passengers who flew by launch site', countsBy(groupBy(passengers, (p) => fl(p).site, 'count', undefined, flew)));
    q.ask('Top 3 pilots by number of passengers flown', ranking(ranked(groupBy(passengers, (p) => fl(p).pilot, 'count', undefined, flew), 3)));
    q.ask('How many passengers flew from Bath Racecourse in August 2025?', count(countWhere(passengers, (p) => flew(p) && fl(p).site === 'Bath Racecourse' && fl(p).date.startsWith('2025-08'))));
    const y24 = q.ask('Ticket money from passengers who flew in 2024', amount(sumOf(passengers, price, (p) => flew(p) && inYear('2024')(fl(p)))));
    q.followUp(y24, 'and just from Longleat Park?', amount(sumOf(passengers, price, (p) => flew(p) && inYear('2024')(fl(p)) && fl(p).site === 'Longleat Park')));
    q.ask('How many passengers were rebooked because their flight was weather cancelled?', count(countWhere(passengers, (p) => p.status === 'Rebooked' && fl(p).status === 'Weather cancelled')));
    q.ask('On average how many passengers flew per flight that went up?', amount(countWhere(passengers, flew) / countWhere(flights, flown), 1));
    q.ask('Which month of 2025 had the most passengers fly?', month(busiestMonth(passengers, (p) => fl(p).date, (p) => flew(p) && inYear('2025')(fl(p)))));
    q.ask('Average flight time in minutes by launch site, flights flown only', breakdown(groupBy(flights, (f) => f.site, 'avg', mins, flown), 1));

    q.ask('How much did we spend on propane gas in 2025?', decline('no fuel or cost data'));
    q.ask('What was the wind speed on the days we cancelled?', decline('no weather readings, only a status'));
    q.ask('Where did each flight land?', decline('no landing site column'));
    q.ask('How many passengers came back for a second flight?', decline('no passenger id; names repeat across different people'));
    q.ask('What is our profit per flight?', decline('no costs'));
    q.ask('How many flights did we run in 2023?', decline('flights start in April 2024'));
    q.ask('How old are our passengers on average?', decline('no age column'));
    q.ask('Which pilot has the best customer reviews?', decline('no ratings'));
    q.ask('How many flights will the weather cancel next season?', decline('a forecast'));
    q.ask('How much did we pay the pilots?', decline('no pay data'));
    q.ask('What altitude did the balloons reach?', decline('no altitude column'));
    return { files, questions: q.questions };
  },
};

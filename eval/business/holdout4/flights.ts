// An airline: a flight schedule (Parquet, 1,200 departures from Oslo and Bergen) and 150,000
// bookings on them (CSV) sharing `flight_id`. Traps: destination and passenger countries "NO",
// "IT", "US" and "ID" (stopwords, and a word that reads like an identifier column), the agency
// "Total Travel AS" (not a summary row), numeric flight_id and booking_id (never measures), a
// flight number beside the id, blank delays, agencies and loyalty tiers, euros and kilometres in
// headers, a flight status and a booking status of four values each, and a tie between countries.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Flight {
  flight_id: number;
  flight_no: string;
  dep_date: string;
  dep_time: string;
  origin: string;
  destination: string;
  destination_city: string;
  dest_country: string;
  aircraft: string;
  seats: number;
  distance_km: number;
  status: string;
  delay_min: number | null;
}

interface Booking {
  booking_id: number;
  flight_id: number;
  booked_on: string;
  cabin: string;
  fare: number;
  bags: number;
  channel: string;
  agency: string | null;
  passenger_country: string;
  loyalty_tier: string | null;
  status: string;
}

// Destination airport, city, country, distance from Oslo in km, weekly weight. NO, IT and ES have
// three destinations each and no country more: "which country has the most destinations" is a tie.
const ROUTES: [string, string, string, number, number][] = [
  ['TRD', 'Trondheim', 'NO', 392, 9], ['TOS', 'Tromsø', 'NO', 1_115, 7], ['BOO', 'Bodø', 'NO', 806, 4],
  ['FCO', 'Rome', 'IT', 2_010, 6], ['MXP', 'Milan', 'IT', 1_630, 5], ['NAP', 'Naples', 'IT', 2_180, 2],
  ['BCN', 'Barcelona', 'ES', 2_170, 6], ['AGP', 'Malaga', 'ES', 2_700, 5], ['LPA', 'Las Palmas', 'ES', 4_140, 3],
  ['JFK', 'New York', 'US', 5_920, 3], ['MIA', 'Miami', 'US', 8_000, 1],
  ['LHR', 'London', 'GB', 1_200, 8], ['CDG', 'Paris', 'FR', 1_340, 5], ['DPS', 'Denpasar', 'ID', 11_300, 1],
];
const AIRCRAFT: Record<string, { seats: number; maxKm: number; weight: number }> = {
  'E190': { seats: 112, maxKm: 2_500, weight: 3 },
  'A320neo': { seats: 180, maxKm: 5_000, weight: 6 },
  'B737-800': { seats: 186, maxKm: 5_000, weight: 5 },
  'A321neo': { seats: 212, maxKm: 6_000, weight: 2 },
  'B787-9': { seats: 290, maxKm: 14_000, weight: 1 },
};
const FLIGHT_STATUSES = ['On time', 'Delayed', 'Cancelled', 'Diverted'];
const CABINS = ['Economy', 'Premium', 'Business'];
const CABIN_FACTOR: Record<string, number> = { Economy: 1, Premium: 1.7, Business: 3.2 };
const CHANNELS = ['Web', 'App', 'Travel agent', 'Call centre'];
const AGENCIES = ['Total Travel AS', 'Nordic Tours', 'Ving', 'Berg Reiser'];
const PASSENGER_COUNTRIES = ['NO', 'SE', 'DK', 'IT', 'US', 'GB', 'DE', 'ES', 'ID'];
const TIERS = ['Blue', 'Silver', 'Gold'];
const BOOKING_STATUSES = ['Confirmed', 'Cancelled', 'Refunded', 'No-show'];
const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2025-06-30';

function generate(): { flights: Flight[]; bookings: Booking[] } {
  const random = createRandom(73_019);
  const drafts = Array.from({ length: 1_200 }, () => {
    const [destination, destination_city, dest_country, distance, ] = random.weighted(ROUTES, ROUTES.map((r) => r[4]));
    const origin = dest_country === 'NO' || random.chance(0.7) ? 'OSL' : 'BGO';
    const distance_km = origin === 'OSL' ? distance : Math.round(distance * 1.08);
    const fits = Object.keys(AIRCRAFT).filter((a) => AIRCRAFT[a].maxKm >= distance_km && (distance_km < 5_000 || a === 'B787-9' || a === 'A321neo'));
    const aircraft = random.weighted(fits, fits.map((a) => AIRCRAFT[a].weight));
    const status = random.weighted(FLIGHT_STATUSES, [70, 24, 4.5, 1.5]);
    const delay_min = status === 'Delayed' ? Math.round(15 + random.next() ** 2 * 240) : status === 'Diverted' ? random.int(60, 300) : status === 'On time' ? random.int(0, 14) : null;
    const hour = random.weighted([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], [5, 9, 8, 6, 5, 5, 4, 4, 5, 6, 8, 9, 8, 6, 4, 3]);
    return {
      dep_date: random.date(FIRST_DAY, LAST_DAY),
      dep_time: `${String(hour).padStart(2, '0')}:${String(random.pick([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])).padStart(2, '0')}`,
      origin,
      destination,
      destination_city,
      dest_country,
      aircraft,
      seats: AIRCRAFT[aircraft].seats,
      distance_km,
      status,
      delay_min,
    };
  });
  drafts.sort((a, b) => `${a.dep_date} ${a.dep_time}`.localeCompare(`${b.dep_date} ${b.dep_time}`));
  const routeNumber = new Map(ROUTES.map(([code], i) => [code, 100 + i * 20]));
  const flights = drafts.map((d, i) => ({
    flight_id: 880_001 + i,
    flight_no: `FJ ${routeNumber.get(d.destination)! + (d.origin === 'BGO' ? 1 : 0) + (d.dep_time < '12:00' ? 0 : 2)}`,
    ...d,
  }));

  const bookings: Booking[] = [];
  // Summer and holiday flights fill up; every flight keeps below its seats.
  const demand = flights.map((f) => {
    const m = Number(f.dep_date.slice(5, 7));
    return (m >= 6 && m <= 8 ? 1.3 : m === 12 ? 1.15 : 0.9) * (0.6 + random.next() * 0.6) * f.seats;
  });
  const totalDemand = demand.reduce((s, d) => s + d, 0);
  const wanted = 150_000;
  const perFlight = demand.map((d, i) => Math.min(flights[i].seats - 2, Math.round((d / totalDemand) * wanted)));
  let missing = wanted - perFlight.reduce((s, n) => s + n, 0);
  for (let i = 0; missing !== 0; i = (i + 1) % flights.length) {
    if (missing > 0 && perFlight[i] < flights[i].seats - 2) { perFlight[i]++; missing--; }
    else if (missing < 0 && perFlight[i] > 1) { perFlight[i]--; missing++; }
  }
  const drafted: Omit<Booking, 'booking_id'>[] = [];
  flights.forEach((f, i) => {
    const baseFare = 39 + f.distance_km * 0.085;
    for (let n = 0; n < perFlight[i]; n++) {
      const cabin = random.weighted(CABINS, f.distance_km > 5_000 ? [70, 18, 12] : f.aircraft === 'E190' ? [88, 0, 12] : [78, 12, 10]);
      const lead = Math.min(300, Math.round(random.next() ** 1.8 * 200));
      const booked_on = addDays(f.dep_date, -lead);
      const lastMinute = lead < 7 ? 1.45 : lead < 30 ? 1.15 : 1;
      const channel = random.weighted(CHANNELS, [46, 31, 15, 8]);
      const home = f.dest_country === 'NO' ? [80, 6, 3, 1, 2, 3, 2, 2, 1] : [48, 7, 5, f.dest_country === 'IT' ? 20 : 3, f.dest_country === 'US' ? 22 : 3, 6, 5, f.dest_country === 'ES' ? 14 : 3, f.dest_country === 'ID' ? 12 : 1];
      const tier = random.chance(0.42) ? random.weighted(TIERS, [60, 28, 12]) : null;
      drafted.push({
        flight_id: f.flight_id,
        booked_on: booked_on < '2023-06-01' ? '2023-06-01' : booked_on,
        cabin,
        fare: roundTo(baseFare * CABIN_FACTOR[cabin] * lastMinute * (0.8 + random.next() * 0.5), 2),
        bags: random.weighted([0, 1, 2, 3], cabin === 'Economy' ? [34, 45, 17, 4] : [8, 42, 38, 12]),
        channel,
        agency: channel === 'Travel agent' ? random.weighted(AGENCIES, [35, 30, 20, 15]) : null,
        passenger_country: random.weighted(PASSENGER_COUNTRIES, home),
        loyalty_tier: tier,
        status: f.status === 'Cancelled' ? random.weighted(['Refunded', 'Cancelled'], [85, 15]) : random.weighted(BOOKING_STATUSES, [86, 7, 3, 4]),
      });
    }
  });
  drafted.sort((a, b) => a.booked_on.localeCompare(b.booked_on) || a.flight_id - b.flight_id);
  drafted.forEach((d, i) => bookings.push({ booking_id: 5_000_001 + i, ...d }));
  return { flights, bookings };
}

const FLIGHT_COLUMNS: Column<Flight>[] = [
  { header: 'flight_id', value: (f) => f.flight_id, sqlType: 'INTEGER' },
  { header: 'flight_no', value: (f) => f.flight_no },
  { header: 'dep_date', value: (f) => f.dep_date, sqlType: 'DATE' },
  { header: 'dep_time', value: (f) => f.dep_time },
  { header: 'origin', value: (f) => f.origin },
  { header: 'destination', value: (f) => f.destination },
  { header: 'destination_city', value: (f) => f.destination_city },
  { header: 'dest_country', value: (f) => f.dest_country },
  { header: 'aircraft', value: (f) => f.aircraft },
  { header: 'seats', value: (f) => f.seats, sqlType: 'INTEGER' },
  { header: 'Distance (km)', value: (f) => f.distance_km, sqlType: 'INTEGER' },
  { header: 'flight_status', value: (f) => f.status },
  { header: 'Delay (min)', value: (f) => f.delay_min, sqlType: 'INTEGER' },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.booking_id },
  { header: 'flight_id', value: (b) => b.flight_id },
  { header: 'booked_on', value: (b) => b.booked_on },
  { header: 'cabin', value: (b) => b.cabin },
  { header: 'Fare (EUR)', value: (b) => b.fare.toFixed(2) },
  { header: 'checked_bags', value: (b) => b.bags },
  { header: 'channel', value: (b) => b.channel },
  { header: 'agency', value: (b) => b.agency },
  { header: 'passenger_country', value: (b) => b.passenger_country },
  { header: 'loyalty_tier', value: (b) => b.loyalty_tier },
  { header: 'booking_status', value: (b) => b.status },
];

export const flights: BusinessSchema = {
  name: 'flights',
  description: 'Airline: 1,200 scheduled flights (Parquet) and 150,000 bookings on them sharing flight_id (CSV)',
  async build(dir) {
    const { flights: schedule, bookings } = generate();
    const files = [
      await writeParquet(join(dir, 'flights.parquet'), FLIGHT_COLUMNS, schedule),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('flights');
    const flightOf = new Map(schedule.map((f) => [f.flight_id, f]));
    const flight = (b: Booking) => flightOf.get(b.flight_id)!;
    const fare = (b: Booking) => b.fare;
    const confirmed = (b: Booking) => b.status === 'Confirmed';
    const departs = (period: string) => (b: Booking) => flight(b).dep_date.startsWith(period);
    const flown = (f: Flight) => f.status !== 'Cancelled';
    const inQuarter = (year: string, quarter: number) => (f: Flight) => f.dep_date.startsWith(year) && quarterOf(f.dep_date) === quarter;

    q.ask('How many flights are in the schedule?', count(schedule.length));
    q.ask('total number of bookings', count(bookings.length));
    q.ask('How many flights were cancelled?', count(countWhere(schedule, (f) => f.status === 'Cancelled')));
    q.ask('Number of flights by flight status', countsBy(groupBy(schedule, (f) => f.status, 'count')));
    q.ask('What was the average delay in minutes of the flights marked Delayed?', amount(avgOf(schedule, (f) => f.delay_min, (f) => f.status === 'Delayed')));
    q.ask('Which aircraft type operated the most flights?', winner(groupBy(schedule, (f) => f.aircraft, 'count')));
    q.ask('How many flights are scheduled to IT destinations?', count(countWhere(schedule, (f) => f.dest_country === 'IT')));
    q.ask('How many domestic flights (destination country NO) were scheduled in 2024?', count(countWhere(schedule, (f) => f.dest_country === 'NO' && f.dep_date.startsWith('2024'))));
    q.ask('Total seats offered in Q3 2024', count(sumOf(schedule, (f) => f.seats, inQuarter('2024', 3))));
    const destinations = groupBy([...new Map(schedule.map((f) => [f.destination, f])).values()], (f) => f.dest_country, 'count');
    const most = Math.max(...destinations.values());
    q.ask('Which destination country has the most destinations in the schedule?', names([...destinations].filter(([, n]) => n === most).map(([c]) => c)));
    q.ask('In which month did we offer the most seats?', month(ranked(groupBy(schedule, (f) => f.dep_date.slice(0, 7), 'sum', (f) => f.seats), 1)[0]));
    q.ask('total km flown in 2024, cancelled flights excluded', count(sumOf(schedule, (f) => f.distance_km, (f) => flown(f) && f.dep_date.startsWith('2024'))));
    q.ask(
      'What percentage of the flights that operated were delayed?',
      percent(percentOf(countWhere(schedule, (f) => f.status === 'Delayed'), countWhere(schedule, flown))),
    );
    q.ask('avg seats per flight to London', amount(avgOf(schedule, (f) => f.seats, (f) => f.destination_city === 'London')));

    q.ask('What is the total fare revenue from confirmed bookings, in euros?', amount(sumOf(bookings, fare, confirmed)));
    q.ask('Confirmed fare revenue by cabin', breakdown(groupBy(bookings, (b) => b.cabin, 'sum', fare, confirmed)));
    q.ask('What share of all bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask(
      'No-show rate in Business cabin',
      percent(percentOf(countWhere(bookings, (b) => b.cabin === 'Business' && b.status === 'No-show'), countWhere(bookings, (b) => b.cabin === 'Business'))),
    );
    q.ask('how many bookings per channel', countsBy(groupBy(bookings, (b) => b.channel, 'count')));
    q.ask('Average checked bags per booking made in the App', amount(avgOf(bookings, (b) => b.bags, (b) => b.channel === 'App')));
    q.ask('How many bookings came through Total Travel AS?', count(countWhere(bookings, (b) => b.agency === 'Total Travel AS')));
    q.ask('Which passenger country booked the most after NO?', winner(groupBy(bookings, (b) => b.passenger_country, 'count', undefined, (b) => b.passenger_country !== 'NO')));
    q.ask('how many bookings by cabin from passengers in the US', countsBy(groupBy(bookings, (b) => b.cabin, 'count', undefined, (b) => b.passenger_country === 'US')));
    q.ask('What is the average fare paid by passengers from the US?', amount(avgOf(bookings, fare, (b) => b.passenger_country === 'US')));
    q.ask('When was the earliest booking made?', day(dateRange(bookings, (b) => b.booked_on).first));
    q.ask('Highest fare on any booking', amount(maxOf(bookings, fare)));
    q.ask('How many bookings were made between 1 March and 15 April 2025?', count(countWhere(bookings, (b) => b.booked_on >= '2025-03-01' && b.booked_on <= '2025-04-15')));

    q.ask('Top 5 destination cities by number of bookings', ranking(ranked(groupBy(bookings, (b) => flight(b).destination_city, 'count'), 5)));
    q.ask('Which destination city has the highest average fare?', winner(groupBy(bookings, (b) => flight(b).destination_city, 'avg', fare)));
    q.ask('How many bookings were for flights departing in July 2024?', count(countWhere(bookings, departs('2024-07'))));
    q.ask(
      'Load factor for 2024: confirmed bookings as a share of seats on flights that operated',
      percent(percentOf(countWhere(bookings, (b) => confirmed(b) && flight(b).dep_date.startsWith('2024') && flown(flight(b))), sumOf(schedule, (f) => f.seats, (f) => flown(f) && f.dep_date.startsWith('2024')))),
    );
    q.ask('How many bookings were made less than 7 days before departure?', count(countWhere(bookings, (b) => daysBetween(b.booked_on, flight(b).dep_date) < 7)));
    const lookup = schedule[Math.floor(schedule.length * 0.37)];
    q.ask(`How many bookings does flight id ${lookup.flight_id} have?`, count(countWhere(bookings, (b) => b.flight_id === lookup.flight_id)));

    const business = q.ask('how many Business bookings in 2024', count(countWhere(bookings, (b) => b.cabin === 'Business' && b.booked_on.startsWith('2024'))));
    const premium = q.followUp(business, 'and Premium?', count(countWhere(bookings, (b) => b.cabin === 'Premium' && b.booked_on.startsWith('2024'))));
    q.followUp(premium, 'what about in 2025?', count(countWhere(bookings, (b) => b.cabin === 'Premium' && b.booked_on.startsWith('2025'))));
    const rome = q.ask('Average fare to Rome', amount(avgOf(bookings, fare, (b) => flight(b).destination_city === 'Rome')));
    q.followUp(rome, 'And to Tromsø?', amount(avgOf(bookings, fare, (b) => flight(b).destination_city === 'Tromsø')));

    q.ask('Which pilot flew the most hours?', decline('no crew or pilot column'));
    q.ask('How many bookings were made in 2022?', decline('bookings start in June 2023'));
    q.ask('What were the CO2 emissions of our flights last year?', decline('no fuel or emissions column'));
    q.ask('How much did we earn from onboard meals?', decline('no ancillary or meal revenue'));
    q.ask('Which seat numbers are most popular?', decline('no seat numbers'));
    q.ask('How many bookings will we get next summer?', decline('a forecast'));
    q.ask('Why are the Tromsø flights delayed so often?', decline('causes are not in the data'));
    q.ask('Which destination is the nicest one to fly to?', decline('subjective'));
    q.ask('What was the weather in Oslo on the days with the longest delays?', decline('no weather data'));
    q.ask('How many flights departed in December 2025?', decline('the schedule ends in June 2025'));
    return { files, questions: q.questions };
  },
};

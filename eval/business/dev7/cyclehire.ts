// A cycle-hire scheme: docking stations and the rides started at them, sharing station_id. Asked
// per district of the station (through the key), rides filtered by the station's district or
// capacity, and stations with no rides (at all, or in a month).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked } from '../compute.ts';
import { amount, breakdown, count, decline, names, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from './unmatched.ts';

interface Station { id: number; name: string; district: string; capacity: number }
interface Ride { id: number; station: number; date: string; minutes: number; rider: string }

const DISTRICTS = ['Riverside', 'Old Town', 'Harbourside', 'University Quarter', 'Westfield', 'Northgate'];
const STREETS = ['Mill', 'Church', 'Station', 'Park', 'Bridge', 'Market', 'Castle', 'Queen', 'King', 'Chapel', 'Victoria', 'Albert', 'Garden', 'Water', 'High', 'North', 'South', 'West', 'East', 'New', 'Old', 'Green', 'Hill', 'Spring', 'Forest'];
const KINDS = ['Street', 'Road', 'Lane', 'Square', 'Place', 'Avenue', 'Row', 'Gate', 'Walk', 'Yard', 'Court', 'Terrace', 'Crescent', 'Close', 'Way', 'Quay', 'Wharf', 'Green', 'Parade', 'Mews', 'Hill', 'Rise', 'View', 'Grove', 'Drive', 'Circus', 'Passage', 'Park', 'Gardens', 'Bank', 'Corner', 'Cross', 'End', 'Fields', 'Ford', 'Mead', 'Vale', 'Wood', 'Yards', 'Steps'];

function generate(): { stations: Station[]; rides: Ride[] } {
  const random = createRandom(7404);
  const stations = Array.from({ length: 1_000 }, (_, i): Station => ({
    id: 201 + i,
    name: `${STREETS[i % STREETS.length]} ${KINDS[Math.floor(i / STREETS.length)]}`,
    district: random.weighted(DISTRICTS, [27, 22, 17, 14, 12, 8]),
    capacity: random.weighted([12, 16, 20, 24, 30, 40], [10, 22, 26, 20, 14, 8]),
  }));
  // Eight stations were installed but never used; some closed at the end of April 2025.
  const used = stations.filter((_, i) => i % 125 !== 61);
  const closed = new Set(stations.filter((_, i) => i % 40 === 17).map((s) => s.id));
  const rides = Array.from({ length: 120_000 }, (_, i): Ride => {
    const station = random.pick(used).id;
    return {
      id: 9_000_001 + i,
      station,
      date: random.date('2024-03-01', closed.has(station) ? '2025-04-30' : '2025-08-31'),
      minutes: random.int(3, 75),
      rider: random.weighted(['Member', 'Casual'], [68, 32]),
    };
  });
  return { stations, rides };
}

const STATION_COLUMNS: Column<Station>[] = [
  { header: 'station_id', value: (r) => r.id },
  { header: 'station_name', value: (r) => r.name },
  { header: 'district', value: (r) => r.district },
  { header: 'dock_capacity', value: (r) => r.capacity },
];
const RIDE_COLUMNS: Column<Ride>[] = [
  { header: 'ride_id', value: (r) => r.id },
  { header: 'station_id', value: (r) => r.station },
  { header: 'ride_date', value: (r) => r.date },
  { header: 'duration_min', value: (r) => r.minutes },
  { header: 'rider_type', value: (r) => r.rider },
];

export const cyclehire: BusinessSchema = {
  name: 'cyclehire',
  description: 'A cycle-hire scheme: 1,000 stations and 120,000 rides sharing station_id, eight stations never used (CSV)',
  async build(dir) {
    const { stations, rides } = generate();
    const files = [await writeCsv(join(dir, 'stations.csv'), STATION_COLUMNS, stations), await writeCsv(join(dir, 'rides.csv'), RIDE_COLUMNS, rides)];
    const q = questionSet('cyclehire');
    const stationOf = new Map(stations.map((s) => [s.id, s]));
    const districtOf = (r: Ride) => stationOf.get(r.station)!.district;
    const june2025 = (r: Ride) => between(r.date, '2025-06-01', '2025-06-30');

    q.ask('Which district has the most rides?', winner(groupBy(rides, districtOf, 'count')));
    q.ask('Top 3 districts by number of rides', ranking(ranked(groupBy(rides, districtOf, 'count'), 3)));
    q.ask('How many rides started at stations in Westfield?', count(countWhere(rides, (r) => districtOf(r) === 'Westfield')));
    q.ask('Average ride duration at stations with a dock capacity over 30', amount(avgOf(rides, (r) => r.minutes, (r) => stationOf.get(r.station)!.capacity > 30)));
    q.ask('Total ride minutes by district', breakdown(groupBy(rides, districtOf, 'sum', (r) => r.minutes), 0));
    q.ask('How many stations had no rides?', count(unmatched(stations, (s) => s.id, rides, (r) => r.station).length));
    q.ask('List the stations without any rides', names(unmatched(stations, (s) => s.id, rides, (r) => r.station).map((s) => s.name)));
    q.ask('How many stations had no rides in June 2025?', count(unmatched(stations, (s) => s.id, rides, (r) => r.station, june2025).length));
    q.ask('How many rides were taken by members in 2024?', count(countWhere(rides, (r) => r.rider === 'Member' && between(r.date, '2024-01-01', '2024-12-31'))));
    q.ask('What is the average dock capacity of stations in Old Town?', amount(avgOf(stations, (s) => s.capacity, (s) => s.district === 'Old Town')));
    q.ask('How many stations are in Harbourside?', count(countWhere(stations, (s) => s.district === 'Harbourside')));

    q.ask('How many bikes are broken?', decline('no bike condition column'));
    q.ask('What is the average rider age?', decline('no age column'));
    q.ask('Which stations were never repaired?', decline('no maintenance records'));
    return { files, questions: q.questions };
  },
};

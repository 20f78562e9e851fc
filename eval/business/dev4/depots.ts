// Vans run trips from depots: a vehicle list (the depot is on the vehicle) and 4,000 trips that
// refer to it by vehicle id. Its traps: a count of trips filtered through the vehicles' depot is one
// number, not a breakdown per vehicle; a follow-up that only gives a new period keeps the previous
// measure, grouping and filters.
import { join } from 'node:path';
import { countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Vehicle { vehicle_id: string; registration: string; depot: string; make: string }
interface Trip { trip_id: number; vehicle_id: string; trip_date: string; distance_km: number; fare: number; driver_rating: number }

const DEPOTS = ['York', 'Hull', 'Leeds', 'Selby'];
const MAKES = ['Ford', 'Iveco', 'Renault', 'Vauxhall'];

function generate(): { vehicles: Vehicle[]; trips: Trip[] } {
  const random = createRandom(9041);
  const vehicles = Array.from({ length: 64 }, (_, i): Vehicle => ({
    vehicle_id: `VH-${String(300 + i)}`,
    registration: `YK${String(10 + (i % 60)).padStart(2, '0')} ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))}${String.fromCharCode(65 + ((i * 11) % 26))}`,
    depot: random.weighted(DEPOTS, [30, 25, 30, 15]),
    make: random.pick(MAKES),
  }));
  const trips = Array.from({ length: 4_000 }, (_, i): Trip => {
    const distance = random.float(3, 180, 1);
    return {
      trip_id: 500_001 + i,
      vehicle_id: random.pick(vehicles).vehicle_id,
      trip_date: random.date('2023-01-01', '2024-12-31'),
      distance_km: distance,
      fare: Math.round((8 + distance * random.float(1.1, 1.9, 2)) * 100) / 100,
      driver_rating: random.int(1, 5),
    };
  });
  return { vehicles, trips };
}

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'vehicle_id', value: (r) => r.vehicle_id },
  { header: 'registration', value: (r) => r.registration },
  { header: 'depot', value: (r) => r.depot },
  { header: 'make', value: (r) => r.make },
];
const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'trip_id', value: (r) => r.trip_id },
  { header: 'vehicle_id', value: (r) => r.vehicle_id },
  { header: 'trip_date', value: (r) => r.trip_date },
  { header: 'distance_km', value: (r) => r.distance_km },
  { header: 'fare', value: (r) => r.fare },
  { header: 'driver_rating', value: (r) => r.driver_rating },
];

export const depots: BusinessSchema = {
  name: 'depots',
  description: 'Van trips: 64 vehicles with their depot and 4,000 trips joined by vehicle_id (CSV)',
  async build(dir) {
    const { vehicles, trips } = generate();
    const files = [await writeCsv(join(dir, 'vehicles.csv'), VEHICLE_COLUMNS, vehicles), await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips)];
    const q = questionSet('depots');
    const depotOf = new Map(vehicles.map((v) => [v.vehicle_id, v.depot]));
    const makeOf = new Map(vehicles.map((v) => [v.vehicle_id, v.make]));
    const fromDepot = (d: string) => (t: Trip) => depotOf.get(t.vehicle_id) === d;
    const inMonth = (m: string) => (t: Trip) => t.trip_date.startsWith(m);

    // Filters through the joined vehicles: one number.
    q.ask('how many trips by vehicles from the York depot', count(countWhere(trips, fromDepot('York'))));
    q.ask('total distance driven by Iveco vans', amount(sumOf(trips, (t) => t.distance_km, (t) => makeOf.get(t.vehicle_id) === 'Iveco'), 1));
    q.ask('What was the total fare of trips from the Hull depot in 2024?', amount(sumOf(trips, (t) => t.fare, (t) => fromDepot('Hull')(t) && t.trip_date.startsWith('2024'))));
    // A follow-up that only gives a new period.
    const feb = q.ask('What was the total fare in February 2024?', amount(sumOf(trips, (t) => t.fare, inMonth('2024-02'))));
    q.followUp(feb, 'and in March?', amount(sumOf(trips, (t) => t.fare, inMonth('2024-03'))));
    const avg = q.ask('average distance of Leeds depot trips in 2023', amount(sumOf(trips, (t) => t.distance_km, (t) => fromDepot('Leeds')(t) && t.trip_date.startsWith('2023')) / countWhere(trips, (t) => fromDepot('Leeds')(t) && t.trip_date.startsWith('2023')), 1));
    q.followUp(avg, 'what about 2024?', amount(sumOf(trips, (t) => t.distance_km, (t) => fromDepot('Leeds')(t) && t.trip_date.startsWith('2024')) / countWhere(trips, (t) => fromDepot('Leeds')(t) && t.trip_date.startsWith('2024')), 1));
    const byDepot = q.ask('number of trips by depot in 2023', countsBy(groupBy(trips, (t) => depotOf.get(t.vehicle_id)!, 'count', undefined, (t) => t.trip_date.startsWith('2023'))));
    q.followUp(byDepot, 'and 2024?', countsBy(groupBy(trips, (t) => depotOf.get(t.vehicle_id)!, 'count', undefined, (t) => t.trip_date.startsWith('2024'))));
    q.ask('total distance by make', breakdown(groupBy(trips, (t) => makeOf.get(t.vehicle_id)!, 'sum', (t) => t.distance_km), 1));

    q.ask('How much fuel did the York vans use?', decline('no fuel column'));
    q.ask('how many trips by vehicles from the Whitby depot', decline('no Whitby depot'));
    return { files, questions: q.questions };
  },
};

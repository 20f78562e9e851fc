// Held out. Fleet: vehicles and their trips, two CSV tables sharing vehicle_id. Traps: joins,
// empty fuel for electric vehicles, units in headers, vehicle codes that contain digits.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Vehicle {
  id: string;
  plate: string;
  make: string;
  fuel: string;
  depot: string;
  year: number;
}

interface Trip {
  id: number;
  vehicleId: string;
  driver: string;
  date: string;
  distanceKm: number;
  fuelL: number | null;
  revenue: number;
  rating: number | null;
}

const MAKES = ['Ford', 'Mercedes', 'Volkswagen', 'Renault', 'Iveco', 'Tesla'];
const DEPOTS = ['Leeds', 'York', 'Hull', 'Bradford', 'Sheffield'];

function generate(): { vehicles: Vehicle[]; trips: Trip[] } {
  const random = createRandom(101);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXY';
  const vehicles = Array.from({ length: 300 }, (_, i): Vehicle => {
    const make = random.weighted(MAKES, [25, 20, 20, 15, 12, 8]);
    return {
      id: `V-${String(i + 1).padStart(3, '0')}`,
      plate: `${random.pick([...letters])}${random.pick([...letters])}${random.int(10, 74)} ${random.pick([...letters])}${random.pick([...letters])}${random.pick([...letters])}`,
      make,
      fuel: make === 'Tesla' ? 'Electric' : random.weighted(['Diesel', 'Petrol', 'Hybrid', 'Electric'], [55, 15, 20, 10]),
      depot: random.weighted(DEPOTS, [28, 18, 14, 22, 18]),
      year: random.int(2014, 2024),
    };
  });
  const drivers = personNames(random, 60);
  const trips = Array.from({ length: 60_000 }, (_, i): Trip => {
    const vehicle = random.pick(vehicles);
    const distanceKm = random.float(4, 420, 1);
    return {
      id: 300_001 + i,
      vehicleId: vehicle.id,
      driver: random.pick(drivers),
      date: random.date('2023-01-01', '2024-12-31'),
      distanceKm,
      fuelL: vehicle.fuel === 'Electric' ? null : Math.round(distanceKm * (vehicle.fuel === 'Hybrid' ? 0.055 : 0.09) * (0.8 + random.next() * 0.4) * 10) / 10,
      revenue: Math.round(distanceKm * random.float(1.1, 2.4, 2) * 100) / 100,
      rating: random.chance(0.3) ? null : random.weighted([1, 2, 3, 4, 5], [3, 5, 15, 40, 37]),
    };
  });
  return { vehicles, trips };
}

const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { header: 'vehicle_id', value: (v) => v.id },
  { header: 'registration', value: (v) => v.plate },
  { header: 'make', value: (v) => v.make },
  { header: 'fuel_type', value: (v) => v.fuel },
  { header: 'depot', value: (v) => v.depot },
  { header: 'model_year', value: (v) => v.year },
];

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'trip_id', value: (t) => t.id },
  { header: 'vehicle_id', value: (t) => t.vehicleId },
  { header: 'driver', value: (t) => t.driver },
  { header: 'trip_date', value: (t) => t.date },
  { header: 'Distance (km)', value: (t) => t.distanceKm },
  { header: 'Fuel Used (L)', value: (t) => t.fuelL },
  { header: 'Revenue (GBP)', value: (t) => t.revenue },
  { header: 'customer_rating', value: (t) => t.rating },
];

export const fleet: BusinessSchema = {
  name: 'fleet',
  description: 'Fleet: 300 vehicles and 60,000 trips sharing vehicle_id (two CSV files)',
  async build(dir) {
    const { vehicles, trips } = generate();
    const files = [await writeCsv(join(dir, 'vehicles.csv'), VEHICLE_COLUMNS, vehicles), await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips)];
    const vehicleOf = new Map(vehicles.map((v) => [v.id, v]));
    const car = (t: Trip) => vehicleOf.get(t.vehicleId)!;
    const distance = (t: Trip) => t.distanceKm;
    const revenue = (t: Trip) => t.revenue;
    const q = questionSet('fleet');

    q.ask('How many vehicles are electric?', count(countWhere(vehicles, (v) => v.fuel === 'Electric')));
    q.ask('What is the total distance driven by electric vehicles?', amount(sumOf(trips, distance, (t) => car(t).fuel === 'Electric'), 1));
    q.ask('How many trips were made by vehicles from the York depot?', count(countWhere(trips, (t) => car(t).depot === 'York')));
    q.ask('Which depot has the most vehicles?', winner(groupBy(vehicles, (v) => v.depot, 'count')));
    q.ask('What is the average trip distance in km?', amount(avgOf(trips, distance)));
    q.ask('Total revenue in 2024', amount(sumOf(trips, revenue, (t) => t.date.startsWith('2024'))));
    q.ask('Which driver has driven the longest total distance?', winner(groupBy(trips, (t) => t.driver, 'sum', distance)));
    q.ask('Top 3 drivers by revenue', ranking(ranked(groupBy(trips, (t) => t.driver, 'sum', revenue), 3)));
    q.ask('How much fuel did diesel vehicles use in total?', amount(sumOf(trips, (t) => t.fuelL, (t) => car(t).fuel === 'Diesel'), 1));
    q.ask('Revenue by depot', breakdown(groupBy(trips, (t) => car(t).depot, 'sum', revenue)));
    q.ask('How many trips have no customer rating?', count(countWhere(trips, (t) => t.rating === null)));
    q.ask('Average customer rating of trips from Hull', amount(avgOf(trips, (t) => t.rating, (t) => car(t).depot === 'Hull')));
    q.ask('How many trips were longer than 300 km?', count(countWhere(trips, (t) => t.distanceKm > 300)));
    q.ask('Number of vehicles per fuel type', countsBy(groupBy(vehicles, (v) => v.fuel, 'count')));
    q.ask('How many trips were made in Q2 2023?', count(countWhere(trips, (t) => t.date.startsWith('2023') && quarterOf(t.date) === 2)));
    const busiestVehicle = winner(groupBy(trips, (t) => t.vehicleId, 'count'));
    if (busiestVehicle.kind === 'name') busiestVehicle.aliases = [vehicleOf.get(busiestVehicle.value)!.plate];
    q.ask('Which vehicle made the most trips?', busiestVehicle);
    q.ask('What was the longest single trip?', amount(maxOf(trips, distance), 1));
    q.ask('What share of trips got a 5-star rating, among rated trips?', percent(percentOf(countWhere(trips, (t) => t.rating === 5), countWhere(trips, (t) => t.rating !== null))));
    q.ask('How many vehicles were built before 2018?', count(countWhere(vehicles, (v) => v.year < 2018)));
    q.ask('What is the total revenue of Mercedes vehicles?', amount(sumOf(trips, revenue, (t) => car(t).make === 'Mercedes')));
    q.ask('Which make has the highest average revenue per trip?', winner(groupBy(trips, (t) => car(t).make, 'avg', revenue)));
    q.ask('How many trips took place between 2024-02-01 and 2024-02-29?', count(countWhere(trips, (t) => t.date >= '2024-02-01' && t.date <= '2024-02-29')));
    q.ask('Trips per year', countsBy(groupBy(trips, (t) => t.date.slice(0, 4), 'count')));
    q.ask('When was the most recent trip of vehicle V-007?', day(dateRange(trips, (t) => t.date, (t) => t.vehicleId === 'V-007').last));
    const leeds = q.ask('How many vehicles are based in Leeds?', count(countWhere(vehicles, (v) => v.depot === 'Leeds')));
    q.followUp(leeds, 'and in Sheffield?', count(countWhere(vehicles, (v) => v.depot === 'Sheffield')));
    const hybrid = q.ask('Average distance of trips by hybrid vehicles?', amount(avgOf(trips, distance, (t) => car(t).fuel === 'Hybrid')));
    q.followUp(hybrid, 'And by petrol ones?', amount(avgOf(trips, distance, (t) => car(t).fuel === 'Petrol')));

    q.ask('How many vehicles are based at the Manchester depot?', decline('no Manchester depot'));
    q.ask('What did we spend on vehicle maintenance?', decline('no maintenance costs'));
    q.ask('What is the average driver salary?', decline('no salary column'));
    q.ask('How many trips had a delivery delay?', decline('no delay column'));
    q.ask('How many trips did the Volvo trucks make?', decline('no Volvo vehicles'));
    q.ask('What is the CO2 emission per km of the fleet?', decline('no emissions column'));
    return { files, questions: q.questions };
  },
};

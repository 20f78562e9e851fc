// A bike share: rides (Parquet, typed) and the fleet of bikes (CSV) with the day each entered
// service and the day it was retired (empty while in use). Asked as the busiest weekday, the month
// with the highest fare revenue, the longest single ride and its station, fare per kilometre (a
// ratio of sums), and days in service (a difference of two date columns).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, decline, month, questionSet, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { daysBetween, extremeRow, median, weekdayOf } from './stats.ts';

interface Bike { id: number; model: string; since: string; retired: string | null }
interface Ride { id: number; bike: number; date: string; station: string; minutes: number; km: number; fare: number }

const MODELS = ['Urban 3', 'Urban 5', 'E-Glide', 'Cargo One'];
const STATIONS = ['Central Square', 'Riverside', 'Old Market', 'University Gate', 'Harbour Front', 'Museum Row', 'North Park', 'Railway Station'];

function generate(): { bikes: Bike[]; rides: Ride[] } {
  const random = createRandom(8303);
  const bikes = Array.from({ length: 1_400 }, (_, i): Bike => {
    const since = random.date('2021-01-01', '2024-06-30');
    const retired = random.chance(0.35) ? addDays(since, random.int(40, 1_400)) : null;
    return { id: 5_001 + i, model: random.weighted(MODELS, [35, 30, 25, 10]), since, retired: retired && retired <= '2025-09-30' ? retired : null };
  });
  const rides = Array.from({ length: 60_000 }, (_, i): Ride => {
    const date = random.date('2024-07-01', '2025-09-30');
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    const minutes = i === 31_337 ? 312 : random.int(3, day === 0 ? 95 : 70);
    const km = Math.round(minutes * random.float(0.12, 0.3, 3) * 100) / 100;
    return { id: 1_000_001 + i, bike: random.pick(bikes).id, date: day === 2 && random.chance(0.25) ? addDays(date, 1) : date, station: random.pick(STATIONS), minutes, km, fare: Math.round((1 + minutes * 0.15) * 100) / 100 };
  });
  return { bikes, rides };
}

const BIKE_COLUMNS: Column<Bike>[] = [
  { header: 'bike_id', value: (r) => r.id },
  { header: 'model', value: (r) => r.model },
  { header: 'in_service_since', value: (r) => r.since },
  { header: 'retired_on', value: (r) => r.retired },
];
const RIDE_COLUMNS: Column<Ride>[] = [
  { header: 'ride_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'bike_id', value: (r) => r.bike, sqlType: 'INTEGER' },
  { header: 'ride_date', value: (r) => r.date, sqlType: 'DATE' },
  { header: 'start_station', value: (r) => r.station },
  { header: 'duration_minutes', value: (r) => r.minutes, sqlType: 'INTEGER' },
  { header: 'distance_km', value: (r) => r.km, sqlType: 'DOUBLE' },
  { header: 'fare', value: (r) => r.fare, sqlType: 'DOUBLE' },
];

export const bikeshare: BusinessSchema = {
  name: 'bikeshare',
  description: 'A bike share: 60,000 rides (Parquet) and 1,400 bikes with service and retirement dates (CSV)',
  async build(dir) {
    const { bikes, rides } = generate();
    const files = [await writeParquet(join(dir, 'rides.parquet'), RIDE_COLUMNS, rides), await writeCsv(join(dir, 'bikes.csv'), BIKE_COLUMNS, bikes)];
    const q = questionSet('bikeshare');
    const retired = bikes.filter((b) => b.retired !== null);
    const served = (b: Bike) => daysBetween(b.since, b.retired!);
    const longest = extremeRow(rides, (r) => r.minutes);

    q.ask('How many rides were taken?', count(rides.length));
    q.ask('Which weekday had the most rides?', winner(groupBy(rides, (r) => weekdayOf(r.date), 'count')));
    q.ask('Which month had the highest fare revenue?', month(ranked(groupBy(rides, (r) => r.date.slice(0, 7), 'sum', (r) => r.fare), 1)[0]));
    q.ask('What was the longest single ride in minutes?', count(longest.minutes));
    q.ask('From which start station did the longest ride leave?', { kind: 'name', value: longest.station, others: STATIONS.filter((s) => s !== longest.station) });
    q.ask('What is the fare per kilometre ridden?', amount(sumOf(rides, (r) => r.fare) / sumOf(rides, (r) => r.km)));
    q.ask('What is the average distance per ride in km?', amount(avgOf(rides, (r) => r.km)));
    q.ask('How many bikes were retired less than 365 days after entering service?', count(countWhere(retired, (b) => served(b) < 365)));
    q.ask('What is the median number of days a retired bike was in service?', amount(median(retired.map(served))));
    q.ask('On average, how many days were bikes in service before they were retired?', amount(avgOf(retired, served)));
    q.ask('How many bikes are E-Glide?', count(countWhere(bikes, (b) => b.model === 'E-Glide')));

    q.ask('What is the average age of the riders?', decline('no rider age column'));
    q.ask('How many rides ended at Riverside?', decline('no end station column'));
    q.ask('What is the fleet utilisation rate?', decline('utilisation needs a definition the headers do not give'));
    return { files, questions: q.questions };
  },
};

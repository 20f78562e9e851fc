// A courier's drivers (CSV, 420 rows) and their shifts (CSV, 48,000 rows) sharing driver_id. Drivers
// carry a two-letter state ("OR", "WA", "ID": "OR" reads as the English word), an hourly rate as "$"
// text and a start date as dd/mm/yyyy text. Shifts carry route codes that look like numbers ("7",
// "12"), a signed start delay (negative = started early), parcels and miles blank on cancelled
// shifts, failed parcels blank on unfinished ones, and fuel cost as "$" text.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from '../dev7/unmatched.ts';
import { cents, dmy, dollars } from './shared.ts';

interface Driver { id: number; name: string; depot: string; state: string; vehicle: string; rate: number; started: string }
interface Shift { id: number; driver: number; day: string; route: string; status: string; delivered: number | null; failed: number | null; delay: number; miles: number | null; fuel: number }

const DEPOTS: [string, string][] = [['Portland', 'OR'], ['Salem', 'OR'], ['Eugene', 'OR'], ['Seattle', 'WA'], ['Spokane', 'WA'], ['Boise', 'ID']];
const FIRST = ['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo', 'Kofi', 'Lena', 'Milo', 'Nia', 'Omar', 'Pia', 'Quin', 'Rosa', 'Sam', 'Tara', 'Uma'];
const LAST = ['Adams', 'Brook', 'Chen', 'Diaz', 'Evans', 'Ford', 'Gray', 'Hale', 'Ito', 'Jones', 'Khan', 'Lopez', 'Moss', 'Nash', 'Ortiz', 'Park', 'Quade', 'Reyes', 'Shaw', 'Tran'];
const ROUTES = ['3', '7', '12', '15', '21', '28', '34', '40', '52'];

function generate(): { drivers: Driver[]; shifts: Shift[] } {
  const random = createRandom(18_002);
  const drivers = Array.from({ length: 420 }, (_, i): Driver => {
    const [depot, state] = random.weighted(DEPOTS, [30, 14, 12, 22, 10, 12]);
    const vehicle = random.weighted(['Van', 'Car', 'Cargo Bike'], [60, 25, 15]);
    return {
      id: 1001 + i,
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
      depot,
      state,
      vehicle,
      rate: random.int(1900, 3100) / 100,
      started: random.date('2019-01-01', '2025-03-31'),
    };
  });
  const working = drivers.filter((_, i) => i % 17 !== 3);
  const weights = working.map((_, i) => 1 + ((i * 13) % 9));
  const shifts = Array.from({ length: 48_000 }, (_, i): Shift => {
    const driver = random.weighted(working, weights);
    const status = random.weighted(['Completed', 'Unfinished', 'Cancelled'], [86, 8, 6]);
    const bike = driver.vehicle === 'Cargo Bike';
    const delivered = status === 'Cancelled' ? null : random.int(bike ? 20 : 40, bike ? 70 : 160) - (status === 'Unfinished' ? 20 : 0);
    return {
      id: 300_001 + i,
      driver: driver.id,
      day: random.date('2024-01-01', '2025-08-31'),
      route: random.weighted(ROUTES, [9, 14, 16, 8, 12, 7, 11, 6, 10]),
      status,
      delivered,
      failed: status === 'Completed' ? random.int(0, 9) : null,
      delay: Math.round(random.normal(3, 11)),
      miles: status === 'Cancelled' ? null : random.int(bike ? 8 : 40, bike ? 30 : 190),
      fuel: status === 'Cancelled' || bike ? 0 : cents(random.float(15, 95)),
    };
  });
  return { drivers, shifts };
}

const DRIVER_COLUMNS: Column<Driver>[] = [
  { header: 'driver_id', value: (r) => r.id },
  { header: 'driver_name', value: (r) => r.name },
  { header: 'depot', value: (r) => r.depot },
  { header: 'state', value: (r) => r.state },
  { header: 'vehicle', value: (r) => r.vehicle },
  { header: 'hourly_rate', value: (r) => dollars(r.rate) },
  { header: 'start_date', value: (r) => dmy(r.started) },
];
const SHIFT_COLUMNS: Column<Shift>[] = [
  { header: 'shift_id', value: (r) => r.id },
  { header: 'driver_id', value: (r) => r.driver },
  { header: 'shift_date', value: (r) => dmy(r.day) },
  { header: 'route', value: (r) => r.route },
  { header: 'status', value: (r) => r.status },
  { header: 'parcels_delivered', value: (r) => r.delivered },
  { header: 'parcels_failed', value: (r) => r.failed },
  { header: 'start_delay_min', value: (r) => r.delay },
  { header: 'miles', value: (r) => r.miles },
  { header: 'fuel_cost', value: (r) => dollars(r.fuel) },
];

export const couriershifts: BusinessSchema = {
  name: 'couriershifts',
  description: "A courier's 420 drivers (CSV, state codes, $ text rates, dd/mm/yyyy start dates) and 48,000 shifts (CSV, route codes, signed start delays, blanks on cancelled shifts)",
  async build(dir) {
    const { drivers, shifts } = generate();
    const files = [await writeCsv(join(dir, 'drivers.csv'), DRIVER_COLUMNS, drivers), await writeCsv(join(dir, 'shifts.csv'), SHIFT_COLUMNS, shifts)];
    const q = questionSet('couriershifts');
    const driverOf = new Map(drivers.map((d) => [d.id, d]));
    const inRange = (from: string, to: string) => (s: Shift) => between(s.day, from, to);
    const delivered = (s: Shift) => s.delivered;

    q.ask('How many drivers are in state OR?', count(countWhere(drivers, (d) => d.state === 'OR')));
    q.ask('how many drivers do we have in WA', count(countWhere(drivers, (d) => d.state === 'WA')));
    q.ask("What's the average hourly rate?", amount(avgOf(drivers, (d) => d.rate)));
    q.ask('Which depot has the highest average hourly rate?', winner(groupBy(drivers, (d) => d.depot, 'avg', (d) => d.rate)));
    q.ask('How many drivers started in 2023?', count(countWhere(drivers, (d) => d.started.startsWith('2023'))));
    q.ask('What is the average start delay in minutes?', amount(avgOf(shifts, (s) => s.delay)));
    q.ask('How many shifts started early?', count(countWhere(shifts, (s) => s.delay < 0)));
    q.ask('How many shifts started more than 15 minutes late?', count(countWhere(shifts, (s) => s.delay > 15)));
    q.ask('What was the longest start delay?', count(maxOf(shifts, (s) => s.delay)));
    q.ask('Total parcels delivered on route 12', count(sumOf(shifts, delivered, (s) => s.route === '12')));
    q.ask('Which route delivered the most parcels in 2025?', winner(groupBy(shifts, (s) => s.route, 'sum', delivered, inRange('2025-01-01', '2025-12-31'))));
    const r7 = q.ask('Average miles per shift on route 7', amount(avgOf(shifts, (s) => s.miles, (s) => s.route === '7')));
    q.followUp(r7, 'and route 21?', amount(avgOf(shifts, (s) => s.miles, (s) => s.route === '21')));
    q.ask('Number of shifts by status', countsBy(groupBy(shifts, (s) => s.status, 'count')));
    q.ask('What share of shifts were cancelled?', percent(percentOf(countWhere(shifts, (s) => s.status === 'Cancelled'), shifts.length)));
    q.ask('Average parcels delivered per shift', amount(avgOf(shifts, delivered)));
    q.ask('How many parcels failed in total?', count(sumOf(shifts, (s) => s.failed)));
    q.ask('Top 5 drivers by parcels delivered', ranking(ranked(groupBy(shifts, (s) => driverOf.get(s.driver)!.name, 'sum', delivered), 5)));
    q.ask('Total miles driven by cargo bike drivers', count(sumOf(shifts, (s) => s.miles, (s) => driverOf.get(s.driver)!.vehicle === 'Cargo Bike')));
    q.ask('Which vehicle type has the lowest average start delay?', winner(groupBy(shifts, (s) => driverOf.get(s.driver)!.vehicle, 'avg', (s) => s.delay), 'asc'));
    q.ask('Total fuel cost in May 2025', amount(sumOf(shifts, (s) => s.fuel, inRange('2025-05-01', '2025-05-31'))));
    q.ask('fuel cost by depot', breakdown(groupBy(shifts, (s) => driverOf.get(s.driver)!.depot, 'sum', (s) => s.fuel)));
    q.ask('How many shifts between 3 March 2025 and 9 March 2025?', count(countWhere(shifts, inRange('2025-03-03', '2025-03-09'))));
    q.ask('Total parcels delivered in Q4 2024', count(sumOf(shifts, delivered, inRange('2024-10-01', '2024-12-31'))));
    q.ask('How many drivers have never worked a shift?', count(unmatched(drivers, (d) => d.id, shifts, (s) => s.driver).length));
    q.ask('Which state delivered the most parcels?', winner(groupBy(shifts, (s) => driverOf.get(s.driver)!.state, 'sum', delivered)));
    q.ask('Average start delay for drivers in WA', amount(avgOf(shifts, (s) => s.delay, (s) => driverOf.get(s.driver)!.state === 'WA')));
    const por = q.ask('How many shifts did Portland drivers work in 2024?', count(countWhere(shifts, (s) => driverOf.get(s.driver)!.depot === 'Portland' && inRange('2024-01-01', '2024-12-31')(s))));
    q.followUp(por, 'and Boise?', count(countWhere(shifts, (s) => driverOf.get(s.driver)!.depot === 'Boise' && inRange('2024-01-01', '2024-12-31')(s))));
    q.ask('How many unfinished shifts were on route 3?', count(countWhere(shifts, (s) => s.status === 'Unfinished' && s.route === '3')));
    q.ask('Which depot has the most drivers?', winner(groupBy(drivers, (d) => d.depot, 'count')));
    q.ask('Average fuel cost per shift for vans', amount(avgOf(shifts, (s) => s.fuel, (s) => driverOf.get(s.driver)!.vehicle === 'Van')));

    q.ask('What is our average customer rating?', decline('no rating column'));
    q.ask('How many parcels arrived damaged?', decline('no damage column'));
    q.ask('Which driver got the most speeding tickets?', decline('no traffic offences'));
    q.ask('How much overtime did we pay last month?', decline('no overtime or hours column'));
    q.ask('What is the average delivery time per parcel?', decline('no delivery timestamps'));
    q.ask('Which customer received the most parcels?', decline('no customer column'));
    q.ask('What is the fuel efficiency in miles per gallon?', decline('no fuel volume'));
    q.ask('How many vans are due for a service?', decline('no vehicle maintenance data'));
    return { files, questions: q.questions };
  },
};

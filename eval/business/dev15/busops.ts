// A city bus operator: its routes (CSV, with a TOTAL row at the bottom that sums the lengths) and
// its scheduled trips (CSV, ~140,000 rows) sharing route_code. Service dates are month-first
// (MM/DD/YYYY); delay is in minutes and negative when a bus ran early, blank when the trip was
// cancelled; fare revenue is "$1,234.50" text; codes like "X5" and "12A" name routes.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { monthFirst, moneyText, monthsOf } from './shared.ts';

interface Route { code: string; name: string; depot: string; km: number; kind: string }
interface Trip { id: number; route: string; date: string; departs: string; status: string; delay: number | null; passengers: number | null; fare: number | null; vehicle: string }

const PLACES = ['Downtown', 'Airport', 'University', 'Harbor', 'Riverside', 'Northpark', 'Eastgate', 'Westfield', 'Hospital', 'Stadium', 'Old Town', 'Mall', 'Lakeshore', 'Hillcrest', 'Union Station', 'Industrial Park', 'Fairview', 'Oak Grove', 'Maple Heights', 'Pine Ridge'];
const DEPOTS = ['Central', 'North', 'South', 'East'];

function generate(): { routes: Route[]; trips: Trip[] } {
  const random = createRandom(15_003);
  const codes = new Set<string>();
  const routes: Route[] = [];
  while (routes.length < 340) {
    const kind = random.weighted(['Local', 'Express', 'Night'], [75, 15, 10]);
    const num = random.int(1, 199);
    const code = kind === 'Express' ? `X${num}` : kind === 'Night' ? `N${num}` : random.chance(0.2) ? `${num}A` : `${num}`;
    if (codes.has(code)) continue;
    codes.add(code);
    const a = random.pick(PLACES);
    let b = random.pick(PLACES);
    while (b === a) b = random.pick(PLACES);
    routes.push({ code, name: `${a} - ${b}`, depot: random.weighted(DEPOTS, [34, 24, 22, 20]), km: random.float(kind === 'Express' ? 18 : 5, kind === 'Express' ? 45 : 26, 1), kind });
  }
  const fleet = Array.from({ length: 260 }, (_, i) => `BUS-${String(1_001 + i)}`);
  const trips: Trip[] = [];
  const busy = routes.flatMap((r) => Array.from({ length: r.kind === 'Night' ? 1 : random.int(2, 8) }, () => r));
  for (let i = 0; i < 140_000; i++) {
    const route = random.pick(busy);
    const date = random.date('2024-01-01', '2025-08-31');
    const cancelled = random.chance(route.depot === 'East' ? 0.05 : 0.025);
    const hour = route.kind === 'Night' ? random.pick([0, 1, 2, 23]) : random.int(5, 22);
    const passengers = cancelled ? null : random.int(0, route.kind === 'Express' ? 70 : 55);
    trips.push({
      id: 3_000_001 + i,
      route: route.code,
      date,
      departs: `${String(hour).padStart(2, '0')}:${String(random.int(0, 11) * 5).padStart(2, '0')}`,
      status: cancelled ? 'Cancelled' : 'Operated',
      delay: cancelled ? null : roundTo(random.normal(route.depot === 'South' ? 4.5 : 3, 4), 1),
      passengers,
      fare: passengers === null ? null : roundTo(passengers * random.float(1.1, route.kind === 'Express' ? 3.8 : 2.5, 2), 2),
      vehicle: random.pick(fleet),
    });
  }
  return { routes, trips };
}

const ROUTE_COLUMNS: Column<Route>[] = [
  { header: 'route_code', value: (r) => r.code },
  { header: 'route_name', value: (r) => r.name },
  { header: 'depot', value: (r) => r.depot },
  { header: 'service_type', value: (r) => r.kind },
  { header: 'length (km)', value: (r) => r.km },
];
const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'trip_id', value: (r) => r.id },
  { header: 'route_code', value: (r) => r.route },
  { header: 'service_date', value: (r) => monthFirst(r.date) },
  { header: 'scheduled_departure', value: (r) => r.departs },
  { header: 'status', value: (r) => r.status },
  { header: 'delay_minutes', value: (r) => r.delay },
  { header: 'passengers', value: (r) => r.passengers },
  { header: 'fare_revenue', value: (r) => (r.fare === null ? null : moneyText(r.fare, '$')) },
  { header: 'vehicle_id', value: (r) => r.vehicle },
];

export const busops: BusinessSchema = {
  name: 'busops',
  description: "A bus operator's 340 routes (CSV with a TOTAL row) and 140,000 trips (CSV) sharing route_code: month-first dates, signed delays, \"$\" fares as text, cancelled trips blank",
  async build(dir) {
    const { routes, trips } = generate();
    const total = { code: 'TOTAL', name: '', depot: '', kind: '', km: roundTo(routes.reduce((s, r) => s + r.km, 0), 1) };
    const files = [await writeCsv(join(dir, 'routes.csv'), ROUTE_COLUMNS, [...routes, total]), await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips)];
    files[0] = { ...files[0], rows: routes.length };
    const q = questionSet('busops');
    const routeOf = new Map(routes.map((r) => [r.code, r]));
    const of = (t: Trip) => routeOf.get(t.route)!;
    const on = (from: string, to: string) => (t: Trip) => between(t.date, from, to);
    const operated = (t: Trip) => t.status === 'Operated';

    q.ask('How many routes do we run?', count(routes.length));
    q.ask('What is the total length of all our routes in km?', amount(sumOf(routes, (r) => r.km), 1));
    q.ask('How many express routes are there?', count(countWhere(routes, (r) => r.kind === 'Express')));
    q.ask('How many trips were cancelled in 2025?', count(countWhere(trips, (t) => t.status === 'Cancelled' && on('2025-01-01', '2025-12-31')(t))));
    q.ask('What percentage of trips were cancelled?', percent(percentOf(countWhere(trips, (t) => t.status === 'Cancelled'), trips.length)));
    q.ask('Average delay in minutes across operated trips', amount(avgOf(trips, (t) => t.delay)));
    const x = routes.find((r) => r.kind === 'Express')!.code;
    q.ask(`What's the average delay on route ${x}?`, amount(avgOf(trips, (t) => t.delay, (t) => t.route === x)));
    q.ask('Which depot has the worst punctuality by average delay?', winner(groupBy(trips, (t) => of(t).depot, 'avg', (t) => t.delay)));
    q.ask('How many passengers did we carry in June 2025?', count(sumOf(trips, (t) => t.passengers, on('2025-06-01', '2025-06-30'))));
    q.ask('What was total fare revenue in 2024?', amount(sumOf(trips, (t) => t.fare, on('2024-01-01', '2024-12-31'))));
    q.ask('Fare revenue by month for 2024', breakdown(new Map(monthsOf(2024).map((m) => [m, sumOf(trips, (t) => t.fare, (t) => t.date.startsWith(m))]))));
    q.ask('average monthly passengers in 2024', amount(sumOf(trips, (t) => t.passengers, on('2024-01-01', '2024-12-31')) / 12, 0));
    const busiest = groupBy(trips, (t) => t.route, 'sum', (t) => t.passengers);
    const top = winner(busiest);
    q.ask('Which route carried the most passengers?', top.kind === 'name' ? { ...top, aliases: [routeOf.get(top.value)!.name] } : top);
    const earlyBy = q.ask('How many trips left early?', count(countWhere(trips, (t) => t.delay !== null && t.delay < 0)));
    q.followUp(earlyBy, 'and how many ran more than 10 minutes late?', count(countWhere(trips, (t) => t.delay !== null && t.delay > 10)));
    q.ask('Of the trips that operated, what share were more than 5 minutes late?', percent(percentOf(countWhere(trips, (t) => t.delay !== null && t.delay > 5), countWhere(trips, operated))));
    q.ask('Which bus made the most trips?', winner(groupBy(trips, (t) => t.vehicle, 'count')));
    q.ask('Passengers by depot', countsBy(groupBy(trips, (t) => of(t).depot, 'sum', (t) => t.passengers)));
    q.ask('Number of routes per depot', countsBy(groupBy(routes, (r) => r.depot, 'count')));
    const perDepot = groupBy(routes, (r) => r.depot, 'count');
    q.ask('How many depots run more than 80 routes?', count([...perDepot.values()].filter((n) => n > 80).length));
    q.ask('How many routes are longer than 20 km?', count(countWhere(routes, (r) => r.km > 20)));
    q.ask('Fare revenue from night routes in 2025', amount(sumOf(trips, (t) => t.fare, (t) => of(t).kind === 'Night' && on('2025-01-01', '2025-12-31')(t))));
    q.ask('What is the average number of passengers per trip on express routes?', amount(avgOf(trips, (t) => t.passengers, (t) => of(t).kind === 'Express')));
    q.ask('How many trips ran between 1 March and 15 March 2025?', count(countWhere(trips, (t) => operated(t) && on('2025-03-01', '2025-03-15')(t))));
    q.ask('Total delay in hours for South depot trips in 2024', amount(sumOf(trips, (t) => t.delay, (t) => of(t).depot === 'South' && on('2024-01-01', '2024-12-31')(t)) / 60, 1));
    q.ask('Which depot had the most cancellations?', winner(groupBy(trips, (t) => of(t).depot, 'count', undefined, (t) => t.status === 'Cancelled')));
    q.ask('Cancelled trips by service type', countsBy(groupBy(trips, (t) => of(t).kind, 'count', undefined, (t) => t.status === 'Cancelled')));
    q.ask('What is the longest route in km?', amount(Math.max(...routes.map((r) => r.km)), 1));
    q.ask('Fare revenue in thousands of dollars for 2025', amount(sumOf(trips, (t) => t.fare, on('2025-01-01', '2025-12-31')) / 1000, 1));

    q.ask('Which driver has the most late trips?', decline('no driver column'));
    q.ask('How much fuel did the fleet use in 2025?', decline('no fuel column'));
    q.ask('Which stop has the most boardings?', decline('no stop-level data'));
    q.ask('How many passengers used a concession pass?', decline('no ticket type column'));
    q.ask('How many complaints did route X5 get?', decline('no complaints'));
    q.ask('What is the average speed of our buses?', decline('no running times'));
    q.ask('What is the profit per route?', decline('no costs'));
    q.ask('How old is our fleet on average?', decline('no vehicle age'));
    q.ask('How many trips were wheelchair accessible?', decline('no accessibility column'));
    return { files, questions: q.questions };
  },
};

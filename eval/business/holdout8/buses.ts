// A town bus operator: 22 routes (XLSX, ending in a real TOTAL row) and about 90,000 scheduled trips
// (CSV) sharing `route_no`. Traps: the TOTAL row (not a route), route numbers that look like numbers
// ("12", "33") and must never be summed, a signed delay (early departures are negative), blank
// delay and passengers on cancelled trips, driver ids, units in headers ("Length (km)", "Fare
// (GBP)", "Revenue (GBP)"), launch years stored as text, and a night route that started mid-way.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';

interface Route {
  no: string;
  name: string;
  depot: string;
  km: number;
  buses: number;
  fare: number;
  launched: number;
}

interface Trip {
  trip_id: number;
  route: string;
  date: string;
  departs: string;
  delay: number | null;
  passengers: number | null;
  cancelled: boolean;
  driver: string;
  revenue: number | null;
}

const ROUTES: [string, string][] = [
  ['1', 'Town Centre - Hospital'], ['2', 'Station - University'], ['3', 'Westfields Circular'], ['5', 'Harbour - Airport'],
  ['7', 'Old Town - Retail Park'], ['9', 'Millbrook - Town Centre'], ['12', 'Northgate - Southbank'], ['14', 'Eastfield Loop'],
  ['15', 'Station - Riverside'], ['18', 'Hospital - Parkway'], ['21', 'Kingsmead - College'], ['22', 'Town Centre - Beacon Hill'],
  ['27', 'Marina - Castle'], ['33', 'Valley Villages'], ['36', 'Airport - Business Park'], ['40', 'Sandy Lane - Quarry Road'],
  ['44', 'Outer Ring Clockwise'], ['45', 'Outer Ring Anticlockwise'], ['X5', 'Airport Express'], ['X10', 'City Express'],
  ['N1', 'Night Bus Centre'], ['P1', 'Park and Ride'],
];
const DEPOTS = ['Northgate', 'Southbank', 'Eastfield'];

function generate(): { routes: Route[]; trips: Trip[] } {
  const random = createRandom(81_802);
  const routes: Route[] = ROUTES.map(([no, name], i) => ({
    no,
    name,
    depot: DEPOTS[i % 3],
    km: roundTo(random.float(6, 34, 1) + i * 0.01, 1),
    buses: random.int(2, 14),
    fare: no.startsWith('X') ? 4.5 : no === 'N1' ? 3.2 : roundTo(1.8 + random.int(0, 6) * 0.1, 2),
    launched: no === 'N1' ? 2024 : random.int(1985, 2019),
  }));
  const busy = shuffled(random, routes);
  const drivers = Array.from({ length: 140 }, (_, i) => `D${String(2001 + i * 3)}`);
  const trips: Trip[] = [];
  for (let i = 0; i < 90_000; i++) {
    const route = busy[Math.floor(random.next() ** 1.3 * busy.length)];
    const date = random.date(route.no === 'N1' ? '2024-06-01' : '2024-01-01', '2025-09-30');
    const hour = route.no === 'N1' ? random.pick([23, 0, 1, 2]) : random.int(6, 22);
    const cancelled = random.chance(route.depot === 'Eastfield' ? 0.035 : 0.02);
    const baseDelay = route.no.startsWith('X') ? 3 : route.depot === 'Northgate' ? 2 : 1;
    const delay = cancelled ? null : Math.round(random.normal(baseDelay, 3.5) + (random.chance(0.06) ? random.int(5, 25) : 0));
    const passengers = cancelled ? null : Math.max(0, Math.round(random.normal(route.no === 'P1' ? 38 : 22, 9)));
    trips.push({
      trip_id: 0,
      route: route.no,
      date,
      departs: `${String(hour).padStart(2, '0')}:${String(random.int(0, 11) * 5).padStart(2, '0')}`,
      delay,
      passengers,
      cancelled,
      driver: random.pick(drivers),
      revenue: passengers === null ? null : roundTo(passengers * route.fare * random.float(0.55, 0.8, 3), 2),
    });
  }
  trips.sort((a, b) => a.date.localeCompare(b.date) || a.departs.localeCompare(b.departs) || a.route.localeCompare(b.route));
  trips.forEach((t, i) => (t.trip_id = 9_000_001 + i));
  return { routes, trips };
}

type SheetRow = Route | { total: true; km: number; buses: number };
const isRoute = (r: SheetRow): r is Route => !('total' in r);

const ROUTE_COLUMNS: Column<SheetRow>[] = [
  { header: 'route_no', value: (r) => (isRoute(r) ? r.no : 'TOTAL') },
  { header: 'route_name', value: (r) => (isRoute(r) ? r.name : null) },
  { header: 'depot', value: (r) => (isRoute(r) ? r.depot : null) },
  { header: 'Length (km)', value: (r) => roundTo(r.km, 1) },
  { header: 'Buses allocated', value: (r) => r.buses },
  { header: 'Adult fare (GBP)', value: (r) => (isRoute(r) ? r.fare : null) },
  { header: 'launched', value: (r) => (isRoute(r) ? String(r.launched) : null) },
];

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'trip_id', value: (t) => t.trip_id },
  { header: 'route_no', value: (t) => t.route },
  { header: 'service_date', value: (t) => t.date },
  { header: 'sched_departure', value: (t) => t.departs },
  { header: 'Delay (min)', value: (t) => t.delay },
  { header: 'passengers', value: (t) => t.passengers },
  { header: 'status', value: (t) => (t.cancelled ? 'Cancelled' : 'Operated') },
  { header: 'driver_id', value: (t) => t.driver },
  { header: 'Revenue (GBP)', value: (t) => (t.revenue === null ? null : t.revenue.toFixed(2)) },
];

/** A winner among routes keyed by route_no, named by route name; "route 12" (and a lettered code as itself) also names it. */
function routeWinner(groups: Map<string, number>, nameOf: Map<string, string>, order: 'desc' | 'asc' = 'desc'): Expected {
  const byName = new Map([...groups].map(([no, v]) => [nameOf.get(no)!, v]));
  const w = winner(byName, order);
  if (w.kind !== 'name') throw new Error('not a name');
  const no = [...nameOf].find(([, n]) => n === w.value)![0];
  return { ...w, aliases: /^\d+$/.test(no) ? [`route ${no}`] : [`route ${no}`, no] };
}

export const buses: BusinessSchema = {
  name: 'buses',
  description: 'A bus operator: 22 routes with a TOTAL row (XLSX) and 90,000 trips sharing route_no (CSV)',
  async build(dir) {
    const { routes, trips } = generate();
    const sheet: SheetRow[] = [
      ...routes,
      { total: true, km: routes.reduce((s, r) => s + r.km, 0), buses: routes.reduce((s, r) => s + r.buses, 0) },
    ];
    const files = [await writeXlsx(join(dir, 'routes.xlsx'), 'Routes', ROUTE_COLUMNS, sheet), await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips)];
    const q = questionSet('buses');
    const routeOf = new Map(routes.map((r) => [r.no, r]));
    const route = (t: Trip) => routeOf.get(t.route)!;
    const nameOf = new Map(routes.map((r) => [r.no, r.name]));
    const operated = (t: Trip) => !t.cancelled;
    const during = (period: string) => (t: Trip) => t.date.startsWith(period);
    const pax = (t: Trip) => t.passengers;
    const rev = (t: Trip) => t.revenue;
    const delay = (t: Trip) => t.delay;

    q.ask('How many routes do we run?', count(routes.length));
    q.ask('Total length of the network in km', amount(sumOf(routes, (r) => r.km), 1));
    q.ask('Which route is the longest?', routeWinner(new Map(routes.map((r) => [r.no, r.km])), nameOf));
    q.ask('buses allocated per depot', countsBy(groupBy(routes, (r) => r.depot, 'sum', (r) => r.buses)));
    q.ask('How many routes were launched before 2000?', count(countWhere(routes, (r) => r.launched < 2000)));
    q.ask('What is the average adult fare across routes?', amount(avgOf(routes, (r) => r.fare)));
    q.ask('How many trips were scheduled in total?', count(trips.length));
    q.ask('How many trips were cancelled?', count(countWhere(trips, (t) => t.cancelled)));
    q.ask('What % of trips were cancelled in 2025?', percent(percentOf(countWhere(trips, (t) => t.cancelled && during('2025')(t)), countWhere(trips, during('2025')))));
    q.ask('Average delay in minutes across operated trips', amount(avgOf(trips, delay)));
    q.ask('avg delay on the X5', amount(avgOf(trips, delay, (t) => t.route === 'X5')));
    q.ask('How many trips left early?', count(countWhere(trips, (t) => t.delay !== null && t.delay < 0)));
    q.ask('What share of operated trips were more than 5 minutes late?', percent(percentOf(countWhere(trips, (t) => t.delay !== null && t.delay > 5), countWhere(trips, operated))));
    q.ask('What was the worst delay ever recorded?', count(Math.max(...trips.filter(operated).map((t) => t.delay!))));
    q.ask('Total passengers carried', count(sumOf(trips, pax)));
    q.ask('passengers by depot', countsBy(groupBy(trips, (t) => route(t).depot, 'sum', pax, operated)));
    q.ask('Which route carried the most passengers in 2024?', routeWinner(groupBy(trips, (t) => t.route, 'sum', pax, (t) => operated(t) && during('2024')(t)), nameOf));
    q.ask('Top 3 routes by fare revenue', ranking(ranked(groupBy(trips, (t) => route(t).name, 'sum', rev, operated), 3)));
    q.ask('What was fare revenue in 2025?', amount(sumOf(trips, rev, during('2025'))));
    const q1 = q.ask('revenue Q1 2025', amount(sumOf(trips, rev, (t) => during('2025')(t) && quarterOf(t.date) === 1)));
    q.followUp(q1, 'and Q2?', amount(sumOf(trips, rev, (t) => during('2025')(t) && quarterOf(t.date) === 2)));
    q.ask('Which month had the most cancellations?', month(busiestMonth(trips, (t) => t.date, (t) => t.cancelled)));
    q.ask('Which route has the worst average delay?', routeWinner(groupBy(trips, (t) => t.route, 'avg', delay, operated), nameOf));
    q.ask('Which depot cancels the most trips?', winner(groupBy(trips, (t) => route(t).depot, 'count', undefined, (t) => t.cancelled)));
    const march = q.ask('How many passengers did we carry in March 2025?', count(sumOf(trips, pax, during('2025-03'))));
    q.followUp(march, 'what about just the Northgate depot?', count(sumOf(trips, pax, (t) => during('2025-03')(t) && route(t).depot === 'Northgate')));
    q.ask('How many different drivers worked the N1 in September 2025?', count(new Set(trips.filter((t) => t.route === 'N1' && operated(t) && during('2025-09')(t)).map((t) => t.driver)).size));
    q.ask('When did the night bus N1 first run?', day(dateRange(trips, (t) => t.date, (t) => t.route === 'N1').first));
    q.ask('What is the last service date in the data?', day(dateRange(trips, (t) => t.date).last));
    q.ask('Average passengers per operated trip on the Park and Ride', amount(avgOf(trips, pax, (t) => t.route === 'P1')));
    q.ask('How many trips ran between 20 December 2024 and 3 January 2025?', count(countWhere(trips, (t) => operated(t) && t.date >= '2024-12-20' && t.date <= '2025-01-03')));
    q.ask('Cancellations by depot', countsBy(groupBy(trips, (t) => route(t).depot, 'count', undefined, (t) => t.cancelled)));
    q.ask('Which driver operated the most trips?', winner(groupBy(trips, (t) => t.driver, 'count', undefined, operated)));
    q.ask('How much fare revenue did Southbank routes take since July 2025?', amount(sumOf(trips, rev, (t) => route(t).depot === 'Southbank' && t.date >= '2025-07-01')));
    q.ask('Did route 44 or route 45 carry more passengers?', routeWinner(groupBy(trips, (t) => t.route, 'sum', pax, (t) => operated(t) && (t.route === '44' || t.route === '45')), nameOf));
    q.ask('How many trips on the express routes (X5 and X10) were cancelled?', count(countWhere(trips, (t) => t.cancelled && t.route.startsWith('X'))));

    q.ask('How much diesel did the fleet use last year?', decline('no fuel data'));
    q.ask('Which driver gets the most complaints?', decline('no complaints data'));
    q.ask('How many passengers did we carry in 2023?', decline('trips start in January 2024'));
    q.ask('How many wheelchair users travelled on route 2?', decline('no accessibility data'));
    q.ask('Predict passenger numbers for 2026', decline('a forecast'));
    q.ask('Why is route 12 always late?', decline('a why question'));
    q.ask('Which bus stop has the most boardings?', decline('no stop-level data'));
    q.ask('How many concession pass journeys were made in 2024?', decline('no ticket types'));
    q.ask('What was the average delay in December 2025?', decline('trips end in September 2025'));
    q.ask('What are the names of our drivers on route X10?', decline('drivers are ids only'));
    q.ask('How many buses in the fleet are electric?', decline('no vehicle fuel type'));
    return { files, questions: q.questions };
  },
};

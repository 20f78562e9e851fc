// A council parking operator: 24 car parks (XLSX, ending in a real TOTAL summary row) and 300,000
// parking sessions (CSV) sharing `car_park_code`. Traps: the TOTAL row (not a car park: it must not
// be counted, averaged or ranked), opening years stored as text, blank fees on permit sessions,
// units in headers ("Duration (min)", "Fee £", "Tariff £/hr"), session ids and car park codes that
// must never be summed, and sessions naming the car park by code only (its name is in the sheet).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';

interface CarPark {
  code: string;
  name: string;
  zone: string;
  spaces: number;
  ev_bays: number;
  tariff: number;
  opened: number;
}

interface Session {
  session_id: number;
  code: string;
  /** YYYY-MM-DD HH:MM */
  entry: string;
  minutes: number;
  vehicle: string;
  payment: string;
  fee: number | null;
  pcn: boolean;
}

const NAMES = [
  'Station Road', 'Quayside', 'Market Square', 'Abbey Lane', 'Riverside Walk', 'Hospital North', 'Castle Mews', 'Victoria Street',
  'Leisure Centre', 'Park and Ride East', 'Park and Ride West', 'Library Yard', 'Corn Exchange', 'Harbour View', 'Mill Lane',
  'Bus Station', 'Civic Centre', 'Wharf Street', 'Kings Meadow', 'Tannery Court', 'Old Brewery Yard', 'Racecourse', 'Chapel Row', 'Dockside',
];
const ZONES = ['Centre', 'North', 'South', 'East', 'West'];
const VEHICLES: [string, number][] = [['Car', 78], ['Van', 9], ['Motorcycle', 4], ['EV', 9]];
const PAYMENTS: [string, number][] = [['Card', 41], ['App', 33], ['Cash', 14], ['Permit', 12]];

function generate(): { parks: CarPark[]; sessions: Session[] } {
  const random = createRandom(70_404);
  const parks: CarPark[] = NAMES.map((name, i) => ({
    code: `CP${String(i + 1).padStart(2, '0')}`,
    name,
    zone: ZONES[i % ZONES.length],
    spaces: 10 * random.int(6, 90) + i,
    ev_bays: random.int(0, 24),
    tariff: roundTo(1.2 + 0.1 * i + random.int(0, 3) * 0.05, 2),
    opened: random.int(1972, 2021),
  }));
  const popular = shuffled(random, parks);
  const sessions: Session[] = Array.from({ length: 300_000 }, (_, i) => {
    const park = popular[Math.floor(random.next() ** 1.5 * popular.length)];
    const vehicle = random.weighted(VEHICLES.map((v) => v[0]), VEHICLES.map((v) => v[1]));
    const payment = random.weighted(PAYMENTS.map((p) => p[0]), PAYMENTS.map((p) => p[1]));
    const minutes = Math.max(5, Math.round(random.next() ** 2 * (park.name.startsWith('Park and Ride') ? 600 : 360)) + random.int(5, 20));
    const day = random.date('2023-07-01', '2025-10-31');
    const hour = random.weighted([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], [2, 8, 10, 9, 9, 10, 10, 9, 8, 7, 6, 5, 4, 3]);
    return {
      session_id: 5_000_001 + i,
      code: park.code,
      entry: `${day} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      minutes,
      vehicle,
      payment,
      fee: payment === 'Permit' ? null : roundTo(Math.ceil(minutes / 60) * park.tariff, 2),
      pcn: random.chance(0.018),
    };
  });
  sessions.sort((a, b) => a.entry.localeCompare(b.entry) || a.session_id - b.session_id);
  return { parks, sessions: sessions.map((s, i) => ({ ...s, session_id: 5_000_001 + i })) };
}

type SheetRow = CarPark | { total: true; spaces: number; ev_bays: number };
const isPark = (r: SheetRow): r is CarPark => !('total' in r);

const PARK_COLUMNS: Column<SheetRow>[] = [
  { header: 'car_park_code', value: (r) => (isPark(r) ? r.code : 'TOTAL') },
  { header: 'car_park', value: (r) => (isPark(r) ? r.name : null) },
  { header: 'zone', value: (r) => (isPark(r) ? r.zone : null) },
  { header: 'Spaces', value: (r) => r.spaces },
  { header: 'EV Bays', value: (r) => r.ev_bays },
  { header: 'Tariff £/hr', value: (r) => (isPark(r) ? r.tariff : null) },
  { header: 'opened_year', value: (r) => (isPark(r) ? String(r.opened) : null) },
];

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (s) => s.session_id },
  { header: 'car_park_code', value: (s) => s.code },
  { header: 'entry_time', value: (s) => s.entry },
  { header: 'Duration (min)', value: (s) => s.minutes },
  { header: 'vehicle_type', value: (s) => s.vehicle },
  { header: 'payment_method', value: (s) => s.payment },
  { header: 'Fee £', value: (s) => (s.fee === null ? null : s.fee.toFixed(2)) },
  { header: 'pcn_issued', value: (s) => (s.pcn ? 'Y' : 'N') },
];

/** A winner among car parks named by name, with the code as an alias. */
function parkWinner(groups: Map<string, number>, codeOf: Map<string, string>, order: 'desc' | 'asc' = 'desc'): Expected {
  const w = winner(groups, order);
  if (w.kind !== 'name') throw new Error('not a name');
  return { ...w, aliases: [codeOf.get(w.value)!] };
}

export const parking: BusinessSchema = {
  name: 'parking',
  description: 'A parking operator: 24 car parks with a TOTAL row (XLSX) and 300,000 sessions sharing car_park_code (CSV)',
  async build(dir) {
    const { parks, sessions } = generate();
    const sheet: SheetRow[] = [...parks, { total: true, spaces: parks.reduce((s, p) => s + p.spaces, 0), ev_bays: parks.reduce((s, p) => s + p.ev_bays, 0) }];
    const files = [
      await writeXlsx(join(dir, 'car_parks.xlsx'), 'Car parks', PARK_COLUMNS, sheet),
      await writeCsv(join(dir, 'sessions.csv'), SESSION_COLUMNS, sessions),
    ];
    const q = questionSet('parking');
    const parkOf = new Map(parks.map((p) => [p.code, p]));
    const codeOf = new Map(parks.map((p) => [p.name, p.code]));
    const park = (s: Session) => parkOf.get(s.code)!;
    const fee = (s: Session) => s.fee;
    const during = (period: string) => (s: Session) => s.entry.startsWith(period);
    const named = (name: string) => (s: Session) => park(s).name === name;

    q.ask('How many car parks do we operate?', count(parks.length));
    q.ask('What is our total number of parking spaces?', count(sumOf(parks, (p) => p.spaces)));
    q.ask('Which car park has the most spaces?', winner(new Map(parks.map((p) => [p.name, p.spaces]))));
    q.ask('Average number of spaces per car park', amount(avgOf(parks, (p) => p.spaces)));
    q.ask('How many EV bays are there in the North zone?', count(sumOf(parks, (p) => p.ev_bays, (p) => p.zone === 'North')));
    q.ask('Which car park has the highest hourly tariff?', winner(new Map(parks.map((p) => [p.name, p.tariff]))));
    q.ask('How many car parks opened before 2000?', count(countWhere(parks, (p) => p.opened < 2000)));
    q.ask('How many parking sessions have we recorded?', count(sessions.length));
    q.ask('Total parking fee income', amount(sumOf(sessions, fee)));
    q.ask('What did we take in fees in 2025?', amount(sumOf(sessions, fee, during('2025'))));
    q.ask('fee income by payment method', breakdown(groupBy(sessions, (s) => s.payment, 'sum', fee, (s) => s.fee !== null)));
    q.ask('Which car park took the most money?', parkWinner(groupBy(sessions, (s) => park(s).name, 'sum', fee), codeOf));
    q.ask('Top 5 car parks by number of sessions in 2024', ranking(ranked(groupBy(sessions, (s) => park(s).name, 'count', undefined, during('2024')), 5)));
    q.ask('Which car park had the fewest sessions?', parkWinner(groupBy(sessions, (s) => park(s).name, 'count'), codeOf, 'asc'));
    q.ask('What is the average stay for vans, in minutes?', amount(avgOf(sessions, (s) => s.minutes, (s) => s.vehicle === 'Van')));
    q.ask('median duration of permit holder sessions', amount(medianOf(sessions, (s) => s.minutes, (s) => s.payment === 'Permit'), 1));
    q.ask('What percentage of sessions were paid through the app?', percent(percentOf(countWhere(sessions, (s) => s.payment === 'App'), sessions.length)));
    q.ask('How many EV sessions were there at Quayside?', count(countWhere(sessions, (s) => s.vehicle === 'EV' && named('Quayside')(s))));
    q.ask('How many penalty notices (PCNs) were issued in Q2 2025?', count(countWhere(sessions, (s) => s.pcn && during('2025')(s) && quarterOf(s.entry) === 2)));
    q.ask('Which month had the most parking sessions?', month(busiestMonth(sessions, (s) => s.entry)));
    q.ask('sessions by vehicle type', countsBy(groupBy(sessions, (s) => s.vehicle, 'count')));
    q.ask('Fee income by zone', breakdown(groupBy(sessions, (s) => park(s).zone, 'sum', fee)));
    q.ask('Which zone has the highest average fee per paid session?', winner(groupBy(sessions, (s) => park(s).zone, 'avg', fee)));
    q.ask('What is the longest stay on record, in minutes?', count(maxOf(sessions, (s) => s.minutes)));
    q.ask('When did a motorcycle last park at Old Brewery Yard?', day(dateRange(sessions, (s) => s.entry, (s) => s.vehicle === 'Motorcycle' && named('Old Brewery Yard')(s)).last));
    q.ask('When was the last penalty notice issued at Market Square?', day(dateRange(sessions, (s) => s.entry, (s) => s.pcn && named('Market Square')(s)).last));
    q.ask('How many sessions between 24 December 2024 and 1 January 2025?', count(countWhere(sessions, (s) => s.entry.slice(0, 10) >= '2024-12-24' && s.entry.slice(0, 10) <= '2025-01-01')));
    const november = q.ask('fee income in November 2024', amount(sumOf(sessions, fee, during('2024-11'))));
    q.followUp(november, 'and in December?', amount(sumOf(sessions, fee, during('2024-12'))));
    q.ask('How much cash did we collect at Centre zone car parks in 2024?', amount(sumOf(sessions, fee, (s) => s.payment === 'Cash' && park(s).zone === 'Centre' && during('2024')(s))));
    q.ask('How many sessions since 1 July 2025?', count(countWhere(sessions, (s) => s.entry >= '2025-07-01')));
    q.ask('How many stays were longer than 4 hours (240 minutes)?', count(countWhere(sessions, (s) => s.minutes > 240)));
    q.ask(
      'Did Station Road or Abbey Lane have more sessions in 2025?',
      winner(groupBy(sessions, (s) => park(s).name, 'count', undefined, (s) => during('2025')(s) && ['Station Road', 'Abbey Lane'].includes(park(s).name))),
    );

    q.ask('How many spaces are free at Quayside right now?', decline('no live occupancy'));
    q.ask('Which number plates get the most penalty notices?', decline('no registration column'));
    q.ask('What do we spend on attendants per car park?', decline('no staff costs'));
    q.ask('How many parking sessions were there in 2021?', decline('sessions start in July 2023'));
    q.ask('How many season tickets did we sell in 2024?', decline('no season ticket sales'));
    q.ask('Does rain reduce the number of sessions?', decline('no weather data'));
    q.ask('How many kWh did the EV chargers deliver last month?', decline('no charging energy data'));
    q.ask('How many disabled bays does Station Road have?', decline('no disabled bay column'));
    q.ask('What will our fee income be next year?', decline('a forecast'));
    q.ask('How many sessions did we have in March 2026?', decline('sessions end in October 2025'));
    return { files, questions: q.questions };
  },
};

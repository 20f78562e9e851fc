// A community dial-a-ride minibus service: 640 registered passengers (CSV: area, membership,
// wheelchair flag, age band, registration date as dd/mm/yyyy text), about 15,000 booked trips from
// January 2025 to 30 November 2026 (CSV, sharing "Passenger No") with driver, vehicle, purpose,
// miles, fare and status, and about 700 fuel fill-ups of the six minibuses (XLSX, sharing the
// vehicle registration with the trips). Traps: passenger and trip numbers that look numeric,
// no-shows charged a flat fee while cancelled trips have a blank fare, paid and volunteer drivers,
// the price per litre in pence beside the cost in pounds, a minibus that joined in June 2025.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Passenger {
  no: number;
  name: string;
  area: string;
  registered: string;
  membership: string;
  wheelchair: string;
  band: string;
}

interface Trip {
  id: number;
  date: string;
  time: string;
  passenger: number;
  driver: string;
  vehicle: string;
  purpose: string;
  miles: number;
  fare: number | null;
  status: string;
  escort: string;
}

interface Fill {
  date: string;
  vehicle: string;
  litres: number;
  pence: number;
  cost: number;
  odometer: number;
  by: string;
}

const AREAS = ['Ashby', 'Coleorton', 'Measham', 'Ibstock', 'Kegworth', 'Castle Donington', 'Moira'];
const AREA_WEIGHTS = [26, 8, 14, 16, 12, 14, 10];
const FIRST = ['Margaret', 'Joan', 'Dorothy', 'Brian', 'Peter', 'Sheila', 'Maureen', 'Kenneth', 'Pat', 'Irene', 'Derek', 'Elsie', 'Roy', 'Vera', 'Stan', 'Audrey', 'Gwen', 'Ron', 'Betty', 'Cyril'];
const LAST = ['Smith', 'Bailey', 'Cooper', 'Hall', 'Ward', 'Hart', 'Mills', 'Page', 'Dixon', 'Lane', 'Nash', 'Pike', 'Shaw', 'Toon', 'Bell', 'Gill', 'Holt', 'Kerr'];
const BANDS = ['Under 60', '60-74', '75-84', '85+'];
// driver, paid or volunteer, weight
const DRIVERS: [string, string, number][] = [
  ['Alan', 'Paid', 16], ['Bev', 'Paid', 15], ['Colin', 'Paid', 13], ['Denise', 'Paid', 12], ['Eric', 'Volunteer', 6], ['Fatima', 'Volunteer', 7],
  ['Gordon', 'Volunteer', 5], ['Hazel', 'Volunteer', 8], ['Ian', 'Volunteer', 4], ['Jean', 'Volunteer', 6], ['Keith', 'Volunteer', 3], ['Linda', 'Volunteer', 5],
];
const VEHICLES = ['YK19 HWT', 'YK21 ODA', 'WX18 BMN', 'WX70 CPL', 'FD68 KTE', 'YR25 UJS'];
// purpose, weight, mean miles
const PURPOSES: [string, number, number][] = [['GP / Medical', 24, 4], ['Hospital', 14, 14], ['Shopping', 28, 5], ['Day Centre', 16, 6], ['Social Club', 12, 5], ['Other', 6, 7]];
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

function generate(): { passengers: Passenger[]; trips: Trip[]; fills: Fill[] } {
  const random = createRandom(44_351);
  const names = new Set<string>();
  const passengers: Passenger[] = [];
  while (passengers.length < 640) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (names.has(name)) {
      const initial = `${name.split(' ')[0]} ${String.fromCharCode(65 + random.int(0, 25))}. ${name.split(' ')[1]}`;
      if (names.has(initial)) continue;
      names.add(initial);
      passengers.push(makePassenger(initial));
    } else {
      names.add(name);
      passengers.push(makePassenger(name));
    }
  }
  function makePassenger(name: string): Passenger {
    const band = random.weighted(BANDS, [10, 30, 38, 22]);
    return {
      no: 30_001 + passengers.length, name, area: random.weighted(AREAS, AREA_WEIGHTS),
      registered: random.chance(0.7) ? random.date('2018-01-01', '2024-12-31') : random.date('2025-01-01', '2026-11-25'),
      membership: band === 'Under 60' ? random.weighted(['Standard', 'Carer Pass'], [70, 30]) : random.weighted(['Concession', 'Standard', 'Carer Pass'], [70, 20, 10]),
      wheelchair: random.chance(band === '85+' ? 0.3 : 0.12) ? 'Yes' : 'No', band,
    };
  }
  const activity = passengers.map(() => (random.chance(0.12) ? 0 : random.float(0.2, 3, 2)));
  const trips: Trip[] = [];
  while (trips.length < 15_000) {
    const date = random.date('2025-01-01', '2026-11-30');
    if (weekday(date) === 0) continue;
    const p = random.weighted(passengers, activity);
    if (p.registered > date) continue;
    const [purpose, , meanMiles] = random.weighted(PURPOSES, PURPOSES.map((x) => x[1]));
    const [driver] = random.weighted(DRIVERS, DRIVERS.map((d) => d[2]));
    const vehicle = random.pick(date >= '2025-06-01' ? VEHICLES : VEHICLES.slice(0, 5));
    const miles = roundTo(Math.max(0.8, random.normal(meanMiles, meanMiles * 0.35)), 1);
    const roll = random.next();
    const noShowRate = p.band === '85+' ? 0.09 : p.band === '75-84' ? 0.06 : p.band === '60-74' ? 0.045 : 0.07;
    const status = roll < noShowRate ? 'No-show' : roll < noShowRate + 0.08 ? 'Cancelled' : 'Completed';
    const full = roundTo(2.5 + 0.4 * miles, 1);
    const fare = status === 'Cancelled' ? null : status === 'No-show' ? 3 : p.membership === 'Standard' ? full : roundTo(full / 2, 2);
    const time = `${String(random.int(8, 16)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
    trips.push({ id: 0, date, time, passenger: p.no, driver, vehicle, purpose, miles, fare, status, escort: p.membership === 'Carer Pass' || random.chance(0.06) ? 'Yes' : 'No' });
  }
  trips.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.passenger - b.passenger);
  trips.forEach((t, i) => (t.id = 880_001 + i));

  const fills: Fill[] = [];
  const odometer = new Map(VEHICLES.map((v, i) => [v, 40_000 + i * 9_000]));
  for (let day = '2025-01-02'; day <= '2026-11-30'; day = addDays(day, 1)) {
    for (const v of VEHICLES) {
      if (v === 'YR25 UJS' && day < '2025-06-01') continue;
      if (!random.chance(0.14)) continue;
      const litres = roundTo(random.float(35, 70, 1), 1);
      const pence = roundTo(random.normal(day < '2026-01-01' ? 148 : 141, 4), 1);
      const miles = Math.round(litres * random.float(6.5, 8.5, 2));
      odometer.set(v, odometer.get(v)! + miles);
      fills.push({ date: day, vehicle: v, litres, pence, cost: roundTo((litres * pence) / 100, 2), odometer: odometer.get(v)!, by: random.weighted(DRIVERS, DRIVERS.map((d) => d[2]))[0] });
    }
  }
  return { passengers, trips, fills };
}

const PASSENGER_COLUMNS: Column<Passenger>[] = [
  { header: 'Passenger No', value: (p) => p.no },
  { header: 'Name', value: (p) => p.name },
  { header: 'Area', value: (p) => p.area },
  { header: 'Registered', value: (p) => ukDate(p.registered) },
  { header: 'Membership', value: (p) => p.membership },
  { header: 'Wheelchair User', value: (p) => p.wheelchair },
  { header: 'Age Band', value: (p) => p.band },
];

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'Trip ID', value: (t) => t.id },
  { header: 'Trip Date', value: (t) => t.date },
  { header: 'Pickup Time', value: (t) => t.time },
  { header: 'Passenger No', value: (t) => t.passenger },
  { header: 'Driver', value: (t) => t.driver },
  { header: 'Driver Type', value: (t) => DRIVERS.find((d) => d[0] === t.driver)![1] },
  { header: 'Vehicle Reg', value: (t) => t.vehicle },
  { header: 'Purpose', value: (t) => t.purpose },
  { header: 'Miles', value: (t) => t.miles },
  { header: 'Fare (£)', value: (t) => t.fare },
  { header: 'Status', value: (t) => t.status },
  { header: 'Escort', value: (t) => t.escort },
];

const FILL_COLUMNS: Column<Fill>[] = [
  { header: 'Fuel Date', value: (f) => f.date },
  { header: 'Vehicle Reg', value: (f) => f.vehicle },
  { header: 'Litres', value: (f) => f.litres },
  { header: 'Price per Litre (p)', value: (f) => f.pence },
  { header: 'Total Cost (£)', value: (f) => f.cost },
  { header: 'Odometer', value: (f) => f.odometer },
  { header: 'Filled By', value: (f) => f.by },
];

export const dialaride: BusinessSchema = {
  name: 'dialaride',
  description: 'A community dial-a-ride minibus service: 640 passengers (CSV), about 15,000 booked trips (CSV) sharing Passenger No, and about 700 fuel fill-ups of six minibuses (XLSX)',
  async build(dir) {
    const { passengers, trips, fills } = generate();
    const files = [
      await writeCsv(join(dir, 'passengers.csv'), PASSENGER_COLUMNS, passengers),
      await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips),
      await writeXlsx(join(dir, 'fuel_log.xlsx'), 'Fuel', FILL_COLUMNS, fills),
    ];
    const q = questionSet('dialaride');
    const passengerOf = new Map(passengers.map((p) => [p.no, p]));
    const pax = (t: Trip) => passengerOf.get(t.passenger)!;
    const done = (t: Trip) => t.status === 'Completed';
    const on = (from: string, to: string) => (t: Trip) => t.date >= from && t.date <= to;
    const ran = (from: string, to: string) => (t: Trip) => done(t) && on(from, to)(t);
    const filled = (from: string, to: string) => (f: Fill) => f.date >= from && f.date <= to;
    const volunteer = new Set(DRIVERS.filter((d) => d[1] === 'Volunteer').map((d) => d[0]));
    const noShowRate = (key: (t: Trip) => string) => {
      const all = groupBy(trips, key, 'count');
      const missed = groupBy(trips, key, 'count', undefined, (t) => t.status === 'No-show');
      return new Map([...all].map(([k, n]) => [k, percentOf(missed.get(k) ?? 0, n)]));
    };

    q.ask('How many trips have we completed?', count(countWhere(trips, done)));
    q.ask('How many no-shows have we had?', count(countWhere(trips, (t) => t.status === 'No-show')));
    q.ask("What's our no-show rate across all booked trips?", percent(percentOf(countWhere(trips, (t) => t.status === 'No-show'), trips.length)));
    q.ask('Trips by status', countsBy(groupBy(trips, (t) => t.status, 'count')));
    const oct = q.ask('How many completed trips last month?', count(countWhere(trips, ran('2026-10-01', '2026-10-31'))));
    q.followUp(oct, 'and how many of those were hospital runs?', count(countWhere(trips, (t) => ran('2026-10-01', '2026-10-31')(t) && t.purpose === 'Hospital')));
    q.ask('Completed trips last quarter', count(countWhere(trips, ran('2026-07-01', '2026-09-30'))));
    q.ask('How many trips have we completed so far this year?', count(countWhere(trips, ran('2026-01-01', '2026-11-30'))));
    q.ask('Completed trips by purpose', countsBy(groupBy(trips, (t) => t.purpose, 'count', undefined, done)));
    q.ask("What's the most common reason people travel with us (completed trips)?", winner(groupBy(trips, (t) => t.purpose, 'count', undefined, done)));
    q.ask('How much fare money have we taken in total, no-show fees included?', amount(sumOf(trips, (t) => t.fare)));
    q.ask('Fare income from completed trips in 2025', amount(sumOf(trips, (t) => t.fare, ran('2025-01-01', '2025-12-31'))));
    q.ask('How much did we take in fares last month, no-show fees included?', amount(sumOf(trips, (t) => t.fare, on('2026-10-01', '2026-10-31'))));
    q.ask('Average fare on a completed trip', amount(avgOf(trips, (t) => t.fare, done)));
    q.ask('Total miles driven on completed trips', amount(sumOf(trips, (t) => t.miles, done), 1));
    q.ask('Completed trip miles by vehicle', breakdown(groupBy(trips, (t) => t.vehicle, 'sum', (t) => t.miles, done), 1));
    q.ask('Which minibus has done the most trip miles this year?', winner(groupBy(trips, (t) => t.vehicle, 'sum', (t) => t.miles, ran('2026-01-01', '2026-11-30'))));
    const drivers = groupBy(trips, (t) => t.driver, 'count', undefined, done);
    const topDriver = ranked(drivers, 1)[0];
    const who = q.ask('Which driver has done the most completed trips?', winner(drivers));
    q.followUp(who, 'how many miles is that?', amount(sumOf(trips, (t) => t.miles, (t) => done(t) && t.driver === topDriver), 1));
    q.ask('What percentage of completed trips were driven by volunteers?', percent(percentOf(countWhere(trips, (t) => done(t) && volunteer.has(t.driver)), countWhere(trips, done))));
    q.ask('How many trips did Hazel complete last month?', count(countWhere(trips, (t) => ran('2026-10-01', '2026-10-31')(t) && t.driver === 'Hazel')));
    q.ask('How many passengers are registered with us?', count(passengers.length));
    q.ask('Passengers by membership type', countsBy(groupBy(passengers, (p) => p.membership, 'count')));
    q.ask('How many registered passengers use a wheelchair?', count(countWhere(passengers, (p) => p.wheelchair === 'Yes')));
    q.ask('Which area has the most registered passengers?', winner(groupBy(passengers, (p) => p.area, 'count')));
    q.ask('How many new passengers registered this year?', count(countWhere(passengers, (p) => p.registered >= '2026-01-01' && p.registered <= '2026-11-30')));
    const travelled = new Set(trips.filter(done).map((t) => t.passenger));
    q.ask("How many registered passengers have never completed a trip with us?", count(countWhere(passengers, (p) => !travelled.has(p.no))));
    const regulars = winner(groupBy(trips, (t) => String(t.passenger), 'count', undefined, done));
    if (regulars.kind === 'name') regulars.aliases = [passengerOf.get(Number(regulars.value))!.name];
    q.ask('Which passenger has completed the most trips?', regulars);
    q.ask('Top 3 areas by completed trips', ranking(ranked(groupBy(trips, (t) => pax(t).area, 'count', undefined, done), 3)));
    q.ask('How many completed trips were for passengers who use a wheelchair?', count(countWhere(trips, (t) => done(t) && pax(t).wheelchair === 'Yes')));
    q.ask('How many hospital trips did we complete in the last 30 days?', count(countWhere(trips, (t) => ran('2026-11-01', '2026-11-30')(t) && t.purpose === 'Hospital')));
    q.ask('Completed trips in the last 6 weeks', count(countWhere(trips, ran(addDays('2026-11-30', -41), '2026-11-30'))));
    q.ask('How many trips did we complete between 1 February and 14 March 2026?', count(countWhere(trips, ran('2026-02-01', '2026-03-14'))));
    q.ask('Completed trips since 1 October 2026', count(countWhere(trips, ran('2026-10-01', '2026-11-30'))));
    q.ask('Which month had the most completed hospital trips?', month(busiestMonth(trips, (t) => t.date, (t) => done(t) && t.purpose === 'Hospital')));
    q.ask('Average miles of a completed hospital trip', amount(avgOf(trips, (t) => t.miles, (t) => done(t) && t.purpose === 'Hospital'), 2));
    q.ask("What's the longest completed trip we've done in miles?", amount(maxOf(trips, (t) => t.miles, done), 1));
    q.ask('No-shows by age band', countsBy(groupBy(trips, (t) => pax(t).band, 'count', undefined, (t) => t.status === 'No-show')));
    q.ask('Which age band has the highest no-show rate?', winner(noShowRate((t) => pax(t).band)));
    q.ask('Fare income from concession members on completed trips', amount(sumOf(trips, (t) => t.fare, (t) => done(t) && pax(t).membership === 'Concession')));
    q.ask('What share of completed trips had an escort travelling?', percent(percentOf(countWhere(trips, (t) => done(t) && t.escort === 'Yes'), countWhere(trips, done))));
    q.ask('How much have we spent on fuel altogether?', amount(sumOf(fills, (f) => f.cost)));
    q.ask('Fuel spend last quarter', amount(sumOf(fills, (f) => f.cost, filled('2026-07-01', '2026-09-30'))));
    q.ask('Litres of fuel by vehicle', breakdown(groupBy(fills, (f) => f.vehicle, 'sum', (f) => f.litres), 1));
    q.ask('Which minibus has cost the most in fuel this year?', winner(groupBy(fills, (f) => f.vehicle, 'sum', (f) => f.cost, filled('2026-01-01', '2026-11-30'))));
    q.ask('How many times has YK19 HWT been filled up?', count(countWhere(fills, (f) => f.vehicle === 'YK19 HWT')));
    q.ask('What did fuel cost us per mile of completed trips in 2025?', amount(sumOf(fills, (f) => f.cost, filled('2025-01-01', '2025-12-31')) / sumOf(trips, (t) => t.miles, ran('2025-01-01', '2025-12-31')), 3));
    q.ask('How many litres did we buy last month?', amount(sumOf(fills, (f) => f.litres, filled('2026-10-01', '2026-10-31')), 1));
    q.ask('Who fills the buses up most often?', winner(groupBy(fills, (f) => f.by, 'count')));

    q.ask('How satisfied are our passengers?', decline('no feedback or satisfaction data'));
    q.ask('How many hours did each driver work last month?', decline('no driver hours'));
    q.ask('When is the MOT due on WX18 BMN?', decline('no MOT dates'));
    q.ask('How much grant funding did the council give us?', decline('no funding data'));
    q.ask('How many trips will we need to run next winter?', decline('a forecast'));
    q.ask('How many trips did we do in 2024?', decline('trips start in January 2025'));
    q.ask('Which passengers have dementia?', decline('no medical conditions recorded'));
    q.ask('How late were our pickups on average?', decline('no actual pickup times'));
    q.ask('What does insurance cost for each minibus?', decline('no insurance costs'));
    q.ask('Which driver is the friendliest?', decline('an opinion'));
    q.ask('How many wheelchair spaces does each minibus have?', decline('no vehicle capacity column'));
    return { files, questions: q.questions };
  },
};

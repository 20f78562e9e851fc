// A city taxi firm: 320 drivers (CSV: driver number, name, base, licence, status, vehicle and its
// registration), 60,000 trip bookings from November 2025 to October 2026 (CSV) sharing `driver_no`,
// and about 1,000 vehicle services (XLSX) joined to the drivers through `vehicle_reg`. Traps:
// driver numbers and trip ids that look numeric (never measures), units in the headers
// ("Distance (miles)", "Fare (£)", "Tip (£)", "Cost (£)"), blank fares, distances and payment methods
// on cancelled and no-show bookings, blank tips and ratings, a pickup zone coded "OR" (Outer Ring),
// service dates stored as DD/MM/YYYY text and service costs stored as text in the workbook.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Driver {
  no: number;
  name: string;
  base: string;
  licence: string;
  started: string;
  status: string;
  vehicle: string;
  fuel: string;
  reg: string;
}

interface Trip {
  id: number;
  driver: number;
  at: string;
  zone: string;
  channel: string;
  miles: number | null;
  fare: number | null;
  tip: number | null;
  payment: string | null;
  status: string;
  rating: number | null;
}

interface Service {
  id: number;
  reg: string;
  date: string;
  garage: string;
  type: string;
  cost: number;
  mileage: number;
  result: string | null;
}

const FIRST = ['Adam', 'Bilal', 'Carl', 'Darren', 'Ewan', 'Faisal', 'Gary', 'Hassan', 'Imran', 'Jason', 'Kevin', 'Leon', 'Mohammed', 'Nathan', 'Omar', 'Paul', 'Rafiq', 'Stuart', 'Tariq', 'Usman', 'Vikram', 'Wayne', 'Yusuf', 'Zahid', 'Aisha', 'Bev', 'Claire', 'Donna', 'Fatima', 'Grace', 'Helen', 'Joanne', 'Karen', 'Lisa', 'Marta', 'Nadia', 'Sofia', 'Tracey'];
const LAST = ['Ahmed', 'Baker', 'Choudhury', 'Davies', 'Evans', 'Fletcher', 'Gill', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'Malik', 'Nowak', "O'Brien", 'Patel', 'Quinn', 'Rahman', 'Singh', 'Taylor', 'Uddin', 'Walsh', 'Young', 'Zielinski', 'Hussain', 'Clarke', 'Morgan', 'Price', 'Begum', 'Kowalski'];
const BASES = ['Central', 'Airport', 'Northside', 'Riverside'];
const VEHICLES: [string, string][] = [['Toyota Prius', 'Hybrid'], ['Skoda Octavia', 'Diesel'], ['Kia Niro', 'Electric'], ['Tesla Model 3', 'Electric'], ['VW Passat', 'Diesel'], ['Toyota Corolla', 'Hybrid']];
// zone code, weight, typical miles
const ZONES: [string, number, number][] = [['TC', 38, 2.6], ['OR', 22, 4.8], ['AP', 12, 14.5], ['UN', 14, 3.1], ['HB', 9, 3.8], ['ST', 5, 2.2]];
const CHANNELS: [string, number][] = [['App', 45], ['Phone', 25], ['Rank', 20], ['Account', 10]];
const GARAGES = ['Bridge Street Motors', 'Kwik Tyre Central', 'Northside Garage', 'Halden Autocentre'];
const SERVICE_TYPES: [string, number, number][] = [['MOT', 30, 54.85], ['Full Service', 22, 245], ['Interim Service', 18, 139], ['Brakes', 12, 210], ['Tyres', 12, 180], ['Bodywork', 6, 420]];

const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';

function generate(): { drivers: Driver[]; trips: Trip[]; services: Service[] } {
  const random = createRandom(42003);
  const drivers: Driver[] = [];
  const names = new Set<string>();
  const regs = new Set<string>();
  for (let i = 0; i < 320; i++) {
    let name = '';
    do name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (names.has(name));
    names.add(name);
    let reg = '';
    do reg = `${LETTERS[random.int(0, 23)]}${LETTERS[random.int(0, 23)]}${random.pick(['19', '20', '21', '22', '23', '24', '70', '71', '72', '73'])} ${LETTERS[random.int(0, 23)]}${LETTERS[random.int(0, 23)]}${LETTERS[random.int(0, 23)]}`;
    while (regs.has(reg));
    regs.add(reg);
    const licence = random.chance(0.3) ? 'Hackney' : 'Private Hire';
    const [vehicle, fuel] = licence === 'Hackney' && random.chance(0.6) ? ['LEVC TX', 'Electric'] : random.pick(VEHICLES);
    drivers.push({
      no: 5001 + i,
      name,
      base: random.weighted(BASES, [40, 25, 20, 15]),
      licence,
      started: random.date('2012-01-01', '2026-09-30'),
      status: random.weighted(['Active', 'Suspended', 'Left'], [85, 4, 11]),
      vehicle,
      fuel,
      reg,
    });
  }
  const weights = drivers.map((d) => random.float(0.2, 2, 3) * (d.status === 'Active' ? 1 : 0.35));
  const trips: Trip[] = [];
  for (let i = 0; i < 60_000; i++) {
    const d = random.weighted(drivers, weights);
    const [zone, , typical] = random.weighted(ZONES, ZONES.map((z) => (d.base === 'Airport' && z[0] === 'AP' ? z[1] * 4 : z[1])));
    const channel = random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1]));
    const hour = random.weighted([...Array(24).keys()], [5, 4, 3, 2, 1, 1, 2, 5, 7, 5, 4, 4, 5, 5, 5, 6, 7, 8, 8, 8, 8, 8, 8, 7]);
    const at = `${random.date('2025-11-01', '2026-10-31')} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const status = random.weighted(['Completed', 'Cancelled', 'No-show'], [92, 6, 2]);
    const done = status === 'Completed';
    const miles = done ? Math.max(0.4, roundTo(random.normal(typical, typical * 0.35), 1)) : null;
    const night = hour >= 22 || hour < 6;
    const fare = miles === null ? null : roundTo((3.2 + 2.1 * miles) * (night ? 1.5 : 1), 2);
    const payment = !done ? null : channel === 'Account' ? 'Account' : random.weighted(['Card', 'Cash'], [65, 35]);
    const tip = payment === 'Card' && random.chance(0.3) ? random.float(0.5, 6, 2) : payment === 'Cash' && random.chance(0.1) ? random.float(0.5, 3, 2) : null;
    const rating = done && channel === 'App' && random.chance(0.55) ? random.weighted([1, 2, 3, 4, 5], [2, 3, 10, 30, 55]) : null;
    trips.push({ id: 0, driver: d.no, at, zone, channel, miles, fare, tip, payment, status, rating });
  }
  trips.sort((a, b) => a.at.localeCompare(b.at) || a.driver - b.driver);
  trips.forEach((t, i) => (t.id = 7_300_001 + i));
  const services: Service[] = [];
  for (const d of drivers) {
    const n = random.int(1, 5);
    let mileage = random.int(8_000, 60_000);
    const dates = Array.from({ length: n }, () => random.date('2024-01-01', '2026-10-31')).sort();
    for (const date of dates) {
      const [type, , base] = random.weighted(SERVICE_TYPES, SERVICE_TYPES.map((s) => s[1]));
      mileage += random.int(3_000, 18_000);
      services.push({
        id: 0,
        reg: d.reg,
        date,
        garage: random.weighted(GARAGES, d.base === 'Northside' ? [1, 1, 4, 1] : [3, 2, 1, 2]),
        type,
        cost: type === 'MOT' ? base : roundTo(base * random.float(0.7, 1.6, 3), 2),
        mileage,
        result: type === 'MOT' ? (random.chance(0.16) ? 'Fail' : 'Pass') : null,
      });
    }
  }
  const ordered = shuffled(random, services).sort((a, b) => a.date.localeCompare(b.date));
  ordered.forEach((s, i) => (s.id = 60_001 + i));
  return { drivers, trips, services: ordered };
}

const uk = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const DRIVER_COLUMNS: Column<Driver>[] = [
  { header: 'driver_no', value: (d) => d.no },
  { header: 'driver_name', value: (d) => d.name },
  { header: 'base', value: (d) => d.base },
  { header: 'licence_type', value: (d) => d.licence },
  { header: 'start_date', value: (d) => d.started },
  { header: 'status', value: (d) => d.status },
  { header: 'vehicle', value: (d) => d.vehicle },
  { header: 'fuel', value: (d) => d.fuel },
  { header: 'vehicle_reg', value: (d) => d.reg },
];

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'trip_id', value: (t) => t.id },
  { header: 'driver_no', value: (t) => t.driver },
  { header: 'pickup_time', value: (t) => t.at },
  { header: 'pickup_zone', value: (t) => t.zone },
  { header: 'booked_via', value: (t) => t.channel },
  { header: 'Distance (miles)', value: (t) => t.miles },
  { header: 'Fare (£)', value: (t) => t.fare },
  { header: 'Tip (£)', value: (t) => t.tip },
  { header: 'payment', value: (t) => t.payment },
  { header: 'status', value: (t) => t.status },
  { header: 'rating', value: (t) => t.rating },
];

const SERVICE_COLUMNS: Column<Service>[] = [
  { header: 'service_id', value: (s) => s.id },
  { header: 'vehicle_reg', value: (s) => s.reg },
  { header: 'service_date', value: (s) => uk(s.date) },
  { header: 'garage', value: (s) => s.garage },
  { header: 'work_done', value: (s) => s.type },
  { header: 'Cost (£)', value: (s) => s.cost.toFixed(2) },
  { header: 'odometer_miles', value: (s) => s.mileage },
  { header: 'mot_result', value: (s) => s.result },
];

export const taxifirm: BusinessSchema = {
  name: 'taxifirm',
  description: "A city taxi firm: 320 drivers (CSV), 60,000 trip bookings Nov 2025-Oct 2026 (CSV) sharing driver_no, and vehicle servicing records (XLSX) joined by vehicle_reg",
  async build(dir) {
    const { drivers, trips, services } = generate();
    const files = [
      await writeCsv(join(dir, 'drivers.csv'), DRIVER_COLUMNS, drivers),
      await writeCsv(join(dir, 'trips.csv'), TRIP_COLUMNS, trips),
      await writeXlsx(join(dir, 'vehicle_servicing.xlsx'), 'Servicing', SERVICE_COLUMNS, services),
    ];
    const q = questionSet('taxifirm');
    const byNo = new Map(drivers.map((d) => [d.no, d]));
    const byReg = new Map(drivers.map((d) => [d.reg, d]));
    const done = (t: Trip) => t.status === 'Completed';
    const fare = (t: Trip) => t.fare;
    const inMonth = (m: string) => (t: Trip) => t.at.startsWith(m);
    const base = (t: Trip) => byNo.get(t.driver)!.base;
    const driverName = (t: Trip) => byNo.get(t.driver)!.name;
    const hour = (t: Trip) => Number(t.at.slice(11, 13));
    const cost = (s: Service) => s.cost;

    q.ask('How many trip bookings are there in total?', count(trips.length));
    q.ask('How many trips were completed?', count(countWhere(trips, done)));
    q.ask('bookings by status', countsBy(groupBy(trips, (t) => t.status, 'count')));
    q.ask('What have we taken in fares altogether?', amount(sumOf(trips, fare)));
    q.ask("What's the average fare on a completed trip?", amount(avgOf(trips, fare, done)));
    q.ask('Median distance of completed trips in miles', amount(medianOf(trips, (t) => t.miles, done), 1));
    q.ask('How much have drivers received in tips in total?', amount(sumOf(trips, (t) => t.tip)));
    q.ask('What percentage of completed trips were paid in cash?', percent(percentOf(countWhere(trips, (t) => done(t) && t.payment === 'Cash'), countWhere(trips, done))));
    q.ask("Which base's drivers completed the most trips?", winner(groupBy(trips, base, 'count', undefined, done)));
    q.ask('total fares by base', breakdown(groupBy(trips, base, 'sum', fare)));
    q.ask('Top 5 drivers by total fares', ranking(ranked(groupBy(trips, driverName, 'sum', fare), 5)));
    q.ask('Which driver completed the most trips in October 2026?', winner(groupBy(trips, driverName, 'count', undefined, (t) => done(t) && inMonth('2026-10')(t))));
    q.ask('How many completed trips were picked up in zone OR?', count(countWhere(trips, (t) => done(t) && t.zone === 'OR')));
    const ap = q.ask('Average fare for completed pickups in the AP zone?', amount(avgOf(trips, fare, (t) => done(t) && t.zone === 'AP')));
    q.followUp(ap, 'and for zone TC?', amount(avgOf(trips, fare, (t) => done(t) && t.zone === 'TC')));
    const march = q.ask('How many bookings were cancelled in March 2026?', count(countWhere(trips, (t) => t.status === 'Cancelled' && inMonth('2026-03')(t))));
    q.followUp(march, 'And in April?', count(countWhere(trips, (t) => t.status === 'Cancelled' && inMonth('2026-04')(t))));
    q.ask('How much did we take in fares in Q1 2026?', amount(sumOf(trips, fare, (t) => t.at.startsWith('2026') && quarterOf(t.at) === 1)));
    q.ask('How many trips did we complete last quarter?', count(countWhere(trips, (t) => done(t) && t.at.startsWith('2026') && quarterOf(t.at) === 3)));
    q.ask('How many bookings have we had since 1 September 2026, whatever their status?', count(countWhere(trips, (t) => t.at >= '2026-09-01')));
    q.ask('How many trips were completed between 24 December 2025 and 1 January 2026 inclusive?', count(countWhere(trips, (t) => done(t) && t.at >= '2025-12-24' && t.at < '2026-01-02')));
    q.ask('Which month had the most completed trips?', month(busiestMonth(trips, (t) => t.at, done)));
    q.ask('How many different drivers did at least one completed trip on 14 August 2026?', count(new Set(trips.filter((t) => done(t) && t.at.startsWith('2026-08-14')).map((t) => t.driver)).size));
    q.ask('How many active drivers do we have?', count(countWhere(drivers, (d) => d.status === 'Active')));
    q.ask('Number of drivers at each base, counting every status', countsBy(groupBy(drivers, (d) => d.base, 'count')));
    q.ask('How many Hackney licensed drivers are based at the Airport?', count(countWhere(drivers, (d) => d.licence === 'Hackney' && d.base === 'Airport')));
    q.ask('What share of all bookings came through the app?', percent(percentOf(countWhere(trips, (t) => t.channel === 'App'), trips.length)));
    q.ask('When a tip was left, how much was it on average?', amount(avgOf(trips, (t) => t.tip)));
    q.ask('average passenger rating across the trips that were rated', amount(avgOf(trips, (t) => t.rating), 2));
    q.ask('Which payment method brought in the most fare money?', winner(groupBy(trips, (t) => t.payment, 'sum', fare)));
    q.ask('How many completed trips were picked up between midnight and 5am?', count(countWhere(trips, (t) => done(t) && hour(t) < 5)));
    q.ask('Fares by pickup zone', breakdown(groupBy(trips, (t) => t.zone, 'sum', fare)));
    q.ask('Completed trips by vehicle fuel type', countsBy(groupBy(trips, (t) => byNo.get(t.driver)!.fuel, 'count', undefined, done)));
    q.ask('Average distance of completed trips in electric vehicles, in miles', amount(avgOf(trips, (t) => t.miles, (t) => done(t) && byNo.get(t.driver)!.fuel === 'Electric'), 2));
    q.ask('Top 3 drivers by tips received', ranking(ranked(groupBy(trips, driverName, 'sum', (t) => t.tip), 3)));
    const busiest = drivers.filter((d) => d.status === 'Active')[40].name;
    q.ask(`How many trips did ${busiest} complete in 2026?`, count(countWhere(trips, (t) => done(t) && driverName(t) === busiest && t.at.startsWith('2026'))));
    q.ask('What have we spent on vehicle servicing in total?', amount(sumOf(services, cost)));
    q.ask('servicing spend by garage', breakdown(groupBy(services, (s) => s.garage, 'sum', cost)));
    q.ask('How many MOTs were failed?', count(countWhere(services, (s) => s.result === 'Fail')));
    q.ask('What is our MOT pass rate?', percent(percentOf(countWhere(services, (s) => s.result === 'Pass'), countWhere(services, (s) => s.type === 'MOT'))));
    q.ask('Which vehicle (registration) has cost the most in servicing?', winner(groupBy(services, (s) => s.reg, 'sum', cost)));
    q.ask('How much have we spent on servicing in 2026?', amount(sumOf(services, cost, (s) => s.date.startsWith('2026'))));
    q.ask('Servicing cost for the vehicles of Airport-based drivers', amount(sumOf(services, cost, (s) => byReg.get(s.reg)!.base === 'Airport')));
    const serviced = groupBy(services, (s) => byReg.get(s.reg)!.name, 'sum', cost);
    const someone = ranked(serviced, 12)[11];
    q.ask(`How much has servicing cost for ${someone}'s car?`, amount(serviced.get(someone)!));
    q.ask('Which type of work cost us the most in total?', winner(groupBy(services, (s) => s.type, 'sum', cost)));
    q.ask('Highest odometer reading recorded at a service', count(maxOf(services, (s) => s.mileage)));
    q.ask('How many services were done in September 2026?', count(countWhere(services, (s) => s.date.startsWith('2026-09'))));

    q.ask('How much commission did each driver pay us last month?', decline('no commission or driver payments'));
    q.ask('What did we spend on fuel in October?', decline('no fuel costs'));
    q.ask('Which passenger books with us most often?', decline('no passenger or customer column'));
    q.ask('What is the average trip duration in minutes?', decline('no drop-off time'));
    q.ask('Where are most trips dropped off?', decline('no drop-off location'));
    q.ask('How much are we paying for insurance per vehicle?', decline('no insurance costs'));
    q.ask('How many complaints were made against drivers?', decline('no complaints data'));
    q.ask('How long do passengers wait for their cab to arrive on average?', decline('no booking or arrival times'));
    q.ask('How many passengers did we carry in total?', decline('no passenger counts per trip'));
    q.ask('What did we pay for the Tesla Model 3s?', decline('no vehicle purchase prices'));
    q.ask('What will fares be next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

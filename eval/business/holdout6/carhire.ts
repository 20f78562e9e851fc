// A car rental company in the US north-west and mid-west: 1,500 cars (XLSX), 9,000 customers (CSV)
// and 60,000 rentals (Parquet) sharing `plate` and `customer_id`. Traps: branch states "OR", "IN",
// "ME" and "OK" (stopwords), the loyalty tier "Total Rewards" (a scheme, not a summary), return
// dates and distances stored as text in a typed file, blank distances for open rentals, dollars
// and kilometres in headers, cars never rented, rental length as a date difference.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { medianOf } from './median.ts';

interface Car {
  plate: string;
  make: string;
  model: string;
  category: string;
  year: number;
  daily_rate: number;
  branch: string;
  state: string;
}

interface Customer {
  customer_id: string;
  name: string;
  city: string;
  tier: string;
  licence_year: number;
}

interface Rental {
  rental_id: number;
  plate: string;
  customer_id: string;
  branch: string;
  state: string;
  pickup: string;
  return: string | null;
  km: number | null;
  charge: number;
  channel: string;
}

// Branch, state, weight.
const BRANCHES: [string, string, number][] = [
  ['Portland Airport', 'OR', 22], ['Eugene', 'OR', 8], ['Indianapolis', 'IN', 20], ['Fort Wayne', 'IN', 7],
  ['Portland Maine', 'ME', 9], ['Oklahoma City', 'OK', 18], ['Tulsa', 'OK', 16],
];
// Make, model, category, daily rate range.
const MODELS: [string, string, string, [number, number]][] = [
  ['Toyota', 'Corolla', 'Compact', [38, 52]], ['Honda', 'Civic', 'Compact', [39, 54]], ['Nissan', 'Versa', 'Economy', [29, 41]],
  ['Kia', 'Rio', 'Economy', [28, 40]], ['Ford', 'Explorer', 'SUV', [62, 89]], ['Jeep', 'Cherokee', 'SUV', [60, 86]],
  ['Chevrolet', 'Tahoe', 'Full-size SUV', [88, 129]], ['Tesla', 'Model 3', 'Electric', [70, 99]], ['Chrysler', 'Pacifica', 'Minivan', [72, 104]],
  ['Ford', 'F-150', 'Pickup', [75, 110]],
];
const CITIES = ['Portland', 'Salem', 'Indianapolis', 'Bloomington', 'Bangor', 'Tulsa', 'Norman', 'Seattle', 'Chicago', 'Denver'];
const TIERS = ['Basic', 'Silver', 'Gold', 'Total Rewards'];
const FIRST = ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Susan', 'David', 'Karen', 'Daniel', 'Nancy', 'Kevin', 'Laura', 'Brian', 'Emily', 'Jason', 'Megan'];
const LAST = ['Miller', 'Garcia', 'Rodriguez', 'Martinez', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'Lee', 'Harris', 'Clark', 'Lewis', 'Young', 'King', 'Scott', 'Baker'];
const CHANNELS = ['Web', 'App', 'Counter', 'Partner'];
const LAST_DAY = '2025-10-31';

function generate(): { cars: Car[]; customers: Customer[]; rentals: Rental[] } {
  const random = createRandom(62_603);
  const cars: Car[] = Array.from({ length: 1_500 }, (_, i) => {
    const [make, model, category, rate] = random.pick(MODELS);
    const [branch, state] = random.weighted(BRANCHES, BRANCHES.map((b) => b[2]));
    const letters = String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26), 65 + ((i * 7) % 26));
    return { plate: `${letters}-${String(1_000 + ((i * 37) % 9_000)).padStart(4, '0')}`, make, model, category, year: random.int(2018, 2025), daily_rate: random.int(rate[0], rate[1]), branch, state };
  });
  const customers: Customer[] = Array.from({ length: 9_000 }, (_, i) => ({
    customer_id: `C${String(i + 1).padStart(6, '0')}`,
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    city: random.weighted(CITIES, [14, 6, 13, 5, 4, 12, 5, 15, 16, 10]),
    tier: random.weighted(TIERS, [55, 25, 14, 6]),
    licence_year: random.int(1975, 2023),
  }));
  const fleet = cars.filter(() => random.chance(0.96));
  const drafts = Array.from({ length: 60_000 }, () => {
    const car = random.pick(fleet);
    const customer = customers[Math.floor(random.next() ** 1.3 * customers.length)];
    const pickup = random.date('2024-01-01', LAST_DAY);
    const days = random.weighted([1, 2, 3, 4, 5, 7, 10, 14], [18, 20, 18, 12, 10, 12, 6, 4]);
    const back = addDays(pickup, days);
    const open = back > LAST_DAY;
    const discount = customer.tier === 'Gold' ? 0.9 : customer.tier === 'Total Rewards' ? 0.85 : 1;
    return {
      plate: car.plate,
      customer_id: customer.customer_id,
      branch: car.branch,
      state: car.state,
      pickup,
      return: open ? null : back,
      km: open ? null : random.int(30, 180) * days,
      charge: roundTo(car.daily_rate * days * discount + (random.chance(0.15) ? random.int(15, 60) : 0), 2),
      channel: random.weighted(CHANNELS, [40, 30, 20, 10]),
    };
  });
  drafts.sort((a, b) => a.pickup.localeCompare(b.pickup) || a.plate.localeCompare(b.plate));
  return { cars, customers, rentals: drafts.map((d, i) => ({ rental_id: 3_000_001 + i, ...d })) };
}

const CAR_COLUMNS: Column<Car>[] = [
  { header: 'Plate', value: (c) => c.plate },
  { header: 'Make', value: (c) => c.make },
  { header: 'Model', value: (c) => c.model },
  { header: 'Category', value: (c) => c.category },
  { header: 'Model Year', value: (c) => c.year },
  { header: 'Daily Rate (USD)', value: (c) => c.daily_rate },
  { header: 'Home Branch', value: (c) => c.branch },
];

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.customer_id },
  { header: 'full_name', value: (c) => c.name },
  { header: 'home_city', value: (c) => c.city },
  { header: 'loyalty_tier', value: (c) => c.tier },
  { header: 'licence_issued_year', value: (c) => c.licence_year },
];

const RENTAL_COLUMNS: Column<Rental>[] = [
  { header: 'rental_id', value: (r) => r.rental_id, sqlType: 'BIGINT' },
  { header: 'plate', value: (r) => r.plate },
  { header: 'customer_id', value: (r) => r.customer_id },
  { header: 'branch', value: (r) => r.branch },
  { header: 'state', value: (r) => r.state },
  { header: 'pickup_date', value: (r) => r.pickup, sqlType: 'DATE' },
  { header: 'return_date', value: (r) => r.return },
  { header: 'Distance km', value: (r) => (r.km === null ? null : String(r.km)) },
  { header: 'Total Charge (USD)', value: (r) => r.charge, sqlType: 'DOUBLE' },
  { header: 'booking_channel', value: (r) => r.channel },
];

export const carhire: BusinessSchema = {
  name: 'carhire',
  description: 'Car rental: 1,500 cars (XLSX), 9,000 customers (CSV) and 60,000 rentals sharing plate and customer_id (Parquet)',
  async build(dir) {
    const { cars, customers, rentals: rows } = generate();
    const files = [
      await writeXlsx(join(dir, 'fleet.xlsx'), 'Cars', CAR_COLUMNS, cars),
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeParquet(join(dir, 'rentals.parquet'), RENTAL_COLUMNS, rows),
    ];
    const q = questionSet('carhire');
    const carOf = new Map(cars.map((c) => [c.plate, c]));
    const customerOf = new Map(customers.map((c) => [c.customer_id, c]));
    const car = (r: Rental) => carOf.get(r.plate)!;
    const customer = (r: Rental) => customerOf.get(r.customer_id)!;
    const charge = (r: Rental) => r.charge;
    const during = (period: string) => (r: Rental) => r.pickup.startsWith(period);
    const length = (r: Rental) => (r.return === null ? null : daysBetween(r.pickup, r.return));
    const rented = new Set(rows.map((r) => r.plate));
    const renters = new Set(rows.map((r) => r.customer_id));

    q.ask('How many rentals are in the data?', count(rows.length));
    q.ask('Total rental revenue in dollars', amount(sumOf(rows, charge)));
    q.ask('revenue for 2024', amount(sumOf(rows, charge, during('2024'))));
    q.ask('How many rentals were picked up in OR?', count(countWhere(rows, (r) => r.state === 'OR')));
    q.ask('How much revenue did the branches in OK bring in during 2025?', amount(sumOf(rows, charge, (r) => r.state === 'OK' && during('2025')(r))));
    q.ask('rentals per state', countsBy(groupBy(rows, (r) => r.state, 'count')));
    q.ask('Which branch has the most rentals?', winner(groupBy(rows, (r) => r.branch, 'count')));
    q.ask('Top 3 branches by revenue', ranking(ranked(groupBy(rows, (r) => r.branch, 'sum', charge), 3)));
    q.ask('What is the average charge per rental booked through the App?', amount(avgOf(rows, charge, (r) => r.channel === 'App')));
    q.ask('Median charge for a rental', amount(medianOf(rows, charge)));
    q.ask('What is the average rental length in days, for rentals that have been returned?', amount(avgOf(rows, length)));
    q.ask('How many rentals lasted more than a week?', count(countWhere(rows, (r) => (length(r) ?? 0) > 7)));
    q.ask('How many rentals have no return date yet?', count(countWhere(rows, (r) => r.return === null)));
    q.ask('Total km driven across all returned rentals', count(sumOf(rows, (r) => r.km)));
    q.ask('average distance per rental for electric cars, km', amount(avgOf(rows, (r) => r.km, (r) => car(r).category === 'Electric')));
    q.ask('Which car category earns the most revenue?', winner(groupBy(rows, (r) => car(r).category, 'sum', charge)));
    q.ask('Revenue by car make', breakdown(groupBy(rows, (r) => car(r).make, 'sum', charge)));
    q.ask('How many cars in the fleet are SUVs (not counting full-size SUVs)?', count(countWhere(cars, (c) => c.category === 'SUV')));
    q.ask('What is the average daily rate of the Teslas?', amount(avgOf(cars, (c) => c.daily_rate, (c) => c.make === 'Tesla')));
    q.ask('How many cars in the fleet were never rented?', count(countWhere(cars, (c) => !rented.has(c.plate))));
    q.ask('How many customers have never rented from us?', count(countWhere(customers, (c) => !renters.has(c.customer_id))));
    q.ask('How much revenue came from customers living in Chicago?', amount(sumOf(rows, charge, (r) => customer(r).city === 'Chicago')));
    q.ask('How many rentals were made by Total Rewards members?', count(countWhere(rows, (r) => customer(r).tier === 'Total Rewards')));
    q.ask('What share of revenue came from Gold tier customers?', percent(percentOf(sumOf(rows, charge, (r) => customer(r).tier === 'Gold'), sumOf(rows, charge))));
    q.ask('Which month of 2025 had the most pickups?', month(ranked(groupBy(rows, (r) => r.pickup.slice(0, 7), 'count', undefined, during('2025')), 1)[0]));
    q.ask('Pickups in Q2 2025 at Indianapolis', count(countWhere(rows, (r) => r.branch === 'Indianapolis' && during('2025')(r) && quarterOf(r.pickup) === 2)));
    q.ask('revenue from rentals picked up between 20 December 2024 and 5 January 2025', amount(sumOf(rows, charge, (r) => r.pickup >= '2024-12-20' && r.pickup <= '2025-01-05')));
    q.ask('What percentage of rentals were booked at the counter?', percent(percentOf(countWhere(rows, (r) => r.channel === 'Counter'), rows.length)));
    q.ask(
      'Did the Tulsa branch or the Oklahoma City branch earn more from pickups in 2024?',
      winner(groupBy(rows, (r) => r.branch, 'sum', charge, (r) => during('2024')(r) && ['Tulsa', 'Oklahoma City'].includes(r.branch))),
    );
    const me = q.ask('how many rentals in ME in July 2025', count(countWhere(rows, (r) => r.state === 'ME' && during('2025-07')(r))));
    q.followUp(me, 'and in August?', count(countWhere(rows, (r) => r.state === 'ME' && during('2025-08')(r))));

    q.ask('How many speeding fines did our customers get?', decline('no fines data'));
    q.ask('What is the fuel level policy at the Eugene branch?', decline('no policy data'));
    q.ask('How many rentals did we have in 2023?', decline('rentals start in January 2024'));
    q.ask('Which customers damaged their cars?', decline('no damage column'));
    q.ask('What will demand at Portland Airport be next Christmas?', decline('a forecast'));
    q.ask('What is the resale value of the Ford Explorers?', decline('outside knowledge'));
    q.ask('How much did we spend on maintenance for the pickups?', decline('no maintenance costs'));
    q.ask('Which is the nicest car in the fleet?', decline('an opinion'));
    q.ask('What is the average age of our customers?', decline('no age or birth date'));
    return { files, questions: q.questions };
  },
};

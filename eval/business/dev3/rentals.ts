// Van rentals: one CSV of 8,000 rentals. Its traps are the confident mistakes a table reader makes
// when a reading is close but not the question's: a share whose base is the question's own subset
// ("what share of truck rentals"), a rate that must leave out blank return statuses, "how many
// accessories were sold" (a quantity beside a price column), "the most cargo weight" (a total, not
// an average), "rentals per year" (the rental date's year, not the vehicle's model year) and a
// count for one vehicle id (not a breakdown by vehicle).
import { join } from 'node:path';
import { countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { breakdown, count, countsBy, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Rental {
  rental_id: number;
  rental_date: string;
  branch: string;
  vehicle_type: string;
  vehicle_id: string;
  model_year: number;
  days: number;
  daily_rate: number;
  cargo_kg: number;
  return_status: string | null;
  accessories: number;
  accessory_price: number;
}

const BRANCHES = ['Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Norwich'];
const TYPES = ['Van', 'Truck', 'Minibus', 'Pickup'];

function generate(): Rental[] {
  const random = createRandom(301);
  const vehicles = Array.from({ length: 140 }, (_, i) => ({
    id: `V-${String(101 + i)}`,
    type: random.weighted(TYPES, [45, 20, 15, 20]),
    year: random.int(2012, 2023),
  }));
  return Array.from({ length: 8_000 }, (_, i): Rental => {
    const v = random.pick(vehicles);
    const known = random.chance(0.82);
    const lateChance = v.type === 'Truck' ? 0.3 : 0.15;
    return {
      rental_id: 50_001 + i,
      rental_date: random.date('2022-01-01', '2024-12-31'),
      branch: random.weighted(BRANCHES, [26, 22, 20, 14, 18]),
      vehicle_type: v.type,
      vehicle_id: v.id,
      model_year: v.year,
      days: random.int(1, 14),
      daily_rate: random.float(45, 180, 2),
      cargo_kg: Math.round(Math.exp(random.normal(5.5, 0.9)) * 10) / 10,
      return_status: known ? (random.chance(lateChance) ? 'Late' : 'On Time') : null,
      accessories: random.weighted([0, 1, 2, 3, 4], [40, 25, 18, 10, 7]),
      accessory_price: random.float(8, 60, 2),
    };
  });
}

const COLUMNS: Column<Rental>[] = [
  { header: 'rental_id', value: (r) => r.rental_id },
  { header: 'rental_date', value: (r) => r.rental_date },
  { header: 'branch', value: (r) => r.branch },
  { header: 'vehicle_type', value: (r) => r.vehicle_type },
  { header: 'vehicle_id', value: (r) => r.vehicle_id },
  { header: 'Model Year', value: (r) => r.model_year },
  { header: 'days', value: (r) => r.days },
  { header: 'Daily Rate (GBP)', value: (r) => r.daily_rate },
  { header: 'Cargo Weight (kg)', value: (r) => r.cargo_kg },
  { header: 'return_status', value: (r) => r.return_status },
  { header: 'Accessories Qty', value: (r) => r.accessories },
  { header: 'Accessory Price (GBP)', value: (r) => r.accessory_price },
];

export const rentals: BusinessSchema = {
  name: 'rentals',
  description: 'Van rentals: 8,000 rentals of 140 vehicles (CSV) with blank return statuses and a model year beside the rental date',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'rentals.csv'), COLUMNS, rows)];
    const q = questionSet('rentals');
    const late = (r: Rental) => r.return_status === 'Late';
    const known = (r: Rental) => r.return_status !== null;
    const type = (t: string) => (r: Rental) => r.vehicle_type === t;
    const branch = (b: string) => (r: Rental) => r.branch === b;
    const cargo = (r: Rental) => r.cargo_kg;

    // 1. Shares over the question's own subset.
    q.ask('What share of Truck rentals were returned Late?', percent(percentOf(countWhere(rows, (r) => type('Truck')(r) && late(r)), countWhere(rows, type('Truck')))));
    q.ask('what % of Glasgow rentals were minibuses?', percent(percentOf(countWhere(rows, (r) => branch('Glasgow')(r) && type('Minibus')(r)), countWhere(rows, branch('Glasgow')))));
    q.ask('What percentage of Van rentals went to Leeds?', percent(percentOf(countWhere(rows, (r) => type('Van')(r) && branch('Leeds')(r)), countWhere(rows, type('Van')))));
    q.ask('what share of rentals longer than 7 days were Late?', percent(percentOf(countWhere(rows, (r) => r.days > 7 && late(r)), countWhere(rows, (r) => r.days > 7))));
    // 2. Rates leave out the rentals whose return status is blank.
    q.ask('What is the late return rate?', percent(percentOf(countWhere(rows, late), countWhere(rows, known))));
    q.ask('late rate for Pickup rentals', percent(percentOf(countWhere(rows, (r) => type('Pickup')(r) && late(r)), countWhere(rows, (r) => type('Pickup')(r) && known(r)))));
    q.ask('the Late rate of Truck rentals in 2024', percent(percentOf(countWhere(rows, (r) => type('Truck')(r) && late(r) && r.rental_date.startsWith('2024')), countWhere(rows, (r) => type('Truck')(r) && known(r) && r.rental_date.startsWith('2024')))));
    // 3. Items sold are a quantity, not a price.
    q.ask('How many accessories were sold?', count(sumOf(rows, (r) => r.accessories)));
    q.ask('how many accessories did Bristol sell in 2023?', count(sumOf(rows, (r) => r.accessories, (r) => branch('Bristol')(r) && r.rental_date.startsWith('2023'))));
    // 4. "The most" of a weight is a total.
    q.ask('Which vehicle type carried the most cargo weight?', winner(groupBy(rows, (r) => r.vehicle_type, 'sum', cargo)));
    q.ask('which branch moved the most kg of cargo?', winner(groupBy(rows, (r) => r.branch, 'sum', cargo)));
    // 5. Rentals per year: the year of the rental date.
    q.ask('Rentals per year', countsBy(groupBy(rows, (r) => r.rental_date.slice(0, 4), 'count')));
    q.ask('number of rentals each year', countsBy(groupBy(rows, (r) => r.rental_date.slice(0, 4), 'count')));
    q.ask('How many rentals per model year?', countsBy(groupBy(rows, (r) => String(r.model_year), 'count')));
    // 6. A count for one vehicle.
    q.ask('How many rentals did vehicle V-117 have in 2023?', count(countWhere(rows, (r) => r.vehicle_id === 'V-117' && r.rental_date.startsWith('2023'))));
    q.ask('number of rentals for V-205', count(countWhere(rows, (r) => r.vehicle_id === 'V-205')));
    q.ask('total cargo weight by vehicle type', breakdown(groupBy(rows, (r) => r.vehicle_type, 'sum', cargo), 1));
    q.ask('How many rentals have no return status?', count(countWhere(rows, (r) => !known(r))));

    q.ask('What is the fuel level of our vans?', decline('no fuel column'));
    q.ask('How many rentals did vehicle V-999 have?', decline('no vehicle V-999'));
    q.ask('How many rentals were made in 2019?', decline('the rentals start in 2022'));
    q.ask('Which customer rents the most vans?', decline('no customer column'));
    return { files, questions: q.questions };
  },
};

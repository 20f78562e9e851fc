// A boarding kennel's stays: check-in and check-out dates, the pet and its species, the kennel
// size and the charge. Asked as the longest stay and whose it was, average stay length, short
// stays (differences of two date columns), the quarter with the most check-ins, the smallest
// charge, and charge per night (the nights being the differences).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { daysBetween, extremeRow, quarterKey, withQuarterAlias } from './stats.ts';

interface Stay { id: number; pet: string; species: string; size: string; checkIn: string; checkOut: string; charge: number }

const PETS = ['Biscuit', 'Luna', 'Max', 'Pepper', 'Milo', 'Nala', 'Rocky', 'Willow', 'Ziggy', 'Olive', 'Bramble', 'Juniper'];
const RATES: Record<string, number> = { Small: 28, Medium: 36, Large: 45, Cattery: 22 };

function generate(): Stay[] {
  const random = createRandom(8404);
  return Array.from({ length: 2_800 }, (_, i): Stay => {
    const species = random.weighted(['Dog', 'Cat', 'Rabbit'], [60, 32, 8]);
    const size = species === 'Dog' ? random.weighted(['Small', 'Medium', 'Large'], [30, 45, 25]) : 'Cattery';
    const checkIn = random.date('2024-02-01', '2025-09-30');
    const nights = i === 1_777 ? 61 : random.weighted([1, 2, 3, 4, 5, 7, 10, 14, 21], [10, 14, 16, 14, 12, 14, 9, 8, 3]);
    return {
      id: 30_001 + i,
      pet: `${random.pick(PETS)} ${String.fromCharCode(65 + random.int(0, 25))}. (#${1_000 + random.int(0, 899)})`,
      species,
      size,
      checkIn,
      checkOut: addDays(checkIn, nights),
      charge: Math.round(nights * RATES[size] * random.float(0.9, 1.25, 3) * 100) / 100,
    };
  });
}

const COLUMNS: Column<Stay>[] = [
  { header: 'stay_ref', value: (r) => `ST-${r.id}` },
  { header: 'pet_name', value: (r) => r.pet },
  { header: 'species', value: (r) => r.species },
  { header: 'kennel_size', value: (r) => r.size },
  { header: 'check_in', value: (r) => r.checkIn },
  { header: 'check_out', value: (r) => r.checkOut },
  { header: 'total_charge', value: (r) => r.charge },
];

export const kennels: BusinessSchema = {
  name: 'kennels',
  description: 'Boarding kennel stays: 2,800 rows, check-in and check-out dates, species, kennel size, charge (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'boarding_stays.csv'), COLUMNS, rows)];
    const q = questionSet('kennels');
    const nights = (r: Stay) => daysBetween(r.checkIn, r.checkOut);
    const longest = extremeRow(rows, nights);

    q.ask('How many stays are recorded?', count(rows.length));
    q.ask('What was the longest stay in days?', count(nights(longest)));
    q.ask('Which pet had the longest stay?', { kind: 'name', value: longest.pet, others: [] });
    q.ask('What is the average length of stay in days?', amount(avgOf(rows, nights)));
    q.ask('How many stays were shorter than 3 days?', count(countWhere(rows, (r) => nights(r) < 3)));
    q.ask('What is the average stay length for cats in days?', amount(avgOf(rows, nights, (r) => r.species === 'Cat')));
    q.ask('Which quarter had the most check-ins?', withQuarterAlias(winner(groupBy(rows, (r) => quarterKey(r.checkIn), 'count'))));
    q.ask('What was the smallest total charge?', amount(extremeRow(rows, (r) => r.charge, 'min').charge));
    q.ask('What is the total charge for Large kennels?', amount(sumOf(rows, (r) => r.charge, (r) => r.size === 'Large')));
    q.ask('Which species had the most stays?', winner(groupBy(rows, (r) => r.species, 'count')));

    q.ask('How many pets were vaccinated before their stay?', decline('no vaccination column'));
    q.ask('Which member of staff looked after the most pets?', decline('no staff column'));
    q.ask('What is the average rating left by owners?', decline('no rating column'));
    return { files, questions: q.questions };
  },
};

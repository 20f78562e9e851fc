// A veterinary clinic: pets and their visits, sharing pet_id, as spreadsheets. Asked per species
// or breed of the pet (through the key), visits filtered by the pet's species or date of birth,
// and pets never seen (at all, or in a year).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, countsBy, decline, names, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { between } from '../dev5/dates.ts';
import { unmatched } from './unmatched.ts';

interface Pet { id: number; name: string; species: string; breed: string; owner: string; born: string }
interface Visit { id: number; pet: number; date: string; vet: string; reason: string; fee: number }

const PET_NAMES = ['Biscuit', 'Luna', 'Milo', 'Pepper', 'Nala', 'Oscar', 'Bella', 'Tiger', 'Coco', 'Rusty', 'Willow', 'Ziggy', 'Mochi', 'Bruno', 'Daisy', 'Simba', 'Poppy', 'Ollie', 'Rosie', 'Jasper', 'Hazel', 'Toffee', 'Maple', 'Scout', 'Juniper', 'Pickle', 'Shadow', 'Clover', 'Bramble', 'Nutmeg', 'Pixel', 'Sprout', 'Fudge', 'Ginger', 'Marble', 'Pumpkin', 'Sable', 'Thistle', 'Wren', 'Yuki'];
const OWNERS = ['Schmidt', 'Silva', 'Martin', 'Garcia', 'Kowalski', 'Murphy', 'Huber', 'Novak', 'Rossi', 'Dubois', 'Fischer', 'Costa', 'Lopez', 'Nowak', 'Kelly', 'Jansen', 'Bauer', 'Svoboda', 'Russo', 'Laurent', 'Weber', 'Santos', 'Moreno', 'Wojcik', 'Byrne', 'Bakker', 'Wagner', 'Dvorak', 'Ferrari', 'Bernard', 'Becker', 'Pereira', 'Navarro', 'Walsh', 'Visser', 'Hofmann', 'Cerny', 'Romano', 'Petit', 'Schulz', 'Ferreira', 'Ortiz', 'Kaminski', 'Ryan', 'Smit', 'Koch', 'Greco', 'Moreau', 'Richter', 'Almeida'];
const BREEDS: Record<string, string[]> = {
  Dog: ['Labrador', 'Beagle', 'Collie', 'Dachshund', 'Poodle', 'Boxer'],
  Cat: ['Siamese', 'Maine Coon', 'Persian', 'British Shorthair', 'Bengal'],
  Rabbit: ['Lionhead', 'Rex', 'Dutch'],
  Bird: ['Budgerigar', 'Cockatiel'],
  Ferret: ['Sable Ferret'],
};
const SPECIES = Object.keys(BREEDS);
const VETS = ['Dr. Amara Osei', 'Dr. Lars Holm', 'Dr. Chiara Bianchi', 'Dr. Tomasz Zielinski'];
const REASONS = ['Check-up', 'Vaccination', 'Dental', 'Surgery', 'Injury'];

function generate(): { pets: Pet[]; visits: Visit[] } {
  const random = createRandom(7202);
  const pets = Array.from({ length: 2_000 }, (_, i): Pet => {
    const species = random.weighted(SPECIES, [44, 33, 12, 7, 4]);
    return {
      id: 3_001 + i,
      name: `${PET_NAMES[i % PET_NAMES.length]} ${OWNERS[Math.floor(i / PET_NAMES.length)]}`,
      species,
      breed: random.weighted(BREEDS[species], BREEDS[species].map((_, k) => 3 * (6 - k))),
      owner: `${OWNERS[random.int(0, OWNERS.length - 1)]} family`,
      born: random.date('2008-01-01', '2024-06-30'),
    };
  });
  // Nine pets were registered but never came in.
  const seen = pets.filter((_, i) => i % 222 !== 13);
  const visits = Array.from({ length: 20_000 }, (_, i): Visit => {
    const reason = random.weighted(REASONS, [40, 28, 12, 6, 14]);
    const base = { 'Check-up': 45, Vaccination: 38, Dental: 120, Surgery: 420, Injury: 160 }[reason]!;
    return { id: 80_001 + i, pet: random.pick(seen).id, date: random.date('2023-07-01', '2025-09-30'), vet: random.weighted(VETS, [33, 28, 22, 17]), reason, fee: base + random.int(0, 40) };
  });
  return { pets, visits };
}

const PET_COLUMNS: Column<Pet>[] = [
  { header: 'pet_id', value: (r) => r.id },
  { header: 'pet_name', value: (r) => r.name },
  { header: 'species', value: (r) => r.species },
  { header: 'breed', value: (r) => r.breed },
  { header: 'owner', value: (r) => r.owner },
  { header: 'date_of_birth', value: (r) => r.born },
];
const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (r) => r.id },
  { header: 'pet_id', value: (r) => r.pet },
  { header: 'visit_date', value: (r) => r.date },
  { header: 'vet', value: (r) => r.vet },
  { header: 'reason', value: (r) => r.reason },
  { header: 'fee', value: (r) => r.fee },
];

export const vet: BusinessSchema = {
  name: 'vet',
  description: 'A veterinary clinic: 2,000 pets and 20,000 visits sharing pet_id, nine pets never seen (XLSX)',
  async build(dir) {
    const { pets, visits } = generate();
    const files = [await writeXlsx(join(dir, 'pets.xlsx'), 'Pets', PET_COLUMNS, pets), await writeXlsx(join(dir, 'visits.xlsx'), 'Visits', VISIT_COLUMNS, visits)];
    const q = questionSet('vet');
    const petOf = new Map(pets.map((p) => [p.id, p]));
    const speciesOf = (v: Visit) => petOf.get(v.pet)!.species;
    const in2025 = (v: Visit) => between(v.date, '2025-01-01', '2025-12-31');

    q.ask('How many visits per species?', countsBy(groupBy(visits, speciesOf, 'count')));
    q.ask('Which species has the most visits?', winner(groupBy(visits, speciesOf, 'count')));
    q.ask('Top 3 breeds by number of visits', ranking(ranked(groupBy(visits, (v) => petOf.get(v.pet)!.breed, 'count'), 3)));
    q.ask('How many visits were for cats?', count(countWhere(visits, (v) => speciesOf(v) === 'Cat')));
    q.ask('Total fees for rabbits in 2024', amount(sumOf(visits, (v) => v.fee, (v) => speciesOf(v) === 'Rabbit' && between(v.date, '2024-01-01', '2024-12-31'))));
    q.ask('How many visits were for pets born before 2012?', count(countWhere(visits, (v) => petOf.get(v.pet)!.born < '2012-01-01')));
    q.ask('How many pets have never had a visit?', count(unmatched(pets, (p) => p.id, visits, (v) => v.pet).length));
    q.ask('Which pets have no visits?', names(unmatched(pets, (p) => p.id, visits, (v) => v.pet).map((p) => p.name)));
    q.ask('How many pets had no visits in 2025?', count(unmatched(pets, (p) => p.id, visits, (v) => v.pet, in2025).length));
    q.ask('Which vet handled the most visits?', winner(groupBy(visits, (v) => v.vet, 'count')));
    q.ask('What is the average fee for Dental visits?', amount(avgOf(visits, (v) => v.fee, (v) => v.reason === 'Dental')));
    q.ask('How many dogs are registered?', count(countWhere(pets, (p) => p.species === 'Dog')));

    q.ask('How many pets have never been microchipped?', decline('no microchip column'));
    q.ask('What is the average weight of dogs?', decline('no weight column'));
    q.ask('Which owner lives farthest from the clinic?', decline('no address or distance column'));
    return { files, questions: q.questions };
  },
};

// An animal rescue charity: 3,200 animals taken in (CSV) and their adoptions (XLSX) sharing
// `animal_id`. Traps: intake dates written the British way as text ("14/03/2024"), a vaccination
// status "None" that reads as a missing value, adoption fees stored as text with a dollar sign
// ("$150.00"), blank breeds, weights and donations, animal ids ("A10234") that look countable, a
// weight unit in the header ("Weight (kg)"), and adoptions that came back (returned = Yes).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Animal {
  id: string;
  name: string;
  species: string;
  breed: string | null;
  sex: string;
  intake: string;
  intake_type: string;
  age_months: number;
  weight: number | null;
  vaccination: string;
  site: string;
  status: string;
}

interface Adoption {
  adoption_id: string;
  animal_id: string;
  date: string;
  fee: number;
  donation: number | null;
  returned: boolean;
  town: string;
}

const PET_NAMES = [
  'Bella', 'Max', 'Luna', 'Charlie', 'Daisy', 'Milo', 'Poppy', 'Teddy', 'Willow', 'Oscar', 'Rosie', 'Alfie', 'Molly', 'Bear', 'Nala',
  'Simba', 'Coco', 'Ziggy', 'Pepper', 'Biscuit', 'Smudge', 'Tigger', 'Hazel', 'Pip', 'Juno', 'Olive', 'Rocky', 'Sooty', 'Maple', 'Fudge',
];
const SPECIES: [string, number, number, number][] = [
  // species, weight, typical weight kg, fee
  ['Dog', 38, 18, 175], ['Cat', 40, 4.2, 95], ['Rabbit', 12, 2.1, 45], ['Guinea pig', 6, 0.9, 25], ['Bird', 4, 0.3, 30],
];
const BREEDS: Record<string, string[]> = {
  Dog: ['Staffordshire Bull Terrier', 'Labrador Retriever', 'Jack Russell', 'Greyhound', 'Border Collie', 'German Shepherd', 'Crossbreed'],
  Cat: ['Domestic Shorthair', 'Domestic Longhair', 'Siamese', 'Maine Coon', 'Bengal'],
  Rabbit: ['Lop', 'Netherland Dwarf', 'Rex', 'Lionhead'],
  'Guinea pig': ['Abyssinian', 'American', 'Peruvian'],
  Bird: ['Budgerigar', 'Cockatiel', 'Canary'],
};
const INTAKE_TYPES: [string, number][] = [['Stray', 42], ['Owner surrender', 35], ['Transfer', 15], ['Born in care', 8]];
const SITES = ['Riverside', 'Hilltop', 'Meadows'];
const TOWNS = ['Ashford', 'Bexley', 'Canterbury', 'Dartford', 'Faversham', 'Gravesend', 'Maidstone', 'Rochester', 'Sevenoaks', 'Whitstable'];

function generate(): { animals: Animal[]; adoptions: Adoption[] } {
  const random = createRandom(82_803);
  const animals: Animal[] = [];
  const adoptions: Adoption[] = [];
  for (let i = 0; i < 3_200; i++) {
    const [species, , kg, fee] = random.weighted(SPECIES, SPECIES.map((s) => s[1]));
    const intake = random.date('2022-04-01', '2025-10-31');
    const intake_type = random.weighted(INTAKE_TYPES.map((t) => t[0]), INTAKE_TYPES.map((t) => t[1]));
    const age_months = intake_type === 'Born in care' ? random.int(0, 2) : random.int(2, species === 'Dog' || species === 'Cat' ? 150 : 60);
    const site = random.weighted(SITES, [45, 33, 22]);
    const adopted = intake < '2025-09-01' ? random.chance(species === 'Bird' ? 0.55 : 0.72) : random.chance(0.2);
    let status = adopted ? 'Adopted' : random.weighted(['Available', 'Fostered', 'Transferred out'], [50, 25, 25]);
    const animal: Animal = {
      id: `A${10_001 + i}`,
      name: random.pick(PET_NAMES),
      species,
      breed: random.chance(0.12) ? null : random.pick(BREEDS[species]),
      sex: random.chance(0.5) ? 'Male' : 'Female',
      intake,
      intake_type,
      age_months,
      weight: random.chance(0.08) ? null : roundTo(Math.max(0.05, random.normal(kg, kg * 0.3)), 2),
      vaccination: random.weighted(['Full', 'Partial', 'None'], [55, 25, 20]),
      site,
      status,
    };
    if (adopted) {
      const date = addDays(intake, random.int(3, species === 'Dog' ? 120 : 70));
      if (date > '2025-10-31') {
        status = 'Available';
        animal.status = status;
      } else {
        adoptions.push({
          adoption_id: '',
          animal_id: animal.id,
          date,
          fee: species === 'Dog' && age_months > 96 ? fee - 75 : fee,
          donation: random.chance(0.6) ? null : random.int(1, 20) * 5,
          returned: random.chance(species === 'Dog' ? 0.07 : 0.04),
          town: random.weighted(TOWNS, [14, 9, 13, 8, 7, 10, 15, 6, 8, 10]),
        });
      }
    }
    animals.push(animal);
  }
  animals.sort((a, b) => a.intake.localeCompare(b.intake) || a.id.localeCompare(b.id));
  const renumber = new Map<string, string>();
  animals.forEach((a, i) => {
    const id = `A${10_001 + i}`;
    renumber.set(a.id, id);
    a.id = id;
  });
  for (const ad of adoptions) ad.animal_id = renumber.get(ad.animal_id)!;
  adoptions.sort((a, b) => a.date.localeCompare(b.date) || a.animal_id.localeCompare(b.animal_id));
  adoptions.forEach((a, i) => (a.adoption_id = `AD-${String(i + 1).padStart(5, '0')}`));
  return { animals, adoptions };
}

/** 2024-03-14 as 14/03/2024, the way the rescue's intake system exports it. */
const british = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const ANIMAL_COLUMNS: Column<Animal>[] = [
  { header: 'animal_id', value: (a) => a.id },
  { header: 'name', value: (a) => a.name },
  { header: 'species', value: (a) => a.species },
  { header: 'breed', value: (a) => a.breed },
  { header: 'sex', value: (a) => a.sex },
  { header: 'intake_date', value: (a) => british(a.intake) },
  { header: 'intake_type', value: (a) => a.intake_type },
  { header: 'Age at intake (months)', value: (a) => a.age_months },
  { header: 'Weight (kg)', value: (a) => a.weight },
  { header: 'vaccination', value: (a) => a.vaccination },
  { header: 'site', value: (a) => a.site },
  { header: 'status', value: (a) => a.status },
];

const ADOPTION_COLUMNS: Column<Adoption>[] = [
  { header: 'adoption_id', value: (a) => a.adoption_id },
  { header: 'animal_id', value: (a) => a.animal_id },
  { header: 'adoption_date', value: (a) => a.date },
  { header: 'Adoption fee', value: (a) => `$${a.fee.toFixed(2)}` },
  { header: 'Donation ($)', value: (a) => a.donation },
  { header: 'returned', value: (a) => (a.returned ? 'Yes' : 'No') },
  { header: 'adopter_town', value: (a) => a.town },
];

export const shelter: BusinessSchema = {
  name: 'shelter',
  description: 'An animal rescue: 3,200 animals with text dd/mm/yyyy intake dates (CSV) and their adoptions with "$" fees (XLSX) sharing animal_id',
  async build(dir) {
    const { animals, adoptions } = generate();
    const files = [
      await writeCsv(join(dir, 'animals.csv'), ANIMAL_COLUMNS, animals),
      await writeXlsx(join(dir, 'adoptions.xlsx'), 'Adoptions', ADOPTION_COLUMNS, adoptions),
    ];
    const q = questionSet('shelter');
    const animalOf = new Map(animals.map((a) => [a.id, a]));
    const animal = (ad: Adoption) => animalOf.get(ad.animal_id)!;
    const fee = (ad: Adoption) => ad.fee;
    const takenIn = (period: string) => (a: Animal) => a.intake.startsWith(period);
    const adoptedIn = (period: string) => (ad: Adoption) => ad.date.startsWith(period);

    q.ask('How many animals have we taken in?', count(animals.length));
    q.ask('animals by species', countsBy(groupBy(animals, (a) => a.species, 'count')));
    q.ask('How many dogs came into Hilltop?', count(countWhere(animals, (a) => a.species === 'Dog' && a.site === 'Hilltop')));
    q.ask('What is the average weight of our cats in kg?', amount(avgOf(animals, (a) => a.weight, (a) => a.species === 'Cat')));
    q.ask('How many animals have a vaccination status of None?', count(countWhere(animals, (a) => a.vaccination === 'None')));
    q.ask('How many animals did we take in during 2024?', count(countWhere(animals, takenIn('2024'))));
    const intakeMarch = q.ask('intakes in March 2025', count(countWhere(animals, takenIn('2025-03'))));
    q.followUp(intakeMarch, 'and April?', count(countWhere(animals, takenIn('2025-04'))));
    q.ask('Which month had the most intakes?', month(busiestMonth(animals, (a) => a.intake)));
    q.ask('How many strays did we take in in Q2 2024?', count(countWhere(animals, (a) => a.intake_type === 'Stray' && takenIn('2024')(a) && quarterOf(a.intake) === 2)));
    q.ask('What is the average age at intake for rabbits, in months?', amount(avgOf(animals, (a) => a.age_months, (a) => a.species === 'Rabbit')));
    q.ask('intake type breakdown', countsBy(groupBy(animals, (a) => a.intake_type, 'count')));
    q.ask('How many dogs are available for adoption right now?', count(countWhere(animals, (a) => a.species === 'Dog' && a.status === 'Available')));
    q.ask('Which site takes in the most animals?', winner(groupBy(animals, (a) => a.site, 'count')));
    q.ask('How many animals have no breed recorded?', count(countWhere(animals, (a) => a.breed === null)));
    q.ask('Most common dog breed?', winner(groupBy(animals, (a) => a.breed, 'count', undefined, (a) => a.species === 'Dog')));
    q.ask('How heavy is the heaviest dog we have taken in (kg)?', amount(maxOf(animals, (a) => a.weight, (a) => a.species === 'Dog')));
    q.ask('How many adoptions have there been?', count(adoptions.length));
    q.ask('Total adoption fees collected', amount(sumOf(adoptions, fee)));
    q.ask('How much did we take in adoption fees in 2025?', amount(sumOf(adoptions, fee, adoptedIn('2025'))));
    q.ask('What is the average adoption fee for a dog?', amount(avgOf(adoptions, fee, (ad) => animal(ad).species === 'Dog')));
    q.ask('total donations from adopters', amount(sumOf(adoptions, (ad) => ad.donation)));
    q.ask('adoptions by site', countsBy(groupBy(adoptions, (ad) => animal(ad).site, 'count')));
    q.ask('What percentage of adoptions were returned?', percent(percentOf(countWhere(adoptions, (ad) => ad.returned), adoptions.length)));
    q.ask('Which species gets returned most often, as a share of its adoptions?', winner(new Map(
      [...groupBy(adoptions, (ad) => animal(ad).species, 'count')].map(([s, n]) => [s, percentOf(countWhere(adoptions, (ad) => ad.returned && animal(ad).species === s), n)]),
    )));
    q.ask('How many cats were adopted in 2024?', count(countWhere(adoptions, (ad) => animal(ad).species === 'Cat' && adoptedIn('2024')(ad))));
    q.ask('Top 3 adopter towns', ranking(ranked(groupBy(adoptions, (ad) => ad.town, 'count'), 3)));
    q.ask('How many different towns did guinea pig adopters come from in 2025?', count(new Set(adoptions.filter((ad) => animal(ad).species === 'Guinea pig' && adoptedIn('2025')(ad)).map((ad) => ad.town)).size));
    q.ask('On average how many days does a dog wait between intake and adoption?', amount(avgOf(adoptions, (ad) => daysBetween(animal(ad).intake, ad.date), (ad) => animal(ad).species === 'Dog'), 1));
    const feesJune = q.ask('adoption fees June 2024', amount(sumOf(adoptions, fee, adoptedIn('2024-06'))));
    q.followUp(feesJune, 'what about just Riverside?', amount(sumOf(adoptions, fee, (ad) => adoptedIn('2024-06')(ad) && animal(ad).site === 'Riverside')));
    q.ask('How many adoptions since 1 August 2025?', count(countWhere(adoptions, (ad) => ad.date >= '2025-08-01')));
    q.ask('How many animals were adopted from Meadows between 1 January and 31 March 2025?', count(countWhere(adoptions, (ad) => animal(ad).site === 'Meadows' && ad.date >= '2025-01-01' && ad.date <= '2025-03-31')));
    q.ask('Which town gave the most in donations?', winner(groupBy(adoptions, (ad) => ad.town, 'sum', (ad) => ad.donation)));
    q.ask('How many female cats have we taken in?', count(countWhere(animals, (a) => a.species === 'Cat' && a.sex === 'Female')));
    q.ask('fee income by species', breakdown(groupBy(adoptions, (ad) => animal(ad).species, 'sum', fee)));

    q.ask('How much did we spend on vet bills in 2024?', decline('no vet costs'));
    q.ask('What is the microchip number of Bella?', decline('no microchip column'));
    q.ask('What is the average household income of our adopters?', decline('no adopter income'));
    q.ask('How many animals did we take in during 2021?', decline('intakes start in April 2022'));
    q.ask('Why are black cats adopted less often?', decline('no coat colour, and a why question'));
    q.ask('How many adoptions should we expect next year?', decline('a forecast'));
    q.ask('Which foster carer has looked after the most animals?', decline('no foster carer data'));
    q.ask('How many volunteers worked at Hilltop last month?', decline('no volunteer data'));
    q.ask('How much do we spend on food per animal?', decline('no food costs'));
    q.ask('How many adoptions were there in January 2026?', decline('adoptions end in October 2025'));
    q.ask('What is the average lifespan of adopted dogs?', decline('no outcome after adoption'));
    return { files, questions: q.questions };
  },
};

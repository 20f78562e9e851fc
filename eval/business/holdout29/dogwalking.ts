// A dog walking company in five cities: 320 walkers (XLSX), 2,600 client dogs (CSV) and 70,000
// walks from January 2025 to November 2026 (CSV) sharing `Walker ID` and `Dog ID`. Traps: dog ids
// that look numeric (never a measure), units in headers ("Duration (mins)", "Price (£)",
// "Distance (km)", "Weight (kg)"), blank distances where the GPS failed and blank weights, an
// "Incident" value "None" that means no incident, look-alike breeds ("Labrador Retriever" and
// "Labradoodle"), walkers and dogs both carrying a city, dogs that have never been walked, and
// Yes/No flags for vans and DBS checks.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Walker {
  id: string;
  name: string;
  city: string;
  started: string;
  van: string;
  maxDogs: number;
  dbs: string;
}

interface Dog {
  id: number;
  name: string;
  breed: string;
  size: string;
  weight: number | null;
  owner: string;
  city: string;
  joined: string;
  plan: string;
}

interface Walk {
  id: string;
  date: string;
  walker: string;
  dog: number;
  type: string;
  mins: number;
  price: number;
  km: number | null;
  incident: string;
}

const CITIES: [string, number][] = [['Bristol', 35], ['Cardiff', 22], ['Bath', 15], ['Exeter', 15], ['Gloucester', 13]];
// breed, size, mean weight, popularity
const BREEDS: [string, string, number, number][] = [
  ['Labrador Retriever', 'Large', 32, 14], ['Cockapoo', 'Medium', 11, 16], ['Border Collie', 'Medium', 18, 8], ['Cocker Spaniel', 'Medium', 14, 12],
  ['French Bulldog', 'Small', 12, 9], ['Dachshund', 'Small', 8, 7], ['Golden Retriever', 'Large', 30, 7], ['Staffordshire Bull Terrier', 'Medium', 16, 6],
  ['Jack Russell', 'Small', 7, 6], ['German Shepherd', 'Large', 34, 4], ['Whippet', 'Medium', 12, 5], ['Labradoodle', 'Large', 25, 8],
];
const DOG_NAMES = ['Bella', 'Luna', 'Max', 'Teddy', 'Milo', 'Poppy', 'Daisy', 'Alfie', 'Bear', 'Coco', 'Willow', 'Ruby', 'Buster', 'Rosie', 'Archie', 'Nala', 'Bonnie', 'Otis', 'Pepper', 'Winston'];
const SURNAMES = ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Johnson', 'Lewis', 'Walker', 'Robinson', 'Wood', 'Thompson', 'White', 'Watson', 'Jackson', 'Wright', 'Green', 'Harris', 'Cooper', 'King', 'Lee', 'Martin', 'Clarke', 'James', 'Morgan', 'Hughes'];
const FIRST_NAMES = ['Amy', 'Ben', 'Cara', 'Dev', 'Ella', 'Finn', 'Gina', 'Harry', 'Iris', 'Jack', 'Kara', 'Leo', 'Maya', 'Nate', 'Orla', 'Pete', 'Rosa', 'Sami', 'Tess', 'Umar', 'Vicky', 'Will', 'Yasmin', 'Zac'];
const PLANS: [string, number, number][] = [['Pay as you go', 40, 1], ['3 a week', 35, 3], ['Daily', 25, 5]];
const INCIDENTS: [string, number][] = [['None', 975], ['Lead slip', 10], ['Scuffle', 7], ['Ran off', 4], ['Injury', 4]];

function generate(): { walkers: Walker[]; dogs: Dog[]; walks: Walk[] } {
  const random = createRandom(42_859);
  const walkers: Walker[] = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < 320; i++) {
    let name = '';
    do name = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
    while (usedNames.has(name));
    usedNames.add(name);
    walkers.push({
      id: `W${String(i + 1).padStart(4, '0')}`, name, city: random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1])),
      started: random.date('2019-01-01', '2026-10-31'), van: random.chance(0.35) ? 'Yes' : 'No', maxDogs: random.weighted([4, 6], [60, 40]), dbs: random.chance(0.94) ? 'Yes' : 'No',
    });
  }
  const dogs: Dog[] = [];
  for (let i = 0; i < 2_600; i++) {
    const [breed, size, weight] = random.weighted(BREEDS, BREEDS.map((b) => b[3]));
    dogs.push({
      id: 30_001 + i, name: random.pick(DOG_NAMES), breed, size,
      weight: random.chance(0.04) ? null : roundTo(Math.max(3, random.normal(weight, weight * 0.15)), 1),
      owner: random.pick(SURNAMES), city: random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1])),
      joined: random.date('2022-01-01', '2026-10-31'), plan: random.weighted(PLANS.map((p) => p[0]), PLANS.map((p) => p[1])),
    });
  }
  // some dogs signed up but were never walked
  const active = dogs.filter(() => random.chance(0.96));
  const dogWeights = active.map((d) => PLANS.find((p) => p[0] === d.plan)![2]);
  const walks: Walk[] = [];
  while (walks.length < 70_000) {
    const dog = random.weighted(active, dogWeights);
    const date = random.date('2025-01-01', '2026-11-27');
    if (dog.joined > date) continue;
    const pool = walkers.filter((w) => w.city === dog.city && w.started <= date);
    if (!pool.length) continue;
    const walker = random.pick(pool);
    const type = dog.size === 'Small' && random.chance(0.2) ? 'Puppy visit' : random.weighted(['Group walk', 'Solo walk', 'Puppy visit'], [62, 30, 8]);
    const mins = type === 'Group walk' ? random.weighted([60, 90], [75, 25]) : type === 'Solo walk' ? random.pick([30, 45, 60]) : random.pick([20, 30]);
    const rise = date >= '2026-01-01' ? 1 : 0;
    const price = type === 'Group walk' ? (mins === 90 ? 19 : 14) + rise : type === 'Solo walk' ? 12 + mins / 5 + rise : 12;
    const km = random.chance(0.07) ? null : type === 'Puppy visit' ? random.float(0.3, 1.2, 2) : random.float(mins / 20, mins / 11, 2);
    walks.push({ id: '', date, walker: walker.id, dog: dog.id, type, mins, price, km, incident: random.weighted(INCIDENTS.map((x) => x[0]), INCIDENTS.map((x) => x[1])) });
  }
  walks.sort((a, b) => a.date.localeCompare(b.date) || a.dog - b.dog);
  walks.forEach((w, i) => (w.id = `WK${String(i + 1).padStart(6, '0')}`));
  return { walkers, dogs, walks };
}

const WALKER_COLUMNS: Column<Walker>[] = [
  { header: 'Walker ID', value: (w) => w.id },
  { header: 'Name', value: (w) => w.name },
  { header: 'City', value: (w) => w.city },
  { header: 'Started', value: (w) => w.started },
  { header: 'Van', value: (w) => w.van },
  { header: 'Max dogs', value: (w) => w.maxDogs },
  { header: 'DBS checked', value: (w) => w.dbs },
];

const DOG_COLUMNS: Column<Dog>[] = [
  { header: 'Dog ID', value: (d) => d.id },
  { header: 'Dog name', value: (d) => d.name },
  { header: 'Breed', value: (d) => d.breed },
  { header: 'Size', value: (d) => d.size },
  { header: 'Weight (kg)', value: (d) => d.weight },
  { header: 'Owner surname', value: (d) => d.owner },
  { header: 'City', value: (d) => d.city },
  { header: 'Joined', value: (d) => d.joined },
  { header: 'Plan', value: (d) => d.plan },
];

const WALK_COLUMNS: Column<Walk>[] = [
  { header: 'Walk ID', value: (w) => w.id },
  { header: 'Date', value: (w) => w.date },
  { header: 'Walker ID', value: (w) => w.walker },
  { header: 'Dog ID', value: (w) => w.dog },
  { header: 'Type', value: (w) => w.type },
  { header: 'Duration (mins)', value: (w) => w.mins },
  { header: 'Price (£)', value: (w) => w.price },
  { header: 'Distance (km)', value: (w) => w.km },
  { header: 'Incident', value: (w) => w.incident },
];

export const dogwalking: BusinessSchema = {
  name: 'dogwalking',
  description: 'A dog walking company: 320 walkers (XLSX), 2,600 client dogs (CSV) and 70,000 walks Jan 2025-Nov 2026 (CSV) sharing Walker ID and Dog ID',
  async build(dir) {
    const { walkers, dogs, walks } = generate();
    const files = [
      await writeXlsx(join(dir, 'walkers.xlsx'), 'Walkers', WALKER_COLUMNS, walkers),
      await writeCsv(join(dir, 'dogs.csv'), DOG_COLUMNS, dogs),
      await writeCsv(join(dir, 'walks.csv'), WALK_COLUMNS, walks),
    ];
    const q = questionSet('dogwalking');
    const wOf = new Map(walkers.map((w) => [w.id, w]));
    const dOf = new Map(dogs.map((d) => [d.id, d]));
    const price = (w: Walk) => w.price;
    const wIn = (p: string) => (w: Walk) => w.date.startsWith(p);
    const city = (w: Walk) => wOf.get(w.walker)!.city;
    const incident = (w: Walk) => w.incident !== 'None';

    q.ask('How many walks have we done in total?', count(walks.length));
    q.ask('How many client dogs are on our books?', count(dogs.length));
    q.ask('How many walkers do we have?', count(walkers.length));
    const oct = q.ask('How many walks did we do in October 2026?', count(countWhere(walks, wIn('2026-10'))));
    q.followUp(oct, 'And in October 2025?', count(countWhere(walks, wIn('2025-10'))));
    q.ask('What did walks bring in during 2025?', amount(sumOf(walks, price, wIn('2025'))));
    q.ask('Revenue by walk type', breakdown(groupBy(walks, (w) => w.type, 'sum', price)));
    q.ask('Average walk duration in minutes', amount(avgOf(walks, (w) => w.mins), 1));
    q.ask("What's the median price of a solo walk?", amount(medianOf(walks, price, (w) => w.type === 'Solo walk')));
    q.ask('Which walker did the most walks in 2026? Give their name.', winner(groupBy(walks, (w) => wOf.get(w.walker)!.name, 'count', undefined, wIn('2026'))));
    q.ask('Top 3 breeds by number of walks', ranking(ranked(groupBy(walks, (w) => dOf.get(w.dog)!.breed, 'count'), 3)));
    q.ask('Which city had the most walks?', winner(groupBy(walks, city, 'count')));
    q.ask('How many walks had an incident of some kind?', count(countWhere(walks, incident)));
    q.ask('Incidents by type', countsBy(groupBy(walks, (w) => w.incident, 'count', undefined, incident)));
    q.ask('What percentage of walks had an incident?', percent(percentOf(countWhere(walks, incident), walks.length), 2));
    q.ask('How many kilometres did we walk in 2026?', amount(sumOf(walks, (w) => w.km, wIn('2026')), 1));
    q.ask('Average distance of a group walk in km', amount(avgOf(walks, (w) => w.km, (w) => w.type === 'Group walk'), 2));
    q.ask('How many different dogs were walked in September 2026?', count(new Set(walks.filter(wIn('2026-09')).map((w) => w.dog)).size));
    const walked = new Set(walks.map((w) => w.dog));
    q.ask('How many of our dogs have never been walked?', count(countWhere(dogs, (d) => !walked.has(d.id))));
    q.ask('What is the average weight of our large dogs in kg?', amount(avgOf(dogs, (d) => d.weight, (d) => d.size === 'Large'), 1));
    q.ask('Dogs by size', countsBy(groupBy(dogs, (d) => d.size, 'count')));
    q.ask('How many dogs joined in 2026?', count(countWhere(dogs, (d) => d.joined.startsWith('2026'))));
    q.ask('Which breed do we have the most dogs of?', winner(groupBy(dogs, (d) => d.breed, 'count')));
    q.ask('How many walkers have a van?', count(countWhere(walkers, (w) => w.van === 'Yes')));
    q.ask("How many walkers haven't been DBS checked?", count(countWhere(walkers, (w) => w.dbs === 'No')));
    q.ask('How many walks did we do last quarter?', count(countWhere(walks, (w) => w.date.startsWith('2026') && quarterOf(w.date) === 3)));
    q.ask('Revenue since 1 July 2026', amount(sumOf(walks, price, (w) => w.date >= '2026-07-01')));
    const bath = q.ask('How much did walks by our Bath walkers bring in during 2026?', amount(sumOf(walks, price, (w) => city(w) === 'Bath' && wIn('2026')(w))));
    q.followUp(bath, 'and Cardiff?', amount(sumOf(walks, price, (w) => city(w) === 'Cardiff' && wIn('2026')(w))));
    q.ask('How many walks did dogs on the Daily plan get in August 2026?', count(countWhere(walks, (w) => dOf.get(w.dog)!.plan === 'Daily' && wIn('2026-08')(w))));
    q.ask('Average price of a group walk in Cardiff', amount(avgOf(walks, price, (w) => w.type === 'Group walk' && city(w) === 'Cardiff')));
    q.ask('How many walks were there between 1 and 14 February 2026, inclusive?', count(countWhere(walks, (w) => w.date >= '2026-02-01' && w.date <= '2026-02-14')));
    q.ask('Which month had the most walks?', month(ranked(groupBy(walks, (w) => w.date.slice(0, 7), 'count'), 1)[0]));
    q.ask('Who was the busiest walker in Exeter in 2025, by number of walks?', winner(groupBy(walks, (w) => wOf.get(w.walker)!.name, 'count', undefined, (w) => city(w) === 'Exeter' && wIn('2025')(w))));
    q.ask('How many walks lasted longer than an hour?', count(countWhere(walks, (w) => w.mins > 60)));
    q.ask('How much revenue have Labrador Retrievers brought in?', amount(sumOf(walks, price, (w) => dOf.get(w.dog)!.breed === 'Labrador Retriever')));
    q.ask('Number of walks per city', countsBy(groupBy(walks, city, 'count')));
    q.ask('How many walkers started with us in 2026?', count(countWhere(walkers, (w) => w.started.startsWith('2026'))));
    q.ask('Top 5 Bristol walkers by revenue in 2025', ranking(ranked(groupBy(walks, (w) => wOf.get(w.walker)!.name, 'sum', price, (w) => city(w) === 'Bristol' && wIn('2025')(w)), 5)));
    q.ask('What share of revenue comes from puppy visits?', percent(percentOf(sumOf(walks, price, (w) => w.type === 'Puppy visit'), sumOf(walks, price))));
    q.ask("How many 'Ran off' incidents were there in 2026?", count(countWhere(walks, (w) => w.incident === 'Ran off' && wIn('2026')(w))));
    q.ask('How many dogs are on the Daily plan?', count(countWhere(dogs, (d) => d.plan === 'Daily')));
    q.ask('How many Labradoodles do we walk for?', count(countWhere(dogs, (d) => d.breed === 'Labradoodle')));

    q.ask('What is the average tip per walk?', decline('no tips'));
    q.ask('Which dogs are up to date with their vaccinations?', decline('no vaccination records'));
    q.ask('How many walks were cancelled because of rain?', decline('no cancellations or weather'));
    q.ask('Which park do our walkers use most?', decline('no locations'));
    q.ask('How much do we pay walkers per hour?', decline('no pay rates'));
    q.ask('How old are the dogs on average?', decline('no dates of birth or ages'));
    q.ask('Which dogs are neutered?', decline('no neutering flag'));
    q.ask('How many walks will we do next month?', decline('a forecast'));
    q.ask('How many walkers left the company in 2026?', decline('no leaving dates'));
    q.ask('What rating do owners give our walkers?', decline('no ratings'));
    q.ask('How many poo bags did we use last month?', decline('no consumables'));
    return { files, questions: q.questions };
  },
};

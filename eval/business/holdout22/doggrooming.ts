// A dog-grooming salon: 720 owners (CSV), 1,060 dogs (XLSX) sharing `owner_id`, and 9,400
// appointments in 2025 (CSV) sharing `dog_id`. Traps: prices and tips in pounds with the unit in
// the header, dates of birth stored as text with blanks, "NA" in the payment column for
// appointments that were never paid, a service whose name starts with "Total", groomers named only
// in the appointments, dogs that were never booked, and owners with several dogs.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Owner {
  id: string;
  name: string;
  area: string;
  phone: string;
  since: string;
}

interface Dog {
  id: string;
  owner: string;
  name: string;
  breed: string;
  size: string;
  born: string | null;
  registered: string;
}

interface Appointment {
  id: number;
  dog: string;
  groomer: string;
  service: string;
  date: string;
  time: string;
  minutes: number;
  status: string;
  price: number;
  tip: number | null;
  paidBy: string;
}

const FIRST = ['Alice', 'Ffion', 'Gareth', 'Lowri', 'Rhys', 'Nia', 'Osian', 'Seren', 'Tomos', 'Anwen', 'Iwan', 'Elin', 'Carwyn', 'Ben', 'Carys', 'Dan', 'Ellie', 'Finn', 'Gwen', 'Harry', 'Isla', 'Jack', 'Kate', 'Leo', 'Megan', 'Noah', 'Olivia', 'Pete', 'Rhian', 'Sam', 'Tess', 'Will', 'Yasmin', 'Zac', 'Amir', 'Beth', 'Cerys', 'Dylan'];
const LAST = ['Morgan', 'Price', 'Hughes', 'Lewis', 'Walsh', 'Patel', 'Baker', 'Fisher', 'Cole', 'Grant', 'Hale', 'Jenkins', 'Khan', 'Lloyd', 'Marsh', 'Noble', 'Owen', 'Parry', 'Quinn', 'Reed', 'Shaw', 'Turner', 'Vaughan', 'Wood'];
const AREAS = ['BS', 'BA', 'GL', 'SN', 'TA', 'CF'];
const DOG_NAMES = ['Bella', 'Max', 'Luna', 'Teddy', 'Poppy', 'Milo', 'Daisy', 'Alfie', 'Bonnie', 'Archie', 'Coco', 'Biscuit', 'Rosie', 'Buster', 'Willow', 'Otis', 'Maisie', 'Bruno', 'Honey', 'Ziggy'];
// breed, size, weight
const BREEDS: [string, string, number][] = [
  ['Cockapoo', 'Medium', 16], ['Labrador Retriever', 'Large', 12], ['Shih Tzu', 'Small', 10], ['Cocker Spaniel', 'Medium', 11],
  ['Miniature Schnauzer', 'Small', 7], ['Golden Retriever', 'Large', 8], ['Bichon Frise', 'Small', 7], ['Border Collie', 'Medium', 6],
  ['Standard Poodle', 'Large', 5], ['Newfoundland', 'Giant', 2], ['West Highland Terrier', 'Small', 6], ['Bernese Mountain Dog', 'Giant', 3],
  ['Dachshund', 'Small', 5], ['Springer Spaniel', 'Medium', 6],
];
const GROOMERS = ['Sian Evans', 'Marek Nowak', 'Priya Shah', 'Tom Reilly', 'Bella Costa', 'Jo Hartley'];
const GROOMER_WEIGHTS = [22, 19, 18, 16, 14, 11];
// service, base price (GBP), base minutes, weight
const SERVICES: [string, number, number, number][] = [
  ['Full Groom', 45, 90, 38], ['Bath & Brush', 30, 50, 24], ['Nail Trim', 12, 15, 14], ['Puppy Intro', 25, 30, 6],
  ['Total Makeover', 75, 150, 7], ['De-shed Treatment', 40, 70, 11],
];
const SIZE_FACTOR: Record<string, number> = { Small: 1, Medium: 1.2, Large: 1.45, Giant: 1.75 };

function generate(): { owners: Owner[]; dogs: Dog[]; appointments: Appointment[] } {
  const random = createRandom(39_011);
  const owners: Owner[] = [];
  const usedNames = new Set<string>();
  while (owners.length < 720) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    owners.push({
      id: `OWN-${String(owners.length + 1).padStart(4, '0')}`,
      name,
      area: random.weighted(AREAS, [30, 14, 12, 10, 8, 6]),
      phone: `07${random.int(100, 999)} ${random.int(100_000, 999_999)}`,
      since: random.date('2018-01-01', '2025-11-30'),
    });
  }
  const dogs: Dog[] = [];
  const addDog = (owner: Owner) => {
    const [breed, size] = random.weighted(BREEDS, BREEDS.map((b) => b[2]));
    const registered = random.date(owner.since, '2025-11-30');
    const age = random.int(0, 14);
    const born = random.chance(0.09) ? null : `${Number(registered.slice(0, 4)) - age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    dogs.push({ id: `D${1001 + dogs.length}`, owner: owner.id, name: random.pick(DOG_NAMES), breed, size, born, registered });
  };
  for (const owner of owners) addDog(owner);
  while (dogs.length < 1_060) addDog(random.pick(owners));
  owners.sort((a, b) => a.id.localeCompare(b.id));
  const active = dogs.filter(() => random.chance(0.92));
  const activity = active.map(() => random.float(0.3, 3, 2));
  const appointments: Appointment[] = [];
  while (appointments.length < 9_400) {
    const dog = random.weighted(active, activity);
    if (dog.registered > '2025-12-20') continue;
    const date = random.date(dog.registered > '2025-01-01' ? dog.registered : '2025-01-01', '2025-12-31');
    const [service, base, minutes] = random.weighted(SERVICES, SERVICES.map((s) => s[3]));
    const factor = SIZE_FACTOR[dog.size];
    const roll = random.next();
    const status = roll < 0.085 ? 'Cancelled' : roll < 0.145 ? 'No-show' : 'Completed';
    const price = roundTo(Math.round(base * factor * 2) / 2 + random.pick([0, 0, 0, 5, 10]), 2);
    const completed = status === 'Completed';
    appointments.push({
      id: 0,
      dog: dog.id,
      groomer: random.weighted(GROOMERS, GROOMER_WEIGHTS),
      service,
      date,
      time: `${String(random.int(8, 16)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      minutes: Math.max(10, 5 * Math.round((minutes * factor * random.float(0.8, 1.25, 2)) / 5)),
      status,
      price,
      tip: completed && random.chance(0.42) ? random.int(2, 15) : null,
      paidBy: completed ? random.weighted(['Card', 'Cash'], [72, 28]) : 'NA',
    });
  }
  appointments.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.dog.localeCompare(b.dog));
  appointments.forEach((a, i) => (a.id = 50_001 + i));
  return { owners, dogs, appointments };
}

const OWNER_COLUMNS: Column<Owner>[] = [
  { header: 'owner_id', value: (o) => o.id },
  { header: 'owner_name', value: (o) => o.name },
  { header: 'postcode_area', value: (o) => o.area },
  { header: 'phone', value: (o) => o.phone },
  { header: 'customer_since', value: (o) => o.since },
];

const DOG_COLUMNS: Column<Dog>[] = [
  { header: 'dog_id', value: (d) => d.id },
  { header: 'owner_id', value: (d) => d.owner },
  { header: 'dog_name', value: (d) => d.name },
  { header: 'breed', value: (d) => d.breed },
  { header: 'size', value: (d) => d.size },
  { header: 'date_of_birth', value: (d) => d.born },
  { header: 'registered_on', value: (d) => d.registered },
];

const APPOINTMENT_COLUMNS: Column<Appointment>[] = [
  { header: 'appointment_id', value: (a) => a.id },
  { header: 'dog_id', value: (a) => a.dog },
  { header: 'groomer', value: (a) => a.groomer },
  { header: 'service', value: (a) => a.service },
  { header: 'appointment_date', value: (a) => a.date },
  { header: 'start_time', value: (a) => a.time },
  { header: 'duration_min', value: (a) => a.minutes },
  { header: 'status', value: (a) => a.status },
  { header: 'Price (GBP)', value: (a) => a.price.toFixed(2) },
  { header: 'Tip (GBP)', value: (a) => a.tip },
  { header: 'paid_by', value: (a) => a.paidBy },
];

export const doggrooming: BusinessSchema = {
  name: 'doggrooming',
  description: 'A dog-grooming salon: 720 owners (CSV), 1,060 dogs (XLSX) sharing owner_id, and 9,400 appointments in 2025 (CSV) sharing dog_id, prices in GBP',
  async build(dir) {
    const { owners, dogs, appointments } = generate();
    const files = [
      await writeCsv(join(dir, 'owners.csv'), OWNER_COLUMNS, owners),
      await writeXlsx(join(dir, 'dogs.xlsx'), 'Dogs', DOG_COLUMNS, dogs),
      await writeCsv(join(dir, 'appointments.csv'), APPOINTMENT_COLUMNS, appointments),
    ];
    const q = questionSet('doggrooming');
    const dogOf = new Map(dogs.map((d) => [d.id, d]));
    const ownerOf = new Map(owners.map((o) => [o.id, o]));
    const done = (a: Appointment) => a.status === 'Completed';
    const inMonth = (m: string) => (a: Appointment) => a.date.startsWith(m);
    const breed = (a: Appointment) => dogOf.get(a.dog)!.breed;
    const size = (a: Appointment) => dogOf.get(a.dog)!.size;
    const ownerName = (a: Appointment) => ownerOf.get(dogOf.get(a.dog)!.owner)!.name;
    const price = (a: Appointment) => a.price;

    q.ask('How many appointments have we had in total?', count(appointments.length));
    q.ask('How many dogs are registered with us?', count(dogs.length));
    q.ask('how many owners do we have on file', count(owners.length));
    q.ask('appointments by status', countsBy(groupBy(appointments, (a) => a.status, 'count')));
    q.ask('What was our total revenue from completed appointments?', amount(sumOf(appointments, price, done)));
    q.ask('Average price of a completed Full Groom', amount(avgOf(appointments, price, (a) => done(a) && a.service === 'Full Groom')));
    q.ask('Which groomer completed the most appointments?', winner(groupBy(appointments, (a) => a.groomer, 'count', undefined, done)));
    q.ask('Top 3 breeds by number of appointments', ranking(ranked(groupBy(appointments, breed, 'count'), 3)));
    q.ask("What's our no-show rate?", percent(percentOf(countWhere(appointments, (a) => a.status === 'No-show'), appointments.length)));
    q.ask('How much did we get in tips in Q3?', amount(sumOf(appointments, (a) => a.tip, (a) => quarterOf(a.date) === 3)));
    const march = q.ask('How many appointments were there in March 2025?', count(countWhere(appointments, inMonth('2025-03'))));
    q.followUp(march, 'and in April?', count(countWhere(appointments, inMonth('2025-04'))));
    q.ask('Which month was the busiest for appointments?', month(busiestMonth(appointments, (a) => a.date)));
    q.ask('Revenue by service for completed appointments', breakdown(groupBy(appointments, (a) => a.service, 'sum', price, done)));
    q.ask('Average appointment length in minutes for each groomer', breakdown(groupBy(appointments, (a) => a.groomer, 'avg', (a) => a.minutes), 1));
    const booked = new Set(appointments.map((a) => a.dog));
    q.ask('How many dogs have never had an appointment?', count(dogs.filter((d) => !booked.has(d.id)).length));
    const dogsPerOwner = groupBy(dogs, (d) => d.owner, 'count');
    q.ask('How many owners have more than one dog?', count([...dogsPerOwner.values()].filter((n) => n > 1).length));
    q.ask('Total revenue from completed appointments for giant dogs', amount(sumOf(appointments, price, (a) => done(a) && size(a) === 'Giant')));
    q.ask('How many Total Makeover appointments were completed?', count(countWhere(appointments, (a) => done(a) && a.service === 'Total Makeover')));
    q.ask('How many appointments were cancelled between 1 June and 15 June 2025?', count(countWhere(appointments, (a) => a.status === 'Cancelled' && a.date >= '2025-06-01' && a.date <= '2025-06-15')));
    q.ask('How many of our dogs were born before 2015?', count(countWhere(dogs, (d) => d.born !== null && d.born < '2015-01-01')));
    q.ask('What percentage of completed appointments were paid in cash?', percent(percentOf(countWhere(appointments, (a) => done(a) && a.paidBy === 'Cash'), countWhere(appointments, done))));
    q.ask('Which groomer gets the highest average tip?', winner(groupBy(appointments, (a) => a.groomer, 'avg', (a) => a.tip)));
    q.ask('Which owner has booked the most appointments across all their dogs?', winner(groupBy(appointments, ownerName, 'count')));
    const firstVisit = new Map<string, string>();
    for (const a of appointments) if (!firstVisit.has(a.dog) || a.date < firstVisit.get(a.dog)!) firstVisit.set(a.dog, a.date);
    const waits = dogs.filter((d) => firstVisit.has(d.id) && d.registered >= '2025-01-01').map((d) => daysBetween(d.registered, firstVisit.get(d.id)!));
    q.ask('For dogs registered in 2025, how many days on average from registration to their first appointment?', amount(waits.reduce((s, n) => s + n, 0) / waits.length, 1));
    q.ask('Completed revenue since 1 October 2025', amount(sumOf(appointments, price, (a) => done(a) && a.date >= '2025-10-01')));
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    q.ask('How many appointments fell on a Saturday?', count(countWhere(appointments, (a) => weekday(a.date) === 6)));
    q.ask('How much revenue did we lose to no-shows (the prices of no-show appointments)?', amount(sumOf(appointments, price, (a) => a.status === 'No-show')));
    q.ask('What is the most booked service for small dogs?', winner(groupBy(appointments, (a) => a.service, 'count', undefined, (a) => size(a) === 'Small')));
    q.ask('How many different dogs did we actually groom in 2025?', count(new Set(appointments.filter(done).map((a) => a.dog)).size));
    q.ask('Which groomer brought in the most completed revenue in Q4?', winner(groupBy(appointments, (a) => a.groomer, 'sum', price, (a) => done(a) && quarterOf(a.date) === 4)));
    q.ask('dogs by size', countsBy(groupBy(dogs, (d) => d.size, 'count')));
    q.ask('How many owners live in the BA postcode area?', count(countWhere(owners, (o) => o.area === 'BA')));
    q.ask('Average tip on completed appointments that got a tip', amount(avgOf(appointments, (a) => a.tip, done), 2));
    const cocker = q.ask('How many appointments did Cocker Spaniels have?', count(countWhere(appointments, (a) => breed(a) === 'Cocker Spaniel')));
    q.followUp(cocker, 'And Springer Spaniels?', count(countWhere(appointments, (a) => breed(a) === 'Springer Spaniel')));
    q.ask('Nail trims done by Jo Hartley in 2025', count(countWhere(appointments, (a) => a.groomer === 'Jo Hartley' && a.service === 'Nail Trim' && done(a))));
    q.ask('Number of dogs per postcode area', countsBy(groupBy(dogs, (d) => ownerOf.get(d.owner)!.area, 'count')));

    q.ask('Which dogs are behind on their vaccinations?', decline('no vaccination records'));
    q.ask('What are the microchip numbers of the Labradors?', decline('no microchip column'));
    q.ask('How much does each groomer earn per hour?', decline('no wage data'));
    q.ask('What is the average customer satisfaction score?', decline('no ratings'));
    q.ask('How many appointments did we have in 2024?', decline('appointments start in January 2025'));
    q.ask('What is the average weight of the dogs we groom?', decline('no weight column'));
    q.ask('How many bookings came through the website versus by phone?', decline('no booking channel'));
    q.ask('What was our profit margin on Total Makeovers?', decline('no cost data'));
    q.ask('Which shampoo do we use most?', decline('no product usage'));
    q.ask('How many appointments are booked for January 2026?', decline('no appointments after December 2025'));
    q.ask('Which dogs bit or were aggressive with a groomer?', decline('no behaviour notes'));
    return { files, questions: q.questions };
  },
};

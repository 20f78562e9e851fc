// A dog training school: 1,300 dogs on the books (CSV: owner, breed, area, registration date) and
// 7,600 class and one-to-one sessions from January 2024 to June 2025 (XLSX) sharing `dog_id`.
// Traps: dog and session ids that look numeric (never summed), fees in pounds with the unit in the
// header ("Fee (£)"), statuses attended / no-show / cancelled / refunded, a course called "Total
// Recall" that is no total, a course "Other" for drop-ins and a breed "Other", blank breeds, a
// vaccinated column with Yes / No / blank, owner names with spaces and owners with several dogs.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between, onWeekend } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Dog {
  id: number;
  name: string;
  breed: string | null;
  owner: string;
  area: string;
  registered: string;
  vaccinated: string | null;
}

interface Session {
  id: number;
  dog: number;
  course: string;
  trainer: string;
  date: string;
  venue: string;
  fee: number;
  status: string;
}

const DOG_NAMES = ['Bella', 'Max', 'Luna', 'Alfie', 'Daisy', 'Teddy', 'Poppy', 'Milo', 'Willow', 'Bear', 'Rosie', 'Archie', 'Ruby', 'Biscuit', 'Nala', 'Ollie', 'Maple', 'Otto', 'Pip', 'Hazel', 'Scout', 'Juno', 'Barney', 'Tilly'];
const FIRST = ['Sarah', 'James', 'Emma', 'David', 'Claire', 'Mark', 'Helen', 'Paul', 'Lucy', 'Chris', 'Anna', 'Rob', 'Kate', 'Ian', 'Fiona', 'Gareth', 'Nina', 'Owen', 'Jess', 'Dan'];
const LAST = ['Jones', 'Patel', 'Hughes', 'Morgan', 'Clarke', 'Evans', 'Walsh', 'Price', 'Reid', 'Khan', 'Bell', 'Ward', 'Fox', 'Lloyd', 'Shaw', 'Doyle', 'Hart', 'Mills'];
const BREEDS: [string | null, number][] = [
  ['Labrador Retriever', 15], ['Cockapoo', 13], ['Cocker Spaniel', 11], ['Border Collie', 9], ['German Shepherd', 7], ['French Bulldog', 6],
  ['Staffordshire Bull Terrier', 6], ['Golden Retriever', 5], ['Dachshund', 5], ['Other', 12], [null, 4],
];
const AREAS: [string, number][] = [['Thornbury', 24], ['Chipping Sodbury', 18], ['Yate', 21], ['Frampton Cotterell', 12], ['Wickwar', 7], ['Olveston', 6]];
// course, base fee, weight
const COURSES: [string, number, number][] = [
  ['Puppy Foundations', 22, 22], ['Adult Obedience', 18, 16], ['Total Recall', 20, 13], ['Reactive Dogs', 30, 11],
  ['Agility Intro', 16, 12], ['Scentwork', 15, 9], ['1:1 Behaviour', 55, 8], ['Other', 12, 6],
];
const TRAINERS: [string, number][] = [['Megan Hale', 34], ['Tom Okafor', 27], ['Priya Nair', 23], ['Jo Whitfield', 16]];

function generate(): { dogs: Dog[]; sessions: Session[] } {
  const random = createRandom(51_011);
  const owners = Array.from({ length: 950 }, (_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]}`);
  const dogs: Dog[] = [];
  for (let i = 0; i < 1_300; i++) {
    dogs.push({
      id: 5_001 + i,
      name: random.pick(DOG_NAMES),
      breed: random.weighted(BREEDS.map((b) => b[0]), BREEDS.map((b) => b[1])),
      owner: random.pick(owners),
      area: random.weighted(AREAS.map((a) => a[0]), AREAS.map((a) => a[1])),
      registered: random.date('2023-06-01', '2025-06-20'),
      vaccinated: random.weighted(['Yes', 'No', null], [86, 6, 8]),
    });
  }
  dogs.sort((a, b) => a.registered.localeCompare(b.registered));
  dogs.forEach((d, i) => (d.id = 5_001 + i));
  const sessions: Session[] = [];
  // some dogs never come
  const active = dogs.filter(() => random.chance(0.9));
  for (let i = 0; i < 7_600; i++) {
    const dog = random.pick(active);
    const [course, base] = random.weighted(COURSES, COURSES.map((c) => c[2]));
    const from = dog.registered > '2024-01-01' ? dog.registered : '2024-01-01';
    const date = random.date(from, '2025-06-30');
    const venue = course === '1:1 Behaviour' ? random.weighted(['Home Visit', 'Village Hall'], [70, 30]) : course === 'Agility Intro' || course === 'Total Recall' ? 'Paddock Field' : random.weighted(['Village Hall', 'Paddock Field'], [65, 35]);
    const uplift = date >= '2025-01-01' ? 1.1 : 1;
    const fee = roundTo(base * uplift + (venue === 'Home Visit' ? 15 : 0) - (random.chance(0.12) ? 5 : 0), 2);
    const roll = random.next();
    const noShowRate = course === 'Reactive Dogs' ? 0.11 : course === 'Puppy Foundations' ? 0.04 : 0.07;
    const status = roll < noShowRate ? 'no-show' : roll < noShowRate + 0.06 ? 'cancelled' : roll < noShowRate + 0.085 ? 'refunded' : 'attended';
    sessions.push({ id: 0, dog: dog.id, course, trainer: random.weighted(TRAINERS.map((t) => t[0]), TRAINERS.map((t) => t[1])), date, venue, fee, status });
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.dog - b.dog);
  sessions.forEach((s, i) => (s.id = 300_001 + i));
  return { dogs, sessions };
}

const DOG_COLUMNS: Column<Dog>[] = [
  { header: 'dog_id', value: (d) => d.id },
  { header: 'Dog name', value: (d) => d.name },
  { header: 'Breed', value: (d) => d.breed },
  { header: 'Owner', value: (d) => d.owner },
  { header: 'Area', value: (d) => d.area },
  { header: 'Registered', value: (d) => d.registered },
  { header: 'Vaccinated', value: (d) => d.vaccinated },
];

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_id', value: (s) => s.id },
  { header: 'dog_id', value: (s) => s.dog },
  { header: 'Course', value: (s) => s.course },
  { header: 'Trainer', value: (s) => s.trainer },
  { header: 'Session date', value: (s) => s.date },
  { header: 'Venue', value: (s) => s.venue },
  { header: 'Fee (£)', value: (s) => s.fee },
  { header: 'Status', value: (s) => s.status },
];

export const dogtraining: BusinessSchema = {
  name: 'dogtraining',
  description: "A dog training school: 1,300 dogs with owners and breeds (CSV) and 7,600 sessions Jan 2024-Jun 2025 with fees in pounds (XLSX) sharing dog_id",
  async build(dir) {
    const { dogs, sessions } = generate();
    const files = [
      await writeCsv(join(dir, 'dogs.csv'), DOG_COLUMNS, dogs),
      await writeXlsx(join(dir, 'training_sessions.xlsx'), 'Sessions', SESSION_COLUMNS, sessions),
    ];
    const q = questionSet('dogtraining');
    const dogOf = new Map(dogs.map((d) => [d.id, d]));
    const fee = (s: Session) => s.fee;
    const is = (status: string) => (s: Session) => s.status === status;
    const inMonth = (m: string) => (s: Session) => s.date.startsWith(m);
    const noShowRate = (where: (s: Session) => boolean) => percentOf(countWhere(sessions, (s) => where(s) && s.status === 'no-show'), countWhere(sessions, where));

    q.ask('How many dogs have we got on the books?', count(dogs.length));
    q.ask('how many training sessions are in the log altogether', count(sessions.length));
    q.ask('How many no-shows have we had?', count(countWhere(sessions, is('no-show'))));
    q.ask('Break the sessions down by status please', countsBy(groupBy(sessions, (s) => s.status, 'count')));
    q.ask('What do the fees for attended sessions come to in pounds?', amount(sumOf(sessions, fee, is('attended')), 2));
    q.ask("What's the average fee for a 1:1 Behaviour session?", amount(avgOf(sessions, fee, (s) => s.course === '1:1 Behaviour'), 2));
    q.ask('Which trainer has taken the most sessions?', winner(groupBy(sessions, (s) => s.trainer, 'count')));
    q.ask('sessions per course', countsBy(groupBy(sessions, (s) => s.course, 'count')));
    q.ask('What are our three most common breeds?', ranking(ranked(groupBy(dogs, (d) => d.breed, 'count'), 3)));
    q.ask('How many Border Collies do we have registered?', count(countWhere(dogs, (d) => d.breed === 'Border Collie')));
    q.ask('How many Total Recall sessions were actually attended?', count(countWhere(sessions, (s) => s.course === 'Total Recall' && s.status === 'attended')));
    q.ask('How many sessions did we run in March 2025?', count(countWhere(sessions, inMonth('2025-03'))));
    q.ask('Number of sessions in Q4 2024', count(countWhere(sessions, (s) => s.date.startsWith('2024') && quarterOf(s.date) === 4)));
    q.ask('How many sessions were booked between 1 June and 15 June 2024?', count(countWhere(sessions, (s) => between(s.date, '2024-06-01', '2024-06-15'))));
    q.ask('Which month was our busiest for sessions?', month(busiestMonth(sessions, (s) => s.date)));
    q.ask('What percentage of sessions end up as no-shows?', percent(noShowRate(() => true)));
    q.ask("What's the no-show rate on the Reactive Dogs course?", percent(noShowRate((s) => s.course === 'Reactive Dogs')));
    q.ask('Which course has the worst no-show rate?', winner(new Map(COURSES.map(([c]) => [c, noShowRate((s) => s.course === c)]))));
    q.ask('How much have we refunded in total?', amount(sumOf(sessions, fee, is('refunded')), 2));
    q.ask('How many refunds were on Tom Okafor sessions?', count(countWhere(sessions, (s) => s.trainer === 'Tom Okafor' && s.status === 'refunded')));
    q.ask('average fee by venue', breakdown(groupBy(sessions, (s) => s.venue, 'avg', fee), 2));
    q.ask('How many home visits did Priya Nair do in 2024?', count(countWhere(sessions, (s) => s.trainer === 'Priya Nair' && s.venue === 'Home Visit' && s.date.startsWith('2024'))));
    q.ask('How many different dogs have been to Scentwork?', count(new Set(sessions.filter((s) => s.course === 'Scentwork').map((s) => s.dog)).size));
    q.ask('How many dogs signed up with us during 2024?', count(countWhere(dogs, (d) => d.registered.startsWith('2024'))));
    q.ask('Which area do most of our dogs come from?', winner(groupBy(dogs, (d) => d.area, 'count')));
    q.ask('How many sessions were for dogs from Wickwar?', count(countWhere(sessions, (s) => dogOf.get(s.dog)!.area === 'Wickwar')));
    q.ask('Which breed has attended the most sessions?', winner(groupBy(sessions, (s) => dogOf.get(s.dog)!.breed, 'count', undefined, is('attended'))));
    const seen = new Set(sessions.map((s) => s.dog));
    q.ask("How many registered dogs have never had a single session?", count(countWhere(dogs, (d) => !seen.has(d.id))));
    q.ask('Attended session fees by trainer for 2025', breakdown(groupBy(sessions, (s) => s.trainer, 'sum', fee, (s) => s.status === 'attended' && s.date.startsWith('2025')), 2));
    q.ask('How many sessions fell on a Saturday or Sunday?', count(countWhere(sessions, (s) => onWeekend(s.date))));
    q.ask("How many of the dogs aren't vaccinated?", count(countWhere(dogs, (d) => d.vaccinated === 'No')));
    q.ask('How many dogs have no breed filled in?', count(countWhere(dogs, (d) => d.breed === null)));
    q.ask('Which venue do we use the most?', winner(groupBy(sessions, (s) => s.venue, 'count')));
    q.ask("What's the most we've charged for one session?", amount(maxOf(sessions, fee), 2));
    q.ask('cheapest Agility Intro session fee', amount(minOf(sessions, fee, (s) => s.course === 'Agility Intro'), 2));
    const h1 = (y: string) => countWhere(sessions, (s) => s.course === 'Puppy Foundations' && between(s.date, `${y}-01-01`, `${y}-06-30`));
    q.ask('How many more Puppy Foundations sessions did we run in the first half of 2025 than in the first half of 2024?', count(h1('2025') - h1('2024')));
    const may = q.ask('Agility Intro sessions in May 2025?', count(countWhere(sessions, (s) => s.course === 'Agility Intro' && inMonth('2025-05')(s))));
    q.followUp(may, 'And in June?', count(countWhere(sessions, (s) => s.course === 'Agility Intro' && inMonth('2025-06')(s))));
    q.ask('What share of our dogs are Cockapoos?', percent(percentOf(countWhere(dogs, (d) => d.breed === 'Cockapoo'), dogs.length)));
    q.ask('How many sessions are logged under Other?', count(countWhere(sessions, (s) => s.course === 'Other')));
    q.ask('Total fees on cancelled sessions', amount(sumOf(sessions, fee, is('cancelled')), 2));
    q.ask('What is the median session fee?', amount(medianOf(sessions, fee), 2));
    q.ask('Reactive Dogs sessions by trainer', countsBy(groupBy(sessions, (s) => s.trainer, 'count', undefined, (s) => s.course === 'Reactive Dogs')));
    q.ask('How many different owners do we have?', count(new Set(dogs.map((d) => d.owner)).size));
    q.ask('When did the first dog on our books register?', day(dogs.reduce((m, d) => (d.registered < m ? d.registered : m), '9999')));
    q.ask('What was the date of the most recent session?', day(sessions.reduce((m, s) => (s.date > m ? s.date : m), '')));
    q.ask('How many Yate dogs have done Puppy Foundations? Count each dog once.', count(new Set(sessions.filter((s) => s.course === 'Puppy Foundations' && dogOf.get(s.dog)!.area === 'Yate').map((s) => s.dog)).size));
    const megan = q.ask('How much did Megan Hale bring in from attended sessions in 2024?', amount(sumOf(sessions, fee, (s) => s.trainer === 'Megan Hale' && s.status === 'attended' && s.date.startsWith('2024')), 2));
    q.followUp(megan, 'and Jo Whitfield?', amount(sumOf(sessions, fee, (s) => s.trainer === 'Jo Whitfield' && s.status === 'attended' && s.date.startsWith('2024')), 2));

    q.ask("What do we spend on treats each month?", decline('no costs or purchases'));
    q.ask('How much do we pay Tom Okafor per session?', decline('no trainer pay'));
    q.ask('Which breed is the heaviest on average?', decline('no weights'));
    q.ask('How old is the average dog when it starts Puppy Foundations?', decline('no dates of birth'));
    q.ask('What rating do owners give the Reactive Dogs course?', decline('no ratings or feedback'));
    q.ask('How many sessions did we run in 2023?', decline('sessions start in January 2024'));
    q.ask('Why do people cancel their sessions?', decline('no cancellation reason'));
    q.ask("What's Sarah Jones's phone number?", decline('no contact details'));
    q.ask('How many miles does Priya drive for home visits?', decline('no mileage'));
    q.ask('How many dogs passed their Good Citizen test?', decline('no test or award results'));
    q.ask('How many sessions will we run next summer?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

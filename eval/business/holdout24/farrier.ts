// A farriery practice: 420 horses on its books (CSV: owner, yard, breed, age) and 9,500 visits
// from July 2023 to June 2025 (XLSX) sharing `Horse ID`. Traps: visit dates as "04-Mar-25" text,
// job numbers that look numeric, a travel charge that is blank when none was made, fees and travel
// in separate columns (what an owner was billed is both), payment states Paid / Unpaid / Written
// off, and a lost-shoe call-out flag that is "Y" or blank.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Horse {
  id: string;
  name: string;
  owner: string;
  yard: string;
  breed: string;
  age: number;
}

interface Visit {
  job: number;
  horse: string;
  date: string;
  farrier: string;
  service: string;
  fee: number;
  travel: number | null;
  paid: string;
  callout: boolean;
}

const HORSE_NAMES = ['Bramble', 'Pepper', 'Duke', 'Willow', 'Jasper', 'Misty', 'Rosie', 'Chester', 'Hazel', 'Bonnie', 'Murphy', 'Star', 'Toffee', 'Ziggy', 'Blue', 'Fern', 'Harvey', 'Luna', 'Ollie', 'Poppet'];
const OWNERS = ['Atkins', 'Bell', 'Carr', 'Dale', 'Eden', 'Ford', 'Gibbs', 'Hart', 'Ives', 'Judd', 'Kemp', 'Lamb', 'Moss', 'Nash', 'Orme', 'Pike', 'Rowe', 'Sykes', 'Tate', 'Vine', 'Ward', 'Yeo', 'Boyd', 'Crane', 'Drew', 'Eyre', 'Finch', 'Gould', 'Hurst', 'Kidd'];
const INITIALS = ['A', 'C', 'J', 'M', 'R'];
const YARDS = ['Oakfield Livery', 'Manor Farm', 'Hilltop Stables', 'Brook Yard', 'Kingsmead Equestrian', 'Private'];
const BREEDS = ['Cob', 'Thoroughbred', 'Warmblood', 'Welsh Section D', 'Connemara', 'Irish Draught', 'Shetland', 'Arab'];
const FARRIERS = ['Tom Hadley', 'Sian Pryce', 'Dan Whitlock', 'Megan Lusk'];
const SERVICES: [string, number, number][] = [
  ['Full set', 95, 38],
  ['Front set', 70, 24],
  ['Trim', 35, 26],
  ['Remedial', 140, 7],
  ['Reset', 80, 5],
];

function generate(): { horses: Horse[]; visits: Visit[] } {
  const random = createRandom(40_101);
  const owners = OWNERS.flatMap((o, i) => (i % 2 ? [`${INITIALS[i % 5]}. ${o}`] : [`${INITIALS[i % 5]}. ${o}`, `${INITIALS[(i + 2) % 5]}. ${o}`]));
  const horses: Horse[] = [];
  for (let i = 0; i < 420; i++) {
    horses.push({
      id: `H${String(101 + i).padStart(4, '0')}`,
      name: `${HORSE_NAMES[i % HORSE_NAMES.length]}${i >= HORSE_NAMES.length ? ` ${Math.floor(i / HORSE_NAMES.length) + 1}` : ''}`,
      owner: random.pick(owners),
      yard: random.weighted(YARDS, [26, 18, 16, 12, 20, 8]),
      breed: random.weighted(BREEDS, [24, 14, 16, 10, 9, 12, 8, 7]),
      age: random.int(3, 27),
    });
  }
  // A few horses left the books before any visit.
  const visited = horses.filter(() => random.chance(0.96));
  const weights = visited.map(() => 0.4 + random.next());
  const visits: Visit[] = [];
  for (let i = 0; i < 9_500; i++) {
    const horse = random.weighted(visited, weights);
    const [service, fee] = random.weighted(SERVICES, SERVICES.map((s) => s[2]));
    const farrier = random.weighted(FARRIERS, [34, 28, 22, 16]);
    const callout = random.chance(0.05);
    const adj = farrier === 'Tom Hadley' ? 1.08 : farrier === 'Megan Lusk' ? 0.95 : 1;
    const paidRoll = random.next();
    visits.push({
      job: 0,
      horse: horse.id,
      date: random.date('2023-07-01', '2025-06-30'),
      farrier,
      service,
      fee: roundTo(fee * adj + (horse.breed === 'Shetland' ? -10 : 0) + random.int(0, 3) * 2.5, 2),
      travel: horse.yard === 'Private' || callout || random.chance(0.15) ? roundTo(random.float(8, 30, 1) + (callout ? 25 : 0), 2) : null,
      paid: paidRoll < 0.88 ? 'Paid' : paidRoll < 0.97 ? 'Unpaid' : 'Written off',
      callout,
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.horse.localeCompare(b.horse));
  visits.forEach((v, i) => (v.job = 70_001 + i));
  return { horses, visits };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDate = (iso: string) => `${iso.slice(8, 10)}-${MON[Number(iso.slice(5, 7)) - 1]}-${iso.slice(2, 4)}`;

const HORSE_COLUMNS: Column<Horse>[] = [
  { header: 'Horse ID', value: (h) => h.id },
  { header: 'Horse Name', value: (h) => h.name },
  { header: 'Owner', value: (h) => h.owner },
  { header: 'Yard', value: (h) => h.yard },
  { header: 'Breed', value: (h) => h.breed },
  { header: 'Age (yrs)', value: (h) => h.age },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Job No', value: (v) => v.job },
  { header: 'Horse ID', value: (v) => v.horse },
  { header: 'Visit Date', value: (v) => shortDate(v.date) },
  { header: 'Farrier', value: (v) => v.farrier },
  { header: 'Service', value: (v) => v.service },
  { header: 'Fee £', value: (v) => v.fee },
  { header: 'Travel £', value: (v) => v.travel },
  { header: 'Payment', value: (v) => v.paid },
  { header: 'Lost shoe call-out', value: (v) => (v.callout ? 'Y' : null) },
];

export const farrier: BusinessSchema = {
  name: 'farrier',
  description: "A farrier practice's horses (CSV, 420) and 9,500 shoeing and trimming visits Jul 2023-Jun 2025 with fees and travel charges (XLSX) sharing Horse ID",
  async build(dir) {
    const { horses, visits } = generate();
    const files = [
      await writeCsv(join(dir, 'horses.csv'), HORSE_COLUMNS, horses),
      await writeXlsx(join(dir, 'visits.xlsx'), 'Visits', VISIT_COLUMNS, visits),
    ];
    const q = questionSet('farrier');
    const byId = new Map(horses.map((h) => [h.id, h]));
    const horse = (v: Visit) => byId.get(v.horse)!;
    const fee = (v: Visit) => v.fee;
    const billed = (v: Visit) => v.fee + (v.travel ?? 0);
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const visitedIds = new Set(visits.map((v) => v.horse));
    const busyHorse = ranked(groupBy(visits, (v) => v.horse, 'count'), 1)[0];
    const busyHorseCount = countWhere(visits, (v) => v.horse === busyHorse);
    const someHorse = horses[57].id;

    q.ask('How many visits have we done in total?', count(visits.length));
    q.ask('How many horses are on our books?', count(horses.length));
    q.ask('visits by service', countsBy(groupBy(visits, (v) => v.service, 'count')));
    q.ask('What is the total of all fees charged?', amount(sumOf(visits, fee)));
    q.ask('How much have we charged in travel altogether?', amount(sumOf(visits, (v) => v.travel)));
    q.ask('Average fee for a full set', amount(avgOf(visits, fee, (v) => v.service === 'Full set')));
    q.ask('Which farrier did the most visits?', winner(groupBy(visits, (v) => v.farrier, 'count')));
    q.ask('Fee income by farrier', breakdown(groupBy(visits, (v) => v.farrier, 'sum', fee)));
    q.ask('How much is still owed on unpaid jobs, fees plus travel?', amount(sumOf(visits, billed, (v) => v.paid === 'Unpaid')));
    q.ask('How many jobs did we write off?', count(countWhere(visits, (v) => v.paid === 'Written off')));
    q.ask('What percentage of visits were just trims?', percent(percentOf(countWhere(visits, (v) => v.service === 'Trim'), visits.length)));
    q.ask('Which yard has the most horses?', winner(groupBy(horses, (h) => h.yard, 'count')));
    q.ask('How many visits did we make to horses at Hilltop Stables?', count(countWhere(visits, (v) => horse(v).yard === 'Hilltop Stables')));
    q.ask('total fees from Kingsmead Equestrian horses', amount(sumOf(visits, fee, (v) => horse(v).yard === 'Kingsmead Equestrian')));
    q.ask('Which breed needs remedial shoeing most often?', winner(groupBy(visits, (v) => horse(v).breed, 'count', undefined, (v) => v.service === 'Remedial')));
    q.ask("What's the average age of the horses we look after?", amount(avgOf(horses, (h) => h.age), 1));
    q.ask('How old is the oldest horse on the books?', count(maxOf(horses, (h) => h.age)));
    q.ask('How many visits were there in 2024?', count(countWhere(visits, (v) => v.date.startsWith('2024'))));
    q.ask('Busiest month for visits?', month(busiestMonth(visits, (v) => v.date)));
    q.ask('Fee income in Q3 2024', amount(sumOf(visits, fee, (v) => v.date.startsWith('2024') && quarterOf(v.date) === 3)));
    q.ask('How many lost shoe call-outs have there been?', count(countWhere(visits, (v) => v.callout)));
    q.ask('lost shoe call-outs per farrier', countsBy(groupBy(visits, (v) => v.farrier, 'count', undefined, (v) => v.callout)));
    q.ask('When we do charge travel, what is the average travel charge?', amount(avgOf(visits, (v) => v.travel)));
    const jan = q.ask('Fees charged in January 2025?', amount(sumOf(visits, fee, inMonth('2025-01'))));
    q.followUp(jan, 'what about February?', amount(sumOf(visits, fee, inMonth('2025-02'))));
    q.ask('How many horses on the books have never had a visit?', count(countWhere(horses, (h) => !visitedIds.has(h.id))));
    q.ask('Top 3 owners by total billed (fees and travel)', ranking(ranked(groupBy(visits, (v) => horse(v).owner, 'sum', billed), 3)));
    q.ask(`How many visits has horse ${someHorse} had?`, count(countWhere(visits, (v) => v.horse === someHorse)));
    q.ask('Median fee per visit', amount(medianOf(visits, fee)));
    q.ask('What percentage of jobs are still unpaid?', percent(percentOf(countWhere(visits, (v) => v.paid === 'Unpaid'), visits.length)));
    q.ask('When was the most recent visit?', day(dateRange(visits, (v) => v.date).last));
    q.ask('Average fee by service type', breakdown(groupBy(visits, (v) => v.service, 'avg', fee)));
    q.ask('How many Thoroughbreds do we shoe?', count(countWhere(horses, (h) => h.breed === 'Thoroughbred')));
    q.ask('How many visits between 1 December 2024 and 31 January 2025?', count(countWhere(visits, (v) => v.date >= '2024-12-01' && v.date <= '2025-01-31')));
    q.ask('Which farrier charges the highest average fee?', winner(groupBy(visits, (v) => v.farrier, 'avg', fee)));
    q.ask('Which horse has had the most visits?', { kind: 'name', value: busyHorse, others: [], aliases: [byId.get(busyHorse)!.name], measure: { value: busyHorseCount, decimals: 0, exact: true } });

    q.ask('What shoe size does each horse take?', decline('no shoe size column'));
    q.ask('Which horses went lame after being shod?', decline('no outcome or lameness data'));
    q.ask('How many visits did we do in 2022?', decline('visits start in July 2023'));
    q.ask('How many full sets will we fit next quarter?', decline('a forecast'));
    q.ask("What are the owners' email addresses?", decline('no contact details'));
    q.ask('How long does a full set take on average?', decline('no visit duration'));
    q.ask('How much did we spend on steel and nails last year?', decline('no materials cost'));
    q.ask('How many horses were referred to a vet?', decline('no vet referrals recorded'));
    q.ask('How satisfied are owners with Dan Whitlock?', decline('no ratings'));
    q.ask('How many miles did the farriers drive in 2024?', decline('travel is a charge, no mileage'));
    q.ask('Which horses are due for their next shoeing this week?', decline('no due dates or schedule'));
    return { files, questions: q.questions };
  },
};

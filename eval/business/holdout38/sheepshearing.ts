// A sheep shearing contractor in the Welsh Marches: 380 client farms (CSV) and 9,600 shearing log
// lines, one per shearer per farm visit, from 2023 to November 2026 (CSV) sharing "Farm ID". Traps:
// farm ids and log numbers that look numeric (never summed), money and rates with the unit in the
// header ("Rate (£/head)", "Amount (£)"), sheep and amount left blank on Rained off and Cancelled
// lines, Part done visits that still count, a shearer nicknamed "Kiwi Mike", and a client farm company
// called "Total Fleece Ltd" that is no total.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, day, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Farm {
  id: number;
  name: string;
  county: string;
  breed: string;
  flock: number;
  rate: number;
}

interface Shear {
  no: number;
  date: string;
  farm: number;
  shearer: string;
  type: string;
  sheep: number | null;
  amount: number | null;
  bags: number | null;
  status: string;
}

const COUNTIES: [string, number][] = [['Powys', 30], ['Shropshire', 22], ['Herefordshire', 16], ['Ceredigion', 14], ['Carmarthenshire', 10], ['Gwynedd', 8]];
const BREEDS: [string, number][] = [['Welsh Mountain', 28], ['Texel', 20], ['Suffolk', 12], ['Lleyn', 16], ['Beulah', 14], ['Jacob', 4], ['Mule', 6]];
const SHEARERS: [string, number][] = [['Dai', 22], ['Rhys', 19], ['Gethin', 17], ['Tomasz', 15], ['Kiwi Mike', 18], ['Sian', 9]];
const PLACES = ['Pen', 'Cefn', 'Bryn', 'Tyn', 'Llwyn', 'Nant', 'Ty', 'Glan', 'Coed', 'Maes', 'Hen', 'Pant'];
const ENDS = ['y-bryn', 'gwyn', 'isaf', 'uchaf', 'y-coed', 'newydd', 'mawr', 'bach', 'yr-afon', 'llan', 'derw', 'ddu'];
// type, rate multiplier, weight
const TYPES: [string, number, number][] = [['Ewes', 1, 62], ['Shearlings', 1, 12], ['Rams', 2.5, 6], ['Lambs', 0.8, 8], ['Crutching', 0.35, 12]];

function generate(): { farms: Farm[]; log: Shear[] } {
  const random = createRandom(48_353);
  const farms: Farm[] = [];
  const pool = shuffled(random, PLACES.flatMap((p) => ENDS.flatMap((e) => ['', ' Farm', ' Hall'].map((x) => `${p}${e}${x}`))));
  for (let i = 0; i < 380; i++) {
    const name = i === 57 ? 'Total Fleece Ltd' : pool[i];
    const county = random.weighted(COUNTIES.map((c) => c[0]), COUNTIES.map((c) => c[1]));
    farms.push({
      id: 3_100 + i * 7, name, county, breed: random.weighted(BREEDS.map((b) => b[0]), BREEDS.map((b) => b[1])),
      flock: i === 57 ? 2_400 : random.int(4, 120) * 10, rate: random.pick([1.6, 1.7, 1.8, 1.9, 2.0, 2.1]),
    });
  }
  const weights = farms.map((f) => f.flock);
  const log: Shear[] = [];
  for (let i = 0; i < 9_600; i++) {
    const f = random.weighted(farms, weights);
    const type = random.weighted(TYPES, TYPES.map((t) => t[2]));
    const year = random.weighted(['2023', '2024', '2025', '2026'], [22, 24, 26, 28]);
    const date = type[0] === 'Crutching'
      ? random.date(`${year}-01-15`, `${year}-11-30`)
      : type[0] === 'Lambs' ? random.date(`${year}-07-15`, `${year}-09-30`) : random.date(`${year}-05-10`, `${year}-08-15`);
    const roll = random.next();
    const status = roll < 0.06 ? 'Rained off' : roll < 0.09 ? 'Cancelled' : roll < 0.15 ? 'Part done' : 'Completed';
    const shearer = random.weighted(SHEARERS.map((s) => s[0]), SHEARERS.map((s) => s[1]));
    const skill = shearer === 'Kiwi Mike' ? 1.3 : shearer === 'Sian' ? 0.85 : 1;
    const full = Math.max(15, Math.round(random.normal(type[0] === 'Crutching' ? 260 : type[0] === 'Rams' ? 70 : 180, 40) * skill));
    const sheep = status === 'Rained off' || status === 'Cancelled' ? null : status === 'Part done' ? Math.round(full * random.float(0.3, 0.7, 2)) : full;
    const rate = f.rate + (year >= '2025' ? 0.1 : 0);
    const amountDue = sheep === null ? null : roundTo(sheep * rate * type[1], 2);
    const bags = sheep === null || type[0] === 'Crutching' ? null : Math.max(1, Math.round(sheep / random.int(28, 36)));
    log.push({ no: 0, date, farm: f.id, shearer, type: type[0], sheep, amount: amountDue, bags, status });
  }
  log.sort((a, b) => a.date.localeCompare(b.date) || a.farm - b.farm || a.shearer.localeCompare(b.shearer));
  log.forEach((s, i) => (s.no = 100_001 + i));
  return { farms, log };
}

const FARM_COLUMNS: Column<Farm>[] = [
  { header: 'Farm ID', value: (f) => f.id },
  { header: 'Farm Name', value: (f) => f.name },
  { header: 'County', value: (f) => f.county },
  { header: 'Main Breed', value: (f) => f.breed },
  { header: 'Flock Size', value: (f) => f.flock },
  { header: 'Rate (£/head)', value: (f) => f.rate },
];

const LOG_COLUMNS: Column<Shear>[] = [
  { header: 'Log No', value: (s) => s.no },
  { header: 'Date', value: (s) => s.date },
  { header: 'Farm ID', value: (s) => s.farm },
  { header: 'Shearer', value: (s) => s.shearer },
  { header: 'Sheep Type', value: (s) => s.type },
  { header: 'Sheep Shorn', value: (s) => s.sheep },
  { header: 'Amount (£)', value: (s) => s.amount },
  { header: 'Wool Bags', value: (s) => s.bags },
  { header: 'Status', value: (s) => s.status },
];

export const sheepshearing: BusinessSchema = {
  name: 'sheepshearing',
  description: "A sheep shearing contractor's 380 client farms (CSV) and 9,600 shearing log lines 2023-Nov 2026 with amounts in pounds (CSV) sharing Farm ID",
  async build(dir) {
    const { farms, log } = generate();
    const files = [await writeCsv(join(dir, 'farms.csv'), FARM_COLUMNS, farms), await writeCsv(join(dir, 'shearing_log.csv'), LOG_COLUMNS, log)];
    const q = questionSet('sheepshearing');
    const farmOf = new Map(farms.map((f) => [f.id, f]));
    const inMonth = (m: string) => (s: Shear) => s.date.startsWith(m);
    const inYear = (y: string) => (s: Shear) => s.date.startsWith(y);
    const sheep = (s: Shear) => s.sheep;
    const money = (s: Shear) => s.amount;
    const county = (s: Shear) => farmOf.get(s.farm)!.county;

    q.ask('How many lines are in the shearing log?', count(log.length));
    q.ask('How many farms do we shear for?', count(farms.length));
    q.ask('log lines by status', countsBy(groupBy(log, (s) => s.status, 'count')));
    q.ask('How many log lines were rained off in 2024?', count(countWhere(log, (s) => s.status === 'Rained off' && inYear('2024')(s))));
    q.ask('What percentage of log lines were cancelled or rained off?', percent(percentOf(countWhere(log, (s) => s.status === 'Cancelled' || s.status === 'Rained off'), log.length)));
    q.ask('How many sheep did we shear in 2025?', count(sumOf(log, sheep, inYear('2025'))));
    q.ask('sheep shorn by year', countsBy(groupBy(log, (s) => s.date.slice(0, 4), 'sum', sheep)));
    q.ask('How many sheep did we do in June 2026?', count(sumOf(log, sheep, inMonth('2026-06'))));
    q.ask('Total amount billed in 2026', amount(sumOf(log, money, inYear('2026'))));
    q.ask('How much did we bill in July 2025?', amount(sumOf(log, money, inMonth('2025-07'))));
    q.ask('Amount billed by sheep type', breakdown(groupBy(log, (s) => s.type, 'sum', money)));
    q.ask('Which shearer sheared the most sheep in 2026?', winner(groupBy(log, (s) => s.shearer, 'sum', sheep, inYear('2026'))));
    q.ask('Who sheared the fewest sheep overall?', winner(groupBy(log, (s) => s.shearer, 'sum', sheep), 'asc'));
    q.ask('Average sheep per completed line for each shearer', breakdown(groupBy(log, (s) => s.shearer, 'avg', sheep, (s) => s.status === 'Completed'), 1));
    q.ask("What's the most sheep anyone did on one line?", count(maxOf(log, sheep)));
    q.ask('What is the median number of ewes shorn on a completed line?', amount(medianOf(log, sheep, (s) => s.type === 'Ewes' && s.status === 'Completed'), 1));
    q.ask('How many rams did we shear in 2025?', count(sumOf(log, sheep, (s) => s.type === 'Rams' && inYear('2025')(s))));
    q.ask('How many crutching lines were there in 2026?', count(countWhere(log, (s) => s.type === 'Crutching' && inYear('2026')(s))));
    q.ask('Average amount per line for crutching', amount(avgOf(log, money, (s) => s.type === 'Crutching')));
    q.ask('How many wool bags did we fill in 2025?', count(sumOf(log, (s) => s.bags, inYear('2025'))));
    q.ask('How many lines have no wool bag count?', count(countWhere(log, (s) => s.bags === null)));
    q.ask('How many lines were part done?', count(countWhere(log, (s) => s.status === 'Part done')));
    q.ask('How many sheep on part done lines in 2026?', count(sumOf(log, sheep, (s) => s.status === 'Part done' && inYear('2026')(s))));
    q.ask('Which month of 2025 had the most sheep shorn?', month(ranked(groupBy(log, (s) => s.date.slice(0, 7), 'sum', sheep, inYear('2025')), 1)[0]));
    q.ask('How many log lines between 1 and 15 June 2026?', count(countWhere(log, (s) => s.date >= '2026-06-01' && s.date <= '2026-06-15')));
    q.ask('Sheep shorn in Q3 2024', count(sumOf(log, sheep, (s) => s.date >= '2024-07-01' && s.date <= '2024-09-30')));
    q.ask('When did we first shear lambs in 2026?', day(log.find((s) => s.type === 'Lambs' && inYear('2026')(s))!.date));
    q.ask('What was the date of the last completed shearing?', day([...log].reverse().find((s) => s.status === 'Completed')!.date));
    const dai = q.ask('How many sheep did Dai shear in July 2026?', count(sumOf(log, sheep, (s) => s.shearer === 'Dai' && inMonth('2026-07')(s))));
    q.followUp(dai, 'and Kiwi Mike?', count(sumOf(log, sheep, (s) => s.shearer === 'Kiwi Mike' && inMonth('2026-07')(s))));
    q.ask('Share of all sheep shorn that Kiwi Mike did', percent(percentOf(sumOf(log, sheep, (s) => s.shearer === 'Kiwi Mike'), sumOf(log, sheep))));

    q.ask('How many farms in each county?', countsBy(groupBy(farms, (f) => f.county, 'count')));
    q.ask('What is the average flock size?', amount(avgOf(farms, (f) => f.flock), 1));
    q.ask('Total flock size across Lleyn farms', count(sumOf(farms, (f) => f.flock, (f) => f.breed === 'Lleyn')));
    q.ask('Which breed is most common as the main breed?', winner(groupBy(farms, (f) => f.breed, 'count')));
    q.ask('What is the average rate per head we agreed?', amount(avgOf(farms, (f) => f.rate), 3));
    q.ask('How many farms pay £2.00 a head or more?', count(countWhere(farms, (f) => f.rate >= 2)));
    q.ask('Which county did we shear the most sheep in during 2025?', winner(groupBy(log, county, 'sum', sheep, inYear('2025'))));
    q.ask('Top 3 counties by amount billed', ranking(ranked(groupBy(log, county, 'sum', money), 3)));
    q.ask('Sheep shorn by main breed of the farm in 2026', countsBy(groupBy(log, (s) => farmOf.get(s.farm)!.breed, 'sum', sheep, inYear('2026'))));
    const tf = q.ask('How many sheep have we sheared for Total Fleece Ltd?', count(sumOf(log, sheep, (s) => farmOf.get(s.farm)!.name === 'Total Fleece Ltd')));
    q.followUp(tf, 'how much did we bill them?', amount(sumOf(log, money, (s) => farmOf.get(s.farm)!.name === 'Total Fleece Ltd')));
    const byFarm = groupBy(log, (s) => farmOf.get(s.farm)!.name, 'sum', money, (s) => s.amount !== null);
    q.ask('Which 3 farms have we billed the most?', ranking(ranked(byFarm, 3)));
    q.ask('How many farms have no log lines at all?', count(farms.length - new Set(log.map((s) => s.farm)).size));
    q.ask('How many different farms did we visit in 2026?', count(new Set(log.filter(inYear('2026')).map((s) => s.farm)).size));
    q.ask('Average amount billed per completed line in Herefordshire', amount(avgOf(log, money, (s) => county(s) === 'Herefordshire' && s.status === 'Completed')));
    q.ask('Which shearers have sheared more than 320,000 sheep in total?', names([...groupBy(log, (s) => s.shearer, 'sum', sheep)].filter(([, v]) => v > 320_000).map(([k]) => k)));
    q.ask('What percentage of our farms are in Powys?', percent(percentOf(countWhere(farms, (f) => f.county === 'Powys'), farms.length)));

    q.ask("What's the average fleece weight in kg?", decline('no fleece weights'));
    q.ask('How much did we get for the wool at the Wool Board in 2025?', decline('no wool sale prices'));
    q.ask('How many sheep will we shear in 2027?', decline('a forecast of a future year'));
    q.ask('Why did farmers cancel their shearing?', decline('no reason recorded'));
    q.ask('Who is the best shearer?', decline('an opinion'));
    q.ask('How many miles did Gethin drive between farms?', decline('no mileage'));
    q.ask("What's the phone number for Total Fleece Ltd?", decline('no contact details'));
    q.ask('How many sheep were cut during shearing?', decline('no injury records'));
    q.ask('How much did we pay the shearers in 2025?', decline('no wages column'));
    q.ask('What time did shearing start each day?', decline('no times recorded'));
    q.ask('How many hand pieces and combs did we wear out?', decline('no equipment data'));
    return { files, questions: q.questions };
  },
};

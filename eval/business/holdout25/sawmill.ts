// A sawmill's timber intake: 340 woodland suppliers (XLSX: estate, county, certification, haul
// distance) and 7,800 log deliveries from April 2023 to August 2025 (CSV) sharing the supplier
// code. Traps: delivery dates written DD/MM/YYYY, volumes in cubic metres and prices per cubic
// metre (the value of a load is their product), rejected loads still listed with their volume,
// a blank moisture reading on some loads, "None" as a certification value, and supplier codes that
// look like numbers once the prefix is dropped.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Supplier {
  code: string;
  estate: string;
  county: string;
  cert: string;
  km: number;
  since: number;
}

interface Load {
  no: string;
  date: string;
  supplier: string;
  species: string;
  volume: number;
  rate: number;
  grade: string;
  moisture: number | null;
  haulier: string;
  status: string;
}

const COUNTIES = ['Cumbria', 'Northumberland', 'Dumfries & Galloway', 'Powys', 'Gwynedd', 'Shropshire', 'Herefordshire', 'Argyll'];
const ESTATE_WORDS = ['Ash', 'Birch', 'Black', 'Brock', 'Cairn', 'Glen', 'High', 'Kirk', 'Low', 'Mill', 'Moss', 'Oak', 'Red', 'Stone', 'White', 'Wood'];
const ESTATE_ENDS = ['Forest', 'Wood', 'Estate', 'Plantation', 'Farm Woodland', 'Hill'];
// species, base price per m3, weight
const SPECIES: [string, number, number][] = [
  ['Sitka Spruce', 58, 38], ['Douglas Fir', 72, 16], ['Scots Pine', 64, 14], ['Larch', 70, 12], ['Oak', 185, 6], ['Ash', 96, 5], ['Norway Spruce', 55, 9],
];
const HAULIERS = ['Borders Timber Haulage', 'J. Graham & Sons', 'Pennine Logistics', 'Wyeside Haulage'];

function generate(): { suppliers: Supplier[]; loads: Load[] } {
  const random = createRandom(40_523);
  const suppliers: Supplier[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 340; i++) {
    let estate = '';
    do estate = `${random.pick(ESTATE_WORDS)}${random.pick(['', 'dale', 'ford', 'ley', 'side', 'hope'])} ${random.pick(ESTATE_ENDS)}`;
    while (used.has(estate));
    used.add(estate);
    suppliers.push({
      code: `SUP${String(1_001 + i * 3).padStart(5, '0')}`,
      estate,
      county: random.pick(COUNTIES),
      cert: random.weighted(['FSC', 'PEFC', 'FSC & PEFC', 'None'], [38, 26, 14, 22]),
      km: random.int(12, 240),
      since: random.int(2004, 2024),
    });
  }
  const weights = suppliers.map(() => random.float(0.2, 2, 2));
  const loads: Load[] = [];
  for (let i = 0; i < 7_800; i++) {
    const s = random.weighted(suppliers, weights);
    const [species, base] = random.weighted(SPECIES, SPECIES.map((x) => x[2]));
    const date = random.date('2023-04-01', '2025-08-31');
    const grade = random.weighted(['A', 'B', 'C'], species === 'Oak' ? [20, 45, 35] : [30, 48, 22]);
    const rate = roundTo(base * (grade === 'A' ? 1.2 : grade === 'C' ? 0.78 : 1) * (date >= '2024-07-01' ? 1.05 : 1) + random.float(-4, 4, 2), 2);
    const moisture = random.chance(0.06) ? null : random.float(species === 'Oak' ? 30 : 38, species === 'Oak' ? 55 : 62, 1);
    const status = random.weighted(['Accepted', 'Accepted - regraded', 'Rejected'], [88, 8, 4]);
    loads.push({
      no: '',
      date,
      supplier: s.code,
      species,
      volume: random.float(species === 'Oak' ? 6 : 18, species === 'Oak' ? 18 : 34, 2),
      rate,
      grade,
      moisture,
      haulier: random.pick(HAULIERS),
      status,
    });
  }
  loads.sort((a, b) => a.date.localeCompare(b.date) || a.supplier.localeCompare(b.supplier));
  loads.forEach((l, i) => (l.no = `L${23_001 + i}`));
  return { suppliers, loads };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const SUPPLIER_COLUMNS: Column<Supplier>[] = [
  { header: 'Supplier Code', value: (s) => s.code },
  { header: 'Estate', value: (s) => s.estate },
  { header: 'County', value: (s) => s.county },
  { header: 'Certification', value: (s) => s.cert },
  { header: 'Haul Distance (km)', value: (s) => s.km },
  { header: 'Supplying Since', value: (s) => s.since },
];

const LOAD_COLUMNS: Column<Load>[] = [
  { header: 'Load No', value: (l) => l.no },
  { header: 'Delivered', value: (l) => dmy(l.date) },
  { header: 'Supplier Code', value: (l) => l.supplier },
  { header: 'Species', value: (l) => l.species },
  { header: 'Volume m3', value: (l) => l.volume },
  { header: 'Price per m3 (GBP)', value: (l) => l.rate.toFixed(2) },
  { header: 'Grade', value: (l) => l.grade },
  { header: 'Moisture %', value: (l) => l.moisture },
  { header: 'Haulier', value: (l) => l.haulier },
  { header: 'Intake Status', value: (l) => l.status },
];

export const sawmill: BusinessSchema = {
  name: 'sawmill',
  description: "A sawmill's log intake: 340 woodland suppliers (XLSX) and 7,800 log deliveries Apr 2023-Aug 2025 (CSV) sharing Supplier Code",
  async build(dir) {
    const { suppliers, loads } = generate();
    const files = [
      await writeXlsx(join(dir, 'suppliers.xlsx'), 'Suppliers', SUPPLIER_COLUMNS, suppliers),
      await writeCsv(join(dir, 'log_intake.csv'), LOAD_COLUMNS, loads),
    ];
    const q = questionSet('sawmill');
    const supplierOf = new Map(suppliers.map((s) => [s.code, s]));
    const sup = (l: Load) => supplierOf.get(l.supplier)!;
    const vol = (l: Load) => l.volume;
    const value = (l: Load) => l.volume * l.rate;
    const taken = (l: Load) => l.status !== 'Rejected';
    const inYear = (y: string) => (l: Load) => l.date.startsWith(y);

    q.ask('How many loads have we taken in?', count(loads.length));
    q.ask('How many suppliers are on the list?', count(suppliers.length));
    q.ask('Total volume delivered in cubic metres', amount(sumOf(loads, vol), 1));
    q.ask('How many loads were rejected?', count(countWhere(loads, (l) => l.status === 'Rejected')));
    q.ask('loads by intake status', countsBy(groupBy(loads, (l) => l.status, 'count')));
    q.ask('What percentage of loads got rejected?', percent(percentOf(countWhere(loads, (l) => l.status === 'Rejected'), loads.length)));
    q.ask('Volume by species, accepted loads only (m3)', breakdown(groupBy(loads, (l) => l.species, 'sum', vol, taken), 1));
    q.ask('Which species do we take the most of by volume?', winner(groupBy(loads, (l) => l.species, 'sum', vol)));
    q.ask('Average price per m3 paid for Douglas Fir', amount(avgOf(loads, (l) => l.rate, (l) => l.species === 'Douglas Fir')));
    q.ask('Whats the average moisture of oak loads?', amount(avgOf(loads, (l) => l.moisture, (l) => l.species === 'Oak'), 1));
    q.ask('How many loads have no moisture reading?', count(countWhere(loads, (l) => l.moisture === null)));
    q.ask('What was the total value of accepted loads in 2024 (volume x price)?', amount(sumOf(loads, value, (l) => taken(l) && inYear('2024')(l))));
    q.ask('Top 5 suppliers by volume delivered', ranking(ranked(groupBy(loads, (l) => l.supplier, 'sum', vol), 5)));
    q.ask('Which county sends us the most timber by volume?', winner(groupBy(loads, (l) => sup(l).county, 'sum', vol)));
    q.ask('Volume delivered by certification scheme', breakdown(groupBy(loads, (l) => sup(l).cert, 'sum', vol), 1));
    q.ask('What share of the volume came from suppliers with no certification?', percent(percentOf(sumOf(loads, vol, (l) => sup(l).cert === 'None'), sumOf(loads, vol))));
    q.ask('How many suppliers are FSC certified (FSC only or FSC & PEFC)?', count(countWhere(suppliers, (s) => s.cert.includes('FSC'))));
    q.ask('Average haul distance of our suppliers, km', amount(avgOf(suppliers, (s) => s.km), 1));
    q.ask('How many suppliers have we been buying from since before 2010?', count(countWhere(suppliers, (s) => s.since < 2010)));
    const supplied = new Set(loads.map((l) => l.supplier));
    q.ask('How many suppliers on the list have never delivered a load?', count(countWhere(suppliers, (s) => !supplied.has(s.code))));
    q.ask('Which haulier brought in the most loads?', winner(groupBy(loads, (l) => l.haulier, 'count')));
    q.ask('Loads per haulier', countsBy(groupBy(loads, (l) => l.haulier, 'count')));
    q.ask('How many grade A loads did we get in 2024?', count(countWhere(loads, (l) => l.grade === 'A' && inYear('2024')(l))));
    q.ask('Share of oak loads graded C', percent(percentOf(countWhere(loads, (l) => l.species === 'Oak' && l.grade === 'C'), countWhere(loads, (l) => l.species === 'Oak'))));
    q.ask('Which month saw the most volume come in?', month(ranked(groupBy(loads, (l) => l.date.slice(0, 7), 'sum', vol), 1)[0]));
    const q1 = q.ask('How many loads arrived in Q1 2025?', count(countWhere(loads, (l) => inYear('2025')(l) && quarterOf(l.date) === 1)));
    q.followUp(q1, 'And in Q2?', count(countWhere(loads, (l) => inYear('2025')(l) && quarterOf(l.date) === 2)));
    q.ask('Biggest single load by volume (m3)?', amount(maxOf(loads, vol), 2));
    q.ask('Which species has the highest average price per m3?', winner(groupBy(loads, (l) => l.species, 'avg', (l) => l.rate)));
    q.ask('Average load volume by species', breakdown(groupBy(loads, (l) => l.species, 'avg', vol), 2));
    q.ask('How much larch volume came from Cumbria?', amount(sumOf(loads, vol, (l) => l.species === 'Larch' && sup(l).county === 'Cumbria'), 1));
    q.ask('What did we spend on accepted Sitka Spruce in the first half of 2025?', amount(sumOf(loads, value, (l) => taken(l) && l.species === 'Sitka Spruce' && l.date >= '2025-01-01' && l.date < '2025-07-01')));
    q.ask('How many loads were regraded at intake?', count(countWhere(loads, (l) => l.status === 'Accepted - regraded')));
    const perHaulier = groupBy(loads, (l) => l.haulier, 'count');
    const rejectedPer = groupBy(loads, (l) => l.haulier, 'count', undefined, (l) => l.status === 'Rejected');
    q.ask('rejection rate by haulier', breakdown(new Map([...perHaulier].map(([k, n]) => [k, percentOf(rejectedPer.get(k) ?? 0, n)])), 1));
    q.ask('Which supplier estate delivered the most oak by volume?', winner(groupBy(loads, (l) => sup(l).estate, 'sum', vol, (l) => l.species === 'Oak')));
    q.ask('How many loads came in during 2023?', count(countWhere(loads, inYear('2023'))));

    q.ask('How many cubic metres of sawn timber did we produce?', decline('intake only, no output'));
    q.ask('What was our sawing yield (recovery rate) for spruce?', decline('no output volumes'));
    q.ask('How much did we sell the planks for?', decline('no sales'));
    q.ask('How much did the haulage cost per load?', decline('no haulage charge'));
    q.ask('Which loads came in during 2022?', decline('intake starts in April 2023'));
    q.ask('Why were loads rejected?', decline('no rejection reason'));
    q.ask('How many trees were in each load?', decline('no tree or log counts'));
    q.ask('What will spruce prices be next year?', decline('a forecast'));
    q.ask('How long does timber sit in the yard before sawing?', decline('no yard or sawing dates'));
    q.ask('Which suppliers have we paid late?', decline('no payment data'));
    q.ask('What was the average log diameter for Douglas Fir?', decline('no diameter column'));
    return { files, questions: q.questions };
  },
};

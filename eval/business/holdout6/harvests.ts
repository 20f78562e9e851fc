// A farming co-operative: 1,100 member farms in four countries (CSV) and 120,000 harvest records
// (Parquet) sharing `farm_id`. Traps: country codes "IT" and "NO", the buyer "Total Produce Ltd"
// (a company, not a summary), crew size stored as text in a typed file, blank moisture readings,
// kilograms and euros in headers, farms that never harvested.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { medianOf } from './median.ts';

interface Farm {
  farm_id: string;
  farm_name: string;
  country: string;
  region: string;
  hectares: number;
  organic: boolean;
  joined: string;
}

interface Harvest {
  harvest_id: number;
  farm_id: string;
  date: string;
  crop: string;
  grade: string;
  yield_kg: number;
  price: number;
  buyer: string;
  moisture: number | null;
  crew: number;
}

const COUNTRIES: [string, string[], number][] = [
  ['IT', ['Puglia', 'Sicilia', 'Veneto', 'Toscana'], 35],
  ['ES', ['Andalucia', 'Murcia', 'Valencia'], 30],
  ['FR', ['Bretagne', 'Provence', 'Occitanie'], 20],
  ['NO', ['Rogaland', 'Innlandet'], 15],
];
const PREFIXES = ['Oak', 'Elm', 'Stone', 'River', 'Hill', 'Sun', 'Wind', 'Green', 'Red', 'Ash', 'Fox', 'Birch', 'Mill', 'Lark', 'Brook', 'Wolf', 'Clover', 'Hazel', 'Heather', 'Maple', 'Willow', 'Cedar', 'Pine', 'Rose', 'Thorn', 'Meadow', 'Falcon', 'Silver', 'Golden', 'Crow', 'Raven', 'Swan', 'Bramble'];
const SUFFIXES = ['ridge Farm', 'field Farm', 'gate Farm', 'wood Estate', 'dale Farm', 'croft', 'view Orchards', 'bank Farm', 'hurst Farm', 'ley Holdings', 'mere Farm', 'stead', 'combe Farm', 'ford Growers', 'side Farm', 'top Farm', 'brook Estate', 'lands', 'vale Farm', 'moor Farm', 'well Farm', 'end Farm', 'heath Farm', 'holm Farm', 'wick Farm', 'ton Farm', 'shaw Farm', 'thorpe Farm', 'by Farm', 'cote Farm', 'worth Farm', 'ham Farm', 'den Farm', 'low Farm'];
// Crop, price range per kg, yield range per harvest (kg), weight.
const CROPS: [string, [number, number], [number, number], number][] = [
  ['Wheat', [0.18, 0.32], [2_000, 40_000], 16],
  ['Barley', [0.15, 0.27], [1_500, 30_000], 10],
  ['Potatoes', [0.2, 0.55], [1_000, 25_000], 14],
  ['Tomatoes', [0.6, 1.9], [300, 8_000], 15],
  ['Apples', [0.5, 1.4], [400, 9_000], 12],
  ['Olives', [0.7, 2.2], [200, 6_000], 11],
  ['Grapes', [0.8, 2.6], [300, 7_000], 12],
  ['Strawberries', [2.0, 5.5], [50, 1_500], 10],
];
const BUYERS = ['Total Produce Ltd', 'FreshCo', 'Agrimarket', 'Verde Foods', 'Nordic Greens'];
const GRADES = ['A', 'B', 'C'];

function generate(): { farms: Farm[]; harvests: Harvest[] } {
  const random = createRandom(60_601);
  const names = PREFIXES.flatMap((p) => SUFFIXES.map((s) => `${p}${s}`));
  for (let i = names.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [names[i], names[j]] = [names[j], names[i]];
  }
  const farms: Farm[] = Array.from({ length: 1_100 }, (_, i) => {
    const [country, regions] = random.weighted(COUNTRIES, COUNTRIES.map((c) => c[2]));
    return {
      farm_id: `F${String(2_001 + i * 7).padStart(5, '0')}`,
      farm_name: names[i],
      country,
      region: random.pick(regions),
      hectares: roundTo(5 + random.next() ** 2 * 400, 2),
      organic: random.chance(0.28),
      joined: random.date('2005-01-01', '2024-06-30'),
    };
  });
  const active = farms.filter(() => random.chance(0.92));
  const drafts = Array.from({ length: 120_000 }, () => {
    const farm = active[Math.floor(random.next() ** 1.2 * active.length)];
    const [crop, price, yieldRange] = random.weighted(CROPS, CROPS.map((c) => c[3]));
    const grade = random.weighted(GRADES, [50, 35, 15]);
    const factor = grade === 'A' ? 1.15 : grade === 'B' ? 1 : 0.7;
    return {
      farm_id: farm.farm_id,
      date: random.date('2023-01-02', '2025-09-30'),
      crop,
      grade,
      yield_kg: roundTo(yieldRange[0] + random.next() * (yieldRange[1] - yieldRange[0]), 1),
      price: roundTo((price[0] + random.next() * (price[1] - price[0])) * factor, 2),
      buyer: random.weighted(BUYERS, farm.country === 'NO' ? [10, 10, 10, 10, 60] : [30, 25, 20, 20, 5]),
      moisture: crop === 'Wheat' || crop === 'Barley' ? (random.chance(0.12) ? null : roundTo(random.normal(14, 1.5), 1)) : null,
      crew: random.int(2, 18),
    };
  });
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.farm_id.localeCompare(b.farm_id));
  return { farms, harvests: drafts.map((d, i) => ({ harvest_id: 900_001 + i, ...d })) };
}

const FARM_COLUMNS: Column<Farm>[] = [
  { header: 'farm_id', value: (f) => f.farm_id },
  { header: 'Farm Name', value: (f) => f.farm_name },
  { header: 'country', value: (f) => f.country },
  { header: 'region', value: (f) => f.region },
  { header: 'Area (ha)', value: (f) => f.hectares },
  { header: 'organic', value: (f) => (f.organic ? 'Y' : 'N') },
  { header: 'member_since', value: (f) => f.joined },
];

const HARVEST_COLUMNS: Column<Harvest>[] = [
  { header: 'harvest_id', value: (h) => h.harvest_id, sqlType: 'BIGINT' },
  { header: 'farm_id', value: (h) => h.farm_id },
  { header: 'harvest_date', value: (h) => h.date, sqlType: 'DATE' },
  { header: 'crop', value: (h) => h.crop },
  { header: 'grade', value: (h) => h.grade },
  { header: 'Yield (kg)', value: (h) => h.yield_kg, sqlType: 'DOUBLE' },
  { header: 'Price per kg (EUR)', value: (h) => h.price, sqlType: 'DOUBLE' },
  { header: 'buyer', value: (h) => h.buyer },
  { header: 'Moisture %', value: (h) => h.moisture, sqlType: 'DOUBLE' },
  { header: 'crew_size', value: (h) => String(h.crew) },
];

export const harvests: BusinessSchema = {
  name: 'harvests',
  description: 'Farming co-operative: 1,100 member farms (CSV) and 120,000 harvest records sharing farm_id (Parquet)',
  async build(dir) {
    const { farms, harvests: rows } = generate();
    const files = [
      await writeCsv(join(dir, 'farms.csv'), FARM_COLUMNS, farms),
      await writeParquet(join(dir, 'harvests.parquet'), HARVEST_COLUMNS, rows),
    ];
    const q = questionSet('harvests');
    const farmOf = new Map(farms.map((f) => [f.farm_id, f]));
    const farm = (h: Harvest) => farmOf.get(h.farm_id)!;
    const revenue = (h: Harvest) => h.yield_kg * h.price;
    const kg = (h: Harvest) => h.yield_kg;
    const during = (period: string) => (h: Harvest) => h.date.startsWith(period);
    const harvested = new Set(rows.map((h) => h.farm_id));
    const topFarms = ranked(groupBy(rows, (h) => farm(h).farm_name, 'sum', kg), 5);
    const sample = farms.find((f) => harvested.has(f.farm_id) && f.country === 'FR')!;

    q.ask('How many harvest records do we have?', count(rows.length));
    q.ask('What is the total harvested weight in kg across all farms?', amount(sumOf(rows, kg), 1));
    q.ask('Total revenue in 2024 (yield times price per kg), in euros', amount(sumOf(rows, revenue, during('2024'))));
    q.ask('harvests per crop', countsBy(groupBy(rows, (h) => h.crop, 'count')));
    q.ask('Which crop had the biggest total yield in 2024?', winner(groupBy(rows, (h) => h.crop, 'sum', kg, during('2024'))));
    q.ask('Top 5 farms by total kg harvested', ranking(topFarms));
    q.ask('average price per kg for grade A tomatoes', amount(avgOf(rows, (h) => h.price, (h) => h.crop === 'Tomatoes' && h.grade === 'A')));
    q.ask('How many harvests came from farms in IT?', count(countWhere(rows, (h) => farm(h).country === 'IT')));
    q.ask('Total yield in kg from farms in NO', amount(sumOf(rows, kg, (h) => farm(h).country === 'NO'), 1));
    q.ask('What share of the total kg harvested came from organic farms?', percent(percentOf(sumOf(rows, kg, (h) => farm(h).organic), sumOf(rows, kg))));
    q.ask('What is the median yield per harvest for olives, in kg?', amount(medianOf(rows, kg, (h) => h.crop === 'Olives'), 1));
    q.ask('How many member farms have never recorded a harvest?', count(countWhere(farms, (f) => !harvested.has(f.farm_id))));
    q.ask('Which month of 2024 had the most harvest records?', month(ranked(groupBy(rows, (h) => h.date.slice(0, 7), 'count', undefined, during('2024')), 1)[0]));
    q.ask('grape yield in Q3 2024 (kg)', amount(sumOf(rows, kg, (h) => h.crop === 'Grapes' && during('2024')(h) && quarterOf(h.date) === 3), 1));
    q.ask('How many harvests between 1 March and 15 April 2025?', count(countWhere(rows, (h) => h.date >= '2025-03-01' && h.date <= '2025-04-15')));
    q.ask(`When did ${sample.farm_name} record its first harvest?`, day(dateRange(rows, (h) => h.date, (h) => h.farm_id === sample.farm_id).first));
    q.ask('Which buyer took the most kilograms overall?', winner(groupBy(rows, (h) => h.buyer, 'sum', kg)));
    q.ask('How much revenue did Total Produce Ltd account for in 2025?', amount(sumOf(rows, revenue, (h) => h.buyer === 'Total Produce Ltd' && during('2025')(h))));
    q.ask('Average moisture % of wheat harvests', amount(avgOf(rows, (h) => h.moisture, (h) => h.crop === 'Wheat')));
    q.ask('How many barley harvests have no moisture reading?', count(countWhere(rows, (h) => h.crop === 'Barley' && h.moisture === null)));
    q.ask('Yield in kg by country', breakdown(groupBy(rows, (h) => farm(h).country, 'sum', kg), 1));
    q.ask('Which farm has the largest area?', winner(new Map(farms.map((f) => [f.farm_name, f.hectares]))));
    q.ask('average area in hectares of organic farms', amount(avgOf(farms, (f) => f.hectares, (f) => f.organic)));
    q.ask('What is the average crew size on a potato harvest?', amount(avgOf(rows, (h) => h.crew, (h) => h.crop === 'Potatoes')));
    q.ask('Which region of Spain (ES) earned the most revenue?', winner(groupBy(rows, (h) => farm(h).region, 'sum', revenue, (h) => farm(h).country === 'ES')));
    q.ask(
      'In 2024, did the farms in IT or the farms in ES harvest more potatoes by weight?',
      winner(groupBy(rows, (h) => farm(h).country, 'sum', kg, (h) => h.crop === 'Potatoes' && during('2024')(h) && ['IT', 'ES'].includes(farm(h).country))),
    );
    q.ask('What percentage of strawberry harvests were graded C?', percent(percentOf(countWhere(rows, (h) => h.crop === 'Strawberries' && h.grade === 'C'), countWhere(rows, (h) => h.crop === 'Strawberries'))));
    q.ask('How many farms joined the co-op since 2020?', count(countWhere(farms, (f) => f.joined >= '2020-01-01')));
    const apples = q.ask('total kg of apples harvested in 2024', amount(sumOf(rows, kg, (h) => h.crop === 'Apples' && during('2024')(h)), 1));
    q.followUp(apples, 'and in 2025?', amount(sumOf(rows, kg, (h) => h.crop === 'Apples' && during('2025')(h)), 1));

    q.ask('How much rain fell on the farms in Puglia last summer?', decline('no weather data'));
    q.ask('What did we spend on fertiliser in 2024?', decline('no cost columns'));
    q.ask('How many harvests were recorded in 2022?', decline('records start in January 2023'));
    q.ask('Forecast next year\'s olive yield', decline('a forecast'));
    q.ask('Who is the best farm manager in the co-op?', decline('no managers, and subjective'));
    q.ask('What is the current world market price of wheat?', decline('outside knowledge'));
    q.ask('How many labour hours did the strawberry harvest take?', decline('no hours column'));
    q.ask('Which farms used the most pesticide?', decline('no pesticide data'));
    q.ask('What was our profit margin on grapes?', decline('no costs, so no margin'));
    return { files, questions: q.questions };
  },
};

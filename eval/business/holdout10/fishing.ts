// A fishing company's fleet: 38 vessels (CSV), about 7,000 trips from January 2024 to October 2025
// (XLSX as the office exports it: a title line, trips with day-month-name dates such as
// "03-Feb-2025", and a TOTAL line under them) and about 150,000 catch landing lines by species
// (CSV) sharing `Vessel ID` and `Trip No`. Traps: vessel ids and trip numbers that look numeric,
// the landed value as text with a pound sign ("£1,234.56") beside a numeric price per kilo, weights
// in kilograms while managers ask in tonnes, blank fuel cells, a species called "Other", a
// landing market that is not always the vessel's home port, a vessel named "Total Eclipse", and
// the trips sheet's TOTAL line that is no trip.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Vessel {
  id: number;
  name: string;
  port: string;
  gear: string;
  length: number;
  kw: number;
  skipper: string;
  built: number;
}

interface Trip {
  no: number;
  vessel: number;
  departed: string;
  returned: string;
  days: number;
  fuel: number | null;
  crew: number;
  area: string;
}

interface Landing {
  line: number;
  trip: number;
  landed: string;
  species: string;
  grade: string;
  kg: number;
  price: number;
  value: number;
  market: string;
}

const NAMES = [
  'Ocean Harvest', 'Sea Spray', 'Total Eclipse', 'Morning Star', 'Silver Dawn', 'Northern Light', 'Guiding Star', 'Ocean Venture',
  'Fruitful Bough', 'Sparkling Star', 'Harvest Moon', 'Our Lady', 'Radiant Star', 'Endeavour', 'Good Hope', 'Atlantic Challenge',
  'Copious', 'Sapphire', 'Resolute', 'Boy Andrew', 'Kestrel', 'Provider', 'Crystal Sea', 'Amity', 'Venture II', 'Quiet Waters',
  'Reliance', 'Star of Hope', 'Shemara', 'Girl Rachel', 'Homeland', 'Valhalla', 'Genesis', 'Serene', 'Brighter Morn', 'Ocean Reward',
  'Lapwing', 'Unity',
];
const PORTS = ['Peterhead', 'Fraserburgh', 'Lerwick', 'Brixham', 'Newlyn'];
const SKIPPERS = ['A. Buchan', 'J. Ritchie', 'D. Stephen', 'M. Tait', 'R. Cowie', 'S. Pellow', 'T. Hocking', 'G. Jamieson', 'P. Strachan', 'W. Laurenson', 'K. Tonkin', 'L. Mair'];
// gear: trip days [min, max], trips weight, areas, species with weights
const GEARS: Record<string, { days: [number, number]; weight: number; areas: string[]; species: [string, number][] }> = {
  'Demersal Trawl': { days: [4, 9], weight: 1, areas: ['IVa', 'IVb', 'VIa'], species: [['Cod', 18], ['Haddock', 26], ['Whiting', 14], ['Saithe', 10], ['Monkfish', 9], ['Hake', 8], ['Plaice', 7], ['Other', 8]] },
  Seine: { days: [3, 7], weight: 1.2, areas: ['IVa', 'IVb'], species: [['Haddock', 30], ['Cod', 16], ['Whiting', 18], ['Plaice', 14], ['Lemon Sole', 12], ['Other', 10]] },
  'Pelagic Trawl': { days: [3, 6], weight: 0.6, areas: ['IVa', 'VIa', 'IIa'], species: [['Mackerel', 62], ['Herring', 34], ['Other', 4]] },
  'Nephrops Trawl': { days: [2, 5], weight: 1.4, areas: ['IVa', 'VIa', 'VIIa'], species: [['Nephrops', 58], ['Monkfish', 14], ['Whiting', 16], ['Other', 12]] },
  Pots: { days: [1, 1], weight: 3.2, areas: ['VIIe', 'IVa'], species: [['Brown Crab', 62], ['Lobster', 24], ['Other', 14]] },
  Longline: { days: [5, 12], weight: 0.8, areas: ['VIIe', 'VIIf', 'VIIj'], species: [['Hake', 56], ['Ling', 24], ['Other', 20]] },
};
const PRICE: Record<string, number> = {
  Cod: 3.2, Haddock: 2.4, Whiting: 1.6, Saithe: 1.2, Monkfish: 5.5, Hake: 3.0, Plaice: 1.9, 'Lemon Sole': 6.5, Mackerel: 1.1,
  Herring: 0.7, Nephrops: 8.5, 'Brown Crab': 2.8, Lobster: 22, Ling: 1.7, Other: 1.0,
};
const LOT_KG: Record<string, number> = { 'Pelagic Trawl': 9_000, Pots: 60, Longline: 260, 'Nephrops Trawl': 140, Seine: 420, 'Demersal Trawl': 520 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { vessels: Vessel[]; trips: Trip[]; landings: Landing[] } {
  const random = createRandom(81_233);
  const gearNames = Object.keys(GEARS);
  const vessels: Vessel[] = NAMES.map((name, i) => {
    const gear = gearNames[i % gearNames.length];
    const port = gear === 'Pots' || gear === 'Longline' ? random.pick(['Brixham', 'Newlyn']) : random.pick(['Peterhead', 'Fraserburgh', 'Lerwick', 'Peterhead']);
    const length = gear === 'Pots' ? random.float(8, 12, 1) : gear === 'Pelagic Trawl' ? random.float(55, 80, 1) : random.float(16, 30, 1);
    return { id: 20_401 + i * 3, name, port, gear, length, kw: Math.round(length * random.float(14, 22, 1)), skipper: SKIPPERS[i % SKIPPERS.length], built: random.int(1988, 2021) };
  });
  const trips: Trip[] = [];
  const weights = vessels.map((v) => GEARS[v.gear].weight * random.float(0.7, 1.3, 2));
  for (let i = 0; i < 7_000; i++) {
    const v = random.weighted(vessels, weights);
    const g = GEARS[v.gear];
    const departed = random.date('2024-01-01', '2025-10-24');
    const days = random.int(g.days[0], g.days[1]);
    const fuel = random.chance(0.05) ? null : Math.round(days * v.kw * random.float(1.6, 2.6, 2));
    trips.push({ no: 0, vessel: v.id, departed, returned: addDays(departed, days - 1), days, fuel, crew: v.gear === 'Pots' ? random.int(1, 3) : random.int(4, v.gear === 'Pelagic Trawl' ? 12 : 8), area: random.pick(g.areas) });
  }
  trips.sort((a, b) => a.departed.localeCompare(b.departed) || a.vessel - b.vessel);
  trips.forEach((t, i) => (t.no = 300_001 + i));
  const vesselOf = new Map(vessels.map((v) => [v.id, v]));
  const landings: Landing[] = [];
  for (const t of trips) {
    const v = vesselOf.get(t.vessel)!;
    const g = GEARS[v.gear];
    const lines = v.gear === 'Pots' ? random.int(6, 16) : v.gear === 'Pelagic Trawl' ? random.int(4, 10) : random.int(14, 36);
    const market = random.chance(0.85) ? v.port : random.pick(PORTS.filter((p) => p !== v.port));
    for (let k = 0; k < lines; k++) {
      const species = random.weighted(g.species.map((s) => s[0]), g.species.map((s) => s[1]));
      const grade = random.weighted(['A', 'B', 'C'], [52, 34, 14]);
      const kg = Math.max(1, Math.round(LOT_KG[v.gear] * random.float(0.2, 1.8, 3) * 10) / 10);
      const season = Number(t.returned.slice(5, 7)) >= 11 || Number(t.returned.slice(5, 7)) <= 2 ? 1.12 : 1;
      const price = Math.round(PRICE[species] * (grade === 'A' ? 1.15 : grade === 'B' ? 1 : 0.8) * season * random.float(0.82, 1.22, 3) * 100) / 100;
      landings.push({ line: 0, trip: t.no, landed: t.returned, species, grade, kg, price, value: Math.round(kg * price * 100) / 100, market });
    }
  }
  landings.forEach((l, i) => (l.line = 1_000_001 + i));
  return { vessels, trips, landings };
}

const pounds = (v: number) => `£${v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const dayMonth = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

const VESSEL_COLUMNS: Column<Vessel>[] = [
  { header: 'Vessel ID', value: (v) => v.id },
  { header: 'Vessel Name', value: (v) => v.name },
  { header: 'Home Port', value: (v) => v.port },
  { header: 'Gear Type', value: (v) => v.gear },
  { header: 'Length (m)', value: (v) => v.length },
  { header: 'Engine (kW)', value: (v) => v.kw },
  { header: 'Skipper', value: (v) => v.skipper },
  { header: 'Year Built', value: (v) => v.built },
];

const LANDING_COLUMNS: Column<Landing>[] = [
  { header: 'Landing Line', value: (l) => l.line },
  { header: 'Trip No', value: (l) => l.trip },
  { header: 'Landed On', value: (l) => l.landed },
  { header: 'Species', value: (l) => l.species },
  { header: 'Grade', value: (l) => l.grade },
  { header: 'Weight (kg)', value: (l) => l.kg },
  { header: 'Price (£/kg)', value: (l) => l.price },
  { header: 'Gross Value', value: (l) => pounds(l.value) },
  { header: 'Market', value: (l) => l.market },
];

function tripsGrid(trips: Trip[]): GridCell[][] {
  return [
    ['Fleet trip log - exported 05/11/2025'],
    ['Trip No', 'Vessel ID', 'Departure Date', 'Return Date', 'Days at Sea', 'Fuel Used (L)', 'Crew', 'ICES Area'],
    ...trips.map((t): GridCell[] => [t.no, t.vessel, dayMonth(t.departed), dayMonth(t.returned), t.days, t.fuel, t.crew, t.area]),
    ['TOTAL', null, null, null, trips.reduce((s, t) => s + t.days, 0), trips.reduce((s, t) => s + (t.fuel ?? 0), 0), null, null],
  ];
}

export const fishing: BusinessSchema = {
  name: 'fishing',
  description: "A fishing fleet: 38 vessels (CSV), about 7,000 trips Jan 2024-Oct 2025 (XLSX, dd-Mon-yyyy dates, TOTAL line) and about 150,000 landing lines by species with values as £ text (CSV)",
  async build(dir) {
    const { vessels, trips, landings } = generate();
    const files = [
      await writeCsv(join(dir, 'vessels.csv'), VESSEL_COLUMNS, vessels),
      await writeXlsxGrids(join(dir, 'trips.xlsx'), [{ name: 'Trips', grid: tripsGrid(trips) }], trips.length),
      await writeCsv(join(dir, 'landings.csv'), LANDING_COLUMNS, landings),
    ];
    const q = questionSet('fishing');
    const vesselOf = new Map(vessels.map((v) => [v.id, v]));
    const tripOf = new Map(trips.map((t) => [t.no, t]));
    const lv = (l: Landing) => vesselOf.get(tripOf.get(l.trip)!.vessel)!;
    const tv = (t: Trip) => vesselOf.get(t.vessel)!;
    const kg = (l: Landing) => l.kg;
    const value = (l: Landing) => l.value;
    const sp = (s: string) => (l: Landing) => l.species === s;
    const landedIn = (m: string) => (l: Landing) => l.landed.startsWith(m);

    q.ask('How many trips did the fleet make?', count(trips.length));
    q.ask('What was the total landed weight in tonnes?', amount(sumOf(landings, kg) / 1000, 1));
    q.ask('Which species did we land the most of by weight?', winner(groupBy(landings, (l) => l.species, 'sum', kg)));
    q.ask('Top 5 species by gross value', ranking(ranked(groupBy(landings, (l) => l.species, 'sum', value), 5)));
    q.ask('Total value of cod landed', amount(sumOf(landings, value, sp('Cod')), 2));
    q.ask("What's the average price per kg recorded for haddock?", amount(avgOf(landings, (l) => l.price, sp('Haddock')), 2));
    q.ask('gross value by home port', breakdown(groupBy(landings, (l) => lv(l).port, 'sum', value), 2));
    q.ask('Which vessel landed the highest value overall?', winner(groupBy(landings, (l) => lv(l).name, 'sum', value)));
    q.ask('How many days at sea did the fleet log in 2024?', count(sumOf(trips, (t) => t.days, (t) => t.departed.startsWith('2024'))));
    q.ask('Average trip length in days at sea', amount(avgOf(trips, (t) => t.days), 2));
    q.ask('median fuel used per trip (litres)', amount(medianOf(trips, (t) => t.fuel), 1));
    q.ask('trips by gear type', countsBy(groupBy(trips, (t) => tv(t).gear, 'count')));
    q.ask('Which ICES area did we fish most often?', winner(groupBy(trips, (t) => t.area, 'count')));
    q.ask('How much fuel did Total Eclipse use in 2025?', count(sumOf(trips, (t) => t.fuel, (t) => tv(t).name === 'Total Eclipse' && t.departed.startsWith('2025'))));
    q.ask('Which month had the most trips departing?', month(busiestMonth(trips, (t) => t.departed)));
    q.ask('How many kilos of monkfish were landed in Q3 2024?', amount(sumOf(landings, kg, (l) => sp('Monkfish')(l) && l.landed.startsWith('2024') && quarterOf(l.landed) === 3), 1));
    q.ask('Nephrops value landed between 1 June and 31 August 2025', amount(sumOf(landings, value, (l) => sp('Nephrops')(l) && l.landed >= '2025-06-01' && l.landed <= '2025-08-31'), 2));
    q.ask('How many landing lines have there been since 1 September 2025?', count(countWhere(landings, (l) => l.landed >= '2025-09-01')));
    const total = sumOf(landings, value);
    q.ask('What share of gross value came from mackerel and herring?', percent(percentOf(sumOf(landings, value, (l) => l.species === 'Mackerel' || l.species === 'Herring'), total)));
    q.ask('What percentage of trips were in area IVa?', percent(percentOf(countWhere(trips, (t) => t.area === 'IVa'), trips.length)));
    q.ask('How many more tonnes of haddock than cod did we land?', amount((sumOf(landings, kg, sp('Haddock')) - sumOf(landings, kg, sp('Cod'))) / 1000, 1));
    q.ask('How much weight was sold at Peterhead market, in kg?', amount(sumOf(landings, kg, (l) => l.market === 'Peterhead'), 1));
    q.ask('What share of landed weight was grade A?', percent(percentOf(sumOf(landings, kg, (l) => l.grade === 'A'), sumOf(landings, kg))));
    q.ask("How many kg of 'Other' species did we land?", amount(sumOf(landings, kg, sp('Other')), 1));
    q.ask('How many vessels are in the fleet?', count(vessels.length));
    q.ask('What was the heaviest single landing line in kg?', amount(maxOf(landings, kg), 1));
    q.ask('Average crew size per trip', amount(avgOf(trips, (t) => t.crew), 2));
    q.ask('Which skipper made the most trips?', winner(groupBy(trips, (t) => tv(t).skipper, 'count')));
    q.ask('How many trips have no fuel figure recorded?', count(countWhere(trips, (t) => t.fuel === null)));
    q.ask('What was the gross value per day at sea across the whole fleet?', amount(total / sumOf(trips, (t) => t.days), 2));
    q.ask('Average Engine power of the Brixham boats (kW)', amount(avgOf(vessels, (v) => v.kw, (v) => v.port === 'Brixham'), 1));
    q.ask('lobster value by month in 2025', breakdown(groupBy(landings, (l) => l.landed.slice(0, 7), 'sum', value, (l) => sp('Lobster')(l) && l.landed.startsWith('2025')), 2));
    q.ask('Which market took the most brown crab by weight?', winner(groupBy(landings, (l) => l.market, 'sum', kg, sp('Brown Crab'))));
    q.ask('Average price per kilo of lobster across landing lines in 2024', amount(avgOf(landings, (l) => l.price, (l) => sp('Lobster')(l) && l.landed.startsWith('2024')), 2));
    q.ask('Top 3 vessels by days at sea', ranking(ranked(groupBy(trips, (t) => tv(t).name, 'sum', (t) => t.days), 3)));
    q.ask('How many trips did the pelagic trawlers make in 2025?', count(countWhere(trips, (t) => tv(t).gear === 'Pelagic Trawl' && t.departed.startsWith('2025'))));
    q.ask('Total fuel burned by the longliners, litres', count(sumOf(trips, (t) => t.fuel, (t) => tv(t).gear === 'Longline')));
    const mar = q.ask('How much cod did we land in March 2025, in kg?', amount(sumOf(landings, kg, (l) => sp('Cod')(l) && landedIn('2025-03')(l)), 1));
    q.followUp(mar, 'And in April?', amount(sumOf(landings, kg, (l) => sp('Cod')(l) && landedIn('2025-04')(l)), 1));
    const most = q.ask('Which vessel made the most trips?', winner(groupBy(trips, (t) => tv(t).name, 'count')));
    q.followUp(most, 'which one made the fewest?', winner(groupBy(trips, (t) => tv(t).name, 'count'), 'asc'));
    q.ask('Average weight per landing line for whiting', amount(avgOf(landings, kg, sp('Whiting')), 1));

    q.ask('How much of our cod quota is left?', decline('no quota data'));
    q.ask('How many dolphins were caught as bycatch?', decline('bycatch is not recorded'));
    q.ask('What was the wind speed on our longest trip?', decline('no weather data'));
    q.ask('How much did we pay the crew in shares last year?', decline('no crew pay'));
    q.ask('What did we land in 2023?', decline('trips start in January 2024'));
    q.ask('What did our fuel cost in pounds?', decline('fuel is in litres, no fuel price'));
    q.ask('Which mesh size catches the most haddock?', decline('no mesh size column'));
    q.ask('How much mackerel will we land next season?', decline('a forecast'));
    q.ask('How many tonnes of fish were discarded at sea?', decline('discards are not recorded'));
    q.ask('At what depth did we catch the most monkfish?', decline('no depth column'));
    q.ask('How much ice did each trip take on?', decline('no ice column'));
    return { files, questions: q.questions };
  },
};

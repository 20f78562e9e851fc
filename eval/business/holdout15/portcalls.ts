// A container and bulk port: 420 vessels (XLSX) and 9,600 port calls from January 2024 to September
// 2025 (CSV) sharing the IMO number. Traps: flags as two-letter codes that read as words ("IT",
// "NO", "US"), a terminal named "Total Jetty", port dues stored as text with thousands separators
// ("12,345.60"), arrival and departure timestamps from which time alongside must be worked out,
// blank TEU counts for ships that carry no containers, and IMO numbers that are never summed.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Vessel {
  imo: number;
  name: string;
  operator: string;
  flag: string;
  type: string;
  gt: number;
  length: number;
  built: number;
}

interface Call {
  id: number;
  imo: number;
  terminal: string;
  berth: string;
  arrival: string;
  departure: string;
  delay: number;
  teuIn: number | null;
  teuOut: number | null;
  tonnes: number;
  pilot: string;
  dues: number;
}

const OPERATORS = ['Maersk', 'MSC', 'CMA CGM', 'Hapag-Lloyd', 'Evergreen', 'Stena', 'DFDS', 'Norbulk', 'Oldendorff', 'Vitol'];
const FLAGS: [string, number][] = [['PA', 18], ['LR', 16], ['MT', 12], ['GB', 10], ['IT', 7], ['NO', 8], ['US', 5], ['SG', 9], ['DE', 6], ['HK', 9]];
// type, terminals it uses, gross tonnage range, weight
const TYPES: [string, string[], number, number, number][] = [
  ['Container', ['North Quay', 'South Quay'], 25_000, 150_000, 42], ['Bulk carrier', ['Bulk Terminal'], 20_000, 90_000, 20],
  ['Tanker', ['Total Jetty'], 15_000, 110_000, 14], ['Ro-Ro', ['Ferry Berths'], 12_000, 60_000, 14], ['General cargo', ['South Quay', 'Bulk Terminal'], 3_000, 20_000, 10],
];
const BERTHS: Record<string, string[]> = {
  'North Quay': ['N1', 'N2', 'N3'], 'South Quay': ['S1', 'S2'], 'Bulk Terminal': ['B1', 'B2'], 'Total Jetty': ['J1'], 'Ferry Berths': ['F1', 'F2'],
};
const WORDS = ['Aurora', 'Baltic', 'Coral', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbour', 'Iris', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Nordic', 'Orion', 'Pioneer', 'Quartz', 'Raven', 'Sapphire', 'Tidal', 'Umber', 'Vega', 'Willow', 'Zephyr'];
const SUFFIX = ['Star', 'Spirit', 'Trader', 'Express', 'Voyager', 'Bay', 'Pride', 'Carrier', 'Wave', 'Horizon', 'Dawn', 'Crest', 'Runner', 'Glory', 'Ranger', 'Breeze', 'Sky', 'Light'];

function stamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** 12345.6 as "12,345.60", as the finance export writes it. */
function withCommas(value: number): string {
  const [whole, fraction] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

function generate(): { vessels: Vessel[]; calls: Call[] } {
  const random = createRandom(16_303);
  const vessels: Vessel[] = [];
  const names = new Set<string>();
  const gts = new Set<number>();
  for (let i = 0; i < 420; i++) {
    let name = `${random.pick(WORDS)} ${random.pick(SUFFIX)}`;
    while (names.has(name)) name = `${random.pick(WORDS)} ${random.pick(SUFFIX)} ${random.int(2, 9)}`;
    names.add(name);
    const [type, , lo, hi] = random.weighted(TYPES, TYPES.map((t) => t[4]));
    let gt = Math.round(random.int(lo, hi) / 10) * 10;
    while (gts.has(gt)) gt += 10;
    gts.add(gt);
    vessels.push({
      imo: 9_100_000 + i * 137 + random.int(0, 99),
      name,
      operator: type === 'Tanker' ? random.pick(['Vitol', 'Norbulk', 'Stena']) : random.pick(OPERATORS),
      flag: random.weighted(FLAGS.map((f) => f[0]), FLAGS.map((f) => f[1])),
      type,
      gt,
      length: Math.round(80 + Math.sqrt(gt) * 0.8 + random.int(-10, 10)),
      built: random.int(1996, 2024),
    });
  }
  const weights = vessels.map((v) => (v.type === 'Ro-Ro' ? 6 : 1) * random.float(0.3, 2, 2));
  const calls: Call[] = [];
  const start = Date.parse('2024-01-01T00:00:00Z');
  const span = Date.parse('2025-09-30T00:00:00Z') - start;
  for (let i = 0; i < 9_600; i++) {
    const v = random.weighted(vessels, weights);
    const terminal = random.pick(TYPES.find((t) => t[0] === v.type)![1]);
    const arrival = start + Math.floor((random.next() * span) / 60_000 / 15) * 15 * 60_000;
    const hours = v.type === 'Ro-Ro' ? random.int(3, 10) : random.int(12, 20) + Math.round(v.gt / 6_000);
    const delay = random.chance(0.35) ? roundTo(Math.abs(random.normal(0, 5)), 1) : 0;
    const container = v.type === 'Container';
    const teuIn = container ? Math.round(v.gt / 14 * random.float(0.2, 0.7, 2)) : null;
    const teuOut = container ? Math.round(v.gt / 14 * random.float(0.2, 0.7, 2)) : null;
    const tonnes = container ? Math.round(((teuIn ?? 0) + (teuOut ?? 0)) * 11.5) : Math.round(v.gt * random.float(0.4, 1.1, 2));
    calls.push({
      id: 0,
      imo: v.imo,
      terminal,
      berth: random.pick(BERTHS[terminal]),
      arrival: stamp(arrival),
      departure: stamp(arrival + Math.round((hours + delay) * 60) * 60_000),
      delay,
      teuIn,
      teuOut,
      tonnes,
      pilot: v.length > 260 || random.chance(0.25) ? 'Yes' : 'No',
      dues: roundTo(v.gt * 0.085 + hours * 42, 2),
    });
  }
  calls.sort((a, b) => a.arrival.localeCompare(b.arrival) || a.imo - b.imo);
  calls.forEach((c, i) => (c.id = 240_001 + i));
  return { vessels, calls };
}

const VESSEL_COLUMNS: Column<Vessel>[] = [
  { header: 'IMO number', value: (v) => v.imo },
  { header: 'vessel_name', value: (v) => v.name },
  { header: 'operator', value: (v) => v.operator },
  { header: 'flag', value: (v) => v.flag },
  { header: 'vessel_type', value: (v) => v.type },
  { header: 'Gross tonnage', value: (v) => v.gt },
  { header: 'Length (m)', value: (v) => v.length },
  { header: 'year_built', value: (v) => v.built },
];

const CALL_COLUMNS: Column<Call>[] = [
  { header: 'call_id', value: (c) => c.id },
  { header: 'IMO number', value: (c) => c.imo },
  { header: 'terminal', value: (c) => c.terminal },
  { header: 'berth', value: (c) => c.berth },
  { header: 'arrived', value: (c) => c.arrival },
  { header: 'departed', value: (c) => c.departure },
  { header: 'Delay (hrs)', value: (c) => c.delay },
  { header: 'TEU discharged', value: (c) => c.teuIn },
  { header: 'TEU loaded', value: (c) => c.teuOut },
  { header: 'Cargo (tonnes)', value: (c) => c.tonnes },
  { header: 'pilot', value: (c) => c.pilot },
  { header: 'Port dues (£)', value: (c) => withCommas(c.dues) },
];

export const portcalls: BusinessSchema = {
  name: 'portcalls',
  description: 'A container and bulk port: 420 vessels (XLSX) and 9,600 port calls Jan 2024 - Sep 2025 (CSV) sharing the IMO number',
  async build(dir) {
    const { vessels, calls } = generate();
    const files = [
      await writeXlsx(join(dir, 'port_vessels.xlsx'), 'Vessels', VESSEL_COLUMNS, vessels),
      await writeCsv(join(dir, 'vessel_calls.csv'), CALL_COLUMNS, calls),
    ];
    const q = questionSet('portcalls');
    const vesselOf = new Map(vessels.map((v) => [v.imo, v]));
    const vessel = (c: Call) => vesselOf.get(c.imo)!;
    const teu = (c: Call) => (c.teuIn === null ? null : c.teuIn + (c.teuOut ?? 0));
    const alongside = (c: Call) => (Date.parse(`${c.departure.replace(' ', 'T')}:00Z`) - Date.parse(`${c.arrival.replace(' ', 'T')}:00Z`)) / 3_600_000;
    const inMonth = (m: string) => (c: Call) => c.arrival.startsWith(m);

    q.ask('How many port calls did we handle?', count(calls.length));
    q.ask('How many vessels are in the register?', count(vessels.length));
    q.ask('Calls by terminal', countsBy(groupBy(calls, (c) => c.terminal, 'count')));
    q.ask('Vessels by type', countsBy(groupBy(vessels, (v) => v.type, 'count')));
    q.ask('How many TEU did we handle in 2025, discharged plus loaded?', amount(sumOf(calls, teu, (c) => c.arrival.startsWith('2025')), 0));
    q.ask('Total tonnes of cargo handled in 2024', amount(sumOf(calls, (c) => c.tonnes, (c) => c.arrival.startsWith('2024')), 0));
    q.ask('What is the average delay per call in hours?', amount(avgOf(calls, (c) => c.delay), 2));
    q.ask('What share of calls were delayed at all?', percent(percentOf(countWhere(calls, (c) => c.delay > 0), calls.length)));
    q.ask('Which berth had the most calls?', winner(groupBy(calls, (c) => c.berth, 'count')));
    q.ask('Which operator made the most calls?', winner(groupBy(calls, (c) => vessel(c).operator, 'count')));
    q.ask('How many calls were made by Italian-flagged ships?', count(countWhere(calls, (c) => vessel(c).flag === 'IT')));
    q.ask('Total port dues from US-flagged vessels', amount(sumOf(calls, (c) => c.dues, (c) => vessel(c).flag === 'US')));
    q.ask('How many vessels fly the Norwegian flag?', count(countWhere(vessels, (v) => v.flag === 'NO')));
    q.ask('Average gross tonnage of the container ships', amount(avgOf(vessels, (v) => v.gt, (v) => v.type === 'Container'), 0));
    q.ask('How much did we collect in port dues in 2024?', amount(sumOf(calls, (c) => c.dues, (c) => c.arrival.startsWith('2024'))));
    q.ask('Which month had the most arrivals?', month(busiestMonth(calls, (c) => c.arrival)));
    q.ask('How many ships arrived between 10 and 20 March 2025?', count(countWhere(calls, (c) => c.arrival >= '2025-03-10' && c.arrival < '2025-03-21')));
    q.ask('How many calls have there been since 1 July 2025?', count(countWhere(calls, (c) => c.arrival >= '2025-07-01')));
    q.ask('How many calls were there in Q4 2024?', count(countWhere(calls, (c) => c.arrival.startsWith('2024') && quarterOf(c.arrival) === 4)));
    q.ask('On average how many hours does a ship spend alongside?', amount(avgOf(calls, alongside), 1));
    q.ask('Average time alongside by terminal, in hours', breakdown(groupBy(calls, (c) => c.terminal, 'avg', alongside), 1));
    q.ask('How many tanker calls were there at Total Jetty in 2025?', count(countWhere(calls, (c) => c.terminal === 'Total Jetty' && vessel(c).type === 'Tanker' && c.arrival.startsWith('2025'))));
    q.ask('Top 3 operators by TEU handled', ranking(ranked(groupBy(calls, (c) => vessel(c).operator, 'sum', teu, (c) => c.teuIn !== null), 3)));
    q.ask('What percentage of calls needed a pilot?', percent(percentOf(countWhere(calls, (c) => c.pilot === 'Yes'), calls.length)));
    const big = [...vessels].sort((a, b) => b.gt - a.gt)[0];
    q.ask('Which vessel has the largest gross tonnage?', { kind: 'name', value: big.name, others: vessels.filter((v) => v !== big).map((v) => v.name), aliases: [String(big.imo)] });
    const pick = vessels[137];
    q.ask(`What flag does ${pick.name} sail under?`, { kind: 'name', value: pick.flag, others: FLAGS.map((f) => f[0]).filter((f) => f !== pick.flag) });
    const callPick = calls[4_321];
    q.ask(`Which vessel made call ${callPick.id}?`, { kind: 'name', value: vessel(callPick).name, others: [], aliases: [String(callPick.imo)] });
    q.ask('Which vessel called here most often in 2025?', winner(groupBy(calls, (c) => vessel(c).name, 'count', undefined, (c) => c.arrival.startsWith('2025'))));
    q.ask('Port dues by vessel type', breakdown(groupBy(calls, (c) => vessel(c).type, 'sum', (c) => c.dues)));
    q.ask('How many vessels were built before 2005?', count(countWhere(vessels, (v) => v.built < 2005)));
    q.ask('Compare average delay for Ro-Ro and container calls', breakdown(groupBy(calls, (c) => vessel(c).type, 'avg', (c) => c.delay, (c) => ['Ro-Ro', 'Container'].includes(vessel(c).type)), 2));
    q.ask('What was the longest delay in hours?', amount(Math.max(...calls.map((c) => c.delay)), 1));
    const may = q.ask('How many calls did North Quay handle in May 2025?', count(countWhere(calls, (c) => c.terminal === 'North Quay' && inMonth('2025-05')(c))));
    q.followUp(may, 'and South Quay?', count(countWhere(calls, (c) => c.terminal === 'South Quay' && inMonth('2025-05')(c))));

    q.ask('How much fuel did ships take on at the port?', decline('no bunkering data'));
    q.ask('Which crew nationality is most common?', decline('no crew data'));
    q.ask('What were the CO2 emissions of calls at North Quay?', decline('no emissions'));
    q.ask('How many calls will we get next quarter?', decline('a forecast'));
    q.ask('How many port calls were there in 2023?', decline('calls start in January 2024'));
    q.ask('Which shipping line is the most reliable partner?', decline('an opinion'));
    q.ask('How many containers were inspected by customs?', decline('no customs data'));
    q.ask('What caused the delays at Total Jetty?', decline('no delay reason'));
    q.ask('How many tugs were used per call?', decline('no tug data'));
    q.ask('What is the value of the cargo landed in 2025?', decline('no cargo value'));
    q.ask('How many calls were there in December 2025?', decline('calls end in September 2025'));
    return { files, questions: q.questions };
  },
};

// A contract testing laboratory: 9,000 samples received from clients (CSV, received dates written
// "07-Mar-2025") and about 26,000 test results (Parquet) sharing the sample number, January to
// September 2025. Traps: sample numbers and result ids that look numeric (never summed), a client
// whose name starts with "Total" ("Total Water Services Ltd"), a matrix called "Other", results of
// tests with no regulatory limit (blank limit, outcome "Reported"), blank analysts and blank sample
// masses (water and air samples are not weighed), and turnaround in hours with the unit in the header.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Sample {
  no: number;
  client: string;
  matrix: string;
  site: string;
  received: string;
  priority: string;
  mass: number | null;
}

interface Result {
  id: number;
  sample: number;
  test: string;
  analyst: string | null;
  reported: string;
  value: number;
  unit: string;
  limit: number | null;
  outcome: string;
  tat: number;
}

// client, relative volume, matrices it sends
const CLIENTS: [string, number, string[]][] = [
  ['Total Water Services Ltd', 14, ['Water', 'Water', 'Water', 'Other']],
  ['Riverside Council', 11, ['Water', 'Soil', 'Air']],
  ['Greenfield Farms', 8, ['Soil', 'Food', 'Water']],
  ['Harbour Foods', 10, ['Food', 'Food', 'Other']],
  ['Northgate Brewery', 5, ['Water', 'Food']],
  ['Apex Construction', 7, ['Soil', 'Air', 'Air']],
  ['Meadow Dairy Co', 6, ['Food', 'Water']],
  ['City Hospital Trust', 4, ['Air', 'Water', 'Other']],
  ['BlueLake Bottling', 9, ['Water']],
  ['Summit Mining', 5, ['Soil', 'Water', 'Air']],
  ['Coastal Seafoods', 6, ['Food']],
];
// test, matrix, unit, limit (null: no limit), typical value, spread, base turnaround hours
const TESTS: [string, string, string, number | null, number, number, number][] = [
  ['Lead', 'Water', 'µg/L', 10, 4, 3.5, 72],
  ['Nitrate', 'Water', 'mg/L', 50, 22, 12, 48],
  ['E. coli', 'Water', 'CFU/100mL', 0.5, 0.2, 0.5, 30],
  ['pH', 'Water', 'pH units', 8.5, 7.4, 0.5, 6],
  ['Turbidity', 'Water', 'NTU', 4, 1.5, 1.2, 8],
  ['Lead', 'Soil', 'mg/kg', 450, 180, 120, 96],
  ['Arsenic', 'Soil', 'mg/kg', 37, 14, 9, 110],
  ['Hydrocarbons', 'Soil', 'mg/kg', 500, 210, 140, 130],
  ['Salmonella', 'Food', 'CFU/25g', 0.5, 0.1, 0.35, 70],
  ['Listeria', 'Food', 'CFU/g', 100, 30, 30, 66],
  ['Moisture', 'Food', '%', null, 42, 15, 20],
  ['PM2.5', 'Air', 'µg/m³', 25, 15, 7, 36],
  ['Asbestos', 'Air', 'f/mL', 0.01, 0.004, 0.003, 120],
  ['pH', 'Other', 'pH units', 8.5, 7.8, 0.6, 6],
  ['Lead', 'Other', 'mg/kg', 450, 150, 140, 96],
  ['Moisture', 'Other', '%', null, 30, 12, 20],
];
const SITES = ['North Works', 'South Works', 'Depot 4', 'Field', 'Main Office'];
const ANALYSTS = ['R. Okafor', 'J. Lindqvist', 'M. Haddad', 'S. Patel', 'T. Moreau', 'L. Chen', 'D. Byrne'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "07-Mar-2025", as the LIMS export writes the received date. */
const asReceived = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/** Plain code-unit order: the ISO-like timestamps sort the same as with localeCompare, many times faster. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function generate(): { samples: Sample[]; results: Result[] } {
  const random = createRandom(91_137);
  const samples: Sample[] = [];
  const results: Result[] = [];
  const weights = CLIENTS.map((c) => c[1]);
  for (let i = 0; i < 9_000; i++) {
    const [client, , matrices] = random.weighted(CLIENTS, weights);
    const matrix = random.pick(matrices);
    const received = random.date('2025-01-02', '2025-09-30');
    const priority = random.chance(0.18) ? 'Rush' : 'Standard';
    const mass = matrix === 'Water' || matrix === 'Air' ? null : random.chance(0.04) ? null : random.float(20, matrix === 'Food' ? 250 : 600, 1);
    samples.push({ no: 2_500_001 + i, client, matrix, site: random.pick(SITES), received, priority, mass });
  }
  samples.sort((a, b) => byText(a.received, b.received) || a.no - b.no);
  samples.forEach((s, i) => (s.no = 2_500_001 + i));
  for (const s of samples) {
    const menu = TESTS.filter((t) => t[1] === s.matrix);
    for (const [test, , unit, limit, typical, spread, baseTat] of menu) {
      if (!random.chance(0.78)) continue;
      const seasonal = s.received >= '2025-06-01' && s.received < '2025-09-01' && (test === 'E. coli' || test === 'Salmonella') ? 1.6 : 1;
      const value = Math.max(0, random.normal(typical * seasonal, spread));
      const decimals = typical < 0.05 ? 4 : typical < 5 ? 2 : 1;
      const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
      const outcome = limit === null ? 'Reported' : rounded > limit ? 'Fail' : 'Pass';
      const tat = Math.max(2, Math.round(random.normal(baseTat * (s.priority === 'Rush' ? 0.55 : 1), baseTat * 0.25)));
      const reported = new Date(Date.parse(`${s.received}T08:00:00Z`) + tat * 3_600_000 + random.int(0, 59) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      results.push({ id: 0, sample: s.no, test, analyst: random.chance(0.03) ? null : random.pick(ANALYSTS), reported, value: rounded, unit, limit, outcome, tat });
    }
  }
  results.forEach((r, i) => (r.id = 71_000_001 + i));
  return { samples, results };
}

const SAMPLE_COLUMNS: Column<Sample>[] = [
  { header: 'Sample No', value: (s) => s.no },
  { header: 'Client', value: (s) => s.client },
  { header: 'Matrix', value: (s) => s.matrix },
  { header: 'Sampling Site', value: (s) => s.site },
  { header: 'Received', value: (s) => asReceived(s.received) },
  { header: 'Priority', value: (s) => s.priority },
  { header: 'Sample Mass (g)', value: (s) => s.mass },
];

const RESULT_COLUMNS: Column<Result>[] = [
  { header: 'result_id', value: (r) => r.id, sqlType: 'BIGINT' },
  { header: 'sample_no', value: (r) => r.sample, sqlType: 'INTEGER' },
  { header: 'test_name', value: (r) => r.test },
  { header: 'analyst', value: (r) => r.analyst },
  { header: 'reported_at', value: (r) => r.reported, sqlType: 'TIMESTAMP' },
  { header: 'result_value', value: (r) => r.value, sqlType: 'DOUBLE' },
  { header: 'unit', value: (r) => r.unit },
  { header: 'limit_value', value: (r) => r.limit, sqlType: 'DOUBLE' },
  { header: 'outcome', value: (r) => r.outcome },
  { header: 'Turnaround (h)', value: (r) => r.tat, sqlType: 'INTEGER' },
];

export const labtests: BusinessSchema = {
  name: 'labtests',
  description: "A testing laboratory's 9,000 samples (CSV) and their test results with limits, outcomes and turnaround hours (Parquet), Jan-Sep 2025, sharing the sample number",
  async build(dir) {
    const { samples, results } = generate();
    const files = [
      await writeCsv(join(dir, 'samples_received.csv'), SAMPLE_COLUMNS, samples),
      await writeParquet(join(dir, 'test_results.parquet'), RESULT_COLUMNS, results),
    ];
    const q = questionSet('labtests');
    const sampleOf = new Map(samples.map((s) => [s.no, s]));
    const of = (r: Result) => sampleOf.get(r.sample)!;
    const failed = (r: Result) => r.outcome === 'Fail';
    const tat = (r: Result) => r.tat;
    const failRate = (key: (r: Result) => string, where: (r: Result) => boolean = () => true) => {
      const all = groupBy(results, key, 'count', undefined, where);
      const bad = groupBy(results, key, 'count', undefined, (r) => where(r) && failed(r));
      return new Map([...all].map(([k, n]) => [k, percentOf(bad.get(k) ?? 0, n)]));
    };
    const received = (m: string) => (s: Sample) => s.received.startsWith(m);

    q.ask('How many samples have we received?', count(samples.length));
    q.ask('total number of test results', count(results.length));
    q.ask('How many tests came back as a fail?', count(countWhere(results, failed)));
    q.ask('What percentage of all test results were fails?', percent(percentOf(countWhere(results, failed), results.length)));
    q.ask('results by outcome', countsBy(groupBy(results, (r) => r.outcome, 'count')));
    q.ask("What's the average turnaround time in hours?", amount(avgOf(results, tat), 1));
    q.ask('Average turnaround (hours) for rush samples', amount(avgOf(results, tat, (r) => of(r).priority === 'Rush'), 1));
    q.ask('median turnaround for lead tests', amount(medianOf(results, tat, (r) => r.test === 'Lead'), 1));
    q.ask('Which test takes longest to turn around on average?', winner(groupBy(results, (r) => r.test, 'avg', tat)));
    q.ask('top 3 clients by number of samples', ranking(ranked(groupBy(samples, (s) => s.client, 'count'), 3)));
    q.ask('Samples by matrix', countsBy(groupBy(samples, (s) => s.matrix, 'count')));
    const tw = q.ask('How many water samples did Total Water Services Ltd send us?', count(countWhere(samples, (s) => s.client === 'Total Water Services Ltd' && s.matrix === 'Water')));
    q.followUp(tw, 'and how many of their samples were in the Other matrix?', count(countWhere(samples, (s) => s.client === 'Total Water Services Ltd' && s.matrix === 'Other')));
    q.ask('How many samples were received in March 2025?', count(countWhere(samples, received('2025-03'))));
    q.ask('How many samples came in during Q2?', count(countWhere(samples, (s) => quarterOf(s.received) === 2)));
    q.ask('Samples received since 1 August 2025', count(countWhere(samples, (s) => s.received >= '2025-08-01')));
    q.ask('How many samples did we receive between 10 February and 24 February 2025?', count(countWhere(samples, (s) => s.received >= '2025-02-10' && s.received <= '2025-02-24')));
    q.ask('Which month did we receive the most samples?', month(busiestMonth(samples, (s) => s.received)));
    q.ask('Which client has the most failed results?', winner(groupBy(results, (r) => of(r).client, 'count', undefined, failed)));
    q.ask('fail rate by test', breakdown(failRate((r) => r.test, (r) => r.limit !== null), 1));
    q.ask('How many E. coli tests failed?', count(countWhere(results, (r) => r.test === 'E. coli' && failed(r))));
    q.ask('What is the average lead result for soil samples in mg/kg?', amount(avgOf(results, (r) => r.value, (r) => r.test === 'Lead' && of(r).matrix === 'Soil'), 1));
    q.ask('highest nitrate reading we have recorded', amount(maxOf(results, (r) => r.value, (r) => r.test === 'Nitrate'), 1));
    q.ask('Which analyst reported the most results?', winner(groupBy(results, (r) => r.analyst, 'count')));
    q.ask('How many results have no analyst recorded?', count(countWhere(results, (r) => r.analyst === null)));
    q.ask('Number of samples by priority', countsBy(groupBy(samples, (s) => s.priority, 'count')));
    q.ask('What share of samples were sent as rush jobs?', percent(percentOf(countWhere(samples, (s) => s.priority === 'Rush'), samples.length)));
    const rc = q.ask('How many failed results did Riverside Council have in Q3?', count(countWhere(results, (r) => of(r).client === 'Riverside Council' && failed(r) && quarterOf(r.reported) === 3)));
    q.followUp(rc, 'What about Harbour Foods?', count(countWhere(results, (r) => of(r).client === 'Harbour Foods' && failed(r) && quarterOf(r.reported) === 3)));
    q.ask('Average mass of food samples in grams', amount(avgOf(samples, (s) => s.mass, (s) => s.matrix === 'Food'), 1));
    q.ask('How many samples are in the Other matrix?', count(countWhere(samples, (s) => s.matrix === 'Other')));
    q.ask('How many hours faster is rush turnaround than standard on average?', amount(avgOf(results, tat, (r) => of(r).priority === 'Standard') - avgOf(results, tat, (r) => of(r).priority === 'Rush'), 1));
    q.ask('How many results were reported in July 2025?', count(countWhere(results, (r) => r.reported.startsWith('2025-07'))));
    q.ask('Which matrix has the highest failure rate?', winner(failRate((r) => of(r).matrix, (r) => r.limit !== null)));
    q.ask('How many different clients sent samples?', count(new Set(samples.map((s) => s.client)).size));
    q.ask('Top 3 tests by number of fails', ranking(ranked(groupBy(results, (r) => r.test, 'count', undefined, failed), 3)));
    q.ask('In which month were the most fails reported?', month(busiestMonth(results, (r) => r.reported, failed)));
    q.ask('Which sampling site sent the fewest samples?', winner(groupBy(samples, (s) => s.site, 'count'), 'asc'));
    q.ask('average turnaround by matrix (hours)', breakdown(groupBy(results, (r) => of(r).matrix, 'avg', tat), 1));
    q.ask('How many Salmonella positives (fails) were there in summer, June to August?', count(countWhere(results, (r) => r.test === 'Salmonella' && failed(r) && r.reported >= '2025-06-01' && r.reported < '2025-09-01')));
    q.ask('How many results have no regulatory limit?', count(countWhere(results, (r) => r.limit === null)));

    q.ask('How much did we invoice Harbour Foods for testing?', decline('no price or invoice data'));
    q.ask('Which instrument ran the most lead tests?', decline('no instrument column'));
    q.ask('Who collected the samples at the North Works site?', decline('no sampler recorded'));
    q.ask('How many samples did we receive in 2024?', decline('samples start in January 2025'));
    q.ask('Why did the E. coli tests fail in July?', decline('no cause of failure recorded'));
    q.ask('How many samples will we receive next month?', decline('a forecast'));
    q.ask('What temperature were the samples stored at?', decline('no storage temperature'));
    q.ask('Which courier delivered the most samples?', decline('no courier column'));
    q.ask('How satisfied are our clients with turnaround?', decline('no satisfaction data'));
    q.ask('What is the detection limit of the arsenic method?', decline('only regulatory limits, no detection limits'));
    q.ask('How many results were retested after a fail?', decline('no retest flag'));
    return { files, questions: q.questions };
  },
};

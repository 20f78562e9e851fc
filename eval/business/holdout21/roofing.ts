// A roofing contractor: 6,400 quotes (CSV) and the 2,923 jobs started from them (XLSX), joined on
// `Quote #`. Traps: quoted amounts as text with a dollar sign and thousands separators
// ("$12,340.00"), quote dates written "mm/dd/yyyy", blank finish dates on jobs still in progress,
// a "Callback?" column of Yes/No, roof area in square feet with the unit in the header, an
// estimator called "Will" among full names, and quote numbers that look like dates ("Q25-0412").
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Quote {
  id: string;
  customer: string;
  zip: string;
  roof: string;
  work: string;
  sqft: number;
  amount: number;
  on: string;
  estimator: string;
  status: string;
}

interface Job {
  no: number;
  quote: string;
  crew: string;
  start: string;
  finish: string | null;
  cost: number;
  materials: number;
  hours: number;
  callback: boolean;
  delay: number;
}

const SURNAMES = ['Anderson', 'Baker', 'Chavez', 'Dunn', 'Ellis', 'Foster', 'Gomez', 'Hayes', 'Ibarra', 'Jacobs', 'Keller', 'Lopez', 'Moore', 'Nguyen', 'Owens', 'Price', 'Quinn', 'Reyes', 'Shaw', 'Turner'];
const ZIPS: [string, number][] = [['80202', 14], ['80205', 12], ['80211', 16], ['80220', 10], ['80123', 9], ['80015', 11], ['80401', 8], ['80134', 7]];
// roof type, $ per sq ft for replacement, weight
const ROOFS: [string, number, number][] = [['Asphalt shingle', 5.2, 52], ['Metal', 9.8, 14], ['Tile', 11.5, 9], ['Flat TPO', 7.4, 15], ['Slate', 17, 4], ['Wood shake', 8.6, 6]];
// work, share of area, fixed $, weight, win rate
const WORKS: [string, number, number, number, number][] = [
  ['Full replacement', 1, 1_800, 30, 0.34], ['Repair', 0.08, 350, 34, 0.52], ['Gutters', 0, 1_400, 14, 0.45],
  ['Skylight', 0, 2_200, 7, 0.38], ['Inspection', 0, 180, 10, 0.7], ['Storm damage', 0.35, 900, 5, 0.58],
];
const ESTIMATORS = ['Will', 'Dana Ortiz', 'Marcus Bell', 'Sofia Ruiz', 'Kevin Walsh'];
const CREWS = ['Crew A', 'Crew B', 'Crew C', 'Crew D', 'Subcontract'];
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function generate(): { quotes: Quote[]; jobs: Job[] } {
  const random = createRandom(38_321);
  const quotes: Quote[] = [];
  for (let i = 0; i < 6_400; i++) {
    const on = random.date('2024-01-02', '2025-11-26');
    const [roof, perSqft] = random.weighted(ROOFS, ROOFS.map((r) => r[2]));
    const [work, share, fixed, , win] = random.weighted(WORKS, WORKS.map((w) => w[3]));
    const sqft = random.int(9, 42) * 50;
    const amt = roundTo(sqft * share * perSqft * random.float(0.9, 1.25, 3) + fixed * random.float(0.85, 1.2, 3), 2);
    const estimator = random.weighted(ESTIMATORS, [18, 26, 22, 20, 14]);
    const age = daysBetween(on, '2025-11-28');
    const won = random.chance(win * (estimator === 'Sofia Ruiz' ? 1.15 : estimator === 'Will' ? 0.85 : 1));
    const status = won ? 'Accepted' : age < 30 ? 'Pending' : random.chance(0.7) ? 'Declined' : 'Expired';
    quotes.push({ id: '', customer: `${random.pick(SURNAMES)} residence`, zip: random.weighted(ZIPS.map((z) => z[0]), ZIPS.map((z) => z[1])), roof, work, sqft, amount: amt, on, estimator, status });
  }
  quotes.sort((a, b) => a.on.localeCompare(b.on));
  const perYear = new Map<string, number>();
  for (const q of quotes) {
    const y = q.on.slice(2, 4);
    perYear.set(y, (perYear.get(y) ?? 0) + 1);
    q.id = `Q${y}-${String(perYear.get(y)).padStart(4, '0')}`;
  }
  const jobs: Job[] = [];
  for (const q of quotes) {
    if (q.status !== 'Accepted') continue;
    const start = addDays(q.on, random.int(5, 40));
    if (start > '2025-11-28') continue;
    const big = q.work === 'Full replacement' || q.work === 'Storm damage';
    const delay = random.chance(start.slice(5, 7) >= '11' || start.slice(5, 7) <= '02' ? 0.35 : 0.12) ? random.int(1, 4) : 0;
    const days = (big ? random.int(2, 6) : 1) + delay;
    const end = addDays(start, days);
    const hours = roundTo(big ? q.sqft / random.float(18, 30, 1) : random.float(2, 14, 1), 1);
    jobs.push({
      no: 0, quote: q.id, crew: random.weighted(CREWS, big ? [26, 24, 22, 18, 10] : [20, 20, 25, 25, 10]), start,
      finish: end > '2025-11-28' ? null : end,
      cost: roundTo(q.amount * random.float(0.97, 1.12, 3), 2),
      materials: roundTo(q.amount * random.float(0.3, 0.45, 3), 2),
      hours, callback: random.chance(q.roof === 'Flat TPO' ? 0.09 : 0.04), delay,
    });
  }
  jobs.sort((a, b) => a.start.localeCompare(b.start) || a.quote.localeCompare(b.quote));
  jobs.forEach((j, i) => (j.no = 7_001 + i));
  return { quotes, jobs };
}

const QUOTE_COLUMNS: Column<Quote>[] = [
  { header: 'Quote #', value: (q) => q.id },
  { header: 'Customer', value: (q) => q.customer },
  { header: 'ZIP', value: (q) => q.zip },
  { header: 'Roof type', value: (q) => q.roof },
  { header: 'Work', value: (q) => q.work },
  { header: 'Roof area (sq ft)', value: (q) => q.sqft },
  { header: 'Quoted', value: (q) => dollars(q.amount) },
  { header: 'Quote date', value: (q) => mdy(q.on) },
  { header: 'Estimator', value: (q) => q.estimator },
  { header: 'Status', value: (q) => q.status },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job no', value: (j) => j.no },
  { header: 'Quote #', value: (j) => j.quote },
  { header: 'Crew', value: (j) => j.crew },
  { header: 'Start', value: (j) => j.start },
  { header: 'Finish', value: (j) => j.finish },
  { header: 'Final invoice ($)', value: (j) => j.cost },
  { header: 'Materials ($)', value: (j) => j.materials },
  { header: 'Labor hours', value: (j) => j.hours },
  { header: 'Callback?', value: (j) => (j.callback ? 'Yes' : 'No') },
  { header: 'Weather delay (days)', value: (j) => j.delay },
];

export const roofing: BusinessSchema = {
  name: 'roofing',
  description: "A roofing contractor's 6,400 quotes 2024-2025 (CSV) and the jobs won from them (XLSX) sharing Quote #",
  async build(dir) {
    const { quotes, jobs } = generate();
    const files = [
      await writeCsv(join(dir, 'quotes.csv'), QUOTE_COLUMNS, quotes),
      await writeXlsx(join(dir, 'jobs.xlsx'), 'Jobs', JOB_COLUMNS, jobs),
    ];
    const q = questionSet('roofing');
    const quoteOf = new Map(quotes.map((x) => [x.id, x]));
    const work = (j: Job) => quoteOf.get(j.quote)!.work;
    const roof = (j: Job) => quoteOf.get(j.quote)!.roof;
    const accepted = (x: Quote) => x.status === 'Accepted';
    const decided = (x: Quote) => x.status === 'Accepted' || x.status === 'Declined';
    const winRate = (key: (x: Quote) => string) => new Map([...groupBy(quotes, key, 'count', undefined, decided)].map(([k, n]) => [k, percentOf(countWhere(quotes, (x) => key(x) === k && accepted(x)), n)]));

    q.ask('How many quotes have we sent out?', count(quotes.length));
    q.ask('How many jobs have we started?', count(jobs.length));
    q.ask('Quotes by status', countsBy(groupBy(quotes, (x) => x.status, 'count')));
    q.ask('How many quotes are still pending?', count(countWhere(quotes, (x) => x.status === 'Pending')));
    q.ask('Total value of all accepted quotes', amount(sumOf(quotes, (x) => x.amount, accepted)));
    q.ask('What is the average quote for a full replacement?', amount(avgOf(quotes, (x) => x.amount, (x) => x.work === 'Full replacement')));
    q.ask('median quote amount for repairs', amount(medianOf(quotes, (x) => x.amount, (x) => x.work === 'Repair')));
    q.ask('Acceptance rate of quotes that got an answer (accepted vs declined)', percent(percentOf(countWhere(quotes, accepted), countWhere(quotes, decided))));
    q.ask('Which estimator wins the highest share of decided quotes?', winner(winRate((x) => x.estimator)));
    q.ask("What's Will's acceptance rate on decided quotes?", percent(winRate((x) => x.estimator).get('Will')!));
    q.ask('How many quotes did each estimator write?', countsBy(groupBy(quotes, (x) => x.estimator, 'count')));
    q.ask('Value of accepted quotes by estimator', breakdown(groupBy(quotes, (x) => x.estimator, 'sum', (x) => x.amount, accepted), 2));
    q.ask('Which roof type do we quote most?', winner(groupBy(quotes, (x) => x.roof, 'count')));
    q.ask('How many slate roofs have we quoted?', count(countWhere(quotes, (x) => x.roof === 'Slate')));
    q.ask('Average roof area in square feet for metal roof quotes', amount(avgOf(quotes, (x) => x.sqft, (x) => x.roof === 'Metal'), 1));
    q.ask('Which ZIP code sends us the most quote requests?', winner(groupBy(quotes, (x) => x.zip, 'count')));
    q.ask('How many quotes in 80211 were accepted?', count(countWhere(quotes, (x) => x.zip === '80211' && accepted(x))));
    q.ask('Which month in 2024 had the most quotes?', month(ranked(groupBy(quotes, (x) => x.on.slice(0, 7), 'count', undefined, (x) => x.on.startsWith('2024')), 1)[0]));
    const q2 = q.ask('How many quotes did we send in Q2 2025?', count(countWhere(quotes, (x) => x.on.startsWith('2025') && quarterOf(x.on) === 2)));
    q.followUp(q2, 'and how many of those were accepted?', count(countWhere(quotes, (x) => x.on.startsWith('2025') && quarterOf(x.on) === 2 && accepted(x))));
    q.ask('How much did we bill on jobs started in 2025?', amount(sumOf(jobs, (j) => j.cost, (j) => j.start.startsWith('2025'))));
    q.ask('How much did we spend on materials across all jobs?', amount(sumOf(jobs, (j) => j.materials)));
    q.ask('Labor hours by crew', breakdown(groupBy(jobs, (j) => j.crew, 'sum', (j) => j.hours), 1));
    q.ask('Which crew finished the most jobs?', winner(groupBy(jobs, (j) => j.crew, 'count', undefined, (j) => j.finish !== null)));
    q.ask('How many jobs are still in progress?', count(countWhere(jobs, (j) => j.finish === null)));
    q.ask('How many callbacks have we had?', count(countWhere(jobs, (j) => j.callback)));
    q.ask('Callback rate for flat TPO roofs', percent(percentOf(countWhere(jobs, (j) => j.callback && roof(j) === 'Flat TPO'), countWhere(jobs, (j) => roof(j) === 'Flat TPO'))));
    q.ask('How many days of weather delay did the jobs we started in January 2025 have altogether?', count(sumOf(jobs, (j) => j.delay, (j) => j.start.startsWith('2025-01'))));
    q.ask('How many jobs were delayed by weather?', count(countWhere(jobs, (j) => j.delay > 0)));
    q.ask('Final invoice totals by type of work', breakdown(groupBy(jobs, work, 'sum', (j) => j.cost), 2));
    q.ask('Top 3 roof types by job revenue', ranking(ranked(groupBy(jobs, roof, 'sum', (j) => j.cost), 3)));
    q.ask('What is the average gross margin per job (final invoice minus materials)?', amount(avgOf(jobs, (j) => j.cost - j.materials)));
    q.ask('How many jobs did Crew C start since 1 September 2025?', count(countWhere(jobs, (j) => j.crew === 'Crew C' && j.start >= '2025-09-01')));
    q.ask('Average days from start to finish for full replacements', amount(avgOf(jobs, (j) => (j.finish === null ? null : daysBetween(j.start, j.finish)), (j) => work(j) === 'Full replacement'), 2));

    q.ask('How many shingles did we use last year?', decline('no material quantities'));
    q.ask('Which jobs had a permit from the city?', decline('no permit column'));
    q.ask('What was our profit after labor wages?', decline('no wage rates'));
    q.ask('How many quotes did we send in 2023?', decline('quotes start in January 2024'));
    q.ask('How many jobs did we do in ZIP 80301?', decline('no such ZIP in the data'));
    q.ask('What warranty did we give on each roof?', decline('no warranty column'));
    q.ask('How did customers hear about us?', decline('no lead source'));
    q.ask('Which insurance company paid for the storm jobs?', decline('no insurer column'));
    q.ask('What was the roof pitch on the tile jobs?', decline('no pitch column'));
    q.ask('How many quotes will we win next quarter?', decline('a forecast'));
    q.ask('Why did customers decline our quotes?', decline('no decline reason'));
    return { files, questions: q.questions };
  },
};

// A tyre-fitting garage chain's 2025: a catalogue of 420 tyres (XLSX: brand, size, season where
// "All" is a value, tier, list price in GBP) and 26,000 fitting jobs at 12 branches (CSV) sharing
// `sku`. Jobs carry the quantity fitted, the unit price charged, a fitting fee and a job total in
// pounds, a service level one of which starts with "Total", and a technician left blank on some.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Tyre {
  sku: string;
  brand: string;
  pattern: string;
  width: number;
  profile: number;
  rim: number;
  size: string;
  season: string;
  tier: string;
  price: number;
}

interface Job {
  id: string;
  date: string;
  branch: string;
  sku: string;
  qty: number;
  unit: number;
  fitting: number;
  total: number;
  service: string;
  customer: string;
  payment: string;
  tech: string | null;
}

// brand, tier, price factor, popularity
const BRANDS: [string, string, number, number][] = [
  ['Michelin', 'Premium', 1.45, 14], ['Continental', 'Premium', 1.4, 11], ['Bridgestone', 'Premium', 1.35, 9], ['Pirelli', 'Premium', 1.5, 7],
  ['Goodyear', 'Premium', 1.38, 10], ['Falken', 'Mid-range', 1.0, 9], ['Hankook', 'Mid-range', 1.02, 10], ['Toyo', 'Mid-range', 0.98, 6],
  ['Kumho', 'Mid-range', 0.92, 7], ['Nankang', 'Budget', 0.7, 8], ['Linglong', 'Budget', 0.62, 6], ['Avon', 'Mid-range', 0.95, 5],
];
const PATTERNS = ['Sport', 'Eco', 'Touring', 'Grip', 'Comfort', 'Drive', 'Pro', 'Max'];
const SIZES: [number, number, number][] = [
  [175, 65, 14], [185, 65, 15], [195, 65, 15], [205, 55, 16], [215, 55, 16], [225, 45, 17], [225, 40, 18], [235, 55, 17], [245, 40, 18], [255, 35, 19], [215, 60, 17], [195, 55, 16],
];
const BRANCHES = ['Leeds Kirkstall', 'Leeds Hunslet', 'Wakefield', 'Bradford Thornbury', 'Huddersfield', 'Halifax', 'York Clifton', 'Harrogate', 'Doncaster', 'Barnsley', 'Rotherham', 'Sheffield Attercliffe'];
const TECHS = ['R. Ashworth', 'K. Bibi', 'D. Crowther', 'M. Duffy', 'S. Ellis', 'J. Firth', 'P. Grady', 'T. Hirst', 'L. Ibbotson', 'A. Jagger', 'N. Kaye', 'C. Lumb', 'F. Moss', 'G. Nuttall'];

function generate(): { tyres: Tyre[]; jobs: Job[] } {
  const random = createRandom(33_201);
  const tyres: Tyre[] = [];
  const seen = new Set<string>();
  while (tyres.length < 420) {
    const [brand, tier, factor] = random.pick(BRANDS);
    const [width, profile, rim] = random.pick(SIZES);
    const season = random.weighted(['Summer', 'Winter', 'All'], [62, 14, 24]);
    const pattern = `${random.pick(PATTERNS)} ${random.int(2, 6)}${season === 'Winter' ? ' Snow' : ''}`;
    const key = `${brand}|${pattern}|${width}/${profile}R${rim}`;
    if (seen.has(key)) continue;
    seen.add(key);
    tyres.push({
      sku: `TY-${String(10_000 + tyres.length * 7 + random.int(0, 6))}`,
      brand,
      pattern,
      width,
      profile,
      rim,
      size: `${width}/${profile} R${rim}`,
      season,
      tier,
      price: roundTo((38 + (rim - 14) * 14 + (width - 175) * 0.35) * factor * random.float(0.92, 1.1, 3), 2),
    });
  }
  const brandWeight = new Map(BRANDS.map((b) => [b[0], b[3]]));
  const tyreWeights = tyres.map((t) => (brandWeight.get(t.brand) ?? 1) * (t.rim <= 16 ? 1.6 : 1) * random.float(0.5, 1.5, 2));
  const branchWeights = shuffled(random, [14, 12, 11, 10, 9, 9, 8, 8, 7, 6, 5, 4]);
  const techsOf = new Map(BRANCHES.map((b, i) => [b, [TECHS[i], TECHS[(i + 5) % TECHS.length]]]));
  const jobs: Job[] = [];
  for (let i = 0; i < 26_000; i++) {
    const tyre = random.weighted(tyres, tyreWeights);
    const branch = random.weighted(BRANCHES, branchWeights);
    const month = random.weighted(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'], [10, 8, 9, 8, 8, 8, 9, 7, 8, 10, 12, 11]);
    const lastDay = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(month) - 1];
    const date = `2025-${month}-${String(random.int(1, lastDay)).padStart(2, '0')}`;
    const qty = random.weighted([1, 2, 4], [38, 44, 18]);
    const customer = random.weighted(['Retail', 'Fleet', 'Trade'], [68, 20, 12]);
    const unit = roundTo(tyre.price * (customer === 'Retail' ? 1 : customer === 'Fleet' ? 0.88 : 0.8), 2);
    const service = random.weighted(['Fit only', 'Fit and balance', 'Total Tyre Care'], [25, 55, 20]);
    const fitting = service === 'Fit only' ? 10 : service === 'Fit and balance' ? 15 : 22.5;
    jobs.push({
      id: '',
      date,
      branch,
      sku: tyre.sku,
      qty,
      unit,
      fitting,
      total: roundTo(qty * (unit + fitting), 2),
      service,
      customer,
      payment: customer === 'Retail' ? random.weighted(['Card', 'Cash'], [88, 12]) : random.weighted(['Account', 'Card'], [80, 20]),
      tech: random.chance(0.04) ? null : random.pick(techsOf.get(branch)!),
    });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.branch.localeCompare(b.branch));
  jobs.forEach((j, i) => (j.id = `J${250_001 + i}`));
  return { tyres, jobs };
}

const TYRE_COLUMNS: Column<Tyre>[] = [
  { header: 'sku', value: (t) => t.sku },
  { header: 'brand', value: (t) => t.brand },
  { header: 'pattern', value: (t) => t.pattern },
  { header: 'width_mm', value: (t) => t.width },
  { header: 'profile', value: (t) => t.profile },
  { header: 'rim_inches', value: (t) => t.rim },
  { header: 'size', value: (t) => t.size },
  { header: 'season', value: (t) => t.season },
  { header: 'tier', value: (t) => t.tier },
  { header: 'List price (£)', value: (t) => t.price },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.id },
  { header: 'job_date', value: (j) => j.date },
  { header: 'branch', value: (j) => j.branch },
  { header: 'sku', value: (j) => j.sku },
  { header: 'qty', value: (j) => j.qty },
  { header: 'unit_price_gbp', value: (j) => j.unit },
  { header: 'fitting_fee_gbp', value: (j) => j.fitting },
  { header: 'job_total_gbp', value: (j) => j.total },
  { header: 'service_level', value: (j) => j.service },
  { header: 'customer_type', value: (j) => j.customer },
  { header: 'payment_method', value: (j) => j.payment },
  { header: 'technician', value: (j) => j.tech },
];

export const tyrefitting: BusinessSchema = {
  name: 'tyrefitting',
  description: "A tyre-fitting garage chain's 2025: a 420-tyre catalogue with list prices (XLSX) and 26,000 fitting jobs at 12 branches (CSV) sharing sku",
  async build(dir) {
    const { tyres, jobs } = generate();
    const files = [
      await writeXlsx(join(dir, 'tyre_catalogue.xlsx'), 'Catalogue', TYRE_COLUMNS, tyres),
      await writeCsv(join(dir, 'tyre_fitting_jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('tyrefitting');
    const tyreOf = new Map(tyres.map((t) => [t.sku, t]));
    const tyre = (j: Job) => tyreOf.get(j.sku)!;
    const total = (j: Job) => j.total;
    const qty = (j: Job) => j.qty;
    const inMonth = (m: string) => (j: Job) => j.date.startsWith(m);

    q.ask('How many fitting jobs did we do?', count(jobs.length));
    q.ask('How many tyres did we fit in total?', count(sumOf(jobs, qty)));
    q.ask('Total revenue from fitting jobs (£)', amount(sumOf(jobs, total)));
    q.ask('Revenue by branch', breakdown(groupBy(jobs, (j) => j.branch, 'sum', total)));
    q.ask('Which branch fitted the most tyres?', winner(groupBy(jobs, (j) => j.branch, 'sum', qty)));
    q.ask('Top 5 brands by number of tyres fitted', ranking(ranked(groupBy(jobs, (j) => tyre(j).brand, 'sum', qty), 5)));
    q.ask('What share of the tyres we fitted were winter tyres?', percent(percentOf(sumOf(jobs, qty, (j) => tyre(j).season === 'Winter'), sumOf(jobs, qty))));
    q.ask('Average job value', amount(avgOf(jobs, total)));
    q.ask('Median job total', amount(medianOf(jobs, total)));
    q.ask('How many jobs did we do in December?', count(countWhere(jobs, inMonth('2025-12'))));
    q.ask('Jobs in the first quarter', count(countWhere(jobs, (j) => quarterOf(j.date) === 1)));
    q.ask('What percentage of revenue came from fleet customers?', percent(percentOf(sumOf(jobs, total, (j) => j.customer === 'Fleet'), sumOf(jobs, total))));
    q.ask('How many tyres in the catalogue are budget tier?', count(countWhere(tyres, (t) => t.tier === 'Budget')));
    q.ask('Average list price of premium tyres', amount(avgOf(tyres, (t) => t.price, (t) => t.tier === 'Premium')));
    q.ask('Which tyre size do we fit most?', winner(groupBy(jobs, (j) => tyre(j).size, 'sum', qty)));
    q.ask('How many different SKUs has the Halifax branch fitted?', count(new Set(jobs.filter((j) => j.branch === 'Halifax').map((j) => j.sku)).size));
    q.ask('How many jobs were Total Tyre Care?', count(countWhere(jobs, (j) => j.service === 'Total Tyre Care')));
    q.ask('Revenue from Total Tyre Care jobs', amount(sumOf(jobs, total, (j) => j.service === 'Total Tyre Care')));
    q.ask('How many jobs were paid on account?', count(countWhere(jobs, (j) => j.payment === 'Account')));
    q.ask('Which technician did the most jobs?', winner(groupBy(jobs, (j) => j.tech, 'count')));
    q.ask('How many jobs have no technician recorded?', count(countWhere(jobs, (j) => j.tech === null)));
    q.ask('How many jobs were a full set of four tyres?', count(countWhere(jobs, (j) => j.qty === 4)));
    q.ask('Did Leeds Kirkstall or York Clifton take more money?', winner(groupBy(jobs, (j) => j.branch, 'sum', total, (j) => j.branch === 'Leeds Kirkstall' || j.branch === 'York Clifton')));
    q.ask('Average fitting fee per job', amount(avgOf(jobs, (j) => j.fitting)));
    q.ask('Which month had the most jobs?', month(busiestMonth(jobs, (j) => j.date)));
    const may = q.ask('How many Michelin tyres did we fit in May?', count(sumOf(jobs, qty, (j) => tyre(j).brand === 'Michelin' && inMonth('2025-05')(j))));
    q.followUp(may, 'and in June?', count(sumOf(jobs, qty, (j) => tyre(j).brand === 'Michelin' && inMonth('2025-06')(j))));
    q.ask('How many jobs between 1 and 15 March 2025?', count(countWhere(jobs, (j) => j.date >= '2025-03-01' && j.date <= '2025-03-15')));
    q.ask('Jobs since 1 November 2025', count(countWhere(jobs, (j) => j.date >= '2025-11-01')));
    q.ask('How many 17 inch tyres did we fit?', count(sumOf(jobs, qty, (j) => tyre(j).rim === 17)));
    q.ask('Which brand has the highest average list price?', winner(groupBy(tyres, (t) => t.brand, 'avg', (t) => t.price)));
    q.ask('Cheapest list price in the catalogue', amount(minOf(tyres, (t) => t.price)));
    q.ask('Revenue by customer type', breakdown(groupBy(jobs, (j) => j.customer, 'sum', total)));
    q.ask('How many tyres in the catalogue are all-season (season All)?', count(countWhere(tyres, (t) => t.season === 'All')));
    q.ask('Highest single job total', amount(maxOf(jobs, total)));
    q.ask('Tyres fitted per tier', countsBy(groupBy(jobs, (j) => tyre(j).tier, 'sum', qty)));
    q.ask('How many jobs did Huddersfield do in Q3?', count(countWhere(jobs, (j) => j.branch === 'Huddersfield' && quarterOf(j.date) === 3)));

    q.ask('What was our gross margin on tyres?', decline('no cost price'));
    q.ask('What tread depth did the removed tyres have?', decline('no tread depth data'));
    q.ask('How many cars failed their MOT?', decline('no MOT data'));
    q.ask('How many jobs did we do in 2024?', decline('jobs are from 2025 only'));
    q.ask('How much revenue did the Hull Marina branch take?', decline('no such branch'));
    q.ask('What are our technicians paid per hour?', decline('no wage data'));
    q.ask('How long do customers wait for a fitting?', decline('no waiting times'));
    q.ask('Which car makes do we fit the most tyres on?', decline('no vehicle make'));
    q.ask('How many tyres do we have in stock at Wakefield?', decline('no stock levels'));
    q.ask('What will December 2026 revenue be?', decline('a forecast'));
    q.ask('What are our customer review scores?', decline('no reviews'));
    return { files, questions: q.questions };
  },
};

// A glazing firm's repair and fitting work: 5,400 quotes (XLSX, quote dates as text cells), about
// 4,700 jobs from January 2025 to November 2026 (CSV) sharing `quote_ref` (blank on emergency
// call-outs taken without a quote), and about 14,000 material lines (CSV) sharing `job_no`.
// Traps: job numbers that look like quantities, blank invoice totals and completion dates on jobs
// not finished, a glass type "None" (board-ups), a job type "Other", area in square metres and
// money ex VAT in the headers, materials in different units (m², m, tube, each), and a sealant
// whose name starts with "Total" ("Total Seal LMN").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Quote {
  ref: string;
  date: string;
  customerType: string;
  jobType: string;
  amount: number;
  status: string;
  estimator: string;
}

interface Job {
  no: number;
  quote: string | null;
  customerType: string;
  jobType: string;
  glass: string;
  area: number;
  booked: string;
  completed: string | null;
  status: string;
  fitter: string;
  hours: number | null;
  invoice: number | null;
  emergency: string;
  district: string;
}

interface Material {
  id: number;
  job: number;
  material: string;
  unit: string;
  qty: number;
  unitCost: number;
  supplier: string;
}

// job type, weight, typical quote (£ ex VAT), glass types
const JOB_TYPES: [string, number, number, string[]][] = [
  ['Double Glazed Unit Replacement', 34, 240, ['Low-E sealed unit', 'Toughened sealed unit']],
  ['Single Glazing Repair', 16, 110, ['Float 4mm', 'Float 6mm']],
  ['Shopfront', 7, 1_850, ['Toughened 10mm', 'Laminated 10.8mm']],
  ['Shower Screen', 9, 420, ['Toughened 8mm']],
  ['Mirror', 8, 260, ['Mirror 6mm']],
  ['Splashback', 7, 380, ['Toughened 6mm']],
  ['Secondary Glazing', 6, 690, ['Float 4mm', 'Laminated 6.4mm']],
  ['Skylight', 4, 560, ['Laminated 6.4mm', 'Toughened sealed unit']],
  ['Other', 9, 150, ['Float 4mm', 'Toughened 6mm', 'Laminated 6.4mm']],
];
const ESTIMATORS = ['Gareth Pryce', 'Helen Ashby', 'Marcus Okafor', 'Jo Fenwick'];
const FITTERS = ['Dave Kerr', 'Sunil Mehta', 'Will Banks', 'Tomasz Wojcik', 'Ryan Holt', 'Leanne Cross'];
const DISTRICTS = ['BS1', 'BS3', 'BS5', 'BS6', 'BS7', 'BS8', 'BS9', 'BS16', 'BA1', 'BA2'];
// material, unit, unit cost, supplier
const MATERIALS: [string, string, number, string][] = [
  ['Float glass 4mm', 'm²', 18, 'Pilkington Trade'], ['Float glass 6mm', 'm²', 26, 'Pilkington Trade'], ['Toughened glass 6mm', 'm²', 48, 'Solaglas'],
  ['Toughened glass 8mm', 'm²', 62, 'Solaglas'], ['Toughened glass 10mm', 'm²', 85, 'Solaglas'], ['Laminated glass 6.4mm', 'm²', 44, 'Pilkington Trade'],
  ['Laminated glass 10.8mm', 'm²', 96, 'Pilkington Trade'], ['Low-E sealed unit', 'm²', 58, 'Glass Processors Ltd'], ['Mirror glass 6mm', 'm²', 52, 'Solaglas'],
  ['Glazing bead', 'm', 2.4, 'Bristol Fixings'], ['Spacer bar', 'm', 1.8, 'Glass Processors Ltd'], ['Glazing tape', 'm', 0.6, 'Bristol Fixings'],
  ['Silicone sealant', 'tube', 6.5, 'Bristol Fixings'], ['Total Seal LMN', 'tube', 9.2, 'Bristol Fixings'], ['Setting blocks (pack)', 'each', 4.5, 'Bristol Fixings'],
  ['Plywood sheet 18mm', 'each', 38, 'Avon Timber'], ['Shower seal strip', 'each', 12, 'Solaglas'],
];
const GLASS_MATERIAL: Record<string, string> = {
  'Low-E sealed unit': 'Low-E sealed unit', 'Toughened sealed unit': 'Low-E sealed unit', 'Float 4mm': 'Float glass 4mm', 'Float 6mm': 'Float glass 6mm',
  'Toughened 10mm': 'Toughened glass 10mm', 'Laminated 10.8mm': 'Laminated glass 10.8mm', 'Toughened 8mm': 'Toughened glass 8mm', 'Mirror 6mm': 'Mirror glass 6mm',
  'Toughened 6mm': 'Toughened glass 6mm', 'Laminated 6.4mm': 'Laminated glass 6.4mm',
};

function generate(): { quotes: Quote[]; jobs: Job[]; materials: Material[] } {
  const rq = createRandom(41_201);
  const quotes: Quote[] = [];
  for (let i = 0; i < 5_400; i++) {
    const [jobType, , typical] = rq.weighted(JOB_TYPES, JOB_TYPES.map((j) => j[1]));
    const customerType = rq.weighted(['Domestic', 'Landlord', 'Commercial', 'Insurance'], [55, 15, 20, 10]);
    const date = rq.date('2025-01-02', '2026-11-27');
    const recent = daysBetween(date, '2026-11-30') < 30;
    const accept = customerType === 'Insurance' ? 0.75 : customerType === 'Commercial' ? 0.5 : 0.58;
    const status = recent && rq.chance(0.6) ? 'Pending' : rq.chance(accept) ? 'Accepted' : rq.weighted(['Declined', 'Expired'], [60, 40]);
    quotes.push({ ref: '', date, customerType, jobType, amount: roundTo(Math.max(45, rq.normal(typical, typical * 0.35)) * (customerType === 'Commercial' ? 1.3 : 1), 2), status, estimator: rq.weighted(ESTIMATORS, [35, 30, 20, 15]) });
  }
  quotes.sort((a, b) => a.date.localeCompare(b.date));
  quotes.forEach((x, i) => (x.ref = `Q${x.date.slice(2, 4)}-${String(i + 1).padStart(5, '0')}`));

  const rj = createRandom(41_202);
  const jobs: Job[] = [];
  const addJob = (quote: Quote | null, booked: string, customerType: string, jobType: string) => {
    const spec = JOB_TYPES.find((j) => j[0] === jobType)!;
    const boardUp = quote === null && rj.chance(0.7);
    const glass = boardUp ? 'None' : rj.pick(spec[3]);
    const area = boardUp ? roundTo(rj.float(0.5, 3, 2), 2) : roundTo(jobType === 'Shopfront' ? rj.float(4, 14, 2) : rj.float(0.3, 2.8, 2), 2);
    const age = daysBetween(booked, '2026-11-30');
    const status = age < 10 ? rj.weighted(['Scheduled', 'Completed'], [70, 30]) : rj.weighted(['Completed', 'Cancelled', 'On Hold'], [90, 6, age < 60 ? 6 : 1]);
    const done = status === 'Completed';
    const completed = done ? addDays(booked, boardUp ? 0 : rj.int(1, jobType === 'Shopfront' ? 25 : 12)) : null;
    const hours = done ? roundTo(Math.max(0.5, rj.normal(boardUp ? 1.5 : 1 + area * 1.2, 0.6)), 1) : null;
    const base = quote ? quote.amount : 95 + area * 40 + (hours ?? 1.5) * 38;
    const invoice = done ? roundTo(base * (quote ? rj.float(0.98, 1.12, 3) : 1) + (boardUp ? 0 : rj.pick([0, 0, 15, 25])), 2) : null;
    jobs.push({ no: 0, quote: quote ? quote.ref : null, customerType, jobType, glass, area, booked, completed, status, fitter: rj.weighted(FITTERS, [24, 20, 18, 15, 13, 10]), hours, invoice, emergency: quote === null ? 'Y' : 'N', district: rj.weighted(DISTRICTS, [14, 9, 11, 13, 12, 10, 8, 9, 8, 6]) });
  };
  for (const quote of quotes) {
    if (quote.status !== 'Accepted') continue;
    const booked = addDays(quote.date, rj.int(2, 21));
    if (booked > '2026-11-29') continue;
    addJob(quote, booked, quote.customerType, quote.jobType);
  }
  for (let i = 0; i < 1_700; i++) {
    const jobType = rj.weighted(['Single Glazing Repair', 'Double Glazed Unit Replacement', 'Shopfront', 'Other'], [40, 25, 20, 15]);
    addJob(null, rj.date('2025-01-02', '2026-11-29'), rj.weighted(['Domestic', 'Landlord', 'Commercial', 'Insurance'], [40, 20, 25, 15]), jobType);
  }
  jobs.sort((a, b) => a.booked.localeCompare(b.booked) || (a.quote ?? '').localeCompare(b.quote ?? ''));
  jobs.forEach((j, i) => (j.no = 24_001 + i));

  const rm = createRandom(41_203);
  const materials: Material[] = [];
  const mat = (name: string) => MATERIALS.find((m) => m[0] === name)!;
  const push = (job: Job, name: string, qty: number) => {
    const [material, unit, cost, supplier] = mat(name);
    materials.push({ id: 0, job: job.no, material, unit, qty, unitCost: roundTo(cost * rm.float(0.95, 1.08, 3), 2), supplier });
  };
  for (const job of jobs) {
    if (job.status === 'Cancelled' || job.status === 'Scheduled') continue;
    if (job.glass === 'None') {
      push(job, 'Plywood sheet 18mm', rm.int(1, 3));
    } else {
      push(job, GLASS_MATERIAL[job.glass], roundTo(job.area * rm.float(1.02, 1.15, 2), 2));
      const perimeter = roundTo(4 * Math.sqrt(job.area), 1);
      if (rm.chance(0.7)) push(job, 'Glazing bead', perimeter);
      if (job.glass.includes('sealed unit') && rm.chance(0.5)) push(job, 'Spacer bar', perimeter);
      if (rm.chance(0.4)) push(job, 'Glazing tape', perimeter);
      push(job, rm.chance(0.8) ? 'Silicone sealant' : 'Total Seal LMN', rm.int(1, 3));
      if (rm.chance(0.5)) push(job, 'Setting blocks (pack)', 1);
      if (job.jobType === 'Shower Screen') push(job, 'Shower seal strip', rm.int(1, 2));
    }
  }
  materials.forEach((m, i) => (m.id = 1 + i));
  return { quotes, jobs, materials };
}

const QUOTE_COLUMNS: Column<Quote>[] = [
  { header: 'quote_ref', value: (x) => x.ref },
  { header: 'quote_date', value: (x) => x.date },
  { header: 'customer_type', value: (x) => x.customerType },
  { header: 'job_type', value: (x) => x.jobType },
  { header: 'Quoted (£ ex VAT)', value: (x) => x.amount },
  { header: 'status', value: (x) => x.status },
  { header: 'estimator', value: (x) => x.estimator },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'quote_ref', value: (j) => j.quote },
  { header: 'customer_type', value: (j) => j.customerType },
  { header: 'job_type', value: (j) => j.jobType },
  { header: 'glass_type', value: (j) => j.glass },
  { header: 'Area (m²)', value: (j) => j.area },
  { header: 'booked_date', value: (j) => j.booked },
  { header: 'completed_date', value: (j) => j.completed },
  { header: 'status', value: (j) => j.status },
  { header: 'fitter', value: (j) => j.fitter },
  { header: 'labour_hours', value: (j) => j.hours },
  { header: 'Invoice total (£ ex VAT)', value: (j) => j.invoice },
  { header: 'emergency', value: (j) => j.emergency },
  { header: 'postcode_district', value: (j) => j.district },
];

const MATERIAL_COLUMNS: Column<Material>[] = [
  { header: 'line_id', value: (m) => m.id },
  { header: 'job_no', value: (m) => m.job },
  { header: 'material', value: (m) => m.material },
  { header: 'unit', value: (m) => m.unit },
  { header: 'qty', value: (m) => m.qty },
  { header: 'Unit cost (£)', value: (m) => m.unitCost },
  { header: 'supplier', value: (m) => m.supplier },
];

export const glazier: BusinessSchema = {
  name: 'glazier',
  description: 'A glazier: 5,400 quotes (XLSX), about 4,700 repair and fitting jobs 2025-2026 (CSV) sharing quote_ref, and about 14,000 material lines (CSV) sharing job_no',
  async build(dir) {
    const { quotes, jobs, materials } = generate();
    const files = [
      await writeXlsx(join(dir, 'quotes.xlsx'), 'Quotes', QUOTE_COLUMNS, quotes),
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeCsv(join(dir, 'job_materials.csv'), MATERIAL_COLUMNS, materials),
    ];
    const q = questionSet('glazier');
    const jobOf = new Map(jobs.map((j) => [j.no, j]));
    const quoteOf = new Map(quotes.map((x) => [x.ref, x]));
    const done = (j: Job) => j.status === 'Completed';
    const invoice = (j: Job) => j.invoice;
    const cost = (m: Material) => m.qty * m.unitCost;
    const acceptance = groupBy(quotes, (x) => x.estimator, 'count');
    const accepted = groupBy(quotes, (x) => x.estimator, 'count', undefined, (x) => x.status === 'Accepted');

    q.ask('How many quotes have we sent out?', count(quotes.length));
    q.ask('quotes by status', countsBy(groupBy(quotes, (x) => x.status, 'count')));
    q.ask('What percentage of our quotes get accepted?', percent(percentOf(countWhere(quotes, (x) => x.status === 'Accepted'), quotes.length)));
    q.ask("What's the average quote for a shopfront job?", amount(avgOf(quotes, (x) => x.amount, (x) => x.jobType === 'Shopfront')));
    q.ask('Which estimator wrote the most quotes?', winner(acceptance));
    q.ask('Which estimator has the best acceptance rate?', winner(new Map([...acceptance].map(([k, n]) => [k, percentOf(accepted.get(k) ?? 0, n)]))));
    q.ask('Total value of quotes still pending', amount(sumOf(quotes, (x) => x.amount, (x) => x.status === 'Pending')));
    const jun = q.ask('How many quotes did we do in June 2026?', count(countWhere(quotes, (x) => x.date.startsWith('2026-06'))));
    q.followUp(jun, 'and July?', count(countWhere(quotes, (x) => x.date.startsWith('2026-07'))));
    q.ask('How many quotes to landlords were declined?', count(countWhere(quotes, (x) => x.customerType === 'Landlord' && x.status === 'Declined')));
    q.ask('Total value of accepted quotes in 2025', amount(sumOf(quotes, (x) => x.amount, (x) => x.status === 'Accepted' && x.date.startsWith('2025'))));

    q.ask('How many jobs are on the system?', count(jobs.length));
    q.ask('Jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How many emergency call-outs have we done?', count(countWhere(jobs, (j) => j.emergency === 'Y')));
    q.ask('How many board-ups (glass type None) have there been?', count(countWhere(jobs, (j) => j.glass === 'None')));
    const inv25 = q.ask('How much did we invoice in 2025?', amount(sumOf(jobs, invoice, (j) => done(j) && j.completed!.startsWith('2025'))));
    q.followUp(inv25, 'and in 2026?', amount(sumOf(jobs, invoice, (j) => done(j) && j.completed!.startsWith('2026'))));
    q.ask('invoiced total by job type', breakdown(groupBy(jobs, (j) => j.jobType, 'sum', invoice)));
    q.ask('Which fitter has completed the most jobs?', winner(groupBy(jobs, (j) => j.fitter, 'count', undefined, done)));
    q.ask('Average labour hours on a double glazed unit replacement?', amount(avgOf(jobs, (j) => j.hours, (j) => j.jobType === 'Double Glazed Unit Replacement'), 2));
    q.ask('What is the median invoice value?', amount(medianOf(jobs, invoice)));
    q.ask('How many square metres of glass did we fit in 2026 on completed jobs, not counting board-ups?', amount(sumOf(jobs, (j) => j.area, (j) => done(j) && j.glass !== 'None' && j.completed!.startsWith('2026')), 2));
    q.ask('How many emergency jobs were booked in Q1 2026?', count(countWhere(jobs, (j) => j.emergency === 'Y' && j.booked.startsWith('2026') && quarterOf(j.booked) === 1)));
    q.ask('On average how many days from booking to completion?', amount(avgOf(jobs, (j) => (j.completed === null ? null : daysBetween(j.booked, j.completed))), 2));
    q.ask('Which postcode district do we get the most jobs from?', winner(groupBy(jobs, (j) => j.district, 'count')));
    q.ask('How many insurance jobs were completed in October 2026?', count(countWhere(jobs, (j) => j.customerType === 'Insurance' && done(j) && j.completed!.startsWith('2026-10'))));
    q.ask('On completed jobs that came from a quote, how much more did we invoice than we quoted in total?', amount(sumOf(jobs, (j) => j.invoice! - quoteOf.get(j.quote!)!.amount, (j) => done(j) && j.quote !== null)));
    q.ask('How many jobs are on hold?', count(countWhere(jobs, (j) => j.status === 'On Hold')));
    q.ask('What share of jobs got cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled'), jobs.length)));
    q.ask('Which month did we book the most jobs?', month(busiestMonth(jobs, (j) => j.booked)));
    q.ask('Average invoice for commercial customers', amount(avgOf(jobs, invoice, (j) => j.customerType === 'Commercial')));
    q.ask("How many jobs are down as 'Other'?", count(countWhere(jobs, (j) => j.jobType === 'Other')));
    q.ask("What's the largest invoice we've raised?", amount(maxOf(jobs, invoice)));
    q.ask('How many jobs has Will Banks completed since 1 September 2026?', count(countWhere(jobs, (j) => j.fitter === 'Will Banks' && done(j) && j.completed! >= '2026-09-01')));
    q.ask('Which estimator brought in the most invoiced work? (jobs linked to their quotes)', winner(groupBy(jobs, (j) => (j.quote === null ? null : quoteOf.get(j.quote)!.estimator), 'sum', invoice)));

    q.ask('What have we spent on materials in total?', amount(sumOf(materials, cost)));
    q.ask('Top 3 materials by spend', ranking(ranked(groupBy(materials, (m) => m.material, 'sum', cost), 3)));
    q.ask('Which supplier do we spend the most with?', winner(groupBy(materials, (m) => m.supplier, 'sum', cost)));
    q.ask('How many tubes of silicone sealant have we used?', count(sumOf(materials, (m) => m.qty, (m) => m.material === 'Silicone sealant')));
    q.ask('How many tubes of Total Seal LMN went out?', count(sumOf(materials, (m) => m.qty, (m) => m.material === 'Total Seal LMN')));
    q.ask('m² of toughened glass 6mm used on jobs booked in 2026', amount(sumOf(materials, (m) => m.qty, (m) => m.material === 'Toughened glass 6mm' && jobOf.get(m.job)!.booked.startsWith('2026')), 2));
    q.ask('Material cost on shopfront jobs', amount(sumOf(materials, cost, (m) => jobOf.get(m.job)!.jobType === 'Shopfront')));
    q.ask('Average material cost per job (jobs that used materials)', amount(sumOf(materials, cost) / new Set(materials.map((m) => m.job)).size));
    q.ask('material spend by supplier', breakdown(groupBy(materials, (m) => m.supplier, 'sum', cost)));
    q.ask('How many plywood sheets did we use for board-ups in 2025?', count(sumOf(materials, (m) => m.qty, (m) => m.material === 'Plywood sheet 18mm' && jobOf.get(m.job)!.booked.startsWith('2025'))));

    q.ask("What's the phone number of the customer on job 24001?", decline('no customer contact details'));
    q.ask('Which fitter is the most careful?', decline('an opinion'));
    q.ask('How many jobs will we book next month?', decline('a forecast'));
    q.ask('How much did we pay the fitters in wages in 2025?', decline('no wage data'));
    q.ask('How many warranty call-backs did we have?', decline('no warranty records'));
    q.ask('How many miles did the vans do in October?', decline('no vehicle data'));
    q.ask('What is our average customer satisfaction score?', decline('no feedback data'));
    q.ask('What colour frames do customers pick most?', decline('no frame colour column'));
    q.ask('Why do customers decline our quotes?', decline('no decline reason'));
    q.ask('How many jobs did we do in 2023?', decline('jobs start in January 2025'));
    q.ask('How long do the fitters spend travelling between jobs?', decline('no travel times'));
    return { files, questions: q.questions };
  },
};

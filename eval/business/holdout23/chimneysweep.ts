// A chimney sweep business: 1,400 customers (CSV), 5,248 jobs from January 2023 to October 2025
// (XLSX) and 3,060 sweeping certificates issued on them (CSV), sharing customer_id (all three) and
// job_id (jobs, certificates). Traps: prices ex VAT with the unit in the header, time on site in
// minutes while owners ask in hours, a liner column holding "NA" (no liner to inspect), job dates
// stored as text in the workbook, certificate numbers that look like codes, a commercial customer
// whose name starts with "Total" ("Total Hearth Lettings"), and empty next-due dates.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: number;
  name: string;
  town: string;
  property: string;
  appliance: string;
  since: string;
}

interface Job {
  id: string;
  customer: number;
  date: string;
  type: string;
  sweep: string;
  minutes: number;
  price: number;
  paid: string;
  flues: number;
}

interface Certificate {
  no: string;
  job: string;
  customer: number;
  issued: string;
  condition: string;
  liner: string;
  nextDue: string | null;
}

const FIRST = ['Anne', 'Brian', 'Carol', 'Derek', 'Eileen', 'Geoff', 'Helen', 'Ian', 'Judith', 'Keith', 'Linda', 'Martin', 'Nora', 'Philip', 'Rosemary', 'Stuart'];
const LAST = ['Ainsworth', 'Bradley', 'Cooper', 'Dixon', 'Fairbanks', 'Holt', 'Jarvis', 'Lambert', 'Mellor', 'Pickering', 'Rowley', 'Sutcliffe', 'Tattersall', 'Whitworth'];
const COMMERCIAL = ['Total Hearth Lettings', 'The Black Bull', 'Moorside Holiday Cottages', 'Riverside Tea Rooms', 'Hebden Lodge Hotel', 'Old Vicarage B&B', 'Fellside Estates', 'The Packhorse Inn'];
const TOWNS = ['Hebden Bridge', 'Todmorden', 'Mytholmroyd', 'Heptonstall', 'Sowerby Bridge', 'Ripponden', 'Luddenden'];
const PROPERTIES = ['Terrace', 'Semi-detached', 'Detached', 'Cottage', 'Farmhouse'];
const APPLIANCES = ['Woodburner', 'Multi-fuel stove', 'Open fire', 'Range cooker', 'Oil boiler'];
// job type, price ex VAT, typical minutes
const TYPES: [string, number, number][] = [
  ['Sweep', 65, 50], ['Sweep & certificate', 75, 60], ['Bird nest removal', 120, 110], ['CCTV survey', 140, 90], ['Cowl fitting', 95, 75], ['Smoke test', 55, 40],
];
const SWEEPS = ['Dale', 'Karen', 'Mick', 'Sophie'];

function generate() {
  const random = createRandom(39_743);
  const customers: Customer[] = [];
  for (let i = 1; i <= 1_400; i++) {
    const commercial = i % 175 === 0 ? COMMERCIAL[i / 175 - 1] : null;
    customers.push({
      id: 20_000 + i,
      name: commercial ?? `${random.pick(FIRST)} ${random.pick(LAST)}`,
      town: random.weighted(TOWNS, [24, 18, 12, 6, 16, 10, 8]),
      property: commercial ? 'Commercial' : random.weighted(PROPERTIES, [30, 22, 18, 20, 10]),
      appliance: random.weighted(APPLIANCES, [45, 20, 22, 8, 5]),
      since: random.date('2015-01-01', '2025-06-30'),
    });
  }
  const jobs: Job[] = [];
  for (const c of customers) {
    const visits = c.property === 'Commercial' ? random.int(8, 14) : random.weighted([0, 1, 2, 3, 4, 5, 7, 9], [4, 9, 15, 22, 22, 14, 9, 5]);
    for (let k = 0; k < visits; k++) {
      const [type, price, minutes] = random.weighted(TYPES, [40, 38, 5, 5, 6, 6]);
      // autumn is the busy season
      const year = random.pick(['2023', '2024', '2025']);
      const monthNo = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [6, 5, 5, 6, 7, 7, 7, 9, 14, 15, year === '2025' ? 0 : 12, year === '2025' ? 0 : 7]);
      const date = random.date(`${year}-${String(monthNo).padStart(2, '0')}-01`, addDays(`${year}-${String(monthNo).padStart(2, '0')}-01`, 27));
      const flues = c.property === 'Commercial' ? random.int(1, 4) : random.weighted([1, 2], [85, 15]);
      jobs.push({
        id: '', customer: c.id, date, type, sweep: random.weighted(SWEEPS, [30, 26, 24, 20]),
        minutes: Math.max(20, Math.round(random.normal(minutes * (flues > 1 ? 1 + 0.6 * (flues - 1) : 1), 12))),
        price: roundTo(price + (flues - 1) * 40 + (c.property === 'Commercial' ? 15 : 0), 2),
        paid: date >= '2025-09-01' && random.chance(0.3) ? 'N' : random.chance(0.03) ? 'N' : 'Y',
        flues,
      });
    }
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.customer - b.customer);
  jobs.forEach((j, i) => (j.id = `J${String(10_001 + i)}`));
  const certificates: Certificate[] = [];
  for (const j of jobs) {
    if (!(j.type === 'Sweep & certificate' || (j.type === 'Sweep' && random.chance(0.35)) || j.type === 'Smoke test')) continue;
    const condition = random.weighted(['Good', 'Fair', 'Poor', 'Unsafe'], [55, 30, 12, 3]);
    certificates.push({
      no: '', job: j.id, customer: j.customer, issued: random.chance(0.9) ? j.date : addDays(j.date, random.int(1, 6)), condition,
      liner: random.weighted(['Yes', 'No', 'NA'], [48, 22, 30]),
      nextDue: condition === 'Unsafe' ? null : addDays(j.date, condition === 'Poor' ? 183 : 365),
    });
  }
  certificates.sort((a, b) => a.issued.localeCompare(b.issued) || a.job.localeCompare(b.job));
  certificates.forEach((c, i) => (c.no = `SC-${c.issued.slice(2, 4)}-${String(i + 1).padStart(5, '0')}`));
  return { customers, jobs, certificates };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_id', value: (c) => c.id },
  { header: 'customer_name', value: (c) => c.name },
  { header: 'town', value: (c) => c.town },
  { header: 'property_type', value: (c) => c.property },
  { header: 'main_appliance', value: (c) => c.appliance },
  { header: 'customer_since', value: (c) => c.since },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_id', value: (j) => j.id },
  { header: 'customer_id', value: (j) => j.customer },
  { header: 'job_date', value: (j) => j.date },
  { header: 'job_type', value: (j) => j.type },
  { header: 'sweep', value: (j) => j.sweep },
  { header: 'Time on site (min)', value: (j) => j.minutes },
  { header: 'Price ex VAT (£)', value: (j) => j.price },
  { header: 'paid', value: (j) => j.paid },
  { header: 'flues_swept', value: (j) => j.flues },
];

const CERT_COLUMNS: Column<Certificate>[] = [
  { header: 'certificate_no', value: (c) => c.no },
  { header: 'job_id', value: (c) => c.job },
  { header: 'customer_id', value: (c) => c.customer },
  { header: 'issued_on', value: (c) => c.issued },
  { header: 'flue_condition', value: (c) => c.condition },
  { header: 'liner_fitted', value: (c) => c.liner },
  { header: 'next_sweep_due', value: (c) => c.nextDue },
];

export const chimneysweep: BusinessSchema = {
  name: 'chimneysweep',
  description: 'A chimney sweep: 1,400 customers (CSV), 5,248 jobs Jan 2023-Oct 2025 (XLSX) and 3,060 sweeping certificates (CSV), sharing customer_id and job_id',
  async build(dir) {
    const { customers, jobs, certificates } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'jobs.xlsx'), 'Jobs', JOB_COLUMNS, jobs),
      await writeCsv(join(dir, 'certificates.csv'), CERT_COLUMNS, certificates),
    ];
    const q = questionSet('chimneysweep');
    const custOf = new Map(customers.map((c) => [c.id, c]));
    const jobOf = new Map(jobs.map((j) => [j.id, j]));
    const price = (j: Job) => j.price;
    const town = (j: Job) => custOf.get(j.customer)!.town;
    const inYear = (y: string) => (j: Job) => j.date.startsWith(y);
    const booked = new Set(jobs.map((j) => j.customer));
    const booked2025 = new Set(jobs.filter(inYear('2025')).map((j) => j.customer));

    q.ask('How many customers have we got?', count(customers.length));
    q.ask('How many jobs have we done altogether?', count(jobs.length));
    q.ask('jobs by type', countsBy(groupBy(jobs, (j) => j.type, 'count')));
    q.ask('What was our turnover ex VAT in 2024?', amount(sumOf(jobs, price, inYear('2024'))));
    q.ask('Turnover including VAT at 20% for 2024', amount(sumOf(jobs, price, inYear('2024')) * 1.2));
    q.ask('How many jobs did Sophie do in 2025?', count(countWhere(jobs, (j) => j.sweep === 'Sophie' && inYear('2025')(j))));
    q.ask('Which sweep brought in the most money?', winner(groupBy(jobs, (j) => j.sweep, 'sum', price)));
    q.ask('Average price of a bird nest removal', amount(avgOf(jobs, price, (j) => j.type === 'Bird nest removal')));
    q.ask('How many hours did we spend on site in total in 2024?', amount(sumOf(jobs, (j) => j.minutes, inYear('2024')) / 60, 1));
    q.ask('Average time on site for a CCTV survey, in minutes', amount(avgOf(jobs, (j) => j.minutes, (j) => j.type === 'CCTV survey'), 1));
    q.ask('What is the median time on site for a standard sweep?', amount(medianOf(jobs, (j) => j.minutes, (j) => j.type === 'Sweep'), 1));
    q.ask('Which month of 2024 was busiest?', month(ranked(groupBy(jobs, (j) => j.date.slice(0, 7), 'count', undefined, inYear('2024')), 1)[0]));
    q.ask('How many jobs in Q4 2024?', count(countWhere(jobs, (j) => inYear('2024')(j) && quarterOf(j.date) === 4)));
    q.ask('Jobs between 1 September and 15 October 2025', count(countWhere(jobs, (j) => j.date >= '2025-09-01' && j.date <= '2025-10-15')));
    q.ask('How many jobs are still unpaid?', count(countWhere(jobs, (j) => j.paid === 'N')));
    q.ask('How much money is owed to us on unpaid jobs (ex VAT)?', amount(sumOf(jobs, price, (j) => j.paid === 'N')));
    q.ask('Which town gives us the most work?', winner(groupBy(jobs, town, 'count')));
    q.ask('Turnover by town', breakdown(groupBy(jobs, town, 'sum', price)));
    q.ask('Top 3 customers by spend', ranking(ranked(groupBy(jobs, (j) => String(j.customer), 'sum', price), 3).map((id) => custOf.get(Number(id))!.name)));
    q.ask('How much has Total Hearth Lettings spent with us?', amount(sumOf(jobs, price, (j) => custOf.get(j.customer)!.name === 'Total Hearth Lettings')));
    q.ask('How many customers have never booked a job?', count(countWhere(customers, (c) => !booked.has(c.id))));
    q.ask('How many customers with an open fire had a job in 2025?', count(countWhere(customers, (c) => c.appliance === 'Open fire' && booked2025.has(c.id))));
    q.ask('How many certificates have we issued?', count(certificates.length));
    q.ask('certificates by flue condition', countsBy(groupBy(certificates, (c) => c.condition, 'count')));
    q.ask('What percentage of certificates found the flue unsafe?', percent(percentOf(countWhere(certificates, (c) => c.condition === 'Unsafe'), certificates.length), 2));
    q.ask('How many certificates say NA for the liner?', count(countWhere(certificates, (c) => c.liner === 'NA')));
    q.ask('How many sweeps are due in November 2025 according to the certificates?', count(countWhere(certificates, (c) => c.nextDue !== null && c.nextDue.startsWith('2025-11'))));
    q.ask('How many certificates were issued after the day of the job?', count(countWhere(certificates, (c) => c.issued > jobOf.get(c.job)!.date)));
    q.ask('Poor or unsafe flues by town', countsBy(groupBy(certificates, (c) => custOf.get(c.customer)!.town, 'count', undefined, (c) => c.condition === 'Poor' || c.condition === 'Unsafe')));
    q.ask('Which property type has the highest share of unsafe or poor flues on its certificates?', winner(new Map(
      [...groupBy(certificates, (c) => custOf.get(c.customer)!.property, 'count')].map(([k, n]) => [k, percentOf(countWhere(certificates, (c) => custOf.get(c.customer)!.property === k && (c.condition === 'Poor' || c.condition === 'Unsafe')), n)]),
    )));
    const todm = q.ask('How many jobs did we do in Todmorden in 2024?', count(countWhere(jobs, (j) => town(j) === 'Todmorden' && inYear('2024')(j))));
    q.followUp(todm, 'And in 2023?', count(countWhere(jobs, (j) => town(j) === 'Todmorden' && inYear('2023')(j))));
    q.ask('Average number of flues swept per job for commercial customers', amount(avgOf(jobs, (j) => j.flues, (j) => custOf.get(j.customer)!.property === 'Commercial'), 2));
    q.ask('What was the most expensive single job (ex VAT)?', amount(maxOf(jobs, price), 2));
    q.ask('How much did cowl fittings earn us in 2025 compared with 2024?', breakdown(groupBy(jobs, (j) => j.date.slice(0, 4), 'sum', price, (j) => j.type === 'Cowl fitting' && j.date >= '2024')));

    q.ask('How much did we spend on brushes and rods last year?', decline('no equipment costs'));
    q.ask('How many chimney fires did our customers have?', decline('no chimney fire records'));
    q.ask('What is the average travel time between jobs?', decline('no travel times'));
    q.ask('How many jobs did we do in 2021?', decline('jobs start in January 2023'));
    q.ask('Which customers left a review?', decline('no reviews'));
    q.ask('What fuel do our customers burn most, logs or coal?', decline('no fuel type, only appliance'));
    q.ask('How many jobs will we have next October?', decline('a forecast'));
    q.ask('How much soot did we collect in kilograms?', decline('no soot weight'));
    q.ask("What is Mick's hourly wage?", decline('no wages'));
    q.ask('Which insurance company covers each customer?', decline('no insurer'));
    q.ask('How tall are the chimneys we sweep on average?', decline('no chimney heights'));
    return { files, questions: q.questions };
  },
};

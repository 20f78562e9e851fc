// A mobile mechanic business in Kent: a parts catalogue (XLSX, 360 parts with list prices), 9,000
// jobs from January 2025 to November 2026 (CSV, mechanic and van registration on each job) and the
// parts used on them (CSV, price charged per unit) sharing job_id and part_no. Traps: numeric-looking
// job and part numbers, job dates as DD/MM/YYYY text, labour charged as "£1,234.50" text, statuses in
// mixed case, blank labour hours on jobs that never happened, the postcode area "ME" (Medway), a
// part whose description starts with "Total", and two money columns (list price vs price charged).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Part {
  no: number;
  desc: string;
  category: string;
  list: number;
}

interface Job {
  id: number;
  date: string;
  mechanic: string;
  van: string;
  area: string;
  customerType: string;
  type: string;
  status: string;
  hours: number | null;
  labour: number | null;
}

interface PartLine {
  line: number;
  job: number;
  part: number;
  qty: number;
  price: number;
}

const MECHANICS: [string, string][] = [
  ['Dave Harris', 'KN19 XTD'], ['Priya Shah', 'KP20 MHV'], ['Tom Walsh', 'GK18 RUO'], ['Marek Nowak', 'KR21 BFZ'],
  ['Sophie Turner', 'GN70 CJE'], ['Lee Barnes', 'KM68 WPA'], ['Abdul Karim', 'GJ71 OSN'], ['Gary Whitlock', 'KU22 HLD'],
  ['Rachel Moss', 'GY19 TVK'], ['Connor Doyle', 'KS69 AEF'], ['Jade Fleming', 'GF23 NRX'], ['Sanjay Patel', 'KW72 UYB'],
];
const AREAS: [string, number][] = [['ME', 30], ['TN', 22], ['CT', 16], ['DA', 14], ['BR', 10], ['SE', 8]];
// job type, hours range, part categories used
const JOB_TYPES: [string, number, number, string[], number][] = [
  ['Full Service', 2, 3.5, ['Filters', 'Fluids'], 22],
  ['Interim Service', 1, 2, ['Filters', 'Fluids'], 18],
  ['Brake Pads & Discs', 1.5, 3, ['Brakes'], 15],
  ['Battery Replacement', 0.5, 1, ['Electrical'], 10],
  ['Diagnostics', 0.5, 1.5, [], 12],
  ['Clutch Replacement', 4, 7, ['Clutch', 'Fluids'], 5],
  ['Timing Belt', 3, 5, ['Engine'], 6],
  ['Exhaust Repair', 1, 2.5, ['Exhaust'], 7],
  ['Tyre Fitting', 0.5, 1.5, ['Tyres'], 5],
];
const MAKES = ['Ford Focus', 'Ford Fiesta', 'VW Golf', 'VW Polo', 'Vauxhall Corsa', 'Vauxhall Astra', 'Nissan Qashqai', 'Toyota Yaris', 'BMW 3 Series'];
const CATEGORY_ITEMS: Record<string, [string, number][]> = {
  Filters: [['Oil Filter', 9], ['Air Filter', 14], ['Cabin Filter', 12], ['Fuel Filter', 22], ['Total Filter Kit', 38]],
  Fluids: [['Engine Oil 5W-30 5L', 34], ['Coolant 2L', 11], ['Brake Fluid 1L', 8], ['Screenwash 5L', 6], ['Gearbox Oil 1L', 15]],
  Brakes: [['Front Brake Pads', 32], ['Rear Brake Pads', 28], ['Front Discs (pair)', 68], ['Rear Discs (pair)', 58], ['Brake Caliper', 95]],
  Electrical: [['Battery 063', 85], ['Battery 096', 105], ['Alternator', 165], ['Starter Motor', 140], ['Glow Plug', 18]],
  Engine: [['Timing Belt Kit', 120], ['Water Pump', 75], ['Spark Plug', 7], ['Auxiliary Belt', 22], ['Thermostat', 30]],
  Exhaust: [['Rear Silencer', 70], ['Centre Pipe', 55], ['Exhaust Clamp', 6], ['Exhaust Gasket', 5], ['Lambda Sensor', 60]],
  Tyres: [['Tyre 195/65 R15', 62], ['Tyre 205/55 R16', 74], ['Tyre 225/45 R17', 92], ['Valve', 3], ['Locking Wheel Nut Set', 25]],
  Clutch: [['Clutch Kit', 180], ['Dual Mass Flywheel', 320], ['Clutch Cable', 24], ['Slave Cylinder', 45], ['Release Bearing', 35]],
};
const LABOUR_RATE = 65;

function generate(): { parts: Part[]; jobs: Job[]; lines: PartLine[] } {
  const random = createRandom(43_507);
  const parts: Part[] = [];
  let partNo = 100_201;
  for (const [category, items] of Object.entries(CATEGORY_ITEMS)) {
    for (const [item, base] of items) {
      for (const make of MAKES) {
        parts.push({ no: partNo, desc: `${item} - ${make}`, category, list: roundTo(base * random.float(0.8, 1.3, 5), 2) });
        partNo += random.int(1, 7);
      }
    }
  }
  const jobs: Job[] = [];
  const lines: PartLine[] = [];
  const typeWeights = JOB_TYPES.map((t) => t[4]);
  const mechWeights = MECHANICS.map((_, i) => 8 + ((i * 7) % 11));
  for (let i = 0; i < 9_000; i++) {
    const date = random.date('2025-01-02', '2026-11-30');
    const [mechanic, van] = random.weighted(MECHANICS, mechWeights);
    const t = random.weighted(JOB_TYPES, typeWeights);
    const customerType = random.weighted(['Private', 'Fleet', 'Trade'], [70, 20, 10]);
    const roll = random.next();
    let status = roll < 0.07 ? 'cancelled' : roll < 0.1 ? 'no show' : 'completed';
    if (date >= '2026-11-24' && random.chance(0.6)) status = 'booked';
    const spelled =
      status === 'completed' ? random.weighted(['Completed', 'completed', 'COMPLETED'], [80, 15, 5])
        : status === 'cancelled' ? random.weighted(['Cancelled', 'cancelled', 'CANCELLED'], [70, 25, 5])
          : status === 'no show' ? random.weighted(['No Show', 'no show', 'No show'], [60, 25, 15])
            : random.weighted(['Booked', 'booked'], [80, 20]);
    const hours = status === 'completed' ? roundTo(random.float(t[1], t[2], 2) * 4, 0) / 4 : null;
    const labour = hours === null ? null : roundTo(hours * LABOUR_RATE * (customerType === 'Fleet' ? 0.9 : 1) + (random.chance(0.1) ? random.int(5, 40) : 0), 2);
    const job: Job = { id: 0, date, mechanic, van, area: random.weighted(AREAS.map((a) => a[0]), AREAS.map((a) => a[1])), customerType, type: t[0], status: spelled, hours, labour };
    jobs.push(job);
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date));
  jobs.forEach((j, i) => (j.id = 240_001 + i));
  let lineNo = 1;
  for (const job of jobs) {
    if (job.status.toLowerCase() !== 'completed') continue;
    const cats = JOB_TYPES.find((t) => t[0] === job.type)![3];
    if (!cats.length) continue;
    const n = random.int(1, job.type.includes('Service') ? 4 : 3);
    for (let k = 0; k < n; k++) {
      const cat = random.pick(cats);
      const options = parts.filter((p) => p.category === cat);
      const p = random.pick(options);
      const qty = cat === 'Tyres' ? random.int(1, 4) : cat === 'Engine' && p.desc.startsWith('Spark') ? 4 : random.weighted([1, 2], [80, 20]);
      lines.push({ line: lineNo++, job: job.id, part: p.no, qty, price: roundTo(p.list * random.float(0.9, 1.25, 3), 2) });
    }
  }
  return { parts, jobs, lines };
}

const money = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const PART_COLUMNS: Column<Part>[] = [
  { header: 'part_no', value: (p) => p.no },
  { header: 'description', value: (p) => p.desc },
  { header: 'category', value: (p) => p.category },
  { header: 'List Price (£)', value: (p) => p.list },
];
const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_id', value: (j) => j.id },
  { header: 'job_date', value: (j) => ukDate(j.date) },
  { header: 'mechanic', value: (j) => j.mechanic },
  { header: 'van_reg', value: (j) => j.van },
  { header: 'postcode_area', value: (j) => j.area },
  { header: 'customer_type', value: (j) => j.customerType },
  { header: 'job_type', value: (j) => j.type },
  { header: 'status', value: (j) => j.status },
  { header: 'labour_hours', value: (j) => j.hours },
  { header: 'labour_charge', value: (j) => (j.labour === null ? null : money(j.labour)) },
];
const LINE_COLUMNS: Column<PartLine>[] = [
  { header: 'line_id', value: (l) => l.line },
  { header: 'job_id', value: (l) => l.job },
  { header: 'part_no', value: (l) => l.part },
  { header: 'qty', value: (l) => l.qty },
  { header: 'Price Charged (£)', value: (l) => l.price },
];

export const mobilemechanic: BusinessSchema = {
  name: 'mobilemechanic',
  description: 'A mobile mechanic business: 360 catalogue parts (XLSX), 9,000 jobs Jan 2025-Nov 2026 (CSV) and the parts used on them (CSV), sharing job_id and part_no',
  async build(dir) {
    const { parts, jobs, lines } = generate();
    const files = [
      await writeXlsx(join(dir, 'parts_catalogue.xlsx'), 'Parts', PART_COLUMNS, parts),
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeCsv(join(dir, 'parts_used.csv'), LINE_COLUMNS, lines),
    ];
    const q = questionSet('mobilemechanic');
    const st = (j: Job) => j.status.toLowerCase();
    const done = (j: Job) => st(j) === 'completed';
    const labour = (j: Job) => j.labour;
    const hours = (j: Job) => j.hours;
    const between = (from: string, to: string) => (j: Job) => j.date >= from && j.date <= to;
    const partOf = new Map(parts.map((p) => [p.no, p]));
    const jobOf = new Map(jobs.map((j) => [j.id, j]));
    const value = (l: PartLine) => l.qty * l.price;
    const cat = (l: PartLine) => partOf.get(l.part)!.category;

    q.ask('how many jobs have we got on the system', count(jobs.length));
    q.ask('How many jobs were completed?', count(countWhere(jobs, done)));
    q.ask('jobs by status', countsBy(groupBy(jobs, st, 'count')));
    q.ask('how many mechanics do we have', count(new Set(jobs.map((j) => j.mechanic)).size));
    q.ask('Total labour charged (£)', amount(sumOf(jobs, labour)));
    q.ask('average labour hours per completed job', amount(avgOf(jobs, hours, done), 2));
    q.ask("what's the median labour charge", amount(medianOf(jobs, labour)));
    q.ask('Which mechanic has done the most completed jobs?', winner(groupBy(jobs, (j) => j.mechanic, 'count', undefined, done)));
    q.ask('top 3 mechanics by labour revenue', ranking(ranked(groupBy(jobs, (j) => j.mechanic, 'sum', labour), 3)));
    q.ask('number of jobs per postcode area', countsBy(groupBy(jobs, (j) => j.area, 'count')));
    q.ask('How many jobs in the ME area?', count(countWhere(jobs, (j) => j.area === 'ME')));
    const lastMonth = q.ask('How many jobs did we do last month?', count(countWhere(jobs, (j) => done(j) && j.date.startsWith('2026-10'))));
    q.followUp(lastMonth, 'and the month before that?', count(countWhere(jobs, (j) => done(j) && j.date.startsWith('2026-09'))));
    q.ask('labour revenue so far this year', amount(sumOf(jobs, labour, (j) => j.date >= '2026-01-01')));
    q.ask('jobs booked in for the last 30 days', count(countWhere(jobs, between('2026-11-01', '2026-11-30'))));
    q.ask('how many completed jobs last quarter', count(countWhere(jobs, (j) => done(j) && between('2026-07-01', '2026-09-30')(j))));
    q.ask('Which month had the most jobs?', month(busiestMonth(jobs, (j) => j.date)));
    q.ask('How many jobs in Q1 2025?', count(countWhere(jobs, between('2025-01-01', '2025-03-31'))));
    q.ask('jobs between 1 March and 15 April 2026', count(countWhere(jobs, between('2026-03-01', '2026-04-15'))));
    q.ask('cancellations since 1st September 2026', count(countWhere(jobs, (j) => st(j) === 'cancelled' && j.date >= '2026-09-01')));
    q.ask('What is our cancellation rate?', percent(percentOf(countWhere(jobs, (j) => st(j) === 'cancelled'), jobs.length)));
    q.ask('what % of fleet jobs were no shows', percent(percentOf(countWhere(jobs, (j) => j.customerType === 'Fleet' && st(j) === 'no show'), countWhere(jobs, (j) => j.customerType === 'Fleet'))));
    q.ask('Which job type brings in the most labour money?', winner(groupBy(jobs, (j) => j.type, 'sum', labour)));
    q.ask('average labour hours by job type', breakdown(groupBy(jobs, (j) => j.type, 'avg', hours), 2));
    const diag = q.ask('Average labour charge on diagnostics jobs', amount(avgOf(jobs, labour, (j) => j.type === 'Diagnostics')));
    q.followUp(diag, 'what about tyre fitting?', amount(avgOf(jobs, labour, (j) => j.type === 'Tyre Fitting')));
    q.ask('biggest single labour charge?', amount(maxOf(jobs, labour)));
    q.ask('Which postcode area has the highest average labour charge?', winner(groupBy(jobs, (j) => j.area, 'avg', labour)));
    q.ask('Labour revenue from fleet customers as a share of all labour', percent(percentOf(sumOf(jobs, labour, (j) => j.customerType === 'Fleet'), sumOf(jobs, labour))));
    q.ask('How many battery replacements in Medway (ME) last month?', count(countWhere(jobs, (j) => j.type === 'Battery Replacement' && j.area === 'ME' && j.date.startsWith('2026-10'))));
    q.ask('how many clutch jobs did we book in 2025', count(countWhere(jobs, (j) => j.type === 'Clutch Replacement' && j.date.startsWith('2025'))));
    q.ask('Which van did the most jobs?', winner(groupBy(jobs, (j) => j.van, 'count')));
    q.ask('Total labour hours for van GK18 RUO in 2025', amount(sumOf(jobs, hours, (j) => j.van === 'GK18 RUO' && j.date.startsWith('2025')), 2));
    q.ask('How many jobs on Saturdays?', count(countWhere(jobs, (j) => new Date(`${j.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('How many part lines have we logged?', count(lines.length));
    q.ask('total quantity of parts fitted', count(sumOf(lines, (l) => l.qty)));
    q.ask('How much have we charged for parts in total?', amount(sumOf(lines, value)));
    q.ask('which part category sells the most units', winner(groupBy(lines, cat, 'sum', (l) => l.qty)));
    q.ask('parts revenue by category', breakdown(groupBy(lines, cat, 'sum', value)));
    q.ask('top 5 parts by revenue', ranking(ranked(groupBy(lines, (l) => partOf.get(l.part)!.desc, 'sum', value), 5)));
    q.ask('How many different parts have we used?', count(new Set(lines.map((l) => l.part)).size));
    q.ask('how many parts in the catalogue have never been used', count(parts.length - new Set(lines.map((l) => l.part)).size));
    q.ask('average list price of brake parts', amount(avgOf(parts, (p) => p.list, (p) => p.category === 'Brakes')));
    q.ask("What's the most expensive part in the catalogue?", winner(new Map(parts.map((p) => [p.desc, p.list]))));
    q.ask('How much more than list price have we charged for parts overall?', amount(sumOf(lines, (l) => l.qty * (l.price - partOf.get(l.part)!.list))));
    q.ask('what percentage of part lines were charged below list', percent(percentOf(countWhere(lines, (l) => l.price < partOf.get(l.part)!.list), lines.length)));
    q.ask('parts revenue on Priya Shah jobs', amount(sumOf(lines, value, (l) => jobOf.get(l.job)!.mechanic === 'Priya Shah')));
    q.ask('Which mechanic fitted the most parts?', winner(groupBy(lines, (l) => jobOf.get(l.job)!.mechanic, 'sum', (l) => l.qty)));
    q.ask('Total Filter Kits used this year', count(sumOf(lines, (l) => l.qty, (l) => partOf.get(l.part)!.desc.startsWith('Total Filter Kit') && jobOf.get(l.job)!.date >= '2026-01-01')));
    q.ask('parts revenue in the ME area last quarter', amount(sumOf(lines, value, (l) => { const j = jobOf.get(l.job)!; return j.area === 'ME' && j.date >= '2026-07-01' && j.date <= '2026-09-30'; })));

    q.ask('How satisfied are customers with our mechanics?', decline('no ratings or feedback'));
    q.ask('How much did we spend on diesel for the vans last month?', decline('no fuel costs'));
    q.ask('How many miles has each van done?', decline('no mileage'));
    q.ask('What do we pay our supplier for brake pads?', decline('only list price and price charged, no cost price'));
    q.ask('How many jobs will we get next month?', decline('a forecast'));
    q.ask('Who is our best mechanic?', decline('an opinion'));
    q.ask("What are our top customers' phone numbers?", decline('no customer contact data'));
    q.ask('What does each mechanic get paid?', decline('no wages'));
    q.ask('How many warranty claims did we have this year?', decline('no warranty data'));
    q.ask('How long do mechanics spend driving between jobs?', decline('no travel times'));
    q.ask('How many new customers did we get this year?', decline('no customer ids'));
    return { files, questions: q.questions };
  },
};

// A sign-making shop: 620 customer accounts (CSV: sector, town, trade account Yes/No), 9,400 jobs
// ordered from January 2025 to November 2026 (CSV: product, material, width and height in mm,
// quantity, price ex VAT, status, order and due dates as dd/mm/yyyy) and one invoice per completed
// job (XLSX: net, VAT and gross in pounds, paid Yes/No, date paid as "3 Mar 2026", method). Traps:
// account and job numbers that look numeric, sizes in millimetres while owners ask in square
// metres, a sector called "IT", a product called "Total Branding Package", cancelled jobs that keep
// their price, blank payment dates and methods on unpaid invoices, due dates after today.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { TODAY, longDate, ukDate } from './formats.ts';

interface Customer {
  account: number;
  name: string;
  sector: string;
  town: string;
  trade: boolean;
}

interface Job {
  no: number;
  account: number;
  ordered: string;
  product: string;
  material: string;
  width: number;
  height: number;
  qty: number;
  price: number;
  status: string;
  due: string;
}

interface Invoice {
  no: number;
  job: number;
  date: string;
  net: number;
  vat: number;
  gross: number;
  paidOn: string | null;
  method: string | null;
}

const PREFIX = ['Harbour', 'Oak', 'Castle', 'River', 'Station', 'Market', 'Bridge', 'Mill', 'Abbey', 'Kings', 'Crown', 'Willow', 'Granite', 'Bluebell', 'Anchor', 'Summit', 'Meadow', 'Victoria', 'Quay', 'Beacon'];
const SUFFIX: [string, string][] = [
  ['Bakery', 'Hospitality'], ['Cafe', 'Hospitality'], ['Dental', 'Health'], ['Estates', 'Estate Agent'], ['Lettings', 'Estate Agent'], ['Motors', 'Automotive'], ['Garage', 'Automotive'],
  ['Builders', 'Construction'], ['Roofing', 'Construction'], ['IT Solutions', 'IT'], ['Computers', 'IT'], ['Boutique', 'Retail'], ['Hardware', 'Retail'], ['Florist', 'Retail'],
  ['Hospice Shop', 'Charity'], ['Tavern', 'Hospitality'], ['Gym', 'Leisure'], ['Barbers', 'Retail'], ['Vets', 'Health'], ['Plumbing', 'Construction'], ['Deli', 'Hospitality'],
  ['Tech', 'IT'], ['Salon', 'Retail'], ['Pharmacy', 'Health'], ['Autos', 'Automotive'], ['Kitchens', 'Retail'], ['Scaffolding', 'Construction'], ['Nursery', 'Education'], ['Academy', 'Education'], ['Trust', 'Charity'], ['Hotel', 'Hospitality'],
];
const TOWNS: [string, number][] = [['Plymouth', 34], ['Exeter', 22], ['Torquay', 14], ['Newton Abbot', 10], ['Tavistock', 8], ['Totnes', 7], ['Ivybridge', 5]];
// product, materials, width range mm, height range mm, base price, price per m², weight
const PRODUCTS: [string, string[], [number, number], [number, number], number, number, number][] = [
  ['Shop Fascia', ['Dibond', 'Aluminium', 'Acrylic'], [2400, 6000], [500, 900], 180, 95, 12],
  ['Vehicle Graphics', ['Vinyl'], [1500, 4200], [600, 1400], 140, 60, 14],
  ['PVC Banner', ['PVC'], [1000, 6000], [500, 1500], 25, 14, 18],
  ['A-Board', ['Aluminium', 'Foamex'], [600, 600], [900, 900], 95, 0, 11],
  ['Window Vinyl', ['Vinyl'], [600, 3000], [400, 2000], 40, 38, 15],
  ['Foamex Board', ['Foamex'], [300, 1200], [200, 900], 15, 32, 16],
  ['Totem Sign', ['Aluminium', 'Dibond'], [600, 900], [1800, 2400], 650, 120, 4],
  ['Total Branding Package', ['Dibond', 'Vinyl', 'Acrylic'], [3000, 6000], [600, 1200], 1450, 110, 3],
];

function generate(): { customers: Customer[]; jobs: Job[]; invoices: Invoice[] } {
  const random = createRandom(45_349);
  const customers: Customer[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 620; i++) {
    let prefix = random.pick(PREFIX);
    let suffix = random.pick(SUFFIX);
    while (used.has(`${prefix} ${suffix[0]}`)) {
      prefix = random.pick(PREFIX);
      suffix = random.pick(SUFFIX);
    }
    used.add(`${prefix} ${suffix[0]}`);
    customers.push({ account: 30_012 + i * 3, name: `${prefix} ${suffix[0]}`, sector: suffix[1], town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])), trade: random.chance(0.18) });
  }
  const custWeights = customers.map((c) => (c.trade ? 4 : 1) * random.float(0.3, 1.7, 2));
  const jobs: Job[] = [];
  for (let i = 0; i < 9_400; i++) {
    const customer = random.weighted(customers, custWeights);
    const [product, materials, [w0, w1], [h0, h1], base, perM2] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[6]));
    const width = Math.round(random.int(w0, w1) / 50) * 50;
    const height = Math.round(random.int(h0, h1) / 50) * 50;
    const qty = product === 'Foamex Board' || product === 'A-Board' || product === 'PVC Banner' ? random.weighted([1, 2, 3, 4, 6, 10], [40, 22, 12, 12, 8, 6]) : random.weighted([1, 2], [85, 15]);
    const area = (width * height) / 1e6;
    const price = Math.round((base + area * perM2) * qty * (customer.trade ? 0.85 : 1) * random.float(0.92, 1.1, 3) * 100) / 100;
    const ordered = random.date('2025-01-02', TODAY);
    const due = addDays(ordered, random.int(7, 28));
    const roll = random.next();
    const status = roll < 0.06 ? 'Cancelled' : ordered > '2026-11-09' && roll < 0.9 ? 'In Production' : 'Completed';
    jobs.push({ no: 0, account: customer.account, ordered, product, material: random.pick(materials), width, height, qty, price, status, due });
  }
  jobs.sort((a, b) => a.ordered.localeCompare(b.ordered) || a.account - b.account);
  jobs.forEach((j, i) => (j.no = 118_001 + i));
  const invoices: Invoice[] = [];
  for (const job of jobs.filter((j) => j.status === 'Completed')) {
    let date = addDays(job.ordered, random.int(5, 30));
    if (date > TODAY) date = TODAY;
    const vat = Math.round(job.price * 20) / 100;
    const age = daysBetween(date, TODAY);
    let paidOn: string | null = random.chance(age > 60 ? 0.97 : 0.75) ? addDays(date, random.int(0, 55)) : null;
    if (paidOn !== null && paidOn > TODAY) paidOn = null;
    invoices.push({ no: 0, job: job.no, date, net: job.price, vat, gross: Math.round((job.price + vat) * 100) / 100, paidOn, method: paidOn ? random.weighted(['BACS', 'Card', 'Cash', 'Cheque'], [55, 30, 8, 7]) : null });
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date) || a.job - b.job);
  invoices.forEach((v, i) => (v.no = 5_001 + i));
  return { customers, jobs, invoices };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Account No', value: (c) => c.account },
  { header: 'Business Name', value: (c) => c.name },
  { header: 'Sector', value: (c) => c.sector },
  { header: 'Town', value: (c) => c.town },
  { header: 'Trade Account', value: (c) => (c.trade ? 'Yes' : 'No') },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job No', value: (j) => j.no },
  { header: 'Account No', value: (j) => j.account },
  { header: 'Order Date', value: (j) => ukDate(j.ordered) },
  { header: 'Product', value: (j) => j.product },
  { header: 'Material', value: (j) => j.material },
  { header: 'Width (mm)', value: (j) => j.width },
  { header: 'Height (mm)', value: (j) => j.height },
  { header: 'Qty', value: (j) => j.qty },
  { header: 'Price ex VAT (GBP)', value: (j) => j.price },
  { header: 'Status', value: (j) => j.status },
  { header: 'Due Date', value: (j) => ukDate(j.due) },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice No', value: (v) => v.no },
  { header: 'Job No', value: (v) => v.job },
  { header: 'Invoice Date', value: (v) => longDate(v.date) },
  { header: 'Net £', value: (v) => v.net },
  { header: 'VAT £', value: (v) => v.vat },
  { header: 'Gross £', value: (v) => v.gross },
  { header: 'Paid', value: (v) => (v.paidOn ? 'Yes' : 'No') },
  { header: 'Date Paid', value: (v) => (v.paidOn ? longDate(v.paidOn) : null) },
  { header: 'Method', value: (v) => v.method },
];

export const signshop: BusinessSchema = {
  name: 'signshop',
  description: 'A sign-making shop: 620 customers (CSV), 9,400 jobs Jan 2025-Nov 2026 with sizes in mm (CSV) and invoices for completed jobs (XLSX) sharing Account No and Job No',
  async build(dir) {
    const { customers, jobs, invoices } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeXlsx(join(dir, 'invoices.xlsx'), 'Invoices', INVOICE_COLUMNS, invoices),
    ];
    const q = questionSet('signshop');
    const customerOf = new Map(customers.map((c) => [c.account, c]));
    const jobOf = new Map(jobs.map((j) => [j.no, j]));
    const done = (j: Job) => j.status === 'Completed';
    const jIn = (prefix: string) => (j: Job) => j.ordered.startsWith(prefix);
    const vIn = (prefix: string) => (v: Invoice) => v.date.startsWith(prefix);
    const price = (j: Job) => j.price;
    const m2 = (j: Job) => (j.width * j.height * j.qty) / 1e6;
    const cust = (j: Job) => customerOf.get(j.account)!;
    const invCust = (v: Invoice) => cust(jobOf.get(v.job)!);
    const unpaid = (v: Invoice) => v.paidOn === null;

    q.ask('How many jobs did we complete that were ordered in 2025?', count(countWhere(jobs, (j) => done(j) && jIn('2025')(j))));
    q.ask('Jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('How many jobs are in production right now?', count(countWhere(jobs, (j) => j.status === 'In Production')));
    q.ask('Value ex VAT of completed jobs ordered this year', amount(sumOf(jobs, price, (j) => done(j) && jIn('2026')(j))));
    q.ask('Value of completed jobs ordered last month (ex VAT)', amount(sumOf(jobs, price, (j) => done(j) && jIn('2026-10')(j))));
    q.ask('Which product brings in the most money on completed jobs?', winner(groupBy(jobs, (j) => j.product, 'sum', price, done)));
    q.ask('Top 3 customers by completed job value', ranking(ranked(groupBy(jobs, (j) => cust(j).name, 'sum', price, done), 3)));
    q.ask('Average price of a completed vehicle graphics job', amount(avgOf(jobs, price, (j) => done(j) && j.product === 'Vehicle Graphics')));
    q.ask('How many square metres of Dibond went out on completed jobs ordered in 2026?', amount(sumOf(jobs, m2, (j) => done(j) && j.material === 'Dibond' && jIn('2026')(j)), 1));
    q.ask('Completed jobs by material', countsBy(groupBy(jobs, (j) => j.material, 'count', undefined, done)));
    q.ask('How many Total Branding Package jobs have we completed?', count(countWhere(jobs, (j) => done(j) && j.product === 'Total Branding Package')));
    q.ask('What percentage of jobs ordered in 2025 were cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled' && jIn('2025')(j)), countWhere(jobs, jIn('2025')))));
    q.ask('How many customers are in the IT sector?', count(countWhere(customers, (c) => c.sector === 'IT')));
    q.ask('How much have IT sector customers spent on completed jobs?', amount(sumOf(jobs, price, (j) => done(j) && cust(j).sector === 'IT')));
    q.ask('How many customers have a trade account?', count(countWhere(customers, (c) => c.trade)));
    q.ask('Which sector spends the most with us on completed jobs?', winner(groupBy(jobs, (j) => cust(j).sector, 'sum', price, done)));
    q.ask('Customers by town', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How many invoices are unpaid?', count(countWhere(invoices, unpaid)));
    q.ask('How much is outstanding on unpaid invoices, gross?', amount(sumOf(invoices, (v) => v.gross, unpaid)));
    q.ask('Gross invoiced in October 2026', amount(sumOf(invoices, (v) => v.gross, vIn('2026-10'))));
    q.ask('What share of the gross value of paid invoices came in by BACS?', percent(percentOf(sumOf(invoices, (v) => v.gross, (v) => v.method === 'BACS'), sumOf(invoices, (v) => v.gross, (v) => !unpaid(v)))));
    q.ask('On average how many days do customers take to pay an invoice (paid invoices)?', amount(avgOf(invoices, (v) => daysBetween(v.date, v.paidOn!), (v) => !unpaid(v)), 1));
    q.ask('Which customer owes us the most on unpaid invoices?', winner(groupBy(invoices, (v) => invCust(v).name, 'sum', (v) => v.gross, unpaid)));
    q.ask('How much VAT have we invoiced this year?', amount(sumOf(invoices, (v) => v.vat, vIn('2026'))));
    q.ask('How many invoices have we raised in the last 30 days?', count(countWhere(invoices, (v) => v.date >= '2026-11-01' && v.date <= TODAY)));
    q.ask('Net invoiced in Q2 2026', amount(sumOf(invoices, (v) => v.net, (v) => vIn('2026')(v) && quarterOf(v.date) === 2)));
    q.ask('How many jobs were ordered between 1 February and 31 March 2026?', count(countWhere(jobs, (j) => j.ordered >= '2026-02-01' && j.ordered <= '2026-03-31')));
    q.ask('How many PVC banner jobs have been ordered since 1 August 2026?', count(countWhere(jobs, (j) => j.product === 'PVC Banner' && j.ordered >= '2026-08-01')));
    q.ask('Which month in 2025 had the most orders?', month(busiestMonth(jobs, (j) => j.ordered, jIn('2025'))));
    q.ask('What was our biggest completed job ex VAT?', amount(maxOf(jobs, price, done)));
    q.ask('Average area in square metres (including quantity) of a completed shop fascia job', amount(avgOf(jobs, m2, (j) => done(j) && j.product === 'Shop Fascia'), 2));
    q.ask('How many jobs in production are due in December?', count(countWhere(jobs, (j) => j.status === 'In Production' && j.due.startsWith('2026-12'))));
    q.ask('How many jobs in production are already past their due date?', count(countWhere(jobs, (j) => j.status === 'In Production' && j.due < TODAY)));
    q.ask('Shop Fascia vs Totem Sign: value of completed jobs ordered in 2025', breakdown(groupBy(jobs, (j) => j.product, 'sum', price, (j) => done(j) && jIn('2025')(j) && ['Shop Fascia', 'Totem Sign'].includes(j.product))));
    q.ask('How many different customers have ordered from us this year?', count(new Set(jobs.filter(jIn('2026')).map((j) => j.account)).size));
    q.ask('How many invoices were paid by cheque?', count(countWhere(invoices, (v) => v.method === 'Cheque')));
    q.ask('What percentage of invoices raised in 2026 are still unpaid?', percent(percentOf(countWhere(invoices, (v) => unpaid(v) && vIn('2026')(v)), countWhere(invoices, vIn('2026')))));
    q.ask('How many A-Boards have we made on completed jobs (total quantity)?', count(sumOf(jobs, (j) => j.qty, (j) => done(j) && j.product === 'A-Board')));
    q.ask("Which town's customers have the most completed jobs?", winner(groupBy(jobs, (j) => cust(j).town, 'count', undefined, done)));
    q.ask('Completed job value by product for jobs ordered in 2026', breakdown(groupBy(jobs, (j) => j.product, 'sum', price, (j) => done(j) && jIn('2026')(j))));
    q.ask('How much have trade account customers spent on completed jobs ordered in 2025?', amount(sumOf(jobs, price, (j) => done(j) && jIn('2025')(j) && cust(j).trade)));
    q.ask('Gross invoiced to Exeter customers this year', amount(sumOf(invoices, (v) => v.gross, (v) => vIn('2026')(v) && invCust(v).town === 'Exeter')));
    const june = q.ask('How many vehicle graphics jobs did we complete that were ordered in June 2026?', count(countWhere(jobs, (j) => done(j) && j.product === 'Vehicle Graphics' && jIn('2026-06')(j))));
    q.followUp(june, 'and July?', count(countWhere(jobs, (j) => done(j) && j.product === 'Vehicle Graphics' && jIn('2026-07')(j))));
    const hosp = q.ask('How much did hospitality customers spend on completed jobs ordered in 2025?', amount(sumOf(jobs, price, (j) => done(j) && jIn('2025')(j) && cust(j).sector === 'Hospitality')));
    q.followUp(hosp, 'And retail?', amount(sumOf(jobs, price, (j) => done(j) && jIn('2025')(j) && cust(j).sector === 'Retail')));

    q.ask('What profit did we make on shop fascias after materials?', decline('no material costs'));
    q.ask('Which fitter installed the most signs?', decline('no fitter or installer column'));
    q.ask('How happy are customers with their signs?', decline('no satisfaction data'));
    q.ask('Which colour vinyl do we use most?', decline('no colour column'));
    q.ask('How many jobs have we done for customers in Cardiff?', decline('no customers in Cardiff'));
    q.ask('How many jobs did we take in 2024?', decline('jobs start in January 2025'));
    q.ask('How many signs needed planning permission?', decline('no planning data'));
    q.ask('How many hours of design time went into the totem signs?', decline('no design hours'));
    q.ask('How much late payment interest have we charged?', decline('no interest or late fees'));
    q.ask('How many of our signs are illuminated?', decline('no illumination column'));
    q.ask('Which supplier do we buy our acrylic from?', decline('no supplier data'));
    return { files, questions: q.questions };
  },
};

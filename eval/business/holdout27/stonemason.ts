// A monumental and building stonemason: 5,600 jobs from January 2025 to October 2026 (CSV: memorials,
// inscriptions, restorations, building stone), their 7,000-odd invoices (CSV) sharing `Job No`, and
// 640 stone deliveries (XLSX) sharing the stone name with the jobs. Traps: job and invoice numbers
// that are codes, delivery dates typed as text "dd/mm/yyyy" in the workbook, blank fitted dates on
// open jobs, blank letter counts on jobs with no lettering, blank paid dates, the stone area with its
// unit in the header ("Area (m²)"), a job type "Other", and a supplier "Total Stone Supplies Ltd"
// that is a real supplier, not a totals line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Job {
  no: string;
  customer: string;
  type: string;
  site: string;
  stone: string;
  letters: number | null;
  area: number;
  quote: number;
  status: string;
  ordered: string;
  fitted: string | null;
  mason: string;
}

interface Invoice {
  no: string;
  job: string;
  date: string;
  kind: string;
  net: number;
  vat: number;
  gross: number;
  paid: string;
  paidOn: string | null;
}

interface Delivery {
  ref: string;
  date: string;
  supplier: string;
  stone: string;
  qty: number;
  cost: number;
}

// type, weight, area low, area high, quote low, quote high, lettered
const TYPES: [string, number, number, number, number, number, boolean][] = [
  ['Headstone', 30, 0.5, 1.2, 1_400, 4_200, true],
  ['Kerb Set', 9, 1.5, 3.5, 1_800, 5_500, true],
  ['Plaque', 10, 0.1, 0.4, 250, 900, true],
  ['Cremation Tablet', 12, 0.2, 0.6, 450, 1_300, true],
  ['Additional Inscription', 16, 0, 0, 180, 650, true],
  ['Restoration', 8, 0.2, 2, 300, 2_400, false],
  ['Building Stone', 7, 4, 40, 2_500, 28_000, false],
  ['Fireplace Surround', 4, 1, 3, 1_600, 6_800, false],
  ['Other', 4, 0.2, 3, 150, 3_000, false],
];
const STONES: [string, number, number][] = [
  ['Black Granite', 30, 310], ['Grey Granite', 14, 240], ['Portland Limestone', 12, 190], ['York Stone', 14, 140], ['Welsh Slate', 11, 170], ['Carrara Marble', 9, 420], ['Sandstone', 10, 120],
];
const SITES: [string, number][] = [
  ['Northfield Cemetery', 22], ["St Mary's Churchyard", 14], ['Oakwood Crematorium', 16], ['Westbrook Cemetery', 18], ['Holy Trinity Churchyard', 8], ['Private Address', 22],
];
const MASONS: [string, number][] = [['Gareth', 30], ['Owen', 26], ['Siân', 22], ['Bill', 14], ['Kasia', 8]];
const SUPPLIERS: [string, string[], number][] = [
  ['Total Stone Supplies Ltd', ['Black Granite', 'Grey Granite', 'Carrara Marble'], 30],
  ['Nordic Granite Import', ['Black Granite', 'Grey Granite'], 18],
  ['Cotswold Quarries', ['York Stone', 'Sandstone', 'Portland Limestone'], 22],
  ['Penrhyn Slate Co', ['Welsh Slate'], 12],
  ['Portland Stone Works', ['Portland Limestone'], 10],
  ['Apuan Marble Trading', ['Carrara Marble'], 8],
];
const SURNAMES = ['Abbott', 'Bevan', 'Clarke', 'Davies', 'Evans', 'Fletcher', 'Griffiths', 'Hughes', 'Jenkins', 'Lewis', 'Morgan', 'Nash', 'Owens', 'Powell', 'Rees', 'Thomas', 'Vaughan', 'Williams', 'Price', 'Jones', 'Pritchard', 'Harries', 'Lloyd', 'Mason'];

function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function generate(): { jobs: Job[]; invoices: Invoice[]; deliveries: Delivery[] } {
  const random = createRandom(41_617);
  const customers = Array.from(new Set(Array.from({ length: 3_000 }, () => `${random.pick(SURNAMES)}, ${random.pick('ABCDEFGHJKLMNPRSTW'.split(''))}.`)));
  const trade = ['Hughes & Sons Builders', 'Castle Heritage Trust', 'Valley Homes Ltd', 'Brecon Parish Council'];
  const jobs: Job[] = [];
  for (let i = 0; i < 5_600; i++) {
    const [type, , aLow, aHigh, qLow, qHigh, lettered] = random.weighted(TYPES, TYPES.map((t) => t[1]));
    const stone = random.weighted(STONES.map((s) => s[0]), STONES.map((s) => (type === 'Building Stone' && /Granite|Marble/.test(s[0]) ? 1 : s[1])));
    const ordered = random.date('2025-01-02', '2026-10-30');
    const age = daysBetween(ordered, '2026-10-31');
    const lead = type === 'Additional Inscription' ? random.int(10, 45) : type === 'Building Stone' ? random.int(20, 90) : random.int(35, 140);
    const status = random.chance(0.04) ? 'Cancelled' : lead <= age ? (random.chance(0.03) ? 'In Progress' : 'Fitted') : random.chance(0.15) ? 'Quoted' : 'In Progress';
    const site = type === 'Building Stone' || type === 'Fireplace Surround' ? 'Private Address' : random.weighted(SITES.map((s) => s[0]), SITES.map((s) => s[1]));
    jobs.push({
      no: '',
      customer: type === 'Building Stone' && random.chance(0.5) ? random.pick(trade) : random.pick(customers),
      type,
      site,
      stone,
      letters: lettered ? random.int(type === 'Plaque' ? 20 : 40, type === 'Kerb Set' ? 220 : 160) : null,
      area: roundTo(random.float(aLow, aHigh, 2), 2),
      quote: roundTo(random.float(qLow, qHigh, 0) * (stone === 'Carrara Marble' ? 1.3 : stone === 'Black Granite' ? 1.1 : 1), 0),
      status,
      ordered,
      fitted: status === 'Fitted' ? addDays(ordered, lead) : null,
      mason: random.weighted(MASONS.map((m) => m[0]), MASONS.map((m) => m[1])),
    });
  }
  jobs.sort((a, b) => a.ordered.localeCompare(b.ordered));
  jobs.forEach((j, i) => (j.no = `J${j.ordered.slice(2, 4)}-${String(i + 1).padStart(5, '0')}`));

  const invoices: Invoice[] = [];
  const bill = (job: Job, date: string, kind: string, net: number) => {
    const due = daysBetween(date, '2026-10-31');
    const paidOn = random.chance(due > 60 ? 0.96 : due > 20 ? 0.7 : 0.35) ? addDays(date, random.int(0, Math.max(0, Math.min(due, 75)))) : null;
    const vat = roundTo(net * 0.2, 2);
    invoices.push({ no: '', job: job.no, date, kind, net: roundTo(net, 2), vat, gross: roundTo(net + vat, 2), paid: paidOn ? 'Yes' : 'No', paidOn });
  };
  for (const job of jobs) {
    if (job.status === 'Quoted') continue;
    const depositFirst = job.quote >= 1_000;
    if (depositFirst) bill(job, addDays(job.ordered, random.int(0, 5)), 'Deposit', roundTo(job.quote * 0.3, 2));
    if (job.status === 'Fitted') {
      bill(job, addDays(job.fitted!, random.int(0, 10)), 'Final', job.quote * (depositFirst ? 0.7 : 1));
      if (random.chance(0.08)) bill(job, addDays(job.fitted!, random.int(5, 30)), 'Extra', random.float(40, 480, 0));
    }
  }
  invoices.sort((a, b) => a.date.localeCompare(b.date) || a.job.localeCompare(b.job));
  invoices.forEach((v, i) => (v.no = `INV-${String(20_001 + i)}`));

  const deliveries: Delivery[] = [];
  for (let i = 0; i < 640; i++) {
    const [supplier, stones] = random.weighted(SUPPLIERS, SUPPLIERS.map((s) => s[2]));
    const stone = random.pick(stones);
    const rate = STONES.find((s) => s[0] === stone)![2] * random.float(0.85, 1.2, 2) * (supplier === 'Total Stone Supplies Ltd' ? 0.95 : 1);
    const qty = roundTo(random.float(2, 18, 1), 1);
    deliveries.push({ ref: '', date: random.date('2025-01-06', '2026-10-29'), supplier, stone, qty, cost: roundTo(qty * rate, 2) });
  }
  deliveries.sort((a, b) => a.date.localeCompare(b.date));
  deliveries.forEach((d, i) => (d.ref = `PO${String(7_101 + i)}`));
  return { jobs, invoices, deliveries };
}

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job No', value: (r) => r.no },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Job Type', value: (r) => r.type },
  { header: 'Site', value: (r) => r.site },
  { header: 'Stone', value: (r) => r.stone },
  { header: 'Letters', value: (r) => r.letters },
  { header: 'Area (m²)', value: (r) => r.area },
  { header: 'Quoted (£)', value: (r) => r.quote },
  { header: 'Status', value: (r) => r.status },
  { header: 'Ordered', value: (r) => r.ordered },
  { header: 'Fitted', value: (r) => r.fitted },
  { header: 'Mason', value: (r) => r.mason },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice No', value: (r) => r.no },
  { header: 'Job No', value: (r) => r.job },
  { header: 'Invoice Date', value: (r) => r.date },
  { header: 'Type', value: (r) => r.kind },
  { header: 'Net (£)', value: (r) => r.net },
  { header: 'VAT (£)', value: (r) => r.vat },
  { header: 'Gross (£)', value: (r) => r.gross },
  { header: 'Paid', value: (r) => r.paid },
  { header: 'Paid On', value: (r) => r.paidOn },
];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'PO Ref', value: (r) => r.ref },
  { header: 'Delivered', value: (r) => dmy(r.date) },
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Stone', value: (r) => r.stone },
  { header: 'Qty (m²)', value: (r) => r.qty },
  { header: 'Cost (£)', value: (r) => r.cost },
];

export const stonemason: BusinessSchema = {
  name: 'stonemason',
  description: "A stonemason's jobs Jan 2025-Oct 2026 (CSV), their invoices (CSV) on Job No, and stone deliveries (XLSX) by stone",
  async build(dir) {
    const { jobs, invoices, deliveries } = generate();
    const files = [
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
      await writeCsv(join(dir, 'invoices.csv'), INVOICE_COLUMNS, invoices),
      await writeXlsx(join(dir, 'stone_deliveries.xlsx'), 'Deliveries', DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('stonemason');
    const jobOf = new Map(jobs.map((j) => [j.no, j]));
    const job = (v: Invoice) => jobOf.get(v.job)!;
    const gross = (v: Invoice) => v.gross;
    const fittedIn = (y: string) => (j: Job) => j.fitted !== null && j.fitted.startsWith(y);

    q.ask('How many jobs have we had in total?', count(jobs.length));
    q.ask('jobs by type', countsBy(groupBy(jobs, (j) => j.type, 'count')));
    const hs = q.ask('How many headstones did we fit in 2025?', count(countWhere(jobs, (j) => j.type === 'Headstone' && fittedIn('2025')(j))));
    q.followUp(hs, 'and in 2026 so far?', count(countWhere(jobs, (j) => j.type === 'Headstone' && fittedIn('2026')(j))));
    q.ask("What's the total we've invoiced including VAT?", amount(sumOf(invoices, gross)));
    q.ask('Net invoiced in 2026', amount(sumOf(invoices, (v) => v.net, (v) => v.date.startsWith('2026'))));
    q.ask('How much is owed to us on unpaid invoices (gross)?', amount(sumOf(invoices, gross, (v) => v.paid === 'No')));
    q.ask('How many invoices are still unpaid?', count(countWhere(invoices, (v) => v.paid === 'No')));
    q.ask('What percentage of invoices have been paid?', percent(percentOf(countWhere(invoices, (v) => v.paid === 'Yes'), invoices.length)));
    q.ask('Which stone do we use on the most jobs?', winner(groupBy(jobs, (j) => j.stone, 'count')));
    q.ask('Average quote for a black granite headstone', amount(avgOf(jobs, (j) => j.quote, (j) => j.type === 'Headstone' && j.stone === 'Black Granite')));
    q.ask('Which mason has fitted the most jobs?', winner(groupBy(jobs, (j) => j.mason, 'count', undefined, (j) => j.status === 'Fitted')));
    q.ask('Top 3 cemeteries or churchyards by number of jobs', ranking(ranked(groupBy(jobs, (j) => j.site, 'count', undefined, (j) => j.site !== 'Private Address'), 3)));
    q.ask('How many square metres of York stone went into building stone jobs?', amount(sumOf(jobs, (j) => j.area, (j) => j.type === 'Building Stone' && j.stone === 'York Stone')));
    q.ask('How much have we spent with Total Stone Supplies Ltd?', amount(sumOf(deliveries, (d) => d.cost, (d) => d.supplier === 'Total Stone Supplies Ltd')));
    q.ask('stone spend by supplier', breakdown(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost)));
    q.ask('How many m2 of Welsh slate have we bought?', amount(sumOf(deliveries, (d) => d.qty, (d) => d.stone === 'Welsh Slate'), 1));
    q.ask('What do we pay per square metre for Carrara marble on average (total cost over total area)?', amount(sumOf(deliveries, (d) => d.cost, (d) => d.stone === 'Carrara Marble') / sumOf(deliveries, (d) => d.qty, (d) => d.stone === 'Carrara Marble')));
    q.ask('How many stone deliveries did we get in 2026?', count(countWhere(deliveries, (d) => d.date.startsWith('2026'))));
    q.ask('Average number of letters on an additional inscription', amount(avgOf(jobs, (j) => j.letters, (j) => j.type === 'Additional Inscription'), 1));
    q.ask('how many jobs are in progress right now', count(countWhere(jobs, (j) => j.status === 'In Progress')));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('On average how many days from order to fitting for a headstone?', amount(avgOf(jobs, (j) => (j.fitted === null ? null : daysBetween(j.ordered, j.fitted)), (j) => j.type === 'Headstone'), 1));
    q.ask('Which month did we take the most new orders?', month(busiestMonth(jobs, (j) => j.ordered)));
    q.ask('Gross invoiced by job type', breakdown(groupBy(invoices, (v) => job(v).type, 'sum', gross)));
    q.ask('Which customer owes us the most?', winner(groupBy(invoices, (v) => job(v).customer, 'sum', gross, (v) => v.paid === 'No')));
    const q2 = q.ask('How many jobs were ordered in Q2 2026?', count(countWhere(jobs, (j) => j.ordered.startsWith('2026') && quarterOf(j.ordered) === 2)));
    q.followUp(q2, 'And Q3?', count(countWhere(jobs, (j) => j.ordered.startsWith('2026') && quarterOf(j.ordered) === 3)));
    q.ask('jobs ordered between 1 March and 30 April 2025', count(countWhere(jobs, (j) => j.ordered >= '2025-03-01' && j.ordered <= '2025-04-30')));
    q.ask('How many different customers have we worked for?', count(new Set(jobs.map((j) => j.customer)).size));
    q.ask('How much VAT did we charge in 2025?', amount(sumOf(invoices, (v) => v.vat, (v) => v.date.startsWith('2025'))));
    q.ask('What is the median net invoice?', amount(medianOf(invoices, (v) => v.net)));
    q.ask('How long do customers take to pay on average, in days?', amount(avgOf(invoices, (v) => (v.paidOn === null ? null : daysBetween(v.date, v.paidOn))), 1));
    q.ask('invoices raised since 1 October 2026', count(countWhere(invoices, (v) => v.date >= '2026-10-01')));
    q.ask('What is the total quoted for fireplace surrounds?', amount(sumOf(jobs, (j) => j.quote, (j) => j.type === 'Fireplace Surround')));
    q.ask('How many jobs did Siân fit at Oakwood Crematorium?', count(countWhere(jobs, (j) => j.mason === 'Siân' && j.site === 'Oakwood Crematorium' && j.status === 'Fitted')));
    q.ask('Which supplier did we spend least with?', winner(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost), 'asc'));

    q.ask('How much do we pay Gareth a week?', decline('no wages'));
    q.ask('What is the carbon footprint of the granite we import?', decline('no emissions data'));
    q.ask('Which cemetery is the nicest to work in?', decline('an opinion'));
    q.ask('How many headstones will we sell next year?', decline('a forecast'));
    q.ask('What was the total weight of stone used on jobs in kg?', decline('no weight column'));
    q.ask('Who is buried under the headstones we fitted at Northfield Cemetery?', decline('no deceased names'));
    q.ask('Which quarry in Zimbabwe does our black granite come from?', decline('no quarry of origin'));
    q.ask('How did customers pay, cash or card?', decline('no payment method'));
    q.ask('How many jobs did we do in 2022?', decline('jobs start in January 2025'));
    q.ask('How many labour hours did the kerb sets take?', decline('no hours column'));
    q.ask('How much granite is left in the yard right now?', decline('no stock on hand'));
    return { files, questions: q.questions };
  },
};

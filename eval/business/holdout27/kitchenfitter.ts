// A kitchen fitting firm in North Yorkshire: 5,800 installations sold from January 2025 to October
// 2026 with their invoice (CSV), 4,300 supplier orders for them (XLSX) and 3,000-odd snag visits
// (CSV), all sharing `Job Ref`. Traps: job refs and PO numbers that are codes, order dates typed as
// text "dd/mm/yyyy" in the workbook, blank fit dates on jobs not fitted yet, blank invoice numbers
// and dates on jobs not invoiced, blank days-late on orders that came on time, hours with the unit
// in the header ("Time on Site (hrs)"), an issue "No Fault Found", and a supplier "Total Worktops
// Ltd" that is a real supplier, not a totals line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Install {
  ref: string;
  customer: string;
  town: string;
  range: string;
  fitter: string;
  sold: string;
  start: string | null;
  end: string | null;
  status: string;
  contract: number;
  invoiceNo: string | null;
  invoiceDate: string | null;
  invoiced: number | null;
  paid: number | null;
}

interface SupplierOrder {
  po: string;
  job: string;
  supplier: string;
  category: string;
  ordered: string;
  net: number;
  daysLate: number | null;
}

interface Snag {
  id: string;
  job: string;
  date: string;
  issue: string;
  hours: number;
  chargeable: string;
  fixed: string;
}

const TOWNS: [string, number][] = [['Harrogate', 24], ['York', 28], ['Leeds', 16], ['Wetherby', 9], ['Knaresborough', 10], ['Ripon', 8], ['Otley', 5]];
// range, weight, contract low, high
const RANGES: [string, number, number, number][] = [
  ['Shaker Oak', 26, 9_000, 22_000], ['Handleless Gloss White', 22, 8_000, 19_000], ['Slab Matt Grey', 18, 7_500, 16_000], ['In-frame Sage', 8, 18_000, 42_000], ['Value Laminate', 26, 3_800, 8_500],
];
const FITTERS: [string, number][] = [['Rob Metcalfe', 28], ['Kev Allinson', 25], ['Lena Hirst', 22], ['Sanjay Patel', 16], ['Craig Foster', 9]];
// category, supplier choices
const CATEGORIES: [string, [string, number][], number, number][] = [
  ['Units', [['Ashbourne Cabinets', 70], ['Pennine Kitchens Direct', 30]], 0.28, 0.4],
  ['Worktops', [['Total Worktops Ltd', 60], ['Greystone Quartz', 40]], 0.08, 0.2],
  ['Appliances', [['Brightline Appliances', 100]], 0.1, 0.22],
  ['Sinks & Taps', [['Aqua Fittings', 100]], 0.02, 0.05],
  ['Fixings', [['Fixings Direct', 100]], 0.005, 0.015],
];
const ISSUES: [string, number, number][] = [
  ['Door Alignment', 24, 1.5], ['Worktop Joint', 14, 2.5], ['Leak Under Sink', 10, 2], ['Missing Plinth', 9, 1], ['Appliance Fault', 12, 2], ['Scratched Panel', 11, 1.5], ['Sealant', 10, 1], ['No Fault Found', 10, 0.75],
];
const SURNAMES = ['Atkinson', 'Barker', 'Cawood', 'Dobson', 'Ellerby', 'Fawcett', 'Greenwood', 'Hardcastle', 'Ingle', 'Jowett', 'Kettlewell', 'Lister', 'Moorhouse', 'Newbould', 'Outhwaite', 'Pickersgill', 'Raistrick', 'Sugden', 'Thackray', 'Umpleby', 'Verity', 'Wainwright'];

function dmy(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function generate(): { installs: Install[]; orders: SupplierOrder[]; snags: Snag[] } {
  const random = createRandom(41_851);
  const installs: Install[] = [];
  for (let i = 0; i < 5_800; i++) {
    const sold = random.date('2025-01-02', '2026-10-30');
    const [range, , low, high] = random.weighted(RANGES, RANGES.map((r) => r[1]));
    const town = random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1]));
    const contract = roundTo(random.float(low, high, 0) * (town === 'Harrogate' ? 1.12 : 1), 2);
    const lead = random.int(21, 70);
    const length = random.int(range === 'In-frame Sage' ? 6 : 3, range === 'Value Laminate' ? 6 : 12);
    const startDay = addDays(sold, lead);
    const endDay = addDays(startDay, length);
    const cancelled = random.chance(0.045);
    const status = cancelled ? 'Cancelled' : endDay <= '2026-10-31' ? 'Complete' : startDay <= '2026-10-31' ? 'Fitting' : 'Booked';
    const invoiced = status === 'Complete';
    const invoiceDate = invoiced ? addDays(endDay, random.int(0, 6)) : null;
    const age = invoiceDate ? daysBetween(invoiceDate, '2026-10-31') : 0;
    const invoiceTotal = invoiced ? roundTo(contract + (random.chance(0.15) ? random.float(120, 1_400, 2) : 0), 2) : null;
    const paid = invoiceTotal === null ? null : age > 45 || random.chance(0.5) ? (random.chance(0.03) ? roundTo(invoiceTotal * 0.9, 2) : invoiceTotal) : random.chance(0.5) ? 0 : roundTo(invoiceTotal * 0.5, 2);
    installs.push({
      ref: '',
      customer: `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(SURNAMES)}`,
      town,
      range,
      fitter: random.weighted(FITTERS.map((f) => f[0]), FITTERS.map((f) => f[1])),
      sold,
      start: cancelled || status === 'Booked' ? null : startDay,
      end: status === 'Complete' ? endDay : null,
      status,
      contract,
      invoiceNo: null,
      invoiceDate,
      invoiced: invoiceTotal,
      paid,
    });
  }
  installs.sort((a, b) => a.sold.localeCompare(b.sold));
  installs.forEach((j, i) => (j.ref = `KF-${String(10_001 + i)}`));
  const byInvoice = installs.filter((j) => j.invoiceDate !== null).sort((a, b) => a.invoiceDate!.localeCompare(b.invoiceDate!) || a.ref.localeCompare(b.ref));
  byInvoice.forEach((j, i) => (j.invoiceNo = `INV${String(5_001 + i)}`));

  const orders: SupplierOrder[] = [];
  for (const job of installs) {
    if (job.status === 'Cancelled' && random.chance(0.7)) continue;
    for (const [category, suppliers, low, high] of CATEGORIES) {
      if (category === 'Appliances' && random.chance(0.45)) continue;
      if (category === 'Fixings' && random.chance(0.8)) continue;
      if (category === 'Sinks & Taps' && random.chance(0.6)) continue;
      if (orders.length >= 18_000) break;
      const supplier = random.weighted(suppliers.map((s) => s[0]), suppliers.map((s) => s[1]));
      const late = random.chance(supplier === 'Pennine Kitchens Direct' ? 0.3 : supplier === 'Greystone Quartz' ? 0.22 : supplier === 'Ashbourne Cabinets' ? 0.16 : 0.08);
      orders.push({
        po: '',
        job: job.ref,
        supplier,
        category,
        ordered: addDays(job.sold, random.int(1, 10)),
        net: roundTo(job.contract * random.float(low, high, 3), 2),
        daysLate: late ? random.int(1, 15) : null,
      });
    }
  }
  orders.sort((a, b) => a.ordered.localeCompare(b.ordered) || a.job.localeCompare(b.job));
  orders.forEach((o, i) => (o.po = `PO-${String(60_001 + i)}`));

  const snags: Snag[] = [];
  for (const job of installs) {
    if (job.end === null) continue;
    const visits = random.weighted([0, 1, 2, 3], [52, 30, 13, 5]);
    for (let k = 0; k < visits; k++) {
      const date = addDays(job.end, random.int(3, 120));
      if (date > '2026-10-31') continue;
      const [issue, , hrs] = random.weighted(ISSUES, ISSUES.map((s) => s[1] * (job.fitter === 'Craig Foster' && s[0] === 'Door Alignment' ? 2 : 1)));
      snags.push({
        id: '',
        job: job.ref,
        date,
        issue,
        hours: roundTo(Math.max(0.25, Math.round(random.normal(hrs, hrs * 0.35) * 4) / 4), 2),
        chargeable: issue === 'No Fault Found' ? random.weighted(['Y', 'N'], [40, 60]) : random.chance(0.06) ? 'Y' : 'N',
        fixed: issue === 'No Fault Found' ? 'N' : random.chance(0.9) ? 'Y' : 'N',
      });
    }
  }
  snags.sort((a, b) => a.date.localeCompare(b.date) || a.job.localeCompare(b.job));
  snags.forEach((s, i) => (s.id = `SV${String(i + 1).padStart(4, '0')}`));
  return { installs, orders, snags };
}

const INSTALL_COLUMNS: Column<Install>[] = [
  { header: 'Job Ref', value: (r) => r.ref },
  { header: 'Customer', value: (r) => r.customer },
  { header: 'Town', value: (r) => r.town },
  { header: 'Kitchen Range', value: (r) => r.range },
  { header: 'Fitter', value: (r) => r.fitter },
  { header: 'Sold On', value: (r) => r.sold },
  { header: 'Fit Start', value: (r) => r.start },
  { header: 'Fit End', value: (r) => r.end },
  { header: 'Status', value: (r) => r.status },
  { header: 'Contract Value (£)', value: (r) => r.contract },
  { header: 'Invoice No', value: (r) => r.invoiceNo },
  { header: 'Invoice Date', value: (r) => r.invoiceDate },
  { header: 'Invoice Total (£)', value: (r) => r.invoiced },
  { header: 'Paid (£)', value: (r) => r.paid },
];

const ORDER_COLUMNS: Column<SupplierOrder>[] = [
  { header: 'PO Number', value: (r) => r.po },
  { header: 'Job Ref', value: (r) => r.job },
  { header: 'Supplier', value: (r) => r.supplier },
  { header: 'Category', value: (r) => r.category },
  { header: 'Order Date', value: (r) => dmy(r.ordered) },
  { header: 'Net (£)', value: (r) => r.net },
  { header: 'Days Late', value: (r) => r.daysLate },
];

const SNAG_COLUMNS: Column<Snag>[] = [
  { header: 'Visit ID', value: (r) => r.id },
  { header: 'Job Ref', value: (r) => r.job },
  { header: 'Visit Date', value: (r) => r.date },
  { header: 'Issue', value: (r) => r.issue },
  { header: 'Time on Site (hrs)', value: (r) => r.hours },
  { header: 'Chargeable', value: (r) => r.chargeable },
  { header: 'Fixed', value: (r) => r.fixed },
];

export const kitchenfitter: BusinessSchema = {
  name: 'kitchenfitter',
  description: 'A kitchen fitter: 5,800 installations with invoices Jan 2025-Oct 2026 (CSV), supplier orders (XLSX) and snag visits (CSV), joined on Job Ref',
  async build(dir) {
    const { installs, orders, snags } = generate();
    const files = [
      await writeCsv(join(dir, 'installations.csv'), INSTALL_COLUMNS, installs),
      await writeXlsx(join(dir, 'supplier_orders.xlsx'), 'Supplier Orders', ORDER_COLUMNS, orders),
      await writeCsv(join(dir, 'snag_visits.csv'), SNAG_COLUMNS, snags),
    ];
    const q = questionSet('kitchenfitter');
    const jobOf = new Map(installs.map((j) => [j.ref, j]));
    const complete = (j: Install) => j.status === 'Complete';
    const contract = (j: Install) => j.contract;
    const net = (o: SupplierOrder) => o.net;
    const snagged = new Set(snags.map((s) => s.job));

    q.ask('How many kitchens have we completed?', count(countWhere(installs, complete)));
    q.ask('installations by status', countsBy(groupBy(installs, (j) => j.status, 'count')));
    q.ask('Total contract value of completed kitchens', amount(sumOf(installs, contract, complete)));
    q.ask('Average contract value per kitchen range', breakdown(groupBy(installs, (j) => j.range, 'avg', contract)));
    q.ask('Which town do we fit the most kitchens in?', winner(groupBy(installs, (j) => j.town, 'count', undefined, complete)));
    q.ask('Which fitter has completed the most kitchens?', winner(groupBy(installs, (j) => j.fitter, 'count', undefined, complete)));
    q.ask('How much did we invoice in 2025?', amount(sumOf(installs, (j) => j.invoiced, (j) => j.invoiceDate !== null && j.invoiceDate.startsWith('2025'))));
    q.ask("What's the total still owed to us on invoices?", amount(sumOf(installs, (j) => (j.invoiced === null ? null : j.invoiced - j.paid!))));
    q.ask("How many invoices haven't been paid in full?", count(countWhere(installs, (j) => j.invoiced !== null && j.paid! < j.invoiced)));
    q.ask('How many kitchens did we sell in Q1 2026?', count(countWhere(installs, (j) => j.sold.startsWith('2026') && quarterOf(j.sold) === 1)));
    q.ask('How many days does a fit take on average?', amount(avgOf(installs, (j) => (j.start !== null && j.end !== null ? daysBetween(j.start, j.end) : null)), 1));
    q.ask('Which month did we start the most fits?', month(busiestMonth(installs.filter((j) => j.start !== null), (j) => j.start!)));
    q.ask('Spend per supplier', breakdown(groupBy(orders, (o) => o.supplier, 'sum', net)));
    const tw = q.ask('How much have we spent with Total Worktops Ltd in 2026?', amount(sumOf(orders, net, (o) => o.supplier === 'Total Worktops Ltd' && o.ordered.startsWith('2026'))));
    q.followUp(tw, 'and in 2025?', amount(sumOf(orders, net, (o) => o.supplier === 'Total Worktops Ltd' && o.ordered.startsWith('2025'))));
    q.ask('supplier orders by category', countsBy(groupBy(orders, (o) => o.category, 'count')));
    q.ask('What percentage of supplier orders turned up late?', percent(percentOf(countWhere(orders, (o) => o.daysLate !== null), orders.length)));
    q.ask('When Ashbourne Cabinets are late, how many days late on average?', amount(avgOf(orders, (o) => o.daysLate, (o) => o.supplier === 'Ashbourne Cabinets'), 1));
    q.ask('Which supplier is late most often?', winner(groupBy(orders, (o) => o.supplier, 'count', undefined, (o) => o.daysLate !== null)));
    q.ask('How many snag visits have we done?', count(snags.length));
    q.ask('What is the most common snag?', winner(groupBy(snags, (s) => s.issue, 'count')));
    q.ask("Whose kitchens get the most snag visits? (by fitter)", winner(groupBy(snags, (s) => jobOf.get(s.job)!.fitter, 'count')));
    const h26 = q.ask('How many hours have we spent on snag visits in 2026?', amount(sumOf(snags, (s) => s.hours, (s) => s.date.startsWith('2026')), 2));
    q.followUp(h26, 'How about 2025?', amount(sumOf(snags, (s) => s.hours, (s) => s.date.startsWith('2025')), 2));
    q.ask('How many snag visits were chargeable?', count(countWhere(snags, (s) => s.chargeable === 'Y')));
    q.ask('What percentage of completed kitchens needed at least one snag visit?', percent(percentOf(countWhere(installs, (j) => complete(j) && snagged.has(j.ref)), countWhere(installs, complete))));
    q.ask('How many Handleless Gloss White kitchens have we sold in Leeds?', count(countWhere(installs, (j) => j.range === 'Handleless Gloss White' && j.town === 'Leeds')));
    q.ask('median contract value', amount(medianOf(installs, contract)));
    q.ask('Top 3 towns by contract value', ranking(ranked(groupBy(installs, (j) => j.town, 'sum', contract), 3)));
    q.ask('How much have we spent with suppliers on Shaker Oak jobs?', amount(sumOf(orders, net, (o) => jobOf.get(o.job)!.range === 'Shaker Oak')));
    q.ask('How many jobs have no invoice yet?', count(countWhere(installs, (j) => j.invoiceNo === null)));
    q.ask('snag visits between 1 May and 30 June 2026', count(countWhere(snags, (s) => s.date >= '2026-05-01' && s.date <= '2026-06-30')));
    q.ask('Value of kitchens sold since 1 September 2026', amount(sumOf(installs, contract, (j) => j.sold >= '2026-09-01')));
    q.ask('How many jobs sold in 2025 were cancelled?', count(countWhere(installs, (j) => j.status === 'Cancelled' && j.sold.startsWith('2025'))));
    q.ask('Average time on site for a leak under the sink, in hours', amount(avgOf(snags, (s) => s.hours, (s) => s.issue === 'Leak Under Sink'), 2));
    q.ask("How many snag visits ended with the issue not fixed, leaving out 'No Fault Found'?", count(countWhere(snags, (s) => s.fixed === 'N' && s.issue !== 'No Fault Found')));

    q.ask('How happy are our customers with their new kitchens?', decline('no satisfaction data'));
    q.ask("What's Rob Metcalfe's hourly rate?", decline('no pay data'));
    q.ask('How many kitchens will we fit in 2027?', decline('a forecast'));
    q.ask('Which kitchen range looks the nicest?', decline('an opinion'));
    q.ask('Which appliance brand do customers choose most?', decline('no brand column'));
    q.ask('When does the warranty run out on the Harrogate kitchens?', decline('no warranty data'));
    q.ask("What's the phone number for Greystone Quartz?", decline('no contact details'));
    q.ask('How many kitchens did we fit in 2022?', decline('jobs start in January 2025'));
    q.ask('How much did we spend on van fuel?', decline('no fuel costs'));
    q.ask('How many kitchens had an island?', decline('no layout column'));
    q.ask('How long after the quote did customers sign?', decline('no quote dates'));
    return { files, questions: q.questions };
  },
};

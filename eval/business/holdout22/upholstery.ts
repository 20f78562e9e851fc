// A furniture upholsterer: 6,400 quotes from January 2024 to October 2025 (CSV), the jobs the
// accepted quotes became (XLSX) sharing `quote_ref`, and the fabric ordered for those jobs (CSV)
// sharing `job_no`. Traps: money in pounds with the unit in the header, labour hours and dates
// stored as text in the workbook, blank finish dates and invoices for jobs still in the workshop,
// supplier countries as two-letter codes ("IT" for Italy, a stopword), blank delivery dates for
// orders that never arrived, and workshop-fabric jobs without any fabric order.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Quote {
  ref: string;
  date: string;
  customer: string;
  type: string;
  item: string;
  quantity: number;
  quoted: number;
  status: string;
}

interface Job {
  no: number;
  quote: string;
  upholsterer: string;
  start: string;
  finish: string | null;
  hours: number;
  invoice: number | null;
  paid: string;
  fabric: string;
}

interface FabricOrder {
  id: number;
  job: number;
  supplier: string;
  country: string;
  fabric: string;
  metres: number;
  perMetre: number;
  ordered: string;
  delivered: string | null;
  status: string;
}

const PRIVATE_FIRST = ['Helen', 'Mark', 'Sophie', 'Richard', 'Laura', 'Simon', 'Janet', 'Andrew', 'Claire', 'Martin', 'Nicola', 'Paul', 'Ruth', 'Steven', 'Alison', 'Brian', 'Carol', 'Derek', 'Elaine', 'Frances', 'Graham', 'Hilary', 'Ian', 'Joanna', 'Keith', 'Lesley', 'Malcolm', 'Natalie', 'Oliver', 'Philippa'];
const PRIVATE_LAST = ['Ashworth', 'Brennan', 'Carter', 'Dixon', 'Ellison', 'Foster', 'Gibbs', 'Harper', 'Ingram', 'Jarvis', 'Kemp', 'Lambert', 'Mercer', 'Nash', 'Oakley', 'Pearce', 'Quayle', 'Radford', 'Sutton', 'Tanner', 'Upton', 'Vernon', 'Whitfield', 'Yates', 'Abbott', 'Bolton', 'Chambers', 'Dawson', 'Eastwood', 'Fletcher', 'Goddard', 'Hammond', 'Iles', 'Joyce', 'Kirby', 'Lowe'];
const TRADE: [string, string][] = [
  ['The Grand Harbour Hotel', 'Hotel'], ['Seaview Lodge', 'Hotel'], ['Castle Inn Rooms', 'Hotel'], ['Bramley House Hotel', 'Hotel'],
  ['Olive & Vine', 'Restaurant'], ['The Copper Pot', 'Restaurant'], ['Luca Trattoria', 'Restaurant'], ['Marlow Interiors', 'Trade'],
  ['Harrow & Finch Design', 'Trade'], ['Studio Pebble', 'Trade'], ['Northgate Antiques', 'Trade'], ['Redbrick Property Lettings', 'Trade'],
];
// item, base price (GBP), weight, quantity range
const ITEMS: [string, number, number, number][] = [
  ['Sofa', 980, 24, 1], ['Armchair', 420, 22, 2], ['Dining Chair', 95, 20, 8], ['Headboard', 310, 12, 1],
  ['Ottoman', 240, 8, 1], ['Chaise Longue', 760, 5, 1], ['Window Seat Cushion', 180, 9, 2], ['Banquette Seating', 1_450, 4, 3],
];
const STAFF = ['Maria Lopes', 'Gareth Pugh', 'Hannah Cole', 'Dev Mistry'];
// supplier, country, price per metre range, weight
const SUPPLIERS: [string, string, number, number, number][] = [
  ['Lusso Tessuti', 'IT', 38, 95, 18], ['Halden Mills', 'UK', 18, 42, 30], ['Vlaams Linnen', 'BE', 24, 55, 20],
  ['Maison Duval', 'FR', 30, 80, 16], ['Tejidos Sur', 'ES', 14, 35, 16],
];
const FABRICS = ['Velvet', 'Linen', 'Boucle', 'Wool Tweed', 'Chenille', 'Cotton Canvas', 'Faux Leather', 'Damask'];

function generate(): { quotes: Quote[]; jobs: Job[]; orders: FabricOrder[] } {
  const random = createRandom(39_233);
  const quotes: Quote[] = [];
  for (let i = 0; i < 6_400; i++) {
    const trade = random.chance(0.28);
    const [customer, type] = trade ? random.weighted(TRADE, TRADE.map((_, j) => 12 - j * 0.7)) : [`${random.pick(PRIVATE_FIRST)} ${random.pick(PRIVATE_LAST)}`, 'Private'];
    const [item, base, , maxQty] = random.weighted(ITEMS, ITEMS.map((it) => it[2] * (type === 'Restaurant' && it[0] === 'Banquette Seating' ? 6 : 1)));
    const quantity = random.int(1, maxQty) + (item === 'Dining Chair' ? 1 : 0);
    const date = random.date('2024-01-02', '2025-10-31');
    const quoted = roundTo(quantity * base * random.float(0.85, 1.3, 3) * (type === 'Private' ? 1 : 0.92), 0);
    const acceptChance = type === 'Hotel' ? 0.62 : type === 'Trade' ? 0.55 : type === 'Restaurant' ? 0.5 : 0.41;
    const status = date >= '2025-10-01' && random.chance(0.55) ? 'Pending' : random.chance(acceptChance) ? 'Accepted' : random.chance(0.6) ? 'Declined' : 'Expired';
    quotes.push({ ref: '', date, customer, type, item, quantity, quoted, status });
  }
  quotes.sort((a, b) => a.date.localeCompare(b.date) || a.customer.localeCompare(b.customer));
  quotes.forEach((q, i) => (q.ref = `Q${q.date.slice(2, 4)}-${String(i + 1).padStart(5, '0')}`));
  const jobs: Job[] = [];
  const orders: FabricOrder[] = [];
  for (const quote of quotes.filter((x) => x.status === 'Accepted')) {
    const start = addDays(quote.date, random.int(4, 40));
    const finish = start > '2025-10-10' && random.chance(0.7) ? null : addDays(start, random.int(2, 24));
    const base = ITEMS.find((it) => it[0] === quote.item)![1];
    const hours = roundTo((quote.quantity * base) / 45 * random.float(0.75, 1.3, 2) * 2, 0) / 2;
    const fabric = random.chance(0.22) ? 'Customer own' : 'Workshop';
    const job: Job = {
      no: 1_001 + jobs.length,
      quote: quote.ref,
      upholsterer: random.weighted(STAFF, [32, 27, 24, 17]),
      start,
      finish,
      hours: Math.max(1, hours),
      invoice: finish === null ? null : roundTo(quote.quoted * random.float(0.97, 1.14, 3), 2),
      paid: finish === null ? 'No' : finish > '2025-09-15' && random.chance(0.4) ? 'No' : random.chance(0.04) ? 'No' : 'Yes',
      fabric,
    };
    jobs.push(job);
    if (fabric === 'Workshop' && random.chance(0.94)) {
      const n = random.chance(0.3) ? 2 : 1;
      for (let k = 0; k < n; k++) {
        const [supplier, country, low, high] = random.weighted(SUPPLIERS, SUPPLIERS.map((s) => s[4]));
        const ordered = addDays(start, -random.int(1, 12));
        const roll = random.next();
        const status = roll < 0.05 ? 'Cancelled' : roll < 0.12 && ordered > '2025-08-01' ? 'Backordered' : roll < 0.09 ? 'Backordered' : 'Delivered';
        orders.push({
          id: 0,
          job: job.no,
          supplier,
          country,
          fabric: random.pick(FABRICS),
          metres: roundTo(Math.max(1, quote.quantity * random.float(1.2, 6, 1) * (quote.item === 'Sofa' || quote.item === 'Banquette Seating' ? 2.5 : 1)), 1),
          perMetre: random.float(low, high, 2),
          ordered,
          delivered: status === 'Delivered' ? addDays(ordered, random.int(country === 'UK' ? 2 : 4, country === 'UK' ? 9 : 21)) : null,
          status,
        });
      }
    }
  }
  orders.sort((a, b) => a.ordered.localeCompare(b.ordered) || a.job - b.job);
  orders.forEach((o, i) => (o.id = 30_001 + i));
  return { quotes, jobs, orders };
}

const QUOTE_COLUMNS: Column<Quote>[] = [
  { header: 'quote_ref', value: (q) => q.ref },
  { header: 'quote_date', value: (q) => q.date },
  { header: 'customer', value: (q) => q.customer },
  { header: 'customer_type', value: (q) => q.type },
  { header: 'item', value: (q) => q.item },
  { header: 'qty', value: (q) => q.quantity },
  { header: 'Quoted (GBP)', value: (q) => q.quoted },
  { header: 'status', value: (q) => q.status },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'quote_ref', value: (j) => j.quote },
  { header: 'upholsterer', value: (j) => j.upholsterer },
  { header: 'start_date', value: (j) => j.start },
  { header: 'finish_date', value: (j) => j.finish },
  { header: 'labour_hours', value: (j) => String(j.hours) },
  { header: 'Invoice Total (GBP)', value: (j) => j.invoice },
  { header: 'invoice_paid', value: (j) => j.paid },
  { header: 'fabric_source', value: (j) => j.fabric },
];

const ORDER_COLUMNS: Column<FabricOrder>[] = [
  { header: 'order_id', value: (o) => o.id },
  { header: 'job_no', value: (o) => o.job },
  { header: 'supplier', value: (o) => o.supplier },
  { header: 'supplier_country', value: (o) => o.country },
  { header: 'fabric', value: (o) => o.fabric },
  { header: 'metres', value: (o) => o.metres },
  { header: 'Price per Metre (GBP)', value: (o) => o.perMetre.toFixed(2) },
  { header: 'order_date', value: (o) => o.ordered },
  { header: 'delivered_date', value: (o) => o.delivered },
  { header: 'order_status', value: (o) => o.status },
];

export const upholstery: BusinessSchema = {
  name: 'upholstery',
  description: "A furniture upholsterer's quotes Jan 2024-Oct 2025 (CSV), the jobs from accepted quotes (XLSX) sharing quote_ref, and fabric orders (CSV) sharing job_no, money in GBP",
  async build(dir) {
    const { quotes, jobs, orders } = generate();
    const files = [
      await writeCsv(join(dir, 'quotes.csv'), QUOTE_COLUMNS, quotes),
      await writeXlsx(join(dir, 'jobs.xlsx'), 'Jobs', JOB_COLUMNS, jobs),
      await writeCsv(join(dir, 'fabric_orders.csv'), ORDER_COLUMNS, orders),
    ];
    const q = questionSet('upholstery');
    const quoteOf = new Map(quotes.map((x) => [x.ref, x]));
    const accepted = (x: Quote) => x.status === 'Accepted';
    const finished = (j: Job) => j.finish !== null;
    const spend = (o: FabricOrder) => o.metres * o.perMetre;
    const jobQuote = (j: Job) => quoteOf.get(j.quote)!;
    const rateBy = (key: (x: Quote) => string) =>
      new Map([...groupBy(quotes, key, 'count')].map(([k, n]) => [k, percentOf(countWhere(quotes, (x) => key(x) === k && accepted(x)), n)]));

    q.ask('How many quotes have we sent out?', count(quotes.length));
    q.ask('quotes by status', countsBy(groupBy(quotes, (x) => x.status, 'count')));
    q.ask('What percentage of our quotes were accepted?', percent(percentOf(countWhere(quotes, accepted), quotes.length)));
    q.ask('Total value of accepted quotes dated in 2025', amount(sumOf(quotes, (x) => x.quoted, (x) => accepted(x) && x.date.startsWith('2025'))));
    q.ask('What is the average quote for a sofa?', amount(avgOf(quotes, (x) => x.quoted, (x) => x.item === 'Sofa')));
    q.ask('Which item do we quote for most often?', winner(groupBy(quotes, (x) => x.item, 'count')));
    q.ask('Number of quotes per customer type', countsBy(groupBy(quotes, (x) => x.type, 'count')));
    q.ask('Which customer type accepts our quotes most often, as a rate?', winner(rateBy((x) => x.type)));
    q.ask('How many jobs have we taken on?', count(jobs.length));
    q.ask('How many jobs are still in progress (no finish date yet)?', count(countWhere(jobs, (j) => !finished(j))));
    q.ask('How much did we invoice for jobs finished in 2025?', amount(sumOf(jobs, (j) => j.invoice, (j) => finished(j) && j.finish!.startsWith('2025'))));
    q.ask('On average, how many days does a job take from start to finish?', amount(avgOf(jobs, (j) => (j.finish === null ? null : daysBetween(j.start, j.finish))), 1));
    q.ask('Which upholsterer has finished the most jobs?', winner(groupBy(jobs, (j) => j.upholsterer, 'count', undefined, finished)));
    q.ask('Average labour hours per job for each upholsterer', breakdown(groupBy(jobs, (j) => j.upholsterer, 'avg', (j) => j.hours), 1));
    q.ask('How much is outstanding on unpaid invoices?', amount(sumOf(jobs, (j) => j.invoice, (j) => j.paid === 'No')));
    q.ask('Top 3 customers by total invoiced', ranking(ranked(groupBy(jobs, (j) => jobQuote(j).customer, 'sum', (j) => j.invoice, finished), 3)));
    q.ask('How many fabric orders have we placed?', count(orders.length));
    q.ask('How many metres of fabric did we order from Italian suppliers?', amount(sumOf(orders, (o) => o.metres, (o) => o.country === 'IT'), 1));
    q.ask('What have we spent on fabric in total (metres times price per metre), excluding cancelled orders?', amount(sumOf(orders, spend, (o) => o.status !== 'Cancelled')));
    q.ask('Which supplier has the most backordered orders?', winner(groupBy(orders, (o) => o.supplier, 'count', undefined, (o) => o.status === 'Backordered')));
    q.ask('Average delivery time in days for delivered fabric orders', amount(avgOf(orders, (o) => (o.delivered === null ? null : daysBetween(o.ordered, o.delivered))), 1));
    q.ask('Fabric spend by supplier country, excluding cancelled orders', breakdown(groupBy(orders, (o) => o.country, 'sum', spend, (o) => o.status !== 'Cancelled')));
    q.ask("How many jobs used the customer's own fabric?", count(countWhere(jobs, (j) => j.fabric === 'Customer own')));
    const ordered = new Set(orders.map((o) => o.job));
    q.ask('How many workshop-fabric jobs have no fabric order at all?', count(countWhere(jobs, (j) => j.fabric === 'Workshop' && !ordered.has(j.no))));
    const q1 = q.ask('How many quotes did we send in Q1 2025?', count(countWhere(quotes, (x) => x.date.startsWith('2025') && quarterOf(x.date) === 1)));
    q.followUp(q1, 'and in Q1 2024?', count(countWhere(quotes, (x) => x.date.startsWith('2024') && quarterOf(x.date) === 1)));
    q.ask('Which month did we send the most quotes?', month(busiestMonth(quotes, (x) => x.date)));
    const overruns = jobs.filter(finished).map((j) => j.invoice! - jobQuote(j).quoted);
    q.ask('For finished jobs, how much more did we invoice than we quoted, on average per job?', amount(overruns.reduce((s, n) => s + n, 0) / overruns.length));
    q.ask('How many dining chairs in total were on accepted quotes?', count(sumOf(quotes, (x) => x.quantity, (x) => accepted(x) && x.item === 'Dining Chair')));
    q.ask('How many jobs did we do for hotels?', count(countWhere(jobs, (j) => jobQuote(j).type === 'Hotel')));
    q.ask('How many quotes expired in 2024?', count(countWhere(quotes, (x) => x.status === 'Expired' && x.date.startsWith('2024'))));
    q.ask("What's the biggest single invoice we've raised?", amount(maxOf(jobs, (j) => j.invoice)));
    q.ask('Invoiced total by item type for jobs finished in 2025', breakdown(groupBy(jobs, (j) => jobQuote(j).item, 'sum', (j) => j.invoice, (j) => finished(j) && j.finish!.startsWith('2025'))));
    q.ask('How many quotes went out between 1 March and 30 April 2025?', count(countWhere(quotes, (x) => x.date >= '2025-03-01' && x.date <= '2025-04-30')));
    q.ask('Which fabric did we order the most metres of?', winner(groupBy(orders, (o) => o.fabric, 'sum', (o) => o.metres)));
    const hotel = q.ask('Acceptance rate for The Grand Harbour Hotel', percent(rateBy((x) => x.customer).get('The Grand Harbour Hotel')!));
    q.followUp(hotel, 'What about Seaview Lodge?', percent(rateBy((x) => x.customer).get('Seaview Lodge')!));

    q.ask('How many metres of velvet do we have in stock?', decline('no stock levels'));
    q.ask('What do our customers rate our work on average?', decline('no reviews'));
    q.ask('How much do we spend on foam and springs?', decline('only fabric is ordered in the data'));
    q.ask('What does each upholsterer get paid?', decline('no wage data'));
    q.ask('How many jobs have we got booked in for 2026?', decline('no jobs dated 2026'));
    q.ask('Why did customers decline our quotes?', decline('no decline reason'));
    q.ask('What profit did we make on each job?', decline('no cost of labour or overheads'));
    q.ask('Which customers live in Bath?', decline('no addresses'));
    q.ask('Which jobs passed the fire-safety test?', decline('no fire-safety records'));
    q.ask('How many quotes did we send in 2023?', decline('quotes start in January 2024'));
    q.ask('Which delivery driver took each finished piece back?', decline('no delivery driver column'));
    return { files, questions: q.questions };
  },
};

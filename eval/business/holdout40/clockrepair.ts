// A clock and watch repairer: 1,000 customers (XLSX: customer id, name, town, retail or trade
// account) and 6,300 repair tickets from January 2024 to October 2025 (CSV: ticket number, item
// type, make, job, estimate, charge, dates in and out, status) sharing the customer id. Traps:
// customer ids and ticket numbers that look numeric, money with the unit in the header ("Estimate
// (£)", "Charged (£)"), blank charges on declined and unfinished jobs, blank completion dates, a
// make "Unknown", a trade customer called "Total Time Jewellers" that is no total, names with
// spaces, and statuses beside the money (declined, awaiting parts, in workshop, collected).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  town: string;
  account: string;
}

interface Ticket {
  no: number;
  customer: string;
  received: string;
  item: string;
  make: string;
  job: string;
  estimate: number;
  charged: number | null;
  completed: string | null;
  status: string;
}

const FIRST = ['Peter', 'Jean', 'Robert', 'Maureen', 'Keith', 'Pauline', 'Graham', 'Brenda', 'Colin', 'Sheila', 'Derek', 'Janet', 'Alan', 'Carol', 'Martin', 'Wendy', 'Stuart', 'Diane', 'Ian', 'Lesley', 'Nigel', 'Ruth', 'Gordon', 'Elaine', 'Barry', 'Hilary', 'Trevor', 'Gillian', 'Malcolm', 'Judith', 'Roger', 'Valerie', 'Clive', 'Marion', 'Howard', 'Sandra', 'Neil', 'Irene', 'Philip', 'Kathleen'];
const LAST = ['Abbott', 'Baxter', 'Collier', 'Denton', 'Entwistle', 'Frost', 'Gregson', 'Hebden', 'Jowett', 'Kershaw', 'Lumb', 'Mellor', 'Naylor', 'Oates', 'Priestley', 'Rushworth', 'Sugden', 'Tillotson', 'Walsh', 'Yates', 'Broadbent', 'Crowther', 'Hirst', 'Ackroyd', 'Booth', 'Firth', 'Holroyd', 'Sykes', 'Pickles', 'Ramsden'];
const TRADE = ['Total Time Jewellers', 'Fieldings Goldsmiths', 'The Watch Gallery', 'Harrogate Antiques Centre', 'Beaumont & Sons Jewellers', 'Station Road Pawnbrokers', 'Minster Jewellery', 'Kings Arcade Watches'];
const TOWNS: [string, number][] = [['York', 30], ['Harrogate', 20], ['Leeds', 16], ['Knaresborough', 9], ['Ripon', 8], ['Wetherby', 7], ['Selby', 5], ['Thirsk', 5]];
// item, share, makes
const ITEMS: [string, number, string[]][] = [
  ['Wristwatch', 52, ['Seiko', 'Omega', 'Rolex', 'Tissot', 'Longines', 'Citizen', 'Rotary', 'Unknown']],
  ['Pocket watch', 7, ['Waltham', 'Elgin', 'Smiths', 'Unknown']],
  ['Mantel clock', 14, ['Smiths', 'Hermle', 'Enfield', 'Unknown']],
  ['Longcase clock', 6, ['Comitti', 'Hermle', 'Unknown']],
  ['Wall clock', 12, ['Hermle', 'Kieninger', 'Smiths', 'Unknown']],
  ['Carriage clock', 9, ['Comitti', 'Matthew Norman', 'Unknown']],
];
// job, base estimate (£), days in workshop
const JOBS: Record<string, [string, number, number][]> = {
  watch: [['Battery', 12, 0], ['Strap', 28, 1], ['Glass', 45, 5], ['Service', 165, 21], ['Overhaul', 320, 35], ['Estimate only', 15, 3]],
  clock: [['Service', 180, 25], ['Overhaul', 380, 45], ['Spring replacement', 140, 20], ['Case repair', 95, 14], ['Estimate only', 20, 5]],
};

function generate(): { customers: Customer[]; tickets: Ticket[] } {
  const random = createRandom(50_353);
  const customers: Customer[] = [];
  const used = new Set<string>();
  for (const name of TRADE) {
    used.add(name);
    customers.push({ id: '', name, town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])), account: 'Trade' });
  }
  while (customers.length < 1_000) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (used.has(name)) continue;
    used.add(name);
    customers.push({ id: '', name, town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])), account: 'Retail' });
  }
  const order = customers.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  order.forEach((ci, k) => (customers[ci].id = String(10_000 + k * 4 + random.int(0, 3))));
  const weights = customers.map((c, i) => (c.account === 'Trade' ? 60 + i * 13 : random.float(0.4, 2, 2)));
  const tickets: Ticket[] = [];
  for (let i = 0; i < 6_300; i++) {
    const c = random.weighted(customers, weights);
    const [item, , makes] = random.weighted(ITEMS, ITEMS.map((t) => t[1]));
    const kind = item === 'Wristwatch' || item === 'Pocket watch' ? 'watch' : 'clock';
    const [job, base, days] = random.weighted(JOBS[kind], kind === 'watch' ? [30, 14, 8, 26, 8, 14] : [40, 15, 15, 15, 15]);
    const make = random.weighted(makes, makes.map((m) => (m === 'Unknown' ? 1.5 : 3)));
    const received = random.date('2024-01-02', '2025-10-31');
    const luxury = make === 'Rolex' || make === 'Omega' ? 1.8 : make === 'Longines' ? 1.4 : 1;
    const estimate = Math.round(base * luxury * random.float(0.85, 1.25, 2) * (c.account === 'Trade' ? 0.85 : 1) * 100) / 100;
    const out = addDays(received, days + random.int(0, Math.max(2, Math.round(days * 0.6))));
    const late = out > '2025-11-20';
    const roll = random.next();
    let status: string;
    if (job === 'Estimate only') status = roll < 0.6 ? 'declined' : 'collected';
    else if (late) status = roll < 0.3 ? 'awaiting parts' : 'in workshop';
    else status = roll < 0.09 ? 'declined' : roll < 0.12 ? 'awaiting parts' : 'collected';
    const done = status === 'collected';
    const charged = done ? Math.round(estimate * random.float(0.95, 1.15, 2) * 100) / 100 : null;
    tickets.push({ no: 0, customer: c.id, received, item, make, job, estimate, charged, completed: done ? out : null, status });
  }
  tickets.sort((a, b) => a.received.localeCompare(b.received));
  tickets.forEach((t, i) => (t.no = 40_001 + i));
  return { customers, tickets };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Town', value: (c) => c.town },
  { header: 'Account', value: (c) => c.account },
];

const TICKET_COLUMNS: Column<Ticket>[] = [
  { header: 'ticket_no', value: (t) => t.no },
  { header: 'customer_id', value: (t) => t.customer },
  { header: 'date_in', value: (t) => t.received },
  { header: 'item_type', value: (t) => t.item },
  { header: 'make', value: (t) => t.make },
  { header: 'job', value: (t) => t.job },
  { header: 'Estimate (£)', value: (t) => t.estimate.toFixed(2) },
  { header: 'Charged (£)', value: (t) => (t.charged === null ? null : t.charged.toFixed(2)) },
  { header: 'date_out', value: (t) => t.completed },
  { header: 'status', value: (t) => t.status },
];

export const clockrepair: BusinessSchema = {
  name: 'clockrepair',
  description: 'A clock and watch repairer: 1,000 retail and trade customers (XLSX) and 6,300 repair tickets Jan 2024-Oct 2025 with estimates and charges in pounds (CSV), sharing the customer id',
  async build(dir) {
    const { customers, tickets } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'repair_tickets.csv'), TICKET_COLUMNS, tickets),
    ];
    const q = questionSet('clockrepair');
    const byId = new Map(customers.map((c) => [c.id, c]));
    const cust = (t: Ticket) => byId.get(t.customer)!;
    const charged = (t: Ticket) => t.charged;
    const inYear = (y: string) => (t: Ticket) => t.received.startsWith(y);
    const collected = (t: Ticket) => t.status === 'collected';
    const turnaround = (t: Ticket) => (t.completed === null ? null : daysBetween(t.received, t.completed));

    q.ask('How many repair tickets have we booked in?', count(tickets.length));
    q.ask('tickets by status', countsBy(groupBy(tickets, (t) => t.status, 'count')));
    q.ask('How much have we charged customers in total?', amount(sumOf(tickets, charged)));
    q.ask('What did we charge in 2024, by date booked in?', amount(sumOf(tickets, charged, inYear('2024'))));
    q.ask('Charges on jobs booked in during May 2025', amount(sumOf(tickets, charged, (t) => t.received.startsWith('2025-05'))));
    q.ask('What is the average charge for a wristwatch service?', amount(avgOf(tickets, charged, (t) => t.item === 'Wristwatch' && t.job === 'Service')));
    q.ask('Which item type comes in most often?', winner(groupBy(tickets, (t) => t.item, 'count')));
    q.ask('Number of tickets by item type', countsBy(groupBy(tickets, (t) => t.item, 'count')));
    q.ask('Top 3 watch and clock makes by number of tickets, leaving out Unknown', ranking(ranked(groupBy(tickets, (t) => t.make, 'count', undefined, (t) => t.make !== 'Unknown'), 3)));
    q.ask('How many tickets have the make recorded as Unknown?', count(countWhere(tickets, (t) => t.make === 'Unknown')));
    q.ask('How many tickets were for a battery job?', count(countWhere(tickets, (t) => t.job === 'Battery')));
    q.ask('How many estimates were declined?', count(countWhere(tickets, (t) => t.status === 'declined')));
    q.ask('What percentage of tickets were declined?', percent(percentOf(countWhere(tickets, (t) => t.status === 'declined'), tickets.length)));
    q.ask('Total value of estimates on declined tickets', amount(sumOf(tickets, (t) => t.estimate, (t) => t.status === 'declined')));
    q.ask('How many jobs are awaiting parts?', count(countWhere(tickets, (t) => t.status === 'awaiting parts')));
    q.ask('Average turnaround in days from date in to date out, collected jobs', amount(avgOf(tickets, turnaround, collected), 1));
    q.ask('Average turnaround in days for longcase clock overhauls that were collected', amount(avgOf(tickets, turnaround, (t) => collected(t) && t.item === 'Longcase clock' && t.job === 'Overhaul'), 1));
    q.ask('Longest turnaround in days for a collected job', count(maxOf(tickets, turnaround, collected)));
    q.ask('Which month had the most tickets booked in?', month(busiestMonth(tickets, (t) => t.received)));
    q.ask('How many tickets were booked in during Q4 2024?', count(countWhere(tickets, (t) => inYear('2024')(t) && quarterOf(t.received) === 4)));
    q.ask('How many tickets came in between 10 and 23 March 2025?', count(countWhere(tickets, (t) => between(t.received, '2025-03-10', '2025-03-23'))));
    q.ask('Charges by job type', breakdown(groupBy(tickets, (t) => t.job, 'sum', charged)));
    q.ask('Which job type brings in the most money?', winner(groupBy(tickets, (t) => t.job, 'sum', charged)));
    q.ask('Average charge on Rolex tickets', amount(avgOf(tickets, charged, (t) => t.make === 'Rolex')));
    q.ask('Highest single charge', amount(maxOf(tickets, charged)));
    q.ask('Median charge on collected jobs', amount(medianOf(tickets, charged, collected)));
    q.ask('How many customers do we have?', count(customers.length));
    q.ask('How many trade accounts are there?', count(countWhere(customers, (c) => c.account === 'Trade')));
    q.ask('customers by town', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('Charges from trade vs retail customers', breakdown(groupBy(tickets, (t) => cust(t).account, 'sum', charged)));
    q.ask('Which trade customer sends us the most tickets?', winner(groupBy(tickets, (t) => cust(t).name, 'count', undefined, (t) => cust(t).account === 'Trade')));
    q.ask('How many tickets has Total Time Jewellers sent us?', count(countWhere(tickets, (t) => cust(t).name === 'Total Time Jewellers')));
    q.ask('Top 3 customers by amount charged', ranking(ranked(groupBy(tickets, (t) => cust(t).name, 'sum', charged, (t) => t.charged !== null), 3)));
    q.ask("Which town's customers brought in the most charges?", winner(groupBy(tickets, (t) => cust(t).town, 'sum', charged, (t) => t.charged !== null)));
    q.ask('How many tickets came from customers in Ripon?', count(countWhere(tickets, (t) => cust(t).town === 'Ripon')));
    q.ask('How many customers have never brought anything in?', count(countWhere(customers, (c) => !tickets.some((t) => t.customer === c.id))));
    q.ask('How many different customers brought something in during 2025?', count(new Set(tickets.filter(inYear('2025')).map((t) => t.customer)).size));
    q.ask('Average charge per collected job for retail customers', amount(avgOf(tickets, charged, (t) => collected(t) && cust(t).account === 'Retail')));
    const omega = q.ask('How many Omega watches came in during 2024?', count(countWhere(tickets, (t) => t.make === 'Omega' && inYear('2024')(t))));
    q.followUp(omega, 'And in 2025?', count(countWhere(tickets, (t) => t.make === 'Omega' && inYear('2025')(t))));
    q.ask('How many mantel clocks were serviced in 2025 (collected)?', count(countWhere(tickets, (t) => t.item === 'Mantel clock' && t.job === 'Service' && collected(t) && inYear('2025')(t))));
    q.ask('Average estimate for a carriage clock overhaul', amount(avgOf(tickets, (t) => t.estimate, (t) => t.item === 'Carriage clock' && t.job === 'Overhaul')));
    q.ask('For collected jobs, how much more did we charge than we estimated in total?', amount(sumOf(tickets, (t) => t.charged! - t.estimate, collected)));
    q.ask('What share of collected jobs were charged more than the estimate?', percent(percentOf(countWhere(tickets, (t) => collected(t) && t.charged! > t.estimate), countWhere(tickets, collected))));
    q.ask('Tickets still in the workshop by item type', countsBy(groupBy(tickets, (t) => t.item, 'count', undefined, (t) => t.status === 'in workshop')));
    q.ask('Which make has the highest average charge?', winner(groupBy(tickets, (t) => t.make, 'avg', charged, (t) => t.charged !== null)));
    q.ask('Charges on clocks (mantel, longcase, wall and carriage) in 2025', amount(sumOf(tickets, charged, (t) => inYear('2025')(t) && t.item.endsWith('clock'))));

    q.ask('What profit did we make on Rolex services?', decline('no parts or labour costs'));
    q.ask('Which watchmaker did the most repairs?', decline('no staff column'));
    q.ask('How much did we spend on parts from suppliers?', decline('no parts purchases'));
    q.ask('What are the serial numbers of the Rolex watches we repaired?', decline('no serial numbers'));
    q.ask('How many watches were water resistance tested?', decline('no test data'));
    q.ask('How old are the clocks we repair on average?', decline('no manufacture dates'));
    q.ask('What is our Google review score?', decline('no reviews'));
    q.ask('How many tickets will we get next December?', decline('a forecast'));
    q.ask('How many repairs came back under warranty?', decline('no warranty or comeback column'));
    q.ask('What postcode do most customers live in?', decline('towns only, no postcodes'));
    q.ask('How much VAT did we charge?', decline('no VAT breakdown'));
    return { files, questions: q.questions };
  },
};

// A mobile knife sharpening service in North Yorkshire: 420 customers (XLSX: restaurants, butchers,
// pubs, hairdressers, households, with blank emails) and about 9,600 visits from January 2025 to
// 30 November 2026 (CSV) sharing "Customer ID". Traps: a job number that looks numeric, money with
// the currency in the header ("Amount (£)", "Travel Fee (£)"), statuses Completed / Cancelled /
// No access / Refunded (amounts blank for the visits that never happened, kept on refunds), blank
// "Other Blades" cells, a customer called "Total Hospitality Group", and a sharpener field that is
// blank on cancelled visits.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  id: string;
  name: string;
  type: string;
  town: string;
  joined: string;
  plan: string;
  email: string | null;
}

interface Job {
  no: number;
  customer: string;
  date: string;
  sharpener: string | null;
  knives: number;
  scissors: number;
  other: number | null;
  service: string;
  amount: number | null;
  travel: number | null;
  status: string;
  payment: string | null;
}

const TYPES: [string, number][] = [['Restaurant', 30], ['Butcher', 10], ['Pub', 16], ['Household', 28], ['Hairdresser', 9], ['School kitchen', 4], ['Caterer', 3]];
const TOWNS: [string, number][] = [['Harrogate', 30], ['Ripon', 14], ['Knaresborough', 15], ['Wetherby', 12], ['Otley', 10], ['Ilkley', 11], ['Skipton', 8]];
const SHARPENERS = ['Dan', 'Priya', 'Tom', 'Kasia'];
const SERVICES: [string, number, number][] = [['Standard', 60, 4.5], ['Japanese whetstone', 14, 9], ['Serration repair', 12, 6], ['Chip repair', 14, 11]];
const FIRST = ['The Old', 'Little', 'Green', 'Red Lion', 'Black Bull', 'Crown', 'Kings', 'Station', 'Market', 'Riverside', 'Abbey', 'Bridge', 'High Street', 'Mill', 'Oak', 'Golden', 'White Hart', 'Swan', 'Nidd', 'Wharfe', 'Castle', 'Priory', 'Dales', 'Valley', 'Fox', 'Hare', 'Plough', 'Chapel', 'Stray', 'Yorkshire'];
const LAST: Record<string, string[]> = {
  Restaurant: ['Bistro', 'Kitchen', 'Trattoria', 'Brasserie', 'Grill', 'Thai', 'Curry House', 'Dining Rooms'],
  Butcher: ['Butchers', 'Family Butchers', 'Meats', 'Quality Butchers'],
  Pub: ['Inn', 'Arms', 'Tavern', 'Hotel', 'Alehouse'],
  Hairdresser: ['Hair', 'Salon', 'Barbers', 'Hair Studio'],
  'School kitchen': ['Primary School', 'Academy', 'CE School'],
  Caterer: ['Catering', 'Events', 'Hog Roast'],
};
const SURNAMES = ['Atkinson', 'Barker', 'Clarke', 'Dawson', 'Ellis', 'Fletcher', 'Greenwood', 'Hartley', 'Ingham', 'Jowett', 'Kitchen', 'Lister', 'Metcalfe', 'Naylor', 'Outhwaite', 'Pickles', 'Raistrick', 'Sutcliffe', 'Thwaite', 'Walker'];

function generate(): { customers: Customer[]; jobs: Job[] } {
  const random = createRandom(46_001);
  const customers: Customer[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 420; i++) {
    const type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    let name = '';
    for (let tries = 0; tries === 0 || used.has(name); tries++) {
      name = type === 'Household' ? `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(['A', 'B', 'C', 'D', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T'])}. ${random.pick(SURNAMES)}` : `${random.pick(FIRST)} ${random.pick(LAST[type])}`;
      if (tries > 40) name = `${name} ${random.pick(SURNAMES)}`;
    }
    if (i === 57) name = 'Total Hospitality Group';
    used.add(name);
    const plan = type === 'Household' ? random.weighted(['Ad hoc', 'Quarterly'], [80, 20]) : random.weighted(['Fortnightly', 'Monthly', 'Ad hoc'], [30, 45, 25]);
    customers.push({
      id: `KS-${String(i + 1).padStart(4, '0')}`,
      name,
      type: i === 57 ? 'Caterer' : type,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      joined: random.date('2019-03-01', '2026-10-15'),
      plan,
      email: random.chance(0.18) ? null : `${name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@example.co.uk`,
    });
  }
  const jobs: Job[] = [];
  const start = '2025-01-02';
  const days = daysBetween(start, '2026-11-30');
  const weights = customers.map((c) => (c.plan === 'Fortnightly' ? 6 : c.plan === 'Monthly' ? 3 : c.plan === 'Quarterly' ? 1 : 0.6) * (c.type === 'Butcher' ? 1.4 : 1));
  for (let i = 0; i < 9_600; i++) {
    const c = random.weighted(customers, weights);
    let date = addDays(start, random.int(0, days));
    if (date < c.joined) date = c.joined > '2026-11-30' ? '2026-11-30' : addDays(c.joined, random.int(0, Math.max(0, daysBetween(c.joined, '2026-11-30'))));
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1) > '2026-11-30' ? addDays(date, -1) : addDays(date, 1);
    const service = random.weighted(SERVICES.map((s) => s[0]), SERVICES.map((s) => s[1]));
    const per = SERVICES.find((s) => s[0] === service)![2];
    const knives = c.type === 'Hairdresser' ? random.int(0, 2) : c.type === 'Household' ? random.int(2, 9) : random.int(4, 28);
    const scissors = c.type === 'Hairdresser' ? random.int(3, 12) : random.chance(0.3) ? random.int(1, 3) : 0;
    const other = random.chance(0.35) ? null : random.int(0, 4);
    const roll = random.next();
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.08 ? 'No access' : roll < 0.1 ? 'Refunded' : 'Completed';
    const happened = status === 'Completed' || status === 'Refunded';
    const value = Math.round((knives * per + scissors * 6.5 + (other ?? 0) * 4) * 100) / 100;
    const travel = c.type === 'Household' ? (random.chance(0.6) ? 5 : 7.5) : c.plan === 'Ad hoc' ? 10 : 0;
    jobs.push({
      no: 0,
      customer: c.id,
      date,
      sharpener: status === 'Cancelled' ? null : random.weighted(SHARPENERS, [35, 28, 22, 15]),
      knives,
      scissors,
      other,
      service,
      amount: happened ? value : null,
      travel: happened ? travel : null,
      status,
      payment: happened ? (c.type === 'Household' ? random.weighted(['Card', 'Cash'], [70, 30]) : random.weighted(['Invoice', 'Card', 'Cash'], [60, 30, 10])) : null,
    });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.customer.localeCompare(b.customer));
  jobs.forEach((j, i) => (j.no = 50_001 + i));
  return { customers, jobs };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Customer ID', value: (c) => c.id },
  { header: 'Customer Name', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type },
  { header: 'Town', value: (c) => c.town },
  { header: 'Customer Since', value: (c) => c.joined },
  { header: 'Plan', value: (c) => c.plan },
  { header: 'Email', value: (c) => c.email },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job No', value: (j) => j.no },
  { header: 'Customer ID', value: (j) => j.customer },
  { header: 'Visit Date', value: (j) => j.date },
  { header: 'Sharpener', value: (j) => j.sharpener },
  { header: 'Knives', value: (j) => j.knives },
  { header: 'Scissors', value: (j) => j.scissors },
  { header: 'Other Blades', value: (j) => j.other },
  { header: 'Service', value: (j) => j.service },
  { header: 'Amount (£)', value: (j) => j.amount },
  { header: 'Travel Fee (£)', value: (j) => j.travel },
  { header: 'Status', value: (j) => j.status },
  { header: 'Payment', value: (j) => j.payment },
];

export const knifesharpening: BusinessSchema = {
  name: 'knifesharpening',
  description: 'A mobile knife sharpening service: 420 customers (XLSX) and about 9,600 visits Jan 2025 - Nov 2026 with amounts in pounds (CSV) sharing Customer ID',
  async build(dir) {
    const { customers, jobs } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', CUSTOMER_COLUMNS, customers),
      await writeCsv(join(dir, 'sharpening_jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('knifesharpening');
    const byId = new Map(customers.map((c) => [c.id, c]));
    const cust = (j: Job) => byId.get(j.customer)!;
    const done = (j: Job) => j.status === 'Completed';
    const amt = (j: Job) => j.amount;
    const inMonth = (m: string) => (j: Job) => j.date.startsWith(m);
    const in2026 = (j: Job) => j.date.startsWith('2026');
    const blades = (j: Job) => j.knives + j.scissors + (j.other ?? 0);

    q.ask('How many customers have we got on the books?', count(customers.length));
    q.ask('how many jobs in total', count(jobs.length));
    q.ask('How many visits got cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('jobs by status', countsBy(groupBy(jobs, (j) => j.status, 'count')));
    q.ask('What did completed jobs bring in altogether (not counting travel fees)?', amount(sumOf(jobs, amt, done)));
    q.ask('How much have we refunded in total?', amount(sumOf(jobs, amt, (j) => j.status === 'Refunded')));
    q.ask('Total travel fees charged on completed jobs', amount(sumOf(jobs, (j) => j.travel, done)));
    q.ask("What's the average amount for a completed job?", amount(avgOf(jobs, amt, done)));
    q.ask('How many knives did we sharpen on completed jobs in 2026?', count(sumOf(jobs, (j) => j.knives, (j) => done(j) && in2026(j))));
    q.ask('total scissors sharpened on completed visits', count(sumOf(jobs, (j) => j.scissors, done)));
    q.ask('Which sharpener did the most completed jobs?', winner(groupBy(jobs, (j) => j.sharpener, 'count', undefined, done)));
    q.ask('Completed job takings by sharpener', breakdown(groupBy(jobs, (j) => j.sharpener, 'sum', amt, done)));
    q.ask('How many customers are butchers?', count(countWhere(customers, (c) => c.type === 'Butcher')));
    q.ask('customers per town', countsBy(groupBy(customers, (c) => c.town, 'count')));
    q.ask('Which town has the most customers?', winner(groupBy(customers, (c) => c.town, 'count')));
    q.ask('How many customers have no email address?', count(countWhere(customers, (c) => c.email === null)));
    q.ask('How many customers are on the fortnightly plan?', count(countWhere(customers, (c) => c.plan === 'Fortnightly')));
    q.ask('Which customer type brings in the most money from completed jobs?', winner(groupBy(jobs, (j) => cust(j).type, 'sum', amt, done)));
    q.ask('Completed revenue by customer type', breakdown(groupBy(jobs, (j) => cust(j).type, 'sum', amt, done)));
    q.ask('Top 5 customers by completed job amount', ranking(ranked(groupBy(jobs, (j) => cust(j).name, 'sum', amt, done), 5)));
    q.ask('Which town brought in the least from completed jobs?', winner(groupBy(jobs, (j) => cust(j).town, 'sum', amt, done), 'asc'));
    q.ask('How many jobs did we do for Total Hospitality Group?', count(countWhere(jobs, (j) => cust(j).name === 'Total Hospitality Group')));
    q.ask('How much has Total Hospitality Group paid us for completed jobs?', amount(sumOf(jobs, amt, (j) => done(j) && cust(j).name === 'Total Hospitality Group')));
    q.ask('How many completed jobs last month?', count(countWhere(jobs, (j) => done(j) && inMonth('2026-10')(j))));
    q.ask('Takings from completed jobs in the last 30 days', amount(sumOf(jobs, amt, (j) => done(j) && j.date >= '2026-11-01' && j.date <= '2026-11-30')));
    q.ask('How many jobs did we have in Q3 2025?', count(countWhere(jobs, (j) => j.date.startsWith('2025') && quarterOf(j.date) === 3)));
    q.ask('Which month of 2025 had the most completed jobs?', month(ranked(groupBy(jobs, (j) => j.date.slice(0, 7), 'count', undefined, (j) => done(j) && j.date.startsWith('2025')), 1)[0]));
    q.ask('Completed revenue 2025 vs 2026 so far', breakdown(groupBy(jobs, (j) => j.date.slice(0, 4), 'sum', amt, done)));
    q.ask('When was our first ever job?', day(dateRange(jobs, (j) => j.date).first));
    q.ask('When did the newest customer join?', day(customers.reduce((m, c) => (c.joined > m ? c.joined : m), '')));
    q.ask('What percentage of visits were no access?', percent(percentOf(countWhere(jobs, (j) => j.status === 'No access'), jobs.length)));
    q.ask('What share of completed jobs were paid by invoice?', percent(percentOf(countWhere(jobs, (j) => done(j) && j.payment === 'Invoice'), countWhere(jobs, done))));
    q.ask('Completed jobs by payment method', countsBy(groupBy(jobs, (j) => j.payment, 'count', undefined, done)));
    q.ask('Which service is most popular?', winner(groupBy(jobs, (j) => j.service, 'count')));
    q.ask('Average amount per completed job for each service', breakdown(groupBy(jobs, (j) => j.service, 'avg', amt, done)));
    q.ask('How many chip repair jobs did Kasia complete?', count(countWhere(jobs, (j) => done(j) && j.service === 'Chip repair' && j.sharpener === 'Kasia')));
    q.ask('How many jobs have the other blades column left blank?', count(countWhere(jobs, (j) => j.other === null)));
    q.ask('biggest single job amount we have charged', amount(maxOf(jobs, amt)));
    q.ask('Most knives done on one visit?', count(maxOf(jobs, (j) => j.knives)));
    q.ask('Average number of blades (knives, scissors and other) per completed job', amount(avgOf(jobs, blades, done), 1));
    q.ask('How many different customers did we visit in October 2026?', count(new Set(jobs.filter(inMonth('2026-10')).map((j) => j.customer)).size));
    q.ask('How many customers have never had a job?', count(customers.length - new Set(jobs.map((j) => j.customer)).size));
    q.ask('How many different hairdresser customers had a visit cancelled or marked no access?', count(new Set(jobs.filter((j) => cust(j).type === 'Hairdresser' && (j.status === 'Cancelled' || j.status === 'No access')).map((j) => j.customer)).size));
    q.ask('Completed revenue from Harrogate pubs', amount(sumOf(jobs, amt, (j) => done(j) && cust(j).type === 'Pub' && cust(j).town === 'Harrogate')));
    q.ask('Which 3 towns have the most completed jobs?', ranking(ranked(groupBy(jobs, (j) => cust(j).town, 'count', undefined, done), 3)));
    q.ask('Average travel fee on completed household jobs', amount(avgOf(jobs, (j) => j.travel, (j) => done(j) && cust(j).type === 'Household')));
    q.ask('How many Saturday jobs did we do in 2026?', count(countWhere(jobs, (j) => in2026(j) && new Date(`${j.date}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('Priya jobs between 1 June and 31 August 2026', count(countWhere(jobs, (j) => j.sharpener === 'Priya' && j.date >= '2026-06-01' && j.date <= '2026-08-31')));
    const sep = q.ask('How much did completed jobs make in September 2026?', amount(sumOf(jobs, amt, (j) => done(j) && inMonth('2026-09')(j))));
    q.followUp(sep, 'and in October?', amount(sumOf(jobs, amt, (j) => done(j) && inMonth('2026-10')(j))));
    const tom = q.ask('How many completed jobs did Tom do in 2025?', count(countWhere(jobs, (j) => done(j) && j.sharpener === 'Tom' && j.date.startsWith('2025'))));
    q.followUp(tom, 'What about Dan?', count(countWhere(jobs, (j) => done(j) && j.sharpener === 'Dan' && j.date.startsWith('2025'))));

    q.ask('What profit did we make last year?', decline('no costs: fuel, wages and stones are not recorded'));
    q.ask('How many miles did the van do in October?', decline('no mileage'));
    q.ask('Which customers gave us a 5 star review?', decline('no reviews'));
    q.ask('How long does a typical visit take?', decline('no times or durations'));
    q.ask('How many jobs are booked for December 2026?', decline('jobs end on 30 November 2026; no future bookings'));
    q.ask('Which knife brand do we sharpen most often?', decline('no knife brand'));
    q.ask('What is the average customer age?', decline('no ages'));
    q.ask('How much VAT did we charge?', decline('no VAT column'));
    q.ask('Which customers pay their invoices late?', decline('no invoice or payment dates'));
    q.ask('What were our takings in 2024?', decline('jobs start in January 2025'));
    q.ask('How many whetstones did we use up this year?', decline('no consumables data'));
    return { files, questions: q.questions };
  },
};

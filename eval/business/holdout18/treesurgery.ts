// A tree-surgery firm: 6,400 quotes from January 2024 to October 2025 (CSV) and the jobs booked
// from accepted quotes (XLSX), joined by `quote_ref`; crews are named on the jobs. Traps: quote
// refs that look numeric, amounts ex VAT with the unit in the header, the work type "Other",
// a subcontracted crew whose name starts with "Total", declined, expired and pending quotes,
// cancelled and still-scheduled jobs with no completion date or invoice (nulls), TPO flags as yes/no.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Quote {
  ref: number;
  date: string;
  customerType: string;
  town: string;
  work: string;
  trees: number;
  amount: number;
  surveyor: string;
  tpo: string;
  status: string;
}

interface Job {
  no: string;
  quote: number;
  crew: string;
  scheduled: string;
  completed: string | null;
  status: string;
  hours: number | null;
  invoiced: number | null;
  waste: number | null;
}

const WORK: [string, number, number][] = [
  ['Felling', 24, 780], ['Crown reduction', 20, 620], ['Pruning', 18, 340], ['Stump grinding', 12, 190],
  ['Hedge cutting', 14, 240], ['Emergency', 5, 950], ['Other', 7, 300],
];
const TOWNS: [string, number][] = [['Guildford', 22], ['Woking', 17], ['Farnham', 13], ['Godalming', 10], ['Dorking', 11], ['Reigate', 14], ['Haslemere', 6], ['Cranleigh', 7]];
const SURVEYORS = ['Martin Cole', 'Jess Whitfield', 'Owen Pryce', 'Hannah Lowe'];
const CREWS: [string, number][] = [['Oak crew', 30], ['Ash crew', 27], ['Birch crew', 23], ['Total Arb Services (sub)', 20]];

function generate(): { quotes: Quote[]; jobs: Job[] } {
  const random = createRandom(35_707);
  const quotes: Quote[] = [];
  for (let i = 0; i < 6_400; i++) {
    const [work, , base] = random.weighted(WORK, WORK.map((w) => w[1]));
    const customerType = random.weighted(['Residential', 'Commercial', 'Council', 'Estate'], [62, 18, 9, 11]);
    const trees = work === 'Hedge cutting' ? 1 : random.weighted([1, 2, 3, 4, 6], [45, 25, 14, 10, 6]);
    const date = random.date('2024-01-01', '2025-10-31');
    const accept = (customerType === 'Council' ? 0.55 : customerType === 'Commercial' ? 0.5 : 0.42) + (work === 'Emergency' ? 0.35 : 0);
    const roll = random.next();
    const recent = date >= '2025-10-01';
    const status = recent && roll < 0.5 ? 'pending' : roll < accept ? 'accepted' : roll < accept + 0.35 ? 'declined' : 'expired';
    quotes.push({
      ref: 0,
      date,
      customerType,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      work,
      trees,
      amount: roundTo(Math.max(120, random.normal(base, base * 0.25) * (1 + (trees - 1) * 0.6) * (customerType === 'Commercial' || customerType === 'Council' ? 1.25 : 1)), 2),
      surveyor: random.pick(SURVEYORS),
      tpo: random.chance(work === 'Felling' || work === 'Crown reduction' ? 0.16 : 0.05) ? 'yes' : 'no',
      status,
    });
  }
  quotes.sort((a, b) => a.date.localeCompare(b.date) || a.amount - b.amount);
  quotes.forEach((q, i) => (q.ref = 240_101 + i));
  const jobs: Job[] = [];
  for (const q of quotes) {
    if (q.status !== 'accepted') continue;
    const scheduled = addDays(q.date, q.work === 'Emergency' ? random.int(0, 2) : random.int(7, 60));
    const roll = random.next();
    const status = scheduled > '2025-10-31' ? 'scheduled' : roll < 0.06 ? 'cancelled' : 'completed';
    const done = status === 'completed';
    const crew = random.weighted(CREWS.map((c) => c[0]), CREWS.map((c) => c[1]));
    jobs.push({
      no: '',
      quote: q.ref,
      crew,
      scheduled,
      completed: done ? addDays(scheduled, random.weighted([0, 1, 2, 3], [70, 18, 8, 4])) : null,
      status,
      hours: done ? roundTo(Math.max(1, random.normal(q.amount / 110, 1.2)), 1) : null,
      invoiced: done ? roundTo(q.amount * (random.chance(0.2) ? random.float(1.02, 1.2, 3) : 1), 2) : null,
      waste: done ? roundTo(Math.max(0.1, random.normal(q.work === 'Felling' ? 2.4 * q.trees : 0.8 * q.trees, 0.4)), 2) : null,
    });
  }
  jobs.sort((a, b) => a.scheduled.localeCompare(b.scheduled) || a.quote - b.quote);
  jobs.forEach((j, i) => (j.no = `J${String(i + 1).padStart(5, '0')}`));
  return { quotes, jobs };
}

const QUOTE_COLUMNS: Column<Quote>[] = [
  { header: 'quote_ref', value: (q) => q.ref },
  { header: 'quote_date', value: (q) => q.date },
  { header: 'customer_type', value: (q) => q.customerType },
  { header: 'town', value: (q) => q.town },
  { header: 'work_type', value: (q) => q.work },
  { header: 'trees', value: (q) => q.trees },
  { header: 'Quoted (GBP ex VAT)', value: (q) => q.amount },
  { header: 'surveyor', value: (q) => q.surveyor },
  { header: 'tpo_protected', value: (q) => q.tpo },
  { header: 'status', value: (q) => q.status },
];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'quote_ref', value: (j) => j.quote },
  { header: 'crew', value: (j) => j.crew },
  { header: 'scheduled_date', value: (j) => j.scheduled },
  { header: 'completed_date', value: (j) => j.completed },
  { header: 'status', value: (j) => j.status },
  { header: 'hours_on_site', value: (j) => j.hours },
  { header: 'Invoiced (GBP ex VAT)', value: (j) => j.invoiced },
  { header: 'waste_tonnes', value: (j) => j.waste },
];

export const treesurgery: BusinessSchema = {
  name: 'treesurgery',
  description: 'A tree-surgery firm: 6,400 quotes Jan 2024-Oct 2025 with amounts ex VAT (CSV) and the jobs booked from accepted quotes with crews (XLSX), joined by quote_ref',
  async build(dir) {
    const { quotes, jobs } = generate();
    const files = [
      await writeCsv(join(dir, 'quotes.csv'), QUOTE_COLUMNS, quotes),
      await writeXlsx(join(dir, 'jobs.xlsx'), 'Jobs', JOB_COLUMNS, jobs),
    ];
    const q = questionSet('treesurgery');
    const quoteOf = new Map(quotes.map((x) => [x.ref, x]));
    const accepted = (x: Quote) => x.status === 'accepted';
    const done = (j: Job) => j.status === 'completed';
    const inv = (j: Job) => j.invoiced;
    const quoted = (x: Quote) => x.amount;

    q.ask('How many quotes have we sent out?', count(quotes.length));
    q.ask('What percentage of our quotes were accepted?', percent(percentOf(countWhere(quotes, accepted), quotes.length)));
    q.ask('Total value of quotes still pending', amount(sumOf(quotes, quoted, (x) => x.status === 'pending')));
    q.ask('Average quote for felling work', amount(avgOf(quotes, quoted, (x) => x.work === 'Felling')));
    q.ask('Quotes by work type', countsBy(groupBy(quotes, (x) => x.work, 'count')));
    q.ask('Which surveyor has won the most accepted quote value?', winner(groupBy(quotes, (x) => x.surveyor, 'sum', quoted, accepted)));
    const q2025 = q.ask('How many quotes did we send in 2025?', count(countWhere(quotes, (x) => x.date.startsWith('2025'))));
    q.followUp(q2025, 'And in 2024?', count(countWhere(quotes, (x) => x.date.startsWith('2024'))));
    q.ask('How many quotes involved TPO-protected trees?', count(countWhere(quotes, (x) => x.tpo === 'yes')));
    q.ask('Which month had the most quotes?', month(busiestMonth(quotes, (x) => x.date)));
    q.ask('How many council quotes were accepted?', count(countWhere(quotes, (x) => x.customerType === 'Council' && accepted(x))));
    q.ask('Acceptance rate for commercial customers', percent(percentOf(countWhere(quotes, (x) => x.customerType === 'Commercial' && accepted(x)), countWhere(quotes, (x) => x.customerType === 'Commercial'))));
    q.ask('Which town do we get the most quote requests from?', winner(groupBy(quotes, (x) => x.town, 'count')));
    q.ask('How many quotes expired in the second quarter of 2025?', count(countWhere(quotes, (x) => x.status === 'expired' && x.date >= '2025-04-01' && x.date < '2025-07-01')));
    q.ask('How many quotes in the Other work category?', count(countWhere(quotes, (x) => x.work === 'Other')));
    q.ask('Average quoted amount by customer type', breakdown(groupBy(quotes, (x) => x.customerType, 'avg', quoted)));
    q.ask('How many emergency quotes did we write between 1 November 2024 and 28 February 2025?', count(countWhere(quotes, (x) => x.work === 'Emergency' && x.date >= '2024-11-01' && x.date <= '2025-02-28')));
    q.ask('Top 3 towns by accepted quote value', ranking(ranked(groupBy(quotes, (x) => x.town, 'sum', quoted, accepted), 3)));
    q.ask('What share of declined quotes were residential?', percent(percentOf(countWhere(quotes, (x) => x.status === 'declined' && x.customerType === 'Residential'), countWhere(quotes, (x) => x.status === 'declined'))));

    q.ask('How many jobs have been completed?', count(countWhere(jobs, done)));
    q.ask('How much have we invoiced in total?', amount(sumOf(jobs, inv)));
    q.ask('Invoiced revenue for jobs completed in 2025', amount(sumOf(jobs, inv, (j) => j.completed !== null && j.completed.startsWith('2025'))));
    q.ask('Invoiced amount by crew', breakdown(groupBy(jobs, (j) => j.crew, 'sum', inv)));
    q.ask('Average hours on site per completed job', amount(avgOf(jobs, (j) => j.hours, done), 2));
    q.ask('Which crew hauled away the most waste (tonnes)?', winner(groupBy(jobs, (j) => j.crew, 'sum', (j) => j.waste)));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'cancelled')));
    q.ask('How many jobs did the Total Arb Services (sub) crew complete?', count(countWhere(jobs, (j) => done(j) && j.crew === 'Total Arb Services (sub)')));
    const augJobs = q.ask('How many jobs were completed in August 2025?', count(countWhere(jobs, (j) => (j.completed ?? '').startsWith('2025-08'))));
    q.followUp(augJobs, 'and how much did we invoice for them?', amount(sumOf(jobs, inv, (j) => (j.completed ?? '').startsWith('2025-08'))));
    q.ask('Invoiced revenue from commercial customers', amount(sumOf(jobs, inv, (j) => quoteOf.get(j.quote)!.customerType === 'Commercial')));
    q.ask('Which town brought in the most invoiced revenue?', winner(groupBy(jobs, (j) => quoteOf.get(j.quote)!.town, 'sum', inv)));
    q.ask('Invoiced revenue by work type', breakdown(groupBy(jobs, (j) => quoteOf.get(j.quote)!.work, 'sum', inv)));
    q.ask('On completed jobs, by how much did the invoiced total exceed the quoted total?', amount(sumOf(jobs, inv, done) - sumOf(jobs, (j) => quoteOf.get(j.quote)!.amount, done)));
    q.ask('Average number of days from quote to completion for completed jobs', amount(avgOf(jobs, (j) => daysBetween(quoteOf.get(j.quote)!.date, j.completed!), done), 1));
    q.ask('How many tonnes of waste came from felling jobs?', amount(sumOf(jobs, (j) => j.waste, (j) => quoteOf.get(j.quote)!.work === 'Felling'), 2));
    q.ask('How many completed jobs in Reigate were for council customers?', count(countWhere(jobs, (j) => done(j) && quoteOf.get(j.quote)!.town === 'Reigate' && quoteOf.get(j.quote)!.customerType === 'Council')));

    q.ask('How many customers left us a five-star review?', decline('no reviews'));
    q.ask('Why are residential quotes declined more often?', decline('no decline reasons'));
    q.ask('How many quotes will we win next spring?', decline('a forecast'));
    q.ask('What do other tree surgeons in Guildford charge for felling?', decline('data of other businesses'));
    q.ask('Which tree species do we fell most?', decline('no species column'));
    q.ask('How much fuel did the chippers use?', decline('no fuel or equipment data'));
    q.ask('What were our accident or injury numbers this year?', decline('no safety records'));
    q.ask('What are the wages of the Oak crew?', decline('no pay data'));
    q.ask('How many quotes did we send in 2022?', decline('quotes start in January 2024'));
    q.ask('How tall were the trees we felled on average?', decline('no tree heights'));
    q.ask('How much VAT did we charge in total?', decline('amounts are ex VAT, no VAT column or rate'));
    return { files, questions: q.questions };
  },
};

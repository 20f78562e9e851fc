// A removals company: 7,200 quotes from January to October 2025 (XLSX exported from the quoting
// tool, with a TOTAL line under the table) and the 3,700 jobs booked from accepted quotes (CSV)
// sharing `quote_id`. Traps: quoted prices stored as formatted text ("£1,234.50"), a TOTAL row
// at the foot of the quotes sheet, destination countries as two-letter codes including "US",
// bedrooms left blank for offices and storage, a subcontracted crew named "Total Logistics",
// quote ids that look numeric, unpaid jobs with a blank paid date, moves scheduled after October.
import { join } from 'node:path';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { writeCsv, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Quote {
  id: number;
  date: string;
  customer: string;
  moveType: string;
  bedrooms: number | null;
  town: string;
  country: string;
  volume: number;
  price: number;
  status: string;
  surveyor: string;
}

interface Job {
  no: number;
  quote: number;
  date: string;
  crew: string;
  crewSize: number;
  vehicle: string;
  hours: number;
  miles: number;
  extras: number;
  invoice: number | null;
  damage: string;
  paid: string | null;
  status: string;
}

const TOWNS = ['Leeds', 'Harrogate', 'York', 'Wakefield', 'Bradford', 'Ilkley', 'Otley', 'Wetherby'];
const SURVEYORS = ['Pauline Hirst', 'Tom Agarwal', 'Mick Dawson', 'Jo Kettlewell', 'Sanjay Mistry'];
const CREWS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Total Logistics'];
const MOVE_TYPES: [string, number][] = [['House', 44], ['Flat', 26], ['Office', 12], ['Storage only', 10], ['International', 8]];

function generate(): { quotes: Quote[]; jobs: Job[] } {
  const random = createRandom(12_101);
  const quotes: Quote[] = [];
  for (let i = 0; i < 7_200; i++) {
    const moveType = random.weighted(MOVE_TYPES.map((m) => m[0]), MOVE_TYPES.map((m) => m[1]));
    const customer = moveType === 'Office' ? 'Business' : random.chance(0.07) ? 'Business' : 'Private';
    const bedrooms = moveType === 'House' ? random.weighted([2, 3, 4, 5], [20, 42, 28, 10]) : moveType === 'Flat' ? random.weighted([1, 2, 3], [35, 50, 15]) : moveType === 'International' ? random.int(1, 4) : null;
    const country = moveType === 'International' ? random.weighted(['FR', 'ES', 'IE', 'US', 'PT'], [30, 30, 15, 15, 10]) : 'UK';
    const volume = bedrooms !== null ? Math.round(random.normal(180 + bedrooms * 210, 90)) : moveType === 'Office' ? random.int(600, 3_200) : random.int(150, 900);
    const base = moveType === 'International' ? 2_400 + volume * 3.1 : moveType === 'Office' ? 900 + volume * 1.3 : 250 + volume * 0.95;
    const roll = random.next();
    const status = roll < 0.52 ? 'Accepted' : roll < 0.74 ? 'Declined' : roll < 0.93 ? 'Expired' : 'Pending';
    quotes.push({
      id: 250_001 + i,
      date: random.date('2025-01-02', '2025-10-31'),
      customer,
      moveType,
      bedrooms,
      town: random.weighted(TOWNS, [30, 12, 14, 10, 12, 6, 5, 6]),
      country,
      volume: Math.max(60, volume),
      price: roundTo(base * random.float(0.9, 1.15, 3), 2),
      status,
      surveyor: random.weighted(SURVEYORS, [24, 22, 20, 18, 16]),
    });
  }
  quotes.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  quotes.forEach((q, i) => (q.id = 250_001 + i));
  const jobs: Job[] = [];
  for (const q of quotes.filter((x) => x.status === 'Accepted')) {
    const date = addDays(q.date, random.int(7, 55));
    const cancelled = random.chance(0.05);
    const status = cancelled ? 'Cancelled' : date > '2025-10-31' ? 'Scheduled' : 'Completed';
    const crew = q.moveType === 'International' ? random.weighted(CREWS, [10, 10, 5, 5, 5, 65]) : random.weighted(CREWS, [22, 21, 19, 17, 14, 7]);
    const crewSize = Math.min(6, 2 + Math.floor(q.volume / 700) + random.int(0, 1));
    const vehicle = q.volume < 700 ? 'Luton van' : q.volume < 1_600 ? '7.5t lorry' : '18t lorry';
    const miles = q.country === 'UK' ? random.int(3, 180) : random.int(450, 1_400);
    const hours = roundTo(Math.max(2, q.volume / (crewSize * 55) + miles / 45 + random.float(0, 2, 2)), 1);
    const extras = random.chance(0.3) ? roundTo(random.float(60, 480, 0), 2) : 0;
    const done = status === 'Completed';
    jobs.push({
      no: 0,
      quote: q.id,
      date,
      crew,
      crewSize,
      vehicle,
      hours,
      miles,
      extras,
      invoice: done ? roundTo(q.price + extras, 2) : null,
      damage: done && random.chance(0.045) ? 'Yes' : 'No',
      paid: done && (date < '2025-10-01' ? random.chance(0.96) : random.chance(0.6)) ? addDays(date, random.int(0, 28)) : null,
      status,
    });
  }
  jobs.sort((a, b) => a.date.localeCompare(b.date) || a.quote - b.quote);
  jobs.forEach((j, i) => (j.no = 9_001 + i));
  return { quotes, jobs };
}

const money = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const QUOTE_HEADERS = ['quote_id', 'quote_date', 'customer_type', 'move_type', 'bedrooms', 'from_town', 'destination_country', 'Volume (cu ft)', 'quoted_price', 'status', 'surveyor'];
const quoteCells = (q: Quote): GridCell[] => [q.id, q.date, q.customer, q.moveType, q.bedrooms, q.town, q.country, q.volume, money(q.price), q.status, q.surveyor];

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.no },
  { header: 'quote_id', value: (j) => j.quote },
  { header: 'move_date', value: (j) => j.date },
  { header: 'crew', value: (j) => j.crew },
  { header: 'crew_size', value: (j) => j.crewSize },
  { header: 'vehicle', value: (j) => j.vehicle },
  { header: 'hours_on_job', value: (j) => j.hours },
  { header: 'distance_miles', value: (j) => j.miles },
  { header: 'extras_gbp', value: (j) => j.extras },
  { header: 'invoice_total_gbp', value: (j) => j.invoice },
  { header: 'damage_reported', value: (j) => j.damage },
  { header: 'paid_on', value: (j) => j.paid },
  { header: 'job_status', value: (j) => j.status },
];

export const removals: BusinessSchema = {
  name: 'removals',
  description: "A removals firm's 7,200 quotes Jan-Oct 2025 (XLSX with a TOTAL line, prices as text) and 3,700 jobs from accepted quotes (CSV) sharing quote_id",
  async build(dir) {
    const { quotes, jobs } = generate();
    const grid: GridCell[][] = [QUOTE_HEADERS, ...quotes.map(quoteCells), ['TOTAL', null, null, null, null, null, null, quotes.reduce((s, q) => s + q.volume, 0), money(quotes.reduce((s, q) => s + q.price, 0)), null, null]];
    const files = [
      await writeXlsxGrids(join(dir, 'quotes.xlsx'), [{ name: 'Quotes', grid }], quotes.length),
      await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs),
    ];
    const q = questionSet('removals');
    const quoteOf = new Map(quotes.map((x) => [x.id, x]));
    const quoteFor = (j: Job) => quoteOf.get(j.quote)!;
    const accepted = (x: Quote) => x.status === 'Accepted';
    const price = (x: Quote) => x.price;
    const done = (j: Job) => j.status === 'Completed';
    const invoice = (j: Job) => j.invoice;
    const quotedIn = (m: string) => (x: Quote) => x.date.startsWith(m);
    const acceptRate = (key: (x: Quote) => string) => {
      const all = groupBy(quotes, key, 'count');
      const won = groupBy(quotes, key, 'count', undefined, accepted);
      return new Map([...all].map(([k, n]) => [k, percentOf(won.get(k) ?? 0, n)]));
    };

    q.ask('How many quotes have we sent out?', count(quotes.length));
    q.ask('quotes by status', countsBy(groupBy(quotes, (x) => x.status, 'count')));
    q.ask("What's our quote conversion rate (accepted as a share of all quotes)?", percent(percentOf(countWhere(quotes, accepted), quotes.length)));
    q.ask('What is the total value of the accepted quotes?', amount(sumOf(quotes, price, accepted), 2));
    q.ask('Average quoted price for a house move', amount(avgOf(quotes, price, (x) => x.moveType === 'House'), 2));
    q.ask('Which move type has the highest average quote?', winner(groupBy(quotes, (x) => x.moveType, 'avg', price)));
    q.ask('How many quotes were for moves to the US?', count(countWhere(quotes, (x) => x.country === 'US')));
    q.ask('number of quotes per destination country', countsBy(groupBy(quotes, (x) => x.country, 'count')));
    q.ask('Which surveyor has won the most accepted quotes?', winner(groupBy(quotes, (x) => x.surveyor, 'count', undefined, accepted)));
    q.ask('What percentage of quotes to business customers were accepted?', percent(percentOf(countWhere(quotes, (x) => x.customer === 'Business' && accepted(x)), countWhere(quotes, (x) => x.customer === 'Business'))));
    const march = q.ask('How many quotes did we send in March?', count(countWhere(quotes, quotedIn('2025-03'))));
    q.followUp(march, 'what about May?', count(countWhere(quotes, quotedIn('2025-05'))));
    q.ask('Average volume in cubic feet for 3-bedroom house quotes', amount(avgOf(quotes, (x) => x.volume, (x) => x.moveType === 'House' && x.bedrooms === 3), 1));
    q.ask('How many quotes were for one-bedroom flats?', count(countWhere(quotes, (x) => x.moveType === 'Flat' && x.bedrooms === 1)));
    q.ask('acceptance rate by surveyor', breakdown(acceptRate((x) => x.surveyor), 1));
    q.ask('Which town do we get the most quotes from?', winner(groupBy(quotes, (x) => x.town, 'count')));

    q.ask('How many jobs have we completed?', count(countWhere(jobs, done)));
    q.ask('How much have we invoiced for completed jobs in total?', amount(sumOf(jobs, invoice, done), 2));
    q.ask('invoiced amount per crew', breakdown(groupBy(jobs, (j) => j.crew, 'sum', invoice, done), 2));
    q.ask('Which crew has done the most completed jobs?', winner(groupBy(jobs, (j) => j.crew, 'count', undefined, done)));
    q.ask('How many jobs did Total Logistics complete?', count(countWhere(jobs, (j) => done(j) && j.crew === 'Total Logistics')));
    q.ask('Average hours on a completed job', amount(avgOf(jobs, (j) => j.hours, done), 2));
    q.ask('How many crew-hours (crew size times hours) did completed jobs take in Q3?', amount(sumOf(jobs, (j) => j.crewSize * j.hours, (j) => done(j) && quarterOf(j.date) === 3), 1));
    q.ask('On what percentage of completed jobs was damage reported?', percent(percentOf(countWhere(jobs, (j) => done(j) && j.damage === 'Yes'), countWhere(jobs, done))));
    q.ask('How many jobs needed an 18t lorry?', count(countWhere(jobs, (j) => j.vehicle === '18t lorry')));
    q.ask('Top 3 crews by miles driven on completed jobs', ranking(ranked(groupBy(jobs, (j) => j.crew, 'sum', (j) => j.miles, done), 3)));
    q.ask('How many completed jobs are still unpaid?', count(countWhere(jobs, (j) => done(j) && j.paid === null)));
    q.ask('How much money is outstanding on unpaid completed jobs?', amount(sumOf(jobs, invoice, (j) => done(j) && j.paid === null), 2));
    q.ask('Average invoice for completed international moves', amount(avgOf(jobs, invoice, (j) => done(j) && quoteFor(j).moveType === 'International'), 2));
    q.ask('extras charged on completed jobs, by vehicle type', breakdown(groupBy(jobs, (j) => j.vehicle, 'sum', (j) => j.extras, done), 2));
    q.ask('Which month had the most completed moves?', month(busiestMonth(jobs, (j) => j.date, done)));
    q.ask('How many moves are booked for after October?', count(countWhere(jobs, (j) => j.status === 'Scheduled')));
    q.ask('On average how many days pass between the quote and the move date?', amount(avgOf(jobs, (j) => daysBetween(quoteFor(j).date, j.date)), 1));
    q.ask('How many jobs were for customers moving from Harrogate?', count(countWhere(jobs, (j) => quoteFor(j).town === 'Harrogate')));
    q.ask('When is the last move in the diary?', day(dateRange(jobs, (j) => j.date).last));
    q.ask('How many booked jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));

    q.ask('What profit margin do we make per job?', decline('no costs'));
    q.ask("What's our average customer satisfaction score?", decline('no ratings'));
    q.ask('How much did we spend on diesel in September?', decline('no fuel costs'));
    q.ask('How many boxes did we pack for customers?', decline('no packing materials data'));
    q.ask('How many quotes did we send in 2024?', decline('quotes start in January 2025'));
    q.ask('Which crew member worked the most hours?', decline('crews only, no individual staff'));
    q.ask('How many quotes were for moves to Germany?', decline('no DE destination'));
    q.ask('How long do storage customers keep their belongings with us?', decline('no storage durations'));
    q.ask('How much have we paid out on damage claims?', decline('damage only as yes/no, no claim amounts'));
    q.ask('How many quotes came through the website rather than by phone?', decline('no enquiry channel'));
    q.ask('What is the total weight in kg of the goods we moved?', decline('volumes only, no weights'));
    return { files, questions: q.questions };
  },
};

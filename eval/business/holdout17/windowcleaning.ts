// A window-cleaning round business: 1,850 customer properties on eight rounds (CSV: property type,
// windows, price per clean in pounds, how often, how they pay, a business name for shops and
// offices) and 22,000 visits from January 2024 to June 2025 (CSV) sharing `property_id`. Traps:
// "£" in the money headers, no charge on "No access" and "Rain off" visits, an extras column
// whose usual value is the word "none", unpaid cleans, and a gym whose name starts with "Total".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Property {
  id: string;
  round: string;
  type: string;
  business: string | null;
  windows: number;
  price: number;
  every: number;
  payment: string;
  since: string;
  notes: string | null;
}

interface Visit {
  id: string;
  property: string;
  date: string;
  cleaner: string;
  outcome: string;
  extras: string;
  charged: number | null;
  paid: string | null;
  tip: number | null;
  minutes: number;
}

const ROUNDS = ['Northside Mon', 'Harbour Tue', 'Old Town Wed', 'Hillcrest Thu', 'Riverside Fri', 'Meadows Mon', 'Castle Tue', 'Parkway Sat'];
const CLEANERS = ['Dave', 'Kerry', 'Marek', 'Tom', 'Jodie', 'Sunil'];
const EXTRAS: [string, number, number][] = [['none', 0, 72], ['Gutter clear', 25, 9], ['Conservatory roof', 18, 8], ['Frames and sills', 8, 11]];
const BUSINESS_WORDS = ['Corner', 'Harbour', 'Bright', 'Village', 'Oak', 'Station', 'Market', 'Castle', 'Riverside', 'Green', 'Hill', 'Kings', 'Park', 'Crown', 'Bay', 'Elm', 'Abbey', 'Mill', 'Bridge', 'Church Street', 'High Street', 'Lakeside'];
const BUSINESS_KINDS = ['Cafe', 'Bakery', 'Pharmacy', 'Dental', 'Barbers', 'Florist', 'Estate Agents', 'Opticians', 'Solicitors', 'Vets', 'Deli', 'Print Shop', 'Accountants', 'Nursery', 'Pet Shop', 'Butchers', 'Bookshop', 'Hair Studio', 'Tailors', 'Surgery'];

function generate(): { properties: Property[]; visits: Visit[] } {
  const random = createRandom(34_101);
  const businessNames = shuffled(random, BUSINESS_WORDS.flatMap((w) => BUSINESS_KINDS.map((k) => `${w} ${k}`)));
  const properties: Property[] = [];
  for (let i = 0; i < 1_850; i++) {
    const gym = i === 777;
    const type = gym ? 'Shop' : random.weighted(['House', 'Bungalow', 'Flat', 'Shop', 'Office'], [55, 12, 15, 11, 7]);
    const commercial = type === 'Shop' || type === 'Office';
    const business = gym ? 'Total Fitness Gym' : commercial ? businessNames.pop()! : null;
    const windows = type === 'Flat' ? random.int(3, 8) : type === 'Bungalow' ? random.int(6, 12) : type === 'House' ? random.int(8, 20) : random.int(6, 30);
    const price = roundTo(Math.round((6 + windows * (commercial ? 1.6 : 1.1)) * 2) / 2, 2);
    properties.push({
      id: `WP-${String(i + 1).padStart(4, '0')}`,
      round: random.weighted(ROUNDS, [16, 12, 14, 13, 12, 11, 12, 10]),
      type,
      business,
      windows,
      price,
      every: commercial ? random.weighted([2, 4], [40, 60]) : random.weighted([4, 6, 8], [50, 30, 20]),
      payment: random.weighted(['Cash', 'Card', 'Direct Debit', 'Bank transfer'], [25, 20, 35, 20]),
      since: random.date('2012-03-01', '2025-05-31'),
      notes: random.chance(0.55) ? null : random.weighted(['none', 'Dog in garden', 'Key under mat', 'Side gate code 4471', 'Ladder needed at back'], [40, 20, 12, 15, 13]),
    });
  }
  const weights = properties.map((p) => 8 / p.every);
  const visits: Visit[] = [];
  for (let i = 0; i < 22_000; i++) {
    const p = random.weighted(properties, weights);
    const date = random.date('2024-01-02', '2025-06-30');
    const wet = ['11', '12', '01', '02'].includes(date.slice(5, 7));
    const roll = random.next();
    const outcome = roll < (wet ? 0.12 : 0.03) ? 'Rain off' : roll < (wet ? 0.2 : 0.11) ? 'No access' : 'Cleaned';
    const cleaned = outcome === 'Cleaned';
    const extra = cleaned ? random.weighted(EXTRAS, EXTRAS.map((e) => e[2])) : EXTRAS[0];
    visits.push({
      id: '',
      property: p.id,
      date,
      cleaner: random.weighted(CLEANERS, [22, 18, 20, 15, 13, 12]),
      outcome,
      extras: extra[0],
      charged: cleaned ? roundTo(p.price + extra[1], 2) : null,
      paid: cleaned ? (random.chance(date >= '2025-06-01' ? 0.7 : 0.95) ? 'Yes' : 'No') : null,
      tip: cleaned && random.chance(0.09) ? random.int(1, 10) : null,
      minutes: cleaned ? Math.max(5, Math.round(p.windows * random.float(1.5, 3, 2) + (extra[1] ? 15 : 0))) : random.int(2, 6),
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.property.localeCompare(b.property));
  visits.forEach((v, i) => (v.id = `V${String(300_001 + i)}`));
  return { properties, visits };
}

const PROPERTY_COLUMNS: Column<Property>[] = [
  { header: 'property_id', value: (p) => p.id },
  { header: 'round', value: (p) => p.round },
  { header: 'property_type', value: (p) => p.type },
  { header: 'business_name', value: (p) => p.business },
  { header: 'windows', value: (p) => p.windows },
  { header: 'Price per clean (GBP)', value: (p) => p.price },
  { header: 'frequency_weeks', value: (p) => p.every },
  { header: 'payment_method', value: (p) => p.payment },
  { header: 'customer_since', value: (p) => p.since },
  { header: 'access_notes', value: (p) => p.notes },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (v) => v.id },
  { header: 'property_id', value: (v) => v.property },
  { header: 'visit_date', value: (v) => v.date },
  { header: 'cleaner', value: (v) => v.cleaner },
  { header: 'outcome', value: (v) => v.outcome },
  { header: 'extras', value: (v) => v.extras },
  { header: 'Charged (£)', value: (v) => v.charged },
  { header: 'paid', value: (v) => v.paid },
  { header: 'Tip (£)', value: (v) => v.tip },
  { header: 'minutes_on_site', value: (v) => v.minutes },
];

export const windowcleaning: BusinessSchema = {
  name: 'windowcleaning',
  description: 'A window-cleaning round business: 1,850 properties on eight rounds (CSV) and 22,000 visits Jan 2024-Jun 2025 with charges in GBP (CSV) sharing property_id',
  async build(dir) {
    const { properties, visits } = generate();
    const files = [
      await writeCsv(join(dir, 'round_properties.csv'), PROPERTY_COLUMNS, properties),
      await writeCsv(join(dir, 'cleaning_visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('windowcleaning');
    const byId = new Map(properties.map((p) => [p.id, p]));
    const prop = (v: Visit) => byId.get(v.property)!;
    const charged = (v: Visit) => v.charged;
    const cleaned = (v: Visit) => v.outcome === 'Cleaned';
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const inYear = (y: string) => (v: Visit) => v.date.startsWith(y);

    q.ask('How many properties are on our books?', count(properties.length));
    q.ask('How many visits have been logged?', count(visits.length));
    q.ask('Visits by outcome', countsBy(groupBy(visits, (v) => v.outcome, 'count')));
    q.ask('How much did we charge in total in 2024?', amount(sumOf(visits, charged, inYear('2024'))));
    q.ask('Total charged in Q1 2025', amount(sumOf(visits, charged, (v) => inYear('2025')(v) && quarterOf(v.date) === 1)));
    q.ask('Which cleaner has done the most cleans?', winner(groupBy(visits, (v) => v.cleaner, 'count', undefined, cleaned)));
    q.ask('How much has each cleaner charged in 2025?', breakdown(groupBy(visits, (v) => v.cleaner, 'sum', charged, inYear('2025'))));
    q.ask('Which round earns us the most money?', winner(groupBy(visits, (v) => prop(v).round, 'sum', charged)));
    q.ask('How many properties are on each round?', countsBy(groupBy(properties, (p) => p.round, 'count')));
    q.ask('What is the average price per clean for houses?', amount(avgOf(properties, (p) => p.price, (p) => p.type === 'House')));
    q.ask('Median number of windows on shops', amount(medianOf(properties, (p) => p.windows, (p) => p.type === 'Shop'), 1));
    q.ask('How many customers pay by direct debit?', count(countWhere(properties, (p) => p.payment === 'Direct Debit')));
    q.ask('What percentage of our properties pay cash?', percent(percentOf(countWhere(properties, (p) => p.payment === 'Cash'), properties.length)));
    q.ask("How many cleans haven't been paid for?", count(countWhere(visits, (v) => cleaned(v) && v.paid === 'No')));
    q.ask('How much money is outstanding on unpaid cleans?', amount(sumOf(visits, charged, (v) => v.paid === 'No')));
    q.ask('How many rain-offs did we have in 2024?', count(countWhere(visits, (v) => v.outcome === 'Rain off' && inYear('2024')(v))));
    q.ask('Which month had the most rain-offs?', month(busiestMonth(visits, (v) => v.date, (v) => v.outcome === 'Rain off')));
    q.ask('How many gutter clears have we done?', count(countWhere(visits, (v) => v.extras === 'Gutter clear')));
    q.ask('How many of each extra service have we done?', countsBy(groupBy(visits, (v) => (v.extras === 'none' ? null : v.extras), 'count')));
    q.ask('What do tips add up to?', amount(sumOf(visits, (v) => v.tip), 0));
    q.ask('Average minutes on site when cleaning offices', amount(avgOf(visits, (v) => v.minutes, (v) => cleaned(v) && prop(v).type === 'Office'), 1));
    q.ask('Top 3 properties by total amount charged', ranking(ranked(groupBy(visits, (v) => v.property, 'sum', charged), 3)));
    q.ask('How many visits were there between 1 and 15 September 2024?', count(countWhere(visits, (v) => v.date >= '2024-09-01' && v.date <= '2024-09-15')));
    q.ask('Visits since 1 May 2025', count(countWhere(visits, (v) => v.date >= '2025-05-01')));
    q.ask('What do we charge on average per clean at flats?', amount(avgOf(visits, charged, (v) => prop(v).type === 'Flat')));
    q.ask('How many of our customers are businesses (have a business name)?', count(countWhere(properties, (p) => p.business !== null)));
    q.ask('How much have we charged Total Fitness Gym altogether?', amount(sumOf(visits, charged, (v) => prop(v).business === 'Total Fitness Gym')));
    q.ask('How many different properties did we clean in June 2025?', count(new Set(visits.filter((v) => cleaned(v) && inMonth('2025-06')(v)).map((v) => v.property)).size));
    q.ask('Which round had more no-access visits, Harbour Tue or Castle Tue?', winner(groupBy(visits, (v) => prop(v).round, 'count', undefined, (v) => v.outcome === 'No access' && ['Harbour Tue', 'Castle Tue'].includes(prop(v).round))));
    q.ask('How many properties are cleaned every 4 weeks?', count(countWhere(properties, (p) => p.every === 4)));
    q.ask('What share of 2025 visits ended in no access?', percent(percentOf(countWhere(visits, (v) => inYear('2025')(v) && v.outcome === 'No access'), countWhere(visits, inYear('2025')))));
    q.ask('When a customer tips, how much is the average tip?', amount(avgOf(visits, (v) => v.tip)));
    const dave = q.ask('How much did Dave charge in March 2025?', amount(sumOf(visits, charged, (v) => v.cleaner === 'Dave' && inMonth('2025-03')(v))));
    q.followUp(dave, 'and in April?', amount(sumOf(visits, charged, (v) => v.cleaner === 'Dave' && inMonth('2025-04')(v))));
    const river = q.ask('How many cleans did the Riverside Fri round get in 2024?', count(countWhere(visits, (v) => cleaned(v) && prop(v).round === 'Riverside Fri' && inYear('2024')(v))));
    q.followUp(river, 'How about in 2025?', count(countWhere(visits, (v) => cleaned(v) && prop(v).round === 'Riverside Fri' && inYear('2025')(v))));
    q.ask('How many customers have been with us since before 2018?', count(countWhere(properties, (p) => p.since < '2018-01-01')));
    q.ask('Average number of windows per property by property type', breakdown(groupBy(properties, (p) => p.type, 'avg', (p) => p.windows), 1));

    q.ask("What's the phone number for property WP-0102?", decline('no contact details'));
    q.ask('How much did we spend on ladders and equipment last year?', decline('no cost data'));
    q.ask('How many visits did we make in 2023?', decline('visits start in January 2024'));
    q.ask('How many windows were broken during cleans?', decline('no damage records'));
    q.ask('Which postcode area has the most customers?', decline('no postcode column'));
    q.ask('What are the fuel costs for the Hillcrest Thu round?', decline('no fuel or mileage data'));
    q.ask('How much rain fell on our rain-off days?', decline('no weather data'));
    q.ask('What is our average customer satisfaction score?', decline('no ratings'));
    q.ask('What does each cleaner earn per hour?', decline('no wages'));
    q.ask('How much did we charge property WP-9999 last year?', decline('no such property'));
    q.ask('Which round will grow fastest next year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A lawn treatment company: 2,400 customer lawns (XLSX: town, lawn area in square metres, programme,
// join date, account status) and 9,800 treatment visits from January 2024 to October 2025 (CSV)
// sharing `Customer No`. Traps: customer and visit numbers that look numeric (never summed), prices
// in pounds and areas in square metres with the units in the headers, visit statuses completed /
// skipped / cancelled / refunded, a programme called "Total Lawn Care" that is no total, a town
// "Other", blank lawn areas, customer names with spaces and "&" ("Mr & Mrs Hill").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { between } from '../dev5/dates.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Lawn {
  no: number;
  name: string;
  town: string;
  area: number | null;
  programme: string;
  joined: string;
  status: string;
}

interface Visit {
  id: number;
  customer: number;
  date: string;
  treatment: string;
  technician: string;
  price: number;
  status: string;
}

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Mr & Mrs'];
const SURNAMES = ['Hill', 'Baker', 'Turner', 'Collins', 'Murphy', 'Ahmed', 'Stone', 'Fletcher', 'Graham', 'Barker', 'Lamb', 'Nash', 'Pearce', 'Rowe', 'Sutton', 'Webb', 'Young', 'Gill'];
const TOWNS: [string, number][] = [['Harrogate', 26], ['Knaresborough', 17], ['Ripon', 15], ['Wetherby', 14], ['Boroughbridge', 9], ['Pateley Bridge', 6], ['Other', 13]];
const PROGRAMMES: [string, number, number][] = [['Essentials', 40, 1], ['Total Lawn Care', 25, 1.35], ['Pay As You Go', 22, 1.15], ['Commercial', 13, 0.9]];
// treatment, months (1-12) it is done in, base price per 100 m²
const TREATMENTS: [string, number[], number][] = [
  ['Spring Feed & Weed', [3, 4], 9], ['Late Spring Feed', [5, 6], 8], ['Summer Feed', [7, 8], 8], ['Autumn Feed', [9, 10], 8.5],
  ['Winter Conditioner', [11, 12, 1, 2], 7], ['Moss Control', [2, 3, 10, 11], 10], ['Scarification', [9, 10], 22], ['Aeration', [10, 11, 3], 18],
];
const TECHNICIANS: [string, number][] = [['Liam Foster', 30], ['Becky Dunn', 26], ['Kwame Asante', 24], ['Hollie Marsh', 20]];

function generate(): { lawns: Lawn[]; visits: Visit[] } {
  const random = createRandom(51_237);
  const lawns: Lawn[] = [];
  for (let i = 0; i < 2_400; i++) {
    const programme = random.weighted(PROGRAMMES.map((p) => p[0]), PROGRAMMES.map((p) => p[1]));
    const size = programme === 'Commercial' ? random.int(600, 4_000) : Math.round(Math.max(25, random.normal(160, 70)));
    lawns.push({
      no: 0,
      name: `${random.pick(TITLES)} ${random.pick(SURNAMES)}`,
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      area: random.chance(0.04) ? null : size,
      programme,
      joined: random.date('2019-02-01', '2025-09-30'),
      status: random.chance(0.13) ? 'Cancelled' : 'Active',
    });
  }
  lawns.sort((a, b) => a.joined.localeCompare(b.joined));
  lawns.forEach((l, i) => (l.no = 70_101 + i));
  const visits: Visit[] = [];
  while (visits.length < 9_800) {
    const lawn = random.pick(lawns);
    const date = random.date(lawn.joined > '2024-01-01' ? lawn.joined : '2024-01-01', '2025-10-31');
    const m = Number(date.slice(5, 7));
    const options = TREATMENTS.filter((t) => t[1].includes(m));
    if (!options.length) continue;
    const [treatment, , per100] = random.pick(options);
    const factor = PROGRAMMES.find((p) => p[0] === lawn.programme)![2];
    const area = lawn.area ?? 150;
    const price = roundTo(Math.max(24, (per100 * area) / 100) * factor * (date >= '2025-03-01' ? 1.05 : 1), 2);
    const roll = random.next();
    const status = roll < 0.07 ? 'skipped' : roll < 0.11 ? 'cancelled' : roll < 0.125 ? 'refunded' : 'completed';
    visits.push({ id: 0, customer: lawn.no, date, treatment, technician: random.weighted(TECHNICIANS.map((t) => t[0]), TECHNICIANS.map((t) => t[1])), price, status });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.customer - b.customer);
  visits.forEach((v, i) => (v.id = 880_501 + i));
  return { lawns, visits };
}

const LAWN_COLUMNS: Column<Lawn>[] = [
  { header: 'Customer No', value: (l) => l.no },
  { header: 'Customer', value: (l) => l.name },
  { header: 'Town', value: (l) => l.town },
  { header: 'Lawn area (m²)', value: (l) => l.area },
  { header: 'Programme', value: (l) => l.programme },
  { header: 'Joined', value: (l) => l.joined },
  { header: 'Account status', value: (l) => l.status },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Visit ID', value: (v) => v.id },
  { header: 'Customer No', value: (v) => v.customer },
  { header: 'Visit date', value: (v) => v.date },
  { header: 'Treatment', value: (v) => v.treatment },
  { header: 'Technician', value: (v) => v.technician },
  { header: 'Price (£)', value: (v) => v.price },
  { header: 'Status', value: (v) => v.status },
];

export const lawncare: BusinessSchema = {
  name: 'lawncare',
  description: 'A lawn treatment company: 2,400 customer lawns with areas in m² and programmes (XLSX) and 9,800 treatment visits Jan 2024-Oct 2025 with prices in pounds (CSV) sharing Customer No',
  async build(dir) {
    const { lawns, visits } = generate();
    const files = [
      await writeXlsx(join(dir, 'customers.xlsx'), 'Customers', LAWN_COLUMNS, lawns),
      await writeCsv(join(dir, 'treatment_visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('lawncare');
    const lawnOf = new Map(lawns.map((l) => [l.no, l]));
    const price = (v: Visit) => v.price;
    const done = (v: Visit) => v.status === 'completed';
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const area = (l: Lawn) => l.area;

    q.ask('How many customers have we got?', count(lawns.length));
    q.ask('How many of our customers are still active?', count(countWhere(lawns, (l) => l.status === 'Active')));
    q.ask('How many treatment visits are there in total?', count(visits.length));
    q.ask('visits by status', countsBy(groupBy(visits, (v) => v.status, 'count')));
    q.ask('How much did completed treatments bring in?', amount(sumOf(visits, price, done), 2));
    q.ask('What is the total lawn area we look after, in square metres?', amount(sumOf(lawns, area), 0));
    q.ask("What's the average lawn size on the Essentials programme?", amount(avgOf(lawns, area, (l) => l.programme === 'Essentials'), 1));
    q.ask('How many customers are on Total Lawn Care?', count(countWhere(lawns, (l) => l.programme === 'Total Lawn Care')));
    q.ask('customers per programme', countsBy(groupBy(lawns, (l) => l.programme, 'count')));
    q.ask('Which town has the most customers?', winner(groupBy(lawns, (l) => l.town, 'count')));
    q.ask('Which technician completed the most visits?', winner(groupBy(visits, (v) => v.technician, 'count', undefined, done)));
    q.ask('What are our top three treatments by completed revenue?', ranking(ranked(groupBy(visits, (v) => v.treatment, 'sum', price, done), 3)));
    q.ask('How many scarifications did we do in September 2025?', count(countWhere(visits, (v) => v.treatment === 'Scarification' && inMonth('2025-09')(v))));
    q.ask('How many visits in Q2 2024?', count(countWhere(visits, (v) => v.date.startsWith('2024') && quarterOf(v.date) === 2)));
    q.ask('How many visits did we have booked between 14 April and 2 May 2025?', count(countWhere(visits, (v) => between(v.date, '2025-04-14', '2025-05-02'))));
    q.ask('What was our busiest month for visits?', month(busiestMonth(visits, (v) => v.date)));
    q.ask('What percentage of visits got skipped?', percent(percentOf(countWhere(visits, (v) => v.status === 'skipped'), visits.length)));
    q.ask('How much have we refunded?', amount(sumOf(visits, price, (v) => v.status === 'refunded'), 2));
    q.ask('Average price of an Aeration treatment', amount(avgOf(visits, price, (v) => v.treatment === 'Aeration'), 2));
    q.ask('Completed revenue by programme', breakdown(groupBy(visits, (v) => lawnOf.get(v.customer)!.programme, 'sum', price, done), 2));
    q.ask('How many visits did Becky Dunn cancel or skip?', count(countWhere(visits, (v) => v.technician === 'Becky Dunn' && (v.status === 'cancelled' || v.status === 'skipped'))));
    q.ask('How many customers have a lawn over 250 square metres?', count(countWhere(lawns, (l) => l.area !== null && l.area > 250)));
    q.ask("What's the biggest lawn on our books?", amount(maxOf(lawns, area), 0));
    q.ask('smallest lawn area we treat', amount(minOf(lawns, area), 0));
    q.ask("How many customers don't have a lawn size recorded?", count(countWhere(lawns, (l) => l.area === null)));
    q.ask('How many customers joined in 2024?', count(countWhere(lawns, (l) => l.joined.startsWith('2024'))));
    q.ask('How many customers are in towns we list as Other?', count(countWhere(lawns, (l) => l.town === 'Other')));
    q.ask('How many visits went to Ripon customers?', count(countWhere(visits, (v) => lawnOf.get(v.customer)!.town === 'Ripon')));
    q.ask('Which town brought in the most completed revenue?', winner(groupBy(visits, (v) => lawnOf.get(v.customer)!.town, 'sum', price, done)));
    q.ask('How many different customers did we visit in 2025?', count(new Set(visits.filter((v) => v.date.startsWith('2025')).map((v) => v.customer)).size));
    const visited = new Set(visits.map((v) => v.customer));
    q.ask('How many customers have never had a visit?', count(countWhere(lawns, (l) => !visited.has(l.no))));
    q.ask('How many cancelled accounts had visits in 2025?', count(new Set(visits.filter((v) => v.date.startsWith('2025') && lawnOf.get(v.customer)!.status === 'Cancelled').map((v) => v.customer)).size));
    q.ask('Which treatment gets skipped most often?', winner(groupBy(visits, (v) => v.treatment, 'count', undefined, (v) => v.status === 'skipped')));
    q.ask('Total completed revenue per technician in 2024', breakdown(groupBy(visits, (v) => v.technician, 'sum', price, (v) => done(v) && v.date.startsWith('2024')), 2));
    q.ask('What share of customers are Commercial?', percent(percentOf(countWhere(lawns, (l) => l.programme === 'Commercial'), lawns.length)));
    q.ask('average price per visit for Commercial customers', amount(avgOf(visits, price, (v) => lawnOf.get(v.customer)!.programme === 'Commercial'), 2));
    q.ask('Most expensive single visit price?', amount(maxOf(visits, price), 2));
    const oct = q.ask('How many Autumn Feeds did we complete in October 2024?', count(countWhere(visits, (v) => v.treatment === 'Autumn Feed' && done(v) && inMonth('2024-10')(v))));
    q.followUp(oct, 'And in October 2025?', count(countWhere(visits, (v) => v.treatment === 'Autumn Feed' && done(v) && inMonth('2025-10')(v))));
    q.ask('Moss Control visits per technician', countsBy(groupBy(visits, (v) => v.technician, 'count', undefined, (v) => v.treatment === 'Moss Control')));
    q.ask('When did our longest-standing customer join?', day(lawns[0].joined));
    q.ask('date of the last visit on record', day(visits[visits.length - 1].date));
    q.ask('How many Winter Conditioner visits were there in January 2025?', count(countWhere(visits, (v) => v.treatment === 'Winter Conditioner' && inMonth('2025-01')(v))));
    q.ask('Average lawn area per town', breakdown(groupBy(lawns, (l) => l.town, 'avg', area), 1));
    q.ask('Completed revenue in 2025 up to the end of June', amount(sumOf(visits, price, (v) => done(v) && between(v.date, '2025-01-01', '2025-06-30')), 2));
    q.ask('How many Pay As You Go customers live in Wetherby?', count(countWhere(lawns, (l) => l.programme === 'Pay As You Go' && l.town === 'Wetherby')));
    q.ask('Which programme has the lowest completed revenue?', winner(groupBy(visits, (v) => lawnOf.get(v.customer)!.programme, 'sum', price, done), 'asc'));
    const perCustomer = groupBy(visits, (v) => String(v.customer), 'count');
    q.ask('How many customers have had at least ten visits?', count([...perCustomer.values()].filter((n) => n >= 10).length));
    q.ask('What did Hollie Marsh bring in from completed visits in the second half of 2024?', amount(sumOf(visits, price, (v) => v.technician === 'Hollie Marsh' && done(v) && between(v.date, '2024-07-01', '2024-12-31')), 2));

    q.ask('How many kilos of fertiliser did we use last year?', decline('no product quantities'));
    q.ask('What did the vans cost us in diesel?', decline('no vehicle or fuel costs'));
    q.ask('Which customers have dogs in the garden?', decline('no pet information'));
    q.ask('How long does a Scarification take on site?', decline('no visit durations'));
    q.ask('What was the weather like on the skipped visits?', decline('no weather data'));
    q.ask('How many visits did we do in 2023?', decline('visits start in January 2024'));
    q.ask('Which customers are most likely to cancel next year?', decline('a prediction'));
    q.ask('How much profit do we make on a Summer Feed?', decline('no costs'));
    q.ask("What are Mr & Mrs Hill's email addresses?", decline('no contact details'));
    q.ask('How many leads came from our Facebook ads?', decline('no marketing or lead data'));
    q.ask('What grass seed mix did we use on the Commercial sites?', decline('no materials recorded'));
    return { files, questions: q.questions };
  },
};

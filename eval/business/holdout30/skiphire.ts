// A skip hire company: 340 skips (XLSX: size, capacity, list price, depot, condition), 9,600 hires
// from January 2025 to November 2026 (CSV, dates as dd/mm/yyyy text, price paid as "£215.00" text)
// and the collections / tip runs of the completed hires (CSV, weight in kg, tip fee), sharing
// `Skip No` and `Hire Ref`. Traps: skip numbers and hire refs that look numeric, units in headers,
// mixed-case statuses and conditions, a permit flag of YES / NO / blank, blank weights, a customer
// "Total Build Ltd", list price (skips) beside price paid (hires).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Skip { no: number; size: string; capacity: number; list: number; depot: string; condition: string; bought: string }
interface Hire { ref: number; skip: number; customer: string; type: string; town: string; waste: string; permit: string | null; delivered: string; days: number; paid: number | null; status: string }
interface Collection { id: number; hire: number; on: string; driver: string; site: string; kg: number | null; fee: number }

const SIZES: [string, number, number, number][] = [
  ['Mini 2 yard', 2, 120, 8], ['Midi 4 yard', 4, 165, 16], ['Builders 6 yard', 6, 215, 24], ['Builders 8 yard', 8, 250, 22], ['Maxi 12 yard', 12, 310, 10], ['Roll-on 20 yard', 20, 420, 4],
];
const DEPOTS = ['Northgate', 'Riverside', 'Eastfield'];
const TOWNS = ['Ashby', 'Belper', 'Coalville', 'Derby', 'Ilkeston', 'Loughborough', 'Melbourne', 'Ripley', 'Swadlincote'];
const WASTES: [string, number, number][] = [['General', 40, 1100], ['Rubble', 18, 2600], ['Green', 14, 700], ['Mixed C&D', 22, 1800], ['Plasterboard', 6, 900]];
const DRIVERS = ['Gary Pike', 'Dean Holt', 'Shaz Ahmed', 'Lee Varney', 'Mick Dunn'];
const SITES: [string, number][] = [['Hilltop Landfill', 95], ['Derby MRF', 72], ['Swad Recycling', 64]];
const TRADE = ['Total Build Ltd', 'Apex Roofing', 'Brookside Builders', 'C&M Groundworks', 'Dale Landscapes', 'Everton Kitchens', 'Foxley Plastering', 'Granite Paving Co', 'Harper & Sons', 'Ivy Renovations', 'JT Demolition', 'Kestrel Lofts', 'Lomax Electrical', 'Millbrook Homes', 'Norton Drainage', 'Oakwood Joinery'];
const DOMESTIC_FIRST = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'K.', 'L.', 'M.', 'N.', 'P.', 'R.', 'S.', 'T.', 'W.'];
const DOMESTIC_LAST = ['Smith', 'Jones', 'Patel', 'Brown', 'Taylor', 'Khan', 'Wilson', 'Evans', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Wood', 'Clarke', 'Lewis'];

export const pounds = (n: number) => `£${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function generate() {
  const random = createRandom(43_001);
  const skips: Skip[] = [];
  for (let i = 0; i < 340; i++) {
    const [size, capacity, list] = random.weighted(SIZES, SIZES.map((s) => s[3]));
    const cond = random.weighted(['Good', 'good', 'GOOD', 'Needs repair', 'NEEDS REPAIR', 'Retired'], [55, 12, 6, 8, 4, 3]);
    skips.push({ no: 40_013 + i * 7, size, capacity, list, depot: random.weighted(DEPOTS, [45, 35, 20]), condition: cond, bought: random.date('2016-01-01', '2024-12-31') });
  }
  const hireable = shuffled(random, skips.filter((s) => s.condition !== 'Retired')).slice(0, 318);
  const weights = hireable.map((s) => (SIZES.find((z) => z[0] === s.size)![3]) * random.float(0.3, 1.7));
  const domestic = Array.from({ length: 900 }, () => `${random.pick(DOMESTIC_FIRST)} ${random.pick(DOMESTIC_LAST)}`);
  const hires: Hire[] = [];
  for (let i = 0; i < 9_600; i++) {
    const skip = random.weighted(hireable, weights);
    const trade = random.chance(0.42);
    const customer = trade ? random.weighted(TRADE, TRADE.map((_, k) => 16 - k * 0.7 + (k === 0 ? 2 : 0))) : random.pick(domestic);
    const delivered = random.date('2025-01-02', '2026-11-30');
    const waste = random.weighted(WASTES.map((w) => w[0]), WASTES.map((w) => w[1]));
    const permit = random.chance(0.55) ? null : random.chance(0.6) ? 'YES' : 'NO';
    const days = trade ? random.int(3, 21) : random.int(3, 14);
    const recent = delivered >= '2026-11-08';
    const roll = random.next();
    const status = recent && roll < 0.8 ? random.pick(['On Hire', 'ON HIRE', 'on hire']) : roll < 0.05 ? random.pick(['Cancelled', 'cancelled', 'CANCELLED']) : random.weighted(['Completed', 'completed', 'COMPLETE'], [80, 15, 5]);
    const base = skip.list * (trade ? random.pick([0.85, 0.9, 0.92]) : 1);
    const paid = /cancel/i.test(status) ? null : roundTo(base, 2);
    hires.push({ ref: 0, skip: skip.no, customer, type: trade ? 'Trade' : 'Domestic', town: random.weighted(TOWNS, [9, 6, 8, 20, 7, 11, 3, 5, 6]), waste, permit, delivered, days, paid, status });
  }
  hires.sort((a, b) => a.delivered.localeCompare(b.delivered) || a.skip - b.skip);
  hires.forEach((h, i) => (h.ref = 250_001 + i));
  const collections: Collection[] = [];
  for (const h of hires) {
    if (!/^complete/i.test(h.status)) continue;
    const on = new Date(Date.parse(`${h.delivered}T00:00:00Z`) + h.days * 86_400_000).toISOString().slice(0, 10);
    if (on > '2026-11-30') continue;
    const w = WASTES.find((x) => x[0] === h.waste)!;
    const cap = SIZES.find((s) => s[0] === skips.find((k) => k.no === h.skip)!.size)![1];
    const kg = random.chance(0.03) ? null : Math.round(Math.max(80, random.normal(w[2] * cap / 6, w[2] * cap / 30)));
    const site = random.weighted(SITES.map((s) => s[0]), [45, 35, 20]);
    const perT = SITES.find((s) => s[0] === site)![1];
    const fee = roundTo(((kg ?? 1000) / 1000) * perT + 12, 2);
    collections.push({ id: 0, hire: h.ref, on, driver: random.weighted(DRIVERS, [28, 24, 20, 16, 12]), site, kg, fee });
  }
  collections.sort((a, b) => a.on.localeCompare(b.on) || a.hire - b.hire);
  collections.forEach((c, i) => (c.id = 7_000_001 + i));
  return { skips, hires, collections };
}

const SKIP_COLUMNS: Column<Skip>[] = [
  { header: 'Skip No', value: (s) => s.no },
  { header: 'Size', value: (s) => s.size },
  { header: 'Capacity (yd³)', value: (s) => s.capacity },
  { header: 'List Price (£)', value: (s) => s.list },
  { header: 'Depot', value: (s) => s.depot },
  { header: 'Condition', value: (s) => s.condition },
  { header: 'Purchased', value: (s) => s.bought },
];
const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'Hire Ref', value: (h) => h.ref },
  { header: 'Skip No', value: (h) => h.skip },
  { header: 'Customer', value: (h) => h.customer },
  { header: 'Customer Type', value: (h) => h.type },
  { header: 'Town', value: (h) => h.town },
  { header: 'Waste Type', value: (h) => h.waste },
  { header: 'Permit', value: (h) => h.permit },
  { header: 'Delivered', value: (h) => dmy(h.delivered) },
  { header: 'Days Booked', value: (h) => h.days },
  { header: 'Price Paid', value: (h) => (h.paid === null ? null : pounds(h.paid)) },
  { header: 'Status', value: (h) => h.status },
];
const COLLECTION_COLUMNS: Column<Collection>[] = [
  { header: 'Collection ID', value: (c) => c.id },
  { header: 'Hire Ref', value: (c) => c.hire },
  { header: 'Collected On', value: (c) => c.on },
  { header: 'Driver', value: (c) => c.driver },
  { header: 'Tip Site', value: (c) => c.site },
  { header: 'Weight (kg)', value: (c) => c.kg },
  { header: 'Tip Fee (£)', value: (c) => c.fee },
];

export const skiphire: BusinessSchema = {
  name: 'skiphire',
  description: 'A skip hire company: 340 skips (XLSX), 9,600 hires Jan 2025 - Nov 2026 (CSV) and the collections / tip runs (CSV), sharing Skip No and Hire Ref',
  async build(dir) {
    const { skips, hires, collections } = generate();
    const files = [
      await writeXlsx(join(dir, 'skips.xlsx'), 'Skips', SKIP_COLUMNS, skips),
      await writeCsv(join(dir, 'hires.csv'), HIRE_COLUMNS, hires),
      await writeCsv(join(dir, 'collections.csv'), COLLECTION_COLUMNS, collections),
    ];
    const q = questionSet('skiphire');
    const skipOf = new Map(skips.map((s) => [s.no, s]));
    const hireOf = new Map(hires.map((h) => [h.ref, h]));
    const paid = (h: Hire) => h.paid;
    const is = (re: RegExp) => (h: Hire) => re.test(h.status);
    const cancelled = is(/cancel/i);
    const between = (from: string, to: string) => (h: Hire) => h.delivered >= from && h.delivered <= to;
    const size = (h: Hire) => skipOf.get(h.skip)!.size;
    const depot = (h: Hire) => skipOf.get(h.skip)!.depot;
    const hireOfC = (c: Collection) => hireOf.get(c.hire)!;

    q.ask('How many skips have we got?', count(skips.length));
    q.ask('how many hires are on the system', count(hires.length));
    q.ask('How many hires got cancelled?', count(countWhere(hires, cancelled)));
    q.ask('how many skips are out on hire at the moment', count(countWhere(hires, is(/on hire/i))));
    q.ask('Total takings from hires', amount(sumOf(hires, paid)));
    q.ask('What did we take in 2025?', amount(sumOf(hires, paid, between('2025-01-01', '2025-12-31'))));
    const oct = q.ask('takings last month?', amount(sumOf(hires, paid, between('2026-10-01', '2026-10-31'))));
    q.followUp(oct, 'and the month before that?', amount(sumOf(hires, paid, between('2026-09-01', '2026-09-30'))));
    q.ask('How many hires have we done this year?', count(countWhere(hires, between('2026-01-01', '2026-11-30'))));
    q.ask('hires delivered in the last 30 days', count(countWhere(hires, between('2026-11-01', '2026-11-30'))));
    q.ask('Revenue last quarter', amount(sumOf(hires, paid, between('2026-07-01', '2026-09-30'))));
    q.ask('average price paid for a Builders 8 yard skip', amount(avgOf(hires, paid, (h) => size(h) === 'Builders 8 yard')));
    q.ask('Which skip size gets hired the most?', winner(groupBy(hires, size, 'count')));
    q.ask('top 3 customers by spend', ranking(ranked(groupBy(hires, (h) => h.customer, 'sum', paid), 3)));
    q.ask('takings trade vs domestic', breakdown(groupBy(hires, (h) => h.type, 'sum', paid)));
    q.ask('How many hires needed a permit?', count(countWhere(hires, (h) => h.permit === 'YES')));
    q.ask("how many hires are marked NO for permit", count(countWhere(hires, (h) => h.permit === 'NO')));
    q.ask('What % of hires are trade customers?', percent(percentOf(countWhere(hires, (h) => h.type === 'Trade'), hires.length)));
    q.ask('How many tonnes have we tipped altogether?', amount(sumOf(collections, (c) => c.kg) / 1000, 1));
    q.ask('average weight per collection in kg', amount(avgOf(collections, (c) => c.kg), 1));
    q.ask('Which waste type is heaviest on average per collection?', winner(groupBy(collections, (c) => hireOfC(c).waste, 'avg', (c) => c.kg)));
    q.ask('tip fees paid in 2025', amount(sumOf(collections, (c) => c.fee, (c) => c.on.startsWith('2025'))));
    q.ask('tip fees by tip site', breakdown(groupBy(collections, (c) => c.site, 'sum', (c) => c.fee)));
    q.ask('Which driver has done the most collections?', winner(groupBy(collections, (c) => c.driver, 'count')));
    q.ask('Which driver has done the fewest collections?', winner(groupBy(collections, (c) => c.driver, 'count'), 'asc'));
    q.ask('how many collections in September 2026', count(countWhere(collections, (c) => c.on.startsWith('2026-09'))));
    q.ask('Median price paid per hire?', amount(medianOf(hires, paid)));
    q.ask('How many skips need repairing?', count(countWhere(skips, (s) => /needs repair/i.test(s.condition))));
    q.ask('How many different customers have hired from us in 2026?', count(new Set(hires.filter(between('2026-01-01', '2026-12-31')).map((h) => h.customer)).size));
    q.ask('How much has Total Build Ltd spent with us?', amount(sumOf(hires, paid, (h) => h.customer === 'Total Build Ltd')));
    q.ask('number of hires for Total Build Ltd', count(countWhere(hires, (h) => h.customer === 'Total Build Ltd')));
    q.ask('how much discount have we given off list price in total on paid hires?', amount(sumOf(hires, (h) => (h.paid === null ? null : skipOf.get(h.skip)!.list - h.paid))));
    q.ask('busiest month for deliveries?', month(busiestMonth(hires, (h) => h.delivered)));
    q.ask('Which depot do most hires come out of?', winner(groupBy(hires, depot, 'count')));
    q.ask('revenue per depot', breakdown(groupBy(hires, depot, 'sum', paid)));
    q.ask('How many hires between 1 March and 15 April 2026?', count(countWhere(hires, between('2026-03-01', '2026-04-15'))));
    q.ask('hires since 1st Sept 2026', count(countWhere(hires, between('2026-09-01', '2026-12-31'))));
    q.ask('Average days booked for domestic hires', amount(avgOf(hires, (h) => h.days, (h) => h.type === 'Domestic'), 1));
    const green = q.ask('how many green waste hires in Q2 2025', count(countWhere(hires, (h) => h.waste === 'Green' && between('2025-04-01', '2025-06-30')(h))));
    q.followUp(green, 'what about Q2 this year?', count(countWhere(hires, (h) => h.waste === 'Green' && between('2026-04-01', '2026-06-30')(h))));
    q.ask('Which town do we get the most hires from?', winner(groupBy(hires, (h) => h.town, 'count')));
    q.ask('How many collections have no weight recorded?', count(countWhere(collections, (c) => c.kg === null)));
    q.ask('When was our first delivery?', day(hires.reduce((m, h) => (h.delivered < m ? h.delivered : m), '9999')));
    q.ask('how many skips have never been hired', count(skips.filter((s) => !hires.some((h) => h.skip === s.no)).length));
    q.ask('top 5 towns by takings', ranking(ranked(groupBy(hires, (h) => h.town, 'sum', paid), 5)));
    q.ask('Hires by waste type', countsBy(groupBy(hires, (h) => h.waste, 'count')));
    q.ask('How many skips does each depot have?', countsBy(groupBy(skips, (s) => s.depot, 'count')));
    q.ask('total weight collected by Shaz Ahmed last month, kg', amount(sumOf(collections, (c) => c.kg, (c) => c.driver === 'Shaz Ahmed' && c.on.startsWith('2026-10')), 0));
    q.ask('average tip fee at Hilltop Landfill', amount(avgOf(collections, (c) => c.fee, (c) => c.site === 'Hilltop Landfill')));
    q.ask('What share of our takings came from Derby?', percent(percentOf(sumOf(hires, paid, (h) => h.town === 'Derby'), sumOf(hires, paid))));

    q.ask('What profit did we make last year?', decline('no costs recorded'));
    q.ask('How much diesel did the lorries use in October?', decline('no fuel data'));
    q.ask('Which customers will book again next month?', decline('a forecast'));
    q.ask('what do customers think of our service', decline('no feedback recorded'));
    q.ask('How many skips were stolen or vandalised?', decline('no incident data'));
    q.ask('How much did we pay the council for permits?', decline('permit costs not recorded'));
    q.ask('How many hires did we do in 2023?', decline('hires start in January 2025'));
    q.ask('How much landfill tax did we pay?', decline('no landfill tax column'));
    q.ask("What are the drivers' wages?", decline('no wage data'));
    q.ask('What percentage of waste gets recycled?', decline('recycling not recorded'));
    q.ask('how many hires will we get in December?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A hot tub hire business in the South West: 320 tubs (XLSX: model, seats, kind, depot, purchase
// cost), 9,400 hires from January 2025 to November 2026 (CSV) sharing `Tub No`, and 1,900 cleaning
// and repair call-outs (XLSX) carrying the tub and, during a hire, its hire reference. Traps: tub
// numbers that look numeric (never a measure), a real model whose name starts with "Total" ("Total
// Bliss 6"), units in headers ("Hire price (£)", "Time on site (mins)"), blank delivery fees for
// hires the customer collected and blank review stars, time on site stored as text in the workbook,
// call-out dates written two ways (ISO and dd/mm/yyyy text), a "None" in "Parts replaced" that
// means no part, and routine cleans with no hire reference.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo, type Random } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Tub {
  no: number;
  model: string;
  seats: number;
  kind: string;
  depot: string;
  bought: string;
  cost: number;
}

interface Hire {
  ref: string;
  tub: number;
  area: string;
  start: string;
  nights: number;
  occasion: string;
  price: number;
  delivery: number | null;
  via: string;
  stars: number | null;
}

interface Callout {
  no: number;
  tub: number;
  hire: string | null;
  date: string;
  dateText: string;
  reason: string;
  tech: string;
  mins: number;
  chemicals: number;
  part: string;
  charged: string;
}

// model, seats, kind, purchase cost, nightly rate, fleet weight
const MODELS: [string, number, string, number, number, number][] = [
  ['Lay-Z Milan', 6, 'Inflatable', 620, 55, 22],
  ['Lay-Z Vegas', 4, 'Inflatable', 480, 45, 18],
  ['Wave Atlantic', 6, 'Inflatable', 540, 50, 16],
  ['Total Bliss 6', 6, 'Hard shell', 5_200, 95, 9],
  ['Hydropool Serenity', 5, 'Hard shell', 7_400, 110, 6],
  ['Canadian Spa Quebec', 6, 'Hard shell', 6_100, 100, 8],
  ['Nordic Cedar', 8, 'Wood-fired', 4_300, 120, 7],
  ['Highland Barrel', 6, 'Wood-fired', 3_800, 105, 6],
];
const DEPOTS: [string, string, number][] = [
  ['Bristol', 'BS', 30], ['Bath', 'BA', 20], ['Cheltenham', 'GL', 18], ['Swindon', 'SN', 16], ['Exeter', 'EX', 16],
];
const OCCASIONS: [string, number][] = [
  ['Birthday', 30], ['Hen party', 14], ['Stag do', 8], ['Anniversary', 12], ['Weekend break', 22], ['Corporate', 5], ['Christmas', 9],
];
const CHANNELS: [string, number][] = [['Website', 52], ['Phone', 18], ['Facebook', 17], ['Repeat customer', 13]];
const TECHS = ['Dan', 'Priya', 'Marek', 'Sophie', 'Lewis', 'Amara'];
const MONTH_WEIGHT = [6, 7, 6, 8, 10, 12, 14, 15, 9, 8, 7, 13];

function seasonalDate(random: Random, from: string, to: string): string {
  for (;;) {
    const d = random.date(from, to);
    if (random.next() * 15 < MONTH_WEIGHT[Number(d.slice(5, 7)) - 1]) return d;
  }
}

function generate(): { tubs: Tub[]; hires: Hire[]; callouts: Callout[] } {
  const random = createRandom(42_507);
  const tubs: Tub[] = [];
  for (let i = 0; i < 320; i++) {
    const [model, seats, kind, cost] = random.weighted(MODELS, MODELS.map((m) => m[5]));
    const [depot] = random.weighted(DEPOTS, DEPOTS.map((d) => d[2]));
    tubs.push({ no: 5_001 + i, model, seats, kind, depot, bought: random.date('2021-03-01', '2026-05-31'), cost: roundTo(cost * random.float(0.9, 1.1, 3), 2) });
  }
  const hires: Hire[] = [];
  for (let i = 0; i < 9_400; i++) {
    const start = seasonalDate(random, '2025-01-01', '2026-11-28');
    let tub = random.pick(tubs);
    while (tub.bought > start) tub = random.pick(tubs);
    const [, , , , nightly] = MODELS.find((m) => m[0] === tub.model)!;
    const nights = random.weighted([1, 2, 3, 4, 7], [10, 30, 30, 15, 8]);
    let occasion = random.weighted(OCCASIONS.map((o) => o[0]), OCCASIONS.map((o) => o[1]));
    if (occasion === 'Christmas' && start.slice(5, 7) !== '12') occasion = 'Weekend break';
    const premium = occasion === 'Hen party' || occasion === 'Stag do' ? 1.15 : occasion === 'Corporate' ? 1.25 : 1;
    const area = DEPOTS.find((d) => d[0] === tub.depot)![1];
    hires.push({
      ref: '',
      tub: tub.no,
      area,
      start,
      nights,
      occasion,
      price: roundTo(nightly * nights * premium * random.float(0.92, 1.12, 3), 2),
      delivery: random.chance(0.24) ? null : random.weighted([20, 30, 40], [40, 40, 20]),
      via: random.weighted(CHANNELS.map((c) => c[0]), CHANNELS.map((c) => c[1])),
      stars: random.chance(0.44) ? null : random.weighted([1, 2, 3, 4, 5], [3, 5, 12, 35, 45]),
    });
  }
  hires.sort((a, b) => a.start.localeCompare(b.start) || a.tub - b.tub);
  hires.forEach((h, i) => (h.ref = `HR-${String(i + 1).padStart(5, '0')}`));

  const callouts: Callout[] = [];
  const FAULTS: [string, number, string[]][] = [
    ['Water cloudy', 30, ['None']],
    ['Deep clean', 20, ['None', 'Filter cartridge']],
    ['Heater fault', 12, ['Heater element', 'None', 'Thermostat']],
    ['Pump fault', 10, ['Pump', 'None']],
    ['Leak', 9, ['Seal kit', 'None', 'Liner patch']],
    ['Cover damage', 8, ['Cover', 'Cover strap']],
  ];
  for (let i = 0; i < 1_900; i++) {
    let tub: number;
    let hire: string | null = null;
    let date: string;
    let reason: string;
    let parts: string[];
    if (random.chance(0.3)) {
      const t = random.pick(tubs);
      tub = t.no;
      date = random.date(t.bought > '2025-01-01' ? t.bought : '2025-01-01', '2026-11-28');
      reason = 'Routine clean';
      parts = ['None', 'None', 'None', 'Filter cartridge'];
    } else {
      const h = random.pick(hires);
      tub = h.tub;
      hire = h.ref;
      date = addDays(h.start, random.int(0, h.nights - 1));
      const f = random.weighted(FAULTS, FAULTS.map((x) => x[1]));
      reason = f[0];
      parts = f[2];
    }
    const part = random.pick(parts);
    const base = reason === 'Routine clean' ? 45 : reason === 'Deep clean' ? 90 : reason === 'Water cloudy' ? 40 : 70;
    const mins = Math.max(15, Math.round(random.normal(base, base * 0.25) / 5) * 5);
    const chemicals = reason.includes('clean') || reason === 'Water cloudy' ? random.float(6, 38, 2) : random.chance(0.3) ? random.float(2, 12, 2) : 0;
    const dateText = random.chance(0.22) ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : date;
    callouts.push({
      no: 0, tub, hire, date, dateText, reason, tech: random.pick(TECHS), mins, chemicals, part,
      charged: hire !== null && (reason === 'Cover damage' || (reason === 'Leak' && random.chance(0.3))) ? 'Yes' : 'No',
    });
  }
  callouts.sort((a, b) => a.date.localeCompare(b.date) || a.tub - b.tub);
  callouts.forEach((c, i) => (c.no = 70_001 + i));
  return { tubs, hires, callouts };
}

const TUB_COLUMNS: Column<Tub>[] = [
  { header: 'Tub No', value: (t) => t.no },
  { header: 'Model', value: (t) => t.model },
  { header: 'Seats', value: (t) => t.seats },
  { header: 'Kind', value: (t) => t.kind },
  { header: 'Depot', value: (t) => t.depot },
  { header: 'Bought', value: (t) => t.bought },
  { header: 'Purchase cost (£)', value: (t) => t.cost },
];

const HIRE_COLUMNS: Column<Hire>[] = [
  { header: 'Hire Ref', value: (h) => h.ref },
  { header: 'Tub No', value: (h) => h.tub },
  { header: 'Postcode area', value: (h) => h.area },
  { header: 'Start date', value: (h) => h.start },
  { header: 'Nights', value: (h) => h.nights },
  { header: 'Occasion', value: (h) => h.occasion },
  { header: 'Hire price (£)', value: (h) => h.price.toFixed(2) },
  { header: 'Delivery fee (£)', value: (h) => h.delivery },
  { header: 'Booked via', value: (h) => h.via },
  { header: 'Review stars', value: (h) => h.stars },
];

const CALLOUT_COLUMNS: Column<Callout>[] = [
  { header: 'Callout No', value: (c) => c.no },
  { header: 'Tub No', value: (c) => c.tub },
  { header: 'Hire Ref', value: (c) => c.hire },
  { header: 'Date', value: (c) => c.dateText },
  { header: 'Reason', value: (c) => c.reason },
  { header: 'Technician', value: (c) => c.tech },
  { header: 'Time on site (mins)', value: (c) => String(c.mins) },
  { header: 'Chemicals (£)', value: (c) => c.chemicals },
  { header: 'Parts replaced', value: (c) => c.part },
  { header: 'Charged to customer', value: (c) => c.charged },
];

export const hottubhire: BusinessSchema = {
  name: 'hottubhire',
  description: 'A hot tub hire business: 320 tubs (XLSX), 9,400 hires Jan 2025-Nov 2026 (CSV) and 1,900 cleaning call-outs (XLSX) sharing Tub No and Hire Ref',
  async build(dir) {
    const { tubs, hires, callouts } = generate();
    const files = [
      await writeXlsx(join(dir, 'tubs.xlsx'), 'Tubs', TUB_COLUMNS, tubs),
      await writeCsv(join(dir, 'hires.csv'), HIRE_COLUMNS, hires),
      await writeXlsx(join(dir, 'callouts.xlsx'), 'Callouts', CALLOUT_COLUMNS, callouts),
    ];
    const q = questionSet('hottubhire');
    const tubOf = new Map(tubs.map((t) => [t.no, t]));
    const model = (h: { tub: number }) => tubOf.get(h.tub)!.model;
    const depot = (h: { tub: number }) => tubOf.get(h.tub)!.depot;
    const kind = (h: { tub: number }) => tubOf.get(h.tub)!.kind;
    const price = (h: Hire) => h.price;
    const inYear = (y: string) => (h: Hire) => h.start.startsWith(y);
    const inMonth = (m: string) => (h: Hire) => h.start.startsWith(m);
    const cIn = (p: string) => (c: Callout) => c.date.startsWith(p);

    q.ask('How many hires have we done altogether?', count(hires.length));
    q.ask('How many hot tubs are in the fleet?', count(tubs.length));
    q.ask('What did we take in hire fees in 2025? Hire price only, not delivery.', amount(sumOf(hires, price, inYear('2025'))));
    q.ask('Average hire length in nights', amount(avgOf(hires, (h) => h.nights), 2));
    q.ask("What's the median hire price?", amount(medianOf(hires, price)));
    q.ask('Number of hires by occasion', countsBy(groupBy(hires, (h) => h.occasion, 'count')));
    q.ask('Which depot had the most hires in 2026?', winner(groupBy(hires, depot, 'count', undefined, inYear('2026'))));
    q.ask('Top 3 tub models by number of hires', ranking(ranked(groupBy(hires, model, 'count'), 3)));
    const aug = q.ask('How many hires started in August 2026?', count(countWhere(hires, inMonth('2026-08'))));
    q.followUp(aug, 'and in July?', count(countWhere(hires, inMonth('2026-07'))));
    q.ask('How many hires did we have last quarter?', count(countWhere(hires, (h) => h.start.startsWith('2026') && quarterOf(h.start) === 3)));
    q.ask('How many hires have started since 1 October 2026?', count(countWhere(hires, (h) => h.start >= '2026-10-01')));
    q.ask('How many hires started between 14 February and 28 February 2026, inclusive?', count(countWhere(hires, (h) => h.start >= '2026-02-14' && h.start <= '2026-02-28')));
    q.ask('Which month had the most hire starts?', month(ranked(groupBy(hires, (h) => h.start.slice(0, 7), 'count'), 1)[0]));
    q.ask('What percentage of hires were collected by the customer, i.e. have no delivery fee?', percent(percentOf(countWhere(hires, (h) => h.delivery === null), hires.length)));
    q.ask('Total delivery fees charged in 2026', amount(sumOf(hires, (h) => h.delivery, inYear('2026'))));
    q.ask("What's our average review score (stars), counting only hires that left a review?", amount(avgOf(hires, (h) => h.stars), 2));
    q.ask('How many hires left a review?', count(countWhere(hires, (h) => h.stars !== null)));
    q.ask('How many 5-star reviews did we get for hires starting in 2026?', count(countWhere(hires, (h) => h.stars === 5 && inYear('2026')(h))));
    q.ask('How many hires were booked through Facebook?', count(countWhere(hires, (h) => h.via === 'Facebook')));
    q.ask('Hire price takings by booking channel', breakdown(groupBy(hires, (h) => h.via, 'sum', price)));
    q.ask('What is the average hire price for our wood-fired tubs?', amount(avgOf(hires, price, (h) => kind(h) === 'Wood-fired')));
    q.ask('How many of our tubs are wood-fired?', count(countWhere(tubs, (t) => t.kind === 'Wood-fired')));
    q.ask('How many times has the Total Bliss 6 been hired?', count(countWhere(hires, (h) => model(h) === 'Total Bliss 6')));
    q.ask('How much hire price revenue have Total Bliss 6 tubs brought in?', amount(sumOf(hires, price, (h) => model(h) === 'Total Bliss 6')));
    q.ask('Which occasion has the highest average hire price?', winner(groupBy(hires, (h) => h.occasion, 'avg', price)));
    q.ask('How many different tubs went out on at least one hire starting in October 2026?', count(new Set(hires.filter(inMonth('2026-10')).map((h) => h.tub)).size));
    q.ask('How many week-long hires (7 nights) have we had?', count(countWhere(hires, (h) => h.nights === 7)));
    q.ask('What did our hard shell tubs cost on average to buy?', amount(avgOf(tubs, (t) => t.cost, (t) => t.kind === 'Hard shell')));
    q.ask('What did the whole fleet cost us to buy?', amount(sumOf(tubs, (t) => t.cost)));
    q.ask('How many tubs does each depot have?', countsBy(groupBy(tubs, (t) => t.depot, 'count')));
    q.ask('How many cleaning call-outs have there been in total?', count(callouts.length));
    q.ask('Call-outs by reason', countsBy(groupBy(callouts, (c) => c.reason, 'count')));
    q.ask('Which technician has done the most call-outs?', winner(groupBy(callouts, (c) => c.tech, 'count')));
    q.ask('How many hours in total have technicians spent on site?', amount(sumOf(callouts, (c) => c.mins) / 60, 1));
    q.ask('Average time on site for heater faults, in minutes', amount(avgOf(callouts, (c) => c.mins, (c) => c.reason === 'Heater fault'), 1));
    q.ask('How many call-outs needed no parts replacing?', count(countWhere(callouts, (c) => c.part === 'None')));
    q.ask('How many call-outs replaced a pump?', count(countWhere(callouts, (c) => c.part === 'Pump')));
    q.ask('How much did we spend on chemicals on call-outs in 2026?', amount(sumOf(callouts, (c) => c.chemicals, cIn('2026'))));
    q.ask('How many call-outs were there in September 2026?', count(countWhere(callouts, cIn('2026-09'))));
    q.ask("Which depot's tubs have needed the most call-outs?", winner(groupBy(callouts, depot, 'count')));
    q.ask('How many call-outs were charged to the customer?', count(countWhere(callouts, (c) => c.charged === 'Yes')));
    q.ask('Which tub model has had the most leak call-outs?', winner(groupBy(callouts, model, 'count', undefined, (c) => c.reason === 'Leak')));
    const withCallout = new Set(callouts.map((c) => c.hire).filter((h) => h !== null));
    q.ask('What share of hires had at least one call-out during the hire?', percent(percentOf(withCallout.size, hires.length)));
    const priya = q.ask('How many call-outs did Priya do in 2025?', count(countWhere(callouts, (c) => c.tech === 'Priya' && cIn('2025')(c))));
    q.followUp(priya, 'And Marek?', count(countWhere(callouts, (c) => c.tech === 'Marek' && cIn('2025')(c))));
    q.ask('Hire price takings by depot for 2026', breakdown(groupBy(hires, depot, 'sum', price, inYear('2026'))));
    q.ask('How many hires in 2026 were for 8-seater tubs?', count(countWhere(hires, (h) => tubOf.get(h.tub)!.seats === 8 && inYear('2026')(h))));

    q.ask('How much did we spend on van fuel for deliveries last month?', decline('no fuel or vehicle costs'));
    q.ask('How many hires were cancelled this year?', decline('no cancellation status'));
    q.ask('Which customers have hired from us more than once?', decline('no customer identifier, only a postcode area'));
    q.ask('What temperature do customers usually set the tubs to?', decline('no temperature readings'));
    q.ask('How much electricity does a typical hire use?', decline('no energy data'));
    q.ask('How many hires were booked more than a month in advance?', decline('no booking date, only the start date'));
    q.ask('What is the average age of our customers?', decline('no customer ages'));
    q.ask('Which delivery driver is the quickest at setting up?', decline('no drivers or set-up times'));
    q.ask('How many hires will we get next December?', decline('a forecast'));
    q.ask('How many of our tubs are out of service right now?', decline('no tub status column'));
    q.ask('How much did we pay the technicians in October?', decline('no wages'));
    q.ask('What could we sell the fleet for today?', decline('no resale values'));
    return { files, questions: q.questions };
  },
};

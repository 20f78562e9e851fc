// A piano tuning and repair firm: 950 customer pianos (XLSX: make, type, year built with blanks,
// owner type, town) and 8,400 visits from January 2023 to October 2025 (CSV) sharing the piano
// id. Traps: pitch measured before the visit in hertz (A4; 440 is concert pitch), travel in miles,
// the charge excluding VAT with the fact in the header, unpaid and written-off visits, visit dates
// as timestamps with the time of arrival, and a few pianos with no year built.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Piano {
  id: string;
  make: string;
  type: string;
  year: number | null;
  owner: string;
  town: string;
}

interface Visit {
  no: number;
  piano: string;
  at: string;
  tuner: string;
  job: string;
  pitch: number;
  charge: number;
  miles: number;
  payment: string;
}

const MAKES: [string, number][] = [['Yamaha', 26], ['Kawai', 16], ['Steinway', 7], ['Bechstein', 6], ['Broadwood', 9], ['Chappell', 10], ['Knight', 11], ['Challen', 8], ['Blüthner', 4]];
const TOWNS = ['Harrogate', 'Ripon', 'Knaresborough', 'Wetherby', 'Otley', 'Ilkley', 'Skipton', 'Thirsk'];
// job, base charge, weight
const JOBS: [string, number, number][] = [['Tuning', 85, 62], ['Pitch raise', 125, 12], ['Regulation', 240, 7], ['Repair', 150, 11], ['Voicing', 180, 4], ['Inspection', 60, 4]];
const TUNERS = ['Mark Ellison', 'Ruth Okafor', 'Tom Haigh', 'Sofia Brandt', 'Owen Pryce'];

function generate(): { pianos: Piano[]; visits: Visit[] } {
  const random = createRandom(40_537);
  const pianos: Piano[] = [];
  for (let i = 0; i < 950; i++) {
    const make = random.weighted(MAKES.map((m) => m[0]), MAKES.map((m) => m[1]));
    const type = make === 'Steinway' || make === 'Bechstein' ? random.weighted(['Grand', 'Upright'], [60, 40]) : random.weighted(['Upright', 'Grand', 'Baby Grand'], [78, 9, 13]);
    const old = ['Broadwood', 'Chappell', 'Challen'].includes(make);
    pianos.push({
      id: `PN-${String(2_000 + i)}`,
      make,
      type,
      year: random.chance(0.07) ? null : old ? random.int(1885, 1975) : random.int(1955, 2022),
      owner: random.weighted(['Private', 'School', 'Church', 'Concert venue', 'Care home'], [70, 12, 9, 3, 6]),
      town: random.pick(TOWNS),
    });
  }
  const weights = pianos.map((p) => (p.owner === 'Concert venue' ? 5 : p.owner === 'School' ? 2 : 1) * random.float(0.4, 1.6, 2));
  const visits: Visit[] = [];
  for (let i = 0; i < 8_400; i++) {
    const p = random.weighted(pianos, weights);
    let job = random.weighted(JOBS.map((j) => j[0]), JOBS.map((j) => j[2]));
    const pitch = p.owner === 'Concert venue' ? random.float(438.5, 440.5, 1) : random.float(428, 440.5, 1);
    if (pitch < 432 && job === 'Tuning') job = 'Pitch raise';
    const base = JOBS.find((j) => j[0] === job)![1];
    const date = random.date('2023-01-09', '2025-10-31');
    const at = `${date} ${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['00', '30'])}`;
    const charge = roundTo(base * (date >= '2024-04-01' ? 1.08 : 1) * (p.type === 'Upright' ? 1 : 1.15) + (job === 'Repair' ? random.int(0, 18) * 10 : 0), 2);
    visits.push({
      no: 0,
      piano: p.id,
      at,
      tuner: random.weighted(TUNERS, [30, 26, 22, 14, 8]),
      job,
      pitch,
      charge,
      miles: random.float(2, 38, 1),
      payment: random.weighted(['Paid', 'Unpaid', 'Written off'], [90, 8, 2]),
    });
  }
  visits.sort((a, b) => a.at.localeCompare(b.at) || a.piano.localeCompare(b.piano));
  visits.forEach((v, i) => (v.no = 50_101 + i));
  return { pianos, visits };
}

const PIANO_COLUMNS: Column<Piano>[] = [
  { header: 'Piano ID', value: (p) => p.id },
  { header: 'Make', value: (p) => p.make },
  { header: 'Type', value: (p) => p.type },
  { header: 'Year Built', value: (p) => p.year },
  { header: 'Owner Type', value: (p) => p.owner },
  { header: 'Town', value: (p) => p.town },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_no', value: (v) => v.no },
  { header: 'piano_id', value: (v) => v.piano },
  { header: 'visit_datetime', value: (v) => v.at },
  { header: 'tuner', value: (v) => v.tuner },
  { header: 'job_type', value: (v) => v.job },
  { header: 'pitch_before_hz', value: (v) => v.pitch.toFixed(1) },
  { header: 'charge_ex_vat', value: (v) => v.charge.toFixed(2) },
  { header: 'travel_miles', value: (v) => v.miles },
  { header: 'payment_status', value: (v) => v.payment },
];

export const pianotuning: BusinessSchema = {
  name: 'pianotuning',
  description: 'A piano tuning and repair firm: 950 customer pianos (XLSX) and 8,400 visits Jan 2023-Oct 2025 (CSV) sharing the piano id',
  async build(dir) {
    const { pianos, visits } = generate();
    const files = [
      await writeXlsx(join(dir, 'pianos.xlsx'), 'Pianos', PIANO_COLUMNS, pianos),
      await writeCsv(join(dir, 'visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('pianotuning');
    const pianoOf = new Map(pianos.map((p) => [p.id, p]));
    const piano = (v: Visit) => pianoOf.get(v.piano)!;
    const charge = (v: Visit) => v.charge;
    const inYear = (y: string) => (v: Visit) => v.at.startsWith(y);

    q.ask('How many visits have we logged?', count(visits.length));
    q.ask('How many pianos do we look after?', count(pianos.length));
    q.ask('Total charged ex VAT across all visits', amount(sumOf(visits, charge)));
    q.ask('How much did we charge in 2024?', amount(sumOf(visits, charge, inYear('2024'))));
    q.ask('Visits by job type', countsBy(groupBy(visits, (v) => v.job, 'count')));
    q.ask('What is the average charge for a tuning?', amount(avgOf(visits, charge, (v) => v.job === 'Tuning')));
    q.ask('Which tuner has done the most visits?', winner(groupBy(visits, (v) => v.tuner, 'count')));
    q.ask('Revenue per tuner', breakdown(groupBy(visits, (v) => v.tuner, 'sum', charge)));
    q.ask('How much money is still unpaid?', amount(sumOf(visits, charge, (v) => v.payment === 'Unpaid')));
    q.ask('How many visits were written off?', count(countWhere(visits, (v) => v.payment === 'Written off')));
    q.ask('What share of visits are unpaid?', percent(percentOf(countWhere(visits, (v) => v.payment === 'Unpaid'), visits.length)));
    q.ask("On tuning jobs, what's the average pitch before we started, in Hz?", amount(avgOf(visits, (v) => v.pitch, (v) => v.job === 'Tuning'), 2));
    q.ask('How many visits found the piano below 435 Hz?', count(countWhere(visits, (v) => v.pitch < 435)));
    q.ask('Lowest pitch we have measured?', amount(minOf(visits, (v) => v.pitch), 1));
    q.ask('Total miles travelled in 2025', amount(sumOf(visits, (v) => v.miles, inYear('2025')), 1));
    q.ask('Median travel distance per visit in miles', amount(medianOf(visits, (v) => v.miles), 1));
    q.ask('How many Steinways are on our books?', count(countWhere(pianos, (p) => p.make === 'Steinway')));
    q.ask('Pianos by type', countsBy(groupBy(pianos, (p) => p.type, 'count')));
    q.ask('Which make do we see most often on visits?', winner(groupBy(visits, (v) => piano(v).make, 'count')));
    q.ask('How many pianos were built before 1950?', count(countWhere(pianos, (p) => p.year !== null && p.year < 1950)));
    q.ask('How many pianos have no year of manufacture recorded?', count(countWhere(pianos, (p) => p.year === null)));
    q.ask('How much have schools paid us in total (paid visits)?', amount(sumOf(visits, charge, (v) => v.payment === 'Paid' && piano(v).owner === 'School')));
    q.ask('Revenue by owner type', breakdown(groupBy(visits, (v) => piano(v).owner, 'sum', charge)));
    q.ask('Which town brings in the most revenue?', winner(groupBy(visits, (v) => piano(v).town, 'sum', charge)));
    q.ask('Top 3 pianos by number of visits', ranking(ranked(groupBy(visits, (v) => v.piano, 'count'), 3)));
    const visited = new Set(visits.map((v) => v.piano));
    q.ask('How many pianos on the books have never had a visit?', count(countWhere(pianos, (p) => !visited.has(p.id))));
    const q3 = q.ask('How many tunings did we do in Q3 2024?', count(countWhere(visits, (v) => v.job === 'Tuning' && inYear('2024')(v) && quarterOf(v.at) === 3)));
    q.followUp(q3, 'and in Q3 2025?', count(countWhere(visits, (v) => v.job === 'Tuning' && inYear('2025')(v) && quarterOf(v.at) === 3)));
    q.ask('How many visits did Ruth Okafor do in May 2025?', count(countWhere(visits, (v) => v.tuner === 'Ruth Okafor' && v.at.startsWith('2025-05'))));
    q.ask('Average charge for grand pianos (grands and baby grands)', amount(avgOf(visits, charge, (v) => piano(v).type !== 'Upright')));
    q.ask('How many visits started before 9am?', count(countWhere(visits, (v) => v.at.slice(11) < '09:00')));
    q.ask('Number of regulations done for concert venues', count(countWhere(visits, (v) => v.job === 'Regulation' && piano(v).owner === 'Concert venue')));
    q.ask('Which job type earns the most per visit on average?', winner(groupBy(visits, (v) => v.job, 'avg', charge)));
    q.ask('Percentage of visits that were pitch raises in 2023', percent(percentOf(countWhere(visits, (v) => v.job === 'Pitch raise' && inYear('2023')(v)), countWhere(visits, inYear('2023')))));
    q.ask('How many different pianos did we visit in 2025?', count(new Set(visits.filter(inYear('2025')).map((v) => v.piano)).size));

    q.ask('How much VAT did we charge in total?', decline('charges are ex VAT and no VAT rate or VAT column'));
    q.ask('How many strings did we replace last year?', decline('no parts data'));
    q.ask('How long does a tuning take on average?', decline('no durations'));
    q.ask('What does each tuner get paid?', decline('no wages'));
    q.ask('How many visits did we do in 2022?', decline('visits start in January 2023'));
    q.ask('Which customers have recommended us?', decline('no referral data'));
    q.ask("What's the serial number of our oldest Steinway?", decline('no serial numbers'));
    q.ask('How many pianos will need tuning next month?', decline('a forecast'));
    q.ask('What is the humidity in the rooms where the pianos are kept?', decline('no humidity readings'));
    q.ask('How much did we spend on fuel?', decline('no fuel costs'));
    q.ask('Which customers are on a twice-yearly tuning contract?', decline('no contract data'));
    return { files, questions: q.questions };
  },
};

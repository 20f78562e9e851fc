// A district council's household waste service: 48 collection rounds from three depots (CSV),
// about 180,000 bin lift records from January to September 2025 (Parquet) and about 2,000 missed
// collection reports (XLSX as the contact centre exports it, with a "Total" line under the
// tickets) sharing `Round ID` and the property's UPRN. Traps: round ids, ticket numbers and
// 12-digit UPRNs that look numeric, net weights in kilograms while managers ask in tonnes, blank
// weights for bins not lifted or not weighed, report dates written day first ("14/03/2025"), the
// return visit cost as text with a pound sign, a reason written "None" and another "Other",
// lift outcomes that are not lifts ("Not presented", "Access blocked"), and the Total line.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, shuffled } from '../random.ts';
import { writeCsv, writeParquet, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Round {
  id: number;
  name: string;
  depot: string;
  stream: string;
  day: string;
  vehicle: string;
  crew: number;
}

interface Lift {
  id: number;
  round: number;
  uprn: string;
  date: string;
  size: number;
  kg: number | null;
  outcome: string;
}

interface Report {
  ticket: number;
  uprn: string;
  round: number;
  reported: string;
  reason: string;
  days: number | null;
  cost: number;
}

const DEPOTS = ['Northfield', 'Southmead', 'Eastgate'];
const STREAMS = ['Refuse', 'Recycling', 'Garden', 'Food'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
// mean kg of a 240 litre bin (food: of a 23 litre caddy)
const MEAN_KG: Record<string, number> = { Refuse: 14, Recycling: 8, Garden: 11, Food: 3.5 };
const SIZES: Record<string, [number[], number[]]> = {
  Refuse: [[140, 180, 240, 1100], [18, 46, 30, 6]],
  Recycling: [[240, 360, 1100], [70, 24, 6]],
  Garden: [[240], [1]],
  Food: [[23], [1]],
};

function generate(): { rounds: Round[]; lifts: Lift[]; reports: Report[] } {
  const random = createRandom(81_459);
  const rounds: Round[] = [];
  let n = 0;
  for (const depot of DEPOTS) {
    for (const stream of STREAMS) {
      for (let k = 1; k <= 4; k++) {
        const day = DAYS[(n + k) % 5];
        rounds.push({
          id: 0, name: `${depot} ${day.slice(0, 3)} ${stream} ${k}`, depot, stream, day,
          vehicle: `WX${String(random.int(15, 24))} ${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25), 65 + random.int(0, 25))}`,
          crew: stream === 'Food' ? 2 : random.weighted([2, 3, 4], [20, 60, 20]),
        });
        n++;
      }
    }
  }
  shuffled(random, rounds).forEach((r, i) => (r.id = 3101 + i * 2));
  rounds.sort((a, b) => a.id - b.id);
  const properties = new Map<number, { uprn: string; size: number }[]>();
  let uprn = 100_120_004_000;
  for (const r of rounds) {
    const [sizes, weights] = SIZES[r.stream];
    const list = Array.from({ length: random.int(80, 110) }, () => ({ uprn: String((uprn += random.int(1, 40))), size: random.weighted(sizes, weights) }));
    properties.set(r.id, list);
  }
  const lifts: Lift[] = [];
  const breakdowns = new Set<string>();
  for (let week = 0; week < 38; week++) {
    const monday = addDays('2025-01-06', week * 7);
    for (const r of rounds) {
      const date = addDays(monday, DAYS.indexOf(r.day));
      const brokeDown = random.chance(0.006);
      if (brokeDown) breakdowns.add(`${r.id}|${date}`);
      const month = Number(date.slice(5, 7));
      const season = r.stream === 'Garden' ? (month >= 4 && month <= 9 ? 1.35 : 0.55) : 1;
      for (const p of properties.get(r.id)!) {
        if (r.stream === 'Garden' && random.chance(0.35)) continue;
        const outcome = brokeDown && random.chance(0.7) ? 'Missed'
          : random.weighted(['Lifted', 'Not presented', 'Contaminated', 'Access blocked', 'Missed'], [95.5, 2.5, r.stream === 'Recycling' ? 1.6 : r.stream === 'Food' ? 0.5 : 0, 0.6, 0.4]);
        const lifted = outcome === 'Lifted';
        const mean = MEAN_KG[r.stream] * (r.stream === 'Food' ? 1 : p.size / 240) * season;
        const kg = lifted && !random.chance(0.03) ? Math.max(0.5, Math.round(random.normal(mean, mean * 0.3) * 10) / 10) : null;
        lifts.push({ id: 0, round: r.id, uprn: p.uprn, date, size: p.size, kg, outcome });
      }
    }
  }
  lifts.forEach((l, i) => (l.id = 60_000_001 + i));
  const reports: Report[] = [];
  for (const l of lifts) {
    const broke = breakdowns.has(`${l.round}|${l.date}`);
    const p = l.outcome === 'Missed' ? 0.8 : l.outcome === 'Not presented' ? 0.2 : l.outcome === 'Access blocked' ? 0.5 : l.outcome === 'Contaminated' ? 0.25 : 0.0008;
    if (!random.chance(p)) continue;
    const reason =
      l.outcome === 'Missed' ? (broke ? 'Vehicle breakdown' : 'Crew missed')
      : l.outcome === 'Not presented' ? 'Bin not out'
      : l.outcome === 'Access blocked' ? 'Access blocked'
      : l.outcome === 'Contaminated' ? 'Contaminated'
      : random.weighted(['Other', 'None', 'Crew missed'], [45, 25, 30]);
    const reported = addDays(l.date, random.weighted([0, 1, 2, 3], [40, 35, 15, 10]));
    if (reported > '2025-09-30') continue;
    const chargeable = reason === 'Crew missed' || reason === 'Vehicle breakdown';
    const cost = chargeable ? random.pick([32, 35, 38.5]) : reason === 'Access blocked' ? 18.75 : 0;
    reports.push({ ticket: 0, uprn: l.uprn, round: l.round, reported, reason, days: random.chance(0.05) ? null : random.weighted([1, 2, 3, 4, 5, 7], [30, 30, 18, 10, 7, 5]), cost });
  }
  reports.sort((a, b) => a.reported.localeCompare(b.reported) || a.round - b.round);
  reports.forEach((r, i) => (r.ticket = 88_001 + i));
  return { rounds, lifts, reports };
}

const pounds = (v: number) => `£${v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const ROUND_COLUMNS: Column<Round>[] = [
  { header: 'Round ID', value: (r) => r.id },
  { header: 'Round Name', value: (r) => r.name },
  { header: 'Depot', value: (r) => r.depot },
  { header: 'Waste Stream', value: (r) => r.stream },
  { header: 'Collection Day', value: (r) => r.day },
  { header: 'Vehicle Reg', value: (r) => r.vehicle },
  { header: 'Crew Size', value: (r) => r.crew },
];

const LIFT_COLUMNS: Column<Lift>[] = [
  { header: 'lift_id', value: (l) => l.id, sqlType: 'BIGINT' },
  { header: 'round_id', value: (l) => l.round, sqlType: 'INTEGER' },
  { header: 'uprn', value: (l) => l.uprn },
  { header: 'lift_date', value: (l) => l.date, sqlType: 'DATE' },
  { header: 'bin_size_litres', value: (l) => l.size, sqlType: 'INTEGER' },
  { header: 'net_weight_kg', value: (l) => l.kg, sqlType: 'DOUBLE' },
  { header: 'outcome', value: (l) => l.outcome },
];

function reportsGrid(reports: Report[]): GridCell[][] {
  return [
    ['Ticket No', 'UPRN', 'Round ID', 'Reported On', 'Reason', 'Days to Resolve', 'Return Visit Cost'],
    ...reports.map((r): GridCell[] => [r.ticket, r.uprn, r.round, dayFirst(r.reported), r.reason, r.days, pounds(r.cost)]),
    ['Total', null, null, null, `${reports.length} tickets`, null, pounds(reports.reduce((s, r) => s + r.cost, 0))],
  ];
}

export const wastecollection: BusinessSchema = {
  name: 'wastecollection',
  description: "A council's waste collection: 48 rounds (CSV), about 180,000 bin lift records Jan-Sep 2025 (Parquet) and about 2,000 missed collection reports (XLSX, day-first dates, £ text, Total line)",
  async build(dir) {
    const { rounds, lifts, reports } = generate();
    const files = [
      await writeCsv(join(dir, 'rounds.csv'), ROUND_COLUMNS, rounds),
      await writeParquet(join(dir, 'bin_lifts.parquet'), LIFT_COLUMNS, lifts),
      await writeXlsxGrids(join(dir, 'missed_collections.xlsx'), [{ name: 'Missed collections', grid: reportsGrid(reports) }], reports.length),
    ];
    const q = questionSet('wastecollection');
    const roundOf = new Map(rounds.map((r) => [r.id, r]));
    const rl = (l: Lift) => roundOf.get(l.round)!;
    const rr = (r: Report) => roundOf.get(r.round)!;
    const kg = (l: Lift) => l.kg;
    const lifted = (l: Lift) => l.outcome === 'Lifted';
    const stream = (s: string) => (l: Lift) => rl(l).stream === s;

    q.ask('How many bin lift records are there?', count(lifts.length));
    q.ask('How many bins were actually lifted?', count(countWhere(lifts, lifted)));
    q.ask('How many tonnes did we collect in total?', amount(sumOf(lifts, kg) / 1000, 1));
    q.ask('Net weight collected by waste stream, in kg', breakdown(groupBy(lifts, (l) => rl(l).stream, 'sum', kg), 1));
    q.ask('Which depot collected the most recycling by weight?', winner(groupBy(lifts, (l) => rl(l).depot, 'sum', kg, stream('Recycling'))));
    q.ask('average net weight of a 240 litre refuse bin', amount(avgOf(lifts, kg, (l) => stream('Refuse')(l) && l.size === 240), 2));
    q.ask('What is the contamination rate for recycling bins?', percent(percentOf(countWhere(lifts, (l) => stream('Recycling')(l) && l.outcome === 'Contaminated'), countWhere(lifts, stream('Recycling'))), 2));
    q.ask('Which round had the most contaminated bins?', winner(groupBy(lifts, (l) => rl(l).name, 'count', undefined, (l) => l.outcome === 'Contaminated')));
    q.ask('How many missed collections were reported?', count(reports.length));
    q.ask('missed collection reports by reason', countsBy(groupBy(reports, (r) => r.reason, 'count')));
    q.ask("What share of missed collection reports were the crew's fault (Crew missed)?", percent(percentOf(countWhere(reports, (r) => r.reason === 'Crew missed'), reports.length)));
    q.ask('Average days to resolve a missed collection', amount(avgOf(reports, (r) => r.days), 2));
    q.ask('median days to resolve for access blocked reports', amount(medianOf(reports, (r) => r.days, (r) => r.reason === 'Access blocked'), 1));
    q.ask('How many missed collection tickets are still unresolved?', count(countWhere(reports, (r) => r.days === null)));
    q.ask('What did return visits cost us in total?', amount(sumOf(reports, (r) => r.cost), 2));
    q.ask('return visit cost by depot', breakdown(groupBy(reports, (r) => rr(r).depot, 'sum', (r) => r.cost), 2));
    q.ask('Which round had the most missed collection reports?', winner(groupBy(reports, (r) => rr(r).name, 'count')));
    q.ask('Top 5 rounds for missed collections', ranking(ranked(groupBy(reports, (r) => rr(r).name, 'count'), 5)));
    q.ask('Which collection day gets the most missed collection reports?', winner(groupBy(reports, (r) => rr(r).day, 'count')));
    q.ask('Which month had the most missed collections reported?', month(busiestMonth(reports, (r) => r.reported)));
    q.ask('How many missed collections were reported in Q2?', count(countWhere(reports, (r) => quarterOf(r.reported) === 2)));
    q.ask('Missed collections reported between 1 March and 15 March 2025', count(countWhere(reports, (r) => r.reported >= '2025-03-01' && r.reported <= '2025-03-15')));
    q.ask('how many reports since 1 August?', count(countWhere(reports, (r) => r.reported >= '2025-08-01')));
    q.ask('How many garden waste bins were lifted in July 2025?', count(countWhere(lifts, (l) => stream('Garden')(l) && lifted(l) && l.date.startsWith('2025-07'))));
    q.ask('Tonnes of food waste collected in June', amount(sumOf(lifts, kg, (l) => stream('Food')(l) && l.date.startsWith('2025-06')) / 1000, 2));
    q.ask('How many bins were not presented on Eastgate rounds?', count(countWhere(lifts, (l) => l.outcome === 'Not presented' && rl(l).depot === 'Eastgate')));
    q.ask('How many different properties (UPRNs) do we collect from?', count(new Set(lifts.map((l) => l.uprn)).size));
    q.ask('How many rounds does Southmead depot run?', count(countWhere(rounds, (r) => r.depot === 'Southmead')));
    q.ask('Average crew size across rounds', amount(avgOf(rounds, (r) => r.crew), 2));
    q.ask('What was the heaviest single bin lift in kg?', amount(maxOf(lifts, kg), 1));
    q.ask("How many missed collection reports have the reason 'None'?", count(countWhere(reports, (r) => r.reason === 'None')));
    q.ask('How many more tonnes of garden waste did Southmead collect than Northfield?', amount((sumOf(lifts, kg, (l) => stream('Garden')(l) && rl(l).depot === 'Southmead') - sumOf(lifts, kg, (l) => stream('Garden')(l) && rl(l).depot === 'Northfield')) / 1000, 2));
    q.ask('Which waste stream has the highest average weight per lift?', winner(groupBy(lifts, (l) => rl(l).stream, 'avg', kg)));
    q.ask('How many missed collection reports do we get per 1,000 bin lift records?', amount((1000 * reports.length) / lifts.length, 2));
    q.ask('Which vehicle had the most missed collections reported against its rounds?', winner(groupBy(reports, (r) => rr(r).vehicle, 'count')));
    const may = q.ask('How many missed collections were reported in May?', count(countWhere(reports, (r) => r.reported.startsWith('2025-05'))));
    q.followUp(may, 'and in June?', count(countWhere(reports, (r) => r.reported.startsWith('2025-06'))));
    const depot = q.ask('Which depot had the most missed collection reports?', winner(groupBy(reports, (r) => rr(r).depot, 'count')));
    q.followUp(depot, 'And which had the fewest?', winner(groupBy(reports, (r) => rr(r).depot, 'count'), 'asc'));
    q.ask('Average weight of an 1100 litre bin lift', amount(avgOf(lifts, kg, (l) => l.size === 1100), 2));
    q.ask('How many reports were due to vehicle breakdowns?', count(countWhere(reports, (r) => r.reason === 'Vehicle breakdown')));
    q.ask('What percentage of lift records were access blocked?', percent(percentOf(countWhere(lifts, (l) => l.outcome === 'Access blocked'), lifts.length), 2));
    q.ask('Lift records by outcome', countsBy(groupBy(lifts, (l) => l.outcome, 'count')));
    q.ask('Top 3 refuse rounds by tonnage', ranking(ranked(groupBy(lifts, (l) => rl(l).name, 'sum', kg, stream('Refuse')), 3)));

    q.ask('How much diesel do the bin lorries use?', decline('no fuel data'));
    q.ask('Which crew member misses the most bins?', decline('no crew names'));
    q.ask('How much income did we get from selling recycling?', decline('no material prices or income'));
    q.ask('Which street has the most missed collections?', decline('no street or address column'));
    q.ask('How many tonnes did we collect in 2024?', decline('lifts start in January 2025'));
    q.ask('What tonnage should we expect next year?', decline('a forecast'));
    q.ask('How much landfill tax did we pay?', decline('no landfill tax data'));
    q.ask('What do residents think of the service?', decline('no satisfaction data'));
    q.ask('At what time of day was each bin lifted?', decline('no lift time, dates only'));
    q.ask('What were the CO2 emissions of the collection fleet?', decline('no emissions data'));
    q.ask('How many households get an assisted collection?', decline('assisted collections are not recorded'));
    return { files, questions: q.questions };
  },
};

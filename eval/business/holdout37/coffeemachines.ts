// A mobile espresso machine servicing firm: 420 machines on clients' premises (CSV: client, town,
// model, type, installed month as text such as "Mar 2019", contract level with blanks, monthly fee
// in pounds) and 6,200 service visits from January to October 2025 (XLSX) sharing `Machine ID`.
// Traps: labour in hours and money in pounds with units in the headers, blank parts cells, visits
// "Covered by contract" that invoice nothing, first-time fix recorded only for breakdowns, and a
// client called "The Daily Grind" beside a visit type "Grinder repair".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Machine {
  id: string;
  client: string;
  town: string;
  model: string;
  type: string;
  installed: string;
  contract: string | null;
  fee: number | null;
}

interface Visit {
  job: string;
  machine: string;
  date: string;
  engineer: string;
  type: string;
  hours: number;
  parts: number | null;
  callout: number;
  total: number;
  fixed: string | null;
  paid: string;
}

const PREFIX = ['The Daily Grind', 'Bean There', 'Corner', 'Little', 'Harbour', 'Old Mill', 'Station', 'Green Door', 'Blue Cup', 'Crema', 'Roast', 'Kettle & Co', 'Two Hands', 'Northside', 'Parlour'];
const SUFFIX = ['Café', 'Coffee House', 'Kitchen', 'Deli', 'Espresso Bar', 'Bakery', 'Hotel', 'Office'];
const TOWNS: [string, number][] = [['Bristol', 34], ['Bath', 18], ['Cheltenham', 14], ['Gloucester', 12], ['Swindon', 12], ['Weston-super-Mare', 10]];
// model, type, breakdown proneness
const MODELS: [string, string, number][] = [
  ['La Marzocco Linea', 'Traditional', 0.8], ['Sanremo Cafe Racer', 'Traditional', 1], ['Rancilio Classe 5', 'Traditional', 1.3], ['Gaggia La Decisa', 'Traditional', 1.6],
  ['Fracino Contempo', 'Traditional', 1.2], ['Jura GIGA X8', 'Bean-to-cup', 1.8], ['Franke A400', 'Bean-to-cup', 1.4],
];
const ENGINEERS = ['Gareth', 'Lena', 'Mo', 'Priti', 'Steve'];
const TYPES: [string, number][] = [['Routine service', 38], ['Breakdown', 27], ['Descale', 14], ['Water filter change', 12], ['Grinder repair', 7], ['Install', 2]];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generate(): { machines: Machine[]; visits: Visit[] } {
  const random = createRandom(47_353);
  const machines: Machine[] = [];
  const clients: string[] = [];
  for (const p of PREFIX) for (const s of SUFFIX) clients.push(`${p} ${s}`);
  for (let i = 0; i < 420; i++) {
    const [model, type] = random.weighted(MODELS, [20, 18, 16, 12, 14, 12, 8]);
    const contract = random.chance(0.06) ? null : random.weighted(['Gold', 'Silver', 'Pay as you go'], [30, 40, 30]);
    const year = random.int(2014, 2025);
    machines.push({
      id: `CM-${1_001 + i}`,
      client: random.pick(clients),
      town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      model,
      type,
      installed: `${MONTHS[random.int(0, year === 2025 ? 8 : 11)]} ${year}`,
      contract,
      fee: contract === 'Gold' ? random.pick([89, 99, 119]) : contract === 'Silver' ? random.pick([49, 59, 69]) : null,
    });
  }
  const weights = machines.map((m) => (MODELS.find((x) => x[0] === m.model)![2] + Number(m.installed.slice(-4) < '2018')) * (m.id.endsWith('9') && m.town === 'Swindon' ? 0 : 1));
  const visits: Visit[] = [];
  for (let i = 0; i < 6_200; i++) {
    const m = random.weighted(machines, weights);
    const type = random.weighted(TYPES.map((t) => t[0]), TYPES.map((t) => t[1]));
    const hours = type === 'Install' ? random.pick([3, 4, 5]) : type === 'Water filter change' ? 0.5 : type === 'Routine service' ? random.pick([1, 1.5, 2]) : random.pick([0.5, 1, 1.5, 2, 2.5, 3, 4]);
    const parts = type === 'Water filter change' ? random.float(38, 55, 2) : type === 'Descale' || random.chance(0.45) ? null : random.float(8, type === 'Grinder repair' ? 260 : 420, 2);
    const callout = type === 'Breakdown' ? (m.contract === 'Gold' ? 0 : 65) : 0;
    const covered = m.contract === 'Gold' && type !== 'Install' ? true : m.contract === 'Silver' && type === 'Routine service';
    const total = covered ? 0 : roundTo(hours * 58 + (parts ?? 0) + callout, 2);
    visits.push({
      job: '',
      machine: m.id,
      date: random.date('2025-01-02', '2025-10-31'),
      engineer: random.weighted(ENGINEERS, [24, 22, 20, 18, 16]),
      type,
      hours,
      parts,
      callout,
      total,
      fixed: type === 'Breakdown' ? (random.chance(0.78) ? 'Yes' : 'No') : null,
      paid: covered ? 'Covered by contract' : random.chance(0.11) ? 'Unpaid' : 'Paid',
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.machine.localeCompare(b.machine));
  visits.forEach((v, i) => (v.job = `SV-${String(i + 1).padStart(5, '0')}`));
  return { machines, visits };
}

const MACHINE_COLUMNS: Column<Machine>[] = [
  { header: 'Machine ID', value: (m) => m.id },
  { header: 'Client', value: (m) => m.client },
  { header: 'Town', value: (m) => m.town },
  { header: 'Model', value: (m) => m.model },
  { header: 'Machine type', value: (m) => m.type },
  { header: 'Installed', value: (m) => m.installed },
  { header: 'Contract', value: (m) => m.contract },
  { header: 'Monthly fee (£)', value: (m) => m.fee },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Job No', value: (v) => v.job },
  { header: 'Machine ID', value: (v) => v.machine },
  { header: 'Visit date', value: (v) => v.date },
  { header: 'Engineer', value: (v) => v.engineer },
  { header: 'Visit type', value: (v) => v.type },
  { header: 'Labour (hrs)', value: (v) => v.hours },
  { header: 'Parts (£)', value: (v) => v.parts },
  { header: 'Call-out (£)', value: (v) => v.callout },
  { header: 'Invoice total (£)', value: (v) => v.total },
  { header: 'Fixed first time', value: (v) => v.fixed },
  { header: 'Payment status', value: (v) => v.paid },
];

export const coffeemachines: BusinessSchema = {
  name: 'coffeemachines',
  description: "An espresso machine servicer's 420 client machines (CSV, installed month as text) and 6,200 service visits Jan-Oct 2025 (XLSX) sharing Machine ID",
  async build(dir) {
    const { machines, visits } = generate();
    const files = [await writeCsv(join(dir, 'machines.csv'), MACHINE_COLUMNS, machines), await writeXlsx(join(dir, 'service_visits.xlsx'), 'Visits', VISIT_COLUMNS, visits)];
    const q = questionSet('coffeemachines');
    const machineOf = new Map(machines.map((m) => [m.id, m]));
    const mach = (v: Visit) => machineOf.get(v.machine)!;
    const total = (v: Visit) => v.total;
    const hours = (v: Visit) => v.hours;
    const broke = (v: Visit) => v.type === 'Breakdown';
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const machinesPerModel = groupBy(machines, (m) => m.model, 'count');
    const breakdownsPerModel = groupBy(visits, (v) => mach(v).model, 'count', undefined, broke);

    q.ask('How many machines do we look after?', count(machines.length));
    q.ask('machines by contract level', countsBy(groupBy(machines, (m) => m.contract, 'count')));
    q.ask('How many bean-to-cup machines are there?', count(countWhere(machines, (m) => m.type === 'Bean-to-cup')));
    q.ask('How many of each model do we service?', countsBy(groupBy(machines, (m) => m.model, 'count')));
    q.ask('What do the contracts bring in per month in total?', amount(sumOf(machines, (m) => m.fee), 2));
    q.ask('Average monthly fee on Gold contracts', amount(avgOf(machines, (m) => m.fee, (m) => m.contract === 'Gold'), 2));
    q.ask('How many machines have no contract level filled in?', count(countWhere(machines, (m) => m.contract === null)));
    q.ask('How many service visits have we done?', count(visits.length));
    q.ask('Visits broken down by visit type', countsBy(groupBy(visits, (v) => v.type, 'count')));
    q.ask('how many breakdown callouts', count(countWhere(visits, broke)));
    q.ask('What have we invoiced in total?', amount(sumOf(visits, total), 2));
    q.ask('Invoiced amount by engineer', breakdown(groupBy(visits, (v) => v.engineer, 'sum', total), 2));
    q.ask('Which engineer has done the most visits?', winner(groupBy(visits, (v) => v.engineer, 'count')));
    q.ask("What's our first time fix rate on breakdowns?", percent(percentOf(countWhere(visits, (v) => broke(v) && v.fixed === 'Yes'), countWhere(visits, broke))));
    q.ask('Average labour hours on a breakdown', amount(avgOf(visits, hours, broke), 2));
    q.ask('median invoice for breakdown visits', amount(medianOf(visits, total, broke), 2));
    q.ask('How much have we spent on parts?', amount(sumOf(visits, (v) => v.parts), 2));
    q.ask('Biggest single invoice?', amount(maxOf(visits, total), 2));
    q.ask('How much money is still unpaid?', amount(sumOf(visits, total, (v) => v.paid === 'Unpaid'), 2));
    q.ask('How many visits are unpaid?', count(countWhere(visits, (v) => v.paid === 'Unpaid')));
    q.ask('How many visits did we do in March?', count(countWhere(visits, inMonth('2025-03'))));
    q.ask('visits in Q2 2025', count(countWhere(visits, (v) => quarterOf(v.date) === 2)));
    q.ask('How many visits between 8 and 21 September?', count(countWhere(visits, (v) => v.date >= '2025-09-08' && v.date <= '2025-09-21')));
    q.ask('Visits since 1 October', count(countWhere(visits, (v) => v.date >= '2025-10-01')));
    q.ask('Which month was busiest for visits?', month(busiestMonth(visits, (v) => v.date)));
    q.ask('Breakdowns per town', countsBy(groupBy(visits, (v) => mach(v).town, 'count', undefined, broke)));
    q.ask('Which town has the most breakdowns?', winner(groupBy(visits, (v) => mach(v).town, 'count', undefined, broke)));
    q.ask('Which model has had the most breakdowns?', winner(breakdownsPerModel));
    q.ask('Which model has the most breakdowns per machine?', winner(new Map([...breakdownsPerModel].map(([k, n]) => [k, n / machinesPerModel.get(k)!]))));
    q.ask('Top 3 clients by amount invoiced', ranking(ranked(groupBy(visits, (v) => mach(v).client, 'sum', total), 3)));
    q.ask('How many different machines have we been out to?', count(new Set(visits.map((v) => v.machine)).size));
    const seen = new Set(visits.map((v) => v.machine));
    q.ask("How many machines haven't had a single visit?", count(countWhere(machines, (m) => !seen.has(m.id))));
    q.ask('Invoice totals by contract level', breakdown(groupBy(visits, (v) => mach(v).contract, 'sum', total), 2));
    q.ask('How many breakdowns on Gold contract machines?', count(countWhere(visits, (v) => broke(v) && mach(v).contract === 'Gold')));
    q.ask('average labour hours for each visit type', breakdown(groupBy(visits, (v) => v.type, 'avg', hours), 2));
    const lena = q.ask('How many labour hours did Lena book in May?', amount(sumOf(visits, hours, (v) => v.engineer === 'Lena' && inMonth('2025-05')(v)), 1));
    q.followUp(lena, 'and Mo?', amount(sumOf(visits, hours, (v) => v.engineer === 'Mo' && inMonth('2025-05')(v)), 1));
    q.ask('How many descales did we do in Bath?', count(countWhere(visits, (v) => v.type === 'Descale' && mach(v).town === 'Bath')));
    q.ask('What percentage of visits were covered by a contract?', percent(percentOf(countWhere(visits, (v) => v.paid === 'Covered by contract'), visits.length)));
    q.ask('Parts spend on grinder repairs', amount(sumOf(visits, (v) => v.parts, (v) => v.type === 'Grinder repair'), 2));
    q.ask('How many machines were installed before 2020?', count(countWhere(machines, (m) => Number(m.installed.slice(-4)) < 2020)));
    q.ask('Average invoice for visits in Cheltenham', amount(avgOf(visits, total, (v) => mach(v).town === 'Cheltenham'), 2));
    const aug = q.ask('breakdowns in August', count(countWhere(visits, (v) => broke(v) && inMonth('2025-08')(v))));
    q.followUp(aug, 'What about September?', count(countWhere(visits, (v) => broke(v) && inMonth('2025-09')(v))));
    q.ask('Total call-out charges', amount(sumOf(visits, (v) => v.callout), 2));
    q.ask('How many clients do we have?', count(new Set(machines.map((m) => m.client)).size));
    q.ask('Top 3 engineers by labour hours', ranking(ranked(groupBy(visits, (v) => v.engineer, 'sum', hours), 3)));
    q.ask('machines per town', countsBy(groupBy(machines, (m) => m.town, 'count')));

    q.ask('How hard is the water at each client?', decline('no water hardness data'));
    q.ask('How many cups a day does the Bean There Café machine make?', decline('no cup counts'));
    q.ask('How much did we spend on van fuel?', decline('no fuel or vehicle data'));
    q.ask('How many visits did we do in 2022?', decline('visits start in January 2025'));
    q.ask('How many machines do we have in Cardiff?', decline('no such town'));
    q.ask('What satisfaction score do clients give us?', decline('no ratings'));
    q.ask('What do we pay Gareth?', decline('no pay data'));
    q.ask('How long after the call do engineers arrive at a breakdown?', decline('no call or arrival times'));
    q.ask('Which supplier do we buy grinder burrs from?', decline('no supplier column'));
    q.ask('When does the warranty run out on the Jura machines?', decline('no warranty data'));
    q.ask('How many breakdowns should we expect next month?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

// A US solar installer: 14 install crews (CSV) and 2,400 jobs from quote to install (CSV) sharing
// `crew_id`. Traps: contract values stored as text with a dollar sign and thousands separators
// ("$23,450.00"), discounts stored as text percentages ("8%"), state codes that read as English
// words ("OR", "IN", "ME"), a battery option "None" and a battery model whose name starts with
// "Total" ("TotalCharge 13"), blank install dates on jobs not installed, crew ids and job numbers
// that must never be summed, and units in headers ("System size (kW)", "Est. annual output (kWh)").
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';

interface Crew {
  id: string;
  name: string;
  lead: string;
  state: string;
  founded: number;
}

interface Job {
  job_no: string;
  quote_date: string;
  install_date: string | null;
  customer_type: string;
  state: string;
  crew: string;
  kw: number;
  panels: number;
  battery: string;
  value: number;
  discount: number;
  status: string;
  output: number;
}

const STATES: [string, number][] = [['CA', 26], ['OR', 18], ['WA', 16], ['IN', 12], ['ME', 8], ['ID', 10], ['NV', 10]];
const CREWS: [string, string, string][] = [
  ['Sunrise Crew', 'Maria Lopez', 'CA'], ['Golden Gate Installs', 'Kevin Park', 'CA'], ['Central Valley Team', 'Rosa Diaz', 'CA'],
  ['Cascade Crew', 'Ben Harper', 'OR'], ['Willamette Team', 'Jenna Cole', 'OR'], ['Puget Sound Crew', 'Omar Reyes', 'WA'],
  ['Spokane Team', 'Tyler Nash', 'WA'], ['Hoosier Crew', 'Amy Fischer', 'IN'], ['Indy South Team', 'Luke Grant', 'IN'],
  ['Pine Tree Crew', 'Sara Moody', 'ME'], ['Boise Team', 'Dan Whitaker', 'ID'], ['Snake River Crew', 'Lila Ortega', 'ID'],
  ['Vegas Crew', 'Marcus Bell', 'NV'], ['Reno Team', 'Hannah Price', 'NV'],
];
const CUSTOMER_TYPES: [string, number][] = [['Residential', 70], ['Commercial', 20], ['Farm', 10]];
const BATTERIES: [string, number, number][] = [['None', 52, 0], ['Powerwall 3', 26, 11_500], ['TotalCharge 13', 14, 9_800], ['EnergyBank 10', 8, 8_200]];
const SUN: Record<string, number> = { CA: 1650, OR: 1250, WA: 1150, IN: 1300, ME: 1250, ID: 1450, NV: 1800 };

function generate(): { crews: Crew[]; jobs: Job[] } {
  const random = createRandom(83_804);
  const crews: Crew[] = CREWS.map(([name, lead, state], i) => ({ id: `CR-${String(i + 1).padStart(2, '0')}`, name, lead, state, founded: random.int(2008, 2022) }));
  const jobs: Job[] = [];
  for (let i = 0; i < 2_400; i++) {
    const state = random.weighted(STATES.map((s) => s[0]), STATES.map((s) => s[1]));
    const local = crews.filter((c) => c.state === state);
    const crew = local[random.next() < 0.6 ? 0 : local.length - 1];
    const customer_type = random.weighted(CUSTOMER_TYPES.map((c) => c[0]), CUSTOMER_TYPES.map((c) => c[1]));
    const kw = customer_type === 'Residential' ? random.float(3, 14, 1) : customer_type === 'Farm' ? random.float(15, 80, 1) : random.float(20, 250, 1);
    const [battery, , batteryPrice] = random.weighted(BATTERIES, BATTERIES.map((b) => b[1]));
    const discount = random.weighted([0, 5, 8, 10, 12, 15], [40, 18, 14, 14, 8, 6]);
    const list = kw * 1000 * random.float(2.4, 3.3, 2) + batteryPrice;
    const value = roundTo(list * (1 - discount / 100), 2);
    const quote_date = random.date('2023-01-01', '2025-08-31');
    const status = random.weighted(['Installed', 'Quoted', 'Cancelled'], [66, 20, 14]);
    const installed = status === 'Installed' ? addDays(quote_date, random.int(21, 110)) : null;
    jobs.push({
      job_no: '',
      quote_date,
      install_date: installed !== null && installed <= '2025-10-31' ? installed : null,
      customer_type,
      state,
      crew: crew.id,
      kw,
      panels: Math.ceil((kw * 1000) / 410),
      battery,
      value,
      discount,
      status: status === 'Installed' && (installed === null || installed > '2025-10-31') ? 'Scheduled' : status,
      output: Math.round(kw * SUN[state] * random.float(0.9, 1.05, 3)),
    });
  }
  jobs.sort((a, b) => a.quote_date.localeCompare(b.quote_date) || a.value - b.value);
  jobs.forEach((j, i) => (j.job_no = `J${23_0001 + i}`));
  return { crews, jobs };
}

const CREW_COLUMNS: Column<Crew>[] = [
  { header: 'crew_id', value: (c) => c.id },
  { header: 'crew_name', value: (c) => c.name },
  { header: 'crew_lead', value: (c) => c.lead },
  { header: 'home_state', value: (c) => c.state },
  { header: 'founded', value: (c) => c.founded },
];

const money = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const JOB_COLUMNS: Column<Job>[] = [
  { header: 'job_no', value: (j) => j.job_no },
  { header: 'quote_date', value: (j) => j.quote_date },
  { header: 'install_date', value: (j) => j.install_date },
  { header: 'customer_type', value: (j) => j.customer_type },
  { header: 'state', value: (j) => j.state },
  { header: 'crew_id', value: (j) => j.crew },
  { header: 'System size (kW)', value: (j) => j.kw },
  { header: 'panels', value: (j) => j.panels },
  { header: 'battery', value: (j) => j.battery },
  { header: 'Contract value', value: (j) => money(j.value) },
  { header: 'Discount', value: (j) => `${j.discount}%` },
  { header: 'status', value: (j) => j.status },
  { header: 'Est. annual output (kWh)', value: (j) => j.output },
];

/** A winner among crews keyed by crew_id, named by crew name with the id as an alias. */
function crewWinner(groups: Map<string, number>, nameOf: Map<string, string>): Expected {
  const w = winner(new Map([...groups].map(([id, v]) => [nameOf.get(id)!, v])));
  if (w.kind !== 'name') throw new Error('not a name');
  return { ...w, aliases: [[...nameOf].find(([, n]) => n === w.value)![0]] };
}

export const solar: BusinessSchema = {
  name: 'solar',
  description: 'A US solar installer: 14 crews (CSV) and 2,400 jobs with "$" contract values and "%" discounts as text (CSV) sharing crew_id',
  async build(dir) {
    const { crews, jobs } = generate();
    const files = [await writeCsv(join(dir, 'crews.csv'), CREW_COLUMNS, crews), await writeCsv(join(dir, 'jobs.csv'), JOB_COLUMNS, jobs)];
    const q = questionSet('solar');
    const crewOf = new Map(crews.map((c) => [c.id, c]));
    const nameOf = new Map(crews.map((c) => [c.id, c.name]));
    const crew = (j: Job) => crewOf.get(j.crew)!;
    const installed = (j: Job) => j.install_date !== null;
    const installedIn = (period: string) => (j: Job) => j.install_date !== null && j.install_date.startsWith(period);
    const value = (j: Job) => j.value;

    q.ask('How many jobs do we have on the books?', count(jobs.length));
    q.ask('How many install crews are there?', count(crews.length));
    q.ask('How many jobs in OR?', count(countWhere(jobs, (j) => j.state === 'OR')));
    q.ask('jobs by state', countsBy(groupBy(jobs, (j) => j.state, 'count')));
    q.ask('Total contract value of installed jobs', amount(sumOf(jobs, value, installed)));
    q.ask('What was the contract value of jobs installed in 2024?', amount(sumOf(jobs, value, installedIn('2024'))));
    q.ask('Average system size for commercial customers, in kW', amount(avgOf(jobs, (j) => j.kw, (j) => j.customer_type === 'Commercial')));
    q.ask('What percentage of jobs include a battery?', percent(percentOf(countWhere(jobs, (j) => j.battery !== 'None'), jobs.length)));
    q.ask('How many jobs have no battery (battery = None)?', count(countWhere(jobs, (j) => j.battery === 'None')));
    q.ask('How many TotalCharge 13 batteries have we sold on installed jobs?', count(countWhere(jobs, (j) => installed(j) && j.battery === 'TotalCharge 13')));
    q.ask('Which state has the most kW installed?', winner(groupBy(jobs, (j) => j.state, 'sum', (j) => j.kw, installed)));
    q.ask('Which crew has completed the most installs?', crewWinner(groupBy(jobs, (j) => j.crew, 'count', undefined, installed), nameOf));
    q.ask('What is the average discount we give?', percent(avgOf(jobs, (j) => j.discount), 2));
    q.ask('Top 3 crews by installed contract value', ranking(ranked(groupBy(jobs, (j) => crew(j).name, 'sum', value, installed), 3)));
    const q3 = q.ask('How many systems did we install in Q3 2024?', count(countWhere(jobs, (j) => installedIn('2024')(j) && quarterOf(j.install_date!) === 3)));
    q.followUp(q3, 'and in Q4?', count(countWhere(jobs, (j) => installedIn('2024')(j) && quarterOf(j.install_date!) === 4)));
    const inValue = q.ask('Installed contract value in IN', amount(sumOf(jobs, value, (j) => installed(j) && j.state === 'IN')));
    q.followUp(inValue, 'and ME?', amount(sumOf(jobs, value, (j) => installed(j) && j.state === 'ME')));
    q.ask('median residential system size (kW)', amount(medianOf(jobs, (j) => j.kw, (j) => j.customer_type === 'Residential'), 1));
    q.ask('How many jobs were cancelled?', count(countWhere(jobs, (j) => j.status === 'Cancelled')));
    q.ask('What share of 2024 quotes were cancelled?', percent(percentOf(countWhere(jobs, (j) => j.status === 'Cancelled' && j.quote_date.startsWith('2024')), countWhere(jobs, (j) => j.quote_date.startsWith('2024')))));
    q.ask('jobs by customer type', countsBy(groupBy(jobs, (j) => j.customer_type, 'count')));
    q.ask('What is our largest contract?', amount(maxOf(jobs, value)));
    q.ask('Average days from quote to install', amount(avgOf(jobs, (j) => (j.install_date === null ? null : daysBetween(j.quote_date, j.install_date))), 1));
    q.ask('When was our first installation?', day(dateRange(jobs, (j) => j.install_date).first));
    q.ask('How many panels have we put on roofs so far?', count(sumOf(jobs, (j) => j.panels, installed)));
    q.ask('Total estimated annual output of installed systems, in kWh', amount(sumOf(jobs, (j) => j.output, installed)));
    q.ask('How many quotes did we send out in March 2025?', count(countWhere(jobs, (j) => j.quote_date.startsWith('2025-03'))));
    q.ask('Installed value by customer type', breakdown(groupBy(jobs, (j) => j.customer_type, 'sum', value, installed)));
    q.ask('How many jobs has Cascade Crew installed?', count(countWhere(jobs, (j) => installed(j) && crew(j).name === 'Cascade Crew')));
    q.ask("What's the average contract value for farm jobs?", amount(avgOf(jobs, value, (j) => j.customer_type === 'Farm')));
    q.ask('Which battery model is most popular?', winner(groupBy(jobs, (j) => j.battery, 'count', undefined, (j) => j.battery !== 'None')));
    q.ask('How many jobs were installed since 1 June 2025?', count(countWhere(jobs, (j) => j.install_date !== null && j.install_date >= '2025-06-01')));
    q.ask('How many jobs got a discount of 10% or more?', count(countWhere(jobs, (j) => j.discount >= 10)));
    q.ask("Which crew lead's team sold the most contract value in WA?", {
      ...winner(groupBy(jobs, (j) => crew(j).lead, 'sum', value, (j) => j.state === 'WA')),
    });
    q.ask('How many installs were done by crews based in CA between 1 April and 30 June 2025?', count(countWhere(jobs, (j) => crew(j).state === 'CA' && j.install_date !== null && j.install_date >= '2025-04-01' && j.install_date <= '2025-06-30')));

    q.ask('Which panel brand do we install most?', decline('no panel brand column'));
    q.ask('How much electricity did our systems actually generate last year?', decline('only estimated output, no metered generation'));
    q.ask('What is our customer satisfaction score?', decline('no satisfaction data'));
    q.ask('How much federal tax credit did customers claim?', decline('no tax credit data'));
    q.ask('How many jobs did we quote in 2022?', decline('quotes start in January 2023'));
    q.ask('Forecast installs for next quarter', decline('a forecast'));
    q.ask('Why were jobs cancelled?', decline('no cancellation reason'));
    q.ask('What do we pay our installers per hour?', decline('no wage data'));
    q.ask('How many jobs were on tile roofs?', decline('no roof type column'));
    q.ask('How many installs did we do in December 2025?', decline('installs end in October 2025'));
    q.ask('What is the profit margin on Powerwall jobs?', decline('no cost data'));
    return { files, questions: q.questions };
  },
};

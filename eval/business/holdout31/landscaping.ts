// A landscaping company around Cambridge: 420 projects (XLSX: client, type, town, quote, start date
// as text, status), 26,000 timesheet entries from January 2025 to November 2026 (CSV, hours and an
// hourly cost rate) and 4,800 material purchases (CSV) sharing project_id. Traps: numeric-looking
// project ids, start dates as "2025/03/14" text, purchase dates as "14.03.2026" text, material cost
// stored as "£1,234.56" text, blank project ids on purchases for yard stock, statuses in mixed case,
// a client whose name starts with "Total", a material called "MOT Type 1", and two money columns
// (the quote on the project vs the cost of materials).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Project {
  id: number;
  client: string;
  type: string;
  town: string;
  quote: number;
  start: string | null;
  status: string;
  days: number;
}

interface Entry {
  id: number;
  project: number;
  employee: string;
  role: string;
  date: string;
  hours: number;
  rate: number;
}

interface Purchase {
  id: number;
  project: number | null;
  supplier: string;
  material: string;
  qty: number;
  unit: string;
  cost: number;
  date: string;
}

// type, quote range, working days range, materials
const TYPES: [string, number, number, number, number, string[], number][] = [
  ['Patio', 3_000, 14_000, 4, 12, ['Indian Sandstone Paving', 'MOT Type 1', 'Sharp Sand', 'Cement'], 20],
  ['Turfing', 800, 4_000, 1, 4, ['Turf', 'Topsoil'], 16],
  ['Fencing', 1_200, 6_000, 2, 6, ['Fence Panels', 'Fence Posts', 'Postcrete'], 18],
  ['Planting', 600, 5_000, 1, 5, ['Plants', 'Bark Mulch', 'Topsoil'], 12],
  ['Driveway', 6_000, 22_000, 6, 15, ['MOT Type 1', 'Gravel', 'Block Paving'], 8],
  ['Decking', 2_500, 11_000, 3, 9, ['Decking Boards', 'Joists', 'Fixings'], 10],
  ['Garden Design', 8_000, 40_000, 10, 30, ['Indian Sandstone Paving', 'Plants', 'Topsoil', 'Sleepers', 'Gravel'], 6],
  ['Maintenance Contract', 1_500, 6_000, 10, 40, ['Bark Mulch', 'Plants'], 10],
];
const MATERIALS: Record<string, [string, number, number]> = {
  'Indian Sandstone Paving': ['m2', 32, 45], 'MOT Type 1': ['tonne', 28, 36], 'Sharp Sand': ['tonne', 40, 52], Cement: ['bag', 6, 8],
  Turf: ['m2', 3, 5], Topsoil: ['tonne', 35, 48], 'Fence Panels': ['panel', 28, 42], 'Fence Posts': ['post', 9, 15], Postcrete: ['bag', 6, 9],
  Plants: ['plant', 4, 30], 'Bark Mulch': ['bulk bag', 45, 65], Gravel: ['tonne', 42, 60], 'Block Paving': ['m2', 18, 28],
  'Decking Boards': ['board', 14, 24], Joists: ['length', 8, 13], Fixings: ['box', 12, 25], Sleepers: ['sleeper', 20, 38],
};
const SUPPLIERS: [string, number][] = [['Travis Perkins', 30], ['Jewson', 22], ['Marshalls Direct', 14], ['Cambridge Turf Co', 10], ['Fenland Aggregates', 14], ['Bernhards Nursery', 10]];
const TOWNS: [string, number][] = [['Cambridge', 40], ['Ely', 14], ['Newmarket', 12], ['Saffron Walden', 12], ['Huntingdon', 12], ['St Ives', 10]];
const STAFF: [string, string, number][] = [
  ['Ben Carter', 'Foreman', 28], ['Kelly Ross', 'Foreman', 28], ['Jamie Lowe', 'Landscaper', 20], ['Tariq Aziz', 'Landscaper', 20],
  ['Owen Price', 'Landscaper', 19], ['Megan Hart', 'Landscaper', 19.5], ['Luke Fenn', 'Labourer', 14.5], ['Dan Mills', 'Labourer', 14],
  ['Ryan Webb', 'Labourer', 14], ['Chloe Dean', 'Apprentice', 9.5], ['Sam Hurst', 'Apprentice', 9],
];
const CLIENT_FIRST = ['Mr', 'Mrs', 'Dr', 'Ms'];
const CLIENT_LAST = ['Alder', 'Bramley', 'Cotton', 'Dewar', 'Elwood', 'Foxley', 'Granger', 'Hobbs', 'Inskip', 'Jolly', 'Kemp', 'Lund', 'Mayhew', 'Newell', 'Orton', 'Pilgrim', 'Quince', 'Rudd', 'Stearn', 'Thurlow', 'Upton', 'Varley', 'Wragg', 'Yeates'];
const COMMERCIAL = ['Total Fitness Gym', 'Grange Farm Barns', 'St Ives Medical Centre', 'The Plough Inn', 'Ely Business Park', 'Newmarket Stud Offices', 'Riverside Care Home', 'Abbey Primary School'];

function generate(): { projects: Project[]; entries: Entry[]; purchases: Purchase[] } {
  const random = createRandom(43_733);
  const projects: Project[] = [];
  const clients = new Set<string>();
  for (let i = 0; projects.length < 420; i++) {
    const t = random.weighted(TYPES, TYPES.map((x) => x[6]));
    const client = i < COMMERCIAL.length ? COMMERCIAL[i] : `${random.pick(CLIENT_FIRST)} ${random.pick(CLIENT_LAST)}`;
    const town = random.weighted(TOWNS.map((x) => x[0]), TOWNS.map((x) => x[1]));
    const name = clients.has(client) ? `${client} (${town} ${projects.length + 1})` : client;
    clients.add(name);
    const roll = random.next();
    const start = roll < 0.06 ? null : random.date('2025-01-06', '2026-11-20');
    const days = random.int(t[3], t[4]);
    const status = start === null ? 'quoted' : roll < 0.12 ? 'cancelled' : addDays(start, Math.round(days * 1.4)) > '2026-11-30' ? 'in progress' : 'completed';
    const spelled =
      status === 'completed' ? random.weighted(['Completed', 'completed', 'COMPLETE'], [80, 15, 5]).replace('COMPLETE', 'COMPLETED')
        : status === 'in progress' ? random.weighted(['In Progress', 'in progress', 'IN PROGRESS'], [70, 20, 10])
          : status === 'cancelled' ? random.weighted(['Cancelled', 'cancelled'], [75, 25])
            : random.weighted(['Quoted', 'quoted'], [80, 20]);
    projects.push({ id: 7_001 + i * 2 + random.int(0, 1), client: name, type: t[0], town, quote: Math.round(random.float(t[1], t[2], 0) / 10) * 10 + (random.chance(0.3) ? 5 : 0), start, status: spelled, days });
  }
  const entries: Entry[] = [];
  const purchases: Purchase[] = [];
  const active = projects.filter((p) => p.start !== null && !p.status.toLowerCase().startsWith('cancel'));
  const crewFor = () => {
    const foreman = random.pick(STAFF.filter((s) => s[1] === 'Foreman'));
    const others = STAFF.filter((s) => s[1] !== 'Foreman').filter(() => random.chance(0.35));
    return [foreman, ...(others.length ? others : [random.pick(STAFF.filter((s) => s[1] === 'Labourer'))])];
  };
  const work: [Project, string, (typeof STAFF)[number]][] = [];
  for (const p of active) {
    const crew = crewFor();
    const isMaint = p.type === 'Maintenance Contract';
    for (let d = 0; d < p.days; d++) {
      const date = addDays(p.start!, isMaint ? d * 7 : Math.floor(d * 1.4));
      if (date > '2026-11-30') break;
      for (const s of crew) work.push([p, date, s]);
    }
  }
  // scale to the target size by sampling the planned crew-days
  for (let i = 0; i < 26_000; i++) {
    const [p, date, s] = work[Math.floor(random.next() * work.length)];
    const hours = random.weighted([4, 6, 7.5, 8, 8.5, 9, 10], [6, 8, 20, 35, 12, 12, 7]);
    entries.push({ id: 0, project: p.id, employee: s[0], role: s[1], date, hours, rate: s[2] });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.project - b.project);
  entries.forEach((e, i) => (e.id = 500_001 + i));
  for (let i = 0; i < 4_800; i++) {
    const yard = random.chance(0.07);
    const p = random.pick(active);
    const material = yard ? random.pick(['MOT Type 1', 'Sharp Sand', 'Cement', 'Fixings', 'Postcrete']) : random.pick(TYPES.find((t) => t[0] === p.type)![5]);
    const [unit, lo, hi] = MATERIALS[material];
    const qty = unit === 'm2' ? random.int(10, 90) : unit === 'plant' ? random.int(5, 80) : unit === 'bag' ? random.int(5, 40) : random.int(1, 20);
    let date = yard ? random.date('2025-01-06', '2026-11-30') : addDays(p.start!, random.int(-3, Math.max(1, Math.floor(p.days * 1.2))));
    if (date > '2026-11-30') date = '2026-11-30';
    if (date < '2025-01-02') date = '2025-01-02';
    const supplier = material === 'Turf' ? 'Cambridge Turf Co' : material === 'Plants' ? 'Bernhards Nursery' : material === 'Indian Sandstone Paving' || material === 'Block Paving' ? random.pick(['Marshalls Direct', 'Travis Perkins']) : random.weighted(SUPPLIERS.map((s) => s[0]).slice(0, 5), [30, 22, 6, 0, 14]);
    purchases.push({ id: 0, project: yard ? null : p.id, supplier, material, qty, unit, cost: roundTo(qty * random.float(lo, hi, 2), 2), date });
  }
  purchases.sort((a, b) => a.date.localeCompare(b.date));
  purchases.forEach((x, i) => (x.id = 90_001 + i));
  return { projects, entries, purchases };
}

const slashDate = (iso: string | null) => (iso === null ? null : iso.replaceAll('-', '/'));
const dotDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const money = (v: number) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PROJECT_COLUMNS: Column<Project>[] = [
  { header: 'project_id', value: (p) => p.id },
  { header: 'client', value: (p) => p.client },
  { header: 'project_type', value: (p) => p.type },
  { header: 'town', value: (p) => p.town },
  { header: 'Quote (£)', value: (p) => p.quote },
  { header: 'start_date', value: (p) => slashDate(p.start) },
  { header: 'status', value: (p) => p.status },
];
const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'entry_id', value: (e) => e.id },
  { header: 'project_id', value: (e) => e.project },
  { header: 'employee', value: (e) => e.employee },
  { header: 'role', value: (e) => e.role },
  { header: 'work_date', value: (e) => e.date },
  { header: 'hours', value: (e) => e.hours },
  { header: 'Hourly Cost (£)', value: (e) => e.rate },
];
const PURCHASE_COLUMNS: Column<Purchase>[] = [
  { header: 'purchase_id', value: (x) => x.id },
  { header: 'project_id', value: (x) => x.project },
  { header: 'supplier', value: (x) => x.supplier },
  { header: 'material', value: (x) => x.material },
  { header: 'qty', value: (x) => x.qty },
  { header: 'unit', value: (x) => x.unit },
  { header: 'cost', value: (x) => money(x.cost) },
  { header: 'purchase_date', value: (x) => dotDate(x.date) },
];

export const landscaping: BusinessSchema = {
  name: 'landscaping',
  description: 'A landscaping company: 420 projects with quotes (XLSX), 26,000 timesheet entries Jan 2025-Nov 2026 and 4,800 material purchases (CSV), sharing project_id',
  async build(dir) {
    const { projects, entries, purchases } = generate();
    const files = [
      await writeXlsx(join(dir, 'projects.xlsx'), 'Projects', PROJECT_COLUMNS, projects),
      await writeCsv(join(dir, 'timesheets.csv'), ENTRY_COLUMNS, entries),
      await writeCsv(join(dir, 'material_purchases.csv'), PURCHASE_COLUMNS, purchases),
    ];
    const q = questionSet('landscaping');
    const proj = new Map(projects.map((p) => [p.id, p]));
    const st = (p: Project) => p.status.toLowerCase();
    const hrs = (e: Entry) => e.hours;
    const labour = (e: Entry) => e.hours * e.rate;
    const cost = (x: Purchase) => x.cost;
    const eIn = (from: string, to: string) => (e: Entry) => e.date >= from && e.date <= to;
    const xIn = (from: string, to: string) => (x: Purchase) => x.date >= from && x.date <= to;
    const client = (id: number | null) => (id === null ? null : proj.get(id)!.client);

    q.ask('how many projects have we got', count(projects.length));
    q.ask('projects by status', countsBy(groupBy(projects, st, 'count')));
    q.ask('Total quoted value of completed projects', amount(sumOf(projects, (p) => p.quote, (p) => st(p) === 'completed'), 0));
    q.ask('average quote by project type', breakdown(groupBy(projects, (p) => p.type, 'avg', (p) => p.quote), 2));
    q.ask('Which client has the biggest quote?', winner(new Map(projects.map((p) => [p.client, p.quote]))));
    q.ask('How many projects in Ely?', count(countWhere(projects, (p) => p.town === 'Ely')));
    q.ask('number of projects per town', countsBy(groupBy(projects, (p) => p.town, 'count')));
    q.ask('how many timesheet entries are there', count(entries.length));
    q.ask('total hours logged', amount(sumOf(entries, hrs), 1));
    const oct = q.ask('How many hours did the team put in last month?', amount(sumOf(entries, hrs, eIn('2026-10-01', '2026-10-31')), 1));
    q.followUp(oct, 'and what did that cost us in wages?', amount(sumOf(entries, labour, eIn('2026-10-01', '2026-10-31'))));
    q.ask('hours worked so far this year', amount(sumOf(entries, hrs, eIn('2026-01-01', '2026-11-30')), 1));
    q.ask('hours in the last 30 days', amount(sumOf(entries, hrs, eIn('2026-11-01', '2026-11-30')), 1));
    q.ask('total labour cost (hours x hourly cost)', amount(sumOf(entries, labour)));
    q.ask('labour cost last quarter', amount(sumOf(entries, labour, eIn('2026-07-01', '2026-09-30'))));
    q.ask('Who has logged the most hours?', winner(groupBy(entries, (e) => e.employee, 'sum', hrs)));
    q.ask('top 3 clients by hours spent', ranking(ranked(groupBy(entries, (e) => client(e.project), 'sum', hrs), 3)));
    q.ask('hours by role', breakdown(groupBy(entries, (e) => e.role, 'sum', hrs), 1));
    q.ask('average hours per timesheet entry', amount(avgOf(entries, hrs), 2));
    q.ask('median hours on a timesheet line', amount(medianOf(entries, hrs), 2));
    q.ask('how many different employees are on the timesheets', count(new Set(entries.map((e) => e.employee)).size));
    q.ask('What share of hours were done by apprentices?', percent(percentOf(sumOf(entries, hrs, (e) => e.role === 'Apprentice'), sumOf(entries, hrs))));
    q.ask('how many hours were worked on Saturdays', amount(sumOf(entries, hrs, (e) => new Date(`${e.date}T00:00:00Z`).getUTCDay() === 6), 1));
    q.ask('Which month had the most timesheet entries?', month(busiestMonth(entries, (e) => e.date)));
    q.ask('hours in Q2 2025', amount(sumOf(entries, hrs, eIn('2025-04-01', '2025-06-30')), 1));
    q.ask('hours logged between 1 Feb and 31 Mar 2026', amount(sumOf(entries, hrs, eIn('2026-02-01', '2026-03-31')), 1));
    q.ask('How much have we spent on materials?', amount(sumOf(purchases, cost)));
    q.ask('material spend by supplier', breakdown(groupBy(purchases, (x) => x.supplier, 'sum', cost)));
    const top = q.ask('Which supplier do we spend the most with?', winner(groupBy(purchases, (x) => x.supplier, 'sum', cost)));
    const topSupplier = ranked(groupBy(purchases, (x) => x.supplier, 'sum', cost), 1)[0];
    q.followUp(top, 'how much with them this year?', amount(sumOf(purchases, cost, (x) => x.supplier === topSupplier && x.date >= '2026-01-01')));
    q.ask('how many purchases have no project (yard stock)?', count(countWhere(purchases, (x) => x.project === null)));
    q.ask('how much have we spent on turf', amount(sumOf(purchases, cost, (x) => x.material === 'Turf')));
    q.ask('materials spend last month', amount(sumOf(purchases, cost, xIn('2026-10-01', '2026-10-31'))));
    q.ask('material spend since 1 June 2026', amount(sumOf(purchases, cost, (x) => x.date >= '2026-06-01')));
    q.ask('materials spend by project type', breakdown(groupBy(purchases, (x) => (x.project === null ? null : proj.get(x.project)!.type), 'sum', cost)));
    q.ask('Which client has had the most spent on materials?', winner(groupBy(purchases, (x) => client(x.project), 'sum', cost)));
    q.ask('hours logged on the Total Fitness Gym job', amount(sumOf(entries, hrs, (e) => client(e.project) === 'Total Fitness Gym'), 1));
    q.ask('material spend on completed patio projects', amount(sumOf(purchases, cost, (x) => x.project !== null && proj.get(x.project)!.type === 'Patio' && st(proj.get(x.project)!) === 'completed')));
    q.ask('Materials on completed projects as a % of their quoted value', percent(percentOf(sumOf(purchases, cost, (x) => x.project !== null && st(proj.get(x.project)!) === 'completed'), sumOf(projects, (p) => p.quote, (p) => st(p) === 'completed'))));
    q.ask('how many projects have no timesheets at all', count(projects.length - new Set(entries.map((e) => e.project)).size));
    q.ask('How many projects started in 2025?', count(countWhere(projects, (p) => p.start !== null && p.start.startsWith('2025'))));
    q.ask('average quote for driveways starting this year', amount(avgOf(projects, (p) => p.quote, (p) => p.type === 'Driveway' && p.start !== null && p.start >= '2026-01-01')));
    q.ask('What % of projects got cancelled?', percent(percentOf(countWhere(projects, (p) => st(p) === 'cancelled'), projects.length)));
    q.ask('Which town has the highest total quoted value?', winner(groupBy(projects, (p) => p.town, 'sum', (p) => p.quote)));
    q.ask('number of Travis Perkins purchases last quarter', count(countWhere(purchases, (x) => x.supplier === 'Travis Perkins' && xIn('2026-07-01', '2026-09-30')(x))));
    q.ask('average cost per material purchase', amount(avgOf(purchases, cost)));
    q.ask('How many tonnes of MOT Type 1 have we bought?', count(sumOf(purchases, (x) => x.qty, (x) => x.material === 'MOT Type 1')));
    q.ask('how many projects are in progress', count(countWhere(projects, (p) => st(p) === 'in progress')));
    q.ask('hours on maintenance contracts this year', amount(sumOf(entries, hrs, (e) => proj.get(e.project)!.type === 'Maintenance Contract' && e.date >= '2026-01-01'), 1));
    q.ask('Which employee has worked on the most different projects?', winner(new Map([...new Set(entries.map((e) => e.employee))].map((n) => [n, new Set(entries.filter((e) => e.employee === n).map((e) => e.project)).size]))));

    q.ask('How happy are our clients with the finished gardens?', decline('no satisfaction data'));
    q.ask('How many days did we lose to rain this year?', decline('no weather data'));
    q.ask('What do we spend on fuel for the vans?', decline('no fuel costs'));
    q.ask('What is our profit after overheads?', decline('no overheads'));
    q.ask('How many projects will we win next spring?', decline('a forecast'));
    q.ask('How much holiday has Jamie Lowe got left?', decline('no holiday data'));
    q.ask('How much did we spend hiring mini diggers?', decline('no plant hire data'));
    q.ask('What is the average garden size we work on in square metres?', decline('no garden sizes'));
    q.ask('How many quotes did we lose to competitors?', decline('no lost-quote reasons'));
    q.ask('Which of our garden designs looks the best?', decline('an opinion'));
    q.ask("What are the clients' phone numbers?", decline('no contact details'));
    return { files, questions: q.questions };
  },
};

// A management consultancy: 1,000 consultants (CSV), 1,100 client projects (XLSX) and 90,000
// timesheet entries for 2024-2025 (Parquet); timesheets carry consultant_id and project_code.
// Traps: the client sector "IT", the work locations "ON" (on site), "RE" (remote) and "OF" (office),
// a client "Total Fitness Group" (not a summary), project start dates stored as "2024/03/18" text,
// budgets stored as text with blanks for unbudgeted projects, blank end dates for running
// projects, a billable flag of "Y"/"N", hours and pounds in headers.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, daysBetween, shuffled } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Consultant {
  id: string;
  name: string;
  grade: string;
  office: string;
  hired: string;
  rate: number;
}

interface Project {
  code: string;
  client: string;
  sector: string;
  practice: string;
  start: string;
  end: string | null;
  budget: number | null;
  status: string;
}

interface Entry {
  entry_id: number;
  consultant_id: string;
  project_code: string;
  date: string;
  hours: number;
  billable: boolean;
  location: string;
}

const FIRST = ['Hannah', 'Rahul', 'Chloe', 'Daniel', 'Emma', 'Kwame', 'Laura', 'Mateo', 'Nadia', 'Owen', 'Phoebe', 'Sam', 'Yusuf', 'Zoe', 'Ben', 'Aisha', 'Callum', 'Elena', 'Finn', 'Jade'];
const LAST = ['Archer', 'Bose', 'Collins', 'Dunn', 'Ellis', 'Fraser', 'Gill', 'Hart', 'Iqbal', 'Jensen', 'Kerr', 'Lowe', 'Mensah', 'Nash', 'Orr', 'Price', 'Quinn', 'Reid', 'Sato', 'Tran'];
// Grade, hourly rate range, weight.
const GRADES: [string, [number, number], number][] = [
  ['Analyst', [85, 110], 38],
  ['Consultant', [120, 160], 32],
  ['Manager', [170, 220], 20],
  ['Director', [260, 340], 10],
];
const OFFICES = ['London', 'Edinburgh', 'Manchester', 'Bristol'];
const SECTORS = ['IT', 'Retail', 'Energy', 'Public Sector', 'Finance', 'Healthcare'];
const PRACTICES = ['Strategy', 'Technology', 'Operations', 'People'];
const CLIENTS = ['Northwind', 'Brightwell', 'Castlegate', 'Harbour', 'Kingsmere', 'Oakfield', 'Redbridge', 'Silverline', 'Thamesview', 'Westmoor'];
const LOCATIONS = ['ON', 'RE', 'OF'];

function generate(): { consultants: Consultant[]; projects: Project[]; entries: Entry[] } {
  const random = createRandom(66_452);
  const consultants: Consultant[] = Array.from({ length: 1_000 }, (_, i) => {
    const [grade, [lo, hi]] = random.weighted(GRADES, GRADES.map((g) => g[2]));
    return {
      id: `C${String(2_001 + i)}`,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      grade,
      office: random.weighted(OFFICES, [45, 18, 22, 15]),
      hired: random.date('2012-01-01', '2025-09-30'),
      rate: 5 * Math.round(random.float(lo, hi) / 5),
    };
  });
  const projects: Project[] = Array.from({ length: 1_100 }, (_, i) => {
    const start = random.date('2023-10-01', '2025-11-30');
    const status = start > '2025-06-01' ? random.weighted(['Active', 'On Hold'], [88, 12]) : random.weighted(['Active', 'Closed', 'On Hold'], [25, 68, 7]);
    return {
      code: `PRJ-${24_100 + i * 2}`,
      client: i === 555 ? 'Total Fitness Group' : `${random.pick(CLIENTS)} ${random.pick(['Holdings', 'Group', 'plc', 'Council', 'Trust'])}`,
      sector: random.weighted(SECTORS, [22, 16, 14, 18, 20, 10]),
      practice: random.weighted(PRACTICES, [22, 35, 28, 15]),
      start,
      end: status === 'Closed' ? random.date(start, '2025-12-15') : null,
      budget: random.chance(0.12) ? null : 1_000 * random.int(20, 900),
      status,
    };
  });
  // Some projects are sold but never staffed, and some consultants (on leave, in training) book no time.
  const staffed = shuffled(random, projects.filter(() => random.chance(0.93)));
  const bookers = consultants.filter(() => random.chance(0.97));
  const entries: Entry[] = [];
  while (entries.length < 90_000) {
    const consultant = bookers[Math.floor(random.next() * bookers.length)];
    const project = staffed[Math.floor(random.next() ** 1.2 * staffed.length)];
    const last = project.end ?? '2025-12-31';
    const from = project.start > consultant.hired ? project.start : consultant.hired;
    // A consultant hired after the project ended cannot have worked on it.
    if (from > last) continue;
    const date = random.date(from, last);
    const internal = random.chance(0.16);
    entries.push({
      entry_id: entries.length + 1,
      consultant_id: consultant.id,
      project_code: project.code,
      date,
      hours: random.weighted([1, 2, 3.5, 4, 6, 7.5, 8], [6, 10, 12, 18, 14, 28, 12]),
      billable: !internal,
      location: random.weighted(LOCATIONS, project.sector === 'Public Sector' ? [50, 30, 20] : [30, 45, 25]),
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.entry_id - b.entry_id);
  return { consultants, projects, entries: entries.map((e, i) => ({ ...e, entry_id: 500_001 + i })) };
}

const CONSULTANT_COLUMNS: Column<Consultant>[] = [
  { header: 'consultant_id', value: (c) => c.id },
  { header: 'name', value: (c) => c.name },
  { header: 'grade', value: (c) => c.grade },
  { header: 'office', value: (c) => c.office },
  { header: 'hire_date', value: (c) => c.hired },
  { header: 'Hourly Rate (GBP)', value: (c) => c.rate },
];

const PROJECT_COLUMNS: Column<Project>[] = [
  { header: 'project_code', value: (p) => p.code },
  { header: 'client', value: (p) => p.client },
  { header: 'client_sector', value: (p) => p.sector },
  { header: 'practice', value: (p) => p.practice },
  { header: 'start_date', value: (p) => p.start.replaceAll('-', '/') },
  { header: 'end_date', value: (p) => (p.end === null ? null : p.end.replaceAll('-', '/')) },
  { header: 'Budget (GBP)', value: (p) => (p.budget === null ? null : String(p.budget)) },
  { header: 'status', value: (p) => p.status },
];

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'entry_id', value: (e) => e.entry_id, sqlType: 'INTEGER' },
  { header: 'consultant_id', value: (e) => e.consultant_id },
  { header: 'project_code', value: (e) => e.project_code },
  { header: 'work_date', value: (e) => e.date, sqlType: 'DATE' },
  { header: 'Hours', value: (e) => e.hours, sqlType: 'DOUBLE' },
  { header: 'billable', value: (e) => (e.billable ? 'Y' : 'N') },
  { header: 'work_location', value: (e) => e.location },
];

export const consultancy: BusinessSchema = {
  name: 'consultancy',
  description: 'A consultancy: 1,000 consultants (CSV), 1,100 client projects (XLSX) and 90,000 timesheet entries for 2024-2025 (Parquet), joined by consultant_id and project_code',
  async build(dir) {
    const { consultants, projects, entries } = generate();
    const files = [
      await writeCsv(join(dir, 'consultants.csv'), CONSULTANT_COLUMNS, consultants),
      await writeXlsx(join(dir, 'projects.xlsx'), 'Projects', PROJECT_COLUMNS, projects),
      await writeParquet(join(dir, 'timesheets.parquet'), ENTRY_COLUMNS, entries),
    ];
    const q = questionSet('consultancy');
    const consultantOf = new Map(consultants.map((c) => [c.id, c]));
    const projectOf = new Map(projects.map((p) => [p.code, p]));
    const who = (e: Entry) => consultantOf.get(e.consultant_id)!;
    const proj = (e: Entry) => projectOf.get(e.project_code)!;
    const billable = (e: Entry) => e.billable;
    const fees = (e: Entry) => (e.billable ? e.hours * who(e).rate : 0);
    const during = (period: string) => (e: Entry) => e.date.startsWith(period);
    const booked = new Set(entries.map((e) => e.project_code));
    const worked = new Set(entries.map((e) => e.consultant_id));
    const closed = projects.filter((p) => p.status === 'Closed')[40];
    const fitness = projects.filter((p) => p.client === 'Total Fitness Group').map((p) => p.code);

    q.ask('How many consultants do we employ?', count(consultants.length));
    q.ask('headcount by grade', countsBy(groupBy(consultants, (c) => c.grade, 'count')));
    q.ask('Average hourly rate of managers', amount(avgOf(consultants, (c) => c.rate, (c) => c.grade === 'Manager')));
    q.ask('How many consultants joined in 2025?', count(countWhere(consultants, (c) => c.hired.startsWith('2025'))));
    q.ask('Which office has the most directors?', winner(groupBy(consultants, (c) => c.office, 'count', undefined, (c) => c.grade === 'Director')));
    q.ask('How many projects are there?', count(projects.length));
    q.ask('projects by status', countsBy(groupBy(projects, (p) => p.status, 'count')));
    q.ask('How many projects do we have for clients in the IT sector?', count(countWhere(projects, (p) => p.sector === 'IT')));
    q.ask('Total budget of active Technology projects', amount(sumOf(projects, (p) => p.budget, (p) => p.status === 'Active' && p.practice === 'Technology')));
    q.ask('How many projects have no budget set?', count(countWhere(projects, (p) => p.budget === null)));
    q.ask('What is the median project budget?', amount(medianOf(projects, (p) => p.budget)));
    q.ask('How many projects started in Q1 2025?', count(countWhere(projects, (p) => p.start.startsWith('2025') && quarterOf(p.start) === 1)));
    q.ask('Which practice has the largest total budget?', winner(groupBy(projects, (p) => p.practice, 'sum', (p) => p.budget)));
    q.ask('How many projects has Total Fitness Group given us?', count(fitness.length));
    q.ask(`How many days did project ${closed.code} run, from its start date to its end date?`, count(daysBetween(closed.start, closed.end!)));
    q.ask('hours logged since 1 November 2025', amount(sumOf(entries, (e) => e.hours, (e) => e.date >= '2025-11-01'), 1));
    q.ask('Total hours logged', amount(sumOf(entries, (e) => e.hours), 1));
    q.ask('How many billable hours were logged in 2025?', amount(sumOf(entries, (e) => e.hours, (e) => billable(e) && during('2025')(e)), 1));
    q.ask('What share of all logged hours were billable?', percent(percentOf(sumOf(entries, (e) => e.hours, billable), sumOf(entries, (e) => e.hours))));
    q.ask('hours by work location', breakdown(groupBy(entries, (e) => e.location, 'sum', (e) => e.hours), 1));
    q.ask('How many hours were worked on site (ON) for Public Sector clients?', amount(sumOf(entries, (e) => e.hours, (e) => e.location === 'ON' && proj(e).sector === 'Public Sector'), 1));
    const july = q.ask('hours logged in July 2025', amount(sumOf(entries, (e) => e.hours, during('2025-07')), 1));
    q.followUp(july, 'and in August?', amount(sumOf(entries, (e) => e.hours, during('2025-08')), 1));
    q.ask('Which month of 2024 had the most hours logged?', month(ranked(groupBy(entries, (e) => e.date.slice(0, 7), 'sum', (e) => e.hours, during('2024')), 1)[0]));
    q.ask('billable fees (hours times the consultant hourly rate) in 2025', amount(sumOf(entries, fees, during('2025'))));
    q.ask('Billable fees by client sector', breakdown(groupBy(entries, (e) => proj(e).sector, 'sum', fees)));
    q.ask('Which office logged the most billable hours?', winner(groupBy(entries, (e) => who(e).office, 'sum', (e) => e.hours, billable)));
    q.ask('Top 3 projects by hours logged - project codes please', ranking(ranked(groupBy(entries, (e) => e.project_code, 'sum', (e) => e.hours), 3)));
    q.ask('How many hours did directors log on Strategy projects?', amount(sumOf(entries, (e) => e.hours, (e) => who(e).grade === 'Director' && proj(e).practice === 'Strategy'), 1));
    q.ask('How many projects have no time booked against them?', count(countWhere(projects, (p) => !booked.has(p.code))));
    q.ask('How many consultants have never logged a timesheet entry?', count(countWhere(consultants, (c) => !worked.has(c.id))));
    q.ask('Average hours per timesheet entry from the Edinburgh office', amount(avgOf(entries, (e) => e.hours, (e) => who(e).office === 'Edinburgh')));
    q.ask('hours logged for Total Fitness Group', amount(sumOf(entries, (e) => e.hours, (e) => fitness.includes(e.project_code)), 1));
    q.ask('What percentage of Finance sector hours were worked remotely (RE)?', percent(percentOf(sumOf(entries, (e) => e.hours, (e) => e.location === 'RE' && proj(e).sector === 'Finance'), sumOf(entries, (e) => e.hours, (e) => proj(e).sector === 'Finance'))));
    q.ask('the most hours in a single timesheet entry', amount(maxOf(entries, (e) => e.hours), 1));
    q.ask(
      'For the closed projects in Operations, how many non-billable hours did we log between 1 March and 30 June 2025?',
      amount(sumOf(entries, (e) => e.hours, (e) => !billable(e) && proj(e).status === 'Closed' && proj(e).practice === 'Operations' && e.date >= '2025-03-01' && e.date <= '2025-06-30'), 1),
    );

    q.ask('How many holiday days did consultants take in 2025?', decline('no leave data'));
    q.ask('What is the profit margin on the Retail projects?', decline('no cost data beyond hours and rates'));
    q.ask('Which client was happiest with our work?', decline('no satisfaction data'));
    q.ask('How many hours will we log in 2026?', decline('a forecast'));
    q.ask('What is the salary of each director?', decline('no salaries'));
    q.ask('Which consultants are about to resign?', decline('a prediction'));
    q.ask('How much did we spend on travel for on-site work?', decline('no expense data'));
    q.ask('What was the overtime pay in August 2025?', decline('no pay data'));
    q.ask('Which competitor won the most bids against us?', decline('no bids data'));
    q.ask('How many invoices are overdue from Public Sector clients?', decline('no invoice data'));
    return { files, questions: q.questions };
  },
};

// A construction firm: projects (XLSX, 320 rows then a real TOTAL row, a project really named
// "Total Energies Depot Refit", provinces as codes with "ON", a status "On hold", a "Budget ($k)"
// header), cost lines with budget and actual (CSV, blank actuals, posting days as dd/mm/yyyy text)
// and subcontractors (Parquet); cost lines share project_code and subcontractor_id.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { companyNames } from '../vocabulary.ts';
import { between, topKey, ukDate } from './shared.ts';

interface Project { code: string | null; name: string; client: string; province: string; manager: string; started: string; status: string; budgetK: number }
interface CostLine { id: number; project: string; category: string; subcontractor: string | null; posted: string; budget: number; actual: number | null }
interface Subcontractor { id: string; name: string; trade: string; province: string; approved: string; dayRate: number }

const PROVINCES = ['ON', 'BC', 'AB', 'QC', 'NS'];
const MANAGERS = ['Marc Tremblay', 'Aisha Khan', 'Owen Fraser', 'Julie Gagnon', 'Sam Whitehorse'];
const STATUSES = ['In progress', 'Complete', 'On hold'];
const CATEGORIES = ['Labour', 'Materials', 'Plant hire', 'Subcontract', 'Preliminaries'];
const TRADES = ['Electrical', 'Plumbing', 'Roofing', 'Groundworks', 'HVAC', 'Scaffolding'];
const PLACES = ['Harbourfront', 'Maple Ridge', 'Kingsway', 'Riverside', 'Lakeshore', 'Cedar Park', 'Union Street', 'Bayview', 'Hillside', 'Westgate'];
const BUILDINGS = ['Medical Centre', 'Library', 'Depot', 'School Extension', 'Office Block', 'Apartments', 'Warehouse', 'Bridge Repair', 'Community Hall', 'Retail Park'];

function generate(): { projects: Project[]; lines: CostLine[]; subcontractors: Subcontractor[] } {
  const random = createRandom(12_404);
  const clients = companyNames(random, 40);
  const names = PLACES.flatMap((place) => BUILDINGS.map((building) => `${place} ${building}`));
  const projects = Array.from({ length: 320 }, (_, i): Project => ({
    code: `PRJ-${String(i + 1).padStart(4, '0')}`,
    name: i === 137 ? 'Total Energies Depot Refit' : `${names[i % names.length]}${i >= names.length ? ` Phase ${Math.floor(i / names.length) + 1}` : ''}`,
    client: random.pick(clients),
    province: random.weighted(PROVINCES, [38, 22, 17, 15, 8]),
    manager: random.weighted(MANAGERS, [26, 22, 20, 18, 14]),
    started: random.date('2021-01-01', '2025-05-31'),
    status: random.weighted(STATUSES, [46, 41, 13]),
    budgetK: random.float(150, 9_500, 1),
  }));
  const subcontractors = companyNames(random, 420).map((name, i): Subcontractor => ({
    id: `SC-${String(i + 1).padStart(3, '0')}`,
    name,
    trade: random.weighted(TRADES, [28, 19, 12, 17, 14, 10]),
    province: random.weighted(PROVINCES, [40, 20, 18, 14, 8]),
    approved: random.chance(0.78) ? 'Y' : 'N',
    dayRate: random.int(350, 1_600),
  }));
  const lines = Array.from({ length: 80_000 }, (_, i): CostLine => {
    const project = projects[Math.floor(projects.length * random.next() ** 1.3)];
    const category = random.weighted(CATEGORIES, [30, 28, 12, 20, 10]);
    const budget = random.float(200, 45_000, 2);
    return {
      id: 3_000_001 + i,
      project: project.code!,
      category,
      subcontractor: category === 'Subcontract' ? subcontractors[Math.floor(subcontractors.length * random.next() ** 1.6)].id : null,
      posted: random.date(project.started < '2023-01-01' ? '2023-01-01' : project.started, '2025-06-30'),
      budget,
      actual: random.chance(0.06) ? null : Math.round(budget * random.normal(1.04, 0.15) * 100) / 100,
    };
  });
  return { projects, lines, subcontractors };
}

const PROJECT_COLUMNS: Column<Project>[] = [
  { header: 'project_code', value: (r) => r.code },
  { header: 'project_name', value: (r) => r.name },
  { header: 'client', value: (r) => r.client || null },
  { header: 'province', value: (r) => r.province || null },
  { header: 'site_manager', value: (r) => r.manager || null },
  { header: 'start_date', value: (r) => r.started || null },
  { header: 'status', value: (r) => r.status || null },
  { header: 'Budget ($k)', value: (r) => r.budgetK },
];
const LINE_COLUMNS: Column<CostLine>[] = [
  { header: 'line_id', value: (r) => r.id },
  { header: 'project_code', value: (r) => r.project },
  { header: 'cost_category', value: (r) => r.category },
  { header: 'subcontractor_id', value: (r) => r.subcontractor },
  { header: 'posted_on', value: (r) => ukDate(r.posted) },
  { header: 'Budget ($)', value: (r) => r.budget },
  { header: 'Actual ($)', value: (r) => r.actual },
];
const SUBCONTRACTOR_COLUMNS: Column<Subcontractor>[] = [
  { header: 'subcontractor_id', value: (r) => r.id },
  { header: 'company_name', value: (r) => r.name },
  { header: 'trade', value: (r) => r.trade },
  { header: 'province', value: (r) => r.province },
  { header: 'approved', value: (r) => r.approved },
  { header: 'day_rate', value: (r) => r.dayRate, sqlType: 'INTEGER' },
];

export const construction: BusinessSchema = {
  name: 'construction',
  description: 'A construction firm: 320 projects and a TOTAL row (XLSX, "$k" budgets, province codes), 80,000 cost lines with budget and actual (CSV, dd/mm/yyyy text), 420 subcontractors (Parquet)',
  async build(dir) {
    const { projects, lines, subcontractors } = generate();
    const total: Project = { code: null, name: 'TOTAL', client: '', province: '', manager: '', started: '', status: '', budgetK: Math.round(sumOf(projects, (r) => r.budgetK) * 10) / 10 };
    const files = [
      await writeXlsx(join(dir, 'projects.xlsx'), 'projects', PROJECT_COLUMNS, [...projects, total]),
      await writeCsv(join(dir, 'cost_lines.csv'), LINE_COLUMNS, lines),
      await writeParquet(join(dir, 'subcontractors.parquet'), SUBCONTRACTOR_COLUMNS, subcontractors),
    ];
    const q = questionSet('construction');
    const project = new Map(projects.map((p) => [p.code!, p]));
    const sub = new Map(subcontractors.map((s) => [s.id, s]));
    const actual = (r: CostLine) => r.actual;
    const posted = (from: string, to: string) => (r: CostLine) => between(r.posted, from, to);
    const byProject = (groups: Map<string, number>) => {
      const w = winner(groups);
      if (w.kind === 'name') w.aliases = [project.get(w.value)!.name];
      return w;
    };

    q.ask('How many projects do we have?', count(projects.length));
    q.ask('What is the total budget across all projects?', amount(sumOf(projects, (r) => r.budgetK), 1));
    q.ask('How many projects are in ON?', count(countWhere(projects, (r) => r.province === 'ON')));
    q.ask('How many projects are on hold?', count(countWhere(projects, (r) => r.status === 'On hold')));
    q.ask("What's the budget for the Total Energies Depot Refit?", amount(project.get('PRJ-0138')!.budgetK, 1));
    q.ask('Which site manager is running the most projects?', winner(groupBy(projects, (r) => r.manager, 'count')));
    q.ask('Which client has the biggest total budget?', winner(groupBy(projects, (r) => r.client, 'sum', (r) => r.budgetK)));
    q.ask('Average project budget in BC', amount(avgOf(projects, (r) => r.budgetK, (r) => r.province === 'BC'), 1));
    q.ask('How many projects kicked off in 2024?', count(countWhere(projects, (r) => r.started.startsWith('2024'))));
    q.ask('Which province has the highest total budget?', winner(groupBy(projects, (r) => r.province, 'sum', (r) => r.budgetK)));
    q.ask("What's the total actual cost across all cost lines?", amount(sumOf(lines, actual)));
    q.ask('What is total actual minus total budget over all cost lines?', amount(sumOf(lines, actual) - sumOf(lines, (r) => r.budget)));
    q.ask('How many cost lines came in over budget?', count(countWhere(lines, (r) => r.actual !== null && r.actual > r.budget)));
    q.ask('Which cost category has the largest actual spend?', winner(groupBy(lines, (r) => r.category, 'sum', actual)));
    q.ask('actual spend by cost category', breakdown(groupBy(lines, (r) => r.category, 'sum', actual)));
    q.ask('Total actual cost on PRJ-0042', amount(sumOf(lines, actual, (r) => r.project === 'PRJ-0042')));
    q.ask('Which project has spent the most so far?', byProject(groupBy(lines, (r) => r.project, 'sum', actual)));
    q.ask('How many cost lines have no actual yet?', count(countWhere(lines, (r) => r.actual === null)));
    q.ask('Actual labour spend in 2025?', amount(sumOf(lines, actual, (r) => r.category === 'Labour' && r.posted.startsWith('2025'))));
    q.ask('Which month of 2024 had the highest actual spend?', month(topKey(groupBy(lines, (r) => r.posted.slice(0, 7), 'sum', actual, posted('2024-01-01', '2024-12-31')))));
    q.ask('How many subcontractors are on our books?', count(subcontractors.length));
    q.ask('How many approved electrical subcontractors do we have?', count(countWhere(subcontractors, (r) => r.trade === 'Electrical' && r.approved === 'Y')));
    q.ask('Which trade has the most subcontractors?', winner(groupBy(subcontractors, (r) => r.trade, 'count')));
    q.ask('Average day rate for roofing subcontractors', amount(avgOf(subcontractors, (r) => r.dayRate, (r) => r.trade === 'Roofing')));
    const paid = winner(groupBy(lines, (r) => r.subcontractor && sub.get(r.subcontractor)!.name, 'sum', actual));
    if (paid.kind === 'name') paid.aliases = [subcontractors.find((s) => s.name === paid.value)!.id];
    q.ask('Which subcontractor have we paid the most?', paid);
    q.ask('Total actual spend with unapproved subcontractors', amount(sumOf(lines, actual, (r) => r.subcontractor !== null && sub.get(r.subcontractor)!.approved === 'N')));
    q.ask('How many subcontractors are based in ON?', count(countWhere(subcontractors, (r) => r.province === 'ON')));
    q.ask('What % of cost lines are materials?', percent(percentOf(countWhere(lines, (r) => r.category === 'Materials'), lines.length)));
    const complete = q.ask('Total budget of completed projects', amount(sumOf(projects, (r) => r.budgetK, (r) => r.status === 'Complete'), 1));
    q.followUp(complete, 'and the ones still in progress?', amount(sumOf(projects, (r) => r.budgetK, (r) => r.status === 'In progress'), 1));
    q.ask('How many cost lines were posted in March 2025?', count(countWhere(lines, posted('2025-03-01', '2025-03-31'))));
    q.ask('Actual spend on QC projects', amount(sumOf(lines, actual, (r) => project.get(r.project)!.province === 'QC')));
    q.ask('Which province has the most subcontractors?', winner(groupBy(subcontractors, (r) => r.province, 'count')));

    q.ask('How many safety incidents were reported on site this year?', decline('no incident data'));
    q.ask("What's the profit margin on the Kingsway Library?", decline('no revenue or contract value'));
    q.ask('Which projects finished late?', decline('no planned or actual finish dates'));
    q.ask('How many workers are on site today?', decline('no headcount data'));
    q.ask("What's the carbon footprint of each project?", decline('no emissions data'));
    q.ask('Which subcontractor has the best safety record?', decline('no safety data'));
    q.ask('How many change orders were raised in 2024?', decline('no change orders'));
    q.ask('How much retention are we holding on subcontractor invoices?', decline('no retention column'));
    q.ask('When will the Total Energies Depot Refit be finished?', decline('no end or forecast dates'));
    return { files, questions: q.questions };
  },
};

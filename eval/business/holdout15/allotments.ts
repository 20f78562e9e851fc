// A city council's allotments service: 640 plots on eight sites (XLSX), 500 tenants (CSV) and 6,400
// plot inspections from April 2023 to September 2025 (CSV), sharing `plot_ref` and `tenant_id`.
// Traps: the cultivated share stored as text with a percent sign ("75%"), years on the waiting list
// stored as text ("3 years"), units in the headers ("Size (m²)", "Annual rent (£)"), blank tenant
// ids on vacant plots, blank grades where the inspector could not get in, and plot references that
// look like codes.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, shuffled } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Plot {
  ref: string;
  site: string;
  size: number;
  rent: number;
  water: string;
  status: string;
  tenant: string | null;
}

interface Tenant {
  id: string;
  name: string;
  ward: string;
  started: string;
  concession: string;
  waitYears: number;
}

interface Inspection {
  id: number;
  plot: string;
  date: string;
  inspector: string;
  cultivated: number;
  grade: string | null;
  notice: string;
}

// site, code, plots, share with a water tap
const SITES: [string, string, number, number][] = [
  ['Hollins Lane', 'HOL', 110, 0.9], ['Meadow Bank', 'MEA', 95, 0.7], ['Railway Sidings', 'RAI', 70, 0.4], ['St Anne Road', 'STA', 85, 0.8],
  ['Brook Street', 'BRO', 60, 0.5], ['Victoria Park', 'VIC', 90, 0.95], ['Church Fields', 'CHU', 75, 0.6], ['Moor End', 'MOO', 55, 0.3],
];
const WARDS = ['Northfield', 'Southgate', 'Eastwood', 'Westbury', 'Central', 'Riverside'];
const INSPECTORS = ['J. Okafor', 'M. Price', 'S. Turner', 'L. Novak', 'R. Hale'];
const FIRST = ['Ann', 'Bill', 'Carol', 'David', 'Edith', 'Frank', 'Gwen', 'Hamid', 'Irene', 'Joe', 'Karen', 'Len', 'Maggie', 'Nasir', 'Pat', 'Ruth', 'Stan', 'Tariq', 'Val', 'Wendy'];
const LAST = ['Ashworth', 'Brown', 'Cooper', 'Dixon', 'Ellis', 'Fletcher', 'Gill', 'Hart', 'Ingham', 'Jackson', 'Kaur', 'Lord', 'Mills', 'Nolan', 'Owen', 'Pearce', 'Quinn', 'Rhodes', 'Singh', 'Tate'];

function generate(): { plots: Plot[]; tenants: Tenant[]; inspections: Inspection[] } {
  const random = createRandom(16_202);
  const tenants: Tenant[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 500; i++) {
    let name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (used.has(name)) name = `${random.pick(FIRST)} ${String.fromCharCode(65 + random.int(0, 25))}. ${random.pick(LAST)}`;
    used.add(name);
    tenants.push({
      id: `T${String(i + 1).padStart(4, '0')}`,
      name,
      ward: random.weighted(WARDS, [22, 18, 15, 17, 12, 16]),
      started: random.date('2008-01-01', '2025-08-31'),
      concession: random.chance(0.28) ? 'Y' : 'N',
      waitYears: random.weighted([0, 1, 2, 3, 4, 5, 6, 7], [4, 12, 20, 22, 17, 12, 8, 5]),
    });
  }
  const plots: Plot[] = [];
  for (const [site, code, n, water] of SITES) {
    for (let i = 1; i <= n; i++) {
      const size = random.weighted([62.5, 125, 250], [30, 50, 20]) + random.int(-8, 8);
      const hasWater = random.chance(water) ? 'Yes' : 'No';
      const rent = Math.round((size * 0.34 + (hasWater === 'Yes' ? 12 : 0)) * 100) / 100;
      const roll = random.next();
      const status = roll < 0.11 ? 'Vacant' : roll < 0.15 ? 'Being cleared' : 'Let';
      plots.push({ ref: `${code}-${String(i).padStart(3, '0')}`, site, size, rent, water: hasWater, status, tenant: null });
    }
  }
  // Every tenant holds one let plot; the let plots left over go to a second plot for some tenants.
  const letPlots = shuffled(random, plots.filter((p) => p.status === 'Let'));
  letPlots.forEach((p, i) => (p.tenant = i < tenants.length ? tenants[i].id : tenants[random.int(0, tenants.length - 1)].id));
  const inspections: Inspection[] = [];
  for (let i = 0; i < 6_400; i++) {
    const plot = random.pick(plots);
    const date = random.date('2023-04-01', '2025-09-30');
    const base = plot.status === 'Let' ? random.int(35, 100) : plot.status === 'Being cleared' ? random.int(0, 40) : random.int(0, 15);
    const cultivated = Math.min(100, Math.round(base / 5) * 5);
    const grade = random.chance(0.06) ? null : cultivated >= 80 ? 'A' : cultivated >= 60 ? 'B' : cultivated >= 40 ? 'C' : 'D';
    inspections.push({ id: 0, plot: plot.ref, date, inspector: random.weighted(INSPECTORS, [26, 22, 20, 18, 14]), cultivated, grade, notice: grade === 'D' && plot.status === 'Let' && random.chance(0.7) ? 'Yes' : 'No' });
  }
  inspections.sort((a, b) => a.date.localeCompare(b.date) || a.plot.localeCompare(b.plot));
  inspections.forEach((x, i) => (x.id = 70_001 + i));
  return { plots, tenants, inspections };
}

const PLOT_COLUMNS: Column<Plot>[] = [
  { header: 'plot_ref', value: (p) => p.ref },
  { header: 'site', value: (p) => p.site },
  { header: 'Size (m²)', value: (p) => p.size },
  { header: 'Annual rent (£)', value: (p) => p.rent },
  { header: 'water_tap', value: (p) => p.water },
  { header: 'status', value: (p) => p.status },
  { header: 'tenant_id', value: (p) => p.tenant },
];

const TENANT_COLUMNS: Column<Tenant>[] = [
  { header: 'tenant_id', value: (t) => t.id },
  { header: 'tenant_name', value: (t) => t.name },
  { header: 'ward', value: (t) => t.ward },
  { header: 'tenancy_start', value: (t) => t.started },
  { header: 'concession', value: (t) => t.concession },
  { header: 'time_on_waiting_list', value: (t) => `${t.waitYears} ${t.waitYears === 1 ? 'year' : 'years'}` },
];

const INSPECTION_COLUMNS: Column<Inspection>[] = [
  { header: 'inspection_id', value: (x) => x.id },
  { header: 'plot_ref', value: (x) => x.plot },
  { header: 'inspected_on', value: (x) => x.date },
  { header: 'inspector', value: (x) => x.inspector },
  { header: 'Cultivated', value: (x) => `${x.cultivated}%` },
  { header: 'grade', value: (x) => x.grade },
  { header: 'notice_issued', value: (x) => x.notice },
];

export const allotments: BusinessSchema = {
  name: 'allotments',
  description: "A city council's allotments: 640 plots on 8 sites (XLSX), 500 tenants (CSV) and 6,400 plot inspections Apr 2023 - Sep 2025 (CSV), sharing plot_ref and tenant_id",
  async build(dir) {
    const { plots, tenants, inspections } = generate();
    const files = [
      await writeXlsx(join(dir, 'allotment_plots.xlsx'), 'Plots', PLOT_COLUMNS, plots),
      await writeCsv(join(dir, 'allotment_tenants.csv'), TENANT_COLUMNS, tenants),
      await writeCsv(join(dir, 'plot_inspections.csv'), INSPECTION_COLUMNS, inspections),
    ];
    const q = questionSet('allotments');
    const plotOf = new Map(plots.map((p) => [p.ref, p]));
    const tenantOf = new Map(tenants.map((t) => [t.id, t]));
    const let_ = (p: Plot) => p.status === 'Let';
    const site = (x: Inspection) => plotOf.get(x.plot)!.site;

    q.ask('How many allotment plots do we have?', count(plots.length));
    q.ask('How many plots are vacant right now?', count(countWhere(plots, (p) => p.status === 'Vacant')));
    q.ask('Number of plots at each site', countsBy(groupBy(plots, (p) => p.site, 'count')));
    q.ask('What is the total annual rent from let plots?', amount(sumOf(plots, (p) => p.rent, let_)));
    q.ask('Average plot size in square metres', amount(avgOf(plots, (p) => p.size), 1));
    q.ask('Which site has the most vacant plots?', winner(groupBy(plots, (p) => p.site, 'count', undefined, (p) => p.status === 'Vacant')));
    q.ask('What percentage of plots have a water tap?', percent(percentOf(countWhere(plots, (p) => p.water === 'Yes'), plots.length)));
    q.ask('Rent income from let plots, by site', breakdown(groupBy(plots, (p) => p.site, 'sum', (p) => p.rent, let_)));
    q.ask('Top 3 sites by average annual rent per plot', ranking(ranked(groupBy(plots, (p) => p.site, 'avg', (p) => p.rent), 3)));
    q.ask('What is the largest plot at Railway Sidings, in m²?', amount(maxOf(plots, (p) => p.size, (p) => p.site === 'Railway Sidings'), 0));
    q.ask('How many tenants are on a concession?', count(countWhere(tenants, (t) => t.concession === 'Y')));
    q.ask('How many tenancies started in 2024?', count(countWhere(tenants, (t) => t.started.startsWith('2024'))));
    q.ask('On average, how many years did tenants wait on the waiting list?', amount(avgOf(tenants, (t) => t.waitYears), 2));
    q.ask('Which ward has the most tenants?', winner(groupBy(tenants, (t) => t.ward, 'count')));
    q.ask('How many tenants have more than one plot?', count([...groupBy(plots, (p) => p.tenant, 'count')].filter(([, n]) => n > 1).length));
    q.ask('How much annual rent do concession tenants pay in total?', amount(sumOf(plots, (p) => p.rent, (p) => let_(p) && tenantOf.get(p.tenant!)!.concession === 'Y')));
    q.ask('How many inspections have been carried out?', count(inspections.length));
    q.ask('How many inspections were done in Q2 2025?', count(countWhere(inspections, (x) => x.date.startsWith('2025') && quarterOf(x.date) === 2)));
    q.ask('How many notices were issued in 2024?', count(countWhere(inspections, (x) => x.notice === 'Yes' && x.date.startsWith('2024'))));
    q.ask('What percentage of inspections were graded D?', percent(percentOf(countWhere(inspections, (x) => x.grade === 'D'), inspections.length)));
    q.ask('Inspections by grade', countsBy(groupBy(inspections, (x) => x.grade, 'count')));
    q.ask('How many inspections have no grade recorded?', count(countWhere(inspections, (x) => x.grade === null)));
    q.ask('What is the average cultivated percentage across all inspections?', amount(avgOf(inspections, (x) => x.cultivated), 1));
    q.ask('Average cultivation at Moor End', amount(avgOf(inspections, (x) => x.cultivated, (x) => site(x) === 'Moor End'), 1));
    q.ask('Which inspector has done the most inspections?', winner(groupBy(inspections, (x) => x.inspector, 'count')));
    q.ask('Which month had the most inspections?', month(busiestMonth(inspections, (x) => x.date)));
    q.ask('How many inspections took place between 1 May and 15 June 2025?', count(countWhere(inspections, (x) => x.date >= '2025-05-01' && x.date <= '2025-06-15')));
    q.ask('Notices issued by site', countsBy(groupBy(inspections, site, 'count', undefined, (x) => x.notice === 'Yes')));
    const lookup = plots.find((p) => p.ref === 'VIC-042')!;
    q.ask('What is the annual rent for plot VIC-042?', amount(lookup.rent));
    const held = plots.find((p) => p.ref === 'HOL-017' && p.tenant) ?? plots.find((p) => p.site === 'Hollins Lane' && p.tenant)!;
    q.ask(`Who is the tenant of plot ${held.ref}?`, { kind: 'name', value: tenantOf.get(held.tenant!)!.name, others: [] });
    const inspected = inspections.find((x) => x.plot.startsWith('CHU-'))!.plot;
    q.ask(`When was plot ${inspected} last inspected?`, day(dateRange(inspections, (x) => x.date, (x) => x.plot === inspected).last));
    q.ask('Which site has the lowest average cultivation score since the start of 2025?', winner(groupBy(inspections, site, 'avg', (x) => x.cultivated, (x) => x.date >= '2025-01-01'), 'asc'));
    const aug = q.ask('How many notices went out at Meadow Bank in 2025?', count(countWhere(inspections, (x) => x.notice === 'Yes' && site(x) === 'Meadow Bank' && x.date.startsWith('2025'))));
    q.followUp(aug, 'What about Brook Street?', count(countWhere(inspections, (x) => x.notice === 'Yes' && site(x) === 'Brook Street' && x.date.startsWith('2025'))));

    q.ask('How many people are on the waiting list right now?', decline('no waiting list table'));
    q.ask('What vegetables are grown most on our plots?', decline('no crops recorded'));
    q.ask('What is the average age of our tenants?', decline('no ages'));
    q.ask('How much rent is overdue?', decline('no payment records'));
    q.ask('How much water does each site use?', decline('no water usage'));
    q.ask('Who is the best gardener?', decline('an opinion'));
    q.ask('How many inspections did we do in 2022?', decline('inspections start in April 2023'));
    q.ask('What will rents be next year?', decline('a forecast'));
    q.ask('How many plots have beehives?', decline('no beehive field'));
    q.ask('Which tenants have a shed permit?', decline('no shed permits'));
    q.ask('What is the soil quality at Church Fields?', decline('no soil data'));
    return { files, questions: q.questions };
  },
};

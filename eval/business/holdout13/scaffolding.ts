// A scaffolding hire firm: 320 customer sites (CSV), 1,600 hires from 2024 to mid 2025 (XLSX laid
// out as exported: a title line, a blank line, the table and a TOTAL line under it) and about
// 20,000 statutory inspections (CSV), sharing `site_ref` and `hire_no`. Traps: site and hire numbers
// that look numeric, start dates stored as text, tonnage and rates with units in the headers
// ("Tonnage (t)", "Weekly rate (£)"), a TOTAL line that is no hire, weeks left blank on hires that
// are still up, a client named "Total Roofing Ltd", and a region coded "NE".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Site {
  ref: number;
  client: string;
  town: string;
  region: string;
  sector: string;
}

interface Hire {
  no: number;
  site: number;
  start: string;
  type: string;
  tonnage: number;
  rate: number;
  weeks: number | null;
  status: string;
}

interface Inspection {
  id: number;
  hire: number;
  date: string;
  inspector: string;
  result: string;
  defects: number;
}

// region code, towns
const REGIONS: [string, string[]][] = [
  ['NE', ['Newcastle', 'Sunderland', 'Durham']], ['NW', ['Manchester', 'Preston', 'Bolton']], ['YH', ['Leeds', 'Sheffield', 'York']],
  ['MID', ['Birmingham', 'Coventry', 'Derby']], ['LDN', ['Camden', 'Hackney', 'Croydon']],
];
const CLIENTS = ['Harper Construction', 'Total Roofing Ltd', 'Northbank Homes', 'Greystone Builders', 'Civic Housing Trust', 'Brightwell Renovations', 'Ferris & Sons', 'Apex Facades', 'Lowther Estates', 'Kingsway Developments'];
const SECTORS: [string, number][] = [['Residential', 45], ['Commercial', 30], ['Industrial', 12], ['Heritage', 8], ['Public sector', 5]];
// hire type, tonnage range, weekly rate per tonne
const TYPES: [string, number, number, number, number][] = [
  ['Tube and fitting', 2, 18, 42, 40], ['System scaffold', 3, 30, 38, 30], ['Temporary roof', 6, 40, 55, 10], ['Chimney stack', 0.5, 2, 95, 12], ['Mobile tower', 0.3, 1.5, 120, 8],
];
const INSPECTORS = ['D. Okafor', 'M. Hughes', 'S. Patel', 'J. Brennan', 'A. Kowalski', 'R. Lindqvist'];

function generate(): { sites: Site[]; hires: Hire[]; inspections: Inspection[] } {
  const random = createRandom(13_101);
  const sites: Site[] = [];
  for (let i = 0; i < 320; i++) {
    const [region, towns] = random.weighted(REGIONS, [14, 24, 18, 22, 22]);
    sites.push({ ref: 40_100 + i * 3, client: random.weighted(CLIENTS, [16, 9, 14, 12, 10, 8, 7, 9, 6, 9]), town: random.pick(towns), region, sector: random.weighted(SECTORS.map((s) => s[0]), SECTORS.map((s) => s[1])) });
  }
  const hires: Hire[] = [];
  for (let i = 0; i < 1_600; i++) {
    const site = random.pick(sites);
    const [type, tMin, tMax, perTonne] = random.weighted(TYPES, TYPES.map((t) => t[4]));
    const tonnage = random.float(tMin, tMax, 1);
    const rate = Math.round(Math.max(45, tonnage * perTonne * random.float(0.9, 1.15, 3)));
    const start = random.date('2024-01-02', '2025-06-27');
    const planned = type === 'Mobile tower' ? random.int(1, 4) : type === 'Chimney stack' ? random.int(1, 6) : random.int(3, 30);
    const end = addDays(start, planned * 7);
    const status = end > '2025-06-30' ? (random.chance(0.3) ? 'Extended' : 'On hire') : random.chance(0.12) ? 'Extended' : 'Off-hired';
    const weeks = status === 'On hire' ? null : status === 'Extended' ? planned + random.int(1, 8) : planned;
    hires.push({ no: 0, site: site.ref, start, type, tonnage, rate, weeks, status });
  }
  hires.sort((a, b) => a.start.localeCompare(b.start) || a.site - b.site);
  hires.forEach((h, i) => (h.no = 250_001 + i));
  const inspections: Inspection[] = [];
  for (const h of hires) {
    const weeks = h.weeks ?? 30;
    for (let w = 0; w < weeks; w++) {
      const date = addDays(h.start, w * 7 + random.int(0, 2));
      if (date > '2025-06-30') break;
      if (h.type === 'Mobile tower' && w % 2 === 1) continue;
      const roll = random.next();
      const result = roll < 0.07 ? 'Fail' : roll < 0.22 ? 'Advisory' : 'Pass';
      inspections.push({ id: 0, hire: h.no, date, inspector: random.pick(INSPECTORS), result, defects: result === 'Pass' ? 0 : result === 'Advisory' ? random.int(1, 2) : random.int(1, 6) });
    }
  }
  inspections.sort((a, b) => a.date.localeCompare(b.date) || a.hire - b.hire);
  inspections.forEach((x, i) => (x.id = 900_001 + i));
  return { sites, hires, inspections };
}

const SITE_COLUMNS: Column<Site>[] = [
  { header: 'site_ref', value: (s) => s.ref },
  { header: 'client', value: (s) => s.client },
  { header: 'town', value: (s) => s.town },
  { header: 'region', value: (s) => s.region },
  { header: 'sector', value: (s) => s.sector },
];

const INSPECTION_COLUMNS: Column<Inspection>[] = [
  { header: 'inspection_id', value: (x) => x.id },
  { header: 'hire_no', value: (x) => x.hire },
  { header: 'inspected_on', value: (x) => x.date },
  { header: 'inspector', value: (x) => x.inspector },
  { header: 'result', value: (x) => x.result },
  { header: 'defects_found', value: (x) => x.defects },
];

function hireSheet(hires: Hire[]): GridCell[][] {
  const header = ['Hire no', 'Site ref', 'Start date', 'Scaffold type', 'Tonnage (t)', 'Weekly rate (£)', 'Weeks on hire', 'Status'];
  const rows: GridCell[][] = hires.map((h) => [h.no, h.site, h.start, h.type, h.tonnage, h.rate, h.weeks, h.status]);
  const tonnes = Math.round(hires.reduce((s, h) => s + h.tonnage, 0) * 10) / 10;
  const weeks = hires.reduce((s, h) => s + (h.weeks ?? 0), 0);
  return [['Hire register, January 2024 to June 2025'], [], header, ...rows, ['TOTAL', null, null, null, tonnes, null, weeks, null]];
}

export const scaffolding: BusinessSchema = {
  name: 'scaffolding',
  description: 'A scaffolding hire firm: 320 sites (CSV), 1,600 hires 2024-2025 in an exported XLSX register with a TOTAL line, and ~20,000 inspections (CSV)',
  async build(dir) {
    const { sites, hires, inspections } = generate();
    const files = [
      await writeCsv(join(dir, 'sites.csv'), SITE_COLUMNS, sites),
      await writeXlsxGrids(join(dir, 'hire_register.xlsx'), [{ name: 'Hires', grid: hireSheet(hires) }], hires.length),
      await writeCsv(join(dir, 'inspections.csv'), INSPECTION_COLUMNS, inspections),
    ];
    const q = questionSet('scaffolding');
    const siteOf = new Map(sites.map((s) => [s.ref, s]));
    const hireOf = new Map(hires.map((h) => [h.no, h]));
    const client = (h: Hire) => siteOf.get(h.site)!.client;
    const region = (h: Hire) => siteOf.get(h.site)!.region;
    const revenue = (h: Hire) => (h.weeks === null ? null : h.weeks * h.rate);
    const in2024 = (h: Hire) => h.start.startsWith('2024');
    const failed = (x: Inspection) => x.result === 'Fail';
    const xType = (x: Inspection) => hireOf.get(x.hire)!.type;

    q.ask('How many hires are in the register?', count(hires.length));
    q.ask('How many sites do we have on file?', count(sites.length));
    q.ask('What is the total tonnage of all hires?', amount(sumOf(hires, (h) => h.tonnage), 1));
    q.ask('Hires by scaffold type', countsBy(groupBy(hires, (h) => h.type, 'count')));
    q.ask('How many hires are still on hire?', count(countWhere(hires, (h) => h.status === 'On hire')));
    q.ask('What is the average number of weeks on hire for hires that have been off-hired?', amount(avgOf(hires, (h) => h.weeks, (h) => h.status === 'Off-hired'), 1));
    q.ask('average weekly rate for temporary roofs', amount(avgOf(hires, (h) => h.rate, (h) => h.type === 'Temporary roof'), 2));
    q.ask('Which scaffold type has the highest average tonnage?', winner(groupBy(hires, (h) => h.type, 'avg', (h) => h.tonnage)));
    q.ask('Biggest single hire by tonnage?', amount(maxOf(hires, (h) => h.tonnage), 1));
    q.ask('How many hires started in 2024?', count(countWhere(hires, in2024)));
    const h24 = q.ask('How many hires did we start in March 2025?', count(countWhere(hires, (h) => h.start.startsWith('2025-03'))));
    q.followUp(h24, 'What about April?', count(countWhere(hires, (h) => h.start.startsWith('2025-04'))));
    q.ask('Total hire revenue (weeks times weekly rate) on hires that have finished or been extended', amount(sumOf(hires, revenue)));
    q.ask('Which client has the most hires?', winner(groupBy(hires, client, 'count')));
    q.ask('How many hires has Total Roofing Ltd taken?', count(countWhere(hires, (h) => client(h) === 'Total Roofing Ltd')));
    q.ask('Tonnage on hire per region', breakdown(groupBy(hires, region, 'sum', (h) => h.tonnage), 1));
    q.ask('How many hires were for sites in the NE region?', count(countWhere(hires, (h) => region(h) === 'NE')));
    q.ask('Top 3 clients by total tonnage hired', ranking(ranked(groupBy(hires, client, 'sum', (h) => h.tonnage), 3)));
    q.ask('What share of hires got extended?', percent(percentOf(countWhere(hires, (h) => h.status === 'Extended'), hires.length)));
    q.ask('Number of sites per sector', countsBy(groupBy(sites, (s) => s.sector, 'count')));
    q.ask('Which towns are in the YH region?', names([...new Set(sites.filter((s) => s.region === 'YH').map((s) => s.town))]));
    q.ask('How many heritage sites have had a hire?', count(new Set(hires.filter((h) => siteOf.get(h.site)!.sector === 'Heritage').map((h) => h.site)).size));
    q.ask('How many inspections have been carried out?', count(inspections.length));
    q.ask('How many inspections failed?', count(countWhere(inspections, failed)));
    q.ask('inspection results breakdown', countsBy(groupBy(inspections, (x) => x.result, 'count')));
    q.ask('What percentage of inspections failed?', percent(percentOf(countWhere(inspections, failed), inspections.length)));
    q.ask('Which inspector did the most inspections?', winner(groupBy(inspections, (x) => x.inspector, 'count')));
    q.ask('Which inspector recorded the most failures?', winner(groupBy(inspections, (x) => x.inspector, 'count', undefined, failed)));
    q.ask('Total defects found on temporary roofs', count(sumOf(inspections, (x) => x.defects, (x) => xType(x) === 'Temporary roof')));
    q.ask('Fail rate by scaffold type', breakdown(new Map([...groupBy(inspections, xType, 'count')].map(([k, n]) => [k, percentOf(countWhere(inspections, (x) => xType(x) === k && failed(x)), n)])), 1));
    q.ask('How many inspections were done in May 2025?', count(countWhere(inspections, (x) => x.date.startsWith('2025-05'))));
    q.ask('How many inspections took place in the second half of 2024?', count(countWhere(inspections, (x) => x.date >= '2024-07-01' && x.date <= '2024-12-31')));
    q.ask('Which client had the most failed inspections on their sites?', winner(groupBy(inspections, (x) => client(hireOf.get(x.hire)!), 'count', undefined, failed)));
    q.ask('How many defects were found across all inspections?', count(sumOf(inspections, (x) => x.defects)));
    q.ask('Average defects per failed inspection', amount(avgOf(inspections, (x) => x.defects, failed), 2));

    q.ask('How many accidents have there been on our scaffolds?', decline('no incident data'));
    q.ask('Which of our erectors put up the most scaffolds?', decline('no erector or crew column'));
    q.ask('How many hires did we start in 2023?', decline('hires start in January 2024'));
    q.ask('What is the height of the tallest scaffold?', decline('no height column'));
    q.ask('How much did we pay in fuel for deliveries?', decline('no cost data'));
    q.ask('How many hires are there in the Scotland region?', decline('no Scotland region'));
    q.ask('Which sites had planning permission problems?', decline('no permit data'));
    q.ask('What is our profit on temporary roofs?', decline('no cost data'));
    q.ask('How many inspections are due next week?', decline('no schedule of future inspections'));
    q.ask('Which client pays their invoices latest?', decline('no invoices or payment dates'));
    q.ask('How many hires will we have next summer?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

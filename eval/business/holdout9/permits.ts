// A city council's building control: 7,200 permit applications (CSV) and their site inspections
// (CSV) sharing `Application No`. Traps: fees written as text with a dollar sign and thousands
// separators ("$1,250.00"), lodgement and decision dates written "dd/mm/yyyy", blank decision dates
// on pending and withdrawn applications, blank fees where none was invoiced, an application type
// "Other" that reads as an English word, application numbers that look numeric and must never be
// summed, and the estimated build cost with its unit in the header ("Est. cost ($)").
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Application {
  no: string;
  lodged: string;
  ward: string;
  type: string;
  applicant: string;
  officer: string;
  cost: number;
  fee: number | null;
  status: string;
  decided: string | null;
  storeys: number;
}

interface Inspection {
  id: number;
  no: string;
  date: string;
  stage: string;
  inspector: string;
  result: string;
}

const WARDS: [string, number][] = [
  ['Northgate', 16], ['Riverside', 19], ['Old Town', 9], ['Hillcrest', 13], ['Eastfield', 14], ['Westbrook', 11], ['Harbour', 8], ['St Marys', 10],
];
// type, weight, cost low, cost high
const TYPES: [string, number, number, number][] = [
  ['Householder Extension', 34, 15_000, 120_000], ['New Dwelling', 14, 180_000, 650_000], ['Change of Use', 10, 5_000, 90_000],
  ['Demolition', 6, 8_000, 75_000], ['Commercial Fit-out', 12, 40_000, 900_000], ['Signage', 9, 800, 12_000], ['Other', 15, 2_000, 60_000],
];
const APPLICANTS: [string, number][] = [['Homeowner', 52], ['Developer', 24], ['Business', 20], ['Public body', 4]];
const OFFICERS = ['J. Whitfield', 'P. Osei', 'R. Mackenzie', 'L. Nguyen', 'S. Brennan', 'T. Adeyemi'];
const INSPECTORS = ['Dave Rourke', 'Helen Marsh', 'Imran Qureshi', 'Carla Booth'];
const STAGES = ['Footings', 'Frame', 'Drainage', 'Final'];
const EXPORTED = '2025-11-20';

function generate(): { apps: Application[]; inspections: Inspection[] } {
  const random = createRandom(90_411);
  const apps: Application[] = [];
  for (let i = 0; i < 7_200; i++) {
    const lodged = random.date('2023-01-03', '2025-11-14');
    const ward = random.weighted(WARDS.map((w) => w[0]), WARDS.map((w) => w[1]));
    const [type, , low, high] = random.weighted(TYPES, TYPES.map((t) => t[1]));
    const applicant = random.weighted(APPLICANTS.map((a) => a[0]), APPLICANTS.map((a) => a[1]));
    const cost = Math.round(random.float(low, high, 0) / 100) * 100;
    const fee = random.chance(0.035) ? null : roundTo(Math.max(150, cost * random.float(0.006, 0.011, 4)), 2);
    const days = type === 'Signage' ? random.int(8, 45) : type === 'New Dwelling' || type === 'Commercial Fit-out' ? random.int(30, 140) : random.int(14, 90);
    const decision = addDays(lodged, days);
    let status: string;
    let decided: string | null = null;
    if (random.chance(0.07)) status = 'Withdrawn';
    else if (decision > EXPORTED) status = 'Pending';
    else {
      status = random.chance(type === 'Change of Use' ? 0.24 : type === 'Demolition' ? 0.2 : 0.11) ? 'Refused' : 'Approved';
      decided = decision;
    }
    apps.push({
      no: '',
      lodged,
      ward,
      type,
      applicant,
      officer: OFFICERS[random.int(0, OFFICERS.length - 1)],
      cost,
      fee,
      status,
      decided,
      storeys: type === 'Signage' || type === 'Change of Use' ? 0 : random.weighted([1, 2, 3, 4], [40, 42, 13, 5]),
    });
  }
  apps.sort((a, b) => a.lodged.localeCompare(b.lodged) || a.cost - b.cost);
  apps.forEach((a, i) => (a.no = String(2_300_101 + i)));
  const inspections: Inspection[] = [];
  for (const a of apps) {
    if (a.status !== 'Approved' || a.type === 'Signage' || a.type === 'Change of Use' || random.chance(0.12)) continue;
    let date = addDays(a.decided!, random.int(20, 120));
    const stages = a.type === 'Demolition' ? ['Final'] : STAGES;
    for (const stage of stages) {
      if (date > EXPORTED) break;
      const failed = random.chance(stage === 'Drainage' ? 0.22 : 0.12);
      inspections.push({ id: 0, no: a.no, date, stage, inspector: INSPECTORS[random.int(0, INSPECTORS.length - 1)], result: failed ? 'Fail' : 'Pass' });
      if (failed) {
        date = addDays(date, random.int(5, 25));
        if (date > EXPORTED) break;
        inspections.push({ id: 0, no: a.no, date, stage, inspector: INSPECTORS[random.int(0, INSPECTORS.length - 1)], result: 'Pass' });
      }
      date = addDays(date, random.int(15, 70));
    }
  }
  inspections.sort((a, b) => a.date.localeCompare(b.date) || a.no.localeCompare(b.no));
  inspections.forEach((x, i) => (x.id = 50_001 + i));
  return { apps, inspections };
}

const dmy = (iso: string | null) => (iso === null ? null : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
const dollars = (v: number | null) => (v === null ? null : `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

const APP_COLUMNS: Column<Application>[] = [
  { header: 'Application No', value: (a) => a.no },
  { header: 'Date Lodged', value: (a) => dmy(a.lodged) },
  { header: 'Ward', value: (a) => a.ward },
  { header: 'Application Type', value: (a) => a.type },
  { header: 'Applicant Type', value: (a) => a.applicant },
  { header: 'Case Officer', value: (a) => a.officer },
  { header: 'Est. cost ($)', value: (a) => a.cost },
  { header: 'Fee Paid', value: (a) => dollars(a.fee) },
  { header: 'Storeys', value: (a) => a.storeys },
  { header: 'Status', value: (a) => a.status },
  { header: 'Decision Date', value: (a) => dmy(a.decided) },
];

const INSPECTION_COLUMNS: Column<Inspection>[] = [
  { header: 'Inspection ID', value: (x) => x.id },
  { header: 'Application No', value: (x) => x.no },
  { header: 'Inspection Date', value: (x) => x.date },
  { header: 'Stage', value: (x) => x.stage },
  { header: 'Inspector', value: (x) => x.inspector },
  { header: 'Result', value: (x) => x.result },
];

export const permits: BusinessSchema = {
  name: 'permits',
  description: 'A city council: 7,200 building permit applications with "$" fees and dd/mm/yyyy dates as text (CSV) and their site inspections (CSV) sharing Application No',
  async build(dir) {
    const { apps, inspections } = generate();
    const files = [
      await writeCsv(join(dir, 'permit_applications.csv'), APP_COLUMNS, apps),
      await writeCsv(join(dir, 'inspections.csv'), INSPECTION_COLUMNS, inspections),
    ];
    const q = questionSet('permits');
    const appOf = new Map(apps.map((a) => [a.no, a]));
    const fee = (a: Application) => a.fee;
    const lodgedIn = (period: string) => (a: Application) => a.lodged.startsWith(period);
    const decidedApp = (a: Application) => a.decided !== null;
    const turnaround = (a: Application) => (a.decided === null ? null : daysBetween(a.lodged, a.decided));
    const inspected = new Set(inspections.map((x) => x.no));

    q.ask('How many permit applications have we received?', count(apps.length));
    q.ask('applications by ward', countsBy(groupBy(apps, (a) => a.ward, 'count')));
    q.ask('How many applications were lodged in 2024?', count(countWhere(apps, lodgedIn('2024'))));
    q.ask('Which ward had the most applications in 2025?', winner(groupBy(apps, (a) => a.ward, 'count', undefined, lodgedIn('2025'))));
    q.ask('Total fees paid on applications lodged in 2024', amount(sumOf(apps, fee, lodgedIn('2024'))));
    q.ask('How many applications were withdrawn?', count(countWhere(apps, (a) => a.status === 'Withdrawn')));
    q.ask('How many applications are still pending?', count(countWhere(apps, (a) => a.status === 'Pending')));
    q.ask('What percentage of decided applications were refused?', percent(percentOf(countWhere(apps, (a) => a.status === 'Refused'), countWhere(apps, decidedApp))));
    q.ask('refusal rate for change of use applications', percent(percentOf(countWhere(apps, (a) => a.type === 'Change of Use' && a.status === 'Refused'), countWhere(apps, (a) => a.type === 'Change of Use' && decidedApp(a)))));
    q.ask('How many applications of type Other did we get?', count(countWhere(apps, (a) => a.type === 'Other')));
    q.ask('Average fee for a new dwelling', amount(avgOf(apps, fee, (a) => a.type === 'New Dwelling')));
    q.ask('median number of days from lodgement to decision', amount(medianOf(apps, turnaround), 1));
    q.ask('Average days to decide a householder extension', amount(avgOf(apps, turnaround, (a) => a.type === 'Householder Extension'), 1));
    q.ask('Top 3 wards by fees paid', ranking(ranked(groupBy(apps, (a) => a.ward, 'sum', fee), 3)));
    q.ask('Which case officer has decided the most applications?', winner(groupBy(apps, (a) => a.officer, 'count', undefined, decidedApp)));
    const q2 = q.ask('How many applications came in during Q2 2025?', count(countWhere(apps, (a) => lodgedIn('2025')(a) && quarterOf(a.lodged) === 2)));
    q.followUp(q2, 'and Q3?', count(countWhere(apps, (a) => lodgedIn('2025')(a) && quarterOf(a.lodged) === 3)));
    q.ask('How many applications were lodged since 1 September 2025?', count(countWhere(apps, (a) => a.lodged >= '2025-09-01')));
    q.ask('How many applications were lodged between 1 March 2024 and 31 May 2024?', count(countWhere(apps, (a) => a.lodged >= '2024-03-01' && a.lodged <= '2024-05-31')));
    q.ask('Which month of 2024 had the most applications lodged?', month(ranked(groupBy(apps, (a) => a.lodged.slice(0, 7), 'count', undefined, lodgedIn('2024')), 1)[0]));
    q.ask('Total estimated build cost of approved commercial fit-outs', amount(sumOf(apps, (a) => a.cost, (a) => a.status === 'Approved' && a.type === 'Commercial Fit-out')));
    q.ask('status breakdown', countsBy(groupBy(apps, (a) => a.status, 'count')));
    q.ask('How many Riverside applications lodged in 2024 were approved?', count(countWhere(apps, (a) => a.ward === 'Riverside' && a.status === 'Approved' && lodgedIn('2024')(a))));
    const hc = q.ask('Fees paid by developers in Hillcrest', amount(sumOf(apps, fee, (a) => a.applicant === 'Developer' && a.ward === 'Hillcrest')));
    q.followUp(hc, 'what about Eastfield?', amount(sumOf(apps, fee, (a) => a.applicant === 'Developer' && a.ward === 'Eastfield')));
    q.ask('How many applications have no fee recorded?', count(countWhere(apps, (a) => a.fee === null)));
    q.ask('What share of applications come from homeowners?', percent(percentOf(countWhere(apps, (a) => a.applicant === 'Homeowner'), apps.length)));
    q.ask('Fees by application type', breakdown(groupBy(apps, (a) => a.type, 'sum', fee)));
    q.ask('How many site inspections have been carried out?', count(inspections.length));
    q.ask('What percentage of inspections failed?', percent(percentOf(countWhere(inspections, (x) => x.result === 'Fail'), inspections.length)));
    q.ask('Which inspection stage has the most failed inspections?', winner(groupBy(inspections, (x) => x.stage, 'count', undefined, (x) => x.result === 'Fail')));
    q.ask('How many inspections did Helen Marsh do in 2025?', count(countWhere(inspections, (x) => x.inspector === 'Helen Marsh' && x.date.startsWith('2025'))));
    q.ask('inspections by ward', countsBy(groupBy(inspections, (x) => appOf.get(x.no)!.ward, 'count')));
    q.ask("How many approved applications haven't had any inspection yet?", count(countWhere(apps, (a) => a.status === 'Approved' && !inspected.has(a.no))));
    q.ask('How many final inspections passed in Old Town?', count(countWhere(inspections, (x) => x.stage === 'Final' && x.result === 'Pass' && appOf.get(x.no)!.ward === 'Old Town')));
    q.ask('average est. cost of applications in Harbour ward', amount(avgOf(apps, (a) => a.cost, (a) => a.ward === 'Harbour')));
    q.ask('How many new dwellings of 3 or more storeys were approved?', count(countWhere(apps, (a) => a.type === 'New Dwelling' && a.storeys >= 3 && a.status === 'Approved')));
    q.ask('Which application type brings in the highest average fee?', winner(groupBy(apps, (a) => a.type, 'avg', fee)));

    q.ask('Which contractor builds the most of our approved projects?', decline('no contractor column'));
    q.ask('Why were applications refused?', decline('no refusal reason recorded'));
    q.ask('How many applications will we get next quarter?', decline('a forecast'));
    q.ask('How many applications were lodged in 2022?', decline('applications start in January 2023'));
    q.ask('What is the average floor area of new dwellings?', decline('no floor area column'));
    q.ask('How many appeals against refusals were upheld?', decline('no appeals data'));
    q.ask('How many complaints did we get about building sites?', decline('no complaints data'));
    q.ask('How many hours does each inspection take?', decline('no inspection duration'));
    q.ask('How many applications are in heritage conservation areas?', decline('no conservation area flag'));
    q.ask('What were the inspection results for December 2025?', decline('inspections end in November 2025'));
    return { files, questions: q.questions };
  },
};

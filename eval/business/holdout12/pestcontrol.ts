// A pest-control contractor: 680 customer sites (XLSX: client, site type, contract, annual fee)
// and 23,000 technician visits from January to October 2025 (CSV) sharing `site_id`. Traps: site
// ids with leading zeros ("000417") that read as numbers if one is careless, ad hoc sites with a
// blank annual fee, time on site in minutes while managers ask in hours, bait in grams with the unit
// in the header and blank when no bait was laid, a "None found" pest value that is no pest, routine
// contract visits charged at zero, a client named "Total Foods Ltd".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Site {
  id: string;
  client: string;
  type: string;
  town: string;
  contract: string;
  fee: number | null;
  since: string;
}

interface Visit {
  id: number;
  site: string;
  date: string;
  technician: string;
  visitType: string;
  pest: string;
  treatment: string;
  minutes: number;
  bait: number | null;
  charge: number;
  activity: number;
}

// site type, weight, clients that own such sites
const SITE_TYPES: [string, number, string[]][] = [
  ['Restaurant', 24, ['Greenway Catering', 'Aire Valley Restaurants', 'Total Foods Ltd']],
  ['Warehouse', 16, ['Castle Logistics', 'Calder Storage', 'Northgate Foods', 'Total Foods Ltd']],
  ['School', 12, ['Riverside Schools Trust']],
  ['Hospital', 6, ['Moorland NHS Trust']],
  ['Hotel', 12, ['Pennine Hotels']],
  ['Office', 14, ['Kirkstall Properties', 'Summit Offices']],
  ['Farm', 8, ['Brightwater Farms', 'Dale Dairies']],
  ['Care home', 8, ['Hillside Care Homes']],
];
const TOWNS = ['Leeds', 'Bradford', 'Huddersfield', 'Halifax', 'Wakefield', 'Keighley', 'Skipton'];
const TECHNICIANS = ['Gary Holt', 'Leanne Byrne', 'Marek Nowak', 'Dean Fisher', 'Aisha Rahman', 'Colin Pratt', 'Becky Shaw'];
// pest by site type weights: Rats, Mice, Cockroaches, Wasps, Bed bugs, Ants, Pigeons, None found
const PESTS = ['Rats', 'Mice', 'Cockroaches', 'Wasps', 'Bed bugs', 'Ants', 'Pigeons', 'None found'];
const PEST_WEIGHTS: Record<string, number[]> = {
  Restaurant: [18, 24, 16, 6, 1, 8, 3, 24], Warehouse: [26, 22, 3, 6, 0, 3, 12, 28], School: [10, 22, 2, 14, 1, 12, 4, 35],
  Hospital: [8, 18, 10, 8, 5, 10, 3, 38], Hotel: [8, 16, 6, 8, 22, 6, 4, 30], Office: [6, 22, 3, 10, 2, 10, 6, 41],
  Farm: [38, 16, 1, 10, 0, 2, 10, 23], 'Care home': [8, 18, 4, 10, 10, 12, 3, 35],
};
// treatment, minutes, callout charge in pounds
const TREATMENTS: Record<string, [string, number, number]> = {
  Rats: ['Bait boxes', 55, 145], Mice: ['Bait boxes', 45, 120], Cockroaches: ['Gel and spray', 70, 180], Wasps: ['Nest removal', 35, 85],
  'Bed bugs': ['Heat treatment', 210, 620], Ants: ['Gel and spray', 40, 95], Pigeons: ['Proofing', 150, 420], 'None found': ['Inspection only', 30, 70],
};

function generate(): { sites: Site[]; visits: Visit[] } {
  const random = createRandom(12_301);
  const sites: Site[] = [];
  for (let i = 0; i < 680; i++) {
    const [type, , owners] = random.weighted(SITE_TYPES, SITE_TYPES.map((t) => t[1]));
    const contract = random.weighted(['Monthly', 'Quarterly', 'Ad hoc'], type === 'Office' ? [20, 40, 40] : [50, 30, 20]);
    const fee = contract === 'Ad hoc' ? null : roundTo((contract === 'Monthly' ? 12 : 4) * random.float(70, 140, 0) * (type === 'Hospital' || type === 'Warehouse' ? 1.6 : 1), 2);
    sites.push({ id: '', client: random.pick(owners), type, town: random.weighted(TOWNS, [30, 20, 14, 12, 12, 7, 5]), contract, fee, since: random.date('2015-01-01', '2025-09-30') });
  }
  sites.sort((a, b) => a.since.localeCompare(b.since));
  sites.forEach((s, i) => (s.id = String(101 + i * 3).padStart(6, '0')));
  const siteWeights = sites.map((s) => (s.contract === 'Monthly' ? 4 : s.contract === 'Quarterly' ? 1.6 : 0.8) * random.float(0.4, 1.6, 2));
  const visits: Visit[] = [];
  for (let i = 0; i < 23_000; i++) {
    const site = random.weighted(sites, siteWeights);
    const m = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [8, 8, 9, 10, 11, 12, 13, 13, 11, 9]);
    const mm = String(m).padStart(2, '0');
    const date = random.date(`2025-${mm}-01`, `2025-${mm}-${m === 2 ? 28 : [4, 6, 9].includes(m) ? 30 : 31}`);
    const weights = [...PEST_WEIGHTS[site.type]];
    weights[3] *= m >= 6 && m <= 9 ? 4 : m === 5 || m === 10 ? 1 : 0.1;
    const pest = random.weighted(PESTS, weights);
    const [treatment, minutes, callout] = TREATMENTS[pest];
    const visitType = site.contract === 'Ad hoc' ? random.weighted(['Callout', 'Follow-up'], [75, 25]) : random.weighted(['Routine', 'Callout', 'Follow-up'], [62, 24, 14]);
    const charge = visitType === 'Routine' ? 0 : visitType === 'Follow-up' ? (site.contract === 'Ad hoc' ? roundTo(callout * 0.5, 2) : 0) : site.contract === 'Ad hoc' ? callout : roundTo(callout * 0.75, 2);
    const rodent = pest === 'Rats' || pest === 'Mice';
    visits.push({
      id: 0,
      site: site.id,
      date,
      technician: random.weighted(TECHNICIANS, [18, 17, 16, 15, 14, 11, 9]),
      visitType,
      pest,
      treatment,
      minutes: Math.max(10, Math.round(random.normal(minutes, minutes * 0.25) / 5) * 5),
      bait: rodent ? random.int(2, 40) * 25 : null,
      charge,
      activity: pest === 'None found' ? 0 : random.weighted([1, 2, 3], visitType === 'Follow-up' ? [60, 30, 10] : [30, 45, 25]),
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.site.localeCompare(b.site));
  visits.forEach((v, i) => (v.id = 410_001 + i));
  return { sites, visits };
}

const SITE_COLUMNS: Column<Site>[] = [
  { header: 'site_id', value: (s) => s.id },
  { header: 'client', value: (s) => s.client },
  { header: 'site_type', value: (s) => s.type },
  { header: 'town', value: (s) => s.town },
  { header: 'contract', value: (s) => s.contract },
  { header: 'annual_fee_gbp', value: (s) => s.fee },
  { header: 'customer_since', value: (s) => s.since },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (v) => v.id },
  { header: 'site_id', value: (v) => v.site },
  { header: 'visit_date', value: (v) => v.date },
  { header: 'technician', value: (v) => v.technician },
  { header: 'visit_type', value: (v) => v.visitType },
  { header: 'pest', value: (v) => v.pest },
  { header: 'treatment', value: (v) => v.treatment },
  { header: 'minutes_on_site', value: (v) => v.minutes },
  { header: 'Bait used (g)', value: (v) => v.bait },
  { header: 'charge_gbp', value: (v) => v.charge },
  { header: 'activity_level', value: (v) => v.activity },
];

export const pestcontrol: BusinessSchema = {
  name: 'pestcontrol',
  description: "A pest-control contractor's 680 customer sites (XLSX) and 23,000 technician visits Jan-Oct 2025 (CSV) sharing site_id",
  async build(dir) {
    const { sites, visits } = generate();
    const files = [
      await writeXlsx(join(dir, 'sites.xlsx'), 'Sites', SITE_COLUMNS, sites),
      await writeCsv(join(dir, 'visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('pestcontrol');
    const siteOf = new Map(sites.map((s) => [s.id, s]));
    const site = (v: Visit) => siteOf.get(v.site)!;
    const callout = (v: Visit) => v.visitType === 'Callout';
    const charge = (v: Visit) => v.charge;
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const rodent = (v: Visit) => v.pest === 'Rats' || v.pest === 'Mice';

    q.ask('How many sites do we have on a contract (monthly or quarterly)?', count(countWhere(sites, (s) => s.contract !== 'Ad hoc')));
    q.ask('sites by type', countsBy(groupBy(sites, (s) => s.type, 'count')));
    q.ask('What is the total annual contract value across all sites?', amount(sumOf(sites, (s) => s.fee), 2));
    q.ask('Average annual fee for hospital sites', amount(avgOf(sites, (s) => s.fee, (s) => s.type === 'Hospital'), 2));
    q.ask('Which client has the most sites with us?', winner(groupBy(sites, (s) => s.client, 'count')));
    q.ask('How many sites does Total Foods Ltd have?', count(countWhere(sites, (s) => s.client === 'Total Foods Ltd')));
    q.ask('How many sites have we taken on since January 2024?', count(countWhere(sites, (s) => s.since >= '2024-01-01')));

    q.ask('How many visits did technicians make in total?', count(visits.length));
    q.ask('How many callouts have we had?', count(countWhere(visits, callout)));
    q.ask('visits by pest', countsBy(groupBy(visits, (v) => v.pest, 'count')));
    q.ask('What pest do we find most often at restaurants?', winner(groupBy(visits, (v) => v.pest, 'count', undefined, (v) => site(v).type === 'Restaurant' && v.pest !== 'None found')));
    q.ask('Which technician made the most visits?', winner(groupBy(visits, (v) => v.technician, 'count')));
    q.ask('total hours on site per technician', breakdown(new Map([...groupBy(visits, (v) => v.technician, 'sum', (v) => v.minutes)].map(([k, m]) => [k, m / 60])), 1));
    q.ask('How much have we charged for callouts?', amount(sumOf(visits, charge, callout), 2));
    q.ask('Visit charges by site type', breakdown(groupBy(visits, (v) => site(v).type, 'sum', charge), 2));
    q.ask('On what share of visits was no pest found?', percent(percentOf(countWhere(visits, (v) => v.pest === 'None found'), visits.length)));
    q.ask('Average minutes on site for a wasp nest removal', amount(avgOf(visits, (v) => v.minutes, (v) => v.treatment === 'Nest removal'), 1));
    q.ask('How many kilograms of bait have we put down?', amount(sumOf(visits, (v) => v.bait) / 1000, 1));
    const aug = q.ask('How many visits were made in August 2025?', count(countWhere(visits, inMonth('2025-08'))));
    q.followUp(aug, 'and in September?', count(countWhere(visits, inMonth('2025-09'))));
    q.ask('Which month had the most wasp visits?', month(busiestMonth(visits, (v) => v.date, (v) => v.pest === 'Wasps')));
    q.ask('How many bed bug visits were at hotels?', count(countWhere(visits, (v) => v.pest === 'Bed bugs' && site(v).type === 'Hotel')));
    q.ask('Top 3 clients by callout charges', ranking(ranked(groupBy(visits, (v) => site(v).client, 'sum', charge, callout), 3)));
    q.ask('How many rodent visits (rats or mice) did we do in Q3?', count(countWhere(visits, (v) => rodent(v) && quarterOf(v.date) === 3)));
    q.ask('Average activity level recorded on follow-up visits', amount(avgOf(visits, (v) => v.activity, (v) => v.visitType === 'Follow-up'), 2));
    const calledOut = new Set(visits.filter(callout).map((v) => v.site));
    q.ask('How many sites have never needed a callout?', count(countWhere(sites, (s) => !calledOut.has(s.id))));
    q.ask('How many visits did we make to Total Foods Ltd sites?', count(countWhere(visits, (v) => site(v).client === 'Total Foods Ltd')));
    q.ask('What percentage of visits to farms were callouts?', percent(percentOf(countWhere(visits, (v) => callout(v) && site(v).type === 'Farm'), countWhere(visits, (v) => site(v).type === 'Farm'))));
    q.ask('Average charge for a heat treatment callout', amount(avgOf(visits, charge, (v) => callout(v) && v.treatment === 'Heat treatment'), 2));
    q.ask('How many different sites did we visit in July?', count(new Set(visits.filter(inMonth('2025-07')).map((v) => v.site)).size));
    q.ask('When was the first visit recorded?', day(dateRange(visits, (v) => v.date).first));
    q.ask('Which site has run up the most in visit charges? Give the site id.', winner(groupBy(visits, (v) => v.site, 'sum', charge)));
    q.ask('How much did we bill for pigeon proofing?', amount(sumOf(visits, charge, (v) => v.treatment === 'Proofing'), 2));
    q.ask('How many visits lasted more than two hours?', count(countWhere(visits, (v) => v.minutes > 120)));
    q.ask('How many hours did Marek Nowak spend on site in October?', amount(sumOf(visits, (v) => v.minutes, (v) => v.technician === 'Marek Nowak' && inMonth('2025-10')(v)) / 60, 1));
    q.ask('callouts per town', countsBy(groupBy(visits, (v) => site(v).town, 'count', undefined, callout)));

    q.ask('How much did we spend on rodenticide this year?', decline('no chemical costs'));
    q.ask('How many customer complaints did we receive?', decline('no complaints data'));
    q.ask('How many miles did the technicians drive between sites?', decline('no mileage'));
    q.ask('How many visits did we make in 2024?', decline('visits start in January 2025'));
    q.ask('How many termite jobs did we do?', decline('no termites among the pests'));
    q.ask("What's the average hourly pay of our technicians?", decline('no pay data'));
    q.ask('Which sites failed their food hygiene inspection?', decline('no hygiene inspection results'));
    q.ask('Do wet months bring more rat callouts? Show rainfall against callouts.', decline('no rainfall data'));
    q.ask('How many bait stations are installed at each site?', decline('no bait station counts'));
    q.ask('What rating do customers give our technicians?', decline('no ratings'));
    q.ask('How much contract revenue will we make next year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

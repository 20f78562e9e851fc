// A locksmith company in the Pacific Northwest: 380 trade accounts (XLSX) and 16,000 callouts from
// January 2024 to September 2025 (CSV) sharing `account_id`. Traps: two-letter state codes that read
// as words ("OR", "ID"), an "IT" sector, private callers with a blank account_id, credit terms stored
// as text ("30 days"), lower-case statuses, money and minutes in the headers ("Charge ($)",
// "Response time (min)"), and an account whose name starts with "Total" ("Total Facility Services").
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Account {
  id: number;
  name: string;
  sector: string;
  state: string;
  terms: string;
  opened: string;
}

interface Callout {
  id: string;
  received: string;
  account: number | null;
  state: string;
  city: string;
  type: string;
  technician: string;
  response: number | null;
  charge: number;
  afterHours: string;
  status: string;
}

const CITIES: [string, string, number][] = [
  ['Seattle', 'WA', 28], ['Tacoma', 'WA', 10], ['Spokane', 'WA', 8], ['Vancouver', 'WA', 6],
  ['Portland', 'OR', 24], ['Salem', 'OR', 7], ['Eugene', 'OR', 6], ['Boise', 'ID', 8], ['Idaho Falls', 'ID', 3],
];
const SECTORS = ['Property Management', 'Retail', 'Education', 'Healthcare', 'IT', 'Hospitality', 'Insurance'];
const SECTOR_WEIGHTS = [30, 18, 10, 10, 12, 12, 8];
const WORDS = ['Cascade', 'Evergreen', 'Summit', 'Rainier', 'Columbia', 'Willamette', 'Puget', 'Harbor', 'Cedar', 'Pioneer', 'Northwest', 'Timber', 'Alder', 'Orca', 'Sawtooth', 'Snake River'];
const KINDS: Record<string, string[]> = {
  'Property Management': ['Property Group', 'Realty', 'Apartments', 'Rentals'],
  Retail: ['Outfitters', 'Market', 'Hardware', 'Boutique'],
  Education: ['Academy', 'School District', 'College', 'Learning Center'],
  Healthcare: ['Clinic', 'Dental', 'Medical Center', 'Pharmacy'],
  IT: ['Networks', 'Data Systems', 'Software', 'Cloud Labs'],
  Hospitality: ['Hotel', 'Inn', 'Suites', 'Lodge'],
  Insurance: ['Mutual', 'Insurance', 'Claims Services', 'Assurance'],
};
const TECHS = ['Marcus Bell', 'Jenna Ortiz', 'Tyler Nguyen', 'Rosa Delgado', 'Caleb Hart', 'Aiden Brooks', 'Maya Singh', 'Luis Ramos', 'Hannah Cole', 'Derek Wu'];
// job type, weight, base charge, charge spread
const JOB_TYPES: [string, number, number, number][] = [
  ['Lockout', 34, 95, 25], ['Lock change', 22, 165, 45], ['Rekey', 14, 120, 30], ['Burglary repair', 7, 260, 80],
  ['Access control', 6, 480, 160], ['Safe opening', 4, 320, 90], ['Car key', 9, 210, 60], ['Master key system', 4, 690, 200],
];

function generate(): { accounts: Account[]; callouts: Callout[] } {
  const random = createRandom(15_202);
  const accounts: Account[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 380; i++) {
    const sector = random.weighted(SECTORS, SECTOR_WEIGHTS);
    let name = '';
    do name = `${random.pick(WORDS)} ${random.pick(KINDS[sector])}${random.chance(0.3) ? ` ${random.pick(['LLC', 'Inc', 'Co'])}` : ''}`;
    while (used.has(name));
    used.add(name);
    const state = random.weighted(['WA', 'OR', 'ID'], [55, 33, 12]);
    accounts.push({ id: 3_001 + i, name, sector, state, terms: random.weighted(['15 days', '30 days', '45 days', '60 days'], [20, 50, 15, 15]), opened: random.date('2018-03-01', '2025-08-31') });
  }
  const tfs = accounts[122];
  tfs.name = 'Total Facility Services';
  tfs.sector = 'Property Management';
  tfs.state = 'WA';
  const weights = accounts.map((a) => (a === tfs ? 60 : a.sector === 'Property Management' ? 4 : 1));
  const callouts: Callout[] = [];
  for (let i = 0; i < 16_000; i++) {
    const trade = random.chance(0.45);
    const account = trade ? random.weighted(accounts, weights) : null;
    const cities = CITIES.filter((c) => !account || c[1] === account.state);
    const [city, state] = random.weighted(cities, cities.map((c) => c[2]));
    const [type, , base, spread] = random.weighted(JOB_TYPES, JOB_TYPES.map((t) => t[1] * (t[0] === 'Car key' && account ? 0.2 : 1)));
    const day = random.date('2024-01-01', '2025-09-30');
    const hour = random.weighted([random.int(0, 6), random.int(7, 17), random.int(18, 23)], [12, 66, 22]);
    const afterHours = hour < 7 || hour >= 18 ? 'Y' : 'N';
    const roll = random.next();
    const status = roll < 0.06 ? 'cancelled' : roll < 0.09 ? 'gone on arrival' : 'completed';
    const tech = random.pick(TECHS);
    const speed = TECHS.indexOf(tech) % 3 === 0 ? 0.85 : TECHS.indexOf(tech) % 3 === 1 ? 1 : 1.12;
    const response = status === 'cancelled' ? null : Math.max(8, Math.round(random.normal(state === 'ID' ? 52 : 38, 12) * speed * (afterHours === 'Y' ? 1.25 : 1)));
    const charge = status === 'cancelled' ? 0 : status === 'gone on arrival' ? 49 : Math.round(Math.max(45, random.normal(base, spread)) * (afterHours === 'Y' ? 1.5 : 1) * 100) / 100;
    callouts.push({
      id: '',
      received: `${day} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
      account: account?.id ?? null,
      state,
      city,
      type,
      technician: tech,
      response,
      charge,
      afterHours,
      status,
    });
  }
  callouts.sort((a, b) => a.received.localeCompare(b.received) || a.city.localeCompare(b.city));
  callouts.forEach((c, i) => (c.id = `LK-${String(100_001 + i)}`));
  return { accounts, callouts };
}

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { header: 'account_id', value: (a) => a.id },
  { header: 'account_name', value: (a) => a.name },
  { header: 'sector', value: (a) => a.sector },
  { header: 'state', value: (a) => a.state },
  { header: 'credit_terms', value: (a) => a.terms },
  { header: 'account_opened', value: (a) => a.opened },
];

const CALLOUT_COLUMNS: Column<Callout>[] = [
  { header: 'callout_id', value: (c) => c.id },
  { header: 'received_at', value: (c) => c.received },
  { header: 'account_id', value: (c) => c.account },
  { header: 'state', value: (c) => c.state },
  { header: 'city', value: (c) => c.city },
  { header: 'job_type', value: (c) => c.type },
  { header: 'technician', value: (c) => c.technician },
  { header: 'Response time (min)', value: (c) => c.response },
  { header: 'Charge ($)', value: (c) => c.charge },
  { header: 'after_hours', value: (c) => c.afterHours },
  { header: 'status', value: (c) => c.status },
];

export const locksmiths: BusinessSchema = {
  name: 'locksmiths',
  description: 'A Pacific Northwest locksmith company: 380 trade accounts (XLSX) and 16,000 callouts Jan 2024-Sep 2025 with charges in dollars (CSV) sharing account_id',
  async build(dir) {
    const { accounts, callouts } = generate();
    const files = [
      await writeXlsx(join(dir, 'locksmith_accounts.xlsx'), 'Accounts', ACCOUNT_COLUMNS, accounts),
      await writeCsv(join(dir, 'locksmith_callouts.csv'), CALLOUT_COLUMNS, callouts),
    ];
    const q = questionSet('locksmiths');
    const accOf = new Map(accounts.map((a) => [a.id, a]));
    const acc = (c: Callout) => (c.account === null ? null : accOf.get(c.account)!);
    const done = (c: Callout) => c.status === 'completed';
    const charge = (c: Callout) => c.charge;
    const resp = (c: Callout) => c.response;
    const inMonth = (m: string) => (c: Callout) => c.received.startsWith(m);

    q.ask('How many callouts have we had in total?', count(callouts.length));
    q.ask('How many trade accounts do we have?', count(accounts.length));
    q.ask('How many callouts were in OR?', count(countWhere(callouts, (c) => c.state === 'OR')));
    q.ask('callouts per state', countsBy(groupBy(callouts, (c) => c.state, 'count')));
    q.ask("What's our average response time in minutes?", amount(avgOf(callouts, resp), 1));
    q.ask('Average response time in Idaho', amount(avgOf(callouts, resp, (c) => c.state === 'ID'), 1));
    q.ask('How much did we charge in total in 2025?', amount(sumOf(callouts, charge, (c) => c.received.startsWith('2025'))));
    q.ask('What percentage of callouts are after hours?', percent(percentOf(countWhere(callouts, (c) => c.afterHours === 'Y'), callouts.length)));
    q.ask('Which technician handled the most callouts?', winner(groupBy(callouts, (c) => c.technician, 'count')));
    q.ask('Top 3 cities by revenue', ranking(ranked(groupBy(callouts, (c) => c.city, 'sum', charge), 3)));
    q.ask("What's the most common type of job?", winner(groupBy(callouts, (c) => c.type, 'count')));
    q.ask('Average charge for a completed safe opening', amount(avgOf(callouts, charge, (c) => c.type === 'Safe opening' && done(c))));
    q.ask('How many callouts came from private customers rather than trade accounts?', count(countWhere(callouts, (c) => c.account === null)));
    q.ask('How many callouts did we do for IT companies?', count(countWhere(callouts, (c) => acc(c)?.sector === 'IT')));
    q.ask('Revenue by account sector', breakdown(groupBy(callouts, (c) => acc(c)?.sector ?? null, 'sum', charge)));
    q.ask('Which account brings in the most revenue?', winner(groupBy(callouts, (c) => acc(c)?.name ?? null, 'sum', charge)));
    q.ask('How many callouts did we get in Q1 2025?', count(countWhere(callouts, (c) => c.received.startsWith('2025') && quarterOf(c.received) === 1)));
    q.ask('What was our busiest month?', month(busiestMonth(callouts, (c) => c.received)));
    q.ask('How many callouts between 10 and 24 November 2024?', count(countWhere(callouts, (c) => c.received >= '2024-11-10' && c.received < '2024-11-25')));
    q.ask('callouts since the start of August 2025', count(countWhere(callouts, (c) => c.received >= '2025-08-01')));
    q.ask('What was the slowest response time we recorded?', amount(maxOf(callouts, resp), 0));
    q.ask('Median charge on completed jobs', amount(medianOf(callouts, charge, done)));
    q.ask('What share of callouts got cancelled?', percent(percentOf(countWhere(callouts, (c) => c.status === 'cancelled'), callouts.length)));
    const lockouts = q.ask('How many lockout callouts did we get in Portland in June 2025?', count(countWhere(callouts, (c) => c.city === 'Portland' && c.type === 'Lockout' && inMonth('2025-06')(c))));
    q.followUp(lockouts, 'and in July?', count(countWhere(callouts, (c) => c.city === 'Portland' && c.type === 'Lockout' && inMonth('2025-07')(c))));
    const cityRevenue = groupBy(callouts, (c) => c.city, 'sum', charge, (c) => c.city === 'Seattle' || c.city === 'Portland');
    q.ask('Did Seattle or Portland bring in more money?', winner(cityRevenue));
    q.ask('How many of our accounts are based in OR?', count(countWhere(accounts, (a) => a.state === 'OR')));
    q.ask('How many accounts have we opened since January 2024?', count(countWhere(accounts, (a) => a.opened >= '2024-01-01')));
    q.ask('How many accounts are on 60 day terms?', count(countWhere(accounts, (a) => a.terms === '60 days')));
    const techResp = groupBy(callouts, (c) => c.technician, 'avg', resp);
    q.ask('Which technician gets to jobs fastest on average?', winner(techResp, 'asc'));
    q.ask('Revenue per technician for 2024', breakdown(groupBy(callouts, (c) => c.technician, 'sum', charge, (c) => c.received.startsWith('2024'))));
    q.ask('How many callouts have we done for Total Facility Services?', count(countWhere(callouts, (c) => acc(c)?.name === 'Total Facility Services')));
    q.ask('Average after-hours charge for a completed lockout', amount(avgOf(callouts, charge, (c) => c.type === 'Lockout' && c.afterHours === 'Y' && done(c))));
    q.ask('How many access control jobs did we complete for schools and colleges (education sector)?', count(countWhere(callouts, (c) => c.type === 'Access control' && done(c) && acc(c)?.sector === 'Education')));
    q.ask('Gone on arrival callouts by city', countsBy(groupBy(callouts, (c) => c.city, 'count', undefined, (c) => c.status === 'gone on arrival')));

    q.ask('How many keys did we cut last month?', decline('no key cutting sales'));
    q.ask('What was our fuel spend on the vans in 2025?', decline('no vehicle costs'));
    q.ask('How many 5-star reviews did Jenna Ortiz get?', decline('no reviews'));
    q.ask('How many callouts did we have in 2023?', decline('callouts start in January 2024'));
    q.ask('Which lock brand do customers prefer?', decline('no lock brand recorded'));
    q.ask('How many callouts should we expect next December?', decline('a forecast'));
    q.ask('What is the profit margin on a lock change?', decline('no costs'));
    q.ask('How long does a lock change take on site on average?', decline('no time on site recorded'));
    q.ask('How many hours did each technician work in August?', decline('no time sheets'));
    q.ask('Is Rosa Delgado a better locksmith than Caleb Hart?', decline('an opinion'));
    q.ask('Which accounts paid their invoices late?', decline('no payment dates'));
    return { files, questions: q.questions };
  },
};

// A home care agency: 1,150 clients (CSV: area, funding, care level, hourly rate, start date as
// dd/mm/yyyy, Active Yes/No), 320 carers (XLSX: team, contract, driver Yes/No, start date as "3 Mar
// 2026") and 96,000 care visits from July 2025 to mid-December 2026 (CSV) with planned and actual
// minutes. Traps: client ids that look numeric, actual minutes blank on missed, cancelled and future
// (Scheduled) visits, minutes in the headers while owners ask in hours, an hourly rate in pounds in
// the client table (not the visits), a "Late" Yes/No flag blank where nobody arrived, and teams that
// are not the same thing as the clients' areas.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf, busiestMonth } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { TODAY, longDate, personName, ukDate } from './formats.ts';

interface Client {
  id: number;
  name: string;
  area: string;
  funding: string;
  level: string;
  rate: number;
  start: string;
  active: boolean;
}

interface Carer {
  id: string;
  name: string;
  team: string;
  contract: string;
  driver: boolean;
  start: string;
}

interface Visit {
  id: number;
  date: string;
  client: number;
  carer: string;
  type: string;
  planned: number;
  actual: number | null;
  status: string;
  late: boolean | null;
}

const AREAS: [string, string, number][] = [
  ['Harrogate', 'Central', 30], ['Knaresborough', 'East', 14], ['Ripon', 'North', 13], ['Boroughbridge', 'North', 6],
  ['Wetherby', 'South', 12], ['Selby', 'South', 11], ['Tadcaster', 'West', 14],
];
const FUNDING: [string, number, number][] = [['Local Authority', 22.4, 46], ['Private', 28.5, 27], ['NHS CHC', 26, 12], ['Direct Payment', 24, 15]];
const TYPES: [string, number[], number][] = [
  ['Personal Care', [30, 45, 60], 44], ['Medication', [15, 30], 22], ['Meal Prep', [30, 45], 17], ['Companionship', [60, 90, 120], 12], ['Night Sitting', [480, 600], 5],
];
const TEAM_MISS: Record<string, number> = { Central: 0.02, East: 0.022, North: 0.041, South: 0.025, West: 0.018 };
const TEAM_LATE: Record<string, number> = { Central: 0.1, East: 0.13, North: 0.17, South: 0.11, West: 0.08 };

function generate(): { clients: Client[]; carers: Carer[]; visits: Visit[] } {
  const random = createRandom(45_113);
  const carers: Carer[] = [];
  const taken = new Set<string>();
  const teams = ['Central', 'East', 'North', 'South', 'West'];
  for (let i = 0; i < 320; i++) {
    let name = personName(random);
    while (taken.has(name)) name = personName(random);
    taken.add(name);
    carers.push({
      id: String(7_001 + i),
      name,
      team: random.weighted(teams, [30, 14, 19, 23, 14]),
      contract: random.weighted(['Full-time', 'Part-time', 'Zero Hours'], [38, 34, 28]),
      driver: random.chance(0.72),
      start: random.date('2018-01-01', '2026-11-20'),
    });
  }
  const clients: Client[] = [];
  for (let i = 0; i < 1_150; i++) {
    const [area] = random.weighted(AREAS, AREAS.map((a) => a[2]));
    const [funding, rate] = random.weighted(FUNDING, FUNDING.map((f) => f[2]));
    clients.push({
      id: 204_311 + i * 7,
      name: personName(random),
      area,
      funding,
      level: random.weighted(['Low', 'Medium', 'High'], [35, 42, 23]),
      rate,
      start: random.date('2021-01-01', '2026-11-15'),
      active: random.chance(0.78),
    });
  }
  const teamOfArea = new Map(AREAS.map((a) => [a[0], a[1]]));
  const carersByTeam = new Map(teams.map((t) => [t, carers.filter((c) => c.team === t)]));
  const weightOf = (c: Client) => (c.level === 'High' ? 3 : c.level === 'Medium' ? 2 : 1) * (c.active ? 1 : 0.3);
  const clientWeights = clients.map(weightOf);
  const visits: Visit[] = [];
  for (let i = 0; i < 96_000; i++) {
    const client = random.weighted(clients, clientWeights);
    const team = teamOfArea.get(client.area)!;
    const carer = random.pick(carersByTeam.get(team)!);
    const [type, lengths] = random.weighted(TYPES, TYPES.map((t) => t[2]));
    const planned = random.pick(lengths);
    const date = random.date('2025-07-01', '2026-12-13');
    const roll = random.next();
    const status = date > TODAY ? 'Scheduled' : roll < TEAM_MISS[team] ? 'Missed' : roll < TEAM_MISS[team] + 0.04 ? 'Cancelled by Client' : 'Completed';
    const done = status === 'Completed';
    const actual = done ? Math.max(5, Math.round(random.normal(planned * 0.94, planned * 0.12))) : null;
    visits.push({ id: 0, date, client: client.id, carer: carer.id, type, planned, actual, status, late: done ? random.chance(TEAM_LATE[team]) : null });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.client - b.client);
  visits.forEach((v, i) => (v.id = 3_000_001 + i));
  return { clients, carers, visits };
}

const CLIENT_COLUMNS: Column<Client>[] = [
  { header: 'Client ID', value: (c) => c.id },
  { header: 'Client Name', value: (c) => c.name },
  { header: 'Area', value: (c) => c.area },
  { header: 'Funding', value: (c) => c.funding },
  { header: 'Care Level', value: (c) => c.level },
  { header: 'Hourly Rate (GBP)', value: (c) => c.rate },
  { header: 'Start Date', value: (c) => ukDate(c.start) },
  { header: 'Active', value: (c) => (c.active ? 'Yes' : 'No') },
];

const CARER_COLUMNS: Column<Carer>[] = [
  { header: 'Carer ID', value: (c) => c.id },
  { header: 'Carer Name', value: (c) => c.name },
  { header: 'Team', value: (c) => c.team },
  { header: 'Contract', value: (c) => c.contract },
  { header: 'Driver', value: (c) => (c.driver ? 'Yes' : 'No') },
  { header: 'Start Date', value: (c) => longDate(c.start) },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'Visit ID', value: (v) => v.id },
  { header: 'Visit Date', value: (v) => ukDate(v.date) },
  { header: 'Client ID', value: (v) => v.client },
  { header: 'Carer ID', value: (v) => v.carer },
  { header: 'Visit Type', value: (v) => v.type },
  { header: 'Planned Mins', value: (v) => v.planned },
  { header: 'Actual Mins', value: (v) => v.actual },
  { header: 'Status', value: (v) => v.status },
  { header: 'Late', value: (v) => (v.late === null ? null : v.late ? 'Yes' : 'No') },
];

export const homecare: BusinessSchema = {
  name: 'homecare',
  description: 'A home care agency: 1,150 clients (CSV), 320 carers (XLSX) and 96,000 care visits Jul 2025-Dec 2026 with planned and actual minutes (CSV) sharing Client ID and Carer ID',
  async build(dir) {
    const { clients, carers, visits } = generate();
    const files = [
      await writeCsv(join(dir, 'clients.csv'), CLIENT_COLUMNS, clients),
      await writeXlsx(join(dir, 'carers.xlsx'), 'Carers', CARER_COLUMNS, carers),
      await writeCsv(join(dir, 'care_visits.csv'), VISIT_COLUMNS, visits),
    ];
    const q = questionSet('homecare');
    const clientOf = new Map(clients.map((c) => [c.id, c]));
    const carerOf = new Map(carers.map((c) => [c.id, c]));
    const done = (v: Visit) => v.status === 'Completed';
    const missed = (v: Visit) => v.status === 'Missed';
    const inMonth = (m: string) => (v: Visit) => v.date.startsWith(m);
    const inYear = (y: string) => (v: Visit) => v.date.startsWith(y);
    const team = (v: Visit) => carerOf.get(v.carer)!.team;
    const hours = (v: Visit) => (v.actual === null ? null : v.actual / 60);
    const short = (v: Visit) => (v.actual === null ? null : v.planned - v.actual);

    q.ask('How many visits did we complete last month?', count(countWhere(visits, (v) => done(v) && inMonth('2026-10')(v))));
    q.ask('How many missed visits have we had this year?', count(countWhere(visits, (v) => missed(v) && inYear('2026')(v))));
    q.ask('Visits by status', countsBy(groupBy(visits, (v) => v.status, 'count')));
    q.ask('What percentage of 2025 visits were missed?', percent(percentOf(countWhere(visits, (v) => missed(v) && inYear('2025')(v)), countWhere(visits, inYear('2025')))));
    q.ask('How many hours of care did we deliver in 2025 (actual time on completed visits)?', amount(sumOf(visits, hours, (v) => done(v) && inYear('2025')(v)), 1));
    q.ask('Average actual minutes on a completed personal care visit', amount(avgOf(visits, (v) => v.actual, (v) => done(v) && v.type === 'Personal Care'), 1));
    q.ask('For completed visits in October 2026, what percentage of the planned minutes was actually delivered?', percent(percentOf(sumOf(visits, (v) => v.actual, (v) => done(v) && inMonth('2026-10')(v)), sumOf(visits, (v) => v.planned, (v) => done(v) && inMonth('2026-10')(v)))));
    q.ask('How many completed visits were shorter than planned?', count(countWhere(visits, (v) => done(v) && v.actual! < v.planned)));
    q.ask('Which carer team has missed the most visits?', winner(groupBy(visits, team, 'count', undefined, missed)));
    q.ask('Which visit type has the biggest average shortfall (planned minus actual minutes) on completed visits?', winner(groupBy(visits, (v) => v.type, 'avg', short, done)));
    q.ask('Top 3 carers by hours delivered this year', ranking(ranked(groupBy(visits, (v) => carerOf.get(v.carer)!.name, 'sum', hours, (v) => done(v) && inYear('2026')(v)), 3)));
    q.ask('How many clients are on our books?', count(clients.length));
    q.ask('How many active clients do we have?', count(countWhere(clients, (c) => c.active)));
    q.ask('Clients by funding type', countsBy(groupBy(clients, (c) => c.funding, 'count')));
    q.ask('Which area has the most active clients?', winner(groupBy(clients, (c) => c.area, 'count', undefined, (c) => c.active)));
    q.ask('How many high care level clients are in Ripon?', count(countWhere(clients, (c) => c.area === 'Ripon' && c.level === 'High')));
    q.ask("What would last month's completed visits bill at each client's hourly rate, charging actual minutes?", amount(sumOf(visits, (v) => (v.actual! / 60) * clientOf.get(v.client)!.rate, (v) => done(v) && inMonth('2026-10')(v))));
    q.ask('Completed visits by visit type this year', countsBy(groupBy(visits, (v) => v.type, 'count', undefined, (v) => done(v) && inYear('2026')(v))));
    q.ask('What percentage of completed visits in 2026 were late?', percent(percentOf(countWhere(visits, (v) => done(v) && inYear('2026')(v) && v.late === true), countWhere(visits, (v) => done(v) && inYear('2026')(v)))));
    q.ask('Which team has the highest late rate on completed visits?', winner(new Map([...groupBy(visits, team, 'count', undefined, done)].map(([k, n]) => [k, percentOf(countWhere(visits, (v) => done(v) && v.late === true && team(v) === k), n)]))));
    q.ask('How many of our carers can drive?', count(countWhere(carers, (c) => c.driver)));
    q.ask('Carers by contract type', countsBy(groupBy(carers, (c) => c.contract, 'count')));
    q.ask('How many carers started with us in 2026?', count(countWhere(carers, (c) => c.start.startsWith('2026'))));
    q.ask('How many visits are scheduled for December?', count(countWhere(visits, (v) => inMonth('2026-12')(v) && v.status === 'Scheduled')));
    q.ask('How many visits were missed between 1 June and 31 August 2026?', count(countWhere(visits, (v) => missed(v) && v.date >= '2026-06-01' && v.date <= '2026-08-31')));
    q.ask('How many visits have clients cancelled since 1 October 2026?', count(countWhere(visits, (v) => v.status === 'Cancelled by Client' && v.date >= '2026-10-01' && v.date <= TODAY)));
    q.ask('How many visits were completed in the last 30 days?', count(countWhere(visits, (v) => done(v) && v.date >= '2026-11-01' && v.date <= TODAY)));
    q.ask('Hours of care delivered in Q2 2026', amount(sumOf(visits, hours, (v) => done(v) && inYear('2026')(v) && quarterOf(v.date) === 2), 1));
    q.ask('Which month had the most missed visits in 2025?', month(busiestMonth(visits, (v) => v.date, (v) => missed(v) && inYear('2025')(v))));
    q.ask('Average planned minutes for a night sitting visit', amount(avgOf(visits, (v) => v.planned, (v) => v.type === 'Night Sitting'), 1));
    q.ask('How many visits to private clients were missed this year?', count(countWhere(visits, (v) => missed(v) && inYear('2026')(v) && clientOf.get(v.client)!.funding === 'Private')));
    q.ask('Hours delivered to NHS CHC funded clients in 2026', amount(sumOf(visits, hours, (v) => done(v) && inYear('2026')(v) && clientOf.get(v.client)!.funding === 'NHS CHC'), 1));
    q.ask('Which client area had the most missed visits in 2026?', winner(groupBy(visits, (v) => clientOf.get(v.client)!.area, 'count', undefined, (v) => missed(v) && inYear('2026')(v))));
    q.ask("What share of this year's completed visits were done by zero hours carers?", percent(percentOf(countWhere(visits, (v) => done(v) && inYear('2026')(v) && carerOf.get(v.carer)!.contract === 'Zero Hours'), countWhere(visits, (v) => done(v) && inYear('2026')(v)))));
    q.ask('Completed visits per team last month', countsBy(groupBy(visits, team, 'count', undefined, (v) => done(v) && inMonth('2026-10')(v))));
    q.ask('Longest completed visit in actual minutes?', count(maxOf(visits, (v) => v.actual, done)));
    q.ask('How many different clients did we visit (completed visits) last month?', count(new Set(visits.filter((v) => done(v) && inMonth('2026-10')(v)).map((v) => v.client)).size));
    q.ask('How many medication visits were missed in 2025?', count(countWhere(visits, (v) => missed(v) && v.type === 'Medication' && inYear('2025')(v))));
    q.ask('North team vs South team: hours delivered on completed visits this year', breakdown(groupBy(visits, team, 'sum', hours, (v) => done(v) && inYear('2026')(v) && (team(v) === 'North' || team(v) === 'South')), 1));
    q.ask('How many completed visits overran the plan by 15 minutes or more?', count(countWhere(visits, (v) => done(v) && v.actual! - v.planned >= 15)));
    q.ask('How many direct payment clients started in 2025?', count(countWhere(clients, (c) => c.funding === 'Direct Payment' && c.start.startsWith('2025'))));
    q.ask('What percentage of our clients are high care level?', percent(percentOf(countWhere(clients, (c) => c.level === 'High'), clients.length)));
    q.ask('Average actual minutes per completed visit by visit type', breakdown(groupBy(visits, (v) => v.type, 'avg', (v) => v.actual, done), 1));
    q.ask('Which carer completed the most visits last month?', winner(groupBy(visits, (v) => carerOf.get(v.carer)!.name, 'count', undefined, (v) => done(v) && inMonth('2026-10')(v))));
    const sept = q.ask('How many visits were missed in September 2026?', count(countWhere(visits, (v) => missed(v) && inMonth('2026-09')(v))));
    q.followUp(sept, 'and in October?', count(countWhere(visits, (v) => missed(v) && inMonth('2026-10')(v))));
    const west = q.ask('Hours delivered by the West team in August 2026', amount(sumOf(visits, hours, (v) => done(v) && team(v) === 'West' && inMonth('2026-08')(v)), 1));
    q.followUp(west, 'What about the East team?', amount(sumOf(visits, hours, (v) => done(v) && team(v) === 'East' && inMonth('2026-08')(v)), 1));

    q.ask('What do we pay our carers per hour?', decline('no carer pay rates; the hourly rate is the client charge'));
    q.ask('How many miles did carers drive last month?', decline('no mileage recorded'));
    q.ask('How satisfied are our clients with their care?', decline('no satisfaction scores'));
    q.ask('Which medications are given most often on medication visits?', decline('no medication names'));
    q.ask('How many clients do we have in Leeds?', decline('no clients in Leeds'));
    q.ask('How many visits did we make in 2024?', decline('visits start in July 2025'));
    q.ask('How many sick days did carers take this year?', decline('no sickness records'));
    q.ask('How long do carers spend travelling between visits?', decline('no travel time'));
    q.ask('Which carers have an NVQ level 3?', decline('no qualifications column'));
    q.ask('Why were visits missed?', decline('no missed-visit reason'));
    q.ask('How old is our average client?', decline('no client ages or dates of birth'));
    return { files, questions: q.questions };
  },
};

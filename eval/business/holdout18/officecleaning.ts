// An office-cleaning contractor: 380 client contracts (XLSX), 52,000 cleaning visits from January
// to October 2025 (CSV) and weekly staff timesheets (CSV). Visits join contracts by `contract_no`
// and timesheets by the supervisor's `employee_id`. Traps: contract numbers with leading zeros,
// the sector "Other", a client whose name starts with "Total", ended and suspended contracts,
// missed and partial visits, quality scores only on audited visits (nulls), timesheet weeks written
// as day/month/year text, money with the unit in the header.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Contract {
  no: string;
  client: string;
  sector: string;
  city: string;
  start: string;
  end: string | null;
  monthly: number;
  perWeek: number;
  status: string;
  manager: string;
}

interface Visit {
  id: number;
  contract: string;
  date: string;
  supervisor: string;
  crew: number;
  hours: number;
  status: string;
  score: number | null;
  supplies: number;
}

interface Timesheet {
  employee: string;
  name: string;
  role: string;
  week: string;
  regular: number;
  overtime: number;
  rate: number;
}

const SECTORS: [string, number][] = [['Office', 45], ['Medical', 14], ['Education', 12], ['Retail', 13], ['Industrial', 9], ['Other', 7]];
const CITIES: [string, number][] = [['Leeds', 34], ['Bradford', 18], ['York', 14], ['Harrogate', 9], ['Wakefield', 13], ['Huddersfield', 12]];
const MANAGERS = ['Priya Shah', 'Tom Barker', 'Louise Grant', 'Callum Hirst'];
const WORDS_A = ['Aire', 'Kirkgate', 'Ridings', 'Pennine', 'Calder', 'Ouse', 'Wharfe', 'Minster', 'Headrow', 'Briggate', 'Holbeck', 'Moorland', 'Northern', 'Dales', 'Crown', 'Victoria', 'Albion', 'Granary', 'Mill', 'Beacon'];
const WORDS_B = ['Dental', 'Legal', 'Accountants', 'Logistics', 'Clinic', 'Academy', 'Motors', 'Insurance', 'Estates', 'Studios', 'Engineering', 'Pharmacy', 'Partners', 'Surveyors', 'Print', 'Foods', 'Fitness', 'Architects', 'Software', 'Opticians'];
const SUFFIX = ['Ltd', 'LLP', 'Group', 'Ltd', 'Ltd', '& Co'];
const STAFF_FIRST = ['Agnieszka', 'Bilal', 'Dorota', 'Emeka', 'Fatima', 'Gemma', 'Ionut', 'Joanne', 'Kasia', 'Lee', 'Mohammed', 'Nadia', 'Olu', 'Pawel', 'Rachel', 'Shona', 'Tariq', 'Vicky', 'Wes', 'Yasmin'];
const STAFF_LAST = ['Nowak', 'Hussain', 'Okafor', 'Begum', 'Popescu', 'Clarke', 'Wood', 'Kaur', 'Dixon', 'Akhtar', 'Lewandowski', 'Holmes', 'Iqbal', 'Shaw', 'Mensah', 'Atkinson'];

function generate(): { contracts: Contract[]; visits: Visit[]; sheets: Timesheet[] } {
  const random = createRandom(35_433);
  const staff: { id: string; name: string; role: string; rate: number }[] = [];
  const staffNames = new Set<string>();
  for (let i = 0; i < 190; i++) {
    let name = '';
    do name = `${random.pick(STAFF_FIRST)} ${random.pick(STAFF_LAST)}`; while (staffNames.has(name));
    staffNames.add(name);
    const role = i < 24 ? 'supervisor' : i < 30 ? 'window specialist' : 'cleaner';
    staff.push({ id: `E${String(1_020 + i * 3)}`, name, role, rate: role === 'supervisor' ? random.float(14.2, 16.5, 2) : role === 'window specialist' ? random.float(13.4, 14.8, 2) : random.float(12.21, 13.1, 2) });
  }
  const supervisors = staff.filter((s) => s.role === 'supervisor');
  const contracts: Contract[] = [];
  const clients = new Set<string>(['Total Facilities Management Ltd']);
  for (let i = 0; i < 380; i++) {
    let client = i === 17 ? 'Total Facilities Management Ltd' : '';
    if (!client) {
      do client = `${random.pick(WORDS_A)} ${random.pick(WORDS_B)} ${random.pick(SUFFIX)}`; while (clients.has(client));
      clients.add(client);
    }
    const sector = random.weighted(SECTORS.map((s) => s[0]), SECTORS.map((s) => s[1]));
    const perWeek = random.weighted([1, 2, 3, 5], [20, 30, 25, 25]);
    const start = random.date('2021-01-01', '2025-08-31');
    const roll = random.next();
    const status = roll < 0.15 ? 'ended' : roll < 0.2 ? 'suspended' : 'active';
    const end = status === 'ended' ? random.date(start > '2024-06-01' ? start : '2024-06-01', '2025-10-31') : null;
    contracts.push({
      no: String(211 + i * 2).padStart(5, '0'),
      client,
      sector,
      city: random.weighted(CITIES.map((c) => c[0]), CITIES.map((c) => c[1])),
      start,
      end,
      monthly: roundTo(perWeek * random.float(90, 260, 2) * (sector === 'Medical' ? 1.3 : 1), 2),
      perWeek,
      status,
      manager: random.pick(MANAGERS),
    });
  }
  const visits: Visit[] = [];
  const weights = contracts.map((c) => (c.end !== null && c.end < '2025-01-15' ? 0 : c.perWeek * (c.status === 'suspended' ? 0.4 : 1)));
  for (let i = 0; i < 52_000; i++) {
    const c = random.weighted(contracts, weights);
    let date = random.date(c.start > '2025-01-01' ? c.start : '2025-01-01', '2025-10-31');
    if (c.end !== null && date > c.end) date = random.date(c.start > '2025-01-01' ? c.start : '2025-01-01', c.end);
    const roll = random.next();
    const status = roll < 0.035 ? 'missed' : roll < 0.08 ? 'partial' : 'completed';
    const crew = status === 'missed' ? 0 : random.weighted([1, 2, 3, 4], [30, 40, 20, 10]);
    visits.push({
      id: 0,
      contract: c.no,
      date,
      supervisor: supervisors[(Number(c.no) * 7 + random.int(0, 2)) % supervisors.length].id,
      crew,
      hours: status === 'missed' ? 0 : roundTo(Math.max(0.5, random.normal(crew * 1.6, 0.6) * (status === 'partial' ? 0.5 : 1)), 2),
      status,
      score: status !== 'missed' && random.chance(0.18) ? random.weighted([1, 2, 3, 4, 5], c.sector === 'Medical' ? [2, 5, 18, 40, 35] : [3, 8, 22, 40, 27]) : null,
      supplies: status === 'missed' ? 0 : random.float(1.5, 9 * crew, 2),
    });
  }
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.contract.localeCompare(b.contract));
  visits.forEach((v, i) => (v.id = 9_000_001 + i));
  const sheets: Timesheet[] = [];
  for (let week = '2025-01-06'; week <= '2025-10-27'; week = addDays(week, 7)) {
    for (const s of staff) {
      if (random.chance(0.12)) continue;
      const regular = s.role === 'supervisor' ? random.int(30, 40) : roundTo(random.int(24, 75) * 0.5, 1);
      sheets.push({
        employee: s.id,
        name: s.name,
        role: s.role,
        week: `${week.slice(8, 10)}/${week.slice(5, 7)}/${week.slice(0, 4)}`,
        regular,
        overtime: random.chance(0.25) ? roundTo(random.int(1, 16) * 0.5, 1) : 0,
        rate: s.rate,
      });
    }
  }
  return { contracts, visits, sheets };
}

const CONTRACT_COLUMNS: Column<Contract>[] = [
  { header: 'contract_no', value: (c) => c.no },
  { header: 'client', value: (c) => c.client },
  { header: 'sector', value: (c) => c.sector },
  { header: 'city', value: (c) => c.city },
  { header: 'start_date', value: (c) => c.start },
  { header: 'end_date', value: (c) => c.end },
  { header: 'Monthly value (GBP)', value: (c) => c.monthly },
  { header: 'visits_per_week', value: (c) => c.perWeek },
  { header: 'status', value: (c) => c.status },
  { header: 'account_manager', value: (c) => c.manager },
];

const VISIT_COLUMNS: Column<Visit>[] = [
  { header: 'visit_id', value: (v) => v.id },
  { header: 'contract_no', value: (v) => v.contract },
  { header: 'visit_date', value: (v) => v.date },
  { header: 'supervisor_id', value: (v) => v.supervisor },
  { header: 'crew_size', value: (v) => v.crew },
  { header: 'hours_on_site', value: (v) => v.hours },
  { header: 'status', value: (v) => v.status },
  { header: 'quality_score', value: (v) => v.score },
  { header: 'Supplies (GBP)', value: (v) => v.supplies },
];

const SHEET_COLUMNS: Column<Timesheet>[] = [
  { header: 'employee_id', value: (t) => t.employee },
  { header: 'employee_name', value: (t) => t.name },
  { header: 'role', value: (t) => t.role },
  { header: 'week_starting', value: (t) => t.week },
  { header: 'regular_hours', value: (t) => t.regular },
  { header: 'overtime_hours', value: (t) => t.overtime },
  { header: 'hourly_rate_gbp', value: (t) => t.rate },
];

export const officecleaning: BusinessSchema = {
  name: 'officecleaning',
  description: 'An office-cleaning contractor: 380 client contracts (XLSX), 52,000 cleaning visits Jan-Oct 2025 (CSV) and weekly staff timesheets (CSV), joined by contract_no and supervisor employee_id',
  async build(dir) {
    const { contracts, visits, sheets } = generate();
    const files = [
      await writeXlsx(join(dir, 'contracts.xlsx'), 'Contracts', CONTRACT_COLUMNS, contracts),
      await writeCsv(join(dir, 'cleaning_visits.csv'), VISIT_COLUMNS, visits),
      await writeCsv(join(dir, 'staff_timesheets.csv'), SHEET_COLUMNS, sheets),
    ];
    const q = questionSet('officecleaning');
    const contractOf = new Map(contracts.map((c) => [c.no, c]));
    const active = (c: Contract) => c.status === 'active';
    const client = (v: Visit) => contractOf.get(v.contract)!.client;
    const done = (v: Visit) => v.status === 'completed';
    const isoWeek = (t: Timesheet) => `${t.week.slice(6, 10)}-${t.week.slice(3, 5)}-${t.week.slice(0, 2)}`;
    const nameOf = new Map(sheets.map((t) => [t.employee, t.name]));

    q.ask('How many active contracts do we have?', count(countWhere(contracts, active)));
    q.ask('What is the total monthly value of our active contracts?', amount(sumOf(contracts, (c) => c.monthly, active)));
    q.ask('Active contracts by sector', countsBy(groupBy(contracts, (c) => c.sector, 'count', undefined, active)));
    q.ask('Which active client has the biggest monthly contract?', winner(groupBy(contracts, (c) => c.client, 'sum', (c) => c.monthly, active)));
    q.ask('Average monthly value of a Medical contract', amount(avgOf(contracts, (c) => c.monthly, (c) => c.sector === 'Medical')));
    q.ask('How many contracts ended in 2025?', count(countWhere(contracts, (c) => c.end !== null && c.end.startsWith('2025'))));
    q.ask('Which account manager looks after the most active contracts?', winner(groupBy(contracts, (c) => c.manager, 'count', undefined, active)));
    q.ask('Monthly value of active contracts by city', breakdown(groupBy(contracts, (c) => c.city, 'sum', (c) => c.monthly, active)));
    q.ask('How many active contracts are in the Other sector?', count(countWhere(contracts, (c) => active(c) && c.sector === 'Other')));
    q.ask("What's the monthly value of the Total Facilities Management Ltd contract?", amount(sumOf(contracts, (c) => c.monthly, (c) => c.client === 'Total Facilities Management Ltd')));
    q.ask('How many contracts started in the first half of 2025?', count(countWhere(contracts, (c) => c.start >= '2025-01-01' && c.start < '2025-07-01')));
    q.ask('What share of our contracts are suspended?', percent(percentOf(countWhere(contracts, (c) => c.status === 'suspended'), contracts.length)));

    q.ask('How many cleaning visits were completed?', count(countWhere(visits, done)));
    q.ask('What percentage of visits were missed?', percent(percentOf(countWhere(visits, (v) => v.status === 'missed'), visits.length)));
    q.ask('Total hours on site in Q2 2025', amount(sumOf(visits, (v) => v.hours, (v) => v.date >= '2025-04-01' && v.date < '2025-07-01'), 1));
    q.ask('What is the average quality score of audited visits?', amount(avgOf(visits, (v) => v.score), 2));
    q.ask('Which city had the most missed visits?', winner(groupBy(visits, (v) => contractOf.get(v.contract)!.city, 'count', undefined, (v) => v.status === 'missed')));
    q.ask('Supplies spend by city', breakdown(groupBy(visits, (v) => contractOf.get(v.contract)!.city, 'sum', (v) => v.supplies)));
    q.ask('Average crew size on completed visits', amount(avgOf(visits, (v) => v.crew, done), 2));
    const june = q.ask('How many visits did we complete in June 2025?', count(countWhere(visits, (v) => done(v) && v.date.startsWith('2025-06'))));
    q.followUp(june, 'What about July?', count(countWhere(visits, (v) => done(v) && v.date.startsWith('2025-07'))));
    q.ask('How many visits were scheduled between 1 and 15 September 2025?', count(countWhere(visits, (v) => v.date >= '2025-09-01' && v.date <= '2025-09-15')));
    q.ask('Which sector has the lowest average quality score?', winner(groupBy(visits, (v) => contractOf.get(v.contract)!.sector, 'avg', (v) => v.score), 'asc'));
    q.ask('Top 3 clients by hours on site', ranking(ranked(groupBy(visits, client, 'sum', (v) => v.hours), 3)));
    q.ask('How many partial visits were there at Medical clients?', count(countWhere(visits, (v) => v.status === 'partial' && contractOf.get(v.contract)!.sector === 'Medical')));
    q.ask('How many visits have a quality score of 1?', count(countWhere(visits, (v) => v.score === 1)));
    q.ask('Total supplies cost for Total Facilities Management Ltd', amount(sumOf(visits, (v) => v.supplies, (v) => client(v) === 'Total Facilities Management Ltd')));
    q.ask('Which supervisor oversaw the most completed visits? Name them', winner(groupBy(visits, (v) => nameOf.get(v.supervisor)!, 'count', undefined, done)));
    q.ask('Visits by status', countsBy(groupBy(visits, (v) => v.status, 'count')));

    q.ask('How many overtime hours did staff log in total?', amount(sumOf(sheets, (t) => t.overtime), 1));
    q.ask('Regular hours by role', breakdown(groupBy(sheets, (t) => t.role, 'sum', (t) => t.regular), 1));
    q.ask('Which employee worked the most overtime?', winner(groupBy(sheets, (t) => t.name, 'sum', (t) => t.overtime)));
    q.ask('Average hourly rate on cleaner timesheets', amount(avgOf(sheets, (t) => t.rate, (t) => t.role === 'cleaner')));
    const weekMar = q.ask('How many regular hours were logged for the week starting 3 March 2025?', amount(sumOf(sheets, (t) => t.regular, (t) => isoWeek(t) === '2025-03-03'), 1));
    q.followUp(weekMar, 'and the week after?', amount(sumOf(sheets, (t) => t.regular, (t) => isoWeek(t) === '2025-03-10'), 1));
    q.ask('What did regular hours cost us (hours × hourly rate) for the weeks starting in September 2025?', amount(sumOf(sheets, (t) => t.regular * t.rate, (t) => isoWeek(t).startsWith('2025-09'))));
    q.ask('How many timesheets recorded any overtime?', count(countWhere(sheets, (t) => t.overtime > 0)));

    q.ask('How satisfied are our clients on a scale of 1 to 10?', decline('no client satisfaction survey; quality_score is an audit'));
    q.ask('Why did Medical clients cancel?', decline('no cancellation reasons'));
    q.ask('How much will we invoice next quarter?', decline('a forecast'));
    q.ask('What do our competitors charge per hour?', decline('data of other businesses'));
    q.ask('How many square metres do we clean each week?', decline('no floor area'));
    q.ask('Which cleaning products did we use most?', decline('only a supplies cost, no products'));
    q.ask('How many sick days did cleaners take?', decline('no absence data'));
    q.ask('How much mileage did crews drive between sites?', decline('no travel data'));
    q.ask('Who are the client contacts for each contract?', decline('no contact names'));
    q.ask('How many visits did we make in 2024?', decline('visits start in January 2025'));
    q.ask('What is the profit margin on each contract?', decline('no full cost data'));
    return { files, questions: q.questions };
  },
};

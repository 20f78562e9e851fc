// A high-street law firm's time recording: 620 client matters (CSV), 51,771 time entries from
// January 2024 to October 2025 (CSV) and 3,291 bills (XLSX), sharing matter_ref (all three).
// Traps: a practice area named "IT" (technology contracts) that reads as a pronoun, hours as
// decimals of six-minute units, rates in pounds per hour with the unit in the header, billable
// flags as Y/N, net bill amounts stored as text in the workbook ("1234.50"),
// unpaid bills with an empty paid date, closed dates empty for open matters, and a client whose
// name starts with "Total" ("Totalmix Concrete Ltd").
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Matter {
  ref: string;
  client: string;
  area: string;
  partner: string;
  opened: string;
  closed: string | null;
  basis: string;
}

interface Entry {
  id: number;
  matter: string;
  earner: string;
  grade: string;
  date: string;
  hours: number;
  rate: number;
  billable: string;
  activity: string;
}

interface Bill {
  no: string;
  matter: string;
  date: string;
  net: number;
  vat: number;
  paid: string | null;
  status: string;
}

const AREAS: [string, string][] = [
  ['Conveyancing', 'Helen Ward'], ['Family', 'Rajesh Mehta'], ['Employment', 'Rajesh Mehta'], ['Wills & Probate', 'Helen Ward'],
  ['Commercial', 'Simon Clarke'], ['Litigation', 'Simon Clarke'], ['IT', 'Simon Clarke'],
];
// fee earner, grade, rate
const EARNERS: [string, string, number][] = [
  ['Helen Ward', 'Partner', 295], ['Rajesh Mehta', 'Partner', 295], ['Simon Clarke', 'Partner', 310],
  ['Laura Bishop', 'Associate', 210], ['Owen Pryce', 'Associate', 210], ['Nadia Haddad', 'Associate', 225],
  ['Chris Lund', 'Trainee', 140], ['Amy Fenwick', 'Trainee', 140], ['Josh Kerr', 'Paralegal', 110], ['Beth Sayer', 'Paralegal', 110],
];
const SURNAMES = ['Allen', 'Brooks', 'Chapman', 'Dean', 'Ford', 'Gordon', 'Hayes', 'Irving', 'Kemp', 'Lord', 'Mills', 'Nolan', 'Osborne', 'Parry', 'Quinn', 'Rhodes', 'Stone', 'Tate', 'Vine', 'Wade'];
const COMPANIES = ['Totalmix Concrete Ltd', 'Harbour Software Ltd', 'Kestrel Logistics', 'Meadow Dairies', 'Northgate Dental', 'Pennine Print Co', 'Quayside Bars Ltd', 'Redwood Homes'];
const ACTIVITIES = ['Drafting', 'Telephone', 'Meeting', 'Research', 'Correspondence', 'Court', 'Travel'];

function generate() {
  const random = createRandom(39_858);
  const matters: Matter[] = [];
  for (let i = 1; i <= 620; i++) {
    const [area, partner] = random.weighted(AREAS, [30, 16, 12, 18, 10, 8, 6]);
    const company = area === 'Commercial' || area === 'IT' || (area === 'Employment' && random.chance(0.4));
    const opened = random.date('2023-10-01', '2025-09-30');
    const closed = random.chance(0.55) ? addDays(opened, random.int(30, 420)) : null;
    matters.push({
      ref: `${area === 'IT' ? 'IT' : area.slice(0, 3).toUpperCase()}/${opened.slice(0, 4)}/${String(i).padStart(4, '0')}`,
      client: company ? random.pick(COMPANIES) : `${random.pick(['Mr', 'Mrs', 'Ms', 'Dr'])} ${random.pick(SURNAMES)}`,
      area, partner, opened,
      closed: closed && closed <= '2025-10-31' ? closed : null,
      basis: area === 'Conveyancing' || area === 'Wills & Probate' ? random.weighted(['Fixed', 'Hourly'], [80, 20]) : 'Hourly',
    });
  }
  const entries: Entry[] = [];
  const bills: Bill[] = [];
  for (const m of matters) {
    const start = m.opened < '2024-01-01' ? '2024-01-01' : m.opened;
    const end = m.closed ?? '2025-10-31';
    if (end < start) continue;
    const team = [EARNERS.find((e) => e[0] === m.partner)!, random.pick(EARNERS.slice(3, 6)), random.pick(EARNERS.slice(6))];
    const n = Math.round(Math.min(400, daysBetween(start, end) / random.float(1.5, 6, 2)));
    let billedTo = start;
    for (let k = 0; k < n; k++) {
      const [earner, grade, rate] = random.weighted(team, [20, 45, 35]);
      const activity = random.weighted(ACTIVITIES, [30, 20, 12, 12, 18, m.area === 'Litigation' || m.area === 'Family' ? 6 : 0.5, 2]);
      entries.push({
        id: 0, matter: m.ref, earner, grade, date: random.date(start, end),
        hours: roundTo(random.int(1, activity === 'Court' ? 50 : 25) / 10, 1),
        rate: rate + (m.area === 'IT' ? 20 : 0), billable: activity === 'Travel' || random.chance(0.07) ? 'N' : 'Y', activity,
      });
    }
    for (let d = addDays(start, 30); d <= end; d = addDays(d, random.int(30, 75))) {
      const mine = entries.filter((e) => e.matter === m.ref && e.billable === 'Y' && e.date >= billedTo && e.date < d);
      billedTo = d;
      if (!mine.length) continue;
      const net = roundTo(mine.reduce((s, e) => s + e.hours * e.rate, 0) * (m.basis === 'Fixed' ? 0.8 : 1), 2);
      const roll = random.next();
      const status = d > '2025-09-01' && roll < 0.6 ? 'Outstanding' : roll < 0.05 ? 'Written off' : roll < 0.12 ? 'Outstanding' : 'Paid';
      bills.push({ no: '', matter: m.ref, date: d, net, vat: roundTo(net * 0.2, 2), status, paid: status === 'Paid' ? addDays(d, random.int(3, 90)) : null });
    }
  }
  entries.sort((a, b) => a.date.localeCompare(b.date) || a.matter.localeCompare(b.matter));
  entries.forEach((e, i) => (e.id = 1_000_001 + i));
  bills.sort((a, b) => a.date.localeCompare(b.date) || a.matter.localeCompare(b.matter));
  bills.forEach((b, i) => (b.no = `INV${String(24_001 + i)}`));
  return { matters, entries, bills };
}

const MATTER_COLUMNS: Column<Matter>[] = [
  { header: 'matter_ref', value: (m) => m.ref },
  { header: 'client_name', value: (m) => m.client },
  { header: 'practice_area', value: (m) => m.area },
  { header: 'responsible_partner', value: (m) => m.partner },
  { header: 'opened_on', value: (m) => m.opened },
  { header: 'closed_on', value: (m) => m.closed },
  { header: 'fee_basis', value: (m) => m.basis },
];

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'entry_id', value: (e) => e.id },
  { header: 'matter_ref', value: (e) => e.matter },
  { header: 'fee_earner', value: (e) => e.earner },
  { header: 'grade', value: (e) => e.grade },
  { header: 'work_date', value: (e) => e.date },
  { header: 'hours', value: (e) => e.hours },
  { header: 'Rate (£/h)', value: (e) => e.rate },
  { header: 'billable', value: (e) => e.billable },
  { header: 'activity', value: (e) => e.activity },
];

const BILL_COLUMNS: Column<Bill>[] = [
  { header: 'invoice_no', value: (b) => b.no },
  { header: 'matter_ref', value: (b) => b.matter },
  { header: 'invoice_date', value: (b) => b.date },
  { header: 'Net (£)', value: (b) => b.net.toFixed(2) },
  { header: 'VAT (£)', value: (b) => b.vat },
  { header: 'paid_on', value: (b) => b.paid },
  { header: 'status', value: (b) => b.status },
];

export const lawtime: BusinessSchema = {
  name: 'lawtime',
  description: "A law firm's time recording: 620 matters (CSV), 51,771 time entries Jan 2024-Oct 2025 (CSV) and 3,291 bills (XLSX) sharing matter_ref",
  async build(dir) {
    const { matters, entries, bills } = generate();
    const files = [
      await writeCsv(join(dir, 'matters.csv'), MATTER_COLUMNS, matters),
      await writeCsv(join(dir, 'time_entries.csv'), ENTRY_COLUMNS, entries),
      await writeXlsx(join(dir, 'bills.xlsx'), 'Bills', BILL_COLUMNS, bills),
    ];
    const q = questionSet('lawtime');
    const matterOf = new Map(matters.map((m) => [m.ref, m]));
    const area = (x: { matter: string }) => matterOf.get(x.matter)!.area;
    const hours = (e: Entry) => e.hours;
    const value = (e: Entry) => e.hours * e.rate;
    const billable = (e: Entry) => e.billable === 'Y';
    const inMonth = (m: string) => (e: Entry) => e.date.startsWith(m);
    const recorded = new Set(entries.map((e) => e.matter));
    const billed = new Set(bills.map((b) => b.matter));

    q.ask('How many matters do we have?', count(matters.length));
    q.ask('How many matters are still open?', count(countWhere(matters, (m) => m.closed === null)));
    q.ask('matters by practice area', countsBy(groupBy(matters, (m) => m.area, 'count')));
    q.ask('How many IT matters have we opened?', count(countWhere(matters, (m) => m.area === 'IT')));
    q.ask('Total hours recorded', amount(sumOf(entries, hours), 1));
    q.ask('How many billable hours did we record in 2024?', amount(sumOf(entries, hours, (e) => billable(e) && e.date.startsWith('2024')), 1));
    q.ask('What percentage of recorded hours are billable?', percent(percentOf(sumOf(entries, hours, billable), sumOf(entries, hours))));
    q.ask('Hours by fee earner in September 2025', breakdown(groupBy(entries, (e) => e.earner, 'sum', hours, inMonth('2025-09')), 1));
    q.ask('Who recorded the most billable hours this year (2025)?', winner(groupBy(entries, (e) => e.earner, 'sum', hours, (e) => billable(e) && e.date >= '2025-01-01')));
    q.ask('Which trainee recorded the fewest hours overall?', winner(groupBy(entries, (e) => e.earner, 'sum', hours, (e) => e.grade === 'Trainee'), 'asc'));
    q.ask('What is the value of billable time recorded on IT matters (hours times rate)?', amount(sumOf(entries, value, (e) => billable(e) && area(e) === 'IT')));
    q.ask('Value of billable time by practice area', breakdown(groupBy(entries, area, 'sum', value, billable)));
    q.ask('Top 3 practice areas by hours recorded', ranking(ranked(groupBy(entries, area, 'sum', hours), 3)));
    q.ask('How many hours did partners spend in court?', amount(sumOf(entries, hours, (e) => e.grade === 'Partner' && e.activity === 'Court'), 1));
    q.ask('How many hours of travel did we record in Q1 2025?', amount(sumOf(entries, hours, (e) => e.activity === 'Travel' && e.date.startsWith('2025') && quarterOf(e.date) === 1), 1));
    q.ask('Average length of a time entry in minutes', amount(avgOf(entries, (e) => e.hours * 60), 1));
    q.ask('How many time entries did paralegals make in 2025?', count(countWhere(entries, (e) => e.grade === 'Paralegal' && e.date >= '2025-01-01')));
    q.ask('What is the highest hourly rate we charge?', amount(maxOf(entries, (e) => e.rate), 0));
    q.ask('Which month had the most hours recorded?', month(ranked(groupBy(entries, (e) => e.date.slice(0, 7), 'sum', hours), 1)[0]));
    q.ask('How many bills have we sent?', count(bills.length));
    q.ask('Total billed net of VAT in 2025', amount(sumOf(bills, (b) => b.net, (b) => b.date >= '2025-01-01')));
    q.ask('How much VAT did we bill in Q2 2025?', amount(sumOf(bills, (b) => b.vat, (b) => b.date >= '2025-04-01' && b.date <= '2025-06-30')));
    q.ask('How much is outstanding on unpaid bills, including VAT?', amount(sumOf(bills, (b) => b.net + b.vat, (b) => b.status === 'Outstanding')));
    q.ask('How many bills have been written off?', count(countWhere(bills, (b) => b.status === 'Written off')));
    q.ask('On average how many days do clients take to pay a bill?', amount(avgOf(bills, (b) => daysBetween(b.date, b.paid!), (b) => b.paid !== null), 1));
    q.ask('Which practice area has billed the most (net)?', winner(groupBy(bills, area, 'sum', (b) => b.net)));
    q.ask('How much have we billed Totalmix Concrete Ltd, net?', amount(sumOf(bills, (b) => b.net, (b) => matterOf.get(b.matter)!.client === 'Totalmix Concrete Ltd')));
    q.ask('How many matters have time recorded but have never been billed?', count(countWhere(matters, (m) => recorded.has(m.ref) && !billed.has(m.ref))));
    q.ask('How many matters have no time recorded at all?', count(countWhere(matters, (m) => !recorded.has(m.ref))));
    q.ask('Net billed per responsible partner', breakdown(groupBy(bills, (b) => matterOf.get(b.matter)!.partner, 'sum', (b) => b.net)));
    q.ask('For closed matters, how many days were they open on average?', amount(avgOf(matters, (m) => (m.closed ? daysBetween(m.opened, m.closed) : null)), 1));
    q.ask('How many fixed fee matters are there?', count(countWhere(matters, (m) => m.basis === 'Fixed')));
    const laura = q.ask("How many hours did Laura Bishop record on Family matters?", amount(sumOf(entries, hours, (e) => e.earner === 'Laura Bishop' && area(e) === 'Family'), 1));
    q.followUp(laura, 'and on Employment matters?', amount(sumOf(entries, hours, (e) => e.earner === 'Laura Bishop' && area(e) === 'Employment'), 1));
    q.ask('How many matters did we open between March and May 2025?', count(countWhere(matters, (m) => m.opened >= '2025-03-01' && m.opened <= '2025-05-31')));
    q.ask('Compare billable hours of associates and trainees in 2025', breakdown(groupBy(entries, (e) => e.grade, 'sum', hours, (e) => billable(e) && e.date >= '2025-01-01' && (e.grade === 'Associate' || e.grade === 'Trainee')), 1));

    q.ask('What is our realisation rate against the budget for each matter?', decline('no budgets'));
    q.ask('How many hours did we record in 2022?', decline('time entries start in January 2024'));
    q.ask('What salary does Owen Pryce earn?', decline('no salaries'));
    q.ask('Which matters did we win in court?', decline('no outcomes'));
    q.ask('How much did we pay in disbursements like court fees?', decline('no disbursements'));
    q.ask('Which clients were referred by another firm?', decline('no referral source'));
    q.ask('How many hours will the litigation team bill next quarter?', decline('a forecast'));
    q.ask('What was the narrative on the longest time entry?', decline('no narratives'));
    q.ask('How satisfied are our clients?', decline('no satisfaction data'));
    q.ask('Which judge heard the most of our cases?', decline('no judges or courts'));
    q.ask('How much professional indemnity insurance do we pay?', decline('no insurance costs'));
    return { files, questions: q.questions };
  },
};

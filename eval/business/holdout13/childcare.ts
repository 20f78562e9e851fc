// A group of six day nurseries: 640 children on roll (CSV), about 55,000 booked sessions from
// January to July 2025 with attendance (CSV) and 4,226 monthly fee invoices with funded hours (XLSX),
// sharing `child_id`. Traps: the invoice's amount due stored as text ("1234.50"), hours attended
// left blank on absences, funded hours of 0, 15 or 30 a week that look like categories, a room
// called "Pre-school" beside "Toddlers" and "Baby Room", months stored as text ("2025-03"), no
// sessions in the Easter closure week, and a nursery named "Total Tots Wembley".
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Child {
  id: string;
  nursery: string;
  room: string;
  born: string;
  started: string;
  funded: number;
  sen: string | null;
}

interface Session {
  date: string;
  child: string;
  session: string;
  booked: number;
  attended: string;
  hours: number | null;
  lateMins: number;
}

interface Invoice {
  no: string;
  month: string;
  child: string;
  booked: number;
  rate: number;
  gross: number;
  fundedHours: number;
  credit: number;
  due: number;
  paid: string;
}

// nursery, hourly rate (£), places weight
const NURSERIES: [string, number, number][] = [
  ['Acorns Harrow', 8.4, 1.2], ['Little Oaks', 7.9, 1.0], ['Riverside', 9.1, 1.1], ['Meadow View', 7.6, 0.8], ['Total Tots Wembley', 8.8, 1.3], ['Tiny Steps', 8.1, 0.6],
];
const SESSIONS: [string, number][] = [['Full day', 10], ['Morning', 5], ['Afternoon', 5]];
const EASTER = ['2025-04-14', '2025-04-18'];

function generate(): { children: Child[]; sessions: Session[]; invoices: Invoice[] } {
  const random = createRandom(13_301);
  const children: Child[] = [];
  for (let i = 0; i < 640; i++) {
    const room = random.weighted(['Baby Room', 'Toddlers', 'Pre-school'], [22, 38, 40]);
    const ageMonths = room === 'Baby Room' ? random.int(4, 20) : room === 'Toddlers' ? random.int(21, 36) : random.int(37, 56);
    const born = addDays('2025-01-06', -Math.round(ageMonths * 30.4) - random.int(0, 20));
    const funded = room === 'Pre-school' ? random.weighted([15, 30], [35, 65]) : room === 'Toddlers' ? random.weighted([0, 15], [55, 45]) : random.weighted([0, 15], [85, 15]);
    children.push({
      id: `C${String(1_001 + i)}`, nursery: random.weighted(NURSERIES.map((n) => n[0]), NURSERIES.map((n) => n[2])), room, born,
      started: random.chance(0.85) ? random.date('2023-09-01', '2024-12-20') : random.date('2025-01-06', '2025-06-30'), funded, sen: random.chance(0.07) ? 'Y' : null,
    });
  }
  const sessions: Session[] = [];
  const pattern = new Map<string, [number, string][]>();
  for (const c of children) {
    const days = random.weighted([2, 3, 4, 5], [20, 35, 25, 20]);
    const weekdays = [0, 1, 2, 3, 4];
    for (let k = 0; k < 5 - days; k++) weekdays.splice(random.int(0, weekdays.length - 1), 1);
    pattern.set(c.id, weekdays.map((d) => [d, random.weighted(SESSIONS.map((s) => s[0]), c.room === 'Baby Room' ? [70, 20, 10] : [55, 30, 15])]));
  }
  for (let week = 0; week < 28; week++) {
    const monday = addDays('2025-01-06', week * 7);
    if (monday === EASTER[0]) continue;
    for (const c of children) {
      for (const [d, session] of pattern.get(c.id)!) {
        const date = addDays(monday, d);
        if (date < c.started) continue;
        const booked = SESSIONS.find((s) => s[0] === session)![1];
        const attended = random.chance(c.room === 'Baby Room' ? 0.89 : 0.93) ? 'Y' : 'N';
        const hours = attended === 'Y' ? Math.min(booked, roundTo(booked - random.int(0, 4) * 0.25, 2)) : null;
        sessions.push({ date, child: c.id, session, booked, attended, hours, lateMins: attended === 'Y' && random.chance(0.03) ? random.int(5, 40) : 0 });
      }
    }
  }
  sessions.sort((a, b) => a.date.localeCompare(b.date) || a.child.localeCompare(b.child));
  const rateOf = new Map(NURSERIES.map((n) => [n[0], n[1]]));
  const invoices: Invoice[] = [];
  const byChildMonth = new Map<string, { hours: number; weeks: Set<string> }>();
  for (const s of sessions) {
    const key = `${s.child}|${s.date.slice(0, 7)}`;
    let v = byChildMonth.get(key);
    if (!v) byChildMonth.set(key, (v = { hours: 0, weeks: new Set() }));
    v.hours += s.booked;
    v.weeks.add(addDays(s.date, -((Date.parse(`${s.date}T00:00:00Z`) / 86_400_000 + 3) % 7)));
  }
  const childOf = new Map(children.map((c) => [c.id, c]));
  for (const [key, v] of [...byChildMonth].sort(([a], [b]) => a.split('|')[1].localeCompare(b.split('|')[1]) || a.localeCompare(b))) {
    const [id, m] = key.split('|');
    const c = childOf.get(id)!;
    const rate = rateOf.get(c.nursery)!;
    const fundedHours = Math.min(v.hours, c.funded * v.weeks.size);
    const gross = roundTo(v.hours * rate, 2);
    const credit = roundTo(fundedHours * rate, 2);
    const due = roundTo(gross - credit, 2);
    invoices.push({ no: '', month: m, child: id, booked: v.hours, rate, gross, fundedHours, credit, due, paid: m === '2025-07' && random.chance(0.4) ? 'N' : random.chance(0.04) ? 'N' : 'Y' });
  }
  invoices.forEach((inv, i) => (inv.no = String(50_001 + i)));
  return { children, sessions, invoices };
}

const CHILD_COLUMNS: Column<Child>[] = [
  { header: 'child_id', value: (c) => c.id },
  { header: 'nursery', value: (c) => c.nursery },
  { header: 'room', value: (c) => c.room },
  { header: 'date_of_birth', value: (c) => c.born },
  { header: 'start_date', value: (c) => c.started },
  { header: 'funded_hours_per_week', value: (c) => c.funded },
  { header: 'SEN_support', value: (c) => c.sen },
];

const SESSION_COLUMNS: Column<Session>[] = [
  { header: 'session_date', value: (s) => s.date },
  { header: 'child_id', value: (s) => s.child },
  { header: 'session', value: (s) => s.session },
  { header: 'booked_hours', value: (s) => s.booked },
  { header: 'attended', value: (s) => s.attended },
  { header: 'hours_attended', value: (s) => s.hours },
  { header: 'late_pickup_mins', value: (s) => s.lateMins },
];

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { header: 'Invoice no', value: (i) => i.no },
  { header: 'Month', value: (i) => i.month },
  { header: 'Child ID', value: (i) => i.child },
  { header: 'Hours booked', value: (i) => i.booked },
  { header: 'Hourly rate (£)', value: (i) => i.rate },
  { header: 'Gross fee (£)', value: (i) => i.gross },
  { header: 'Funded hours', value: (i) => i.fundedHours },
  { header: 'Funding credit (£)', value: (i) => i.credit },
  { header: 'Amount due (£)', value: (i) => i.due.toFixed(2) },
  { header: 'Paid', value: (i) => i.paid },
];

export const childcare: BusinessSchema = {
  name: 'childcare',
  description: 'A nursery group: 640 children on roll (CSV), ~55,000 booked sessions Jan-Jul 2025 with attendance (CSV) and monthly fee invoices with funded hours (XLSX) sharing child_id',
  async build(dir) {
    const { children, sessions, invoices } = generate();
    const files = [
      await writeCsv(join(dir, 'children.csv'), CHILD_COLUMNS, children),
      await writeCsv(join(dir, 'sessions.csv'), SESSION_COLUMNS, sessions),
      await writeXlsx(join(dir, 'fee_invoices.xlsx'), 'Invoices', INVOICE_COLUMNS, invoices),
    ];
    const q = questionSet('childcare');
    const childOf = new Map(children.map((c) => [c.id, c]));
    const nursery = (r: { child: string }) => childOf.get(r.child)!.nursery;
    const room = (r: { child: string }) => childOf.get(r.child)!.room;
    const absent = (s: Session) => s.attended === 'N';
    const attendanceBy = (key: (s: Session) => string) => {
      const all = groupBy(sessions, key, 'count');
      const came = groupBy(sessions, key, 'count', undefined, (s) => !absent(s));
      return new Map([...all].map(([k, n]) => [k, percentOf(came.get(k) ?? 0, n)]));
    };

    q.ask('How many children are on roll?', count(children.length));
    q.ask('Children per nursery', countsBy(groupBy(children, (c) => c.nursery, 'count')));
    q.ask('How many children are in the Pre-school room across the group?', count(countWhere(children, (c) => c.room === 'Pre-school')));
    q.ask('How many children get 30 funded hours?', count(countWhere(children, (c) => c.funded === 30)));
    q.ask('How many children have SEN support?', count(countWhere(children, (c) => c.sen === 'Y')));
    q.ask('Which nursery has the most children?', winner(groupBy(children, (c) => c.nursery, 'count')));
    q.ask('How many children joined in 2025?', count(countWhere(children, (c) => c.started >= '2025-01-01')));
    q.ask('How many sessions were booked in total?', count(sessions.length));
    q.ask('How many sessions were missed (child absent)?', count(countWhere(sessions, absent)));
    q.ask('What is our overall attendance rate?', percent(percentOf(countWhere(sessions, (s) => !absent(s)), sessions.length)));
    q.ask('Attendance rate by room', breakdown(attendanceBy(room), 1));
    q.ask('Which nursery has the lowest attendance rate?', winner(attendanceBy(nursery), 'asc'));
    q.ask('Booked sessions by type', countsBy(groupBy(sessions, (s) => s.session, 'count')));
    q.ask('Total hours booked at Riverside', count(sumOf(sessions, (s) => s.booked, (s) => nursery(s) === 'Riverside')));
    q.ask('How many hours did children actually attend in March?', amount(sumOf(sessions, (s) => s.hours, (s) => s.date.startsWith('2025-03')), 2));
    q.ask('average hours attended per full day session when the child came in', amount(avgOf(sessions, (s) => s.hours, (s) => s.session === 'Full day' && !absent(s)), 2));
    q.ask('How many late pickups have we had?', count(countWhere(sessions, (s) => s.lateMins > 0)));
    q.ask('Which nursery has the most late pickups?', winner(groupBy(sessions, nursery, 'count', undefined, (s) => s.lateMins > 0)));
    q.ask('What is the longest late pickup in minutes?', count(maxOf(sessions, (s) => s.lateMins)));
    const feb = q.ask('How many sessions were booked at Total Tots Wembley in February?', count(countWhere(sessions, (s) => nursery(s) === 'Total Tots Wembley' && s.date.startsWith('2025-02'))));
    q.followUp(feb, 'and how many of those did the children miss?', count(countWhere(sessions, (s) => nursery(s) === 'Total Tots Wembley' && s.date.startsWith('2025-02') && absent(s))));
    q.ask('How many sessions were booked during the week of 14 April 2025?', count(countWhere(sessions, (s) => s.date >= '2025-04-14' && s.date <= '2025-04-18')));
    q.ask('How many sessions were booked for Friday 6 June 2025?', count(countWhere(sessions, (s) => s.date === '2025-06-06')));
    q.ask('What is the total gross fee invoiced?', amount(sumOf(invoices, (i) => i.gross)));
    q.ask('How much funding credit have we applied in total?', amount(sumOf(invoices, (i) => i.credit)));
    q.ask('Total amount due from parents', amount(sumOf(invoices, (i) => i.due)));
    q.ask('Amount due by month', breakdown(groupBy(invoices, (i) => i.month, 'sum', (i) => i.due)));
    q.ask('How many invoices are unpaid?', count(countWhere(invoices, (i) => i.paid === 'N')));
    q.ask('What is the value of unpaid invoices?', amount(sumOf(invoices, (i) => i.due, (i) => i.paid === 'N')));
    q.ask('Funded hours used per nursery', breakdown(groupBy(invoices, nursery, 'sum', (i) => i.fundedHours), 0));
    q.ask('What share of the gross fees is covered by funding?', percent(percentOf(sumOf(invoices, (i) => i.credit), sumOf(invoices, (i) => i.gross))));
    q.ask('Which nursery billed the most gross fees in June?', winner(groupBy(invoices, nursery, 'sum', (i) => i.gross, (i) => i.month === '2025-06')));
    q.ask('Average monthly amount due per invoice for Baby Room children', amount(avgOf(invoices, (i) => i.due, (i) => room(i) === 'Baby Room')));
    q.ask('Top 3 nurseries by amount due', ranking(ranked(groupBy(invoices, nursery, 'sum', (i) => i.due), 3)));
    q.ask('What is the largest single invoice amount due?', amount(maxOf(invoices, (i) => i.due)));

    q.ask('How many staff work at Little Oaks?', decline('no staff data'));
    q.ask('What is our staff to child ratio in the Baby Room?', decline('no staff data'));
    q.ask('How many children have a nut allergy?', decline('no allergy or medical data'));
    q.ask('What was attendance in December 2024?', decline('sessions run January to July 2025'));
    q.ask('How many children are on the waiting list?', decline('no waiting list'));
    q.ask('How many children are booked at the Kingsbury nursery?', decline('no nursery called Kingsbury'));
    q.ask('Why were children absent?', decline('no absence reason'));
    q.ask('How much did we spend on food and nappies?', decline('no cost data'));
    q.ask('What did the last Ofsted inspection rate Riverside?', decline('no inspection data'));
    q.ask('Which parents have paid late most often?', decline('no payment dates or parent data'));
    q.ask('How many children will move up to Pre-school in September?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};

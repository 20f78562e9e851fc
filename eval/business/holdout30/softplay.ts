// A soft play centre: 42,000 admissions from January 2025 to November 2026 (CSV: session, children,
// adults, ticket type, amount paid, status), 760 party bookings (XLSX: package, list price, total
// paid as "£245.00" text, deposit) and 64,000 café till lines (CSV, sold at "dd/mm/yyyy HH:MM",
// line total as text), sharing `Admission No` (café) and `Party Ref` (admissions of party guests).
// Traps: admission numbers that look numeric, mixed-case statuses, a package "Total Takeover",
// blank party refs and admission numbers, money as text, package price beside price paid.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner, type QuestionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { pounds } from './skiphire.ts';

interface Admission { no: number; date: string; session: string; band: string; children: number; adults: number; ticket: string; paid: number; status: string; party: string | null }
interface Party { ref: string; date: string; pkg: string; children: number; host: string; price: number; deposit: number; paid: number | null; status: string }
interface Line { id: number; admission: number | null; at: string; item: string; category: string; qty: number; unit: number; total: number; payment: string }

const SESSIONS: [string, number][] = [['Morning', 30], ['Afternoon', 34], ['Toddler Time', 16], ['SEN Session', 5], ['Holiday Club', 15]];
const BANDS: [string, number][] = [['Under 2', 18], ['2-4', 36], ['5-8', 34], ['9-11', 12]];
const TICKETS: [string, number][] = [['Walk-in', 44], ['Pre-booked', 38], ['Member', 18]];
const PACKAGES: [string, number, number][] = [['Bronze', 150, 30], ['Silver', 210, 34], ['Gold', 285, 24], ['Total Takeover', 495, 12]];
const HOSTS = ['Jade', 'Kayleigh', 'Tom', 'Priya', 'Megan', 'Connor'];
const ITEMS: [string, string, number, number][] = [
  ['Flat White', 'Hot Drinks', 3.1, 14], ['Latte', 'Hot Drinks', 3.3, 16], ['Tea', 'Hot Drinks', 2.2, 12], ['Babyccino', 'Hot Drinks', 1.2, 8],
  ['Fruit Shoot', 'Cold Drinks', 1.5, 14], ['Bottled Water', 'Cold Drinks', 1.2, 7], ['Slush', 'Cold Drinks', 2.5, 9],
  ['Cheese Toastie', 'Food', 4.95, 8], ['Kids Lunch Box', 'Food', 5.5, 10], ['Chips', 'Food', 2.95, 9], ['Jacket Potato', 'Food', 6.25, 4],
  ['Flapjack', 'Snacks', 2.1, 6], ['Crisps', 'Snacks', 1.1, 11], ['Ice Lolly', 'Snacks', 1.6, 6],
];
const dmyHm = (iso: string, h: number, m: number) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

function generate() {
  const random = createRandom(43_117);
  const parties: Party[] = [];
  for (let i = 0; i < 760; i++) {
    const [pkg, price] = random.weighted(PACKAGES, PACKAGES.map((p) => p[2]));
    const date = random.date('2025-01-04', '2026-12-20');
    const status = date > '2026-11-30' ? random.pick(['Confirmed', 'confirmed']) : random.chance(0.07) ? random.pick(['Cancelled', 'CANCELLED']) : random.weighted(['Completed', 'completed'], [85, 15]);
    const paid = /cancel/i.test(status) ? null : date > '2026-11-30' ? 50 : roundTo(price + random.pick([0, 0, 0, 12.5, 25, 40]), 2);
    parties.push({ ref: '', date, pkg, children: random.int(8, pkg === 'Total Takeover' ? 40 : 24), host: random.pick(HOSTS), price, deposit: 50, paid, status });
  }
  parties.sort((a, b) => a.date.localeCompare(b.date));
  parties.forEach((p, i) => (p.ref = `P${String(1_001 + i)}`));
  const admissions: Admission[] = [];
  for (let i = 0; i < 41_500; i++) {
    const date = random.date('2025-01-01', '2026-11-30');
    const session = random.weighted(SESSIONS.map((s) => s[0]), SESSIONS.map((s) => s[1]));
    const children = random.weighted([1, 2, 3, 4], [46, 36, 13, 5]);
    const adults = random.weighted([1, 2], [78, 22]);
    const ticket = random.weighted(TICKETS.map((t) => t[0]), TICKETS.map((t) => t[1]));
    const band = session === 'Toddler Time' ? random.weighted(['Under 2', '2-4'], [45, 55]) : random.weighted(BANDS.map((b) => b[0]), BANDS.map((b) => b[1]));
    const price = ticket === 'Member' ? 3 : band === 'Under 2' ? 4.5 : session === 'Holiday Club' ? 9.95 : 7.95;
    const status = random.weighted(['Attended', 'attended', 'ATTENDED', 'No Show', 'NO SHOW', 'Refunded'], [70, 14, 4, 5, 3, 4]);
    admissions.push({ no: 0, date, session, band, children, adults, ticket, paid: roundTo(children * price + adults * 1.5, 2), status, party: null });
  }
  for (const p of parties) {
    if (!/^complete/i.test(p.status)) continue;
    admissions.push({ no: 0, date: p.date, session: 'Party', band: random.weighted(['2-4', '5-8', '9-11'], [30, 55, 15]), children: p.children, adults: random.int(2, 8), ticket: 'Party', paid: 0, status: 'Attended', party: p.ref });
  }
  admissions.sort((a, b) => a.date.localeCompare(b.date) || a.session.localeCompare(b.session));
  admissions.forEach((a, i) => (a.no = 3_100_001 + i));
  const lines: Line[] = [];
  const linked = admissions.filter((a) => !/no show|refund/i.test(a.status));
  for (let i = 0; i < 64_000; i++) {
    const a = random.chance(0.82) ? random.pick(linked) : null;
    const date = a ? a.date : random.date('2025-01-01', '2026-11-30');
    const [item, category, unit] = random.weighted(ITEMS, ITEMS.map((t) => t[3]));
    const qty = random.weighted([1, 2, 3], [72, 22, 6]);
    lines.push({ id: 0, admission: a ? a.no : null, at: dmyHm(date, random.int(9, 17), random.int(0, 59)), item, category, qty, unit, total: roundTo(qty * unit, 2), payment: random.weighted(['Card', 'Cash'], [83, 17]) });
  }
  const key = (l: Line) => `${l.at.slice(6, 10)}${l.at.slice(3, 5)}${l.at.slice(0, 2)}${l.at.slice(11)}`;
  lines.sort((a, b) => key(a).localeCompare(key(b)) || a.item.localeCompare(b.item));
  lines.forEach((l, i) => (l.id = 900_001 + i));
  return { admissions, parties, lines };
}

const ADMISSION_COLUMNS: Column<Admission>[] = [
  { header: 'Admission No', value: (a) => a.no },
  { header: 'Visit Date', value: (a) => a.date },
  { header: 'Session', value: (a) => a.session },
  { header: 'Age Band', value: (a) => a.band },
  { header: 'Children', value: (a) => a.children },
  { header: 'Adults', value: (a) => a.adults },
  { header: 'Ticket Type', value: (a) => a.ticket },
  { header: 'Amount Paid (£)', value: (a) => a.paid },
  { header: 'Status', value: (a) => a.status },
  { header: 'Party Ref', value: (a) => a.party },
];
const PARTY_COLUMNS: Column<Party>[] = [
  { header: 'Party Ref', value: (p) => p.ref },
  { header: 'Party Date', value: (p) => p.date },
  { header: 'Package', value: (p) => p.pkg },
  { header: 'Children Booked', value: (p) => p.children },
  { header: 'Host', value: (p) => p.host },
  { header: 'Package Price (£)', value: (p) => p.price },
  { header: 'Deposit (£)', value: (p) => p.deposit },
  { header: 'Total Paid', value: (p) => (p.paid === null ? null : pounds(p.paid)) },
  { header: 'Status', value: (p) => p.status },
];
const LINE_COLUMNS: Column<Line>[] = [
  { header: 'Sale Line', value: (l) => l.id },
  { header: 'Admission No', value: (l) => l.admission },
  { header: 'Sold At', value: (l) => l.at },
  { header: 'Item', value: (l) => l.item },
  { header: 'Category', value: (l) => l.category },
  { header: 'Qty', value: (l) => l.qty },
  { header: 'Unit Price (£)', value: (l) => l.unit },
  { header: 'Line Total', value: (l) => pounds(l.total) },
  { header: 'Payment', value: (l) => l.payment },
];

function ask(q: QuestionSet, data: ReturnType<typeof generate>) {
  const { admissions, parties, lines } = data;
  const iso = (l: Line) => `${l.at.slice(6, 10)}-${l.at.slice(3, 5)}-${l.at.slice(0, 2)}`;
  const inA = (from: string, to: string) => (a: Admission) => a.date >= from && a.date <= to;
  const inL = (from: string, to: string) => (l: Line) => iso(l) >= from && iso(l) <= to;
  const paid = (a: Admission) => a.paid;
  const total = (l: Line) => l.total;
  const partyOf = new Map(parties.map((p) => [p.ref, p]));
  const admOf = new Map(admissions.map((a) => [a.no, a]));
  const done = (p: Party) => /^complete/i.test(p.status);

  q.ask('how many admissions have we had', count(admissions.length));
  const came = (a: Admission) => /attend/i.test(a.status);
  q.ask('How many kids came in 2026 so far (attended)?', count(sumOf(admissions, (a) => a.children, (a) => came(a) && inA('2026-01-01', '2026-11-30')(a))));
  q.ask('total admissions takings in 2025', amount(sumOf(admissions, paid, inA('2025-01-01', '2025-12-31'))));
  const last = q.ask('What did admissions bring in last month?', amount(sumOf(admissions, paid, inA('2026-10-01', '2026-10-31'))));
  q.followUp(last, 'And the same month last year?', amount(sumOf(admissions, paid, inA('2025-10-01', '2025-10-31'))));
  q.ask('admissions revenue last quarter', amount(sumOf(admissions, paid, inA('2026-07-01', '2026-09-30'))));
  q.ask('How many children actually attended in the last 30 days?', count(sumOf(admissions, (a) => a.children, (a) => came(a) && inA('2026-11-01', '2026-11-30')(a))));
  q.ask('Which session is the busiest by number of admissions?', winner(groupBy(admissions, (a) => a.session, 'count')));
  q.ask('average number of children per admission', amount(avgOf(admissions, (a) => a.children), 2));
  q.ask('How many no shows have we had?', count(countWhere(admissions, (a) => /no show/i.test(a.status))));
  q.ask('how many refunds', count(countWhere(admissions, (a) => /refund/i.test(a.status))));
  q.ask('What percentage of admissions were pre-booked?', percent(percentOf(countWhere(admissions, (a) => a.ticket === 'Pre-booked'), admissions.length)));
  q.ask('How many member visits this year?', count(countWhere(admissions, (a) => a.ticket === 'Member' && inA('2026-01-01', '2026-11-30')(a))));
  q.ask('busiest month for admissions', month(busiestMonth(admissions, (a) => a.date)));
  q.ask('Children by age band', countsBy(groupBy(admissions, (a) => a.band, 'sum', (a) => a.children)));
  q.ask('median amount paid per admission, not counting party guests', amount(medianOf(admissions, paid, (a) => a.ticket !== 'Party')));
  q.ask('admissions takings by ticket type', breakdown(groupBy(admissions, (a) => a.ticket, 'sum', paid)));
  q.ask('How many adults came to Toddler Time in 2025?', count(sumOf(admissions, (a) => a.adults, (a) => a.session === 'Toddler Time' && inA('2025-01-01', '2025-12-31')(a))));
  q.ask('How many SEN Session admissions between 1 June and 31 August 2026?', count(countWhere(admissions, (a) => a.session === 'SEN Session' && inA('2026-06-01', '2026-08-31')(a))));
  q.ask('Admissions since 1 November 2026', count(countWhere(admissions, inA('2026-11-01', '2026-11-30'))));
  q.ask('total café takings', amount(sumOf(lines, total)));
  const cafe = q.ask('café sales last month', amount(sumOf(lines, total, inL('2026-10-01', '2026-10-31'))));
  q.followUp(cafe, 'how much of that was cash?', amount(sumOf(lines, total, (l) => l.payment === 'Cash' && inL('2026-10-01', '2026-10-31')(l))));
  q.ask('top 5 café items by quantity sold', ranking(ranked(groupBy(lines, (l) => l.item, 'sum', (l) => l.qty), 5)));
  q.ask('café revenue by category', breakdown(groupBy(lines, (l) => l.category, 'sum', total)));
  q.ask('Which café item makes the most money?', winner(groupBy(lines, (l) => l.item, 'sum', total)));
  q.ask('How many Babyccinos have we sold?', count(sumOf(lines, (l) => l.qty, (l) => l.item === 'Babyccino')));
  q.ask('What share of café sales (by value) were paid in cash?', percent(percentOf(sumOf(lines, total, (l) => l.payment === 'Cash'), sumOf(lines, total))));
  q.ask('café takings in Q1 2026', amount(sumOf(lines, total, inL('2026-01-01', '2026-03-31'))));
  q.ask('how many café lines are not linked to an admission', count(countWhere(lines, (l) => l.admission === null)));
  q.ask('Café takings by session (for sales linked to an admission)', breakdown(groupBy(lines, (l) => (l.admission === null ? null : admOf.get(l.admission)!.session), 'sum', total)));
  q.ask('Which session sells the most chips?', winner(groupBy(lines, (l) => (l.admission === null ? null : admOf.get(l.admission)!.session), 'sum', (l) => l.qty, (l) => l.item === 'Chips')));
  q.ask('How many parties have we had (completed)?', count(countWhere(parties, done)));
  q.ask('How many Total Takeover parties are booked or done?', count(countWhere(parties, (p) => p.pkg === 'Total Takeover' && !/cancel/i.test(p.status))));
  q.ask('how much have we taken from parties', amount(sumOf(parties, (p) => p.paid)));
  q.ask('Most popular party package?', winner(groupBy(parties, (p) => p.pkg, 'count', undefined, (p) => !/cancel/i.test(p.status))));
  q.ask('average children booked per party', amount(avgOf(parties, (p) => p.children), 1));
  q.ask('How many party bookings got cancelled?', count(countWhere(parties, (p) => /cancel/i.test(p.status))));
  q.ask('parties in December 2025', count(countWhere(parties, (p) => p.date.startsWith('2025-12') && !/cancel/i.test(p.status))));
  q.ask('How many parties are coming up after today?', count(countWhere(parties, (p) => p.date > '2026-11-30' && !/cancel/i.test(p.status))));
  q.ask('Which host has run the most completed parties?', winner(groupBy(parties, (p) => p.host, 'count', undefined, done)));
  q.ask('On completed parties, how much more did we take than the package prices?', amount(sumOf(parties, (p) => (p.paid ?? 0) - p.price, done)));
  q.ask('party takings by package', breakdown(groupBy(parties, (p) => p.pkg, 'sum', (p) => p.paid)));
  q.ask('how many children came in through Gold parties (from admissions)?', count(sumOf(admissions, (a) => a.children, (a) => a.party !== null && partyOf.get(a.party)!.pkg === 'Gold')));
  q.ask('What percentage of party bookings were cancelled?', percent(percentOf(countWhere(parties, (p) => /cancel/i.test(p.status)), parties.length)));
  q.ask('How many different items does the café sell?', count(new Set(lines.map((l) => l.item)).size));

  q.ask('What do parents rate us on Google?', decline('no reviews'));
  q.ask('How many staff were on shift last Saturday?', decline('no staff rota'));
  q.ask("What's the café's profit margin on toasties?", decline('no cost prices'));
  q.ask('How many kids had an accident on the slides?', decline('no incident log'));
  q.ask('How many admissions will we get at Christmas?', decline('a forecast'));
  q.ask('What is the average age of the children in years?', decline('only age bands recorded'));
  q.ask('How long do families stay on average?', decline('no exit times'));
  q.ask('Which party theme is most popular?', decline('no theme column'));
  q.ask('How much did we spend on cleaning?', decline('no expenses'));
  q.ask('how many admissions did we have in 2022?', decline('data starts in 2025'));
  q.ask('Which school do the children go to?', decline('not recorded'));
}

export const softplay: BusinessSchema = {
  name: 'softplay',
  description: 'A soft play centre: 42,000 admissions Jan 2025 - Nov 2026 (CSV), 760 party bookings (XLSX) and 64,000 café till lines (CSV), sharing Admission No and Party Ref',
  async build(dir) {
    const data = generate();
    const files = [
      await writeCsv(join(dir, 'admissions.csv'), ADMISSION_COLUMNS, data.admissions),
      await writeXlsx(join(dir, 'party_bookings.xlsx'), 'Parties', PARTY_COLUMNS, data.parties),
      await writeCsv(join(dir, 'cafe_sales.csv'), LINE_COLUMNS, data.lines),
    ];
    const q = questionSet('softplay');
    ask(q, data);
    return { files, questions: q.questions };
  },
};

// A gymnastics club's season from September 2024 to August 2025: 1,100 gymnasts (CSV: squad,
// membership, joining date), about 26,000 register entries (CSV: apparatus session, coach, length
// in minutes, Present/Absent/Cancelled) and about 6,000 payments (XLSX: fees, competition entries,
// kit and refunds) sharing `Member No`. Traps: member numbers and payment refs that look like
// quantities, minutes in the header while owners ask in hours, text dates in three formats ("Mon 03
// Mar 2025", "5 Mar 2024", 05/03/2025), refunds as positive amounts beside the takings, cancelled
// registers, blank coaches, a squad called "None" and an "Other" apparatus, and gymnasts who never
// came or never paid.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { FULL_WEEKDAYS, longDate, shortDate, ukDate, weekdayOf, within } from './shared.ts';

interface Gymnast {
  member: number;
  name: string;
  born: string;
  squad: string;
  membership: string;
  joined: string;
  status: 'Active' | 'Left';
}

interface Register {
  date: string;
  member: number;
  apparatus: string;
  coach: string | null;
  mins: number;
  mark: 'Present' | 'Absent' | 'Cancelled';
}

interface Payment {
  ref: number;
  member: number;
  date: string;
  amount: number;
  kind: string;
}

const SQUADS: [string, number][] = [['Recreational', 44], ['Pre-Comp', 19], ['Regional', 12], ['National', 4], ['Adult', 9], ['None', 12]];
const MEMBERSHIPS: [string, number][] = [['Monthly', 58], ['Annual', 22], ['Pay as you go', 20]];
const APPARATUS: [string, number][] = [['Floor', 24], ['Vault', 14], ['Bars', 17], ['Beam', 15], ['Trampoline', 19], ['Tumbling', 8], ['Other', 3]];
const COACHES: [string, number][] = [
  ['Sam Okafor', 18], ['Lucy Brennan', 15], ['Tom Hale', 11], ['Priya Shah', 14], ['Dan Wells', 9], ['Mia Chen', 13], ['Joe Park', 7], ['Ellie Ward', 10],
];
// Sun..Sat: the club is busiest on Saturdays, quiet on Sundays.
const DAY_WEIGHTS = [3, 11, 16, 12, 15, 9, 22];

function generate(): { gymnasts: Gymnast[]; registers: Register[]; payments: Payment[] } {
  const random = createRandom(45_202);
  const names = personNames(random, 1_100);
  const gymnasts: Gymnast[] = names.map((name, i) => {
    const squad = random.weighted(SQUADS.map((s) => s[0]), SQUADS.map((s) => s[1]));
    const born = squad === 'Adult' ? random.date('1975-01-01', '2006-08-31') : random.date('2008-09-01', '2020-08-31');
    return {
      member: 41_007 + i * 7 + random.int(0, 5),
      name,
      born,
      squad,
      membership: random.weighted(MEMBERSHIPS.map((m) => m[0]), MEMBERSHIPS.map((m) => m[1])),
      joined: random.date('2019-01-01', '2025-07-31'),
      status: random.chance(0.17) ? 'Left' : 'Active',
    };
  });

  const days: string[] = [];
  for (let d = new Date('2024-09-01T00:00:00Z'); d <= new Date('2025-08-31T00:00:00Z'); d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10));
  const dayWeights = days.map((d) => DAY_WEIGHTS[new Date(`${d}T00:00:00Z`).getUTCDay()] * (d.slice(5, 7) === '08' || (d >= '2024-12-22' && d <= '2025-01-02') ? 0.4 : 1));
  const attending = gymnasts.filter(() => !random.chance(0.09));
  const keenness = attending.map((g) => (g.squad === 'National' ? random.float(4, 9, 2) : g.squad === 'Regional' ? random.float(2.5, 5, 2) : g.squad === 'None' ? 0.4 : random.float(0.6, 2.2, 2)));
  const registers: Register[] = [];
  for (let i = 0; i < 26_000; i++) {
    const g = random.weighted(attending, keenness);
    const date = random.weighted(days, dayWeights);
    const apparatus = random.weighted(APPARATUS.map((a) => a[0]), APPARATUS.map((a) => a[1]));
    const roll = random.next();
    registers.push({
      date,
      member: g.member,
      apparatus,
      coach: random.chance(0.025) ? null : random.weighted(COACHES.map((c) => c[0]), COACHES.map((c) => c[1])),
      mins: random.weighted([45, 60, 90, 120], g.squad === 'National' || g.squad === 'Regional' ? [1, 3, 5, 6] : [5, 8, 3, 1]),
      mark: roll < 0.035 ? 'Cancelled' : roll < 0.035 + (g.status === 'Left' ? 0.3 : 0.11) ? 'Absent' : 'Present',
    });
  }
  registers.sort((a, b) => a.date.localeCompare(b.date) || a.member - b.member);

  const payments: Payment[] = [];
  const payers = gymnasts.filter(() => !random.chance(0.06));
  for (const g of payers) {
    if (g.membership === 'Annual') payments.push({ ref: 0, member: g.member, date: random.date('2024-09-01', '2024-10-15'), amount: g.squad === 'National' ? 720 : 480, kind: 'Annual fee' });
    if (g.membership === 'Monthly') {
      for (const m of ['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08']) {
        if (g.status === 'Left' && m > '2025-02') break;
        if (random.chance(0.08)) continue;
        payments.push({ ref: 0, member: g.member, date: `${m}-${String(random.int(1, 5)).padStart(2, '0')}`, amount: g.squad === 'National' ? 68 : g.squad === 'Regional' ? 52 : 38, kind: 'Monthly fees' });
      }
    }
    if (g.membership === 'Pay as you go') {
      for (let n = random.int(1, 6); n > 0; n--) payments.push({ ref: 0, member: g.member, date: random.date('2024-09-01', '2025-08-31'), amount: random.pick([8, 16, 24, 40]), kind: 'Session fees' });
    }
    if (g.squad !== 'None' && g.squad !== 'Adult' && random.chance(g.squad === 'Recreational' ? 0.25 : 0.9)) {
      for (let n = random.int(1, 4); n > 0; n--) payments.push({ ref: 0, member: g.member, date: random.date('2024-09-01', '2025-08-31'), amount: random.pick([18, 22, 27.5, 35]), kind: 'Competition entry' });
    }
    if (random.chance(0.35)) payments.push({ ref: 0, member: g.member, date: random.date('2024-09-01', '2025-08-31'), amount: roundTo(random.pick([14.99, 24.5, 32, 45.99]) * random.int(1, 2), 2), kind: 'Kit' });
    if (random.chance(0.07)) payments.push({ ref: 0, member: g.member, date: random.date('2024-10-01', '2025-08-31'), amount: random.pick([38, 24, 22, 52]), kind: 'Refund' });
  }
  payments.sort((a, b) => a.date.localeCompare(b.date) || a.member - b.member || a.kind.localeCompare(b.kind));
  payments.forEach((p, i) => (p.ref = 880_104 + i));
  return { gymnasts, registers, payments };
}

const GYMNAST_COLUMNS: Column<Gymnast>[] = [
  { header: 'Member No', value: (g) => g.member },
  { header: 'Gymnast', value: (g) => g.name },
  { header: 'Date of birth', value: (g) => g.born },
  { header: 'Squad', value: (g) => g.squad },
  { header: 'Membership', value: (g) => g.membership },
  { header: 'Joined', value: (g) => shortDate(g.joined) },
  { header: 'Status', value: (g) => g.status },
];

const REGISTER_COLUMNS: Column<Register>[] = [
  { header: 'Session date', value: (r) => longDate(r.date) },
  { header: 'Member No', value: (r) => r.member },
  { header: 'Apparatus', value: (r) => r.apparatus },
  { header: 'Coach', value: (r) => r.coach },
  { header: 'Length (mins)', value: (r) => r.mins },
  { header: 'Register', value: (r) => r.mark },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { header: 'Payment ref', value: (p) => p.ref },
  { header: 'Member No', value: (p) => p.member },
  { header: 'Paid on', value: (p) => ukDate(p.date) },
  { header: 'Amount (£)', value: (p) => p.amount },
  { header: 'For', value: (p) => p.kind },
];

export const gymclub: BusinessSchema = {
  name: 'gymclub',
  description: "A gymnastics club's 2024-25 season: 1,100 gymnasts (CSV), 26,000 register entries (CSV) and 6,000 payments (XLSX) sharing Member No",
  async build(dir) {
    const { gymnasts, registers, payments } = generate();
    const files = [
      await writeCsv(join(dir, 'gymnasts.csv'), GYMNAST_COLUMNS, gymnasts),
      await writeCsv(join(dir, 'registers.csv'), REGISTER_COLUMNS, registers),
      await writeXlsx(join(dir, 'payments.xlsx'), 'Payments', PAYMENT_COLUMNS, payments),
    ];
    const q = questionSet('gymclub');
    const byMember = new Map(gymnasts.map((g) => [g.member, g]));
    const gym = (r: { member: number }) => byMember.get(r.member)!;
    const present = (r: Register) => r.mark === 'Present';
    const takings = (p: Payment) => p.kind !== 'Refund';
    const came = new Set(registers.filter(present).map((r) => r.member));
    const busiestDay = (): Expected => {
      const e = winner(groupBy(registers, (r) => FULL_WEEKDAYS[weekdayOf(r.date)], 'count', undefined, present));
      return e.kind === 'name' ? { ...e, aliases: [weekdayOf(registers.find((r) => FULL_WEEKDAYS[weekdayOf(r.date)] === e.value)!.date)] } : e;
    };

    q.ask('how many gymnasts are on our books', count(gymnasts.length));
    q.ask('How many active members have we got?', count(countWhere(gymnasts, (g) => g.status === 'Active')));
    q.ask('number of gymnasts in each squad', countsBy(groupBy(gymnasts, (g) => g.squad, 'count')));
    q.ask('How many gymnasts have their squad down as None?', count(countWhere(gymnasts, (g) => g.squad === 'None')));
    q.ask('How many attendances did we have this season (present only)?', count(countWhere(registers, present)));
    q.ask("What's our attendance rate, present against absent, ignoring cancelled sessions?", percent(percentOf(countWhere(registers, present), countWhere(registers, (r) => r.mark !== 'Cancelled'))));
    q.ask('Which coach had the most gymnasts turn up?', winner(groupBy(registers, (r) => r.coach, 'count', undefined, present)));
    q.ask('average session length in minutes for attended sessions', amount(avgOf(registers, (r) => r.mins, present), 1));
    const jan = q.ask('How many attendances in January 2025?', count(countWhere(registers, (r) => present(r) && r.date.startsWith('2025-01'))));
    q.followUp(jan, 'and February?', count(countWhere(registers, (r) => present(r) && r.date.startsWith('2025-02'))));
    q.ask('top 3 gymnasts by hours of training attended', ranking(ranked(groupBy(registers, (r) => gym(r).name, 'sum', (r) => r.mins, present), 3)));
    q.ask('How many members have never turned up to a session?', count(countWhere(gymnasts, (g) => !came.has(g.member))));
    q.ask('payments by type, total £', breakdown(groupBy(payments, (p) => p.kind, 'sum', (p) => p.amount)));
    q.ask('How much have we refunded?', amount(sumOf(payments, (p) => p.amount, (p) => p.kind === 'Refund')));
    q.ask('What is our net income after refunds?', amount(sumOf(payments, (p) => p.amount, takings) - sumOf(payments, (p) => p.amount, (p) => p.kind === 'Refund')));
    q.ask('Average competition entry fee paid', amount(avgOf(payments, (p) => p.amount, (p) => p.kind === 'Competition entry')));
    q.ask('How many members joined in 2024?', count(countWhere(gymnasts, (g) => g.joined.startsWith('2024'))));
    q.ask('Which membership type brings in the most money, not counting refunds?', winner(groupBy(payments, (p) => gym(p).membership, 'sum', (p) => p.amount, takings)));
    q.ask('money taken per squad excluding refunds', breakdown(groupBy(payments, (p) => gym(p).squad, 'sum', (p) => p.amount, takings)));
    q.ask('Which day of the week is busiest for attendances?', busiestDay());
    q.ask('attendances in Q4 2024', count(countWhere(registers, (r) => present(r) && r.date.startsWith('2024') && quarterOf(r.date) === 4)));
    q.ask('How many hours did gymnasts spend on bars in total (attended sessions)?', amount(sumOf(registers, (r) => r.mins, (r) => present(r) && r.apparatus === 'Bars') / 60, 1));
    q.ask('Which apparatus is least popular by attendances?', winner(groupBy(registers, (r) => r.apparatus, 'count', undefined, present), 'asc'));
    q.ask('How many Other sessions were attended?', count(countWhere(registers, (r) => present(r) && r.apparatus === 'Other')));
    q.ask('How many of our gymnasts were born in 2015?', count(countWhere(gymnasts, (g) => g.born.startsWith('2015'))));
    q.ask('How many beam attendances did the Regional squad have?', count(countWhere(registers, (r) => present(r) && r.apparatus === 'Beam' && gym(r).squad === 'Regional')));
    q.ask('How much kit did we sell in 2025?', amount(sumOf(payments, (p) => p.amount, (p) => p.kind === 'Kit' && p.date.startsWith('2025'))));
    q.ask('What percentage of our takings (excluding refunds) came from annual fees?', percent(percentOf(sumOf(payments, (p) => p.amount, (p) => p.kind === 'Annual fee'), sumOf(payments, (p) => p.amount, takings))));
    q.ask('How many different gymnasts attended in August 2025?', count(new Set(registers.filter((r) => present(r) && r.date.startsWith('2025-08')).map((r) => r.member)).size));
    q.ask('How many sessions were marked cancelled?', count(countWhere(registers, (r) => r.mark === 'Cancelled')));
    q.ask('How many attendances between 16 and 21 December 2024?', count(countWhere(registers, (r) => present(r) && within(r.date, '2024-12-16', '2024-12-21'))));
    q.ask('How many members have left the club?', count(countWhere(gymnasts, (g) => g.status === 'Left')));
    q.ask("How much have we taken since 1 June 2025, refunds aside?", amount(sumOf(payments, (p) => p.amount, (p) => takings(p) && p.date >= '2025-06-01')));
    q.ask('Which month did we take the most money in (not counting refunds)?', month(ranked(groupBy(payments, (p) => p.date.slice(0, 7), 'sum', (p) => p.amount, takings), 1)[0]));
    q.ask('How many times were National squad gymnasts absent?', count(countWhere(registers, (r) => r.mark === 'Absent' && gym(r).squad === 'National')));
    q.ask('Sessions attended by coach', countsBy(groupBy(registers, (r) => r.coach, 'count', undefined, present)));
    q.ask('How many gymnasts who have left still attended something in 2025?', count(new Set(registers.filter((r) => present(r) && r.date.startsWith('2025') && gym(r).status === 'Left').map((r) => r.member)).size));

    q.ask('What was our biggest single kit sale?', amount(maxOf(payments, (p) => p.amount, (p) => p.kind === 'Kit')));

    q.ask('How many injuries did we have on the trampoline?', decline('no injury records'));
    q.ask('How many medals did the Regional squad win?', decline('no competition results'));
    q.ask('How much do we pay our coaches?', decline('no coach pay'));
    q.ask('How long is our waiting list?', decline('no waiting list'));
    q.ask('Which schools do most of our gymnasts go to?', decline('no school column'));
    q.ask('How many attendances did we have in 2023?', decline('registers start in September 2024'));
    q.ask('What were the highest vault scores this season?', decline('no scores'));
    q.ask("What's the phone number for Lucy Brennan's gymnasts' parents?", decline('no contact details'));
    q.ask('How many members will we have next September?', decline('a forecast'));
    q.ask('Which gymnasts have British Gymnastics membership?', decline('no governing body registration'));
    q.ask('How much did the hall hire cost us?', decline('no costs'));
    return { files, questions: q.questions };
  },
};
